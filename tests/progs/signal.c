/* rt_sigaction and the mask syscalls: rt_sigprocmask, rt_sigpending,
 * rt_sigsuspend, signalfd, signalfd4.  Masks list signals without "SIG",
 * or the ones NOT in the mask after "~" when two thirds of the bits are set. */
#include <signal.h>
#include <stdint.h>
#include <sys/signalfd.h>

#include "progs.h"

/* The kernel's struct sigaction on x86_64. */
struct k_sigaction {
	unsigned long handler, flags, restorer;
	uint64_t mask;
};

enum { K_SA_RESTORER = 0x04000000 };

static uint64_t bit(int sig)
{
	return 1ULL << (sig - 1);
}

static void actions(void)
{
	struct k_sigaction act = {
		.handler = 0x1234, .flags = K_SA_RESTORER | SA_RESTART | SA_SIGINFO,
		.restorer = 0x5678, .mask = bit(SIGINT) | bit(34) | bit(64),
	}, old;
	long rc = syscall(SYS_rt_sigaction, SIGUSR1, &act, NULL, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR1, {sa_handler=0x1234, sa_mask=[INT RT_2 RT_32], "
	       "sa_flags=SA_RESTORER|SA_RESTART|SA_SIGINFO, sa_restorer=0x5678}, NULL, 8)");

	/* The old action comes back at exit; no SA_RESTORER, no sa_restorer. */
	act = (struct k_sigaction){ .handler = 1, .flags = SA_ONSTACK | SA_NODEFER | SA_RESETHAND |
				    SA_NOCLDSTOP | SA_NOCLDWAIT, .mask = ~bit(SIGKILL) };
	rc = syscall(SYS_rt_sigaction, SIGUSR1, &act, &old, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR1, {sa_handler=SIG_IGN, sa_mask=~[KILL], "
	       "sa_flags=SA_ONSTACK|SA_NODEFER|SA_RESETHAND|SA_NOCLDSTOP|SA_NOCLDWAIT}, "
	       "{sa_handler=0x1234, sa_mask=[INT RT_2 RT_32], sa_flags=SA_RESTORER|SA_RESTART|SA_SIGINFO, "
	       "sa_restorer=0x5678}, 8)");
	/* The kernel drops KILL and STOP from the mask it keeps. */
	rc = syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR1, NULL, {sa_handler=SIG_IGN, sa_mask=~[KILL STOP], "
	       "sa_flags=SA_ONSTACK|SA_NODEFER|SA_RESETHAND|SA_NOCLDSTOP|SA_NOCLDWAIT}, 8)");

	/* A bad size fails: the action still prints, the old one is an
	 * address; the mask prints as 8 bytes whatever the size says.
	 * Flags strace does not know print in hex. */
	act = (struct k_sigaction){ .handler = -1UL, .flags = K_SA_RESTORER | SA_NOCLDSTOP | 0x400,
				    .mask = 0xffffffff00000000ULL };
	rc = syscall(SYS_rt_sigaction, SIGUSR2, &act, &old, 4);
	expect(rc, "EINVAL", "rt_sigaction(SIGUSR2, {sa_handler=SIG_ERR, sa_mask=[RT_1 RT_2 RT_3 RT_4 "
	       "RT_5 RT_6 RT_7 RT_8 RT_9 RT_10 RT_11 RT_12 RT_13 RT_14 RT_15 RT_16 RT_17 RT_18 RT_19 "
	       "RT_20 RT_21 RT_22 RT_23 RT_24 RT_25 RT_26 RT_27 RT_28 RT_29 RT_30 RT_31 RT_32], "
	       "sa_flags=SA_RESTORER|SA_NOCLDSTOP|0x400, sa_restorer=NULL}, %p, 4)", (void *)&old);
	act = (struct k_sigaction){ .handler = 2, .flags = 0x1000000, .mask = (1ULL << 41) - 1 };
	rc = syscall(SYS_rt_sigaction, 0, &act, NULL, 8);
	expect(rc, "EINVAL", "rt_sigaction(0, {sa_handler=0x2, sa_mask=[HUP INT QUIT ILL TRAP ABRT "
	       "BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT CHLD CONT STOP TSTP TTIN TTOU URG "
	       "XCPU XFSZ VTALRM PROF WINCH IO PWR SYS RTMIN RT_1 RT_2 RT_3 RT_4 RT_5 RT_6 RT_7 RT_8 "
	       "RT_9], sa_flags=0x1000000 /* SA_??? */}, NULL, 8)");
	/* 42 of 64 bits: two thirds, printed as the complement. */
	act.mask = (1ULL << 42) - 1;
	act.flags = 0;
	rc = syscall(SYS_rt_sigaction, 65, &act, NULL, 8);
	expect(rc, "EINVAL", "rt_sigaction(65, {sa_handler=0x2, sa_mask=~[RT_11 RT_12 RT_13 RT_14 "
	       "RT_15 RT_16 RT_17 RT_18 RT_19 RT_20 RT_21 RT_22 RT_23 RT_24 RT_25 RT_26 RT_27 RT_28 "
	       "RT_29 RT_30 RT_31 RT_32], sa_flags=0}, NULL, 8)");
	act.mask = ~0ULL;
	rc = syscall(SYS_rt_sigaction, SIGKILL, &act, NULL, 8);
	expect(rc, "EINVAL", "rt_sigaction(SIGKILL, {sa_handler=0x2, sa_mask=~[], sa_flags=0}, NULL, 8)");

	/* strace reads 88 bytes for an action: fewer readable bytes print
	 * the address. */
	char *end = (char *)tail_page() + 4096;
	struct k_sigaction *at88 = (void *)(end - 88), *at87 = (void *)(end - 87);
	memset(end - 88, 0, 88);
	rc = syscall(SYS_rt_sigaction, 34, at88, NULL, 8);
	expect(rc, NULL, "rt_sigaction(SIGRT_2, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}, NULL, 8)");
	rc = syscall(SYS_rt_sigaction, 32, NULL, at87, 8);
	expect(rc, NULL, "rt_sigaction(SIGRTMIN, NULL, %p, 8)", (void *)at87);
	rc = syscall(SYS_rt_sigaction, SIGUSR2, at87, NULL, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR2, %p, NULL, 8)", (void *)at87);
	rc = syscall(SYS_rt_sigaction, SIGUSR2, end, end, 8);
	expect(rc, "EFAULT", "rt_sigaction(SIGUSR2, %p, %p, 8)", (void *)end, (void *)end);

	act = (struct k_sigaction){ 0 };
	rc = syscall(SYS_rt_sigaction, SIGUSR1, &act, NULL, 8);
	expect(rc, NULL, "rt_sigaction(SIGUSR1, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}, NULL, 8)");
}

static void masks(void)
{
	uint64_t set = bit(SIGCHLD) | bit(34), old = 1;
	long rc = syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_SETMASK, [CHLD RT_2], NULL, 8)");
	set = (1ULL << 31) - 1;
	rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_BLOCK, [HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 "
	       "SEGV USR2 PIPE ALRM TERM STKFLT CHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM "
	       "PROF WINCH IO PWR SYS], NULL, 8)");
	set = ~0ULL;
	rc = syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, &old, 8);
	/* The kernel never blocks KILL and STOP. */
	expect(rc, NULL, "rt_sigprocmask(SIG_UNBLOCK, ~[], [HUP INT QUIT ILL TRAP ABRT BUS FPE USR1 "
	       "SEGV USR2 PIPE ALRM TERM STKFLT CHLD CONT TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF "
	       "WINCH IO PWR SYS RT_2], 8)");
	rc = syscall(SYS_rt_sigprocmask, SIG_SETMASK, NULL, &old, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_SETMASK, NULL, [], 8)");
	/* how is an int: the upper half of the register is no part of it. */
	rc = syscall(SYS_rt_sigprocmask, 0xdead00000000UL | SIG_BLOCK, NULL, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_BLOCK, NULL, NULL, 8)");
	rc = syscall(SYS_rt_sigprocmask, 7, &set, &old, 8);
	expect(rc, "EINVAL", "rt_sigprocmask(0x7 /* SIG_??? */, ~[], %p, 8)", (void *)&old);
	/* Only the kernel's size decodes. */
	rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, &old, 4);
	expect(rc, "EINVAL", "rt_sigprocmask(SIG_BLOCK, %p, %p, 4)", (void *)&set, (void *)&old);
	rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, &old, 16);
	expect(rc, "EINVAL", "rt_sigprocmask(SIG_BLOCK, %p, %p, 16)", (void *)&set, (void *)&old);
	char *end = (char *)tail_page() + 4096;
	rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, end - 4, end - 4, 8);
	expect(rc, "EFAULT", "rt_sigprocmask(SIG_BLOCK, %p, %p, 8)", (void *)(end - 4), (void *)(end - 4));
	uint64_t *tail = (void *)(end - 8);
	*tail = bit(SIGUSR1);
	rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, tail, tail, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_BLOCK, [USR1], [], 8)");
}

