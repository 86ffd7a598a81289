/* Looking a value up in a name-only set (src/xlat/NAME.in, values from the
 * system headers). */
#include <stddef.h>

#include "xlat.h"

const char *xlat_name(const struct xlat *x, uint64_t val)
{
	for (unsigned i = 0; i < x->n; i++)
		if (x->e[i].val == val)
			return x->e[i].name;
	return NULL;
}

uint64_t xlat_value(const struct xlat *x, uint64_t v)
{
	return x->width == 32 ? (uint32_t)v : v;
}
