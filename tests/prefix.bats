#!/usr/bin/env bats
# Line prefixes and suffixes: -t -tt -ttt -r -T -i -n -a, compared with strace.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

# Run both tracers with the given options on one process (with -f the
# interleaving would depend on the scheduler);
# mask what differs from run to run: times, addresses, instruction pointers,
# pids and random bytes.
same_as_strace() {
	local a=$BATS_TEST_TMPDIR/strace.out b=$BATS_TEST_TMPDIR/seize.out f
	strace "$@" -o "$a" -- sh -c 'exec 2>/dev/null; kill -CHLD $$; exec cat /etc/hostname /nonexistent' >/dev/null || true
	"$SEIZE" "$@" -o "$b" -- sh -c 'exec 2>/dev/null; kill -CHLD $$; exec cat /etc/hostname /nonexistent' >/dev/null || true
	for f in "$a" "$b"; do
		sed -i -E 's/^[0-9]+ /PID /; s/[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{6})?/TIME/
			s/[0-9]+\.[0-9]{6}/T/g; s/0x[0-9a-f]+/ADDR/g; s/\[[0-9a-f]{16}\]/[IP]/
			s/(si_pid=|= |kill\()[0-9]{3,}/\1N/; s/getrandom\("[^"]*"/getrandom("R"/' "$f"
	done
	run diff -u "$a" "$b"
	assert_success
	[ "$(wc -l < "$b")" -gt 50 ]
}

@test "-tt -T -i -n print as strace's, on signal and exit lines too" {
	same_as_strace -tt -T -i -n
}

@test "-t, -ttt and -r print as strace's" {
	same_as_strace -t
	same_as_strace -ttt
	same_as_strace -r
}

@test "-a moves the return value column" {
	same_as_strace -a 20
	same_as_strace -a 60
}

@test "timestamp formats are exact" {
	run "$SEIZE" -tt -e trace=exit_group -o "$BATS_TEST_TMPDIR/log" true
	assert_success
	run cat "$BATS_TEST_TMPDIR/log"
	assert_line --index 0 --regexp '^[0-2][0-9]:[0-5][0-9]:[0-6][0-9]\.[0-9]{6} exit_group\(0\) += \?$'
	run "$SEIZE" -r -T -e trace=close -o "$BATS_TEST_TMPDIR/log" /bin/true
	run grep -E '^ +[0-9]+\.[0-9]{6} close\([0-9]+\) += 0 <[0-9]+\.[0-9]{6}>$' "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "bad -a: one-line error" {
	run --separate-stderr "$SEIZE" -a x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -a argument: 'x'" ]
}
