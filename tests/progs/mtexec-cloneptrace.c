/* A child cloned with CLONE_PTRACE: the kernel makes it seize's tracee even
 * without -f.  strace lets such a child go ("Detached unknown pid N"); it
 * must run and end as untraced, its parent seeing its status.  Prints the
 * child's pid, then its exit status. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	long pid = syscall(SYS_clone, CLONE_PTRACE | SIGCHLD, 0L, 0L, 0L, 0L);
	if (pid < 0)
		return 1;
	if (pid == 0)
		_exit(7);
	int status;
	if (waitpid((pid_t)pid, &status, 0) != pid || !WIFEXITED(status))
		return 1;
	printf("%ld\n%d\n", pid, WEXITSTATUS(status));
	return 0;
}
