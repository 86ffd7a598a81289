/* ioctl: the console's fonts and its Unicode font maps.  GIO_FONT and
 * PIO_FONT pass the font's bytes themselves, GIO_FONTX and PIO_FONTX a
 * struct consolefontdesc, KDFONTOP a struct console_font_op whose members
 * depend on its op; GIO_UNIMAP and PIO_UNIMAP a count and an array of
 * unicode/fontpos pairs, PIO_UNIMAPCLR the hash the kernel is advised to
 * use.  The font bytes show in \x notation, cut at -s, as strace shows
 * them.  What the kernel fills prints at exit after " => ". */
#include <errno.h>
#include <linux/kd.h>

#include "common.h"
#include "ioctl-hexbuf.h"
#include "ioctl-kd.h"

extern const struct xlat xlat_kd_font_ops, xlat_kd_font_flags;

/* The bytes of the font GIO_FONT and PIO_FONT pass: 256 characters of 32
 * lines of 8 pixels (drivers/tty/vt/vt_ioctl.c, no header says so). */
enum { OLD_FONT_SIZE = 256 * 32 };

/* The most characters and the widest glyph the kernel takes, and the
 * longest font name of KD_FONT_OP_SET_DEFAULT with its NUL: Linux 6.1's
 * drivers/tty/vt/vt.c (max_font_size, MAX_FONT_NAME), no header. */
enum { FONT_MAX_CHARS = 512, FONT_MAX_WIDTH = 32, FONT_NAME_MAX = 32 };

/* A glyph takes 32 lines, whatever the font's height. */
enum { GLYPH_LINES = 32 };

/* GIO_FONT, PIO_FONT: the bytes, what PIO_ sets at entry, what GIO_ got
 * at exit. */
static int kd_font(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code == GIO_FONT) {
		if (!t->call.exiting)
			return DEC_EXIT;
		if (ioctl_exit_ptr(t, arg))
			return DEC_DONE;
	} else {
		sink_arg(t, 2);
	}
	ioctl_hex_buf_at(t, arg, OLD_FONT_SIZE);
	return DEC_DONE;
}

/* {charcount=256, charheight=16, chardata=...}: the data's address, or,
 * for a font set or got, its bytes. */
static void print_fontdesc(struct tracee *t, const struct consolefontdesc *d, bool data)
{
	unsigned chars = d->charcount < FONT_MAX_CHARS ? d->charcount : FONT_MAX_CHARS;
	sink_struct(t);
	sink_uint_field(t, "charcount", d->charcount);
	sink_uint_field(t, "charheight", d->charheight);
	sink_field(t, "chardata");
	if (data)
		ioctl_hex_buf_at(t, (uint64_t)(uintptr_t)d->chardata,
				 (uint64_t)chars * GLYPH_LINES);
	else
		sink_ptr(t, (uint64_t)(uintptr_t)d->chardata);
	sink_end(t);
}

/* GIO_FONTX and PIO_FONTX: the font PIO_FONTX sets; the size GIO_FONTX
 * has room for, " => " the font it got.  saved[0] says the " => " is
 * open. */
static int kd_fontx(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct consolefontdesc d;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error && mem_read(t->tid, arg, &d, sizeof d))
			print_fontdesc(t, &d, true);
		sink_end(t);	/* the " => " */
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &d, sizeof d))
		return DEC_DONE;
	if (code == PIO_FONTX) {
		print_fontdesc(t, &d, true);
		return DEC_DONE;
	}
	sink_op(t, " => ");
	print_fontdesc(t, &d, false);
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

/* KD_FONT_OP_SET_DEFAULT's font name: at most FONT_NAME_MAX bytes with its
 * NUL, so 31 show; fewer at -s, with "..." when no NUL ends them there;
 * the address when it runs into unreadable memory first. */
static void print_font_name(struct tracee *t, uint64_t addr)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	unsigned limit = string_limit(t);
	/* strace reads one byte past what -s shows, to tell a cut from a
	 * string that ends there; the last byte of a full buffer is its NUL */
	size_t want = limit < FONT_NAME_MAX ? limit + 1 : FONT_NAME_MAX;
	size_t shown = limit < FONT_NAME_MAX ? limit : FONT_NAME_MAX - 1;
	char buf[FONT_NAME_MAX + 1];
	bool terminated;
	ssize_t n = mem_read_str(t->tid, addr, buf, want, &terminated);
	if (n < 0 || (!terminated && (size_t)n < want)) {
		sink_ptr(t, addr);
		return;
	}
	bool cut = (size_t)n > shown;
	sink_bytes(t, buf, cut ? shown : (size_t)n, STR_NUL_STOPS | (cut ? STR_CUT : 0));
}

/* The members of a struct console_font_op as strace shows them: the op
 * and flags at entry only; the ones the op uses; the data as an address
 * where the kernel is yet to fill it, its bytes where it holds a font, or
 * the default font's name. */
