#!/usr/bin/env bats
# seize exits the way its command did: the same exit code, or death by the same
# signal (so the shell sees 128+N); ^C ends command and tracer and leaves no
# process behind; a command that cannot be run is an error of seize's own.
#
# See lib/pty.bash for the harness. Run against another tracer with
# SEIZE=/path/to/binary.

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/pty

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-90}

setup() {
	pty_setup
}

teardown() {
	pty_teardown
}

@test "seize exits with the exit code of its command" {
	run "$SEIZE" -o "$T/trace" sh -c 'exit 7'
	assert_failure 7
	assert_trace_has "$T/trace" '^\+\+\+ exited with 7 \+\+\+$'
}

@test "seize exits 0 when its command does" {
	run "$SEIZE" -o "$T/trace" sh -c 'exit 0'
	assert_success
	assert_trace_has "$T/trace" '^\+\+\+ exited with 0 \+\+\+$'
}

@test "seize dies of the signal that killed its command (SIGTERM: 143)" {
	run "$SEIZE" -o "$T/trace" sh -c 'kill -TERM $$'
	assert_failure 143
	assert_trace_has "$T/trace" '^\+\+\+ killed by SIGTERM \+\+\+$'
}

@test "^C on a traced sleep returns the prompt at once with \$? 130 and leaves no process behind" {
	start_shell
	type_line '"$S" -o "$T/trace" sleep 10'
	local tracer sl
	sl=$(wait_for_child "$SHELL_PID" sleep)
	tracer=$(tracer_of "$sl")
	wait_for_state "$sl" S

	send_key C-c
	# Well before sleep's 10 s.
	wait_for_prompt 5
	assert_shell_rc 130
	assert_no_leftovers
	assert_trace_has "$T/trace" '^\+\+\+ killed by SIGINT \+\+\+$'
}

@test "a command that cannot be found: exit 1, a seize: message, nothing traced" {
	run "$SEIZE" -o "$T/trace" "no-such-command-$TAG"
	assert_failure 1
	assert_output --regexp "^seize: .*no-such-command-$TAG"
	[[ ! -s $T/trace ]] || {
		echo "the trace is not empty:" >&2
		cat "$T/trace" >&2
		return 1
	}
}
