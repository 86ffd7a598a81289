/* The call summary of -c and -C, laid out as strace 6.1 lays it out.
 *
 * What is timed, as in strace: without -w, the system CPU time the tracee
 * used between its syscall-entry and syscall-exit stops, as wait4(2) reports
 * it with each stop (ru_stime: microseconds, for the whole process and its
 * waited-for children, see getrusage(2) RUSAGE_BOTH); with -w, the wall-clock
 * time between the two stops.  -O takes a fixed overhead off every call. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output.h"
#include "personality.h"
#include "summary.h"
#include "syscall.h"
#include "tracer.h"
#include "util.h"

enum { NS = 1000000000 };

struct count {
	uint64_t calls, errors;
	int64_t total, min, max;	/* nanoseconds */
};

struct summary {
	struct summary_options opt;
	/* By personality, then by table index (pers_call_index). */
	struct count *counts[PERS_COUNT];
	bool any;			/* a call was counted */
	bool any_in[PERS_COUNT];
	bool printed;
	struct rusage ru;		/* wait4's report for the stop being handled */
};

/* -U and -S names.  strace spells each with '-' and with '_'; the match
 * below takes '_' for '-'. */
static const struct {
	const char *name;
	enum summary_column column;
} column_names[] = {
	{ "time", SC_PERCENT }, { "time-percent", SC_PERCENT },
	{ "time-total", SC_TOTAL }, { "total-time", SC_TOTAL },
	{ "min-time", SC_MIN }, { "shortest", SC_MIN }, { "time-min", SC_MIN },
	{ "longest", SC_MAX }, { "max-time", SC_MAX }, { "time-max", SC_MAX },
	{ "avg-time", SC_AVG }, { "time-avg", SC_AVG },
	{ "calls", SC_CALLS }, { "count", SC_CALLS },
	{ "error", SC_ERRORS }, { "errors", SC_ERRORS },
	{ "name", SC_NAME }, { "syscall", SC_NAME }, { "syscall-name", SC_NAME },
	{ "none", SC_NONE }, { "nothing", SC_NONE },	/* -S only */
};

static bool name_is(const char *s, size_t len, const char *name)
{
	if (strlen(name) != len)
		return false;
	for (size_t i = 0; i < len; i++)
		if ((s[i] == '_' ? '-' : s[i]) != name[i])
			return false;
	return true;
}

/* The column s (len bytes) names, or -1. */
static int find_column(const char *s, size_t len)
{
	for (size_t i = 0; i < sizeof column_names / sizeof column_names[0]; i++)
		if (name_is(s, len, column_names[i].name))
			return column_names[i].column;
	return -1;
}

static void parse_columns(struct summary_options *so, const char *arg)
{
	bool seen[SC_COUNT] = { false };
	int n = 0;
	const char *p = arg;
	for (;;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		int col = find_column(p, len);
		if (col <= SC_NONE)
			die_usage("unknown column name: '%.*s'", (int)len, p);
		if (seen[col])
			die_usage("call summary column has been provided more than once: "
				  "'%.*s' (-U option residual: '%s')", (int)len, p, p);
		seen[col] = true;
		so->columns[n++] = (uint8_t)col;
		if (!comma)
			break;
		p = comma + 1;
	}
	/* A table without names means nothing: strace adds the column. */
	if (!seen[SC_NAME])
		so->columns[n++] = SC_NAME;
	so->columns[n] = SC_NONE;
}

static int64_t unit_scale(const char *suffix)
{
	static const struct { const char *s; int64_t ns; } units[] = {
		{ "", 1000 }, { "s", NS }, { "ms", 1000000 }, { "us", 1000 }, { "ns", 1 },
	};
	for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
		if (!strcmp(suffix, units[i].s))
			return units[i].ns;
	return 0;
}

/* -O OVERHEAD[UNIT]: a decimal number, with a fraction or an exponent or
 * not, in microseconds unless s, ms, us or ns follows, and nothing after.
 * As in strace, what looks like an integer is read as one: "0x10" is
 * refused, and so are inf and nan. */
static bool parse_overhead(const char *arg, int64_t *ns)
{
	size_t float_len = strspn(arg, "eE.-+0123456789");
	size_t int_len = strspn(arg, "+0123456789");
	char *end;
	double v;
	errno = 0;
	if (float_len > int_len)
		v = strtod(arg, &end);
	else
		v = (double)strtoll(arg, &end, 10);
	if (end == arg || errno || v < 0)
		return false;
	int64_t scale = unit_scale(end);
	if (!scale)
		return false;
	double total = v * (double)scale;
	*ns = total >= 9.2e18 ? INT64_MAX : (int64_t)total;
	return true;
}

