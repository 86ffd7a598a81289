#!/usr/bin/env bats
# -e trace/signal/status/quiet, -z/-Z, --list-syscalls and the seccomp filter.

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll

bats_require_minimum_version 1.5.0
SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

# Both tracers with the same options on the same command; addresses, which
# differ from run to run, are masked.
same_as_strace() {
	local a=$BATS_TEST_TMPDIR/strace.out b=$BATS_TEST_TMPDIR/seize.out
	strace "$@" -o "$a" -- /bin/cat /etc/hostname /nonexistent >/dev/null 2>&1 || true
	"$SEIZE" "$@" -o "$b" -- /bin/cat /etc/hostname /nonexistent >/dev/null 2>&1 || true
	sed -i -E 's/0x[0-9a-f]{6,}/ADDR/g; s/\/\* [0-9]+ vars \*\//VARS/' "$a" "$b"
	run diff -u "$a" "$b"
	assert_success
	[ -s "$b" ]
}

@test "-e trace=NAMES prints exactly strace's lines" {
	same_as_strace -e trace=openat,close,read
}

@test "-e NAME, negation, classes and regexes select as strace does" {
	same_as_strace -e openat
	same_as_strace -e 'trace=!openat,mmap,mprotect,newfstatat,pread64,read,fstat,brk,arch_prctl,set_tid_address,set_robust_list,rseq,prlimit64,munmap,getrandom,access,fadvise64,close,write,execve'
	same_as_strace -e 'trace=/^(open|close)'
	same_as_strace -e trace=%file
	same_as_strace -e trace=file
	same_as_strace -e trace=%desc
	same_as_strace -e trace=%memory
	same_as_strace -e 'trace=?nosuchcall,openat'
}

@test "-z and -Z print only successful or failed calls" {
	same_as_strace -z -e trace=openat,close
	same_as_strace -Z -e trace=openat,close
	same_as_strace -e status=failed
	same_as_strace -e status=successful,failed -e trace=openat
}

@test "-e signal= selects the signal lines" {
	# As strace: the death by a signal left out is not told either...
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" -e trace=none -e signal=none sh -c 'kill -USR1 $$'
	assert_failure 138
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output ''
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" -e trace=none -e signal='!USR1' sh -c 'kill -USR1 $$'
	assert_failure 138
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output ''
	# ... but -qq, which hides the exits, does not hide it.
	run "$SEIZE" -qq -o "$BATS_TEST_TMPDIR/log" -e trace=none -e signal=USR2 sh -c 'kill -USR1 $$'
	assert_failure 138
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output ''
	run "$SEIZE" -qq -o "$BATS_TEST_TMPDIR/log" -e trace=none -e signal=USR1 sh -c 'kill -USR1 $$'
	assert_failure 138
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ killed by SIGUSR1 +++'
	run "$SEIZE" -qq -o "$BATS_TEST_TMPDIR/log" -e trace=none sh -c 'exit 3'
	assert_failure 3
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output ''
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" -e trace=none -e signal=USR1 sh -c 'trap "" USR1; kill -USR2 $$; echo'
	run "$SEIZE" -qq -o "$BATS_TEST_TMPDIR/log" -e trace=none -e 'signal=!SIGUSR2' sh -c 'trap "" USR2 TERM; kill -USR2 $$; kill -TERM $$'
	assert_success
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output --regexp '^--- SIGTERM \{si_signo=SIGTERM, si_code=SI_USER, si_pid=[0-9]+, si_uid=[0-9]+\} ---$'
}

@test "-e quiet=exit and -qq hide the exit line; -e quiet=none keeps it" {
	run "$SEIZE" -e quiet=exit -e trace=none -o "$BATS_TEST_TMPDIR/log" true
	assert_success
	[ ! -s "$BATS_TEST_TMPDIR/log" ]
	run "$SEIZE" -qq -e quiet=none -e trace=none -o "$BATS_TEST_TMPDIR/log" true
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
	# strace's other spellings of --quiet
	local o
	for o in --quiet=exit --silent=exit --silence=exit; do
		run "$SEIZE" "$o" -e trace=none -o "$BATS_TEST_TMPDIR/log" true
		assert_success
		[ ! -s "$BATS_TEST_TMPDIR/log" ] || fail "$o: $(cat "$BATS_TEST_TMPDIR/log")"
	done
}

