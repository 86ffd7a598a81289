/* -e read= / -e write= on read, write, pread64, pwrite64: short text, every
 * byte value, a partial read, failed calls, unreadable buffers and dumps
 * longer than seize's 64 KiB block.  Run by tests/dumps.bats. */
#include "dump.h"

enum { FD_FILE = 16 };

static void do_write(int fd, const void *p, size_t n)
{
	long rc = write(fd, p, n);
	line(rc, NULL, "write(%d, %s, %zu)", fd, quoted(p, n), n);
	if (write_dumped(fd))
		dump_lines(p, n);
}

static void do_read(int fd, void *p, size_t n)
{
	long rc = read(fd, p, n);
	line(rc, NULL, "read(%d, %s, %zu)", fd, quoted(p, rc), n);
	if (read_dumped(fd))
		dump_lines(p, rc);
}

/* n bytes at p that /dev/null takes without reading them: the dump reads
 * what it can, 64 KiB at a time, and says where it had to stop. */
static void unreadable_tail(const char *p, size_t n, size_t readable, size_t mapped)
{
	long rc = write(FD_NULL, p, n);
	/* the line shows the bytes when the first -s + 1 can be read */
	if ((size_t)strsize() < mapped)
		line(rc, NULL, "write(%d, %s, %zu)", FD_NULL, quoted(p, n), n);
	else
		line(rc, NULL, "write(%d, %p, %zu)", FD_NULL, (void *)p, n);
	if (!write_dumped(FD_NULL) || !readable)
		return;
	dump_rows(p, readable, n);
	size_t left = n - readable < 65536 ? n - readable : 65536;
	printf(" | <Cannot fetch %zu byte%s from pid %d @%p>\n", left, left == 1 ? "" : "s",
	       getpid(), (void *)(p + readable));
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
	fixed_fd(open("dump-rw.tmp", O_RDWR | O_CREAT | O_TRUNC, 0600), FD_FILE);
	unlink("dump-rw.tmp");
	char buf[300];

	/* short text; a read that asks for more than there is */
	do_write(FD_PIPE_W, "hello world\n", 12);
	do_read(FD_PIPE_R, buf, 100);
	/* every byte value: sixteen rows, '.' for the unprintable */
	unsigned char all[256];
	for (int i = 0; i < 256; i++)
		all[i] = (unsigned char)i;
	do_write(FD_PIPE_W, all, sizeof all);
	do_read(FD_PIPE_R, buf, sizeof buf);
	/* nothing moved: no dump line */
	do_write(FD_PIPE_W, "", 0);
	/* longer than -s: the dump is whole */
	static const char text[] = "The quick brown fox jumps over the lazy dog, twice: "
				   "the quick brown fox jumps over the lazy dog.";
	do_write(FD_PIPE_W, text, sizeof text - 1);
	do_read(FD_PIPE_R, buf, sizeof buf);

	/* pwrite64 and pread64 at offsets */
	long rc = pwrite(FD_FILE, "0123456789abcdefXYZ", 19, 5);
	line(rc, NULL, "pwrite64(%d, %s, 19, 5)", FD_FILE, quoted("0123456789abcdefXYZ", 19));
	if (write_dumped(FD_FILE))
		dump_lines("0123456789abcdefXYZ", 19);
	rc = pread(FD_FILE, buf, 50, 0);
	line(rc, NULL, "pread64(%d, %s, 50, 0)", FD_FILE, quoted(buf, rc));
	if (read_dumped(FD_FILE))
		dump_lines(buf, rc);

	/* a failed write is dumped whole, a failed read not at all */
	rc = write(FD_CLOSED, "lost", 4);
	line(rc, "EBADF", "write(%d, %s, 4)", FD_CLOSED, quoted("lost", 4));
	if (write_dumped(FD_CLOSED))
		dump_lines("lost", 4);
	rc = read(FD_CLOSED, buf, 4);
	line(rc, "EBADF", "read(%d, %p, 4)", FD_CLOSED, (void *)buf);
	/* a bad pointer: nothing to dump */
	rc = write(FD_PIPE_W, (void *)1, 3);
	line(rc, "EFAULT", "write(%d, 0x1, 3)", FD_PIPE_W);
	/* a buffer that crosses into an unmapped page: no dump line */
	char *page = tail_page();
	unreadable_tail(page + 4096 - 8, 16, 0, 8);

	/* past a 64 KiB block, the rest unreadable */
	char *big = mmap(NULL, 2 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (big == MAP_FAILED)
		return 1;
	munmap(big + 65536, (2 << 20) - 65536);
	for (int i = 0; i < 65536; i++)
		big[i] = (char)(i * 7 + i / 256);
	unreadable_tail(big, 65536 + 40, 65536, 65536);
	/* past 1 MiB the offsets take six digits */
	unreadable_tail(big, (1 << 20) + 16, 65536, 65536);
	return 0;
}
