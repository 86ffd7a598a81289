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

# kill_bg: SIGKILL every pid in BG (gone ones are fine).
kill_bg() {
	local pid
	for pid in "${BG[@]}"; do
		kill -KILL "$pid" 2>/dev/null || true
	done
}

teardown() {
	kill_bg
}
