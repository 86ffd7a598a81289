/* ioctl: the console.  The speaker's tones, the LEDs by name and the
 * bits no name covers, the I/O ports among the video ones, the console
 * and keyboard modes by name and unknown, the key codes and repeat rate,
 * KDSIGACCEPT's signal, the screen and colour maps, keymap entries with
 * the key by name, by type and character or number, function key strings
 * and accent tables; NULL, unreadable
 * arguments and ones that run into an unmapped page. */
#include "ioctl-progs.h"

#include <linux/kd.h>
#include <linux/keyboard.h>
#include <signal.h>

static struct style st;

/* A comment that -X raw leaves out. */
static const char *hint(char *buf, size_t size, const char *text)
{
	snprintf(buf, size, st.x == X_RAW ? "" : " /* %s */", text);
	return buf;
}

/* An unknown value: hex, the default name in a comment but under raw. */
static const char *unknown(char *buf, size_t size, const char *fmt, unsigned long long v,
			   const char *dflt)
{
	char num[32];
	snprintf(num, sizeof num, fmt, v);
	snprintf(buf, size, st.x == X_RAW ? "%s" : "%s /* %s */", num, dflt);
	return buf;
}

static void tones(void)
{
	char b1[64];
	long rc = sys_ioctl(-1, KIOCSOUND, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0%s)", REQ(&st, KIOCSOUND), hint(b1, sizeof b1, "off"));
	rc = sys_ioctl(-1, KIOCSOUND, 440);
	expect(rc, "EBADF", "ioctl(-1, %s, 440%s)", REQ(&st, KIOCSOUND),
	       hint(b1, sizeof b1, "2711 Hz"));
	rc = sys_ioctl(-1, KIOCSOUND, 1193183);
	expect(rc, "EBADF", "ioctl(-1, %s, 1193183%s)", REQ(&st, KIOCSOUND),
	       hint(b1, sizeof b1, "off"));
	rc = sys_ioctl(-1, KDMKTONE, 440);
	expect(rc, "EBADF", "ioctl(-1, %s, 440%s)", REQ(&st, KDMKTONE), hint(b1, sizeof b1, "off"));
	rc = sys_ioctl(-1, KDMKTONE, 0xffffffff00000000UL | 250 << 16 | 1000);
	expect(rc, "EBADF", "ioctl(-1, %s, 250<<16|1000%s)", REQ(&st, KDMKTONE),
	       hint(b1, sizeof b1, "1193 Hz, 250 ms"));
	rc = sys_ioctl(-1, KDMKTONE, 3 << 16);
	expect(rc, "EBADF", "ioctl(-1, %s, 3<<16|0%s)", REQ(&st, KDMKTONE),
	       hint(b1, sizeof b1, "off"));
}

