#!/usr/bin/env bats
# -e inject= and -e fault=: tests/progs/inject.c checks that the program
# really saw what was asked (errno, return value, a file left by a skipped
# unlinkat, a handler that ran, a delay) and prints the lines seize must
# write; tests/progs/inject-detach.c that a detach leaves nothing tampered.

load lib/decode
load lib/bg
load lib/poll
load lib/json-schema

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-120}

FAULT_OPTS=(-e trace=unlinkat,chdir,fchdir -e fault=unlinkat:error=ENOENT:when=2
	-e inject=chdir:retval=42:when=2..3 -e fault=fchdir:when=1+2:syscall=getppid)
SIGNAL_OPTS=(-e trace=getppid,getuid -e inject=getppid:signal=SIGUSR1:when=2
	-e inject=getuid:error=EPERM:signal=SIGUSR2:when=1)

@test "fault and retval: skipped calls, the third of them, replaced by syscall=" {
	cd "$BATS_TEST_TMPDIR"
	INJECT_CASE=fault check_prog inject "${FAULT_OPTS[@]}"
}

@test "the same with -f: at seize's seccomp stops" {
	cd "$BATS_TEST_TMPDIR"
	INJECT_PID_PREFIX=1 INJECT_CASE=fault check_prog inject -f --seccomp-bpf "${FAULT_OPTS[@]}"
}

@test "the same with the registers instead of PTRACE_SET_SYSCALL_INFO" {
	cd "$BATS_TEST_TMPDIR"
	SEIZE_TEST_NO_SET_SYSCALL_INFO=1 INJECT_CASE=fault check_prog inject "${FAULT_OPTS[@]}"
	SEIZE_TEST_NO_SET_SYSCALL_INFO=1 INJECT_PID_PREFIX=1 INJECT_CASE=fault \
		check_prog inject -f "${FAULT_OPTS[@]}"
}

@test "-X raw and -X verbose: the same notes" {
	cd "$BATS_TEST_TMPDIR"
	INJECT_XLAT=raw INJECT_CASE=fault check_prog inject -X raw "${FAULT_OPTS[@]}"
	INJECT_XLAT=verbose INJECT_CASE=fault check_prog inject -X verbose "${FAULT_OPTS[@]}"
}

@test "signal=: delivered with the call, with and without error=" {
	INJECT_CASE=signal check_prog inject "${SIGNAL_OPTS[@]}"
}

@test "signal= under the seccomp filter: delivered all the same" {
	INJECT_PID_PREFIX=1 INJECT_CASE=signal check_prog inject -f "${SIGNAL_OPTS[@]}"
}

@test "delay_enter= and delay_exit=: (DELAYED), and the program waited" {
	INJECT_CASE=delay check_prog inject -e trace=getppid \
		-e inject=getppid:delay_enter=300ms:delay_exit=0.2s:when=2..3
}

@test "poke_enter= and poke_exit=: the memory changed, (INJECTED: args)" {
	INJECT_CASE=poke check_prog inject -e trace=write,recvfrom \
		-e inject=write:poke_enter=@arg2=4a:when=1 \
		-e inject=recvfrom:poke_exit=@arg2=5859:when=1
}

@test "-f: a child counts its calls from zero, as in strace" {
	INJECT_CASE=children check_prog inject -f -e trace=chdir -e inject=chdir:retval=9:when=2
}

@test "calls not traced are not tampered with, as in strace 6.1" {
	INJECT_CASE=untraced check_prog inject -e trace=getppid -e inject=chdir:error=EPERM
	INJECT_PID_PREFIX=1 INJECT_CASE=untraced check_prog inject -f -e trace=getppid \
		-e inject=chdir:error=EPERM
}

@test "-j: the tampering as members the schema knows" {
	cd "$BATS_TEST_TMPDIR"
	INJECT_CASE=fault run --separate-stderr "$SEIZE" -j -o fault.json "${FAULT_OPTS[@]}" "$P/inject"
	assert_success
	INJECT_CASE=poke run --separate-stderr "$SEIZE" -j -o poke.json -e trace=write,recvfrom \
		-e inject=write:poke_enter=@arg2=4a:delay_exit=1ms:when=1 \
		-e inject=recvfrom:poke_exit=@arg2=5859:when=1 "$P/inject"
	assert_success
	run validate fault.json poke.json
	assert_success
	run grep -c '"name":"unlinkat".*"errno":"ENOENT".*"injected":true' fault.json
	assert_output 1
	run grep -c '"name":"chdir".*"return":42,"injected":true' fault.json
	assert_output 2
	run grep -c '"name":"write".*"injected_args":true,"delayed":true' poke.json
	assert_output 1
}

