/* ioctl: the user-level input device, type 'U' (<linux/uinput.h>).
 * strace 6.1 names the requests with a fixed number
 * (src/xlat/ioctl_uinput.in) and UI_GET_SYSNAME(len) by the length in its
 * number; it decodes no argument, which prints in hex. */
#include <linux/uinput.h>

#include "ioctl-sized.h"

extern const struct xlat xlat_ioctl_uinput;

static const struct ioctl_sized_name uinput_sized[] = {
	{ UI_GET_SYSNAME(0), "UI_GET_SYSNAME" },
};

static bool ioctl_uinput_name(struct tracee *t, unsigned code)
{
	return ioctl_sized_name(t, code, uinput_sized,
				sizeof uinput_sized / sizeof uinput_sized[0]);
}

const struct ioctl_family ioctl_family_uinput = {
	"uinput", &xlat_ioctl_uinput, NULL, ioctl_uinput_name,
};
