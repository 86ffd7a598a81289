#!/usr/bin/env bats
# What decoders print when a call succeeds that this machine makes fail:
# the success paths of strace 6.1's *-success tests, faked with
# -e inject=...:retval= or a seccomp supervisor (tests/progs/newcalls-fake.h,
# notif-ok.h).

load lib/decode

# The prctl calls after the first return RC without running.
prctl_inject() {
	echo "-e trace=prctl,arch_prctl -e inject=prctl:retval=$1:when=2+"
}

@test "prctl, arch_prctl: results in hex and named, what the kernel wrote, under every -X" {
	# shellcheck disable=SC2046
	check_prog prctl-success $(prctl_inject 0)
	# shellcheck disable=SC2046
	check_prog prctl-success $(prctl_inject 0x2ea57)
	# shellcheck disable=SC2046
	SEIZE_XLAT=raw check_prog prctl-success -X raw $(prctl_inject 0x2ea57)
	# shellcheck disable=SC2046
	SEIZE_XLAT=verbose check_prog prctl-success -X verbose $(prctl_inject 0x2ea57)
}

@test "prctl, arch_prctl results: JSON the schema accepts, the names typed" {
	# shellcheck disable=SC2046
	run --separate-stderr "$SEIZE" -j -X raw $(prctl_inject 0x2ea57) -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/prctl-success"
	assert_success
	# -X raw leaves the names out of the text, not out of the JSON
	run grep -c '"return":191063,"after_return":\[{"op":"|","args":\[{"name":"PR_TAGGED_ADDR_ENABLE","value":1},{"name":"PR_MTE_TCF_MASK","value":6},{"op":"<<","args":\[23882,{"symbol":"PR_MTE_TAG_SHIFT"}\]}\]}\]' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '"name":"arg5","type":"hex","raw":[0-9]*,"value":\[18369614221189971969\]}\],"duration":[0-9]*,"return":191063,' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '"return":393219,"after_return":\[{"flags":\["XFEATURE_MASK_FPSSE","XFEATURE_MASK_XTILE"\],"unknown":0,"value":393219}\]}$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	load lib/json-schema
	run validate "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "clone3: the pids written back and the bytes past the struct, at exit" {
	check_prog clone3-success -e trace=clone3 -e inject=clone3:retval=42
	SEIZE_XLAT=raw check_prog clone3-success -X raw -e trace=clone3 -e inject=clone3:retval=42
}

@test "clone3 results: JSON the schema accepts" {
	run --separate-stderr "$SEIZE" -j -e trace=clone3 -e inject=clone3:retval=42 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/clone3-success"
	assert_success
	run grep -c '"name":"clone3".*"tail_bytes".*"tail_bytes"' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	load lib/json-schema
	run validate "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "an injected descriptor no int holds: the number, no path, in the text and the JSON" {
	check_prog inject-bigfd -y -e trace=dup -e inject=dup:retval=4294967299:when=1
	run --separate-stderr "$SEIZE" -j -y -e trace=dup -e inject=dup:retval=4294967299:when=1 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/inject-bigfd"
	assert_success
	run grep -c '"return":4294967299,"injected":true}$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '"return_fd":{"fd":[0-9]*,"path":{"string":"/dev/null"}}}$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "evdev bit sets: the names, the words under -X raw, both under -X verbose; -v" {
	load lib/styles
	check_xlat_styles_v evdev-success -e trace=ioctl -e inject=ioctl:retval=8
	run --separate-stderr "$SEIZE" -j -X verbose -e trace=ioctl -e inject=ioctl:retval=8 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/evdev-success"
	assert_success
	load lib/json-schema
	run validate "$BATS_TEST_TMPDIR/log"
	assert_success
}
