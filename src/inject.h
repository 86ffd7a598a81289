/* -e inject= and -e fault=: which syscalls to tamper with, how, and at
 * which of their calls.  This file parses the specs and keeps the counts;
 * tamper.c does the tampering at the stops. */
#ifndef SEIZE_INJECT_H
#define SEIZE_INJECT_H

#include <stdbool.h>
#include <stdint.h>

enum inject_action {
	INJ_ERROR = 1 << 0,		/* :error=, or -e fault= */
	INJ_RETVAL = 1 << 1,		/* :retval= */
	INJ_SIGNAL = 1 << 2,		/* :signal= */
	INJ_SYSCALL = 1 << 3,		/* :syscall=, run instead of skipping */
	INJ_DELAY_ENTER = 1 << 4,	/* :delay_enter= */
	INJ_DELAY_EXIT = 1 << 5,	/* :delay_exit= */
	INJ_POKE_ENTER = 1 << 6,	/* :poke_enter= */
	INJ_POKE_EXIT = 1 << 7,		/* :poke_exit= */
};

/* :when='s "last" when there is none: strace's valid lasts end at 65534. */
enum { INJECT_LAST_NONE = 65535, INJECT_POKE_MAX = 1024, INJECT_POKE_ARGS = 7 };

/* @argN=DATA: the bytes written where argument N (1..7) points. */
struct inject_poke {
	int arg;			/* 0-based */
	unsigned len;
	unsigned char *data;
};

struct inject_pokes {
	int n;
	struct inject_poke p[INJECT_POKE_ARGS];
};

/* One -e inject= / -e fault= option: every syscall of its set points to it. */
struct inject_spec {
	unsigned actions;		/* enum inject_action */
	unsigned first, last, step;	/* :when=first[..last][+[step]] */
	int error;			/* INJ_ERROR: the errno */
	uint64_t retval;		/* INJ_RETVAL */
	int signo;			/* INJ_SIGNAL */
	unsigned scno;			/* INJ_SYSCALL: the pure syscall run instead */
	int64_t delay_enter_ns, delay_exit_ns;
	struct inject_pokes poke_enter, poke_exit;
};

/* The specs by syscall number: a later option replaces an earlier one for
 * the syscalls both name, as in strace. */
struct inject_table {
	const struct inject_spec **by_nr;	/* sysent_count entries */
};

/* Parse "SET:error=ENOENT:when=3+" (fault: the -e fault= form, whose error
 * is ENOSYS unless given) into table.  False with strace's one-line message
 * in *err (allocated); warnings about a retval that looks like an error are
 * printed. */
bool inject_parse(struct inject_table *table, const char *arg, bool fault, const char **err);
/* The spec for syscall nr, or NULL. */
const struct inject_spec *inject_lookup(const struct inject_table *table, uint64_t nr);
/* Is the n-th call (counting from 1) of a syscall one to tamper with? */
bool inject_due(const struct inject_spec *s, uint32_t n);
/* Does any option tamper with anything? */
bool inject_any(const struct inject_table *table);

#endif
