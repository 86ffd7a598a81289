/* The event loop: wait for the next ptrace stop and sort it, as man 2 ptrace
 * describes under PTRACE_SEIZE: syscall-stops (SIGTRAP|0x80), group-stops
 * and other PTRACE_EVENT_STOPs, fork/clone/exec events, signal-delivery-stops. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/user.h>
#include <linux/ptrace.h>

#include "fmtopts.h"
#include "personality.h"
#include "placement.h"
#include "printer.h"
#include "events.h"
#include "json-trace.h"
#include "procfs.h"
#include "restart.h"
#include "seccomp-stop.h"
#include "siginfo.h"
#include "debug.h"
#include "tamper.h"
#include "tracer.h"
#include "unwind.h"
#include "util.h"

/* How long seize may sit on unwritten output while nothing happens: long
 * enough to write in large blocks while the tracee is busy, short enough
 * that -o FILE never lags behind a waiting program. */
enum { FLUSH_DELAY_NS = 5 * 1000 * 1000 };
/* The tick when no output waits: a signal for seize that lands in the
 * instant between wait_next's last look and its wait4 is seen at the next
 * tick (see wait_next). */
enum { SAFETY_TICK_NS = 1000 * 1000 * 1000 };

static bool is_stop_signal(int sig)
{
	return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

/* Under our seccomp filter a tracee outside a syscall runs with PTRACE_CONT:
 * the filter stops it (PTRACE_EVENT_SECCOMP) at the syscalls we trace, and
 * PTRACE_SYSCALL from there brings the syscall-exit-stop (man 2 ptrace,
 * "PTRACE_EVENT_SECCOMP stops (since Linux 4.8)"). */
static void resume(struct tracee *t, int sig)
{
	int req = t->filtered && !t->in_syscall ? PTRACE_CONT : PTRACE_SYSCALL;
	t->state = TS_RUNNING;
	if (ptrace(req, t->tid, 0L, (long)sig) < 0 && errno != ESRCH)
		warn("ptrace(%s, %d): %s", req == PTRACE_CONT ? "PTRACE_CONT" : "PTRACE_SYSCALL",
		     t->tid, strerror(errno));
}

/* The number of seccomp filters of pid (Linux 5.9+), -1 if unknown. */
static int seccomp_filters(pid_t pid)
{
	return (int)proc_status_number(pid, "Seccomp_filters", -1);
}

/* Has a write of the trace failed (the shared output, or with -ff any
 * tracee's file)?  output.c printed the one error line already. */
static bool output_broken(const struct tracer *tr)
{
	return tr->out->failed || tr->output_lost;
}

/* -i on a line that is not a syscall: where the tracee is now. */
static void refresh_ip(struct tracer *tr, struct tracee *t)
{
	struct ptrace_syscall_info info;
	if (tr->opt.print_ip &&
	    ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, sizeof info, &info) > 0)
		t->ip = info.instruction_pointer;
}

static void tracee_ended(struct tracer *tr, struct tracee *t, int status)
{
	if (!t->exit_printed)
		tracee_print_exit(tr, t, status);
	pid_t tgid = t->tgid;
	if (t->tid == tr->main_pid && (WIFEXITED(status) || WIFSIGNALED(status))) {
		tr->command_status = status;
		tr->command_reaped = true;
	}
	tracee_remove(tr, t);
	if (tgid == tr->main_pid)
		command_thread_gone(tr);
}

/* A trace with lines lost to a write error must not look like a success:
 * the command's own exit with status 0 becomes 1 (any other status is the
 * command's and kept).  The command is the shell's child, so its status is
 * what the shell sees: it is changed at the exit call's entry, the last
 * moment it can be. */
static void keep_output_failure(struct tracer *tr, struct tracee *t,
				const struct ptrace_syscall_info *info)
{
	if (!t->launched || (int)info->entry.args[0] != 0 || t->call.pers != PERS_64 ||
	    (info->entry.nr != __NR_exit_group && info->entry.nr != __NR_exit))
		return;
	flush_all(tr);	/* a failure still ahead is found now */
	if (output_broken(tr))
		ptrace(PTRACE_POKEUSER, t->tid, offsetof(struct user, regs.rdi), 1L);
}

