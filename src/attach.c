/* Attach mode (-p): seize every thread, and detach leaving each tracee as it
 * was.  PTRACE_SEIZE only: PTRACE_ATTACH would send a SIGSTOP the program
 * could see. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <linux/ptrace.h>

#include "json-trace.h"
#include "printer.h"
#include "procfs.h"
#include "restart.h"
#include "tamper.h"
#include "tracer.h"
#include "util.h"

static bool seize_thread(struct tracer *tr, pid_t tgid, pid_t tid, int *err)
{
	if (ptrace(PTRACE_SEIZE, tid, 0L, (long)tr->ptrace_options) < 0) {
		*err = errno;
		return false;
	}
	/* Interrupt, so that a running thread gets its syscall tracing turned
	 * on and an already stopped one reports its group-stop (answered
	 * with PTRACE_LISTEN: it stays stopped). */
	ptrace(PTRACE_INTERRUPT, tid, 0L, 0L);
	struct tracee *t = tracee_new(tr, tid);
	t->tgid = tgid;
	t->restart_due = true;	/* a call the interrupt fails may be made again */
	return true;
}

/* Threads can be created while we attach: scan /proc/PID/task until a pass
 * finds nothing new. */
static int attach_process(struct tracer *tr, pid_t pid)
{
	char path[64];
	int threads = 0, err = 0;
	bool found_new = true;
	snprintf(path, sizeof path, "/proc/%d/task", pid);
	if (!seize_thread(tr, pid, pid, &err))
		die("attach: ptrace(PTRACE_SEIZE, %d): %s", pid, strerror(err));
	threads = 1;
	while (found_new) {
		found_new = false;
		DIR *d = opendir(path);
		if (!d)
			break;
		struct dirent *de;
		while ((de = readdir(d))) {
			pid_t tid = atoi(de->d_name);
			if (tid <= 0 || tracee_find(tr, tid))
				continue;
			if (seize_thread(tr, pid, tid, &err)) {
				threads++;
				found_new = true;
			}
		}
		closedir(d);
	}
	return threads;
}

void attach_all(struct tracer *tr)
{
	for (int i = 0; i < tr->opt.n_attach; i++) {
		pid_t pid = tr->opt.attach_pids[i];
		if (tracee_find(tr, pid))
			continue;
		int threads = attach_process(tr, pid);
		struct tracee *t = tracee_find(tr, pid);
		if (tr->opt.json && t) {
			char members[32];
			snprintf(members, sizeof members, ",\"threads\":%d", threads);
			json_event(t, t->out, "attach", members);
		}
		if (tr->opt.quiet & Q_ATTACH)
			continue;
		if (threads > 1)
			warn("Process %d attached with %d threads", pid, threads);
		else
			warn("Process %d attached", pid);
	}
}

static void detach(struct tracer *tr, struct tracee *t, int sig)
{
	if (ptrace(PTRACE_DETACH, t->tid, 0L, (long)sig) < 0 && errno != ESRCH)
		warn("ptrace(PTRACE_DETACH, %d): %s", t->tid, strerror(errno));
	if (tr->opt.json)
		json_event(t, t->out, "detach", NULL);
	/* A thread whose first stop came before its creator's clone event
	 * was taken for a process: ask /proc before calling it one.  A
	 * thread that ended meanwhile has no status to ask: no line (it was
	 * named a process in the detach lines of a busy -f -p). */
	if (!(tr->opt.quiet & Q_ATTACH) && t->tid == t->tgid &&
	    proc_status_number(t->tid, "Tgid", 0) == t->tid)
		warn("Process %d detached", t->tid);
	tracee_remove(tr, t);
}

/* Interrupt every tracee, wait for each stop, detach it from there (man 2
 * ptrace: a listening tracee refuses PTRACE_DETACH until interrupted).
 * A signal held in a signal-delivery-stop is given back; a group-stopped
 * tracee stays stopped; children born meanwhile are detached too. */
void detach_all(struct tracer *tr)
{
	unsigned i = 0;
	struct tracee *t;
	tr->detaching = true;
	/* After a detach signal, only what the file takes at once: a reader
	 * that stopped reading must not keep the tracees stopped
	 * (jobctl_output_yields); finish_output writes the rest. */
	flush_all(tr);
	while ((t = tracee_next(tr, &i))) {
		if (t->in_syscall)
			syscall_detached(t);
		t->state = TS_DETACHING;
		if (ptrace(PTRACE_INTERRUPT, t->tid, 0L, 0L) < 0 && errno == ESRCH)
			continue;
	}
	flush_all(tr);
	while (tr->live > 0) {
		int status;
		pid_t pid = waitpid(-1, &status, __WALL);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		t = tracee_find(tr, pid);
		if (!WIFSTOPPED(status)) {
			if (t)
				tracee_remove(tr, t);
			continue;
		}
		int sig = WSTOPSIG(status), event = (unsigned)status >> 16;
		if (!t) {
			/* A child whose fork event we did not see. */
			ptrace(PTRACE_DETACH, pid, 0L, 0L);
			continue;
		}
		restart_before_detach(t, status);	/* a call the interrupt failed */
		if (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK ||
		    event == PTRACE_EVENT_CLONE) {
			unsigned long child = 0;
			ptrace(PTRACE_GETEVENTMSG, pid, 0L, &child);
			if (child && !tracee_find(tr, child))
				tracee_new(tr, child)->state = TS_DETACHING;
			detach(tr, t, 0);
		} else if (sig == (SIGTRAP | 0x80) || event) {
			tamper_before_detach(tr, t);	/* -e inject= */
			detach(tr, t, 0);
		} else {
			detach(tr, t, sig);	/* signal-delivery-stop */
		}
	}
}
