/* pidfd_getfd names a descriptor of the pidfd's process, not of the
 * caller: under -y seize describes it in that process's table.  The child
 * holds /dev/zero at descriptor 9 where this process holds /dev/full.
 * tests/decode-process.bats runs it with -y. */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>

int main(void)
{
	int ready[2];
	if (pipe(ready))
		return 1;
	pid_t child = fork();
	if (child == 0) {
		dup2(open("/dev/zero", O_RDONLY), 9);
		close(ready[0]);
		close(ready[1]);	/* the parent's read ends: fd 9 is in place */
		pause();
		_exit(0);
	}
	close(ready[1]);
	char c;
	if (read(ready[0], &c, 1) != 0)
		return 1;
	dup2(open("/dev/full", O_RDONLY), 9);
	int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
	if (pidfd < 0)
		return 1;
	char ret[64];
	snprintf(ret, sizeof ret, "%d<anon_inode:[pidfd]>", pidfd);
	expect_ret(ret, "pidfd_open(%d, 0)", child);
	long fd = syscall(SYS_pidfd_getfd, pidfd, 9, 0);
	snprintf(ret, sizeof ret, "%ld</dev/zero>", fd);
	if (fd < 0)
		return 1;
	expect_ret(ret, "pidfd_getfd(%d<anon_inode:[pidfd]>, 9</dev/zero>, 0)", pidfd);
	/* a descriptor the child does not have: the number alone */
	fd = syscall(SYS_pidfd_getfd, pidfd, 99, 0);
	expect(fd, "EBADF", "pidfd_getfd(%d<anon_inode:[pidfd]>, 99, 0)", pidfd);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	return 0;
}
