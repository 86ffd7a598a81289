/* Syscall and signal sets for -e trace=, -e signal=, -e status= and
 * --list-syscalls, expanded from the table's names and classes. */
#ifndef SEIZE_FILTER_H
#define SEIZE_FILTER_H

#include <stdbool.h>
#include <stdint.h>

#include "personality.h"

enum { SYSCALL_SET_WORDS = 9 };		/* numbers below 576 (x32's reach 547) */

/* A set of syscalls of every personality, each by its table index
 * (pers_index: x32's without the x32 bit). */
struct syscall_set {
	uint64_t w[PERS_COUNT][SYSCALL_SET_WORDS];
};

struct signal_set {
	uint64_t w[2];			/* signals 1..128 */
};

/* -e status= */
enum status_bits {
	ST_SUCCESSFUL = 1 << 0, ST_FAILED = 1 << 1, ST_UNFINISHED = 1 << 2,
	ST_UNAVAILABLE = 1 << 3, ST_DETACHED = 1 << 4,
	ST_ALL = (1 << 5) - 1,
};

static inline bool set_has_in(const struct syscall_set *s, enum personality p, uint64_t idx)
{
	return idx < 64 * SYSCALL_SET_WORDS && (s->w[p][idx / 64] >> (idx % 64)) & 1;
}

/* An x86_64 syscall number. */
static inline bool set_has(const struct syscall_set *s, uint64_t nr)
{
	return set_has_in(s, PERS_64, nr);
}

static inline bool sigset_has(const struct signal_set *s, int sig)
{
	return sig > 0 && sig <= 128 && (s->w[(sig - 1) / 64] >> ((sig - 1) % 64)) & 1;
}

void set_all(struct syscall_set *s, bool on);
/* Parse "open,%file,/stat$,?foo,42,!..." into s; false with a message in err
 * (err_size bytes) on a bad name, class or regex. */
bool parse_syscall_set(const char *spec, struct syscall_set *s, char *err, int err_size);
bool parse_signal_set(const char *spec, struct signal_set *s, char *err, int err_size);
bool parse_status_set(const char *spec, unsigned *bits, char *err, int err_size);
/* True when s leaves out some syscall of the tables. */
bool set_is_partial(const struct syscall_set *s);
/* One name a line, for --list-syscalls. */
void list_syscalls(const struct syscall_set *s);

#endif
