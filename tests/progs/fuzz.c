/* A syscall fuzzer for seize's reliability tests: usage
 *   fuzz SEED [COUNT [STATUS]]
 * issues COUNT (default 3000) calls drawn from a list of harmless syscalls,
 * with arguments drawn from NULL, unmapped addresses, buffers that end at an
 * unmapped page (strings and structs that cross into it), huge lengths,
 * negative and unopened fds, unknown flags and random struct contents, then
 * exits with STATUS (default 0).  The same seed gives the same calls.
 *
 * Safety, because this runs on a developer's machine: it works in a private
 * directory it creates under $TMPDIR and removes; every call that could
 * change something (write, ftruncate, fcntl, ioctl...) only gets fds the
 * program opened itself; paths are only opened read-only and never created;
 * only read-only ioctl and prctl requests are used; nothing blocks (timeouts
 * are zero, pipes are non-blocking).  The program prints nothing. */
#include "progs.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>

enum { PAGE = 4096, SCRATCH = 4 * PAGE, LONG_STRING = 1 << 20 };

/* Everything the fuzzer needs, passed around instead of globals. */
struct fuzz {
	unsigned long long rng;	/* xorshift64 state: deterministic per seed */
	unsigned char *scratch;	/* SCRATCH bytes, then an unmapped page */
	char *long_string;	/* LONG_STRING bytes of printable text, NUL-ended */
	int fds[6];		/* file, dir, /dev/null (rw), pipe r, pipe w, epoll */
	char dir[64];
};

static unsigned long long next(struct fuzz *f)
{
	f->rng ^= f->rng << 13;
	f->rng ^= f->rng >> 7;
	f->rng ^= f->rng << 17;
	return f->rng;
}

static unsigned long below(struct fuzz *f, unsigned long n)
{
	return next(f) % n;
}

/* Bytes a terminal must never see raw: escape sequences, NUL, controls,
 * DEL, invalid and overlong UTF-8, a valid multibyte character. */
static const char *const nasty[] = {
	"\033[2J\033[H", "\033]0;owned\007", "\033P+q\033\\", "a\0b", "\r\b\t\v\f",
	"\x7f\x80\xff", "\xc3\x28", "\xe2\x82", "\xf0\x28\x8c\xbc", "\xc0\xaf",
	"\xed\xa0\x80", "caf\xc3\xa9", "\"quote\\", "{[(", ")]}", "\x9b" "31m",
};

/* Fill n bytes at p with random words, nasty sequences and pointers back
 * into the scratch area (so decoders follow them into more garbage). */
static void scramble(struct fuzz *f, unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = next(f);
	for (int k = 0; k < 16 && n > 16; k++) {
		const char *s = nasty[below(f, sizeof nasty / sizeof *nasty)];
		size_t len = strlen(s) + 1;
		memcpy(p + below(f, n - len), s, len);
	}
	for (int k = 0; k < 16 && n > 8; k++) {
		unsigned long v = below(f, 2) ? (unsigned long)(f->scratch + below(f, SCRATCH))
					      : below(f, 64);
		memcpy(p + below(f, n / 8) * 8, &v, 8);
	}
}

/* A pointer for the kernel to read or write: only ever into the scratch
 * area, at its unmapped end, NULL or an address nothing is mapped at. */
static unsigned long pointer(struct fuzz *f)
{
	switch (below(f, 8)) {
	case 0: return 0;
	case 1: return (unsigned long)f->scratch + SCRATCH - 1 - below(f, 32); /* crosses into the hole */
	case 2: return (unsigned long)f->scratch + SCRATCH;	/* the hole itself */
	case 3: return 0xffff800000000000UL + below(f, 1UL << 20) * 8;	/* kernel half */
	case 4: return 1 + below(f, PAGE);	/* the zero page */
	default: return (unsigned long)f->scratch + below(f, SCRATCH);
	}
}

/* A NUL-terminated string somewhere in the scratch area: nasty bytes, a
 * string that runs into the unmapped page, or a long one. */
