#!/usr/bin/env bats
# The tracer never freezes its tracees: job control in every shape of job.
# The command seize launches is the shell's own child (seize's pid) and its
# tracer runs beside it in a process group of its own, so that a stopped job
# never stops the tracer: a pager's SIGTSTP handler still runs, a kill -STOP
# and kill -CONT from elsewhere work at once, a death during a stop is seen
# at once.  Real interactive bash on a pseudo-terminal (lib/pty.bash).

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/pty

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-90}
P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

setup() {
	pty_setup
}

teardown() {
	pty_teardown
}

STOPPED=Tt

# suspend_and_resume PARENT NAME DONE: the shell PARENT runs a job whose
# process NAME is a sleep's parent; ^Z stops it (the shell says so), fg
# resumes it until its output DONE.  Leaves the job's pid in $JOB.
suspend_and_resume() {
	JOB=$(wait_for_child "$1" "$2")
	wait_for_child "$JOB" sleep >/dev/null
	suspend_job "$JOB"
	type_line fg
	wait_for_output "^$3\$"
	wait_for_prompt
}

# resume_pager_and_quit PAGER: fg brings the pager (showing seq's output)
# back, q ends it, the shell's $? is 0 and nothing is left behind.
resume_pager_and_quit() {
	type_line fg
	wait_for_screen '^1$'
	wait_for_state "$1" S
	send_key q
	wait_for_prompt
	assert_shell_rc 0
	assert_no_leftovers
}

@test "a pager at the end of a traced -f pipeline: ^Z, fg, q come back to the prompt" {
	command -v less >/dev/null || skip "less not installed"
	start_shell
	type_line "LESS= LESSHISTFILE=- \"\$S\" -f -o \"\$T/trace\" sh -c 'seq 1 500 | less'"
	wait_for_screen '^1$'
	local sh pager tracer
	sh=$(wait_for_child "$SHELL_PID" sh)
	pager=$(wait_for_child "$sh" less)
	tracer=$(tracer_of "$sh")
	wait_for_state "$pager" S

	send_key C-z
	# less stops itself from its SIGTSTP handler: it must have run.
	wait_for_state "$pager" "$STOPPED"
	wait_for_state "$sh" "$STOPPED"
	assert_serving "$tracer"
	# bash reports the job stopped when sh stops, and may do so before
	# less leaves its alternate screen, which then hides the message:
	# untraced too.  Ask again.
	type_line jobs
	wait_for_output '^\[1\]\+ +Stopped +LESS= '
	wait_for_prompt

	resume_pager_and_quit "$pager"
	assert_trace_has "$T/trace" '^[0-9]+ +--- SIGTSTP \{'
	assert_trace_has "$T/trace" '^[0-9]+ +\+\+\+ exited with 0 \+\+\+$'
}

@test "a pager at the end of a pipeline, traced alone: ^Z, fg, q" {
	command -v less >/dev/null || skip "less not installed"
	start_shell
	type_line "seq 1 500 | LESS= LESSHISTFILE=- \"\$S\" -o \"\$T/trace\" less"
	wait_for_screen '^1$'
	local pager tracer
	pager=$(wait_for_child "$SHELL_PID" less)
	tracer=$(tracer_of "$pager")
	wait_for_state "$pager" S
	suspend_job "$pager"
	assert_serving "$tracer"
	resume_pager_and_quit "$pager"
}

@test "kill -STOP and kill -CONT of a traced command from elsewhere: it resumes at once" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'sleep 1; echo slept'"
	local sh tracer
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	wait_for_child "$sh" sleep >/dev/null
	kill -STOP "$sh"
	wait_for_output 'Stopped'
	wait_for_prompt
	wait_for_state "$sh" "$STOPPED"
	assert_serving "$tracer"
	kill -CONT "$sh"
	# Continued as without a tracer: it runs and finishes in the
	# background without anyone continuing seize.
	wait_for_output 'slept$'
	wait_for_state "$sh" ZX
	type_line 'wait; echo "rc=$?"'
	wait_for_output '^rc=0$'
	assert_trace_has "$T/trace" '^--- stopped by SIGSTOP ---$'
	assert_trace_has "$T/trace" '^\+\+\+ exited with 0 \+\+\+$'
}

