/* ioctl: the rtc family.  struct rtc_time (short and under -v),
 * rtc_wkalrm, rtc_pll_info, rtc_param by parameter (in at entry, and
 * RTC_PARAM_GET's "=> value" at exit), the voltage flags, NULL, unreadable
 * and truncated structs, the requests without argument and the number
 * the phantom driver shares. */
#include "ioctl-progs.h"

#include <linux/rtc.h>

static struct style st;

static void format_time(char *out, size_t size, const struct rtc_time *r)
{
	char tail[96] = "...";
	if (st.v)
		snprintf(tail, sizeof tail, "tm_wday=%d, tm_yday=%d, tm_isdst=%d",
			 r->tm_wday, r->tm_yday, r->tm_isdst);
	snprintf(out, size, "{tm_sec=%d, tm_min=%d, tm_hour=%d, tm_mday=%d, tm_mon=%d, "
		 "tm_year=%d, %s}", r->tm_sec, r->tm_min, r->tm_hour, r->tm_mday, r->tm_mon,
		 r->tm_year, tail);
}

static void test_time(void)
{
	char text[512];
	struct rtc_time *r = malloc(sizeof *r);
	*r = (struct rtc_time){ 1, 2, 3, 4, 5, 126, 6, 200, -1 };
	long rc = sys_ioctl(-1, RTC_SET_TIME, (unsigned long)r);
	format_time(text, sizeof text, r);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, RTC_SET_TIME), text);
	rc = sys_ioctl(-1, RTC_ALM_SET, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, RTC_ALM_SET), text);
	rc = sys_ioctl(-1, RTC_RD_TIME, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RTC_RD_TIME), r);
	rc = sys_ioctl(-1, RTC_ALM_READ, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, RTC_ALM_READ));
	char *cut = (char *)tail_page() + 4096 - sizeof *r + 4;
	rc = sys_ioctl(-1, RTC_SET_TIME, (unsigned long)cut);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RTC_SET_TIME), cut);

	struct rtc_wkalrm *w = malloc(sizeof *w);
	w->enabled = 1;
	w->pending = 255;
	w->time = *r;
	rc = sys_ioctl(-1, RTC_WKALM_SET, (unsigned long)w);
	expect(rc, "EBADF", "ioctl(-1, %s, {enabled=1, pending=255, time=%s})",
	       REQ(&st, RTC_WKALM_SET), text);
	rc = sys_ioctl(-1, RTC_WKALM_RD, (unsigned long)w);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RTC_WKALM_RD), w);
	free(w);
	free(r);

	struct rtc_pll_info *p = malloc(sizeof *p);
	*p = (struct rtc_pll_info){ 1, -2, 3, -4, 5, 6, -7000000000L };
	rc = sys_ioctl(-1, RTC_PLL_SET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {pll_ctrl=1, pll_value=-2, pll_max=3, pll_min=-4, "
	       "pll_posmult=5, pll_negmult=6, pll_clock=-7000000000})", REQ(&st, RTC_PLL_SET));
	rc = sys_ioctl(-1, RTC_PLL_GET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RTC_PLL_GET), p);
	free(p);
}

static void test_values(void)
{
	long rc = sys_ioctl(-1, RTC_IRQP_SET, 0xffffffffffffffffUL);
	expect(rc, "EBADF", "ioctl(-1, %s, 18446744073709551615)", REQ(&st, RTC_IRQP_SET));
	rc = sys_ioctl(-1, RTC_EPOCH_SET, 1900);
	expect(rc, "EBADF", "ioctl(-1, %s, 1900)", REQ(&st, RTC_EPOCH_SET));
	rc = sys_ioctl(-1, RTC_EPOCH_READ, 0x1000);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x1000)", REQ(&st, RTC_EPOCH_READ));
	rc = sys_ioctl(-1, RTC_IRQP_READ, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, RTC_IRQP_READ));
	rc = sys_ioctl(-1, RTC_VL_READ, 0x2000);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x2000)", REQ(&st, RTC_VL_READ));
	rc = sys_ioctl(-1, RTC_AIE_ON, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, RTC_AIE_ON));
	rc = sys_ioctl(-1, RTC_VL_CLR, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, RTC_VL_CLR));
	rc = sys_ioctl(-1, RTC_UIE_OFF, 0);
	expect(rc, "EBADF", "ioctl(-1, %s)", xname(&st, (char[96]){ 0 }, 96, "%#llx",
	       RTC_UIE_OFF, "PHN_NOT_OH or RTC_UIE_OFF"));
}

