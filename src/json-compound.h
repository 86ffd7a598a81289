/* The converter's bracketed values (json-compound.c) and the converter
 * itself at a given nesting depth (json-value.c), which they call back for
 * each item.  Internal to the converter: the API is json-value.h. */
#ifndef SEIZE_JSON_COMPOUND_H
#define SEIZE_JSON_COMPOUND_H

#include <stdbool.h>
#include <stddef.h>

#include "json-value.h"
#include "json-write.h"

/* jv_convert for a value depth levels down (too deep becomes text). */
void jv_convert_depth(struct jbuf *b, const char *s, size_t n, enum jv_hint hint,
		      unsigned depth, bool *truncated);

/* The inside of {...}: an object, or an array when no item is named. */
bool jv_convert_struct(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated);
/* The inside of [...]: a set of names, else a list. */
void jv_convert_array(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated);
/* Items separated by ", " as a JSON array, or {"items":[...],
 * "truncated":true} when the last one is "...". */
void jv_convert_list(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated);

#endif
