/* statmount and listmount (Linux 6.8): which mount, in their shared
 * struct mnt_id_req, the struct statmount the kernel fills and the ids
 * listmount returns; open_tree_attr (6.15), open_tree with mount_setattr's
 * struct mount_attr. */
#include "decode.h"
#include "common.h"
#include "mount.h"

#include <linux/limits.h>

extern const struct xlat xlat_statmount_mask, xlat_statmount_sb_flags,
	xlat_statmount_mnt_attr, xlat_statmount_mnt_propagation, xlat_fsmagic;

/* struct mnt_id_req of <linux/mount.h>, which Linux 6.8 adds: 24 bytes
 * first (MNT_ID_REQ_SIZE_VER0), 32 with mnt_ns_id (VER1, Linux 6.11). */
struct mnt_id_req_v1 {
	uint32_t size;
	uint32_t mnt_ns_fd;
	uint64_t mnt_id;
	uint64_t param;
	uint64_t mnt_ns_id;
};
enum { MNT_ID_REQ_VER0 = 24, MNT_ID_REQ_VER1 = 32 };
/* <linux/mount.h>: the mnt_id that names the root mount (Linux 6.8). */
#define LSMT_ROOT 0xffffffffffffffffULL

/* The request as far as its size says: {size=N} when too small to hold
 * the rest, ??? where the memory stops. */
void print_struct_mnt_id_req(struct tracee *t, int i)
{
	uint64_t addr = argu(t, i);
	bool is_statmount = t->call.se->dec == dec_statmount;
	struct mnt_id_req_v1 r = {0};
	if (!sink_fetch(t, addr, &r.size, sizeof r.size))
		return;
	sink_struct(t);
	sink_uint_field(t, "size", r.size);
	if (r.size < MNT_ID_REQ_VER0)
		goto out;
	size_t want = r.size < sizeof r ? r.size : sizeof r;
	if (!mem_read(t->tid, addr, &r, want)) {
		sink_symbol(t, "???");
		goto out;
	}
	sink_int_field(t, "mnt_ns_fd", (int32_t)r.mnt_ns_fd);
	sink_field(t, "mnt_id");
	if (r.mnt_id == LSMT_ROOT)
		sink_const(t, r.mnt_id, NUM_HEX, "LSMT_ROOT", NULL);
	else
		sink_hex(t, r.mnt_id);
	sink_field(t, "param");
	if (is_statmount)
		sink_xflags(t, &xlat_statmount_mask, r.param, xlat_statmount_mask.dflt);
	else
		sink_hex(t, r.param);
	if (r.size >= MNT_ID_REQ_VER1)
		sink_hex_field(t, "mnt_ns_id", r.mnt_ns_id);
	if (r.size > sizeof r)
		print_struct_tail(t, addr, sizeof r, r.size);
out:
	sink_end(t);
}

/* struct statmount of <linux/mount.h> as Linux 6.15 has it (Linux 6.8
 * adds it, 6.11 to 6.15 name more of its spare bytes): 512 bytes, the
 * strings after it, each [str] member their offset there. */
struct statmount_v {
	uint32_t size, mnt_opts;
	uint64_t mask;
	uint32_t sb_dev_major, sb_dev_minor;
	uint64_t sb_magic;
	uint32_t sb_flags, fs_type;
	uint64_t mnt_id, mnt_parent_id;
	uint32_t mnt_id_old, mnt_parent_id_old;
	uint64_t mnt_attr, mnt_propagation, mnt_peer_group, mnt_master, propagate_from;
	uint32_t mnt_root, mnt_point;
	uint64_t mnt_ns_id;
	uint32_t fs_subtype, sb_source;
	uint32_t opt_num, opt_array, opt_sec_num, opt_sec_array;
	uint64_t supported_mask;
	uint32_t mnt_uidmap_num, mnt_uidmap, mnt_gidmap_num, mnt_gidmap;
	uint64_t spare2[43];
};
_Static_assert(sizeof(struct statmount_v) == 512, "struct statmount is 512 bytes");

/* The STATMOUNT_* bits of the mask (<linux/mount.h>, Linux 6.8 to 6.15). */
enum {
	SM_SB_BASIC = 0x1, SM_MNT_BASIC = 0x2, SM_PROPAGATE_FROM = 0x4,
	SM_MNT_ROOT = 0x8, SM_MNT_POINT = 0x10, SM_FS_TYPE = 0x20,
	SM_MNT_NS_ID = 0x40, SM_MNT_OPTS = 0x80, SM_FS_SUBTYPE = 0x100,
	SM_SB_SOURCE = 0x200, SM_OPT_ARRAY = 0x400, SM_OPT_SEC_ARRAY = 0x800,
	SM_SUPPORTED_MASK = 0x1000, SM_MNT_UIDMAP = 0x2000, SM_MNT_GIDMAP = 0x4000,
};

