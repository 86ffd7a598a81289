/* Decoders and struct printers for clocks, sleeps, timers, and the time
 * structs other families share (timespec, timeval, itimerspec, sigevent). */
#include <signal.h>
#include <stdio.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>

#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_sigev_notify, xlat_adjtimex_modes,
	xlat_adjtimex_status, xlat_adjtimex_state;

/* Errors that mean "interrupted, to be restarted": a sleep then reports
 * the time left. */
static bool is_restart_error(const struct call *c)
{
	int64_t err = -c->rval;
	return c->is_error && err >= 512 && err <= 516 && err != 515;
}

/* A clock id is an int: upper bits of the register are ignored. */
static void print_clockid(struct output *o, uint64_t v)
{
	print_xval(o, &xlat_clockids, (uint32_t)v, xlat_clockids.dflt);
}

/* The kernel's timespec and timeval, as x86_64 lays them out; the printers
 * below read a whole struct at once, so that one partly readable prints as
 * its address, and report the members with this.  strace prints the
 * seconds signed and the fraction unsigned. */
struct ts64 { int64_t sec; uint64_t frac; };

static void print_ts(struct tracee *t, const struct ts64 *ts, const char *fraction)
{
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, ts->sec);
	sink_field(t, fraction);
	sink_uint(t, ts->frac);
	sink_end(t);
}

void print_struct_timespec(struct tracee *t, int i)
{
	sink_timespec_at(t, argu(t, i));
}

void print_struct_timeval(struct tracee *t, int i)
{
	sink_timeval_at(t, argu(t, i));
}

static void print_int_field(struct tracee *t, const char *name, int64_t v)
{
	sink_field(t, name);
	sink_int(t, v);
}

void print_struct_timezone(struct tracee *t, int i)
{
	struct { int32_t minuteswest, dsttime; } tz;
	if (!sink_fetch(t, argu(t, i), &tz, sizeof tz))
		return;
	sink_struct(t);
	print_int_field(t, "tz_minuteswest", tz.minuteswest);
	print_int_field(t, "tz_dsttime", tz.dsttime);
	sink_end(t);
}

/* itimerval and itimerspec: two timevals or two timespecs. */
static void print_itimer(struct tracee *t, int i, const char *fraction)
{
	struct ts64 it[2];
	if (!sink_fetch(t, argu(t, i), it, sizeof it))
		return;
	sink_struct(t);
	sink_field(t, "it_interval");
	print_ts(t, &it[0], fraction);
	sink_field(t, "it_value");
	print_ts(t, &it[1], fraction);
	sink_end(t);
}

void print_struct_itimerval(struct tracee *t, int i)
{
	print_itimer(t, i, "tv_usec");
}

void print_struct_itimerspec(struct tracee *t, int i)
{
	print_itimer(t, i, "tv_nsec");
}

/* Still used by the timex printer below, which writes text. */
static void print_tv(struct output *o, const struct ts64 *tv)
{
	out_printf(o, "{tv_sec=%lld, tv_usec=%llu}", (long long)tv->sec,
		   (unsigned long long)tv->frac);
}

/* Clock ticks, with the seconds they make when not zero: 6 /- 0.06 s -/,
 * as many decimals as the tick rate has digits after the first. */
static void print_clock_t(struct output *o, uint64_t ticks)
{
	long hz = sysconf(_SC_CLK_TCK);
	out_printf(o, "%llu", (unsigned long long)ticks);
	/* -X raw leaves the comment out too */
	if (ticks == 0 || hz <= 0 || style_raw(o))
		return;
	int width = 0;
	for (long v = hz; v >= 10 && width < 9; v /= 10)
		width++;
	out_printf(o, " /* %llu.%0*llu s */", (unsigned long long)(ticks / hz), width,
		   (unsigned long long)(ticks % hz));
}

/* A decoder rather than a struct printer: the table's struct printers are
 * weak symbols, and another family defines print_struct_tms too. */
