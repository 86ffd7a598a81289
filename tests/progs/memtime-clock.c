/* Clocks and sleeps: clock ids known, unknown and negative, timespecs read
 * at entry or filled at exit, the remaining time of an interrupted sleep,
 * time(2)'s dates, times, adjtimex's struct and state, itimers. */
#include "progs.h"

#include <signal.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <sys/times.h>
#include <time.h>

#define E strerrorname_np(errno)

static void test_clocks(void)
{
	struct timespec ts;
	char *tail = tail_page();
	long rc = syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &ts);
	expect(rc, E, "clock_gettime(CLOCK_MONOTONIC, {tv_sec=%lld, tv_nsec=%ld})",
	       (long long)ts.tv_sec, ts.tv_nsec);
	rc = syscall(SYS_clock_gettime, CLOCK_REALTIME, NULL);
	expect(rc, E, "clock_gettime(CLOCK_REALTIME, NULL)");
	rc = syscall(SYS_clock_gettime, CLOCK_BOOTTIME, tail + 4096 - 8);
	expect(rc, E, "clock_gettime(CLOCK_BOOTTIME, %p)", tail + 4096 - 8);
	rc = syscall(SYS_clock_gettime, 99, &ts);
	expect(rc, E, "clock_gettime(0x63 /* CLOCK_??? */, %p)", (void *)&ts);
	/* A clock id is an int; negative ones (CPU clocks) print in hex. */
	rc = syscall(SYS_clock_gettime, 0x100000000L | CLOCK_TAI, &ts);
	expect(rc, E, "clock_gettime(CLOCK_TAI, {tv_sec=%lld, tv_nsec=%ld})",
	       (long long)ts.tv_sec, ts.tv_nsec);
	rc = syscall(SYS_clock_gettime, -6L, &ts);
	expect(rc, E, "clock_gettime(0xfffffffa /* CLOCK_??? */, {tv_sec=%lld, tv_nsec=%ld})",
	       (long long)ts.tv_sec, ts.tv_nsec);
	rc = syscall(SYS_clock_getres, CLOCK_MONOTONIC_COARSE, &ts);
	expect(rc, E, "clock_getres(CLOCK_MONOTONIC_COARSE, {tv_sec=%lld, tv_nsec=%ld})",
	       (long long)ts.tv_sec, ts.tv_nsec);
	rc = syscall(SYS_clock_getres, CLOCK_REALTIME, NULL);
	expect(rc, E, "clock_getres(CLOCK_REALTIME, NULL)");
	/* Setting a clock that cannot be set, or with a bad nanosecond count,
	 * leaves the system time alone. */
	struct timespec bad = { -5, -7 };
	rc = syscall(SYS_clock_settime, CLOCK_MONOTONIC, &bad);
	expect(rc, E, "clock_settime(CLOCK_MONOTONIC, {tv_sec=-5, tv_nsec=18446744073709551609})");
	rc = syscall(SYS_clock_settime, CLOCK_REALTIME, tail + 4096 - 8);
	expect(rc, E, "clock_settime(CLOCK_REALTIME, %p)", tail + 4096 - 8);
	rc = syscall(SYS_clock_settime, 10, NULL);
	expect(rc, E, "clock_settime(CLOCK_SGI_CYCLE, NULL)");
}

static void on_alarm(int sig)
{
	(void)sig;
}

/* A timer interrupts each sleep: the kernel then writes the time left,
 * which only relative sleeps report. */