void summary_options_init(struct summary_options *so)
{
	static const uint8_t dflt[] = {
		SC_PERCENT, SC_TOTAL, SC_AVG, SC_CALLS, SC_ERRORS, SC_NAME, SC_NONE,
	};
	memset(so, 0, sizeof *so);
	so->sort = SC_TOTAL;
	memcpy(so->columns, dflt, sizeof dflt);
}

void summary_option(struct summary_options *so, int letter, const char *arg)
{
	int col;
	switch (letter) {
	case 'c':
	case 'C': {
		enum summary_mode mode = letter == 'c' ? SUMMARY_ONLY : SUMMARY_ALSO;
		if (so->mode != SUMMARY_OFF && so->mode != mode)
			die_usage("-c/--summary-only and -C/--summary are mutually exclusive");
		so->mode = mode;
		break;
	}
	case 'w':
		so->wall_clock = true;
		break;
	case 'S':
		col = find_column(arg, strlen(arg));
		if (col < 0)
			die_usage("invalid sortby: '%s'", arg);
		so->sort = col == SC_PERCENT ? SC_TOTAL : (enum summary_column)col;
		so->sort_given = true;
		break;
	case 'U':
		parse_columns(so, arg);
		so->columns_given = true;
		break;
	case 'O':
		if (!parse_overhead(arg, &so->overhead_ns))
			die_usage("invalid -O argument: '%s'", arg);
		break;
	}
}

void summary_finish_options(struct options *opt, bool separately)
{
	static const char modes[] = "(-c/--summary-only or -C/--summary)";
	struct summary_options *so = &opt->summary;
	if (so->mode == SUMMARY_OFF) {
		if (so->wall_clock)
			die_usage("-w/--summary-wall-clock must be given with %s", modes);
		if (so->columns_given)
			die_usage("-U/--summary-columns must be given with %s", modes);
		if (so->sort_given)
			warn("-S/--summary-sort-by has no effect without %s", modes);
		return;
	}
	if (separately)
		die_usage("%s and -ff/--output-separately are mutually exclusive", modes);
	if (so->mode == SUMMARY_ONLY) {
		/* strace -c prints the table and nothing of the tracees:
		 * neither signals, stops, exits nor superseded leaders. */
		opt->quiet |= Q_EXIT | Q_THREAD_EXECVE;
		memset(&opt->signals, 0, sizeof opt->signals);
	}
}

struct summary *summary_new(const struct summary_options *so)
{
	if (so->mode == SUMMARY_OFF)
		return NULL;
	struct summary *s = xcalloc(1, sizeof *s);
	s->opt = *so;
	for (enum personality p = PERS_64; p < PERS_COUNT; p++) {
		unsigned count;
		pers_table(p, &count);
		s->counts[p] = xcalloc(count, sizeof *s->counts[p]);
		for (unsigned i = 0; i < count; i++)
			s->counts[p][i].min = INT64_MAX;
	}
	return s;
}

struct rusage *summary_rusage(struct summary *s)
{
	return s && !s->opt.wall_clock ? &s->ru : NULL;
}

static int64_t clock_ns(const struct summary *s)
{
	if (!s->opt.wall_clock)
		return (int64_t)s->ru.ru_stime.tv_sec * NS + s->ru.ru_stime.tv_usec * 1000;
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int64_t)now.tv_sec * NS + now.tv_nsec;
}

bool summary_entering(struct summary *s, struct call *c)
{
	/* A number outside the table has no row (strace skips it too). */
	c->counted = c->se != NULL;
	c->count_start = clock_ns(s);
	return s->opt.mode == SUMMARY_ONLY;
}

void summary_exiting(struct summary *s, const struct call *c, bool is_error)
{
	struct count *n = &s->counts[c->pers][pers_call_index(c->pers, c->se, c->nr)];
	int64_t t = clock_ns(s) - c->count_start - s->opt.overhead_ns;
	if (t < 0)
		t = 0;
	n->calls++;
	n->errors += is_error;
	n->total += t;
	if (t < n->min)
		n->min = t;
	if (t > n->max)
		n->max = t;
	s->any = true;
	s->any_in[c->pers] = true;
}

