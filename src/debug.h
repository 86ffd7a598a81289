/* -d: seize's own story on stderr, as strace -d tells its own: the ptrace
 * options, each tracee taken on or let go, each wait status. */
#ifndef SEIZE_DEBUG_H
#define SEIZE_DEBUG_H

#include <sys/types.h>

struct tracer;

void debug_msg(const struct tracer *tr, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* "[wait(0x80057f) = 1234] WIFSTOPPED,sig=SIGTRAP,EVENT_STOP (128)" */
void debug_wait(const struct tracer *tr, pid_t pid, int status);

#endif