static void test_sleeps(void)
{
	struct timespec req = { 0, 1000 }, rem = { 1, 1 };
	long rc = syscall(SYS_nanosleep, &req, &rem);
	expect(rc, E, "nanosleep({tv_sec=0, tv_nsec=1000}, %p)", (void *)&rem);
	rc = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &req, NULL);
	expect(rc, E, "clock_nanosleep(CLOCK_MONOTONIC, 0, {tv_sec=0, tv_nsec=1000}, NULL)");
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, 2, &req, &rem);
	expect(rc, E, "clock_nanosleep(CLOCK_REALTIME, 0x2 /* TIMER_??? */, {tv_sec=0, tv_nsec=1000}, %p)",
	       (void *)&rem);
	req.tv_nsec = -1;
	rc = syscall(SYS_nanosleep, &req, NULL);
	expect(rc, E, "nanosleep({tv_sec=0, tv_nsec=18446744073709551615}, NULL)");
	rc = syscall(SYS_nanosleep, NULL, &rem);
	expect(rc, E, "nanosleep(NULL, %p)", (void *)&rem);

	struct sigaction sa = { .sa_handler = on_alarm };
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval soon = { { 0, 0 }, { 0, 20000 } };
	req = (struct timespec){ 60, 0 };
	setitimer(ITIMER_REAL, &soon, NULL);
	rc = syscall(SYS_nanosleep, &req, &rem);
	expect_ret("? ERESTART_RESTARTBLOCK (Interrupted by signal)",
		   "nanosleep({tv_sec=60, tv_nsec=0}, {tv_sec=%lld, tv_nsec=%ld})",
		   (long long)rem.tv_sec, rem.tv_nsec);
	setitimer(ITIMER_REAL, &soon, NULL);
	rc = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &req, &rem);
	expect_ret("? ERESTART_RESTARTBLOCK (Interrupted by signal)",
		   "clock_nanosleep(CLOCK_MONOTONIC, 0, {tv_sec=60, tv_nsec=0}, {tv_sec=%lld, tv_nsec=%ld})",
		   (long long)rem.tv_sec, rem.tv_nsec);
	struct timespec when;
	clock_gettime(CLOCK_MONOTONIC, &when);
	when.tv_sec += 60;
	setitimer(ITIMER_REAL, &soon, NULL);
	rc = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, TIMER_ABSTIME, &when, &rem);
	expect_ret("? ERESTARTNOHAND (To be restarted if no handler)",
		   "clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, {tv_sec=%lld, tv_nsec=%ld}, %p)",
		   (long long)when.tv_sec, when.tv_nsec, (void *)&rem);
}

/* strace's date: local time with the UTC offset. */
static const char *date(time_t t, char *buf, size_t size)
{
	struct tm tm;
	localtime_r(&t, &tm);
	strftime(buf, size, "%FT%T%z", &tm);
	return buf;
}

static void test_time_of_day(void)
{
	struct timeval tv;
	struct timezone tz;
	char *tail = tail_page();
	long rc = syscall(SYS_gettimeofday, &tv, &tz);
	expect(rc, E, "gettimeofday({tv_sec=%lld, tv_usec=%ld}, {tz_minuteswest=%d, tz_dsttime=%d})",
	       (long long)tv.tv_sec, (long)tv.tv_usec, tz.tz_minuteswest, tz.tz_dsttime);
	rc = syscall(SYS_gettimeofday, NULL, tail + 4096 - 4);
	expect(rc, E, "gettimeofday(NULL, %p)", tail + 4096 - 4);
	/* An invalid time: nothing is set. */
	struct timeval bad = { 1, -1 };
	rc = syscall(SYS_settimeofday, &bad, NULL);
	expect(rc, E, "settimeofday({tv_sec=1, tv_usec=18446744073709551615}, NULL)");

	time_t t;
	char d1[64], d2[64];
	rc = syscall(SYS_time, &t);
	char ret[128];
	snprintf(ret, sizeof ret, "%ld (%s)", rc, date(rc, d2, sizeof d2));
	expect_ret(ret, "time([%lld /* %s */])", (long long)t, date(t, d1, sizeof d1));
	rc = syscall(SYS_time, tail + 4096 - 4);
	expect(rc, E, "time(%p)", tail + 4096 - 4);

	/* Spend a few clock ticks: nonzero ones get their seconds. */
	struct tms tms;
	do {
		for (volatile long spin = 0; spin < 20000000; spin++)
			;
		times(&tms);
	} while (tms.tms_utime < 3);
	rc = syscall(SYS_times, &tms);
	char ticks[4][64];
	clock_t fields[4] = { tms.tms_utime, tms.tms_stime, tms.tms_cutime, tms.tms_cstime };
	long hz = sysconf(_SC_CLK_TCK);
	for (int i = 0; i < 4; i++)
		if (fields[i])
			snprintf(ticks[i], sizeof ticks[i], "%ld /* %ld.%02ld s */", (long)fields[i],
				 (long)fields[i] / hz, (long)fields[i] % hz);
		else
			strcpy(ticks[i], "0");
	expect(rc, E, "times({tms_utime=%s, tms_stime=%s, tms_cutime=%s, tms_cstime=%s})",
	       ticks[0], ticks[1], ticks[2], ticks[3]);
	rc = syscall(SYS_times, tail + 4096 - 4);
	expect(rc, E, "times(%p)", tail + 4096 - 4);
}

static const char *const states[] = {
	"TIME_OK", "TIME_INS", "TIME_DEL", "TIME_OOP", "TIME_WAIT", "TIME_ERROR",
};

/* adjtimex's struct is printed at exit only, with the clock state after
 * the return value.  Only the read-only mode is used. */
