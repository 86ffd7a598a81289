/* A program with seccomp filters of its own, one action per run (the first
 * argument): trace, errno, trap, kill, log, notif, tsync, tsync-epoll.  What it prints is
 * both what it saw and, except on lines that begin with "# ", the lines the
 * tracer must write for its getpid and getpgid calls (tests/seccomp.bats
 * traces those, and SIGSYS).  Under a tracer that uses no seccomp filter of
 * its own (strace, seize --no-seccomp-bpf) the outcome is the kernel's:
 * RET_TRACE fails the call with ENOSYS, since no tracer asked for
 * PTRACE_EVENT_SECCOMP stops. */
#include "progs.h"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/wait.h>

struct rule {
	unsigned nr;
	unsigned action;
};

enum { MAX_RULES = 4 };

/* A filter returning each rule's action for its syscall, ALLOW for the
 * rest; through seccomp(2), or prctl(2) when flags is -1.  Returns what
 * the call returned (a listener fd with SECCOMP_FILTER_FLAG_NEW_LISTENER). */
static long install(const struct rule *rules, int n, long flags)
{
	struct sock_filter f[4 + 2 * MAX_RULES];
	int len = 0;
	f[len++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						offsetof(struct seccomp_data, arch));
	f[len++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0,
						2 * n + 1);
	f[len++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						offsetof(struct seccomp_data, nr));
	for (int i = 0; i < n; i++) {
		f[len++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, rules[i].nr, 0, 1);
		f[len++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, rules[i].action);
	}
	f[len++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	struct sock_fprog prog = { (unsigned short)len, f };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
		perror("PR_SET_NO_NEW_PRIVS");
		exit(1);
	}
	long rc = flags < 0 ? prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)
			    : syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog);
	if (rc < 0) {
		perror("seccomp filter");
		exit(1);
	}
	return rc;
}

/* A call the tracer does not trace: only what it returned is printed. */
static void observe(const char *name, long rc)
{
	if (rc < 0)
		printf("# %s: -1 %s\n", name, strerrorname_np(errno));
	else
		printf("# %s: %ld\n", name, rc);
	fflush(stdout);
}

static void getpid_line(void)
{
	long rc = syscall(SYS_getpid);
	expect(rc, strerrorname_np(errno), "getpid()");
}

/* RET_TRACE: ENOSYS, whether the tracer traces the call (getpid) or not
 * (getuid); a call the program's filter lets through runs (getpgid). */
static void action_trace(void)
{
	struct rule r[] = {
		{ SYS_getpid, SECCOMP_RET_TRACE | 7 },
		{ SYS_getuid, SECCOMP_RET_TRACE },
	};
	install(r, 2, 0);
	getpid_line();
	observe("getuid", syscall(SYS_getuid));
	long rc = syscall(SYS_getpgid, -1);
	expect(rc, strerrorname_np(errno), "getpgid(-1)");
}

static void *getpid_thread(void *arg)
{
	(void)arg;
	getpid_line();
	return NULL;
}

/* RET_ERRNO in the process, a child forked and a thread created after. */
static void action_errno(void)
{
	struct rule r[] = {
		{ SYS_getpid, SECCOMP_RET_ERRNO | EPERM },
		{ SYS_getuid, SECCOMP_RET_ERRNO | EACCES },
	};
	install(r, 2, 0);
	getpid_line();
	observe("getuid", syscall(SYS_getuid));
	pid_t child = fork();
	if (child == 0) {
		getpid_line();
		_exit(0);
	}
	int status;
	waitpid(child, &status, 0);
	pthread_t th;
	pthread_create(&th, NULL, getpid_thread, NULL);
	pthread_join(th, NULL);
}

static volatile siginfo_t trapped;

static void on_sigsys(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	trapped = *si;
}

/* RET_TRAP, installed with prctl: SIGSYS, the call not made.  The kernel
 * puts the syscall number back in rax: that is what the call "returned". */
static void action_trap(void)
{
	struct sigaction sa = { .sa_sigaction = on_sigsys, .sa_flags = SA_SIGINFO };
	sigaction(SIGSYS, &sa, NULL);
	struct rule r[] = { { SYS_getpid, SECCOMP_RET_TRAP | 42 } };
	install(r, 1, -1);
	long rc = syscall(SYS_getpid);
	expect(rc, NULL, "getpid()");
	printf("--- SIGSYS {si_signo=SIGSYS, si_code=SYS_SECCOMP, "
	       "si_errno=%s, si_call_addr=%p, si_syscall=__NR_getpid, si_arch=AUDIT_ARCH_X86_64} ---\n",
	       strerrorname_np(trapped.si_errno), trapped.si_call_addr);
	fflush(stdout);
}

/* RET_KILL_PROCESS: killed by SIGSYS inside getpid, no core file.  The
 * kernel puts the syscall number back in rax before the syscall-exit-stop
 * (for the core dump): the tracer sees getpid "return" it. */
static void action_kill(void)
{
	struct rlimit none = { 0, 0 };
	setrlimit(RLIMIT_CORE, &none);
	struct rule r[] = { { SYS_getpid, SECCOMP_RET_KILL_PROCESS } };
	install(r, 1, 0);
	expect(SYS_getpid, NULL, "getpid()");
	printf("+++ killed by SIGSYS +++\n");
	fflush(stdout);
	syscall(SYS_getpid);
	printf("# not killed\n");
}

