/* bench/floor: the least a ptrace tracer can do per syscall, to measure the
 * physical limit of ptrace tracing on this machine.  It starts the command
 * seized before execve and, for every stop, does one wait4, one
 * PTRACE_GET_SYSCALL_INFO and one PTRACE_SYSCALL; nothing is decoded or
 * printed.  With -f it follows forks, vforks and clones.
 *
 *   bench/floor [-f] COMMAND [ARG...]
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <linux/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int follow = argc > 1 && !strcmp(argv[1], "-f");
	char **cmd = argv + 1 + follow;
	if (!*cmd) {
		fprintf(stderr, "usage: floor [-f] COMMAND [ARG...]\n");
		return 2;
	}
	int gate[2];
	if (pipe(gate) < 0)
		return 2;
	pid_t pid = fork();
	if (pid == 0) {
		char c;
		close(gate[1]);
		read(gate[0], &c, 1);
		execvp(cmd[0], cmd);
		_exit(127);
	}
	long opts = PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL;
	if (follow)
		opts |= PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE;
	if (ptrace(PTRACE_SEIZE, pid, 0L, opts) < 0 || ptrace(PTRACE_INTERRUPT, pid, 0L, 0L) < 0) {
		perror("floor: ptrace");
		return 2;
	}
	close(gate[1]);
	int status, main_status = 0;
	pid_t p;
	while ((p = waitpid(-1, &status, __WALL)) > 0) {
		if (WIFEXITED(status) || WIFSIGNALED(status)) {
			if (p == pid)
				main_status = status;
			continue;
		}
		int sig = WSTOPSIG(status), event = (unsigned)status >> 16;
		if (sig == (SIGTRAP | 0x80)) {
			struct ptrace_syscall_info info;
			ptrace(PTRACE_GET_SYSCALL_INFO, p, sizeof info, &info);
			sig = 0;
		} else if (event || sig == SIGTRAP) {
			sig = 0;
		}
		ptrace(PTRACE_SYSCALL, p, 0L, (long)sig);
	}
	return WIFEXITED(main_status) ? WEXITSTATUS(main_status) : 128 + WTERMSIG(main_status);
}
