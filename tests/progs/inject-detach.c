/* seize -p this -e inject=getppid:error=EPERM, then ^C (tests/inject.bats):
 * every getppid must return the parent or the injected EPERM, never the
 * ENOSYS of a skipped call left behind by the detach, and after the detach
 * none is tampered with any more.  Prints its pid, then "attached" at the
 * first EPERM; exits 0 when all went well, 1 otherwise, 2 on a timeout. */
#include "progs.h"

#include <time.h>

int main(void)
{
	pid_t ppid = getppid();
	printf("%d\n", (int)getpid());
	fflush(stdout);
	time_t start = time(NULL);
	long injected = 0, after = 0;
	while (time(NULL) - start < 30) {
		errno = 0;
		long r = syscall(SYS_getppid);
		if (r == ppid) {
			if (injected && ++after == 100000)
				return 0;	/* detached, and it stays so */
			continue;
		}
		if (r != -1 || errno != EPERM) {
			printf("getppid: %ld, errno %d\n", r, errno);
			return 1;
		}
		if (after) {
			printf("tampered with after the detach\n");
			return 1;
		}
		if (!injected++) {
			printf("attached\n");
			fflush(stdout);
		}
	}
	return 2;
}
