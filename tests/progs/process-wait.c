/* clone, clone3, fork, vfork, wait4 and waitid: flags with the exit signal,
 * the pointers the kernel writes through, wait statuses, siginfo, rusage.
 * Children never print: only the parent is traced. */
#include "progs.h"

#include <linux/sched.h>
#include <stdint.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>

static void rusage_text(char *buf, size_t size, const struct rusage *ru)
{
	snprintf(buf, size, "{ru_utime={tv_sec=%ld, tv_usec=%ld}, ru_stime={tv_sec=%ld, tv_usec=%ld}, ...}",
		 (long)ru->ru_utime.tv_sec, (long)ru->ru_utime.tv_usec,
		 (long)ru->ru_stime.tv_sec, (long)ru->ru_stime.tv_usec);
}

static void clones(void)
{
	int st, ptid = 0, ctid = 0;
	long pid = syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
	if (pid == 0)
		_exit(3);
	expect(pid, strerrorname_np(errno), "clone(child_stack=NULL, flags=SIGCHLD)");
	struct rusage ru;
	char rus[256];
	long rc = syscall(SYS_wait4, pid, &st, 0, &ru);
	rusage_text(rus, sizeof rus, &ru);
	expect(rc, NULL, "wait4(%ld, [{WIFEXITED(s) && WEXITSTATUS(s) == 3}], 0, %s)", pid, rus);

	pid = syscall(SYS_clone, CLONE_PARENT_SETTID | CLONE_CHILD_SETTID | SIGCHLD, 0, &ptid, &ctid, 0);
	if (pid == 0)
		_exit(0);
	expect(pid, NULL, "clone(child_stack=NULL, flags=CLONE_PARENT_SETTID|CLONE_CHILD_SETTID|SIGCHLD, parent_tid=[%d], child_tidptr=%p)",
	       ptid, (void *)&ctid);
	rc = syscall(SYS_wait4, pid, &st, __WALL, NULL);
	expect(rc, NULL, "wait4(%ld, [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], __WALL, NULL)", pid);

	/* A thread without shared signal handlers is refused: the pointers
	 * are then only addresses. */
	char *page = tail_page();
	rc = syscall(SYS_clone, CLONE_THREAD | CLONE_SETTLS | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID,
		     page, &ptid, page, page);
	expect(rc, strerrorname_np(errno),
	       "clone(child_stack=%p, flags=CLONE_THREAD|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID, parent_tid=%p, tls=%p, child_tidptr=%p)",
	       (void *)page, (void *)&ptid, (void *)page, (void *)page);
	rc = syscall(SYS_clone, CLONE_THREAD | 127, 0, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "clone(child_stack=NULL, flags=CLONE_THREAD|127)");
	rc = syscall(SYS_clone, 0x40000000000UL | CLONE_THREAD, 0, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "clone(child_stack=NULL, flags=CLONE_THREAD|0x40000000000)");
}

static void clone3s(void)
{
	struct clone_args ca;
	int pidfd = -1, ctid = 0, st;
	memset(&ca, 0, sizeof ca);
	ca.flags = CLONE_PIDFD | CLONE_CHILD_SETTID;
	ca.pidfd = (uintptr_t)&pidfd;
	ca.child_tid = (uintptr_t)&ctid;
	ca.exit_signal = SIGCHLD;
	long pid = syscall(SYS_clone3, &ca, sizeof ca);
	if (pid == 0)
		_exit(0);
	char back[64] = "";
	if (pid > 0)
		snprintf(back, sizeof back, " => {pidfd=[%d]}", pidfd);
	expect(pid, strerrorname_np(errno),
	       "clone3({flags=CLONE_PIDFD|CLONE_CHILD_SETTID, pidfd=%p, child_tid=%p, exit_signal=SIGCHLD, stack=NULL, stack_size=0}%s, %zu)",
	       (void *)&pidfd, (void *)&ctid, back, sizeof ca);
	if (pid > 0)
		waitpid(pid, &st, 0);

	char *page = tail_page();
	long rc = syscall(SYS_clone3, &ca, 10);
	expect(rc, strerrorname_np(errno), "clone3(%p, 10)", (void *)&ca);
	rc = syscall(SYS_clone3, NULL, sizeof ca);
	expect(rc, strerrorname_np(errno), "clone3(NULL, %zu)", sizeof ca);
	rc = syscall(SYS_clone3, page + 4096 - 16, sizeof ca);
	expect(rc, strerrorname_np(errno), "clone3(%p, %zu)", (void *)(page + 4096 - 16), sizeof ca);

	memset(&ca, 0, sizeof ca);
	ca.flags = 0x100000000000ULL;
	ca.exit_signal = 200;
	ca.stack = (uintptr_t)page;
	ca.stack_size = 4096;
	rc = syscall(SYS_clone3, &ca, sizeof ca);
	expect(rc, strerrorname_np(errno),
	       "clone3({flags=0x100000000000 /* CLONE_??? */, exit_signal=200, stack=%p, stack_size=0x1000}, %zu)",
	       (void *)page, sizeof ca);

	/* set_tid read as an array; bytes past the known struct shown when
	 * they are not zero. */
	int *tids = (int *)(page + 4096 - sizeof(int));
	*tids = 7;
	memset(&ca, 0, sizeof ca);
	ca.flags = CLONE_THREAD | CLONE_SETTLS;
	ca.tls = 0x1234;
	ca.set_tid = (uintptr_t)tids;
	ca.set_tid_size = 2;
	ca.cgroup = 3;
	unsigned char big[100];
	memset(big, 0, sizeof big);
	memcpy(big, &ca, sizeof ca);
	big[98] = 0x6c;
	rc = syscall(SYS_clone3, big, sizeof big);
	expect(rc, strerrorname_np(errno),
	       "clone3({flags=CLONE_THREAD|CLONE_SETTLS, exit_signal=0, stack=NULL, stack_size=0, tls=0x1234, set_tid=[7, ... /* %p */], set_tid_size=2, cgroup=3, /* bytes 88..99 */ \"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x6c\\x00\"}, 100)",
	       (void *)(page + 4096));
}