/* The strings after the struct, as far as the call's buffer holds them;
 * n is 0 when there are none to show (then offsets print as numbers).
 * strace reads at most three PATH_MAXes of them. */
struct statmount_strs {
	char buf[PATH_MAX * 3];
	size_t n;
};

/* The NUL-terminated string at pos of the n bytes at p: its length, and
 * whether the bytes end before its NUL. */
static size_t cstr_len(const char *p, size_t n, bool *cut)
{
	const char *nul = memchr(p, '\0', n);
	*cut = !nul;
	return nul ? (size_t)(nul - p) : n;
}

/* A [str] member: the string at its offset, "..." after it when the
 * buffer ends first; the offset in hex when it is past the strings. */
static void print_str_member(struct tracee *t, const char *name, uint32_t off,
			     const struct statmount_strs *s)
{
	sink_field(t, name);
	if (off >= s->n) {
		sink_hex(t, off);
		return;
	}
	bool cut;
	size_t len = cstr_len(s->buf + off, s->n - off, &cut);
	sink_bytes(t, s->buf + off, len, STR_NUL_STOPS | (cut ? STR_CUT : 0));
}

/* A count and the array of num NUL-terminated strings at its offset
 * (opt_array, mnt_uidmap ...): cut at -s elements as strace's arrays are,
 * ??? where the buffer ends before the count does. */
static void print_str_array(struct tracee *t, const char *num_name, uint32_t num,
			    const char *name, uint32_t off, const struct statmount_strs *s)
{
	sink_uint_field(t, num_name, num);
	sink_field(t, name);
	if (off >= s->n) {
		sink_hex(t, off);
		return;
	}
	unsigned limit = array_limit(t);
	size_t pos = off;
	sink_array(t);
	for (uint32_t i = 0; i < num; i++) {
		if (i >= limit) {
			sink_ellipsis(t);
			break;
		}
		if (pos >= s->n) {
			sink_symbol(t, "???");
			break;
		}
		bool cut;
		size_t len = cstr_len(s->buf + pos, s->n - pos, &cut);
		sink_elem(t);
		sink_bytes(t, s->buf + pos, len, STR_NUL_STOPS | (cut ? STR_CUT : 0));
		pos += len + 1;
	}
	sink_end(t);
}

static void print_statmount_ids(struct tracee *t, const struct statmount_v *st)
{
	sink_hex_field(t, "mnt_id", st->mnt_id);
	sink_hex_field(t, "mnt_parent_id", st->mnt_parent_id);
	sink_hex_field(t, "mnt_id_old", st->mnt_id_old);
	sink_hex_field(t, "mnt_parent_id_old", st->mnt_parent_id_old);
	sink_field(t, "mnt_attr");
	sink_xflags(t, &xlat_statmount_mnt_attr, st->mnt_attr, xlat_statmount_mnt_attr.dflt);
	sink_field(t, "mnt_propagation");
	sink_xflags(t, &xlat_statmount_mnt_propagation, st->mnt_propagation,
		    xlat_statmount_mnt_propagation.dflt);
	sink_hex_field(t, "mnt_peer_group", st->mnt_peer_group);
	sink_hex_field(t, "mnt_master", st->mnt_master);
}

/* The members the kernel's mask says it wrote, in the struct's order but
 * mnt_opts, which strace shows where it sits: right after size. */
