/* -P PATH and --trace-fds=SET: print only the syscalls that touch given
 * files or descriptors, judged from the arguments the table types as
 * paths and descriptors. */
#ifndef SEIZE_PATHTRACE_H
#define SEIZE_PATHTRACE_H

#include <stdbool.h>

#include "tracer.h"

/* Add -P path (and what it resolves to). */
void pathtrace_add_path(struct options *opt, const char *path);
/* Parse --trace-fds=0,1,2; false on a bad number. */
bool pathtrace_parse_fds(struct options *opt, const char *spec);
/* Whether the call t is entering passes -P / --trace-fds. */
bool pathtrace_match(struct tracee *t);

#endif
