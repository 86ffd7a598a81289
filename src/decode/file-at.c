/* The *at calls newer than Linux 6.1 on one file: fchmodat2 (6.6) and the
 * xattr calls setxattrat, getxattrat and listxattrat (6.13), whose value
 * travels in a struct xattr_args. */
#include "decode.h"
#include "common.h"

#include <linux/limits.h>

/* fchmodat2's mode is a umode_t, the low 16 bits of its register. */
int dec_fchmodat2(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	sink_umode(t, (uint16_t)argu(t, 2));
	sink_table_arg(t, 3);
	return DEC_DONE;
}

/* struct xattr_args of <linux/xattr.h>, which Linux 6.13 adds. */
struct xattr_args_v0 {
	uint64_t value;
	uint32_t size;
	uint32_t flags;
};

/* The value a setxattrat sends, or what a getxattrat got (len bytes). */
static void print_xattr_args(struct tracee *t, int i, bool is_set)
{
	uint64_t addr = argu(t, i), usize = argu(t, i + 1);
	struct xattr_args_v0 a;
	if (usize < sizeof a || !sink_fetch(t, addr, &a, sizeof a)) {
		if (usize < sizeof a)
			sink_ptr(t, addr);
		return;
	}
	sink_struct(t);
	sink_field(t, "value");
	if (a.size > XATTR_SIZE_MAX)	/* more than the kernel takes */
		sink_ptr(t, a.value);
	else if (is_set)
		sink_buf_at(t, a.value, a.size);
	else if (t->call.is_error || !a.value)
		sink_ptr(t, a.value);
	else
		sink_buf_at(t, a.value, (uint64_t)t->call.rval);
	sink_uint_field(t, "size", a.size);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_xattr_flags, a.flags, xlat_xattr_flags.dflt);
	if (usize > sizeof a)
		print_struct_tail(t, addr, sizeof a, usize);
	sink_end(t);
}

static void print_xattrat_head(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_table_arg(t, 2);
}

int dec_setxattrat(struct tracee *t)
{
	print_xattrat_head(t);
	sink_table_arg(t, 3);
	sink_arg(t, 4);
	print_xattr_args(t, 4, true);
	sink_table_arg(t, 5);
	return DEC_DONE;
}

/* The struct at exit, when the value is there to show. */
int dec_getxattrat(struct tracee *t)
{
	if (!t->call.exiting) {
		print_xattrat_head(t);
		sink_table_arg(t, 3);
		return DEC_EXIT;
	}
	sink_arg(t, 4);
	print_xattr_args(t, 4, false);
	sink_table_arg(t, 5);
	return DEC_DONE;
}

/* The list at exit: the names the kernel wrote, or the address when it
 * wrote none (an error, or size 0 asking how big the list is). */
int dec_listxattrat(struct tracee *t)
{
	if (!t->call.exiting) {
		print_xattrat_head(t);
		return DEC_EXIT;
	}
	sink_arg(t, 3);
	if (t->call.is_error || argu(t, 4) == 0)
		sink_ptr(t, argu(t, 3));
	else
		sink_buf_at(t, argu(t, 3), (uint64_t)t->call.rval);
	sink_table_arg(t, 4);
	return DEC_DONE;
}
