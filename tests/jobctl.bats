#!/usr/bin/env bats
# Job control of a command launched under seize works exactly as without a
# tracer: ^Z, fg, bg, jobs, terminal stops (SIGTTIN, SIGTTOU), scripts that
# stop and continue their jobs with kill, full-screen programs.
#
# The interactive tests type into a real bash on a pseudo-terminal (tmux); see
# lib/pty.bash. Run against another tracer with SEIZE=/path/to/binary.

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/pty

# A safety net only: every wait in the tests has its own, shorter deadline.
BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-90}

setup() {
	pty_setup
}

teardown() {
	pty_teardown
}

# A traced process that is stopped shows T (stopped) or, while its tracer
# holds it in a group-stop (PTRACE_LISTEN), t (tracing stop).
STOPPED=Tt

@test "^Z stops a traced command, which stays stopped until fg finishes it" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'sleep 2; echo finished'"
	local tracer sh sl
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	sl=$(wait_for_child "$sh" sleep)

	suspend_job
	type_line jobs
	wait_for_output '^\[1\]\+ +Stopped +"\$S" -o'
	wait_for_prompt
	job_pgid %1
	assert_equal "$VALUE" "$sh"
	assert_serving "$tracer"
	wait_for_state "$sh" "$STOPPED"
	wait_for_state "$sl" T

	# Past the command's run time: still stopped, nothing printed.
	sleep 2.5
	assert_serving "$tracer"
	assert_state "$sh" "$STOPPED"
	assert_state "$sl" T
	refute_output_since_mark '^finished$'

	type_line fg
	wait_for_output '^finished$'
	wait_for_prompt
	assert_shell_rc 0

	# Syscalls were traced both before the stop and after fg resumed it.
	assert_trace_has "$T/trace" '^--- SIGCONT \{'
	run trace_before "$T/trace" '^--- SIGCONT \{'
	assert_line --regexp '^execve\('
	run trace_after "$T/trace" '^--- SIGCONT \{'
	assert_line --regexp '^write\(1, "finished\\n", 9\) += 9$'
	assert_line '+++ exited with 0 +++'
}

@test "the trace shows the SIGTSTP from ^Z, the stop it caused and the SIGCONT from fg" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'sleep 1; echo finished'"
	local tracer sh
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	wait_for_child "$sh" sleep >/dev/null
	suspend_job "$sh"
	type_line fg
	wait_for_output '^finished$'
	wait_for_prompt
	assert_shell_rc 0
	run grep -E -- '^--- (SIGTSTP|stopped by|SIGCONT)' "$T/trace"
	assert_line --index 0 '--- SIGTSTP {si_signo=SIGTSTP, si_code=SI_KERNEL} ---'
	assert_line --index 1 '--- stopped by SIGTSTP ---'
	assert_line --index 2 --regexp "^--- SIGCONT \\{si_signo=SIGCONT, si_code=SI_USER, si_pid=$SHELL_PID, si_uid=[0-9]+\\} ---\$"
}

@test "^Z stops a command traced with -f and all its children; bg and wait complete it" {
	start_shell
	type_line "\"\$S\" -f -o \"\$T/trace\" sh -c 'for i in 1 2 3; do sleep 0.5; /bin/echo n\$i; done'"
	local tracer sh
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	wait_for_output '^n1$'
	# ^Z while the next sleep runs. dash starts commands with vfork: a ^Z
	# between vfork and execve stops the child while the parent waits for
	# it uninterruptibly, and the job never stops, traced or not.
	wait_for_child "$sh" sleep >/dev/null

	suspend_job
	assert_serving "$tracer"
	wait_for_state "$sh" "$STOPPED"
	wait_for_tree "$sh" "$STOPPED"

	# Two iterations' worth of time: no new output, still stopped.
	sleep 1.2
	assert_state "$sh" "$STOPPED"
	assert_tree "$sh" "$STOPPED"
	run full_output
	refute_line n2

	type_line 'bg; wait %1'
	wait_for_output '^n3$'
	wait_for_prompt
	assert_shell_rc 0
	run full_output
	assert_equal "$(grep -x 'n[0-9]' <<<"$output" | tr '\n' ' ')" "n1 n2 n3 "

	assert_trace_has "$T/trace" '^[0-9]+ +--- SIGCONT \{'
	run trace_after "$T/trace" '^[0-9]+ +--- SIGCONT \{'
	assert_line --regexp '^[0-9]+ +write\(1, "n3\\n", 3\) += 3$'
	assert_line --regexp "^$sh +\\+\\+\\+ exited with 0 \\+\\+\\+\$"
}

