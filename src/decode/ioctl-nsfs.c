/* The nsfs family: the requests on a namespace file (/proc/PID/ns/NAME,
 * src/xlat/ioctl_nsfs.in).  Two return a descriptor, one the namespace's
 * type, which strace names after the return value: "= 131072
 * (CLONE_NEWNET)". */
#include <linux/nsfs.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_nsfs, xlat_setns_types;

/* At exit: the owner's uid the kernel wrote, [0]; -1 for the id that
 * means none. */
static void print_owner_uid(struct tracee *t, uint64_t addr)
{
	uint32_t uid;
	if (ioctl_exit_ptr(t, addr) || !sink_fetch(t, addr, &uid, sizeof uid))
		return;
	sink_array(t);
	sink_elem(t);
	if (uid == UINT32_MAX)
		sink_int(t, -1);
	else
		sink_uint(t, uid);
	sink_end(t);
}

static int ioctl_nsfs_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	switch (code) {
	case NS_GET_USERNS: case NS_GET_PARENT:
		c->ret_format = R_FD;	/* -y: the namespace it refers to */
		return DEC_DONE;
	case NS_GET_NSTYPE: {
		if (!c->exiting)
			return DEC_EXIT_TAIL;
		const char *name = c->is_error ? NULL : xlat_name(&xlat_setns_types, (uint64_t)c->rval);
		if (name) {
			sink_aux_begin(t);
			sink_symbol(t, name);	/* strace ignores -X here */
			sink_aux_end(t);
		}
		return DEC_DONE;
	}
	case NS_GET_OWNER_UID:
		if (!c->exiting)
			return DEC_EXIT;
		print_owner_uid(t, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_nsfs = {
	"nsfs", &xlat_ioctl_nsfs, ioctl_nsfs_decode,
};
