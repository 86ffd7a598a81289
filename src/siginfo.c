/* siginfo_t as strace prints it: the fields that the kernel fills for the
 * signal and si_code, read from the union the same way.  See sigaction(2),
 * "The siginfo_t argument to a SA_SIGINFO handler". */
#include <stdio.h>
#include <unistd.h>
#include <linux/audit.h>

#include "sink.h"
#include "siginfo.h"
#include "syscall.h"

/* SI_FROMUSER in the kernel: sent by kill, sigqueue, a timer... */
static bool from_user(const siginfo_t *si)
{
	return si->si_code <= 0;
}

extern const struct xlat xlat_errnos, xlat_siginfo_codes, xlat_sigill_codes,
	xlat_sigfpe_codes, xlat_sigsegv_codes, xlat_sigbus_codes,
	xlat_sigtrap_codes, xlat_sigchld_codes, xlat_sigpoll_codes,
	xlat_sigsys_codes, xlat_audit_arch;

/* The codes the kernel gives a signal of its own (si_code > 0). */
static const struct xlat *signal_codes(int sig)
{
	switch (sig) {
	case SIGILL: return &xlat_sigill_codes;
	case SIGFPE: return &xlat_sigfpe_codes;
	case SIGSEGV: return &xlat_sigsegv_codes;
	case SIGBUS: return &xlat_sigbus_codes;
	case SIGTRAP: return &xlat_sigtrap_codes;
	case SIGCHLD: return &xlat_sigchld_codes;
	case SIGPOLL: return &xlat_sigpoll_codes;
	case SIGSYS: return &xlat_sigsys_codes;
	}
	return NULL;
}

static void print_code(struct tracee *t, const siginfo_t *si)
{
	uint64_t code = (uint64_t)(int64_t)si->si_code;
	const char *name = xlat_name(&xlat_siginfo_codes, code);
	const struct xlat *x = signal_codes(si->si_signo);
	if (!name && si->si_code > 0 && x)
		name = xlat_name(x, code);
	sink_const(t, (uint32_t)si->si_code, NUM_HEX, name, NULL);	/* -X */
	sink_int32(t);
}

static void print_uid(struct tracee *t, const char *field, unsigned uid)
{
	sink_field(t, field);
	if (uid == (unsigned)-1)
		sink_int(t, -1);
	else
		sink_uint(t, uid);
}

static void print_sender(struct tracee *t, const siginfo_t *si)
{
	sink_field(t, "si_pid");
	sink_pid(t, si->si_pid, PID_TGID);
	print_uid(t, "si_uid", si->si_uid);
}

static void print_value(struct tracee *t, const siginfo_t *si)
{
	sink_field(t, "si_int");
	sink_int(t, si->si_int);
	sink_field(t, "si_ptr");
	sink_ptr(t, (uintptr_t)si->si_ptr);
}

/* A clock_t in ticks, with its value in seconds when not zero. */
static void print_clock(struct tracee *t, const char *field, unsigned long long ticks)
{
	sink_field(t, field);
	sink_uint(t, ticks);
	if (ticks) {	/* -X raw: no comment, as strace */
		long hz = sysconf(_SC_CLK_TCK);
		if (hz <= 0)
			hz = 100;
		sink_hint(t, "seconds", "%llu.%02llu s", ticks / hz, ticks % hz * 100 / hz);
	}
}

static void print_child(struct tracee *t, const siginfo_t *si)
{
	print_sender(t, si);
	sink_field(t, "si_status");
	if (si->si_code == CLD_EXITED)
		sink_int(t, si->si_status);
	else
		sink_signame(t, si->si_status);
	print_clock(t, "si_utime", (unsigned long long)si->si_utime);
	print_clock(t, "si_stime", (unsigned long long)si->si_stime);
}

static void print_fault(struct tracee *t, const siginfo_t *si)
{
	sink_field(t, "si_addr");
	sink_ptr(t, (uintptr_t)si->si_addr);
	if (si->si_signo == SIGSEGV && si->si_code == SEGV_BNDERR) {
		sink_field(t, "si_lower");
		sink_ptr(t, (uintptr_t)si->si_lower);
		sink_field(t, "si_upper");
		sink_ptr(t, (uintptr_t)si->si_upper);
	} else if (si->si_signo == SIGSEGV && si->si_code == SEGV_PKUERR) {
		sink_field(t, "si_pkey");
		sink_uint(t, (unsigned)si->si_pkey);
	} else if (si->si_signo == SIGBUS &&
		   (si->si_code == BUS_MCEERR_AR || si->si_code == BUS_MCEERR_AO)) {
		sink_field(t, "si_addr_lsb");
		sink_hex(t, (unsigned)(unsigned short)si->si_addr_lsb);
	}
}

