/* An i386 program (built with -m32): calls whose 32-bit layouts seize must
 * read as such, each printing the line strace shows for it.  Built static
 * too (i386-static-m32.c includes this file). */
#include "progs.h"

#include <fcntl.h>
#include <linux/net.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>

/* The kernel's i386 struct sigaction for rt_sigaction. */
struct ksigaction32 {
	unsigned handler, flags, restorer;
	unsigned mask[2];
};

static void files(char *page)
{
	char stbuf[96], buf[8];
	long rc = open("/nonexistent/i386", O_RDONLY);
	expect(rc, "ENOENT", "openat(AT_FDCWD, \"/nonexistent/i386\", O_RDONLY)");
	int null = open("/dev/null", O_RDWR);
	expect(null, NULL, "openat(AT_FDCWD, \"/dev/null\", O_RDWR)");
	rc = syscall(__NR_stat64, "/dev/null", stbuf);
	expect(rc, NULL, "stat64(\"/dev/null\", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...})");
	rc = syscall(__NR_fstat64, null, stbuf);
	expect(rc, NULL, "fstat64(%d, {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...})", null);
	rc = syscall(__NR_lstat64, "/dev/null", (void *)1);
	expect(rc, "EFAULT", "lstat64(\"/dev/null\", 0x1)");
	/* the struct runs into an unmapped page: its address */
	char *tail = page + 4096 - 40;
	rc = syscall(__NR_fstat64, null, tail);
	expect(rc, "EFAULT", "fstat64(%d, %p)", null, tail);

	int fd = open("/proc/self/exe", O_RDONLY);
	expect(fd, NULL, "openat(AT_FDCWD, \"/proc/self/exe\", O_RDONLY)");
	long long res = 0;
	rc = syscall(__NR__llseek, fd, 0, 1, &res, SEEK_SET);
	expect(rc, NULL, "_llseek(%d, 1, [1], SEEK_SET)", fd);
	rc = syscall(__NR__llseek, fd, -1, -100, &res, SEEK_SET);
	expect(rc, "EINVAL", "_llseek(%d, -100, %p, SEEK_SET)", fd, (void *)&res);
	rc = read(fd, buf, 3);
	expect(rc, NULL, "read(%d, \"ELF\", 3)", fd);
	rc = pread(fd, buf, 3, 1);
	expect(rc, NULL, "pread64(%d, \"ELF\", 3, 1)", fd);
	struct iovec iov[2] = { { buf, 2 }, { buf + 2, 1 } };
	rc = preadv(fd, iov, 2, 1);
	expect(rc, NULL, "preadv(%d, [{iov_base=\"EL\", iov_len=2}, {iov_base=\"F\", iov_len=1}], 2, 1)", fd);
	rc = writev(null, iov, 2);
	expect(rc, NULL, "writev(%d, [{iov_base=\"EL\", iov_len=2}, {iov_base=\"F\", iov_len=1}], 2)", null);
	/* five zeroed iovecs, then the unmapped page */
	memset(tail, 0, 40);
	rc = writev(null, (void *)tail, 8);
	const char *z = "{iov_base=NULL, iov_len=0}";
	expect(rc, "EFAULT", "writev(%d, [%s, %s, %s, %s, %s, ... /* %p */], 8)", null, z, z, z, z, z,
	       tail + 40);
	rc = write(null, "abc", 3);
	expect(rc, NULL, "write(%d, \"abc\", 3)", null);

	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 4096);
	char addr[32];
	snprintf(addr, sizeof addr, "%p", p);
	expect_ret(addr, "mmap2(NULL, 4096, PROT_READ, MAP_PRIVATE, %d, 0x1000)", fd);
	rc = munmap(p, 4096);
	expect(rc, NULL, "munmap(%p, 4096)", p);
	rc = close(fd);
	expect(rc, NULL, "close(%d)", fd);
	rc = close(null);
	expect(rc, NULL, "close(%d)", null);
}

static void sockets(void)
{
	unsigned long args[3] = { AF_UNIX, SOCK_STREAM, 0 };
	long s = syscall(__NR_socketcall, SYS_SOCKET, args);
	expect(s, NULL, "socket(AF_UNIX, SOCK_STREAM, 0)");
	long rc = syscall(__NR_socketcall, SYS_SHUTDOWN, (unsigned long[]){ s, SHUT_RDWR });
	expect(rc, "ENOTCONN", "shutdown(%ld, SHUT_RDWR)", s);
	rc = syscall(__NR_socketcall, 99, args);
	expect(rc, "EINVAL", "socketcall(99, %p)", (void *)args);
	rc = close(s);
	expect(rc, NULL, "close(%ld)", s);
}

static void signals(void)
{
	struct ksigaction32 act = { (unsigned)(unsigned long)SIG_IGN, 0, 0, { 1u << (SIGUSR2 - 1), 0 } };
	struct ksigaction32 old;
	long rc = syscall(__NR_rt_sigaction, SIGUSR1, &act, &old, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR1, {sa_handler=SIG_IGN, sa_mask=[USR2], sa_flags=0}, "
	       "{sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}, 8)");
	rc = syscall(__NR_rt_sigaction, SIGUSR1, NULL, (void *)1, 8);
	expect(rc, "EFAULT", "rt_sigaction(SIGUSR1, NULL, 0x1, 8)");
}

static void exec(void)
{
	char *argv[] = { "a", "b", NULL };
	char *envp[] = { "X=1", NULL };
	long rc = execve("/nonexistent/i386", argv, envp);
	expect(rc, "ENOENT", "execve(\"/nonexistent/i386\", [\"a\", \"b\"], %p /* 1 var */)", (void *)envp);
}

int main(void)
{
	/* before the first expected line: its mmap2 and munmap are not */
	char *page = tail_page();
	files(page);
	sockets();
	signals();
	exec();
	return 0;
}