/* RET_LOG: the call runs. */
static void action_log(void)
{
	struct rule r[] = { { SYS_getpgid, SECCOMP_RET_LOG } };
	install(r, 1, 0);
	long rc = syscall(SYS_getpgid, -1);
	expect(rc, strerrorname_np(errno), "getpgid(-1)");
}

static int listener_pipe[2];

/* The supervisor: answers getpid with 4242, then with EPERM. */
static void *supervisor(void *arg)
{
	(void)arg;
	int fd;
	if (read(listener_pipe[0], &fd, sizeof fd) != sizeof fd)
		abort();
	for (int i = 0; i < 2; i++) {
		struct seccomp_notif req;
		memset(&req, 0, sizeof req);
		if (ioctl(fd, SECCOMP_IOCTL_NOTIF_RECV, &req) < 0) {
			perror("SECCOMP_IOCTL_NOTIF_RECV");
			exit(1);
		}
		struct seccomp_notif_resp resp = { .id = req.id };
		if (i == 0)
			resp.val = 4242;
		else
			resp.error = -EPERM;
		if (ioctl(fd, SECCOMP_IOCTL_NOTIF_SEND, &resp) < 0) {
			perror("SECCOMP_IOCTL_NOTIF_SEND");
			exit(1);
		}
	}
	return NULL;
}

/* RET_USER_NOTIF: a thread started before the filter (so not under it)
 * holds the listener and makes up the results. */
static void action_notif(void)
{
	pthread_t th;
	if (pipe(listener_pipe) < 0)
		abort();
	pthread_create(&th, NULL, supervisor, NULL);
	struct rule r[] = { { SYS_getpid, SECCOMP_RET_USER_NOTIF } };
	int fd = (int)install(r, 1, SECCOMP_FILTER_FLAG_NEW_LISTENER);
	if (write(listener_pipe[1], &fd, sizeof fd) != sizeof fd)
		abort();
	getpid_line();
	getpid_line();
	pthread_join(th, NULL);
}

static int go_pipe[2];

static void *waiting_thread(void *arg)
{
	(void)arg;
	char c;
	if (read(go_pipe[0], &c, 1) != 1)
		abort();
	getpid_line();
	return NULL;
}

/* SECCOMP_FILTER_FLAG_TSYNC: a thread blocked in read when the process
 * gets the filter is under it too. */
static void action_tsync(void)
{
	pthread_t th;
	if (pipe(go_pipe) < 0)
		abort();
	pthread_create(&th, NULL, waiting_thread, NULL);
	struct rule r[] = { { SYS_getpid, SECCOMP_RET_ERRNO | EPERM } };
	install(r, 1, SECCOMP_FILTER_FLAG_TSYNC);
	if (write(go_pipe[1], "x", 1) != 1)
		abort();
	pthread_join(th, NULL);
	getpid_line();
}

static int epoll_pipe[2];
static volatile pid_t epoll_tid;

static void *epoll_thread(void *arg)
{
	(void)arg;
	int ep = epoll_create1(0);
	struct epoll_event ev = { .events = EPOLLIN };
	if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, epoll_pipe[0], &ev) < 0)
		abort();
	epoll_tid = (pid_t)syscall(SYS_gettid);
	int n = epoll_wait(ep, &ev, 1, -1);
	if (n < 0)
		printf("# epoll_wait: -1 %s\n", strerrorname_np(errno));
	else
		printf("# epoll_wait: %d\n", n);
	getpid_line();
	return NULL;
}

/* Is thread tid blocked in syscall nr?  (/proc/self/task/TID/syscall) */
static bool blocked_in(pid_t tid, long nr)
{
	char path[64];
	long now = -1;
	snprintf(path, sizeof path, "/proc/self/task/%d/syscall", tid);
	FILE *f = fopen(path, "r");
	if (!f)
		return false;
	if (fscanf(f, "%ld", &now) != 1)
		now = -1;
	fclose(f);
	return now == nr;
}

/* SECCOMP_FILTER_FLAG_TSYNC while a thread waits in epoll_wait with no
 * timeout: the wait goes on and ends with the event, no EINTR. */
static void action_tsync_epoll(void)
{
	pthread_t th;
	if (pipe(epoll_pipe) < 0)
		abort();
	pthread_create(&th, NULL, epoll_thread, NULL);
	while (!epoll_tid || !blocked_in(epoll_tid, SYS_epoll_wait))
		usleep(1000);
	struct rule r[] = { { SYS_getpid, SECCOMP_RET_ERRNO | EPERM } };
	install(r, 1, SECCOMP_FILTER_FLAG_TSYNC);
	if (write(epoll_pipe[1], "x", 1) != 1)
		abort();
	pthread_join(th, NULL);
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*run)(void);
	} actions[] = {
		{ "trace", action_trace }, { "errno", action_errno },
		{ "trap", action_trap }, { "kill", action_kill },
		{ "log", action_log }, { "notif", action_notif },
		{ "tsync", action_tsync }, { "tsync-epoll", action_tsync_epoll },
	};
	for (size_t i = 0; argc == 2 && i < sizeof actions / sizeof actions[0]; i++)
		if (!strcmp(argv[1], actions[i].name)) {
			actions[i].run();
			return 0;
		}
	fprintf(stderr, "usage: seccomp trace|errno|trap|kill|log|notif|tsync|tsync-epoll\n");
	return 2;
}