static void syscall_stop(struct tracer *tr, struct tracee *t)
{
	struct ptrace_syscall_info info;
	if (ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, sizeof info, &info) <= 0) {
		resume(t, 0);
		return;
	}
	if (info.op == PTRACE_SYSCALL_INFO_SECCOMP && !seccomp_stop_ours(&info))
		seccomp_skip_call(t);	/* the program's own RET_TRACE */
	if (info.op == PTRACE_SYSCALL_INFO_SECCOMP && t->in_syscall) {
		/* Entry already seen at a syscall-entry-stop. */
	} else if (info.op == PTRACE_SYSCALL_INFO_ENTRY || info.op == PTRACE_SYSCALL_INFO_SECCOMP) {
		bool first_exec = t->before_exec;
		t->in_syscall = true;
		syscall_entering(t, &info);
		keep_output_failure(tr, t, &info);
		if (tr->opt.detach_on_execve && !first_exec &&
		    (pers_native_nr(&t->call) == __NR_execve ||
		     pers_native_nr(&t->call) == __NR_execveat)) {
			/* -b execve: let the new program run untraced. */
			syscall_detached(t);
			/* Said while it is still stopped: once free, the command
			 * may end and the shell go on before seize writes. */
			if (!(tr->opt.quiet & Q_ATTACH)) {
				flush_all(tr);	/* after its line, as strace */
				warn("Process %d detached", t->tid);
			}
			ptrace(PTRACE_DETACH, t->tid, 0L, 0L);
			tracee_remove(tr, t);
			return;
		}
		seccomp_call_entering(tr, t);
	} else if (info.op == PTRACE_SYSCALL_INFO_EXIT) {
		if (t->in_syscall) {
			tamper_exiting(tr, t, &info);
			if (restart_ignored_wake(t, info.exit.rval))
				info.exit.rval = -ERESTARTNOHAND;	/* made again */
			syscall_exiting(t, &info);
			seccomp_call_exiting(tr, t, &info);
		}
		t->in_syscall = false;
	}
	resume(t, tamper_before_resume(tr, t));
}

static void event_stop(struct tracer *tr, struct tracee *t, int sig)
{
	if (is_stop_signal(sig)) {
		/* Group-stop.  PTRACE_LISTEN keeps it stopped while still
		 * reporting new signals; PTRACE_SYSCALL would run it. */
		bool entering = t->state != TS_GROUP_STOPPED;
		t->state = TS_GROUP_STOPPED;
		t->stop_sig = sig;
		/* -e signal= hides stops too, as in strace (and -c empties it). */
		if (entering && !t->before_exec && sigset_has(&tr->opt.signals, sig)) {
			refresh_ip(tr, t);
			event_report(t, &(struct event){ .kind = EV_STOP, .sig = sig });
		}
		/* The shell hears of the stop from the kernel itself: the
		 * command is its child, not seize's (launch.c). */
		if (ptrace(PTRACE_LISTEN, t->tid, 0L, 0L) < 0 && errno != ESRCH)
			warn("ptrace(PTRACE_LISTEN, %d): %s", t->tid, strerror(errno));
		return;
	}
	/* SIGTRAP: a PTRACE_INTERRUPT, a new child's first stop, or a
	 * listening tracee re-stopping after SIGCONT: let it run. */
	if (t->state == TS_GROUP_STOPPED && tr->opt.json && !t->before_exec)
		json_event(t, t->out, "continue", NULL);
	resume(t, 0);
}

/* A child (or thread) -f follows, said as strace says it unless -q. */
static struct tracee *new_child(struct tracer *tr, pid_t pid)
{
	if (!(tr->opt.quiet & Q_ATTACH)) {
		flush_all(tr);	/* after the lines before it, when both go to stderr */
		warn("Process %d attached", (int)pid);
	}
	return tracee_new(tr, pid);
}

