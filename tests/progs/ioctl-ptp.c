/* ioctl: the PTP clock's requests (<linux/ptp_clock.h>) on a descriptor
 * that is none: the structs each request reads at entry, dates in
 * comments (not under -X raw), reserved words only when set and only for
 * the "2" requests that check them, the struct left open for what the
 * kernel would fill, NULL and short structs; under SEIZE_XLAT's -X style. */
#include "ioctl2.h"

#include <time.h>
#include <linux/ptp_clock.h>

#define REQ(r) xn(r, #r)

/* " / * date * /" as seize comments a point in time, "" under -X raw. */
static const char *date(long long sec, unsigned nsec)
{
	static char buf[128];
	time_t t = (time_t)sec;
	struct tm tm;
	if (xstyle() == X_RAW || !localtime_r(&t, &tm))
		return "";
	size_t n = strftime(buf, sizeof buf, " /* %FT%T", &tm);
	n += (size_t)snprintf(buf + n, sizeof buf - n, ".%09u", nsec);
	n += strftime(buf + n, sizeof buf - n, "%z */", &tm);
	return buf;
}

static void test_out(void)
{
	struct ptp_clock_caps *caps = tail_of(sizeof *caps);
	long rc = ioc(-1, PTP_CLOCK_GETCAPS, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(PTP_CLOCK_GETCAPS));
	rc = ioc(-1, PTP_CLOCK_GETCAPS2, caps);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(PTP_CLOCK_GETCAPS2), (void *)caps);
	rc = ioc(-1, PTP_SYS_OFFSET_PRECISE2, caps);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(PTP_SYS_OFFSET_PRECISE2), (void *)caps);
}

static void test_requests(void)
{
	struct ptp_extts_request *e = tail_of(sizeof *e);
	e->index = 3;
	e->flags = PTP_ENABLE_FEATURE | PTP_FALLING_EDGE;
	e->rsv[1] = 0xbeef;
	const char *ef = xstyle() == X_RAW ? "0x5" : xstyle() == X_VERBOSE
		? "0x5 /* PTP_ENABLE_FEATURE|PTP_FALLING_EDGE */" : "PTP_ENABLE_FEATURE|PTP_FALLING_EDGE";
	long rc = ioc(-1, PTP_EXTTS_REQUEST, e);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=3, flags=%s})", REQ(PTP_EXTTS_REQUEST), ef);
	rc = ioc(-1, PTP_EXTTS_REQUEST2, e);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=3, flags=%s, rsv=[0, 0xbeef]})",
	       REQ(PTP_EXTTS_REQUEST2), ef);
	e->flags = 0x100;
	rc = ioc(-1, PTP_EXTTS_REQUEST, e);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=3, flags=%s})", REQ(PTP_EXTTS_REQUEST),
	       xunk(0x100, "PTP_???"));
	rc = ioc(-1, PTP_EXTTS_REQUEST, (char *)e + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(PTP_EXTTS_REQUEST), (void *)((char *)e + 1));

	struct ptp_perout_request *p = tail_of(sizeof *p);
	p->start.sec = 1700000000;
	p->start.nsec = 5;
	p->period.sec = 1;
	p->period.reserved = 0x10;
	p->index = 1;
	p->rsv[3] = 0x44;
	rc = ioc(-1, PTP_PEROUT_REQUEST, p);
	expect(rc, "EBADF", "ioctl(-1, %s, {start={sec=1700000000, nsec=5}%s, period={sec=1, "
	       "nsec=0, reserved=0x10}, index=1, flags=0})", REQ(PTP_PEROUT_REQUEST),
	       date(1700000000, 5));
	rc = ioc(-1, PTP_PEROUT_REQUEST2, p);
	expect(rc, "EBADF", "ioctl(-1, %s, {start={sec=1700000000, nsec=5}%s, period={sec=1, "
	       "nsec=0, reserved=0x10}, index=1, flags=0, rsv=[0, 0, 0, 0x44]})",
	       REQ(PTP_PEROUT_REQUEST2), date(1700000000, 5));
	/* a phase is no date; with a duty cycle "on" replaces rsv */
	p->flags = PTP_PEROUT_PHASE | PTP_PEROUT_DUTY_CYCLE | 0x80;
	p->on.sec = -2;
	p->on.nsec = 7;
	p->on.reserved = 0;
	const char *pf = xstyle() == X_RAW ? "0x86" : xstyle() == X_VERBOSE
		? "0x86 /* PTP_PEROUT_DUTY_CYCLE|PTP_PEROUT_PHASE|0x80 */"
		: "PTP_PEROUT_DUTY_CYCLE|PTP_PEROUT_PHASE|0x80";
	rc = ioc(-1, PTP_PEROUT_REQUEST2, p);
	expect(rc, "EBADF", "ioctl(-1, %s, {phase={sec=1700000000, nsec=5}, period={sec=1, "
	       "nsec=0, reserved=0x10}, index=1, flags=%s, on={sec=-2, nsec=7}})",
	       REQ(PTP_PEROUT_REQUEST2), pf);
	/* a bad fraction has no date */
	p->flags = 0x80;
	p->start.nsec = 1000000000;
	rc = ioc(-1, PTP_PEROUT_REQUEST, p);
	expect(rc, "EBADF", "ioctl(-1, %s, {start={sec=1700000000, nsec=1000000000}, period={sec=1, "
	       "nsec=0, reserved=0x10}, index=1, flags=%s})", REQ(PTP_PEROUT_REQUEST),
	       xunk(0x80, "PTP_PEROUT_???"));

	rc = ioc(-1, PTP_ENABLE_PPS, (void *)1);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x1)", REQ(PTP_ENABLE_PPS));
	rc = ioc(-1, PTP_ENABLE_PPS2, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, 0)", REQ(PTP_ENABLE_PPS2));
}

