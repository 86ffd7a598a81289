#!/usr/bin/env bats
# -P PATH and --trace-fds=SET.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

same_as_strace() {
	local a=$BATS_TEST_TMPDIR/strace.out b=$BATS_TEST_TMPDIR/seize.out
	strace "$@" -o "$a" -- cat /etc/hostname >/dev/null
	"$SEIZE" "$@" -o "$b" -- cat /etc/hostname >/dev/null
	sed -i -E 's/0x[0-9a-f]{6,}/ADDR/g' "$a" "$b"
	run diff -u "$a" "$b"
	assert_success
}

@test "-P selects the calls on a path, by name and by descriptor, as strace" {
	same_as_strace -P /etc/hostname
	same_as_strace -P /etc/ld.so.cache
	same_as_strace -P /etc/ld.so.cache -P /etc/hostname
	run cat "$BATS_TEST_TMPDIR/seize.out"
	assert_line --regexp '^read\([0-9]+, ".*", [0-9]+\) += [0-9]+$'
	assert_line --regexp '^close\([0-9]+\) += 0$'
}

@test "-P with a symlink matches its target too" {
	ln -s /etc/hostname "$BATS_TEST_TMPDIR/link"
	"$SEIZE" -P "$BATS_TEST_TMPDIR/link" -o "$BATS_TEST_TMPDIR/log" cat /etc/hostname >/dev/null
	run grep -Ec '^openat\(AT_FDCWD, "/etc/hostname", O_RDONLY\) = [0-9]+$' "$BATS_TEST_TMPDIR/log"
	assert_output 1
}

@test "--trace-fds prints only the calls on those descriptors" {
	run "$SEIZE" --trace-fds=1 -o "$BATS_TEST_TMPDIR/log" sh -c 'echo hi; read x < /etc/passwd'
	assert_success
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output 'write(1, "hi\n", 3)                     = 3
+++ exited with 0 +++'
	run --separate-stderr "$SEIZE" --trace-fds=x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid --trace-fds argument: 'x'" ]
}

@test "-P matches the descriptors in poll arrays and select sets, and only those calls" {
	load lib/decode
	check_prog xraw-pathtrace -P /dev/null -e trace=poll,ppoll,select,pselect6
	# the calls on /dev/zero alone, on an unreadable array or outside nfds
	# are left out: the trace has the expected lines and the exit line only
	local n
	n=$(wc -l < "$BATS_TEST_TMPDIR/xraw-pathtrace.expected")
	run wc -l < "$BATS_TEST_TMPDIR/xraw-pathtrace.trace"
	assert_output "$((n + 1))"
}

@test "-P with fsconfig: the command's path or descriptor matches, never the context's descriptor" {
	load lib/decode
	check_prog pathtrace-fsconfig -P /dev/null -e trace=fsconfig
	# the three calls on the /dev/null context alone are left out: the
	# trace has the expected lines and the exit line only
	local n
	n=$(wc -l < "$BATS_TEST_TMPDIR/pathtrace-fsconfig.expected")
	run wc -l < "$BATS_TEST_TMPDIR/pathtrace-fsconfig.trace"
	assert_output "$((n + 1))"
}
