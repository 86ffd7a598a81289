#!/usr/bin/env bats
# The structs of the newest syscalls (statmount's struct statmount, the LSM
# calls' struct lsm_ctx) and setsockopt's multicast group structs with an
# optlen longer than theirs.

load lib/decode
load lib/json-schema

@test "setsockopt MCAST_JOIN_GROUP/MCAST_LEAVE_GROUP: a longer optlen still prints the struct" {
	check_prog newcalls-mcast
	SEIZE_NEWCALLS_XLAT=raw check_prog newcalls-mcast -X raw
	SEIZE_NEWCALLS_XLAT=verbose check_prog newcalls-mcast -X verbose
}

@test "statmount: the struct statmount the kernel fills, and faked ones" {
	check_prog newcalls-statmount
	SEIZE_NEWCALLS_XLAT=raw check_prog newcalls-statmount -X raw
	SEIZE_NEWCALLS_XLAT=verbose check_prog newcalls-statmount -X verbose
	SEIZE_NEWCALLS_V=1 check_prog newcalls-statmount -v
}

@test "lsm_get_self_attr and lsm_set_self_attr: struct lsm_ctx records" {
	check_prog newcalls-lsm
	SEIZE_NEWCALLS_XLAT=raw check_prog newcalls-lsm -X raw
	SEIZE_NEWCALLS_XLAT=verbose check_prog newcalls-lsm -X verbose
	SEIZE_NEWCALLS_V=1 check_prog newcalls-lsm -v
	# -s 4 cuts the records after four
	run --separate-stderr "$SEIZE" -s 4 -e trace=lsm_get_self_attr -o "$BATS_TEST_TMPDIR/s4" "$SEIZE_TEST_PROGS/newcalls-lsm"
	[ "$status" -eq 0 ]
	grep -q ', {id=0xfacefeed, flags=0, len=24, ctx_len=0}, \.\.\.\], \[792\], 0) ' "$BATS_TEST_TMPDIR/s4"
	run grep -c 'ctx="\\x75\\x6e\\x63\\x6f"\.\.\.' "$BATS_TEST_TMPDIR/s4"
	[ "$output" -ge 3 ]
}

@test "the structs in JSON: what the schema accepts" {
	for prog in newcalls-mcast newcalls-statmount newcalls-lsm; do
		run --separate-stderr "$SEIZE" -j -v -o "$BATS_TEST_TMPDIR/$prog.json" "$SEIZE_TEST_PROGS/$prog"
		[ "$status" -eq 0 ]
		run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/$prog-abbrev.json" "$SEIZE_TEST_PROGS/$prog"
		[ "$status" -eq 0 ]
	done
	run validate "$BATS_TEST_TMPDIR"/*.json
	assert_success
}