/* Seconds as strace computes them, whole seconds and the fraction apart,
 * so that the truncated microseconds come out the same. */
static double seconds(int64_t ns)
{
	return (double)(ns / NS) + (double)(ns % NS) / 1e9;
}

/* The average rounded to the nearest nanosecond. */
static int64_t average(int64_t total, uint64_t calls)
{
	return (int64_t)(((uint64_t)total + calls / 2) / calls);
}

struct row {
	const char *name;
	const struct count *n;
	int64_t avg;
};

/* Whether a goes before b: the key descending (names ascending); rows come
 * in syscall order and the sort is stable, so ties keep that order. */
static bool goes_before(const struct row *a, const struct row *b, enum summary_column key)
{
	switch (key) {
	case SC_TOTAL: return a->n->total > b->n->total;
	case SC_MIN: return a->n->min > b->n->min;
	case SC_MAX: return a->n->max > b->n->max;
	case SC_AVG: return a->avg > b->avg;
	case SC_CALLS: return a->n->calls > b->n->calls;
	case SC_ERRORS: return a->n->errors > b->n->errors;
	case SC_NAME: return strcmp(a->name, b->name) < 0;
	default: return false;
	}
}

static void sort_rows(struct row *rows, unsigned n, enum summary_column key)
{
	/* Insertion sort: stable, and a table has a few hundred rows at most. */
	for (unsigned i = 1; i < n; i++) {
		struct row r = rows[i];
		unsigned j = i;
		while (j > 0 && goes_before(&r, &rows[j - 1], key)) {
			rows[j] = rows[j - 1];
			j--;
		}
		rows[j] = r;
	}
}

/* One line of the table: the cells of one row, or the totals. */
struct line {
	double percent;
	int64_t total, min, max;
	uint64_t avg_us, calls, errors;
	const char *name;
};

static const struct {
	const char *title;
	unsigned width;
} headers[SC_COUNT] = {
	[SC_PERCENT] = { "% time", 6 }, [SC_TOTAL] = { "seconds", 11 },
	[SC_MIN] = { "shortest", 8 }, [SC_MAX] = { "longest", 8 },
	[SC_AVG] = { "usecs/call", 11 }, [SC_CALLS] = { "calls", 9 },
	[SC_ERRORS] = { "errors", 9 }, [SC_NAME] = { "syscall", 16 },
};

struct layout {
	const uint8_t *columns;
	unsigned width[SC_COUNT];
	int last;			/* index of the last column */
};

static void print_cells(struct output *o, const struct layout *l, const struct line *ln)
{
	for (int i = 0; i <= l->last; i++) {
		int col = l->columns[i], w = (int)l->width[col];
		if (i)
			out_putc(o, ' ');
		switch (col) {
		case SC_PERCENT: out_printf(o, "%*.2f", w, ln->percent); break;
		case SC_TOTAL: out_printf(o, "%*.6f", w, seconds(ln->total)); break;
		case SC_MIN: out_printf(o, "%*.6f", w, seconds(ln->min)); break;
		case SC_MAX: out_printf(o, "%*.6f", w, seconds(ln->max)); break;
		case SC_AVG: out_printf(o, "%*llu", w, (unsigned long long)ln->avg_us); break;
		case SC_CALLS: out_printf(o, "%*llu", w, (unsigned long long)ln->calls); break;
		/* an empty cell for no errors */
		case SC_ERRORS: out_printf(o, "%*.0llu", w, (unsigned long long)ln->errors); break;
		case SC_NAME:
			if (i == l->last)
				out_puts(o, ln->name);
			else
				out_printf(o, "%-*s", w, ln->name);
			break;
		}
	}
	out_newline(o);
}

static void print_header(struct output *o, const struct layout *l)
{
	for (int i = 0; i <= l->last; i++) {
		int col = l->columns[i], w = (int)l->width[col];
		if (i)
			out_putc(o, ' ');
		if (col != SC_NAME)
			out_printf(o, "%*s", w, headers[col].title);
		else if (i == l->last)
			out_puts(o, headers[col].title);
		else
			out_printf(o, "%-*s", w, headers[col].title);
	}
	out_newline(o);
}

static void print_divider(struct output *o, const struct layout *l)
{
	for (int i = 0; i <= l->last; i++) {
		if (i)
			out_putc(o, ' ');
		for (unsigned j = 0; j < l->width[l->columns[i]]; j++)
			out_putc(o, '-');
	}
	out_newline(o);
}

