/* -e inject= and -e fault=, parsed as strace 6.1 parses them (its man page,
 * "-e inject=" and "-e fault="; the accepted spellings were found by trying
 * strace itself): a syscall set, then ':'-separated key=value tokens.  Any
 * bad token makes the whole argument "invalid inject argument 'ARG'"
 * ("invalid fault argument"); the set is checked after the tokens, with
 * -e trace='s own messages. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "errno-names.h"
#include "filter.h"
#include "inject.h"
#include "signame.h"
#include "syscall.h"
#include "util.h"
#include "xlat.h"

extern const struct xlat xlat_errnos;

/* A decimal number as strtol reads it (blanks and '+' before it are
 * accepted, as by strace), within min..max; *end is where it stopped. */
static bool parse_long(const char *s, char **end, long min, long max, long *v)
{
	errno = 0;
	*v = strtol(s, end, 10);
	return *end != s && !errno && *v >= min && *v <= max;
}

/* The whole of s is a number within min..max. */
static bool parse_whole(const char *s, long min, long max, long *v)
{
	char *end;
	return parse_long(s, &end, min, max, v) && !*end;
}

/* first[..last][+[step]]: first and step 1..65535, last first..65534.
 * Without '+' only the first call ("3"), or each call up to last
 * ("3..5"); "3+" is every call from the third on. */
static bool parse_when(const char *s, struct inject_spec *spec)
{
	char *end;
	long first, last = INJECT_LAST_NONE, step = 0;
	if (!parse_long(s, &end, 1, 65535, &first))
		return false;
	if (end[0] == '.' && end[1] == '.') {
		if (!parse_long(end + 2, &end, first, INJECT_LAST_NONE - 1, &last))
			return false;
		step = 1;
	}
	if (*end == '+') {
		step = 1;
		if (end[1] && !parse_whole(end + 1, 1, 65535, &step))
			return false;
	} else if (*end) {
		return false;
	}
	spec->first = (unsigned)first;
	spec->last = (unsigned)last;
	spec->step = (unsigned)step;
	return true;
}

/* An errno by number (1..4095) or by name, in any case: ENOENT, enoent,
 * and the kernel's restart codes strace names (ERESTARTSYS). */
static bool parse_error(const char *s, int *err)
{
	long v;
	if (parse_whole(s, 1, 4095, &v)) {
		*err = (int)v;
		return true;
	}
	for (unsigned i = 0; i < xlat_errnos.n; i++)
		if (!strcasecmp(xlat_errnos.e[i].name, s)) {
			*err = (int)xlat_errnos.e[i].val;
			return true;
		}
	for (int e = 512; e < 4096; e++) {
		const char *name, *text;
		if (!errno_describe(e, &name, &text))
			break;		/* the restart codes are 512 and on, in a row */
		if (!strcasecmp(name, s)) {
			*err = e;
			return true;
		}
	}
	return false;
}

/* Any 64-bit value strtoull takes (0x10, 010, -1 as 2^64-1). */
static bool parse_retval(const char *s, uint64_t *v)
{
	char *end;
	errno = 0;
	*v = strtoull(s, &end, 0);
	return end != s && !*end && !errno;
}

/* A number 1..64 in decimal, or a name with or without SIG, in any case. */
static bool parse_signal(const char *s, int *sig)
{
	if (*s >= '0' && *s <= '9') {
		long v;
		if (strspn(s, "0123456789") != strlen(s) || !parse_whole(s, 1, 64, &v))
			return false;
		*sig = (int)v;
		return true;
	}
	if (!strncasecmp(s, "SIG", 3))
		s += 3;
	for (int n = 1; n <= 64; n++) {
		char buf[16];
		const char *name = signal_name(n, buf);
		if (!strncmp(name, "SIG", 3) && !strcasecmp(name + 3, s)) {
			*sig = n;
			return true;
		}
	}
	return false;
}

/* strace's time format (man strace, "Time specification format"): a
 * decimal number, microseconds unless followed by s, ms, us or ns. */