static void print_font_op(struct tracee *t, const struct console_font_op *f, bool entry)
{
	sink_struct(t);
	if (entry) {
		sink_field(t, "op");
		sink_xval(t, &xlat_kd_font_ops, f->op, "KD_FONT_OP_???");
		if (f->op != KD_FONT_OP_SET_DEFAULT && f->op != KD_FONT_OP_COPY) {
			sink_field(t, "flags");
			sink_xflags(t, &xlat_kd_font_flags, f->flags, "KD_FONT_FLAG_???");
		}
	}
	if (f->op != KD_FONT_OP_COPY)
		sink_uint_field(t, "width", f->width);
	sink_uint_field(t, "height", f->height);
	if (f->op == KD_FONT_OP_COPY) {
		sink_end(t);
		return;
	}
	if (f->op != KD_FONT_OP_SET_DEFAULT)
		sink_uint_field(t, "charcount", f->charcount);
	uint64_t data = (uint64_t)(uintptr_t)f->data;
	if (f->op == KD_FONT_OP_SET || (f->op == KD_FONT_OP_GET && !entry)) {
		unsigned w = f->width < FONT_MAX_WIDTH ? f->width : FONT_MAX_WIDTH;
		unsigned chars = f->charcount < FONT_MAX_CHARS ? f->charcount : FONT_MAX_CHARS;
		sink_field(t, "data");
		ioctl_hex_buf_at(t, data, (uint64_t)(w + 7) / 8 * GLYPH_LINES * chars);
	} else if (f->op == KD_FONT_OP_SET_DEFAULT) {
		if (entry) {
			sink_field(t, "data");
			print_font_name(t, data);
		}
	} else {
		sink_ptr_field(t, "data", data);
	}
	sink_end(t);
}

/* KDFONTOP: the operation asked; for all but KD_FONT_OP_SET and
 * KD_FONT_OP_COPY " => " what the kernel left in the struct.  saved[0]
 * says the " => " is open. */
static int kd_font_op(struct tracee *t, uint64_t arg)
{
	struct call *c = &t->call;
	struct console_font_op f;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error && mem_read(t->tid, arg, &f, sizeof f))
			print_font_op(t, &f, false);
		sink_end(t);	/* the " => " */
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &f, sizeof f))
		return DEC_DONE;
	if (f.op == KD_FONT_OP_SET || f.op == KD_FONT_OP_COPY) {
		print_font_op(t, &f, true);
		return DEC_DONE;
	}
	sink_op(t, " => ");
	print_font_op(t, &f, true);
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

static void print_unipair(struct tracee *t, const void *elem, void *ctx)
{
	struct unipair p;
	(void)ctx;
	memcpy(&p, elem, sizeof p);
	sink_struct(t);
	sink_hex_field(t, "unicode", p.unicode);
	sink_hex_field(t, "fontpos", p.fontpos);
	sink_end(t);
}

/* GIO_UNIMAP and PIO_UNIMAP: the count and the pairs PIO_UNIMAP sets; the
 * room GIO_UNIMAP has, " => " the count of pairs the kernel has and, as
 * many as there was room for, the pairs (also when it failed for want of
 * room, ENOMEM).  saved[0] says the struct is open, saved[1] holds the
 * room. */
static int kd_unimap(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct unimapdesc u;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		/* read also when the call failed: ENOMEM fills entry_ct */
		bool got = mem_read(t->tid, arg, &u, sizeof u);
		if (got)
			sink_uint(t, u.entry_ct);
		sink_end(t);	/* the " => " */
		if (got) {
			sink_field(t, "entries");
			if (c->is_error && c->rval != -ENOMEM)
				sink_ptr(t, (uint64_t)(uintptr_t)u.entries);
			else
				print_array(t, (uint64_t)(uintptr_t)u.entries, c->saved[1],
					    sizeof(struct unipair), print_unipair, NULL);
		}
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &u, sizeof u))
		return DEC_DONE;
	sink_struct(t);
	sink_field(t, "entry_ct");
	if (code == PIO_UNIMAP) {
		sink_uint(t, u.entry_ct);
		sink_field(t, "entries");
		print_array(t, (uint64_t)(uintptr_t)u.entries, u.entry_ct, sizeof(struct unipair),
			    print_unipair, NULL);
		sink_end(t);
		return DEC_DONE;
	}
	sink_op(t, " => ");
	sink_uint(t, u.entry_ct);
	c->saved[0] = 1;
	c->saved[1] = u.entry_ct;
	return DEC_EXIT_TAIL;
}

/* PIO_UNIMAPCLR: the hash the kernel is advised to use, 0s for none. */
static int kd_unimapclr(struct tracee *t, uint64_t arg)
{
	struct unimapinit u;
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &u, sizeof u))
		return DEC_DONE;
	sink_struct(t);
	sink_uint_field(t, "advised_hashsize", u.advised_hashsize);
	sink_uint_field(t, "advised_hashstep", u.advised_hashstep);
	sink_uint_field(t, "advised_hashlevel", u.advised_hashlevel);
	sink_end(t);
	return DEC_DONE;
}

int kd_font_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case GIO_FONT: case PIO_FONT:
		return kd_font(t, code, arg);
	case GIO_FONTX: case PIO_FONTX:
		return kd_fontx(t, code, arg);
	case KDFONTOP:
		return kd_font_op(t, arg);
	case GIO_UNIMAP: case PIO_UNIMAP:
		return kd_unimap(t, code, arg);
	case PIO_UNIMAPCLR:
		return kd_unimapclr(t, arg);
	}
	return IOCTL_UNKNOWN;
}
