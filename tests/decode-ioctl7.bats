#!/usr/bin/env bats
# ioctl families, part seven: V4L2's video standards, inputs, controls,
# tuners, cropping and frame enumerations (the v4l2_ctrl family).  The test
# program (tests/progs/ioctl-v4l2-ctrl.c) prints the lines seize must write
# in the style SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v).

load lib/styles

@test "v4l2 controls: ids by name, class and offset, next bits, ext_controls' arrays" {
	check_styles ioctl-v4l2-ctrl
	check_json ioctl-v4l2-ctrl
}
