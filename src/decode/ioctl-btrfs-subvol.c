/* btrfs's requests on subvolumes, qgroups and quotas (ioctl-btrfs.h):
 * SNAP_CREATE_V2 and SUBVOL_CREATE_V2 with the qgroups they inherit,
 * SET_RECEIVED_SUBVOL, QGROUP_ASSIGN, QGROUP_CREATE, QGROUP_LIMIT,
 * QUOTA_CTL, QUOTA_RESCAN and its status; and FILE_EXTENT_SAME (VFS's
 * FIDEDUPERANGE), which no other family decodes. */
#include <stddef.h>
#include <linux/fs.h>

#include "ioctl-btrfs.h"

extern const struct xlat xlat_btrfs_qgroup_inherit_flags, xlat_btrfs_qgroup_limit_flags,
	xlat_btrfs_quota_ctl_cmds;

static void print_qgroup_limit(struct tracee *t, const struct btrfs_qgroup_limit *l)
{
	sink_field(t, "lim");
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_qgroup_limit_flags, l->flags, "BTRFS_QGROUP_LIMIT_???");
	sink_uint_field(t, "max_rfer", l->max_rfer);
	sink_uint_field(t, "max_excl", l->max_excl);
	sink_uint_field(t, "rsv_rfer", l->rsv_rfer);
	sink_uint_field(t, "rsv_excl", l->rsv_excl);
	sink_end(t);
}

static void print_u64_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	uint64_t v;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

/* The qgroups a new subvolume joins, the limits it gets: the ids only
 * under -v. */
static void print_qgroup_inherit(struct tracee *t, uint64_t addr)
{
	struct btrfs_qgroup_inherit q;
	sink_field(t, "qgroup_inherit");
	if (!sink_fetch(t, addr, &q, sizeof q))
		return;
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_qgroup_inherit_flags, q.flags, "BTRFS_QGROUP_INHERIT_???");
	sink_uint_field(t, "num_qgroups", q.num_qgroups);
	sink_uint_field(t, "num_ref_copies", q.num_ref_copies);
	sink_uint_field(t, "num_excl_copies", q.num_excl_copies);
	print_qgroup_limit(t, &q.lim);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		sink_field(t, "qgroups");
		print_array(t, addr + offsetof(struct btrfs_qgroup_inherit, qgroups),
			    q.num_qgroups, sizeof(uint64_t), print_u64_elem, NULL);
	}
	sink_end(t);
}

/* The parent's descriptor, the flags, what a qgroup_inherit says, the
 * name; at exit the transaction. */
static int decode_create_v2(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_vol_args_v2 a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_struct(t);
		sink_field(t, "fd");
		sink_fd(t, (int)a.fd);
		sink_field(t, "flags");
		sink_xflags(t, &xlat_btrfs_subvol_flags, a.flags, "BTRFS_SUBVOL_???");
		if (a.flags & BTRFS_SUBVOL_QGROUP_INHERIT) {
			sink_uint_field(t, "size", a.size);
			print_qgroup_inherit(t, (uint64_t)(uintptr_t)a.qgroup_inherit);
		}
		ioctl_cstr_field(t, "name", a.name, sizeof a.name);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		sink_uint_field(t, "transid", a.transid);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

static int decode_received_subvol(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_received_subvol_args a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_struct(t);
		btrfs_uuid_field(t, "uuid", (const uint8_t *)a.uuid);
		sink_uint_field(t, "stransid", a.stransid);
		btrfs_timespec_field(t, "stime", &a.stime);
		sink_uint_field(t, "flags", a.flags);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		sink_uint_field(t, "rtransid", a.rtransid);
		btrfs_timespec_field(t, "rtime", &a.rtime);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

/* The structs the call only reads, at entry. */
static void print_qgroup_in(struct tracee *t, unsigned code, uint64_t arg)
{
	union {
		struct btrfs_ioctl_qgroup_assign_args assign;
		struct btrfs_ioctl_qgroup_create_args create;
		struct btrfs_ioctl_quota_ctl_args ctl;
		struct btrfs_ioctl_quota_rescan_args rescan;
	} u;
	size_t size = code == BTRFS_IOC_QGROUP_ASSIGN ? sizeof u.assign :
		      code == BTRFS_IOC_QGROUP_CREATE ? sizeof u.create :
		      code == BTRFS_IOC_QUOTA_CTL ? sizeof u.ctl : sizeof u.rescan;
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &u, size))
		return;
	sink_struct(t);
	switch (code) {
	case BTRFS_IOC_QGROUP_ASSIGN:
		sink_uint_field(t, "assign", u.assign.assign);
		sink_uint_field(t, "src", u.assign.src);
		sink_uint_field(t, "dst", u.assign.dst);
		break;
	case BTRFS_IOC_QGROUP_CREATE:
		sink_uint_field(t, "create", u.create.create);
		sink_uint_field(t, "qgroupid", u.create.qgroupid);
		break;
	case BTRFS_IOC_QUOTA_CTL:
		sink_field(t, "cmd");
		sink_xval(t, &xlat_btrfs_quota_ctl_cmds, u.ctl.cmd, "BTRFS_QUOTA_CTL_???");
		break;
	default:
		sink_uint_field(t, "flags", u.rescan.flags);
		break;
	}
	sink_end(t);
}

