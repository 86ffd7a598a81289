/* Data: read/write and their positional and vector forms (how much of the
 * data shows, and when), sendfile, splice, tee, copy_file_range. */
#include "progs.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/uio.h>

static long sys(long nr, long a, long b, long c, long d, long e, long f)
{
	return syscall(nr, a, b, c, d, e, f);
}

static void test_read_write(int rd, int wr)
{
	char buf[64];
	long rc = sys(SYS_write, wr, (long)"hello\n", 6, 0, 0, 0);
	expect(rc, NULL, "write(%d, \"hello\\n\", 6)", wr);
	rc = sys(SYS_read, rd, (long)buf, sizeof buf, 0, 0, 0);
	expect(rc, NULL, "read(%d, \"hello\\n\", %zu)", rd, sizeof buf);
	rc = sys(SYS_read, -1, (long)buf, 10, 0, 0, 0);
	expect(rc, "EBADF", "read(-1, %p, 10)", (void *)buf);
	rc = sys(SYS_write, wr, 0, 0, 0, 0, 0);
	expect(rc, NULL, "write(%d, NULL, 0)", wr);
	rc = sys(SYS_pwrite64, -1, (long)"abc", 3, -1, 0, 0);
	expect(rc, "EINVAL", "pwrite64(-1, \"abc\", 3, -1)");
	rc = sys(SYS_pread64, rd, (long)buf, 4, 7, 0, 0);
	expect(rc, "ESPIPE", "pread64(%d, %p, 4, 7)", rd, (void *)buf);
}

/* Reads show only as many bytes as the call returned, spread over the
 * vectors in order; writes show every vector; both at most -s bytes each
 * and -s vectors. */
