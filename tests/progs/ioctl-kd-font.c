/* ioctl: the console's fonts and Unicode font maps.  GIO_FONT/PIO_FONT's
 * bytes, GIO_FONTX/PIO_FONTX's struct consolefontdesc, KDFONTOP's struct
 * console_font_op by its op (the data's bytes, its address, the default
 * font's name, the members COPY leaves out), GIO_UNIMAP/PIO_UNIMAP's pairs
 * and PIO_UNIMAPCLR's hash; NULL, structs and buffers that run into an
 * unmapped page, the cut at -s (SEIZE_IOCTL_S says which seize runs
 * with).  Every call fails (EBADF): what GIO_ requests get prints only on
 * success, which needs a virtual console. */
#include "ioctl-progs.h"

#include <linux/kd.h>

static struct style st;
static unsigned limit = 32;	/* -s */

/* An unknown value: hex, the default name in a comment but under raw. */
static const char *unknown(char *buf, size_t size, unsigned v, const char *dflt)
{
	snprintf(buf, size, st.x == X_RAW ? "%#x" : "%#x /* %s */", v, dflt);
	return buf;
}

/* n bytes at p as seize shows a font: "\x.." each, cut at -s. */
static const char *hexstr(char *buf, size_t size, const unsigned char *p, size_t n)
{
	size_t len = (size_t)snprintf(buf, size, "\"");
	for (size_t i = 0; i < n && i < limit; i++)
		len += (size_t)snprintf(buf + len, size - len, "\\x%02x", p[i]);
	snprintf(buf + len, size - len, n > limit ? "\"..." : "\"");
	return buf;
}

static void fill(unsigned char *p, size_t n, unsigned first)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (unsigned char)(first + i);
}

static void old_fonts(unsigned char *tail)
{
	char text[4200];
	long rc = sys_ioctl(-1, GIO_FONT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, GIO_FONT));
	rc = sys_ioctl(-1, GIO_FONT, (unsigned long)tail);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, GIO_FONT), (void *)tail);
	rc = sys_ioctl(-1, PIO_FONT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, PIO_FONT));
	/* 8192 bytes, far more than -s: limit + 1 of them are read */
	unsigned char *font = tail + 4096 - (limit + 1);
	fill(font, limit + 1, 0xc0);
	rc = sys_ioctl(-1, PIO_FONT, (unsigned long)font);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, PIO_FONT),
	       hexstr(text, sizeof text, font, 8192));
	rc = sys_ioctl(-1, PIO_FONT, (unsigned long)font + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PIO_FONT), font + 1);
}

static void fontx(unsigned char *tail, unsigned char *glyph_page)
{
	char text[4200];
	struct consolefontdesc *d = (struct consolefontdesc *)(tail + 4096 - sizeof *d);
	unsigned char *data = tail + 2048;
	fill(data, 2048, 0);
	d->charcount = 1;
	d->charheight = 16;
	/* one glyph, 32 bytes, all readable, the last one before the
	 * unmapped page */
	unsigned char *glyph = glyph_page + 4096 - 32;
	fill(glyph, 32, 0x80);
	d->chardata = (char *)glyph;
	long rc = sys_ioctl(-1, PIO_FONTX, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {charcount=1, charheight=16, chardata=%s})",
	       REQ(&st, PIO_FONTX), hexstr(text, sizeof text, glyph, 32));
	/* 600 glyphs, cut at 512 * 32 bytes and at -s */
	d->charcount = 600;
	d->chardata = (char *)data;
	rc = sys_ioctl(-1, PIO_FONTX, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {charcount=600, charheight=16, chardata=%s})",
	       REQ(&st, PIO_FONTX), hexstr(text, sizeof text, data, 512 * 32));
	d->chardata = NULL;
	rc = sys_ioctl(-1, PIO_FONTX, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {charcount=600, charheight=16, chardata=NULL})",
	       REQ(&st, PIO_FONTX));
	d->charcount = 256;
	d->chardata = (char *)data;
	rc = sys_ioctl(-1, GIO_FONTX, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {charcount=256, charheight=16, chardata=%p})",
	       REQ(&st, GIO_FONTX), (void *)data);
	rc = sys_ioctl(-1, GIO_FONTX, (unsigned long)d + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, GIO_FONTX), (char *)d + 2);
	rc = sys_ioctl(-1, GIO_FONTX, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, GIO_FONTX));
}

/* The op and, for the ops that have them, the flags, as -X shows them. */
static const char *op_flags(char *buf, size_t size, unsigned op, const char *opname,
			    unsigned flags, const char *flagnames)
{
	char b1[128], b2[160];
	if (!flagnames) {
		snprintf(buf, size, "op=%s", xname(&st, b1, sizeof b1, "%#x", op, opname));
		return buf;
	}
	snprintf(buf, size, "op=%s, flags=%s", xname(&st, b1, sizeof b1, "%#x", op, opname),
		 flags ? xname(&st, b2, sizeof b2, "%#x", flags, flagnames) : "0");
	return buf;
}

