#!/usr/bin/env bats
# Return values strace prints in a number format of their own: x86_64's
# modify_ldt clips its result to an int, its errors print unsigned with the
# errno ("= 4294967258 ENOSYS (...)").

load lib/decode
load lib/json-schema

@test "modify_ldt's clipped errors: the value, then the errno" {
	check_prog numfmt
	check_prog numfmt -X raw
	check_prog numfmt -X verbose
}

@test "modify_ldt's clipped error in JSON: a failed call with its errno" {
	run --separate-stderr "$SEIZE" -j -e trace=modify_ldt -o "$BATS_TEST_TMPDIR/t.json" "$SEIZE_TEST_PROGS/numfmt"
	[ "$status" -eq 0 ]
	run validate "$BATS_TEST_TMPDIR/t.json"
	assert_success
	# the value as the text shows it, the errno from its low 32 bits
	run grep -c '"name":"modify_ldt".*"return":4294967258,"errno":"ENOSYS"' "$BATS_TEST_TMPDIR/t.json"
	[ "$output" = 2 ]
	run grep -c '"name":"modify_ldt".*"return":4294967282,"errno":"EFAULT"' "$BATS_TEST_TMPDIR/t.json"
	[ "$output" = 1 ]
}
