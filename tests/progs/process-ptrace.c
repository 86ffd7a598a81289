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

/* Registers through buffers smaller and larger than the kernel's structs:
 * the registers that fit, "..." for bytes past the struct, "asked => used"
 * when the kernel shortens iov_len; PTRACE_GETREGS takes no address. */
static void regsets(pid_t pid)
{
	struct user_regs_struct r;
	struct user_fpregs_struct f;
	char big[600];
	long rc = syscall(SYS_ptrace, PTRACE_GETREGS, pid, 0xbad, &r);
	char regs[2048];
	int n = snprintf(regs, sizeof regs, "r15=%#llx, r14=%#llx", r.r15, r.r14);
	expect(rc, NULL, "ptrace(PTRACE_GETREGS, %d, {%s, r13=%#llx, r12=%#llx, rbp=%#llx, rbx=%#llx, r11=%#llx, "
	       "r10=%#llx, r9=%#llx, r8=%#llx, rax=%#llx, rcx=%#llx, rdx=%#llx, rsi=%#llx, rdi=%#llx, "
	       "orig_rax=%#llx, rip=%#llx, cs=%#llx, eflags=%#llx, rsp=%#llx, ss=%#llx, fs_base=%#llx, "
	       "gs_base=%#llx, ds=%#llx, es=%#llx, fs=%#llx, gs=%#llx})", pid, regs, r.r13, r.r12, r.rbp, r.rbx,
	       r.r11, r.r10, r.r9, r.r8, r.rax, r.rcx, r.rdx, r.rsi, r.rdi, r.orig_rax, r.rip, r.cs, r.eflags,
	       r.rsp, r.ss, r.fs_base, r.gs_base, r.ds, r.es, r.fs, r.gs);
	struct iovec iov = { &r, 16 };
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, pid, NT_PRSTATUS, &iov);
	expect(rc, NULL, "ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base={%s}, iov_len=16})", pid, regs);
	iov.iov_len = 12;
	rc = syscall(SYS_ptrace, PTRACE_SETREGSET, pid, NT_PRSTATUS, &iov);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_SETREGSET, %d, NT_PRSTATUS, {iov_base=%p, iov_len=12})",
	       pid, (void *)&r);
	memcpy(big, &r, sizeof r);
	iov = (struct iovec){ big, sizeof r + 8 };
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, pid, NT_PRSTATUS, &iov);
	expect(rc, NULL, "ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base={r15=%#llx, r14=%#llx, r13=%#llx, "
	       "r12=%#llx, rbp=%#llx, rbx=%#llx, r11=%#llx, r10=%#llx, r9=%#llx, r8=%#llx, rax=%#llx, rcx=%#llx, "
	       "rdx=%#llx, rsi=%#llx, rdi=%#llx, orig_rax=%#llx, rip=%#llx, cs=%#llx, eflags=%#llx, rsp=%#llx, "
	       "ss=%#llx, fs_base=%#llx, gs_base=%#llx, ds=%#llx, es=%#llx, fs=%#llx, gs=%#llx}, iov_len=%zu => %zu})",
	       pid, r.r15, r.r14, r.r13, r.r12, r.rbp, r.rbx, r.r11, r.r10, r.r9, r.r8, r.rax, r.rcx, r.rdx, r.rsi,
	       r.rdi, r.orig_rax, r.rip, r.cs, r.eflags, r.rsp, r.ss, r.fs_base, r.gs_base, r.ds, r.es, r.fs, r.gs,
	       sizeof r + 8, sizeof r);
	rc = syscall(SYS_ptrace, PTRACE_GETFPREGS, pid, 0, &f);
	char fp[4096];
	n = snprintf(fp, sizeof fp, "cwd=%#x, swd=%#x, ftw=%#x, fop=%#x, rip=%#llx, rdp=%#llx, mxcsr=%#x, "
		     "mxcr_mask=%#x", f.cwd, f.swd, f.ftw, f.fop, f.rip, f.rdp, f.mxcsr, f.mxcr_mask);
	const struct { const char *name; const unsigned *w; int count; } arrays[] = {
		{ "st_space", f.st_space, 32 }, { "xmm_space", f.xmm_space, 64 }, { "padding", f.padding, 24 },
	};
	for (int a = 0; a < 3; a++)
		for (int i = 0; i < arrays[a].count; i++) {
			if (i == 0)
				n += snprintf(fp + n, sizeof fp - n, ", %s=[", arrays[a].name);
			n += snprintf(fp + n, sizeof fp - n, "%s%#x%s", i ? ", " : "", arrays[a].w[i],
				      i + 1 == arrays[a].count ? "]" : "");
		}
	expect(rc, NULL, "ptrace(PTRACE_GETFPREGS, %d, {%s})", pid, fp);
	iov = (struct iovec){ &f, 24 };
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, pid, NT_PRFPREG, &iov);
	expect(rc, NULL, "ptrace(PTRACE_GETREGSET, %d, NT_FPREGSET, {iov_base={cwd=%#x, swd=%#x, ftw=%#x, fop=%#x, "
	       "rip=%#llx, rdp=%#llx}, iov_len=24})", pid, f.cwd, f.swd, f.ftw, f.fop, f.rip, f.rdp);

	unsigned long long meta[2] = { 0xfacefeed, 0 };
	rc = syscall(SYS_ptrace, PTRACE_SECCOMP_GET_METADATA, pid, 7, meta);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_SECCOMP_GET_METADATA, %d, 7, %p)", pid, (void *)meta);
	rc = syscall(SYS_ptrace, PTRACE_SECCOMP_GET_METADATA, pid, sizeof meta, meta);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_SECCOMP_GET_METADATA, %d, 16, {filter_off=4207869677})", pid);
	rc = syscall(SYS_ptrace, PTRACE_SECCOMP_GET_FILTER, pid, 0, 0);
	expect(rc, strerrorname_np(errno), "ptrace(PTRACE_SECCOMP_GET_FILTER, %d, 0, NULL)", pid);
}

