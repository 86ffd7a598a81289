#include <stdio.h>

#include "format.h"
#include "siginfo.h"

struct code_name {
	int code;
	const char *name;
};

static const struct code_name generic_codes[] = {
	{ SI_USER, "SI_USER" }, { SI_KERNEL, "SI_KERNEL" }, { SI_QUEUE, "SI_QUEUE" },
	{ SI_TIMER, "SI_TIMER" }, { SI_MESGQ, "SI_MESGQ" }, { SI_ASYNCIO, "SI_ASYNCIO" },
	{ SI_SIGIO, "SI_SIGIO" }, { SI_TKILL, "SI_TKILL" }, { SI_ASYNCNL, "SI_ASYNCNL" },
	{ 0, NULL }
};
static const struct code_name chld_codes[] = {
	{ CLD_EXITED, "CLD_EXITED" }, { CLD_KILLED, "CLD_KILLED" }, { CLD_DUMPED, "CLD_DUMPED" },
	{ CLD_TRAPPED, "CLD_TRAPPED" }, { CLD_STOPPED, "CLD_STOPPED" },
	{ CLD_CONTINUED, "CLD_CONTINUED" }, { 0, NULL }
};
static const struct code_name segv_codes[] = {
	{ SEGV_MAPERR, "SEGV_MAPERR" }, { SEGV_ACCERR, "SEGV_ACCERR" },
	{ SEGV_BNDERR, "SEGV_BNDERR" }, { SEGV_PKUERR, "SEGV_PKUERR" }, { 0, NULL }
};
static const struct code_name bus_codes[] = {
	{ BUS_ADRALN, "BUS_ADRALN" }, { BUS_ADRERR, "BUS_ADRERR" }, { BUS_OBJERR, "BUS_OBJERR" },
	{ BUS_MCEERR_AR, "BUS_MCEERR_AR" }, { BUS_MCEERR_AO, "BUS_MCEERR_AO" }, { 0, NULL }
};
static const struct code_name ill_codes[] = {
	{ ILL_ILLOPC, "ILL_ILLOPC" }, { ILL_ILLOPN, "ILL_ILLOPN" }, { ILL_ILLADR, "ILL_ILLADR" },
	{ ILL_ILLTRP, "ILL_ILLTRP" }, { ILL_PRVOPC, "ILL_PRVOPC" }, { ILL_PRVREG, "ILL_PRVREG" },
	{ ILL_COPROC, "ILL_COPROC" }, { ILL_BADSTK, "ILL_BADSTK" }, { 0, NULL }
};
static const struct code_name fpe_codes[] = {
	{ FPE_INTDIV, "FPE_INTDIV" }, { FPE_INTOVF, "FPE_INTOVF" }, { FPE_FLTDIV, "FPE_FLTDIV" },
	{ FPE_FLTOVF, "FPE_FLTOVF" }, { FPE_FLTUND, "FPE_FLTUND" }, { FPE_FLTRES, "FPE_FLTRES" },
	{ FPE_FLTINV, "FPE_FLTINV" }, { FPE_FLTSUB, "FPE_FLTSUB" }, { 0, NULL }
};
static const struct code_name trap_codes[] = {
	{ TRAP_BRKPT, "TRAP_BRKPT" }, { TRAP_TRACE, "TRAP_TRACE" }, { 0, NULL }
};
static const struct code_name poll_codes[] = {
	{ POLL_IN, "POLL_IN" }, { POLL_OUT, "POLL_OUT" }, { POLL_MSG, "POLL_MSG" },
	{ POLL_ERR, "POLL_ERR" }, { POLL_PRI, "POLL_PRI" }, { POLL_HUP, "POLL_HUP" }, { 0, NULL }
};
static const struct code_name sys_codes[] = {
	{ 1 /* SYS_SECCOMP */, "SYS_SECCOMP" }, { 0, NULL }
};

static const char *lookup(const struct code_name *t, int code)
{
	for (; t && t->name; t++)
		if (t->code == code)
			return t->name;
	return NULL;
}

static const struct code_name *signal_codes(int sig)
{
	switch (sig) {
	case SIGCHLD: return chld_codes;
	case SIGSEGV: return segv_codes;
	case SIGBUS: return bus_codes;
	case SIGILL: return ill_codes;
	case SIGFPE: return fpe_codes;
	case SIGTRAP: return trap_codes;
	case SIGIO: return poll_codes;
	case SIGSYS: return sys_codes;
	}
	return NULL;
}

static void print_sender(struct output *o, const siginfo_t *si)
{
	out_printf(o, ", si_pid=%d, si_uid=%u", si->si_pid, si->si_uid);
}

static void print_value(struct output *o, const siginfo_t *si)
{
	out_printf(o, ", si_int=%d, ", si->si_int);
	out_puts(o, "si_ptr=");
	print_ptr(o, (uintptr_t)si->si_ptr);
}

void print_siginfo(struct output *o, const siginfo_t *si)
{
	out_puts(o, "{si_signo=");
	print_signame(o, si->si_signo);
	out_puts(o, ", si_code=");
	const char *name = si->si_code <= 0 || si->si_code == SI_KERNEL
		? lookup(generic_codes, si->si_code)
		: lookup(signal_codes(si->si_signo), si->si_code);
	if (name)
		out_puts(o, name);
	else
		out_printf(o, "%d", si->si_code);
	if (si->si_errno)
		out_printf(o, ", si_errno=%d", si->si_errno);

	if (si->si_code <= 0) {
		/* Sent by a process (kill, tkill, sigqueue, timers...). */
		switch (si->si_code) {
		case SI_TIMER:
			out_printf(o, ", si_timerid=%#x, si_overrun=%d",
				   si->si_timerid, si->si_overrun);
			print_value(o, si);
			break;
		case SI_QUEUE: case SI_MESGQ:
			print_sender(o, si);
			print_value(o, si);
			break;
		case SI_SIGIO: case SI_ASYNCIO:
			break;
		default:
			print_sender(o, si);
		}
	} else if (si->si_code != SI_KERNEL) {
		switch (si->si_signo) {
		case SIGCHLD:
			print_sender(o, si);
			out_puts(o, ", si_status=");
			if (si->si_code == CLD_EXITED)
				out_printf(o, "%d", si->si_status);
			else
				print_signame(o, si->si_status);
			out_printf(o, ", si_utime=%llu, si_stime=%llu",
				   (unsigned long long)si->si_utime,
				   (unsigned long long)si->si_stime);
			break;
		case SIGSEGV: case SIGBUS: case SIGILL: case SIGFPE: case SIGTRAP:
			out_puts(o, ", si_addr=");
			print_ptr(o, (uintptr_t)si->si_addr);
			break;
		case SIGIO:
			out_printf(o, ", si_band=%ld, si_fd=%d", si->si_band, si->si_fd);
			break;
		case SIGSYS:
			out_puts(o, ", si_call_addr=");
			print_ptr(o, (uintptr_t)si->si_call_addr);
			out_printf(o, ", si_syscall=%d, si_arch=%#x", si->si_syscall, si->si_arch);
			break;
		}
	}
	out_putc(o, '}');
}