static unsigned text_width(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	return n > 0 ? (unsigned)n : 0;
}

static unsigned at_least(unsigned width, unsigned needed)
{
	return needed > width ? needed : width;
}

/* Every column is as wide as its header (strace's historical widths) or as
 * its widest cell, whichever is more; the name column keeps a blank after
 * the longest name. */
static void set_widths(struct layout *l, const struct line *total, int64_t min_max,
		       int64_t avg_max, size_t name_max)
{
	for (int col = SC_PERCENT; col < SC_COUNT; col++)
		l->width[col] = headers[col].width;
	l->width[SC_TOTAL] = at_least(l->width[SC_TOTAL], text_width("%.6f", seconds(total->total)));
	l->width[SC_MIN] = at_least(l->width[SC_MIN],
				    text_width("%lld.000000", (long long)(min_max / NS)));
	l->width[SC_MAX] = at_least(l->width[SC_MAX],
				    text_width("%lld.000000", (long long)(total->max / NS)));
	l->width[SC_AVG] = at_least(l->width[SC_AVG],
				    text_width("%llu", (unsigned long long)(seconds(avg_max) * 1e6)));
	l->width[SC_CALLS] = at_least(l->width[SC_CALLS],
				      text_width("%llu", (unsigned long long)total->calls));
	l->width[SC_ERRORS] = at_least(l->width[SC_ERRORS],
				       text_width("%llu", (unsigned long long)total->errors));
	l->width[SC_NAME] = at_least(l->width[SC_NAME], (unsigned)name_max + 1);
}

/* The table of one personality's calls. */
static void print_table(struct summary *s, struct output *o, enum personality p)
{
	unsigned count;
	const struct sysent *table = pers_table(p, &count);
	struct row *rows = xcalloc(count, sizeof *rows);
	unsigned n = 0;
	struct line total = { .percent = 100.0, .min = INT64_MAX, .name = "total" };
	int64_t min_max = 0, avg_max = 0;
	size_t name_max = 0;
	for (unsigned nr = 0; nr < count; nr++) {
		const struct count *c = &s->counts[p][nr];
		if (!c->calls)
			continue;
		struct row r = { table[nr].name, c, average(c->total, c->calls) };
		rows[n++] = r;
		total.total += c->total;
		total.calls += c->calls;
		total.errors += c->errors;
		if (c->min < total.min)
			total.min = c->min;
		if (c->min > min_max)
			min_max = c->min;
		if (c->max > total.max)
			total.max = c->max;
		if (r.avg > avg_max)
			avg_max = r.avg;
		size_t len = strlen(table[nr].name);
		if (len > name_max)
			name_max = len;
	}
	if (s->opt.sort != SC_NONE)
		sort_rows(rows, n, s->opt.sort);

	struct layout l = { .columns = s->opt.columns };
	while (l.columns[l.last + 1] != SC_NONE)
		l.last++;
	set_widths(&l, &total, min_max, avg_max, name_max);
	total.avg_us = (uint64_t)(seconds(total.total) / (double)total.calls * 1e6);

	print_header(o, &l);
	print_divider(o, &l);
	for (unsigned i = 0; i < n; i++) {
		const struct count *c = rows[i].n;
		struct line ln = {
			.percent = 100.0 * seconds(c->total),
			.total = c->total, .min = c->min, .max = c->max,
			.avg_us = (uint64_t)(seconds(rows[i].avg) * 1e6),
			.calls = c->calls, .errors = c->errors,
			.name = rows[i].name,
		};
		/* No time at all is 0%, not 0/0. */
		if (ln.percent != 0.0)
			ln.percent /= seconds(total.total);
		print_cells(o, &l, &ln);
	}
	print_divider(o, &l);
	print_cells(o, &l, &total);
	free(rows);
}

/* strace's tables: x86_64's first, then each other personality's under
 * its own heading. */
void summary_print(struct summary *s, struct output *o)
{
	if (!s || s->printed || !s->any)
		return;
	s->printed = true;
	for (enum personality p = PERS_64; p < PERS_COUNT; p++) {
		if (!s->any_in[p])
			continue;
		if (p != PERS_64)
			out_printf(o, "System call usage summary for %s mode:\n", pers_mode_name(p));
		print_table(s, o, p);
	}
}