static void fork_event(struct tracer *tr, struct tracee *t, int event)
{
	unsigned long msg = 0;
	ptrace(PTRACE_GETEVENTMSG, t->tid, 0L, &msg);
	pid_t child = (pid_t)msg;
	/* The child may have reported its first stop already. */
	struct tracee *c = child > 0 ? tracee_find(tr, child) : NULL;
	/* Or it ran to its end before this event was taken (wait4 may give
	 * a busy child's stops first): it must not come back as a tracee
	 * whose -ff file would be opened again, empty.  Its zombie waits for
	 * its parent, but seize has no more to wait for: ECHILD. */
	siginfo_t si;
	if (child > 0 && !c &&
	    !(waitid(P_PID, (id_t)child, &si, WEXITED | WNOHANG | WNOWAIT | __WALL) < 0 &&
	      errno == ECHILD))
		c = new_child(tr, child);
	if (c) {
		c->filtered = t->filtered;	/* the filter is inherited */
		/* A new thread belongs to its creator's process: it is
		 * no "Process N" of its own when detached.  Only the kernel
		 * knows the clone flags: ask /proc. */
		if (event == PTRACE_EVENT_CLONE)
			c->tgid = proc_tgid(child);
	}
	resume(t, 0);
}

/* A non-leader thread execed and took over the leader's tid (man 2 ptrace,
 * "execve(2) under ptrace"): its execve in progress goes on under the
 * leader's tid, in the leader's struct tracee, the thread's is dropped.
 * The lines are strace's: the execve's entry line, when nothing cut it,
 * ends with " <pid changed to LEADER ...>", the leader's own call ends
 * with "= ?" (at its exit stop already, or now), "+++ superseded by
 * execve in pid THREAD +++", then "<... execve resumed>" under the leader. */
static void thread_took_over(struct tracer *tr, struct tracee *t, pid_t former)
{
	/* The execer had its options as a thread: as the leader now, it
	 * stops at its exit again. */
	if (t->launched)
		ptrace(PTRACE_SETOPTIONS, t->tid, 0L, launch_options(tr, true));
	struct tracee *execer = tracee_find(tr, former);
	if (!execer)
		return;
	/* The leader's call never returns: "= ?" as for a death (without
	 * an exit stop of its own, this cuts the execve's line). */
	if (t->in_syscall)
		syscall_vanished(t);
	syscall_pid_changed(execer, t->tid);
	if (!(tr->opt.quiet & Q_THREAD_EXECVE))
		event_report(t, &(struct event){ .kind = EV_SUPERSEDED, .by_tid = former });
	syscall_moved(t, execer);
	tracee_remove(tr, execer);
}

static void exec_event(struct tracer *tr, struct tracee *t)
{
	unsigned long msg = 0;
	ptrace(PTRACE_GETEVENTMSG, t->tid, 0L, &msg);
	pid_t former = (pid_t)msg;
	if (t->launched && t->before_exec_event && tr->seccomp) {
		/* The child installed the filter just before its execve; if
		 * that failed, every tracee must stop at every syscall. */
		t->filtered = seccomp_filters(t->tid) > seccomp_filters(getpid());
		if (!t->filtered) {
			tr->seccomp = false;
			warn("the seccomp filter is not active: tracing every syscall");
		}
	}
	/* execve may have moved the tracee to another CPU (exec balancing). */
	placement_follow(&tr->placement, t->tid);
	t->before_exec_event = false;
	t->before_exec = false;
	if (t->tid == tr->main_pid)
		tr->command_exiting = false;	/* the leader's exit was an execve's */
	if (tr->opt.json)
		json_event_exec(t, t->out, former);
	if (former != t->tid)
		thread_took_over(tr, t, former);
	resume(t, 0);
}

/* Only the launched command's leader stops at its exit, but for the
 * children of attached processes, with -p and a command (launch_options). */
static void exit_event(struct tracer *tr, struct tracee *t)
{
	bool command = t->launched && t->tid == tr->main_pid;
	/* Its call in progress ends here, as strace prints it: "exit(42)
	 * = ?" of a leader leaving while its threads go on comes before
	 * their lines, not when its zombie is reaped. */
	if (t->in_syscall)
		syscall_vanished(t);
	if (command)
		command_exit_stop(tr, t);
	resume(t, 0);
	if (command)
		command_exit_resumed(tr);
}

