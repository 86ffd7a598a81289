/* Descriptors: dup*, pipe*, lseek, fcntl's commands and results, flock,
 * close_range, eventfd, memfd_create, fadvise64, fallocate, syncs,
 * pidfd_getfd's flags. */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/syscall.h>

static long sys(long nr, long a, long b, long c, long d)
{
	return syscall(nr, a, b, c, d, 0L, 0L);
}

static void test_dup_pipe(int fd)
{
	int fds[2];
	long rc = sys(SYS_pipe, (long)fds, 0, 0, 0);
	expect(rc, NULL, "pipe([%d, %d])", fds[0], fds[1]);
	rc = sys(SYS_pipe2, (long)fds, O_CLOEXEC | O_NONBLOCK, 0, 0);
	expect(rc, NULL, "pipe2([%d, %d], O_NONBLOCK|O_CLOEXEC)", fds[0], fds[1]);
	rc = sys(SYS_pipe2, 0, 0, 0, 0);
	expect(rc, "EFAULT", "pipe2(NULL, 0)");
	rc = sys(SYS_pipe2, (long)fds, 0x1, 0, 0);
	expect(rc, "EINVAL", "pipe2(%p, 0x1 /* O_??? */)", (void *)fds);
	rc = sys(SYS_pipe, 0, 0, 0, 0);
	expect(rc, "EFAULT", "pipe(NULL)");
	char *end = (char *)tail_page() + 4096 - 4;
	rc = sys(SYS_pipe2, (long)end, 0, 0, 0);
	expect(rc, "EFAULT", "pipe2(%p, 0)", (void *)end);

	rc = sys(SYS_dup, fd, 0, 0, 0);
	expect(rc, NULL, "dup(%d)", fd);
	rc = sys(SYS_dup2, fd, 40, 0, 0);
	expect(rc, NULL, "dup2(%d, 40)", fd);
	rc = sys(SYS_dup3, fd, 41, O_CLOEXEC, 0);
	expect(rc, NULL, "dup3(%d, 41, O_CLOEXEC)", fd);
	rc = sys(SYS_dup3, fd, 42, 0x40000001, 0);
	expect(rc, "EINVAL", "dup3(%d, 42, 0x40000001 /* O_??? */)", fd);
	rc = sys(SYS_dup, -1, 0, 0, 0);
	expect(rc, "EBADF", "dup(-1)");
}

static void test_lseek(int fd)
{
	long rc = sys(SYS_lseek, fd, 5, SEEK_SET, 0);
	expect(rc, NULL, "lseek(%d, 5, SEEK_SET)", fd);
	rc = sys(SYS_lseek, fd, -1, SEEK_CUR, 0);
	expect(rc, NULL, "lseek(%d, -1, SEEK_CUR)", fd);
	rc = sys(SYS_lseek, fd, 0, SEEK_DATA, 0);
	expect(rc, NULL, "lseek(%d, 0, SEEK_DATA)", fd);
	rc = sys(SYS_lseek, fd, 0, 7, 0);
	expect(rc, "EINVAL", "lseek(%d, 0, 0x7 /* SEEK_??? */)", fd);
	/* whence is an int: the upper half of the register is ignored */
	rc = sys(SYS_lseek, fd, 0, 0xffffffff00000000L | SEEK_END, 0);
	expect(rc, NULL, "lseek(%d, 0, SEEK_END)", fd);
}