static void test_param(void)
{
	char b1[96], b2[96];
	struct rtc_param *p = malloc(sizeof *p);
	memset(p, 0, sizeof *p);
	p->param = RTC_PARAM_FEATURES;
	p->uvalue = (1 << RTC_FEATURE_ALARM) | (1 << RTC_FEATURE_CORRECTION) | 0x100;
	p->index = 3;
	long rc = sys_ioctl(-1, RTC_PARAM_SET, (unsigned long)p);
	const char *feat = st.x == X_RAW ? "0x121" : st.x == X_VERBOSE ?
		"0x121 /* 1<<RTC_FEATURE_ALARM|1<<RTC_FEATURE_CORRECTION|0x100 */" :
		"1<<RTC_FEATURE_ALARM|1<<RTC_FEATURE_CORRECTION|0x100";
	expect(rc, "EBADF", "ioctl(-1, %s, {param=%s, uvalue=%s, index=3})", REQ(&st, RTC_PARAM_SET),
	       xname(&st, b1, sizeof b1, "%#llx", 0, "RTC_PARAM_FEATURES"), feat);

	p->param = RTC_PARAM_CORRECTION;
	p->svalue = -42;
	p->__pad = 0xab;
	rc = sys_ioctl(-1, RTC_PARAM_SET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {param=%s, svalue=-42, index=3, __pad=0xab})",
	       REQ(&st, RTC_PARAM_SET),
	       xname(&st, b1, sizeof b1, "%#llx", RTC_PARAM_CORRECTION, "RTC_PARAM_CORRECTION"));

	p->param = RTC_PARAM_BACKUP_SWITCH_MODE;
	p->uvalue = RTC_BSM_LEVEL;
	p->__pad = 0;
	rc = sys_ioctl(-1, RTC_PARAM_SET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {param=%s, uvalue=%s, index=3})", REQ(&st, RTC_PARAM_SET),
	       xname(&st, b1, sizeof b1, "%#llx", RTC_PARAM_BACKUP_SWITCH_MODE,
		     "RTC_PARAM_BACKUP_SWITCH_MODE"),
	       xname(&st, b2, sizeof b2, "%#llx", RTC_BSM_LEVEL, "RTC_BSM_LEVEL"));

	/* an unknown parameter: its value in hex */
	p->param = 0x77;
	p->uvalue = 0xfeed;
	rc = sys_ioctl(-1, RTC_PARAM_SET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {param=%s, uvalue=0xfeed, index=3})",
	       REQ(&st, RTC_PARAM_SET), st.x == X_RAW ? "0x77" : "0x77 /* RTC_PARAM_??? */");

	/* RTC_PARAM_GET: the value would follow " => " at exit */
	p->param = RTC_PARAM_FEATURES;
	rc = sys_ioctl(-1, RTC_PARAM_GET, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {param=%s, index=3} => %p)", REQ(&st, RTC_PARAM_GET),
	       xname(&st, b1, sizeof b1, "%#llx", 0, "RTC_PARAM_FEATURES"), p);
	rc = sys_ioctl(-1, RTC_PARAM_GET, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, RTC_PARAM_GET));
	char *cut = (char *)tail_page() + 4096 - sizeof *p + 8;
	rc = sys_ioctl(-1, RTC_PARAM_GET, (unsigned long)cut);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RTC_PARAM_GET), cut);
	free(p);
}

int main(void)
{
	st = style_get();
	test_time();
	test_values();
	test_param();
	return 0;
}
