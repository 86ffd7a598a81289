/* file_getattr and file_setattr (Linux 6.17): a file's struct file_attr,
 * an extensible struct whose size the caller passes. */
#include "decode.h"
#include "common.h"

extern const struct xlat xlat_fs_xflags;

/* struct file_attr of <linux/fs.h>, which Linux 6.17 adds (24 bytes,
 * FILE_ATTR_SIZE_VER0). */
struct file_attr_v0 {
	uint64_t fa_xflags;
	uint32_t fa_extsize;
	uint32_t fa_nextents;
	uint32_t fa_projid;
	uint32_t fa_cowextsize;
};

/* The struct at argument 2, its size argument 3; the address when the
 * size is below the first version or above a page (the kernel reads no
 * more, nor does strace) or the struct cannot be read.  fa_nextents is
 * only what the kernel reports, so file_setattr leaves it out. */
static void print_file_attr(struct tracee *t, bool is_set)
{
	enum { PAGE = 4096 };
	uint64_t addr = argu(t, 2), size = argu(t, 3);
	struct file_attr_v0 a;
	if (size < sizeof a || size > PAGE) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_field(t, "fa_xflags");
	sink_xflags(t, &xlat_fs_xflags, a.fa_xflags, xlat_fs_xflags.dflt);
	sink_uint_field(t, "fa_extsize", a.fa_extsize);
	if (!is_set)
		sink_uint_field(t, "fa_nextents", a.fa_nextents);
	sink_hex_field(t, "fa_projid", a.fa_projid);
	sink_uint_field(t, "fa_cowextsize", a.fa_cowextsize);
	if (size > sizeof a)
		print_struct_tail(t, addr, sizeof a, size);
	sink_end(t);
}

int dec_file_setattr(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	print_file_attr(t, true);
	sink_table_arg(t, 3);
	sink_table_arg(t, 4);
	return DEC_DONE;
}

/* The struct at exit, when the kernel filled it. */
int dec_file_getattr(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_table_arg(t, 1);
		return DEC_EXIT;
	}
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
	else
		print_file_attr(t, false);
	sink_table_arg(t, 3);
	sink_table_arg(t, 4);
	return DEC_DONE;
}
