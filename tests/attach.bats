#!/usr/bin/env bats
# seize -p PID: job control of the attached process works as without a tracer,
# and detaching on SIGINT leaves the process running (or stopped) as it was.
#
# See lib/pty.bash for the harness. Run against another tracer with
# SEIZE=/path/to/binary.

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/pty

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-90}

setup() {
	pty_setup
}

teardown() {
	pty_teardown
}

STOPPED=Tt

_counter_above() {
	(($(counter_value "$1") > $2))
}

# wait_for_counter FILE N [SECONDS]: until the number in FILE exceeds N.
wait_for_counter() {
	poll_until -t "${3:-$SEIZE_TEST_TIMEOUT}" counter _counter_above "$1" "$2" 2>/dev/null ||
		pty_fail "timed out after ${3:-$SEIZE_TEST_TIMEOUT} s waiting for the counter in ${1##*/} to go past $2; it is $(counter_value "$1")"
}

_traced_by() {
	[[ $(tracer_pid "$1" 2>/dev/null) == "$2" ]]
}

# wait_for_tracer PID TRACER: until /proc/PID/status says TracerPid: TRACER.
wait_for_tracer() {
	poll_until tracer _traced_by "$1" "$2" 2>/dev/null ||
		pty_fail "timed out waiting for pid $1 to be traced by $2; TracerPid is $(tracer_pid "$1" 2>/dev/null)"
}

@test "^Z and fg of a job seize -p is attached to; SIGINT detaches and the job runs to its end" {
	start_shell
	# bash, not dash: dash starts sleep with vfork, and a ^Z that lands
	# between vfork and execve stops the child while the parent waits for
	# it uninterruptibly; the job then never stops, traced or not.
	type_line "bash -c 'i=0; while ((i < 30)); do i=\$((i + 1)); echo \$i >counter; sleep 0.2; done; echo loop-done'"
	local job tracer
	job=$(wait_for_child "$SHELL_PID" bash)
	wait_for_counter "$T/counter" 0

	start_bg "$T/seize.out" "$SEIZE" -o "$T/trace" -p "$job"
	tracer=$BG_PID
	wait_for_tracer "$job" "$tracer"
	# Traced and still running.
	wait_for_counter "$T/counter" "$(counter_value "$T/counter")"

	suspend_job "$job"
	# Stopped means stopped: the counter does not move.
	local before
	before=$(counter_value "$T/counter")
	sleep 1
	assert_equal "$(counter_value "$T/counter")" "$before"
	assert_state "$job" "$STOPPED"
	assert_equal "$(tracer_pid "$job")" "$tracer"

	type_line fg
	wait_for_counter "$T/counter" "$before"

	kill -INT "$tracer"
	wait_for_exit "$tracer"
	assert_equal "$(tracer_pid "$job")" 0
	# The trace goes on after fg: the SIGCONT, then the loop's writes.
	assert_trace_has "$T/trace" '^--- SIGCONT \{'
	run trace_after "$T/trace" '^--- SIGCONT \{'
	assert_line --regexp '^write\(1, "[0-9]+\\n", [0-9]+\) += [0-9]+$'
	before=$(counter_value "$T/counter")
	wait_for_counter "$T/counter" "$before"
	wait_for_output '^loop-done$' 20
	wait_for_prompt
	assert_shell_rc 0
	assert_equal "$(counter_value "$T/counter")" 30
}

@test "a process stopped by kill -STOP stays stopped while attached and after SIGINT detaches; kill -CONT resumes it" {
	start_bg "$T/job.out" sh -c 'i=0; while [ $i -lt 10 ]; do i=$((i + 1)); echo $i >"$1"; sleep 0.2; done' job "$T/counter"
	local job=$BG_PID tracer before
	wait_for_counter "$T/counter" 0
	kill -STOP "$job"
	wait_for_state "$job" T
	before=$(counter_value "$T/counter")

	start_bg "$T/seize.out" "$SEIZE" -o "$T/trace" -p "$job"
	tracer=$BG_PID
	wait_for_tracer "$job" "$tracer"
	sleep 1
	assert_state "$job" "$STOPPED"
	assert_equal "$(counter_value "$T/counter")" "$before"

	kill -INT "$tracer"
	wait_for_exit "$tracer"
	assert_equal "$(tracer_pid "$job")" 0
	# Detached, and stopped as before: plain T, no longer a tracing stop.
	assert_state "$job" T
	sleep 0.5
	assert_state "$job" T
	assert_equal "$(counter_value "$T/counter")" "$before"

	kill -CONT "$job"
	wait_for_state "$job" RSDZX
	wait_for_exit "$job" 15
	assert_equal "$EXIT_RC" 0
	assert_equal "$(counter_value "$T/counter")" 10
}
