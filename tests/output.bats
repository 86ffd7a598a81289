#!/usr/bin/env bats
# The buffered writer: large blocks while busy, but the trace reaches its
# file as soon as the traced program waits, and nothing is lost on exit.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

teardown() {
	[ -z "${pid:-}" ] || kill -KILL "$pid" 2>/dev/null || true
}

@test "-o FILE shows what happened so far while the command sleeps" {
	local log=$BATS_TEST_TMPDIR/log
	"$SEIZE" -o "$log" sh -c 'echo marker >/dev/null; exec sleep 30' &
	pid=$!
	local deadline=$((SECONDS + 10))
	until grep -q '^write(1, "marker\\n", 7) *= 7$' "$log" 2>/dev/null; do
		[ "$SECONDS" -lt "$deadline" ] || fail "the trace stayed behind: $(cat "$log")"
		sleep 0.05
	done
	# seize is still running: the line came from a flush, not from exit.
	kill -0 "$pid"
	run grep -c '^clock_nanosleep(' "$log"
	assert_output 1
}

@test "every line is written when seize is killed by SIGINT in attach mode" {
	local log=$BATS_TEST_TMPDIR/log
	sleep 30 &
	local target=$!
	"$SEIZE" -o "$log" -p "$target" 2>/dev/null &
	pid=$!
	local deadline=$((SECONDS + 10))
	# The sleep is attached inside clock_nanosleep: its line (or the
	# restart_syscall line) is open until it returns.
	until grep -Eq '^(clock_nanosleep|restart_syscall)\(' "$log" 2>/dev/null; do
		[ "$SECONDS" -lt "$deadline" ] || fail "no trace: $(cat "$log")"
		sleep 0.05
	done
	kill -INT "$pid"
	wait "$pid" || true
	kill "$target"
	run tail -n 1 "$log"
	assert_output --regexp '<detached \.\.\.>$'
}
