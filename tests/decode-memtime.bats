#!/usr/bin/env bats
# The memory and time syscalls, decoded as strace 6.1 prints them.  Each
# program prints the lines seize must write (checked against strace).

load lib/decode

@test "mmap family: flags, prot, mremap, madvise/msync/mlock sets, mincore, brk, membarrier" {
	check_prog_lines memtime-mmap
}

@test "futex: each op's arguments, clock and private flags, FUTEX_WAKE_OP, futex_waitv" {
	check_prog memtime-futex
}

@test "NUMA policies and node masks, move_pages, process_vm_readv/writev iovecs" {
	check_prog memtime-numa
}

@test "clocks, sleeps (interrupted ones report the time left), time, times, adjtimex, itimers" {
	check_prog_lines memtime-clock
}

@test "restart_syscall names the sleep it resumes after a stop" {
	check_prog memtime-restart
}

@test "POSIX timers and timerfds: sigevent, itimerspec, timer ids" {
	check_prog_lines memtime-timer
}

@test "-s cuts arrays and the strings inside them" {
	check_prog memtime-short -s 4
	run --separate-stderr "$SEIZE" -s 0 -o "$BATS_TEST_TMPDIR/log" "$SEIZE_TEST_PROGS/memtime-short"
	assert_success
	run grep -cE '^(mincore\(0x[0-9a-f]+, 32768, \[\.\.\.\]\)|set_mempolicy\(MPOL_DEFAULT, \[\.\.\.\], 320\)) +=' "$BATS_TEST_TMPDIR/log"
	assert_output 2
}

@test "-X and -e verbose= reach values built from pieces and arrays" {
	log=$BATS_TEST_TMPDIR/log
	run --separate-stderr "$SEIZE" -X verbose -o "$log" "$SEIZE_TEST_PROGS/memtime-futex"
	assert_success
	run grep -cE 'FUTEX_WAKE_OP_PRIVATE \*/, 1, 1, 0x[0-9a-f]+, 0 /\* FUTEX_OP_SET \*/<<28\|0x1<<12\|0x4 /\* FUTEX_OP_CMP_GT \*/<<24\|0x3\)|, 0xffffffff /\* FUTEX_BITSET_MATCH_ANY \*/\)' "$log"
	assert_output 2
	run --separate-stderr "$SEIZE" -X raw -o "$log" "$SEIZE_TEST_PROGS/memtime-mmap"
	assert_success
	run grep -E '^mmap\(NULL, 4096, 0x101, 0x54140023, -1, 0\) += -1 ' "$log"
	assert_success
	run grep -E '^membarrier\(0, 0\) += 0x[0-9a-f]+ \(0x[0-9a-f]+\)$' "$log"
	assert_success
	run --separate-stderr "$SEIZE" -e verbose=none -o "$log" "$SEIZE_TEST_PROGS/memtime-mmap"
	assert_success
	run grep -cE '^mincore\(0x[0-9a-f]+, 12188, 0x[0-9a-f]+\) += 0$' "$log"
	assert_output 1
}

@test "sleep 0.05: clock_nanosleep with the relative request" {
	run --separate-stderr "$SEIZE" -o "$BATS_TEST_TMPDIR/log" sleep 0.05
	assert_success
	run grep -Fx 'clock_nanosleep(CLOCK_REALTIME, 0, {tv_sec=0, tv_nsec=50000000}, NULL) = 0' "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 0 ] || run grep -E '^clock_nanosleep\(CLOCK_REALTIME, 0, \{tv_sec=0, tv_nsec=50000000\}, 0x[0-9a-f]+\) = 0$' "$BATS_TEST_TMPDIR/log"
	assert_success
	run grep -cE '^mmap\(NULL, [0-9]+, PROT_READ(\|PROT_WRITE)?, MAP_PRIVATE(\|MAP_ANONYMOUS|\|MAP_DENYWRITE)?, -?[0-9]+, 0\) += 0x[0-9a-f]+$' "$BATS_TEST_TMPDIR/log"
	assert_success
	run grep -E '^brk\(NULL\) += 0x[0-9a-f]+$' "$BATS_TEST_TMPDIR/log"
	assert_success
}
