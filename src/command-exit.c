/* The launched command's end, as the shell sees it.  The command is the
 * shell's own child (launch.c), so the shell's wait returns as soon as the
 * kernel lets it reap the command: that is, as soon as seize, its tracer,
 * has reaped it (a zombie tracee is its tracer's to wait for first; the
 * kernel then passes it on to the real parent).  Everything seize writes
 * after that races with the shell's next command, `seize -o log cmd; cat
 * log`.  So the trace is written before the command may be reaped: at its
 * PTRACE_EVENT_EXIT stop (the leader's exit code is final there when it is
 * the process's last thread), or, when other threads still end, by looking
 * at the zombie with WNOWAIT before the event loop reaps it. */
#include <errno.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <time.h>
#include <linux/ptrace.h>

#include "procfs.h"
#include "tracer.h"

/* How long the leader is held at its exit stop for its untraced threads
 * (without -f) to go: in an exit_group they are killed and gone within
 * microseconds; a thread that outlives its leader (pthread_exit in main, an
 * execve from another thread) is not waited for longer than this. */
enum { THREADS_GONE_NS = 50 * 1000 * 1000, THREADS_POLL_NS = 200 * 1000 };

static int threads_of(pid_t pid)
{
	char status[4096];
	const char *n = proc_status(pid, status, sizeof status) ?
		status_field(status, "Threads") : NULL;
	return n ? atoi(n) : 0;
}

/* Is the leader the only thread left of its process, within the bound? */
static bool untraced_threads_gone(pid_t pid)
{
	struct timespec pause = { 0, THREADS_POLL_NS };
	for (long waited = 0; threads_of(pid) > 1; waited += THREADS_POLL_NS) {
		if (waited >= THREADS_GONE_NS)
			return false;
		nanosleep(&pause, NULL);
	}
	return true;
}

/* Any tracee of the command's process other than its leader? */
static bool traced_threads_left(struct tracer *tr)
{
	unsigned i = 0;
	struct tracee *t;
	while ((t = tracee_next(tr, &i)))
		if (t->tgid == tr->main_pid && t->tid != tr->main_pid)
			return true;
	return false;
}

/* The process's status is known: its last line, and with it the end of the
 * trace when nothing else is traced (the -c table, -o '|cmd' drained). */
static void command_ended(struct tracer *tr, struct tracee *t, int status)
{
	tracee_print_exit(tr, t, status);
	t->exit_printed = true;
	if (tr->live == 1)
		finish_output(tr);
	else
		flush_all(tr);
}

void command_exit_stop(struct tracer *tr, struct tracee *t)
{
	unsigned long code = 0;
	ptrace(PTRACE_GETEVENTMSG, t->tid, 0L, &code);
	flush_all(tr);
	bool threads_traced = tr->ptrace_options & PTRACE_O_TRACECLONE;
	if (threads_traced ? !traced_threads_left(tr) : untraced_threads_gone(t->tid))
		command_ended(tr, t, (int)code);
	else
		tr->command_exiting = true;
}

void command_thread_gone(struct tracer *tr)
{
	if (!tr->command_exiting || traced_threads_left(tr))
		return;
	struct tracee *t = tracee_find(tr, tr->main_pid);
	if (!t || t->exit_printed)
		return;
	tr->command_exiting = false;
	/* The leader was let go at its exit stop; with its last thread
	 * reaped it is a zombie now, or will be in an instant.  Look without
	 * reaping: the event loop's wait4 reaps it after. */
	siginfo_t si;
	int rc;
	while ((rc = waitid(P_PID, (id_t)t->tid, &si, WEXITED | WNOWAIT | __WALL)) < 0 &&
	       errno == EINTR)
		;
	if (rc < 0)
		return;
	int status = si.si_code == CLD_EXITED ? (si.si_status & 0xff) << 8 :
		     si.si_code == CLD_DUMPED ? si.si_status | 0x80 : si.si_status;
	command_ended(tr, t, status);
}
