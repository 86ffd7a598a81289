#!/usr/bin/env bats
# -c, -C, -w, -S, -U, -O: the call summary.  Tables are compared with strace
# 6.1's for the same command; only the time cells differ from run to run,
# and only they are masked.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
PROG=$SEIZE_TEST_PROGS/summary

# mask_times FILE K: FILE with the first K columns of each row (the time
# columns, which come first in these tests) replaced by "<t>".  Their width
# is read from the divider line, so the header and dividers stay exact.
mask_times() {
	awk -v k="$2" '
		NR == 2 { split($0, d, " "); w = 0; for (i = 1; i <= k; i++) w += length(d[i]) + 1 }
		NR > 2 && !/^-/ && k > 0 { $0 = "<t>" substr($0, w) }
		{ print }' "$1"
}

# rows_as_set FILE: the table with its rows sorted, for tables sorted by
# time, whose order changes from run to run.
rows_as_set() {
	head -n 2 "$1"
	sed -n '3,$p' "$1" | sed '$d' | sed '$d' | sort
	tail -n 2 "$1"
}

# same_table K ORDER SEIZE-AND-STRACE-OPTIONS... -- COMMAND...: run both with
# -o, compare the tables with the first K columns masked, the rows in the
# same order when ORDER is "ordered", as a set when it is "set"; and the
# exit statuses.
same_table() {
	local k=$1 order=$2; shift 2
	local opts=() cmd
	while [ "$1" != -- ]; do opts+=("$1"); shift; done
	shift
	run strace -o "$BATS_TEST_TMPDIR/strace" "${opts[@]}" "$@"
	local want=$status
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/seize" "${opts[@]}" "$@"
	[ "$status" -eq "$want" ] || fail "exit status $status, strace's $want (${opts[*]})"
	mask_times "$BATS_TEST_TMPDIR/strace" "$k" > "$BATS_TEST_TMPDIR/strace.masked"
	mask_times "$BATS_TEST_TMPDIR/seize" "$k" > "$BATS_TEST_TMPDIR/seize.masked"
	if [ "$order" = set ]; then
		rows_as_set "$BATS_TEST_TMPDIR/strace.masked" > "$BATS_TEST_TMPDIR/strace.cmp"
		rows_as_set "$BATS_TEST_TMPDIR/seize.masked" > "$BATS_TEST_TMPDIR/seize.cmp"
	else
		cp "$BATS_TEST_TMPDIR/strace.masked" "$BATS_TEST_TMPDIR/strace.cmp"
		cp "$BATS_TEST_TMPDIR/seize.masked" "$BATS_TEST_TMPDIR/seize.cmp"
	fi
	run diff -u "$BATS_TEST_TMPDIR/strace.cmp" "$BATS_TEST_TMPDIR/seize.cmp"
	[ "$status" -eq 0 ] || fail "table differs from strace's (${opts[*]}):
$output"
}

# table_column FILE N: the Nth blank-separated field of each row of the
# table (the total left out).
table_column() {
	awk -v n="$2" 'NR > 2 && !/^-/ { print $n }' "$1" | sed '$d'
}

# decreasing: are the numbers on stdin in non-increasing order?
decreasing() {
	awk 'NR > 1 && $1 > prev { bad = 1 } { prev = $1 } END { exit bad }'
}

# larger_than FILE SIZE
larger_than() {
	[ "$(stat -c %s "$1")" -gt "$2" ]
}

