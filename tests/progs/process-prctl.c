/* prctl and arch_prctl: the options strace decodes, their arguments and
 * the values they return, and unknown options. */
#include "progs.h"

#include <stdarg.h>

#include <asm/prctl.h>
#include <linux/capability.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <sys/prctl.h>

/* A pointer as strace prints it. */
static const char *ptr(unsigned long v, char buf[32])
{
	snprintf(buf, 32, v ? "%#lx" : "NULL", v);
	return buf;
}

static void names(void)
{
	char name[32], *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_prctl, PR_SET_NAME, "seize\ntest", 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_NAME, \"seize\\ntest\")");
	rc = syscall(SYS_prctl, PR_GET_NAME, name, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_NAME, \"seize\\ntest\")");
	rc = syscall(SYS_prctl, PR_SET_NAME, "0123456789abcdefghij", 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_NAME, \"0123456789abcde\"...)");
	rc = syscall(SYS_prctl, PR_GET_NAME, name, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_NAME, \"0123456789abcde\")");
	rc = syscall(SYS_prctl, PR_SET_NAME, end, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_NAME, %p)", (void *)end);
	rc = syscall(SYS_prctl, PR_GET_NAME, end, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_GET_NAME, %p)", (void *)end);
}

static void options(void)
{
	int v = -1;
	char buf[32], *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_prctl, PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_PDEATHSIG, SIGKILL)");
	rc = syscall(SYS_prctl, PR_GET_PDEATHSIG, &v, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_PDEATHSIG, [SIGKILL])");
	rc = syscall(SYS_prctl, PR_SET_PDEATHSIG, 0, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_PDEATHSIG, 0)");
	rc = syscall(SYS_prctl, PR_SET_PDEATHSIG, 200, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_PDEATHSIG, 200)");
	rc = syscall(SYS_prctl, PR_GET_PDEATHSIG, end, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_GET_PDEATHSIG, %p)", (void *)end);

	rc = syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)");
	rc = syscall(SYS_prctl, PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0)");
	rc = syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 2, 3, 4);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_NO_NEW_PRIVS, 1, 0x2, 0x3, 0x4)");

	static const char *const dumpable[] = { "SUID_DUMP_DISABLE", "SUID_DUMP_USER", "SUID_DUMP_ROOT" };
	rc = syscall(SYS_prctl, PR_GET_DUMPABLE, 0, 0, 0, 0);
	snprintf(buf, sizeof buf, "%ld (%s)", rc, dumpable[rc]);
	expect_ret(buf, "prctl(PR_GET_DUMPABLE)");
	long was = rc;
	rc = syscall(SYS_prctl, PR_SET_DUMPABLE, was, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_DUMPABLE, %s)", dumpable[was]);
	rc = syscall(SYS_prctl, PR_SET_DUMPABLE, 7, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_DUMPABLE, 0x7 /* SUID_DUMP_??? */)");

	rc = syscall(SYS_prctl, PR_CAPBSET_READ, CAP_CHOWN, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_CAPBSET_READ, CAP_CHOWN)");
	rc = syscall(SYS_prctl, PR_CAPBSET_READ, 100, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_CAPBSET_READ, 0x64 /* CAP_??? */)");
	rc = syscall(SYS_prctl, PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, CAP_KILL, 0, 0);
	expect(rc, NULL, "prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, CAP_KILL, 0, 0)");

	rc = syscall(SYS_prctl, PR_GET_SECCOMP, 0, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_SECCOMP)");
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, NULL, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, NULL)");
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, 5, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_SECCOMP, 0x5 /* SECCOMP_MODE_??? */, 0, 0, 0)");

	long slack = syscall(SYS_prctl, PR_GET_TIMERSLACK, 0, 0, 0, 0);
	expect(slack, NULL, "prctl(PR_GET_TIMERSLACK)");
	rc = syscall(SYS_prctl, PR_SET_TIMERSLACK, slack, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_TIMERSLACK, %ld)", slack);
	rc = syscall(SYS_prctl, PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_SET_CHILD_SUBREAPER, 1)");
	rc = syscall(SYS_prctl, PR_GET_CHILD_SUBREAPER, &v, 0, 0, 0);
	expect(rc, NULL, "prctl(PR_GET_CHILD_SUBREAPER, [1])");

	unsigned long addr = 0;
	rc = syscall(SYS_prctl, PR_GET_TID_ADDRESS, &addr, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_GET_TID_ADDRESS, [%s])", ptr(addr, buf));
	rc = syscall(SYS_prctl, PR_SET_MM, PR_SET_MM_START_CODE, 0x1000, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_MM, PR_SET_MM_START_CODE, 0x1000, 0, 0)");
	rc = syscall(SYS_prctl, PR_MCE_KILL, PR_MCE_KILL_SET, PR_MCE_KILL_EARLY, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_MCE_KILL, PR_MCE_KILL_SET, PR_MCE_KILL_EARLY, 0, 0)");
	static const char *const policy[] = { "PR_MCE_KILL_LATE", "PR_MCE_KILL_EARLY", "PR_MCE_KILL_DEFAULT" };
	rc = syscall(SYS_prctl, PR_MCE_KILL_GET, 0, 0, 0, 0);
	if (rc >= 0 && rc <= 2) {
		snprintf(buf, sizeof buf, "%ld (%s)", rc, policy[rc]);
		expect_ret(buf, "prctl(PR_MCE_KILL_GET, 0, 0, 0, 0)");
	}
	rc = syscall(SYS_prctl, PR_SET_SECUREBITS, 0x2f, 0, 0, 0);
	expect(rc, strerrorname_np(errno),
	       "prctl(PR_SET_SECUREBITS, SECBIT_NOROOT|SECBIT_NOROOT_LOCKED|SECBIT_NO_SETUID_FIXUP|SECBIT_NO_SETUID_FIXUP_LOCKED|SECBIT_KEEP_CAPS_LOCKED)");
	rc = syscall(SYS_prctl, PR_SET_PTRACER, -1, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY)");

	rc = syscall(SYS_prctl, 0xdead, 1, 2, 3, 4);
	expect(rc, strerrorname_np(errno), "prctl(0xdead /* PR_??? */, 0x1, 0x2, 0x3, 0x4)");
	rc = syscall(SYS_prctl, 0, 0, 0, 0, 0);
	expect(rc, strerrorname_np(errno), "prctl(0 /* PR_??? */, 0, 0, 0, 0)");
}