static void signal_stop(struct tracer *tr, struct tracee *t, int sig)
{
	siginfo_t si;
	if (sigset_has(&tr->opt.signals, sig) &&
	    ptrace(PTRACE_GETSIGINFO, t->tid, 0L, &si) == 0 && !t->before_exec) {
		refresh_ip(tr, t);
		event_report(t, &(struct event){ .kind = EV_SIGNAL, .sig = sig, .si = &si });
	}
	/* Re-inject: the program's own handlers (SIGTSTP, SIGCONT...) must
	 * run as without a tracer; stop signals then start the group-stop. */
	resume(t, sig);
}

void handle_stop(struct tracer *tr, pid_t pid, int status)
{
	struct tracee *t = tracee_find(tr, pid);
	if (!t) {
		if (!WIFSTOPPED(status)) {
			if (pid == tr->pipe_pid)
				tr->pipe_pid = 0;	/* the -o '|command' ended */
			else if (!(tr->opt.quiet & Q_EXIT))
				/* strace's words; seize's tracer is a fresh
				 * process whose only child is the pipe's, so
				 * this would be a tracee it lost track of. */
				warn("Exit of unknown pid %d ignored", (int)pid);
			return;
		}
		if (!(tr->ptrace_options & (PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK))) {
			/* Without -f no child is followed: one that reports
			 * all the same was cloned with CLONE_PTRACE by the
			 * program itself.  Let it go, as strace does. */
			ptrace(PTRACE_DETACH, pid, 0L, 0L);
			if (!(tr->opt.quiet & Q_ATTACH))
				warn("Detached unknown pid %d", (int)pid);
			return;
		}
		/* An auto-attached child reporting before its parent's
		 * PTRACE_EVENT_FORK (man 2 ptrace: the order is not fixed).
		 * Its parent is unknown yet, and with it whether the child
		 * must be seen at every syscall (a filter of the program's
		 * own, seccomp-stop.c): PTRACE_SYSCALL until fork_event says. */
		t = new_child(tr, pid);
		t->tgid = proc_tgid(pid);	/* it may be a new thread */
		t->filtered = false;
	}
	if (WIFEXITED(status) || WIFSIGNALED(status)) {
		tracee_ended(tr, t, status);
		return;
	}
	if (!WIFSTOPPED(status))
		return;
	int sig = WSTOPSIG(status);
	int event = (unsigned)status >> 16;
	/* A child of the command inherits its options, TRACEEXIT too:
	 * keep EXITKILL, drop TRACEEXIT (launch_options).  With -p as well
	 * a new tracee may be an attached process's child: left as it is. */
	if (!t->seen_stop && !t->launched && tr->main_pid && !tr->opt.n_attach)
		ptrace(PTRACE_SETOPTIONS, pid, 0L, launch_options(tr, false));
	t->seen_stop = true;
	if (t->restart_due)
		restart_after_interrupt(t, status);	/* a call the interrupt failed */

	if (sig == (SIGTRAP | 0x80) || event == PTRACE_EVENT_SECCOMP)
		syscall_stop(tr, t);
	else if (event == PTRACE_EVENT_STOP)
		event_stop(tr, t, sig);
	else if (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK ||
		 event == PTRACE_EVENT_CLONE)
		fork_event(tr, t, event);
	else if (event == PTRACE_EVENT_EXEC)
		exec_event(tr, t);
	else if (event == PTRACE_EVENT_EXIT)
		exit_event(tr, t);
	else if (event)
		resume(t, 0);
	else
		signal_stop(tr, t, sig);
}


static bool output_pending(const struct tracer *tr)
{
	/* With -ff every tracee has a file: flush_all walks them. */
	return tr->out->len > 0 || tr->opt.follow == 2;
}

/* The next wait status, or 0 when a signal to seize was handled instead.
 * seize blocks in wait4 itself (see jobctl.c): a stopping tracee wakes it
 * with a synchronous wake-up, and nothing else is done per stop.  A signal
 * for seize interrupts the wait; one that lands in the instant between the
 * last look and the wait is seen at the next tick (at most FLUSH_DELAY
 * later while output waits, else within SAFETY_TICK).  For -c, wait4 also
 * reports the stopped tracee's system time (summary.c).  seize does not
 * spin: measured here, polling wait4 on a loaded machine cost more than it
 * saved; placement.c keeps the wake-ups cheap instead. */
static bool sent_by_tracee(struct tracer *tr, const siginfo_t *si)
{
	return si->si_pid > 0 && tracee_find(tr, si->si_pid) != NULL;
}

