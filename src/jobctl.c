/* Job control: seize in launch mode is what the shell waits on, so it mirrors
 * its command's stops and death to the shell, and passes SIGCONT on.  See
 * man 2 ptrace, "Group-stop" and "PTRACE_LISTEN", and
 * shared/notes/job-control.md for the traps measured here. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "procfs.h"
#include "tracer.h"
#include "util.h"

static const int handled_signals[] = {
	SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU,
	SIGCONT, SIGPIPE,
};

void jobctl_init(struct tracer *tr)
{
	sigemptyset(&tr->wait_signals);
	for (size_t i = 0; i < sizeof handled_signals / sizeof handled_signals[0]; i++)
		sigaddset(&tr->wait_signals, handled_signals[i]);
	sigprocmask(SIG_BLOCK, &tr->wait_signals, &tr->orig_mask);
	/* An inherited SIG_IGN for SIGCHLD would make the kernel reap our
	 * children itself; the child gets the original back. */
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigaction(SIGCHLD, &dfl, &tr->orig_sigchld);
}

/* In the child, before execve: whatever seize blocked or changed must not
 * leak into the command (note 1: an inherited ignored SIGINT breaks ^C). */
void jobctl_child_restore(const struct tracer *tr)
{
	sigaction(SIGCHLD, &tr->orig_sigchld, NULL);
	sigprocmask(SIG_SETMASK, &tr->orig_mask, NULL);
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

/* Bit sig of the pending sets in /proc/PID/status. */
static bool signal_pending(pid_t pid, int sig)
{
	char status[4096];
	if (!proc_status(pid, status, sizeof status))
		return false;
	static const char *const sets[] = { "SigPnd", "ShdPnd" };
	for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
		const char *mask = status_field(status, sets[i]);
		if (mask && (strtoull(mask, NULL, 16) & (1ULL << (sig - 1))))
			return true;
	}
	return false;
}

static void drain(int sig)
{
	sigset_t one;
	sigemptyset(&one);
	sigaddset(&one, sig);
	struct timespec zero = { 0, 0 };
	while (sigtimedwait(&one, NULL, &zero) > 0)
		;
}

/* After seize is continued: SIGCONT for the job may have reached seize alone
 * (a script's `kill -CONT $!`).  Pass it on at once, before anything queued
 * is handled, to the stopped tracees of our process group that have none
 * pending (a second one would merge; one dequeued already would run a
 * handler twice). */
static void continued(struct tracer *tr)
{
	pid_t pgrp = getpgrp();
	unsigned i = 0;
	struct tracee *t;
	drain(SIGCONT);
	while ((t = tracee_next(tr, &i))) {
		if (t->state != TS_GROUP_STOPPED || t->tid != t->tgid)
			continue;
		if (getpgid(t->tgid) != pgrp || signal_pending(t->tid, SIGCONT))
			continue;
		kill(t->tgid, SIGCONT);
	}
}

void jobctl_mirror_stop(struct tracer *tr, struct tracee *t, int sig)
{
	flush_all(tr);
	/* A SIGCONT for the whole job may have come between the group-stop
	 * and now; stopping after it would hang the job (note 7). */
	if (signal_pending(t->tid, SIGCONT))
		return;
	drain(SIGTSTP);
	drain(SIGTTIN);
	drain(SIGTTOU);
	drain(SIGCONT);
	sigset_t one;
	sigemptyset(&one);
	sigaddset(&one, sig);
	/* SIG_DFL is already the disposition (the signals are only blocked):
	 * raise while blocked, unblock to stop right here. */
	kill(getpid(), sig);
	sigprocmask(SIG_UNBLOCK, &one, NULL);
	sigprocmask(SIG_BLOCK, &one, NULL);
	continued(tr);
}

static bool sent_by_tracee(struct tracer *tr, const siginfo_t *si)
{
	return si->si_pid > 0 && tracee_find(tr, si->si_pid) != NULL;
}

void jobctl_handle_signal(struct tracer *tr, const siginfo_t *si)
{
	int sig = si->si_signo;
	switch (sig) {
	case SIGCONT:
		if (tr->main_pid)
			continued(tr);
		return;
	case SIGTSTP: case SIGTTIN: case SIGTTOU: case SIGPIPE:
		/* The terminal's stop signals reach the command directly
		 * (same process group); seize stops when the command does. */
		return;
	}
	/* SIGINT, SIGTERM, SIGHUP, SIGQUIT */
	if (!tr->main_pid) {
		detach_all(tr);
		finish_output(tr);
		exit(output_status(tr, 0));
	}
	/* Launch mode: ^C from the terminal came with SI_KERNEL and reached
	 * the command too; a signal sent to seize alone is passed on, and
	 * seize then mirrors the command's death. */
	if ((si->si_code == SI_USER || si->si_code == SI_QUEUE) && !sent_by_tracee(tr, si) &&
	    !tr->main_done)
		kill(tr->main_pid, sig);
}

/* Flush everything and, for -o '|command', let the command read to the end
 * before seize exits.  Every way out passes here: -c/-C's table goes last. */
void finish_output(struct tracer *tr)
{
	summary_print(tr->summary, tr->out);
	flush_all(tr);
	if (!tr->pipe_pid)
		return;
	close(tr->out->fd);
	tr->out->fd = -1;
	while (waitpid(tr->pipe_pid, NULL, 0) < 0 && errno == EINTR)
		;
	tr->pipe_pid = 0;
}

void exit_like(struct tracer *tr, int status)
{
	finish_output(tr);
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		/* Die the same way, so that $? is 128+S and a shell script's
		 * ^C handling applies; no core file of seize's own. */
		struct rlimit none = { 0, 0 };
		setrlimit(RLIMIT_CORE, &none);
		signal(sig, SIG_DFL);
		sigset_t one;
		sigemptyset(&one);
		sigaddset(&one, sig);
		sigprocmask(SIG_UNBLOCK, &one, NULL);
		raise(sig);
		exit(128 + sig);
	}
	exit(output_status(tr, WIFEXITED(status) ? WEXITSTATUS(status) : 1));
}

/* A trace with lines lost to a write error must not look like a success:
 * status 0 becomes 1, any other status (the command's) is kept.  Call
 * after finish_output, which does the last writes. */
int output_status(const struct tracer *tr, int status)
{
	bool lost = tr->output_lost || tr->out->failed;
	return status == 0 && lost ? 1 : status;
}
