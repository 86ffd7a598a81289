#ifndef SEIZE_SIGINFO_H
#define SEIZE_SIGINFO_H

#include <signal.h>

#include "output.h"

/* {si_signo=SIGCHLD, si_code=CLD_EXITED, ...} with the fields strace prints
 * for each si_code. */
void print_siginfo(struct output *o, const siginfo_t *si);

#endif
