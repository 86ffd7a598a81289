/* A child that asks to be traced by its parent (what a debugger's child
 * does): prints "traceme: 0" when PTRACE_TRACEME succeeds and the parent
 * then sees the child's SIGSTOP, "traceme: EPERM" (or another errno name)
 * when the child is traced already. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int pipefd[2];
	if (pipe(pipefd) < 0)
		return 1;
	pid_t child = fork();
	if (child == 0) {
		int err = ptrace(PTRACE_TRACEME, 0, 0, 0) < 0 ? errno : 0;
		if (write(pipefd[1], &err, sizeof err) != sizeof err)
			_exit(1);
		if (!err)
			raise(SIGSTOP);
		_exit(0);
	}
	int err = 0, status;
	if (read(pipefd[0], &err, sizeof err) != sizeof err)
		return 1;
	if (err) {
		printf("traceme: %s\n", strerrorname_np(err));
		waitpid(child, &status, 0);
		return 0;
	}
	waitpid(child, &status, 0);
	if (!WIFSTOPPED(status) || WSTOPSIG(status) != SIGSTOP) {
		printf("traceme: no stop seen (status %#x)\n", status);
		return 1;
	}
	ptrace(PTRACE_CONT, child, 0, 0);
	waitpid(child, &status, 0);
	printf("traceme: 0\n");
	return 0;
}