/* The syscall-entry and -exit stops of the child's next syscall (the end of
 * getppid after raise), each read whole and then through buffers that
 * end inside a member: a member the kernel did not write whole is left
 * out, an exit's rval without is_error is only a number. */
static void syscall_info(pid_t pid)
{
	struct __ptrace_syscall_info i;	/* glibc's name of the kernel's struct */
	char ip[32], sp[32], args[256];
	int st;
	long rc = syscall(SYS_ptrace, PTRACE_SYSCALL, pid, 0, 0);
	expect(rc, NULL, "ptrace(PTRACE_SYSCALL, %d, NULL, 0)", pid);
	waitpid(pid, &st, 0);
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, sizeof i, &i);
	snprintf(ip, sizeof ip, "%#llx", (unsigned long long)i.instruction_pointer);
	snprintf(sp, sizeof sp, "%#llx", (unsigned long long)i.stack_pointer);
	int n = 0;
	for (int a = 0; a < 6; a++)
		n += snprintf(args + n, sizeof args - n, "%s%#llx", a ? ", " : "",
			      (unsigned long long)i.entry.args[a]);
	const char *head = "op=PTRACE_SYSCALL_INFO_ENTRY, arch=AUDIT_ARCH_X86_64";
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, %zu, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s, entry={nr=__NR_getppid, args=[%s]}})", pid, sizeof i, head, ip, sp, args);
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, 32, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 32, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s, entry={nr=__NR_getppid}})", pid, head, ip, sp);
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, 47, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 47, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s, entry={nr=__NR_getppid, args=[%#llx]}})", pid, head, ip, sp,
	       (unsigned long long)i.entry.args[0]);
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, 20, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 20, {%s, instruction_pointer=%s})", pid, head, ip);

	rc = syscall(SYS_ptrace, PTRACE_SYSCALL, pid, 0, 0);
	expect(rc, NULL, "ptrace(PTRACE_SYSCALL, %d, NULL, 0)", pid);
	waitpid(pid, &st, 0);
	head = "op=PTRACE_SYSCALL_INFO_EXIT, arch=AUDIT_ARCH_X86_64";
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, sizeof i, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, %zu, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s, exit={rval=%d, is_error=0}})", pid, sizeof i, head, ip, sp, getpid());
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, 32, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 32, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s, exit={rval=%d}})", pid, head, ip, sp, getpid());
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, pid, 31, &i);
	expect(rc, NULL, "ptrace(PTRACE_GET_SYSCALL_INFO, %d, 31, {%s, instruction_pointer=%s, "
	       "stack_pointer=%s})", pid, head, ip, sp);
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
		syscall(SYS_getppid);	/* the syscall whose stops syscall_info() reads */
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
	regsets(pid);
	syscall_info(pid);
	rc = syscall(SYS_ptrace, PTRACE_CONT, pid, 0, SIGCONT);
	expect(rc, NULL, "ptrace(PTRACE_CONT, %d, NULL, SIGCONT)", pid);
	waitpid(pid, &st, 0);
	return 0;
}