static unsigned long string(struct fuzz *f)
{
	unsigned char *end = f->scratch + SCRATCH;
	switch (below(f, 8)) {
	case 0: return pointer(f);
	case 1: {	/* no NUL before the hole */
		unsigned long n = 1 + below(f, 64);
		memset(end - n, 'x', n);
		memcpy(end - n, nasty[below(f, sizeof nasty / sizeof *nasty)], n > 3 ? 3 : n);
		return (unsigned long)(end - n);
	}
	case 2: return (unsigned long)(f->long_string + below(f, 1000));
	case 3: return (unsigned long)"no-such-file";
	case 4: return (unsigned long)"/proc/self/status";
	case 5: return (unsigned long)".";
	default: {
		unsigned char *p = f->scratch + below(f, SCRATCH - 128);
		const char *s = nasty[below(f, sizeof nasty / sizeof *nasty)];
		memcpy(p, s, strlen(s));
		p[strlen(s) + below(f, 8)] = 0;
		return (unsigned long)p;
	}
	}
}

/* A length: small, exact page sizes, off by one, huge or negative. */
static unsigned long length(struct fuzz *f)
{
	switch (below(f, 6)) {
	case 0: return 0;
	case 1: return below(f, 64);
	case 2: return SCRATCH - below(f, 2);
	case 3: return (unsigned long)-1 - below(f, 4);
	case 4: return 1UL << (31 + below(f, 33) % 32);
	default: return below(f, SCRATCH);
	}
}

/* An fd: one of ours, negative, or one that is not open. */
static long fd(struct fuzz *f)
{
	switch (below(f, 6)) {
	case 0: return -1 - (long)below(f, 200);
	case 1: return 1000 + below(f, 100000);
	case 2: return AT_FDCWD;
	default: return f->fds[below(f, 6)];
	}
}

/* An fd the program opened itself: the only kind anything writes to. */
static long own_fd(struct fuzz *f)
{
	return below(f, 8) ? f->fds[below(f, 6)] : -1 - (long)below(f, 5);
}

/* Flags: known bits, unknown high bits, or every bit. */
static unsigned long flags(struct fuzz *f, unsigned long known)
{
	switch (below(f, 4)) {
	case 0: return 0;
	case 1: return next(f) & known;
	case 2: return (next(f) & known) | 1UL << (20 + below(f, 12));
	default: return (unsigned long)next(f);
	}
}

static void close_new(struct fuzz *f, long rc)
{
	for (int i = 0; i < 6; i++)
		if (rc == f->fds[i])
			return;
	if (rc > 2)
		close(rc);
}

static const unsigned long read_only_ioctls[] = {
	TCGETS, TIOCGWINSZ, FIONREAD, FS_IOC_GETFLAGS, FIGETBSZ, TIOCGPGRP,
	0xc0de0000, 0x80085a01, 0x5aff,
};

static const int read_only_prctls[] = {
	PR_GET_NAME, PR_GET_DUMPABLE, PR_GET_SECCOMP, PR_GET_TIMERSLACK,
	PR_GET_NO_NEW_PRIVS, PR_GET_PDEATHSIG, PR_GET_CHILD_SUBREAPER, 0x7fff1234,
};

static const int read_only_fcntls[] = {
	F_GETFD, F_GETFL, F_GETLK, F_GETOWN, F_GETSIG, F_GETPIPE_SZ, F_GET_SEALS,
	F_GETOWN_EX, F_GETLEASE, 9999,
};

