#!/usr/bin/env bats
# The JSON of every syscall the decoder test programs make, under every
# decoder option: each object is one the schema accepts, and no value is
# left as text a decoder wrote itself ({"text": ...} fits no shape).

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/json-schema

SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
P=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-300}
PROGS="basic desc desc-io desc-ioctl desc-poll file file-names file-notify file-stat
	file-times file-xattr memtime-clock memtime-futex memtime-mmap memtime-numa
	memtime-restart memtime-short memtime-timer net net-msg net-netlink net-netlink-proto net-rtnl net-sockopt
	process process-pidfd process-creds process-prctl prctl-options process-ptrace process-res process-wait
	signal signal-handler signal-info ipc keys"

check_all() {
	local prog follow
	for prog in $PROGS; do
		# process-ptrace's child must be able to PTRACE_TRACEME: under -f
		# it gets EPERM and its parent waits for a stop forever.
		follow=-f
		[ "$prog" = process-ptrace ] && follow=
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" -j $follow "$@" -o "$BATS_TEST_TMPDIR/$prog.json" "$P/$prog"
		[ "$status" -eq 0 ] || fail "$prog under seize -j $*: exit $status: $stderr"
	done
	run validate "$BATS_TEST_TMPDIR"/*.json
	assert_success
}

@test "every syscall of the test programs: JSON the schema accepts" {
	check_all
}

@test "the same with every decoder option on: -v -yy -X verbose -xx -s 300" {
	check_all -v -yy -X verbose -xx -s 300
}

@test "the same with -X raw, -s 0 and -e verbose=none" {
	check_all -X raw -s 0 -e verbose=none
}
