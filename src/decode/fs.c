/* Decoders for extended attributes, mount, swapon and ustat: file.c's
 * family, in a file of their own to keep file.c short. */
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/swap.h>

#include "decode.h"
#include "util.h"

extern const struct xlat xlat_mount_flags, xlat_swap_flags;

/* ---- extended attributes ---- */

/* An attribute value of size bytes, as strace prints it: cut at -s, one
 * trailing NUL left out (and then no "..."), the address when larger than
 * the kernel's XATTR_SIZE_MAX. */
static void print_xattr_value(struct tracee *t, uint64_t addr, uint64_t size)
{
	enum { XATTR_SIZE_MAX = 65536 };
	if (!addr || size > XATTR_SIZE_MAX) {
		sink_ptr(t, addr);
		return;
	}
	size_t n = size < string_limit(t) ? size : string_limit(t);
	/* Like sink_buf_at, read one byte more than shown when there is one. */
	size_t want = size > n ? n + 1 : n;
	char *buf = xmalloc(want ? want : 1);
	if (!mem_read(t->tid, addr, buf, want)) {
		sink_ptr(t, addr);
	} else {
		bool cut = size > n;
		/* a value ending in NUL shows without it, but under -x and -xx,
		 * which print it \x00 (then "..." if -s cut it), as strace does */
		if (n && buf[n - 1] == 0)
			sink_bytes(t, buf, n - 1, STR_NUL_OMITTED | (cut ? STR_NUL_CUT : 0));
		else
			sink_bytes(t, buf, n, cut ? STR_CUT : 0);
	}
	free(buf);
}

/* Arguments from..to-1 by their table types. */
static void print_table_args(struct tracee *t, int from, int to)
{
	for (int i = from; i < to; i++) {
		sink_table_arg(t, i);
	}
}

/* setxattr, lsetxattr, fsetxattr: the first argument by its table type. */
int dec_setxattr(struct tracee *t)
{
	print_table_args(t, 0, 2);
	sink_arg(t, 2);
	print_xattr_value(t, argu(t, 2), argu(t, 3));
	sink_arg(t, 3);
	sink_uint(t, argu(t, 3));
	print_table_args(t, 4, 5);
	return DEC_DONE;
}

/* getxattr and co.: the value is as long as the call returned. */
int dec_getxattr(struct tracee *t)
{
	if (!t->call.exiting) {
		print_table_args(t, 0, 2);
		return DEC_EXIT;
	}
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
	else
		print_xattr_value(t, argu(t, 2), (uint64_t)t->call.rval);
	sink_arg(t, 3);
	sink_uint(t, argu(t, 3));
	return DEC_DONE;
}

/* listxattr and co.: NUL-separated names; a size query (size 0) shows the
 * address. */
int dec_listxattr(struct tracee *t)
{
	if (!t->call.exiting) {
		print_table_args(t, 0, 1);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (t->call.is_error || argu(t, 2) == 0)
		sink_ptr(t, argu(t, 1));
	else
		sink_buf_at(t, argu(t, 1), (uint64_t)t->call.rval);
	sink_arg(t, 2);
	sink_uint(t, argu(t, 2));
	return DEC_DONE;
}

/* ---- mounts and swap ---- */

/* A string the kernel reads, or else the address alone. */
static void print_str_or_ptr(struct tracee *t, int i, bool str)
{
	sink_arg(t, i);
	if (str)
		sink_str_at(t, argu(t, i), string_limit(t));
	else
		sink_ptr(t, argu(t, i));
}

/* The flags of mount after MS_MGC_VAL, the old magic of the high half. */
static void print_mount_flags(struct tracee *t, uint64_t flags, bool magic)
{
	if (!magic) {
		sink_xflags(t, &xlat_mount_flags, flags, "MS_???");
		return;
	}
	if (flags)
		sink_op(t, "|");
	sink_const(t, MS_MGC_VAL, NUM_HEX, "MS_MGC_VAL", NULL);
	if (flags) {
		sink_xflags(t, &xlat_mount_flags, flags, "MS_???");
		sink_end(t);
	}
}

/* mount: the old MS_MGC_VAL magic in the high half prints first; the type
 * and the data print as strings only when the kernel reads them: a remount
 * has no type, bind, move and propagation changes neither. */
int dec_mount(struct tracee *t)
{
	uint64_t flags = argu(t, 3);
	bool magic = (flags & MS_MGC_MSK) == MS_MGC_VAL;
	bool str_type = true, str_data = true;
	if (magic)
		flags &= ~(uint64_t)MS_MGC_MSK;
	if (flags & MS_REMOUNT)
		str_type = false;
	else if (flags & (MS_BIND | MS_MOVE | MS_SHARED | MS_PRIVATE | MS_SLAVE | MS_UNBINDABLE))
		str_type = str_data = false;
	sink_arg(t, 0);
	sink_path_at(t, argu(t, 0));
	sink_arg(t, 1);
	sink_path_at(t, argu(t, 1));
	print_str_or_ptr(t, 2, str_type);
	sink_arg(t, 3);
	print_mount_flags(t, flags, magic);
	print_str_or_ptr(t, 4, str_data);
	return DEC_DONE;
}

/* swapon: the flags, then the priority in decimal: SWAP_FLAG_PREFER|5. */
int dec_swapon(struct tracee *t)
{
	unsigned flags = (unsigned)argu(t, 1);
	unsigned rest = flags & ~SWAP_FLAG_PRIO_MASK;
	sink_arg(t, 0);
	sink_path_at(t, argu(t, 0));
	sink_arg(t, 1);
	if (rest) {
		sink_op(t, "|");
		sink_xflags(t, &xlat_swap_flags, rest, "SWAP_FLAG_???");
	}
	sink_uint(t, flags & SWAP_FLAG_PRIO_MASK);
	if (rest)
		sink_end(t);
	return DEC_DONE;
}

/* ustat: a 32-bit device number; strace leaves the buffer an address. */
int dec_ustat(struct tracee *t)
{
	sink_arg(t, 0);
	print_makedev(t, (unsigned)argu(t, 0));
	sink_arg(t, 1);
	sink_ptr(t, argu(t, 1));
	return DEC_DONE;
}
