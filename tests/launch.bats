#!/usr/bin/env bats
# How the command is started and where the trace goes: -E, -u, -A, -o -,
# -o '|command', -D, -b execve.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

@test "-E sets and removes environment variables of the command only" {
	run env KEEP=1 DROP=2 "$SEIZE" -qq -e trace=none -E NEW=a=b -E DROP -E KEEP=3 \
		sh -c 'echo "$NEW|${DROP-unset}|$KEEP"'
	assert_success
	assert_output 'a=b|unset|3'
	run --separate-stderr "$SEIZE" -E =x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -E argument: '=x'" ]
}

@test "-u runs the command as another user and group" {
	[ "$(id -u)" -eq 0 ] || skip "needs root"
	run "$SEIZE" -qq -e trace=none -u nobody id -un
	assert_success
	assert_output nobody
	run "$SEIZE" -qq -e trace=none -u nobody:root id -gn
	assert_output root
	run --separate-stderr "$SEIZE" -u no-such-user-xyz true
	assert_failure 1
	[ "$stderr" = "seize: cannot find user 'no-such-user-xyz'" ]
}

@test "-o - writes the trace to standard output, -o '|cmd' to a command" {
	run --separate-stderr "$SEIZE" -o - -e trace=exit_group sh -c 'exit 5'
	assert_failure 5
	assert_output "exit_group(5)                           = ?
+++ exited with 5 +++"
	run "$SEIZE" -o "|tr a-z A-Z > $BATS_TEST_TMPDIR/piped" -e trace=exit_group true
	assert_success
	run cat "$BATS_TEST_TMPDIR/piped"
	assert_output "EXIT_GROUP(0)                           = ?
+++ EXITED WITH 0 +++"
}

@test "-A appends, plain -o truncates" {
	local log=$BATS_TEST_TMPDIR/log
	echo old > "$log"
	"$SEIZE" -A -o "$log" -e trace=none true
	run cat "$log"
	assert_output "old
+++ exited with 0 +++"
	"$SEIZE" -o "$log" -e trace=none true
	run cat "$log"
	assert_output "+++ exited with 0 +++"
	run --separate-stderr "$SEIZE" -A true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: -A needs -o FILE" ]
}

@test "-D: the command keeps seize's pid and exit status; the tracer is not its parent" {
	local log=$BATS_TEST_TMPDIR/log
	local rc=0 pid
	"$SEIZE" -D -o "$log" sh -c 'echo $$; exit 4' > "$BATS_TEST_TMPDIR/out" &
	pid=$!
	wait "$pid" || rc=$?
	[ "$rc" -eq 4 ]
	# The command runs in the very process the shell started.
	[ "$(cat "$BATS_TEST_TMPDIR/out")" = "$pid" ]
	# The tracer finishes on its own once the command is gone.
	local deadline=$((SECONDS + 10))
	until grep -q '^+++ exited with 4 +++$' "$log" 2>/dev/null; do
		[ "$SECONDS" -lt "$deadline" ] || fail "the trace never ended: $(cat "$log")"
		sleep 0.05
	done
	run head -n 1 "$log"
	assert_output --regexp '^execve\("/usr/bin/sh", \["sh", "-c", '
}

@test "-b execve detaches from a process at its execve, as strace does" {
	local log=$BATS_TEST_TMPDIR/log
	run "$SEIZE" -f -b execve -o "$log" sh -c '/bin/true; echo x > /dev/null'
	assert_success
	run grep -c 'execve(' "$log"
	assert_output 2
	run grep -E '^[0-9]+ +execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/ <detached \.\.\.>$' "$log"
	assert_success
	run grep -c 'exited with' "$log"
	assert_output 1
	# said as strace says it, before the command runs free; not under -q
	run --separate-stderr "$SEIZE" -e trace=none -b execve sh -c 'echo $$; exec true'
	assert_success
	[ "$stderr" = "seize: Process $output detached" ] || fail "stderr: $stderr"
	run --separate-stderr "$SEIZE" -q -e trace=none -b execve sh -c 'exec true'
	assert_success
	[ -z "$stderr" ]
	run --separate-stderr "$SEIZE" -b open true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: -b supports execve only, not 'open'" ]
}