int dec_times(struct tracee *t)
{
	static const char *const names[] = { "tms_utime", "tms_stime", "tms_cutime", "tms_cstime" };
	uint64_t tms[4];
	if (!t->call.exiting)
		return DEC_EXIT;
	if (t->call.is_error || !argu(t, 0)) {
		print_ptr(t->out, argu(t, 0));
		return DEC_DONE;
	}
	if (!fetch_arg(t, 0, tms, sizeof tms))
		return DEC_DONE;
	for (int f = 0; f < 4; f++) {
		out_printf(t->out, "%s%s=", f ? ", " : "{", names[f]);
		print_clock_t(t->out, tms[f]);
	}
	out_putc(t->out, '}');
	return DEC_DONE;
}

/* The kernel's struct sigevent: 64 bytes on x86_64. */
struct kernel_sigevent {
	union { int32_t sival_int; uint64_t sival_ptr; } value;
	int32_t signo;
	int32_t notify;
	union {
		int32_t tid;
		struct { uint64_t function, attribute; } thread;
		int32_t pad[12];
	} un;
};

/* The value is left out when its pointer is NULL; the signal is named only
 * when the notification sends one; the union member printed is the one
 * sigev_notify selects. */
void print_struct_sigevent(struct tracee *t, int i)
{
	struct kernel_sigevent sev;
	if (!sink_fetch(t, argu(t, i), &sev, sizeof sev))
		return;
	sink_struct(t);
	if (sev.value.sival_ptr) {
		sink_field(t, "sigev_value");
		sink_struct(t);
		print_int_field(t, "sival_int", sev.value.sival_int);
		sink_field(t, "sival_ptr");
		sink_ptr(t, sev.value.sival_ptr);
		sink_end(t);
	}
	sink_field(t, "sigev_signo");
	bool signals = sev.notify == SIGEV_SIGNAL || sev.notify == SIGEV_THREAD ||
		       sev.notify == SIGEV_THREAD_ID;
	if (signals)
		sink_signame(t, sev.signo);
	else
		sink_uint(t, (uint32_t)sev.signo);
	sink_field(t, "sigev_notify");
	sink_xval(t, &xlat_sigev_notify, (uint32_t)sev.notify, xlat_sigev_notify.dflt);
	if (sev.notify == SIGEV_THREAD_ID) {
		print_int_field(t, "sigev_notify_thread_id", sev.un.tid);
	} else if (sev.notify == SIGEV_THREAD) {
		sink_field(t, "sigev_notify_function");
		sink_ptr(t, sev.un.thread.function);
		sink_field(t, "sigev_notify_attributes");
		sink_ptr(t, sev.un.thread.attribute);
	}
	sink_end(t);
}

/* strace's date: local time, ISO 8601 with the UTC offset; none for 0. */
static bool format_date(char *buf, size_t size, int64_t sec)
{
	time_t tt = (time_t)sec;
	struct tm tm;
	if (sec == 0 || !localtime_r(&tt, &tm))
		return false;
	return strftime(buf, size, "%FT%T%z", &tm) > 0;
}

/* time(2) returns the time and stores it at tloc: both get the date. */
int dec_time(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	char date[64];
	if (!c->exiting)
		return DEC_EXIT;
	int64_t tloc;
	if (c->is_error || !argu(t, 0)) {
		print_ptr(o, argu(t, 0));
	} else if (fetch_arg(t, 0, &tloc, sizeof tloc)) {
		out_printf(o, "[%lld", (long long)tloc);
		if (format_date(date, sizeof date, tloc))
			out_printf(o, " /* %s */", date);
		out_putc(o, ']');
	}
	if (!c->is_error && format_date(date, sizeof date, c->rval)) {
		snprintf(tracee_auxbuf(t), AUX_SIZE, "(%s)", date);
		c->aux = tracee_auxbuf(t);
	}
	return DEC_DONE;
}

int dec_clock_settime(struct tracee *t)
{
	print_clockid(t->out, argu(t, 0));
	print_sep(t->out);
	print_struct_arg(t, 1, false);
	return DEC_DONE;
}

/* Also clock_getres: the timespec is filled by the kernel. */
int dec_clock_gettime(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t->out, argu(t, 0));
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_struct_arg(t, 1, t->call.is_error);
	return DEC_DONE;
}

/* The remaining time is written only when the sleep was interrupted
 * (nanosleep(2)); otherwise strace shows the pointer. */
