/* -k: the tracee's user-space stack after each traced syscall line, unwound
 * with libunwind's ptrace accessors and named by symbols.c. */
#ifndef SEIZE_UNWIND_H
#define SEIZE_UNWIND_H

#include <stdbool.h>

struct options;
struct tracer;
struct tracee;
struct record;

enum stack_trace_mode {
	STACK_OFF,
	STACK_SYMBOLS,		/* -k: module(symbol+offset) [file offset] */
	STACK_SOURCE,		/* -kk: and the source file and line */
};

/* -k (arg NULL: once more, -kk the second time), --stack-trace=symbol|source.
 * Exits with an error when this build cannot do it. */
void stack_trace_option(struct options *opt, const char *arg);
/* Whether this build can unwind at all (libunwind-ptrace linked in). */
bool unwind_available(void);
/* Whether it can name source lines (libdw linked in). */
bool unwind_source_available(void);
/* Set up tr->unwinder from tr->opt; nothing without -k. */
void unwind_init(struct tracer *tr);
/* A tracee is going away: drop its unwinding state. */
void unwind_tracee_free(struct tracee *t);
/* At a shown syscall's entry: exit and exit_group never return, and
 * execve replaces the stack, so their stack is taken now and printed with
 * their line's end. */
void unwind_syscall_entry(struct tracee *t);
/* At every syscall exit, shown or not: a call that may have changed the
 * mappings makes the cached /proc/PID/maps stale. */
void unwind_syscall_exit(struct tracee *t);
/* t's stack, innermost frame first, as frames of the record r that goes
 * with it: a syscall's (its line has just ended) or a signal's. */
void unwind_stack(struct tracee *t, struct record *r);
/* The same for a tracee that ended inside exit or exit_group: only the
 * frames taken at entry, if any. */
void unwind_stack_held(struct tracee *t, struct record *r);

#endif
