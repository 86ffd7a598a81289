/* A 64-bit program making i386 calls with int $0x80: seize must take
 * their numbers and registers as i386's (20 is getpid there, writev on
 * x86_64), and the x86_64 calls after them as x86_64's again. */
#include "progs.h"

#include <asm/unistd_32.h>

/* Only registers, no pointers: a 64-bit program's addresses do not fit
 * an i386 call's 32 bits.  The upper halves of the registers are the
 * 64-bit values' (-1's are all ones): the kernel reads the low 32 bits. */
static long int80(long nr, long a, long b, long c)
{
	long rc;
	__asm__ volatile("int $0x80" : "=a"(rc) : "a"(nr), "b"(a), "c"(b), "d"(c) : "memory");
	return rc;
}

/* An i386 call returns -errno itself. */
static void expect32(long rc, const char *errname, const char *text)
{
	if (rc < 0) {
		errno = (int)-rc;
		rc = -1;
	}
	expect(rc, errname, "%s", text);
}

int main(void)
{
	expect32(int80(__NR_getpid, 0, 0, 0), NULL, "getpid()");
	char buf[32];
	snprintf(buf, sizeof buf, "getgid32()");
	expect32(int80(__NR_getgid32, 0, 0, 0), NULL, buf);
	expect32(int80(__NR_close, -1, 0, 0), "EBADF", "close(-1)");
	expect32(int80(__NR_lseek, -1, -5, SEEK_CUR), "EBADF", "lseek(-1, -5, SEEK_CUR)");
	expect32(int80(__NR_dup2, -1, 1000, 0), "EBADF", "dup2(-1, 1000)");
	/* the x86_64 calls of the same numbers */
	long rc = getpid();
	expect(rc, NULL, "getpid()");
	rc = close(-1);
	expect(rc, "EBADF", "close(-1)");
	return 0;
}
