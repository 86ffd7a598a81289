/* What seize does at the stops of a tracee under its seccomp filter so that
 * the program's own filters act as without it (seccomp-stop.c). */
#ifndef SEIZE_SECCOMP_STOP_H
#define SEIZE_SECCOMP_STOP_H

#include <stdbool.h>
#include <linux/ptrace.h>

#include "tracer.h"

/* At a PTRACE_EVENT_SECCOMP stop: did seize's filter make it? */
bool seccomp_stop_ours(const struct ptrace_syscall_info *info);
/* At a seccomp stop the program's filter made: the call fails with ENOSYS,
 * as it does with no tracer that asked for these stops. */
void seccomp_skip_call(struct tracee *t);
/* After syscall_entering / syscall_exiting: a filter being installed. */
void seccomp_call_entering(struct tracer *tr, struct tracee *t);
void seccomp_call_exiting(struct tracer *tr, struct tracee *t,
			  const struct ptrace_syscall_info *info);

#endif
