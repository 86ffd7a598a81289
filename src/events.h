/* The lines of a tracee that are not syscalls: a signal delivered, a
 * group-stop, the exit or death, an old leader superseded by execve. */
#ifndef SEIZE_EVENTS_H
#define SEIZE_EVENTS_H

#include <signal.h>
#include <stdbool.h>
#include <sys/types.h>

struct tracee;

enum event_kind { EV_SIGNAL, EV_STOP, EV_EXITED, EV_KILLED, EV_SUPERSEDED };

struct event {
	enum event_kind kind;
	int sig;		/* EV_SIGNAL, EV_STOP, EV_KILLED */
	const siginfo_t *si;	/* EV_SIGNAL */
	int status;		/* EV_EXITED */
	bool core_dumped;	/* EV_KILLED */
	pid_t by_tid;		/* EV_SUPERSEDED */
};

/* Report ev of t as a line of text (--- SIGCHLD {...} ---, +++ exited with
 * 0 +++, ...) or a JSON object, with -k the stack of a signal after it. */
void event_report(struct tracee *t, const struct event *ev);

#endif
