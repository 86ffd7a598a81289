#!/usr/bin/env bats
# SysV IPC: message queues, semaphore sets, shared memory segments.

load lib/decode

@test "msgget ... shmdt: keys, flags and modes, commands, the ctl structs, messages, sembufs" {
	check_prog ipc
}

@test "SysV IPC under -X raw and -X verbose" {
	SEIZE_IPC_XLAT=raw check_prog ipc -X raw
	SEIZE_IPC_XLAT=verbose check_prog ipc -X verbose
}

@test "SysV IPC under -v: the same structs" {
	check_prog ipc -v
}
