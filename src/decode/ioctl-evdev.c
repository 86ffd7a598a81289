/* The input event device's requests (<linux/input.h>, type 'E').  strace
 * decodes every request of the type by its direction and number, not only
 * the named ones: the size-encoded EVIOCGNAME(len), EVIOCGBIT(ev, len),
 * EVIOCGABS(axis) ... are the same numbers with a length or an index in
 * them.  What the kernel fills prints at exit; a bit set prints the names
 * of its bits, as many bytes of it as the call returned. */
#include <linux/input.h>
#include <stdio.h>

#include "common.h"
#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_evdev, xlat_evdev_keys, xlat_evdev_abs, xlat_evdev_ev,
	xlat_evdev_rep, xlat_evdev_leds, xlat_evdev_misc, xlat_evdev_props, xlat_evdev_rel,
	xlat_evdev_snd, xlat_evdev_sw, xlat_evdev_mtslots, xlat_evdev_ff_types,
	xlat_evdev_ff_status;

/* The requests numbered by what they ask for (_IOC_NR). */
enum {
	NR_NAME = _IOC_NR(EVIOCGNAME(0)), NR_PHYS = _IOC_NR(EVIOCGPHYS(0)),
	NR_UNIQ = _IOC_NR(EVIOCGUNIQ(0)), NR_PROP = _IOC_NR(EVIOCGPROP(0)),
	NR_MTSLOTS = _IOC_NR(EVIOCGMTSLOTS(0)), NR_KEY = _IOC_NR(EVIOCGKEY(0)),
	NR_LED = _IOC_NR(EVIOCGLED(0)), NR_SND = _IOC_NR(EVIOCGSND(0)),
	NR_SW = _IOC_NR(EVIOCGSW(0)),
	NR_GBIT = _IOC_NR(EVIOCGBIT(0, 0)),	/* + the event type */
	NR_GABS = _IOC_NR(EVIOCGABS(0)),	/* + the axis */
	NR_SABS = _IOC_NR(EVIOCSABS(0)),
};

/* A bit set's words as text, "0x..., ": KEY_MAX's 12 words and more. */
enum { BITSET_WORDS_TEXT = 16 * 20 };

/* The names of a bit set's bits, and the most bits it has. */
struct bitset_kind {
	const struct xlat *x;
	unsigned max;
	const char *dflt;
};

/* [v] of a u32 at addr, in hex or decimal. */
static void print_u32_at(struct tracee *t, uint64_t addr, bool hex)
{
	uint32_t v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_num(t, v, hex ? IB_HEX : IB_UDEC);
	sink_end(t);
}

