#!/usr/bin/env bats
# The calls of seize issue 14's remainder: syslog, _sysctl, kexec, aio,
# perf_event_open, keyctl's DH and PKEY commands, and the arrays whose
# limits strace 6.1 keeps (sendfile, futex_waitv, setgroups, process_vm,
# sendmmsg/recvmmsg).

load lib/decode

@test "syslog, _sysctl, kexec_load, kexec_file_load" {
	check_prog misc-kernel
}

@test "syslog, _sysctl, kexec, arch_prctl under -X raw and -X verbose" {
	SEIZE_XLAT=raw check_prog misc-kernel -X raw
	SEIZE_XLAT=verbose check_prog misc-kernel -X verbose
}

@test "io_setup ... io_destroy: iocbs, events, the aio sigset, bad and short pointers" {
	check_prog misc-aio
	SEIZE_XLAT=raw check_prog misc-aio -X raw
	SEIZE_XLAT=verbose check_prog misc-aio -X verbose
}

@test "perf_event_open: struct perf_event_attr, E2BIG's size, unreadable structs; -v and -X raw" {
	check_prog misc-perf
	SEIZE_PERF=v check_prog misc-perf -v
	SEIZE_XLAT=raw check_prog misc-perf -X raw
}

@test "keyctl KEYCTL_DH_COMPUTE and KEYCTL_PKEY_*: their structs and buffers, under -X raw and verbose" {
	check_prog misc-keys
	SEIZE_XLAT=raw check_prog misc-keys -X raw
	SEIZE_XLAT=verbose check_prog misc-keys -X verbose
}

@test "sendfile, futex_waitv, setgroups, process_vm_writev, sendmmsg: where arrays stop, under -s 2 and -v" {
	check_prog misc-arrays
	SEIZE_ARRAYS=s2 check_prog misc-arrays -s 2
	SEIZE_ARRAYS=v check_prog misc-arrays -v
}
