/* Pids seen from a pid namespace of their own: the program (in seize's
 * namespace) makes a few calls, then a child in a new user and pid
 * namespace, pid 1 there, makes calls about itself and about its own
 * child (pid 2 there).  Each line is printed as seize writes it under -f
 * -o FILE: "PID   " first, PID in seize's namespace.
 *
 * PIDNS_MODE says what the options ask: "pidns" (--pidns-translation,
 * the default), "comm" (-Y), "both" (--decode-pids=comm,pidns), "none".
 * The numbers in seize's namespace are the kernel's own, from
 * /proc/self/status's NSpid line at the place of the program's first
 * process: /proc may be mounted from an ancestor of seize's namespace
 * (unshare -Urpf seize ...), whose numbers come first there. */
#include "progs.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>

static const char *my_comm = "pidns-ids";
static int seize_level;		/* seize's namespace's place in NSpid lists */
static int show_ns = 1, show_comm;
static char prefix[64];

/* The NSpid entry of /proc/PROC/status at place level; -1 if none. */
static int nspid_at(int proc, int level)
{
	char path[64], buf[4096];
	snprintf(path, sizeof path, "/proc/%d/status", proc);
	FILE *f = fopen(path, "r");
	int v = -1;
	if (!f)
		return -1;
	while (fgets(buf, sizeof buf, f))
		if (!strncmp(buf, "NSpid:", 6)) {
			char *p = buf + 6;
			for (int i = 0; i <= level; i++)
				v = (int)strtol(p, &p, 10);
		}
	fclose(f);
	return v;
}

/* " / * N in strace's PID NS * /" alone, as after kill's -N. */
static const char *comment_of(const char *shown)
{
	const char *c = strstr(shown, " /*");
	return c ? c : "";
}

static int nspid_count(void)
{
	char buf[4096];
	FILE *f = fopen("/proc/self/status", "r");
	int n = 0;
	if (!f)
		abort();
	while (fgets(buf, sizeof buf, f))
		if (!strncmp(buf, "NSpid:", 6)) {
			char *p = buf + 6, *end;
			while (strtol(p, &end, 10), end != p)
				n++, p = end;
		}
	fclose(f);
	return n;
}

/* "PID   " or "PID<comm> " for the process that prints. */
static void set_prefix(int own)
{
	if (show_comm)
		snprintf(prefix, sizeof prefix, "%d<%s> ", own, my_comm);
	else
		snprintf(prefix, sizeof prefix, "%-5d ", own);
}

/* How seize shows id v whose number in seize's namespace is own (0: none
 * known), of a process or thread (named) or not. */
static const char *id(char buf[96], int v, int own, int named)
{
	int n = snprintf(buf, 96, "%d", v);
	if (named && show_comm && own)
		n += snprintf(buf + n, 96 - n, "<%s>", my_comm);
	if (show_ns && own && own != v)
		snprintf(buf + n, 96 - n, " /* %d in strace's PID NS */", own);
	return buf;
}

