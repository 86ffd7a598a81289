/* -j, --json: the trace as JSON Lines (see json-trace.c). */
#ifndef SEIZE_JSON_TRACE_H
#define SEIZE_JSON_TRACE_H

#include <stdint.h>
#include <sys/types.h>

#include "tracer.h"

enum json_end { JSON_RETURNED, JSON_UNFINISHED, JSON_DETACHED };

int64_t json_now_ns(void);
/* The held text of t's syscall line (and its -k frames), as one object on to. */
void json_syscall(struct tracee *t, struct output *to, const struct output *held,
		  enum json_end how);
/* A signal, stop or exit line of t (and its -k frames), as one object on to. */
void json_event_line(struct tracee *t, struct output *to, const struct output *line);
/* An event with no text line: MEMBERS is NULL or ",\"key\":value..." */
void json_event(struct tracee *t, struct output *to, const char *event, const char *members);
/* PTRACE_EVENT_EXEC: the new program's path; former is the execing tid. */
void json_event_exec(struct tracee *t, struct output *to, pid_t former);

#endif
