# tests/lib/bg.bash - what the tests that start processes of their own share:
# the binary under test, T (the test's directory), P (the test programs) and
# BG, the pids that teardown kills whatever the test's outcome.
#
# Run against another binary with SEIZE=/path/to/binary.

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

setup() {
	T=$BATS_TEST_TMPDIR
	P=$SEIZE_TEST_PROGS
	BG=()
}

# kill_descendants PID: SIGKILL PID's children, theirs first.  A tracer
# without PTRACE_O_EXITKILL (strace) leaves its command running when killed,
# and a leftover holding bats' output open hangs the whole run.
kill_descendants() {
	local child
	for child in $(pgrep -P "$1"); do
		kill_descendants "$child"
		kill -KILL "$child" 2>/dev/null || true
	done
}

# kill_bg: SIGKILL every pid in BG and its descendants (gone ones are fine).
kill_bg() {
	local pid
	for pid in "${BG[@]}"; do
		kill -STOP "$pid" 2>/dev/null || true	# no new children meanwhile
		kill_descendants "$pid"
		kill -KILL "$pid" 2>/dev/null || true
	done
}

teardown() {
	kill_bg
}
