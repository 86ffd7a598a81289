/* A signal the program ignores must not end its wait: epoll_wait with no
 * timeout while a child exits (SIGCHLD, whose default action is to ignore
 * it) and, later, another child writes to the pipe the wait is for.
 * Untraced the wait ends with the event: prints "epoll_wait: 1", then
 * "sigtimedwait: SIGUSR1" for a sigwaitinfo that a SIGWINCH (ignored by
 * default, too) arrives during. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void nap_ms(long ms)
{
	struct timespec ts = { ms / 1000, ms % 1000 * 1000000 };
	nanosleep(&ts, NULL);
}

int main(void)
{
	int fds[2];
	if (pipe(fds) < 0)
		return 1;
	setvbuf(stdout, NULL, _IONBF, 0);
	if (fork() == 0) {
		nap_ms(100);
		_exit(0);		/* SIGCHLD while the parent waits */
	}
	if (fork() == 0) {
		nap_ms(400);
		(void)!write(fds[1], "x", 1);
		_exit(0);
	}
	int ep = epoll_create1(0);
	struct epoll_event ev = { .events = EPOLLIN };
	epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &ev);
	int n = epoll_wait(ep, &ev, 1, -1);
	if (n < 0)
		printf("epoll_wait: -1 %s\n", strerror(errno));
	else
		printf("epoll_wait: %d\n", n);
	while (wait(NULL) > 0)
		;

	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	pid_t parent = getpid();
	if (fork() == 0) {
		nap_ms(100);
		kill(parent, SIGWINCH);
		nap_ms(300);
		kill(parent, SIGUSR1);
		_exit(0);
	}
	int sig = sigwaitinfo(&set, NULL);
	if (sig < 0)
		printf("sigtimedwait: -1 %s\n", strerror(errno));
	else
		printf("sigtimedwait: %s\n", sig == SIGUSR1 ? "SIGUSR1" : "other");
	while (wait(NULL) > 0)
		;
	return 0;
}