@test "bad specs: strace's one line, exit 1" {
	local arg
	for arg in chdir chdir:when=0 chdir:error=4096 chdir:error=1:retval=0 \
		   chdir:signal=1:signal=2 chdir:syscall=chdir chdir:when=24..23 \
		   chdir:poke_enter=@arg1=000 chdir:poke_enter=@arg8=00 \
		   chdir:delay_enter=-1 chdir:delay_enter=0x10 chdir:retval=0x10000000000000000 \
		   nosuch:invalid; do
		run --separate-stderr "$SEIZE" -e inject="$arg" true
		assert_failure 1
		[ "$stderr" = "seize: invalid inject argument '$arg'" ] || fail "$arg: $stderr"
	done
	for arg in chdir:retval=0 chdir:signal=1 chdir:delay_enter=1 chdir:42; do
		run --separate-stderr "$SEIZE" --fault="$arg" true
		assert_failure 1
		[ "$stderr" = "seize: invalid fault argument '$arg'" ] || fail "$arg: $stderr"
	done
	run --separate-stderr "$SEIZE" -e inject=nosuch:error=1 true
	assert_failure 1
	[ "$stderr" = "seize: invalid system call 'nosuch'" ] || fail "$stderr"
	run --separate-stderr "$SEIZE" -e fault= true
	assert_failure 1
	[ "$stderr" = "seize: invalid system call ''" ] || fail "$stderr"
}

@test "good specs: when= forms, names in any case, strace's retval warnings" {
	local arg
	for arg in chdir:error=enoent:when=3..5+2 chdir:error=ERESTARTSYS:when=3+ \
		   chdir:signal=usr1:when=65535 chdir:retval=0x10:when=1..65534 \
		   chdir:delay_exit=1.5ms:syscall=getpid chdir:poke_exit=,@arg1=0A0b, \
		   '?nosuch:error=1' chdir:error=1::when=3; do
		run --separate-stderr "$SEIZE" -o /dev/null -e inject="$arg" true
		assert_success
		[ -z "$stderr" ] || fail "$arg: $stderr"
	done
	run --separate-stderr "$SEIZE" -o /dev/null -e inject=chdir:retval=-1 true
	assert_success
	[ "$stderr" = "seize: Inadvertent injection of error 1 is possible for retval=18446744073709551615" ] ||
		fail "$stderr"
	run --separate-stderr "$SEIZE" -o /dev/null -e inject=chdir:retval=4294967295 true
	[ "$stderr" = "seize: Inadvertent injection of error 1 is possible in compat personality for retval=4294967295" ] ||
		fail "$stderr"
	run --separate-stderr "$SEIZE" -o /dev/null -e inject=chdir:retval=-4096 true
	[ "$stderr" = "seize: Injected return value 18446744073709547520 will be clipped to 4294963200 in compat personality" ] ||
		fail "$stderr"
}

# detach_prog_says LINE: inject-detach printed LINE
detach_prog_says() {
	grep -qx "$1" "$T/prog.out"
}

@test "seize -p, ^C while every call is skipped: nothing tampered after the detach" {
	local round
	for round in 1 2 3 4 5; do
		"$P/inject-detach" >"$T/prog.out" &
		local prog=$!
		BG+=("$prog")
		poll_until "inject-detach running" grep -q . "$T/prog.out"
		timeout -s KILL 30 "$SEIZE" -p "$prog" -o "$T/trace" -e trace=getppid \
			-e inject=getppid:error=EPERM 2>/dev/null &
		local tracer=$!
		BG+=("$tracer")
		poll_until "the first EPERM" detach_prog_says attached
		kill -INT "$tracer"
		wait "$tracer" || true
		local status=0
		wait "$prog" || status=$?
		[ "$status" -eq 0 ] || fail "round $round: inject-detach: $status: $(cat "$T/prog.out")"
		grep -q 'getppid() *= -1 EPERM (Operation not permitted) (INJECTED)$' "$T/trace"
	done
}
