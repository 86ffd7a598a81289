#!/usr/bin/env bats
# The signal family: actions, masks, siginfo, waits, handlers and their return.

load lib/decode

@test "rt_sigaction, rt_sigprocmask, rt_sigpending, rt_sigsuspend, signalfd" {
	check_prog signal
}

@test "rt_sigqueueinfo, rt_tgsigqueueinfo, rt_sigtimedwait: siginfo by si_code" {
	check_prog signal-info
}

@test "handlers: delivery lines, rt_sigreturn's mask, interrupted waits, sigaltstack" {
	check_prog_lines signal-handler
}
