/* ioctl: the file system family (<linux/fs.h>, src/xlat/ioctl_fs.in): the
 * inode flags, FICLONE and FICLONERANGE, FITRIM's range, struct fsxattr
 * in and out, and FS_IOC_FIEMAP's struct fiemap with the extents the
 * kernel maps. */
#include <linux/fs.h>
#include <linux/fiemap.h>

#include "common.h"
#include "ioctl.h"

extern const struct xlat xlat_ioctl_fs, xlat_inode_flags, xlat_fs_xflags, xlat_fiemap_flags,
	xlat_fiemap_extent_flags;

static const struct ioctl_scalar_req fs_scalars[] = {
	{ FICLONE, IS_INT },
	{ FIFREEZE, IS_NONE }, { FITHAW, IS_NONE },
};

/* [FS_APPEND_FL]: the inode flags, which the call reads or fills. */
static void print_inode_flags(struct tracee *t, uint64_t addr)
{
	unsigned v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_xflags(t, &xlat_inode_flags, v, "FS_???_FL");
	sink_end(t);
}

static void print_clone_range(struct tracee *t, uint64_t addr)
{
	struct file_clone_range r;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return;
	sink_struct(t);
	sink_field(t, "src_fd");
	sink_fd(t, (int)r.src_fd);
	sink_uint_field(t, "src_offset", r.src_offset);
	sink_uint_field(t, "src_length", r.src_length);
	sink_uint_field(t, "dest_offset", r.dest_offset);
	sink_end(t);
}

static void print_fstrim_range(struct tracee *t, uint64_t addr)
{
	struct fstrim_range r;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", r.start);
	sink_uint_field(t, "len", r.len);
	sink_uint_field(t, "minlen", r.minlen);
	sink_end(t);
}

/* struct fsxattr: fsx_nextents only as the kernel fills it (GET). */
static void print_fsxattr(struct tracee *t, uint64_t addr, bool get)
{
	struct fsxattr x;
	if (!sink_fetch(t, addr, &x, sizeof x))
		return;
	sink_struct(t);
	sink_field(t, "fsx_xflags");
	sink_xflags(t, &xlat_fs_xflags, x.fsx_xflags, "FS_XFLAG_???");
	sink_uint_field(t, "fsx_extsize", x.fsx_extsize);
	if (get)
		sink_uint_field(t, "fsx_nextents", x.fsx_nextents);
	sink_hex_field(t, "fsx_projid", x.fsx_projid);
	sink_uint_field(t, "fsx_cowextsize", x.fsx_cowextsize);
	sink_end(t);
}

/* FS_IOC_FIEMAP at entry: what the caller asks for, and the " => " that
 * the exit part fills; false when the struct is unreadable. */
static bool print_fiemap_in(struct tracee *t, uint64_t addr)
{
	struct fiemap f;
	sink_op(t, " => ");
	if (!sink_fetch(t, addr, &f, sizeof f)) {
		sink_end(t);
		return false;
	}
	sink_struct(t);
	sink_uint_field(t, "fm_start", f.fm_start);
	sink_uint_field(t, "fm_length", f.fm_length);
	sink_field(t, "fm_flags");
	sink_xflags(t, &xlat_fiemap_flags, f.fm_flags, "FIEMAP_FLAG_???");
	sink_uint_field(t, "fm_extent_count", f.fm_extent_count);
	sink_end(t);
	return true;
}

static void print_fiemap_extent(struct tracee *t, const void *elem, void *ctx)
{
	const struct fiemap_extent *e = elem;
	(void)ctx;
	sink_struct(t);
	sink_uint_field(t, "fe_logical", e->fe_logical);
	sink_uint_field(t, "fe_physical", e->fe_physical);
	sink_uint_field(t, "fe_length", e->fe_length);
	sink_field(t, "fe_flags");
	sink_xflags(t, &xlat_fiemap_extent_flags, e->fe_flags, "FIEMAP_EXTENT_???");
	sink_end(t);
}

/* At exit, after a success: the flags and the count the kernel left and,
 * under -v, the extents it mapped (no more than the caller made room for). */
static void print_fiemap_out(struct tracee *t, uint64_t addr)
{
	struct fiemap f;
	if (!t->call.is_error && mem_read(t->tid, addr, &f, sizeof f)) {
		sink_struct(t);
		sink_field(t, "fm_flags");
		sink_xflags(t, &xlat_fiemap_flags, f.fm_flags, "FIEMAP_FLAG_???");
		sink_uint_field(t, "fm_mapped_extents", f.fm_mapped_extents);
		if (abbrev(t)) {
			sink_ellipsis(t);
		} else {
			uint32_t n = f.fm_mapped_extents < f.fm_extent_count ?
				     f.fm_mapped_extents : f.fm_extent_count;
			uint64_t at = addr + sizeof f;
			sink_field(t, "fm_extents");
			print_array(t, at, n, sizeof(struct fiemap_extent), print_fiemap_extent, NULL);
		}
		sink_end(t);
	}
	sink_end(t);	/* the " => " */
}

static int ioctl_fs_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	switch (code) {
	case FS_IOC_GETFLAGS: case FS_IOC32_GETFLAGS: case FS_IOC_FSGETXATTR:
		if (!c->exiting)
			return DEC_EXIT;
		if (ioctl_exit_ptr(t, arg))
			return DEC_DONE;
		if (code == FS_IOC_FSGETXATTR)
			print_fsxattr(t, arg, true);
		else
			print_inode_flags(t, arg);
		return DEC_DONE;
	case FS_IOC_SETFLAGS: case FS_IOC32_SETFLAGS:
		sink_arg(t, 2);
		print_inode_flags(t, arg);
		return DEC_DONE;
	case FS_IOC_FSSETXATTR:
		sink_arg(t, 2);
		print_fsxattr(t, arg, false);
		return DEC_DONE;
	case FS_IOC_SETFSLABEL:	/* the label: at most FSLABEL_MAX bytes */
		sink_arg(t, 2);
		sink_str_at(t, arg, FSLABEL_MAX < string_limit(t) ? FSLABEL_MAX : string_limit(t));
		return DEC_DONE;
	case FS_IOC_GETFSLABEL:
		if (!c->exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg))
			sink_str_at(t, arg, FSLABEL_MAX < string_limit(t) ? FSLABEL_MAX : string_limit(t));
		return DEC_DONE;
	case FICLONERANGE:
		sink_arg(t, 2);
		print_clone_range(t, arg);
		return DEC_DONE;
	case FITRIM:
		sink_arg(t, 2);
		print_fstrim_range(t, arg);
		return DEC_DONE;
	case FS_IOC_FIEMAP:
		if (c->exiting) {
			if (c->saved[0])
				print_fiemap_out(t, arg);
			return DEC_DONE;
		}
		sink_arg(t, 2);
		c->saved[0] = print_fiemap_in(t, arg);
		return c->saved[0] ? DEC_EXIT_TAIL : DEC_DONE;
	}
	return ioctl_scalar_decode(t, fs_scalars, sizeof fs_scalars / sizeof fs_scalars[0], code,
				   arg);
}

const struct ioctl_family ioctl_family_fs = {
	"fs", &xlat_ioctl_fs, ioctl_fs_decode,
};
