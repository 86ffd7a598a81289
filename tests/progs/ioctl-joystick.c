/* ioctl: the joystick requests: the names with a fixed number, the
 * JSIOCGNAME(len) built from the length in the number, and a number of
 * type 'j' none names. */
#include "ioctl-names.h"

#include <linux/joystick.h>

static const struct req_name reqs[] = {
	{ JSIOCGVERSION, "JSIOCGVERSION" },
	{ JSIOCGAXES, "JSIOCGAXES" },
	{ JSIOCGBUTTONS, "JSIOCGBUTTONS" },
	{ JSIOCSCORR, "JSIOCSCORR" },
	{ JSIOCGCORR, "JSIOCGCORR" },
	{ JSIOCSAXMAP, "JSIOCSAXMAP" },
	{ JSIOCGAXMAP, "JSIOCGAXMAP" },
	{ JSIOCSBTNMAP, "JSIOCSBTNMAP" },
	{ JSIOCGBTNMAP, "JSIOCGBTNMAP" },
	{ JSIOCGNAME(0), "JSIOCGNAME(0)" },
	{ JSIOCGNAME(128), "JSIOCGNAME(128)" },
	{ JSIOCGNAME(_IOC_SIZEMASK), "JSIOCGNAME(16383)" },
	{ _IOC(_IOC_WRITE, 'j', 0x13, 128), "_IOC(_IOC_WRITE, 0x6a, 0x13, 0x80)" },
};

int main(void)
{
	CHECK_NAMES(reqs);
	return 0;
}
