/* --decode-pids=pidns (--pidns-translation) and --decode-pids=comm (-Y):
 * what a pid value a tracee passes or gets means to seize.  A tracee in a
 * pid namespace of its own sees its own numbers; seize prints a pid as the
 * tracee sees it and, when asked, its number in seize's namespace and the
 * command name of the process it names, as strace 6.1 does. */
#ifndef SEIZE_PIDNS_H
#define SEIZE_PIDNS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct tracee;
struct pidns;

/* What a value is an id of, and so which line of /proc/PID/status (NSpid,
 * NStgid, NSpgid, NSsid) lists its number in each namespace. */
enum pid_kind { PID_TID, PID_TGID, PID_PGID, PID_SID };

/* --decode-pids= */
enum decode_pid_bits { DECODE_PID_COMM = 1 << 0, DECODE_PID_NS = 1 << 1 };

/* /proc/PID/comm holds TASK_COMM_LEN (16) bytes; room for more. */
enum { PIDNS_COMM_MAX = 64 };

/* A tracee's pid namespace, looked at once, at the first pid it prints
 * (a process never changes its own pid namespace: unshare and setns
 * change only its children's, pid_namespaces(7)). */
struct pidns_view {
	uint8_t state;		/* 0: not looked at yet; enum view_state in pidns.c */
	int level;		/* its namespace's place in /proc's NSpid lists */
	pid_t proc_pid;		/* its tid as /proc names it */
	uint64_t ns_dev, ns_ino;	/* its /proc/PID/ns/pid */
	char comm[PIDNS_COMM_MAX];	/* -Y: the last command name read */
};

/* What a pid value names, as the options ask. */
struct pid_desc {
	int ns_pid;			/* its number in seize's namespace when that
					 * differs, else 0 */
	char comm[PIDNS_COMM_MAX];	/* its command name, "" for none */
};

/* --decode-pids=SET: comm, pidns, all, none, !SET; false when unknown. */
bool parse_decode_pids(const char *spec, unsigned *bits);

/* v, an id of kind k as tracee t sees it. */
void pidns_describe(struct tracee *t, int v, enum pid_kind k, struct pid_desc *d);

/* t's tid as /proc names it: not seize's number for it when /proc comes
 * from an ancestor of seize's pid namespace (unshare -pf without a new
 * /proc). */
pid_t pidns_tracee_proc(struct tracee *t);

/* The /proc entry of v, a process or thread id (k) as t sees it, whose
 * descriptors kcmp's -y shows; 0 when there is none. */
pid_t pidns_proc_pid(struct tracee *t, int v, enum pid_kind k);

/* Whether a return value of format f (enum ret_format) is an id, and of
 * what. */
bool pidns_ret_kind(int f, enum pid_kind *k);

/* -Y: t's command name for its line prefix, "" when unknown. */
const char *pidns_tracee_comm(struct tracee *t);

void pidns_free(struct pidns *p);

#endif
