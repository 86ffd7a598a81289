/* Struct members that the driver families of ioctl (gpio, ptp, evdev ...)
 * print alike, from a copy of the struct already read. */
#ifndef SEIZE_DECODE_IOCTL_MEMBERS_H
#define SEIZE_DECODE_IOCTL_MEMBERS_H

#include "ioctl.h"


/* How the elements of a member array print. */
enum member_base { MB_UDEC, MB_DEC, MB_HEX };

/* name=[1, 2, ...]: n elements of elsize (1, 2, 4 or 8) bytes, cut at the
 * -s limit unless -v. */
void member_array(struct tracee *t, const char *name, const void *p, size_t n,
		  size_t elsize, enum member_base base);

/* Whether n elsize-byte values at p are all zero (reserved members that
 * strace shows only when set). */
bool member_zero(const void *p, size_t bytes);

/* Whether an array stops before element i: at the -s limit, unless -v. */
bool member_cut(struct tracee *t, size_t i);

#endif
