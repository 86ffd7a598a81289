/* strace notation to JSON: one argument's text, as seize prints it, to one
 * typed JSON value (see the rules at the top of json-value.c). */
#ifndef SEIZE_JSON_VALUE_H
#define SEIZE_JSON_VALUE_H

#include <stdbool.h>
#include <stddef.h>

#include "json-write.h"

enum jv_hint {
	JV_ANY,
	JV_FLAGS,	/* a lone name is a one-flag set, a lone number a set of none */
};

/* Append the JSON for the text of ONE value to b.  Never fails: what is not
 * understood becomes {"text": "<the text>"}.  Sets *truncated (when not
 * NULL; it is never cleared) when the value has a top-level truncation mark:
 * a string followed by ..., or a trailing ... in a struct or array. */
void jv_convert(struct jbuf *b, const char *text, size_t len, enum jv_hint hint, bool *truncated);

/* Split an argument list at its top-level ", " separators (quotes with
 * backslash escapes, (), [], {}, <...> after a descriptor and comments
 * hide them).  Stores the start and length of each piece, without
 * surrounding blanks, and returns how many there are (at most max: the last
 * piece then runs to the end of the text).  An empty list has no pieces. */
size_t jv_split_args(const char *text, size_t len, size_t max, size_t start[], size_t lens[]);

#endif
