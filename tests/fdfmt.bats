#!/usr/bin/env bats
# The output-format options that change how values print: -y/-yy and
# --decode-fds, -x/-xx and --strings-in-hex, -X, -v and -e abbrev=/verbose=.
# tests/progs/fdfmt makes the syscalls; strace 6.1 traces it, seize traces it
# with the same options, and the two traces must be the same line for line
# once the values that differ from run to run are masked.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}

setup() {
	command -v strace >/dev/null || skip "strace is not installed"
	DIR=$BATS_TEST_TMPDIR/d
	mkdir -p "$DIR"
}

# Mask what differs between two runs of the same program, and only that:
# addresses (0x and 9 or more hex digits), pids, inode numbers of pipes and
# sockets, and TCP/UDP ports.  Each distinct value becomes N1, N2... in the
# order it first appears, so a value that must repeat (a socket's peer, the
# pid a pidfd refers to) still has to.  On a line where something was
# masked, the blanks before "= " are squeezed: their number follows the
# width of the masked values.
mask() {
	perl -ne '
		BEGIN { our (%id, $n) }
		sub id { $id{$_[0]} //= "N" . ++$n }
		my $was = $_;
		s/0x[0-9a-f]{9,}/0xADDR/g;
		s/((?:pipe|socket|UNIX|UNIX-STREAM|TCP|TCPv6|UDP|UDPv6|NETLINK):\[)(\d+)/$1 . id($2)/ge;
		s/(->)(\d+)(?=[\],])/$1 . id($2)/ge;
		s/(:)(\d+)(?=\]|->)/$1 . id($2)/ge;
		s/(htons\()(\d+)/$1 . id($2)/ge;
		s/(sin_port=")((?:\\x[0-9a-f]{2}){2})/$1 . id($2)/ge;
		s/(<pid:|pidfd_open\()(\d+)/$1 . id($2)/ge;
		s/^((?:getpid|set_tid_address)\(.*\)\s+= )(\d+)$/$1 . id($2)/ge;
		s/\)\s+= /) = / if $_ ne $was;
		print;
	' "$1"
}

# same_as_strace MODE OPTIONS...: trace "fdfmt MODE DIR" with both tracers
# and compare.  "_" is set for both: bash would give each its own path.  The
# descriptors bats keeps open are closed, so the program's are 3, 4...
same_as_strace() {
	local mode=$1; shift
	local ref=$BATS_TEST_TMPDIR/ref cand=$BATS_TEST_TMPDIR/cand
	run env _=fdfmt strace "$@" -o "$ref" "$SEIZE_TEST_PROGS/fdfmt" "$mode" "$DIR" \
		3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-
	assert_success
	run env _=fdfmt "$SEIZE" "$@" -o "$cand" "$SEIZE_TEST_PROGS/fdfmt" "$mode" "$DIR" \
		3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-
	assert_success
	mask "$ref" > "$ref.masked"
	mask "$cand" > "$cand.masked"
	run diff -u "$ref.masked" "$cand.masked"
	[ "$status" -eq 0 ] || fail "seize $* differs from strace (- strace, + seize):
$output"
	# the comparison is not empty: the options changed something
	[ "$(wc -l < "$cand")" -gt 20 ] || fail "too short a trace"
}

@test "-y: descriptors with their paths, as strace prints them" {
	same_as_strace fds -y
	# spot checks of what the comparison covered
	run grep -c -F '</dev/null>' "$BATS_TEST_TMPDIR/cand"
	[ "$output" -ge 3 ]
	run grep -E '^pipe2\(\[3<pipe:\[[0-9]+\]>, 4<pipe:\[[0-9]+\]>\], O_CLOEXEC\) += 0$' "$BATS_TEST_TMPDIR/cand"
	assert_success
	run grep -F 'a\74b\76\n\303\251>(deleted), "x", 1)' "$BATS_TEST_TMPDIR/cand"
	assert_success
	run grep -E "^openat\(AT_FDCWD<$PWD>, \"/etc/ld.so.cache\"" "$BATS_TEST_TMPDIR/cand"
	assert_success
}

@test "-yy: socketpair, TCP on 127.0.0.1, UDP, netlink, unix with a name, pipe, /dev/null, pidfd" {
	same_as_strace fds -yy
	local cand=$BATS_TEST_TMPDIR/cand
	run grep -E '^socketpair\(AF_UNIX, SOCK_STREAM, 0, \[3<UNIX-STREAM:\[([0-9]+)->([0-9]+)\]>, 4<UNIX-STREAM:\[\2->\1\]>\]\) += 0$' "$cand"
	assert_success
	run grep -E '^accept\(3<TCP:\[127\.0\.0\.1:[0-9]+\]>, NULL, NULL\) += 5<TCP:\[127\.0\.0\.1:[0-9]+->127\.0\.0\.1:[0-9]+\]>$' "$cand"
	assert_success
	run grep -E '^write\(3</dev/null<char 1:3>>, "x", 1\) += 1$' "$cand"
	assert_success
	run grep -E '^close\([0-9]+<pid:[0-9]+>\) += 0$' "$cand"
	assert_success
	run grep -F "<UNIX-STREAM:[" "$cand"
	assert_success
	run grep -E "^listen\(3<UNIX-STREAM:\[[0-9]+,\"$DIR/sock\\\\303\\\\251\"\]>, 1\) += 0$" "$cand"
	assert_success
}

@test "--decode-fds=SET and -e decode-fds=SET pick the details" {
	same_as_strace fds --decode-fds=socket,dev
	same_as_strace fds -e decode-fds=pidfd
	same_as_strace fds --decode-fds='!path'
	same_as_strace fds --decode-fds=path,socket,dev,pidfd
	same_as_strace fds --decode-fds=none
}

@test "-x, -xx and --strings-in-hex=non-ascii-chars quote strings as strace" {
	same_as_strace strings -x
	same_as_strace strings -xx
	same_as_strace strings --strings-in-hex=non-ascii-chars
	same_as_strace strings --strings-in-hex
	run grep -F 'write(3, "\x63\x61\x66\xc3\xa9\x0a", 6)' "$BATS_TEST_TMPDIR/cand"
	assert_success
	# with -yy, the hex style reaches a unix socket's name
	same_as_strace fds -yy -x
	run grep -E '^listen\(3<UNIX-STREAM:\[[0-9]+,"(\\x[0-9a-f]{2})+"\]>, 1\) += 0$' "$BATS_TEST_TMPDIR/cand"
	assert_success
}

@test "-X raw and -X verbose print constants as strace" {
	same_as_strace consts -X raw
	run grep -E '^openat\(-100, "[^"]*/file", 0x80042, 0644\) += 3$' "$BATS_TEST_TMPDIR/cand"
	assert_success
	same_as_strace consts -X verbose
	run grep -E '^openat\(-100 /\* AT_FDCWD \*/, "[^"]*/file", 0x80042 /\* O_RDWR\|O_CREAT\|O_CLOEXEC \*/, 0644\) += 3$' "$BATS_TEST_TMPDIR/cand"
	assert_success
	same_as_strace consts -X abbrev
	same_as_strace fds -X raw
	same_as_strace fds -X verbose -yy
	same_as_strace stat -X verbose -v
}

@test "-v prints stat structs in full, -e abbrev= and -e verbose= choose the syscalls" {
	# times are commented in local time: the same zone for both tracers
	export TZ=UTC
	touch -d '2021-02-03 04:05:06.123456789' "$DIR/stat-me"
	same_as_strace stat -v
	run grep -E '^newfstatat\(AT_FDCWD, "[^"]*/stat-me", [{]st_dev=makedev\(0x[0-9a-f]+, (0|0x[0-9a-f]+)\), st_ino=[0-9]+, st_mode=S_IFREG\|0644, st_nlink=1, st_uid=[0-9]+, st_gid=[0-9]+, st_blksize=[0-9]+, st_blocks=0, st_size=0, st_atime=1612325106 /\* 2021-02-03T04:05:06\.123456789\+0000 \*/, st_atime_nsec=123456789, st_mtime=1612325106 ' "$BATS_TEST_TMPDIR/cand"
	assert_success
	same_as_strace stat --no-abbrev
	same_as_strace stat -e abbrev=none
	same_as_strace stat -e abbrev=fstat,newfstatat -v
	same_as_strace stat -e verbose=none
	same_as_strace stat -e verbose=newfstatat
	run grep -E '^newfstatat\(AT_FDCWD, "[^"]*/stat-me", 0x[0-9a-f]+, AT_SYMLINK_NOFOLLOW\)' "$BATS_TEST_TMPDIR/cand"
	assert_failure
}

@test "bad -y/-x/-X/-v arguments: one-line errors, exit 1" {
	local arg
	for arg in "-X foo" "-X RAW" "--decode-fds=foo" "-e decode-fds=" "--strings-in-hex=foo" "-e verbose=foo" "--abbrev=%foo"; do
		# shellcheck disable=SC2086
		run --separate-stderr strace $arg true
		local want=${stderr_lines[0]/strace:/seize:}
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" $arg true
		assert_failure 1
		[ "${stderr_lines[0]}" = "$want" ] || fail "$arg: '${stderr_lines[0]}', not '$want'"
		[ "${stderr_lines[1]}" = "Try 'seize -h' for more information." ]
	done
}

@test "-h lists the output-format options" {
	run "$SEIZE" -h
	assert_success
	local opt
	for opt in "-y, --decode-fds" "-yy, --decode-fds=all" "-e decode-fds=SET" "-x, --strings-in-hex" \
		   "-xx, --strings-in-hex" "-X FORMAT, --const-print-style=FORMAT" "-v, --no-abbrev" \
		   "-e abbrev=SET" "-e verbose=SET"; do
		assert_output --partial "  $opt"
	done
}