@test "-f -b execve with a partial trace: the detached program runs as untraced, without the seccomp filter" {
	local log=$BATS_TEST_TMPDIR/log
	# The filter would stay with the detached cat, and its traced openat
	# fail with ENOSYS once no tracer is there: no filter with -b.
	run "$SEIZE" -f -b execve -e trace=execve,openat -o "$log" sh -c 'cat /dev/null; echo "cat: $?"'
	assert_success
	assert_output "cat: 0"
	run --separate-stderr "$SEIZE" -f --seccomp-bpf -b execve -e trace=execve -o "$log" true
	assert_success
	[ "${stderr_lines[0]}" = "seize: --seccomp-bpf is not enabled because it is not compatible with -b" ]
}

# seize catches its own signals (SIGINT, SIGTERM, SIGTSTP, SIGALRM, ...) and
# unblocks them; the command must get exactly what seize was started with.
@test "the command inherits the signal mask and dispositions seize was given, with -D, -DDD and -I" {
	local wrap='import os, signal, sys
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGUSR1, signal.SIGALRM})
signal.signal(signal.SIGHUP, signal.SIG_IGN)
signal.signal(signal.SIGINT, signal.SIG_IGN)
os.execvp(sys.argv[1], sys.argv[1:])'
	local show=(grep -E '^Sig(Blk|Ign|Cgt)' /proc/self/status)
	run python3 -c "$wrap" "${show[@]}"
	assert_success
	local expected=$output
	# Not the defaults: the test would not notice a reset otherwise.
	assert_line --regexp '^SigBlk:.*[1-9a-f]'
	run python3 -c "$wrap" "$SEIZE" -qq -o /dev/null "${show[@]}"
	assert_success
	assert_output "$expected"
	local opt
	for opt in -D -DDD "-I 3" "-I 4" -I1; do
		# shellcheck disable=SC2086
		run python3 -c "$wrap" "$SEIZE" -qq $opt -o /dev/null "${show[@]}"
		assert_success
		assert_output "$expected"
	done
	# and with nothing set: -I never's own SIG_IGN stays in seize
	run grep '^SigIgn' /proc/self/status
	expected=$output
	run "$SEIZE" -qq -I never_tstp -o /dev/null grep '^SigIgn' /proc/self/status
	assert_output "$expected"
}

# whole_at_exit LAST_LINE_REGEX SEIZE_ARGS...: twenty times, the trace's
# last line is there the moment the shell's wait returns (with -f lines
# start with a pid).
whole_at_exit() {
	local last=$1 i
	shift
	for i in $(seq 20); do
		"$SEIZE" -o "$BATS_TEST_TMPDIR/log" "$@" </dev/null >/dev/null 2>&1 || true
		[[ $(tail -n 1 "$BATS_TEST_TMPDIR/log") =~ $last ]] ||
			fail "run $i: the trace ends in '$(tail -n 1 "$BATS_TEST_TMPDIR/log")', not /$last/"
	done
}

EXITED_0='^([0-9]+ +)?\+\+\+ exited with 0 \+\+\+$'
EXITED_3='^([0-9]+ +)?\+\+\+ exited with 3 \+\+\+$'

@test "the trace is whole when the shell sees the command exit: one thread, and -c's table" {
	whole_at_exit "$EXITED_0" true
	whole_at_exit '^\+\+\+ killed by SIGTERM \+\+\+$' sh -c 'kill -TERM $$'
	whole_at_exit '^100\.00 +[0-9.]+ +[0-9]+ +[0-9]+ +[0-9]+ total$' -c true
	whole_at_exit '^100\.00 +[0-9.]+ +[0-9]+ +[0-9]+ +[0-9]+ total$' -f -c sh -c 'true; true'
}

@test "the trace is whole when the shell sees the command exit: threads, pthread_exit of the leader, execve from a thread" {
	local P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
	# Four threads still running when main returns (exit_group).
	whole_at_exit "$EXITED_0" "$P/jobctl-threads"
	whole_at_exit "$EXITED_0" -f "$P/jobctl-threads"
	# The leader ends first; the last thread exits the group with 3.
	whole_at_exit "$EXITED_3" "$P/fault-leader"
	whole_at_exit "$EXITED_3" -f "$P/fault-leader"
	# An execve from another thread ends the leader's call, not the process.
	whole_at_exit "$EXITED_0" "$P/fault-mtexec"
	whole_at_exit "$EXITED_0" -f "$P/fault-mtexec"
}

