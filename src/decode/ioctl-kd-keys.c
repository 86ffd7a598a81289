/* ioctl: the console's keyboard tables.  The keymap entries, KDGKBENT
 * and KDSKBENT: the table by name or by the modifiers that select it, the
 * index, and the key, named in a comment by its K_ name or as K(type,
 * value); the function key strings, KDGKBSENT and KDSKBSENT; the accent
 * tables, KD[GS]KBDIACR and their Unicode KD[GS]KBDIACRUC. */
#include <stdio.h>
#include <linux/kd.h>
#include <linux/keyboard.h>

#include "common.h"
#include "ioctl-kd.h"

extern const struct xlat xlat_kd_keys, xlat_kd_key_types, xlat_kd_key_tables,
	xlat_kd_key_table_flags;

static void print_key_table(struct tracee *t, uint8_t table)
{
	if (xlat_name(&xlat_kd_key_tables, table))
		sink_xval(t, &xlat_kd_key_tables, table, "K_???");
	else
		sink_xflags(t, &xlat_kd_key_table_flags, table, "KG_???");
}

/* The types whose value is a character: K(KT_LATIN, 'a'). */
static bool char_valued(unsigned type)
{
	return type == KT_LATIN || type == KT_META || type == KT_LETTER || type == KT_DEAD2;
}

/* A character as strace quotes one: 'a', '\n', '\'', '\x7f'. */
static void format_char(char *buf, size_t size, unsigned c)
{
	static const char esc[] = { '\t', 't', '\n', 'n', '\v', 'v', '\f', 'f', '\r', 'r' };
	for (size_t i = 0; i < sizeof esc; i += 2)
		if (c == (unsigned char)esc[i]) {
			snprintf(buf, size, "'\\%c'", esc[i + 1]);
			return;
		}
	if (c == '\'' || c == '\\')
		snprintf(buf, size, "'\\%c'", c);
	else if (c >= ' ' && c < 0x7f)
		snprintf(buf, size, "'%c'", c);
	else
		snprintf(buf, size, "'\\x%02x'", c);
}

/* A key's value in hex and, but under -X raw, what it is: "K_F1",
 * "K(KT_LATIN, 'a')", "K(KT_SPEC, 0x14)", "K(0xf, 0)". */
static void print_key_value(struct tracee *t, uint16_t v)
{
	char text[64], type[16], val[16];
	const char *name = xlat_name(&xlat_kd_keys, v);
	unsigned ty = KTYP(v), c = KVAL(v);
	sink_hex(t, v);
	if (name) {
		sink_hint(t, "key", "%s", name);
		return;
	}
	const char *tname = xlat_name(&xlat_kd_key_types, ty);
	if (tname)
		snprintf(type, sizeof type, "%s", tname);
	else
		snprintf(type, sizeof type, "%#x", ty);
	if (char_valued(ty))
		format_char(val, sizeof val, c);
	else
		snprintf(val, sizeof val, "%#x", c);
	snprintf(text, sizeof text, "K(%s, %s)", type, val);
	sink_hint(t, "key", "%s", text);
}

/* kb_value at addr + 2, or "???" when it is unreadable. */
static void print_kb_value_at(struct tracee *t, uint64_t addr)
{
	uint16_t v;
	sink_field(t, "kb_value");
	if (mem_read(t->tid, addr + 2, &v, sizeof v))
		print_key_value(t, v);
	else
		sink_symbol(t, "???");
}

/* kb_func: the function key, "KVAL(K_F1)". */
static void print_kb_func(struct tracee *t, uint8_t f)
{
	char text[48];
	const char *name = xlat_name(&xlat_kd_keys, K(KT_FN, f));
	snprintf(text, sizeof text, "KVAL(%s)", name ? name : "K_???");
	sink_const(t, f, NUM_HEX, text, NULL);
}

/* kb_string: up to its NUL, at most the -s limit of its bytes, "..."
 * when no NUL ends them; "???" when they are unreadable. */