static void arch(void)
{
	unsigned long v = 1;
	char buf[32], *page = tail_page();
	long rc = syscall(SYS_arch_prctl, ARCH_GET_FS, &v);
	expect(rc, NULL, "arch_prctl(ARCH_GET_FS, [%s])", ptr(v, buf));
	rc = syscall(SYS_arch_prctl, ARCH_GET_GS, &v);
	expect(rc, NULL, "arch_prctl(ARCH_GET_GS, [%s])", ptr(v, buf));
	rc = syscall(SYS_arch_prctl, ARCH_GET_FS, page + 4096);
	expect(rc, strerrorname_np(errno), "arch_prctl(ARCH_GET_FS, %p)", (void *)(page + 4096));
	rc = syscall(SYS_arch_prctl, ARCH_GET_CPUID, 0);
	expect(rc, strerrorname_np(errno), "arch_prctl(ARCH_GET_CPUID)");
	rc = syscall(SYS_arch_prctl, ARCH_SET_CPUID, 1);
	expect(rc, strerrorname_np(errno), "arch_prctl(ARCH_SET_CPUID, 0x1)");
	rc = syscall(SYS_arch_prctl, 0x3001, page);
	expect(rc, strerrorname_np(errno), "arch_prctl(0x3001 /* ARCH_??? */, %p)", (void *)page);
	rc = syscall(SYS_arch_prctl, 0x1023, 1);
	expect(rc, strerrorname_np(errno), "arch_prctl(ARCH_REQ_XCOMP_PERM, 0x1 /* XFEATURE_SSE */)");
	rc = syscall(SYS_arch_prctl, 0x1023, 11);
	expect(rc, strerrorname_np(errno), "arch_prctl(ARCH_REQ_XCOMP_PERM, 0xb /* XFEATURE_??? */)");
}

int main(void)
{
	names();
	options();
	arch();
	return 0;
}
