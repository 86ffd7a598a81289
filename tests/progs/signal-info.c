/* siginfo_t: rt_sigqueueinfo and rt_tgsigqueueinfo send one, rt_sigtimedwait
 * gets one back.  strace prints the fields that si_code says are filled. */
#include <signal.h>
#include <stdint.h>
#include <time.h>

#include "progs.h"

/* rt_sigtimedwait returns a signal number, which strace names after it. */
static void expect_signal(long rc, const char *name, const char *fmt, ...)
{
	char text[4096];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	int pad = 40 - (int)strlen(text);
	printf("%s%*s= %ld (%s)\n", text, pad < 1 ? 1 : pad, "", rc, name);
	fflush(stdout);
}

static pid_t me;

/* A real-time signal, blocked: every one sent is queued. */
enum { QSIG = 40 };

/* Queue si to ourselves and print the line. */
static void queue(const siginfo_t *si, const char *fields)
{
	long rc = syscall(SYS_rt_sigqueueinfo, me, QSIG, si);
	expect(rc, NULL, "rt_sigqueueinfo(%d, SIGRT_8, %s)", me, fields);
}

static siginfo_t info(int signo, int code)
{
	siginfo_t si;
	memset(&si, 0, sizeof si);
	si.si_signo = signo;
	si.si_code = code;
	si.si_pid = 77;
	si.si_uid = 88;
	return si;
}

static void sent_by_processes(void)
{
	siginfo_t si = info(SIGUSR1, SI_USER);
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_USER, si_pid=77, si_uid=88}");
	si = info(SIGUSR1, SI_QUEUE);
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=77, si_uid=88}");
	si.si_value.sival_int = 42;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=77, si_uid=88, si_int=42, si_ptr=0x2a}");
	si = info(SIGUSR1, SI_TIMER);
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_TIMER, si_timerid=0x4d, si_overrun=88, si_int=0, si_ptr=NULL}");
	si = info(SIGUSR1, SI_MESGQ);
	si.si_errno = ENOENT;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_MESGQ, si_errno=ENOENT, si_pid=77, si_uid=88}");
	si.si_errno = -1;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_MESGQ, si_errno=4294967295, si_pid=77, si_uid=88}");
	si = info(SIGUSR1, SI_SIGIO);
	si.si_band = -5;
	si.si_fd = 3;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_SIGIO, si_band=-5, si_fd=3}");
	si = info(SIGUSR1, SI_TKILL);
	si.si_uid = -1;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_TKILL, si_pid=77, si_uid=-1}");
	si = info(SIGUSR1, -7);
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_DETHREAD, si_pid=77, si_uid=88}");
	si = info(SIGUSR1, -8);
	queue(&si, "{si_signo=SIGUSR1, si_code=0xfffffff8, si_pid=77, si_uid=88}");
	si = info(0, SI_USER);
	queue(&si, "{}");
	si = info(99, SI_USER);
	queue(&si, "{si_signo=99, si_code=SI_USER, si_pid=77, si_uid=88}");
}

/* Positive codes are the kernel's: the fields depend on the signal. */
static void sent_by_the_kernel(void)
{
	siginfo_t si = info(SIGUSR1, SI_KERNEL);
	si.si_pid = si.si_uid = 0;
	queue(&si, "{si_signo=SIGUSR1, si_code=SI_KERNEL}");
	si = info(SIGUSR1, 3);
	queue(&si, "{si_signo=SIGUSR1, si_code=0x3, si_pid=77, si_uid=88}");
	si = info(SIGCHLD, CLD_EXITED);
	si.si_status = 3;
	si.si_utime = 1;
	si.si_stime = 12345;
	queue(&si, "{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=77, si_uid=88, si_status=3, "
	      "si_utime=1 /* 0.01 s */, si_stime=12345 /* 123.45 s */}");
	si.si_code = CLD_KILLED;
	si.si_utime = si.si_stime = 0;
	queue(&si, "{si_signo=SIGCHLD, si_code=CLD_KILLED, si_pid=77, si_uid=88, si_status=SIGQUIT, "
	      "si_utime=0, si_stime=0}");
	si = info(SIGSEGV, SEGV_MAPERR);
	si.si_addr = (void *)0x1000;
	queue(&si, "{si_signo=SIGSEGV, si_code=SEGV_MAPERR, si_addr=0x1000}");
	si.si_code = SEGV_BNDERR;
	si.si_lower = NULL;
	si.si_upper = (void *)0x20;
	queue(&si, "{si_signo=SIGSEGV, si_code=SEGV_BNDERR, si_addr=0x1000, si_lower=NULL, si_upper=0x20}");
	si.si_code = SEGV_PKUERR;
	si.si_pkey = 7;
	queue(&si, "{si_signo=SIGSEGV, si_code=SEGV_PKUERR, si_addr=0x1000, si_pkey=7}");
	si = info(SIGBUS, BUS_MCEERR_AR);
	si.si_addr = NULL;
	si.si_addr_lsb = 12;
	queue(&si, "{si_signo=SIGBUS, si_code=BUS_MCEERR_AR, si_addr=NULL, si_addr_lsb=0xc}");
	si = info(SIGFPE, 9);
	si.si_addr = NULL;
	queue(&si, "{si_signo=SIGFPE, si_code=0x9, si_addr=NULL}");
	si = info(SIGTRAP, SI_KERNEL);
	si.si_addr = NULL;
	queue(&si, "{si_signo=SIGTRAP, si_code=SI_KERNEL, si_addr=NULL}");
	si = info(SIGIO, POLL_IN);
	si.si_band = 1;
	si.si_fd = 4;
	queue(&si, "{si_signo=SIGIO, si_code=POLL_IN, si_band=1, si_fd=4}");
	si.si_code = 7;
	queue(&si, "{si_signo=SIGIO, si_code=0x7}");
	si = info(SIGSYS, 1);
	si.si_call_addr = (void *)0x1234;
	si.si_syscall = SYS_execve;
	si.si_arch = 0xc000003e;
	queue(&si, "{si_signo=SIGSYS, si_code=SYS_SECCOMP, si_call_addr=0x1234, si_syscall=__NR_execve, "
	      "si_arch=AUDIT_ARCH_X86_64}");
	si.si_syscall = 999;
	si.si_arch = 0;
	queue(&si, "{si_signo=SIGSYS, si_code=SYS_SECCOMP, si_call_addr=0x1234, si_syscall=999, "
	      "si_arch=0 /* AUDIT_ARCH_??? */}");
}

