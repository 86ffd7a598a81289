#!/usr/bin/env bats
# placement.c moves seize itself (SCHED_IDLE, pinned next to its tracee);
# the traced program must never see it: its CPU affinity and scheduling
# policy stay what they would be without seize (nproc must not print 1).

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}

# 20,000 cheap syscalls (long enough for many of placement.c's 20 ms
# epochs, so that seize has pinned itself), then what the process sees,
# also in a forked child (followed with -f).
probe() {
	python3 -c '
import os
for _ in range(20000):
    os.getppid()
def seen():
    return "%s %s %s" % (sorted(os.sched_getaffinity(0)), os.sched_getscheduler(0), os.nice(0))
print("parent", seen(), flush=True)
pid = os.fork()
if pid == 0:
    for _ in range(5000):
        os.getppid()
    print("child", seen(), flush=True)
    os._exit(0)
os.waitpid(pid, 0)
'
}

@test "the traced program keeps its CPU affinity and scheduling policy while seize moves itself" {
	[ "$(nproc --all)" -gt 1 ] || skip "one CPU: nothing to move"
	run probe
	assert_success
	local expected=$output
	assert_line --index 0 --regexp '^parent \[0, 1'
	run "$SEIZE" -f -o /dev/null bash -c "$(declare -f probe); probe"
	assert_success
	assert_output "$expected"
	# With the loop's own affinity narrowed by the caller, seize keeps
	# that too.
	run taskset -c 1 bash -c "$(declare -f probe); probe"
	expected=$output
	assert_line --index 0 --regexp '^parent \[1\] '
	run taskset -c 1 "$SEIZE" -f -o /dev/null bash -c "$(declare -f probe); probe"
	assert_success
	assert_output "$expected"
}
