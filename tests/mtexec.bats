#!/usr/bin/env bats
# execve from a thread that is not the leader, as strace 6.1 prints it: the
# leader's call ends "= ?" (at its exit stop), the execve's entry line ends
# " <pid changed to P1 ...>" when nothing cut it, "+++ superseded by execve
# in pid P2 +++", then "<... execve resumed>" under the leader's pid.
# tests/progs/mtexec runs three such execs in a row (the leader exited,
# blocked in pause, blocked in nanosleep) and prints the lines expected.

load lib/decode
load lib/json-schema

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}
TRACE="-e trace=execve,exit,pause,nanosleep"

# The trace with pids, addresses and padding masked, for comparisons.
masked() {
	sed -E 's/^[0-9]+ +/P /; s/0x[0-9a-f]+/0xX/g; s/(pid|to) [0-9]+/\1 N/; s/[0-9]+ vars/N vars/; s/ +=/ =/' "$1"
}

@test "-f: the lines of three execs from a thread, as strace prints them" {
	# shellcheck disable=SC2086
	check_prog mtexec -f $TRACE
}

@test "-f --no-seccomp-bpf: the same lines" {
	# shellcheck disable=SC2086
	check_prog mtexec -f --no-seccomp-bpf $TRACE
}

@test "-f --quiet=thread-execve: the same without the superseded lines" {
	export MTEXEC_QUIET=1
	# shellcheck disable=SC2086
	check_prog mtexec -f --quiet=thread-execve $TRACE
	run grep -c superseded "$BATS_TEST_TMPDIR/mtexec.trace"
	assert_output 0
}

@test "-qqq: no superseded nor exited line, the execve's ends still there" {
	# shellcheck disable=SC2086
	run --separate-stderr "$SEIZE" -f -qqq $TRACE -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/mtexec"
	assert_success
	run grep -c '+++' "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run grep -c '<\.\.\. execve resumed>) *= 0$' "$BATS_TEST_TMPDIR/log"
	assert_output 3
}

@test "-ff: the leader's file ends each call, the thread's file says the pid changed" {
	export MTEXEC_FF=1
	local dir=$BATS_TEST_TMPDIR/ff
	mkdir "$dir"
	# shellcheck disable=SC2086
	run --separate-stderr "$SEIZE" -ff $TRACE -o "$dir/log" "$SEIZE_TEST_PROGS/mtexec"
	assert_success
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/expected"
	local leader
	leader=$(grep -l '^+++ exited' "$dir"/log.* | head -n 1)
	[ -n "$leader" ] || fail "no file of the leader"
	# The leader's file holds the expected lines, in order, nothing else
	# after its first execve.
	run diff "$BATS_TEST_TMPDIR/expected" <(tail -n +2 "$leader")
	assert_success
	# Each thread's file: its execve's entry, the pid it turned into.
	local files=0 f
	for f in "$dir"/log.*; do
		[ "$f" = "$leader" ] && continue
		files=$((files + 1))
		run cat "$f"
		assert_output --regexp "^execve\(\"/proc/thread-self/exe\", \[\"mtexec\", \"[123]\"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/ <pid changed to ${leader##*.} \.\.\.>$"
	done
	[ "$files" -eq 3 ] || fail "$files thread files, not 3"
}

@test "-e status=successful: held execve lines end under the leader alone" {
	cd "$SEIZE_TEST_PROGS"
	# shellcheck disable=SC2086
	run --separate-stderr "$SEIZE" -f -e status=successful $TRACE -o "$BATS_TEST_TMPDIR/log" ./mtexec
	assert_success
	run masked "$BATS_TEST_TMPDIR/log"
	assert_output - <<-'EOF'
	P execve("./mtexec", ["./mtexec"], 0xX /* N vars */) = 0
	P +++ superseded by execve in pid N +++
	P <... execve resumed>) = 0
	P +++ superseded by execve in pid N +++
	P <... execve resumed>) = 0
	P +++ superseded by execve in pid N +++
	P <... execve resumed>) = 0
	P +++ exited with 0 +++
	EOF
}

@test "-c: no superseded line, the execs counted" {
	# shellcheck disable=SC2086
	run --separate-stderr "$SEIZE" -f -c $TRACE -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/mtexec"
	assert_success
	run grep -c superseded "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run grep -E ' execve$' "$BATS_TEST_TMPDIR/log"
	assert_output --regexp '^ *[0-9.]+ +[0-9.]+ +[0-9]+ +4 +execve$'
}

@test "-j -f: the objects the schema accepts" {
	# shellcheck disable=SC2086
	run --separate-stderr "$SEIZE" -j -f $TRACE -o "$BATS_TEST_TMPDIR/t.json" "$SEIZE_TEST_PROGS/mtexec"
	assert_success
	run validate "$BATS_TEST_TMPDIR/t.json"
	assert_success
	run grep -c '"event":"superseded"' "$BATS_TEST_TMPDIR/t.json"
	assert_output 3
}

@test "-f and -ff: the same lines as strace" {
	command -v strace >/dev/null || skip "strace is not installed"
	# shellcheck disable=SC2086
	strace -f $TRACE -o "$BATS_TEST_TMPDIR/strace" "$SEIZE_TEST_PROGS/mtexec" >/dev/null
	# shellcheck disable=SC2086
	"$SEIZE" -f $TRACE -o "$BATS_TEST_TMPDIR/seize" "$SEIZE_TEST_PROGS/mtexec" >/dev/null
	diff <(masked "$BATS_TEST_TMPDIR/strace") <(masked "$BATS_TEST_TMPDIR/seize")
}

@test "a CLONE_PTRACE child without -f: detached, as strace says, and runs free" {
	run --separate-stderr "$SEIZE" -e quiet=none -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/mtexec-cloneptrace"
	assert_success
	local child=${lines[0]}
	[ "${lines[1]}" = 7 ] || fail "the parent saw status ${lines[1]}"
	[ "$stderr" = "seize: Detached unknown pid $child" ] || fail "stderr: $stderr"
	# The child's status, as its parent got it; nothing of the child.
	grep -q "^wait4($child, \[{WIFEXITED(s) && WEXITSTATUS(s) == 7}\], 0, NULL) = $child$" "$BATS_TEST_TMPDIR/log" ||
		fail "no wait4 line: $(cat "$BATS_TEST_TMPDIR/log")"
	run grep -c "^\[pid" "$BATS_TEST_TMPDIR/log"
	assert_output 0
	# -o FILE with a command is -q, as in strace: no message then.
	run --separate-stderr "$SEIZE" -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/mtexec-cloneptrace"
	assert_success
	[ -z "$stderr" ] || fail "stderr: $stderr"
	# With -f the child is a tracee like any other, said as strace says it.
	run --separate-stderr "$SEIZE" -f -e quiet=none -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/mtexec-cloneptrace"
	assert_success
	[ "$stderr" = "seize: Process ${lines[0]} attached" ] || fail "stderr: $stderr"
	grep -qE "^${lines[0]} +\\+\\+\\+ exited with 7 \\+\\+\\+$" "$BATS_TEST_TMPDIR/log" || fail "$(cat "$BATS_TEST_TMPDIR/log")"
}
