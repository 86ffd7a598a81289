/* Decoders and struct printers for clocks, sleeps, timers, and the time
 * structs other families share (timespec, timeval, itimerspec, sigevent).
 * Everything is reported through the sink (sink.h): the renderers make
 * strace's text and the JSON from it. */
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

/* A clock id is an int: upper bits of the register are ignored, which the
 * table's generic enum printer would not do. */
static void print_clockid(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_xval(t, &xlat_clockids, (uint32_t)argu(t, i), xlat_clockids.dflt);
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

void print_struct_timezone(struct tracee *t, int i)
{
	struct { int32_t minuteswest, dsttime; } tz;
	if (!sink_fetch(t, argu(t, i), &tz, sizeof tz))
		return;
	sink_struct(t);
	sink_int_field(t, "tz_minuteswest", tz.minuteswest);
	sink_int_field(t, "tz_dsttime", tz.dsttime);
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

/* Clock ticks, with the seconds they make when not zero: 6 /- 0.06 s -/,
 * as many decimals as the tick rate has digits after the first.  -X raw
 * leaves the comment out, as strace does; key names it in the JSON. */
void print_clock_t(struct tracee *t, uint64_t ticks, const char *key)
{
	long hz = sysconf(_SC_CLK_TCK);
	sink_uint(t, ticks);
	if (ticks == 0 || hz <= 0)
		return;
	int width = 0;
	for (long v = hz; v >= 10 && width < 9; v /= 10)
		width++;
	sink_hint(t, key, "%llu.%0*llu s", (unsigned long long)(ticks / (uint64_t)hz), width,
		  (unsigned long long)(ticks % (uint64_t)hz));
}

/* times' struct tms, each member in clock ticks with its seconds in a
 * hint.  Each member's seconds get a JSON key of their own, so that the
 * object has no key twice. */
void print_struct_tms(struct tracee *t, int i)
{
	static const char *const names[] = { "tms_utime", "tms_stime", "tms_cutime", "tms_cstime" };
	static const char *const keys[] = { "tms_utime_seconds", "tms_stime_seconds",
					    "tms_cutime_seconds", "tms_cstime_seconds" };
	uint64_t tms[4];
	if (!sink_fetch(t, argu(t, i), tms, sizeof tms))
		return;
	sink_struct(t);
	for (int f = 0; f < 4; f++) {
		sink_field(t, names[f]);
		print_clock_t(t, tms[f], keys[f]);
	}
	sink_end(t);
}

int dec_times(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	sink_arg(t, 0);
	if (t->call.is_error || !argu(t, 0))
		sink_ptr(t, argu(t, 0));
	else
		print_struct_tms(t, 0);
	return DEC_DONE;
}

/* The kernel's struct sigevent up to the members that print: the kernel
 * copies 64 bytes, strace reads these 32, so a struct that ends at an
 * unmapped page after them still prints. */
struct kernel_sigevent {
	union { int32_t sival_int; uint64_t sival_ptr; } value;
	int32_t signo;
	int32_t notify;
	union {
		int32_t tid;
		struct { uint64_t function, attribute; } thread;
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
		sink_int_field(t, "sival_int", sev.value.sival_int);
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
		sink_int_field(t, "sigev_notify_thread_id", sev.un.tid);
	} else if (sev.notify == SIGEV_THREAD) {
		sink_field(t, "sigev_notify_function");
		sink_ptr(t, sev.un.thread.function);
		sink_field(t, "sigev_notify_attributes");
		sink_ptr(t, sev.un.thread.attribute);
	}
	sink_end(t);
}

/* time(2) returns the time and stores it at tloc: both get strace's date
 * (local time, ISO 8601 with the UTC offset; none for 0).  The stored one
 * is a comment ("date" in the JSON), the returned one follows the return
 * value under every -X: " (2024-05-01T12:00:00+0200)". */
int dec_time(struct tracee *t)
{
	struct call *c = &t->call;
	char date[96];
	if (!c->exiting)
		return DEC_EXIT;
	int64_t tloc;
	sink_arg(t, 0);
	if (c->is_error || !argu(t, 0)) {
		sink_ptr(t, argu(t, 0));
	} else if (sink_fetch(t, argu(t, 0), &tloc, sizeof tloc)) {
		sink_array(t);
		sink_int(t, tloc);
		sink_time_comment(t, tloc, 0);
		sink_end(t);
	}
	if (!c->is_error && format_local_time(date, sizeof date, c->rval, 0)) {
		sink_aux_begin(t);
		sink_symbol(t, date);
		sink_aux_end(t);
	}
	return DEC_DONE;
}

int dec_clock_settime(struct tracee *t)
{
	print_clockid(t, 0);
	sink_table_arg(t, 1);
	return DEC_DONE;
}

/* Also clock_getres: the timespec is filled by the kernel. */
int dec_clock_gettime(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t, 0);
		return DEC_EXIT;
	}
	sink_table_arg(t, 1);
	return DEC_DONE;
}