static void waits(void)
{
	int st;
	long pid = syscall(SYS_fork);
	if (pid == 0) {
		struct rlimit no_core = { 0, 0 };
		setrlimit(RLIMIT_CORE, &no_core);
		signal(SIGABRT, SIG_DFL);
		abort();
	}
	expect(pid, NULL, "fork()");
	long rc = syscall(SYS_wait4, pid, &st, 0, NULL);
	expect(rc, NULL, "wait4(%ld, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGABRT%s}], 0, NULL)",
	       pid, WCOREDUMP(st) ? " && WCOREDUMP(s)" : "");

	pid = syscall(SYS_fork);
	if (pid == 0) {
		raise(SIGSTOP);
		pause();
		_exit(0);
	}
	expect(pid, NULL, "fork()");
	rc = syscall(SYS_wait4, pid, &st, WUNTRACED, NULL);
	expect(rc, NULL, "wait4(%ld, [{WIFSTOPPED(s) && WSTOPSIG(s) == SIGSTOP}], WSTOPPED, NULL)", pid);
	kill(pid, SIGCONT);
	rc = syscall(SYS_wait4, pid, &st, WCONTINUED, NULL);
	expect(rc, NULL, "wait4(%ld, [{WIFCONTINUED(s)}], WCONTINUED, NULL)", pid);
	kill(pid, SIGKILL);
	rc = syscall(SYS_wait4, pid, &st, 0, NULL);
	expect(rc, NULL, "wait4(%ld, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGKILL}], 0, NULL)", pid);

	pid = vfork();
	if (pid == 0)
		_exit(255);
	expect(pid, NULL, "vfork()");
	rc = syscall(SYS_wait4, -1, &st, __WCLONE | __WALL, NULL);
	expect(rc, NULL, "wait4(-1, [{WIFEXITED(s) && WEXITSTATUS(s) == 255}], __WCLONE|__WALL, NULL)");

	/* Nothing to wait for: the status is only an address. */
	rc = syscall(SYS_wait4, -1, &st, WNOHANG, NULL);
	expect(rc, strerrorname_np(errno), "wait4(-1, %p, WNOHANG, NULL)", (void *)&st);
	rc = syscall(SYS_wait4, -1, NULL, 0x10000000, NULL);
	expect(rc, strerrorname_np(errno), "wait4(-1, NULL, 0x10000000 /* W??? */, NULL)");
}

static void waitids(void)
{
	siginfo_t si;
	struct rusage ru;
	char rus[256];
	long pid = fork();
	if (pid == 0)
		_exit(7);
	long rc = syscall(SYS_waitid, P_PID, pid, &si, WEXITED | WNOWAIT, &ru);
	rusage_text(rus, sizeof rus, &ru);
	expect(rc, NULL, "waitid(P_PID, %ld, {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%ld, si_uid=%u, si_status=7, si_utime=%ld, si_stime=%ld}, WEXITED|WNOWAIT, %s)",
	       pid, pid, (unsigned)getuid(), (long)si.si_utime, (long)si.si_stime, rus);
	rc = syscall(SYS_waitid, P_ALL, 0, &si, WEXITED, NULL);
	expect(rc, NULL, "waitid(P_ALL, 0, {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%ld, si_uid=%u, si_status=7, si_utime=%ld, si_stime=%ld}, WEXITED, NULL)",
	       pid, (unsigned)getuid(), (long)si.si_utime, (long)si.si_stime);

	/* A child that has not changed state: an empty siginfo. */
	pid = fork();
	if (pid == 0) {
		pause();
		_exit(0);
	}
	rc = syscall(SYS_waitid, P_PID, pid, &si, WEXITED | WNOHANG, NULL);
	expect(rc, NULL, "waitid(P_PID, %ld, {}, WNOHANG|WEXITED, NULL)", pid);
	kill(pid, SIGKILL);
	rc = syscall(SYS_waitid, P_PID, pid, &si, WEXITED, NULL);
	expect(rc, NULL, "waitid(P_PID, %ld, {si_signo=SIGCHLD, si_code=CLD_KILLED, si_pid=%ld, si_uid=%u, si_status=SIGKILL, si_utime=%ld, si_stime=%ld}, WEXITED, NULL)",
	       pid, pid, (unsigned)getuid(), (long)si.si_utime, (long)si.si_stime);

	rc = syscall(SYS_waitid, P_ALL, 0, &si, WEXITED | WNOHANG, &ru);
	expect(rc, strerrorname_np(errno), "waitid(P_ALL, 0, %p, WNOHANG|WEXITED, %p)", (void *)&si, (void *)&ru);
	rc = syscall(SYS_waitid, 7, 0, NULL, WSTOPPED, NULL);
	expect(rc, strerrorname_np(errno), "waitid(0x7 /* P_??? */, 0, NULL, WSTOPPED, NULL)");
}

int main(void)
{
	clones();
	clone3s();
	waits();
	waitids();
	return 0;
}