static void print_remaining(struct tracee *t, int i, bool relative)
{
	if (relative && is_restart_error(&t->call))
		print_struct_arg(t, i, false);
	else
		print_ptr(t->out, argu(t, i));
}

int dec_nanosleep(struct tracee *t)
{
	if (!t->call.exiting) {
		print_struct_arg(t, 0, false);
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_remaining(t, 1, true);
	return DEC_DONE;
}

/* With TIMER_ABSTIME (or any flag) nothing is written back. */
int dec_clock_nanosleep(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		print_clockid(o, argu(t, 0));
		print_sep(o);
		print_xflags(o, &xlat_timer_flags, (uint32_t)argu(t, 1), xlat_timer_flags.dflt);
		print_sep(o);
		print_struct_arg(t, 2, false);
		print_sep(o);
		return DEC_EXIT;
	}
	print_remaining(t, 3, argu(t, 1) == 0);
	return DEC_DONE;
}

/* struct timex as the kernel fills it; the return value is the clock
 * state, which strace names after it ("= 5 (TIME_ERROR)"). */
static void print_timex_result(struct tracee *t, int i)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	struct timex tx;
	if (c->is_error || !argu(t, i)) {
		print_ptr(o, argu(t, i));
		return;
	}
	if (!fetch_arg(t, i, &tx, sizeof tx))
		return;
	out_puts(o, "{modes=");
	print_xflags(o, &xlat_adjtimex_modes, tx.modes, xlat_adjtimex_modes.dflt);
	out_printf(o, ", offset=%lld, freq=%lld, maxerror=%lld, esterror=%lld, status=",
		   (long long)tx.offset, (long long)tx.freq,
		   (long long)tx.maxerror, (long long)tx.esterror);
	print_xflags(o, &xlat_adjtimex_status, (uint32_t)tx.status, xlat_adjtimex_status.dflt);
	out_printf(o, ", constant=%lld, precision=%lld, tolerance=%lld, time=",
		   (long long)tx.constant, (long long)tx.precision, (long long)tx.tolerance);
	struct ts64 tv = { tx.time.tv_sec, (uint64_t)tx.time.tv_usec };
	print_tv(o, &tv);
	out_printf(o, ", tick=%lld, ppsfreq=%lld, jitter=%lld, shift=%d, stabil=%lld, "
		   "jitcnt=%lld, calcnt=%lld, errcnt=%lld, stbcnt=%lld, tai=%d}",
		   (long long)tx.tick, (long long)tx.ppsfreq, (long long)tx.jitter,
		   tx.shift, (long long)tx.stabil, (long long)tx.jitcnt,
		   (long long)tx.calcnt, (long long)tx.errcnt, (long long)tx.stbcnt,
		   tx.tai);
	const char *state = xlat_name(&xlat_adjtimex_state, (uint64_t)c->rval);
	if (state) {
		snprintf(tracee_auxbuf(t), AUX_SIZE, "(%s)", state);
		c->aux = tracee_auxbuf(t);
	}
}

int dec_adjtimex(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	print_timex_result(t, 0);
	return DEC_DONE;
}

int dec_clock_adjtime(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t->out, argu(t, 0));
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_timex_result(t, 1);
	return DEC_DONE;
}

/* The timer id is written by the kernel. */
int dec_timer_create(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t->out, argu(t, 0));
		print_sep(t->out);
		print_struct_arg(t, 1, false);
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_arg(t, 2);
	return DEC_DONE;
}

int dec_timerfd_create(struct tracee *t)
{
	print_clockid(t->out, argu(t, 0));
	print_sep(t->out);
	print_xflags(t->out, &xlat_timerfd_flags, (uint32_t)argu(t, 1), xlat_timerfd_flags.dflt);
	return DEC_DONE;
}

/* The kernel restarts a sleep (or a wait) interrupted by a stop with this
 * call; strace names the call it resumes: the tracee's previous one. */
int dec_restart_syscall(struct tracee *t)
{
	out_printf(t->out, "<... resuming interrupted %s ...>",
		   t->prev_se ? t->prev_se->name : "system call");
	return DEC_DONE;
}