/* [a, b]: EVIOCGREP's and EVIOCSREP's delay and period. */
static void print_pair_at(struct tracee *t, uint64_t addr)
{
	uint32_t v[2];
	if (!sink_fetch(t, addr, v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_uint(t, v[0]);
	sink_elem(t);
	sink_uint(t, v[1]);
	sink_end(t);
}

/* [scancode, KEY_...] */
static void print_keycode_at(struct tracee *t, uint64_t addr)
{
	uint32_t v[2];
	if (!sink_fetch(t, addr, v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_uint(t, v[0]);
	sink_elem(t);
	sink_xval(t, &xlat_evdev_keys, v[1], "KEY_???");
	sink_end(t);
}

static void print_keymap_entry_at(struct tracee *t, uint64_t addr)
{
	struct input_keymap_entry e;
	if (!sink_fetch(t, addr, &e, sizeof e))
		return;
	sink_struct(t);
	sink_uint_field(t, "flags", e.flags);
	sink_uint_field(t, "len", e.len);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		sink_uint_field(t, "index", e.index);
		sink_field(t, "keycode");
		sink_xval(t, &xlat_evdev_keys, e.keycode, "KEY_???");
		member_array(t, "scancode", e.scancode, sizeof e.scancode, 1, MB_HEX);
	}
	sink_end(t);
}

static void print_id_at(struct tracee *t, uint64_t addr)
{
	struct input_id id;
	if (!sink_fetch(t, addr, &id, sizeof id))
		return;
	sink_struct(t);
	sink_uint_field(t, "bustype", id.bustype);
	sink_uint_field(t, "vendor", id.vendor);
	sink_uint_field(t, "product", id.product);
	sink_uint_field(t, "version", id.version);
	sink_end(t);
}

/* struct input_absinfo, of the size the request says: the original
 * struct had no resolution; a bigger one has more that is not shown. */
static void print_absinfo_at(struct tracee *t, unsigned code, uint64_t addr)
{
	const size_t orig = offsetof(struct input_absinfo, resolution);
	size_t size = _IOC_SIZE(code);
	struct input_absinfo a = { 0 };
	if (size < orig) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &a, size < sizeof a ? size : sizeof a))
		return;
	/* strace shows the members as unsigned */
	sink_struct(t);
	sink_uint_field(t, "value", (uint32_t)a.value);
	sink_uint_field(t, "minimum", (uint32_t)a.minimum);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		sink_uint_field(t, "maximum", (uint32_t)a.maximum);
		sink_uint_field(t, "fuzz", (uint32_t)a.fuzz);
		sink_uint_field(t, "flat", (uint32_t)a.flat);
		if (size >= sizeof a)
			sink_uint_field(t, "resolution", (uint32_t)a.resolution);
		if (size > orig && size != sizeof a)
			sink_ellipsis(t);
	}
	sink_end(t);
}

static void print_mtslot_value(struct tracee *t, const void *elem, void *ctx)
{
	int32_t v;
	memcpy(&v, elem, sizeof v);
	sink_int(t, v);
}

/* {code=ABS_MT_..., values=[...]}: the slot values of one code, as many
 * as the request's size holds after the code. */
static void print_mtslots_at(struct tracee *t, unsigned code, uint64_t addr)
{
	size_t n = _IOC_SIZE(code) / sizeof(int32_t);
	uint32_t mtcode;
	if (!n) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &mtcode, sizeof mtcode))
		return;
	sink_struct(t);
	sink_field(t, "code");
	sink_xval(t, &xlat_evdev_mtslots, mtcode, "ABS_MT_???");
	sink_field(t, "values");
	print_array(t, addr + sizeof mtcode, n - 1, sizeof(int32_t), print_mtslot_value, NULL);
	sink_end(t);
}

/* The words of a bit set as -X raw shows them instead of its names,
 * [0x460018, 0]; -X verbose adds them after the names in a comment. */
static void print_bitset_words(struct tracee *t, const unsigned char *buf, size_t size)
{
	char text[BITSET_WORDS_TEXT];
	size_t n = 0;
	sink_array(t);
	sink_shown_when_raw(t);
	for (size_t i = 0; i < size / 8; i++) {
		uint64_t w;
		memcpy(&w, buf + i * 8, sizeof w);
		sink_elem(t);
		sink_hex(t, w);
		n += (size_t)snprintf(text + n, sizeof text - n, "%s%#llx", i ? ", " : "",
				      (unsigned long long)w);
	}
	sink_end(t);
	sink_hint(t, "words", "[%s]", text);
	sink_shown_when(t, false);	/* under -X verbose alone: raw drops hints */
}

/* The bits set in what the kernel wrote: the call returns how many bytes
 * it filled, read in whole words as strace does. */
