/* -e read= / -e write= on the vector calls: readv, writev, preadv,
 * pwritev, preadv2, pwritev2, vmsplice; a read spread over its buffers,
 * the stop at an empty buffer, an unreadable buffer and an unreadable
 * array.  Run by tests/dumps.bats. */
#include "dump.h"

enum { FD_FILE = 16 };

static void wrote(long rc, const char *call, int fd, const struct iovec *iov, int n,
		  const char *tail)
{
	line(rc, NULL, "%s(%d, %s, %d%s)", call, fd, iov_text(iov, n, (size_t)-1), n, tail);
	if (write_dumped(fd))
		dump_iov(iov, n, (size_t)-1);
}

static void got(long rc, const char *call, int fd, const struct iovec *iov, int n,
		const char *tail)
{
	line(rc, NULL, "%s(%d, %s, %d%s)", call, fd, iov_text(iov, n, rc), n, tail);
	if (read_dumped(fd))
		dump_iov(iov, n, rc);
}

int main(void)
{
	dump_start();
	int p[2];
	if (pipe(p))
		return 1;
	fixed_fd(p[0], FD_PIPE_R);
	fixed_fd(p[1], FD_PIPE_W);
	fixed_fd(open("/dev/null", O_WRONLY), FD_NULL);
	fixed_fd(open("dump-vec.tmp", O_RDWR | O_CREAT | O_TRUNC, 0600), FD_FILE);
	unlink("dump-vec.tmp");
	char a[2], b[10], c[40];

	/* the dump stops at the empty buffer, though "defgh" was written */
	struct iovec w3[3] = { { "abc", 3 }, { "", 0 }, { "defgh", 5 } };
	wrote(writev(FD_PIPE_W, w3, 3), "writev", FD_PIPE_W, w3, 3, "");
	/* eight bytes spread over a two-byte and a ten-byte buffer */
	struct iovec r2[2] = { { a, sizeof a }, { b, sizeof b } };
	got(readv(FD_PIPE_R, r2, 2), "readv", FD_PIPE_R, r2, 2, "");
	/* more than a line in one buffer */
	struct iovec w2[2] = { { "0123456789abcdefghij", 20 }, { "\1\2\3", 3 } };
	wrote(pwritev(FD_FILE, w2, 2, 0), "pwritev", FD_FILE, w2, 2, ", 0");
	struct iovec r3[2] = { { b, sizeof b }, { c, sizeof c } };
	got(preadv(FD_FILE, r3, 2, 3), "preadv", FD_FILE, r3, 2, ", 3");
	struct iovec w1[1] = { { "splice", 6 } };
	wrote(pwritev2(FD_PIPE_W, w1, 1, -1, 0), "pwritev2", FD_PIPE_W, w1, 1, ", -1, 0");
	wrote(vmsplice(FD_PIPE_W, w1, 1, 0), "vmsplice", FD_PIPE_W, w1, 1, ", 0");
	got(preadv2(FD_PIPE_R, r3, 2, -1, 0), "preadv2", FD_PIPE_R, r3, 2, ", -1, 0");

	/* a buffer that cannot be read: its header, no bytes, then the next */
	char *page = tail_page();
	struct iovec bad[3] = { { "one", 3 }, { page + 4096, 4 }, { "three", 5 } };
	long rc = writev(FD_NULL, bad, 3);
	line(rc, NULL, "writev(%d, [{iov_base=\"one\", iov_len=3}, {iov_base=%p, iov_len=4}, "
	     "{iov_base=\"three\", iov_len=5}], 3)", FD_NULL, (void *)(page + 4096));
	if (write_dumped(FD_NULL)) {
		buffer_header(3, 0);
		dump_lines("one", 3);
		buffer_header(4, 1);
		buffer_header(5, 2);
		dump_lines("three", 5);
	}
	/* an array that crosses into the unmapped page: nothing dumped */
	struct iovec *tail = (struct iovec *)(page + 4096 - sizeof *tail);
	tail[0].iov_base = "x";
	tail[0].iov_len = 1;
	rc = writev(FD_NULL, tail, 2);
	line(rc, "EFAULT", "writev(%d, [{iov_base=\"x\", iov_len=1}, ... /* %p */], 2)",
	     FD_NULL, (void *)(tail + 1));
	return 0;
}
