/* execve from a thread that is not the group leader, as strace 6.1 prints
 * it: the other threads vanish, the execing thread takes the leader's pid
 * (man 2 execve), and the lines around that are strace's own.  Run under
 * `seize -f -e trace=execve,exit,pause,nanosleep`: the program re-executes
 * itself, one image a stage, each with the leader in another state when
 * its thread execs:
 *   exit     the leader has left already (exit(0) = ?): the execve's
 *            line is still open and ends " <pid changed to P1 ...>";
 *   pause    the leader is blocked in a call printed whole at entry:
 *            "<... pause resumed>) = ?";
 *   sleep    the leader is in nanosleep, whose decoder has more for the
 *            exit: "<... nanosleep resumed> <unfinished ...>) = ?";
 *   done     the last image exits.
 * The thread waits until /proc shows the leader in the state wanted, so
 * the order of the lines does not depend on the scheduler.  With
 * MTEXEC_QUIET=1 in the environment (for --quiet=thread-execve, -qqq) the
 * "+++ superseded" lines are not expected, with MTEXEC_FF=1 (for -ff) the
 * lines are expected without a pid, as the leader's file has them. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "progs.h"

extern char **environ;

static const char *const stages[] = { "exit", "pause", "sleep", "done" };
enum { N_STAGES = sizeof stages / sizeof stages[0] };

static pid_t leader;
static int stage;
static volatile pid_t thread_tid;
static bool ff, quiet;

/* The line prefix seize writes with -f -o FILE: the tid, or nothing in
 * the tid's own file under -ff. */
static const char *who(pid_t tid, char buf[16])
{
	if (ff)
		buf[0] = 0;
	else
		snprintf(buf, 16, "%-5d ", (int)tid);
	return buf;
}

static unsigned count_env(void)
{
	unsigned n = 0;
	while (environ[n])
		n++;
	return n;
}

/* The leader's state letter in /proc/PID/task/PID/stat, 0 if unknown. */
static char leader_state(void)
{
	char path[64], buf[512] = "";
	snprintf(path, sizeof path, "/proc/%d/task/%d/stat", (int)leader, (int)leader);
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	if (!fgets(buf, sizeof buf, f))
		buf[0] = 0;
	fclose(f);
	const char *paren = strrchr(buf, ')');
	return paren && paren[1] == ' ' ? paren[2] : 0;
}

/* Is the leader a zombie (nr < 0: exited, threads left), or asleep in
 * call nr?  /proc/PID/task/PID/syscall shows the call at its entry stop
 * already, before seize wrote its line: sleeping ('S') it is past that. */
static bool leader_is(long nr)
{
	if (nr < 0)
		return leader_state() == 'Z';
	char path[64], buf[256] = "";
	snprintf(path, sizeof path, "/proc/%d/task/%d/syscall", (int)leader, (int)leader);
	FILE *f = fopen(path, "r");
	if (!f)
		return false;
	if (!fgets(buf, sizeof buf, f))
		buf[0] = 0;
	fclose(f);
	return atol(buf) == nr && leader_state() == 'S';
}

static long wanted_state(void)
{
	switch (stage) {
	case 0: return -1;
	case 1: return SYS_pause;
	default: return SYS_nanosleep;
	}
}

static void *thread(void *arg)
{
	(void)arg;
	thread_tid = (pid_t)syscall(SYS_gettid);
	while (!leader_is(wanted_state()))
		usleep(1000);
	char next[16];
	snprintf(next, sizeof next, "%d", stage + 1);
	execve("/proc/thread-self/exe", (char *[]){ "mtexec", next, NULL }, environ);
	_exit(1);
}

/* The thread's execve line, as the trace has it under -f (under -ff it is
 * in the thread's own file, which tests/mtexec.bats looks at). */
static void expect_execve_entry(const char *end)
{
	char a[16];
	if (!ff)
		printf("%sexecve(\"/proc/thread-self/exe\", [\"mtexec\", \"%d\"], %p /* %u vars */ %s\n",
		       who(thread_tid, a), stage + 1, (void *)environ, count_env(), end);
}

/* The end of the leader's call, then the execve's under the leader's pid. */
static void expect_takeover(const char *leader_call)
{
	char a[16];
	expect_ret("?", "%s%s", who(leader, a), leader_call);
	if (!quiet)
		printf("%s+++ superseded by execve in pid %d +++\n", who(leader, a), (int)thread_tid);
	expect(0, NULL, "%s<... execve resumed>)", who(leader, a));
}

int main(int argc, char **argv)
{
	leader = getpid();
	ff = getenv("MTEXEC_FF") != NULL;
	quiet = getenv("MTEXEC_QUIET") != NULL;
	stage = argc > 1 ? atoi(argv[1]) : 0;
	setvbuf(stdout, NULL, _IOLBF, 0);
	char a[16], end[64];
	if (stage < 0 || stage >= N_STAGES - 1) {
		printf("%s+++ exited with 0 +++\n", who(leader, a));
		return 0;
	}
	pthread_t t;
	if (pthread_create(&t, NULL, thread, NULL) != 0)
		return 1;
	while (!thread_tid)
		usleep(1000);

	struct timespec ts = { .tv_sec = 123 };
	switch (stage) {
	case 0:
		/* The leader's exit line is whole before the thread execs:
		 * seize writes it at the leader's exit stop.  Nothing cuts
		 * the execve's line then. */
		snprintf(end, sizeof end, "<pid changed to %d ...>", (int)leader);
		if (ff) {
			expect_takeover("exit(0)");
		} else {
			expect_ret("?", "%sexit(0)", who(leader, a));
			expect_execve_entry(end);
			if (!quiet)
				printf("%s+++ superseded by execve in pid %d +++\n",
				       who(leader, a), (int)thread_tid);
			expect(0, NULL, "%s<... execve resumed>)", who(leader, a));
		}
		syscall(SYS_exit, 0);
		break;
	case 1:
		/* The leader's line is cut by the execve's entry, which the
		 * leader's end cuts in turn; under -ff nothing is cut. */
		if (ff) {
			expect_takeover("pause()");
		} else {
			printf("%spause( <unfinished ...>\n", who(leader, a));
			expect_execve_entry("<unfinished ...>");
			expect_takeover("<... pause resumed>)");
		}
		pause();
		break;
	case 2:
		/* nanosleep would print its second argument at its exit. */
		if (ff) {
			expect_takeover("nanosleep({tv_sec=123, tv_nsec=0},  <unfinished ...>)");
		} else {
			printf("%snanosleep({tv_sec=123, tv_nsec=0},  <unfinished ...>\n", who(leader, a));
			expect_execve_entry("<unfinished ...>");
			expect_takeover("<... nanosleep resumed> <unfinished ...>)");
		}
		syscall(SYS_nanosleep, &ts, NULL);
		break;
	}
	return 1;
}
