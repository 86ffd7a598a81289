#!/usr/bin/env bats
# Faults: a tracee killed inside a syscall, a leader that exits before its
# threads, execve from a thread, vfork, a tracee that is itself a tracer,
# seize itself killed in attach mode, and a trace output that fails.  Where
# strace 6.1 is installed, the same run under strace must give the same
# structure (pids, addresses and padding masked).
#
# Run against another tracer with SEIZE=/path/to/binary.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}

teardown() {
	kill_bg
	if [[ -n ${MNT:-} ]]; then
		umount "$MNT" 2>/dev/null || true
	fi
}

# structure FILE: the trace of a -f run with every call's "<unfinished ...>"
# and "<... resumed>" halves joined at the place the call began (so that
# the order does not depend on which tracee the kernel reported first; a
# call resumed under another pid, as execve from a thread, joins the open
# call of the same name), pids renamed P1, P2... in order of appearance,
# addresses 0xX, runs of blanks squeezed.
structure() {
	awk '
	function name(s) { sub(/^[0-9]+ +/, "", s); sub(/\(.*/, "", s); return s }
	{
		pid = $1
		if ($0 ~ / <unfinished \.\.\.>$/) {
			line[++n] = $0; sub(/ <unfinished \.\.\.>$/, "", line[n])
			open[pid] = n; opened[n] = name($0)
			next
		}
		if (match($0, /<\.\.\. [a-z0-9_]+ resumed>/)) {
			call = substr($0, RSTART + 5, RLENGTH - 14)
			rest = substr($0, RSTART + RLENGTH)
			at = (pid in open) ? open[pid] : 0
			if (!at)
				for (p in open)
					if (opened[open[p]] == call) { at = open[p]; pid = p }
			if (at) { line[at] = line[at] rest; delete open[pid]; next }
		}
		line[++n] = $0
	}
	END { for (i = 1; i <= n; i++) print line[i] }' "$1" |
	awk '
	# Rename each pid (a number that is no part of a word or of a hex
	# address) that starts a line, wherever it shows up.
	function pids(s,   out, pre, m) {
		out = ""
		while (match(s, /[0-9]+/)) {
			pre = substr(s, 1, RSTART - 1)
			m = substr(s, RSTART, RLENGTH)
			s = substr(s, RSTART + RLENGTH)
			if ((m in name) && pre !~ /[0-9A-Za-z_]$/ && s !~ /^[0-9A-Za-z_]/)
				m = name[m]
			out = out pre m
		}
		return out s
	}
	{
		if (!($1 in name))
			name[$1] = "P" (++n)
		line[NR] = $0
	}
	END {
		for (i = 1; i <= NR; i++) {
			s = line[i]
			gsub(/0x[0-9a-f]+/, "0xX", s)
			s = pids(s)
			gsub(/ +/, " ", s)
			print s
		}
	}'
}

# same_structure REGEX: the lines of the structures of $T/strace and $T/seize
# that match REGEX are the same, and there are some.
same_structure() {
	local order=cat
	[[ -n ${SORTED:-} ]] && order=sort
	structure "$T/strace" | grep -E "$1" | $order >"$T/strace.s"
	structure "$T/seize" | grep -E "$1" | $order >"$T/seize.s"
	[ -s "$T/strace.s" ] || fail "nothing in strace's trace"
	[ -s "$T/seize.s" ] || fail "nothing in seize's trace"
	diff "$T/strace.s" "$T/seize.s"
}

# children_of PID: the pids of PID's children.
children_of() {
	local pids
	pids=$(cat "/proc/$1/task/$1/children" 2>/dev/null) || return 0
	echo $pids	# unquoted: the file ends with a blank
}

# in_syscall PID NR: is PID blocked in syscall number NR?
in_syscall() {
	local nr rest
	read -r nr rest 2>/dev/null <"/proc/$1/syscall" && [[ $nr == "$2" ]]
}

# --- (a) killed in the middle of a syscall

# killed_in_read TRACER TRACE: run cat under TRACER, wait until it blocks in
# read(0), SIGKILL it, and leave the tracer's exit status in $status.
killed_in_read() {
	local fifo=$2.fifo
	mkfifo "$fifo"
	# The fifo opened for reading and writing: cat's read blocks for ever.
	"$1" -o "$2" cat <>"$fifo" &
	local tracer=$! child=
	BG+=("$tracer")
	# The process running cat: seize's command keeps the pid the shell
	# started; strace's is its child (after short-lived probe children).
	cat_blocked() {
		if [[ $(cat "/proc/$tracer/comm" 2>/dev/null) == cat ]]; then
			child=$tracer
		else
			child=$(pgrep -P "$tracer" -x cat)
		fi && in_syscall "$child" 0
	}
	poll_until "the tracer's cat blocked in read" cat_blocked
	kill -KILL "$child"
	status=0
	wait "$tracer" || status=$?
}

@test "a tracee killed inside read: the call ends with = ? and the death is reported" {
	killed_in_read "$SEIZE" "$T/trace"
	[ "$status" -eq 137 ] || fail "seize exited with $status, not 137 (SIGKILL)"
	run tail -n 2 "$T/trace"
	assert_output - <<-'EOF'
	read(0,  <unfinished ...>)              = ?
	+++ killed by SIGKILL +++
	EOF
}

@test "a tracee killed inside read: the same last lines as strace" {
	command -v strace >/dev/null || skip "strace is not installed"
	killed_in_read strace "$T/strace"
	killed_in_read "$SEIZE" "$T/seize"
	diff <(tail -n 2 "$T/strace") <(tail -n 2 "$T/seize")
}

# --- (b) the thread-group leader exits first

@test "-f: the leader's pthread_exit while a thread runs loses no line" {
	run --separate-stderr "$SEIZE" -f -o "$T/trace" "$P/fault-leader"
	assert_failure 3
	assert_output worker
	structure "$T/trace" >"$T/s"
	# The leader's exit ends with = ?, and the group's exit is reported
	# for the thread first, the leader last (its zombie is reaped last).
	run grep -E '^P[12] (exit\(|exit_group\(|\+\+\+)' "$T/s"
	assert_output - <<-'EOF'
	P1 exit(0) = ?
	P2 exit_group(3) = ?
	P2 +++ exited with 3 +++
	P1 +++ exited with 3 +++
	EOF
	# Every line is whole: each "<unfinished ...>" found its end.
	run grep -c 'unfinished' "$T/s"
	assert_output 0
	run grep -c 'worker' "$T/trace"
	assert_output 1
}

@test "-f: the leader's pthread_exit: the same exit lines as strace" {
	command -v strace >/dev/null || skip "strace is not installed"
	strace -f -o "$T/strace" "$P/fault-leader" >/dev/null || true
	"$SEIZE" -f -o "$T/seize" "$P/fault-leader" >/dev/null || true
	# strace sometimes drops the leader's exit(0) line: compare the rest.
	same_structure '\+\+\+|exit_group'
}

# --- (c) execve from a thread that is not the leader

@test "-f: execve from a thread supersedes the leader, as strace prints it" {
	cd "$P"
	run --separate-stderr env -i "$SEIZE" -f -o "$T/trace" ./fault-mtexec
	assert_success
	structure "$T/trace" >"$T/s"
	# The thread's execve began under its own pid and ended under P1's.
	run grep -E ' (pause|execve)\(|\+\+\+' "$T/s"
	assert_output - <<-'EOF'
	P1 execve("./fault-mtexec", ["./fault-mtexec"], 0xX /* 0 vars */) = 0
	P1 pause() = ?
	P2 execve("/bin/true", ["true"], 0xX /* 0 vars */) = 0
	P1 +++ superseded by execve in pid P2 +++
	P1 +++ exited with 0 +++
	EOF
	# After the exec nothing is printed under the thread's own pid.
	run sed -n '/superseded/,$p' "$T/s"
	refute_line --regexp '^P2 '
}

@test "-f: execve from a thread: the same structure as strace" {
	command -v strace >/dev/null || skip "strace is not installed"
	strace -f -o "$T/strace" "$P/fault-mtexec"
	"$SEIZE" -f -o "$T/seize" "$P/fault-mtexec"
	same_structure ' (pause|execve)\(|\+\+\+'
}

@test "-f -e quiet=thread-execve hides the superseded line" {
	run --separate-stderr "$SEIZE" -f -e quiet=thread-execve -o "$T/trace" "$P/fault-mtexec"
	assert_success
	run grep -c superseded "$T/trace"
	assert_output 0
}

# --- (d) vfork

@test "-f: vfork: child and parent traced, statuses right" {
	run --separate-stderr "$SEIZE" -f -o "$T/trace" "$P/fault-vfork"
	assert_success
	structure "$T/trace" >"$T/s"
	# The child's exit line and the parent's wait4 are reported by the
	# kernel at the same time, in either order: compare them sorted.
	run sort <(grep -E ' (vfork|exit_group|wait4)\(|\+\+\+' "$T/s")
	assert_output - <<-'EOF'
	P1 +++ exited with 0 +++
	P1 exit_group(0) = ?
	P1 vfork() = P2
	P1 wait4(P2, [{WIFEXITED(s) && WEXITSTATUS(s) == 5}], 0, NULL) = P2
	P2 +++ exited with 5 +++
	P2 exit_group(5) = ?
	EOF
	# The parent's own lines in order.
	run grep -E '^P1 (vfork|exit_group|wait4)\(|^P1 \+\+\+' "$T/s"
	assert_output - <<-'EOF'
	P1 vfork() = P2
	P1 wait4(P2, [{WIFEXITED(s) && WEXITSTATUS(s) == 5}], 0, NULL) = P2
	P1 exit_group(0) = ?
	P1 +++ exited with 0 +++
	EOF
}

@test "-f: vfork: the same structure as strace" {
	command -v strace >/dev/null || skip "strace is not installed"
	strace -f -o "$T/strace" "$P/fault-vfork"
	"$SEIZE" -f -o "$T/seize" "$P/fault-vfork"
	# Sorted: the child's exit and the parent's wait4 race (see above).
	SORTED=1 same_structure ' (vfork|exit_group|wait4)\(|\+\+\+'
}

# --- (e) a tracee that is a tracer

@test "a tracee that ptraces its own child works under seize" {
	run --separate-stderr "$SEIZE" -o "$T/trace" "$P/fault-nested"
	assert_success
	run grep -E '^(ptrace\(PTRACE_CONT|wait4|\+\+\+)' "$T/trace"
	assert_output --regexp '^wait4\([0-9]+, \[\{WIFSTOPPED\(s\) && WSTOPSIG\(s\) == SIGSTOP\}\], 0, NULL\) += [0-9]+
ptrace\(PTRACE_CONT, [0-9]+, NULL, 0\) += 0
wait4\([0-9]+, \[\{WIFEXITED\(s\) && WEXITSTATUS\(s\) == 7\}\], 0, NULL\) += [0-9]+
\+\+\+ exited with 0 \+\+\+$'
}

@test "seize traces strace tracing a command: both work, the status is passed on" {
	command -v strace >/dev/null || skip "strace is not installed"
	run --separate-stderr "$SEIZE" -o "$T/trace" strace -o "$T/inner" sh -c 'exit 3'
	assert_failure 3
	run tail -n 2 "$T/inner"
	assert_line --index 1 '+++ exited with 3 +++'
	run tail -n 1 "$T/trace"
	assert_output '+++ exited with 3 +++'
}

# --- (f) seize killed in attach mode

# attach_spin: start fault-spin, attach seize to it, and wait for the trace
# to show a call.  Sets SPIN and TRACER.
attach_spin() {
	"$P/fault-spin" "$T/count" &
	SPIN=$!
	BG+=("$SPIN")
	poll_until "fault-spin running" eval '(($(counter_value "$T/count") > 0))'
	"$SEIZE" -p "$SPIN" -o "$T/trace" 2>"$T/err" &
	TRACER=$!
	BG+=("$TRACER")
	poll_until "seize attached" eval '[[ $(tracer_pid $SPIN) == "$TRACER" ]]'
	poll_until "a traced call" grep -q 'pwrite64(' "$T/trace"
}

# still_running: the tracee is untraced, not stopped, and makes progress.
still_running() {
	poll_until "the tracer gone" eval '[[ $(tracer_pid $SPIN) == 0 ]]'
	state_in "$SPIN" SR || fail "fault-spin is in state $(proc_state "$SPIN")"
	BEFORE=$(counter_value "$T/count")
	poll_until "fault-spin making progress" counter_moves "$T/count"
}

@test "seize -p killed by SIGTERM detaches: a stopped tracee stays stopped" {
	attach_spin
	kill -STOP "$SPIN"
	poll_until "the stop in the trace" grep -qx -- '--- stopped by SIGSTOP ---' "$T/trace"
	kill -TERM "$TRACER"
	status=0
	wait "$TRACER" || status=$?
	# detached, it dies of the signal, as strace does
	[ "$status" -eq 143 ] || fail "seize exited with $status"
	[[ $(tracer_pid "$SPIN") == 0 ]] || fail "still traced after seize exited"
	run proc_state "$SPIN"
	assert_output T
	# The stop was the tracee's own: SIGCONT resumes it as without seize.
	kill -CONT "$SPIN"
	still_running
	[[ $(tail -c 1 "$T/trace") == '' ]] || fail "the trace ends in the middle of a line"
}

@test "seize -p killed by SIGHUP detaches: the tracee keeps running" {
	attach_spin
	kill -HUP "$TRACER"
	status=0
	wait "$TRACER" || status=$?
	[ "$status" -eq 129 ] || fail "seize exited with $status"
	still_running
	run cat "$T/err"
	assert_line --regexp "^seize: Process $SPIN detached$"
}

@test "seize -p killed by SIGKILL: the kernel detaches, the trace ends with whole lines" {
	attach_spin
	kill -KILL "$TRACER"
	status=0
	wait "$TRACER" || status=$?
	[ "$status" -eq 137 ] || fail "seize exited with $status"
	still_running
	# Every line was written whole; the last one may be the start of the
	# call the tracee was blocked in (as with strace, so that a blocked
	# call shows), never a line cut inside its text.
	local last
	last=$(tail -n 1 "$T/trace")
	if [[ $(tail -c 1 "$T/trace") != '' ]]; then
		[[ $last =~ ^(clock_nanosleep|nanosleep)\(.*,\ $ ]] ||
			fail "the trace ends in a cut line: '$last'"
	fi
	run grep -vE '^(restart_syscall|clock_nanosleep|pwrite64)\(.*\) += [0-9]+$|^(clock_nanosleep|nanosleep)\(.*, $' "$T/trace"
	assert_output ''
}

# --- (g) output errors

@test "-o '|head -1': a closed pipe is one error, the command finishes, exit 1" {
	run --separate-stderr "$SEIZE" -o '|head -1 >/dev/null' sh -c 'for i in $(seq 200); do : >/dev/null; done; echo done'
	assert_failure 1
	assert_output done
	[[ $stderr == "seize: write to head -1 >/dev/null failed: Broken pipe; the trace is cut here" ]] ||
		fail "stderr: $stderr"
}

@test "-o '|head -1': the command's own non-zero status is kept" {
	run --separate-stderr "$SEIZE" -o '|head -1 >/dev/null' sh -c 'for i in $(seq 200); do : >/dev/null; done; exit 4'
	assert_failure 4
	[[ $(wc -l <<<"$stderr") == 1 ]] || fail "stderr: $stderr"
}

@test "-f under the seccomp filter, -o /dev/full: one error, and the command's exit 0 becomes 1" {
	# exit_group is not in the trace set: it must stop all the same.
	run --separate-stderr "$SEIZE" -f -e trace=openat -o /dev/full sh -c 'cat /etc/hostname >/dev/null; exit 0'
	assert_failure 1
	[[ $stderr == "seize: write to /dev/full failed: No space left on device; the trace is cut here" ]] ||
		fail "stderr: $stderr"
}

@test "-o on a full filesystem: one error, the command finishes, whole lines, exit 1" {
	[[ $(id -u) == 0 ]] || skip "mounting a tmpfs needs root"
	MNT=$T/mnt
	mkdir "$MNT"
	mount -t tmpfs -o size=64k tmpfs "$MNT" || skip "cannot mount a tmpfs"
	run --separate-stderr "$SEIZE" -o "$MNT/trace" sh -c 'for i in $(seq 3000); do : >/dev/null; done; echo done'
	assert_failure 1
	assert_output done
	[[ $stderr == "seize: write to $MNT/trace failed: No space left on device; the trace is cut here" ]] ||
		fail "stderr: $stderr"
	[[ -s $MNT/trace && $(tail -c 1 "$MNT/trace") == '' ]] ||
		fail "the trace does not end with a whole line"
}

# --- (h) pid reuse

# pid_reuse_trace: in a new pid namespace (seize is pid 1 there, so the
# traced shell is its child, pid 2: launch.c never runs a command as a
# namespace's init), a child with pid 3 dies by SIGKILL inside kill(2), and
# the shell then forces the next child onto pid 3 again through
# ns_last_pid.  Leaves seize's -f trace in $T/trace and its pid-3 lines,
# pids cut, in $T/pid3.
pid_reuse_trace() {
	[[ $(id -u) == 0 ]] || skip "a pid namespace and ns_last_pid need root"
	unshare -fp --mount-proc true 2>/dev/null || skip "cannot create a pid namespace"
	cat >"$T/reuse.sh" <<-'END'
	/bin/sh -c 'kill -KILL $$'
	echo 2 >/proc/sys/kernel/ns_last_pid
	/bin/echo second
	END
	run --separate-stderr unshare -fp --mount-proc "$SEIZE" -f -o "$T/trace" sh "$T/reuse.sh"
	assert_success
	assert_output second
	sed -n 's/^3 \{1,\}//p' "$T/trace" >"$T/pid3"
}

@test "-f: a pid reused after its tracee died in a syscall is a new tracee" {
	pid_reuse_trace
	# The second process's execve reused pid 3: it is in the trace.
	grep -q '^execve("/bin/echo", \["/bin/echo", "second"\]' "$T/pid3" ||
		fail "the second process on pid 4 is missing: $(cat "$T/trace")"
	# Its calls and its end: nothing of the first process carried over.
	run grep -E '^(kill|write|exit_group)\(|^\+\+\+' "$T/pid3"
	assert_output - <<-'END'
	kill(3, SIGKILL)                  = ?
	+++ killed by SIGKILL +++
	write(1, "second\n", 7)           = 7
	exit_group(0)                     = ?
	+++ exited with 0 +++
	END
}

@test "-f: pid reuse: every resumed line of pid 3 closes its own unfinished call" {
	pid_reuse_trace
	# A stale "in syscall" state would resume a call the new process
	# never started.
	run awk '
		/<unfinished \.\.\.>$/ { open = $0; sub(/\(.*/, "", open); next }
		match($0, /^<\.\.\. [a-z0-9_]+ resumed>/) {
			call = substr($0, 6, RLENGTH - 14)
			if (call != open) { print "stray: " $0; bad = 1 }
			open = ""
			next
		}
		{ open = "" }
		END { exit bad }' "$T/pid3"
	assert_success
	run grep -c '^+++ ' "$T/pid3"
	assert_output 2
}

# --- (i) output errors in attach mode

# attach_to_closed_pipe: attach seize -p to fault-spin with the trace going
# to '|head -1', so that writing fails soon; leaves seize's status in
# $status and its stderr in $T/err.
attach_to_closed_pipe() {
	status=0
	timeout -s KILL 30 "$SEIZE" -p "$SPIN" -o '|head -1 >/dev/null' 2>"$T/err" || status=$?
	[[ $status != 137 ]] || fail "seize hung after the output failed"
}

@test "-p -o '|head -1': one error, the tracee detached and running, exit 1" {
	"$P/fault-spin" "$T/count" &
	SPIN=$!
	BG+=("$SPIN")
	poll_until "fault-spin running" eval '(($(counter_value "$T/count") > 0))'
	attach_to_closed_pipe
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output - <<-END
	seize: Process $SPIN attached
	seize: write to head -1 >/dev/null failed: Broken pipe; the trace is cut here
	seize: Process $SPIN detached
	END
	still_running
}

@test "-p -o '|head -1': a stopped tracee is detached and stays stopped" {
	"$P/fault-spin" "$T/count" &
	SPIN=$!
	BG+=("$SPIN")
	poll_until "fault-spin running" eval '(($(counter_value "$T/count") > 0))'
	"$P/fault-spin" "$T/count2" &
	local other=$!
	BG+=("$other")
	poll_until "the second fault-spin running" eval '(($(counter_value "$T/count2") > 0))'
	kill -STOP "$other"
	poll_until "the second fault-spin stopped" eval '[[ $(proc_state '"$other"') == T ]]'
	status=0
	timeout -s KILL 30 "$SEIZE" -q -p "$other" -p "$SPIN" -o '|head -1 >/dev/null' 2>"$T/err" || status=$?
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output "seize: write to head -1 >/dev/null failed: Broken pipe; the trace is cut here"
	[[ $(tracer_pid "$other") == 0 ]] || fail "the stopped process is still traced"
	run proc_state "$other"
	assert_output T
	still_running
	kill -CONT "$other"
	poll_until "the second fault-spin running again" eval '[[ $(proc_state '"$other"') == [SR] ]]'
}

@test "-p -o on a full filesystem: one error, detached, exit 1, whole lines" {
	[[ $(id -u) == 0 ]] || skip "mounting a tmpfs needs root"
	MNT=$T/mnt
	mkdir "$MNT"
	mount -t tmpfs -o size=16k tmpfs "$MNT" || skip "cannot mount a tmpfs"
	"$P/fault-spin" "$T/count" &
	SPIN=$!
	BG+=("$SPIN")
	poll_until "fault-spin running" eval '(($(counter_value "$T/count") > 0))'
	status=0
	timeout -s KILL 60 "$SEIZE" -q -p "$SPIN" -o "$MNT/trace" 2>"$T/err" || status=$?
	[ "$status" -eq 1 ] || fail "seize exited with $status"
	run cat "$T/err"
	assert_output "seize: write to $MNT/trace failed: No space left on device; the trace is cut here"
	[[ -s $MNT/trace && $(tail -c 1 "$MNT/trace") == '' ]] ||
		fail "the trace does not end with a whole line"
	still_running
}

@test "process_vm_readv refused (ENOSYS, EPERM as a container's seccomp profile): seize reads through PTRACE_PEEKDATA" {
	local err log=$BATS_TEST_TMPDIR/log
	for err in ENOSYS EPERM; do
		# the outer seize makes every process_vm_readv of the inner fail
		run "$SEIZE" -qq -o /dev/null -e signal=none -e trace=process_vm_readv \
			-e fault=process_vm_readv:error="$err" \
			"$SEIZE" -o "$log" -e trace=chdir,write sh -c 'cd /tmp; echo "longer than the -s limit of 32 bytes, read by words"'
		assert_success
		assert_output "longer than the -s limit of 32 bytes, read by words"
		run cat "$log"
		assert_output "$(printf '%s\n' \
			'chdir("/tmp")                           = 0' \
			'write(1, "longer than the -s limit of 32 b"..., 52) = 52' \
			'+++ exited with 0 +++')"
	done
}
