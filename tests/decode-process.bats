#!/usr/bin/env bats
# The process family: execve, clone and wait, credentials, prctl, resources.

load lib/decode

@test "execve and execveat: argv cut at -s, envp counted, unreadable memory" {
	check_prog process
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
	check_prog process-wait
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

@test "prctl and arch_prctl" {
	check_prog process-prctl
}

@test "resources, scheduling, getrandom, personality, pidfds, seccomp, namespaces" {
	check_prog process-res
}

@test "ptrace: requests, struct user offsets, results" {
	check_prog process-ptrace
}
