/* A descriptor-returning call whose injected success no int holds: strace
 * prints the number and no path, which -y would give a real descriptor.
 * Run under seize -y -e inject=dup:retval=4294967299:when=1: the first dup
 * returns that, the second a real descriptor. */
#include "progs.h"

#include <fcntl.h>

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	long rc = syscall(SYS_dup, fd);
	if (rc != 4294967299L)
		return 2;	/* not run under the injection */
	expect_ret("4294967299 (INJECTED)", "dup(%d</dev/null>)", fd);
	rc = syscall(SYS_dup, fd);
	char ret[32];
	snprintf(ret, sizeof ret, "%ld</dev/null>", rc);
	expect_ret(ret, "dup(%d</dev/null>)", fd);
	return 0;
}
