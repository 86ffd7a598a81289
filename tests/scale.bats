#!/usr/bin/env bats
# Scale: attaching to a process with 1,000 threads while threads come and
# go, and -f over 10,000 short processes and 1,000 threads: nothing missed,
# no exit line lost, every wait status right, memory flat.
#
# Run against another binary with SEIZE=/path/to/binary.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-120}

# start_threads STEADY CHURN: start scale-threads, wait until its steady
# threads exist; sets PROG.
start_threads() {
	"$P/scale-threads" "$1" "$2" >"$T/ready" &
	PROG=$!
	BG+=("$PROG")
	poll_until -t 30 "scale-threads ready" grep -q ready "$T/ready"
}

# untraced_threads PID TRACER: print the threads of PID whose tracer is
# not TRACER (threads that end during the scan are skipped).
untraced_threads() {
	local task tracer
	for task in /proc/"$1"/task/*; do
		tracer=$(awk '/^TracerPid:/ { print $2 }' "$task/status" 2>/dev/null) || continue
		[[ -z $tracer || $tracer == "$2" ]] || echo "${task##*/}"
	done
}

# attach_threads SEIZE-OPTIONS...: attach seize to $PROG, wait for its
# attach line; sets TRACER and NTHREADS (the count seize reported).
attach_threads() {
	"$SEIZE" "$@" -p "$PROG" -o "$T/trace" 2>"$T/err" &
	TRACER=$!
	BG+=("$TRACER")
	poll_until -t 30 "seize attached" grep -q attached "$T/err"
	local line
	line=$(head -n 1 "$T/err")
	[[ $line =~ ^seize:\ Process\ $PROG\ attached\ with\ ([0-9]+)\ threads$ ]] ||
		fail "attach line: $line"
	NTHREADS=${BASH_REMATCH[1]}
}

# detach_threads: SIGTERM seize; it must die of it (as strace) after one detach line and
# leave every thread untraced and the process running.
detach_threads() {
	kill -TERM "$TRACER"
	status=0
	wait "$TRACER" || status=$?
	[ "$status" -eq 143 ] || fail "seize exited with $status"
	# threads made since the attach are said, as strace says them
	run grep -v "^seize: Process [0-9]* attached$" <(tail -n +2 "$T/err")
	assert_output "seize: Process $PROG detached"
	run untraced_threads "$PROG" 0
	assert_output ''
	run proc_state "$PROG"
	assert_output S
}

@test "-p: a process with 1,000 threads has every thread attached" {
	start_threads 1000 0
	attach_threads
	[ "$NTHREADS" -eq 1001 ] || fail "seize attached $NTHREADS threads, not 1001"
	run untraced_threads "$PROG" "$TRACER"
	assert_output ''
	detach_threads
}

@test "-f -p: 1,000 threads while others are created and end: none missed" {
	start_threads 1000 4
	attach_threads -f
	((NTHREADS >= 1005)) || fail "seize attached $NTHREADS threads, fewer than 1005"
	# Threads born after the attach are traced from birth (the churn's
	# short threads show up exiting in the trace); check a few times
	# while they keep coming.
	poll_until -t 30 "a new thread's exit in the trace" grep -q '+++ exited with 0 +++' "$T/trace"
	local pass
	for pass in 1 2 3; do
		run untraced_threads "$PROG" "$TRACER"
		assert_output ''
	done
	detach_threads
}

# forks N: run scale-forks N under seize -f; sets HWM (seize's peak RSS in
# KiB, as the workload read it while seize ran).
forks() {
	run --separate-stderr "$SEIZE" -f -o "$T/trace.$1" "$P/scale-forks" "$1"
	assert_success
	assert_line --index 0 "children $1 threads $(( ($1 + 9) / 10 ))"
	[[ ${lines[1]} =~ ^tracer_hwm_kib\ ([0-9]+)$ ]] || fail "no peak RSS: $output"
	HWM=${BASH_REMATCH[1]}
}

# exit_count N STATUS: how many children of scale-forks N exit with STATUS.
exit_count() {
	echo $(( $1 / 7 + ($1 % 7 > $2 ? 1 : 0) ))
}

@test "-f over 10,000 processes and 1,000 threads: every exit line, flat memory" {
	forks 1000
	local small=$HWM
	forks 10000
	local large=$HWM
	local trace=$T/trace.10000
	# One exit line per child, per thread and for the workload itself;
	# the workload checked each child's wait status (so none was stolen
	# or left a zombie).
	run grep -c '+++ exited with' "$trace"
	assert_output $((10000 + 1000 + 1))
	run grep -c '+++ exited with 6 +++' "$trace"
	assert_output "$(exit_count 10000 6)"
	run grep -c '+++ exited with 0 +++' "$trace"
	assert_output $(( $(exit_count 10000 0) + 1000 + 1 ))
	run grep -c -e '+++ killed' -e 'resumed> <unfinished' "$trace"
	assert_output 0
	# No per-tracee leak: ten times the processes, at most 2 MiB more.
	((large - small <= 2048)) ||
		fail "seize's peak RSS grew from $small KiB (1,000) to $large KiB (10,000)"
}