static bool parse_delay(const char *s, int64_t *ns)
{
	const char *p = s + strspn(s, " \t\n\v\f\r");
	/* strtod would take hex, "inf" and "nan" too: strace does not. */
	size_t numlen = strspn(p, "0123456789.eE+-");
	if (!numlen)
		return false;
	char *end;
	double v = strtod(s, &end);
	if (end > p + numlen)
		return false;
	static const struct { const char *suffix; double scale; } units[] = {
		{ "", 1e3 }, { "s", 1e9 }, { "ms", 1e6 }, { "us", 1e3 }, { "ns", 1 },
	};
	for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
		if (!strcmp(end, units[i].suffix)) {
			if (end == s || isnan(v) || v < 0)
				return false;
			double t = v * units[i].scale;
			*ns = t >= 9.2e18 ? INT64_MAX : (int64_t)t;
			return true;
		}
	return false;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* @argN=HEX[,@argM=HEX...]: N 1..7, each once, HEX an even number of hex
 * digits, 1..INJECT_POKE_MAX bytes.  Empty items between commas are
 * skipped, as by strace. */
static bool parse_pokes(char *s, struct inject_pokes *pokes)
{
	char *save = NULL;
	for (char *item = strtok_r(s, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
		if (strncmp(item, "@arg", 4) || item[4] < '1' || item[4] > '7' || item[5] != '=')
			return false;
		int arg = item[4] - '1';
		for (int i = 0; i < pokes->n; i++)
			if (pokes->p[i].arg == arg)
				return false;
		const char *hex = item + 6;
		size_t n = strlen(hex);
		if (!n || n % 2 || n / 2 > INJECT_POKE_MAX)
			return false;
		unsigned char *data = xmalloc(n / 2);
		for (size_t i = 0; i < n / 2; i++) {
			int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
			if (hi < 0 || lo < 0) {
				free(data);
				return false;
			}
			data[i] = (unsigned char)(hi << 4 | lo);
		}
		pokes->p[pokes->n++] = (struct inject_poke){ arg, (unsigned)(n / 2), data };
	}
	return pokes->n > 0;
}

/* Only a syscall without side effects may run instead (%pure), by name. */
static bool parse_scno(const char *s, unsigned *scno)
{
	for (unsigned nr = 0; nr < sysent_count; nr++)
		if (sysent_table[nr].name && !strcmp(sysent_table[nr].name, s) &&
		    (sysent_table[nr].classes & C_PURE)) {
			*scno = nr;
			return true;
		}
	return false;
}

/* One key=value token into spec; false if it is bad, repeated where only
 * one is allowed, or not allowed in a fault= spec. */
static bool parse_token(char *tok, struct inject_spec *spec, bool fault)
{
	char *value = strchr(tok, '=');
	if (!value)
		return false;
	*value++ = '\0';
	if (!strcmp(tok, "when"))
		return parse_when(value, spec);	/* the last one counts */
	if (!strcmp(tok, "error")) {
		if (spec->actions & (INJ_ERROR | INJ_RETVAL))
			return false;
		spec->actions |= INJ_ERROR;
		return parse_error(value, &spec->error);
	}
	if (!strcmp(tok, "syscall")) {
		if (spec->actions & INJ_SYSCALL)
			return false;
		spec->actions |= INJ_SYSCALL;
		return parse_scno(value, &spec->scno);
	}
	if (fault)
		return false;
	struct { const char *key; unsigned action; } once[] = {
		{ "retval", INJ_RETVAL }, { "signal", INJ_SIGNAL },
		{ "delay_enter", INJ_DELAY_ENTER }, { "delay_exit", INJ_DELAY_EXIT },
		{ "poke_enter", INJ_POKE_ENTER }, { "poke_exit", INJ_POKE_EXIT },
	};
	for (size_t i = 0; i < sizeof once / sizeof once[0]; i++) {
		if (strcmp(tok, once[i].key))
			continue;
		unsigned taken = once[i].action == INJ_RETVAL ? INJ_ERROR | INJ_RETVAL : once[i].action;
		if (spec->actions & taken)
			return false;
		spec->actions |= once[i].action;
		switch (once[i].action) {
		case INJ_RETVAL: return parse_retval(value, &spec->retval);
		case INJ_SIGNAL: return parse_signal(value, &spec->signo);
		case INJ_DELAY_ENTER: return parse_delay(value, &spec->delay_enter_ns);
		case INJ_DELAY_EXIT: return parse_delay(value, &spec->delay_exit_ns);
		case INJ_POKE_ENTER: return parse_pokes(value, &spec->poke_enter);
		default: return parse_pokes(value, &spec->poke_exit);
		}
	}
	return false;
}

static bool is_error_value(int64_t v)
{
	return v < 0 && v >= -4095;
}

/* strace's warnings for a success value the program would take for an
 * error, here or in a 32-bit process (seize traces 64-bit ones, but says
 * what strace says). */
static void warn_retval(uint64_t v)
{
	if (is_error_value((int64_t)v))
		warn("Inadvertent injection of error %d is possible for retval=%llu",
		     (int)-(int64_t)v, (unsigned long long)v);
	else if (is_error_value((int32_t)(uint32_t)v))
		warn("Inadvertent injection of error %d is possible in compat personality"
		     " for retval=%llu", (int)-(int32_t)(uint32_t)v, (unsigned long long)v);
	else if (v > UINT32_MAX)
		warn("Injected return value %llu will be clipped to %u in compat personality",
		     (unsigned long long)v, (unsigned)(uint32_t)v);
}

static void free_pokes(struct inject_pokes *p)
{
	for (int i = 0; i < p->n; i++)
		free(p->p[i].data);
}

bool inject_parse(struct inject_table *table, const char *arg, bool fault, const char **errp)
{
	size_t err_size = strlen(arg) + 64;
	char *err = xmalloc(err_size);
	*errp = err;
	const char *what = fault ? "fault" : "inject";
	char *copy = xstrdup(arg);
	char *colon = strchr(copy, ':');
	if (colon)
		*colon = '\0';
	struct inject_spec *spec = xcalloc(1, sizeof *spec);
	spec->first = 1;
	spec->last = INJECT_LAST_NONE;
	spec->step = 1;
	bool ok = true;
	char *save = NULL;
	if (colon)
		for (char *tok = strtok_r(colon + 1, ":", &save); ok && tok;
		     tok = strtok_r(NULL, ":", &save))
			ok = parse_token(tok, spec, fault);
	if (ok && fault && !(spec->actions & INJ_ERROR)) {
		spec->actions |= INJ_ERROR;
		spec->error = ENOSYS;
	}
	/* strace's order: a bad token, then a bad set, then nothing to do. */
	struct syscall_set set;
	if (!ok) {
		snprintf(err, err_size, "invalid %s argument '%s'", what, arg);
	} else if (!*copy) {
		snprintf(err, err_size, "invalid system call ''");
		ok = false;
	} else if (!parse_syscall_set(copy, &set, err, (int)err_size)) {
		ok = false;
	} else if (!(spec->actions & ~INJ_SYSCALL)) {
		snprintf(err, err_size, "invalid %s argument '%s'", what, arg);
		ok = false;
	} else {
		if (!table->by_nr)
			table->by_nr = xcalloc(sysent_count, sizeof *table->by_nr);
		for (unsigned nr = 0; nr < sysent_count; nr++)
			if (set_has(&set, nr))
				table->by_nr[nr] = spec;
		if (spec->actions & INJ_RETVAL)
			warn_retval(spec->retval);
	}
	if (!ok) {
		free_pokes(&spec->poke_enter);
		free_pokes(&spec->poke_exit);
		free(spec);
	}
	/* An accepted spec lives as long as seize: the table points to it. */
	free(copy);
	if (ok) {
		free(err);
		*errp = NULL;
	}
	return ok;
}

const struct inject_spec *inject_lookup(const struct inject_table *table, uint64_t nr)
{
	return table->by_nr && nr < sysent_count ? table->by_nr[nr] : NULL;
}

bool inject_due(const struct inject_spec *s, uint32_t n)
{
	if (n < s->first || (s->last != INJECT_LAST_NONE && n > s->last))
		return false;
	return s->step ? (n - s->first) % s->step == 0 : n == s->first;
}

bool inject_any(const struct inject_table *table)
{
	return table->by_nr != NULL;
}
