/* Syscalls for tests/fdfmt.bats, which traces this program with strace and
 * with seize under the same -y/-yy/-x/-X/-v options and compares the two
 * traces.  Usage: fdfmt MODE DIR, DIR being a scratch directory. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

static char path[4096];

static const char *in_dir(const char *dir, const char *name)
{
	snprintf(path, sizeof path, "%s/%s", dir, name);
	return path;
}

/* -y and -yy: every kind of descriptor, as arguments, arrays and return
 * values. */
static void fds(const char *dir)
{
	int sv[2], p[2];
	char buf[8];

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	write(sv[0], "x", 1);
	read(sv[1], buf, 1);
	close(sv[0]);
	close(sv[1]);
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	close(sv[0]);
	close(sv[1]);

	/* TCP on 127.0.0.1: listening, connected both ways */
	int l = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t alen = sizeof a;
	bind(l, (struct sockaddr *)&a, sizeof a);
	listen(l, 1);
	getsockname(l, (struct sockaddr *)&a, &alen);
	int c = socket(AF_INET, SOCK_STREAM, 0);
	connect(c, (struct sockaddr *)&a, sizeof a);
	int s = accept(l, NULL, NULL);
	write(c, "hi", 2);
	read(s, buf, 2);
	close(s);
	close(c);
	close(l);

	int u = socket(AF_INET, SOCK_DGRAM, 0);
	connect(u, (struct sockaddr *)&a, sizeof a);
	close(u);

	/* a unix socket with a name, not all ASCII (for -x) */
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	snprintf(sun.sun_path, sizeof sun.sun_path, "%s", in_dir(dir, "sock\303\251"));
	int us = socket(AF_UNIX, SOCK_STREAM, 0);
	bind(us, (struct sockaddr *)&sun, sizeof sun);
	listen(us, 1);
	close(us);
	unlink(sun.sun_path);

	int nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl snl = { .nl_family = AF_NETLINK };
	bind(nl, (struct sockaddr *)&snl, sizeof snl);
	close(nl);

	pipe2(p, O_CLOEXEC);
	write(p[1], "x", 1);
	close(p[0]);
	close(p[1]);

	int n = open("/dev/null", O_WRONLY);
	write(n, "x", 1);
	int d = fcntl(n, F_DUPFD, 50);
	dup2(n, 60);
	close(60);
	close(d);
	close(n);

	/* a name with the brackets, a newline and UTF-8; then deleted */
	int w = openat(AT_FDCWD, in_dir(dir, "a<b>\n\303\251"), O_RDWR | O_CREAT | O_TRUNC, 0600);
	write(w, "x", 1);
	unlink(path);
	write(w, "x", 1);
	close(w);

	int e = eventfd(0, EFD_CLOEXEC);
	close(e);
	int pf = syscall(SYS_pidfd_open, getpid(), 0);
	close(pf);
	close(-1);
	close(999);
}

/* -x, -xx: strings with and without unprintable bytes. */
static void strings(const char *dir)
{
	int n = open("/dev/null", O_WRONLY);
	write(n, "plain text\n", 11);
	write(n, "tab\there\r\n", 10);
	write(n, "caf\303\251\n", 6);
	write(n, "nul\0and 7\1\0017", 12);
	write(n, "quote\" back\\slash", 17);
	close(n);
	open(in_dir(dir, "missing\377"), O_RDONLY);
	open(in_dir(dir, "missing\t"), O_RDONLY);
}

/* -X: flags, single values, modes and AT_FDCWD. */
static void consts(const char *dir)
{
	int f = openat(AT_FDCWD, in_dir(dir, "file"), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	access(path, R_OK | W_OK);
	access(path, F_OK);
	lseek(f, 0, SEEK_SET);
	lseek(f, 1, SEEK_CUR);
	lseek(f, 0, 7);
	fcntl(f, F_SETFD, FD_CLOEXEC);
	fcntl(f, F_GETFD);
	void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	mprotect(m, 4096, PROT_NONE);
	mprotect(m, 4096, PROT_READ | 0x1000000);
	munmap(m, 4096);
	struct stat st;
	fstat(f, &st);
	fchmod(f, 0640);
	mknodat(AT_FDCWD, in_dir(dir, "fifo"), S_IFIFO | 0600, 0);
	unlinkat(AT_FDCWD, path, 0);
	mkdirat(AT_FDCWD, in_dir(dir, "d"), 0755);
	unlinkat(AT_FDCWD, path, AT_REMOVEDIR);
	unlinkat(AT_FDCWD, path, 0x4000);
	close(f);
	unlink(in_dir(dir, "file"));
	openat(AT_FDCWD, in_dir(dir, "missing"), O_RDONLY);
	openat(AT_FDCWD, in_dir(dir, "missing"), O_WRONLY | 0x40000000);
}

/* -v: the stat family in full. */
static void stats(const char *dir)
{
	struct stat st;
	const char *file = in_dir(dir, "stat-me");
	stat(file, &st);
	lstat(file, &st);
	int f = open(file, O_RDONLY);
	fstat(f, &st);
	fstatat(AT_FDCWD, file, &st, AT_SYMLINK_NOFOLLOW);
	close(f);
	stat("/dev/null", &st);
}

int main(int argc, char **argv)
{
	if (argc != 3)
		return 2;
	const char *mode = argv[1], *dir = argv[2];
	if (!strcmp(mode, "fds"))
		fds(dir);
	else if (!strcmp(mode, "strings"))
		strings(dir);
	else if (!strcmp(mode, "consts"))
		consts(dir);
	else if (!strcmp(mode, "stat"))
		stats(dir);
	else
		return 2;
	return 0;
}
