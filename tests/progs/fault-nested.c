/* A program that is itself a tracer: its child asks to be traced and stops
 * itself; the parent continues it and collects its exit status. Under seize
 * this nested use of ptrace must keep working. Exits 0 when it all did. */
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	pid_t pid = fork();
	if (pid < 0)
		return 10;
	if (pid == 0) {
		if (ptrace(PTRACE_TRACEME, 0, 0, 0) < 0)
			_exit(11);
		raise(SIGSTOP);
		_exit(7);
	}
	int status;
	if (waitpid(pid, &status, 0) != pid)
		return 12;
	if (!WIFSTOPPED(status) || WSTOPSIG(status) != SIGSTOP)
		return 13;
	if (ptrace(PTRACE_CONT, pid, 0, 0) < 0)
		return 14;
	if (waitpid(pid, &status, 0) != pid)
		return 15;
	return WIFEXITED(status) && WEXITSTATUS(status) == 7 ? 0 : 16;
}
