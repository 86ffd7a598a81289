#!/usr/bin/env bats
# The socket family: socket() by family, addresses of each family and their
# value-result lengths, messages with iovecs and control data, sendmmsg and
# recvmmsg, socket options.  Each program prints the lines strace 6.1 writes
# for its calls.

bats_require_minimum_version 1.5.0
load lib/decode

@test "socket, socketpair, bind, connect, getsockname, accept4, listen, shutdown" {
	check_prog_lines net
}

@test "sendto, recvfrom, sendmsg, recvmsg with control data, sendmmsg, recvmmsg" {
	check_prog_lines net-msg
}

@test "setsockopt and getsockopt: names by level, ints, strings, structs, ICMP filters" {
	check_prog net-sockopt
}

@test "-s cuts the iovec data and the arrays of messages" {
	run --separate-stderr "$SEIZE" -s 2 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/net-msg"
	assert_success
	run grep -cFx 'sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="ab"..., iov_len=3}, {iov_base="de"..., iov_len=5}, ...], msg_iovlen=3, msg_controllen=0, msg_flags=0}, 0) = -1 EBADF (Bad file descriptor)' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "netlink messages: route headers once bound, addresses, links, errors, several at once" {
	check_prog_lines net-netlink
}

@test "random arguments to the socket calls neither crash nor hang seize" {
	run timeout 120 "$SEIZE" -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/net-fuzz"
	assert_success
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
	run grep -c '^[a-z0-9_]*(' "$BATS_TEST_TMPDIR/log"
	[ "$output" -gt 2000 ]
}

@test "socket addresses: AF_RXRPC and its transport, AF_IEEE802154, AF_AX25 calls and digipeaters, under each -X" {
	check_prog xraw2-sockaddr -e trace=connect
	SEIZE_XLAT=raw check_prog xraw2-sockaddr -e trace=connect -X raw
	SEIZE_XLAT=verbose check_prog xraw2-sockaddr -e trace=connect -X verbose
}

@test "socket addresses: the JSON of AF_RXRPC, AF_IEEE802154 and AF_AX25 is one the schema accepts" {
	run --separate-stderr "$SEIZE" -j -e trace=connect -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/xraw2-sockaddr"
	assert_success
	run grep -c '"srx_service":2500,"srx_service_name":"YFS_FS_SERVICE"' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '"addr_type":2,"addr_type_name":"IEEE802154_ADDR_SHORT","pan_id":65535,"pan_id_name":"IEEE802154_PANID_BROADCAST"' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	load lib/json-schema
	run validate "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "socket addresses: sun_path length rules, AF_VSOCK, AF_QIPCRTR, AF_XDP, AF_MCTP, AF_NFC, AF_ALG, AF_X25, nl_pad, under each -X" {
	check_prog xraw-sockaddr -e trace=connect
	SEIZE_XLAT=raw check_prog xraw-sockaddr -e trace=connect -X raw
	SEIZE_XLAT=verbose check_prog xraw-sockaddr -e trace=connect -X verbose
}

@test "recvmmsg keeps every message's offered name length to its exit, the 1024 strace shows" {
	check_prog net-mmsg-names -v
}
