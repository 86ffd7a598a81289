/* ioctl: the console (<linux/kd.h>, src/xlat/ioctl_kd.in): the speaker's
 * tones, the LEDs, the keyboard's type, modes and repeat rate, the I/O
 * ports, the console mode, the key codes, the signal of KDSIGACCEPT, the
 * screen maps and the colour map; the keyboard tables (keymap entries,
 * function key strings, accent tables) in ioctl-kd-keys.c, the fonts and
 * the Unicode font maps in ioctl-kd-font.c. */
#include <linux/kd.h>

#include "common.h"
#include "ioctl.h"
#include "ioctl-hexbuf.h"
#include "ioctl-kd.h"

extern const struct xlat xlat_ioctl_kd, xlat_kd_leds, xlat_kd_kbd_leds, xlat_kd_kbd_types,
	xlat_kd_modes, xlat_kd_kbd_modes, xlat_kd_meta_modes;

/* The rate of the PC's timer the speaker counts down from, in Hz: the
 * kernel's PIT_TICK_RATE, which no uapi header has. */
enum { PIT_TICK_RATE = 1193182 };

/* The video ports KDADDIO may open: Linux 6.1's drivers/tty/vt/vt_ioctl.c
 * defines them, no header does. */
enum { GPFIRST = 0x3b4, GPLAST = 0x3df };

static const struct ioctl_scalar_req kd_scalars[] = {
	{ KDENABIO, IS_NONE }, { KDDISABIO, IS_NONE },
	{ KDMAPDISP, IS_NONE }, { KDUNMAPDISP, IS_NONE }, { PIO_FONTRESET, IS_NONE },
};

/* KIOCSOUND: the timer's count, with the tone it makes. */
static void print_sound(struct tracee *t, uint64_t v)
{
	sink_uint(t, v);
	if (v && v <= PIT_TICK_RATE)
		sink_hint(t, "hz", "%u Hz", PIT_TICK_RATE / (unsigned)v);
	else
		sink_hint(t, "hz", "off");
}

/* KDMKTONE: the count in the low half, the milliseconds in the high:
 * "1<<16|440", with the tone and its length. */
static void print_tone(struct tracee *t, uint32_t v)
{
	unsigned count = v & 0xffff, ms = v >> 16;
	if (ms) {
		sink_op(t, "|");
		sink_op(t, "<<");
		sink_uint(t, ms);
		sink_uint(t, 16);
		sink_end(t);
		sink_uint(t, count);
		sink_end(t);
	} else {
		sink_uint(t, count);
	}
	if (count && ms)
		sink_hint(t, "tone", "%u Hz, %u ms", PIT_TICK_RATE / count, ms);
	else
		sink_hint(t, "tone", "off");
}

/* KDADDIO's port, with its place among the video ports a console may
 * open, GPFIRST to GPLAST; -X raw leaves that out. */
static void print_port(struct tracee *t, uint64_t v)
{
	sink_hex(t, v);
	if (v >= GPFIRST && v <= GPLAST)
		sink_hint(t, "gp", "GPFIRST + %u", (unsigned)(v - GPFIRST));
}

/* A value of an xlat that strace shows in decimal, signed: "-1 / * K_??? * /". */
static void print_dec_xval(struct tracee *t, const struct xlat *x, int32_t v, const char *dflt)
{
	sink_const(t, (uint64_t)(int64_t)v, NUM_DEC, xlat_name(x, (uint64_t)(int64_t)v), dflt);
}

/* [v] of size bytes that the kernel filled at addr, by x. */
static void print_value_out(struct tracee *t, uint64_t addr, size_t size,
			    const struct xlat *x, const char *dflt, bool flags)
{
	uint32_t v = 0;
	if (!sink_fetch(t, addr, &v, size))
		return;
	sink_array(t);
	sink_elem(t);
	if (x == &xlat_kd_kbd_modes)
		print_dec_xval(t, x, (int32_t)v, dflt);
	else if (flags)
		sink_xflags(t, x, v, dflt);
	else
		sink_xval(t, x, v, dflt);
	sink_end(t);
}

/* The requests that fill a value, at exit. */
static int kd_value_out(struct tracee *t, unsigned code, uint64_t arg)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	if (ioctl_exit_ptr(t, arg))
		return DEC_DONE;
	switch (code) {
	case KDGETLED:
		print_value_out(t, arg, 1, &xlat_kd_leds, "LED_???", true);
		break;
	case KDGKBLED:
		print_value_out(t, arg, 1, &xlat_kd_kbd_leds, "LED_???", true);
		break;
	case KDGKBTYPE:
		print_value_out(t, arg, 1, &xlat_kd_kbd_types, "KB_???", false);
		break;
	case KDGETMODE:
		print_value_out(t, arg, 4, &xlat_kd_modes, "KD_???", false);
		break;
	case KDGKBMODE:
		print_value_out(t, arg, 4, &xlat_kd_kbd_modes, "K_???", false);
		break;
	case KDGKBMETA:
		print_value_out(t, arg, 4, &xlat_kd_meta_modes, "K_???", false);
		break;
	}
	return DEC_DONE;
}

/* KDGETKEYCODE and KDSETKEYCODE: the scan code and its key code; the key
 * code KDGETKEYCODE finds comes at exit after " => ".  saved[0] says the
 * entry part left the " => " open. */
