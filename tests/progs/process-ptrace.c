/* ptrace: requests, struct user offsets, what the kernel writes back, and
 * options.  The program traces a child of its own, which stays stopped. */
#include "progs.h"

#include <elf.h>
#include <signal.h>
#include <stddef.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>

static const char *ptr(unsigned long v, char buf[32])
{
	snprintf(buf, 32, v ? "%#lx" : "NULL", v);
	return buf;
}

int main(void)
{
	char a[32];
	int st;
	long rc = syscall(SYS_ptrace, PTRACE_TRACEME, 1, 2, 3);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_TRACEME)");
	pid_t pid = fork();
	if (pid == 0) {
		ptrace(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		_exit(0);
	}
	waitpid(pid, &st, 0);

	unsigned long word = 0;
	rc = syscall(SYS_ptrace, PTRACE_PEEKUSER, pid, offsetof(struct user, regs.rip), &word);
	expect(rc, NULL, "ptrace(PTRACE_PEEKUSER, %d, 8*RIP, [%s])", pid, ptr(word, a));
	rc = syscall(SYS_ptrace, PTRACE_PEEKUSER, pid, offsetof(struct user, u_debugreg) + 8, &word);
	expect(rc, NULL, "ptrace(PTRACE_PEEKUSER, %d, offsetof(struct user, u_debugreg)+8, [%s])", pid, ptr(word, a));
	rc = syscall(SYS_ptrace, PTRACE_PEEKUSER, pid, 3, &word);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_PEEKUSER, %d, 8*R15+3, %p)", pid, (void *)&word);
	rc = syscall(SYS_ptrace, PTRACE_PEEKUSER, pid, 100000, &word);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_PEEKUSER, %d, 0x186a0, %p)", pid, (void *)&word);
	rc = syscall(SYS_ptrace, PTRACE_GETEVENTMSG, pid, 0, &word);
	expect(rc, NULL, "ptrace(PTRACE_GETEVENTMSG, %d, NULL, [%lu])", pid, word);

	siginfo_t si;
	rc = syscall(SYS_ptrace, PTRACE_GETSIGINFO, pid, 0, &si);
	expect(rc, NULL, "ptrace(PTRACE_GETSIGINFO, %d, NULL, {si_signo=SIGSTOP, si_code=SI_TKILL, si_pid=%d, si_uid=%u})",
	       pid, pid, (unsigned)getuid());
	unsigned long mask = 0;
	rc = syscall(SYS_ptrace, PTRACE_GETSIGMASK, pid, sizeof mask, &mask);
	expect(rc, NULL, "ptrace(PTRACE_GETSIGMASK, %d, 8, [])", pid);

	struct user_regs_struct regs;
	struct iovec iov = { &regs, sizeof regs };
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, pid, 0x999, &iov);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_GETREGSET, %d, 0x999 /* NT_??? */, {iov_base=%p, iov_len=%zu})",
	       pid, (void *)&regs, sizeof regs);
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, pid, NT_PRFPREG, NULL);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_GETREGSET, %d, NT_FPREGSET, NULL)", pid);

	rc = syscall(SYS_ptrace, PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACECLONE | PTRACE_O_EXITKILL | 0x10000000);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_SETOPTIONS, %d, NULL, PTRACE_O_TRACECLONE|PTRACE_O_EXITKILL|0x10000000)", pid);
	rc = syscall(SYS_ptrace, PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACESYSGOOD);
	expect(rc, NULL, "ptrace(PTRACE_SETOPTIONS, %d, NULL, PTRACE_O_TRACESYSGOOD)", pid);
	rc = syscall(SYS_ptrace, 0x9999, pid, 1, 2);
	expect(rc, strerrorname_np(errno), "ptrace(0x9999 /* PTRACE_??? */, %d, 0x1, 0x2)", pid);
	rc = syscall(SYS_ptrace, PTRACE_ATTACH, 0x7fffffff, 0, 0);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_ATTACH, 2147483647)");
	rc = syscall(SYS_ptrace, PTRACE_CONT, pid, 0, SIGCONT);
	expect(rc, NULL, "ptrace(PTRACE_CONT, %d, NULL, SIGCONT)", pid);
	waitpid(pid, &st, 0);
	return 0;
}