static void test_open(void)
{
	struct ptp_sys_offset *so = tail_of(sizeof *so);
	so->n_samples = 4;
	long rc = ioc(-1, PTP_SYS_OFFSET, so);
	expect(rc, "EBADF", "ioctl(-1, %s, {n_samples=4})", REQ(PTP_SYS_OFFSET));
	so->rsv[0] = 0xdead;
	rc = ioc(-1, PTP_SYS_OFFSET2, so);
	expect(rc, "EBADF", "ioctl(-1, %s, {n_samples=4, rsv=[0xdead, 0, 0]})", REQ(PTP_SYS_OFFSET2));
	rc = ioc(-1, PTP_SYS_OFFSET, (char *)so + 8);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(PTP_SYS_OFFSET), (void *)((char *)so + 8));
	struct ptp_sys_offset_extended *se = tail_of(sizeof *se);
	se->n_samples = 25;
	rc = ioc(-1, PTP_SYS_OFFSET_EXTENDED2, se);
	expect(rc, "EBADF", "ioctl(-1, %s, {n_samples=25})", REQ(PTP_SYS_OFFSET_EXTENDED2));

	struct ptp_pin_desc *d = tail_of(sizeof *d);
	d->index = 2;
	d->func = PTP_PF_PEROUT;
	d->chan = 9;
	d->rsv[4] = 0x5;
	rc = ioc(-1, PTP_PIN_GETFUNC, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=2})", REQ(PTP_PIN_GETFUNC));
	rc = ioc(-1, PTP_PIN_GETFUNC2, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=2, rsv=[0, 0, 0, 0, 0x5]})", REQ(PTP_PIN_GETFUNC2));
	rc = ioc(-1, PTP_PIN_SETFUNC, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=2, func=%s, chan=9})", REQ(PTP_PIN_SETFUNC),
	       xn(PTP_PF_PEROUT, "PTP_PF_PEROUT"));
	d->func = 17;
	rc = ioc(-1, PTP_PIN_SETFUNC2, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=2, func=%s, chan=9, rsv=[0, 0, 0, 0, 0x5]})",
	       REQ(PTP_PIN_SETFUNC2), xunk(17, "PTP_PF_???"));
	rc = ioc(-1, PTP_PIN_SETFUNC2, (char *)d + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(PTP_PIN_SETFUNC2), (void *)((char *)d + 1));
}

int main(void)
{
	test_out();
	test_requests();
	test_open();
	return 0;
}
