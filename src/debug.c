/* -d: what seize does, for whoever debugs seize or a strange trace. */
#include <stdarg.h>
#include <stdio.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <linux/ptrace.h>

#include "debug.h"
#include "signame.h"
#include "tracer.h"

void debug_msg(const struct tracer *tr, const char *fmt, ...)
{
	if (!tr->opt.debug)
		return;
	char line[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	/* one write: lines of a -d run stay whole beside the trace */
	fprintf(stderr, "seize: %s\n", line);
}

static const char *event_name(int event)
{
	switch (event) {
	case PTRACE_EVENT_FORK: return "EVENT_FORK";
	case PTRACE_EVENT_VFORK: return "EVENT_VFORK";
	case PTRACE_EVENT_CLONE: return "EVENT_CLONE";
	case PTRACE_EVENT_EXEC: return "EVENT_EXEC";
	case PTRACE_EVENT_VFORK_DONE: return "EVENT_VFORK_DONE";
	case PTRACE_EVENT_EXIT: return "EVENT_EXIT";
	case PTRACE_EVENT_SECCOMP: return "EVENT_SECCOMP";
	case PTRACE_EVENT_STOP: return "EVENT_STOP";
	}
	return "EVENT_???";
}

void debug_wait(const struct tracer *tr, pid_t pid, int status)
{
	if (!tr->opt.debug)
		return;
	char buf[16];
	if (WIFEXITED(status)) {
		debug_msg(tr, "[wait(0x%06x) = %d] WIFEXITED,exitcode=%d", (unsigned)status, pid,
			  WEXITSTATUS(status));
	} else if (WIFSIGNALED(status)) {
		debug_msg(tr, "[wait(0x%06x) = %d] WIFSIGNALED,%ssig=%s", (unsigned)status, pid,
			  WCOREDUMP(status) ? "core," : "", signal_name(WTERMSIG(status), buf));
	} else if (WIFSTOPPED(status)) {
		int sig = WSTOPSIG(status), event = (unsigned)status >> 16;
		char what[48] = "";
		if (event)
			snprintf(what, sizeof what, ",%s (%d)", event_name(event), event);
		if (sig == (SIGTRAP | 0x80))
			debug_msg(tr, "[wait(0x%06x) = %d] WIFSTOPPED,syscall-stop", (unsigned)status, pid);
		else
			debug_msg(tr, "[wait(0x%06x) = %d] WIFSTOPPED,sig=%s%s", (unsigned)status, pid,
				  signal_name(sig, buf), what);
	} else {
		debug_msg(tr, "[wait(0x%06x) = %d] unknown status", (unsigned)status, pid);
	}
}