static void print_bitset_at(struct tracee *t, uint64_t addr, const struct bitset_kind *k)
{
	unsigned char buf[(KEY_MAX + 1) / 8 + 8];
	uint64_t bits = (uint64_t)t->call.rval > k->max / 8 ? k->max : (uint64_t)t->call.rval * 8;
	size_t size = (size_t)((bits + 63) / 64 * 8);
	if (t->call.is_error || !size || size > sizeof buf) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, buf, size))
		return;
	sink_op(t, "");		/* the names, and the words that -X shows */
	sink_begin(t, BOX_SET);
	sink_hidden_when_raw(t);	/* the words instead */
	unsigned shown = 0;
	for (uint64_t i = 0; i < bits; i++) {
		if (!(buf[i / 8] >> (i % 8) & 1))
			continue;
		/* strace stops after the fourth name without -v */
		if (abbrev(t) && shown == 4) {
			sink_ellipsis(t);
			break;
		}
		sink_xval(t, k->x, i, k->dflt);
		shown++;
	}
	sink_end(t);
	print_bitset_words(t, buf, size);
	sink_end(t);
}

/* The bit sets EVIOCGBIT(ev, len) reads, by event type; 0 is the types. */
static bool bit_kind(unsigned ev, struct bitset_kind *k)
{
	static const struct { unsigned ev; const struct xlat *x; unsigned max; const char *dflt; }
	kinds[] = {
		{ 0, &xlat_evdev_ev, EV_MAX, "EV_???" },
		{ EV_KEY, &xlat_evdev_keys, KEY_MAX, "KEY_???" },
		{ EV_REL, &xlat_evdev_rel, REL_MAX, "REL_???" },
		{ EV_ABS, &xlat_evdev_abs, ABS_MAX, "ABS_???" },
		{ EV_MSC, &xlat_evdev_misc, MSC_MAX, "MSC_???" },
		{ EV_SW, &xlat_evdev_sw, SW_MAX, "SW_???" },
		{ EV_LED, &xlat_evdev_leds, LED_MAX, "LED_???" },
		{ EV_SND, &xlat_evdev_snd, SND_MAX, "SND_???" },
		{ EV_REP, &xlat_evdev_rep, REP_MAX, "REP_???" },
		{ EV_FF, &xlat_evdev_ff_types, FF_MAX, "FF_???" },
		{ EV_FF_STATUS, &xlat_evdev_ff_status, FF_STATUS_MAX, "FF_STATUS_???" },
	};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (kinds[i].ev == ev) {
			*k = (struct bitset_kind){ kinds[i].x, kinds[i].max, kinds[i].dflt };
			return true;
		}
	return false;
}

/* The bit sets the numbered requests read. */
static bool nr_bitset_kind(unsigned nr, struct bitset_kind *k)
{
	switch (nr) {
	case NR_PROP: *k = (struct bitset_kind){ &xlat_evdev_props, INPUT_PROP_MAX, "PROP_???" }; return true;
	case NR_SND: *k = (struct bitset_kind){ &xlat_evdev_snd, SND_MAX, "SND_???" }; return true;
	case NR_SW: *k = (struct bitset_kind){ &xlat_evdev_sw, SW_MAX, "SW_???" }; return true;
	case NR_KEY: *k = (struct bitset_kind){ &xlat_evdev_keys, KEY_MAX, "KEY_???" }; return true;
	case NR_LED: *k = (struct bitset_kind){ &xlat_evdev_leds, LED_MAX, "LED_???" }; return true;
	}
	return false;
}

