#!/usr/bin/env bats
# Netlink messages of the protocols other than NETLINK_ROUTE: sock_diag
# requests and replies with their attributes, acknowledgements with
# attributes, netfilter, selinux, audit, xfrm and generic netlink types.
# Each program prints the lines strace 6.1 writes for its calls.

bats_require_minimum_version 1.5.0
load lib/decode
load lib/json-schema

@test "netlink protocols: sock_diag structs and attributes, acks, netfilter, selinux, audit, xfrm, nlctrl" {
	check_prog net-netlink-proto
}

@test "netlink protocols under -X raw: types, flags and names as numbers" {
	SEIZE_NL_XLAT=raw check_prog net-netlink-proto -X raw
}

@test "sock_diag of AF_PACKET and AF_SMC: requests, replies, their attributes, short and unreadable ones" {
	check_prog net-sockdiag-pkt-smc
}

@test "sock_diag of AF_PACKET and AF_SMC under -v: the packet filter's instructions" {
	SEIZE_NL_V=1 check_prog net-sockdiag-pkt-smc -v
}

@test "sock_diag of AF_PACKET and AF_SMC under -X raw and -X verbose: names, ports and addresses" {
	SEIZE_NL_XLAT=raw check_prog net-sockdiag-pkt-smc -X raw
	SEIZE_NL_XLAT=verbose check_prog net-sockdiag-pkt-smc -X verbose
}

@test "sock_diag of AF_PACKET and AF_SMC: JSON the schema accepts, plain, -v and -X raw" {
	local p=$SEIZE_TEST_PROGS/net-sockdiag-pkt-smc
	run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/a.json" "$p"
	assert_success
	SEIZE_NL_V=1 run --separate-stderr "$SEIZE" -j -v -X verbose -o "$BATS_TEST_TMPDIR/b.json" "$p"
	assert_success
	SEIZE_NL_XLAT=raw run --separate-stderr "$SEIZE" -j -X raw -o "$BATS_TEST_TMPDIR/c.json" "$p"
	assert_success
	run validate "$BATS_TEST_TMPDIR"/a.json "$BATS_TEST_TMPDIR"/b.json "$BATS_TEST_TMPDIR"/c.json
	assert_success
}

@test "inet sock_diag: request bytecode and protocol, reply attributes and nests, short and unreadable ones" {
	check_prog net-inetdiag-attrs
}

@test "inet sock_diag under -X raw and -X verbose: the socket id's bytes, shutdown bits" {
	SEIZE_NL_XLAT=raw check_prog net-inetdiag-attrs -X raw
	SEIZE_NL_XLAT=verbose check_prog net-inetdiag-attrs -X verbose
}

@test "inet sock_diag: JSON the schema accepts, plain and -X raw" {
	local p=$SEIZE_TEST_PROGS/net-inetdiag-attrs
	run --separate-stderr "$SEIZE" -j -v -o "$BATS_TEST_TMPDIR/a.json" "$p"
	assert_success
	SEIZE_NL_XLAT=raw run --separate-stderr "$SEIZE" -j -X raw -o "$BATS_TEST_TMPDIR/b.json" "$p"
	assert_success
	run validate "$BATS_TEST_TMPDIR"/a.json "$BATS_TEST_TMPDIR"/b.json
	assert_success
}
