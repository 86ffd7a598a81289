#!/usr/bin/env bats
# seize -p: a detach signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) detaches at
# once even when the trace cannot be written: a '|command' or a FIFO whose
# reader stopped reading.  seize is then stuck in write(2) and the tracee
# frozen in a ptrace stop; the signal must free the tracee first, then seize
# writes what the file still takes, says where the trace was cut and exits 1.
#
# Run against another tracer with SEIZE=/path/to/binary.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}

# How long the tracee may stay traced after the signal (strace: ~2 ms).
DETACH_DEADLINE=2

counter_started() {
	(($(counter_value "$1") > 0))
}

# start_spin FILE: start fault-spin making a call every 100 us (a trace
# that fills a pipe in well under a second) and wait until it runs.  Sets
# SPIN.
start_spin() {
	"$P/fault-spin" "$1" 100 &
	SPIN=$!
	BG+=("$SPIN")
	poll_until "fault-spin running" counter_started "$1"
}

# reader_script: $T/reader, a '|command' that never reads its input; it
# leaves its pid in $T/reader.pid for teardown (seize does not wait for a
# reader that stopped reading).
reader_script() {
	cat >"$T/reader" <<-'END'
	#!/bin/sh
	echo $$ >"$0.pid"
	exec sleep 1000 >/dev/null 2>&1
	END
	chmod +x "$T/reader"
}

# start_seize ARG...: seize ARG... in the background, killed after 30 s
# whatever happens, its stderr in $T/err; wait until it traces $SPIN.  Sets
# TIMEOUT (timeout's pid, whose status is seize's) and TRACER.
start_seize() {
	timeout -s KILL 30 "$SEIZE" "$@" 2>"$T/err" &
	TIMEOUT=$!
	BG+=("$TIMEOUT")
	poll_until "seize attached" traced
}

# traced: $SPIN has a tracer, whose pid goes to TRACER.
traced() {
	TRACER=$(tracer_pid "$SPIN")
	[[ $TRACER == [1-9]* ]]
}

# is_blocked: seize is in write(2) (syscall 1) and its tracee waits for it
# in a ptrace stop.
is_blocked() {
	local nr rest
	read -r nr rest 2>/dev/null <"/proc/$TRACER/syscall" && [[ $nr == 1 ]] &&
		[[ $(proc_state "$SPIN") == t ]]
}

# blocked_in_write: wait until seize is stuck writing the trace.
blocked_in_write() {
	poll_until "seize blocked in write" is_blocked ||
		fail "seize in syscall $(cut -d' ' -f1 "/proc/$TRACER/syscall"), fault-spin in state $(proc_state "$SPIN")"
}

# detach_on SIG PID...: send SIG to seize and wait (DETACH_DEADLINE) until
# no PID is traced any more.
detach_on() {
	local sig=$1 pid
	shift
	kill -"$sig" "$TRACER"
	for pid in "$@"; do
		poll_until -t "$DETACH_DEADLINE" "$pid detached after SIG$sig" \
			eval '[[ $(tracer_pid '"$pid"') == 0 ]]'
	done
}

# seize_status: wait for seize; its exit status in $status.
seize_status() {
	status=0
	wait "$TIMEOUT" || status=$?
	[[ $status != 137 ]] || fail "seize hung after detaching"
}

# still_running: fault-spin is not stopped and makes progress.
still_running() {
	state_in "$SPIN" SR || fail "fault-spin is in state $(proc_state "$SPIN")"
	BEFORE=$(counter_value "$T/count")
	poll_until "fault-spin making progress" counter_moves "$T/count"
}

# detached_and_cut SIG OUTPUT: once seize is blocked writing to OUTPUT,
# SIG detaches at once, fault-spin runs on, and seize says where the trace
# was cut and exits 1.
detached_and_cut() {
	blocked_in_write
	detach_on "$1" "$SPIN"
	still_running
	seize_status
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output - <<-END
	seize: Process $SPIN attached
	seize: Process $SPIN detached
	seize: write to $2 blocked; the trace is cut here
	END
}

