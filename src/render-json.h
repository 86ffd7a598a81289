/* The JSON form of a record's values (render-json.c). */
#ifndef SEIZE_RENDER_JSON_H
#define SEIZE_RENDER_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "json-write.h"
#include "record.h"

struct sysent;

/* "args": [...] of a syscall record: each argument with its table name
 * and type, its register (raw[i]) and its value; comments as members. */
/* The call's values that are no argument (sink_call_member): ,"name":value */
void json_call_members(struct jbuf *b, const struct record *r);
void json_args(struct jbuf *b, const struct record *r, const struct sysent *se,
	       const uint64_t *raw);
/* What follows the return value, as an array; false when there is none. */
bool json_aux(struct jbuf *b, const struct record *r);
/* The record's first value (a signal's siginfo). */
void json_values(struct jbuf *b, const struct record *r);
/* Bytes from the tracee: {"string": ..., "bytes": hex when not UTF-8,
 * "truncated": true with STR_CUT}. */
void json_string_value(struct jbuf *b, const char *s, size_t n, unsigned str_flags);
/* A pid: its number, or {"pid", "ns_pid", "comm"} with what -Y and
 * --pidns-translation found (comm n bytes, none for 0; ns_pid none for 0). */
void json_pid_value(struct jbuf *b, int pid, const char *comm, size_t n, int ns_pid);
/* "stack": [...] of the frames in r, when it has any. */
void json_frames(struct jbuf *b, const struct record *r);

#endif