static void font_op_data(unsigned char *tail)
{
	char text[4200], b1[256];
	struct console_font_op *f = (struct console_font_op *)(tail + 512);
	unsigned char *data = tail + 1024;
	fill(data, 1024, 0x40);
	*f = (struct console_font_op){ KD_FONT_OP_SET, KD_FONT_FLAG_DONT_RECALC, 8, 16, 1,
				       tail + 4096 - 96 };
	fill(tail + 4096 - 96, 32, 0xe0);
	/* 8 pixels wide: a byte a line, 32 lines a glyph */
	long rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, charcount=1, data=%s})",
	       REQ(&st, KDFONTOP),
	       op_flags(b1, sizeof b1, KD_FONT_OP_SET, "KD_FONT_OP_SET", KD_FONT_FLAG_DONT_RECALC,
			"KD_FONT_FLAG_DONT_RECALC"),
	       hexstr(text, sizeof text, tail + 4096 - 96, 32));
	/* 9 wide, 2 bytes a line; 40 wide counts as 32 */
	f->width = 40;
	f->flags = 0;
	f->charcount = 3;
	f->data = data;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=40, height=16, charcount=3, data=%s})",
	       REQ(&st, KDFONTOP), op_flags(b1, sizeof b1, KD_FONT_OP_SET, "KD_FONT_OP_SET", 0, ""),
	       hexstr(text, sizeof text, data, 4 * 32 * 3));
	/* no width: no bytes */
	f->width = 0;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=0, height=16, charcount=3, data=\"\"})",
	       REQ(&st, KDFONTOP), op_flags(b1, sizeof b1, KD_FONT_OP_SET, "KD_FONT_OP_SET", 0, ""));
	/* the glyph runs into the unmapped page: its address, unless -s cuts
	 * it (with the byte after the cut) before */
	f->width = 8;
	f->charcount = 1;
	f->data = tail + 4096 - 31;
	fill(f->data, 31, 0x20);
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	if (limit + 1 <= 31)
		hexstr(text, sizeof text, f->data, 32);
	else
		snprintf(text, sizeof text, "%p", (void *)f->data);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, charcount=1, data=%s})",
	       REQ(&st, KDFONTOP), op_flags(b1, sizeof b1, KD_FONT_OP_SET, "KD_FONT_OP_SET", 0, ""),
	       text);
	/* GET: the room, the data the kernel is to fill by its address */
	f->op = KD_FONT_OP_GET;
	f->flags = KD_FONT_FLAG_DONT_RECALC | 0x80000000u | 0x10;
	f->charcount = 512;
	f->data = data;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, charcount=512, data=%p})",
	       REQ(&st, KDFONTOP),
	       op_flags(b1, sizeof b1, KD_FONT_OP_GET, "KD_FONT_OP_GET", f->flags,
			"KD_FONT_FLAG_DONT_RECALC|KD_FONT_FLAG_OLD|0x10"),
	       (void *)data);
}

static void font_op_others(unsigned char *tail, unsigned char *name_page)
{
	char b1[256], b2[64], b3[64];
	struct console_font_op *f = (struct console_font_op *)(tail + 4096 - sizeof *f);
	/* SET_DEFAULT: no flags, no charcount, the name */
	char *name = (char *)tail + 512;
	strcpy(name, "VGA8x16");
	*f = (struct console_font_op){ KD_FONT_OP_SET_DEFAULT, 0xff, 8, 16, 5,
				       (unsigned char *)name };
	long rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, data=\"%.*s\"%s})",
	       REQ(&st, KDFONTOP),
	       op_flags(b1, sizeof b1, KD_FONT_OP_SET_DEFAULT, "KD_FONT_OP_SET_DEFAULT", 0, NULL),
	       (int)limit, name, limit < 7 ? "..." : "");
	/* 40 bytes with no NUL: 31 of them at most, and -s */
	name = (char *)tail + 2048;
	memset(name, 'a', 40);
	f->data = (unsigned char *)name;
	unsigned shown = limit < 31 ? limit : 31;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, data=\"%.*s\"...})",
	       REQ(&st, KDFONTOP), b1, (int)shown, name);
	/* 31 bytes and the NUL: all of them unless -s is less */
	name[31] = '\0';
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, data=\"%.*s\"%s})",
	       REQ(&st, KDFONTOP), b1, (int)shown, name, limit < 31 ? "..." : "");
	/* a name that runs into the unmapped page: its address, unless -s
	 * cuts it first */
	name = (char *)name_page + 4096 - 2;
	memcpy(name, "ab", 2);
	f->data = (unsigned char *)name;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	if (limit < 2)
		snprintf(b2, sizeof b2, "\"%.*s\"...", (int)limit, name);
	else
		snprintf(b2, sizeof b2, "%p", (void *)name);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, data=%s})",
	       REQ(&st, KDFONTOP), b1, b2);
	f->data = NULL;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, width=8, height=16, data=NULL})",
	       REQ(&st, KDFONTOP), b1);
	/* COPY: the height alone */
	f->op = KD_FONT_OP_COPY;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, height=16})", REQ(&st, KDFONTOP),
	       op_flags(b1, sizeof b1, KD_FONT_OP_COPY, "KD_FONT_OP_COPY", 0, NULL));
	/* an op no name has: every member, the data's address */
	f->op = 7;
	f->flags = 0x10;
	f->data = (unsigned char *)tail;
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f);
	expect(rc, "EBADF",
	       "ioctl(-1, %s, {op=%s, flags=%s, width=8, height=16, charcount=5, data=%p})",
	       REQ(&st, KDFONTOP), unknown(b2, sizeof b2, 7, "KD_FONT_OP_???"),
	       unknown(b3, sizeof b3, 0x10, "KD_FONT_FLAG_???"), (void *)tail);
	rc = sys_ioctl(-1, KDFONTOP, (unsigned long)f + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDFONTOP), (char *)f + 4);
	rc = sys_ioctl(-1, KDFONTOP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, KDFONTOP));
}

