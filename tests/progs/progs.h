/* Shared by the decoder test programs.  Each program makes syscalls and
 * prints on stdout, one a line, the exact lines seize must write for them;
 * tests/lib/decode.bash checks that they appear in the trace in that order. */
#ifndef SEIZE_TEST_PROGS_H
#define SEIZE_TEST_PROGS_H

#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Print the expected line for a call that returned rc: "TEXT = rc", or
 * "TEXT = -1 ENAME (message)" when it failed, with the return value at
 * column 40 as seize prints it. */
static inline void expect(long rc, const char *errname, const char *fmt, ...)
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
	fflush(stdout);
	errno = saved;
}

/* The line of a call whose return value strace prints otherwise than in
 * decimal: "umask(000) = 022", "fcntl(3, F_GETFD) = 0x1 (flags FD_CLOEXEC)",
 * an address. */
static inline void expect_ret(const char *ret, const char *fmt, ...)
{
	char text[4096];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	int pad = 40 - (int)strlen(text);
	printf("%s%*s= %s\n", text, pad < 1 ? 1 : pad, "", ret);
	fflush(stdout);
}

/* A page followed by an unmapped one: pointers into it test that seize
 * reads tracee memory carefully. */
static inline void *tail_page(void)
{
	char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		abort();
	munmap(p + 4096, 4096);
	return p;
}

#endif
