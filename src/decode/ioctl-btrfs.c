/* btrfs's requests (<linux/btrfs.h>, type 0x94): the family, the helpers
 * its parts share (ioctl-btrfs.h), and the requests of the first API:
 * transactions and syncs, the volume arguments of device and subvolume
 * requests, subvolume flags, defrag ranges, features, the filesystem's and
 * a device's info.  The parts decode the others; those strace 6.1 does not
 * decode (the V2 lookups, encoded I/O) print their argument in hex. */
#include <sys/ioctl.h>
#include <stdio.h>
#include <sys/sysmacros.h>

#include "ioctl-btrfs.h"
#include "full.h"

extern const struct xlat xlat_ioctl_btrfs, xlat_btrfs_features_compat_ro,
	xlat_btrfs_features_incompat, xlat_btrfs_defrag_flags, xlat_btrfs_balance_ctl,
	xlat_btrfs_csum_types, xlat_btrfs_fs_info_flags, xlat_btrfs_compress_types;

void btrfs_uuid_field(struct tracee *t, const char *name, const uint8_t *u)
{
	char s[40];
	size_t n = 0;
	for (int i = 0; i < 16; i++) {
		n += (size_t)snprintf(s + n, sizeof s - n, "%02x", u[i]);
		if (i == 3 || i == 5 || i == 7 || i == 9)
			s[n++] = '-';
	}
	sink_field(t, name);
	sink_bytes(t, s, n, STR_BARE);
}

void btrfs_u64_field(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	if (v == UINT64_MAX)
		sink_const(t, v, NUM_UNSIGNED, "UINT64_MAX", NULL);
	else
		sink_uint(t, v);
}

void btrfs_objectid_field(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	sink_xval(t, &xlat_btrfs_tree_objectids, v, NULL);
}

void btrfs_key_type_field(struct tracee *t, const char *name, uint32_t v)
{
	sink_field(t, name);
	sink_xval(t, &xlat_btrfs_key_types, v, NULL);
}

void btrfs_dev_field(struct tracee *t, const char *name, uint64_t devid)
{
	sink_field(t, name);
	print_makedev(t, devid);
}

void btrfs_timespec_field(struct tracee *t, const char *name,
			  const struct btrfs_ioctl_timespec *ts)
{
	sink_field(t, name);
	sink_struct(t);
	sink_uint_field(t, "sec", ts->sec);
	sink_uint_field(t, "nsec", ts->nsec);
	sink_end(t);
	sink_time_comment(t, (int64_t)ts->sec, ts->nsec);
}

bool btrfs_rw_entry(struct tracee *t, uint64_t arg, void *buf, size_t size)
{
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, buf, size))
		return false;
	sink_op(t, " => ");
	return true;
}

bool btrfs_rw_exit(struct tracee *t, uint64_t arg, void *buf, size_t size)
{
	return !t->call.is_error && sink_fetch(t, arg, buf, size);
}

/* {fd=3, name="..."}: the device and subvolume requests of the first API. */
static void print_vol_args(struct tracee *t, uint64_t addr)
{
	struct btrfs_ioctl_vol_args a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_field(t, "fd");
	sink_fd(t, (int)a.fd);
	ioctl_cstr_field(t, "name", a.name, sizeof a.name);
	sink_end(t);
}

static void print_features(struct tracee *t, const struct btrfs_ioctl_feature_flags *f)
{
	sink_struct(t);
	/* no compat feature has a name */
	sink_field(t, "compat_flags");
	if (f->compat_flags)
		sink_const(t, f->compat_flags, NUM_HEX, NULL, "BTRFS_FEATURE_COMPAT_???");
	else
		sink_hex(t, 0);
	sink_field(t, "compat_ro_flags");
	sink_xflags(t, &xlat_btrfs_features_compat_ro, f->compat_ro_flags,
		    "BTRFS_FEATURE_COMPAT_RO_???");
	sink_field(t, "incompat_flags");
	sink_xflags(t, &xlat_btrfs_features_incompat, f->incompat_flags,
		    "BTRFS_FEATURE_INCOMPAT_???");
	sink_end(t);
}

