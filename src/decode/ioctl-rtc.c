/* The rtc family: the real-time clock requests (src/xlat/ioctl_rtc.in),
 * with struct rtc_time (its last three members only under -v),
 * rtc_wkalrm, rtc_pll_info and rtc_param. */
#include <sys/ioctl.h>
#include <linux/rtc.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_rtc, xlat_rtc_vl_flags, xlat_rtc_params,
	xlat_rtc_features, xlat_rtc_bsm_modes;

static void print_rtc_time(struct tracee *t, const struct rtc_time *r)
{
	sink_struct(t);
	sink_int_field(t, "tm_sec", r->tm_sec);
	sink_int_field(t, "tm_min", r->tm_min);
	sink_int_field(t, "tm_hour", r->tm_hour);
	sink_int_field(t, "tm_mday", r->tm_mday);
	sink_int_field(t, "tm_mon", r->tm_mon);
	sink_int_field(t, "tm_year", r->tm_year);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		sink_int_field(t, "tm_wday", r->tm_wday);
		sink_int_field(t, "tm_yday", r->tm_yday);
		sink_int_field(t, "tm_isdst", r->tm_isdst);
	}
	sink_end(t);
}

static void print_rtc_wkalrm(struct tracee *t, const struct rtc_wkalrm *w)
{
	sink_struct(t);
	sink_uint_field(t, "enabled", w->enabled);
	sink_uint_field(t, "pending", w->pending);
	sink_field(t, "time");
	print_rtc_time(t, &w->time);
	sink_end(t);
}

static void print_rtc_pll_info(struct tracee *t, const struct rtc_pll_info *p)
{
	sink_struct(t);
	sink_int_field(t, "pll_ctrl", p->pll_ctrl);
	sink_int_field(t, "pll_value", p->pll_value);
	sink_int_field(t, "pll_max", p->pll_max);
	sink_int_field(t, "pll_min", p->pll_min);
	sink_int_field(t, "pll_posmult", p->pll_posmult);
	sink_int_field(t, "pll_negmult", p->pll_negmult);
	sink_int_field(t, "pll_clock", p->pll_clock);
	sink_end(t);
}

/* The value of a struct rtc_param, as its param says it is. */
static void print_rtc_param_value(struct tracee *t, const struct rtc_param *p)
{
	switch (p->param) {
	case RTC_PARAM_FEATURES:
		sink_field(t, "uvalue");
		sink_xflags(t, &xlat_rtc_features, p->uvalue, "1<<RTC_FEATURE_???");
		break;
	case RTC_PARAM_CORRECTION:
		sink_int_field(t, "svalue", p->svalue);
		break;
	case RTC_PARAM_BACKUP_SWITCH_MODE:
		sink_field(t, "uvalue");
		sink_xval(t, &xlat_rtc_bsm_modes, p->uvalue, "RTC_BSM_???");
		break;
	default:
		sink_hex_field(t, "uvalue", p->uvalue);
	}
}

/* struct rtc_param: at entry the parameter, its value when it is set,
 * and the index; RTC_PARAM_GET's value comes at exit, after " => ".  The
 * entry part returns whether it left the " => " open. */
static bool print_rtc_param_entry(struct tracee *t, unsigned code, uint64_t addr)
{
	struct rtc_param p;
	if (!sink_fetch(t, addr, &p, sizeof p))
		return false;
	bool get = code == RTC_PARAM_GET;
	if (get)
		sink_op(t, " => ");
	sink_struct(t);
	sink_field(t, "param");
	sink_xval(t, &xlat_rtc_params, p.param, "RTC_PARAM_???");
	if (!get)
		print_rtc_param_value(t, &p);
	sink_uint_field(t, "index", p.index);
	if (p.__pad)
		sink_hex_field(t, "__pad", p.__pad);
	sink_end(t);
	return get;
}

static void print_rtc_param_exit(struct tracee *t, uint64_t addr)
{
	struct rtc_param p;
	if (t->call.is_error) {
		sink_ptr(t, addr);
	} else if (sink_fetch(t, addr, &p, sizeof p)) {
		sink_struct(t);
		print_rtc_param_value(t, &p);
		if (p.__pad)
			sink_hex_field(t, "__pad", p.__pad);
		sink_end(t);
	}
	sink_end(t);	/* the " => " */
}

/* The struct argument of request code at addr, read and printed. */
static void print_rtc_struct(struct tracee *t, unsigned code, uint64_t addr)
{
	union {
		struct rtc_time time;
		struct rtc_wkalrm wk;
		struct rtc_pll_info pll;
		unsigned vl;
	} u;
	switch (code) {
	case RTC_ALM_READ: case RTC_RD_TIME: case RTC_ALM_SET: case RTC_SET_TIME:
		if (sink_fetch(t, addr, &u.time, sizeof u.time))
			print_rtc_time(t, &u.time);
		break;
	case RTC_WKALM_RD: case RTC_WKALM_SET:
		if (sink_fetch(t, addr, &u.wk, sizeof u.wk))
			print_rtc_wkalrm(t, &u.wk);
		break;
	case RTC_PLL_GET: case RTC_PLL_SET:
		if (sink_fetch(t, addr, &u.pll, sizeof u.pll))
			print_rtc_pll_info(t, &u.pll);
		break;
	case RTC_IRQP_READ: case RTC_EPOCH_READ:
		ioctl_uint_at(t, addr, sizeof(unsigned long));
		break;
	case RTC_VL_READ:
		if (sink_fetch(t, addr, &u.vl, sizeof u.vl)) {
			sink_array(t);
			sink_elem(t);
			sink_xflags(t, &xlat_rtc_vl_flags, u.vl, "RTC_VL_???");
			sink_end(t);
		}
		break;
	}
}

static int ioctl_rtc_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	if (c->exiting) {
		if (code == RTC_PARAM_GET) {
			if (c->saved[0])
				print_rtc_param_exit(t, arg);
		} else if (!ioctl_exit_ptr(t, arg)) {
			print_rtc_struct(t, code, arg);
		}
		return DEC_DONE;
	}
	switch (code) {
	case RTC_ALM_READ: case RTC_RD_TIME: case RTC_WKALM_RD: case RTC_PLL_GET:
	case RTC_IRQP_READ: case RTC_EPOCH_READ: case RTC_VL_READ:
		return DEC_EXIT;
	case RTC_ALM_SET: case RTC_SET_TIME: case RTC_WKALM_SET: case RTC_PLL_SET:
		sink_arg(t, 2);
		print_rtc_struct(t, code, arg);
		return DEC_DONE;
	case RTC_IRQP_SET: case RTC_EPOCH_SET:
		sink_arg(t, 2);
		sink_uint(t, arg);
		return DEC_DONE;
	case RTC_PARAM_GET: case RTC_PARAM_SET:
		sink_arg(t, 2);
		c->saved[0] = print_rtc_param_entry(t, code, arg);
		/* a line cut here goes on with the value after " => " */
		return c->saved[0] ? DEC_EXIT_TAIL : DEC_DONE;
	case RTC_AIE_ON: case RTC_AIE_OFF: case RTC_UIE_ON: case RTC_UIE_OFF:
	case RTC_PIE_ON: case RTC_PIE_OFF: case RTC_WIE_ON: case RTC_WIE_OFF:
	case RTC_VL_CLR:
		return DEC_DONE;	/* no argument */
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_rtc = {
	"rtc", &xlat_ioctl_rtc, ioctl_rtc_decode,
};
