/* The launched command's end, as the shell sees it.  The command is the
 * shell's own child (launch.c), so the shell's wait returns as soon as the
 * kernel lets it reap the command: that is, as soon as seize, its tracer,
 * has reaped it (a zombie tracee is its tracer's to wait for first; the
 * kernel then passes it on to the real parent).  Everything seize writes
 * after that races with the shell's next command, `seize -o log cmd; cat
 * log`.  So the trace is written before the command may be reaped: at its
 * PTRACE_EVENT_EXIT stop (the leader's exit code is final there when it is
 * the process's last thread), or, when other threads still end, by looking
 * at the zombie with WNOWAIT before the event loop reaps it.  The leader is
 * never held at its exit stop for long: a child may wait for its parent's
 * end (a pipe's EOF, PR_SET_PDEATHSIG), an execve in another thread waits
 * for the leader to be a zombie. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/ptrace.h>

#include "procfs.h"
#include "tracer.h"

static int threads_of(pid_t pid)
{
	return (int)proc_status_number(pid, "Threads", 0);
}

/* Is another thread of pid inside execve?  It waits there for the leader to
 * end (man 2 execve: the other threads are destroyed, the caller takes the
 * leader's pid), and the leader's end is then final at its exit stop.
 * /proc/PID/task/TID/syscall starts with the number of the syscall a
 * blocked thread is in. */
static bool execve_in_other_thread(pid_t pid)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/task", pid);
	DIR *d = opendir(path);
	if (!d)
		return false;
	bool found = false;
	struct dirent *de;
	while (!found && (de = readdir(d))) {
		pid_t tid = atoi(de->d_name);
		if (tid <= 0 || tid == pid)
			continue;
		char file[96], buf[32] = "";
		snprintf(file, sizeof file, "/proc/%d/task/%d/syscall", pid, tid);
		FILE *f = fopen(file, "re");
		if (!f)
			continue;
		long nr = fgets(buf, sizeof buf, f) ? atol(buf) : -1;
		fclose(f);
		found = nr == __NR_execve || nr == __NR_execveat;
	}
	closedir(d);
	return found;
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
	t->exit_code = (int)code;
	flush_all(tr);
	/* Is the leader's code the process's, now?  With -f the threads are
	 * tracees: when none is left, yes; else command_thread_gone sees the
	 * last one go (an execve among them is taken by exec_event).  Without
	 * -f they are not traced: the leader alone, yes; an execve from
	 * another thread, yes too (the new program may end before seize sees
	 * the leader go, and the leader vanishes without a zombie); else
	 * command_exit_resumed looks at the zombie. */
	bool final = tr->ptrace_options & PTRACE_O_TRACECLONE ?
		!traced_threads_left(tr) :
		threads_of(t->tid) <= 1 || execve_in_other_thread(t->tid);
	if (final)
		command_ended(tr, t, t->exit_code);
	else
		tr->command_exiting = true;
}

/* The leader was let go at its exit stop; once its last thread has gone it
 * is a zombie, or will be in an instant.  Look without reaping (the event
 * loop's wait4 reaps it after) and write its line.  A stop instead means
 * the leader's exit was an execve's from another thread (the new program
 * stops at PTRACE_EVENT_EXEC, which the event loop takes). */
static void look_at_zombie(struct tracer *tr, struct tracee *t)
{
	siginfo_t si = { 0 };
	int rc;
	while ((rc = waitid(P_PID, (id_t)t->tid, &si, WEXITED | WSTOPPED | WNOWAIT | __WALL)) < 0 &&
	       errno == EINTR)
		;
	if (rc < 0 && errno == ECHILD) {
		/* No zombie will come: an execve in an untraced thread
		 * released the leader, and the pid is the new program's,
		 * not traced.  The leader's end is what its exit stop said. */
		tr->command_exiting = false;
		command_ended(tr, t, t->exit_code);
		tracee_remove(tr, t);
		return;
	}
	if (rc < 0 || si.si_code == CLD_TRAPPED || si.si_code == CLD_STOPPED)
		return;
	tr->command_exiting = false;
	int status = si.si_code == CLD_EXITED ? (si.si_status & 0xff) << 8 :
		     si.si_code == CLD_DUMPED ? si.si_status | 0x80 : si.si_status;
	command_ended(tr, t, status);
}

/* Without -f the threads left are not traced: nothing tells seize when they
 * are gone but the leader's zombie itself.  When nothing else is traced,
 * seize may wait for it right away. */
void command_exit_resumed(struct tracer *tr)
{
	struct tracee *t = tracee_find(tr, tr->main_pid);
	if (tr->command_exiting && !(tr->ptrace_options & PTRACE_O_TRACECLONE) &&
	    tr->live == 1 && t)
		look_at_zombie(tr, t);
}

/* With -f: the last traced thread of the command's process is gone. */
void command_thread_gone(struct tracer *tr)
{
	struct tracee *t = tracee_find(tr, tr->main_pid);
	if (tr->command_exiting && t && !traced_threads_left(tr))
		look_at_zombie(tr, t);
}