static void leds_and_modes(unsigned char *tail)
{
	char b1[128];
	long rc = sys_ioctl(-1, KDSETLED, 0xff00 | LED_SCR | LED_CAP);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSETLED),
	       xname(&st, b1, sizeof b1, "%#x", LED_SCR | LED_CAP, "LED_SCR|LED_CAP"));
	rc = sys_ioctl(-1, KDSETLED, 0x30);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSETLED),
	       unknown(b1, sizeof b1, "%#x", 0x30, "LED_???"));
	rc = sys_ioctl(-1, KDSKBLED, (LED_NUM << 4) | LED_SCR | 0x80);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSKBLED),
	       xname(&st, b1, sizeof b1, "%#x", (LED_NUM << 4) | LED_SCR | 0x80,
		     "LED_SCR|LED_NUM<<4|0x80"));
	rc = sys_ioctl(-1, KDGETLED, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, KDGETLED));
	rc = sys_ioctl(-1, KDGKBTYPE, (unsigned long)tail);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDGKBTYPE), (void *)tail);

	rc = sys_ioctl(-1, KDADDIO, 0x3c0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x3c0%s)", REQ(&st, KDADDIO),
	       hint(b1, sizeof b1, "GPFIRST + 12"));
	rc = sys_ioctl(-1, KDDELIO, 0x3e0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x3e0)", REQ(&st, KDDELIO));
	rc = sys_ioctl(-1, KDENABIO, 0xdead);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, KDENABIO));
	rc = sys_ioctl(-1, PIO_FONTRESET, 0xdead);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, PIO_FONTRESET));

	rc = sys_ioctl(-1, KDSETMODE, 0xffffffff00000000UL | KD_GRAPHICS);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSETMODE),
	       xname(&st, b1, sizeof b1, "%#x", KD_GRAPHICS, "KD_GRAPHICS"));
	rc = sys_ioctl(-1, KDSETMODE, 7);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSETMODE),
	       unknown(b1, sizeof b1, "%#x", 7, "KD_???"));
	rc = sys_ioctl(-1, KDGETMODE, (unsigned long)tail + 4094);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDGETMODE), tail + 4094);
	rc = sys_ioctl(-1, KDSKBMODE, K_UNICODE);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSKBMODE),
	       xname(&st, b1, sizeof b1, "%u", K_UNICODE, "K_UNICODE"));
	rc = sys_ioctl(-1, KDSKBMODE, (unsigned)-9);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSKBMODE),
	       unknown(b1, sizeof b1, "%d", (unsigned long long)-9, "K_???"));
	rc = sys_ioctl(-1, KDSKBMETA, K_METABIT);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSKBMETA),
	       xname(&st, b1, sizeof b1, "%#x", K_METABIT, "K_METABIT"));
	rc = sys_ioctl(-1, KDSKBMETA, 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSKBMETA),
	       unknown(b1, sizeof b1, "%#x", 1, "K_???"));
	rc = sys_ioctl(-1, KDGKBMETA, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, KDGKBMETA));

	rc = sys_ioctl(-1, KDSIGACCEPT, SIGUSR2);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, KDSIGACCEPT),
	       xname(&st, b1, sizeof b1, "%u", SIGUSR2, "SIGUSR2"));
	rc = sys_ioctl(-1, KDSIGACCEPT, 65);
	expect(rc, "EBADF", "ioctl(-1, %s, 65)", REQ(&st, KDSIGACCEPT));
}

static void keys(unsigned char *tail)
{
	struct kbkeycode *k = (struct kbkeycode *)(tail + 4096 - sizeof *k);
	struct kbd_repeat *r = (struct kbd_repeat *)(tail + 4096 - sizeof *r);
	k->scancode = 0x1e;
	k->keycode = 0xdeadbeef;
	long rc = sys_ioctl(-1, KDGETKEYCODE, (unsigned long)k);
	expect(rc, "EBADF", "ioctl(-1, %s, {scancode=0x1e, keycode=0xdeadbeef})",
	       REQ(&st, KDGETKEYCODE));
	rc = sys_ioctl(-1, KDSETKEYCODE, (unsigned long)k);
	expect(rc, "EBADF", "ioctl(-1, %s, {scancode=0x1e, keycode=0xdeadbeef})",
	       REQ(&st, KDSETKEYCODE));
	rc = sys_ioctl(-1, KDSETKEYCODE, (unsigned long)k + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDSETKEYCODE), (char *)k + 4);
	r->delay = -250;
	r->period = 33;
	rc = sys_ioctl(-1, KDKBDREP, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {delay=-250, period=33})", REQ(&st, KDKBDREP));
	rc = sys_ioctl(-1, KDKBDREP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, KDKBDREP));
}

