/* Calls that seize's own interrupts would fail with EINTR are made again.
 *
 * PTRACE_SEIZE does not stop the tracee, but the PTRACE_INTERRUPT seize
 * sends to a thread it has just seized (attach.c: so that it stops and gets
 * syscall tracing), the one that makes a thread under seize's filter stop
 * at every syscall from then on (seccomp-stop.c, a filter of the
 * program's own with TSYNC) and the one it sends before PTRACE_DETACH wake a thread
 * blocked in a syscall as a signal would (man 2 ptrace, PTRACE_INTERRUPT).
 * The call returns, and the thread reports the interrupt on its way back
 * to user mode: as a syscall-exit-stop if it was traced with PTRACE_SYSCALL
 * (that stop consumes the interrupt), else as a PTRACE_EVENT_STOP from
 * get_signal.  Either way the kernel's restart fix-up is still to come
 * (arch_do_signal_or_restart, arch/x86/kernel/signal.c): when get_signal
 * returns with no handler to run, a call that returned -ERESTARTSYS,
 * -ERESTARTNOHAND or -ERESTART_RESTARTBLOCK is made again (rax = orig_rax,
 * rip -= 2, or restart_syscall), so read, accept, recv, poll, futex,
 * msgrcv, pause, rt_sigsuspend, inotify reads and io_pgetevents never
 * notice.  A few calls return -EINTR instead: those that man 7 signal lists
 * as failing with EINTR after SIGSTOP and SIGCONT, with no handler at all
 * ("Interruption of system calls and library functions by stop signals").
 * Measured on Linux 6.18 with tests/progs/attach-block.c: epoll_wait,
 * epoll_pwait, epoll_pwait2, rt_sigtimedwait, semop, semtimedop,
 * io_getevents, io_uring_enter and recv with SO_RCVTIMEO failed with EINTR
 * once at attach and once at detach, under strace 6.1 as under seize.
 *
 * For the calls of the table below, seize turns that -EINTR into
 * -ERESTARTNOHAND at the interrupt stop: the kernel then does what it does
 * for pause or poll.  If no handler runs, it makes the call again and puts
 * back the mask the call had replaced (epoll_pwait); if a signal reaches a
 * handler, it fails the call with EINTR.  It decides when it dequeues the
 * signal, so a signal that comes while seize looks at the thread, or at the
 * same time as the interrupt, still interrupts the call as without a
 * tracer, and one the program ignores does not (the kernel queues ignored
 * signals for traced threads).  Not -ERESTARTSYS: these calls fail with
 * EINTR after a handler even with SA_RESTART (man 7 signal).  Setting
 * rax = orig_rax, rip -= 2 instead would decide before the signal is
 * dequeued: a handler could then run with the call made again, a lost
 * wake-up for an epoll_pwait caller.
 *
 * Only when the EINTR can be the interrupt's:
 *   - the thread is on its way back from a 64-bit syscall: orig_rax >= 0
 *     (it is -1 after an interrupt in user mode), rax = -EINTR, and the
 *     two bytes before rip are the syscall instruction (0f 05);
 *   - the arguments ask for no timeout.  Made again, a call with one would
 *     wait the whole timeout again, and shortening it would mean rewriting
 *     the program's registers or memory, which it would see: such a call
 *     keeps its EINTR, as after SIGSTOP and SIGCONT.  The socket calls
 *     return -EINTR only with SO_RCVTIMEO or SO_SNDTIMEO set: none is in
 *     the table.
 * The trace then shows the call entered afresh, as for the calls the
 * kernel restarts itself.
 *
 * The same calls fail with EINTR when a signal the program ignores wakes
 * them: untraced, such a signal is dropped when sent (a SIGCHLD left at
 * SIG_DFL never wakes epoll_wait), traced it is queued so that the tracer
 * sees it.  At the syscall-exit-stop no signal is dequeued yet: when every
 * pending one would be ignored, the call is made restartable in the same
 * way (restart_ignored_wake).  A stop signal among them (^Z) keeps the
 * EINTR that man 7 signal describes after SIGSTOP and SIGCONT. */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <linux/io_uring.h>
#include <linux/ptrace.h>

#include "procfs.h"
#include "restart.h"
#include "tracer.h"

enum {
	USER_CS_64 = 0x33,
	SYSCALL_INSN = 0x050f,		/* 0f 05, read as a little-endian word */
};

/* How a call's arguments say that it waits with no timeout. */
enum untimed {
	ALWAYS,		/* it has no timeout */
	NEGATIVE_MS,	/* the argument is an int of milliseconds, negative for none */
	NULL_TIMESPEC,	/* it points to a struct timespec, NULL for none */
	URING_WAIT,	/* io_uring_enter, see uring_wait_only */
};

static const struct {
	long nr;
	enum untimed untimed;
	int arg;	/* the timeout argument, from 0 */
} restartable[] = {
	{ __NR_epoll_wait, NEGATIVE_MS, 3 },
	{ __NR_epoll_pwait, NEGATIVE_MS, 3 },
	{ __NR_epoll_pwait2, NULL_TIMESPEC, 3 },
	{ __NR_rt_sigtimedwait, NULL_TIMESPEC, 2 },
	{ __NR_semop, ALWAYS, 0 },
	{ __NR_semtimedop, NULL_TIMESPEC, 3 },
	{ __NR_io_getevents, NULL_TIMESPEC, 4 },	/* EINTR only with no event read */
	{ __NR_io_uring_enter, URING_WAIT, 3 },
};

