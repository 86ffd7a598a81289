#!/usr/bin/env bats
# seize -p on a program blocked in a syscall: neither the PTRACE_INTERRUPT
# that starts tracing it nor the one before PTRACE_DETACH may fail the call
# with EINTR (src/restart.c).  progs/attach-block prints a line for each
# return of its call and makes the call again after an EINTR no handler
# explains, so every EINTR seize causes shows up as a line of its own.
#
# Run against another tracer with SEIZE=/path/to/binary: strace 6.1 fails
# the calls restart.c is about (two EINTR lines each).

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}

teardown() {
	kill_bg
	"$P/attach-block" remove "$T"
}

# task_state PID TID: the state letter of thread TID of PID.
task_state() {
	local stat
	stat=$(cat "/proc/$1/task/$2/stat" 2>/dev/null) || return 1
	stat=${stat##*) }
	echo "${stat%% *}"
}

# The number of restart_syscall on x86_64: a call the kernel resumes with
# it (poll, futex with a timeout) sleeps in it after an interrupt.
NR_RESTART_SYSCALL=219

# _in_calls PID N: N threads of PID announced a call (T/nr.TID), and each
# sleeps in it (/proc/PID/task/TID/syscall): not at a ptrace stop, which
# shows the number of a call just left.
_in_calls() {
	local f tid nr n=0
	for f in "$T"/nr.*; do
		[[ -e $f ]] || return 1
		tid=${f##*.}
		nr=$(cut -d' ' -f1 "/proc/$1/task/$tid/syscall" 2>/dev/null)
		[[ $nr == "$(cat "$f")" || $nr == "$NR_RESTART_SYSCALL" ]] || return 1
		[[ $(task_state "$1" "$tid") == S ]] || return 1
		n=$((n + 1))
	done
	((n == $2))
}

_traced_by() {
	[[ $(tracer_pid "$1" 2>/dev/null) == "$2" ]]
}

_exited() {
	state_in "$1" ZX
}

# block CALL [THREADS]: start attach-block in CALL, wait until its THREADS
# (1) threads sleep in their calls.  Sets PROG.
block() {
	"$P/attach-block" "$1" "$T" >"$T/out" 2>"$T/err" &
	PROG=$!
	BG+=("$PROG")
	poll_until "$1 blocked" _in_calls "$PROG" "${2:-1}" ||
		fail "attach-block $1: $(cat "$T/out" "$T/err")"
}

# attach NAME [THREADS]: seize -p PROG, wait until it traces PROG and the
# trace shows the call NAME entered (after the attach interrupt), and the
# call sleeps again.  Sets TRACER.
attach() {
	"$SEIZE" -s 64 -o "$T/trace" -p "$PROG" 2>"$T/seize.err" &
	TRACER=$!
	BG+=("$TRACER")
	poll_until "seize attached" _traced_by "$PROG" "$TRACER"
	poll_until "$1 in the trace" grep -qE "^([0-9]+ +)?$1\\(" "$T/trace" ||
		fail "trace: $(cat "$T/trace")"
	poll_until "$1 blocked again" _in_calls "$PROG" "${2:-1}"
}

# detach [THREADS]: SIGINT to seize, and the calls sleep again once it has
# detached.  (Its exit status is attach.bats' business: strace's is 130.)
detach() {
	kill -INT "$TRACER"
	wait "$TRACER" || true
	[[ $(tracer_pid "$PROG") == 0 ]] || fail "still traced: $(cat "$T/seize.err")"
	poll_until "blocked after detach" _in_calls "$PROG" "${1:-1}"
}

# wake CALL: make the call complete, wait for attach-block to exit 0.
wake() {
	"$P/attach-block" wake "$1" "$T" "$PROG"
	poll_until "attach-block to exit" _exited "$PROG"
	local status=0
	wait "$PROG" || status=$?
	((status == 0)) || fail "attach-block exited with $status: $(cat "$T/err")"
}

# attach_detach CALL NAME OUTPUT: block in CALL, attach, detach, wake; the
# program printed exactly OUTPUT, and the trace is the call NAME entered
# once, afresh, cut by the detach.  No line says EINTR.
attach_detach() {
	block "$1"
	attach "$2"
	detach
	wake "$1"
	run cat "$T/out"
	assert_output "$3"
	run cat "$T/trace"
	refute_output --partial EINTR
	assert_equal "${#lines[@]}" 1
	assert_line --regexp "^$2\\(.* <detached \\.\\.\\.>\$"
}

# attach_detach_eintr CALL NAME RESULT: as attach_detach for a call with a
# timeout, which restart.c leaves failed: one EINTR at attach, one at
# detach, then RESULT.  The trace shows the program's write of the first.
attach_detach_eintr() {
	block "$1"
	attach "$2"
	detach
	wake "$1"
	run cat "$T/out"
	assert_output "$1: -1 EINTR
$1: -1 EINTR
$3"
	run cat "$T/trace"
	assert_line --regexp "^write\\(1, \"$1: -1 EINTR\\\\n\", [0-9]+\\) += [0-9]+\$"
	assert_line --index $((${#lines[@]} - 1)) --regexp "^$2\\(.* <detached \\.\\.\\.>\$"
	refute_output --partial '= -1 EINTR'
}

# --- Calls that fail with EINTR at an interrupt: restart.c makes them again.

@test "epoll_wait with no timeout: no EINTR at attach or detach" {
	attach_detach epoll_wait epoll_wait "epoll_wait: 1 event"
}

@test "epoll_pwait with no timeout: no EINTR at attach or detach" {
	attach_detach epoll_pwait epoll_pwait "epoll_pwait: 1 event"
}

@test "epoll_pwait2 with no timeout: no EINTR at attach or detach" {
	attach_detach epoll_pwait2 epoll_pwait2 "epoll_pwait2: 1 event"
}

@test "rt_sigtimedwait with no timeout (sigwaitinfo): no EINTR, the signal waited for is taken" {
	attach_detach rt_sigtimedwait rt_sigtimedwait "rt_sigtimedwait: SIGUSR1"
}

@test "semop: no EINTR at attach or detach" {
	attach_detach semop semop "semop: 0"
}

@test "semtimedop with no timeout: no EINTR at attach or detach" {
	attach_detach semtimedop semtimedop "semtimedop: 0"
}

@test "io_getevents with no timeout: no EINTR at attach or detach" {
	attach_detach io_getevents io_getevents "io_getevents: 1 event"
}

@test "io_uring_enter waiting for a completion: no EINTR at attach or detach" {
	attach_detach io_uring_enter io_uring_enter "io_uring_enter: 0"
}

@test "two threads in epoll_wait and semop: no EINTR in either" {
	block threads 2
	attach semop 2
	poll_until "epoll_wait in the trace" grep -qE '^[0-9]+ +epoll_wait\(' "$T/trace"
	detach 2
	wake threads
	run sort "$T/out"
	assert_output "epoll_wait: 1 event
semop: 0"
	run cat "$T/trace"
	refute_output --partial EINTR
	assert_equal "${#lines[@]}" 2
	# The line cut by the other thread's is not resumed at the detach.
	assert_line --regexp '^[0-9]+ +epoll_wait\(.* <(detached|unfinished) \.\.\.>$'
	assert_line --regexp '^[0-9]+ +semop\(.* <(detached|unfinished) \.\.\.>$'
}

@test "epoll_wait that completes while traced: traced once, with its result" {
	block epoll_wait
	attach epoll_wait
	"$P/attach-block" wake epoll_wait "$T" "$PROG"
	poll_until "attach-block to exit" _exited "$PROG"
	wait "$TRACER"
	run cat "$T/out"
	assert_output "epoll_wait: 1 event"
	run grep -c '^epoll_wait(' "$T/trace"
	assert_output 1
	run cat "$T/trace"
	assert_line --regexp '^epoll_wait\([0-9]+, \[\{events=EPOLLIN, data=.*\], 1, -1\) += 1$'
	refute_output --partial EINTR
	assert_line '+++ exited with 0 +++'
}

@test "a signal to a handler still fails epoll_pwait with EINTR while traced" {
	block epoll_pwait
	attach epoll_pwait
	kill -USR1 "$PROG"
	poll_until "attach-block to exit" _exited "$PROG"
	wait "$TRACER"
	run cat "$T/out"
	assert_output "epoll_pwait: -1 EINTR, SIGUSR1 caught"
	run cat "$T/trace"
	assert_line --regexp '^epoll_pwait\([0-9]+, .*\) += -1 EINTR \(Interrupted system call\)$'
	assert_line --regexp '^--- SIGUSR1 \{si_signo=SIGUSR1, si_code=SI_USER, .*\} ---$'
}

# --- Calls the kernel makes again itself (-ERESTART*): nothing to do, the
# same must hold.

@test "read of a FIFO: no EINTR at attach or detach" {
	attach_detach read read "read: 1 byte"
}

@test "read of inotify events: no EINTR at attach or detach" {
	attach_detach inotify-read read "inotify-read: IN_CREATE"
}

@test "poll with no timeout: resumed by restart_syscall, no EINTR" {
	attach_detach poll restart_syscall "poll: 1"
}

@test "accept: no EINTR at attach or detach" {
	attach_detach accept accept "accept: a connection"
}

@test "recvfrom: no EINTR at attach or detach" {
	attach_detach recvfrom recvfrom "recvfrom: 4 bytes"
}

@test "msgrcv: no EINTR at attach or detach" {
	attach_detach msgrcv msgrcv "msgrcv: 4 bytes"
}

@test "futex wait: no EINTR at attach or detach" {
	attach_detach futex futex "futex: 0"
}

@test "futex wait with a timeout: resumed by restart_syscall, no EINTR" {
	attach_detach futex-timeout restart_syscall "futex-timeout: 0"
}

@test "io_pgetevents: no EINTR at attach or detach" {
	attach_detach io_pgetevents io_pgetevents "io_pgetevents: 1 event"
}

@test "pause: not ended by the interrupts, only by the signal" {
	attach_detach pause pause "pause: -1 EINTR, SIGUSR1 caught"
}

@test "rt_sigsuspend: not ended by the interrupts, only by the signal" {
	attach_detach rt_sigsuspend rt_sigsuspend "rt_sigsuspend: -1 EINTR, SIGUSR1 caught"
}

# --- Calls with a timeout keep their EINTR (seize(1), BUGS): made again,
# they would wait the whole timeout again.

@test "epoll_wait with a timeout: EINTR at attach and at detach, as documented" {
	attach_detach_eintr epoll_wait-timeout epoll_wait "epoll_wait-timeout: 1 event"
}

@test "epoll_pwait2 with a timeout: EINTR at attach and at detach, as documented" {
	attach_detach_eintr epoll_pwait2-timeout epoll_pwait2 "epoll_pwait2-timeout: 1 event"
}

@test "rt_sigtimedwait with a timeout: EINTR at attach and at detach, as documented" {
	attach_detach_eintr rt_sigtimedwait-timeout rt_sigtimedwait "rt_sigtimedwait-timeout: SIGUSR1"
}

@test "semtimedop with a timeout: EINTR at attach and at detach, as documented" {
	attach_detach_eintr semtimedop-timeout semtimedop "semtimedop-timeout: 0"
}

@test "recvfrom with SO_RCVTIMEO: EINTR at attach and at detach, as documented" {
	attach_detach_eintr recvfrom-timeout recvfrom "recvfrom-timeout: 4 bytes"
}
