/* Request names built from a request's number with its length in it, as
 * strace writes HIDIOCGPHYS(8), JSIOCGNAME(128), SPI_IOC_MESSAGE(64): the
 * driver's name for the direction, type and number, and the size field in
 * decimal (ioctl-sized.c).  For the number_name hooks of ioctl.h. */
#ifndef SEIZE_DECODE_IOCTL_SIZED_H
#define SEIZE_DECODE_IOCTL_SIZED_H

#include "ioctl.h"

struct ioctl_sized_name {
	unsigned code;		/* the request with a size of 0: HIDIOCGPHYS(0) */
	const char *name;
};

/* The number_name hook for the n names: whether code is one of them
 * whatever its size, and with t, NAME(size) reported. */
bool ioctl_sized_name(struct tracee *t, unsigned code, const struct ioctl_sized_name *names,
		      size_t n);

#endif