/* io_uring_enter fails with EINTR only when it submitted nothing (else it
 * returns the count), so making it again is exact when it only waited:
 * to_submit 0, and no IORING_ENTER_EXT_ARG, whose argument may hold a
 * timeout.  Flags this file does not know may add one: not restarted. */
static bool uring_wait_only(const struct user_regs_struct *r)
{
	const uint32_t known = IORING_ENTER_GETEVENTS | IORING_ENTER_SQ_WAKEUP |
		IORING_ENTER_SQ_WAIT | IORING_ENTER_REGISTERED_RING;
	uint32_t flags = (uint32_t)r->r10;
	return (uint32_t)r->rsi == 0 && (flags & IORING_ENTER_GETEVENTS) && !(flags & ~known);
}

static bool untimed_call(const struct user_regs_struct *r)
{
	const unsigned long long args[6] = { r->rdi, r->rsi, r->rdx, r->r10, r->r8, r->r9 };
	for (size_t i = 0; i < sizeof restartable / sizeof restartable[0]; i++) {
		if ((long long)r->orig_rax != restartable[i].nr)
			continue;
		unsigned long long a = args[restartable[i].arg];
		switch (restartable[i].untimed) {
		case ALWAYS: return true;
		case NEGATIVE_MS: return (int)a < 0;
		case NULL_TIMESPEC: return a == 0;
		case URING_WAIT: return uring_wait_only(r);
		}
	}
	return false;
}

static bool after_syscall_insn(pid_t tid, unsigned long long rip)
{
	errno = 0;
	long word = ptrace(PTRACE_PEEKTEXT, tid, (void *)(rip - 2), 0L);
	return errno == 0 && (word & 0xffff) == SYSCALL_INSN;
}

/* Make the untimed call t is returning from with -EINTR a restartable
 * one; false if it is not such a call. */
static bool restart_if_untimed(struct tracee *t)
{
	struct user_regs_struct r;
	if (ptrace(PTRACE_GETREGS, t->tid, 0L, &r) < 0)
		return false;
	if (r.cs != USER_CS_64 || (long long)r.orig_rax < 0 || (long long)r.rax != -EINTR ||
	    !untimed_call(&r) || !after_syscall_insn(t->tid, r.rip))
		return false;
	r.rax = (unsigned long long)-ERESTARTNOHAND;
	return ptrace(PTRACE_SETREGS, t->tid, 0L, &r) == 0;
}

/* The signal sets of /proc/TID/status that tell whether a signal would be
 * ignored.  A traced thread is woken even by a signal it ignores (the
 * kernel queues every signal for a traced thread, so that its tracer sees
 * it): the calls of the table fail with EINTR where, untraced, the signal
 * would have been dropped when sent and the wait gone on. */
struct signal_sets {
	uint64_t pending, blocked, ignored, caught;
};

static bool signal_sets(pid_t tid, struct signal_sets *s)
{
	char status[4096];
	if (!proc_status(tid, status, sizeof status))
		return false;
	const char *pnd = status_field(status, "SigPnd"), *shd = status_field(status, "ShdPnd"),
		   *blk = status_field(status, "SigBlk"), *ign = status_field(status, "SigIgn"),
		   *cgt = status_field(status, "SigCgt");
	if (!pnd || !shd || !blk || !ign || !cgt)
		return false;
	s->pending = strtoull(pnd, NULL, 16) | strtoull(shd, NULL, 16);
	s->blocked = strtoull(blk, NULL, 16);
	s->ignored = strtoull(ign, NULL, 16);
	s->caught = strtoull(cgt, NULL, 16);
	return true;
}

static uint64_t bit(int sig)
{
	return 1ULL << (sig - 1);
}

/* Would sig be dropped on delivery: SIG_IGN, or SIG_DFL for a signal whose
 * default action is to ignore it (man 7 signal)? */
static bool would_ignore(const struct signal_sets *s, int sig)
{
	const uint64_t ignore_by_default = bit(SIGCHLD) | bit(SIGCONT) | bit(SIGURG) | bit(SIGWINCH);
	if (sig < 1 || sig > 64)
		return false;
	return (s->ignored & bit(sig)) || (!(s->caught & bit(sig)) && (ignore_by_default & bit(sig)));
}

/* Is every unblocked pending signal one that would be ignored? */
static bool only_ignored_signals(pid_t tid)
{
	struct signal_sets s;
	if (!signal_sets(tid, &s))
		return false;
	uint64_t waking = s.pending & ~s.blocked;
	if (!waking)
		return false;
	for (int n = 1; n <= 64; n++)
		if ((waking & bit(n)) && !would_ignore(&s, n))
			return false;
	return true;
}

bool restart_ignored_wake(struct tracee *t, int64_t rval)
{
	return rval == -EINTR && only_ignored_signals(t->tid) && restart_if_untimed(t);
}

static bool interrupt_stop(int status)
{
	return (unsigned)status >> 16 == PTRACE_EVENT_STOP && WSTOPSIG(status) == SIGTRAP;
}

void restart_after_interrupt(struct tracee *t, int status)
{
	/* Stops of events that came before the interrupt are not its own; a
	 * group-stop reported instead (the thread was stopped) is. */
	if ((unsigned)status >> 16 != PTRACE_EVENT_STOP)
		return;
	t->restart_due = false;
	if (interrupt_stop(status))
		restart_if_untimed(t);
}

void restart_before_detach(struct tracee *t, int status)
{
	/* Not at a group-stop: a call a stop signal failed keeps its EINTR,
	 * as without a tracer. */
	if (interrupt_stop(status) || WSTOPSIG(status) == (SIGTRAP | 0x80))
		restart_if_untimed(t);
}
