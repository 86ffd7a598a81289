/* Decoders and struct printers for wait4, waitid and getrusage: how a
 * child changed state, and what it used. */
#include <sys/wait.h>

#include "decode.h"
#include "siginfo.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_ptrace_events;

/* ---- wait4, waitid ---- */

static void print_wait_status(struct output *o, int status)
{
	char buf[16];
	out_puts(o, "[{");
	if (WIFSTOPPED(status)) {
		int sig = WSTOPSIG(status);
		out_printf(o, "WIFSTOPPED(s) && WSTOPSIG(s) == %s%s",
			   signal_name(sig & 0x7f, buf), sig & 0x80 ? " | 0x80" : "");
		status &= ~((sig << 8) | 0x7f);
	} else if (WIFSIGNALED(status)) {
		out_printf(o, "WIFSIGNALED(s) && WTERMSIG(s) == %s%s",
			   signal_name(WTERMSIG(status), buf),
			   WCOREDUMP(status) ? " && WCOREDUMP(s)" : "");
		status &= ~(WTERMSIG(status) | 0x80);
	} else if (WIFEXITED(status)) {
		out_printf(o, "WIFEXITED(s) && WEXITSTATUS(s) == %d", WEXITSTATUS(status));
		status &= ~(WEXITSTATUS(status) << 8);
	} else if (WIFCONTINUED(status)) {
		out_puts(o, "WIFCONTINUED(s)");
		status &= ~0xffff;
	} else {
		out_printf(o, "%#x}]", (unsigned)status);
		return;
	}
	out_putc(o, '}');
	/* ptrace events ride in the high bits of a stop status. */
	unsigned event = (unsigned)status >> 16;
	if (event) {
		out_putc(o, '|');
		print_xval(o, &xlat_ptrace_events, event, "PTRACE_EVENT_???");
		out_puts(o, "<<16");
		status &= 0xffff;
	}
	if (status)
		out_printf(o, "|%#x", (unsigned)status);
	out_putc(o, ']');
}

static void print_rusage_at(struct tracee *t, uint64_t addr)
{
	struct { int64_t utime_sec, utime_usec, stime_sec, stime_usec, rest[14]; } ru;
	if (fetch(t, addr, &ru, sizeof ru))
		out_printf(t->out, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, "
			   "ru_stime={tv_sec=%lld, tv_usec=%lld}, ...}",
			   (long long)ru.utime_sec, (long long)ru.utime_usec,
			   (long long)ru.stime_sec, (long long)ru.stime_usec);
}

void print_struct_rusage(struct tracee *t, int i)
{
	print_rusage_at(t, argu(t, i));
}

int dec_getrusage(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		/* who is an int, and RUSAGE_CHILDREN is -1 */
		const char *name = xlat_name(&xlat_rusage_who, (uint64_t)(int64_t)argi(t, 0));
		print_named(o, (unsigned)argi(t, 0), NUM_HEX, name, "RUSAGE_???");	/* -X */
		print_sep(o);
		return DEC_EXIT;
	}
	if (t->call.is_error)
		print_ptr(o, argu(t, 1));
	else
		print_rusage_at(t, argu(t, 1));
	return DEC_DONE;
}

int dec_wait4(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	if (!c->exiting) {
		out_printf(o, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	int status;
	/* Nothing was written when the call failed or found no child. */
	if (c->rval == 0 || c->is_error)
		print_ptr(o, argu(t, 1));
	else if (fetch(t, argu(t, 1), &status, sizeof status))
		print_wait_status(o, status);
	print_sep(o);
	print_xflags(o, &xlat_wait_options, (uint32_t)argu(t, 2), "W???");
	print_sep(o);
	if (c->rval > 0 && !c->is_error)
		print_rusage_at(t, argu(t, 3));
	else
		print_ptr(o, argu(t, 3));
	return DEC_DONE;
}

int dec_waitid(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	if (!c->exiting) {
		print_xval(o, &xlat_waitid_types, (uint32_t)argu(t, 0), "P_???");
		print_sep(o);
		if ((uint32_t)argu(t, 0) == P_PIDFD)
			print_fd(t, argi(t, 1));
		else
			out_printf(o, "%d", argi(t, 1));
		print_sep(o);
		return DEC_EXIT;
	}
	siginfo_t si;
	if (c->is_error)
		print_ptr(o, argu(t, 2));
	else if (fetch(t, argu(t, 2), &si, sizeof si)) {
		if (si.si_signo)
			sink_siginfo(t, &si);
		else
			out_puts(o, "{}");	/* WNOHANG and no child changed state */
	}
	print_sep(o);
	print_xflags(o, &xlat_wait_options, (uint32_t)argu(t, 3), "W???");
	print_sep(o);
	if (c->is_error)
		print_ptr(o, argu(t, 4));
	else
		print_rusage_at(t, argu(t, 4));
	return DEC_DONE;
}
