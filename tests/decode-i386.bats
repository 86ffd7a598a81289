#!/usr/bin/env bats
# 32-bit tracees: i386 programs and int $0x80, decoded with the i386
# table and layouts; strace's personality lines, @32 qualifiers, -c tables.

load lib/decode

need_m32() {
	[ -x "$SEIZE_TEST_PROGS/$1" ] ||
		skip "no i386 test program: the compiler cannot build -m32 (Debian: gcc-multilib)"
}

@test "an i386 program: stat64, _llseek, iovecs, mmap2, socketcall, rt_sigaction, execve" {
	need_m32 i386-io-m32
	check_prog i386-io-m32
}

@test "a static i386 program: the same calls" {
	need_m32 i386-static-m32
	check_prog i386-static-m32
}

@test "int \$0x80 from a 64-bit program: i386 numbers and registers, then x86_64's" {
	check_prog int80
}

@test "personality lines: int \$0x80 switches, strace's words, -q leaves them out" {
	run --separate-stderr "$SEIZE" -e trace=getpid@32,close@64 "$SEIZE_TEST_PROGS/int80"
	[ "$status" -eq 0 ]
	pid=$(printf '%s\n' "$stderr" | sed -n 's/^getpid() *= \([0-9]*\)$/\1/p')
	[ -n "$pid" ]
	# the harness's own descriptors are closed too: close(5)
	run sh -c 'printf "%s\n" "$1" | grep -Ev "^close\([0-9]"' _ "$stderr"
	expected="[ Process PID=$pid runs in 32 bit mode. ]
getpid()                                = $pid"
	for i in 1 2 3 4 5; do
		expected="$expected
[ Process PID=$pid runs in 64 bit mode. ]"
		[ $i -eq 5 ] || expected="$expected
[ Process PID=$pid runs in 32 bit mode. ]"
	done
	expected="$expected
close(-1)                               = -1 EBADF (Bad file descriptor)
+++ exited with 0 +++"
	assert_output "$expected"
	run --separate-stderr "$SEIZE" -q -e trace=getpid@32 "$SEIZE_TEST_PROGS/int80"
	[[ "$stderr" =~ ^getpid\(\)\ +=\ [0-9]+$'\n'"+++ exited with 0 +++"$ ]] || fail "$stderr"
	run --separate-stderr "$SEIZE" -e quiet=personality -e trace=getpid "$SEIZE_TEST_PROGS/int80"
	refute_output --partial "bit mode"
	[[ "$stderr" != *"bit mode"* ]]
}

@test "-f from a 64-bit shell into an i386 child: its lines say the switch" {
	need_m32 i386-static-m32
	run --separate-stderr "$SEIZE" -f -e trace=execve,getpid -e signal=none \
		sh -c "\"$SEIZE_TEST_PROGS/i386-static-m32\" > /dev/null; echo \$? > /dev/null"
	[ "$status" -eq 0 ]
	printf '%s\n' "$stderr" | grep -Eq '^\[pid +([0-9]+)\] \[ Process PID=[0-9]+ runs in 32 bit mode\. \]$' ||
		fail "no personality line: $stderr"
	printf '%s\n' "$stderr" | grep -Eq '^\[pid +[0-9]+\] execve\("/nonexistent/i386", \["a", "b"\], 0x[0-9a-f]+ /\* 1 var \*/\) = -1 ENOENT' ||
		fail "the i386 execve is not decoded: $stderr"
}

@test "-e trace=NAME@32, @64, @x32: each personality's own calls" {
	run --separate-stderr "$SEIZE" -e trace=close@32 "$SEIZE_TEST_PROGS/int80"
	[ "$status" -eq 0 ]
	run sh -c 'printf "%s\n" "$1" | grep -v "bit mode"' _ "$stderr"
	assert_output "close(-1)                               = -1 EBADF (Bad file descriptor)
+++ exited with 0 +++"
	# the x86_64 close(-1) alone, and the harness's close(5)
	run --separate-stderr "$SEIZE" -e trace=close@64 "$SEIZE_TEST_PROGS/int80"
	run sh -c 'printf "%s\n" "$1" | grep -c "^close(-1)"' _ "$stderr"
	[ "$output" = 1 ]
	run "$SEIZE" -e trace=close@x32 -o /dev/null true
	[ "$status" -eq 0 ]
	run "$SEIZE" -e trace=close@16 true
	[ "$status" -ne 0 ]
	assert_output --partial "incorrect personality designator '16' in qualification 'close@16'"
}

@test "the seccomp filter stops at traced i386 calls, by their own numbers, with -f" {
	run --separate-stderr "$SEIZE" -f --seccomp-bpf -e trace=getpid@32,dup2 "$SEIZE_TEST_PROGS/int80"
	[ "$status" -eq 0 ]
	run sh -c 'printf "%s\n" "$1" | grep -v "bit mode"' _ "$stderr"
	[[ "${lines[0]}" =~ ^getpid\(\)\ +=\ [0-9]+$ ]]
	assert_line "dup2(-1, 1000)                          = -1 EBADF (Bad file descriptor)"
	[ "${#lines[@]}" -eq 3 ]
	# x86_64's writev is 20, i386's getpid: never stopped at for it
	run --separate-stderr "$SEIZE" -f --seccomp-bpf -e trace=writev "$SEIZE_TEST_PROGS/int80"
	[ "$stderr" = "+++ exited with 0 +++" ]
}

@test "-c: a table for each personality, under strace's heading" {
	run --separate-stderr "$SEIZE" -c -e trace=getpid,close "$SEIZE_TEST_PROGS/int80"
	[ "$status" -eq 0 ]
	printf '%s\n' "$stderr" | grep -qx 'System call usage summary for 32 bit mode:' ||
		fail "no 32-bit table: $stderr"
	# the 32-bit table comes second and holds the i386 calls
	run sh -c 'printf "%s\n" "$1" | sed -n "/32 bit mode:/,\$p" | grep -Ec " (getpid|close)$"' _ "$stderr"
	[ "$output" = 2 ]
}

@test "JSON: an i386 call says its arch" {
	run --separate-stderr "$SEIZE" -j -e trace=getpid@32 "$SEIZE_TEST_PROGS/int80"
	[ "$status" -eq 0 ]
	printf '%s\n' "$stderr" | grep -q '"event":"personality".*"arch":"i386"' || fail "$stderr"
	printf '%s\n' "$stderr" | grep -q '"name":"getpid","nr":20,"arch":"i386","args":\[\]' || fail "$stderr"
}
