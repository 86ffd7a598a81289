/* Keeping the tracer next to its tracee without touching the tracee.
 *
 * The kernel wakes a tracer with a synchronous wake-up onto the tracee's
 * CPU, but when the tracer resumes the tracee, the scheduler sends the
 * tracee to an idle CPU: each stop then pays a cross-CPU wake-up, which on
 * this VM is most of the cost of tracing (strace: 8 s for 100,000 syscalls,
 * 0.67 s with both pinned to one CPU).
 *
 * Two facts of the scheduler let seize get the pinned speed while the
 * tracee's affinity stays untouched (nproc in the tracee still prints every
 * CPU): a CPU that runs only SCHED_IDLE tasks counts as idle for wake-up
 * placement (select_idle_sibling), and a SCHED_IDLE task is preempted at
 * once by a normal one.  So seize makes itself SCHED_IDLE and pins itself
 * (only itself) to the CPU the tracee last ran on: the resumed tracee is
 * placed on that CPU, preempts seize, stops, and seize runs again, as if
 * both were pinned.  Something else running there now and then sends the
 * tracee elsewhere, so seize follows it at every epoch.
 *
 * The catch: when the other CPUs are busy, a SCHED_IDLE tracer starves (10x
 * slower beside two CPU hogs).  So seize measures stops per second in epochs
 * of about 20 ms, tries the other mode every 16 epochs, and keeps the faster.
 * Only root can leave SCHED_IDLE again, so only root uses it.  Measured on
 * the bench loop: 0.12x strace's time, against 0.75x without it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "placement.h"

enum {
	CHECK_EVERY = 64,		/* stops between clock reads */
	EPOCH_NS = 20 * 1000 * 1000,
	EXPLORE_EVERY = 16,		/* epochs between tries of the other mode */
};

static long long ns_since(const struct timespec *t)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - t->tv_sec) * 1000000000LL + (now.tv_nsec - t->tv_nsec);
}

/* Field 39 of /proc/PID/stat: the CPU the task last ran on, or -1. */
static int last_cpu(pid_t pid)
{
	char path[64], buf[1024];
	snprintf(path, sizeof path, "/proc/%d/stat", pid);
	FILE *f = fopen(path, "re");
	if (!f)
		return -1;
	char *line = fgets(buf, sizeof buf, f);
	fclose(f);
	/* Fields are counted after the command name, which may hold blanks. */
	char *p = line ? strrchr(line, ')') : NULL;
	for (int field = 2; p && *p; p++)
		if (*p == ' ' && ++field == 39)
			return atoi(p + 1);
	return -1;
}

static void go_near(struct placement *p, pid_t pid)
{
	int cpu = last_cpu(pid);
	if (cpu < 0 || !CPU_ISSET(cpu, &p->all))
		return;
	if (p->near && cpu == p->cpu)
		return;		/* there already */
	p->cpu = cpu;
	cpu_set_t one;
	CPU_ZERO(&one);
	CPU_SET(cpu, &one);
	struct sched_param sp = { 0 };
	if (!p->near && sched_setscheduler(0, SCHED_IDLE, &sp) < 0) {
		p->enabled = false;
		return;
	}
	sched_setaffinity(0, sizeof one, &one);
	p->near = true;
}

static void go_apart(struct placement *p)
{
	struct sched_param sp = { 0 };
	sched_setaffinity(0, sizeof p->all, &p->all);
	if (sched_setscheduler(0, SCHED_OTHER, &sp) < 0)
		p->enabled = false;	/* stuck near: stop choosing */
	else
		p->near = false;
}

void placement_init(struct placement *p)
{
	memset(p, 0, sizeof *p);
	p->enabled = geteuid() == 0 && sched_getaffinity(0, sizeof p->all, &p->all) == 0 &&
		     CPU_COUNT(&p->all) > 1;
	clock_gettime(CLOCK_MONOTONIC, &p->epoch_start);
}

void placement_tick(struct placement *p, pid_t pid)
{
	if (!p->enabled || ++p->stops % CHECK_EVERY)
		return;
	long long ns = ns_since(&p->epoch_start);
	if (ns < EPOCH_NS)
		return;
	double rate = p->stops * 1e9 / ns;
	/* A moving average: the workload changes speed by itself too. */
	double *r = &p->rate[p->near];
	*r = *r ? (*r + rate) / 2 : rate;
	p->epoch++;
	p->stops = 0;
	bool want;
	if (!p->rate[!p->near] || p->epoch % EXPLORE_EVERY == 0)
		want = !p->near;	/* measure the other mode */
	else
		want = p->rate[1] >= p->rate[0];
	if (want)
		go_near(p, pid);	/* also follows a tracee that moved */
	else if (p->near)
		go_apart(p);
	clock_gettime(CLOCK_MONOTONIC, &p->epoch_start);
}

/* A process that has just called execve was placed by the kernel's exec
 * balancing, most often on the CPU seize is not pinned to, and stays there
 * while that CPU is idle: waiting for the next epoch made every stop of a
 * short program a cross-CPU wake-up.  Measured side by side on
 * bench/forks.sh (300 execs of /bin/true): 1.15x strace's time against
 * 1.97x without it.  Following at a new process's first stop as well was
 * slower (1.26x), and slower still for forks that do not exec. */
void placement_follow(struct placement *p, pid_t pid)
{
	if (p->enabled && p->near)
		go_near(p, pid);
}

/* A stop from another tracee than the last one: a forked child placed on
 * the other CPU by fork balancing, or a parent woken there by its child's
 * exit.  Each of its stops would cost two cross-CPU wake-ups (94 us for a
 * round trip between CPUs here, 4 us on one CPU), moving seize costs one
 * (43 us) and reading where the tracee is 3 us: follow it at once. */
void placement_switch(struct placement *p, pid_t pid)
{
	if (pid == p->last)
		return;
	p->last = pid;
	if (p->enabled && p->near)
		go_near(p, pid);
}
