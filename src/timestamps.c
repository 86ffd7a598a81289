/* Timestamps as strace 6.1 writes them (man strace: -t, -r, -T and
 * --timestamps=[[format:]FORMAT][,[precision:]PRECISION]). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "timestamps.h"
#include "util.h"

void time_options_init(struct time_options *o)
{
	*o = (struct time_options){ .format = TS_NONE, .relative = -1, .duration = -1 };
}

/* s, ms, us, ns: the digits after the second; -1 for anything else. */
static int precision_digits(const char *s)
{
	static const char *const units[] = { "s", "ms", "us", "ns" };
	for (int i = 0; i < 4; i++)
		if (!strcmp(s, units[i]))
			return 3 * i;
	return -1;
}

/* --timestamps's argument: comma-separated tokens, each a format (none,
 * time, unix) or a precision, either optionally named ("format:unix",
 * "precision:ms"); what a token does not say stays as it was. */
static bool parse_timestamps_arg(struct time_options *o, const char *arg)
{
	char *copy = xstrdup(arg), *save = NULL;
	bool ok = true;
	for (char *tok = strtok_r(copy, ",", &save); tok && ok; tok = strtok_r(NULL, ",", &save)) {
		bool want_format = !strncmp(tok, "format:", 7);
		bool want_precision = !strncmp(tok, "precision:", 10);
		const char *v = want_format ? tok + 7 : want_precision ? tok + 10 : tok;
		int digits = precision_digits(v);
		if (!want_precision && !strcmp(v, "none"))
			o->format = TS_NONE;
		else if (!want_precision && !strcmp(v, "time"))
			o->format = TS_TIME;
		else if (!want_precision && !strcmp(v, "unix"))
			o->format = TS_UNIX;
		else if (!want_format && digits >= 0)
			o->digits = digits;
		else
			ok = false;
	}
	free(copy);
	return ok;
}

void time_option(struct time_options *o, int c, const char *name, const char *arg)
{
	switch (c) {
	case 't':
		if (name) {
			/* Alone: time, in seconds.  An argument changes what it
			 * names; no format in it is time unless one was set. */
			o->long_given = true;
			if (!arg) {
				o->format = TS_TIME;
				o->digits = 0;
				break;
			}
			enum ts_format before = o->format;
			o->format = -1;
			if (!parse_timestamps_arg(o, arg))
				die_usage("invalid --%s argument: '%s'", name, arg);
			if ((int)o->format == -1)
				o->format = before == TS_NONE ? TS_TIME : before;
		} else {
			o->n_short++;
		}
		break;
	case 'r':
	case 'T': {
		int digits = arg ? precision_digits(arg) : 6;
		if (digits < 0)
			die_usage("invalid --%s argument: '%s'", name, arg);
		*(c == 'r' ? &o->relative : &o->duration) = digits;
		break;
	}
	}
}

void time_options_finish(struct time_options *o)
{
	if (o->n_short && o->long_given)
		die_usage("-t and --absolute-timestamps cannot be provided simultaneously");
	if (o->n_short) {
		o->format = o->n_short >= 3 ? TS_UNIX : TS_TIME;
		o->digits = o->n_short >= 2 ? 6 : 0;
	}
}

/* "S.FFF" with digits of fraction (none for 0) into buf. */
static void seconds_text(char *buf, size_t size, int width, long long sec, long nsec, int digits)
{
	if (!digits) {
		snprintf(buf, size, "%*lld", width, sec);
		return;
	}
	long div = 1;
	for (int i = digits; i < 9; i++)
		div *= 10;
	snprintf(buf, size, "%*lld.%0*ld", width, sec, digits, nsec / div);
}

void timestamps_print(const struct time_options *o, struct output *out, struct timespec *last)
{
	char buf[64];
	if (o->format != TS_NONE) {
		struct timespec now;
		clock_gettime(CLOCK_REALTIME, &now);
		if (o->format == TS_UNIX) {
			seconds_text(buf, sizeof buf, 0, now.tv_sec, now.tv_nsec, o->digits);
			out_puts(out, buf);
		} else {
			struct tm tm;
			localtime_r(&now.tv_sec, &tm);
			strftime(buf, sizeof buf, "%H:%M:%S", &tm);
			out_puts(out, buf);
			if (o->digits) {
				seconds_text(buf, sizeof buf, 0, 0, now.tv_nsec, o->digits);
				out_puts(out, strchr(buf, '.'));
			}
		}
		out_putc(out, ' ');
	}
	if (o->relative >= 0) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long ns = 0;
		if (last->tv_sec || last->tv_nsec)
			ns = (now.tv_sec - last->tv_sec) * 1000000000LL + (now.tv_nsec - last->tv_nsec);
		*last = now;
		seconds_text(buf, sizeof buf, 6, ns / 1000000000, (long)(ns % 1000000000), o->relative);
		/* after a wall-clock time, strace marks it as a difference */
		out_printf(out, o->format != TS_NONE ? "(+%s) " : "%s ", buf);
	}
}

void timestamps_print_duration(const struct time_options *o, struct output *out, long long ns)
{
	char buf[64];
	seconds_text(buf, sizeof buf, 0, ns / 1000000000, (long)(ns % 1000000000), o->duration);
	out_printf(out, " <%s>", buf);
}
