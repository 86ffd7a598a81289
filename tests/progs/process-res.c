/* Resources and scheduling: rlimits, rusage, uname, sysinfo, times, CPU
 * masks, policies, priorities, getrandom, personality, pidfds, seccomp,
 * namespaces, host names, robust lists, rseq.  Nothing is changed for good:
 * the calls set what is already set, or fail. */
#include "progs.h"

#include <linux/filter.h>
#include <linux/kcmp.h>
#include <linux/reboot.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/personality.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/times.h>
#include <sys/utsname.h>

static const char *rlim(rlim_t v, char *buf)
{
	if (v == RLIM_INFINITY)
		return "RLIM64_INFINITY";
	if (v > 1024 && v % 1024 == 0)
		sprintf(buf, "%llu*1024", (unsigned long long)v / 1024);
	else
		sprintf(buf, "%llu", (unsigned long long)v);
	return buf;
}

static void limits(void)
{
	struct rlimit r, set = { 1024, 2048 };
	char a[32], b[32], *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_getrlimit, RLIMIT_STACK, &r);
	expect(rc, NULL, "getrlimit(RLIMIT_STACK, {rlim_cur=%s, rlim_max=%s})", rlim(r.rlim_cur, a), rlim(r.rlim_max, b));
	rc = syscall(SYS_getrlimit, 99, &r);
	expect(rc, strerrorname_np(errno), "getrlimit(0x63 /* RLIMIT_??? */, %p)", (void *)&r);
	rc = syscall(SYS_getrlimit, RLIMIT_CORE, end);
	expect(rc, strerrorname_np(errno), "getrlimit(RLIMIT_CORE, %p)", (void *)end);
	rc = syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, NULL, &r);
	expect(rc, NULL, "prlimit64(0, RLIMIT_NOFILE, NULL, {rlim_cur=%s, rlim_max=%s})", rlim(r.rlim_cur, a), rlim(r.rlim_max, b));
	rc = syscall(SYS_setrlimit, RLIMIT_NOFILE, &r);
	expect(rc, NULL, "setrlimit(RLIMIT_NOFILE, {rlim_cur=%s, rlim_max=%s})", a, b);
	rc = syscall(SYS_prlimit64, 0x7fffffff, RLIMIT_CORE, &set, &r);
	expect(rc, strerrorname_np(errno), "prlimit64(2147483647, RLIMIT_CORE, {rlim_cur=1024, rlim_max=2*1024}, %p)", (void *)&r);
	rc = syscall(SYS_setrlimit, RLIMIT_CORE, end - 8);
	expect(rc, strerrorname_np(errno), "setrlimit(RLIMIT_CORE, %p)", (void *)(end - 8));

	struct rusage ru;
	rc = syscall(SYS_getrusage, RUSAGE_CHILDREN, &ru);
	expect(rc, NULL, "getrusage(RUSAGE_CHILDREN, {ru_utime={tv_sec=%ld, tv_usec=%ld}, ru_stime={tv_sec=%ld, tv_usec=%ld}, ...})",
	       (long)ru.ru_utime.tv_sec, (long)ru.ru_utime.tv_usec, (long)ru.ru_stime.tv_sec, (long)ru.ru_stime.tv_usec);
	rc = syscall(SYS_getrusage, 5, &ru);
	expect(rc, strerrorname_np(errno), "getrusage(0x5 /* RUSAGE_??? */, %p)", (void *)&ru);
	rc = syscall(SYS_getrusage, RUSAGE_SELF, end);
	expect(rc, strerrorname_np(errno), "getrusage(RUSAGE_SELF, %p)", (void *)end);
}

/* A clock_t as strace prints it: the ticks, and when not zero the seconds
 * they make (this process may have used some system time by now). */
static const char *ticks(char *buf, clock_t v)
{
	long hz = sysconf(_SC_CLK_TCK), digits = 0;
	for (long d = hz; d >= 10; d /= 10)
		digits++;
	if (v == 0)
		snprintf(buf, 64, "0");
	else
		snprintf(buf, 64, "%ld /* %ld.%0*ld s */", (long)v, (long)v / hz, (int)digits,
			 (long)v % hz);
	return buf;
}

