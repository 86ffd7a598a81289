#!/usr/bin/env bats
# The file family: open flags and modes, stat and statfs structs, names,
# links, owners, times, extended attributes, inotify/fanotify, handles.
# Each program prints the lines strace 6.1 writes for its calls.

bats_require_minimum_version 1.5.0
load lib/decode

@test "open, openat, creat, openat2, access, umask" {
	check_prog_lines file
}

@test "directories, links, renames, modes, owners, lengths, device nodes" {
	check_prog_lines file-names
}

@test "stat, statx, statfs structs cut as without -v; getdents counts entries" {
	check_prog_lines file-stat
}

@test "file times with date comments, UTIME_NOW and UTIME_OMIT" {
	check_prog file-times
}

@test "file times: the date comments follow the local time zone" {
	TZ=America/New_York check_prog file-times
}

@test "extended attributes: values in at entry, out at exit, cut at -s" {
	check_prog_lines file-xattr
}

@test "-s cuts attribute names and values, never paths" {
	run --separate-stderr "$SEIZE" -s 8 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/file-xattr"
	assert_success
	run grep -cE '^lsetxattr\("/[^"]+/f", "user\.a-n"\.\.\., "01234567"\.\.\., 40, XATTR_CREATE\|XATTR_REPLACE\) += ' \
		"$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "inotify, fanotify and file handles" {
	check_prog file-notify
}

@test "-s also cuts arrays: the utime pairs and statfs' f_fsid" {
	run --separate-stderr "$SEIZE" -s 1 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/file-times"
	assert_success
	run grep -cE '^utimensat\(AT_FDCWD, "[^"]+", \[\{tv_sec=1, tv_nsec=2\}( /\* [^*]+ \*/)?, \.\.\.\], 0\) += 0$' \
		"$BATS_TEST_TMPDIR/log"
	assert_output 1
	run --separate-stderr "$SEIZE" -s 0 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/file-stat"
	assert_success
	run grep -c '^statfs("/proc", {f_type=PROC_SUPER_MAGIC, .*, f_fsid={val=\[\.\.\.\]}, ' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "-X raw and -X verbose: socket options, UTIME_NOW, FAN_NOFD, MS_MGC_VAL, personality, I/O priorities" {
	check_prog xraw-names
	SEIZE_XLAT=raw check_prog xraw-names -X raw
	SEIZE_XLAT=verbose check_prog xraw-names -X verbose
}

@test "an xattr value ending in NUL: left out, but -x and -xx show it as \\x00, as strace does" {
	local x s
	for s in 32 7; do
		SEIZE_S=$s check_prog file-xattr-nul -s "$s"
		for x in x xx; do
			SEIZE_X=$x SEIZE_S=$s check_prog file-xattr-nul "-$x" -s "$s"
		done
	done
}
