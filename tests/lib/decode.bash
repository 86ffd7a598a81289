# Helpers for decoder tests: run a test program from tests/progs under seize
# and check that each line it printed (what seize must write) appears in the
# trace, in order.
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

bats_require_minimum_version 1.5.0
SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

# check_prog PROG [SEIZE OPTIONS...]
check_prog() {
	local prog=$1; shift
	local log=$BATS_TEST_TMPDIR/$prog.trace expected=$BATS_TEST_TMPDIR/$prog.expected
	run --separate-stderr "$SEIZE" "$@" -o "$log" "$SEIZE_TEST_PROGS/$prog"
	printf '%s\n' "$output" > "$expected"
	[ "$status" -eq 0 ] || fail "$prog exited with $status"
	[ -s "$expected" ] || fail "$prog printed no expected lines"
	local line n=0 from=1 found
	while IFS= read -r line; do
		n=$((n + 1))
		found=$(tail -n +"$from" "$log" | grep -nFx -m1 -- "$line" | cut -d: -f1)
		if [ -z "$found" ]; then
			echo "expected line $n not found (in order) in the trace:"
			echo "  $line"
			echo "closest lines of the trace:"
			grep -F -- "${line%%(*}(" "$log" | sed 's/^/  /' | head -n 5
			fail "decoder output differs"
		fi
		from=$((from + found))
	done < "$expected"
}
