/* A program with handlers of its own for SIGTSTP (it stops itself from the
 * handler, as pagers and editors do), SIGCONT and SIGINT.  Prints "ready",
 * then for each line read prints how often each handler ran:
 * "tstp=N cont=N int=N"; exits 0 at end of input. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t tstp, cont, intr;

static void on_tstp(int sig)
{
	(void)sig;
	tstp++;
	/* Stop for real: the default action, then back to this handler. */
	signal(SIGTSTP, SIG_DFL);
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGTSTP);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(SIGTSTP);
	signal(SIGTSTP, on_tstp);
}

static void on_cont(int sig)
{
	(void)sig;
	cont++;
}

static void on_int(int sig)
{
	(void)sig;
	intr++;
}

int main(void)
{
	struct sigaction sa = { 0 };
	sa.sa_flags = SA_RESTART;
	sa.sa_handler = on_tstp;
	sigaction(SIGTSTP, &sa, NULL);
	sa.sa_handler = on_cont;
	sigaction(SIGCONT, &sa, NULL);
	sa.sa_handler = on_int;
	sigaction(SIGINT, &sa, NULL);
	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ready\n");
	char line[256];
	while (fgets(line, sizeof line, stdin))
		printf("tstp=%d cont=%d int=%d\n", (int)tstp, (int)cont, (int)intr);
	return 0;
}
