/* Making a syscall again that seize's own PTRACE_INTERRUPT (at attach, at
 * detach, or to trace a thread at every syscall) would fail with EINTR (see
 * restart.c). */
#ifndef SEIZE_RESTART_H
#define SEIZE_RESTART_H

#include <stdbool.h>
#include <stdint.h>

struct tracee;

/* handle_stop: a stop of a tracee seize interrupted while it ran (attach.c
 * after seizing it, seccomp-stop.c), while t->restart_due (its interrupt
 * stop has not come yet). */
void restart_after_interrupt(struct tracee *t, int status);
/* detach_all: a stop of a detaching tracee, before PTRACE_DETACH. */
void restart_before_detach(struct tracee *t, int status);
enum { ERESTARTNOHAND = 514 };	/* include/linux/errno.h, not for user space */

/* A signal the program ignores wakes a traced thread all the same: at the
 * syscall-exit-stop of a call that returns rval, make the call again when
 * only such signals are pending (true: its result is -ERESTARTNOHAND now).
 * At that stop no signal has been dequeued yet; one that stopped the
 * thread (^Z) is among them and keeps the EINTR, as untraced. */
bool restart_ignored_wake(struct tracee *t, int64_t rval);

#endif
