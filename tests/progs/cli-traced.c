/* A process that another tracer already traces: the child asks its parent
 * to trace it (PTRACE_TRACEME) and waits.  Prints the child's pid once the
 * parent is its tracer, then waits until stdin closes and kills the child.
 * A second tracer's PTRACE_SEIZE of the child must fail with EPERM. */
#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int ready[2];
	if (pipe(ready) < 0)
		return 10;
	pid_t pid = fork();
	if (pid < 0)
		return 11;
	if (pid == 0) {
		/* Never outlive the test. */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		close(ready[0]);
		if (ptrace(PTRACE_TRACEME, 0, 0, 0) < 0)
			_exit(12);
		close(ready[1]);
		for (;;)
			pause();
	}
	close(ready[1]);
	char c;
	if (read(ready[0], &c, 1) != 0)
		return 13;
	printf("%d\n", (int)pid);
	fflush(stdout);
	while (read(0, &c, 1) > 0)
		;
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	return 0;
}
