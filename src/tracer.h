/* The tracer's state: options, the tracee table and the output.  One
 * struct tracer is created by main() and passed down; nothing here is global. */
#ifndef SEIZE_TRACER_H
#define SEIZE_TRACER_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>
#include <signal.h>
#include <sys/types.h>

#include "color.h"
#include "filter.h"
#include "inject.h"
#include "iodump.h"
#include "timestamps.h"
#include "tips.h"
#include "output.h"
#include "pidns.h"
#include "placement.h"
#include "record.h"
#include "summary.h"

enum tracee_state {
	TS_RUNNING,		/* resumed with PTRACE_SYSCALL */
	TS_GROUP_STOPPED,	/* in group-stop, resumed with PTRACE_LISTEN */
	TS_DETACHING,		/* PTRACE_INTERRUPT sent, waiting for the stop to detach */
	TS_GONE,		/* exited or detached; the slot is free */
};

/* The size of a tracee's auxbuf: what a decoder keeps from a syscall's
 * entry to its exit: recvmmsg's name lengths, one int for each of the
 * 1024 messages strace shows (UIO_MAXIOV), perf_event_open's attr. */
enum { AUX_SIZE = 4096 };

/* What is known about the syscall a tracee is inside of, from its entry stop
 * until its exit stop. */
struct call {
	const struct sysent *se;	/* its row in the table of pers */
	uint64_t nr;			/* as the tracee made it (x32's with the bit) */
	enum personality pers;
	uint64_t arg[6];
	uint64_t sp;		/* stack pointer at entry (rt_sigreturn's frame) */
	int64_t rval;
	bool is_error;
	bool exiting;
	bool unknown;		/* number not in the table */
	bool printed;		/* the entry part went out */
	bool needs_exit;	/* decoder or generic printer has more to print at exit */
	bool unfinished;	/* the entry line was cut by another tracee's output */
	bool hidden;		/* not printed (before the first execve, filters) */
	int next_arg;		/* generic printer: first argument left for the exit */
	int ret_format;		/* enum ret_format, may be changed by a decoder */
	struct timespec entered;	/* -T, -j: when the syscall-entry stop came */
	int64_t wall_ns;	/* -j: the same moment, ns since the epoch */
	int64_t duration_ns;	/* -T, -j: from the entry stop to the exit stop */
	uint64_t saved[4];	/* scratch space decoders keep from entry to exit */
	bool counted;		/* -c/-C: to be counted at its exit */
	/* -e inject=: the spec this call is tampered by (NULL: none), what
	 * was done to it and is still to do (enum tamper_bits, tamper.h). */
	const struct inject_spec *inject;
	unsigned tampered;
	int64_t delay_ns;	/* -e inject=delay_*: to wait before resuming */
	int inject_sig;		/* -e inject=signal=: to resume with */
	int64_t count_start;	/* -c/-C: system or wall-clock time at entry, ns */
};

struct tracee {
	pid_t tid;
	pid_t tgid;
	enum tracee_state state;
	bool in_syscall;	/* between syscall-entry and syscall-exit stop */
	bool launched;		/* the command seize started (the main tracee) */
	bool before_exec;	/* launched, not yet past its first execve */
	bool seen_stop;		/* first ptrace stop seen */
	bool before_exec_event;	/* launched, PTRACE_EVENT_EXEC not seen yet */
	bool exit_printed;	/* its "+++ exited" line went out before it was reaped */
	int exit_code;		/* the command's leader: what its exit stop said */
	/* Under our seccomp filter and no filter of the program's own:
	 * resumed with PTRACE_CONT outside syscalls (seccomp-stop.c). */
	bool filtered;
	int stop_sig;		/* the group-stop signal, in TS_GROUP_STOPPED */
	uint64_t ip;		/* -i: instruction pointer at the last stop, 0 if unknown */
	int pending_sig;	/* during detach: signal to re-deliver */
	bool restart_due;	/* interrupted while running, that stop to come (restart.c) */
	struct output *out;	/* shared output, or this tracee's own with -ff */
	struct record rec;	/* the current syscall's values (sink.h) */
	struct record *sink;	/* where sink calls go: rec, or the tracer's event record */
	struct output *held;	/* -e status=: the current line, until the call ends */
	bool holding;		/* the current syscall's line goes to held */
	struct tracer *tr;
	struct call call;
	/* The personality of its last syscall: a change is said
	 * ("[ Process PID=N runs in 32 bit mode. ]"). */
	enum personality pers;
	const struct sysent *prev_se;	/* the call before: restart_syscall names it */
	struct unwind_tracee *unwind;	/* -k: its unwinding state (unwind.c), or NULL */
	/* AUX_SIZE bytes for what a decoder keeps from entry
	 * to exit, or NULL: allocated at first use (tracee_auxbuf), since most
	 * tracees never need it and 1,000 threads would hold 1 MB of it. */
	char *auxbuf;
	/* -e inject=: the calls of each syscall number so far (tamper.c),
	 * or NULL before the first call a spec names. */
	uint32_t *inject_counts;
	struct pidns_view pidns;	/* -Y, --pidns-translation (pidns.c) */
};