static void system_info(void)
{
	struct utsname u;
	struct sysinfo si;
	struct tms t;
	char *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_uname, &u);
	expect(rc, NULL, "uname({sysname=\"%s\", nodename=\"%s\", ...})", u.sysname, u.nodename);
	rc = syscall(SYS_uname, end);
	expect(rc, strerrorname_np(errno), "uname(%p)", (void *)end);
	rc = syscall(SYS_sysinfo, &si);
	expect(rc, NULL, "sysinfo({uptime=%ld, loads=[%lu, %lu, %lu], totalram=%lu, freeram=%lu, sharedram=%lu, "
	       "bufferram=%lu, totalswap=%lu, freeswap=%lu, procs=%u, totalhigh=%lu, freehigh=%lu, mem_unit=%u})",
	       si.uptime, si.loads[0], si.loads[1], si.loads[2], si.totalram, si.freeram, si.sharedram,
	       si.bufferram, si.totalswap, si.freeswap, (unsigned)si.procs, si.totalhigh, si.freehigh, si.mem_unit);
	rc = syscall(SYS_sysinfo, NULL);
	expect(rc, strerrorname_np(errno), "sysinfo(NULL)");
	/* Use at least one tick of CPU time (bounded), so that the seconds
	 * comment is checked too. */
	for (int i = 0; i < 1000 && times(&t) != (clock_t)-1 && t.tms_utime + t.tms_stime == 0; i++)
		for (volatile long spin = 0; spin < 100000; spin++)
			;
	rc = syscall(SYS_times, &t);
	char ut[64], st[64], cut[64], cst[64];
	expect(rc, NULL, "times({tms_utime=%s, tms_stime=%s, tms_cutime=%s, tms_cstime=%s})",
	       ticks(ut, t.tms_utime), ticks(st, t.tms_stime), ticks(cut, t.tms_cutime),
	       ticks(cst, t.tms_cstime));
	rc = syscall(SYS_times, end);
	expect(rc, strerrorname_np(errno), "times(%p)", (void *)end);
}

static void cpu_list(char *buf, const unsigned char *mask, size_t size)
{
	char *p = buf;
	for (size_t bit = 0; bit < size * 8; bit++)
		if (mask[bit / 8] & (1 << (bit % 8)))
			p += sprintf(p, p == buf ? "%zu" : " %zu", bit);
	*p = 0;
}

static void scheduling(void)
{
	unsigned char mask[128];
	char list[4096], *end = (char *)tail_page() + 4096;
	memset(mask, 0, sizeof mask);
	long rc = syscall(SYS_sched_getaffinity, 0, sizeof mask, mask);
	cpu_list(list, mask, rc > 0 ? rc : 0);
	expect(rc, NULL, "sched_getaffinity(0, 128, [%s])", list);
	rc = syscall(SYS_sched_setaffinity, 0, sizeof mask, mask);
	expect(rc, NULL, "sched_setaffinity(0, 128, [%s])", list);
	rc = syscall(SYS_sched_getaffinity, 0, 3, mask);
	expect(rc, strerrorname_np(errno), "sched_getaffinity(0, 3, %p)", (void *)mask);
	rc = syscall(SYS_sched_setaffinity, 0, 8, end);
	expect(rc, strerrorname_np(errno), "sched_setaffinity(0, 8, %p)", (void *)end);
	unsigned char none[8] = { 0 };
	rc = syscall(SYS_sched_setaffinity, 0, 8, none);
	expect(rc, strerrorname_np(errno), "sched_setaffinity(0, 8, [])");

	struct sched_param sp = { 0 };
	rc = syscall(SYS_sched_getparam, 0, &sp);
	expect(rc, NULL, "sched_getparam(0, [%d])", sp.sched_priority);
	rc = syscall(SYS_sched_getscheduler, 0);
	if (rc == SCHED_OTHER) {
		expect_ret("0 (SCHED_OTHER)", "sched_getscheduler(0)");
		rc = syscall(SYS_sched_setscheduler, 0, SCHED_OTHER, &sp);
		expect(rc, NULL, "sched_setscheduler(0, SCHED_OTHER, [0])");
	}
	rc = syscall(SYS_sched_setscheduler, 0, 77, NULL);
	expect(rc, strerrorname_np(errno), "sched_setscheduler(0, 0x4d /* SCHED_??? */, NULL)");
	rc = syscall(SYS_sched_get_priority_max, SCHED_FIFO);
	expect(rc, NULL, "sched_get_priority_max(SCHED_FIFO)");

	int prio = syscall(SYS_getpriority, PRIO_PROCESS, 0);
	expect(prio, NULL, "getpriority(PRIO_PROCESS, 0)");
	rc = syscall(SYS_setpriority, PRIO_PROCESS, 0, 20 - prio);
	expect(rc, NULL, "setpriority(PRIO_PROCESS, 0, %d)", 20 - prio);
	rc = syscall(SYS_getpriority, 9, 0);
	expect(rc, strerrorname_np(errno), "getpriority(0x9 /* PRIO_??? */, 0)");
	rc = syscall(SYS_ioprio_get, 1, 0);
	if (rc == 0)
		expect_ret("0 (IOPRIO_PRIO_VALUE(IOPRIO_CLASS_NONE, 0))", "ioprio_get(IOPRIO_WHO_PROCESS, 0)");
	rc = syscall(SYS_ioprio_set, 9, 0, 2 << 13 | 4);
	expect(rc, strerrorname_np(errno), "ioprio_set(0x9 /* IOPRIO_WHO_??? */, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4))");
}

