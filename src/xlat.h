/* Named constants.  The sets are generated from src/xlat/NAME.in: the file
 * lists names, the values come from the system headers at compile time. */
#ifndef SEIZE_XLAT_H
#define SEIZE_XLAT_H

#include <stdbool.h>
#include <stdint.h>

struct xlat_entry {
	uint64_t val;
	const char *name;
};

struct xlat {
	const struct xlat_entry *e;
	unsigned n;
	bool flags;		/* a bit set, printed A|B|0x40 */
	const char *name;
	const char *dflt;	/* names unknown values in a comment ("AT_???"), or NULL */
	uint8_t width;		/* 32 when syscalls take the value as an int: the
				 * upper half of a register is no part of it */
};

/* The name of val in x, or NULL. */
const char *xlat_name(const struct xlat *x, uint64_t val);
/* The value an argument holds for set x: an int set ignores the upper half. */
uint64_t xlat_value(const struct xlat *x, uint64_t v);

#endif
