#!/usr/bin/env bats
# ioctl families, part eight: btrfs's requests with structs of their own
# (tree searches, lookups, send, balance, scrub, device replace and stats,
# qgroups, quotas, V2 subvolumes, received subvolumes, dedupe), on a
# descriptor that is none, under -X abbrev, raw and verbose and -v; their
# JSON must fit the schema.

bats_require_minimum_version 1.5.0
load lib/styles

@test "btrfs: tree search keys, lookups, send, space info, balance, scrub, replace, stats" {
	check_xlat_styles_v ioctl-btrfs2
	check_json ioctl-btrfs2
}

@test "btrfs on a btrfs directory: what the kernel writes back" {
	[ -n "${BTRFS_MOUNTPOINT:-}" ] && [ -d "$BTRFS_MOUNTPOINT" ] ||
		skip "BTRFS_MOUNTPOINT names no btrfs directory"
	[ "$(stat -f -c %T "$BTRFS_MOUNTPOINT")" = btrfs ] || skip "$BTRFS_MOUNTPOINT is not on btrfs"
	check_xlat_styles_v ioctl-btrfs-live
	check_json ioctl-btrfs-live
}