@test "a signal the program ignores (SIGCHLD, SIGWINCH) does not fail its untimed wait" {
	local P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
	run "$P/ignored-wake"
	assert_output "epoll_wait: 1
sigtimedwait: SIGUSR1"
	local expected=$output opts
	# Without -f last: its trace is checked below, lines not cut by others'.
	for opts in "-f" "-f -e trace=epoll_wait,rt_sigtimedwait" ""; do
		# shellcheck disable=SC2086
		run "$SEIZE" $opts -o "$BATS_TEST_TMPDIR/log" "$P/ignored-wake"
		assert_success
		assert_output "$expected"
	done
	# The woken call is shown as one the kernel makes again, then anew.
	run grep -E '^(epoll_wait|rt_sigtimedwait)\(' "$BATS_TEST_TMPDIR/log"
	assert_output --regexp '^epoll_wait\([0-9]+, 0x[0-9a-f]+, 1, -1\) += \? ERESTARTNOHAND \(To be restarted if no handler\)
epoll_wait\([0-9]+, \[\{events=EPOLLIN, data=\{u32=0, u64=0\}\}\], 1, -1\) += 1
rt_sigtimedwait\(\[USR1\], NULL, NULL, 8\) += \? ERESTARTNOHAND \(To be restarted if no handler\)
rt_sigtimedwait\(\[USR1\], NULL, NULL, 8\) += 10 \(SIGUSR1\)$'
}

@test "-f: a tracer killed with SIGKILL takes the command and its children with it" {
	# A child left running untraced could not run under the filter.
	"$SEIZE" -f -o /dev/null -e trace=openat sh -c 'sleep 30; :' &
	local cmd=$! child= tracer=
	local deadline=$((SECONDS + 10))
	until child=$(pgrep -x sleep -P "$cmd"); do
		((SECONDS < deadline)) || fail "the child never started"
		sleep 0.05
	done
	tracer=$(awk '/^TracerPid:/ { print $2 }' "/proc/$child/status")
	[[ $tracer != 0 ]] || fail "the child is not traced"
	kill -KILL "$tracer"
	local rc=0
	wait "$cmd" || rc=$?
	[ "$rc" -eq 137 ] || fail "the command ended with $rc, not 137"
	deadline=$((SECONDS + 10))
	while [[ $(ps -o stat= -p "$child") == [SR]* ]]; do
		((SECONDS < deadline)) || { kill "$child"; fail "the child outlived the tracer"; }
		sleep 0.05
	done
}

@test "seize traced itself (by strace, or by seize): the command is its child; its exit status and its signal are seize's" {
	local outer=$BATS_TEST_TMPDIR/outer inner=$BATS_TEST_TMPDIR/inner
	# A process has one tracer only: the tracer beside the command could
	# not seize it, so seize traces its own child.
	run "$SEIZE" -q -e trace=none -e signal=none -o "$outer" -- \
		"$SEIZE" -o "$inner" -e trace=write sh -c 'echo hi; exit 3'
	assert_failure 3
	assert_output hi
	run cat "$inner"
	assert_output "$(printf '%s\n' 'write(1, "hi\n", 3)                     = 3' '+++ exited with 3 +++')"
	run cat "$outer"
	assert_output '+++ exited with 3 +++'
	# Killed by a signal: seize dies of the same one, as the command did.
	run "$SEIZE" -q -e trace=none -e signal=TERM -o "$outer" -- \
		"$SEIZE" -o "$inner" -e trace=kill sh -c 'kill -TERM $$'
	assert_failure 143
	run tail -n 1 "$inner"
	assert_output '+++ killed by SIGTERM +++'
	run tail -n 1 "$outer"
	assert_output '+++ killed by SIGTERM +++'
	# strace as the outer tracer.
	run strace -qq -o /dev/null "$SEIZE" -o "$inner" -e trace=exit_group sh -c 'exit 5'
	assert_failure 5
	run cat "$inner"
	assert_output "$(printf '%s\n' 'exit_group(5)                           = ?' '+++ exited with 5 +++')"
}

