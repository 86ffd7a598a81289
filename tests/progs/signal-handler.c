/* Signals that reach a handler: the "--- SIG... {siginfo} ---" line, the
 * rt_sigreturn that ends the handler (strace shows the mask it restores,
 * read from the signal frame), rt_sigsuspend and pause interrupted, a fault
 * taken on the alternate stack set with sigaltstack. */
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <sys/wait.h>
#include <time.h>

#include "progs.h"

static pid_t me;
static unsigned uid;

/* The line of a call interrupted by a signal, which the kernel restarts
 * or fails with EINTR once the handler returned. */
static void expect_restart(const char *fmt, ...)
{
	char text[4096];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	int pad = 40 - (int)strlen(text);
	printf("%s%*s= ? ERESTARTNOHAND (To be restarted if no handler)\n", text, pad < 1 ? 1 : pad, "");
	fflush(stdout);
}

static void expect_delivery(const char *sig, pid_t from)
{
	printf("--- %s {si_signo=%s, si_code=SI_USER, si_pid=%d, si_uid=%u} ---\n", sig, sig, from, uid);
	fflush(stdout);
}

static void on_signal(int sig)
{
	(void)sig;
}

static uint64_t bit(int sig)
{
	return 1ULL << (sig - 1);
}

static void altstack(char *stack, size_t size)
{
	stack_t ss, old;
	long rc = syscall(SYS_sigaltstack, NULL, &old);
	expect(rc, NULL, "sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0})");
	ss = (stack_t){ .ss_sp = stack, .ss_flags = SS_ONSTACK | 0x40, .ss_size = size };
	rc = syscall(SYS_sigaltstack, &ss, &old);
	expect(rc, "EINVAL", "sigaltstack({ss_sp=%p, ss_flags=SS_ONSTACK|0x40, ss_size=%zu}, %p)",
	       (void *)stack, size, (void *)&old);
	ss.ss_flags = 0x40;
	rc = syscall(SYS_sigaltstack, &ss, NULL);
	expect(rc, "EINVAL", "sigaltstack({ss_sp=%p, ss_flags=0x40 /* SS_??? */, ss_size=%zu}, NULL)",
	       (void *)stack, size);
	char *end = (char *)tail_page() + 4096;
	rc = syscall(SYS_sigaltstack, end - 8, end - 8);
	expect(rc, "EFAULT", "sigaltstack(%p, %p)", (void *)(end - 8), (void *)(end - 8));
	ss.ss_flags = SS_DISABLE;
	rc = syscall(SYS_sigaltstack, &ss, NULL);
	expect(rc, NULL, "sigaltstack({ss_sp=%p, ss_flags=SS_DISABLE, ss_size=%zu}, NULL)",
	       (void *)stack, size);
	ss.ss_flags = 0;
	rc = syscall(SYS_sigaltstack, &ss, &old);
	expect(rc, NULL, "sigaltstack({ss_sp=%p, ss_flags=0, ss_size=%zu}, "
	       "{ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0})", (void *)stack, size);
}

static sigjmp_buf after_fault;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
	(void)sig; (void)si; (void)uc;
	siglongjmp(after_fault, 1);
}

/* A fault handled on the alternate stack: strace names the fault. */
static void fault(void)
{
	struct sigaction sa = { .sa_sigaction = on_fault, .sa_flags = SA_SIGINFO | SA_ONSTACK };
	sigaction(SIGSEGV, &sa, NULL);
	volatile char *end = (char *)tail_page() + 4096;
	if (sigsetjmp(after_fault, 1) == 0)
		*end = 1;
	printf("--- SIGSEGV {si_signo=SIGSEGV, si_code=SEGV_MAPERR, si_addr=%p} ---\n", (void *)end);
	fflush(stdout);
}

/* Returning from a handler: rt_sigreturn restores the mask of before the
 * signal and the interrupted call's return value. */
static void handler_return(void)
{
	struct sigaction sa = { .sa_handler = on_signal };
	sigaction(SIGUSR2, &sa, NULL);
	uint64_t set = bit(SIGUSR1) | bit(SIGUSR2);
	long rc = syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_SETMASK, [USR1 USR2], NULL, 8)");
	rc = syscall(SYS_kill, me, SIGUSR2);
	expect(rc, NULL, "kill(%d, SIGUSR2)", me);
	set = bit(SIGUSR2);
	rc = syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_UNBLOCK, [USR2], NULL, 8)");
	expect_delivery("SIGUSR2", me);
	expect(0, NULL, "rt_sigreturn({mask=[USR1]})");

	/* rt_sigsuspend: the signal pending before the call interrupts it. */
	set = bit(SIGUSR2);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect(0, NULL, "rt_sigprocmask(SIG_BLOCK, [USR2], NULL, 8)");
	syscall(SYS_kill, me, SIGUSR2);
	expect(0, NULL, "kill(%d, SIGUSR2)", me);
	set = bit(SIGUSR1);
	errno = 0;
	rc = syscall(SYS_rt_sigsuspend, &set, 8);
	expect_restart("rt_sigsuspend([USR1], 8)");
	expect_delivery("SIGUSR2", me);
	errno = EINTR;
	expect(-1, "EINTR", "rt_sigreturn({mask=[USR1 USR2]})");
}

/* /proc/PID/syscall starts with the number of the syscall PID is in. */
static int in_syscall(pid_t pid)
{
	char path[64], buf[64] = "";
	snprintf(path, sizeof path, "/proc/%d/syscall", pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	if (!fgets(buf, sizeof buf, f))
		buf[0] = 0;
	fclose(f);
	return atoi(buf);
}

/* pause: a child, not traced, sends SIGUSR2 once we are inside it. */
static void paused(void)
{
	uint64_t set = bit(SIGUSR1);
	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8);
	expect(0, NULL, "rt_sigprocmask(SIG_SETMASK, [USR1], NULL, 8)");
	pid_t child = fork();
	if (child == 0) {
		struct timespec tick = { 0, 1000000 };
		for (int i = 0; i < 10000 && in_syscall(me) != SYS_pause; i++)
			nanosleep(&tick, NULL);
		kill(me, SIGUSR2);
		_exit(0);
	}
	syscall(SYS_pause);
	expect_restart("pause()");
	expect_delivery("SIGUSR2", child);
	errno = EINTR;
	expect(-1, "EINTR", "rt_sigreturn({mask=[USR1]})");
	waitpid(child, NULL, 0);
}

int main(void)
{
	me = getpid();
	uid = getuid();
	static char stack[65536];
	altstack(stack, sizeof stack);
	fault();
	handler_return();
	paused();
	return 0;
}
