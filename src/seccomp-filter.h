/* The seccomp-bpf filter that makes untraced syscalls free: installed in the
 * launched child before it execs, inherited by its children. */
#ifndef SEIZE_SECCOMP_H
#define SEIZE_SECCOMP_H

#include <stdbool.h>

#include "filter.h"

/* Whether this build can install the filter (libseccomp). */
bool seccomp_available(void);
/* In the child: SECCOMP_RET_TRACE for the syscalls in trace, ALLOW for the
 * rest.  Returns false (errno set) when the filter cannot be loaded. */
bool seccomp_install(const struct syscall_set *trace);

#endif
