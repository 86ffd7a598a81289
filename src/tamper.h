/* -e inject= and -e fault= at the stops: skip or replace the syscall, give
 * it the return value asked for, deliver a signal, delay, poke memory. */
#ifndef SEIZE_TAMPER_H
#define SEIZE_TAMPER_H

#include <linux/ptrace.h>

#include "tracer.h"

/* What was done to a call (struct call's tampered), and what is due. */
enum tamper_bits {
	TAMPERED_RETURN = 1 << 0,	/* skipped or replaced: " (INJECTED)" */
	TAMPERED_ARGS = 1 << 1,		/* memory poked: " (INJECTED: args)" */
	TAMPERED_DELAYED = 1 << 2,	/* " (DELAYED)" */
	TAMPER_SIGNAL_AT_EXIT = 1 << 3,	/* seccomp stop: the signal goes at the exit */
};

/* At the entry stop of a call seize traces (syscall_entering, before it
 * reads the arguments): count the call; if it is one to tamper with, do
 * what is due at its entry. */
void tamper_entering(struct tracee *t, const struct ptrace_syscall_info *info);
/* At the exit stop, before syscall_exiting: the injected return value is
 * set, and put in info for the trace. */
void tamper_exiting(struct tracer *tr, struct tracee *t, struct ptrace_syscall_info *info);
/* Just before resuming t from a syscall stop: waits out the delay asked
 * for; the signal to resume it with (signal=), or 0. */
int tamper_before_resume(struct tracer *tr, struct tracee *t);
/* detach_all, at t's last stop: a skipped call must not return the skip's
 * ENOSYS to a program no longer traced, but what was injected. */
void tamper_before_detach(struct tracer *tr, struct tracee *t);

#endif
