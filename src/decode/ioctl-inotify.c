/* The inotify family: INOTIFY_IOC_SETNEXTWD, the watch descriptor the next
 * inotify_add_watch is to return (src/xlat/ioctl_inotify.in). */
#include <sys/ioctl.h>
#include <linux/inotify.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_inotify;

static int ioctl_inotify_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code != INOTIFY_IOC_SETNEXTWD)
		return IOCTL_UNKNOWN;
	/* the value itself, though the request's size says a pointer */
	sink_arg(t, 2);
	sink_int(t, (int)arg);
	return DEC_DONE;
}

const struct ioctl_family ioctl_family_inotify = {
	"inotify", &xlat_ioctl_inotify, ioctl_inotify_decode,
};
