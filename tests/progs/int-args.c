/* int arguments with garbage in the upper half of their register.  The
 * kernel reads an int, fd, pid, uid, signal, mode or int flag set as the
 * low 32 bits of the register: seize prints what the kernel reads, as
 * strace does (userfaultfd(0xdefaced00000000) is userfaultfd(0)).  The
 * arguments the kernel takes as unsigned long (unshare, mremap) keep all
 * 64 bits.  Each call is harmless: it fails, or changes nothing. */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>

/* What a caller may leave above an int: the kernel ignores it. */
#define HI 0xdeadbeef00000000UL
/* A pid no process has: above the largest pid_max. */
#define NOPID 0x7ffffffe

static long sys(long nr, unsigned long a, unsigned long b, unsigned long c,
		unsigned long d, unsigned long e)
{
	return syscall(nr, a, b, c, d, e, 0UL);
}

/* A call whose result depends on the system (userfaultfd may be refused):
 * the line names whatever errno it got. */
static void expect_any(long rc, const char *fmt, const char *arg)
{
	expect(rc, rc == -1 ? strerrorname_np(errno) : NULL, fmt, arg);
}

static void test_descriptors(void)
{
	long rc = sys(SYS_userfaultfd, 0xdefaced00000000UL, 0, 0, 0, 0);
	expect_any(rc, "userfaultfd(%s)", "0");
	if (rc >= 0)
		expect(close((int)rc), NULL, "close(%ld)", rc);
	rc = sys(SYS_close, 0xdeadbeef00000063UL, 0, 0, 0, 0);
	expect(rc, "EBADF", "close(99)");
	rc = sys(SYS_dup2, HI | 99, HI | 100, 0, 0, 0);
	expect(rc, "EBADF", "dup2(99, 100)");
	rc = sys(SYS_dup3, HI | 99, 0x100000064UL, HI | O_CLOEXEC, 0, 0);
	expect(rc, "EBADF", "dup3(99, 100, O_CLOEXEC)");
	rc = sys(SYS_lseek, HI | 99, 0, HI | SEEK_END, 0, 0);
	expect(rc, "EBADF", "lseek(99, 0, SEEK_END)");
	rc = sys(SYS_flock, HI | 99, HI | LOCK_SH, 0, 0, 0);
	expect(rc, "EBADF", "flock(99, LOCK_SH)");
	rc = sys(SYS_fchmod, HI | 99, HI | 0644, 0, 0, 0);
	expect(rc, "EBADF", "fchmod(99, 0644)");
	rc = sys(SYS_fchown, HI | 99, HI | 1000, ~0UL, 0, 0);
	expect(rc, "EBADF", "fchown(99, 1000, -1)");
	rc = sys(SYS_fallocate, HI | 99, HI | 1, 0, 0, 0);
	expect(rc, "EBADF", "fallocate(99, FALLOC_FL_KEEP_SIZE, 0, 0)");
	rc = sys(SYS_sync_file_range, HI | 99, 0, 0, HI | 1, 0);
	expect(rc, "EBADF", "sync_file_range(99, 0, 0, SYNC_FILE_RANGE_WAIT_BEFORE)");
	rc = sys(SYS_fadvise64, HI | 99, 0, 0, HI | POSIX_FADV_NORMAL, 0);
	expect(rc, "EBADF", "fadvise64(99, 0, 0, POSIX_FADV_NORMAL)");
	rc = sys(SYS_close_range, HI | 100, HI | 99, HI, 0, 0);
	expect(rc, "EINVAL", "close_range(100, 99, 0)");
	rc = sys(SYS_epoll_create1, HI | 1, 0, 0, 0, 0);
	expect(rc, "EINVAL", "epoll_create1(0x1 /* EPOLL_??? */)");
	rc = sys(SYS_inotify_init1, HI | 1, 0, 0, 0, 0);
	expect(rc, "EINVAL", "inotify_init1(0x1 /* IN_??? */)");
	rc = sys(SYS_inotify_add_watch, HI | 99, (unsigned long)"x", HI | IN_ACCESS, 0, 0);
	expect(rc, "EBADF", "inotify_add_watch(99, \"x\", IN_ACCESS)");
	rc = sys(SYS_timerfd_create, HI | CLOCK_MONOTONIC, HI | 1, 0, 0, 0);
	expect(rc, "EINVAL", "timerfd_create(CLOCK_MONOTONIC, TFD_TIMER_ABSTIME)");
	rc = sys(SYS_setns, HI | 99, HI | 0x40000000, 0, 0, 0);
	expect(rc, "EBADF", "setns(99, CLONE_NEWNET)");
	rc = sys(SYS_shutdown, HI | 99, HI | SHUT_RDWR, 0, 0, 0);
	expect(rc, "EBADF", "shutdown(99, SHUT_RDWR)");
	rc = sys(SYS_listen, HI | 99, HI | 5, 0, 0, 0);
	expect(rc, "EBADF", "listen(99, 5)");
}

