/* Known syscall counts for tests/summary.bats: the tables seize -c and
 * strace -c print for this program must have the same rows, calls and
 * errors.
 *   summary        12 getppid, 5 failed close, 3 sched_get_priority_max (a
 *                  name longer than the column), 2 failed openat, a signal
 *                  caught (rt_sigaction, kill, rt_sigreturn); exits 3
 *   summary fork   the same in a child too, which the parent waits for
 *   summary loop   getppid and a 1 ms nanosleep forever, a byte on stdout
 *                  after each: something to attach to */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>

static void on_usr1(int sig)
{
	(void)sig;
}

static void calls(void)
{
	for (int i = 0; i < 12; i++)
		getppid();
	for (int i = 0; i < 5; i++)
		close(-1);
	for (int i = 0; i < 3; i++)
		syscall(SYS_sched_get_priority_max, 0);
	for (int i = 0; i < 2; i++)
		open("/nonexistent/seize-summary", O_RDONLY);
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "loop")) {
		struct timespec ms = { 0, 1000000 };
		for (;;) {
			getppid();
			nanosleep(&ms, NULL);
			if (write(1, ".", 1) != 1)
				return 1;
		}
	}
	if (argc > 1 && !strcmp(argv[1], "fork")) {
		pid_t pid = fork();
		if (pid == 0) {
			calls();
			_exit(0);
		}
		calls();
		waitpid(pid, NULL, 0);
		return 0;
	}
	struct sigaction sa = { .sa_handler = on_usr1 };
	sigaction(SIGUSR1, &sa, NULL);
	calls();
	kill(getpid(), SIGUSR1);
	return 3;
}