# same_error ARGS...: seize and strace refuse ARGS with the same message.
same_error() {
	run --separate-stderr strace "$@"
	[ "$status" -eq 1 ] || fail "strace $* exited $status"
	local want=${stderr//strace/seize}
	run --separate-stderr "$SEIZE" "$@"
	assert_failure 1
	[ "$stderr" = "$want" ] || fail "for $*: got
$stderr
want
$want"
	[ "${#stderr_lines[@]}" -eq 2 ]
	[ "${stderr_lines[1]}" = "Try 'seize -h' for more information." ]
}

@test "-c: strace's table, same rows, calls and errors; no signal or exit line" {
	same_table 3 set -c -- "$PROG"
	run grep -E '^(--- |\+\+\+ )' "$BATS_TEST_TMPDIR/seize"
	assert_failure
	run head -n 2 "$BATS_TEST_TMPDIR/seize"
	assert_output "% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- -----------------------"
	run cat "$BATS_TEST_TMPDIR/seize.masked"
	assert_line '<t>        12           getppid'
	assert_line '<t>         7         5 close'
	assert_line '<t>         3           sched_get_priority_max'
	assert_line '<t>         4         2 openat'
	assert_line '<t>         1           kill'
	run tail -n 1 "$BATS_TEST_TMPDIR/seize"
	assert_output --regexp '^100\.00 +[0-9]+\.[0-9]{6} +[0-9]+ +55 +8 total$'
}

@test "-c without -o: the table on standard error, the program's exit status" {
	run --separate-stderr strace -c "$PROG"
	printf '%s\n' "$stderr" > "$BATS_TEST_TMPDIR/want"
	run --separate-stderr "$SEIZE" -c "$PROG"
	assert_failure 3
	assert_output ''
	printf '%s\n' "$stderr" > "$BATS_TEST_TMPDIR/got"
	mask_times "$BATS_TEST_TMPDIR/want" 3 > "$BATS_TEST_TMPDIR/want.masked"
	mask_times "$BATS_TEST_TMPDIR/got" 3 > "$BATS_TEST_TMPDIR/got.masked"
	run diff <(rows_as_set "$BATS_TEST_TMPDIR/want.masked") <(rows_as_set "$BATS_TEST_TMPDIR/got.masked")
	assert_success
}

@test "-c -w: times add up, rows sorted by decreasing time" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" -c -w "$PROG"
	assert_failure 3
	table_column "$BATS_TEST_TMPDIR/t" 2 | decreasing || fail "not sorted by time: $(cat "$BATS_TEST_TMPDIR/t")"
	# Each row is rounded to the microsecond: the sum may be off by half
	# a microsecond a row.
	run awk 'NR > 2 && !/^-/ { if ($NF == "total") { tot = $2; pct = $1 } else { sum += $2; rows++; p += $1 } }
		END { d = sum - tot; if (d < 0) d = -d
		      exit !(tot > 0 && d <= rows * 0.0000005 + 1e-9 && pct == "100.00" && p > 99.8 && p < 100.2) }' \
		"$BATS_TEST_TMPDIR/t"
	assert_success
	# usecs/call is the total over the calls, truncated
	run awk 'NR > 2 && !/^-/ { v = int($2 * 1e6 / $4); if ($3 < v - 1 || $3 > v + 1) bad = 1 } END { exit bad }' \
		"$BATS_TEST_TMPDIR/t"
	assert_success
}

@test "-S calls, errors, name, nothing and their aliases sort as strace does" {
	for key in calls count errors error nothing none syscall syscall_name name; do
		same_table 3 ordered -c -S "$key" -- "$PROG"
	done
	run awk 'NR > 2 { print $NF }' "$BATS_TEST_TMPDIR/seize"
	assert_line --index 0 access
	assert_line --index 1 arch_prctl
}

