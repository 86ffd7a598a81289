/* Where the tracer runs.  On a VM a ptrace stop costs a cross-CPU wake-up
 * when tracer and tracee sit on different CPUs, and only a context switch
 * when they share one.  This module moves the tracer (never the tracee)
 * next to the tracee when that measurably pays; see placement.c. */
#ifndef SEIZE_PLACEMENT_H
#define SEIZE_PLACEMENT_H

#include <sched.h>
#include <stdbool.h>
#include <sys/types.h>
#include <time.h>

struct placement {
	bool enabled;		/* root: seize may leave SCHED_IDLE again */
	bool near;		/* SCHED_IDLE and pinned to the tracee's CPU */
	unsigned stops;		/* in the current epoch */
	unsigned epoch;
	struct timespec epoch_start;
	double rate[2];		/* stops per second: apart, near */
	int cpu;		/* while near: the CPU seize is pinned to */
	pid_t last;		/* the tracee of the last stop */
	cpu_set_t all;		/* seize's own affinity at start */
};

void placement_init(struct placement *p);
/* Count one handled stop of tracee pid; now and then measure, choose, and
 * follow the tracee to its CPU. */
void placement_tick(struct placement *p, pid_t pid);

/* While near: follow tracee pid to its CPU now (it has just execed). */
void placement_follow(struct placement *p, pid_t pid);
/* Before handling a stop of tracee pid: while near, follow it to its CPU
 * if the last stop was another tracee's. */
void placement_switch(struct placement *p, pid_t pid);

#endif
