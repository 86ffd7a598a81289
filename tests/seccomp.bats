#!/usr/bin/env bats
# A program with seccomp filters of its own (tests/progs/seccomp.c), one
# action per test.  Under seize's filter (-f and a partial -e trace=) it must
# print and exit as under --no-seccomp-bpf, and be traced the same: the lines
# it printed, which are strace 6.1's for those calls; where strace is
# installed, its trace must match too.

load lib/decode

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}
TRACE=(-f -e trace=getpid,getpgid -e signal=SIGSYS)

# normalise FILE: the trace of a -f -o run with each "<unfinished ...>" and
# its "<... NAME resumed>" joined (an exit line of another thread may cut a
# call in two), pid prefixes and "+++ exited with 0 +++" lines (whose place
# among the other threads' lines is not fixed) dropped, blanks squeezed.
normalise() {
	awk '
	{
		pid = $1
		sub(/^[0-9]+ +/, "")
		if (sub(/ <unfinished \.\.\.>$/, "")) {
			open[pid] = ++n
			line[n] = $0
			next
		}
		if ((pid in open) && sub(/^<\.\.\. [a-z0-9_]+ resumed>/, "")) {
			line[open[pid]] = line[open[pid]] $0
			delete open[pid]
			next
		}
		line[++n] = $0
	}
	END { for (i = 1; i <= n; i++) print line[i] }' "$1" |
	grep -vx '+++ exited with 0 +++' | tr -s ' '
}

# check_action ACTION STATUS EXPECTED: in both modes of seize, the program
# exits with STATUS and prints EXPECTED (blanks squeezed, addresses 0xX);
# its trace is what it printed, but for its "# " lines (calls not traced).
check_action() {
	local action=$1 want_status=$2 want=$3 mode log
	for mode in --seccomp-bpf --no-seccomp-bpf; do
		log=$BATS_TEST_TMPDIR/$action$mode
		run --separate-stderr "$SEIZE" "${TRACE[@]}" "$mode" -o "$log" \
			"$SEIZE_TEST_PROGS/seccomp" "$action"
		[ -z "$stderr" ] || fail "$mode: stderr: $stderr"
		[ "$status" -eq "$want_status" ] || fail "$mode: exit status $status, not $want_status"
		diff -u <(echo "$want") <(echo "$output" | tr -s ' ' | sed -E 's/0x[0-9a-f]+/0xX/g') ||
			fail "$mode: the program saw something else"
		diff -u <(echo "$output" | grep -v '^# ' | tr -s ' ') <(normalise "$log") ||
			fail "$mode: the trace is not what the program saw"
	done
	command -v strace >/dev/null || return 0
	run strace "${TRACE[@]}" -o "$BATS_TEST_TMPDIR/strace" "$SEIZE_TEST_PROGS/seccomp" "$action"
	[ "$status" -eq "$want_status" ] || fail "strace: exit status $status"
	diff -u <(normalise "$BATS_TEST_TMPDIR/strace" | sed -E 's/0x[0-9a-f]+/0xX/g') \
		<(normalise "$log" | sed -E 's/0x[0-9a-f]+/0xX/g') || fail "strace traced something else"
}

@test "RET_TRACE of the program's own: ENOSYS, traced or not, as with no tracer" {
	check_action trace 0 "getpid() = -1 ENOSYS (Function not implemented)
# getuid: -1 ENOSYS
getpgid(-1) = -1 ESRCH (No such process)"
}

@test "RET_ERRNO: the failed calls are traced, in the process, a child and a thread" {
	check_action errno 0 "getpid() = -1 EPERM (Operation not permitted)
# getuid: -1 EACCES
getpid() = -1 EPERM (Operation not permitted)
getpid() = -1 EPERM (Operation not permitted)"
}

@test "RET_TRAP (installed with prctl): the call, then SIGSYS" {
	check_action trap 0 "getpid() = 39
--- SIGSYS {si_signo=SIGSYS, si_code=SYS_SECCOMP, si_errno=ENOMSG, si_call_addr=0xX, si_syscall=__NR_getpid, si_arch=AUDIT_ARCH_X86_64} ---"
}

@test "RET_KILL_PROCESS: the call, then killed by SIGSYS" {
	check_action kill 159 "getpid() = 39
+++ killed by SIGSYS +++"
}

@test "RET_LOG: the call runs" {
	check_action log 0 "getpgid(-1) = -1 ESRCH (No such process)"
}

@test "RET_USER_NOTIF: the supervisor's results are traced" {
	check_action notif 0 "getpid() = 4242
getpid() = -1 EPERM (Operation not permitted)"
}

@test "SECCOMP_FILTER_FLAG_TSYNC: a thread blocked in read gets the filter, and is traced" {
	check_action tsync 0 "getpid() = -1 EPERM (Operation not permitted)
getpid() = -1 EPERM (Operation not permitted)"
}

@test "SECCOMP_FILTER_FLAG_TSYNC: a thread waiting in epoll_wait with no timeout sees no EINTR" {
	check_action tsync-epoll 0 "# epoll_wait: 1
getpid() = -1 EPERM (Operation not permitted)"
}

@test "-e trace=seccomp,prctl: the installations are traced as without seize's filter" {
	local action mode
	for action in errno trap; do
		for mode in --seccomp-bpf --no-seccomp-bpf; do
			"$SEIZE" -f -e trace=seccomp,prctl,getpid -e signal=SIGSYS -o "$BATS_TEST_TMPDIR/log" \
				"$mode" "$SEIZE_TEST_PROGS/seccomp" "$action" >/dev/null
			normalise "$BATS_TEST_TMPDIR/log" | sed -E 's/0x[0-9a-f]+/0xX/g' >"$BATS_TEST_TMPDIR/$mode"
		done
		diff -u "$BATS_TEST_TMPDIR/--no-seccomp-bpf" "$BATS_TEST_TMPDIR/--seccomp-bpf"
		grep -qE '^(seccomp\(SECCOMP_SET_MODE_FILTER|prctl\(PR_SET_SECCOMP), .* = 0$' "$BATS_TEST_TMPDIR/--seccomp-bpf" ||
			fail "$action: no installation in the trace"
	done
}

@test "seize's filter stops numbers the table does not name, whatever is traced" {
	local set
	for set in none getpid '!write'; do
		run --separate-stderr "$SEIZE" -f -e trace="$set" -o "$BATS_TEST_TMPDIR/log" \
			sh -c 'grep ^Seccomp: /proc/$$/status >&2; exec "$0"' "$SEIZE_TEST_PROGS/nsyscalls"
		assert_success
		[ "$stderr" = "Seccomp:	2" ] || fail "-e trace=$set: not under the filter: $stderr"
		diff -u <(echo "$output") <(sed -n -E 's/^[0-9]+ +//; /^syscall_0x/p' "$BATS_TEST_TMPDIR/log") ||
			fail "-e trace=$set: the unknown numbers did not stop"
	done
}