static void print_kb_string_at(struct tracee *t, uint64_t addr)
{
	struct kbsentry s;
	size_t n = string_limit(t);
	if (n > sizeof s.kb_string)
		n = sizeof s.kb_string;
	sink_field(t, "kb_string");
	if (!mem_read(t->tid, addr, s.kb_string, n)) {
		sink_symbol(t, "???");
		return;
	}
	size_t len = strnlen((const char *)s.kb_string, n);
	sink_bytes(t, s.kb_string, len, STR_NUL_STOPS | (len == n ? STR_CUT : 0));
}

/* The function key strings: KDSKBSENT's at entry, KDGKBSENT's at exit
 * after the key named at entry. */
static int kd_kbsent(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	uint8_t f;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error)
			print_kb_string_at(t, arg + 1);
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &f, sizeof f))
		return DEC_DONE;
	sink_struct(t);
	sink_field(t, "kb_func");
	print_kb_func(t, f);
	if (code == KDSKBSENT) {
		print_kb_string_at(t, arg + 1);
		sink_end(t);
		return DEC_DONE;
	}
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

static void print_char_field(struct tracee *t, const char *name, unsigned c)
{
	char text[16];
	format_char(text, sizeof text, c);
	sink_field(t, name);
	sink_const(t, c, NUM_HEX, text, NULL);
	sink_names_always(t);
}

static void print_kbdiacr(struct tracee *t, const void *elem, void *ctx)
{
	const struct kbdiacr *d = elem;
	(void)ctx;
	sink_struct(t);
	print_char_field(t, "diacr", d->diacr);
	print_char_field(t, "base", d->base);
	print_char_field(t, "result", d->result);
	sink_end(t);
}

static void print_kbdiacruc(struct tracee *t, const void *elem, void *ctx)
{
	const struct kbdiacruc *d = elem;
	(void)ctx;
	sink_struct(t);
	sink_hex_field(t, "diacr", d->diacr);
	sink_hex_field(t, "base", d->base);
	sink_hex_field(t, "result", d->result);
	sink_end(t);
}

/* An accent table: its count and as many entries as the table holds. */
static void print_diacrs(struct tracee *t, unsigned code, uint64_t addr)
{
	bool uc = code == KDGKBDIACRUC || code == KDSKBDIACRUC;
	unsigned cnt;
	if (!sink_fetch(t, addr, &cnt, sizeof cnt))
		return;
	sink_struct(t);
	sink_uint_field(t, "kb_cnt", cnt);
	sink_field(t, uc ? "kbdiacruc" : "kbdiacr");
	if (cnt > MAX_DIACR)
		cnt = MAX_DIACR;
	if (uc)
		print_array(t, addr + sizeof cnt, cnt, sizeof(struct kbdiacruc),
			    print_kbdiacruc, NULL);
	else
		print_array(t, addr + sizeof cnt, cnt, sizeof(struct kbdiacr),
			    print_kbdiacr, NULL);
	sink_end(t);
}

/* KDSKBENT sets the whole entry at entry; KDGKBENT asks for the key of
 * table and index, shown at exit when it succeeded.  saved[0] says the
 * entry part left the struct open. */
int kd_keys_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	uint8_t ti[2];
	switch (code) {
	case KDGKBSENT: case KDSKBSENT:
		return kd_kbsent(t, code, arg);
	case KDSKBDIACR: case KDSKBDIACRUC:
		sink_arg(t, 2);
		print_diacrs(t, code, arg);
		return DEC_DONE;
	case KDGKBDIACR: case KDGKBDIACRUC:
		if (!c->exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg))
			print_diacrs(t, code, arg);
		return DEC_DONE;
	case KDGKBENT: case KDSKBENT:
		break;
	default:
		return IOCTL_UNKNOWN;
	}
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error)
			print_kb_value_at(t, arg);
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, ti, sizeof ti))
		return DEC_DONE;
	sink_struct(t);
	sink_field(t, "kb_table");
	print_key_table(t, ti[0]);
	sink_uint_field(t, "kb_index", ti[1]);
	if (code == KDSKBENT) {
		print_kb_value_at(t, arg);
		sink_end(t);
		return DEC_DONE;
	}
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}
