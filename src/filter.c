#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "filter.h"
#include "signame.h"
#include "syscall.h"
#include "util.h"

/* strace's class names; the seven oldest are also accepted without '%'. */
static const struct { const char *name; uint32_t bits; bool legacy; } classes[] = {
	{ "file", C_FILE, true }, { "desc", C_DESC, true }, { "network", C_NETWORK, true },
	{ "net", C_NETWORK, false }, { "process", C_PROCESS, true },
	{ "signal", C_SIGNAL, true }, { "ipc", C_IPC, true }, { "memory", C_MEMORY, true },
	{ "creds", C_CREDS, false }, { "clock", C_CLOCK, false }, { "stat", C_STAT, false },
	{ "lstat", C_LSTAT, false }, { "fstat", C_FSTAT, false }, { "%stat", C_STATLIKE, false },
	{ "statfs", C_STATFS, false }, { "fstatfs", C_FSTATFS, false },
	{ "%statfs", C_STATFSLIKE, false }, { "pure", C_PURE, false },
};

/* Each personality, and a mask of them: what a token's @32 leaves. */
#define FOR_PERS(p) for (enum personality p = PERS_64; p < PERS_COUNT; p++)
enum { ALL_PERS = (1 << PERS_COUNT) - 1 };

static void set_bit(struct syscall_set *s, enum personality p, unsigned idx, bool on)
{
	if (on)
		s->w[p][idx / 64] |= 1ULL << (idx % 64);
	else
		s->w[p][idx / 64] &= ~(1ULL << (idx % 64));
}

/* The numbers a set can hold: those a table names.  The others
 * (syscall_0x3ff) are traced whatever the set says, as strace 6.1 does. */
static const char *named(enum personality p, uint64_t idx)
{
	unsigned count;
	const struct sysent *table = pers_table(p, &count);
	return idx < count && idx < 64 * SYSCALL_SET_WORDS ? table[idx].name : NULL;
}

static const struct sysent *row(enum personality p, unsigned idx)
{
	return &pers_table(p, &(unsigned){ 0 })[idx];
}

static unsigned table_size(enum personality p)
{
	unsigned count;
	pers_table(p, &count);
	return count;
}

void set_all(struct syscall_set *s, bool on)
{
	memset(s, 0, sizeof *s);
	if (on)
		FOR_PERS(p)
			for (unsigned idx = 0; idx < table_size(p); idx++)
				if (named(p, idx))
					set_bit(s, p, idx, true);
}

bool set_is_partial(const struct syscall_set *s)
{
	FOR_PERS(p)
		for (unsigned idx = 0; idx < table_size(p); idx++)
			if (named(p, idx) && !set_has_in(s, p, idx))
				return true;
	return false;
}

/* A number names the syscall of each table with that number, as strace
 * takes "-e trace=42" (an x32 number without its bit); true if tok is a
 * number at all. */
static bool add_number(const char *tok, struct syscall_set *s, unsigned pers, bool *known)
{
	char *end;
	unsigned long nr = strtoul(tok, &end, 10);
	if (tok[0] < '0' || tok[0] > '9' || *end)
		return false;
	*known = false;
	FOR_PERS(p)
		if ((pers & 1u << p) && named(p, nr)) {
			set_bit(s, p, (unsigned)nr, true);
			*known = true;
		}
	return true;
}

/* strace's personality designator, NAME@64, NAME@32 (i386), NAME@x32:
 * the syscalls of that table alone.  tok loses its suffix; *pers is the
 * mask of personalities the token names. */
static bool strip_personality(char *tok, const char *whole, unsigned *pers, char *err, int err_size)
{
	char *at = strrchr(tok, '@');
	*pers = ALL_PERS;
	if (!at)
		return true;
	FOR_PERS(p)
		if (!strcmp(at + 1, pers_designator(p))) {
			*at = 0;
			*pers = 1u << p;
			return true;
		}
	snprintf(err, err_size, "incorrect personality designator '%s' in qualification '%s'",
		 at + 1, whole);
	return false;
}

