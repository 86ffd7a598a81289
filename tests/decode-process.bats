#!/usr/bin/env bats
# The process family: execve, clone and wait, credentials, prctl, resources.

load lib/decode

@test "execve and execveat: argv cut at -s, envp counted, unreadable memory" {
	check_prog_lines process
}

@test "execve: -s cuts both the argument strings and their number" {
	run --separate-stderr "$SEIZE" -s 4 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/process"
	assert_success
	run grep -c '^execve("/nonexistent/x", \["q", "q", "q", "q", \.\.\.\], ' "$BATS_TEST_TMPDIR/log"
	assert_output 2
	run grep -c '^execve("/nonexistent/x", \["0123"\.\.\.\], ' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "the traced command's own execve and the one it makes" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" env -i A=1 B=2 /bin/true x
	assert_success
	run grep -c '^execve("[^"]*/env", \["env", "-i", "A=1", "B=2", "/bin/true", "x"\], 0x[0-9a-f]* /\* [0-9]* vars \*/) = 0$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '^execve("/bin/true", \["/bin/true", "x"\], 0x[0-9a-f]* /\* 2 vars \*/) = 0$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "clone, clone3, fork, vfork, wait4, waitid" {
	check_prog_lines process-wait
}

@test "-f: clone and wait4 lines cut by a child's line resume with the rest" {
	run "$SEIZE" -f -o "$BATS_TEST_TMPDIR/log" sh -c '/bin/true | /bin/true'
	assert_success
	local pid='^[0-9]+ +'
	local clone='clone\(child_stack=NULL, flags=CLONE_CHILD_CLEARTID\|CLONE_CHILD_SETTID\|SIGCHLD'
	local tidptr=', child_tidptr=0x[0-9a-f]+\) += [0-9]+$'
	# each clone is whole, or cut and resumed with its child_tidptr
	run grep -Ec "$pid($clone$tidptr|<\.\.\. clone resumed>$tidptr)" "$BATS_TEST_TMPDIR/log"
	assert_output 2
	run grep -Ec "$pid$clone <unfinished \.\.\.>$" "$BATS_TEST_TMPDIR/log"
	local cut=$output
	run grep -Ec "$pid<\.\.\. clone resumed>" "$BATS_TEST_TMPDIR/log"
	assert_output "$cut"
	run grep -Ec "$pid(wait4\(-1, |<\.\.\. wait4 resumed>)\[\{WIFEXITED\(s\) && WEXITSTATUS\(s\) == 0\}\], 0, NULL\) += [0-9]+$" "$BATS_TEST_TMPDIR/log"
	assert_output 2
}

@test "credentials: ids, groups, capabilities, signals to processes" {
	check_prog process-creds
}

@test "capability sets under -X raw and verbose: each word a number, as strace 6.1" {
	run "$SEIZE" -X raw -e trace=capset -o "$BATS_TEST_TMPDIR/raw" "$SEIZE_TEST_PROGS/process-creds"
	assert_success
	run head -n 2 "$BATS_TEST_TMPDIR/raw"
	assert_output - <<-'EOF'
		capset({version=0x20080522, pid=1}, {effective=0x21, permitted=0x80000021|0x80000020, inheritable=0x80}) = -1 EPERM (Operation not permitted)
		capset({version=0x19980330, pid=1}, {effective=0x21, permitted=0x80000021, inheritable=0}) = -1 EPERM (Operation not permitted)
	EOF
	run "$SEIZE" -X verbose -e trace=capset -o "$BATS_TEST_TMPDIR/verbose" "$SEIZE_TEST_PROGS/process-creds"
	run head -n 1 "$BATS_TEST_TMPDIR/verbose"
	assert_output 'capset({version=0x20080522 /* _LINUX_CAPABILITY_VERSION_3 */, pid=1}, {effective=0x21 /* 1<<CAP_CHOWN|1<<CAP_KILL */, permitted=0x80000021 /* 1<<CAP_CHOWN|1<<CAP_KILL|1<<CAP_SETFCAP */|0x80000020 /* 1<<CAP_AUDIT_READ|0x80000000 */, inheritable=0x80 /* 1<<CAP_BPF */}) = -1 EPERM (Operation not permitted)'
	# the JSON: one 64-bit set, the high word's bits in place (jq would
	# round these numbers: the text is compared)
	run "$SEIZE" -j -e trace=capset -o "$BATS_TEST_TMPDIR/json" "$SEIZE_TEST_PROGS/process-creds"
	run grep -m1 -o '"permitted":{[^}]*}' "$BATS_TEST_TMPDIR/json"
	assert_output '"permitted":{"flags":["1<<CAP_CHOWN","1<<CAP_KILL","1<<CAP_SETFCAP","1<<CAP_AUDIT_READ"],"unknown":9223372036854775808,"value":9223372176441212961}'
}

@test "prctl and arch_prctl" {
	check_prog_lines process-prctl
}

@test "resources, scheduling, getrandom, personality, pidfds, seccomp, namespaces" {
	check_prog_lines process-res
}

@test "ptrace: requests, struct user offsets, results" {
	check_prog process-ptrace
}

@test "prctl: the arm64 options, PR_SET_NAME's cut, int arguments, under every -X" {
	check_prog prctl-options
	SEIZE_XLAT=raw check_prog prctl-options -X raw
	SEIZE_XLAT=verbose check_prog prctl-options -X verbose
}

@test "ioprio_get, prctl: the names after a return value, which -X raw leaves out, under every -X" {
	check_prog xraw2-aux
	SEIZE_XLAT=raw check_prog xraw2-aux -X raw
	SEIZE_XLAT=verbose check_prog xraw2-aux -X verbose
}

@test "ioprio_get, prctl: the JSON keeps what -X raw leaves out of the text" {
	run --separate-stderr "$SEIZE" -j -X raw -e trace=ioprio_get,prctl -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/xraw2-aux"
	assert_success
	run grep -c '"name":"ioprio_get".*"return":16388,"after_return":\[{"call":"IOPRIO_PRIO_VALUE","args":\[{"name":"IOPRIO_CLASS_BE","value":2},4\]}\]}$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -c '"return":16,"after_return":\[{"flags":\["SECBIT_KEEP_CAPS"\],"unknown":0,"value":16}\]}$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
	load lib/json-schema
	run validate "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "arch_prctl: -X raw leaves out the xfeature's comment, as strace does" {
	run "$SEIZE" -X raw -e trace=arch_prctl -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/process-prctl"
	run grep -c '^arch_prctl(0x1023, 0xb) ' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "add_key, request_key, keyctl: serials, KEY_SPEC_* names, buffers at exit, per command" {
	check_prog keys
	SEIZE_XLAT=raw check_prog keys -X raw
	SEIZE_XLAT=verbose check_prog keys -X verbose
}

@test "-v shows struct rusage in full (getrusage, wait4, waitid); -y shows kcmp's descriptors" {
	check_prog xraw-rusage -v -y
	SEIZE_RUSAGE=abbrev check_prog xraw-rusage
}

@test "pidfd_getfd: -y describes the descriptor in the pidfd's process, not the caller's" {
	check_prog process-pidfd -y
}

@test "keyctl DESCRIBE under -x: the description's NUL shows as \\x00, as strace does" {
	run --separate-stderr "$SEIZE" -x -e trace=keyctl -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/keys"
	assert_success
	local hex='\\x75\\x73\\x65\\x72\\x3b\\x30\\x3b\\x30\\x3b\\x33\\x66\\x30\\x31\\x30\\x30\\x30\\x30\\x3b\\x73\\x65\\x69\\x7a\\x65\\x2d\\x6b\\x65\\x79\\x00'
	run grep -cE "^keyctl\(KEYCTL_DESCRIBE, [0-9]+, \"$hex\", 256\) += 28\$" "$BATS_TEST_TMPDIR/log"
	assert_output 1
	# cut at the buffer's 4 bytes, no NUL among them: plain text
	run grep -cE '^keyctl\(KEYCTL_DESCRIBE, [0-9]+, "user", 4\) += 28$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}
