#!/usr/bin/env bats
# ioctl families, part five: SIOCGIFCONF's list of addresses, the SCSI
# generic driver, the console (kd).  Each test program
# (tests/progs/ioctl-*.c) prints the lines seize must write in the style
# SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v).

load lib/styles

@test "SIOCGIFCONF: the size asked, ifc_len before and after, the list, its cut" {
	check_styles ioctl-gifconf
	SEIZE_IOCTL_S=1 check_prog ioctl-gifconf -s 1
	check_json ioctl-gifconf
}

@test "scsi: the settings, SG_SCSI_RESET's operations, SG_IO's v3 and v4 headers" {
	check_styles ioctl-scsi
	check_json ioctl-scsi
}

@test "kd: tones, LEDs, ports, modes, key codes, repeat rate, maps, keymaps, accents" {
	check_styles ioctl-kd
	check_json ioctl-kd
}