# never_read_pipe SIG: the whole scenario with a '|command' that never reads.
never_read_pipe() {
	reader_script
	start_spin "$T/count"
	start_seize -p "$SPIN" -o "|$T/reader"
	poll_until "the reader started" test -s "$T/reader.pid"
	BG+=("$(cat "$T/reader.pid")")
	detached_and_cut "$1" "$T/reader"
}

@test "-p -o '|command' that never reads: SIGINT detaches at once, the cut is said, exit 1" {
	never_read_pipe INT
}

@test "-p -o '|command' that never reads: SIGTERM detaches at once, the cut is said, exit 1" {
	never_read_pipe TERM
}

# undrained_fifo SIG: the same with a FIFO whose reader never reads.
undrained_fifo() {
	mkfifo "$T/fifo"
	sleep 1000 <"$T/fifo" >/dev/null 2>&1 &
	BG+=("$!")
	start_spin "$T/count"
	start_seize -p "$SPIN" -o "$T/fifo"
	detached_and_cut "$1" "$T/fifo"
}

@test "-p -o FIFO nobody drains: SIGINT detaches at once, the cut is said, exit 1" {
	undrained_fifo INT
}

@test "-p -o FIFO nobody drains: SIGHUP detaches at once" {
	undrained_fifo HUP
}

@test "-p -o FIFO nobody drains: SIGQUIT detaches at once" {
	undrained_fifo QUIT
}

@test "-p, output blocked: stopped tracees stay stopped after the detach" {
	reader_script
	"$P/fault-spin" "$T/count2" &
	local other=$!
	BG+=("$other")
	poll_until "the second fault-spin running" counter_started "$T/count2"
	kill -STOP "$other"
	poll_until "the second fault-spin stopped" eval '[[ $(proc_state '"$other"') == T ]]'
	start_spin "$T/count"
	start_seize -q -p "$other" -p "$SPIN" -o "|$T/reader"
	poll_until "the reader started" test -s "$T/reader.pid"
	BG+=("$(cat "$T/reader.pid")")
	blocked_in_write
	# Stopped while seize holds it: the stop comes once it is let go.
	kill -STOP "$SPIN"
	detach_on INT "$SPIN" "$other"
	poll_until "fault-spin stopped" eval '[[ $(proc_state '"$SPIN"') == T ]]'
	run proc_state "$other"
	assert_output T
	seize_status
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output "seize: write to $T/reader blocked; the trace is cut here"
	# The stops were their own: SIGCONT resumes them as without seize.
	kill -CONT "$SPIN" "$other"
	still_running
	poll_until "the second fault-spin running again" eval '[[ $(proc_state '"$other"') == [SR] ]]'
}

@test "-p -o FIFO whose reader stops: what it gets later is whole lines with no gap" {
	mkfifo "$T/fifo"
	cat <"$T/fifo" >"$T/got" &
	local reader=$!
	BG+=("$reader")
	start_spin "$T/count"
	start_seize -q -p "$SPIN" -o "$T/fifo"
	poll_until "the reader got a line" grep -q 'pwrite64(' "$T/got"
	kill -STOP "$reader"
	blocked_in_write
	detach_on INT "$SPIN"
	seize_status
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output "seize: write to $T/fifo blocked; the trace is cut here"
	# The reader reads on to the end (seize closed the FIFO).
	kill -CONT "$reader"
	poll_until "the reader at the end" state_in "$reader" XZ
	[[ -s $T/got && $(tail -c 1 "$T/got") == '' ]] || fail "the trace does not end with a whole line"
	run grep -cvE '^(restart_syscall|clock_nanosleep|pwrite64)\(.*\) += [0-9]+$' "$T/got"
	assert_output 0
	# No line lost before the cut: the counts written go up by one.
	run awk -F'"' '/^pwrite64\(/ { n = $2 + 0; if (prev && n != prev + 1) print "gap after " prev; prev = n }' "$T/got"
	assert_output ''
	(($(grep -c '^pwrite64(' "$T/got") > 100)) || fail "too little of the trace came through"
}
