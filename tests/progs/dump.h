/* Shared by the dump-*.c test programs of tests/dumps.bats.  Each makes
 * read and write family calls on descriptors of fixed numbers and prints,
 * on stdout, the lines seize must write for them: the call's line and,
 * when its descriptor is in the dumped set, the dump lines after it.
 *
 * Which descriptors are dumped the program learns from the environment,
 * DUMP_READ and DUMP_WRITE ("all", "none", "3,5" or "!3,5"), which the
 * test spells differently from the -e read= / -e write= it gives seize.
 *
 * stdout is one buffer written at exit: the expected lines must not be
 * write(1, ...) calls between the calls under test. */
#ifndef SEIZE_TEST_DUMP_H
#define SEIZE_TEST_DUMP_H

#define _GNU_SOURCE
#include "progs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

/* The descriptors the programs use, dup2'd to numbers the test knows. */
enum { FD_PIPE_R = 10, FD_PIPE_W = 11, FD_NULL = 12, FD_SOCK_A = 13, FD_SOCK_B = 14,
       FD_CLOSED = 15 };

static inline void dump_start(void)
{
	static char buf[8 << 20];
	setvbuf(stdout, buf, _IOFBF, sizeof buf);
}

/* fd moved to the fixed number want */
static inline void fixed_fd(int fd, int want)
{
	if (fd < 0 || dup2(fd, want) != want)
		abort();
	if (fd != want)
		close(fd);
}

static inline bool fd_in(const char *var, int fd)
{
	const char *spec = getenv(var);
	if (!spec || !strcmp(spec, "none"))
		return false;
	if (!strcmp(spec, "all"))
		return true;
	bool not = spec[0] == '!';
	char copy[256];
	snprintf(copy, sizeof copy, "%s", spec + not);
	for (char *save, *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		if (atoi(tok) == fd)
			return !not;
	return not;
}

static inline bool read_dumped(int fd) { return fd_in("DUMP_READ", fd); }
static inline bool write_dumped(int fd) { return fd_in("DUMP_WRITE", fd); }

/* -s: DUMP_STRSIZE, or strace's 32. */
static inline long strsize(void)
{
	const char *s = getenv("DUMP_STRSIZE");
	return s ? atol(s) : 32;
}

/* A buffer argument as strace quotes it (no -x), cut at -s: n bytes at p. */
static inline const char *quoted(const void *p, long n)
{
	static char bufs[4][4096];
	static int k;
	const unsigned char *b = p;
	char *out = bufs[k++ % 4], *o = out;
	long shown = n < strsize() ? n : strsize();
	*o++ = '"';
	for (long i = 0; i < shown; i++) {
		unsigned char c = b[i];
		const char *esc = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\f' ? "\\f" :
				  c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" :
				  c == '\v' ? "\\v" : NULL;
		if (esc)
			o += sprintf(o, "%s", esc);
		else if (c >= ' ' && c < 0x7f)
			*o++ = (char)c;
		else if (i + 1 < shown && b[i + 1] >= '0' && b[i + 1] <= '7')
			o += sprintf(o, "\\%03o", c);
		else
			o += sprintf(o, "\\%o", c);
	}
	*o++ = '"';
	*o = 0;
	if (n > shown)
		strcat(out, "...");
	return out;
}

/* "TEXT = rc" or "TEXT = -1 ENAME (message)", "= " at column 40: progs.h's
 * expect() without its fflush, which would be a write(1, ...) of its own
 * in the middle of the calls the test dumps. */
static inline void line(long rc, const char *errname, const char *fmt, ...)
{
	char text[8192];
	int saved = errno;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	int pad = 40 - (int)strlen(text);
	if (pad < 1)
		pad = 1;
	if (rc == -1 && errname)
		printf("%s%*s= -1 %s (%s)\n", text, pad, "", errname, strerror(saved));
	else
		printf("%s%*s= %ld\n", text, pad, "", rc);
	errno = saved;
}

/* The dump lines of the first n bytes of a buffer of size bytes at p, as
 * strace prints them: an offset (five hex digits, more past 1 MiB),
 * sixteen bytes in two groups of eight, and the bytes as ASCII, '.' for
 * the unprintable. */
static inline void dump_rows(const void *p, size_t n, size_t size)
{
	const unsigned char *b = p;
	int digits = 5;
	if (size > 1 << 20)
		for (digits = 1; (size - 1) >> (4 * digits); digits++)
			;
	for (size_t off = 0; off < n; off += 16) {
		printf(" | %0*zx  ", digits, off);
		for (size_t i = 0; i < 16; i++) {
			if (off + i < n)
				printf("%02x ", b[off + i]);
			else
				printf("   ");
			if (i == 7 || i == 15)
				putchar(' ');
		}
		for (size_t i = 0; i < 16; i++) {
			unsigned char c = off + i < n ? b[off + i] : ' ';
			putchar(c >= ' ' && c < 0x7f ? c : '.');
		}
		printf(" |\n");
	}
}

static inline void dump_lines(const void *p, size_t n)
{
	dump_rows(p, n, n);
}

/* A vector's header before each buffer it moved bytes of. */
static inline void buffer_header(size_t n, int i)
{
	printf(" * %zu bytes in buffer %d\n", n, i);
}

/* A mmsg call's header before each message. */
static inline void vector_header(size_t n, unsigned i)
{
	printf(" = %zu buffers in vector %u\n", n, i);
}

/* The bytes moved by a vector call of moved bytes over iov, as strace
 * splits them (it stops at the first empty buffer). */
static inline void dump_iov(const struct iovec *iov, int n, size_t moved)
{
	for (int i = 0; i < n; i++) {
		size_t len = iov[i].iov_len < moved ? iov[i].iov_len : moved;
		if (!len)
			break;
		moved -= len;
		buffer_header(len, i);
		dump_lines(iov[i].iov_base, len);
	}
}

/* A vector argument as strace prints it: each buffer's bytes, the first
 * moved of them in all (a read shows what it filled); -s elements at most. */
static inline const char *iov_text(const struct iovec *iov, int n, size_t moved)
{
	static char bufs[2][8192];
	static int k;
	char *out = bufs[k++ % 2], *o = out;
	o += sprintf(o, "[");
	for (int i = 0; i < n; i++) {
		if (i == strsize()) {
			o += sprintf(o, ", ...");
			break;
		}
		size_t shown = iov[i].iov_len < moved ? iov[i].iov_len : moved;
		moved -= shown;
		o += sprintf(o, "%s{iov_base=%s, iov_len=%zu}", i ? ", " : "",
			     quoted(iov[i].iov_base, shown), iov[i].iov_len);
	}
	sprintf(o, "]");
	return out;
}

#endif
