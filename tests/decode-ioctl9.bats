#!/usr/bin/env bats
# ioctl families, part nine: the console's fonts and Unicode font maps,
# and the drivers whose request names strace builds from the number (HID,
# uinput, joystick, SPI).  Each test program (tests/progs/ioctl-*.c)
# prints the lines seize must write in the style SEIZE_IOCTL_STYLE names
# (-X raw, -X verbose, -v) and at the -s SEIZE_IOCTL_S names.

load lib/styles

@test "kd fonts: the font bytes, consolefontdesc, console_font_op by op, Unicode maps" {
	check_styles ioctl-kd-font
	SEIZE_IOCTL_S=0 check_prog ioctl-kd-font -s 0
	SEIZE_IOCTL_S=4 check_prog ioctl-kd-font -s 4
	SEIZE_IOCTL_S=40 SEIZE_IOCTL_STYLE=v check_prog ioctl-kd-font -s 40 -v
	check_json ioctl-kd-font
}

@test "hid: hiddev's and hidraw's names, the shared one, those built from the length" {
	check_styles ioctl-hid
	check_json ioctl-hid
}

@test "uinput: the names and UI_GET_SYSNAME(len)" {
	check_styles ioctl-uinput
	check_json ioctl-uinput
}

@test "joystick: the names and JSIOCGNAME(len)" {
	check_styles ioctl-joystick
	check_json ioctl-joystick
}

@test "spi: the names and SPI_IOC_MESSAGE by its size" {
	check_styles ioctl-spi
	check_json ioctl-spi
}