/* [{...}, ...]: n feature sets, the comments naming what each one is. */
static void print_feature_sets(struct tracee *t, uint64_t addr, unsigned n)
{
	static const char *const what[3] = { "supported", "safe to set", "safe to clear" };
	struct btrfs_ioctl_feature_flags f[3];
	if (!sink_fetch(t, addr, f, n * sizeof f[0]))
		return;
	if (n == 1) {
		print_features(t, &f[0]);
		return;
	}
	sink_array(t);
	for (unsigned i = 0; i < n; i++) {
		sink_elem(t);
		print_features(t, &f[i]);
		if (n == 3)
			sink_comment(t, "set", "%s", what[i]);
	}
	sink_end(t);
}

static void print_defrag_range(struct tracee *t, uint64_t addr)
{
	struct btrfs_ioctl_defrag_range_args a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_uint_field(t, "start", a.start);
	btrfs_u64_field(t, "len", a.len);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_defrag_flags, a.flags, "BTRFS_DEFRAG_RANGE_???");
	sink_uint_field(t, "extent_thresh", a.extent_thresh);
	sink_field(t, "compress_type");
	sink_xval(t, &xlat_btrfs_compress_types, a.compress_type, "BTRFS_COMPRESS_???");
	sink_end(t);
}

static void print_fs_info(struct tracee *t, uint64_t addr)
{
	struct btrfs_ioctl_fs_info_args a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_uint_field(t, "max_id", a.max_id);
	sink_uint_field(t, "num_devices", a.num_devices);
	btrfs_uuid_field(t, "fsid", a.fsid);
	sink_uint_field(t, "nodesize", a.nodesize);
	sink_uint_field(t, "sectorsize", a.sectorsize);
	sink_uint_field(t, "clone_alignment", a.clone_alignment);
	/* the members the flags say the kernel filled */
	if (a.flags & BTRFS_FS_INFO_FLAG_CSUM_INFO) {
		sink_field(t, "csum_type");
		sink_xval(t, &xlat_btrfs_csum_types, a.csum_type, "BTRFS_CSUM_TYPE_???");
		sink_uint_field(t, "csum_size", a.csum_size);
	}
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_fs_info_flags, a.flags, "BTRFS_FS_INFO_FLAG_???");
	if (a.flags & BTRFS_FS_INFO_FLAG_GENERATION)
		sink_uint_field(t, "generation", a.generation);
	if (a.flags & BTRFS_FS_INFO_FLAG_METADATA_UUID)
		btrfs_uuid_field(t, "metadata_uuid", a.metadata_uuid);
	sink_end(t);
}

/* The device asked for, by id and uuid (the uuid when it is set). */
static void print_dev_info_in(struct tracee *t, const struct btrfs_ioctl_dev_info_args *ap)
{
	const struct btrfs_ioctl_dev_info_args a = *ap;
	sink_struct(t);
	btrfs_dev_field(t, "devid", a.devid);
	if (!member_zero(a.uuid, sizeof a.uuid))
		btrfs_uuid_field(t, "uuid", a.uuid);
	sink_end(t);
}

static void print_dev_info_out(struct tracee *t, uint64_t addr)
{
	struct btrfs_ioctl_dev_info_args a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	if (!member_zero(a.uuid, sizeof a.uuid))
		btrfs_uuid_field(t, "uuid", a.uuid);
	sink_uint_field(t, "bytes_used", a.bytes_used);
	sink_uint_field(t, "total_bytes", a.total_bytes);
	ioctl_cstr_field(t, "path", (const char *)a.path, sizeof a.path);
	sink_end(t);
}

static void print_subvol_flags_at(struct tracee *t, uint64_t addr)
{
	uint64_t f;
	if (sink_fetch(t, addr, &f, sizeof f))
		sink_xflags(t, &xlat_btrfs_subvol_flags, f, "BTRFS_SUBVOL_???");
}

/* [v] of a u64 at addr. */
static void print_u64_at(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_uint(t, v);
	sink_end(t);
}

