/* The watchdog family: the requests of /dev/watchdog
 * (src/xlat/ioctl_watchdog.in), most of them an int the driver reads or
 * fills. */
#include <linux/watchdog.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_watchdog;

static int ioctl_watchdog_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (t->call.exiting) {
		/* the WDIOC_GET* requests: the int the driver wrote */
		if (!ioctl_exit_ptr(t, arg))
			sink_int_at(t, arg);
		return DEC_DONE;
	}
	switch (code) {
	case WDIOC_GETSTATUS: case WDIOC_GETBOOTSTATUS: case WDIOC_GETTEMP:
	case WDIOC_GETTIMEOUT: case WDIOC_GETPRETIMEOUT: case WDIOC_GETTIMELEFT:
		return DEC_EXIT;
	case WDIOC_SETTIMEOUT: case WDIOC_SETPRETIMEOUT:
		/* strace shows what goes in, not the value the driver writes back */
		sink_arg(t, 2);
		sink_int_at(t, arg);
		return DEC_DONE;
	case WDIOC_KEEPALIVE:
		/* <linux/watchdog.h> says an int, but the drivers ignore it */
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_watchdog = {
	"watchdog", &xlat_ioctl_watchdog, ioctl_watchdog_decode,
};
