/* struct rusage in full under -v (getrusage, wait4, waitid), and kcmp's
 * descriptors under -y.  SEIZE_RUSAGE=abbrev says seize runs without -v
 * (and without -y). */
#include "progs.h"

#include <fcntl.h>
#include <linux/kcmp.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static int full;	/* -v -y */

/* The struct as seize prints it: the counters only under -v. */
static const char *rusage_text(const struct rusage *ru)
{
	static char buf[1024];
	int n = snprintf(buf, sizeof buf,
			 "{ru_utime={tv_sec=%lld, tv_usec=%llu}, ru_stime={tv_sec=%lld, tv_usec=%llu}",
			 (long long)ru->ru_utime.tv_sec, (unsigned long long)ru->ru_utime.tv_usec,
			 (long long)ru->ru_stime.tv_sec, (unsigned long long)ru->ru_stime.tv_usec);
	if (!full) {
		snprintf(buf + n, sizeof buf - n, ", ...}");
		return buf;
	}
	snprintf(buf + n, sizeof buf - n,
		 ", ru_maxrss=%lu, ru_ixrss=%lu, ru_idrss=%lu, ru_isrss=%lu, ru_minflt=%lu"
		 ", ru_majflt=%lu, ru_nswap=%lu, ru_inblock=%lu, ru_oublock=%lu, ru_msgsnd=%lu"
		 ", ru_msgrcv=%lu, ru_nsignals=%lu, ru_nvcsw=%lu, ru_nivcsw=%lu}",
		 ru->ru_maxrss, ru->ru_ixrss, ru->ru_idrss, ru->ru_isrss, ru->ru_minflt,
		 ru->ru_majflt, ru->ru_nswap, ru->ru_inblock, ru->ru_oublock, ru->ru_msgsnd,
		 ru->ru_msgrcv, ru->ru_nsignals, ru->ru_nvcsw, ru->ru_nivcsw);
	return buf;
}

/* A clock_t and its seconds in a comment, as si_utime prints. */
static const char *clock_text(long long ticks, char *buf, size_t size)
{
	long hz = sysconf(_SC_CLK_TCK);
	if (ticks)
		snprintf(buf, size, "%lld /* %lld.%02lld s */", ticks, ticks / hz,
			 ticks % hz * 100 / hz);
	else
		snprintf(buf, size, "0");
	return buf;
}

static void test_getrusage(void)
{
	struct rusage ru;
	long rc = syscall(SYS_getrusage, RUSAGE_SELF, &ru);
	expect(rc, NULL, "getrusage(RUSAGE_SELF, %s)", rusage_text(&ru));
	/* the struct runs into an unmapped page: its address */
	struct rusage *cut = (struct rusage *)((char *)tail_page() + 4096 - 16);
	rc = syscall(SYS_getrusage, RUSAGE_SELF, cut);
	expect(rc, "EFAULT", "getrusage(RUSAGE_SELF, %p)", (void *)cut);
}

static void test_wait(void)
{
	struct rusage ru;
	int status;
	pid_t pid = fork();
	if (pid == 0)
		_exit(3);
	long rc = syscall(SYS_wait4, pid, &status, 0, &ru);
	expect(rc, NULL, "wait4(%d, [{WIFEXITED(s) && WEXITSTATUS(s) == 3}], 0, %s)", pid,
	       rusage_text(&ru));
	pid = fork();
	if (pid == 0)
		_exit(4);
	siginfo_t si;
	char ut[64], st[64];
	rc = syscall(SYS_waitid, P_PID, pid, &si, WEXITED, &ru);
	expect(rc, NULL, "waitid(P_PID, %d, {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%d, si_uid=%u, si_status=4, si_utime=%s, si_stime=%s}, WEXITED, %s)",
	       pid, pid, (unsigned)getuid(), clock_text(si.si_utime, ut, sizeof ut),
	       clock_text(si.si_stime, st, sizeof st), rusage_text(&ru));
}

static void test_kcmp(void)
{
	int a = open("/dev/null", O_RDONLY), b = open("/dev/zero", O_RDONLY);
	pid_t me = getpid();
	long rc = syscall(SYS_kcmp, me, me, KCMP_FILE, a, b);
	if (full)
		expect(rc, NULL, "kcmp(%d, %d, KCMP_FILE, %d</dev/null>, %d</dev/zero>)", me, me, a, b);
	else
		expect(rc, NULL, "kcmp(%d, %d, KCMP_FILE, %d, %d)", me, me, a, b);
	/* a pid that is no process: the number alone */
	rc = syscall(SYS_kcmp, me, -1, KCMP_FILE, a, b);
	if (full)
		expect(rc, "ESRCH", "kcmp(%d, -1, KCMP_FILE, %d</dev/null>, %d)", me, a, b);
	else
		expect(rc, "ESRCH", "kcmp(%d, -1, KCMP_FILE, %d, %d)", me, a, b);
	close(a);
	close(b);
}

int main(void)
{
	const char *x = getenv("SEIZE_RUSAGE");
	full = !(x && !strcmp(x, "abbrev"));
	test_getrusage();
	test_wait();
	test_kcmp();
	return 0;
}