@test "a traced command SIGKILLed while stopped: the shell hears of its death at once" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sleep 30"
	local sl tracer
	sl=$(wait_for_child "$SHELL_PID" sleep)
	tracer=$(tracer_of "$sl")
	wait_for_state "$sl" S
	kill -STOP "$sl"
	wait_for_output 'Stopped'
	wait_for_prompt
	wait_for_state "$sl" "$STOPPED"
	kill -KILL "$sl"
	type_line 'jobs; wait; echo "rc=$?"'
	wait_for_output 'Killed'
	wait_for_prompt
	wait_for_state "$sl" X
	wait_for_state "$tracer" X
	assert_trace_has "$T/trace" '^\+\+\+ killed by SIGKILL \+\+\+$'
}

@test "^Z of a multi-threaded command stops every thread; fg resumes them all" {
	start_shell
	type_line "\"\$S\" -f -o \"\$T/trace\" \"$P/jobctl-threads\""
	wait_for_output '^ready$'
	local prog tracer
	prog=$(wait_for_child "$SHELL_PID" jobctl-threads)
	tracer=$(tracer_of "$prog")
	suspend_job
	local task
	for task in /proc/"$prog"/task/*; do
		wait_for_state "$prog/task/${task##*/}" "$STOPPED"
	done
	assert_serving "$tracer"
	type_line fg
	for task in /proc/"$prog"/task/*; do
		wait_for_state "$prog/task/${task##*/}" SR
	done
	type_line ''
	wait_for_output '^all 4 threads ran$'
	send_key C-d
	wait_for_prompt
	assert_shell_rc 0
	assert_no_leftovers
}

@test "^Z in the first milliseconds of a job: stopped, and fg runs it whole" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'sleep 0.5; echo started-\$((1 + 1))'"
	# ^Z as soon as the shell has forked the job: while seize starts,
	# often before the tracer has seized the command.
	local deadline=$((SECONDS + 10)) job=
	until job=$(pgrep -P "$SHELL_PID"); do
		((SECONDS < deadline)) || pty_fail "the job never started"
	done
	send_key C-z
	wait_for_state "$job" "$STOPPED"
	type_line jobs
	wait_for_output '^\[1\]\+ +Stopped +"\$S" -o'
	wait_for_prompt
	run full_output
	refute_line started-2
	type_line fg
	wait_for_output '^started-2$'
	wait_for_prompt
	assert_shell_rc 0
	assert_trace_has "$T/trace" '^execve\("/usr/bin/sh", \["sh", "-c", '
	assert_trace_has "$T/trace" '^write\(1, "started-2\\n", 10\) += 10$'
	assert_trace_has "$T/trace" '^\+\+\+ exited with 0 \+\+\+$'
	assert_no_leftovers
}

@test "a traced interactive shell: ^Z, fg and ^C inside it, and its exit status outside" {
	start_shell
	type_line "\"\$S\" -f -o \"\$T/trace\" bash --norc --noprofile +H -i"
	local inner tracer
	inner=$(wait_for_child "$SHELL_PID" bash)
	tracer=$(tracer_of "$inner")
	wait_for_prompt
	type_line "sh -c 'sleep 1; echo inner-done'"
	suspend_and_resume "$inner" sh inner-done
	# Neither the tracer nor the traced shell stopped with the job.
	assert_serving "$tracer"
	assert_state "$inner" SR
	type_line 'sleep 20'
	wait_for_child "$inner" sleep >/dev/null
	send_key C-c
	wait_for_prompt 5
	assert_shell_rc 130
	type_line 'exit 3'
	wait_for_prompt
	assert_shell_rc 3
	assert_no_leftovers
	assert_trace_has "$T/trace" '^[0-9]+ +--- SIGTSTP \{'
	assert_trace_has "$T/trace" "^$inner +\\+\\+\\+ exited with 3 \\+\\+\\+\$"
}

