/* ioctl: the joystick, type 'j' (<linux/joystick.h>).  strace 6.1 names
 * the requests with a fixed number (src/xlat/ioctl_joystick.in) and
 * JSIOCGNAME(len) by the length in its number; it decodes no argument,
 * which prints in hex. */
#include <linux/joystick.h>

#include "ioctl-sized.h"

extern const struct xlat xlat_ioctl_joystick;

static const struct ioctl_sized_name joystick_sized[] = {
	{ JSIOCGNAME(0), "JSIOCGNAME" },
};

static bool ioctl_joystick_name(struct tracee *t, unsigned code)
{
	return ioctl_sized_name(t, code, joystick_sized,
				sizeof joystick_sized / sizeof joystick_sized[0]);
}

const struct ioctl_family ioctl_family_joystick = {
	"joystick", &xlat_ioctl_joystick, NULL, ioctl_joystick_name,
};