static void maps(unsigned char *tail)
{
	char text[2048];
	unsigned char *map = tail + 4096 - E_TABSZ;
	for (int i = 0; i < E_TABSZ; i++)
		map[i] = (unsigned char)(0xff - i);
	long rc = sys_ioctl(-1, PIO_SCRNMAP, (unsigned long)map);
	size_t len = 0;
	for (int i = 0; i < 32; i++)
		len += (size_t)snprintf(text + len, sizeof text - len, "\\x%02x", 0xff - i);
	expect(rc, "EBADF", "ioctl(-1, %s, \"%s\"...)", REQ(&st, PIO_SCRNMAP), text);
	/* 32 bytes before the end: the 33rd that tells a cut is unreadable */
	rc = sys_ioctl(-1, PIO_SCRNMAP, (unsigned long)tail + 4096 - 32);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PIO_SCRNMAP), tail + 4096 - 32);
	rc = sys_ioctl(-1, GIO_SCRNMAP, (unsigned long)map);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, GIO_SCRNMAP), (void *)map);
	rc = sys_ioctl(-1, PIO_CMAP, (unsigned long)tail + 4096 - 48);
	len = 0;
	for (int i = 0; i < 32; i++)
		len += (size_t)snprintf(text + len, sizeof text - len, "\\x%02x",
					tail[4096 - 48 + i]);
	expect(rc, "EBADF", "ioctl(-1, %s, \"%s\"...)", REQ(&st, PIO_CMAP), text);

	/* the Unicode map: the direct font region by offset, cut at 32 (all
	 * 33 readable under -v), and the address where it runs into the
	 * unmapped page */
	uint16_t *uni = (uint16_t *)(tail + 4096 - 33 * sizeof *uni);
	for (int i = 0; i < 33; i++)
		uni[i] = (uint16_t)(0xefff + i * 0x20);
	rc = sys_ioctl(-1, PIO_UNISCRNMAP, (unsigned long)uni);
	len = (size_t)snprintf(text, sizeof text, "[");
	int shown = st.v ? 33 : 32;
	for (int i = 0; i < shown; i++) {
		unsigned v = uni[i];
		char b1[64], e[32];
		snprintf(e, sizeof e, "UNI_DIRECT_BASE+%#x", v - UNI_DIRECT_BASE);
		len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? ", " : "",
					(v & ~UNI_DIRECT_MASK) == UNI_DIRECT_BASE ?
					xname(&st, b1, sizeof b1, "%#x", v, e) :
					(snprintf(b1, sizeof b1, "%#x", v), b1));
	}
	if (st.v)
		snprintf(text + len, sizeof text - len, ", ... /* %p */]", tail + 4096);
	else
		snprintf(text + len, sizeof text - len, ", ...]");
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, PIO_UNISCRNMAP), text);
	uni = (uint16_t *)(tail + 4096 - 2 * sizeof *uni);
	rc = sys_ioctl(-1, PIO_UNISCRNMAP, (unsigned long)uni);
	expect(rc, "EBADF", "ioctl(-1, %s, [%#x, %#x, ... /* %p */])", REQ(&st, PIO_UNISCRNMAP),
	       uni[0], uni[1], tail + 4096);
	rc = sys_ioctl(-1, GIO_UNISCRNMAP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, GIO_UNISCRNMAP));
}

/* A keymap entry's key as seize prints it: the value, and what it is in
 * a comment but under -X raw. */
static const char *key(char *buf, size_t size, unsigned v, const char *what)
{
	snprintf(buf, size, st.x == X_RAW ? "%#x" : "%#x /* %s */", v, what);
	return buf;
}

static void keymap(unsigned char *tail)
{
	char b1[128], b2[128];
	struct kbentry *e = (struct kbentry *)(tail + 4096 - sizeof *e);
	static const struct { unsigned short v; const char *what; } keys[] = {
		{ 0x61, "K(KT_LATIN, 'a')" }, { K_F1, "K_F1" }, { 0xd5c, "K(KT_DEAD2, '\\\\')" },
		{ 0x827, "K(KT_META, '\\'')" }, { 0xb07, "K(KT_LETTER, '\\x07')" },
		{ 0x214, "K(KT_SPEC, 0x14)" }, { 0x500, "K(KT_CONS, 0)" },
		{ 0xf00d, "K(0xf0, 0xd)" }, { K_ALLOCATED, "K_ALLOCATED" },
	};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		e->kb_table = K_SHIFTTAB;
		e->kb_index = (unsigned char)(30 + i);
		e->kb_value = keys[i].v;
		long rc = sys_ioctl(-1, KDSKBENT, (unsigned long)e);
		expect(rc, "EBADF", "ioctl(-1, %s, {kb_table=%s, kb_index=%u, kb_value=%s})",
		       REQ(&st, KDSKBENT), xname(&st, b1, sizeof b1, "%#x", K_SHIFTTAB, "K_SHIFTTAB"),
		       e->kb_index, key(b2, sizeof b2, keys[i].v, keys[i].what));
	}
	e->kb_table = (1 << KG_CTRL) | (1 << KG_ALT);
	long rc = sys_ioctl(-1, KDGKBENT, (unsigned long)e);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_table=%s, kb_index=%u})", REQ(&st, KDGKBENT),
	       xname(&st, b1, sizeof b1, "%#x", e->kb_table, "1<<KG_CTRL|1<<KG_ALT"),
	       e->kb_index);
	/* the key in the unmapped page */
	unsigned char *ti = tail + 4096 - 2;
	ti[0] = K_NORMTAB;
	ti[1] = 200;
	rc = sys_ioctl(-1, KDSKBENT, (unsigned long)ti);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_table=%s, kb_index=200, kb_value=???})",
	       REQ(&st, KDSKBENT), xname(&st, b1, sizeof b1, "%#x", K_NORMTAB, "K_NORMTAB"));
	rc = sys_ioctl(-1, KDGKBENT, (unsigned long)tail + 4095);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDGKBENT), tail + 4095);
}