static int btrfs_exit(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code == BTRFS_IOC_DEV_INFO) {
		/* the device asked for went out at entry: " => " what came */
		if (!t->call.is_error)
			print_dev_info_out(t, arg);
		sink_end(t);
		return DEC_DONE;
	}
	if (ioctl_exit_ptr(t, arg))
		return DEC_DONE;
	switch (code) {
	case BTRFS_IOC_START_SYNC: print_u64_at(t, arg); break;
	case BTRFS_IOC_SUBVOL_GETFLAGS: print_subvol_flags_at(t, arg); break;
	case BTRFS_IOC_GET_FEATURES: print_feature_sets(t, arg, 1); break;
	case BTRFS_IOC_GET_SUPPORTED_FEATURES: print_feature_sets(t, arg, 3); break;
	case BTRFS_IOC_FS_INFO: print_fs_info(t, arg); break;
	}
	return DEC_DONE;
}

static int ioctl_btrfs_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (_IOC_TYPE(code) != BTRFS_IOCTL_MAGIC)
		return IOCTL_UNKNOWN;
	int rc = btrfs_decode_search(t, code, arg);
	if (rc == IOCTL_UNKNOWN)
		rc = btrfs_decode_dev(t, code, arg);
	if (rc == IOCTL_UNKNOWN)
		rc = btrfs_decode_subvol(t, code, arg);
	if (rc != IOCTL_UNKNOWN)
		return rc;
	if (t->call.exiting)
		return btrfs_exit(t, code, arg);
	switch (code) {
	case BTRFS_IOC_TRANS_START: case BTRFS_IOC_TRANS_END: case BTRFS_IOC_SYNC:
	case BTRFS_IOC_SCRUB_CANCEL: case BTRFS_IOC_QUOTA_RESCAN_WAIT:
	case BTRFS_IOC_DEFRAG: case BTRFS_IOC_BALANCE:
		return DEC_DONE;	/* DEFRAG and BALANCE ignore their vol_args */
	case BTRFS_IOC_START_SYNC: case BTRFS_IOC_SUBVOL_GETFLAGS: case BTRFS_IOC_GET_FEATURES:
	case BTRFS_IOC_GET_SUPPORTED_FEATURES: case BTRFS_IOC_FS_INFO:
		return DEC_EXIT;
	case BTRFS_IOC_DEV_INFO: {
		struct btrfs_ioctl_dev_info_args a;
		sink_arg(t, 2);
		if (!sink_fetch(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_op(t, " => ");
		print_dev_info_in(t, &a);
		return DEC_EXIT_TAIL;
	}
	}
	sink_arg(t, 2);
	switch (code) {
	case BTRFS_IOC_BALANCE_CTL:
		sink_xval(t, &xlat_btrfs_balance_ctl, (uint32_t)arg, "BTRFS_BALANCE_CTL_???");
		break;
	case BTRFS_IOC_DEFAULT_SUBVOL: case BTRFS_IOC_WAIT_SYNC:
		print_u64_at(t, arg);
		break;
	case BTRFS_IOC_SUBVOL_SETFLAGS: print_subvol_flags_at(t, arg); break;
	case BTRFS_IOC_DEFRAG_RANGE: print_defrag_range(t, arg); break;
	case BTRFS_IOC_SET_FEATURES: print_feature_sets(t, arg, 2); break;
	case BTRFS_IOC_SNAP_CREATE: case BTRFS_IOC_RESIZE: case BTRFS_IOC_SCAN_DEV:
	case BTRFS_IOC_FORGET_DEV: case BTRFS_IOC_ADD_DEV: case BTRFS_IOC_RM_DEV:
	case BTRFS_IOC_SUBVOL_CREATE: case BTRFS_IOC_SNAP_DESTROY: case BTRFS_IOC_DEVICES_READY:
		print_vol_args(t, arg);
		break;
	default:
		sink_hex(t, arg);	/* not decoded yet */
		break;
	}
	return DEC_DONE;
}

const struct ioctl_family ioctl_family_btrfs = {
	"btrfs", &xlat_ioctl_btrfs, ioctl_btrfs_decode, NULL,
};
