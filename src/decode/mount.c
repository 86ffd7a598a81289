/* mount_setattr's struct mount_attr, an extensible struct: the four
 * members of its first version, then any bytes the caller's size adds that
 * are not zero.  userns_fd is a descriptor only when MOUNT_ATTR_IDMAP is
 * set or cleared, as strace shows it. */
#include <limits.h>
#include <linux/mount.h>

#include "common.h"
#include "decode.h"
#include "mount.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_mount_attr_attr, xlat_mount_attr_propagation;

/* The size of the first version: the struct of <linux/mount.h>. */
enum { MOUNT_ATTR_VER0 = sizeof(struct mount_attr) };

static void print_attr_flags(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	sink_xflags(t, &xlat_mount_attr_attr, v, xlat_mount_attr_attr.dflt);
}

void print_struct_mount_attr(struct tracee *t, uint64_t addr, uint64_t size)
{
	struct mount_attr a;
	if (size < MOUNT_ATTR_VER0) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	print_attr_flags(t, "attr_set", a.attr_set);
	print_attr_flags(t, "attr_clr", a.attr_clr);
	sink_field(t, "propagation");
	sink_xval(t, &xlat_mount_attr_propagation, a.propagation,
		  xlat_mount_attr_propagation.dflt);
	sink_field(t, "userns_fd");
	if (a.userns_fd <= INT_MAX && ((a.attr_set | a.attr_clr) & MOUNT_ATTR_IDMAP))
		sink_fd(t, (int)a.userns_fd);
	else
		sink_uint(t, a.userns_fd);
	if (size > sizeof a)
		print_struct_tail(t, addr, sizeof a, size);
	sink_end(t);
}

/* mount_setattr(dfd, path, flags, uattr, usize) */
int dec_mount_setattr(struct tracee *t)
{
	for (int i = 0; i < 3; i++)
		sink_table_arg(t, i);
	sink_arg(t, 3);
	print_struct_mount_attr(t, argu(t, 3), argu(t, 4));
	sink_table_arg(t, 4);
	return DEC_DONE;
}