static void bad_pointers(void)
{
	char *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_rt_sigqueueinfo, me, QSIG, NULL);
	expect(rc, "EFAULT", "rt_sigqueueinfo(%d, SIGRT_8, NULL)", me);
	rc = syscall(SYS_rt_sigqueueinfo, me, QSIG, end - 8);
	expect(rc, "EFAULT", "rt_sigqueueinfo(%d, SIGRT_8, %p)", me, (void *)(end - 8));
	siginfo_t si = info(SIGUSR2, SI_QUEUE);
	rc = syscall(SYS_rt_tgsigqueueinfo, me, me, 65, &si);
	expect(rc, "EINVAL", "rt_tgsigqueueinfo(%d, %d, 65, {si_signo=SIGUSR2, si_code=SI_QUEUE, "
	       "si_pid=77, si_uid=88})", me, me);
}

static void waits(void)
{
	uint64_t set = 1ULL << (QSIG - 1);
	struct timespec ts = { 0, 1000 };
	siginfo_t got;
	char *end = (char *)tail_page() + 4096;

	/* Take what was queued; with no info to fill, strace prints the
	 * whole call at entry. */
	while (syscall(SYS_rt_sigtimedwait, &set, NULL, &ts, 8) == QSIG)
		expect_signal(QSIG, "SIGRT_8", "rt_sigtimedwait([RT_8], NULL, {tv_sec=0, tv_nsec=1000}, 8)");
	expect(-1, "EAGAIN", "rt_sigtimedwait([RT_8], NULL, {tv_sec=0, tv_nsec=1000}, 8)");

	siginfo_t si = info(QSIG, SI_QUEUE);
	si.si_value.sival_int = 42;
	queue(&si, "{si_signo=SIGRT_8, si_code=SI_QUEUE, si_pid=77, si_uid=88, si_int=42, si_ptr=0x2a}");
	long rc = syscall(SYS_rt_sigtimedwait, &set, &got, &ts, 8);
	expect_signal(rc, "SIGRT_8", "rt_sigtimedwait([RT_8], {si_signo=SIGRT_8, si_code=SI_QUEUE, "
		      "si_pid=77, si_uid=88, si_int=42, si_ptr=0x2a}, {tv_sec=0, tv_nsec=1000}, 8)");

	rc = syscall(SYS_rt_sigtimedwait, &set, &got, &ts, 8);
	expect(rc, "EAGAIN", "rt_sigtimedwait([RT_8], %p, {tv_sec=0, tv_nsec=1000}, 8)", (void *)&got);
	rc = syscall(SYS_rt_sigtimedwait, &set, end - sizeof got, end - 8, 8);
	expect(rc, "EFAULT", "rt_sigtimedwait([RT_8], %p, %p, 8)", (void *)(end - sizeof got),
	       (void *)(end - 8));
	rc = syscall(SYS_rt_sigtimedwait, &set, &got, &ts, 4);
	expect(rc, "EINVAL", "rt_sigtimedwait(%p, %p, {tv_sec=0, tv_nsec=1000}, 4)", (void *)&set,
	       (void *)&got);
}

int main(void)
{
	me = getpid();
	uint64_t set = 1ULL << (QSIG - 1);
	long rc = syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	expect(rc, NULL, "rt_sigprocmask(SIG_BLOCK, [RT_8], NULL, 8)");
	sent_by_processes();
	sent_by_the_kernel();
	bad_pointers();
	waits();
	return 0;
}
