/* The PTP hardware clock's requests (<linux/ptp_clock.h>): capabilities,
 * external timestamp and periodic output requests, pin functions and the
 * offsets between the clock and the system's.  The "2" requests are the
 * same with their reserved words checked, which strace shows when set. */
#include <linux/ptp_clock.h>

#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_ptp, xlat_ptp_extts_flags, xlat_ptp_perout_flags,
	xlat_ptp_pin_funcs;

/* rsv=[...] in hex when any word is set. */
static void print_rsv(struct tracee *t, const unsigned *rsv, size_t n)
{
	if (!member_zero(rsv, n * sizeof *rsv))
		member_array(t, "rsv", rsv, n, sizeof *rsv, MB_HEX);
}

/* {sec=1, nsec=2}; a point in time (is_date) has its date in a comment,
 * which -X raw leaves out, as strace does. */
static void print_clock_time(struct tracee *t, const struct ptp_clock_time *p, bool is_date)
{
	sink_struct(t);
	sink_int_field(t, "sec", p->sec);
	sink_uint_field(t, "nsec", p->nsec);
	if (p->reserved)
		sink_hex_field(t, "reserved", p->reserved);
	sink_end(t);
	char date[96];
	if (is_date && format_local_time(date, sizeof date, p->sec, p->nsec))
		sink_hint(t, "date", "%s", date);
}

static void print_caps(struct tracee *t, const struct ptp_clock_caps *c)
{
	sink_struct(t);
	sink_int_field(t, "max_adj", c->max_adj);
	sink_int_field(t, "n_alarm", c->n_alarm);
	sink_int_field(t, "n_ext_ts", c->n_ext_ts);
	sink_int_field(t, "n_per_out", c->n_per_out);
	sink_int_field(t, "pps", c->pps);
	sink_int_field(t, "n_pins", c->n_pins);
	sink_int_field(t, "cross_timestamping", c->cross_timestamping);
	sink_int_field(t, "adjust_phase", c->adjust_phase);
	print_rsv(t, (const unsigned *)c->rsv, 12);
	sink_end(t);
}

static void print_extts(struct tracee *t, unsigned code, const struct ptp_extts_request *e)
{
	sink_struct(t);
	sink_uint_field(t, "index", e->index);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_ptp_extts_flags, e->flags, "PTP_???");
	if (code == PTP_EXTTS_REQUEST2)
		print_rsv(t, e->rsv, 2);
	sink_end(t);
}

/* The start is a date, the phase an offset; "on" is there with a duty
 * cycle, in place of the reserved words. */
static void print_perout(struct tracee *t, unsigned code, const struct ptp_perout_request *p)
{
	sink_struct(t);
	bool phase = p->flags & PTP_PEROUT_PHASE;
	sink_field(t, phase ? "phase" : "start");
	print_clock_time(t, &p->start, !phase);
	sink_field(t, "period");
	print_clock_time(t, &p->period, false);
	sink_uint_field(t, "index", p->index);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_ptp_perout_flags, p->flags, "PTP_PEROUT_???");
	if (p->flags & PTP_PEROUT_DUTY_CYCLE) {
		sink_field(t, "on");
		print_clock_time(t, &p->on, false);
	} else if (code == PTP_PEROUT_REQUEST2) {
		print_rsv(t, p->rsv, 4);
	}
	sink_end(t);
}

static void print_pin_tail(struct tracee *t, unsigned code, const struct ptp_pin_desc *d)
{
	if (code == PTP_PIN_GETFUNC || code == PTP_PIN_GETFUNC2)
		ioctl_cstr_field(t, "name", d->name, sizeof d->name);
	sink_field(t, "func");
	sink_xval(t, &xlat_ptp_pin_funcs, d->func, "PTP_PF_???");
	sink_uint_field(t, "chan", d->chan);
	if (code == PTP_PIN_SETFUNC2)
		print_rsv(t, d->rsv, 5);
}

static void print_precise(struct tracee *t, const struct ptp_sys_offset_precise *s)
{
	sink_struct(t);
	sink_field(t, "device");
	print_clock_time(t, &s->device, true);
	sink_field(t, "sys_realtime");
	print_clock_time(t, &s->sys_realtime, true);
	sink_field(t, "sys_monoraw");
	print_clock_time(t, &s->sys_monoraw, false);
	print_rsv(t, s->rsv, 4);
	sink_end(t);
}

/* ts=[...]: the samples the kernel took, n of them, each a date or a
 * [system, device, system] triple (extended). */
static void print_samples(struct tracee *t, const struct ptp_clock_time *ts, size_t n,
			  bool triples)
{
	sink_field(t, "ts");
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		if (!triples) {
			print_clock_time(t, &ts[i], true);
			continue;
		}
		sink_array(t);
		for (size_t j = 0; j < 3; j++) {
			sink_elem(t);
			print_clock_time(t, &ts[i * 3 + j], true);
		}
		sink_end(t);
	}
	sink_end(t);
}