/* One random call.  Returns nothing: every outcome is fine. */
static void one_call(struct fuzz *f)
{
	long rc;
	switch (below(f, 60)) {
	case 0: syscall(SYS_read, own_fd(f), pointer(f), length(f)); break;
	case 1: syscall(SYS_write, own_fd(f), string(f), length(f) % (SCRATCH / 2)); break;
	case 2: syscall(SYS_pread64, own_fd(f), pointer(f), length(f), next(f)); break;
	case 3: syscall(SYS_pwrite64, f->fds[0], string(f), below(f, 256), below(f, 1 << 20)); break;
	case 4: syscall(SYS_lseek, fd(f), next(f), below(f, 8)); break;
	case 5: syscall(SYS_fstat, fd(f), pointer(f)); break;
	case 6: syscall(SYS_newfstatat, fd(f), string(f), pointer(f), flags(f, 0x1d00)); break;
	case 7: syscall(SYS_statx, fd(f), string(f), flags(f, 0x7f00), next(f), pointer(f)); break;
	case 8: syscall(SYS_access, string(f), below(f, 16)); break;
	case 9: syscall(SYS_faccessat2, fd(f), string(f), below(f, 16), flags(f, 0x1200)); break;
	case 10:	/* opened read-only, never created or truncated */
		rc = syscall(SYS_openat, fd(f), string(f),
			     flags(f, O_NONBLOCK | O_CLOEXEC | O_DIRECTORY | O_NOFOLLOW | O_PATH)
			     & ~(O_ACCMODE | O_CREAT | O_TRUNC | O_APPEND | __O_TMPFILE | O_EXCL));
		close_new(f, rc);
		break;
	case 11: syscall(SYS_readlink, string(f), pointer(f), length(f)); break;
	case 12: syscall(SYS_readlinkat, fd(f), string(f), pointer(f), length(f)); break;
	case 13: syscall(SYS_getdents64, fd(f), pointer(f), length(f)); break;
	case 14: syscall(SYS_getcwd, pointer(f), length(f)); break;
	case 15: syscall(SYS_uname, pointer(f)); break;
	case 16: syscall(SYS_clock_gettime, (long)below(f, 20) - 4, pointer(f)); break;
	case 17: syscall(SYS_clock_getres, (long)next(f) % 16, pointer(f)); break;
	case 18: syscall(SYS_gettimeofday, pointer(f), pointer(f)); break;
	case 19: syscall(SYS_getrusage, (long)below(f, 6) - 2, pointer(f)); break;
	case 20: syscall(SYS_getrlimit, below(f, 20), pointer(f)); break;
	case 21: syscall(SYS_prlimit64, 0, below(f, 20), 0, pointer(f)); break;
	case 22: syscall(SYS_sched_getaffinity, 0, length(f), pointer(f)); break;
	case 23: syscall(SYS_sysinfo, pointer(f)); break;
	case 24: syscall(SYS_fstatfs, fd(f), pointer(f)); break;
	case 25: syscall(SYS_statfs, string(f), pointer(f)); break;
	case 26: syscall(SYS_getxattr, string(f), string(f), pointer(f), length(f)); break;
	case 27: syscall(SYS_listxattr, string(f), pointer(f), length(f)); break;
	case 28: syscall(SYS_ioctl, own_fd(f),
			 read_only_ioctls[below(f, sizeof read_only_ioctls / sizeof *read_only_ioctls)],
			 pointer(f));
		break;
	case 29: syscall(SYS_prctl, read_only_prctls[below(f, sizeof read_only_prctls / sizeof *read_only_prctls)],
			 pointer(f), 0, 0, 0);
		break;
	case 30: syscall(SYS_fcntl, own_fd(f),
			 read_only_fcntls[below(f, sizeof read_only_fcntls / sizeof *read_only_fcntls)],
			 pointer(f));
		break;
	case 31: syscall(SYS_poll, pointer(f), below(f, 8), 0); break;
	case 32: {	/* timeout {0, 0}: select never waits */
		struct timeval *tv = (struct timeval *)(f->scratch + SCRATCH - 2 * PAGE);
		tv->tv_sec = 0;
		tv->tv_usec = 0;
		syscall(SYS_select, below(f, 1100), pointer(f), pointer(f), pointer(f), tv);
		break;
	}
	case 33: syscall(SYS_epoll_ctl, own_fd(f), below(f, 5), fd(f), pointer(f)); break;
	case 34: syscall(SYS_epoll_wait, own_fd(f), pointer(f), (int)length(f), 0); break;
	case 35:	/* a relative path that does not exist in our private directory */
		syscall(SYS_execve, "no-such-program", pointer(f), pointer(f));
		break;
	case 36: syscall(SYS_rt_sigaction, (long)below(f, 70) - 2, 0, pointer(f), below(f, 2) ? 8 : length(f)); break;
	case 37: syscall(SYS_rt_sigprocmask, SIG_BLOCK, 0, pointer(f), below(f, 2) ? 8 : length(f)); break;
	case 38: syscall(SYS_write, f->fds[2], f->long_string, LONG_STRING); break;
	/* No children: wait4 and waitid fail at once whatever the flags. */
	case 39: syscall(SYS_wait4, (long)below(f, 4) - 1, pointer(f), flags(f, 0x7) | WNOHANG, pointer(f)); break;
	case 40: syscall(SYS_waitid, below(f, 5), below(f, 3), pointer(f), flags(f, 0xf) | WNOHANG, pointer(f)); break;
	case 41: syscall(SYS_getgroups, (int)length(f), pointer(f)); break;
	case 42: syscall(SYS_getresuid, pointer(f), pointer(f), pointer(f)); break;
	case 43: syscall(SYS_capget, pointer(f), pointer(f)); break;
	case 44: syscall(SYS_sched_getattr, 0, pointer(f), length(f), flags(f, 0)); break;
	case 45: syscall(SYS_sched_getparam, 0, pointer(f)); break;
	case 46: syscall(SYS_getitimer, (long)below(f, 5) - 1, pointer(f)); break;
	case 47: syscall(SYS_sigaltstack, 0, pointer(f)); break;	/* a query only */
	case 48: syscall(SYS_rt_sigpending, pointer(f), below(f, 2) ? 8 : length(f)); break;
	case 49: syscall(SYS_mincore, (unsigned long)f->scratch + PAGE * below(f, 6), length(f), pointer(f)); break;
	case 50: syscall(SYS_get_mempolicy, pointer(f), pointer(f), length(f), pointer(f), flags(f, 0xf)); break;
	/* FUTEX_WAKE wakes nobody here; a wait could block, so none. */
	case 51: syscall(SYS_futex, pointer(f), below(f, 2) ? 1 | 128 : 0x7f, below(f, 3), 0, 0, 0); break;
	case 52: syscall(SYS_readv, own_fd(f), pointer(f), (long)below(f, 8) - 1); break;
	case 53: syscall(SYS_writev, own_fd(f), pointer(f), (long)below(f, 8) - 1); break;
	case 54: syscall(SYS_preadv, own_fd(f), pointer(f), below(f, 1100), below(f, 1 << 20), 0); break;
	case 55: syscall(SYS_name_to_handle_at, fd(f), string(f), pointer(f), pointer(f), flags(f, 0x1400)); break;
	case 56: syscall(SYS_lstat, string(f), pointer(f)); break;
	case 57: syscall(SYS_times, pointer(f)); break;
	case 58: syscall(SYS_getpriority, below(f, 4), 0); break;
	default: syscall(SYS_getppid); break;
	}
}

