/* Making a syscall again that seize's own PTRACE_INTERRUPT (at attach, at
 * detach, or to trace a thread at every syscall) would fail with EINTR (see
 * restart.c). */
#ifndef SEIZE_RESTART_H
#define SEIZE_RESTART_H

struct tracee;

/* handle_stop: a stop of a tracee seize interrupted while it ran (attach.c
 * after seizing it, seccomp-stop.c), while t->restart_due (its interrupt
 * stop has not come yet). */
void restart_after_interrupt(struct tracee *t, int status);
/* detach_all: a stop of a detaching tracee, before PTRACE_DETACH. */
void restart_before_detach(struct tracee *t, int status);

#endif