/* rt_sigpending takes any size up to 8 and prints that many bytes, by
 * 32-bit words: two thirds of 32 bits is 21 signals. */
static void pending(void)
{
	uint64_t set = ~0ULL, got;
	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8);
	expect(0, NULL, "rt_sigprocmask(SIG_SETMASK, ~[], NULL, 8)");
	long rc = syscall(SYS_rt_sigpending, &got, 8);
	expect(rc, NULL, "rt_sigpending([], 8)");
	pid_t me = getpid();
	/* SIGCONT would cancel the pending stop signals. */
	static const struct { int sig; const char *name; } sigs[] = {
		{ SIGHUP, "SIGHUP" }, { SIGINT, "SIGINT" }, { SIGQUIT, "SIGQUIT" },
		{ SIGUSR1, "SIGUSR1" }, { SIGUSR2, "SIGUSR2" }, { SIGPIPE, "SIGPIPE" },
		{ SIGALRM, "SIGALRM" }, { SIGTERM, "SIGTERM" }, { SIGSTKFLT, "SIGSTKFLT" },
		{ SIGCHLD, "SIGCHLD" }, { SIGTSTP, "SIGTSTP" }, { SIGTTIN, "SIGTTIN" },
		{ SIGTTOU, "SIGTTOU" }, { SIGURG, "SIGURG" }, { SIGXCPU, "SIGXCPU" },
		{ SIGXFSZ, "SIGXFSZ" }, { SIGVTALRM, "SIGVTALRM" }, { SIGPROF, "SIGPROF" },
		{ SIGWINCH, "SIGWINCH" }, { SIGIO, "SIGIO" }, { SIGPWR, "SIGPWR" },
	};
	/* 20 signals: under two thirds of 32 bits. */
	for (size_t i = 0; i < 20; i++) {
		rc = syscall(SYS_kill, me, sigs[i].sig);
		expect(rc, NULL, "kill(%d, %s)", me, sigs[i].name);
	}
	rc = syscall(SYS_rt_sigpending, &got, 4);
	expect(rc, NULL, "rt_sigpending([HUP INT QUIT USR1 USR2 PIPE ALRM TERM STKFLT CHLD TSTP TTIN "
	       "TTOU URG XCPU XFSZ VTALRM PROF WINCH IO], 4)");
	rc = syscall(SYS_rt_sigpending, &got, 1);
	expect(rc, NULL, "rt_sigpending([HUP INT QUIT], 1)");
	/* 21: two thirds of 32 bits, but not of 64. */
	rc = syscall(SYS_kill, me, SIGPWR);
	expect(rc, NULL, "kill(%d, SIGPWR)", me);
	rc = syscall(SYS_rt_sigpending, &got, 4);
	expect(rc, NULL, "rt_sigpending(~[ILL TRAP ABRT BUS FPE KILL SEGV CONT STOP SYS RTMIN], 4)");
	rc = syscall(SYS_rt_sigpending, &got, 8);
	expect(rc, NULL, "rt_sigpending([HUP INT QUIT USR1 USR2 PIPE ALRM TERM STKFLT CHLD TSTP TTIN "
	       "TTOU URG XCPU XFSZ VTALRM PROF WINCH IO PWR], 8)");
	rc = syscall(SYS_rt_sigpending, &got, 16);
	expect(rc, "EINVAL", "rt_sigpending(%p, 16)", (void *)&got);
	rc = syscall(SYS_rt_sigpending, NULL, 8);
	expect(rc, "EFAULT", "rt_sigpending(NULL, 8)");
}