@test "-S time, min-time, max-time, avg-time sort by decreasing time" {
	local key col
	for key in time:2 total-time:2 time_total:2 time-percent:1 min-time:3 shortest:3 \
		   max-time:4 longest:4 time-max:4 avg-time:5 time_avg:5; do
		col=${key#*:} key=${key%:*}
		run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" -c -w -S "$key" \
			-U time-percent,total-time,min-time,max-time,avg-time,calls,name "$PROG"
		assert_failure 3
		table_column "$BATS_TEST_TMPDIR/t" "$col" | decreasing ||
			fail "-S $key: column $col not decreasing: $(cat "$BATS_TEST_TMPDIR/t")"
	done
}

@test "-U picks and orders the columns as strace does" {
	same_table 0 ordered -c -S calls -U calls,errors -- "$PROG"
	same_table 0 ordered -c -S name -U name,calls -- "$PROG"
	same_table 0 set -c -U syscall-name,count,error -- "$PROG"
	same_table 0 ordered -c -U errors -S errors -- "$PROG"
	same_table 1 ordered -c -S nothing -U time_percent,name,calls -- "$PROG"
	same_table 2 set -c -U shortest,longest,calls -- "$PROG"
	same_table 5 set -c -U time-percent,total-time,min-time,max-time,avg-time,calls,errors,name -- "$PROG"
	same_table 5 ordered -c -S count -U time,time-total,time-min,time-max,time-avg,calls,errors,syscall -- "$PROG"
	run cat "$BATS_TEST_TMPDIR/seize.masked"
	assert_line --index 0 '% time     seconds shortest  longest  usecs/call     calls    errors syscall'
	assert_line --index 1 '------ ----------- -------- -------- ----------- --------- --------- -----------------------'
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" -c -U name,calls "$PROG"
	run cat "$BATS_TEST_TMPDIR/t"
	assert_line --index 0 'syscall                     calls'
	assert_line 'getppid                        12'
	assert_line 'sched_get_priority_max          3'
	assert_line --index -1 'total                          55'
}

@test "-C: the trace, then the table" {
	run strace -o "$BATS_TEST_TMPDIR/strace" -C -S name "$PROG"
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/seize" -C -S name "$PROG"
	assert_failure 3
	local f
	for f in strace seize; do
		# per run: addresses, our pid, the parent's pid, the environment size
		sed -E 's/0x[0-9a-f]+/ADDR/g
			s/^(set_tid_address\(ADDR\) += |getpid\(\) += |getppid\(\) += )[0-9]+$/\1PID/
			s/(kill\(|si_pid=)[0-9]+/\1PID/
			s/[0-9]+ vars/N vars/' "$BATS_TEST_TMPDIR/$f" > "$BATS_TEST_TMPDIR/$f.trace"
		# and the time cells of the table
		awk '/^% time/ { table = 1; print; next } table && !/^-/ { $0 = "<t>" substr($0, 31) } { print }' \
			"$BATS_TEST_TMPDIR/$f.trace" > "$BATS_TEST_TMPDIR/$f.norm"
	done
	run diff -u "$BATS_TEST_TMPDIR/strace.norm" "$BATS_TEST_TMPDIR/seize.norm"
	assert_success
	run grep -n -A1 '^+++ exited with 3 +++$' "$BATS_TEST_TMPDIR/seize"
	assert_line --index 1 --regexp '^[0-9]+-% time     seconds  usecs/call     calls    errors syscall$'
	run grep -c '^getppid() ' "$BATS_TEST_TMPDIR/seize"
	assert_output 12
	run grep -c '^--- SIGUSR1 ' "$BATS_TEST_TMPDIR/seize"
	assert_output 1
}

@test "-c -f counts every process together" {
	same_table 0 ordered -f -c -S nothing -U calls,errors,name -- "$PROG" fork
	run cat "$BATS_TEST_TMPDIR/seize"
	assert_line --regexp '^ +24 +getppid$'
	assert_line --regexp '^ +12 +10 close$'
}

@test "-c counts what -e trace= traces, whatever -Z prints" {
	same_table 3 set -c -e trace=getppid,close,%process -- "$PROG"
	run cut -c 31- "$BATS_TEST_TMPDIR/seize"
	assert_output --partial "       12           getppid"
	same_table 3 set -c -Z -- "$PROG"
	# -C -Z prints the failed calls only, and counts them all
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/c" -c -S calls -U calls,errors,name "$PROG"
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/cz" -C -Z -S calls -U calls,errors,name "$PROG"
	assert_failure 3
	run diff "$BATS_TEST_TMPDIR/c" <(sed -n '/^    calls/,$p' "$BATS_TEST_TMPDIR/cz")
	assert_success
	run grep -c '^getppid' "$BATS_TEST_TMPDIR/cz"
	assert_output 0
	run grep -c '^close(-1) *= -1 EBADF' "$BATS_TEST_TMPDIR/cz"
	assert_output 5
}

@test "nothing counted: no table at all" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" -c -e trace=none "$PROG"
	assert_failure 3
	[ ! -s "$BATS_TEST_TMPDIR/t" ] || fail "printed: $(cat "$BATS_TEST_TMPDIR/t")"
	run --separate-stderr "$SEIZE" -C -e trace=none "$PROG"
	assert_failure 3
	assert_output ''
	run sed -E 's/(si_pid|si_uid)=[0-9]+/\1=N/g' <<< "$stderr"
	assert_output "--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_USER, si_pid=N, si_uid=N} ---
+++ exited with 3 +++"
}

@test "-w counts the wall-clock time of a blocking call, the default its system time" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/w" -c -w -e trace=clock_nanosleep -U total-time,calls,name sleep 0.05
	assert_success
	run table_column "$BATS_TEST_TMPDIR/w" 1
	assert_output --regexp '^0\.0[5-9][0-9]{4}$'
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/s" -c -e trace=clock_nanosleep -U total-time,calls,name sleep 0.05
	assert_success
	run table_column "$BATS_TEST_TMPDIR/s" 1
	assert_output --regexp '^0\.0[0-4][0-9]{4}$'
}

