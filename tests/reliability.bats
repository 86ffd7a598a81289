#!/usr/bin/env bats
# Garbage in: seize traces tests/progs/fuzz, which makes thousands of
# harmless syscalls with wild arguments (NULL, unmapped and half-mapped
# pointers, huge lengths, bad fds, unknown flags, random structs).  seize
# must not crash, must keep the fuzzer's exit status, must write only
# well-formed lines (tests/progs/wellformed) and must never let a byte the
# tracee controls reach the terminal raw.  Set SEIZE_ASAN to a seize built
# with --enable-sanitizers to run the same under ASan and UBSan.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
FUZZ=$SEIZE_TEST_PROGS/fuzz
CALLS=3000
# Without address randomisation a seed gives the same results every run:
# whether addr + a huge length passes the kernel's range check otherwise
# depends on where the scratch area landed.
NO_ASLR="setarch $(uname -m) -R"

# fuzz_under SEIZE-BINARY SEED STATUS [OPTIONS...]: trace one fuzzer run into
# $log, its scratch directory in the test's own; check the exit status, the
# exit line, stderr (sanitizer reports go there), the number of lines and
# their form, and that the fuzzer cleaned up after itself.
fuzz_under() {
	local seize=$1 seed=$2 want=$3; shift 3
	log=$BATS_TEST_TMPDIR/fuzz-$seed.log
	mkdir -p "$BATS_TEST_TMPDIR/tmp"
	TMPDIR=$BATS_TEST_TMPDIR/tmp run --separate-stderr timeout 120 $NO_ASLR \
		"$seize" "$@" -o "$log" "$FUZZ" "$seed" "$CALLS" "$want"
	[ -z "$stderr" ] || fail "seize wrote on stderr: ${stderr:0:2000}"
	[ "$status" -eq "$want" ] || fail "exit status $status, the fuzzer's was $want"
	run tail -n 1 "$log"
	assert_output --regexp "^([0-9]+ +)?\+\+\+ exited with $want \+\+\+$"
	run "$SEIZE_TEST_PROGS/wellformed" "$log"
	assert_success
	run grep -c '^\([0-9]* *\)\?[a-z0-9_]*(' "$log"
	[ "$output" -gt "$CALLS" ] || fail "only $output syscall lines"
	run ls -A "$BATS_TEST_TMPDIR/tmp"
	assert_output ''
}

# Syscall names and results, for comparing runs: what the fuzzer's
# arguments point at may differ per run (the kernel wrote it), the calls
# made and what they returned may not, but for pids and clock ticks; libc
# calls getrandom for mkdtemp's name as often as it likes.
results() {
	sed -E 's/^([a-z0-9_]+)\(.*\) += (0x[0-9a-f]+|-?[0-9]+( E[A-Z0-9]+)?|\?).*$/\1 = \2/
		s/^(getppid|set_tid_address|times) = [0-9]+$/\1 = N/
		/^getrandom = /d' "$1"
}

@test "the checker rejects raw control bytes, invalid UTF-8, unbalanced brackets and strings" {
	local f=$BATS_TEST_TMPDIR/bad
	for line in $'read(3, "\e[2J", 4) = 4' $'read(3, "\xff", 1) = 1' $'read(3, "\xc2\x9b", 2) = 2' \
		'read(3, "a", 1 = 1' 'read(3, "a), 1) = 1' 'read(3, [1}, 1) = 1' 'read(3, "a", 1)' \
		'garbage' '--- SIGINT {si_signo=SIGINT ---'; do
		printf '%s\n' "$line" > "$f"
		run "$SEIZE_TEST_PROGS/wellformed" "$f"
		[ "$status" -eq 1 ] || fail "accepted: $line"
	done
	printf '%s\n' 'read(3, "a\"(", 3) = 3' '[pid  7] write(1, "caf'$'\xc3\xa9''", 5) = 5 (x)' \
		'--- SIGINT {si_signo=SIGINT} ---' '+++ exited with 0 +++' > "$f"
	run "$SEIZE_TEST_PROGS/wellformed" "$f"
	assert_success
}

@test "fuzzer, seeds 1 to 3: no crash, exit status kept, every line well-formed" {
	fuzz_under "$SEIZE" 1 0
	fuzz_under "$SEIZE" 2 3
	fuzz_under "$SEIZE" 3 77
}

@test "fuzzer with -s 4096 -v -xx, -yy, -f, -k: well-formed lines" {
	fuzz_under "$SEIZE" 4 1 -s 4096 -v -xx
	fuzz_under "$SEIZE" 5 0 -yy -s 0
	fuzz_under "$SEIZE" 6 2 -f -X verbose
	if "$SEIZE" -V | grep -q 'stack-trace\|unwind\|libdw'; then
		fuzz_under "$SEIZE" 7 0 -k
	fi
}

