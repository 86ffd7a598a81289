#!/usr/bin/env bats
# seize-log-merge: the FILE.PID files of seize -ff -tt (or -ttt) merged into
# one trace by time, each line led by its pid.
#
# Run against another script with SEIZE_LOG_MERGE=/path/to/seize-log-merge.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/bg

MERGE=${SEIZE_LOG_MERGE:-$BATS_TEST_DIRNAME/../src/seize-log-merge}

@test "lines are merged by time, each led by its pid padded to the widest" {
	printf '10:00:00.000002 b1\n10:00:01.500000 b2\n' > "$T/t.7"
	printf '10:00:00.000001 a1\n10:00:00.000003 a2\n10:00:02.000000 a3\n' > "$T/t.123456"
	run --separate-stderr "$MERGE" "$T/t"
	assert_success
	assert_equal "$stderr" ""
	assert_output - <<-'EOF'
		123456 10:00:00.000001 a1
		7      10:00:00.000002 b1
		123456 10:00:00.000003 a2
		7      10:00:01.500000 b2
		123456 10:00:02.000000 a3
	EOF
}

@test "equal times keep their order: lower pid first, then as in the file" {
	printf '10:00:00.000005 p20-1\n10:00:00.000005 p20-2\n' > "$T/t.20"
	printf '10:00:00.000005 p3-1\n10:00:00.000005 p3-2\n10:00:00.000005 p3-3\n' > "$T/t.3"
	run --separate-stderr "$MERGE" "$T/t"
	assert_success
	assert_output - <<-'EOF'
		3  10:00:00.000005 p3-1
		3  10:00:00.000005 p3-2
		3  10:00:00.000005 p3-3
		20 10:00:00.000005 p20-1
		20 10:00:00.000005 p20-2
	EOF
}

@test "-ttt times sort as numbers, whatever their number of digits" {
	printf '999999999.999999 old\n1700000000.000002 late\n' > "$T/t.11"
	printf '1700000000.000001 early\n1700000000.5 half\n' > "$T/t.12"
	run --separate-stderr "$MERGE" "$T/t"
	assert_success
	assert_output - <<-'EOF'
		11 999999999.999999 old
		12 1700000000.000001 early
		11 1700000000.000002 late
		12 1700000000.5 half
	EOF
}

@test "a line without a time (a -k frame) stays after its line; a cut last line is printed whole" {
	printf '10:00:00.000001 write(1, "x", 1) = 1\n > /lib/libc.so.6(write+0x10) [0x1234]\n > /bin/prog(main+0x5) [0x55]\n10:00:00.000004 exit_group(0) = ?' > "$T/t.5"
	printf '10:00:00.000002 getpid() = 6\n10:00:00.000003 read(0, ' > "$T/t.6"
	run --separate-stderr "$MERGE" "$T/t"
	assert_success
	assert_output - <<-'EOF'
		5 10:00:00.000001 write(1, "x", 1) = 1
		5  > /lib/libc.so.6(write+0x10) [0x1234]
		5  > /bin/prog(main+0x5) [0x55]
		6 10:00:00.000002 getpid() = 6
		6 10:00:00.000003 read(0, 
		5 10:00:00.000004 exit_group(0) = ?
	EOF
}

@test "only FILE.PID files are read: not FILE, FILE.12.bak, FILE.3x" {
	printf '10:00:00.000001 yes\n' > "$T/t.42"
	printf 'junk\n' > "$T/t"
	printf 'junk\n' > "$T/t.12.bak"
	printf 'junk\n' > "$T/t.3x"
	mkdir "$T/t.99"
	run --separate-stderr "$MERGE" "$T/t"
	assert_success
	assert_output "42 10:00:00.000001 yes"
}

@test "a file without -tt or -ttt timestamps: one line, exit 1, no output" {
	printf '10:00:00.000001 fine\n' > "$T/t.1"
	printf 'execve("/bin/true", ["true"], 0x7ffc /* 1 var */) = 0\n' > "$T/t.2"
	run --separate-stderr "$MERGE" "$T/t"
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "seize-log-merge: $T/t.2: no -tt or -ttt timestamp at the start of its first line; trace with seize -ff -tt -o FILE"
}

@test "-t (seconds) and -r (relative) times are not enough" {
	printf '10:00:00 execve("/bin/true", ["true"], 0x7ffc /* 1 var */) = 0\n' > "$T/s.1"
	run --separate-stderr "$MERGE" "$T/s"
	assert_failure 1
	assert_equal "$stderr" "seize-log-merge: $T/s.1: no -tt or -ttt timestamp at the start of its first line; trace with seize -ff -tt -o FILE"
	printf '     0.000000 execve("/bin/true", ["true"], 0x7ffc /* 1 var */) = 0\n' > "$T/r.1"
	run --separate-stderr "$MERGE" "$T/r"
	assert_failure 1
	assert_equal "$stderr" "seize-log-merge: $T/r.1: no -tt or -ttt timestamp at the start of its first line; trace with seize -ff -tt -o FILE"
}

@test "no FILE.PID at all, no argument, two arguments, an unknown option: exit 1" {
	run --separate-stderr "$MERGE" "$T/none"
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "seize-log-merge: $T/none: no $T/none.PID files (seize -ff -tt -o $T/none writes them)"
	run --separate-stderr "$MERGE"
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "Usage: seize-log-merge FILE"
	run --separate-stderr "$MERGE" a b
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "Usage: seize-log-merge FILE"
	run --separate-stderr "$MERGE" --bogus
	assert_failure 1
	assert_equal "${stderr_lines[0]}" "seize-log-merge: unrecognized option '--bogus'"
	run --separate-stderr "$MERGE" --help
	assert_success
	assert_equal "${lines[0]}" "Usage: seize-log-merge FILE"
}

# A real -ff trace: every line of every file once, led by its own pid, and
# the merged times never go back.
check_real_merge() {
	local ts=$1
	"$SEIZE" -ff "$ts" -o "$T/real" sh -c '/bin/true & /bin/true; wait'
	local files=("$T"/real.*)
	[ "${#files[@]}" -ge 3 ] || fail "expected 3 processes, got: ${files[*]}"
	run --separate-stderr "$MERGE" "$T/real"
	assert_success
	printf '%s\n' "$output" > "$T/merged"
	local f pid want=0
	for f in "${files[@]}"; do
		pid=${f##*.}
		want=$((want + $(wc -l < "$f")))
		diff <(sed -n "s/^$pid  *//p" "$T/merged") "$f" ||
			fail "the lines of $pid are not those of $f, in its order"
	done
	assert_equal "$(wc -l < "$T/merged")" "$want"
	awk '{ t = $2; if ($2 ~ /:/) { split($2, a, ":"); t = a[1] * 3600 + a[2] * 60 + a[3] }
	       if (t < last) { print "time goes back at line " NR ": " $0; exit 1 } last = t }' \
		"$T/merged" || fail "not sorted by time"
}

@test "a seize -ff -tt trace of three processes merges whole and in order" {
	check_real_merge -tt
}

@test "a seize -ff -ttt trace of three processes merges whole and in order" {
	check_real_merge -ttt
}

@test "the same output as strace-log-merge for the same files" {
	command -v strace-log-merge >/dev/null || skip "strace-log-merge is not installed"
	"$SEIZE" -ff -tt -o "$T/same" sh -c '/bin/true & /bin/true; wait'
	run --separate-stderr "$MERGE" "$T/same"
	assert_success
	assert_output "$(strace-log-merge "$T/same")"
}
