#!/usr/bin/env bats
# ioctl families, part six: Video4Linux2.  Each test program
# (tests/progs/ioctl-*.c) prints the lines seize must write in the style
# SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v); the calls that succeed
# do so on a descriptor a seccomp listener answers (progs/notif-ok.h).

load lib/styles

@test "v4l2: capabilities, formats of every buffer type, fourcc codes, buffers, streams, parameters" {
	check_styles ioctl-v4l2
	check_json ioctl-v4l2
}
