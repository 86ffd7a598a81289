/* The nbd family: the requests of a network block device
 * (src/xlat/ioctl_nbd.in), whose arguments are values, not pointers. */
#include <sys/ioctl.h>
#include <linux/nbd.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_nbd, xlat_nbd_flags;

static int ioctl_nbd_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case NBD_DISCONNECT: case NBD_CLEAR_SOCK: case NBD_DO_IT:
	case NBD_CLEAR_QUE: case NBD_PRINT_DEBUG:
		return DEC_DONE;	/* no argument */
	case NBD_SET_SOCK:
		sink_arg(t, 2);
		sink_fd(t, (int)arg);
		return DEC_DONE;
	case NBD_SET_BLKSIZE: case NBD_SET_SIZE: case NBD_SET_SIZE_BLOCKS:
	case NBD_SET_TIMEOUT:
		sink_arg(t, 2);
		sink_uint(t, arg);
		return DEC_DONE;
	case NBD_SET_FLAGS:
		sink_arg(t, 2);
		sink_xflags(t, &xlat_nbd_flags, arg, "NBD_IOC_FLAG_???");
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_nbd = {
	"nbd", &xlat_ioctl_nbd, ioctl_nbd_decode,
};
