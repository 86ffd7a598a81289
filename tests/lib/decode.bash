# Helpers for decoder tests: run a test program from tests/progs under seize
# and check the trace against the lines it printed (what seize must write).
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

bats_require_minimum_version 1.5.0
SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

# The trace of PROG, as check_prog compares it: from the first line the
# program expects, the lines of the syscalls (and signals, exits) its
# expected lines name, leaving out the writes that print its expectations
# on stdout unless it expects write(1, ...) lines itself.
filtered_trace() {
	local expected=$1 log=$2
	# the first line through the environment: awk -v would read its backslashes
	FIRST=$(head -n 1 "$expected") awk '
	function key(l) {
		sub(/^\[pid +[0-9]+\] /, "", l)
		if (l ~ /^<\.\.\. [a-z0-9_]+ resumed>/) { split(l, w, " "); return w[2] }
		if (l ~ /^(---|\+\+\+) /) { split(l, w, " "); return w[1] " " w[2] }
		sub(/\(.*/, "", l)
		return l
	}
	FNR == NR { names[key($0)] = 1; if (index($0, "write(1, ") == 1) own_writes = 1; next }
	!started && $0 == ENVIRON["FIRST"] { started = 1 }
	!started { next }
	!own_writes && index($0, "write(1, ") == 1 { next }
	key($0) in names { print }
	' "$expected" "$log"
}

# check_prog PROG [SEIZE OPTIONS...]: run PROG under seize; the filtered
# trace (above) must be exactly the lines PROG printed: nothing missing,
# nothing extra, nothing out of order.
check_prog() {
	run_prog "$@"
	local prog=$1 log=$BATS_TEST_TMPDIR/$1.trace expected=$BATS_TEST_TMPDIR/$1.expected
	filtered_trace "$expected" "$log" > "$log.filtered"
	if ! diff -u "$expected" "$log.filtered" > "$log.diff"; then
		echo "the trace differs from what $prog expects (- expected, + traced):"
		sed 1,2d "$log.diff" | head -n 40
		fail "decoder output differs"
	fi
}

run_prog() {
	local prog=$1; shift
	local log=$BATS_TEST_TMPDIR/$prog.trace expected=$BATS_TEST_TMPDIR/$prog.expected
	run --separate-stderr "$SEIZE" "$@" -o "$log" "$SEIZE_TEST_PROGS/$prog"
	printf '%s\n' "$output" > "$expected"
	[ "$status" -eq 0 ] || fail "$prog exited with $status"
	[ -s "$expected" ] || fail "$prog printed no expected lines"
}

# check_prog_lines PROG [SEIZE OPTIONS...]: the weaker check, for the
# programs whose library calls make syscalls they do not print (mkdtemp,
# nftw, a socket pair set up before the calls under test): each expected
# line must be in the trace, in order, other lines may come between.
check_prog_lines() {
	run_prog "$@"
	local prog=$1
	local log=$BATS_TEST_TMPDIR/$prog.trace expected=$BATS_TEST_TMPDIR/$prog.expected
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
