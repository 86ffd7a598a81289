/* ioctl: the uinput requests: the names with a fixed number, the
 * UI_GET_SYSNAME(len) built from the length in the number, and a number
 * of type 'U' none names.  UI_DEV_CREATE is left out: USB_RAW_IOCTL_RUN
 * shares its number, a name of the family of names other drivers give. */
#include "ioctl-names.h"

#include <linux/uinput.h>

static const struct req_name reqs[] = {
	{ UI_DEV_DESTROY, "UI_DEV_DESTROY" },
	{ UI_DEV_SETUP, "UI_DEV_SETUP" },
	{ UI_ABS_SETUP, "UI_ABS_SETUP" },
	{ UI_SET_EVBIT, "UI_SET_EVBIT" },
	{ UI_SET_KEYBIT, "UI_SET_KEYBIT" },
	{ UI_SET_RELBIT, "UI_SET_RELBIT" },
	{ UI_SET_ABSBIT, "UI_SET_ABSBIT" },
	{ UI_SET_MSCBIT, "UI_SET_MSCBIT" },
	{ UI_SET_LEDBIT, "UI_SET_LEDBIT" },
	{ UI_SET_SNDBIT, "UI_SET_SNDBIT" },
	{ UI_SET_FFBIT, "UI_SET_FFBIT" },
	{ UI_SET_PHYS, "UI_SET_PHYS" },
	{ UI_SET_SWBIT, "UI_SET_SWBIT" },
	{ UI_SET_PROPBIT, "UI_SET_PROPBIT" },
	{ UI_BEGIN_FF_UPLOAD, "UI_BEGIN_FF_UPLOAD" },
	{ UI_END_FF_UPLOAD, "UI_END_FF_UPLOAD" },
	{ UI_BEGIN_FF_ERASE, "UI_BEGIN_FF_ERASE" },
	{ UI_END_FF_ERASE, "UI_END_FF_ERASE" },
	{ UI_GET_VERSION, "UI_GET_VERSION" },
	{ UI_GET_SYSNAME(0), "UI_GET_SYSNAME(0)" },
	{ UI_GET_SYSNAME(16), "UI_GET_SYSNAME(16)" },
	{ UI_GET_SYSNAME(_IOC_SIZEMASK), "UI_GET_SYSNAME(16383)" },
	{ _IOC(_IOC_WRITE, 'U', 0x2c, 16), "_IOC(_IOC_WRITE, 0x55, 0x2c, 0x10)" },
};

int main(void)
{
	CHECK_NAMES(reqs);
	return 0;
}