/* QGROUP_LIMIT and QUOTA_RESCAN_STATUS: strace shows them at exit alone. */
static void print_qgroup_out(struct tracee *t, unsigned code, uint64_t arg)
{
	union {
		struct btrfs_ioctl_qgroup_limit_args limit;
		struct btrfs_ioctl_quota_rescan_args rescan;
	} u;
	size_t size = code == BTRFS_IOC_QGROUP_LIMIT ? sizeof u.limit : sizeof u.rescan;
	if (ioctl_exit_ptr(t, arg) || !sink_fetch(t, arg, &u, size))
		return;
	sink_struct(t);
	if (code == BTRFS_IOC_QGROUP_LIMIT) {
		sink_uint_field(t, "qgroupid", u.limit.qgroupid);
		print_qgroup_limit(t, &u.limit.lim);
	} else {
		sink_uint_field(t, "flags", u.rescan.flags);
		btrfs_objectid_field(t, "progress", u.rescan.progress);
	}
	sink_end(t);
}

/* How many destinations print: two and "..." unless -v (strace's limit,
 * before the -s one). */
static uint64_t dedupe_limit(struct tracee *t, uint16_t n)
{
	uint64_t limit = array_limit(t);
	return abbrev(t) && n > 2 && limit > 2 ? 2 : limit;
}

static void print_dedupe_in(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	struct file_dedupe_range_info i;
	memcpy(&i, elem, sizeof i);
	sink_struct(t);
	sink_field(t, "dest_fd");
	sink_fd(t, (int)i.dest_fd);
	sink_uint_field(t, "dest_offset", i.dest_offset);
	sink_end(t);
}

static void print_dedupe_out(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	struct file_dedupe_range_info i;
	memcpy(&i, elem, sizeof i);
	sink_struct(t);
	sink_uint_field(t, "bytes_deduped", i.bytes_deduped);
	sink_int_field(t, "status", i.status);
	sink_end(t);
}

/* Whether every destination the array printer reads (those before the cut
 * and the one it stops at) is readable: strace decodes the exit only then. */
static bool dedupe_readable(struct tracee *t, uint64_t addr, uint16_t n)
{
	uint64_t read = dedupe_limit(t, n) + 1;
	if (read > n)
		read = n;
	for (uint64_t i = 0; i < read; i++) {
		struct file_dedupe_range_info info;
		if (!mem_read(t->tid, addr + i * sizeof info, &info, sizeof info))
			return false;
	}
	return n > 0;
}

static int decode_dedupe(struct tracee *t, uint64_t arg)
{
	struct file_dedupe_range r;
	uint64_t info = arg + offsetof(struct file_dedupe_range, info);
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &r, sizeof r))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "src_offset", r.src_offset);
		sink_uint_field(t, "src_length", r.src_length);
		sink_uint_field(t, "dest_count", r.dest_count);
		sink_field(t, "info");
		print_array_upto(t, info, r.dest_count, sizeof(struct file_dedupe_range_info),
				 true, dedupe_limit(t, r.dest_count), print_dedupe_in, NULL);
		sink_end(t);
		if (!dedupe_readable(t, info, r.dest_count)) {
			sink_end(t);
			return DEC_DONE;
		}
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &r, sizeof r)) {
		sink_struct(t);
		sink_field(t, "info");
		print_array_upto(t, info, r.dest_count, sizeof(struct file_dedupe_range_info),
				 true, dedupe_limit(t, r.dest_count), print_dedupe_out, NULL);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

int btrfs_decode_subvol(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
		return decode_create_v2(t, arg);
	case BTRFS_IOC_SET_RECEIVED_SUBVOL: return decode_received_subvol(t, arg);
	case BTRFS_IOC_FILE_EXTENT_SAME: return decode_dedupe(t, arg);
	case BTRFS_IOC_QGROUP_ASSIGN: case BTRFS_IOC_QGROUP_CREATE:
	case BTRFS_IOC_QUOTA_CTL: case BTRFS_IOC_QUOTA_RESCAN:
		print_qgroup_in(t, code, arg);
		return DEC_DONE;
	case BTRFS_IOC_QGROUP_LIMIT: case BTRFS_IOC_QUOTA_RESCAN_STATUS:
		if (!t->call.exiting)
			return DEC_EXIT;
		print_qgroup_out(t, code, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}