@test "--list-syscalls expands sets from the table" {
	run "$SEIZE" --list-syscalls=/^clock_
	assert_success
	assert_output "clock_settime
clock_gettime
clock_getres
clock_nanosleep
clock_adjtime"
	run "$SEIZE" --list-syscalls=%net
	assert_success
	assert_line socket
	assert_line recvmsg
	refute_line openat
	run "$SEIZE" --list-syscalls
	assert_success
	# every row of the table: the header's syscalls and the newer ones (nr=)
	[ "${#lines[@]}" -eq "$(grep -c '^[a-z_]' "$BATS_TEST_DIRNAME/../src/syscalls.tbl")" ]
}

@test "bad sets and qualifiers: one-line errors, exit 1" {
	run --separate-stderr "$SEIZE" -e trace=nosuchcall true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid system call 'nosuchcall'" ]
	run --separate-stderr "$SEIZE" -e trace=%nosuchclass true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid system call '%nosuchclass'" ]
	run --separate-stderr "$SEIZE" -e 'trace=/(' true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid regular expression '('" ]
	run --separate-stderr "$SEIZE" -e signal=SIGNOPE true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid signal 'SIGNOPE'" ]
	run --separate-stderr "$SEIZE" -e status=maybe true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid status 'maybe'" ]
	run --separate-stderr "$SEIZE" -e quiet=loud true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid quiet 'loud'" ]
	run --separate-stderr "$SEIZE" -e color=red true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -e qualifier 'color'" ]
}

@test "-f with a partial trace set runs the command under the seccomp filter, inherited by children" {
	run "$SEIZE" -f -qq -o /dev/null -e trace=openat sh -c 'grep ^Seccomp: /proc/$$/status; sh -c "grep ^Seccomp: /proc/\$\$/status"'
	assert_success
	assert_output "Seccomp:	2
Seccomp:	2"
	run "$SEIZE" -f -qq -o /dev/null --no-seccomp-bpf -e trace=openat sh -c 'grep ^Seccomp: /proc/$$/status'
	assert_output "Seccomp:	0"
	run "$SEIZE" -f -qq -o /dev/null sh -c 'grep ^Seccomp: /proc/$$/status'
	assert_output "Seccomp:	0"
}

@test "without -f no filter: the command's children are free, untraced and unfiltered" {
	run "$SEIZE" -qq -o /dev/null -e trace=openat sh -c 'grep -E "^(Seccomp|TracerPid):" /proc/$$/status | sed "/^TracerPid/s/[0-9][0-9]*$/N/"; sh -c "grep -E \"^(Seccomp|TracerPid):\" /proc/\$\$/status"'
	assert_success
	assert_output "TracerPid:	N
Seccomp:	0
TracerPid:	0
Seccomp:	0"
}

@test "the seccomp filter does not change what is printed, with -f too" {
	local cmd='for i in 1 2; do cat /etc/hostname /nonexistent; done 2>/dev/null; exit 0'
	"$SEIZE" -f -e trace=openat,execve,exit_group -o "$BATS_TEST_TMPDIR/a" sh -c "$cmd" >/dev/null
	"$SEIZE" -f --no-seccomp-bpf -e trace=openat,execve,exit_group -o "$BATS_TEST_TMPDIR/b" sh -c "$cmd" >/dev/null
	sed -i -E "s/^[0-9]+ +//; s/0x[0-9a-f]+/ADDR/g; s/si_pid=[0-9]+/si_pid=PID/; s|si_([us]time)=[0-9]+( /\\* [0-9.]+ s \\*/)?|si_\\1=T|g" "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	# A child's exit and its parent's SIGCHLD are reported in either
	# order: compare the lines, not their interleaving.
	run diff -u <(sort "$BATS_TEST_TMPDIR/a") <(sort "$BATS_TEST_TMPDIR/b")
	assert_success
	run grep -c '^openat(AT_FDCWD, "/etc/hostname", O_RDONLY) = [0-9][0-9]*$' "$BATS_TEST_TMPDIR/a"
	assert_output 2
}