static void randomness(void)
{
	unsigned char buf[40];
	char hex[4 * 32 + 1];
	long rc = syscall(SYS_getrandom, buf, 4, 0);
	for (int i = 0; i < 4; i++)
		sprintf(hex + 4 * i, "\\x%02x", buf[i]);
	expect(rc, NULL, "getrandom(\"%s\", 4, 0)", hex);
	rc = syscall(SYS_getrandom, buf, 40, GRND_NONBLOCK);
	for (int i = 0; i < 32; i++)
		sprintf(hex + 4 * i, "\\x%02x", buf[i]);
	expect(rc, NULL, "getrandom(\"%s\"..., 40, GRND_NONBLOCK)", hex);
	rc = syscall(SYS_getrandom, buf, 4, 0x40);
	expect(rc, strerrorname_np(errno), "getrandom(%p, 4, 0x40 /* GRND_??? */)", (void *)buf);
}

static void persona(void)
{
	long old = syscall(SYS_personality, 0xffffffff);
	if (old != PER_LINUX)
		return;
	expect_ret("0 (PER_LINUX)", "personality(0xffffffff)");
	syscall(SYS_personality, PER_LINUX32 | ADDR_NO_RANDOMIZE | 0x1000);
	expect_ret("0 (PER_LINUX)", "personality(PER_LINUX32|ADDR_NO_RANDOMIZE|0x1000)");
	syscall(SYS_personality, 0x34);
	expect_ret("0x41008 (PER_LINUX32|ADDR_NO_RANDOMIZE|0x1000)", "personality(0x34 /* PER_??? */)");
	syscall(SYS_personality, PER_LINUX);
	expect_ret("0x34 (0x34 /* PER_??? */)", "personality(PER_LINUX)");
}

