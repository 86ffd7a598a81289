/* -k: known nested functions make a syscall from the innermost one:
 * main -> outer -> middle -> ns::inner(int) -> getppid().  ns::inner is a C
 * function under a C++ mangled name, so that demangling is tested without
 * a C++ compiler.  Prints on stdout, one a line, "FUNCTION FILE:LINE" of
 * the calls it makes, innermost first, for -kk to be checked against.
 *
 *   stack          the calls once
 *   stack fork     and once more in a child, after the child's end
 *   stack exec     execve itself (with no argument), which makes them
 *   stack signal   also SIGURG (ignored) sent to itself from inner
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int line_inner, line_middle, line_outer, line_main;
static int send_signal;

void inner(int arg) __asm__("_ZN2ns5innerEi");

__attribute__((noinline)) void inner(int arg)
{
	if (send_signal)
		kill(getpid(), SIGURG);
	line_inner = __LINE__; getppid();
	(void)arg;
}

__attribute__((noinline)) void middle(void)
{
	line_middle = __LINE__; inner(42);
}

__attribute__((noinline)) void outer(void)
{
	line_outer = __LINE__; middle();
}

static void print_lines(void)
{
	printf("ns::inner(int) %s:%d\n", __FILE__, line_inner);
	printf("middle %s:%d\n", __FILE__, line_middle);
	printf("outer %s:%d\n", __FILE__, line_outer);
	printf("main %s:%d\n", __FILE__, line_main);
	fflush(stdout);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	if (!strcmp(mode, "exec")) {
		execl("/proc/self/exe", argv[0], (char *)NULL);
		return 1;
	}
	send_signal = !strcmp(mode, "signal");
	if (!strcmp(mode, "fork")) {
		/* The child's SIGCHLD is held until the wait is over: it is
		 * then delivered at one place, not wherever the parent was
		 * when the child ended. */
		sigset_t chld;
		sigemptyset(&chld);
		sigaddset(&chld, SIGCHLD);
		sigprocmask(SIG_BLOCK, &chld, NULL);
		pid_t pid = fork();
		if (pid == 0) {
			line_main = __LINE__; outer();
			_exit(0);
		}
		waitpid(pid, NULL, 0);
		sigprocmask(SIG_UNBLOCK, &chld, NULL);
	}
	line_main = __LINE__; outer();
	print_lines();
	return 0;
}
