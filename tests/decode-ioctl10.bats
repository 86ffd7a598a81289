#!/usr/bin/env bats
# ioctl families, part ten: the names family (src/decode/ioctl-names.c),
# a name for every request of the kernel's uapi headers, with no decoder.
# tests/progs/ioctl-names.c prints the lines in the style
# SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v).

load lib/styles

@test "names: requests of undecoded drivers, shared numbers as A or B, ZFS's" {
	check_styles ioctl-names
	check_json ioctl-names
}
