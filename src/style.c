/* Quoting strings and printing named values under -x/-xx and -X, with
 * strace's rules (see strace(1), -x and -X). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output.h"
#include "style.h"
#include "util.h"

static bool printable(unsigned char c)
{
	return c >= 0x20 && c < 0x7f;
}

/* -x prints a whole string in hex as soon as one byte in it is neither
 * printable nor one of the blanks \t \n \v \f \r. */
static bool wants_hex(const unsigned char *s, size_t n, unsigned flags, unsigned hexstr)
{
	if (hexstr == HEXSTR_ALL)
		return true;
	if (hexstr != HEXSTR_NON_ASCII)
		return false;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = s[i];
		if (c == 0 && (flags & QUOTE_NUL_STOPS))
			break;
		if (c > 0x7e || (c < 0x20 && (c < '\t' || c > '\r')))
			return true;
	}
	return false;
}

static const char *escape_of(unsigned char c)
{
	switch (c) {
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\f': return "\\f";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	case '\v': return "\\v";
	}
	return NULL;
}

size_t quote_bytes(char *dst, const char *str, size_t n, unsigned flags,
		   const char *escape, unsigned hexstr)
{
	const unsigned char *s = (const unsigned char *)str;
	bool all_hex = wants_hex(s, n, flags, hexstr);
	char *d = dst;

	if (!(flags & QUOTE_BARE))
		*d++ = '"';
	for (size_t i = 0; i < n; i++) {
		unsigned char c = s[i];
		if (c == 0 && (flags & QUOTE_NUL_STOPS))
			break;
		const char *e = all_hex ? NULL : escape_of(c);
		if (e) {
			d = stpcpy(d, e);
		} else if (!all_hex && printable(c) && !(escape && strchr(escape, c))) {
			*d++ = c;
		} else if (all_hex || hexstr == HEXSTR_NON_ASCII_CHARS) {
			d += sprintf(d, "\\x%02x", c);
		} else {
			/* Octal, in full only when a digit follows (it
			 * would be read as part of the escape). */
			bool digit_next = i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7';
			d += sprintf(d, digit_next ? "\\%03o" : "\\%o", c);
		}
	}
	if (!(flags & QUOTE_BARE))
		*d++ = '"';
	*d = 0;
	return d - dst;
}

void print_quoted_ex(struct output *o, const char *s, size_t n, unsigned flags,
		     const char *escape)
{
	char stackbuf[1024];
	size_t need = QUOTED_SIZE(n);
	char *buf = need <= sizeof stackbuf ? stackbuf : xmalloc(need);
	size_t len = quote_bytes(buf, s, n, flags, escape, o->style.hexstr);
	out_write(o, buf, len);
	if (buf != stackbuf)
		free(buf);
}

void print_int(struct output *o, uint64_t v, enum int_base b)
{
	switch (b) {
	case IB_DEC:
		out_printf(o, "%lld", (long long)v);
		break;
	case IB_UDEC:
		out_printf(o, "%llu", (unsigned long long)v);
		break;
	case IB_HEX:
		out_printf(o, "%#llx", (unsigned long long)v);
		break;
	case IB_HEX02:
		out_printf(o, "%#02llx", (unsigned long long)v);
		break;
	case IB_HEX08:
		out_printf(o, "%#08llx", (unsigned long long)v);
		break;
	case IB_HEX016:
		out_printf(o, "%#016llx", (unsigned long long)v);
		break;
	case IB_XX:
		out_printf(o, "%02llx", (unsigned long long)v);
		break;
	case IB_OCT:
		out_printf(o, "%#llo", (unsigned long long)v);
		break;
	case IB_OCT3:
		out_printf(o, "%#03llo", (unsigned long long)v);
		break;
	}
}

void print_num(struct output *o, uint64_t v, enum num_format f)
{
	static const enum int_base base[] = {
		[NUM_HEX] = IB_HEX, [NUM_DEC] = IB_DEC, [NUM_UNSIGNED] = IB_UDEC,
		[NUM_OCT] = IB_OCT3,
	};
	print_int(o, v, base[f]);
}

void print_named(struct output *o, uint64_t v, enum num_format f, const char *name,
		 const char *dflt)
{
	const char *comment = name ? name : dflt;
	switch (o->style.xlat) {
	case XLAT_RAW:
		print_num(o, v, f);
		return;
	case XLAT_VERBOSE:
		print_num(o, v, f);
		break;
	default:
		if (name) {
			out_puts(o, name);
			return;
		}
		print_num(o, v, f);
	}
	if (comment)
		out_printf(o, " /* %s */", comment);
}

bool names_begin(struct output *o, uint64_t v, enum num_format f, unsigned *saved)
{
	*saved = o->style.xlat;
	switch (o->style.xlat) {
	case XLAT_RAW:
		print_num(o, v, f);
		return false;
	case XLAT_VERBOSE:
		print_num(o, v, f);
		out_puts(o, " /* ");
		/* The names inside print as without -X. */
		o->style.xlat = XLAT_ABBREV;
		return true;
	}
	return true;
}


void names_end(struct output *o, unsigned saved)
{
	if (saved == XLAT_VERBOSE)
		out_puts(o, " */");
	o->style.xlat = saved;
}


bool parse_xlat_verbosity(const char *arg, uint8_t *xlat)
{
	static const struct { const char *name; uint8_t v; } names[] = {
		{ "raw", XLAT_RAW }, { "abbrev", XLAT_ABBREV }, { "verbose", XLAT_VERBOSE },
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(arg, names[i].name)) {
			*xlat = names[i].v;
			return true;
		}
	return false;
}

bool format_local_time(char *buf, size_t size, int64_t sec, uint64_t nsec)
{
	time_t t = (time_t)sec;
	struct tm tm;
	/* strace prints nothing for the epoch itself or a bad fraction */
	if ((sec == 0 && nsec == 0) || nsec > 999999999 || !localtime_r(&t, &tm))
		return false;
	size_t n = strftime(buf, size, "%FT%T", &tm);
	if (!n)
		return false;
	if (nsec)
		n += snprintf(buf + n, size - n, ".%09llu", (unsigned long long)nsec);
	return n < size && strftime(buf + n, size - n, "%z", &tm);
}

