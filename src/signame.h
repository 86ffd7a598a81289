/* Signal names as strace prints them: SIGINT, SIGRTMIN, SIGRT_3, or the
 * number when it names no signal. */
#ifndef SEIZE_SIGNAME_H
#define SEIZE_SIGNAME_H

const char *signal_name(int sig, char buf[16]);

#endif