static void suspend_and_signalfd(void)
{
	char *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_rt_sigsuspend, end - 4, 8);
	expect(rc, "EFAULT", "rt_sigsuspend(%p, 8)", (void *)(end - 4));
	uint64_t set = bit(SIGCHLD);
	rc = syscall(SYS_rt_sigsuspend, &set, 4);
	expect(rc, "EINVAL", "rt_sigsuspend(%p, 4)", (void *)&set);

	int fd = syscall(SYS_signalfd4, -1, &set, 8, SFD_CLOEXEC | SFD_NONBLOCK);
	expect(fd, NULL, "signalfd4(-1, [CHLD], 8, SFD_CLOEXEC|SFD_NONBLOCK)");
	rc = syscall(SYS_signalfd4, fd, &set, 8, 0);
	expect(rc, NULL, "signalfd4(%d, [CHLD], 8, 0)", fd);
	int fd2 = syscall(SYS_signalfd4, -1, &set, 8, 0xdead00000000UL | SFD_CLOEXEC);
	expect(fd2, NULL, "signalfd4(-1, [CHLD], 8, SFD_CLOEXEC)");
	close(fd2);
	rc = syscall(SYS_signalfd4, -1, &set, 8, 0x10);
	expect(rc, "EINVAL", "signalfd4(-1, [CHLD], 8, 0x10 /* SFD_??? */)");
	rc = syscall(SYS_signalfd4, -1, &set, 4, 0);
	expect(rc, "EINVAL", "signalfd4(-1, %p, 4, 0)", (void *)&set);
	rc = syscall(SYS_signalfd, -1, NULL, 8);
	expect(rc, "EFAULT", "signalfd(-1, NULL, 8)");
	rc = syscall(SYS_signalfd, -1, end - 4, 8);
	expect(rc, "EFAULT", "signalfd(-1, %p, 8)", (void *)(end - 4));
	set = ~0ULL;
	rc = syscall(SYS_signalfd, fd, &set, 8);
	expect(rc, NULL, "signalfd(%d, ~[], 8)", fd);
}

int main(void)
{
	actions();
	masks();
	pending();
	suspend_and_signalfd();
	return 0;
}
