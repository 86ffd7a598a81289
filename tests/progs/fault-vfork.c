/* vfork: the parent is suspended until the child execs or exits. */
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	pid_t pid = vfork();
	if (pid == 0)
		_exit(5);
	int status;
	if (waitpid(pid, &status, 0) != pid)
		return 1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 5 ? 0 : 2;
}
