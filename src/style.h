/* How strings and named constants print: -x/-xx (--strings-in-hex) and -X
 * (--const-print-style), as strace spells them.  Every output carries a
 * copy of the style, so printers that see only the output follow it. */
#ifndef SEIZE_STYLE_H
#define SEIZE_STYLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* --strings-in-hex: which bytes of a quoted string print as \xNN. */
enum hexstr {
	HEXSTR_NONE,		/* octal escapes for the unprintable ones */
	HEXSTR_NON_ASCII_CHARS,	/* \xNN instead of octal for the unprintable ones */
	HEXSTR_NON_ASCII,	/* -x: the whole string in hex when any byte is unprintable */
	HEXSTR_ALL,		/* -xx: every string in hex */
};

/* -X: how a value that has a name prints. */
enum xlat_verbosity {
	XLAT_ABBREV,		/* the name: O_RDONLY */
	XLAT_RAW,		/* the number: 0 */
	XLAT_VERBOSE,		/* both, the name in a comment after the number */
};

/* How a number prints when -X raw or verbose shows it. */
enum num_format { NUM_HEX, NUM_DEC, NUM_UNSIGNED, NUM_OCT };

struct palette;

struct out_style {
	uint8_t hexstr;		/* enum hexstr */
	uint8_t xlat;		/* enum xlat_verbosity */
	const struct palette *palette;	/* --color: the colours, NULL for none */
};

struct output;

/* print_quoted_ex flags */
enum {
	QUOTE_NUL_STOPS = 1 << 0,	/* the string ends at its first NUL */
	QUOTE_BARE = 1 << 1,		/* no surrounding double quotes */
};

/* The room quote_bytes needs for n bytes: \ooo or \xNN each, the quotes
 * and a NUL. */
#define QUOTED_SIZE(n) (4 * (size_t)(n) + 3)
/* Quote into dst (QUOTED_SIZE(n) bytes) with hex style hexstr; returns the
 * length written, without the NUL. */
size_t quote_bytes(char *dst, const char *s, size_t n, unsigned flags,
		   const char *escape, unsigned hexstr);
/* Quote n bytes as strace does, following o's -x style: "\n\t\"\\",
 * other unprintable bytes and those in escape (may be NULL) in octal or
 * hex. */
void print_quoted_ex(struct output *o, const char *s, size_t n, unsigned flags,
		     const char *escape);

/* How a number prints: %lld %llu %#llx %#llo %#03llo %#02llx %#08llx
 * %#016llx, and %02llx (the bytes of a hardware address, aa:bb:cc). */
enum int_base {
	IB_DEC, IB_UDEC, IB_HEX, IB_OCT, IB_OCT3, IB_HEX02, IB_HEX08, IB_HEX016, IB_XX,
};
void print_int(struct output *o, uint64_t v, enum int_base b);
/* A number as -X raw and verbose show it: NUM_HEX is print_int's IB_HEX,
 * NUM_OCT its IB_OCT3. */
void print_num(struct output *o, uint64_t v, enum num_format f);

/* A value that may have a name: the name (or the number and dflt in a
 * comment when it has none), the number under -X raw, both under -X
 * verbose. */
void print_named(struct output *o, uint64_t v, enum num_format f, const char *name,
		 const char *dflt);

/* Printers that build a value's names from pieces (O_RDONLY|O_CLOEXEC,
 * S_IFREG|0644, 8192*1024) bracket them so -X applies to the whole:
 *
 *	unsigned saved;
 *	if (names_begin(o, v, NUM_HEX, &saved)) {
 *		... print the names as without -X ...
 *		names_end(o, saved);
 *	}
 *
 * Under -X raw, names_begin prints the number and returns false; under
 * -X verbose it prints the number and opens a comment for the names. */
bool names_begin(struct output *o, uint64_t v, enum num_format f, unsigned *saved);
void names_end(struct output *o, unsigned saved);
/* After a time in seconds, the date strace comments it with under -v, in
 * local time (2021-02-03T04:05:06.123456789+0000), into buf; false for 0
 * or a bad time. */
bool format_local_time(char *buf, size_t size, int64_t sec, uint64_t nsec);

/* -X raw, abbrev or verbose; false when arg is none of them. */
bool parse_xlat_verbosity(const char *arg, uint8_t *xlat);

#endif