@test "-O takes the overhead off every call, never below zero" {
	local o
	for o in 1s 1000ms 1e6 1e6us 2.5e8ns; do
		run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" -c -w -O "$o" -U total-time,min-time,max-time,calls,name "$PROG"
		assert_failure 3
		run awk 'NR > 2 && !/^-/ && ($1 != "0.000000" || $2 != "0.000000" || $3 != "0.000000")' "$BATS_TEST_TMPDIR/t"
		assert_output ''
	done
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" --summary-syscall-overhead=0 -c -w -U calls,name "$PROG"
	assert_failure 3
	for o in x -1 0x10 1sec 1S 1m inf nan '1 ' ''; do
		same_error -c -O "$o" "$PROG"
	done
}

@test "bad -S and -U values: strace's messages, exit 1" {
	same_error -c -S foo "$PROG"
	same_error -c -S percent "$PROG"
	same_error -c -S '' "$PROG"
	same_error -c -U foo "$PROG"
	same_error -c -U none "$PROG"
	same_error -c -U calls, "$PROG"
	same_error -c -U calls,,name "$PROG"
	same_error -c -U calls,name,name "$PROG"
	same_error -c -U time,time-percent "$PROG"
	run --separate-stderr "$SEIZE" -c -S foo "$PROG"
	[ "${stderr_lines[0]}" = "seize: invalid sortby: 'foo'" ]
	run --separate-stderr "$SEIZE" -c -U calls,name,syscall "$PROG"
	[ "${stderr_lines[0]}" = "seize: call summary column has been provided more than once: 'syscall' (-U option residual: 'syscall')" ]
}

@test "combinations strace refuses, and -S alone only warns" {
	same_error -c -C "$PROG"
	same_error -C -c "$PROG"
	same_error -c -ff "$PROG"
	same_error -C --output-separately -o "$BATS_TEST_TMPDIR/x" "$PROG"
	same_error -w "$PROG"
	same_error -U calls "$PROG"
	same_error -w -U calls "$PROG"
	run --separate-stderr "$SEIZE" -S calls -o "$BATS_TEST_TMPDIR/t" "$PROG"
	assert_failure 3
	[ "$stderr" = "seize: -S/--summary-sort-by has no effect without (-c/--summary-only or -C/--summary)" ]
	run grep -c '^getppid() ' "$BATS_TEST_TMPDIR/t"
	assert_output 12
	# -c twice is -c
	run "$SEIZE" -c -c -o "$BATS_TEST_TMPDIR/t" "$PROG"
	assert_failure 3
}

@test "long options are the short ones" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/short" -c -S calls -U calls,errors,name "$PROG"
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/long" --summary-only --summary-sort-by=calls \
		--summary-columns=calls,errors,name "$PROG"
	assert_failure 3
	run diff "$BATS_TEST_TMPDIR/short" "$BATS_TEST_TMPDIR/long"
	assert_success
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/long" --summary --summary-wall-clock -U calls,name "$PROG"
	assert_failure 3
	run tail -n 1 "$BATS_TEST_TMPDIR/long"
	assert_output --regexp '^ +55 total$'
	run "$SEIZE" -h
	for opt in '-c, --summary-only' '-C, --summary' '-w, --summary-wall-clock' \
		   '-S SORTBY, --summary-sort-by=SORTBY' '-U COLUMNS, --summary-columns=COLUMNS' \
		   '-O OVERHEAD[UNIT], --summary-syscall-overhead=OVERHEAD[UNIT]'; do
		assert_output --partial "  $opt"
	done
}

@test "-c -p: the table after detaching on SIGINT" {
	"$PROG" loop > "$BATS_TEST_TMPDIR/dots" &
	local prog=$!
	"$SEIZE" -c -p "$prog" -o "$BATS_TEST_TMPDIR/t" 2> "$BATS_TEST_TMPDIR/err" &
	local tracer=$!
	poll_until "the attach" grep -q attached "$BATS_TEST_TMPDIR/err"
	# a few calls made under the tracer
	local size
	size=$(stat -c %s "$BATS_TEST_TMPDIR/dots")
	poll_until "traced calls" larger_than "$BATS_TEST_TMPDIR/dots" $((size + 3))
	kill -INT "$tracer"
	local rc=0
	wait "$tracer" || rc=$?
	kill "$prog"
	# detached, it dies of the signal, as strace does
	[ "$rc" -eq 130 ] || fail "seize exited $rc"
	run cat "$BATS_TEST_TMPDIR/err"
	assert_output "seize: Process $prog attached
seize: Process $prog detached"
	run cat "$BATS_TEST_TMPDIR/t"
	assert_line --index 0 '% time     seconds  usecs/call     calls    errors syscall'
	assert_line --regexp ' getppid$'
	assert_line --regexp ' write$'
	assert_line --regexp ' total$'
}
