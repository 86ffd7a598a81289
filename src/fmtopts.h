/* The output-format options that change how values print: -y/-yy and
 * --decode-fds, -x/-xx and --strings-in-hex, -X, -v and -e abbrev=,
 * -e verbose=, spelt as strace spells them. */
#ifndef SEIZE_FMTOPTS_H
#define SEIZE_FMTOPTS_H

#include <stdbool.h>
#include <stddef.h>

#include "tracer.h"

/* getopt codes of the long-only options. */
enum {
	OPT_DECODE_FDS = 0x200, OPT_STRINGS_IN_HEX, OPT_ABBREV, OPT_VERBOSE,
	OPT_DECODE_PIDS, OPT_PIDNS_TRANSLATION,
};

/* The defaults: no fd details, octal escapes, names, every syscall
 * verbose and abbreviated. */
void format_options_init(struct options *opt);
/* One of -y -Y -x -X -v or the long options above, with its argument. */
void parse_format_option(struct options *opt, int c, const char *arg);
/* -e NAME=VALUE for abbrev, verbose, decode-fds and decode-pids (and
 * their short names); false when NAME is none of them. */
bool parse_format_qualifier(struct options *opt, const char *name, size_t len,
			    const char *value);

/* Give output o the options' style: -x, -X, and the colours when --color
 * asks for them on o. */
void output_take_style(const struct options *opt, struct output *o);

/* Whether the current call's structs print cut short ("...", no -v). */
static inline bool abbrev(const struct tracee *t)
{
	const struct call *c = &t->call;
	return set_has_in(&t->tr->opt.abbrev, c->pers, pers_call_index(c->pers, c->se, c->nr));
}

/* Whether the current call's structs print at all (-e verbose=), not as
 * their address. */
static inline bool verbose(const struct tracee *t)
{
	const struct call *c = &t->call;
	return set_has_in(&t->tr->opt.verbose, c->pers, pers_call_index(c->pers, c->se, c->nr));
}

/* -s: how many bytes of a string print before "...". */
static inline unsigned string_limit(const struct tracee *t)
{
	return t->tr->opt.string_limit;
}

/* How many elements of an array print before "...": the -s limit, or all
 * of them under -v. */
static inline unsigned array_limit(const struct tracee *t)
{
	return abbrev(t) ? t->tr->opt.string_limit : ~0U;
}

#endif
