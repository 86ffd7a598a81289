/* Struct members the ioctl driver families share (ioctl-members.h). */
#include "ioctl-members.h"

bool member_cut(struct tracee *t, size_t i)
{
	return i >= array_limit(t);
}

void member_array(struct tracee *t, const char *name, const void *p, size_t n,
		  size_t elsize, enum member_base base)
{
	sink_field(t, name);
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		uint64_t v = ioctl_array_elem(p, i, elsize, base == MB_DEC);
		sink_elem(t);
		sink_num(t, v, base == MB_HEX ? IB_HEX : base == MB_DEC ? IB_DEC : IB_UDEC);
	}
	sink_end(t);
}

bool member_zero(const void *p, size_t bytes)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < bytes; i++)
		if (b[i])
			return false;
	return true;
}