static void test_adjtimex(void)
{
	static const char *const status_names[16] = {
		"STA_PLL", "STA_PPSFREQ", "STA_PPSTIME", "STA_FLL", "STA_INS", "STA_DEL",
		"STA_UNSYNC", "STA_FREQHOLD", "STA_PPSSIGNAL", "STA_PPSJITTER",
		"STA_PPSWANDER", "STA_PPSERROR", "STA_CLOCKERR", "STA_NANO", "STA_MODE", "STA_CLK",
	};
	struct timex tx = { .modes = ADJ_OFFSET_SS_READ };
	long rc = syscall(SYS_clock_adjtime, CLOCK_REALTIME, &tx);
	if (rc < 0 || rc > 5) {
		expect(rc, E, "clock_adjtime(CLOCK_REALTIME, %p)", (void *)&tx);
	} else {
		char status[256] = "";
		for (int i = 0; i < 16; i++)
			if (tx.status & (1 << i))
				sprintf(status + strlen(status), "%s%s", *status ? "|" : "", status_names[i]);
		if (!*status)
			strcpy(status, "0");
		char ret[64];
		snprintf(ret, sizeof ret, "%ld (%s)", rc, states[rc]);
		expect_ret(ret, "clock_adjtime(CLOCK_REALTIME, {modes=ADJ_OFFSET_SS_READ, offset=%ld, "
			   "freq=%ld, maxerror=%ld, esterror=%ld, status=%s, constant=%ld, precision=%ld, "
			   "tolerance=%ld, time={tv_sec=%ld, tv_usec=%ld}, tick=%ld, ppsfreq=%ld, jitter=%ld, "
			   "shift=%d, stabil=%ld, jitcnt=%ld, calcnt=%ld, errcnt=%ld, stbcnt=%ld, tai=%d})",
			   tx.offset, tx.freq, tx.maxerror, tx.esterror, status, tx.constant,
			   tx.precision, tx.tolerance, (long)tx.time.tv_sec, (long)tx.time.tv_usec,
			   tx.tick, tx.ppsfreq, tx.jitter, tx.shift, tx.stabil, tx.jitcnt, tx.calcnt,
			   tx.errcnt, tx.stbcnt, tx.tai);
	}
	rc = syscall(SYS_clock_adjtime, 99, &tx);
	expect(rc, E, "clock_adjtime(0x63 /* CLOCK_??? */, %p)", (void *)&tx);
	char *tail = tail_page();
	rc = syscall(SYS_adjtimex, tail + 4096 - 8);
	expect(rc, E, "adjtimex(%p)", tail + 4096 - 8);
}

static void test_itimers(void)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } }, old;
	struct itimerval on = { { 1, 2 }, { 100, 0 } };
	long rc = syscall(SYS_setitimer, ITIMER_VIRTUAL, &on, NULL);
	expect(rc, E, "setitimer(ITIMER_VIRTUAL, {it_interval={tv_sec=1, tv_usec=2}, "
	       "it_value={tv_sec=100, tv_usec=0}}, NULL)");
	rc = syscall(SYS_getitimer, ITIMER_VIRTUAL, &old);
	expect(rc, E, "getitimer(ITIMER_VIRTUAL, {it_interval={tv_sec=%ld, tv_usec=%ld}, "
	       "it_value={tv_sec=%ld, tv_usec=%ld}})", (long)old.it_interval.tv_sec,
	       (long)old.it_interval.tv_usec, (long)old.it_value.tv_sec, (long)old.it_value.tv_usec);
	rc = syscall(SYS_setitimer, ITIMER_VIRTUAL, &off, &old);
	expect(rc, E, "setitimer(ITIMER_VIRTUAL, {it_interval={tv_sec=0, tv_usec=0}, "
	       "it_value={tv_sec=0, tv_usec=0}}, {it_interval={tv_sec=%ld, tv_usec=%ld}, "
	       "it_value={tv_sec=%ld, tv_usec=%ld}})", (long)old.it_interval.tv_sec,
	       (long)old.it_interval.tv_usec, (long)old.it_value.tv_sec, (long)old.it_value.tv_usec);
	rc = syscall(SYS_setitimer, 5, &off, &old);
	expect(rc, E, "setitimer(0x5 /* ITIMER_??? */, {it_interval={tv_sec=0, tv_usec=0}, "
	       "it_value={tv_sec=0, tv_usec=0}}, %p)", (void *)&old);
	rc = syscall(SYS_getitimer, ITIMER_PROF, NULL);
	expect(rc, E, "getitimer(ITIMER_PROF, NULL)");
	rc = syscall(SYS_alarm, 100);
	expect(rc, E, "alarm(100)");
	rc = syscall(SYS_alarm, 0);
	expect(rc, E, "alarm(0)");
}

int main(void)
{
	test_clocks();
	test_sleeps();
	test_time_of_day();
	test_adjtimex();
	test_itimers();
	return 0;
}
