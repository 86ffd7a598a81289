/* For tests/text-style.bats: calls whose lines the test compares whole
 * under -N and --color.  Prints nothing: the test knows the lines. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_write, -1, "x", 1);
	syscall(SYS_lseek, -1, 5, SEEK_END);
	syscall(SYS_dup3, -1, 7, O_CLOEXEC);
	syscall(SYS_getppid);
	char c;
	syscall(SYS_read, -1, &c, 1);	/* its buffer comes at exit */
	return 0;
}
