#!/usr/bin/env bats
# When tracing ends before the tracees do: --syscall-limit, --kill-on-exit,
# and what each leaves the tracees.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

teardown() {
	kill -KILL ${pids:-} 2>/dev/null || true
}

@test "--syscall-limit=3: three chdir lines, then parent and child run on untraced" {
	local log=$BATS_TEST_TMPDIR/log opts
	for opts in "" "--seccomp-bpf" "--no-seccomp-bpf"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" -f $opts --syscall-limit=3 -e trace=chdir -o "$log" "$P/limit-fork"
		assert_success
		assert_output "$(printf '%s\n' 'child: 0' 'parent: 0 0')"
		run sed -E 's/^[0-9]+ +//' "$log"
		assert_output "$(printf '%s\n' \
			'chdir(".")                        = 0' \
			'chdir("/nonexistent")             = -1 ENOENT (No such file or directory)' \
			'chdir(".")                        = 0')"
	done
	# the filter would have stayed with the detached processes: not installed
	[ "${stderr_lines[0]:-}" = "" ]
	run --separate-stderr "$SEIZE" -f --seccomp-bpf --syscall-limit=3 -e trace=chdir -o "$log" "$P/limit-fork"
	[ "${stderr_lines[0]}" = "seize: --seccomp-bpf is not enabled because it is not compatible with --syscall-limit" ]
}

@test "--syscall-limit counts what -e status= and -c keep" {
	local log=$BATS_TEST_TMPDIR/log
	run --separate-stderr "$SEIZE" -f -Z --syscall-limit=1 -e trace=chdir -o "$log" "$P/limit-fork"
	assert_success
	run sed -E 's/^[0-9]+ +//' "$log"
	assert_output 'chdir("/nonexistent")             = -1 ENOENT (No such file or directory)'
	run --separate-stderr "$SEIZE" -f -c -U calls,name --syscall-limit=2 -e trace=chdir -o "$log" "$P/limit-fork"
	assert_success
	run cat "$log"
	assert_output "$(printf '%s\n' '    calls syscall' '--------- ----------------' \
		'        2 chdir' '--------- ----------------' '        2 total')"
	run --separate-stderr "$SEIZE" --syscall-limit=0 true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid --syscall-limit argument: '0'" ]
}

@test "--kill-on-exit: seize -p's tracee dies with it on SIGINT; at --syscall-limit the command is killed" {
	local a tracer rc
	sleep 60 & a=$!
	pids=$a
	"$SEIZE" --kill-on-exit -o /dev/null -p "$a" 2>/dev/null &
	tracer=$!
	pids="$a $tracer"
	poll_until "attached" eval '[ "$(tracer_pid "$a")" = "$tracer" ]'
	kill -INT "$tracer"
	rc=0
	wait "$tracer" || rc=$?
	[ "$rc" -eq 130 ]
	rc=0
	wait "$a" || rc=$?
	[ "$rc" -eq 137 ] || fail "the tracee ended with $rc, not by SIGKILL"
	run --separate-stderr "$SEIZE" -f --kill-on-exit --syscall-limit=2 -e trace=chdir -o "$BATS_TEST_TMPDIR/log" "$P/limit-fork"
	assert_failure 137
	assert_output ''
}
