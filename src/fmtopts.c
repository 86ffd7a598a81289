/* Parsing of the output-format options; the printers read the result from
 * struct options (and each output's copy of the style). */
#include <string.h>
#include <strings.h>

#include "fdpath.h"
#include "fmtopts.h"
#include "pidns.h"
#include "util.h"

void format_options_init(struct options *opt)
{
	opt->decode_fds = 0;
	opt->style.hexstr = HEXSTR_NONE;
	opt->style.xlat = XLAT_ABBREV;
	opt->color = COLOR_NEVER;
	set_all(&opt->abbrev, true);
	set_all(&opt->verbose, true);
}

static void parse_decode_fds_or_die(struct options *opt, const char *arg, const char *what)
{
	if (!parse_decode_fds(arg, &opt->decode_fds))
		die_usage("invalid %s '%s'", what, arg);
}

/* Each of -Y, --pidns-translation and --decode-pids= sets the whole set,
 * as in strace 6.1: "-Y --pidns-translation" translates without names. */
static void parse_decode_pids_or_die(struct options *opt, const char *arg)
{
	if (!parse_decode_pids(arg, &opt->decode_pids))
		die_usage("invalid decode-pids '%s'", arg);
}

static void parse_set_or_die(struct syscall_set *set, const char *arg)
{
	char err[256];
	if (!parse_syscall_set(arg, set, err, sizeof err))
		die_usage("%s", err);
}

void parse_format_option(struct options *opt, int c, const char *arg)
{
	switch (c) {
	case 'y':
		/* -y: paths; -yy: everything known */
		opt->decode_fds = opt->decode_fds & DECODE_FD_PATH ? DECODE_FD_ALL : DECODE_FD_PATH;
		break;
	case OPT_DECODE_FDS:
		parse_decode_fds_or_die(opt, arg ? arg : "path", "decode-fds");
		break;
	case 'Y':
		opt->decode_pids = DECODE_PID_COMM;
		break;
	case OPT_PIDNS_TRANSLATION:
		opt->decode_pids = DECODE_PID_NS;
		break;
	case OPT_DECODE_PIDS:
		parse_decode_pids_or_die(opt, arg);
		break;
	case 'x':
		opt->style.hexstr = opt->style.hexstr == HEXSTR_NON_ASCII ||
				    opt->style.hexstr == HEXSTR_ALL ? HEXSTR_ALL : HEXSTR_NON_ASCII;
		break;
	case OPT_STRINGS_IN_HEX:
		/* strace takes these words in any case */
		if (!arg)
			opt->style.hexstr = HEXSTR_ALL;
		else if (!strcasecmp(arg, "none"))
			opt->style.hexstr = HEXSTR_NONE;
		else if (!strcasecmp(arg, "non-ascii-chars"))
			opt->style.hexstr = HEXSTR_NON_ASCII_CHARS;
		else if (!strcasecmp(arg, "non-ascii"))
			opt->style.hexstr = HEXSTR_NON_ASCII;
		else if (!strcasecmp(arg, "all"))
			opt->style.hexstr = HEXSTR_ALL;
		else
			die_usage("invalid --strings-in-hex argument: '%s'", arg);
		break;
	case 'X':
		if (!parse_xlat_verbosity(arg, &opt->style.xlat))
			die_usage("invalid -X argument: '%s'", arg);
		break;
	case 'v':
		set_all(&opt->abbrev, false);
		break;
	case OPT_ABBREV:
		parse_set_or_die(&opt->abbrev, arg);
		break;
	case OPT_VERBOSE:
		parse_set_or_die(&opt->verbose, arg);
		break;
	}
}

static bool named(const char *name, size_t len, const char *want)
{
	return strlen(want) == len && !strncmp(name, want, len);
}

bool parse_format_qualifier(struct options *opt, const char *name, size_t len,
			    const char *value)
{
	if (named(name, len, "abbrev") || named(name, len, "a"))
		parse_set_or_die(&opt->abbrev, value);
	else if (named(name, len, "verbose") || named(name, len, "v"))
		parse_set_or_die(&opt->verbose, value);
	else if (named(name, len, "decode-fds") || named(name, len, "decode-fd"))
		parse_decode_fds_or_die(opt, value, "decode-fds");
	else if (named(name, len, "decode-pids") || named(name, len, "decode-pid"))
		parse_decode_pids_or_die(opt, value);
	else
		return false;
	return true;
}

void output_take_style(const struct options *opt, struct output *o)
{
	o->style = opt->style;
	bool paint = !opt->json && color_wanted(opt->color, o->line_buffered);
	o->style.palette = paint ? &opt->palette : NULL;
}