/* expect() with the prefix, the column counted from the line's start. */
static void line(long rc, const char *errname, const char *fmt, ...)
{
	char text[1024], all[1200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	snprintf(all, sizeof all, "%s%s", prefix, text);
	expect(rc, errname, "%s", all);
}

static void line_ret(const char *ret, const char *fmt, ...)
{
	char text[1024], all[1200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	snprintf(all, sizeof all, "%s%s", prefix, text);
	expect_ret(ret, "%s", all);
}

/* In seize's namespace: the values are their own translations. */
static void outside(int me)
{
	char a[96], b[96];
	line_ret(id(a, me, me, 1), "getpid()");
	long rc = syscall(SYS_kill, me, 0);
	line(rc, NULL, "kill(%s, 0)", id(a, me, me, 1));
	rc = syscall(SYS_tgkill, me, me, 0);
	line(rc, NULL, "tgkill(%s, %s, 0)", id(a, me, me, 1), id(b, me, me, 1));
	rc = syscall(SYS_kill, 0, 0);
	line(rc, NULL, "kill(0, 0)");
}

/* The child's child: waits to be told to exit. */
static void grandchild(int rfd, int wfd)
{
	char c;
	close(wfd);
	while (read(rfd, &c, 1) < 0 && errno == EINTR)
		;
	_exit(0);
}

/* The state letter of /proc/PROC/stat, 0 when unreadable. */
static char proc_state(int proc)
{
	char path[64], buf[4096];
	snprintf(path, sizeof path, "/proc/%d/stat", proc);
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	char *got = fgets(buf, sizeof buf, f);
	fclose(f);
	char *paren = got ? strrchr(buf, ')') : NULL;
	return paren ? paren[2] : 0;
}

/* The parent's number as /proc names it: outside this namespace, where
 * getppid says 0. */
static int parent_proc(void)
{
	char buf[4096];
	int ppid = 0;
	FILE *f = fopen("/proc/self/status", "r");
	while (f && fgets(buf, sizeof buf, f))
		if (!strncmp(buf, "PPid:", 5))
			ppid = atoi(buf + 5);
	if (f)
		fclose(f);
	return ppid;
}

static void inside(int c_own)
{
	char a[96], b[96];
	set_prefix(c_own);
	/* the parent's wait4 goes out first, blocked ('S'), not in the
	 * middle of a line of ours */
	int parent = parent_proc();
	while (proc_state(parent) != 'S')
		usleep(1000);
	long rc = syscall(SYS_getpid);
	line_ret(id(a, 1, c_own, 1), "getpid()");
	(void)rc;
	syscall(SYS_gettid);
	line_ret(id(a, 1, c_own, 1), "gettid()");
	syscall(SYS_getppid);
	line_ret("0", "getppid()");
	rc = syscall(SYS_getpgid, 0);
	line_ret("0", "getpgid(0)");
	rc = syscall(SYS_setsid);
	line_ret("1", "setsid()");
	syscall(SYS_getsid, 0);
	line_ret(id(a, 1, c_own, 0), "getsid(0)");
	syscall(SYS_getpgrp);
	line_ret(id(a, 1, c_own, 0), "getpgrp()");
	syscall(SYS_getpgid, 1);
	line_ret(id(b, 1, c_own, 0), "getpgid(%s)", id(a, 1, c_own, 1));
	rc = syscall(SYS_kill, 1, 0);
	line(rc, NULL, "kill(%s, 0)", id(a, 1, c_own, 1));
	rc = syscall(SYS_kill, -1234567, 0);
	line(rc, "ESRCH", "kill(-1234567, 0)");
	rc = syscall(SYS_kill, 7654321, 0);
	line(rc, "ESRCH", "kill(7654321, 0)");

	int go[2], sv[2];
	if (pipe(go) < 0 || socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
		abort();
	fflush(stdout);
	pid_t g = fork();
	if (g < 0)
		abort();
	if (g == 0)
		grandchild(go[0], go[1]);
	/* the grandchild's number in seize's namespace: /proc names it by
	 * /proc's number, its status has seize's at seize's place */
	char buf[4096];
	int g_proc = 0;
	FILE *f = fopen("/proc/thread-self/children", "r");
	if (f && fgets(buf, sizeof buf, f))
		g_proc = atoi(buf);
	if (f)
		fclose(f);
	int g_own = nspid_at(g_proc, seize_level);
	if (g_own <= 0)
		abort();

	rc = syscall(SYS_kill, g, 0);
	line(rc, NULL, "kill(%s, 0)", id(a, g, g_own, 1));
	rc = syscall(SYS_tgkill, g, g, 0);
	line(rc, NULL, "tgkill(%s, %s, 0)", id(a, g, g_own, 1), id(b, g, g_own, 1));
	/* the group g does not exist yet when the call is printed */
	rc = syscall(SYS_setpgid, g, g);
	line(rc, NULL, "setpgid(%s, %s)", id(a, g, g_own, 1), id(b, g, 0, 0));
	syscall(SYS_getpgid, g);
	line_ret(id(b, g, g_own, 0), "getpgid(%s)", id(a, g, g_own, 1));
	rc = syscall(SYS_kill, -g, 0);
	line(rc, NULL, "kill(-%d%s, 0)", g, comment_of(id(a, g, g_own, 0)));
	/* the kernel's 20 - nice, not glibc's nice */
	rc = syscall(SYS_getpriority, PRIO_PROCESS, g);
	line(rc, NULL, "getpriority(PRIO_PROCESS, %s)", id(a, g, g_own, 1));
	rc = syscall(SYS_getpriority, PRIO_PGRP, g);
	line(rc, NULL, "getpriority(PRIO_PGRP, %s)", id(a, g, g_own, 0));

	/* the owner of a descriptor: a process, a group, a thread */
	rc = fcntl(go[1], F_SETOWN, g);
	line(rc, NULL, "fcntl(%d, F_SETOWN, %s)", go[1], id(a, g, g_own, 1));
	rc = syscall(SYS_fcntl, go[1], F_GETOWN);	/* glibc asks F_GETOWN_EX */
	line_ret(id(a, g, g_own, 1), "fcntl(%d, F_GETOWN)", go[1]);
	rc = fcntl(go[1], F_SETOWN, -g);
	line(rc, NULL, "fcntl(%d, F_SETOWN, -%d%s)", go[1], g, comment_of(id(a, g, g_own, 0)));
	struct f_owner_ex *ow = (struct f_owner_ex *)((char *)tail_page() + 4096 - sizeof *ow);
	ow->type = F_OWNER_TID;
	ow->pid = g;
	rc = fcntl(go[1], F_SETOWN_EX, ow);
	line(rc, NULL, "fcntl(%d, F_SETOWN_EX, {type=F_OWNER_TID, pid=%s})", go[1],
	     id(a, g, g_own, 1));
	rc = fcntl(go[1], F_GETOWN_EX, ow);
	line(rc, NULL, "fcntl(%d, F_GETOWN_EX, {type=F_OWNER_TID, pid=%s})", go[1],
	     id(a, g, g_own, 1));
	/* a struct that crosses into an unmapped page: its address */
	void *cut = (char *)ow + 4;
	rc = fcntl(go[1], F_SETOWN_EX, cut);
	line(rc, "EFAULT", "fcntl(%d, F_SETOWN_EX, %p)", go[1], cut);

	/* the peer of a socket pair is this process */
	struct ucred uc;
	socklen_t len = sizeof uc;
	rc = getsockopt(sv[0], SOL_SOCKET, SO_PEERCRED, &uc, &len);
	line(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_PEERCRED, {pid=%s, uid=%u, gid=%u}, [%u])",
	     sv[0], id(a, 1, c_own, 1), uc.uid, uc.gid, len);

	/* the grandchild exits: a zombie keeps its numbers until reaped;
	 * waited for here, so that no line of it cuts the next one */
	close(go[1]);
	while (proc_state(g_proc) != 'Z')
		usleep(1000);
	siginfo_t si;
	memset(&si, 0, sizeof si);	/* the kernel fills no times here */
	rc = waitid(P_PID, g, &si, WEXITED | WNOWAIT);
	line(rc, NULL, "waitid(P_PID, %s, {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%s, "
	     "si_uid=%u, si_status=0, si_utime=%ld, si_stime=%ld}, WEXITED|WNOWAIT, NULL)",
	     id(a, g, g_own, 1), id(b, g, g_own, 1), si.si_uid, (long)si.si_utime,
	     (long)si.si_stime);
	/* reaped by the call: its return value names no one any more */
	rc = wait4(g, NULL, 0, NULL);
	line(rc, NULL, "wait4(%s, NULL, 0, NULL)", id(a, g, g_own, 1));
	fflush(stdout);
}

int main(void)
{
	const char *mode = getenv("PIDNS_MODE");
	if (mode && !strcmp(mode, "comm"))
		show_ns = 0, show_comm = 1;
	else if (mode && !strcmp(mode, "both"))
		show_comm = 1;
	else if (mode && !strcmp(mode, "none"))
		show_ns = 0;
	seize_level = nspid_count() - 1;
	int me = getpid();
	set_prefix(me);
	outside(me);

	int ids[2];
	if (pipe(ids) < 0)
		abort();
	if (unshare(CLONE_NEWUSER | CLONE_NEWPID) < 0) {
		perror("unshare");
		return 77;
	}
	fflush(stdout);
	pid_t c = fork();
	if (c < 0)
		abort();
	if (c == 0) {
		int own;
		if (read(ids[0], &own, sizeof own) != sizeof own)
			_exit(1);
		inside(own);
		_exit(0);
	}
	/* c is the child's number in this process's namespace, seize's */
	if (write(ids[1], &c, sizeof c) != sizeof c)
		abort();
	int status;
	if (waitpid(c, &status, 0) != c || !WIFEXITED(status) || WEXITSTATUS(status))
		return 1;
	return 0;
}
