#!/usr/bin/env bats
# -k/-kk stack traces, against strace 6.1 -k on tests/progs/stack.c.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

setup() {
	"$SEIZE" -k -o /dev/null true 2>/dev/null || skip "seize built without libunwind"
	PROG="$SEIZE_TEST_PROGS/stack"
}

# What differs from run to run or between the two tracers' symbol sources:
# pids (and the padding their width changes), addresses, return values
# that are pids; and the names of frames
# outside the test program (seize reads libc6-dbg's full symbol table where
# strace 6.1 takes the nearest exported name: __libc_start_call_main
# against __libc_init_first+0x8a).  File offsets in [] stay exact.
normalise() {
	sed -E -e 's/^(\[pid +)?[0-9]+\]? +/PID /' -e 's/ +(= [^=]*)$/ \1/' \
		-e 's/0x[0-9a-f]{8,}/ADDR/g' -e 's/si_pid=[0-9]+/si_pid=N/' \
		-e 's/^((PID )?getppid\(\) = )[0-9]+$/\1N/' -e 's/kill\([0-9]+,/kill(N,/' \
		-e "\\#^ > $SEIZE_TEST_PROGS/#!s/^( > [^(]*)\\(.*\\+0x[0-9a-f]+\\) \\[/\\1(SYM) [/" "$1"
}

# Run strace and seize with the same options; their normalised traces must match.
same_as_strace() {
	strace -o "$BATS_TEST_TMPDIR/strace" "$@" >/dev/null
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/seize" "$@"
	assert_success
	normalise "$BATS_TEST_TMPDIR/strace" >"$BATS_TEST_TMPDIR/strace.n"
	normalise "$BATS_TEST_TMPDIR/seize" >"$BATS_TEST_TMPDIR/seize.n"
	run diff -u "$BATS_TEST_TMPDIR/strace.n" "$BATS_TEST_TMPDIR/seize.n"
	assert_success
}

@test "-k names the frames in order, as strace -k" {
	same_as_strace -k -e trace=getppid "$PROG"
	run sed -n '2,6p' "$BATS_TEST_TMPDIR/seize"
	assert_line --index 0 --regexp '^ > /.*/libc\.so\.6\(getppid\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]$'
	assert_line --index 1 --regexp "^ > $PROG\\(ns::inner\\(int\\)\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]\$"
	assert_line --index 2 --regexp "^ > $PROG\\(middle\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]\$"
	assert_line --index 3 --regexp "^ > $PROG\\(outer\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]\$"
	assert_line --index 4 --regexp "^ > $PROG\\(main\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]\$"
	run tail -n 2 "$BATS_TEST_TMPDIR/seize"
	assert_line --index 0 --regexp "^ > $PROG\\(_start\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]\$"
}

@test "--stack-trace and --stack-traces are -k" {
	"$SEIZE" -k -e trace=getppid -o "$BATS_TEST_TMPDIR/k" "$PROG" >/dev/null
	for opt in --stack-trace --stack-traces --stack-trace=symbol; do
		"$SEIZE" $opt -e trace=getppid -o "$BATS_TEST_TMPDIR/long" "$PROG" >/dev/null
		run diff <(normalise "$BATS_TEST_TMPDIR/k") <(normalise "$BATS_TEST_TMPDIR/long")
		assert_success
	done
}

@test "-k without frame pointers unwinds by .eh_frame, as strace -k" {
	PROG="$SEIZE_TEST_PROGS/stack-nofp"
	same_as_strace -k -e trace=getppid "$PROG"
	run grep -c "^ > $PROG(\\(ns::inner(int)\\|middle\\|outer\\|main\\)+" "$BATS_TEST_TMPDIR/seize"
	assert_output 4
}

@test "-k follows fork with -f, as strace -k" {
	same_as_strace -f -k -e trace=getppid "$PROG" fork
	run grep -c "^ > $PROG(middle+" "$BATS_TEST_TMPDIR/seize"
	assert_output 2
}

