/* seize's own signals.  In launch mode the shell waits on the command itself
 * and the tracer sits in a process group of its own (launch.c), so job
 * control needs nothing from the tracer but PTRACE_LISTEN (loop.c); what is
 * left here is catching seize's signals, passing on those sent to seize
 * alone, and the last writes.  See man 2 ptrace, "Group-stop" and
 * "PTRACE_LISTEN", and shared/notes/job-control.md. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "procfs.h"
#include "tracer.h"
#include "util.h"

/* The signals seize handles itself.  A handler only records them; they are
 * taken by wait_next, whose blocking wait4 comes back with EINTR when one
 * arrives (no SA_RESTART: every slow syscall seize makes retries on EINTR).
 * Blocking in wait4 rather than in sigtimedwait is what makes a ptrace stop
 * cheap: the stopping tracee wakes its tracer from wait4 with a synchronous
 * wake-up, and no SIGCHLD has to be queued and taken at each stop.  SIGALRM
 * is the flush clock (jobctl_tick_every). */
static const int handled_signals[JOBCTL_N_SIGNALS] = {
	SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGPIPE,
	SIGALRM,
};

/* Signal flags: written by the handler, read and cleared by the loop. */
static volatile sig_atomic_t caught[JOBCTL_N_SIGNALS];
static siginfo_t caught_info[JOBCTL_N_SIGNALS];
static volatile sig_atomic_t ticks;
/* A SIGINT, SIGTERM, SIGHUP or SIGQUIT came; never cleared (attach mode
 * detaches and exits on it, see jobctl_output_yields). */
static volatile sig_atomic_t detach_signal;

/* After a detach signal: the tick that ends a write blocked in the kernel
 * (EINTR), and how long the file may take nothing before the trace is cut.
 * The tracees run free by then: the wait costs seize's exit alone. */
enum { DRAIN_TICK_NS = 10 * 1000 * 1000, DRAIN_PATIENCE_MS = 1000 };

static int signal_index(int sig)
{
	for (int i = 0; i < JOBCTL_N_SIGNALS; i++)
		if (handled_signals[i] == sig)
			return i;
	return -1;
}

static void catch_signal(int sig, siginfo_t *si, void *context)
{
	(void)context;
	if (sig == SIGALRM) {
		ticks++;
		return;
	}
	if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT)
		detach_signal = 1;
	int i = signal_index(sig);
	if (i >= 0) {
		caught_info[i] = *si;
		caught[i] = 1;
	}
}

static void handled_set(sigset_t *set)
{
	sigemptyset(set);
	for (int i = 0; i < JOBCTL_N_SIGNALS; i++)
		sigaddset(set, handled_signals[i]);
}

void jobctl_init(struct tracer *tr)
{
	struct sigaction sa = { .sa_sigaction = catch_signal, .sa_flags = SA_SIGINFO };
	sigfillset(&sa.sa_mask);	/* one handler at a time: caught_info is plain memory */
	for (int i = 0; i < JOBCTL_N_SIGNALS; i++)
		sigaction(handled_signals[i], &sa, &tr->orig_actions[i]);
	/* An inherited SIG_IGN for SIGCHLD would make the kernel reap our
	 * children itself.  SIG_DFL discards SIGCHLD when it is raised: seize
	 * learns of its children from wait4 alone.  The child gets the
	 * original back. */
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigaction(SIGCHLD, &dfl, &tr->orig_sigchld);
	sigset_t set;
	handled_set(&set);
	sigprocmask(SIG_UNBLOCK, &set, &tr->orig_mask);
}

/* In launch mode the tracer is in a background process group of the
 * terminal's session: with `stty tostop` a write to the terminal would raise
 * SIGTTOU, and a caught SIGTTOU restarts the write for ever.  Ignored, the
 * write goes through (man 3 termios, TOSTOP).  Stop signals reach the tracer
 * only when sent to it by pid: a stopped tracer would freeze every tracee. */
void jobctl_tracer_aside(void)
{
	struct sigaction ign = { .sa_handler = SIG_IGN };
	sigaction(SIGTTOU, &ign, NULL);
	sigaction(SIGTTIN, &ign, NULL);
	sigaction(SIGTSTP, &ign, NULL);
}

/* Around fork: a signal for seize must not reach the child's copy of the
 * handler, where it would be lost; held, it waits for the parent. */