/* The syscall seccomp stopped: by name when it is in seize's own (x86_64)
 * numbering; strace names other conventions' numbers in a comment. */
static void print_seccomp_syscall(struct tracee *t, const siginfo_t *si)
{
	enum { X32_BIT = 0x40000000 };
	unsigned nr = (unsigned)si->si_syscall;
	sink_field(t, "si_syscall");
	if (si->si_arch == AUDIT_ARCH_X86_64) {
		if (nr < sysent_count && sysent_table[nr].name) {
			char name[64];
			snprintf(name, sizeof name, "__NR_%s", sysent_table[nr].name);
			sink_const(t, nr, NUM_UNSIGNED, name, NULL);	/* -X */
			return;
		}
		unsigned low = nr & ~X32_BIT;
		if ((nr & X32_BIT) && low < sysent_count && sysent_table[low].name) {
			sink_uint(t, nr);
			sink_comment(t, "syscall", "%s", sysent_table[low].name);
			return;
		}
	}
	sink_uint(t, nr);
}

static void print_sigsys(struct tracee *t, const siginfo_t *si)
{
	sink_field(t, "si_call_addr");
	sink_ptr(t, (uintptr_t)si->si_call_addr);
	print_seccomp_syscall(t, si);
	sink_field(t, "si_arch");
	sink_xval(t, &xlat_audit_arch, si->si_arch, xlat_audit_arch.dflt);
}

static void print_poll(struct tracee *t, const siginfo_t *si)
{
	sink_field(t, "si_band");
	sink_int(t, si->si_band);
	sink_field(t, "si_fd");
	sink_fd(t, si->si_fd);	/* -y: strace names it in the tracee's table */
}

/* si_code <= 0: what the sending process or timer put there. */
static void print_user_fields(struct tracee *t, const siginfo_t *si)
{
	switch (si->si_code) {
	case SI_USER: case SI_TKILL:
		print_sender(t, si);
		break;
	case SI_TIMER:
		sink_field(t, "si_timerid");
		sink_hex(t, (unsigned)si->si_timerid);
		sink_field(t, "si_overrun");
		sink_int(t, si->si_overrun);
		print_value(t, si);
		break;
	case SI_SIGIO:
		print_poll(t, si);
		break;
	default:
		print_sender(t, si);
		if (si->si_ptr)
			print_value(t, si);
	}
}

/* si_code > 0 (and SI_KERNEL): the fields the kernel fills for the signal. */
static void print_kernel_fields(struct tracee *t, const siginfo_t *si)
{
	switch (si->si_signo) {
	case SIGCHLD:
		print_child(t, si);
		break;
	case SIGILL: case SIGFPE: case SIGSEGV: case SIGBUS: case SIGTRAP:
		print_fault(t, si);
		break;
	case SIGPOLL:
		if (si->si_code >= POLL_IN && si->si_code <= POLL_HUP)
			print_poll(t, si);
		break;
	case SIGSYS:
		print_sigsys(t, si);
		break;
	default:
		if (si->si_pid || si->si_uid)
			print_sender(t, si);
		if (si->si_ptr)
			print_value(t, si);
	}
}

void sink_siginfo(struct tracee *t, const siginfo_t *si)
{
	sink_struct(t);
	/* A siginfo the kernel left empty (waitid with WNOHANG): {}. */
	if (si->si_signo == 0) {
		sink_end(t);
		return;
	}
	sink_field(t, "si_signo");
	sink_signame(t, si->si_signo);
	sink_field(t, "si_code");
	print_code(t, si);
	if (si->si_errno) {
		sink_field(t, "si_errno");
		const char *name = xlat_name(&xlat_errnos, (unsigned)si->si_errno);
		sink_const(t, (unsigned)si->si_errno, NUM_UNSIGNED, name, NULL);	/* -X */
	}
	if (from_user(si))
		print_user_fields(t, si);
	else
		print_kernel_fields(t, si);
	sink_end(t);
}