/* Scratch memory: SCRATCH bytes and an unmapped page right after them. */
static unsigned char *scratch_area(void)
{
	unsigned char *p = mmap(NULL, SCRATCH + PAGE, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED || munmap(p + SCRATCH, PAGE))
		abort();
	return p;
}

static char *long_text(void)
{
	char *s = malloc(LONG_STRING + 1);
	if (!s)
		abort();
	for (size_t i = 0; i < LONG_STRING; i++)
		s[i] = 'a' + i % 26;
	s[LONG_STRING] = 0;
	return s;
}

static void open_fds(struct fuzz *f)
{
	const char *tmp = getenv("TMPDIR");
	int pipefd[2];
	snprintf(f->dir, sizeof f->dir, "%.40s/seize-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(f->dir) || chdir(f->dir))
		abort();
	f->fds[0] = open("scratch", O_RDWR | O_CREAT | O_EXCL, 0600);
	f->fds[1] = open(".", O_RDONLY | O_DIRECTORY);
	f->fds[2] = open("/dev/null", O_RDWR);
	if (pipe2(pipefd, O_NONBLOCK))
		abort();
	f->fds[3] = pipefd[0];
	f->fds[4] = pipefd[1];
	f->fds[5] = epoll_create1(0);
	for (int i = 0; i < 6; i++)
		if (f->fds[i] < 0)
			abort();
}

/* Drain the pipe now and then so writes keep reaching it. */
static void drain(struct fuzz *f)
{
	char buf[PAGE];
	while (read(f->fds[3], buf, sizeof buf) > 0)
		;
}

int main(int argc, char **argv)
{
	struct fuzz f = { 0 };
	if (argc < 2) {
		fprintf(stderr, "usage: fuzz SEED [COUNT [STATUS]]\n");
		return 2;
	}
	f.rng = strtoull(argv[1], NULL, 0) * 0x9e3779b97f4a7c15ULL + 1;
	long count = argc > 2 ? atol(argv[2]) : 3000;
	int status = argc > 3 ? atoi(argv[3]) : 0;
	f.scratch = scratch_area();
	f.long_string = long_text();
	open_fds(&f);
	for (long i = 0; i < count; i++) {
		if (i % 64 == 0) {
			scramble(&f, f.scratch, SCRATCH);
			drain(&f);
		}
		one_call(&f);
	}
	/* Remove only what open_fds created, by its full path. */
	char path[128];
	for (int i = 0; i < 6; i++)
		close(f.fds[i]);
	snprintf(path, sizeof path, "%s/scratch", f.dir);
	unlink(path);
	rmdir(f.dir);
	return status;
}
