#!/usr/bin/env bats
# Malformed options and arguments: each row of the table below is run with
# the real binary and must give exit status 1, nothing on stdout, and one
# "seize: ..." line on stderr (followed at most by strace's hint line
# "Try 'seize -h' for more information.").
#
# Run against another binary with SEIZE=/path/to/binary.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-60}

HINT="Try 'seize -h' for more information."

# One row a line: the arguments (shell words, read with eval), a |, then
# the exact first line of stderr, or "~REGEX" for a line matching REGEX.
# In both columns @NOEXEC@ is a regular file without an x bit, @DIR@ a
# directory, @GONE@ the pid of a process that has exited, @TRACED@ a
# process another tracer (its parent) traces, @KTHREAD@ kthreadd.
ROWS='
-p 0|seize: Invalid process id: '\''0'\''
-p abc|seize: Invalid process id: '\''abc'\''
-p -5|seize: Invalid process id: '\''-5'\''
-p 5x|seize: Invalid process id: '\''5x'\''
-p '\'''\''|seize: Invalid process id: '\'''\''
-p 99999999999999999999|seize: Invalid process id: '\''99999999999999999999'\''
-p|seize: option requires an argument -- '\''p'\''
-p @GONE@|seize: attach: ptrace(PTRACE_SEIZE, @GONE@): No such process
-p @KTHREAD@|seize: attach: ptrace(PTRACE_SEIZE, @KTHREAD@): Operation not permitted
-p @TRACED@|seize: attach: ptrace(PTRACE_SEIZE, @TRACED@): Operation not permitted
-f -p @TRACED@|seize: attach: ptrace(PTRACE_SEIZE, @TRACED@): Operation not permitted
-D -p @TRACED@|seize: PROG [ARGS] must be specified with -D/--daemonize
-o /nonexistent/x true|seize: can'\''t open '\''/nonexistent/x'\'': No such file or directory
-o @DIR@ true|seize: can'\''t open '\''@DIR@'\'': Is a directory
-o '\'''\'' true|seize: can'\''t open '\'''\'': No such file or directory
-o|seize: option requires an argument -- '\''o'\''
-e trace=nosuchcall true|seize: invalid system call '\''nosuchcall'\''
-e trace=all,bogus true|seize: invalid system call '\''bogus'\''
-e trace=%nosuchclass true|seize: invalid system call '\''%nosuchclass'\''
-e nosuchcall true|seize: invalid system call '\''nosuchcall'\''
-e trace= true|seize: empty syscall set
-e trace=/[ true|seize: invalid regular expression '\''['\''
-e foo=bar true|seize: invalid -e qualifier '\''foo'\''
-e signal=NOSIG true|seize: invalid signal '\''NOSIG'\''
-e status=bogus true|seize: invalid status '\''bogus'\''
--list-syscalls=%bogus|seize: invalid system call '\''%bogus'\''
-s -1 true|seize: invalid -s argument: '\''-1'\''
-s abc true|seize: invalid -s argument: '\''abc'\''
-s 5x true|seize: invalid -s argument: '\''5x'\''
-s '\'''\'' true|seize: invalid -s argument: '\'''\''
-s 99999999999999999999 true|seize: invalid -s argument: '\''99999999999999999999'\''
-a abc true|seize: invalid -a argument: '\''abc'\''
-a -1 true|seize: invalid -a argument: '\''-1'\''
-a '\'''\'' true|seize: invalid -a argument: '\'''\''
-S foo true|seize: invalid sortby: '\''foo'\''
-S '\'''\'' true|seize: invalid sortby: '\'''\''
-U foo true|seize: unknown column name: '\''foo'\''
-U '\'''\'' true|seize: unknown column name: '\'''\''
-X bad true|seize: invalid -X argument: '\''bad'\''
-b foo true|seize: -b supports execve only, not '\''foo'\''
-E '\'''\'' true|seize: invalid -E argument: '\'''\''
-P '\'''\'' true|seize: -P needs a path
--trace-fds=abc true|seize: invalid --trace-fds argument: '\''abc'\''
--trace-fds=-1 true|seize: invalid --trace-fds argument: '\''-1'\''
--stack-trace=bogus true|seize: invalid --stack-trace argument: '\''bogus'\''
--stack-trace-frame-limit=-1 true|seize: invalid --stack-trace-frame-limit argument: '\''-1'\''
-c -ff true|seize: (-c/--summary-only or -C/--summary) and -ff/--output-separately are mutually exclusive
-u nosuchuser true|seize: cannot find user '\''nosuchuser'\''
-u root:nosuchgroup true|seize: cannot find group '\''nosuchgroup'\''
--bogus true|seize: unrecognized option '\''--bogus'\''
-I true|seize: invalid -I argument: '\''true'\''
-G true|seize: invalid option -- '\''G'\''
|seize: must have PROG [ARGS] or -p PID
-f|seize: must have PROG [ARGS] or -p PID
no-such-command-xyz|seize: Can'\''t stat '\''no-such-command-xyz'\'': No such file or directory
/nonexistent/cmd|seize: Can'\''t stat '\''/nonexistent/cmd'\'': No such file or directory
'\'''\''|seize: Can'\''t stat '\'''\'': No such file or directory
@NOEXEC@|seize: exec: Permission denied
@NOEXEC@ arg|seize: exec: Permission denied
@DIR@|seize: exec: Permission denied
-f @NOEXEC@|seize: exec: Permission denied
'

# traced_process: start tests/progs/cli-traced and set TRACED to the pid of
# its child, which it traces.
traced_process() {
	mkfifo "$T/in" "$T/out"
	"$SEIZE_TEST_PROGS/cli-traced" <"$T/in" >"$T/out" &
	BG+=($!)
	exec 8>"$T/in"	# cli-traced lives until this closes
	read -r TRACED <"$T/out"
	BG+=("$TRACED")
	[[ $(awk '/^TracerPid:/ { print $2 }' "/proc/$TRACED/status") != 0 ]] ||
		fail "cli-traced's child is not traced"
}

# expand WORD: the placeholders replaced.
expand() {
	local s=$1
	s=${s//@NOEXEC@/$NOEXEC}
	s=${s//@DIR@/$DIR}
	s=${s//@GONE@/$GONE}
	s=${s//@TRACED@/$TRACED}
	s=${s//@KTHREAD@/$KTHREAD}
	printf '%s' "$s"
}

@test "every malformed option or argument: one seize: line, exit 1, no stdout" {
	NOEXEC=$T/noexec DIR=$T/dir
	: >"$NOEXEC"
	chmod 644 "$NOEXEC"
	mkdir "$DIR"
	true &
	GONE=$!
	wait "$GONE"
	[[ ! -e /proc/$GONE ]] || skip "pid $GONE was reused at once"
	KTHREAD=2
	[[ $(cat /proc/2/comm 2>/dev/null) == kthreadd ]] || KTHREAD=
	traced_process

	local row args expected words n=0 bad=0
	while IFS='|' read -r args expected; do
		[[ -n $args || -n $expected ]] || continue
		if [[ $args$expected == *@KTHREAD@* && -z $KTHREAD ]]; then
			continue	# no kthreadd in this pid namespace
		fi
		n=$((n + 1))
		eval "words=($(expand "$args"))"
		expected=$(expand "$expected")
		run --separate-stderr "$SEIZE" "${words[@]}" </dev/null
		local why=
		if [[ $status != 1 ]]; then
			why="exit status $status"
		elif [[ -n $output ]]; then
			why="stdout: $output"
		elif [[ $expected == "~"* && ! ${stderr_lines[0]:-} =~ ${expected#"~"} ]]; then
			why="stderr does not match"
		elif [[ $expected != "~"* && ${stderr_lines[0]:-} != "$expected" ]]; then
			why="stderr differs"
		elif ((${#stderr_lines[@]} > 2)) ||
			{ ((${#stderr_lines[@]} == 2)) && [[ ${stderr_lines[1]} != "$HINT" ]]; }; then
			why="more than one error line"
		fi
		if [[ -n $why ]]; then
			bad=$((bad + 1))
			printf 'seize %s: %s\n  expected: %s\n  stderr:\n%s\n' \
				"$args" "$why" "$expected" "$(sed 's/^/    /' <<<"$stderr")"
		fi
	done <<<"$ROWS"
	((n > 50)) || fail "only $n rows ran"
	((bad == 0)) || fail "$bad of $n rows failed"
}

@test "a directory or a file without x in PATH: exec error, nothing runs" {
	mkdir -p "$T/bin/dir-cmd"
	: >"$T/bin/plain-cmd"
	for cmd in plain-cmd dir-cmd; do
		PATH=$T/bin:$PATH run --separate-stderr "$SEIZE" -o "$T/log" "$cmd"
		assert_failure 1
		# PATH search skips directories, as execvp does.
		local want="seize: exec: Permission denied"
		[[ $cmd == dir-cmd ]] && want="seize: Can't stat 'dir-cmd': No such file or directory"
		[[ $stderr == "$want" ]] || fail "$cmd: $stderr"
		[[ ! -s $T/log ]] || fail "$cmd: something was traced: $(cat "$T/log")"
	done
}

@test "-p of seize's own pid is refused, seize exits 1" {
	run --separate-stderr sh -c 'exec "$0" -p $$' "$SEIZE"
	assert_failure 1
	assert_output ''
	[[ $stderr =~ ^seize:\ attach:\ ptrace\(PTRACE_SEIZE,\ [0-9]+\):\ Operation\ not\ permitted$ ]] ||
		fail "stderr: $stderr"
}

@test "-p: a valid pid after an invalid one attaches to nothing" {
	sleep 100 &
	BG+=($!)
	local pid=$!
	run --separate-stderr "$SEIZE" -p "$pid" -p abc
	assert_failure 1
	[[ ${stderr_lines[0]} == "seize: Invalid process id: 'abc'" ]] || fail "stderr: $stderr"
	[[ $(awk '/^TracerPid:/ { print $2 }' "/proc/$pid/status") == 0 ]] ||
		fail "sleep was left traced"
	[[ $(proc_state "$pid") == S ]] || fail "sleep is in state $(proc_state "$pid")"
}

@test "-d: seize's own story on stderr, the trace unchanged" {
	run --separate-stderr "$SEIZE" -d -e trace=exit_group -o "$BATS_TEST_TMPDIR/log" sh -c 'exit 4'
	assert_failure 4
	[[ ${stderr_lines[0]} == "seize: ptrace options 0x"* ]]
	[ "${stderr_lines[1]}" = "seize: PTRACE_GET_SYSCALL_INFO works" ]
	[[ ${stderr_lines[2]} =~ ^seize:\ new\ tracee\ [0-9]+,\ 1\ live$ ]]
	printf '%s\n' "${stderr_lines[@]}" | grep -Eq '^seize: \[wait\(0x[0-9a-f]{6}\) = [0-9]+\] WIFSTOPPED,syscall-stop$'
	printf '%s\n' "${stderr_lines[@]}" | grep -Eq '^seize: \[wait\(0x[0-9a-f]{6}\) = [0-9]+\] WIFSTOPPED,sig=SIGTRAP,EVENT_EXEC \(4\)$'
	[[ ${stderr_lines[-1]} =~ ^seize:\ \[wait\(0x000400\)\ =\ [0-9]+\]\ WIFEXITED,exitcode=4$ ]]
	run cat "$BATS_TEST_TMPDIR/log"
	assert_output "$(printf '%s\n' 'exit_group(4)                           = ?' '+++ exited with 4 +++')"
}

@test "--tips: one of seize's tips after the trace, by number, compact or boxed; none; alone" {
	run --separate-stderr "$SEIZE" --tips=id:3 -o /dev/null true
	assert_success
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ ${stderr_lines[0]} == "seize tip #3: -k prints the stack"* ]]
	# numbers wrap around the list, as strace's do
	run --separate-stderr "$SEIZE" --tips=id:1003,format:compact -o /dev/null true
	local wrapped=${stderr_lines[0]}
	run --separate-stderr "$SEIZE" --tips=1003 -o /dev/null true
	[ "${stderr_lines[0]}" = "$wrapped" ]
	local tip=$BATS_TEST_TMPDIR/tip n
	"$SEIZE" --tips=id:0,format:full -o /dev/null true 2>"$tip"
	n=$(wc -l <"$tip")
	[ "$n" -ge 5 ]
	[ "$(sed -n 1p "$tip")" = " +--------------------------------------------------------------+" ]
	[ "$(sed -n 2p "$tip")" = " | seize tip #0                                                 |" ]
	[ "$(sed -n "${n}p" "$tip")" = "$(sed -n 1p "$tip")" ]
	# every line between: 65 columns, framed
	run grep -cvE '^ \| .{60} \|$' <(sed "1d;${n}d" "$tip")
	assert_output 0
	run --separate-stderr "$SEIZE" --tips=none -o /dev/null true
	[ -z "$stderr" ]
	run --separate-stderr "$SEIZE" --tips=random
	assert_success
	[[ ${stderr_lines[0]} == "seize tip #"* ]]
	run --separate-stderr "$SEIZE" --tips=format:odd true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid --tips argument: 'format:odd'" ]
}