void jobctl_hold_signals(bool hold)
{
	sigset_t set;
	handled_set(&set);
	sigprocmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

/* In the child, before execve: whatever seize changed must not leak into
 * the command (note 1: an inherited ignored SIGINT breaks ^C).  Called with
 * the signals held, so nothing arrives between the two steps. */
void jobctl_child_restore(const struct tracer *tr)
{
	for (int i = 0; i < JOBCTL_N_SIGNALS; i++)
		sigaction(handled_signals[i], &tr->orig_actions[i], NULL);
	sigaction(SIGCHLD, &tr->orig_sigchld, NULL);
	sigprocmask(SIG_SETMASK, &tr->orig_mask, NULL);
}

bool jobctl_take_signal(siginfo_t *si)
{
	for (int i = 0; i < JOBCTL_N_SIGNALS; i++) {
		if (!caught[i])
			continue;
		/* Held while copied, so that a second one cannot write
		 * caught_info[i] half-way. */
		jobctl_hold_signals(true);
		*si = caught_info[i];
		caught[i] = 0;
		jobctl_hold_signals(false);
		return true;
	}
	return false;
}

unsigned jobctl_ticks(void)
{
	return (unsigned)ticks;
}

/* SIGALRM every ns nanoseconds, or never for 0. */
void jobctl_tick_every(long ns)
{
	struct timeval every = { ns / 1000000000, ns % 1000000000 / 1000 };
	struct itimerval it = { every, every };
	setitimer(ITIMER_REAL, &it, NULL);
}

static bool detach_asked(void)
{
	return detach_signal;
}

/* Attach mode: the processes are someone else's, and they wait in a ptrace
 * stop while seize writes.  A file that stops taking data (a reader that
 * stopped reading, a stalled file system) must not keep a detach signal
 * from detaching them: from the signal on, o takes only what it can at
 * once, and finish_output gives it the rest with a deadline.  Launch mode
 * keeps waiting: the command's trace must be written before its exit
 * reaches the shell (command-exit.c). */
void jobctl_output_yields(const struct tracer *tr, struct output *o)
{
	if (!tr->opt.argv)
		o->no_wait = detach_asked;
}

void flush_all(struct tracer *tr)
{
	output_flush(tr->out);
	if (tr->opt.follow < 2)
		return;		/* only -ff gives tracees outputs of their own */
	unsigned i = 0;
	struct tracee *t;
	while ((t = tracee_next(tr, &i)))
		if (t->out != tr->out) {
			output_flush(t->out);
			tr->output_lost |= t->out->failed;
		}
}

static bool sent_by_tracee(struct tracer *tr, const siginfo_t *si)
{
	return si->si_pid > 0 && tracee_find(tr, si->si_pid) != NULL;
}

void jobctl_handle_signal(struct tracer *tr, const siginfo_t *si)
{
	int sig = si->si_signo;
	switch (sig) {
	case SIGCONT: case SIGTSTP: case SIGTTIN: case SIGTTOU: case SIGPIPE:
		/* The terminal's stop signals go to the job, never to the
		 * tracer's own process group; seize -p is not stopped by
		 * them either, or its tracees would freeze with it. */
		return;
	}
	/* SIGINT, SIGTERM, SIGHUP, SIGQUIT */
	if (!tr->main_pid) {
		/* Detach first, whatever the output does (jobctl_output_yields);
		 * a fast tick ends a write that blocks in the kernel. */
		jobctl_tick_every(DRAIN_TICK_NS);
		detach_all(tr);
		finish_output(tr);
		exit(output_status(tr, 0));
	}
	/* Launch mode: the tracer's pid is known only to someone who looked
	 * for it (pkill seize): pass the signal on to the command, whose
	 * fate the shell sees.  A tracee's own signal is not sent back. */
	if ((si->si_code == SI_USER || si->si_code == SI_QUEUE) && !sent_by_tracee(tr, si) &&
	    tracee_find(tr, tr->main_pid))
		kill(tr->main_pid, sig);
}

/* Flush everything and, for -o '|command', let the command read to the end
 * before seize exits.  Every way out passes here: -c/-C's table goes last. */
void finish_output(struct tracer *tr)
{
	if (tr->output_finished)
		return;
	tr->output_finished = true;
	summary_print(tr->summary, tr->out);
	flush_all(tr);
	/* Left over when a detach signal stopped waiting for the file. */
	bool blocked = false;
	if (tr->out->len > 0) {
		jobctl_tick_every(DRAIN_TICK_NS);
		blocked = !output_drain(tr->out, DRAIN_PATIENCE_MS);
	}
	if (!tr->pipe_pid)
		return;
	close(tr->out->fd);
	tr->out->fd = -1;
	/* A command that stopped reading may never end (stopped, or not a
	 * reader at all): seize does not wait for it. */
	while (!blocked && waitpid(tr->pipe_pid, NULL, 0) < 0 && errno == EINTR)
		;
	tr->pipe_pid = 0;
}

/* A trace with lines lost to a write error must not look like a success:
 * status 0 becomes 1, any other status (the command's) is kept.  Call
 * after finish_output, which does the last writes. */
int output_status(const struct tracer *tr, int status)
{
	bool lost = tr->output_lost || tr->out->failed;
	return status == 0 && lost ? 1 : status;
}