static void print_statmount_members(struct tracee *t, const struct statmount_v *st,
				    const struct statmount_strs *s)
{
	uint64_t m = st->mask;
	sink_uint_field(t, "size", st->size);
	if (m & SM_MNT_OPTS)
		print_str_member(t, "mnt_opts", st->mnt_opts, s);
	sink_field(t, "mask");
	sink_xflags(t, &xlat_statmount_mask, m, xlat_statmount_mask.dflt);
	if (m & SM_SB_BASIC) {
		sink_uint_field(t, "sb_dev_major", st->sb_dev_major);
		sink_uint_field(t, "sb_dev_minor", st->sb_dev_minor);
		/* a known magic by name, any other in hex, no comment */
		sink_field(t, "sb_magic");
		sink_const(t, st->sb_magic, NUM_HEX, xlat_name(&xlat_fsmagic, st->sb_magic), NULL);
		sink_field(t, "sb_flags");
		sink_xflags(t, &xlat_statmount_sb_flags, st->sb_flags,
			    xlat_statmount_sb_flags.dflt);
	}
	if (m & SM_FS_TYPE)
		print_str_member(t, "fs_type", st->fs_type, s);
	if (m & SM_MNT_BASIC)
		print_statmount_ids(t, st);
	if (m & SM_PROPAGATE_FROM)
		sink_hex_field(t, "propagate_from", st->propagate_from);
	if (m & SM_MNT_ROOT)
		print_str_member(t, "mnt_root", st->mnt_root, s);
	if (m & SM_MNT_POINT)
		print_str_member(t, "mnt_point", st->mnt_point, s);
	if (m & SM_MNT_NS_ID)
		sink_hex_field(t, "mnt_ns_id", st->mnt_ns_id);
	if (m & SM_FS_SUBTYPE)
		print_str_member(t, "fs_subtype", st->fs_subtype, s);
	if (m & SM_SB_SOURCE)
		print_str_member(t, "sb_source", st->sb_source, s);
	if (m & SM_OPT_ARRAY)
		print_str_array(t, "opt_num", st->opt_num, "opt_array", st->opt_array, s);
	if (m & SM_OPT_SEC_ARRAY)
		print_str_array(t, "opt_sec_num", st->opt_sec_num, "opt_sec_array",
				st->opt_sec_array, s);
	if (m & SM_SUPPORTED_MASK) {
		sink_field(t, "supported_mask");
		sink_xflags(t, &xlat_statmount_mask, st->supported_mask,
			    xlat_statmount_mask.dflt);
	}
	if (m & SM_MNT_UIDMAP)
		print_str_array(t, "mnt_uidmap_num", st->mnt_uidmap_num, "mnt_uidmap",
				st->mnt_uidmap, s);
	if (m & SM_MNT_GIDMAP)
		print_str_array(t, "mnt_gidmap_num", st->mnt_gidmap_num, "mnt_gidmap",
				st->mnt_gidmap, s);
}

/* The struct statmount the call filled in its buffer of bufsize bytes:
 * as much of the struct as the buffer holds (the rest reads as zero), the
 * strings when the size the kernel wrote fits in the buffer. */
static void print_statmount(struct tracee *t, uint64_t addr, uint64_t bufsize)
{
	struct statmount_v st = {0};
	size_t fetch = bufsize < sizeof st ? (size_t)bufsize : sizeof st;
	if (fetch < sizeof st.size || t->call.is_error) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &st, fetch))
		return;
	struct statmount_strs s;
	s.n = 0;
	if (st.size > sizeof st && st.size <= bufsize) {
		s.n = st.size - sizeof st < sizeof s.buf ? st.size - sizeof st : sizeof s.buf;
		if (!mem_read(t->tid, addr + sizeof st, s.buf, s.n))
			s.n = 0;
	}
	sink_struct(t);
	print_statmount_members(t, &st, &s);
	sink_end(t);
}

/* The request at entry, the struct at exit; flags is an unsigned int in
 * hex. */
int dec_statmount(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	print_statmount(t, argu(t, 1), argu(t, 2));
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	sink_hex(t, (uint32_t)argu(t, 3));
	return DEC_DONE;
}

static void print_mnt_id(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	uint64_t id;
	memcpy(&id, elem, sizeof id);
	sink_hex(t, id);
}

/* The ids at exit: as many as the call returned; room for none is []. */
int dec_listmount(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (argu(t, 2) == 0)
		print_array(t, argu(t, 1), 0, sizeof(uint64_t), print_mnt_id, NULL);
	else if (t->call.is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_array(t, argu(t, 1), (uint64_t)t->call.rval, sizeof(uint64_t),
			    print_mnt_id, NULL);
	sink_table_arg(t, 2);
	sink_table_arg(t, 3);
	return DEC_DONE;
}

/* open_tree_attr(dfd, filename, flags, uattr, usize) */
int dec_open_tree_attr(struct tracee *t)
{
	for (int i = 0; i < 3; i++)
		sink_table_arg(t, i);
	sink_arg(t, 3);
	print_struct_mount_attr(t, argu(t, 3), argu(t, 4));
	sink_table_arg(t, 4);
	return DEC_DONE;
}
