#!/usr/bin/env bats
# NETLINK_ROUTE message bodies and their attributes (tests/progs/net-rtnl.c):
# every family strace decodes beyond links and addresses, nested
# attributes, short payloads and memory that stops being readable.

load lib/decode
load lib/json-schema

@test "rtnetlink: neighbours, rules, routes, tc, labels, dcb, netconf, mdb, nsid, stats, nexthops" {
	check_prog net-rtnl
}

@test "rtnetlink under -X raw and -X verbose" {
	SEIZE_RTNL_XLAT=raw check_prog net-rtnl -X raw
	SEIZE_RTNL_XLAT=verbose check_prog net-rtnl -X verbose
}

@test "rtnetlink: JSON the schema accepts, plain and with every decoder option" {
	run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/a.json" "$SEIZE_TEST_PROGS/net-rtnl"
	assert_success
	run --separate-stderr "$SEIZE" -j -v -yy -X verbose -xx -s 300 \
		-o "$BATS_TEST_TMPDIR/b.json" "$SEIZE_TEST_PROGS/net-rtnl"
	assert_success
	run validate "$BATS_TEST_TMPDIR"/a.json "$BATS_TEST_TMPDIR"/b.json
	assert_success
}

@test "rtnetlink: -s 2 cuts the attribute arrays and the strings in them" {
	"$SEIZE" -s 2 -e trace=sendto -o "$BATS_TEST_TMPDIR/s.trace" "$SEIZE_TEST_PROGS/net-rtnl" >/dev/null
	run cat "$BATS_TEST_TMPDIR/s.trace"
	assert_line --partial "[[{nla_len=8, nla_type=NDA_DST}, inet_addr(\"10.0.0.1\")], [{nla_len=10, nla_type=NDA_LLADDR}, 02:00:00:ab:cd:ef], ...]"
	assert_line --partial "[[{nla_len=16, nla_type=NDTA_NAME}, \"nd\"...], [{nla_len=24, nla_type=NDTA_PARMS}, [[{nla_len=8, nla_type=NDTPA_IFINDEX}, if_nametoindex(\"lo\")], [{nla_len=12, nla_type=NDTPA_LOCKTIME}, 100]]]]"
	assert_line --partial "[{nla_len=12, nla_type=FRA_UID_RANGE}, {start=1000, end=1999}], ...]]"
}