/* -e quiet= / -q / -qq */
enum quiet_bits {
	Q_ATTACH = 1 << 0, Q_EXIT = 1 << 1, Q_PERSONALITY = 1 << 2,
	Q_THREAD_EXECVE = 1 << 3, Q_PATH_RESOLUTION = 1 << 4,
};

struct options {
	int follow;		/* 0, 1 (-f) or 2 (-ff) */
	unsigned quiet;		/* enum quiet_bits */
	struct syscall_set trace;	/* -e trace= */
	bool trace_partial;	/* trace leaves some syscall out */
	struct signal_set signals;	/* -e signal= */
	unsigned status;	/* -e status=, enum status_bits */
	bool seccomp;		/* filter untraced syscalls in the kernel */
	bool seccomp_asked;	/* --seccomp-bpf given, not only the default */
	const char *outfile;	/* -o, NULL for stderr */
	bool append;		/* -A */
	char **env_changes;	/* -E VAR=VAL or -E VAR (unset), in order */
	int n_env_changes;
	const char *user;	/* -u USER[:GROUP] */
	int detach_tracer;	/* -D 1 (the job's group), -DD 2 (a group of its
				 * own, the default), -DDD 3 (a session of its own) */
	bool detach_on_execve;	/* -b execve */
	char **paths;		/* -P */
	int n_paths;
	int *fds;		/* --trace-fds */
	int n_fds;
	pid_t *attach_pids;
	int n_attach;
	char **argv;		/* command to launch, or NULL */
	unsigned string_limit;	/* -s */
	unsigned decode_fds;	/* -y, -yy, --decode-fds: enum decode_fd_bits */
	unsigned decode_pids;	/* -Y, --pidns-translation, --decode-pids: enum decode_pid_bits */
	struct out_style style;	/* -x, -xx, -X */
	struct syscall_set abbrev;	/* -e abbrev=, -v: structs cut short */
	struct syscall_set verbose;	/* -e verbose=: structs printed at all */
	struct syscall_set raw;		/* -e raw=: registers printed undecoded */
	struct desc_set read_fds;	/* -e read=: dump what is read from these */
	struct desc_set write_fds;	/* -e write=: dump what is written to these */
	int column;		/* -a: where "= " starts */
	struct time_options time;	/* -t, -r, -T (timestamps.h) */
	bool json;		/* -j: JSON Lines instead of text (json-trace.c) */
	bool print_ip;		/* -i */
	bool print_nr;		/* -n */
	bool kvm_vcpu;		/* -e kvm=vcpu: KVM_RUN's exit reason */
	unsigned long syscall_limit;	/* --syscall-limit: detach after N, 0 never */
	bool kill_on_exit;	/* --kill-on-exit: tracees die with seize */
	bool always_show_pid;	/* --always-show-pid: "PID " on every line */
	bool debug;		/* -d: seize's own story on stderr (debug.c) */
	struct tip_options tips;	/* --tips (tips.c) */
	int interruptible;	/* -I: 1 anywhere, 2 waiting (default), 3 never,
				 * 4 never_tstp (jobctl.c) */
	bool arg_names;		/* -N, --arg-names: name=value */
	enum color_mode color;	/* --color */
	struct palette palette;	/* its colours: defaults, SEIZE_COLORS */
	int stack_trace;	/* -k, -kk: enum stack_trace_mode (unwind.h) */
	unsigned stack_frame_limit;	/* --stack-trace-frame-limit */
	struct summary_options summary;	/* -c -C -w -S -U -O */
	struct inject_table inject;	/* -e inject=, -e fault= */
};

/* When wait_next flushes the output: at a tick of jobctl_tick_every that
 * comes after a whole tick without a stop. */
struct flush_clock {
	long tick_ns;			/* the interval timer's period, 0 before the first */
	unsigned ticks_seen;		/* jobctl_ticks() when last looked at */
	unsigned long stops;		/* stops wait_next has returned */
	unsigned long stops_at_tick;	/* stops at the last tick */
	unsigned long stops_at_flush;	/* stops at the last idle flush */
};

enum { JOBCTL_N_SIGNALS = 10 };	/* the signals jobctl.c handles */