static void pidfds_and_seccomp(void)
{
	long fd = syscall(SYS_pidfd_open, getpid(), 0);
	expect(fd, strerrorname_np(errno), "pidfd_open(%d, 0)", getpid());
	long rc = syscall(SYS_pidfd_open, getpid(), 0x800 | 3);
	expect(rc, strerrorname_np(errno), "pidfd_open(%d, PIDFD_NONBLOCK|0x3)", getpid());
	rc = syscall(SYS_pidfd_send_signal, fd, 0, NULL, 0);
	expect(rc, strerrorname_np(errno), "pidfd_send_signal(%ld, 0, NULL, 0)", fd);

	unsigned action = SECCOMP_RET_KILL_THREAD;
	rc = syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &action);
	expect(rc, strerrorname_np(errno), "seccomp(SECCOMP_GET_ACTION_AVAIL, 0, [SECCOMP_RET_KILL_THREAD])");
	struct sock_filter f[] = { BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW) };
	struct sock_fprog prog = { 1, f };
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x100, &prog);
	expect(rc, strerrorname_np(errno),
	       "seccomp(SECCOMP_SET_MODE_FILTER, 0x100 /* SECCOMP_FILTER_FLAG_??? */, {len=1, filter=%p})", (void *)f);
	rc = syscall(SYS_seccomp, 9, 0, NULL);
	expect(rc, strerrorname_np(errno), "seccomp(0x9 /* SECCOMP_SET_MODE_??? */, 0, NULL)");
	struct seccomp_notif_sizes sz;
	rc = syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sz);
	expect(rc, strerrorname_np(errno), "seccomp(SECCOMP_GET_NOTIF_SIZES, 0, {seccomp_notif=%u, seccomp_notif_resp=%u, seccomp_data=%u})",
	       sz.seccomp_notif, sz.seccomp_notif_resp, sz.seccomp_data);
}

static void namespaces_and_names(void)
{
	static const char long_name[] = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789ABCDE";
	char *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_unshare, 0);
	expect(rc, NULL, "unshare(0)");
	rc = syscall(SYS_unshare, 1);
	expect(rc, strerrorname_np(errno), "unshare(0x1 /* CLONE_??? */)");
	rc = syscall(SYS_setns, -1, CLONE_NEWPID | CLONE_NEWNET);
	expect(rc, strerrorname_np(errno), "setns(-1, CLONE_NEWPID|CLONE_NEWNET)");
	rc = syscall(SYS_setns, -1, 1);
	expect(rc, strerrorname_np(errno), "setns(-1, 0x1 /* CLONE_NEW??? */)");
	rc = syscall(SYS_sethostname, end, 3);
	expect(rc, strerrorname_np(errno), "sethostname(%p, 3)", (void *)end);
	rc = syscall(SYS_sethostname, long_name, 65);
	expect(rc, strerrorname_np(errno), "sethostname(%p, 65)", (void *)long_name);
	rc = syscall(SYS_setdomainname, end, 64);
	expect(rc, strerrorname_np(errno), "setdomainname(%p, 64)", (void *)end);
}

static void thread_areas(void)
{
	static int tid_word;
	void *head = NULL;
	size_t len = 0;
	long rc = syscall(SYS_get_robust_list, 0, &head, &len);
	expect(rc, NULL, "get_robust_list(0, [%p], [%zu])", head, len);
	rc = syscall(SYS_set_robust_list, head, len);
	expect(rc, NULL, "set_robust_list(%p, %zu)", head, len);
	rc = syscall(SYS_set_robust_list, head, len - 1);
	expect(rc, strerrorname_np(errno), "set_robust_list(%p, %zu)", head, len - 1);
	rc = syscall(SYS_set_tid_address, &tid_word);
	expect(rc, NULL, "set_tid_address(%p)", (void *)&tid_word);
	rc = syscall(SYS_rseq, NULL, 32, 0, 0x53053053);
	expect(rc, strerrorname_np(errno), "rseq(0, 0x20, 0, 0x53053053)");
	rc = syscall(SYS_rseq, &tid_word, 32, 1, 0);
	expect(rc, strerrorname_np(errno), "rseq(%p, 0x20, 0x1, 0)", (void *)&tid_word);
}

/* Arguments the kernel takes as an int: the upper half of the register is
 * garbage that must not show. */
