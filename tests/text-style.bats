#!/usr/bin/env bats
# -N (argument names) and --color: the same records, rendered otherwise.
# Whole traces are compared; the colours byte for byte.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
CALLS=write,lseek,dup3,getppid

@test "-N names every argument as the table does" {
	run --separate-stderr "$SEIZE" -N -e trace=$CALLS -o "$BATS_TEST_TMPDIR/log" "$P/text-style"
	assert_success
	run sed 's/= [0-9]*$/= PID/' "$BATS_TEST_TMPDIR/log"
	assert_output - <<-'EOF'
		write(fd=-1, buf="x", count=1)          = -1 EBADF (Bad file descriptor)
		lseek(fd=-1, offset=5, whence=SEEK_END) = -1 EBADF (Bad file descriptor)
		dup3(oldfd=-1, newfd=7, flags=O_CLOEXEC) = -1 EBADF (Bad file descriptor)
		getppid()                               = PID
		+++ exited with 0 +++
	EOF
	run "$SEIZE" --arg-names -e trace=lseek -o "$BATS_TEST_TMPDIR/log2" "$P/text-style"
	run cat "$BATS_TEST_TMPDIR/log2"
	assert_line 'lseek(fd=-1, offset=5, whence=SEEK_END) = -1 EBADF (Bad file descriptor)'
}

# the escapes made visible: \e as ^[
painted() {
	"$SEIZE" "$@" -e trace=write,lseek -o "$BATS_TEST_TMPDIR/c" "$P/text-style"
	cat -v "$BATS_TEST_TMPDIR/c"
}

@test "--color=always paints strace's classes; the return column ignores the escapes" {
	run painted --color=always
	assert_success
	assert_output - <<-'EOF'
		^[[1;33mwrite^[[0m^[[0m(^[[0m^[[35m-1^[[0m^[[0m, ^[[0m^[[35m"x"^[[0m^[[0m, ^[[0m^[[35m1^[[0m^[[0m)^[[0m                       = ^[[31m-1 EBADF (Bad file descriptor)^[[0m
		^[[1;33mlseek^[[0m^[[0m(^[[0m^[[35m-1^[[0m^[[0m, ^[[0m^[[35m5^[[0m^[[0m, ^[[0m^[[1;36mSEEK_END^[[0m^[[0m)^[[0m                  = ^[[31m-1 EBADF (Bad file descriptor)^[[0m
		+++ exited with 0 +++
	EOF
}

@test "--color=always: the ', ' before what the exit brings is painted as punctuation" {
	"$SEIZE" --color=always -e trace=read -o "$BATS_TEST_TMPDIR/c" "$P/text-style"
	# the loader's reads come first: the program's is the one that fails
	run bash -c "cat -v '$BATS_TEST_TMPDIR/c' | grep EBADF | sed -E 's/0x[0-9a-f]+/ADDR/'"
	assert_output '^[[1;33mread^[[0m^[[0m(^[[0m^[[35m-1^[[0m^[[0m, ^[[0m^[[35mADDR^[[0m^[[0m, ^[[0m^[[35m1^[[0m^[[0m)^[[0m             = ^[[31m-1 EBADF (Bad file descriptor)^[[0m'
}

@test "SEIZE_COLORS chooses the colours, STRACE_COLORS too; a class set empty is not painted" {
	SEIZE_COLORS='syscall=4:punct=:argval=:error=7' run painted --color=always
	assert_line --index 1 '^[[4mlseek^[[0m(-1, 5, ^[[1;36mSEEK_END^[[0m)                  = ^[[7m-1 EBADF (Bad file descriptor)^[[0m'
	STRACE_COLORS='syscall=2:punct=:argval=:const=:error=' run painted --color=always
	assert_line --index 1 '^[[2mlseek^[[0m(-1, 5, SEEK_END)                  = -1 EBADF (Bad file descriptor)'
}

@test "colour never reaches a file or a pipe unless asked: --color=auto, the default, NO_COLOR" {
	run painted --color=auto
	refute_output --partial '^['
	run painted
	refute_output --partial '^['
	# on a terminal auto paints, unless NO_COLOR is set
	run script -qec "$SEIZE --color -e trace=lseek $P/text-style" /dev/null
	assert_output --partial $'\e[1;33mlseek'
	NO_COLOR=1 run script -qec "$SEIZE --color=auto -e trace=lseek $P/text-style" /dev/null
	refute_output --partial $'\e['
	NO_COLOR=1 run painted --color=always
	assert_output --partial '^[[1;33mlseek'
}

@test "bad --color and SEIZE_COLORS: one-line errors" {
	run --separate-stderr "$SEIZE" --color=sometimes true
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize: invalid --color 'sometimes': want auto, always or never"
	SEIZE_COLORS='syscall=1;33:nosuch=2' run --separate-stderr "$SEIZE" --color=always true
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize: invalid SEIZE_COLORS (or STRACE_COLORS): want KEY=SGR[:KEY=SGR]..., keys syscall argname argval call const comment punct retval error"
	SEIZE_COLORS='syscall=1m;33' run --separate-stderr "$SEIZE" --color=always true
	assert_failure 1
}
