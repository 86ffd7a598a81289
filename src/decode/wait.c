/* Decoders and struct printers for wait4, waitid and getrusage: how a
 * child changed state, and what it used. */
#include <sys/wait.h>

#include "decode.h"
#include "siginfo.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_ptrace_events;

/* ---- wait4, waitid ---- */

/* A signal in a wait status: by name under every -X, as strace writes
 * the status whatever -X says. */
static void print_status_sig(struct tracee *t, int sig)
{
	sink_signame(t, sig);
	sink_names_always(t);
}

/* name(s), as in WIFEXITED(s). */
static void print_macro(struct tracee *t, const char *name)
{
	sink_func(t, name);
	sink_symbol(t, "s");
	sink_end(t);
}

/* MACRO(s) == value: the value goes in before the sink_end. */
static void begin_equals(struct tracee *t, const char *macro)
{
	sink_op(t, " == ");
	print_macro(t, macro);
}

/* The kernel's status word as strace spells it:
 * [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], then what the macros leave:
 * a ptrace event, <<16, and other bits, joined by |. */
static void print_wait_status(struct tracee *t, int status)
{
	sink_array(t);
	if (!WIFSTOPPED(status) && !WIFSIGNALED(status) && !WIFEXITED(status) &&
	    !WIFCONTINUED(status)) {
		sink_hex(t, (unsigned)status);
		sink_end(t);
		return;
	}
	unsigned rest = (unsigned)status, event;
	if (WIFSTOPPED(status))
		rest &= ~(((unsigned)WSTOPSIG(status) << 8) | 0x7f);
	else if (WIFSIGNALED(status))
		rest &= ~(unsigned)(WTERMSIG(status) | 0x80);
	else if (WIFEXITED(status))
		rest &= ~((unsigned)WEXITSTATUS(status) << 8);
	else
		rest &= ~0xffffu;
	/* ptrace events ride in the high bits of a stop status. */
	event = rest >> 16;
	rest &= 0xffff;
	if (event || rest)
		sink_op(t, "|");
	sink_struct(t);
	if (WIFSTOPPED(status)) {
		int sig = WSTOPSIG(status);
		sink_op(t, " && ");
		print_macro(t, "WIFSTOPPED");
		begin_equals(t, "WSTOPSIG");
		/* PTRACE_O_TRACESYSGOOD's syscall stops: SIGTRAP | 0x80 */
		if (sig & 0x80)
			sink_op(t, " | ");
		print_status_sig(t, sig & 0x7f);
		if (sig & 0x80) {
			sink_hex(t, 0x80);
			sink_end(t);
		}
		sink_end(t);
		sink_end(t);
	} else if (WIFSIGNALED(status)) {
		sink_op(t, " && ");
		print_macro(t, "WIFSIGNALED");
		begin_equals(t, "WTERMSIG");
		print_status_sig(t, WTERMSIG(status));
		sink_end(t);
		if (WCOREDUMP(status))
			print_macro(t, "WCOREDUMP");
		sink_end(t);
	} else if (WIFEXITED(status)) {
		sink_op(t, " && ");
		print_macro(t, "WIFEXITED");
		begin_equals(t, "WEXITSTATUS");
		sink_int(t, WEXITSTATUS(status));
		sink_end(t);
		sink_end(t);
	} else {
		print_macro(t, "WIFCONTINUED");
	}
	sink_end(t);
	if (event) {
		sink_op(t, "<<");
		sink_xval(t, &xlat_ptrace_events, event, "PTRACE_EVENT_???");
		sink_uint(t, 16);
		sink_end(t);
	}
	if (rest)
		sink_hex(t, rest);
	if (event || rest)
		sink_end(t);
	sink_end(t);
}

/* A struct timeval of struct rusage: strace shows its tv_usec unsigned. */
static void print_timeval(struct tracee *t, const char *name, int64_t sec, int64_t usec)
{
	sink_field(t, name);
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, sec);
	sink_field(t, "tv_usec");
	sink_uint(t, (uint64_t)usec);
	sink_end(t);
}

/* struct rusage: the two times, and under -v the counters too (the rest
 * is left out without -v, as strace does). */
static void print_rusage_at(struct tracee *t, uint64_t addr)
{
	static const char *const counters[] = {
		"ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss", "ru_minflt",
		"ru_majflt", "ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd",
		"ru_msgrcv", "ru_nsignals", "ru_nvcsw", "ru_nivcsw",
	};
	struct { int64_t utime_sec, utime_usec, stime_sec, stime_usec, rest[14]; } ru;
	if (!sink_fetch(t, addr, &ru, sizeof ru))
		return;
	sink_struct(t);
	print_timeval(t, "ru_utime", ru.utime_sec, ru.utime_usec);
	print_timeval(t, "ru_stime", ru.stime_sec, ru.stime_usec);
	if (abbrev(t))
		sink_ellipsis(t);
	else
		for (unsigned k = 0; k < 14; k++)
			sink_uint_field(t, counters[k], (uint64_t)ru.rest[k]);
	sink_end(t);
}

void print_struct_rusage(struct tracee *t, int i)
{
	print_rusage_at(t, argu(t, i));
}

int dec_getrusage(struct tracee *t)
{
	if (!t->call.exiting) {
		/* who is an int, and RUSAGE_CHILDREN is -1 */
		const char *name = xlat_name(&xlat_rusage_who, (uint64_t)(int64_t)argi(t, 0));
		sink_arg(t, 0);
		sink_const(t, (unsigned)argi(t, 0), NUM_HEX, name, "RUSAGE_???");	/* -X */
		sink_int32(t);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_rusage_at(t, argu(t, 1));
	return DEC_DONE;
}

static void print_options(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_xflags(t, &xlat_wait_options, (uint32_t)argu(t, i), "W???");
}

int dec_wait4(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	int status;
	sink_arg(t, 1);
	/* Nothing was written when the call failed or found no child. */
	if (c->rval == 0 || c->is_error)
		sink_ptr(t, argu(t, 1));
	else if (sink_fetch(t, argu(t, 1), &status, sizeof status))
		print_wait_status(t, status);
	print_options(t, 2);
	sink_arg(t, 3);
	if (c->rval > 0 && !c->is_error)
		print_rusage_at(t, argu(t, 3));
	else
		sink_ptr(t, argu(t, 3));
	return DEC_DONE;
}

int dec_waitid(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_xval(t, &xlat_waitid_types, (uint32_t)argu(t, 0), "P_???");
		sink_arg(t, 1);
		if ((uint32_t)argu(t, 0) == P_PIDFD)
			sink_fd(t, argi(t, 1));
		else if ((uint32_t)argu(t, 0) == P_PID)
			sink_pid(t, argi(t, 1), PID_TGID);
		else if ((uint32_t)argu(t, 0) == P_PGID)
			sink_pid(t, argi(t, 1), PID_PGID);
		else
			sink_int(t, argi(t, 1));
		return DEC_EXIT;
	}
	siginfo_t si;
	sink_arg(t, 2);
	if (c->is_error)
		sink_ptr(t, argu(t, 2));
	else if (sink_fetch(t, argu(t, 2), &si, sizeof si))
		sink_siginfo(t, &si);	/* {} when WNOHANG found no child */
	print_options(t, 3);
	sink_arg(t, 4);
	if (c->is_error)
		sink_ptr(t, argu(t, 4));
	else
		print_rusage_at(t, argu(t, 4));
	return DEC_DONE;
}