@test "without -f the children run normally and are not printed" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" -e trace=openat sh -c 'cat /etc/hostname; sh -c "exit 3"'
	assert_failure 3
	assert_output "$(cat /etc/hostname)"
	run grep -c hostname "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run grep -c '^\[pid\|^[0-9]' "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 3 +++'
}

@test "without -f the command's background child is not waited for: seize returns while it runs" {
	local t0=$SECONDS
	run --separate-stderr "$SEIZE" -o "$BATS_TEST_TMPDIR/log" -e trace=openat sh -c 'sleep 5 >/dev/null 2>&1 & echo $! >"$1"; exit 0' sh "$BATS_TEST_TMPDIR/pid"
	assert_success
	local child
	child=$(cat "$BATS_TEST_TMPDIR/pid")
	# Returned, and the child is still there, untraced: seize did not wait.
	# (Its comm may still be sh: the fork may not have reached execve.)
	state_in "$child" SR || fail "the background child is in state $(proc_state "$child"): seize waited for it"
	[[ $(tracer_pid "$child") == 0 ]] || fail "the background sleep is traced"
	kill "$child"
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
}

@test "without -f a child may be traced by another: PTRACE_TRACEME succeeds, as untraced; -f refuses it as strace -f" {
	run "$P/traceme"
	assert_output 'traceme: 0'
	run "$SEIZE" -o /dev/null -e trace=openat "$P/traceme"
	assert_success
	assert_output 'traceme: 0'
	run "$SEIZE" -o /dev/null "$P/traceme"
	assert_output 'traceme: 0'
	run "$SEIZE" -f -o /dev/null -e trace=openat "$P/traceme"
	assert_output 'traceme: EPERM'
}

# unknown_lines SEIZE-OPTIONS...: run tests/progs/nsyscalls, leave what it
# expects in $BATS_TEST_TMPDIR/expected and the trace's syscall_0x... lines,
# pids cut, in $BATS_TEST_TMPDIR/unknown.
unknown_lines() {
	run --separate-stderr "$SEIZE" "$@" -o "$BATS_TEST_TMPDIR/trace" "$P/nsyscalls"
	assert_success
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/expected"
	sed -n -E 's/^[0-9]+ +//; /^syscall_0x/p' "$BATS_TEST_TMPDIR/trace" >"$BATS_TEST_TMPDIR/unknown"
}

@test "numbers the table does not name are traced under any set, as strace 6.1" {
	local set mode
	for set in all '!none' '!write' none write %file '/^read$' 1 '?500'; do
		for mode in "" -f "-f --no-seccomp-bpf"; do
			# shellcheck disable=SC2086
			unknown_lines $mode -e trace="$set"
			run diff -u "$BATS_TEST_TMPDIR/expected" "$BATS_TEST_TMPDIR/unknown"
			[ "$status" -eq 0 ] || fail "-e trace=$set $mode: $output"
		done
	done
	# Without -e trace= too.
	unknown_lines
	run diff -u "$BATS_TEST_TMPDIR/expected" "$BATS_TEST_TMPDIR/unknown"
	assert_success
	# Exactly two lines, ENOSYS.
	run grep -c '^syscall_0x\(3ff\|1f4\)(0xface0fedbadc0ded, 0x1, 0x7fffffff, 0xffffffffffffffff, 0, 0xdeadbeef) = -1 ENOSYS (Function not implemented)$' "$BATS_TEST_TMPDIR/unknown"
	assert_output 2
}

@test "numbers the table does not name: the same lines as strace, the set left out" {
	command -v strace >/dev/null || skip "strace is not installed"
	local set
	for set in none '!write,set_tid_address,getrandom' write; do
		strace -e trace="$set" -o "$BATS_TEST_TMPDIR/st" "$P/nsyscalls" >/dev/null
		"$SEIZE" -e trace="$set" -o "$BATS_TEST_TMPDIR/sz" "$P/nsyscalls" >/dev/null
		run diff <(grep -v '^execve(' "$BATS_TEST_TMPDIR/st" | sed -E 's/0x[0-9a-f]{8,}/ADDR/g') \
			<(grep -v '^execve(' "$BATS_TEST_TMPDIR/sz" | sed -E 's/0x[0-9a-f]{8,}/ADDR/g')
		[ "$status" -eq 0 ] || fail "-e trace=$set: $output"
	done
}