@test "fuzzer: the same calls and results as strace 6.1" {
	command -v strace >/dev/null || skip "strace not installed"
	mkdir -p "$BATS_TEST_TMPDIR/tmp"
	TMPDIR=$BATS_TEST_TMPDIR/tmp $NO_ASLR strace -o "$BATS_TEST_TMPDIR/strace.log" \
		"$FUZZ" 8 "$CALLS" 5 2> /dev/null || [ $? -eq 5 ]
	fuzz_under "$SEIZE" 8 5
	results "$BATS_TEST_TMPDIR/strace.log" > "$BATS_TEST_TMPDIR/strace.r"
	results "$log" > "$BATS_TEST_TMPDIR/seize.r"
	run diff "$BATS_TEST_TMPDIR/strace.r" "$BATS_TEST_TMPDIR/seize.r"
	assert_success
}

@test "the same seed makes the same calls" {
	fuzz_under "$SEIZE" 9 0
	results "$log" > "$BATS_TEST_TMPDIR/first"
	fuzz_under "$SEIZE" 9 0
	results "$log" > "$BATS_TEST_TMPDIR/second"
	run diff "$BATS_TEST_TMPDIR/first" "$BATS_TEST_TMPDIR/second"
	assert_success
	fuzz_under "$SEIZE" 10 0
	results "$log" > "$BATS_TEST_TMPDIR/other"
	run cmp -s "$BATS_TEST_TMPDIR/first" "$BATS_TEST_TMPDIR/other"
	assert_failure
}

@test "sanitizer build (SEIZE_ASAN): fuzzer seeds 1 to 3 and options, no report" {
	[ -n "${SEIZE_ASAN:-}" ] || skip "set SEIZE_ASAN to a seize built with --enable-sanitizers"
	fuzz_under "$SEIZE_ASAN" 1 0
	fuzz_under "$SEIZE_ASAN" 2 3
	fuzz_under "$SEIZE_ASAN" 3 77 -s 4096 -v -yy
	fuzz_under "$SEIZE_ASAN" 4 1 -f -xx
}

# A file of every kind of byte a terminal must not see raw, 54,000 bytes.
nasty_file() {
	local i
	for i in $(seq 1 2000); do
		printf '\033[2J\033]0;t\007\0\xff\xfe\xc3\x28caf\xc3\xa9\x9b\r\n\t\x7f"\\'
	done > "$1"
}

@test "terminal safety: escapes, NUL, invalid UTF-8, long strings print as strace prints them" {
	command -v strace >/dev/null || skip "strace not installed"
	local f=$BATS_TEST_TMPDIR/nasty opts
	nasty_file "$f"
	for opts in "-s 70000" "-s 70000 -x" "-s 70000 -xx" "-s 5"; do
		# shellcheck disable=SC2086
		strace -e trace=read,write $opts -o "$BATS_TEST_TMPDIR/strace.log" cat "$f" > /dev/null
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" -e trace=read,write $opts -o "$BATS_TEST_TMPDIR/seize.log" cat "$f"
		assert_success
		run diff "$BATS_TEST_TMPDIR/strace.log" "$BATS_TEST_TMPDIR/seize.log"
		assert_success
		run "$SEIZE_TEST_PROGS/wellformed" "$BATS_TEST_TMPDIR/seize.log"
		assert_success
	done
}

@test "terminal safety: a path, an argv and an environment full of escapes" {
	command -v strace >/dev/null || skip "strace not installed"
	local esc=$'\e]0;owned\a\e[31m\xff\xc3\x28\x9b\x7f'
	for t in strace "$SEIZE"; do
		env -i "X=$esc" PATH=/usr/bin:/bin "$t" -e trace=execve,openat -s 200 -v \
			-o "$BATS_TEST_TMPDIR/$(basename "$t").log" \
			cat "/nonexistent/$esc" "$esc" 2> /dev/null || true
	done
	sed -i 's/0x[0-9a-f]*/ADDR/g' "$BATS_TEST_TMPDIR/strace.log" "$BATS_TEST_TMPDIR/seize.log"
	run diff "$BATS_TEST_TMPDIR/strace.log" "$BATS_TEST_TMPDIR/seize.log"
	assert_success
	run "$SEIZE_TEST_PROGS/wellformed" "$BATS_TEST_TMPDIR/seize.log"
	assert_success
	run grep -c 'owned' "$BATS_TEST_TMPDIR/seize.log"
	[ "$output" -ge 3 ]
}