struct tracer {
	struct options opt;
	struct output *out;		/* the shared output */
	struct tracee **slots;		/* hash table of tracees by tid */
	unsigned n_slots;		/* a power of two */
	unsigned n_used;		/* slots holding a tracee or a tombstone */
	int live;			/* tracees not TS_GONE */
	pid_t main_pid;			/* the launched command, 0 if none */
	pid_t pipe_pid;			/* -o '|command': the command, 0 if none */
	bool output_lost;		/* a -ff output failed: exit non-zero */
	bool command_exiting;		/* its leader passed its exit stop, threads remain */
	bool command_is_child;		/* launched as seize's child (launch.c, nested) */
	bool command_reaped;		/* then: it ended, and command_status is */
	int command_status;		/* its wait status, for seize's own exit */
	unsigned long captured;		/* syscalls shown or counted, for --syscall-limit */
	bool limit_reached;		/* --syscall-limit's last one ended */
	bool output_finished;		/* finish_output was done */
	bool detaching;
	bool seccomp;			/* the launched command runs under our filter */
	struct timespec last_line;	/* -r */
	bool pid_prefix_file;		/* -o with -f, or several processes: "PID  " */
	unsigned ptrace_options;
	sigset_t orig_mask;		/* what seize inherited, given back to the child */
	struct sigaction orig_sigchld;
	struct sigaction orig_actions[JOBCTL_N_SIGNALS];	/* of the signals jobctl.c handles */
	struct record event;		/* the values of a signal's line (loop.c) */
	struct summary *summary;	/* -c/-C: the counts, NULL without */
	struct sock_cache *sock_cache;	/* -yy: socket details found (sockdiag.c) */
	struct pidns *pidns;		/* -Y, --pidns-translation: seize's namespace and
					 * the ids found (pidns.c), NULL before the first */
	struct unwinder *unwinder;	/* -k: stack traces (unwind.c), NULL without */
	struct flush_clock flush;	/* wait_next's, see loop.c */
	struct placement placement;	/* SCHED_IDLE or not, see placement.c */
	bool no_set_syscall_info;	/* PTRACE_SET_SYSCALL_INFO failed: registers */
	/* The personality of the last syscall any tracee made: a new
	 * tracee starts in it, as strace's do. */
	enum personality current_pers;
};

/* tracees.c */
struct tracee *tracee_find(struct tracer *tr, pid_t tid);
struct tracee *tracee_add(struct tracer *tr, pid_t tid);
void tracee_remove(struct tracer *tr, struct tracee *t);
/* Iterate: for (i = 0; (t = tracee_next(tr, &i)); ) */
struct tracee *tracee_next(struct tracer *tr, unsigned *i);
char *tracee_auxbuf(struct tracee *t);

/* launch.c: launch_begin forks and returns in the tracer only, which opens
 * its output, then seizes the command with launch_finish. */
struct launch {
	pid_t pid;	/* the command: seize's own pid, the shell's child */
	int gate;	/* the command reads GATE_OPEN from it once seized */
	bool nested;	/* seize is traced itself: the command is its child */
};
void launch_begin(struct tracer *tr, struct launch *l);
void launch_finish(struct tracer *tr, struct launch *l);
long launch_options(const struct tracer *tr, bool leader);
void launch_exit(const struct tracer *tr, int status);
/* command-exit.c */
void command_exit_stop(struct tracer *tr, struct tracee *t);
void command_exit_resumed(struct tracer *tr);
void command_thread_gone(struct tracer *tr);
/* attach.c */
void attach_all(struct tracer *tr);
void detach_all(struct tracer *tr);
/* loop.c */
void trace_loop(struct tracer *tr);
void handle_stop(struct tracer *tr, pid_t pid, int status);
/* jobctl.c */
void jobctl_init(struct tracer *tr);
void jobctl_hold_signals(bool hold);
void jobctl_tracer_aside(void);
void jobctl_tracer_in_job(const struct tracer *tr);
void jobctl_tracer_in_group(void);
void jobctl_child_restore(const struct tracer *tr);
bool jobctl_take_signal(siginfo_t *si);
unsigned jobctl_ticks(void);
void jobctl_tick_every(long ns);
void jobctl_output_yields(const struct tracer *tr, struct output *o);
/* trace-output.c */
/* After a detach signal: the tick that ends a write blocked in the kernel
 * (EINTR), and how long the file may take nothing before the trace is cut.
 * The tracees run free by then: the wait costs seize's exit alone. */
enum { DRAIN_TICK_NS = 10 * 1000 * 1000, DRAIN_PATIENCE_MS = 1000 };
struct tracee *tracee_new(struct tracer *tr, pid_t tid);
void flush_all(struct tracer *tr);
void finish_output(struct tracer *tr);
int output_status(const struct tracer *tr, int status);
/* events.c: the exit or death line of t, after its unfinished call */
void tracee_print_exit(struct tracer *tr, struct tracee *t, int status);
/* loop.c */
pid_t wait_next(struct tracer *tr, int *status);

#endif
