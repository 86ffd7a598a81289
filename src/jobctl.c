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
	/* -I never, never_tstp: nothing ends seize but SIGKILL (and, for
	 * never_tstp, nothing stops it).  Ignored rather than blocked, for
	 * the same effect: a signal held for ever does nothing either.  The
	 * command gets the original dispositions (jobctl_child_restore). */
	struct sigaction ign = { .sa_handler = SIG_IGN };
	static const int fatal[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM };
	if (tr->opt.interruptible >= 3)
		for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
			sigaction(fatal[i], &ign, NULL);
	if (tr->opt.interruptible == 4)
		sigaction(SIGTSTP, &ign, NULL);
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

/* -D: the tracer is in the job's process group, where a kill of the group
 * (kill -USR1 -PGID) reaches it too.  A signal whose default action would
 * end it must not: its tracees would die with it (PTRACE_O_EXITKILL).  The
 * ones seize handles stay handled; the rest that only a sender, never a
 * fault of seize's own, raises are ignored. */
void jobctl_tracer_in_group(void)
{
	static const int senders_only[] = {
		SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGXCPU, SIGXFSZ,
		SIGTRAP, SIGWINCH, SIGURG,
	};
	struct sigaction ign = { .sa_handler = SIG_IGN };
	for (size_t i = 0; i < sizeof senders_only / sizeof senders_only[0]; i++)
		sigaction(senders_only[i], &ign, NULL);
	for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
		sigaction(sig, &ign, NULL);
}

/* The command is seize's child (launch.c, nested): seize is in the job
 * and must stop with it, or the shell would never see the job stopped. */
void jobctl_tracer_in_job(const struct tracer *tr)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigaction(SIGTTOU, &dfl, NULL);
	sigaction(SIGTTIN, &dfl, NULL);
	if (tr->opt.interruptible != 4)
		sigaction(SIGTSTP, &dfl, NULL);
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
