#!/usr/bin/env bats
# ioctl families, part three: file systems, block devices, sockets, IDE
# disks.  Each test program (tests/progs/ioctl-*.c) prints the lines seize
# must write in the style SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v).

load lib/styles

@test "fs and block: fstrim_range, fsxattr, fiemap, BLKPG's partition, blk_user_trace_setup" {
	check_styles ioctl-fsblk
	check_json ioctl-fsblk
}

@test "hdio: drive commands by name, the reset ints, settings, IDE_NICE bits, bus states" {
	check_styles ioctl-hdio
	check_json ioctl-hdio
}

@test "sock: struct ifreq in and out, bridge names, the requests shown by address" {
	check_styles ioctl-sock
	check_json ioctl-sock
}