/* A request that reads from the device, at exit. */
static void print_read(struct tracee *t, unsigned code, uint64_t arg)
{
	unsigned nr = _IOC_NR(code);
	struct bitset_kind k;
	sink_arg(t, 2);
	/* the bit sets and strings say why they show an address themselves */
	bool own_ptr = (nr >= NR_GBIT && nr < NR_GBIT + EV_MAX + 1) || nr_bitset_kind(nr, &k) ||
		       nr == NR_NAME || nr == NR_PHYS || nr == NR_UNIQ;
	if (!own_ptr && (t->call.is_error || !arg)) {
		sink_ptr(t, arg);
		return;
	}
	switch (code) {
	case EVIOCGVERSION: print_u32_at(t, arg, true); return;
	case EVIOCGEFFECTS: print_u32_at(t, arg, false); return;
	case EVIOCGID: print_id_at(t, arg); return;
	case EVIOCGREP: print_pair_at(t, arg); return;
	case EVIOCGKEYCODE: print_keycode_at(t, arg); return;
	case EVIOCGKEYCODE_V2: print_keymap_entry_at(t, arg); return;
	}
	if (nr == NR_MTSLOTS) {
		print_mtslots_at(t, code, arg);
	} else if (nr == NR_NAME || nr == NR_PHYS || nr == NR_UNIQ) {
		if (t->call.is_error)
			sink_ptr(t, arg);
		else
			sink_buf_at(t, arg, (uint64_t)t->call.rval);
	} else if (nr_bitset_kind(nr, &k)) {
		print_bitset_at(t, arg, &k);
	} else if ((nr & ~ABS_MAX) == NR_GABS) {
		print_absinfo_at(t, code, arg);
	} else if ((nr & ~EV_MAX) == NR_GBIT) {
		if (bit_kind(nr & EV_MAX, &k))
			print_bitset_at(t, arg, &k);
		else if (nr - NR_GBIT == EV_PWR && !t->call.is_error && arg)
			sink_int_at(t, arg);
		else
			sink_ptr(t, arg);
	} else {
		sink_ptr(t, arg);
	}
}

static void print_envelope(struct tracee *t, const struct ff_envelope *e)
{
	sink_field(t, "envelope");
	sink_struct(t);
	sink_uint_field(t, "attack_length", e->attack_length);
	sink_uint_field(t, "attack_level", e->attack_level);
	sink_uint_field(t, "fade_length", e->fade_length);
	sink_hex_field(t, "fade_level", e->fade_level);
	sink_end(t);
}

/* The effect's own parameters, for the types strace knows. */
static void print_effect_params(struct tracee *t, const struct ff_effect *f)
{
	switch (f->type) {
	case FF_CONSTANT:
		sink_field(t, "constant");
		sink_struct(t);
		sink_int_field(t, "level", f->u.constant.level);
		print_envelope(t, &f->u.constant.envelope);
		sink_end(t);
		break;
	case FF_RAMP:
		sink_field(t, "ramp");
		sink_struct(t);
		sink_int_field(t, "start_level", f->u.ramp.start_level);
		sink_int_field(t, "end_level", f->u.ramp.end_level);
		print_envelope(t, &f->u.ramp.envelope);
		sink_end(t);
		break;
	case FF_PERIODIC: {
		const struct ff_periodic_effect *p = &f->u.periodic;
		sink_field(t, "periodic");
		sink_struct(t);
		sink_uint_field(t, "waveform", p->waveform);
		sink_uint_field(t, "period", p->period);
		sink_int_field(t, "magnitude", p->magnitude);
		sink_int_field(t, "offset", p->offset);
		sink_uint_field(t, "phase", p->phase);
		print_envelope(t, &p->envelope);
		sink_uint_field(t, "custom_len", p->custom_len);
		sink_ptr_field(t, "custom_data", (uint64_t)(uintptr_t)p->custom_data);
		sink_end(t);
		break;
	}
	case FF_RUMBLE:
		sink_field(t, "rumble");
		sink_struct(t);
		sink_uint_field(t, "strong_magnitude", f->u.rumble.strong_magnitude);
		sink_uint_field(t, "weak_magnitude", f->u.rumble.weak_magnitude);
		sink_end(t);
		break;
	}
}

static void print_effect_at(struct tracee *t, uint64_t addr)
{
	struct ff_effect f;
	if (!sink_fetch(t, addr, &f, sizeof f))
		return;
	sink_struct(t);
	sink_field(t, "type");
	sink_xval(t, &xlat_evdev_ff_types, f.type, "FF_???");
	sink_int_field(t, "id", f.id);
	sink_uint_field(t, "direction", f.direction);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		sink_field(t, "trigger");
		sink_struct(t);
		sink_uint_field(t, "button", f.trigger.button);
		sink_uint_field(t, "interval", f.trigger.interval);
		sink_end(t);
		sink_field(t, "replay");
		sink_struct(t);
		sink_uint_field(t, "length", f.replay.length);
		sink_uint_field(t, "delay", f.replay.delay);
		sink_end(t);
		print_effect_params(t, &f);
	}
	sink_end(t);
}