@test "-k across execve: the new image's stacks, as strace -k" {
	same_as_strace -k -e trace=execve,getppid "$PROG" exec
	run grep -c "^ > $PROG(outer+" "$BATS_TEST_TMPDIR/seize"
	assert_output 1
}

@test "-k after a signal line, as strace -k" {
	same_as_strace -k -e trace=kill,getppid "$PROG" signal
	run grep -A1 -- '^--- SIGURG' "$BATS_TEST_TMPDIR/seize"
	assert_line --index 1 --regexp '^ > /.*/libc\.so\.6\(kill\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]$'
}

@test "-k prints stacks for the traced syscalls only" {
	"$SEIZE" -k -e trace=getppid -o "$BATS_TEST_TMPDIR/log" "$PROG" >/dev/null
	run grep -vc '^ > ' "$BATS_TEST_TMPDIR/log"
	assert_output 2		# getppid and +++ exited
}

@test "-k: exit_group's stack, taken at entry, follows its = ? line" {
	"$SEIZE" -k -e trace=exit_group -o "$BATS_TEST_TMPDIR/log" "$PROG" >/dev/null
	run cat "$BATS_TEST_TMPDIR/log"
	assert_line --index 0 'exit_group(0)                           = ?'
	assert_line --index 1 --regexp '^ > /.*/libc\.so\.6\(_exit\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]$'
	assert_line --index 2 --regexp '^ > /.*/libc\.so\.6\(__run_exit_handlers\+0x[0-9a-f]+\) '
	assert_line --index 3 --regexp '^ > /.*/libc\.so\.6\(exit\+0x1a\) \[0x[0-9a-f]+\]$'
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
}

@test "-kk adds each frame's source file and line" {
	run --separate-stderr "$SEIZE" -kk -e trace=getppid -o "$BATS_TEST_TMPDIR/log" "$PROG"
	assert_success
	# The program printed "FUNCTION FILE:LINE" for its four frames.
	local i=0 func file
	while read -r func file; do
		i=$((i + 1))
		run sed -n "$((i + 2))p" "$BATS_TEST_TMPDIR/log"
		assert_output --regexp "^ > $PROG\\(${func//[()]/.}\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\] (.*/)?${file##*/}\$"
	done <<<"$output"
	[ "$i" = 4 ]
	run sed -n 2p "$BATS_TEST_TMPDIR/log"
	assert_output --regexp '^ > /.*/libc\.so\.6\(getppid\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]( [^ ]+:[0-9]+)?$'
	run "$SEIZE" --stack-trace=source -e trace=getppid -o "$BATS_TEST_TMPDIR/long" "$PROG"
	run diff <(normalise "$BATS_TEST_TMPDIR/log") <(normalise "$BATS_TEST_TMPDIR/long")
	assert_success
}

@test "--stack-trace-frame-limit=N prints N frames" {
	"$SEIZE" -k --stack-trace-frame-limit=2 -e trace=getppid -o "$BATS_TEST_TMPDIR/log" "$PROG" >/dev/null
	run cat "$BATS_TEST_TMPDIR/log"
	assert_line --index 1 --regexp '\(getppid\+'
	assert_line --index 2 --regexp '\(ns::inner\(int\)\+'
	assert_line --index 3 '+++ exited with 0 +++'
}

@test "bad -k arguments are one-line errors with exit status 1" {
	run --separate-stderr "$SEIZE" -k --stack-trace-frame-limit=0 true
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize: invalid --stack-trace-frame-limit argument: '0'"
	run --separate-stderr "$SEIZE" --stack-trace-frame-limit=x -k true
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize: invalid --stack-trace-frame-limit argument: 'x'"
	run --separate-stderr "$SEIZE" --stack-trace=lines true
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize: invalid --stack-trace argument: 'lines'"
}

@test "-h and -V mention stack traces" {
	run "$SEIZE" -h
	assert_output --partial '  -k, --stack-trace'
	assert_output --partial '  -kk, --stack-trace=source'
	assert_output --partial '  --stack-trace-frame-limit=N'
	run "$SEIZE" -V
	assert_output --regexp 'Optional features enabled:.* stack-trace=libunwind( |$)'
}
