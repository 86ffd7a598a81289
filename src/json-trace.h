/* -j, --json: the trace as JSON Lines (see json-trace.c). */
#ifndef SEIZE_JSON_TRACE_H
#define SEIZE_JSON_TRACE_H

#include <stdint.h>
#include <sys/types.h>

#include "events.h"
#include "tracer.h"

enum json_end { JSON_RETURNED, JSON_UNFINISHED, JSON_DETACHED };

int64_t json_now_ns(void);
/* t's syscall, from its record (and its -k frames), as one object on to. */
void json_syscall(struct tracee *t, struct output *to, enum json_end how);
/* A signal, stop or exit of t, as one object on to; r holds the
 * siginfo's values and the -k frames. */
void json_event_report(struct tracee *t, struct output *to, const struct event *ev,
		       const struct record *r);
/* An event with no text line: MEMBERS is NULL or ",\"key\":value..." */
void json_event(struct tracee *t, struct output *to, const char *event, const char *members);
/* PTRACE_EVENT_EXEC: the new program's path; former is the execing tid. */
void json_event_exec(struct tracee *t, struct output *to, pid_t former);

#endif
