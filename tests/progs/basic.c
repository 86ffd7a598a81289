/* The line machinery itself: return column, errno names, strings with
 * escapes and the -s cut, unknown syscall numbers. */
#include "progs.h"

int main(void)
{
	long rc = syscall(SYS_close, -1);
	expect(rc, "EBADF", "close(-1)");
	rc = syscall(SYS_write, -1, "x", 1);
	expect(rc, "EBADF", "write(-1, \"x\", 1)");
	rc = syscall(SYS_write, 2, "\33[1m\0012\t\"\\\377\177 end of a long string that exceeds", 50);
	expect(rc, NULL, "write(2, \"\\33[1m\\0012\\t\\\"\\\\\\377\\177 end of a long string\"..., 50)");
	char *page = tail_page();
	memcpy(page + 4096 - 3, "abc", 3);
	rc = syscall(SYS_write, -1, page + 4096 - 3, 3);
	expect(rc, "EBADF", "write(-1, \"abc\", 3)");
	rc = syscall(SYS_write, -1, page + 4096 - 3, 4);
	expect(rc, "EBADF", "write(-1, %p, 4)", (void *)(page + 4096 - 3));
	rc = syscall(999, 1, 2, 0, 0, 0, 0);
	expect(rc, "ENOSYS", "syscall_0x3e7(0x1, 0x2, 0, 0, 0, 0)");
	return 0;
}
