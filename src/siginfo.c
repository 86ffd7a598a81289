/* siginfo_t as strace prints it: the fields that the kernel fills for the
 * signal and si_code, read from the union the same way.  See sigaction(2),
 * "The siginfo_t argument to a SA_SIGINFO handler". */
#include <stdio.h>
#include <unistd.h>
#include <linux/audit.h>

#include "format.h"
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

static void print_code(struct output *o, const siginfo_t *si)
{
	uint64_t code = (uint64_t)(int64_t)si->si_code;
	const char *name = xlat_name(&xlat_siginfo_codes, code);
	const struct xlat *x = signal_codes(si->si_signo);
	if (!name && si->si_code > 0 && x)
		name = xlat_name(x, code);
	print_named(o, (uint32_t)si->si_code, NUM_HEX, name, NULL);	/* -X */
}

static void print_uid(struct output *o, const char *field, unsigned uid)
{
	if (uid == (unsigned)-1)
		out_printf(o, ", %s=-1", field);
	else
		out_printf(o, ", %s=%u", field, uid);
}

static void print_sender(struct output *o, const siginfo_t *si)
{
	out_printf(o, ", si_pid=%d", si->si_pid);
	print_uid(o, "si_uid", si->si_uid);
}

static void print_value(struct output *o, const siginfo_t *si)
{
	out_printf(o, ", si_int=%d, si_ptr=", si->si_int);
	print_ptr(o, (uintptr_t)si->si_ptr);
}

/* A clock_t in ticks, with its value in seconds when not zero. */
static void print_clock(struct output *o, const char *field, unsigned long long ticks)
{
	out_printf(o, ", %s=%llu", field, ticks);
	if (ticks && !style_raw(o)) {	/* -X raw: no comment, as strace */
		long hz = sysconf(_SC_CLK_TCK);
		if (hz <= 0)
			hz = 100;
		out_printf(o, " /* %llu.%02llu s */", ticks / hz, ticks % hz * 100 / hz);
	}
}

static void print_child(struct output *o, const siginfo_t *si)
{
	print_sender(o, si);
	out_puts(o, ", si_status=");
	if (si->si_code == CLD_EXITED)
		out_printf(o, "%d", si->si_status);
	else
		print_signame(o, si->si_status);
	print_clock(o, "si_utime", (unsigned long long)si->si_utime);
	print_clock(o, "si_stime", (unsigned long long)si->si_stime);
}

static void print_fault(struct output *o, const siginfo_t *si)
{
	out_puts(o, ", si_addr=");
	print_ptr(o, (uintptr_t)si->si_addr);
	if (si->si_signo == SIGSEGV && si->si_code == SEGV_BNDERR) {
		out_puts(o, ", si_lower=");
		print_ptr(o, (uintptr_t)si->si_lower);
		out_puts(o, ", si_upper=");
		print_ptr(o, (uintptr_t)si->si_upper);
	} else if (si->si_signo == SIGSEGV && si->si_code == SEGV_PKUERR) {
		out_printf(o, ", si_pkey=%u", (unsigned)si->si_pkey);
	} else if (si->si_signo == SIGBUS &&
		   (si->si_code == BUS_MCEERR_AR || si->si_code == BUS_MCEERR_AO)) {
		out_printf(o, ", si_addr_lsb=%#x", (unsigned)(unsigned short)si->si_addr_lsb);
	}
}

/* The syscall seccomp stopped: by name when it is in seize's own (x86_64)
 * numbering; strace names other conventions' numbers in a comment. */
static void print_seccomp_syscall(struct output *o, const siginfo_t *si)
{
	enum { X32_BIT = 0x40000000 };
	unsigned nr = (unsigned)si->si_syscall;
	out_puts(o, ", si_syscall=");
	if (si->si_arch == AUDIT_ARCH_X86_64) {
		if (nr < sysent_count && sysent_table[nr].name) {
			char name[64];
			snprintf(name, sizeof name, "__NR_%s", sysent_table[nr].name);
			print_named(o, nr, NUM_UNSIGNED, name, NULL);	/* -X */
			return;
		}
		unsigned low = nr & ~X32_BIT;
		if ((nr & X32_BIT) && low < sysent_count && sysent_table[low].name) {
			out_printf(o, "%u /* %s */", nr, sysent_table[low].name);
			return;
		}
	}
	out_printf(o, "%u", nr);
}

static void print_sigsys(struct output *o, const siginfo_t *si)
{
	out_puts(o, ", si_call_addr=");
	print_ptr(o, (uintptr_t)si->si_call_addr);
	print_seccomp_syscall(o, si);
	out_puts(o, ", si_arch=");
	print_xval(o, &xlat_audit_arch, si->si_arch, xlat_audit_arch.dflt);
}

/* si_code <= 0: what the sending process or timer put there. */
static void print_user_fields(struct output *o, const siginfo_t *si)
{
	switch (si->si_code) {
	case SI_USER: case SI_TKILL:
		print_sender(o, si);
		break;
	case SI_TIMER:
		out_printf(o, ", si_timerid=%#x, si_overrun=%d", si->si_timerid, si->si_overrun);
		print_value(o, si);
		break;
	case SI_SIGIO:
		out_printf(o, ", si_band=%ld, si_fd=%d", si->si_band, si->si_fd);
		break;
	default:
		print_sender(o, si);
		if (si->si_ptr)
			print_value(o, si);
	}
}

/* si_code > 0 (and SI_KERNEL): the fields the kernel fills for the signal. */
static void print_kernel_fields(struct output *o, const siginfo_t *si)
{
	switch (si->si_signo) {
	case SIGCHLD:
		print_child(o, si);
		break;
	case SIGILL: case SIGFPE: case SIGSEGV: case SIGBUS: case SIGTRAP:
		print_fault(o, si);
		break;
	case SIGPOLL:
		if (si->si_code >= POLL_IN && si->si_code <= POLL_HUP)
			out_printf(o, ", si_band=%ld, si_fd=%d", si->si_band, si->si_fd);
		break;
	case SIGSYS:
		print_sigsys(o, si);
		break;
	default:
		if (si->si_pid || si->si_uid)
			print_sender(o, si);
		if (si->si_ptr)
			print_value(o, si);
	}
}

void print_siginfo(struct output *o, const siginfo_t *si)
{
	/* A siginfo the kernel left empty (waitid with WNOHANG). */
	if (si->si_signo == 0) {
		out_puts(o, "{}");
		return;
	}
	out_puts(o, "{si_signo=");
	print_signame(o, si->si_signo);
	out_puts(o, ", si_code=");
	print_code(o, si);
	if (si->si_errno) {
		out_puts(o, ", si_errno=");
		const char *name = xlat_name(&xlat_errnos, (unsigned)si->si_errno);
		print_named(o, (unsigned)si->si_errno, NUM_UNSIGNED, name, NULL);	/* -X */
	}
	if (from_user(si))
		print_user_fields(o, si);
	else
		print_kernel_fields(o, si);
	out_putc(o, '}');
}