/* One of seize's own signals was taken (jobctl.c): what seize does about it. */
static void tracer_signal(struct tracer *tr, const siginfo_t *si)
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
	if (tr->opt.kill_on_exit) {
		/* No detach: the kernel kills every tracee when seize goes. */
		jobctl_tick_every(DRAIN_TICK_NS);
		finish_output(tr);
		die_of_signal(sig, output_status(tr, 0));
	}
	if (!tr->main_pid) {
		/* Detach first, whatever the output does (jobctl_output_yields);
		 * a fast tick ends a write that blocks in the kernel. */
		jobctl_tick_every(DRAIN_TICK_NS);
		detach_all(tr);
		finish_output(tr);
		die_of_signal(sig, output_status(tr, 0));
	}
	/* Launch mode: the tracer's pid is known only to someone who looked
	 * for it (pkill seize): pass the signal on to the command, whose
	 * fate the shell sees.  A tracee's own signal is not sent back.
	 * With -D the tracer is in the command's process group, where a
	 * kill of the group reached the command already: a second copy
	 * would run its handler twice. */
	if ((si->si_code == SI_USER || si->si_code == SI_QUEUE) && !sent_by_tracee(tr, si) &&
	    tr->opt.detach_tracer != 1 && tracee_find(tr, tr->main_pid))
		kill(tr->main_pid, sig);
}

pid_t wait_next(struct tracer *tr, int *status)
{
	struct flush_clock *fc = &tr->flush;
	for (;;) {
		siginfo_t si;
		if (jobctl_take_signal(&si)) {
			tracer_signal(tr, &si);
			return 0;
		}
		/* Tick fast while unwritten output is newer than the last
		 * flush, else once a second. */
		bool pending = output_pending(tr) && fc->stops != fc->stops_at_flush;
		long tick_ns = pending ? FLUSH_DELAY_NS : SAFETY_TICK_NS;
		if (tick_ns != fc->tick_ns) {
			jobctl_tick_every(tick_ns);
			fc->tick_ns = tick_ns;
			fc->ticks_seen = jobctl_ticks();
			fc->stops_at_tick = fc->stops;
		}
		if (pending && jobctl_ticks() != fc->ticks_seen) {
			fc->ticks_seen = jobctl_ticks();
			bool idle = fc->stops == fc->stops_at_tick;
			fc->stops_at_tick = fc->stops;
			if (idle) {
				/* Nothing happened for a whole tick: let the
				 * trace reach its file (a waiting command or an
				 * attached process must not leave it empty). */
				flush_all(tr);
				fc->stops_at_flush = fc->stops;
				if (!tr->main_pid && output_broken(tr))
					return 0;	/* trace_loop gives up */
				continue;
			}
		}
		pid_t pid = wait4(-1, status, __WALL, summary_rusage(tr->summary));
		if (pid > 0) {
			fc->stops++;
			return pid;
		}
		if (pid < 0 && errno != EINTR)
			return pid;
	}
}

void trace_loop(struct tracer *tr)
{
	placement_init(&tr->placement);
	tr->flush.stops_at_flush = (unsigned long)-1;	/* what attach wrote is new */
	while (tr->live > 0) {
		int status;
		pid_t pid = wait_next(tr, &status);
		if (pid > 0) {
			debug_wait(tr, pid, status);
			placement_switch(&tr->placement, pid);
			handle_stop(tr, pid, status);
			placement_tick(&tr->placement, pid);
		} else if (pid < 0 && errno == ECHILD) {
			break;
		}
		/* Attached processes are someone else's: once the trace
		 * cannot be written, tracing them only slows them down.
		 * Detach, stopped ones staying stopped, and exit non-zero
		 * (main.c).  A launched command is left to finish, traced
		 * with nothing more printed, its exit status 0 made 1
		 * (keep_output_failure). */
		if (!tr->main_pid && output_broken(tr)) {
			detach_all(tr);
			return;
		}
		/* --syscall-limit: everyone goes on untraced, or, with
		 * --kill-on-exit, dies with seize (PTRACE_O_EXITKILL). */
		if (tr->limit_reached) {
			if (!tr->opt.kill_on_exit)
				detach_all(tr);
			return;
		}
	}
}