static void test_fcntl_flags(int fd)
{
	long rc = sys(SYS_fcntl, fd, F_SETFD, FD_CLOEXEC, 0);
	expect(rc, NULL, "fcntl(%d, F_SETFD, FD_CLOEXEC)", fd);
	sys(SYS_fcntl, fd, F_GETFD, 0, 0);
	expect_ret("0x1 (flags FD_CLOEXEC)", "fcntl(%d, F_GETFD)", fd);
	rc = sys(SYS_fcntl, fd, F_SETFD, 4, 0);
	expect(rc, NULL, "fcntl(%d, F_SETFD, 0x4 /* FD_??? */)", fd);
	rc = sys(SYS_fcntl, fd, F_GETFD, 0, 0);
	expect(rc, NULL, "fcntl(%d, F_GETFD)", fd);

	/* F_SETFL keeps only the changeable flags; O_RDWR and O_CREAT are
	 * ignored but printed. */
	rc = sys(SYS_fcntl, fd, F_SETFL, O_RDWR | O_CREAT | O_NONBLOCK | O_APPEND, 0);
	expect(rc, NULL, "fcntl(%d, F_SETFL, O_RDWR|O_CREAT|O_APPEND|O_NONBLOCK)", fd);
	rc = sys(SYS_fcntl, fd, F_GETFL, 0, 0);
	char ret[128];
	snprintf(ret, sizeof ret, "%#lx (flags O_RDWR|O_APPEND|O_NONBLOCK|O_LARGEFILE)", rc);
	expect_ret(ret, "fcntl(%d, F_GETFL)", fd);
	rc = sys(SYS_fcntl, fd, F_SETFL, O_ACCMODE | 0x10000000, 0);
	expect(rc, NULL, "fcntl(%d, F_SETFL, O_ACCMODE|0x10000000)", fd);
	rc = sys(SYS_fcntl, fd, F_SETFL, 0, 0);
	expect(rc, NULL, "fcntl(%d, F_SETFL, O_RDONLY)", fd);

	rc = sys(SYS_fcntl, fd, F_DUPFD, 50, 0);
	expect(rc, NULL, "fcntl(%d, F_DUPFD, 50)", fd);
	rc = sys(SYS_fcntl, fd, F_DUPFD_CLOEXEC, 0xffffffff00000060L, 0);
	expect(rc, NULL, "fcntl(%d, F_DUPFD_CLOEXEC, -4294967200)", fd);
	rc = sys(SYS_fcntl, fd, F_SETOWN, 0xfffffffbL, 0);
	expect(rc, NULL, "fcntl(%d, F_SETOWN, -5)", fd);
	rc = sys(SYS_fcntl, fd, F_GETOWN, 0, 0);
	expect(rc, NULL, "fcntl(%d, F_GETOWN)", fd);
	rc = sys(SYS_fcntl, fd, F_SETSIG, SIGUSR2, 0);
	expect(rc, NULL, "fcntl(%d, F_SETSIG, SIGUSR2)", fd);
	sys(SYS_fcntl, fd, F_GETSIG, 0, 0);
	expect_ret("12 (SIGUSR2)", "fcntl(%d, F_GETSIG)", fd);
	rc = sys(SYS_fcntl, fd, F_SETSIG, 0, 0);
	expect(rc, NULL, "fcntl(%d, F_SETSIG, 0)", fd);
	rc = sys(SYS_fcntl, fd, F_GETSIG, 0, 0);
	expect(rc, NULL, "fcntl(%d, F_GETSIG)", fd);
	rc = sys(SYS_fcntl, fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW, 0);
	expect(rc, NULL, "fcntl(%d, F_ADD_SEALS, F_SEAL_SHRINK|F_SEAL_GROW)", fd);
	sys(SYS_fcntl, fd, F_GET_SEALS, 0, 0);
	expect_ret("0x6 (seals F_SEAL_SHRINK|F_SEAL_GROW)", "fcntl(%d, F_GET_SEALS)", fd);
	rc = sys(SYS_fcntl, fd, F_ADD_SEALS, 0xffffffff00000040L, 0);
	expect(rc, "EINVAL", "fcntl(%d, F_ADD_SEALS, 0xffffffff00000040 /* F_SEAL_??? */)", fd);
	sys(SYS_fcntl, fd, F_GETLEASE, 0, 0);
	expect_ret("0x2 (F_UNLCK)", "fcntl(%d, F_GETLEASE)", fd);
	rc = sys(SYS_fcntl, fd, F_SETLEASE, 5, 0);
	expect(rc, "EINVAL", "fcntl(%d, F_SETLEASE, 0x5 /* F_??? */)", fd);
	rc = sys(SYS_fcntl, fd, F_NOTIFY, DN_ACCESS | DN_MULTISHOT, 0);
	expect(rc, "ENOTDIR", "fcntl(%d, F_NOTIFY, DN_ACCESS|DN_MULTISHOT)", fd);
	rc = sys(SYS_fcntl, fd, F_GETPIPE_SZ, 0, 0);
	expect(rc, "EBADF", "fcntl(%d, F_GETPIPE_SZ)", fd);
	rc = sys(SYS_fcntl, fd, F_SETPIPE_SZ, -1, 0);
	expect(rc, "EBADF", "fcntl(%d, F_SETPIPE_SZ, -1)", fd);
	/* commands strace 6.1 does not know */
	rc = sys(SYS_fcntl, fd, 1028, 0x10, 0);
	expect(rc, "EINVAL", "fcntl(%d, 0x404 /* F_??? */, 0x10)", fd);
	rc = sys(SYS_fcntl, fd, 9999, 0, 0);
	expect(rc, "EINVAL", "fcntl(%d, 0x270f /* F_??? */, 0)", fd);
	rc = sys(SYS_fcntl, -1, 0xffffffff00000001L, 0, 0);
	expect(rc, "EBADF", "fcntl(-1, F_GETFD)");
}

