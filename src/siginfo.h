#ifndef SEIZE_SIGINFO_H
#define SEIZE_SIGINFO_H

#include <signal.h>

struct tracee;

/* {si_signo=SIGCHLD, si_code=CLD_EXITED, ...} with the fields strace prints
 * for each si_code. */
void sink_siginfo(struct tracee *t, const siginfo_t *si);

#endif
