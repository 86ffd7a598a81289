#!/usr/bin/env bats
# How the command is started and where the trace goes: -E, -u, -A, -o -,
# -o '|command', -D, -b execve.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

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
	run --separate-stderr "$SEIZE" -b open true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: -b supports execve only, not 'open'" ]
}

# seize catches its own signals (SIGINT, SIGTERM, SIGTSTP, SIGALRM, ...) and
# unblocks them; the command must get exactly what seize was started with.
@test "the command inherits the signal mask and dispositions seize was given, with and without -D" {
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
	run python3 -c "$wrap" "$SEIZE" -qq -D -o /dev/null "${show[@]}"
	assert_success
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
