/* Where strace 6.1 stops an array or counts a buffer: sendfile's offset
 * (unsigned, and only before the call when nothing is sent),
 * futex_waitv's waiters (no more than the kernel's FUTEX_WAITV_MAX, even
 * under -v), setgroups' list (the element at the -s cut is read, its
 * address shown when unreadable), process_vm_writev's local iovecs (each
 * one's bytes up to -s, however long the others), sendmmsg's messages (no
 * more than IOV_MAX, even under -v).  Every call that could change
 * something fails.  SEIZE_ARRAYS=s2 or v: the lines of -s 2 or of -v. */
#include "progs.h"

#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>

enum { DEFAULT, S2, V };
static int mode;

static const char *err(void)
{
	return strerrorname_np(errno);
}

/* An expected line too long for expect(): the text is printed as it is
 * built, then " = " and the result (the text is past column 40). */
static void end_line(long rc, int saved_errno)
{
	if (rc == -1)
		printf(" = -1 %s (%s)\n", strerrorname_np(saved_errno), strerror(saved_errno));
	else
		printf(" = %ld\n", rc);
	fflush(stdout);
}

static void test_sendfile(void)
{
	int in = open("/proc/self/exe", O_RDONLY);
	int out = open("/dev/null", O_WRONLY);
	if (in < 0 || out < 0)
		exit(1);
	int64_t off = 0;
	long rc = syscall(SYS_sendfile, out, in, &off, 3UL);
	expect(rc, err(), "sendfile(%d, %d, [0] => [%lld], 3)", out, in, (long long)off);
	off = -1;
	rc = syscall(SYS_sendfile, out, in, &off, 1UL);
	expect(rc, err(), "sendfile(%d, %d, [18446744073709551615], 1)", out, in);
	rc = syscall(SYS_sendfile, out, in, &off, 0UL);
	expect(rc, err(), "sendfile(%d, %d, [18446744073709551615], 0)", out, in);
	rc = syscall(SYS_sendfile, out, -1, NULL, 2UL);
	expect(rc, err(), "sendfile(%d, -1, NULL, 2)", out);
	close(in);
	close(out);
}

struct waiter {
	uint64_t val, uaddr;
	uint32_t flags, reserved;
};

/* 129 waiters, one too many: the kernel refuses them before reading; the
 * one past the 128th is in the unmapped page. */
static void test_futex_waitv(char *page)
{
	static uint32_t word;
	unsigned max = FUTEX_WAITV_MAX, shown = mode == V ? max : 32;
	struct waiter *w = (void *)(page + 4096 - max * sizeof *w);
	for (unsigned i = 0; i < max; i++) {
		w[i].val = i;
		w[i].uaddr = (uintptr_t)&word;
		w[i].flags = FUTEX_32;
		w[i].reserved = 0;
	}
	struct timespec ts = { 1, 0 };
	long rc = syscall(SYS_futex_waitv, w, max + 1, 0, &ts, CLOCK_MONOTONIC);
	int saved = errno;
	printf("futex_waitv([");
	for (unsigned i = 0; i < shown; i++)
		printf("%s{val=%#x, uaddr=%p, flags=FUTEX_32}", i ? ", " : "", i, (void *)&word);
	if (mode == V)
		printf(", ... /* %p */", (void *)(w + max));
	else
		printf(", ...");
	printf("], %u, 0, {tv_sec=1, tv_nsec=0}, CLOCK_MONOTONIC)", max + 1);
	end_line(rc, saved);
	/* within the kernel's most, the waiter past them is read first */
	rc = syscall(SYS_futex_waitv, w + max - 1, 2, 0, NULL, CLOCK_MONOTONIC);
	expect(rc, err(), "futex_waitv([{val=%#x, uaddr=%p, flags=FUTEX_32}, ... /* %p */], 2, 0, "
	       "NULL, CLOCK_MONOTONIC)", max - 1, (void *)&word, (void *)(w + max));
}

static void test_setgroups(char *page)
{
	uint32_t *g = (void *)(page + 4096 - 2 * sizeof *g);
	g[0] = 4294967294u;
	g[1] = 7;
	long rc = syscall(SYS_setgroups, 3, g);
	expect(rc, err(), "setgroups(3, [4294967294, 7, ... /* %p */])", (void *)(g + 2));
	rc = syscall(SYS_setgroups, 2, page + 4096);
	expect(rc, err(), "setgroups(2, %p)", (void *)(page + 4096));
}

static void test_process_vm_writev(void)
{
	static char a[64], b[64];
	memset(a, 'a', sizeof a);
	memset(b, 'b', sizeof b);
	/* lengths whose sum overflows: EINVAL, nothing written */
	struct iovec local[2] = { { a, (size_t)-16 }, { b, (size_t)-16 } };
	struct iovec remote[1] = { { a, 3 } };
	long rc = syscall(SYS_process_vm_writev, getpid(), local, 2UL, remote, 1UL, 0UL);
	if (mode == S2)
		expect(rc, err(), "process_vm_writev(%d, [{iov_base=\"aa\"..., "
		       "iov_len=18446744073709551600}, {iov_base=\"bb\"..., "
		       "iov_len=18446744073709551600}], 2, [{iov_base=%p, iov_len=3}], 1, 0)",
		       getpid(), (void *)a);
	else
		expect(rc, err(), "process_vm_writev(%d, [{iov_base=\"%.32s\"..., "
		       "iov_len=18446744073709551600}, {iov_base=\"%.32s\"..., "
		       "iov_len=18446744073709551600}], 2, [{iov_base=%p, iov_len=3}], 1, 0)",
		       getpid(), a, b, (void *)a);
}

/* One message more than the kernel takes, on no descriptor: under -v
 * IOV_MAX of them and "...". */
static void test_sendmmsg(void)
{
	static struct mmsghdr mm[IOV_MAX + 1];
	long rc = syscall(SYS_sendmmsg, -1, mm, IOV_MAX + 1, 0);
	int saved = errno;
	printf("sendmmsg(-1, [");
	for (int i = 0; i < IOV_MAX; i++)
		printf("%s{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=NULL, msg_iovlen=0, "
		       "msg_controllen=0, msg_flags=0}}", i ? ", " : "");
	printf(", ...], %d, 0)", IOV_MAX + 1);
	end_line(rc, saved);
}

int main(void)
{
	const char *m = getenv("SEIZE_ARRAYS");
	mode = m && !strcmp(m, "s2") ? S2 : m && !strcmp(m, "v") ? V : DEFAULT;
	char *page = tail_page();
	test_sendfile();
	if (mode != S2)
		test_futex_waitv(page);
	test_setgroups(page);
	test_process_vm_writev();
	if (mode == V)
		test_sendmmsg();
	return 0;
}