static void test_fcntl_structs(int fd)
{
	struct flock fl = { .l_type = F_RDLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 100 };
	long rc = sys(SYS_fcntl, fd, F_GETLK, (long)&fl, 0);
	expect(rc, NULL, "fcntl(%d, F_GETLK, {l_type=F_UNLCK, l_whence=SEEK_SET, l_start=0, l_len=100, l_pid=0})", fd);
	fl.l_type = F_RDLCK;
	rc = sys(SYS_fcntl, fd, F_OFD_GETLK, (long)&fl, 0);
	expect(rc, NULL, "fcntl(%d, F_OFD_GETLK, {l_type=F_UNLCK, l_whence=SEEK_SET, l_start=0, l_len=100, l_pid=0})", fd);
	fl.l_type = F_WRLCK;
	rc = sys(SYS_fcntl, fd, F_SETLK, (long)&fl, 0);
	expect(rc, NULL, "fcntl(%d, F_SETLK, {l_type=F_WRLCK, l_whence=SEEK_SET, l_start=0, l_len=100})", fd);
	struct flock bad = { .l_type = 77, .l_whence = 9, .l_start = -1, .l_len = -2 };
	rc = sys(SYS_fcntl, fd, F_SETLKW, (long)&bad, 0);
	expect(rc, "EINVAL", "fcntl(%d, F_SETLKW, {l_type=0x4d /* F_??? */, l_whence=0x9 /* SEEK_??? */, l_start=-1, l_len=-2})", fd);
	rc = sys(SYS_fcntl, -1, F_GETLK, (long)&fl, 0);
	expect(rc, "EBADF", "fcntl(-1, F_GETLK, %p)", (void *)&fl);
	rc = sys(SYS_fcntl, fd, F_GETLK, 0, 0);
	expect(rc, "EFAULT", "fcntl(%d, F_GETLK, NULL)", fd);
	char *end = (char *)tail_page() + 4096 - 8;
	rc = sys(SYS_fcntl, fd, F_SETLK, (long)end, 0);
	expect(rc, "EFAULT", "fcntl(%d, F_SETLK, %p)", fd, (void *)end);

	struct f_owner_ex ow = { F_OWNER_PID, 0 };
	rc = sys(SYS_fcntl, fd, F_SETOWN_EX, (long)&ow, 0);
	expect(rc, NULL, "fcntl(%d, F_SETOWN_EX, {type=F_OWNER_PID, pid=0})", fd);
	rc = sys(SYS_fcntl, fd, F_GETOWN_EX, (long)&ow, 0);
	expect(rc, NULL, "fcntl(%d, F_GETOWN_EX, {type=F_OWNER_PID, pid=0})", fd);
	ow.type = 7;
	rc = sys(SYS_fcntl, fd, F_SETOWN_EX, (long)&ow, 0);
	expect(rc, "EINVAL", "fcntl(%d, F_SETOWN_EX, {type=0x7 /* F_OWNER_??? */, pid=0})", fd);
}