/* Add the syscalls one token names to s; false if it names nothing. */
static bool add_token(char *tok, struct syscall_set *s, char *err, int err_size)
{
	char whole[256];
	unsigned pers;
	snprintf(whole, sizeof whole, "%s", tok);
	if (!strip_personality(tok, whole, &pers, err, err_size))
		return false;
	bool optional = tok[0] == '?';
	if (optional)
		tok++;
	bool any = false;
	if (!strcmp(tok, "all")) {
		FOR_PERS(p)
			for (unsigned idx = 0; idx < table_size(p); idx++)
				if ((pers & 1u << p) && named(p, idx))
					set_bit(s, p, idx, true);
		return true;
	}
	if (!strcmp(tok, "none"))
		return true;
	if (add_number(tok, s, pers, &any)) {
		if (!any && !optional) {
			snprintf(err, err_size, "invalid system call '%s'", tok);
			return false;
		}
		return true;
	}
	if (tok[0] == '/') {
		regex_t re;
		if (regcomp(&re, tok + 1, REG_EXTENDED | REG_NOSUB)) {
			snprintf(err, err_size, "invalid regular expression '%s'", tok + 1);
			return false;
		}
		FOR_PERS(p)
			for (unsigned idx = 0; idx < table_size(p); idx++)
				if ((pers & 1u << p) && named(p, idx) &&
				    !regexec(&re, named(p, idx), 0, NULL, 0)) {
					set_bit(s, p, idx, true);
					any = true;
				}
		regfree(&re);
		if (!any && !optional) {
			snprintf(err, err_size, "invalid system call '/%s'", tok + 1);
			return false;
		}
		return true;
	}
	for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
		bool match = tok[0] == '%' ? !strcmp(tok + 1, classes[i].name)
					   : classes[i].legacy && !strcmp(tok, classes[i].name);
		if (!match)
			continue;
		FOR_PERS(p)
			for (unsigned idx = 0; idx < table_size(p); idx++)
				if ((pers & 1u << p) && named(p, idx) &&
				    (row(p, idx)->classes & classes[i].bits))
					set_bit(s, p, idx, true);
		return true;
	}
	FOR_PERS(p)
		for (unsigned idx = 0; idx < table_size(p); idx++)
			if ((pers & 1u << p) && named(p, idx) && !strcmp(named(p, idx), tok)) {
				set_bit(s, p, idx, true);
				any = true;
			}
	if (!any && !optional) {
		snprintf(err, err_size, "invalid system call '%s'", tok);
		return false;
	}
	return true;
}

bool parse_syscall_set(const char *spec, struct syscall_set *s, char *err, int err_size)
{
	bool negate = false;
	while (*spec == '!') {
		negate = !negate;
		spec++;
	}
	memset(s, 0, sizeof *s);
	char *copy = xstrdup(spec), *save = NULL;
	bool ok = true;
	if (!*copy) {
		snprintf(err, err_size, "empty syscall set");
		ok = false;
	}
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save))
		ok = add_token(tok, s, err, err_size);
	free(copy);
	if (ok && negate)
		FOR_PERS(p)
			for (unsigned idx = 0; idx < table_size(p); idx++)
				if (named(p, idx))
					set_bit(s, p, idx, !set_has_in(s, p, idx));
	return ok;
}

static int signal_number(const char *name)
{
	char *end;
	long n = strtol(name, &end, 10);
	if (*name && !*end)
		return n > 0 && n <= 64 ? (int)n : -1;
	if (!strncasecmp(name, "SIG", 3))
		name += 3;
	for (int sig = 1; sig <= 64; sig++) {
		char buf[16];
		const char *s = signal_name(sig, buf);
		if (!strcasecmp(s + 3, name))
			return sig;
	}
	return -1;
}

bool parse_signal_set(const char *spec, struct signal_set *s, char *err, int err_size)
{
	bool negate = false;
	while (*spec == '!') {
		negate = !negate;
		spec++;
	}
	memset(s, 0, sizeof *s);
	char *copy = xstrdup(spec), *save = NULL;
	bool ok = true;
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, "all")) {
			memset(s, 0xff, sizeof *s);
			continue;
		}
		if (!strcmp(tok, "none"))
			continue;
		int sig = signal_number(tok);
		if (sig < 0) {
			snprintf(err, err_size, "invalid signal '%s'", tok);
			ok = false;
			break;
		}
		s->w[(sig - 1) / 64] |= 1ULL << ((sig - 1) % 64);
	}
	free(copy);
	if (ok && negate) {
		s->w[0] = ~s->w[0];
		s->w[1] = ~s->w[1];
	}
	return ok;
}

bool parse_status_set(const char *spec, unsigned *bits, char *err, int err_size)
{
	static const struct { const char *name; unsigned bit; } names[] = {
		{ "successful", ST_SUCCESSFUL }, { "failed", ST_FAILED },
		{ "unfinished", ST_UNFINISHED }, { "unavailable", ST_UNAVAILABLE },
		{ "detached", ST_DETACHED }, { "all", ST_ALL }, { "none", 0 },
	};
	bool negate = false;
	while (*spec == '!') {
		negate = !negate;
		spec++;
	}
	*bits = 0;
	char *copy = xstrdup(spec), *save = NULL;
	bool ok = true;
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < sizeof names / sizeof names[0]; i++)
			if (!strcmp(tok, names[i].name)) {
				*bits |= names[i].bit;
				break;
			}
		if (i == sizeof names / sizeof names[0]) {
			snprintf(err, err_size, "invalid status '%s'", tok);
			ok = false;
		}
	}
	free(copy);
	if (negate)
		*bits = ~*bits & ST_ALL;
	return ok;
}

void list_syscalls(const struct syscall_set *s)
{
	for (unsigned nr = 0; nr < sysent_count; nr++)
		if (named(PERS_64, nr) && set_has(s, nr))
			printf("%s\n", sysent_table[nr].name);
}
