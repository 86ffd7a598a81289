/* ioctl: HID devices, type 'H': the hiddev interface (<linux/hiddev.h>)
 * and the raw one (<linux/hidraw.h>).  strace 6.1 names the requests with
 * a fixed number (src/xlat/ioctl_hid.in) and builds the names of those
 * with the length of their buffer in the number, HIDIOCGPHYS(8); it
 * decodes no argument, which prints in hex. */
#include <linux/ioctl.h>
#include <linux/hiddev.h>
#include <linux/hidraw.h>

#include "ioctl-sized.h"

extern const struct xlat xlat_ioctl_hid;

/* The requests with a length, as strace 6.1 names them.  hiddev's
 * HIDIOCGNAME(len) has the number of hidraw's HIDIOCSFEATURE(len) read
 * only, and strace 6.1 calls it HIDIOCSFEATURE(len) too.  The input and
 * output reports of hidraw (HIDIOCGINPUT(len) ...) it does not know:
 * they print as _IOC(...). */
static const struct ioctl_sized_name hid_sized[] = {
	{ HIDIOCGRAWNAME(0), "HIDIOCGRAWNAME" },
	{ HIDIOCGRAWPHYS(0), "HIDIOCGRAWPHYS" },
	{ HIDIOCGNAME(0), "HIDIOCSFEATURE" },
	{ HIDIOCGRAWUNIQ(0), "HIDIOCGRAWUNIQ" },
	{ HIDIOCGPHYS(0), "HIDIOCGPHYS" },
	{ HIDIOCSFEATURE(0), "HIDIOCSFEATURE" },
	{ HIDIOCGFEATURE(0), "HIDIOCGFEATURE" },
};

static bool ioctl_hid_name(struct tracee *t, unsigned code)
{
	return ioctl_sized_name(t, code, hid_sized, sizeof hid_sized / sizeof hid_sized[0]);
}

const struct ioctl_family ioctl_family_hid = {
	"hid", &xlat_ioctl_hid, NULL, ioctl_hid_name,
};