@test "a traced background command reading the terminal is stopped by SIGTTIN; fg lets it read" {
	start_shell
	# In POSIX mode jobs names the stop signal: "Stopped(SIGTTIN)".
	type_line 'set -o posix'
	wait_for_prompt
	type_line '"$S" -o "$T/trace" cat &'
	wait_for_prompt
	local tracer cat
	cat=$(wait_for_child "$SHELL_PID" cat)
	tracer=$(tracer_of "$cat")
	wait_for_state "$cat" "$STOPPED"
	assert_serving "$tracer"

	type_line jobs
	wait_for_output '^\[1\]\+ +Stopped\(SIGTTIN\) +"\$S" -o'
	wait_for_prompt

	type_line fg
	# Type only once cat waits in read(): bash has then given it the
	# terminal in cooked mode, so the line is echoed.
	wait_for_state "$cat" S
	local word=typed-$RANDOM
	type_line "$word"
	wait_for_output_count "^$word\$" 2
	send_key C-d
	wait_for_prompt
	assert_shell_rc 0
	assert_trace_has "$T/trace" '^--- SIGTTIN \{'
	run trace_after "$T/trace" '^--- SIGCONT \{'
	local n=$((${#word} + 1))
	assert_line --regexp "^write\\(1, \"$word\\\\n\", $n\\) += $n\$"
}

@test "a traced background command writing to the terminal with tostop is stopped by SIGTTOU; fg lets it write" {
	start_shell
	type_line 'set -o posix; stty tostop'
	wait_for_prompt
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'echo out-\$((6 * 7))' &"
	wait_for_prompt
	local tracer sh
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	wait_for_state "$sh" "$STOPPED"
	assert_serving "$tracer"

	type_line jobs
	wait_for_output '^\[1\]\+ +Stopped\(SIGTTOU\) +"\$S" -o'
	wait_for_prompt
	run full_output
	refute_line out-42

	type_line fg
	wait_for_output '^out-42$'
	wait_for_prompt
	assert_shell_rc 0
	assert_trace_has "$T/trace" '^--- SIGTTOU \{'
	run trace_after "$T/trace" '^--- SIGCONT \{'
	assert_line --regexp '^write\(1, "out-42\\n", 7\) += 7$'
}

@test "a script's background job that stops itself is continued by the script's kill -CONT" {
	cat >"$T/script" <<-'EOF'
		source "$POLL_LIB"
		"$SEIZE" -o "$1/trace" sh -c 'kill -STOP $$; echo back' >"$1/job.out" 2>&1 &
		job=$!
		# t, not T: the job is the command itself, in a group-stop
		# its tracer keeps with PTRACE_LISTEN.  A syscall-stop shows t
		# too, and the job makes many before its kill: the group-stop
		# is the one the trace reports (seize flushes it when idle).
		stopped() {
			[[ $(ps -o stat= -p "$job") == [Tt]* ]] &&
				grep -qx -- '--- stopped by SIGSTOP ---' "$1/trace"
		}
		poll_until "ps -o stat= $job (the job) to show T or t, and the trace its stop" stopped "$1" || exit 2
		echo "job stopped"
		kill -CONT "$job"
		printed() { grep -qx back "$1/job.out"; }
		poll_until "the job to print back" printed "$1" || exit 3
		poll_until "the job to exit" eval '[[ $(ps -o stat= -p "$job") == Z* || -z $(ps -o stat= -p "$job") ]]' || exit 4
		wait "$job"
		echo "job rc=$?"
	EOF
	run_script "$T/script" "$T"
	assert_success
	assert_line 'job stopped'
	assert_line 'job rc=0'
	run cat "$T/job.out"
	assert_output back
}

@test "a set -m script stops its traced job with kill -TSTP and continues it with kill -CONT" {
	cat >"$T/script" <<-'EOF'
		source "$POLL_LIB"
		set -m
		"$SEIZE" -o "$1/trace" sh -c 'sleep 1; echo done' >"$1/job.out" 2>&1 &
		pgid=$!
		running() { pgrep -x sleep -g "$pgid" >/dev/null; }
		poll_until "the job's sleep to start" running || exit 2
		kill -TSTP -- "-$pgid"
		# bash's wait without -f returns when the job stops (128+SIGTSTP);
		# polling $(jobs) instead can lag: bash may reap the stop late.
		wait "$pgid"
		echo "wait rc=$?"
		jobs
		# Past the command's run time: still stopped, nothing printed.
		sleep 1.5
		[[ $(ps -o stat= -p "$(pgrep -x sleep -g "$pgid")") == T* ]] || { echo "sleep not stopped"; exit 4; }
		[[ ! -s $1/job.out ]] || { echo "the stopped job printed"; exit 5; }
		kill -CONT -- "-$pgid"
		printed() { grep -qx done "$1/job.out"; }
		poll_until "the job to print done" printed "$1" || exit 6
		poll_until "the job to exit" eval '[[ $(ps -o stat= -p "$pgid") == Z* || -z $(ps -o stat= -p "$pgid") ]]' || exit 7
		wait "$pgid"
		echo "job rc=$?"
	EOF
	run_script "$T/script" "$T"
	assert_success
	assert_line 'wait rc=148'
	assert_line --regexp '^\[1\]\+ +Stopped +"\$SEIZE" -o'
	assert_line 'job rc=0'
	run cat "$T/job.out"
	assert_output done
}

@test "^Z, fg, ^Z, fg in a row on a traced command" {
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" sh -c 'for i in 1 2 3 4 5 6; do sleep 0.3; echo tick\$i; done'"
	local tracer sh
	sh=$(wait_for_child "$SHELL_PID" sh)
	tracer=$(tracer_of "$sh")
	wait_for_output '^tick1$'

	local round
	for round in 1 2; do
		# Not between dash's vfork and execve (see the -f test above).
		wait_for_child "$sh" sleep >/dev/null
		suspend_job
		assert_serving "$tracer"
		wait_for_state "$sh" "$STOPPED"
		type_line fg
		wait_for_output "^tick$((round + 2))\$"
	done
	wait_for_output '^tick6$'
	wait_for_prompt
	assert_shell_rc 0
	run full_output
	assert_equal "$(grep -x 'tick[0-9]' <<<"$output" | tr '\n' ' ')" "tick1 tick2 tick3 tick4 tick5 tick6 "
	run grep -c -- '^--- SIGCONT {' "$T/trace"
	assert_output 2
}

# A few lines no shell prompt or command line contains.
write_poem() {
	printf '%s\n' 'first line of the seize poem' 'second line, tracing along' \
		'third line: job control holds' >"$T/poem.txt"
}

@test "a traced vim suspended with ^Z redraws on fg and quits cleanly" {
	local vim
	vim=$(command -v vim.tiny || command -v vim.basic || command -v vim) ||
		skip "no vim installed (Debian package vim-tiny or vim)"
	write_poem
	start_shell
	type_line "\"\$S\" -o \"\$T/trace\" $vim -u NONE -i NONE -N -n poem.txt"
	wait_for_screen '^first line of the seize poem$'
	local tracer editor
	editor=$(wait_for_child "$SHELL_PID")
	tracer=$(tracer_of "$editor")
	wait_for_state "$editor" S

	suspend_job "$editor"
	assert_serving "$tracer"
	run screen
	refute_line 'first line of the seize poem'

	type_line fg
	wait_for_screen '^first line of the seize poem$'
	wait_for_screen '^third line: job control holds$'
	run screen
	refute_line --regexp '^PROMPT\$'
	wait_for_state "$editor" S
	type_line ':q'
	wait_for_prompt
	assert_shell_rc 0
}

@test "a traced less suspended with ^Z redraws on fg and quits cleanly" {
	command -v less >/dev/null || skip "less not installed"
	write_poem
	start_shell
	type_line "LESS= LESSHISTFILE=- \"\$S\" -o \"\$T/trace\" less poem.txt"
	wait_for_screen '^first line of the seize poem$'
	local tracer pager
	pager=$(wait_for_child "$SHELL_PID" less)
	tracer=$(tracer_of "$pager")
	wait_for_state "$pager" S

	suspend_job "$pager"
	assert_serving "$tracer"
	run screen
	refute_line 'first line of the seize poem'

	type_line fg
	wait_for_screen '^first line of the seize poem$'
	wait_for_screen '^third line: job control holds$'
	run screen
	refute_line --regexp '^PROMPT\$'
	wait_for_state "$pager" S
	send_key q
	wait_for_prompt
	assert_shell_rc 0
}
