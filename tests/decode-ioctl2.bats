#!/usr/bin/env bats
# ioctl families, part two: each program makes one driver's requests on
# descriptors that are not that driver's and prints the lines strace 6.1
# writes for them, under -X abbrev, raw and verbose (SEIZE_XLAT tells the
# program which); their JSON must fit the schema.

bats_require_minimum_version 1.5.0
load lib/styles

@test "counter: COUNTER_ADD_WATCH_IOCTL's watch, the event switches" {
	check_xlat_styles ioctl-counter
	check_json ioctl-counter
}

@test "gpio: chip, line info, handles, events, v2 line requests, configs and values" {
	check_xlat_styles_v ioctl-gpio
	check_json ioctl-gpio
}

@test "ptp: caps, extts and perout requests with dates, pins, sys offsets left open" {
	check_xlat_styles_v ioctl-ptp
	TZ=Asia/Kolkata check_prog ioctl-ptp
	check_json ioctl-ptp
}

@test "evdev: fixed requests, key codes, absinfo by size, force feedback effects" {
	check_xlat_styles_v ioctl-evdev
	check_json ioctl-evdev
}

@test "ubi: volumes made, renamed, resized; attach; eraseblock maps; dvb's NET_* names" {
	check_xlat_styles ioctl-ubi
	check_json ioctl-ubi
}

@test "tee: sessions and invocations behind their buf_data, parameters, shared memory" {
	check_xlat_styles ioctl-tee
	SEIZE_Y=1 check_prog ioctl-tee -y
	check_json ioctl-tee
}

@test "dm: headers by request, bad versions and sizes, payloads under -v, misplaced specs" {
	check_xlat_styles_v ioctl-dm
	check_json ioctl-dm
}

@test "lirc: modes by name, the transmitter mask in hex, getters at exit" {
	check_xlat_styles ioctl-lirc
	check_json ioctl-lirc
}
