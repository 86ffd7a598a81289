/* The seccomp-bpf filter that makes untraced syscalls free: installed in the
 * launched child before it execs, inherited by its children. */
#ifndef SEIZE_SECCOMP_H
#define SEIZE_SECCOMP_H

#include <stdbool.h>

#include "filter.h"

/* The SECCOMP_RET_DATA of seize's RET_TRACE: a PTRACE_EVENT_SECCOMP stop
 * with other data comes from a filter of the program's own (where several
 * filters return RET_TRACE the kernel reports the newest one's data, and
 * the program's are newer than seize's).  See seccomp-stop.c. */
enum { SEIZE_SECCOMP_DATA = 0x5e12 };

/* Whether this build can install the filter (libseccomp). */
bool seccomp_available(void);
/* In the child: SECCOMP_RET_TRACE for the syscalls in trace, for those
 * that install a filter (seccomp, prctl PR_SET_SECCOMP) and for exit_group,
 * ALLOW for the other syscalls of the table.  A number the table does not
 * name stops too (printer.c traces it whatever the set).  Returns false (errno set) when the filter cannot be loaded. */
bool seccomp_install(const struct syscall_set *trace);

#endif