/* The remaining time is written only when the sleep was interrupted
 * (nanosleep(2)); otherwise strace shows the pointer. */
static void print_remaining(struct tracee *t, int i, bool relative)
{
	sink_arg(t, i);
	if (relative && is_restart_error(&t->call))
		print_struct_arg(t, i, false);
	else
		sink_ptr(t, argu(t, i));
}

int dec_nanosleep(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	print_remaining(t, 1, true);
	return DEC_DONE;
}

/* With TIMER_ABSTIME (or any flag) nothing is written back. */
int dec_clock_nanosleep(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t, 0);
		sink_arg(t, 1);
		sink_xflags(t, &xlat_timer_flags, (uint32_t)argu(t, 1), xlat_timer_flags.dflt);
		sink_table_arg(t, 2);
		return DEC_EXIT;
	}
	print_remaining(t, 3, argu(t, 1) == 0);
	return DEC_DONE;
}

/* adjtimex's and clock_adjtime's struct timex, as the kernel filled it. */
void print_struct_timex(struct tracee *t, int i)
{
	struct timex tx;
	if (!sink_fetch(t, argu(t, i), &tx, sizeof tx))
		return;
	sink_struct(t);
	sink_field(t, "modes");
	sink_xflags(t, &xlat_adjtimex_modes, tx.modes, xlat_adjtimex_modes.dflt);
	sink_int_field(t, "offset", tx.offset);
	sink_int_field(t, "freq", tx.freq);
	sink_int_field(t, "maxerror", tx.maxerror);
	sink_int_field(t, "esterror", tx.esterror);
	sink_field(t, "status");
	sink_xflags(t, &xlat_adjtimex_status, (uint32_t)tx.status, xlat_adjtimex_status.dflt);
	sink_int_field(t, "constant", tx.constant);
	sink_int_field(t, "precision", tx.precision);
	sink_int_field(t, "tolerance", tx.tolerance);
	sink_field(t, "time");
	struct ts64 tv = { tx.time.tv_sec, (uint64_t)tx.time.tv_usec };
	print_ts(t, &tv, "tv_usec");
	sink_int_field(t, "tick", tx.tick);
	sink_int_field(t, "ppsfreq", tx.ppsfreq);
	sink_int_field(t, "jitter", tx.jitter);
	sink_int_field(t, "shift", tx.shift);
	sink_int_field(t, "stabil", tx.stabil);
	sink_int_field(t, "jitcnt", tx.jitcnt);
	sink_int_field(t, "calcnt", tx.calcnt);
	sink_int_field(t, "errcnt", tx.errcnt);
	sink_int_field(t, "stbcnt", tx.stbcnt);
	sink_int_field(t, "tai", tx.tai);
	sink_end(t);
}

/* The struct, then the return value's clock state, which strace names
 * after it under every -X ("= 5 (TIME_ERROR)"), but only when the struct
 * printed (sink_fetch's test: read, and -e verbose= not leaving it out). */
static void print_timex_result(struct tracee *t, int i)
{
	struct call *c = &t->call;
	struct timex tx;
	sink_arg(t, i);
	if (c->is_error || !argu(t, i)) {
		sink_ptr(t, argu(t, i));
		return;
	}
	bool shown = verbose(t) && mem_read(t->tid, argu(t, i), &tx, sizeof tx);
	print_struct_timex(t, i);
	if (!shown)
		return;
	const char *state = xlat_name(&xlat_adjtimex_state, (uint64_t)c->rval);
	if (state) {
		sink_aux_begin(t);
		sink_const(t, (uint64_t)c->rval, NUM_DEC, state, NULL);
		sink_names_always(t);
		sink_aux_end(t);
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
		print_clockid(t, 0);
		return DEC_EXIT;
	}
	print_timex_result(t, 1);
	return DEC_DONE;
}

/* The timer id is written by the kernel. */
int dec_timer_create(struct tracee *t)
{
	if (!t->call.exiting) {
		print_clockid(t, 0);
		sink_table_arg(t, 1);
		return DEC_EXIT;
	}
	sink_table_arg(t, 2);
	return DEC_DONE;
}

int dec_timerfd_create(struct tracee *t)
{
	print_clockid(t, 0);
	sink_arg(t, 1);
	sink_xflags(t, &xlat_timerfd_flags, (uint32_t)argu(t, 1), xlat_timerfd_flags.dflt);
	return DEC_DONE;
}

/* The kernel restarts a sleep (or a wait) interrupted by a stop with this
 * call; strace names the call it resumes: the tracee's previous one.  The
 * call has no argument: the whole notation is one bare symbol. */
int dec_restart_syscall(struct tracee *t)
{
	char text[128];
	snprintf(text, sizeof text, "<... resuming interrupted %s ...>",
		 t->prev_se ? t->prev_se->name : "system call");
	sink_symbol(t, text);
	return DEC_DONE;
}