static void test_vectors(int rd, int wr)
{
	char a[] = "hello", b[] = "world!", r1[3], r2[20];
	struct iovec out[3] = { { a, 5 }, { b, 6 }, { NULL, 0 } };
	struct iovec in[2] = { { r1, 3 }, { r2, 20 } };
	long rc = sys(SYS_writev, wr, (long)out, 2, 0, 0, 0);
	expect(rc, NULL, "writev(%d, [{iov_base=\"hello\", iov_len=5}, {iov_base=\"world!\", iov_len=6}], 2)", wr);
	rc = sys(SYS_readv, rd, (long)in, 2, 0, 0, 0);
	expect(rc, NULL, "readv(%d, [{iov_base=\"hel\", iov_len=3}, {iov_base=\"loworld!\", iov_len=20}], 2)", rd);
	rc = sys(SYS_writev, wr, (long)out, 1, 0, 0, 0);
	expect(rc, NULL, "writev(%d, [{iov_base=\"hello\", iov_len=5}], 1)", wr);
	rc = sys(SYS_readv, rd, (long)in, 2, 0, 0, 0);
	expect(rc, NULL, "readv(%d, [{iov_base=\"hel\", iov_len=3}, {iov_base=\"lo\", iov_len=20}], 2)", rd);
	rc = sys(SYS_writev, wr, (long)out, 1, 0, 0, 0);
	expect(rc, NULL, "writev(%d, [{iov_base=\"hello\", iov_len=5}], 1)", wr);
	rc = sys(SYS_readv, rd, (long)in, 1, 0, 0, 0);
	expect(rc, NULL, "readv(%d, [{iov_base=\"hel\", iov_len=3}], 1)", rd);
	rc = sys(SYS_readv, rd, (long)&in[1], 1, 0, 0, 0);
	expect(rc, NULL, "readv(%d, [{iov_base=\"lo\", iov_len=20}], 1)", rd);

	rc = sys(SYS_readv, -1, (long)in, 2, 0, 0, 0);
	expect(rc, "EBADF", "readv(-1, [{iov_base=%p, iov_len=3}, {iov_base=%p, iov_len=20}], 2)",
	       (void *)r1, (void *)r2);
	rc = sys(SYS_writev, -1, (long)out, 3, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [{iov_base=\"hello\", iov_len=5}, {iov_base=\"world!\", iov_len=6}, {iov_base=NULL, iov_len=0}], 3)");
	rc = sys(SYS_writev, -1, 0, 1, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, NULL, 1)");
	rc = sys(SYS_writev, -1, (long)out, 0, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [], 0)");
	rc = sys(SYS_writev, -1, 1, 1, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, 0x1, 1)");
	rc = sys(SYS_writev, -1, (long)out, 1L << 62, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, %p, 4611686018427387904)", (void *)out);

	/* the array runs into an unmapped page */
	char *page = tail_page();
	struct iovec *last = (struct iovec *)(page + 4096) - 1;
	*last = out[0];
	rc = sys(SYS_writev, -1, (long)last, 2, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [{iov_base=\"hello\", iov_len=5}, ... /* %p */], 2)", (void *)(page + 4096));
	rc = sys(SYS_writev, -1, (long)(last + 1), 1, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, %p, 1)", (void *)(last + 1));
	struct iovec cut = { page + 4095, 2 };
	rc = sys(SYS_writev, -1, (long)&cut, 1, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [{iov_base=%p, iov_len=2}], 1)", (void *)(page + 4095));

	/* -s (32) vectors at most */
	struct iovec many[40];
	for (int i = 0; i < 40; i++)
		many[i] = (struct iovec){ a, 1 };
	char text[2048] = "";
	for (int i = 0; i < 32; i++)
		strcat(text, "{iov_base=\"h\", iov_len=1}, ");
	rc = sys(SYS_writev, -1, (long)many, 33, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [%s...], 33)", text);
	text[strlen(text) - 2] = 0;
	rc = sys(SYS_writev, -1, (long)many, 32, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [%s], 32)", text);
	struct iovec big = { page, 4096 };
	memset(page, 'x', 4096);
	rc = sys(SYS_writev, -1, (long)&big, 1, 0, 0, 0);
	expect(rc, "EBADF", "writev(-1, [{iov_base=\"%.32s\"..., iov_len=4096}], 1)", page);
}

static void test_positional_vectors(int fd)
{
	char a[] = "hello", b[] = "world!", r1[3], r2[20];
	struct iovec out[2] = { { a, 5 }, { b, 6 } };
	struct iovec in[2] = { { r1, 3 }, { r2, 20 } };
	long rc = sys(SYS_pwritev, fd, (long)out, 2, 4, 0, 0);
	expect(rc, NULL, "pwritev(%d, [{iov_base=\"hello\", iov_len=5}, {iov_base=\"world!\", iov_len=6}], 2, 4)", fd);
	rc = sys(SYS_preadv, fd, (long)in, 2, 6, 0, 0);
	expect(rc, NULL, "preadv(%d, [{iov_base=\"llo\", iov_len=3}, {iov_base=\"world!\", iov_len=20}], 2, 6)", fd);
	rc = sys(SYS_preadv2, fd, (long)in, 2, 10, 0, RWF_HIPRI);
	expect(rc, NULL, "preadv2(%d, [{iov_base=\"orl\", iov_len=3}, {iov_base=\"d!\", iov_len=20}], 2, 10, RWF_HIPRI)", fd);
	rc = sys(SYS_pwritev2, -1, (long)out, 2, -1, 0, RWF_HIPRI | 0x100);
	expect(rc, "EBADF", "pwritev2(-1, [{iov_base=\"hello\", iov_len=5}, {iov_base=\"world!\", iov_len=6}], 2, -1, RWF_HIPRI|0x100)");
	/* x86_64 ignores the high half of the position */
	rc = sys(SYS_pwritev2, -1, (long)out, 1, 0x1234, 0x5678, 0x40);
	expect(rc, "EBADF", "pwritev2(-1, [{iov_base=\"hello\", iov_len=5}], 1, 4660, 0x40 /* RWF_??? */)");
	rc = sys(SYS_preadv2, -1, (long)in, 1, 7, 0, RWF_NOWAIT);
	expect(rc, "EBADF", "preadv2(-1, [{iov_base=%p, iov_len=3}], 1, 7, RWF_NOWAIT)", (void *)r1);
	rc = sys(SYS_preadv, -1, (long)in, 1, 5, 0, 0);
	expect(rc, "EBADF", "preadv(-1, [{iov_base=%p, iov_len=3}], 1, 5)", (void *)r1);
}

static void test_copies(int fd, int rd, int wr)
{
	long long off = 2;
	long rc = sys(SYS_sendfile, wr, fd, (long)&off, 3, 0, 0);
	expect(rc, NULL, "sendfile(%d, %d, [2] => [5], 3)", wr, fd);
	rc = sys(SYS_sendfile, wr, fd, 0, 0, 0, 0);
	expect(rc, NULL, "sendfile(%d, %d, NULL, 0)", wr, fd);
	rc = sys(SYS_sendfile, -1, fd, (long)&off, 3, 0, 0);
	expect(rc, "EBADF", "sendfile(-1, %d, [5], 3)", fd);
	rc = sys(SYS_sendfile, wr, fd, 8, 3, 0, 0);
	expect(rc, "EFAULT", "sendfile(%d, %d, 0x8, 3)", wr, fd);

	long long in_off = 0, out_off = 20;
	rc = sys(SYS_splice, fd, (long)&in_off, wr, 0, 4, SPLICE_F_MOVE | SPLICE_F_NONBLOCK);
	expect(rc, NULL, "splice(%d, [0], %d, NULL, 4, SPLICE_F_MOVE|SPLICE_F_NONBLOCK)", fd, wr);
	rc = sys(SYS_tee, rd, wr, 10, SPLICE_F_NONBLOCK, 0, 0);
	expect(rc, "EINVAL", "tee(%d, %d, 10, SPLICE_F_NONBLOCK)", rd, wr);
	rc = sys(SYS_splice, -1, (long)&in_off, -1, (long)&out_off, 4, 0x100);
	expect(rc, "EINVAL", "splice(-1, [4], -1, [20], 4, 0x100 /* SPLICE_F_??? */)");
	rc = sys(SYS_copy_file_range, fd, (long)&in_off, fd, (long)&out_off, 2, 0);
	expect(rc, NULL, "copy_file_range(%d, [4], %d, [20], 2, 0)", fd, fd);
	rc = sys(SYS_copy_file_range, -1, 0, -1, 0, 1, 0xffffffff00000010L);
	expect(rc, "EBADF", "copy_file_range(-1, NULL, -1, NULL, 1, 16)");
	char buf[64];
	rc = sys(SYS_read, rd, (long)buf, sizeof buf, 0, 0, 0);
	expect(rc, NULL, "read(%d, \"\\0\\0h\\0\\0\\0\\0\", %zu)", rd, sizeof buf);
}

int main(void)
{
	int fds[2];
	int fd = memfd_create("desc-io", 0);
	if (fd < 0 || pipe(fds) < 0)
		return 1;
	test_read_write(fds[0], fds[1]);
	test_vectors(fds[0], fds[1]);
	test_positional_vectors(fd);
	test_copies(fd, fds[0], fds[1]);
	return 0;
}
