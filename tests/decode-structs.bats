#!/usr/bin/env bats
# Calls whose arguments are structs, strings or commands that strace decodes
# beyond an address: quotactl, io_uring, native AIO, landlock, mount_setattr,
# POSIX message queues, LDT and TLS descriptors, and the strings of
# memfd_create, reboot and fsconfig that the kernel bounds.

load lib/decode
load lib/json-schema

@test "quotactl, quotactl_fd: QCMD, each command's id and data, the quota structs" {
	check_prog quota
}

@test "quotactl under -X raw, -X verbose and -v" {
	SEIZE_XLAT=raw check_prog quota -X raw
	SEIZE_XLAT=verbose check_prog quota -X verbose
	SEIZE_VERBOSE=1 check_prog quota -v
	SEIZE_VERBOSE=1 SEIZE_XLAT=verbose check_prog quota -v -X verbose
}

# The programs of this file; their JSON is checked against the schema here
# (tests/json-schema.bats lists the programs of the other families).
STRUCT_PROGS="quota struct-strings struct-landlock struct-mount struct-mqueue struct-ldt struct-io_uring struct-aio"

@test "the struct programs' JSON: what the schema accepts, under every decoder option" {
	local prog opts
	for opts in "" "-v -yy -X verbose -xx -s 300" "-X raw -s 0 -e verbose=none"; do
		for prog in $STRUCT_PROGS; do
			# shellcheck disable=SC2086
			run --separate-stderr "$SEIZE" -j -f $opts -o "$BATS_TEST_TMPDIR/$prog.json" "$SEIZE_TEST_PROGS/$prog"
			[ "$status" -eq 0 ] || fail "$prog under seize -j $opts: exit $status: $stderr"
		done
		run validate "$BATS_TEST_TMPDIR"/*.json
		assert_success
	done
}

@test "memfd_create's name, reboot's RESTART2 command, fsconfig's strings: read as far as the kernel reads" {
	check_prog struct-strings
	SEIZE_STRLEN=256 check_prog struct-strings -s 256
	SEIZE_STRLEN=300 SEIZE_XLAT=verbose check_prog struct-strings -s 300 -X verbose
	SEIZE_XLAT=raw check_prog struct-strings -X raw
}

@test "landlock's structs, and flag words read as the kernel's unsigned int" {
	check_prog struct-landlock
	SEIZE_XLAT=raw check_prog struct-landlock -X raw
	SEIZE_XLAT=verbose check_prog struct-landlock -X verbose
}

@test "mount_setattr's struct mount_attr and the bytes a bigger size adds" {
	check_prog struct-mount
	SEIZE_XLAT=raw check_prog struct-mount -X raw
	SEIZE_XLAT=verbose check_prog struct-mount -X verbose
}

@test "POSIX message queues: mq_open's attributes with O_CREAT, mq_getsetattr, mq_notify" {
	check_prog struct-mqueue
	SEIZE_XLAT=raw check_prog struct-mqueue -X raw
	SEIZE_XLAT=verbose check_prog struct-mqueue -X verbose
}

@test "struct user_desc: modify_ldt, set_thread_area, get_thread_area" {
	check_prog struct-ldt
	check_prog struct-ldt -v
}

@test "io_uring: setup's params in at entry and out at exit, enter's signal set, register's arguments" {
	check_prog struct-io_uring
	SEIZE_XLAT=raw check_prog struct-io_uring -X raw
	SEIZE_XLAT=verbose check_prog struct-io_uring -X verbose
}

@test "native AIO: io_setup's context, io_submit's control blocks, io_getevents' events, io_cancel" {
	check_prog struct-aio
	SEIZE_XLAT=raw check_prog struct-aio -X raw
	SEIZE_XLAT=verbose check_prog struct-aio -X verbose
}
