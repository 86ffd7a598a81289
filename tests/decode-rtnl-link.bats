#!/usr/bin/env bats
# NETLINK_ROUTE link attributes that hang on context (tests/progs/net-rtnl-link.c):
# IFLA_PROTINFO and IFLA_AF_SPEC by family, IFLA_VFINFO_LIST, the
# RTM_NEWSTATS nests, indexed arrays and memory that stops being readable.

load lib/decode
load lib/json-schema

@test "rtnetlink links: protinfo, af_spec, vfinfo, stats nests" {
	check_prog net-rtnl-link
}

@test "rtnetlink links: indexed arrays under -X raw and -X verbose" {
	SEIZE_RTNL_XLAT=raw check_prog net-rtnl-link -X raw
	SEIZE_RTNL_XLAT=verbose check_prog net-rtnl-link -X verbose
}

@test "rtnetlink links: JSON the schema accepts" {
	run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/a.json" "$SEIZE_TEST_PROGS/net-rtnl-link"
	assert_success
	SEIZE_RTNL_XLAT=verbose run --separate-stderr "$SEIZE" -j -X verbose \
		-o "$BATS_TEST_TMPDIR/b.json" "$SEIZE_TEST_PROGS/net-rtnl-link"
	assert_success
	run validate "$BATS_TEST_TMPDIR"/a.json "$BATS_TEST_TMPDIR"/b.json
	assert_success
	run grep -c '"op":"="' "$BATS_TEST_TMPDIR/a.json"
	assert_success
}

@test "rtnetlink IFLA_LINKINFO: bridge, tun and bridge port data, CAN stats, other kinds as bytes" {
	check_prog net-rtnl-linkinfo
}

@test "rtnetlink IFLA_LINKINFO: JSON the schema accepts" {
	run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/a.json" "$SEIZE_TEST_PROGS/net-rtnl-linkinfo"
	assert_success
	run validate "$BATS_TEST_TMPDIR"/a.json
	assert_success
}
