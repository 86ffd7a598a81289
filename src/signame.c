/* Signal names as strace prints them. */
#include <signal.h>
#include <stdio.h>

#include "signame.h"

static const char *const signames[32] = {
	[SIGHUP] = "SIGHUP", [SIGINT] = "SIGINT", [SIGQUIT] = "SIGQUIT",
	[SIGILL] = "SIGILL", [SIGTRAP] = "SIGTRAP", [SIGABRT] = "SIGABRT",
	[SIGBUS] = "SIGBUS", [SIGFPE] = "SIGFPE", [SIGKILL] = "SIGKILL",
	[SIGUSR1] = "SIGUSR1", [SIGSEGV] = "SIGSEGV", [SIGUSR2] = "SIGUSR2",
	[SIGPIPE] = "SIGPIPE", [SIGALRM] = "SIGALRM", [SIGTERM] = "SIGTERM",
	[SIGSTKFLT] = "SIGSTKFLT", [SIGCHLD] = "SIGCHLD", [SIGCONT] = "SIGCONT",
	[SIGSTOP] = "SIGSTOP", [SIGTSTP] = "SIGTSTP", [SIGTTIN] = "SIGTTIN",
	[SIGTTOU] = "SIGTTOU", [SIGURG] = "SIGURG", [SIGXCPU] = "SIGXCPU",
	[SIGXFSZ] = "SIGXFSZ", [SIGVTALRM] = "SIGVTALRM", [SIGPROF] = "SIGPROF",
	[SIGWINCH] = "SIGWINCH", [SIGIO] = "SIGIO", [SIGPWR] = "SIGPWR",
	[SIGSYS] = "SIGSYS",
};

/* Real-time signals are named after the kernel's numbering, as strace does:
 * 32 is SIGRTMIN, 33 and up SIGRT_1... */
const char *signal_name(int sig, char buf[16])
{
	if (sig > 0 && sig < 32 && signames[sig])
		return signames[sig];
	if (sig == 32)
		return "SIGRTMIN";
	if (sig > 32 && sig <= 64) {
		snprintf(buf, 16, "SIGRT_%d", sig - 32);
		return buf;
	}
	snprintf(buf, 16, "%d", sig);
	return buf;
}