@test "-c: numbers the table does not name have no row, as in strace" {
	run --separate-stderr "$SEIZE" -c -o "$BATS_TEST_TMPDIR/table" "$P/nsyscalls"
	assert_success
	run grep -c 'syscall_' "$BATS_TEST_TMPDIR/table"
	assert_output 0
	run grep -cE ' write$' "$BATS_TEST_TMPDIR/table"
	assert_output 1
}

@test "-e trace=NUMBER names the table's syscall of that number, as strace" {
	run --separate-stderr "$SEIZE" -e trace=1 -o "$BATS_TEST_TMPDIR/trace" /bin/echo hi
	assert_success
	run sed -E '/^\+\+\+/d; s/\(.*//' "$BATS_TEST_TMPDIR/trace"
	assert_output write
	run --separate-stderr "$SEIZE" -e trace=500 true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid system call '500'" ]
	run --separate-stderr "$SEIZE" -e trace=1x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid system call '1x'" ]
}

@test "-e trace=NAME@64: strace's personality designator; @32 and @x32 are the other tables' calls" {
	local spec
	for spec in write@64 1@64 '/^wri@64' '?nosuch@64,write'; do
		run --separate-stderr "$SEIZE" -e trace="$spec" -o "$BATS_TEST_TMPDIR/trace" /bin/echo hi
		assert_success
		run sed -E '/^\+\+\+/d; s/\(.*//' "$BATS_TEST_TMPDIR/trace"
		assert_output write
	done
	"$SEIZE" -e trace=%desc@64 -o "$BATS_TEST_TMPDIR/a" /bin/echo hi
	"$SEIZE" -e trace=%desc -o "$BATS_TEST_TMPDIR/b" /bin/echo hi
	run diff <(sed 's/(.*//' "$BATS_TEST_TMPDIR/a") <(sed 's/(.*//' "$BATS_TEST_TMPDIR/b")
	assert_success
	[ "$(wc -l < "$BATS_TEST_TMPDIR/a")" -gt 5 ]
	run --separate-stderr "$SEIZE" -e trace=getpid@65 true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: incorrect personality designator '65' in qualification 'getpid@65'" ]
	# a 64-bit program makes no i386 or x32 write (decode-i386.bats has
	# programs that do)
	for spec in write@32 write@x32; do
		run --separate-stderr "$SEIZE" -e trace="$spec" -o "$BATS_TEST_TMPDIR/trace" /bin/echo hi
		assert_success
		run sed -E '/^\+\+\+/d' "$BATS_TEST_TMPDIR/trace"
		assert_output ""
	done
}

@test "-e verbose=SET, negated, none and all: structs of the others as addresses, as strace" {
	local set
	for set in all none '!none' '!all' execve '!execve' newfstatat '!newfstatat' '%file' '!%desc' 59; do
		same_as_strace -e trace=execve,newfstatat,fstat -e verbose="$set"
	done
	# The sets do select: a stat struct shown, then not.
	"$SEIZE" -e trace=newfstatat -e verbose='!execve' -o "$BATS_TEST_TMPDIR/v" /bin/cat /etc/hostname >/dev/null
	grep -q '^newfstatat([0-9]*, "", {st_mode=' "$BATS_TEST_TMPDIR/v" || fail "no struct: $(cat "$BATS_TEST_TMPDIR/v")"
	"$SEIZE" -e trace=newfstatat -e verbose='!newfstatat' -o "$BATS_TEST_TMPDIR/v" /bin/cat /etc/hostname >/dev/null
	grep -q '^newfstatat([0-9]*, "", 0x[0-9a-f]*, AT_EMPTY_PATH) = 0$' "$BATS_TEST_TMPDIR/v" || fail "a struct: $(cat "$BATS_TEST_TMPDIR/v")"
}
