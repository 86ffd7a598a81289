#!/usr/bin/env bats
# Several -p, and -p together with a command.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

# Both targets name the tracer in their TracerPid line.
both_traced_by() {
	[ "$(tracer_pid "$1")" = "$3" ] && [ "$(tracer_pid "$2")" = "$3" ]
}

teardown() {
	kill -KILL ${pids:-} 2>/dev/null || true
}

@test "two -p: both traced with pid prefixes, both detached by SIGINT and left running" {
	local log=$BATS_TEST_TMPDIR/log a b tracer
	sleep 60 & a=$!
	sleep 60 & b=$!
	pids="$a $b"
	"$SEIZE" -o "$log" -p "$a" -p "$b" 2>"$BATS_TEST_TMPDIR/err" &
	tracer=$!
	pids="$pids $tracer"
	poll_until "both attached" both_traced_by "$a" "$b" "$tracer"
	kill -INT "$tracer"
	local rc=0
	wait "$tracer" || rc=$?
	# strace's status: it dies of the signal once everyone is detached.
	[ "$rc" -eq 130 ]
	[ "$(tracer_pid "$a")" = 0 ]
	[ "$(tracer_pid "$b")" = 0 ]
	state_in "$a" S
	state_in "$b" S
	run cat "$BATS_TEST_TMPDIR/err"
	assert_line "seize: Process $a attached"
	assert_line "seize: Process $b attached"
	assert_line "seize: Process $a detached"
	assert_line "seize: Process $b detached"
	run grep -Ec "^($a|$b) " "$log"
	[ "$output" -ge 2 ]
}

@test "-p with a command: the shell gets the command's status at once, the -p process is traced to its end" {
	local log=$BATS_TEST_TMPDIR/log a tracer
	sleep 60 & a=$!
	pids=$a
	run --separate-stderr "$SEIZE" -q -o "$log" -p "$a" sh -c 'exit 3'
	# The command is the shell's own child (the default layout): its end
	# reaches the shell as it happens, while seize's tracer goes on.
	assert_failure 3
	tracer=$(tracer_pid "$a")
	[ "$tracer" != 0 ] || fail "the -p process was let go with the command"
	pids="$a $tracer"
	run grep -c '+++ exited with 3 +++$' "$log"
	assert_output 1
	kill -TERM "$a"
	poll_until "the tracer's end" eval '! kill -0 "$tracer" 2>/dev/null'
	run grep -Ec "^$a +\\+\\+\\+ killed by SIGTERM \\+\\+\\+\$" "$log"
	assert_output 1
}

@test "-p: after SIGINT, SIGTERM, SIGHUP or SIGQUIT seize dies of that signal once detached, as strace" {
	local a tracer sig rc want
	sleep 60 & a=$!
	pids=$a
	for sig in INT TERM HUP QUIT; do
		"$SEIZE" -o /dev/null -p "$a" 2>/dev/null &
		tracer=$!
		pids="$a $tracer"
		poll_until "attached" eval '[ "$(tracer_pid "$a")" = "$tracer" ]'
		kill -"$sig" "$tracer"
		rc=0
		wait "$tracer" || rc=$?
		want=$((128 + $(kill -l "$sig")))
		[ "$rc" -eq "$want" ] || fail "SIG$sig: exit status $rc, not $want"
		[ "$(tracer_pid "$a")" = 0 ]
		state_in "$a" S
	done
}

@test "-I never and never_tstp: seize -p ignores SIGINT, SIGTERM, SIGHUP and SIGQUIT; -I 1, 2 and waiting detach" {
	local a tracer sig mode
	sleep 60 & a=$!
	pids=$a
	for mode in 3 never 4 never_tstp; do
		"$SEIZE" -I "$mode" -o /dev/null -p "$a" 2>/dev/null &
		tracer=$!
		pids="$a $tracer"
		poll_until "attached" eval '[ "$(tracer_pid "$a")" = "$tracer" ]'
		for sig in INT TERM HUP QUIT; do
			kill -"$sig" "$tracer"
		done
		[[ $mode == *4* || $mode == *tstp* ]] && kill -TSTP "$tracer"
		# ignored, they are dropped when sent: nothing is left to act on
		local ign want=$(((1 << 0) | (1 << 1) | (1 << 2) | (1 << 12) | (1 << 14)))
		[[ $mode == *4* || $mode == *tstp* ]] && want=$((want | (1 << 19)))
		ign=$((16#$(awk '/^SigIgn:/ { print $2 }' "/proc/$tracer/status")))
		[ $((ign & want)) -eq "$want" ] || fail "-I $mode: SigIgn $ign"
		poll_until "the tracer asleep, not ended" state_in "$tracer" S
		[ "$(tracer_pid "$a")" = "$tracer" ] || fail "-I $mode: detached"
		kill -KILL "$tracer"
		wait "$tracer" || true
		poll_until "released" eval '[ "$(tracer_pid "$a")" = 0 ]'
	done
	for mode in 1 anywhere always 2 waiting; do
		"$SEIZE" --interruptible="$mode" -o /dev/null -p "$a" 2>/dev/null &
		tracer=$!
		pids="$a $tracer"
		poll_until "attached" eval '[ "$(tracer_pid "$a")" = "$tracer" ]'
		ign=$((16#$(awk '/^SigIgn:/ { print $2 }' "/proc/$tracer/status")))
		[ $((ign & 2)) -eq 0 ] || fail "--interruptible=$mode ignores SIGINT"
		kill -INT "$tracer"
		wait "$tracer" || true
		[ "$(tracer_pid "$a")" = 0 ] || fail "--interruptible=$mode: not detached"
	done
	run --separate-stderr "$SEIZE" -I 5 true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -I argument: '5'" ]
	run --separate-stderr "$SEIZE" --interruptible=x true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid --interruptible argument: 'x'" ]
}
