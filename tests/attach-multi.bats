#!/usr/bin/env bats
# Several -p, and -p together with a command.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

# Both targets name the tracer in their TracerPid line.
both_traced_by() {
	[ "$(tracer_pid "$1")" = "$3" ] && [ "$(tracer_pid "$2")" = "$3" ]
}

teardown() {
	kill -KILL ${pids:-} 2>/dev/null || true
}

@test "two -p: both traced with pid prefixes, both detached by SIGINT and left running" {
	local log=$BATS_TEST_TMPDIR/log a b tracer
	sleep 60 & a=$!
	sleep 60 & b=$!
	pids="$a $b"
	"$SEIZE" -o "$log" -p "$a" -p "$b" 2>"$BATS_TEST_TMPDIR/err" &
	tracer=$!
	pids="$pids $tracer"
	poll_until "both attached" both_traced_by "$a" "$b" "$tracer"
	kill -INT "$tracer"
	wait "$tracer"
	[ "$(tracer_pid "$a")" = 0 ]
	[ "$(tracer_pid "$b")" = 0 ]
	state_in "$a" S
	state_in "$b" S
	run cat "$BATS_TEST_TMPDIR/err"
	assert_line "seize: Process $a attached"
	assert_line "seize: Process $b attached"
	assert_line "seize: Process $a detached"
	assert_line "seize: Process $b detached"
	run grep -Ec "^($a|$b) " "$log"
	[ "$output" -ge 2 ]
}

@test "-p with a command: both traced; seize exits with the command's status once both ended" {
	local log=$BATS_TEST_TMPDIR/log a
	sleep 1 & a=$!
	pids=$a
	run --separate-stderr "$SEIZE" -q -o "$log" -p "$a" sh -c 'exit 3'
	assert_failure 3
	run grep -Ec "^$a +\\+\\+\\+ exited with 0 \\+\\+\\+\$" "$log"
	assert_output 1
	run grep -c '+++ exited with 3 +++$' "$log"
	assert_output 1
}
