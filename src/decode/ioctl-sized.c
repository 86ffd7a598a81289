/* Request names with the length in their number (ioctl-sized.h). */
#include <sys/ioctl.h>

#include "ioctl-sized.h"

bool ioctl_sized_name(struct tracee *t, unsigned code, const struct ioctl_sized_name *names,
		      size_t n)
{
	unsigned sizeless = code & ~((unsigned)_IOC_SIZEMASK << _IOC_SIZESHIFT);
	for (size_t i = 0; i < n; i++) {
		if (names[i].code != sizeless)
			continue;
		if (t) {
			sink_func(t, names[i].name);
			sink_uint(t, _IOC_SIZE(code));
			sink_end(t);
		}
		return true;
	}
	return false;
}
