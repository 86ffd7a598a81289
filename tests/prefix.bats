#!/usr/bin/env bats
# Line prefixes and suffixes: -t -tt -ttt -r -T -i -n -a, compared with strace.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

# Run both tracers with the given options on one process (with -f the
# interleaving would depend on the scheduler);
# mask what differs from run to run: times, addresses, instruction pointers,
# pids and random bytes.
same_as_strace() {
	local a=$BATS_TEST_TMPDIR/strace.out b=$BATS_TEST_TMPDIR/seize.out f
	strace "$@" -o "$a" -- sh -c 'exec 2>/dev/null; kill -CHLD $$; exec cat /etc/hostname /nonexistent' >/dev/null || true
	"$SEIZE" "$@" -o "$b" -- sh -c 'exec 2>/dev/null; kill -CHLD $$; exec cat /etc/hostname /nonexistent' >/dev/null || true
	for f in "$a" "$b"; do
		sed -i -E 's/^[0-9]+ /PID /; s/[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{6})?/TIME/
			s/[0-9]+\.[0-9]{6}/T/g; s/0x[0-9a-f]+/ADDR/g; s/\[[0-9a-f]{16}\]/[IP]/
			s/(si_pid=|= |kill\()[0-9]{3,}/\1N/; s/getrandom\("[^"]*"/getrandom("R"/' "$f"
	done
	run diff -u "$a" "$b"
	assert_success
	[ "$(wc -l < "$b")" -gt 50 ]
}

@test "-tt -T -i -n print as strace's, on signal and exit lines too" {
	same_as_strace -tt -T -i -n
}

@test "-t, -ttt and -r print as strace's" {
	same_as_strace -t
	same_as_strace -ttt
	same_as_strace -r
}

@test "-a moves the return value column" {
	same_as_strace -a 20
	same_as_strace -a 60
}

@test "timestamp formats are exact" {
	run "$SEIZE" -tt -e trace=exit_group -o "$BATS_TEST_TMPDIR/log" true
	assert_success
	run cat "$BATS_TEST_TMPDIR/log"
	assert_line --index 0 --regexp '^[0-2][0-9]:[0-5][0-9]:[0-6][0-9]\.[0-9]{6} exit_group\(0\) += \?$'
	run "$SEIZE" -r -T -e trace=close -o "$BATS_TEST_TMPDIR/log" /bin/true
	run grep -E '^ +[0-9]+\.[0-9]{6} close\([0-9]+\) += 0 <[0-9]+\.[0-9]{6}>$' "$BATS_TEST_TMPDIR/log"
	assert_success
}

# Both tracers with the given options on /bin/true's close and exit_group
# calls, every digit masked: the layout must be strace's.
same_shape_as_strace() {
	local a=$BATS_TEST_TMPDIR/strace.out b=$BATS_TEST_TMPDIR/seize.out
	strace "$@" -e trace=close,exit_group -o "$a" /bin/true
	"$SEIZE" "$@" -e trace=close,exit_group -o "$b" /bin/true
	sed -i 's/[0-9]/N/g' "$a" "$b"
	run diff -u "$a" "$b"
	assert_success
	[ "$(wc -l < "$b")" -ge 3 ]
}

@test "--timestamps, --absolute-timestamps, --relative-timestamps, --syscall-times: formats and precisions as strace's" {
	local f p
	for f in time unix; do
		for p in s ms us ns; do
			same_shape_as_strace --timestamps="$f,$p"
			same_shape_as_strace --absolute-timestamps="format:$f,precision:$p"
		done
	done
	for p in s ms us ns; do
		same_shape_as_strace --relative-timestamps="$p"
		same_shape_as_strace --syscall-times="$p"
		same_shape_as_strace -t --relative-timestamps="$p"
	done
	same_shape_as_strace --timestamps
	same_shape_as_strace --timestamps=none
	same_shape_as_strace --timestamps=unix --timestamps=ms
	same_shape_as_strace --timestamps=unix --timestamps
	same_shape_as_strace --timestamps=none --timestamps=ns
	same_shape_as_strace -ttt -r -T
	same_shape_as_strace --relative-timestamps=ns -r
	same_shape_as_strace -tttt
}

@test "bad timestamp arguments: strace's one-line errors" {
	local args
	for args in "--timestamps=bad|invalid --timestamps argument: 'bad'" \
		    "--timestamps=precision:xs|invalid --timestamps argument: 'precision:xs'" \
		    "--timestamps=format:ms|invalid --timestamps argument: 'format:ms'" \
		    "--absolute-timestamps=x|invalid --absolute-timestamps argument: 'x'" \
		    "--relative-timestamps=|invalid --relative-timestamps argument: ''" \
		    "--syscall-times=foo|invalid --syscall-times argument: 'foo'"; do
		run --separate-stderr "$SEIZE" "${args%%|*}" true
		assert_failure 1
		[ "${stderr_lines[0]}" = "seize: ${args#*|}" ] || fail "$args: $stderr"
		[ -z "$output" ]
	done
	run --separate-stderr "$SEIZE" -t --timestamps=ns true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: -t and --absolute-timestamps cannot be provided simultaneously" ]
}

@test "bad -a: one-line error" {
	run --separate-stderr "$SEIZE" -a x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -a argument: 'x'" ]
}

@test "--always-show-pid: the pid on every line, even with one process and no -o" {
	run --separate-stderr "$SEIZE" --always-show-pid -e trace=chdir,exit_group sh -c 'cd /; exit 3'
	assert_failure 3
	local pid
	pid=$(sed -n 's/^\([0-9]\+\) .*/\1/p' <<<"${stderr_lines[0]}")
	[ -n "$pid" ]
	[ "${stderr_lines[0]}" = "$(printf '%-5d chdir("/")                        = 0' "$pid")" ]
	[ "${stderr_lines[1]}" = "$(printf '%-5d exit_group(3)                     = ?' "$pid")" ]
	[ "${stderr_lines[2]}" = "$(printf '%-5d +++ exited with 3 +++' "$pid")" ]
}
