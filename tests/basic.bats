#!/usr/bin/env bats
# The syscall line itself, CLI basics, exit status.

load lib/decode

@test "line format: columns, errno names, string escapes and cuts" {
	check_prog basic
}

@test "-s changes the string cut" {
	run --separate-stderr "$SEIZE" -s 5 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/basic"
	assert_success
	run grep -Fx "$(printf '%-40s= 50' 'write(2, "\33[1m\1"..., 50)')" "$BATS_TEST_TMPDIR/log"
	assert_success
}

@test "nothing before the command's execve is printed" {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/log" /bin/true
	assert_success
	run head -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output --regexp '^execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/\) = 0$'
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
}

@test "-qq hides the exit line, -q keeps it" {
	run "$SEIZE" -qq -o "$BATS_TEST_TMPDIR/log" /bin/true
	assert_success
	run grep -c '^+++' "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run "$SEIZE" -q -o "$BATS_TEST_TMPDIR/log" /bin/true
	run tail -n 1 "$BATS_TEST_TMPDIR/log"
	assert_output '+++ exited with 0 +++'
}

@test "-h lists every option" {
	run "$SEIZE" -h
	assert_success
	for opt in -f -ff -o -p -q -qq -s -h -V; do
		assert_output --partial "  $opt"
	done
}

# -V as strace prints it: the version configure.ac gives, the copyright and
# licence, then the features with strace's names for those it shares.
@test "-V: version, copyright, licence and features in strace's shape" {
	version=$(sed -n 's/^AC_INIT(\[seize\], \[\([^]]*\)\].*/\1/p' "$BATS_TEST_DIRNAME/../configure.ac")
	[ -n "$version" ]
	config=${SEIZE%/src/seize}/config.h
	[ -f "$config" ] || skip "no config.h next to $SEIZE"
	have() { grep -q "^#define $1 1" "$config"; }
	features=
	if have HAVE_LIBUNWIND; then
		features+=" stack-trace=libunwind"
		! have HAVE_CXA_DEMANGLE || features+=" stack-demangle"
	fi
	features+=" no-m32-mpers no-mx32-mpers"
	if have HAVE_LIBUNWIND && have HAVE_LIBDW; then
		features+=" stack-symbols=libdw"
	fi
	! have HAVE_LIBSECCOMP || features+=" seccomp-bpf"
	run --separate-stderr "$SEIZE" -V
	assert_success
	[ "$stderr" = "" ]
	assert_equal "$output" "seize -- version $version
Copyright (c) 2026 The seize developers.
License LGPL-2.1-or-later: GNU Lesser General Public License version 2.1
or later <https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html>.
This is free software; see the source for copying conditions.  There is NO
warranty; not even for MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.

Optional features enabled:$features"
	run "$SEIZE" --version
	assert_success
	assert_line --index 0 "seize -- version $version"
}

@test "usage errors: one line, a hint, exit 1" {
	run --separate-stderr "$SEIZE"
	assert_failure 1
	[ "$stderr" = "seize: must have PROG [ARGS] or -p PID
Try 'seize -h' for more information." ]
	run --separate-stderr "$SEIZE" -p abc
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: Invalid process id: 'abc'" ]
	run --separate-stderr "$SEIZE" -p 0
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: Invalid process id: '0'" ]
	run --separate-stderr "$SEIZE" -s -1 true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -s argument: '-1'" ]
	run --separate-stderr "$SEIZE" --no-such-option true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: unrecognized option '--no-such-option'" ]
	run --separate-stderr "$SEIZE" -o
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: option requires an argument -- 'o'" ]
}

@test "a command that cannot be found: clear error, exit 1, nothing traced" {
	run --separate-stderr "$SEIZE" -o "$BATS_TEST_TMPDIR/log" no-such-command-xyz
	assert_failure 1
	[ "$stderr" = "seize: Can't stat 'no-such-command-xyz': No such file or directory" ]
	[ ! -s "$BATS_TEST_TMPDIR/log" ]
	run --separate-stderr "$SEIZE" -o /nonexistent/dir/log true
	assert_failure 1
	[ "$stderr" = "seize: can't open '/nonexistent/dir/log': No such file or directory" ]
}

@test "a file that is not executable: exec error, exit 1" {
	touch "$BATS_TEST_TMPDIR/noexec"
	run --separate-stderr "$SEIZE" -o "$BATS_TEST_TMPDIR/log" "$BATS_TEST_TMPDIR/noexec"
	assert_failure 1
	[ "$stderr" = "seize: exec: Permission denied" ]
}

@test "-ff writes one file per process, without pid prefixes" {
	cd "$BATS_TEST_TMPDIR"
	run "$SEIZE" -ff -o out sh -c '/bin/true; exit 3'
	assert_failure 3
	run ls out.*
	[ "${#lines[@]}" -eq 2 ]
	for f in out.*; do
		run tail -n 1 "$f"
		assert_output --regexp '^\+\+\+ exited with [03] \+\+\+$'
		run grep -c '^[0-9]' "$f"
		assert_output 0
	done
}

@test "-f -o: every line starts with the pid, children's exits are shown" {
	run "$SEIZE" -f -o "$BATS_TEST_TMPDIR/log" sh -c '/bin/true; /bin/true'
	assert_success
	run grep -vc '^[0-9]\+ ' "$BATS_TEST_TMPDIR/log"
	assert_output 0
	run grep -c '+++ exited with 0 +++$' "$BATS_TEST_TMPDIR/log"
	assert_output 3
}