/* The function key strings and the accent tables. */
static void strings_and_accents(unsigned char *tail)
{
	char b1[64];
	struct kbsentry *s = (struct kbsentry *)(tail + 4096 - sizeof *s);
	s->kb_func = KVAL(K_F5);
	strcpy((char *)s->kb_string, "\033[15~");
	long rc = sys_ioctl(-1, KDSKBSENT, (unsigned long)s);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_func=%s, kb_string=\"\\33[15~\"})",
	       REQ(&st, KDSKBSENT), xname(&st, b1, sizeof b1, "%#x", KVAL(K_F5), "KVAL(K_F5)"));
	memset(s->kb_string, 'x', sizeof s->kb_string);
	rc = sys_ioctl(-1, KDSKBSENT, (unsigned long)s);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_func=%s, kb_string=\"%.32s\"...})",
	       REQ(&st, KDSKBSENT), xname(&st, b1, sizeof b1, "%#x", KVAL(K_F5), "KVAL(K_F5)"),
	       (char *)s->kb_string);
	/* the string in the unmapped page: fewer bytes than -s shows */
	unsigned char *f = tail + 4096 - 8;
	f[0] = KVAL(K_UNDO);
	rc = sys_ioctl(-1, KDSKBSENT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_func=%s, kb_string=???})", REQ(&st, KDSKBSENT),
	       xname(&st, b1, sizeof b1, "%#x", KVAL(K_UNDO), "KVAL(K_UNDO)"));
	rc = sys_ioctl(-1, KDGKBSENT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_func=%s})", REQ(&st, KDGKBSENT),
	       xname(&st, b1, sizeof b1, "%#x", KVAL(K_UNDO), "KVAL(K_UNDO)"));

	struct kbdiacrs *d = (struct kbdiacrs *)(tail + 4096 - 4 - 2 * sizeof(struct kbdiacr));
	d->kb_cnt = 2;
	d->kbdiacr[0] = (struct kbdiacr){ '`', 'e', 0xe8 };
	d->kbdiacr[1] = (struct kbdiacr){ '\'', '\\', '\n' };
	rc = sys_ioctl(-1, KDSKBDIACR, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_cnt=2, kbdiacr=[{diacr='`', base='e', "
	       "result='\\xe8'}, {diacr='\\'', base='\\\\', result='\\n'}]})",
	       REQ(&st, KDSKBDIACR));
	/* more entries than the page holds */
	d->kb_cnt = 3;
	rc = sys_ioctl(-1, KDSKBDIACR, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_cnt=3, kbdiacr=[{diacr='`', base='e', "
	       "result='\\xe8'}, {diacr='\\'', base='\\\\', result='\\n'}, ... /* %p */]})",
	       REQ(&st, KDSKBDIACR), tail + 4096);
	rc = sys_ioctl(-1, KDGKBDIACR, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, KDGKBDIACR), (void *)d);

	struct kbdiacrsuc *u = (struct kbdiacrsuc *)(tail + 4096 - 4 - sizeof(struct kbdiacruc));
	u->kb_cnt = 1;
	u->kbdiacruc[0] = (struct kbdiacruc){ 0x301, 0x65, 0xe9 };
	rc = sys_ioctl(-1, KDSKBDIACRUC, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_cnt=1, kbdiacruc=[{diacr=0x301, base=0x65, "
	       "result=0xe9}]})", REQ(&st, KDSKBDIACRUC));
	u = (struct kbdiacrsuc *)(tail + 4096 - 4);
	u->kb_cnt = 0;
	rc = sys_ioctl(-1, KDSKBDIACRUC, (unsigned long)u);
	expect(rc, "EBADF", "ioctl(-1, %s, {kb_cnt=0, kbdiacruc=[]})", REQ(&st, KDSKBDIACRUC));
}

int main(void)
{
	st = style_get();
	unsigned char *tail = tail_page();
	tones();
	leds_and_modes(tail);
	keys(tail);
	maps(tail);
	keymap(tail);
	strings_and_accents(tail);
	return 0;
}