static void test_files(void)
{
	/* 0x1ffffff9c: AT_FDCWD (-100) in the low half. */
	long rc = sys(SYS_openat, 0x1ffffff9cUL, (unsigned long)"/nonexistent-seize/x",
		      HI | O_CREAT, HI | 0644, 0);
	expect(rc, "ENOENT", "openat(AT_FDCWD, \"/nonexistent-seize/x\", O_RDONLY|O_CREAT, 0644)");
	rc = sys(SYS_mkdirat, HI | 99, (unsigned long)"x", HI | 0755, 0, 0);
	expect(rc, "EBADF", "mkdirat(99, \"x\", 0755)");
	rc = sys(SYS_fchownat, HI | 99, (unsigned long)"x", HI | 1, HI | 2, HI | AT_SYMLINK_NOFOLLOW);
	expect(rc, "EBADF", "fchownat(99, \"x\", 1, 2, AT_SYMLINK_NOFOLLOW)");
	rc = sys(SYS_unlinkat, HI | 99, (unsigned long)"x", HI | AT_REMOVEDIR, 0, 0);
	expect(rc, "EBADF", "unlinkat(99, \"x\", AT_REMOVEDIR)");
	rc = sys(SYS_faccessat, HI | 99, (unsigned long)"x", HI | R_OK, 0, 0);
	expect(rc, "EBADF", "faccessat(99, \"x\", R_OK)");
	rc = sys(SYS_renameat2, HI | 99, (unsigned long)"a", HI | 99, (unsigned long)"b", HI | 1);
	expect(rc, "EBADF", "renameat2(99, \"a\", 99, \"b\", RENAME_NOREPLACE)");
}

static void test_processes(void)
{
	long rc = sys(SYS_kill, HI | NOPID, HI | SIGKILL, 0, 0, 0);
	expect(rc, "ESRCH", "kill(%d, SIGKILL)", NOPID);
	rc = sys(SYS_tgkill, HI | NOPID, HI | NOPID, HI, 0, 0);
	expect(rc, "ESRCH", "tgkill(%d, %d, 0)", NOPID, NOPID);
	rc = sys(SYS_getpgid, HI | NOPID, 0, 0, 0, 0);
	expect(rc, "ESRCH", "getpgid(%d)", NOPID);
	rc = sys(SYS_pidfd_open, HI | NOPID, HI, 0, 0, 0);
	expect(rc, "ESRCH", "pidfd_open(%d, 0)", NOPID);
	rc = sys(SYS_wait4, HI | NOPID, 0, HI | WNOHANG, 0, 0);
	expect(rc, "ECHILD", "wait4(%d, NULL, WNOHANG, NULL)", NOPID);
	rc = sys(SYS_waitid, HI | P_PID, HI | NOPID, 0, HI | WEXITED, 0);
	expect(rc, "ECHILD", "waitid(P_PID, %d, NULL, WEXITED, NULL)", NOPID);
	rc = sys(SYS_getpriority, HI | PRIO_PROCESS, HI | NOPID, 0, 0, 0);
	expect(rc, "ESRCH", "getpriority(PRIO_PROCESS, %d)", NOPID);
	rc = sys(SYS_prlimit64, HI | NOPID, HI | RLIMIT_NOFILE, 0, 0, 0);
	expect(rc, "ESRCH", "prlimit64(%d, RLIMIT_NOFILE, NULL, NULL)", NOPID);
	rc = sys(SYS_rt_sigprocmask, HI | SIG_BLOCK, 0, 0, 8, 0);
	expect(rc, NULL, "rt_sigprocmask(SIG_BLOCK, NULL, NULL, 8)");
	rc = sys(SYS_clock_getres, HI | CLOCK_MONOTONIC, 0, 0, 0, 0);
	expect(rc, NULL, "clock_getres(CLOCK_MONOTONIC, NULL)");
	rc = sys(SYS_msync, 0, 0, HI | MS_ASYNC, 0, 0);
	expect(rc, NULL, "msync(NULL, 0, MS_ASYNC)");
	rc = sys(SYS_mlockall, HI | 0x100, 0, 0, 0, 0);
	expect(rc, "EINVAL", "mlockall(0x100 /* MCL_??? */)");
	/* key_serial_t is an int: -3 in the low half is the session keyring. */
	rc = sys(SYS_add_key, 0, 0, 0, 0, HI | 0xfffffffdUL);
	expect_any(rc, "add_key(NULL, NULL, NULL, 0, %s)", "KEY_SPEC_SESSION_KEYRING");
}

/* The kernel takes these as unsigned long: the upper half is theirs. */
static void test_longs(void)
{
	long rc = sys(SYS_unshare, 0x100000000UL, 0, 0, 0, 0);
	expect(rc, "EINVAL", "unshare(0x100000000 /* CLONE_??? */)");
	rc = sys(SYS_mremap, 0, 0, 0, 0x100000000UL, 0);
	expect(rc, "EINVAL", "mremap(NULL, 0, 0, 0x100000000 /* MREMAP_??? */)");
}

int main(void)
{
	test_descriptors();
	test_files();
	test_processes();
	test_longs();
	return 0;
}