# layout OPTION...: "SAME-GROUP SAME-SESSION" of the command and its tracer
# under seize OPTION..., and checks that the tracer is not the command's
# parent.
layout() {
	"$SEIZE" "$@" -o /dev/null sh -c '
		t=$(awk "/^TracerPid/ { print \$2 }" /proc/$$/status)
		read -r c_pg c_sid <<-END
		$(ps -o pgid=,sid= -p $$)
		END
		read -r t_pg t_sid t_pp <<-END
		$(ps -o pgid=,sid=,ppid= -p "$t")
		END
		[ "$t_pp" != $$ ] || echo "tracer is the command'"'"'s child"
		echo "$([ "$c_pg" = "$t_pg" ] && echo same || echo own)-group $([ "$c_sid" = "$t_sid" ] && echo same || echo own)-session"'
}

@test "-D, -DD, -DDD and --daemonize=: the tracer's process group and session as strace lays them out" {
	run layout -D
	assert_output "same-group same-session"
	run layout --daemonize=grandchild
	assert_output "same-group same-session"
	run layout
	assert_output "own-group same-session"
	run layout -DD
	assert_output "own-group same-session"
	run layout --daemonize=pgroup
	assert_output "own-group same-session"
	run layout -DDD
	assert_output "own-group own-session"
	run layout --daemonize=session
	assert_output "own-group own-session"
	run --separate-stderr "$SEIZE" -DDDD true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: Too many -D's (4), maximum supported -D count is 3" ]
	run --separate-stderr "$SEIZE" --daemonize=other true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid --daemonize argument: 'other'" ]
	run --separate-stderr "$SEIZE" -D -p $$
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: PROG [ARGS] must be specified with -D/--daemonize" ]
}

# waits_for FILE: a command that polls for FILE (10 s at most) and says
# "closed" on stderr once it is there.
WAITS_FOR='i=0; while [ ! -e "$0" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done; [ -e "$0" ] && echo closed >&2'

@test "a pipe the command closes is closed, as without seize: the writer before it gets SIGPIPE, the reader after it EOF" {
	local done=$BATS_TEST_TMPDIR/done
	# seize's tracer must not hold the command's standard input open
	run --separate-stderr bash -c '( yes; : > "$3" ) | "$1" -qq -e trace=none -e signal=none sh -c "exec <&-; $2" "$3"' \
		_ "$SEIZE" "$WAITS_FOR" "$done"
	assert_success
	[ "$stderr" = closed ] || fail "the writer never saw the pipe closed: $stderr"
	rm -f "$done"
	# nor its standard output
	run --separate-stderr bash -c '"$1" -qq -e trace=none -e signal=none sh -c "exec >&-; $2" "$3" | { cat > /dev/null; : > "$3"; }' \
		_ "$SEIZE" "$WAITS_FOR" "$done"
	assert_success
	[ "$stderr" = closed ] || fail "the reader never saw EOF: $stderr"
	# -o - keeps the trace on standard output
	run --separate-stderr "$SEIZE" -o - -e trace=exit_group true
	assert_output "$(printf '%s\n' 'exit_group(0)                           = ?' '+++ exited with 0 +++')"
}

@test "-D: a kill of the job's process group reaches the command once, and does not end the tracer" {
	local flag=$BATS_TEST_TMPDIR/flag out=$BATS_TEST_TMPDIR/out pid
	# the command counts its SIGUSR1s until the flag appears (builtins
	# only: a child killed by the same signal would make sh say so); the
	# bound only ends a runaway, and outlasts the polls below
	setsid "$SEIZE" -D -qq -e trace=none -e signal=none sh -c \
		'n=0 i=0; trap "n=\$((n+1))" USR1; : > "$0.ready"
		 while [ ! -e "$0" ] && [ $i -lt 10000000 ]; do i=$((i + 1)); done; echo "$n"' \
		"$flag" > "$out" &
	pid=$!
	BG+=("$pid")
	poll_until "the command ready" test -e "$flag.ready"
	local tracer
	tracer=$(tracer_pid "$pid")
	[ "$(ps -o pgid= -p "$tracer")" -eq "$pid" ] || fail "the tracer is not in the job's group"
	kill -USR1 -- "-$pid"
	# the command took it (its handler ran), and the tracer is still there
	poll_until "the signal taken" eval '! grep -q "^SigPnd:.*[1-9a-f]" /proc/'"$pid"'/status'
	state_in "$tracer" SR || fail "the tracer is $(proc_state "$tracer")"
	: > "$flag"
	local rc=0
	wait "$pid" || rc=$?
	[ "$rc" -eq 0 ] || fail "the command ended with $rc"
	run cat "$out"
	assert_output 1
}