@test "attached with -f to an interactive shell from elsewhere: its jobs stop, continue and are traced" {
	start_shell
	start_bg "$T/seize.out" "$SEIZE" -f -o "$T/trace" -p "$SHELL_PID"
	local tracer=$BG_PID
	poll_until tracer eval '[[ $(tracer_pid "$SHELL_PID") == "$tracer" ]]' ||
		pty_fail "the shell was never attached"
	type_line "sh -c 'sleep 1; echo attached-done'"
	suspend_and_resume "$SHELL_PID" sh attached-done
	assert_shell_rc 0
	kill -INT "$tracer"
	wait_for_exit "$tracer"
	assert_equal "$(tracer_pid "$SHELL_PID")" 0
	assert_trace_has "$T/trace" '^[0-9]+ +execve\("/usr/bin/sh", \["sh", "-c", "sleep 1; echo attached-done"\]'
	assert_trace_has "$T/trace" '^[0-9]+ +--- SIGCONT \{'
	# The shell still works.
	type_line 'echo still-$((2 * 3))'
	wait_for_output '^still-6$'
}

# script_stops_job SIGNAL: a script (no set -m), run from an interactive
# shell, sends SIGNAL to its traced background job's $!, sees it stopped,
# continues it with kill -CONT.  (From a process group the kernel deems
# orphaned the three terminal stop signals are dropped, traced or not:
# hence a script started by a shell, as people do.)
script_stops_job() {
	cat >"$T/script" <<-'EOF2'
		source "$POLL_LIB"
		"$S" -o "$T/trace" sh -c 'sleep 1; echo done' >"$T/job.out" 2>&1 &
		job=$!
		running() { pgrep -x sleep -P "$job" >/dev/null; }
		poll_until "the job's sleep to start" running || exit 2
		kill -"$1" "$job"
		stopped() { [[ $(ps -o stat= -p "$job") == [Tt]* ]]; }
		poll_until "the job to stop" stopped || exit 3
		echo "job stopped"
		# Past the command's run time: still stopped, nothing printed.
		sleep 1.5
		stopped || { echo "the job did not stay stopped"; exit 4; }
		[[ ! -s $T/job.out ]] || { echo "the stopped job printed"; exit 5; }
		kill -CONT "$job"
		wait "$job"
		echo "job rc=$?"
	EOF2
	start_shell
	type_line "POLL_LIB=$PTY_LIB_DIR/poll.bash SEIZE_TEST_TIMEOUT=$SEIZE_TEST_TIMEOUT bash \"\$T/script\" $1; echo script rc=\$?"
	wait_for_output '^script rc=0$' 20
	run full_output
	assert_line 'job stopped'
	assert_line 'job rc=0'
	run cat "$T/job.out"
	assert_output done
	assert_trace_has "$T/trace" "^--- stopped by SIG$1 ---\$"
}

@test "a script's kill -TSTP \$! stops its traced job; kill -CONT \$! continues it" {
	script_stops_job TSTP
}

@test "a script's kill -TTIN \$! stops its traced job; kill -CONT \$! continues it" {
	script_stops_job TTIN
}

@test "a script's kill -TTOU \$! stops its traced job; kill -CONT \$! continues it" {
	script_stops_job TTOU
}

@test "a command's own SIGTSTP, SIGCONT and SIGINT handlers run once for each ^Z, fg and ^C" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" \"$P/jobctl-handlers\""
	wait_for_output '^ready$'
	local prog tracer round
	prog=$(wait_for_child "$SHELL_PID" jobctl-handlers)
	tracer=$(tracer_of "$prog")
	wait_for_state "$prog" S
	for round in 1 2; do
		suspend_job "$prog"
		assert_serving "$tracer"
		type_line fg
		wait_for_state "$prog" S
	done
	send_key C-c
	type_line ''
	wait_for_output '^tstp=2 cont=2 int=1$'
	send_key C-d
	wait_for_prompt
	assert_shell_rc 0
	run grep -c -- '^--- SIGTSTP {si_signo=SIGTSTP, si_code=SI_KERNEL} ---$' "$T/trace"
	assert_output 2
	run grep -c -- '^--- SIGINT {si_signo=SIGINT, si_code=SI_KERNEL} ---$' "$T/trace"
	assert_output 1
}
