#!/usr/bin/env bats
# The descriptor I/O family: data buffers and vectors, fcntl, pipes and
# duplicates, poll/select/epoll with their results, ioctl on terminals.
# Each program prints the lines strace 6.1 writes for its calls.

bats_require_minimum_version 1.5.0
load lib/decode

@test "dup, pipe, lseek, fcntl commands and results, flock, eventfd, memfd_create, syncs" {
	check_prog desc
}

@test "read, write, vectors shown up to the bytes moved, sendfile, splice, copy_file_range" {
	check_prog_lines desc-io
}

@test "poll, select and epoll: arrays at entry, ready descriptors after the return value" {
	check_prog desc-poll
}

@test "ioctl: termios, winsize, process groups on a pty; unknown requests as _IOC()" {
	check_prog desc-ioctl
}

@test "int arguments are their register's low 32 bits, as the kernel reads them" {
	check_prog int-args
}

@test "-s cuts vector data and arrays" {
	run --separate-stderr "$SEIZE" -s 4 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/desc-io"
	assert_success
	run grep -cE '^writev\([0-9]+, \[\{iov_base="hell"\.\.\., iov_len=5\}, \{iov_base="worl"\.\.\., iov_len=6\}\], 2\) += 11$' \
		"$BATS_TEST_TMPDIR/log"
	assert_output 1
	run grep -cE '^writev\(-1, \[(\{iov_base="h", iov_len=1\}, ){4}\.\.\.\], 33\) += -1 EBADF' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "a read interrupted by another process's line resumes with its data" {
	run --separate-stderr "$SEIZE" -f -o "$BATS_TEST_TMPDIR/log" sh -c 'echo abc | cat > /dev/null'
	assert_success
	run grep -E '^[0-9]+ +(<\.\.\. )?read(\(0| resumed>).*"abc\\n", 131072\) += 4$' "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "flag sets: unknown bits commented with the set's prefix, 0 printed as 0, under -X raw too" {
	check_prog flags-unknown
	SEIZE_XLAT=raw check_prog flags-unknown -X raw
}

@test "arrays running into an unmapped page: the elements read, then the address (groups, iovecs, pollfds, fd sets)" {
	check_prog xraw-tails
	# a group list reads the element at the -s cut before it cuts
	run "$SEIZE" -s 1 -e trace=setgroups -o "$BATS_TEST_TMPDIR/s1" "$SEIZE_TEST_PROGS/xraw-tails"
	assert_success
	run grep -Ec '^setgroups\(2, \[5, \.\.\. /\* 0x[0-9a-f]+ \*/\]\) += -1 EFAULT' "$BATS_TEST_TMPDIR/s1"
	assert_output 1
}
