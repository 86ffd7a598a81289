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

static void set_bit(struct syscall_set *s, unsigned nr, bool on)
{
	if (on)
		s->w[nr / 64] |= 1ULL << (nr % 64);
	else
		s->w[nr / 64] &= ~(1ULL << (nr % 64));
}

void set_all(struct syscall_set *s, bool on)
{
	memset(s, 0, sizeof *s);
	if (on)
		for (unsigned nr = 0; nr < sysent_count; nr++)
			if (sysent_table[nr].name)
				set_bit(s, nr, true);
}

bool set_is_partial(const struct syscall_set *s)
{
	for (unsigned nr = 0; nr < sysent_count; nr++)
		if (sysent_table[nr].name && !set_has(s, nr))
			return true;
	return false;
}

/* Add the syscalls one token names to s; false if it names nothing. */
static bool add_token(const char *tok, struct syscall_set *s, char *err, int err_size)
{
	bool optional = tok[0] == '?';
	if (optional)
		tok++;
	bool any = false;
	if (!strcmp(tok, "all")) {
		set_all(s, true);
		return true;
	}
	if (!strcmp(tok, "none"))
		return true;
	if (tok[0] == '/') {
		regex_t re;
		if (regcomp(&re, tok + 1, REG_EXTENDED | REG_NOSUB)) {
			snprintf(err, err_size, "invalid regular expression '%s'", tok + 1);
			return false;
		}
		for (unsigned nr = 0; nr < sysent_count; nr++)
			if (sysent_table[nr].name &&
			    !regexec(&re, sysent_table[nr].name, 0, NULL, 0)) {
				set_bit(s, nr, true);
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
		for (unsigned nr = 0; nr < sysent_count; nr++)
			if (sysent_table[nr].name && (sysent_table[nr].classes & classes[i].bits))
				set_bit(s, nr, true);
		return true;
	}
	for (unsigned nr = 0; nr < sysent_count; nr++)
		if (sysent_table[nr].name && !strcmp(sysent_table[nr].name, tok)) {
			set_bit(s, nr, true);
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
		for (unsigned nr = 0; nr < sysent_count; nr++)
			if (sysent_table[nr].name)
				set_bit(s, nr, !set_has(s, nr));
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
		if (sysent_table[nr].name && set_has(s, nr))
			printf("%s\n", sysent_table[nr].name);
}