/* A request that writes to the device, at entry. */
static void print_write(struct tracee *t, unsigned code, uint64_t arg)
{
	sink_arg(t, 2);
	switch (code) {
	case EVIOCSREP: print_pair_at(t, arg); return;
	case EVIOCSKEYCODE: print_keycode_at(t, arg); return;
	case EVIOCSKEYCODE_V2: print_keymap_entry_at(t, arg); return;
	case EVIOCRMFF: sink_int(t, (int)arg); return;
	case EVIOCGRAB: case EVIOCREVOKE: sink_uint(t, arg); return;
	case EVIOCSCLOCKID: print_u32_at(t, arg, false); return;
	case EVIOCSFF: print_effect_at(t, arg); return;
	}
	if ((_IOC_NR(code) & ~ABS_MAX) == NR_SABS)
		print_absinfo_at(t, code, arg);
	else
		sink_ptr(t, arg);
}

static int ioctl_evdev_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (_IOC_TYPE(code) != 'E')
		return IOCTL_UNKNOWN;
	switch (_IOC_DIR(code)) {
	case _IOC_READ:
		if (!t->call.exiting)
			return DEC_EXIT;
		print_read(t, code, arg);
		return DEC_DONE;
	case _IOC_WRITE:
		print_write(t, code, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

/* The names strace builds from the number: the requests with a length
 * (EVIOCGNAME(len)), an event type (EVIOCGBIT(EV_KEY, len)) or an axis
 * (EVIOCGABS(ABS_X)) in it. */
static const char *sized_name(unsigned nr)
{
	switch (nr) {
	case NR_NAME: return "EVIOCGNAME";
	case NR_PHYS: return "EVIOCGPHYS";
	case NR_UNIQ: return "EVIOCGUNIQ";
	case NR_PROP: return "EVIOCGPROP";
	case NR_MTSLOTS: return "EVIOCGMTSLOTS";
	case NR_KEY: return "EVIOCGKEY";
	case NR_LED: return "EVIOCGLED";
	case NR_SND: return "EVIOCGSND";
	case NR_SW: return "EVIOCGSW";
	}
	return NULL;
}

static bool ioctl_evdev_name(struct tracee *t, unsigned code)
{
	unsigned nr = _IOC_NR(code);
	if (_IOC_TYPE(code) != 'E')
		return false;
	bool sabs = _IOC_DIR(code) == _IOC_WRITE && (nr & ~ABS_MAX) == NR_SABS;
	bool read = _IOC_DIR(code) == _IOC_READ;
	bool gbit = read && (nr & ~EV_MAX) == NR_GBIT, gabs = read && (nr & ~ABS_MAX) == NR_GABS;
	const char *sized = read ? sized_name(nr) : NULL;
	if (!sabs && !gbit && !gabs && !sized)
		return false;
	if (!t)
		return true;
	if (sized) {
		sink_func(t, sized);
		sink_uint(t, _IOC_SIZE(code));
	} else if (gbit) {
		sink_func(t, "EVIOCGBIT");
		if (nr == NR_GBIT)
			sink_uint(t, 0);	/* the event types */
		else
			ioctl_name_xval(t, &xlat_evdev_ev, nr - NR_GBIT, "EV_???");
		sink_uint(t, _IOC_SIZE(code));
	} else {
		sink_func(t, sabs ? "EVIOCSABS" : "EVIOCGABS");
		ioctl_name_xval(t, &xlat_evdev_abs, nr & ABS_MAX, "ABS_???");
	}
	sink_end(t);
	return true;
}

const struct ioctl_family ioctl_family_evdev = {
	"evdev", &xlat_ioctl_evdev, ioctl_evdev_decode, ioctl_evdev_name,
};