static int kd_keycode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct kbkeycode k;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error && mem_read(t->tid, arg, &k, sizeof k))
			sink_hex(t, k.keycode);
		sink_end(t);	/* the " => " */
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &k, sizeof k))
		return DEC_DONE;
	sink_struct(t);
	sink_hex_field(t, "scancode", k.scancode);
	sink_field(t, "keycode");
	if (code == KDSETKEYCODE) {
		sink_hex(t, k.keycode);
		sink_end(t);
		return DEC_DONE;
	}
	sink_op(t, " => ");
	sink_hex(t, k.keycode);
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

static void print_kbd_repeat(struct tracee *t, const struct kbd_repeat *r)
{
	sink_struct(t);
	sink_int_field(t, "delay", r->delay);
	sink_int_field(t, "period", r->period);
	sink_end(t);
}

/* KDKBDREP: the repeat rate asked, " => " the one now in force. */
static int kd_kbdrep(struct tracee *t, uint64_t arg)
{
	struct call *c = &t->call;
	struct kbd_repeat r;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error && mem_read(t->tid, arg, &r, sizeof r))
			print_kbd_repeat(t, &r);
		sink_end(t);	/* the " => " */
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &r, sizeof r))
		return DEC_DONE;
	sink_op(t, " => ");
	print_kbd_repeat(t, &r);
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

/* A glyph of a Unicode screen map: in the direct font region by its
 * offset there, "UNI_DIRECT_BASE+0x15". */
static void print_uni_glyph(struct tracee *t, const void *elem, void *ctx)
{
	uint16_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	if ((v & ~UNI_DIRECT_MASK) != UNI_DIRECT_BASE) {
		sink_hex(t, v);
		return;
	}
	sink_named(t, v, NUM_HEX);
	sink_op(t, "+");
	sink_symbol(t, "UNI_DIRECT_BASE");
	sink_hex(t, v - UNI_DIRECT_BASE);
	sink_end(t);
	sink_end(t);
}

/* The screen maps and the colour map: what PIO_ sets at entry, what GIO_
 * gets at exit. */
static int kd_map(struct tracee *t, unsigned code, uint64_t arg)
{
	bool get = code == GIO_SCRNMAP || code == GIO_UNISCRNMAP || code == GIO_CMAP;
	if (get && !t->call.exiting)
		return DEC_EXIT;
	if (get) {
		if (ioctl_exit_ptr(t, arg))
			return DEC_DONE;
	} else {
		sink_arg(t, 2);
	}
	switch (code) {
	case GIO_SCRNMAP: case PIO_SCRNMAP:
		ioctl_hex_buf_at(t, arg, E_TABSZ);
		break;
	case GIO_CMAP: case PIO_CMAP:
		/* three bytes, red, green and blue, for each of 16 colours */
		ioctl_hex_buf_at(t, arg, 48);
		break;
	default:
		print_array(t, arg, E_TABSZ, sizeof(uint16_t), print_uni_glyph, NULL);
		break;
	}
	return DEC_DONE;
}

/* KDSIGACCEPT's signal, by name when it is one; else the number. */
static void print_accept_signal(struct tracee *t, uint64_t v)
{
	if (v > 0 && v < 65)
		sink_signame(t, (int)v);
	else
		sink_uint(t, v);
}

static int ioctl_kd_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case KDGETLED: case KDGKBLED: case KDGKBTYPE: case KDGETMODE: case KDGKBMODE:
	case KDGKBMETA:
		return kd_value_out(t, code, arg);
	case KDGETKEYCODE: case KDSETKEYCODE:
		return kd_keycode(t, code, arg);
	case KDKBDREP:
		return kd_kbdrep(t, arg);
	case GIO_SCRNMAP: case PIO_SCRNMAP: case GIO_UNISCRNMAP: case PIO_UNISCRNMAP:
	case GIO_CMAP: case PIO_CMAP:
		return kd_map(t, code, arg);
	}
	switch (code) {
	case KIOCSOUND:
		sink_arg(t, 2);
		print_sound(t, arg);
		return DEC_DONE;
	case KDMKTONE:
		sink_arg(t, 2);
		print_tone(t, (uint32_t)arg);
		return DEC_DONE;
	case KDSETLED:
		sink_arg(t, 2);
		sink_xflags(t, &xlat_kd_leds, (uint8_t)arg, "LED_???");
		return DEC_DONE;
	case KDSKBLED:
		sink_arg(t, 2);
		sink_xflags(t, &xlat_kd_kbd_leds, (uint8_t)arg, "LED_???");
		return DEC_DONE;
	case KDADDIO: case KDDELIO:
		sink_arg(t, 2);
		print_port(t, arg);
		return DEC_DONE;
	case KDSETMODE:
		sink_arg(t, 2);
		sink_xval(t, &xlat_kd_modes, (uint32_t)arg, "KD_???");
		return DEC_DONE;
	case KDSKBMODE:
		sink_arg(t, 2);
		print_dec_xval(t, &xlat_kd_kbd_modes, (int32_t)arg, "K_???");
		return DEC_DONE;
	case KDSKBMETA:
		sink_arg(t, 2);
		sink_xval(t, &xlat_kd_meta_modes, (uint32_t)arg, "K_???");
		return DEC_DONE;
	case KDSIGACCEPT:
		sink_arg(t, 2);
		print_accept_signal(t, arg);
		return DEC_DONE;
	}
	int r = kd_keys_decode(t, code, arg);
	if (r != IOCTL_UNKNOWN)
		return r;
	r = kd_font_decode(t, code, arg);
	if (r != IOCTL_UNKNOWN)
		return r;
	return ioctl_scalar_decode(t, kd_scalars, sizeof kd_scalars / sizeof kd_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_kd = {
	"kd", &xlat_ioctl_kd, ioctl_kd_decode,
};
