/* -k: the tracee's user-space stack after each traced syscall line, unwound
 * with libunwind's ptrace accessors and named by symbols.c. */
#ifndef SEIZE_UNWIND_H
#define SEIZE_UNWIND_H

#include <stdbool.h>

struct options;
struct tracer;
struct tracee;

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
/* Print t's stack, one " > " line a frame, to t->out (the syscall's line
 * has just ended). */
void unwind_print(struct tracee *t);
/* The same for a tracee that ended inside exit or exit_group: only the
 * frames taken at entry, if any. */
void unwind_print_held(struct tracee *t);
/* After a "--- SIGNAL ---" line: the stack where the signal came, as
 * strace prints it. */
void unwind_print_signal(struct tracee *t);

#endif