/* n pairs at p as seize prints them: cut at -s but under -v, and "... / *
 * addr * /" where the next one is unreadable. */
static const char *pairs(char *buf, size_t size, const struct unipair *p, unsigned n,
			 unsigned readable)
{
	unsigned most = st.v ? n : limit;
	size_t len = (size_t)snprintf(buf, size, "[");
	for (unsigned i = 0; i < n; i++) {
		if (i == most) {
			len += (size_t)snprintf(buf + len, size - len, i ? ", ..." : "...");
			break;
		}
		if (i == readable) {
			len += (size_t)snprintf(buf + len, size - len, ", ... /* %p */",
						(void *)(p + i));
			break;
		}
		len += (size_t)snprintf(buf + len, size - len, "%s{unicode=%#x, fontpos=%#x}",
					i ? ", " : "", p[i].unicode, p[i].fontpos);
	}
	snprintf(buf + len, size - len, "]");
	return buf;
}

static void unimaps(unsigned char *tail)
{
	char text[4200];
	struct unimapdesc *u = (struct unimapdesc *)(tail + 4096 - sizeof *u);
	struct unipair *p = (struct unipair *)(tail + 4096 - sizeof *u - 40 * sizeof *p);
	for (int i = 0; i < 40; i++)
		p[i] = (struct unipair){ (unsigned short)(0x2500 + i), (unsigned short)i };
	u->entry_ct = 40;
	u->entries = p;
	long rc = sys_ioctl(-1, PIO_UNIMAP, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {entry_ct=40, entries=%s})", REQ(&st, PIO_UNIMAP),
	       pairs(text, sizeof text, p, 40, 40));
	/* the last two pairs are in the struct's place: one more runs into the
	 * unmapped page */
	u->entry_ct = 3;
	u->entries = (struct unipair *)((char *)u + sizeof *u - 2 * sizeof *p);
	rc = sys_ioctl(-1, PIO_UNIMAP, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {entry_ct=3, entries=%s})", REQ(&st, PIO_UNIMAP),
	       pairs(text, sizeof text, u->entries, 3, 2));
	u->entry_ct = 0;
	u->entries = p;
	rc = sys_ioctl(-1, PIO_UNIMAP, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {entry_ct=0, entries=[]})", REQ(&st, PIO_UNIMAP));
	u->entry_ct = 2;
	u->entries = NULL;
	rc = sys_ioctl(-1, PIO_UNIMAP, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {entry_ct=2, entries=NULL})", REQ(&st, PIO_UNIMAP));
	rc = sys_ioctl(-1, PIO_UNIMAP, (unsigned long)u + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PIO_UNIMAP), (char *)u + 1);

	/* GIO_UNIMAP: the room " => " what the kernel left there; the pairs
	 * only when it got them */
	u->entry_ct = 300;
	u->entries = p;
	rc = sys_ioctl(-1, GIO_UNIMAP, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {entry_ct=300 => 300, entries=%p})",
	       REQ(&st, GIO_UNIMAP), (void *)p);
	rc = sys_ioctl(-1, GIO_UNIMAP, (unsigned long)u + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, GIO_UNIMAP), (char *)u + 1);
	rc = sys_ioctl(-1, GIO_UNIMAP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, GIO_UNIMAP));

	struct unimapinit *in = (struct unimapinit *)(tail + 4096 - sizeof *in);
	*in = (struct unimapinit){ 256, 7, 3 };
	rc = sys_ioctl(-1, PIO_UNIMAPCLR, (unsigned long)in);
	expect(rc, "EBADF",
	       "ioctl(-1, %s, {advised_hashsize=256, advised_hashstep=7, advised_hashlevel=3})",
	       REQ(&st, PIO_UNIMAPCLR));
	rc = sys_ioctl(-1, PIO_UNIMAPCLR, (unsigned long)in + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PIO_UNIMAPCLR), (char *)in + 2);
}

int main(void)
{
	st = style_get();
	if (getenv("SEIZE_IOCTL_S"))
		limit = (unsigned)atoi(getenv("SEIZE_IOCTL_S"));
	old_fonts(tail_page());
	fontx(tail_page(), tail_page());
	font_op_data(tail_page());
	font_op_others(tail_page(), tail_page());
	unimaps(tail_page());
	return 0;
}