static void upper_halves(void)
{
	const unsigned long garbage = 0xfacefeed00000000UL;
	long rc = syscall(SYS_getrlimit, garbage | RLIMIT_NOFILE, NULL);
	expect(rc, strerrorname_np(errno), "getrlimit(RLIMIT_NOFILE, NULL)");
	rc = syscall(SYS_getrusage, garbage | (unsigned)RUSAGE_CHILDREN, NULL);
	expect(rc, strerrorname_np(errno), "getrusage(RUSAGE_CHILDREN, NULL)");
	rc = syscall(SYS_getpriority, garbage | PRIO_PGRP, garbage | 0x7fffffff);
	expect(rc, strerrorname_np(errno), "getpriority(PRIO_PGRP, 2147483647)");
	rc = syscall(SYS_sched_get_priority_min, garbage | SCHED_RR);
	expect(rc, NULL, "sched_get_priority_min(SCHED_RR)");
	rc = syscall(SYS_setns, garbage | 0xffffffff, garbage | CLONE_NEWUTS);
	expect(rc, strerrorname_np(errno), "setns(-1, CLONE_NEWUTS)");
	rc = syscall(SYS_pidfd_open, garbage | 0x7fffffff, garbage | 0x800);
	expect(rc, strerrorname_np(errno), "pidfd_open(2147483647, PIDFD_NONBLOCK)");
	rc = syscall(SYS_pidfd_send_signal, garbage | 0xffffffff, garbage | SIGKILL, NULL, garbage | 1);
	expect(rc, strerrorname_np(errno), "pidfd_send_signal(-1, SIGKILL, NULL, 0x1)");
	rc = syscall(SYS_sethostname, NULL, garbage | 3);
	expect(rc, strerrorname_np(errno), "sethostname(NULL, 3)");
	rc = syscall(SYS_getrandom, NULL, 0, garbage | GRND_NONBLOCK);
	expect(rc, strerrorname_np(errno), "getrandom(NULL, 0, GRND_NONBLOCK)");
}

/* A struct bigger than the kernel knows, with bytes it does not know set:
 * the kernel writes back the size it knows. */
static void sched_attr_sizes(void)
{
	unsigned char attr[100];
	memset(attr, 0, sizeof attr);
	unsigned size = sizeof attr;
	memcpy(attr, &size, sizeof size);
	attr[99] = 1;
	long rc = syscall(SYS_sched_setattr, 0, attr, 0);
	memcpy(&size, attr, sizeof size);
	if (rc == -1 && errno == E2BIG)
		expect(rc, "E2BIG", "sched_setattr(0, {size=100, sched_policy=SCHED_OTHER, sched_flags=0, sched_nice=0, "
		       "sched_priority=0, sched_runtime=0, sched_deadline=0, sched_period=0, sched_util_min=0, "
		       "sched_util_max=0, ...} => {size=%u}, 0)", size);
}

/* kcmp, and reboot with a wrong magic number, which is always refused. */
static void kcmp_reboot(void)
{
	pid_t me = getpid();
	long rc = syscall(SYS_kcmp, me, me, KCMP_FILE, 0, 1);
	expect(rc, strerrorname_np(errno), "kcmp(%d, %d, KCMP_FILE, 0, 1)", me, me);
	rc = syscall(SYS_kcmp, me, me, KCMP_VM, 5, 6);
	expect(rc, strerrorname_np(errno), "kcmp(%d, %d, KCMP_VM)", me, me);
	rc = syscall(SYS_kcmp, me, me, 99, 0, 0x10);
	expect(rc, strerrorname_np(errno), "kcmp(%d, %d, 0x63 /* KCMP_??? */, 0, 0x10)", me, me);
	rc = syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, 0, NULL);
	expect(rc, strerrorname_np(errno), "kcmp(%d, %d, KCMP_EPOLL_TFD, 0, NULL)", me, me);
	rc = syscall(SYS_reboot, 1, 2, LINUX_REBOOT_CMD_CAD_ON, 0);
	expect(rc, strerrorname_np(errno),
	       "reboot(0x1 /* LINUX_REBOOT_MAGIC_??? */, 0x2 /* LINUX_REBOOT_MAGIC_??? */, LINUX_REBOOT_CMD_CAD_ON)");
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 2, LINUX_REBOOT_CMD_RESTART2, "now");
	expect(rc, strerrorname_np(errno),
	       "reboot(LINUX_REBOOT_MAGIC1, 0x2 /* LINUX_REBOOT_MAGIC_??? */, LINUX_REBOOT_CMD_RESTART2, \"now\")");
}

int main(void)
{
	limits();
	system_info();
	scheduling();
	randomness();
	persona();
	pidfds_and_seccomp();
	namespaces_and_names();
	thread_areas();
	upper_halves();
	sched_attr_sizes();
	kcmp_reboot();
	return 0;
}