static void test_misc(int fd)
{
	long rc = sys(SYS_flock, fd, LOCK_SH, 0, 0);
	expect(rc, NULL, "flock(%d, LOCK_SH)", fd);
	rc = sys(SYS_flock, fd, LOCK_UN | LOCK_NB, 0, 0);
	expect(rc, NULL, "flock(%d, LOCK_NB|LOCK_UN)", fd);
	rc = sys(SYS_flock, fd, 0x100, 0, 0);
	expect(rc, "EINVAL", "flock(%d, 0x100 /* LOCK_??? */)", fd);

	rc = sys(SYS_close_range, 1000, 1001, 0, 0);
	expect(rc, NULL, "close_range(1000, 1001, 0)");
	rc = sys(SYS_close_range, 1000, ~0U, CLOSE_RANGE_CLOEXEC, 0);
	expect(rc, NULL, "close_range(1000, 4294967295, CLOSE_RANGE_CLOEXEC)");
	rc = sys(SYS_close_range, 1000, 1001, 0x100, 0);
	expect(rc, "EINVAL", "close_range(1000, 1001, 0x100 /* CLOSE_RANGE_??? */)");

	rc = sys(SYS_eventfd2, 3, EFD_CLOEXEC | EFD_NONBLOCK, 0, 0);
	expect(rc, NULL, "eventfd2(3, EFD_CLOEXEC|EFD_NONBLOCK)");
	rc = sys(SYS_eventfd2, 1, 0x2, 0, 0);
	expect(rc, "EINVAL", "eventfd2(1, 0x2 /* EFD_??? */)");
	rc = sys(SYS_eventfd2, 0, 0xffffffff00000000L | EFD_SEMAPHORE, 0, 0);
	expect(rc, NULL, "eventfd2(0, EFD_SEMAPHORE)");
	rc = sys(SYS_flock, -1, 0xffffffff00000000L | LOCK_EX, 0, 0);
	expect(rc, "EBADF", "flock(-1, LOCK_EX)");
	rc = sys(SYS_eventfd, 7, 0, 0, 0);
	expect(rc, NULL, "eventfd(7)");

	rc = sys(SYS_memfd_create, (long)"h", 21 << 26, 0, 0);
	expect(rc, "EINVAL", "memfd_create(\"h\", 21<<MFD_HUGE_SHIFT)");
	rc = sys(SYS_memfd_create, (long)"x", 0x40 | (30 << 26), 0, 0);
	expect(rc, "EINVAL", "memfd_create(\"x\", 0x40 /* MFD_??? */|30<<MFD_HUGE_SHIFT)");
	rc = sys(SYS_memfd_create, (long)"x", 0x100, 0, 0);
	expect(rc, "EINVAL", "memfd_create(\"x\", 0x100 /* MFD_??? */)");
	rc = sys(SYS_memfd_create, 0, 0, 0, 0);
	expect(rc, "EFAULT", "memfd_create(NULL, 0)");

	rc = sys(SYS_fadvise64, fd, 0, 100, POSIX_FADV_SEQUENTIAL);
	expect(rc, NULL, "fadvise64(%d, 0, 100, POSIX_FADV_SEQUENTIAL)", fd);
	rc = sys(SYS_fadvise64, fd, 10, 0, 99);
	expect(rc, "EINVAL", "fadvise64(%d, 10, 0, 0x63 /* POSIX_FADV_??? */)", fd);
	rc = sys(SYS_fallocate, fd, FALLOC_FL_KEEP_SIZE, 0, 100);
	expect(rc, NULL, "fallocate(%d, FALLOC_FL_KEEP_SIZE, 0, 100)", fd);
	rc = sys(SYS_fallocate, -1, 0x2000000, -1, 100);
	expect(rc, "EBADF", "fallocate(-1, 0x2000000 /* FALLOC_FL_??? */, -1, 100)");
	rc = sys(SYS_fsync, fd, 0, 0, 0);
	expect(rc, NULL, "fsync(%d)", fd);
	rc = sys(SYS_fdatasync, -1, 0, 0, 0);
	expect(rc, "EBADF", "fdatasync(-1)");
	rc = sys(SYS_sync_file_range, fd, 0, 100, SYNC_FILE_RANGE_WRITE);
	expect(rc, NULL, "sync_file_range(%d, 0, 100, SYNC_FILE_RANGE_WRITE)", fd);
	rc = sys(SYS_sync_file_range, fd, -5, 0, 0xf0);
	expect(rc, "EINVAL", "sync_file_range(%d, -5, 0, 0xf0 /* SYNC_FILE_RANGE_??? */)", fd);

	/* pidfd_getfd's flags are an unsigned int: the upper half is not theirs */
	rc = sys(SYS_pidfd_getfd, -1, -1, 0xdefaced00000000L, 0);
	expect(rc, "EBADF", "pidfd_getfd(-1, -1, 0)");
	rc = sys(SYS_pidfd_getfd, -1, 5, 0xdefacedbadc0dedL, 0);
	expect(rc, "EINVAL", "pidfd_getfd(-1, 5, 0xbadc0ded)");
}

int main(void)
{
	int fd = memfd_create("desc", MFD_ALLOW_SEALING);
	if (fd < 0 || write(fd, "0123456789", 10) != 10)
		return 1;
	test_dup_pipe(fd);
	test_lseek(fd);
	test_misc(fd);
	test_fcntl_structs(fd);
	test_fcntl_flags(fd);
	return 0;
}
