/* For --syscall-limit: chdir calls across a fork, so that a limit of 3
 * falls in the child; both go on untraced and say so, "child: 0" and
 * "parent: 0" being what each last chdir returned. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	if (chdir("."))
		return 1;
	fflush(stdout);
	pid_t child = fork();
	if (child == 0) {
		if (chdir("/nonexistent") == 0)
			_exit(1);
		int rc = chdir(".");
		rc |= chdir(".");	/* the fourth: after the limit */
		printf("child: %d\n", rc);
		fflush(stdout);
		_exit(0);
	}
	int status;
	if (waitpid(child, &status, 0) != child)
		return 1;
	printf("parent: %d %d\n", chdir("."), WEXITSTATUS(status));
	return 0;
}