/* Bigger than any struct of the family. */
union ptp_arg {
	struct ptp_sys_offset so;
	struct ptp_sys_offset_extended se;
	struct ptp_pin_desc pd;
};

/* The requests whose struct the caller starts and the kernel completes:
 * "{n_samples=3" or "{index=1" at entry, left open (saved[0]) for what the
 * kernel wrote, at exit. */
static int print_open_struct(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	bool pin = code == PTP_PIN_GETFUNC || code == PTP_PIN_GETFUNC2;
	bool extended = code == PTP_SYS_OFFSET_EXTENDED || code == PTP_SYS_OFFSET_EXTENDED2;
	size_t size = pin ? sizeof(struct ptp_pin_desc) : extended
		? sizeof(struct ptp_sys_offset_extended) : sizeof(struct ptp_sys_offset);
	union ptp_arg u;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &u, size))
			return DEC_DONE;
		sink_struct(t);
		if (pin) {
			sink_uint_field(t, "index", u.pd.index);
			if (code == PTP_PIN_GETFUNC2)
				print_rsv(t, u.pd.rsv, 5);
		} else {
			/* n_samples and rsv lead both sys_offset structs */
			sink_uint_field(t, "n_samples", u.so.n_samples);
			print_rsv(t, u.so.rsv, 3);
		}
		c->saved[0] = 1;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error) {
		if (!mem_read(t->tid, arg, &u, size))
			sink_symbol(t, "???");
		else if (pin)
			print_pin_tail(t, code, &u.pd);
		else if (extended)
			print_samples(t, &u.se.ts[0][0], u.se.n_samples < PTP_MAX_SAMPLES
				      ? u.se.n_samples : PTP_MAX_SAMPLES, true);
		else
			print_samples(t, u.so.ts, 2 * (u.so.n_samples < PTP_MAX_SAMPLES
				      ? u.so.n_samples : PTP_MAX_SAMPLES) + 1, false);
	}
	sink_end(t);
	return DEC_DONE;
}

/* The requests whose struct only the kernel fills, at exit. */
static void print_out(struct tracee *t, unsigned code, uint64_t arg)
{
	if (ioctl_exit_ptr(t, arg))
		return;
	if (code == PTP_CLOCK_GETCAPS || code == PTP_CLOCK_GETCAPS2) {
		struct ptp_clock_caps caps;
		if (sink_fetch(t, arg, &caps, sizeof caps))
			print_caps(t, &caps);
	} else {
		struct ptp_sys_offset_precise sp;
		if (sink_fetch(t, arg, &sp, sizeof sp))
			print_precise(t, &sp);
	}
}

static int ioctl_ptp_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case PTP_CLOCK_GETCAPS: case PTP_CLOCK_GETCAPS2:
	case PTP_SYS_OFFSET_PRECISE: case PTP_SYS_OFFSET_PRECISE2:
		if (!t->call.exiting) {
			/* strace leaves every struct of the family out under
			 * -e verbose=none: the argument in hex */
			return verbose(t) ? DEC_EXIT : IOCTL_UNKNOWN;
		}
		print_out(t, code, arg);
		return DEC_DONE;
	case PTP_SYS_OFFSET: case PTP_SYS_OFFSET2:
	case PTP_SYS_OFFSET_EXTENDED: case PTP_SYS_OFFSET_EXTENDED2:
	case PTP_PIN_GETFUNC: case PTP_PIN_GETFUNC2:
		if (!t->call.exiting && !verbose(t))
			return IOCTL_UNKNOWN;
		return print_open_struct(t, code, arg);
	case PTP_ENABLE_PPS: case PTP_ENABLE_PPS2:
		if (!verbose(t))
			return IOCTL_UNKNOWN;
		sink_arg(t, 2);
		sink_hex(t, arg);
		return DEC_DONE;
	case PTP_EXTTS_REQUEST: case PTP_EXTTS_REQUEST2: {
		struct ptp_extts_request e;
		if (!verbose(t))
			return IOCTL_UNKNOWN;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &e, sizeof e))
			print_extts(t, code, &e);
		return DEC_DONE;
	}
	case PTP_PEROUT_REQUEST: case PTP_PEROUT_REQUEST2: {
		struct ptp_perout_request p;
		if (!verbose(t))
			return IOCTL_UNKNOWN;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &p, sizeof p))
			print_perout(t, code, &p);
		return DEC_DONE;
	}
	case PTP_PIN_SETFUNC: case PTP_PIN_SETFUNC2: {
		struct ptp_pin_desc d;
		if (!verbose(t))
			return IOCTL_UNKNOWN;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &d, sizeof d)) {
			sink_struct(t);
			sink_uint_field(t, "index", d.index);
			print_pin_tail(t, code, &d);
			sink_end(t);
		}
		return DEC_DONE;
	}
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_ptp = {
	"ptp", &xlat_ioctl_ptp, ioctl_ptp_decode,
};
