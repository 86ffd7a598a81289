/* What the struct test programs (quota.c, struct-*.c) share: the -X and -v
 * style their lines are for.  SEIZE_XLAT=raw or verbose names the -X and
 * SEIZE_VERBOSE=1 says -v, as tests/decode-structs.bats runs seize. */
#ifndef SEIZE_TEST_STRUCT_STYLE_H
#define SEIZE_TEST_STRUCT_STYLE_H

#include "progs.h"

enum xlat_style { XLAT_ABBREV, XLAT_RAW, XLAT_VERBOSE };

static enum xlat_style xlat_style;
static int verbose_structs;

static inline void style_init(void)
{
	const char *x = getenv("SEIZE_XLAT");
	xlat_style = !x ? XLAT_ABBREV : !strcmp(x, "raw") ? XLAT_RAW
		   : !strcmp(x, "verbose") ? XLAT_VERBOSE : XLAT_ABBREV;
	verbose_structs = getenv("SEIZE_VERBOSE") != NULL;
}

/* A value shown by names: the names, the number under -X raw, both under
 * -X verbose.  Sixteen results may be in use at once. */
static inline const char *X(const char *num, const char *names)
{
	static char bufs[16][512];
	static unsigned n;
	char *b = bufs[n++ % 16];
	if (xlat_style == XLAT_ABBREV)
		return names;
	if (xlat_style == XLAT_RAW)
		return num;
	snprintf(b, sizeof bufs[0], "%s /* %s */", num, names);
	return b;
}

/* A value no name fits: the number with dflt in a comment, the number
 * alone under -X raw. */
static inline const char *U(const char *num, const char *dflt)
{
	static char bufs[8][128];
	static unsigned n;
	char *b = bufs[n++ % 8];
	if (xlat_style == XLAT_RAW)
		return num;
	snprintf(b, sizeof bufs[0], "%s /* %s */", num, dflt);
	return b;
}

/* Formatted into one of sixteen buffers: for building X()'s arguments. */
static inline const char *F(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
static inline const char *F(const char *fmt, ...)
{
	static char bufs[16][512];
	static unsigned n;
	char *b = bufs[n++ % 16];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(b, sizeof bufs[0], fmt, ap);
	va_end(ap);
	return b;
}

#endif
