/* Under seize's seccomp filter the program must see what it sees without
 * it, also when it installs filters of its own (man 2 seccomp):
 *
 * - Its RET_TRACE fails the call with ENOSYS where no tracer asked for
 *   PTRACE_EVENT_SECCOMP stops.  We did ask: a stop whose SECCOMP_RET_DATA
 *   is not ours is the program's, and the call is skipped with ENOSYS.
 * - Its RET_ERRNO, RET_TRAP, RET_KILL_* and RET_USER_NOTIF take precedence
 *   over our RET_TRACE: no seccomp stop comes, the call would be missing
 *   from the trace.  So seize's filter stops every filter installation;
 *   once one succeeded, the thread (and what it starts later, which
 *   inherits the filter; with SECCOMP_FILTER_FLAG_TSYNC every thread of
 *   the process) is resumed with PTRACE_SYSCALL: the syscall-entry-stop
 *   comes before the filters run, the exit-stop shows their outcome.
 *
 * A program without filters of its own pays nothing: these calls are rare. */
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <linux/ptrace.h>
#include <linux/seccomp.h>
#include <linux/prctl.h>

#include "personality.h"
#include "seccomp-filter.h"
#include "seccomp-stop.h"
#include "util.h"

bool seccomp_stop_ours(const struct ptrace_syscall_info *info)
{
	return info->seccomp.ret_data == SEIZE_SECCOMP_DATA;
}

/* Skip the call and make it return -ENOSYS: a syscall number of -1 set at
 * the seccomp stop tells the kernel not to run it (man 2 seccomp,
 * SECCOMP_RET_TRACE), and rax is what it returns. */
void seccomp_skip_call(struct tracee *t)
{
	if (ptrace(PTRACE_POKEUSER, t->tid, offsetof(struct user_regs_struct, orig_rax), -1L) < 0 ||
	    ptrace(PTRACE_POKEUSER, t->tid, offsetof(struct user_regs_struct, rax), (long)-ENOSYS) < 0)
		if (errno != ESRCH)
			warn("cannot skip the syscall of %d: %s", t->tid, strerror(errno));
}

/* From now on t is stopped at every syscall.  One running with PTRACE_CONT
 * outside a syscall would make calls unseen until its next stop: interrupt
 * it (man 2 ptrace, PTRACE_INTERRUPT: a PTRACE_EVENT_STOP, after which
 * resume() gives PTRACE_SYSCALL).  One inside a syscall, in a group-stop or
 * not seen yet is resumed with PTRACE_SYSCALL anyway. */
static void trace_every_syscall(struct tracee *t)
{
	if (!t->filtered)
		return;
	t->filtered = false;
	if (t->state != TS_RUNNING || !t->seen_stop || t->in_syscall)
		return;
	if (ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) < 0) {
		if (errno != ESRCH)
			warn("ptrace(PTRACE_INTERRUPT, %d): %s", t->tid, strerror(errno));
		return;
	}
	/* A call it waits in that would fail with EINTR is made again
	 * (restart.c), as at attach. */
	t->restart_due = true;
}

/* By the x86_64 number: an i386 program's own filter counts too. */
static bool installs_filter(const struct call *c)
{
	uint64_t nr = pers_native_nr(c);
	if (nr == __NR_seccomp)
		return c->arg[0] == SECCOMP_SET_MODE_FILTER;
	return nr == __NR_prctl && (uint32_t)c->arg[0] == PR_SET_SECCOMP &&
	       (uint32_t)c->arg[1] == SECCOMP_MODE_FILTER;
}

/* SECCOMP_FILTER_FLAG_TSYNC gives the filter to every thread of the process
 * while the call runs: switch them before it does, so that none of them
 * makes a call under the new filter unseen.  Should the call fail, they are
 * only slower. */
void seccomp_call_entering(struct tracer *tr, struct tracee *t)
{
	const struct call *c = &t->call;
	if (!tr->seccomp || t->before_exec || !installs_filter(c) || pers_native_nr(c) != __NR_seccomp ||
	    !(c->arg[1] & SECCOMP_FILTER_FLAG_TSYNC))
		return;
	struct tracee *s;
	for (unsigned i = 0; (s = tracee_next(tr, &i));)
		if (s != t && s->tgid == t->tgid && s->state != TS_GONE && s->state != TS_DETACHING)
			trace_every_syscall(s);
}

/* seccomp(SECCOMP_SET_MODE_FILTER) returns 0, or with NEW_LISTENER the
 * listener's fd; a positive value without it is the thread that TSYNC
 * could not synchronise (the call failed). */
void seccomp_call_exiting(struct tracer *tr, struct tracee *t, const struct ptrace_syscall_info *info)
{
	const struct call *c = &t->call;
	if (!tr->seccomp || !t->filtered || t->before_exec || !installs_filter(c) ||
	    info->exit.is_error || info->exit.rval < 0)
		return;
	if (info->exit.rval > 0 &&
	    !(pers_native_nr(c) == __NR_seccomp && (c->arg[1] & SECCOMP_FILTER_FLAG_NEW_LISTENER)))
		return;
	trace_every_syscall(t);
}
