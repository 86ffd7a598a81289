/* ioctl: btrfs's requests (<linux/btrfs.h>) on a descriptor that is none:
 * those with no argument, u64s, volume arguments with a descriptor and a
 * name, subvolume flags, defrag ranges with UINT64_MAX by name, feature
 * sets, and what the kernel would fill (fs and device info: their address
 * at exit, as the call fails).  Bad and short pointers print as
 * addresses. */
#include "ioctl2.h"

#include <linux/btrfs.h>

#define REQ(r) xn(r, #r)

/* The flag names of v under the -X style, as strace prints a bit set. */
static const char *flags(unsigned long long v, const char *names, const char *raw_rest)
{
	static char bufs[4][256];
	static unsigned next;
	char *b = bufs[next++ % 4];
	if (xstyle() == X_RAW)
		snprintf(b, sizeof bufs[0], "%#llx", v);
	else if (xstyle() == X_VERBOSE)
		snprintf(b, sizeof bufs[0], "%#llx /* %s%s */", v, names, raw_rest);
	else
		snprintf(b, sizeof bufs[0], "%s%s", names, raw_rest);
	return b;
}

static void test_plain(void)
{
	static const struct { unsigned long req; const char *name; } none[] = {
		{ BTRFS_IOC_TRANS_START, "BTRFS_IOC_TRANS_START" },
		{ BTRFS_IOC_TRANS_END, "BTRFS_IOC_TRANS_END" }, { BTRFS_IOC_SYNC, "BTRFS_IOC_SYNC" },
		{ BTRFS_IOC_SCRUB_CANCEL, "BTRFS_IOC_SCRUB_CANCEL" },
		{ BTRFS_IOC_DEFRAG, "BTRFS_IOC_DEFRAG" }, { BTRFS_IOC_BALANCE, "BTRFS_IOC_BALANCE" },
	};
	for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
		long rc = ioc(-1, none[i].req, (void *)0x123);
		expect(rc, "EBADF", "ioctl(-1, %s)", xn(none[i].req, none[i].name));
	}
	long rc = ioc(-1, BTRFS_IOC_BALANCE_CTL, (void *)BTRFS_BALANCE_CTL_CANCEL);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(BTRFS_IOC_BALANCE_CTL),
	       xn(BTRFS_BALANCE_CTL_CANCEL, "BTRFS_BALANCE_CTL_CANCEL"));
	rc = ioc(-1, BTRFS_IOC_BALANCE_CTL, (void *)7);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(BTRFS_IOC_BALANCE_CTL),
	       xunk(7, "BTRFS_BALANCE_CTL_???"));

	uint64_t *u = tail_of(sizeof *u);
	*u = 0xfedcba9876543210ULL;
	rc = ioc(-1, BTRFS_IOC_WAIT_SYNC, u);
	expect(rc, "EBADF", "ioctl(-1, %s, [%llu])", REQ(BTRFS_IOC_WAIT_SYNC),
	       (unsigned long long)*u);
	rc = ioc(-1, BTRFS_IOC_DEFAULT_SUBVOL, (char *)u + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_DEFAULT_SUBVOL), (char *)u + 1);
	rc = ioc(-1, BTRFS_IOC_START_SYNC, u);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_START_SYNC), (void *)u);

	*u = BTRFS_SUBVOL_RDONLY | 0x100;
	rc = ioc(-1, BTRFS_IOC_SUBVOL_SETFLAGS, u);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(BTRFS_IOC_SUBVOL_SETFLAGS),
	       flags(*u, "BTRFS_SUBVOL_RDONLY", "|0x100"));
	*u = 0x100;
	rc = ioc(-1, BTRFS_IOC_SUBVOL_SETFLAGS, u);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(BTRFS_IOC_SUBVOL_SETFLAGS),
	       xunk(0x100, "BTRFS_SUBVOL_???"));
	rc = ioc(-1, BTRFS_IOC_SUBVOL_GETFLAGS, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(BTRFS_IOC_SUBVOL_GETFLAGS));
}

static void test_vol_args(void)
{
	struct btrfs_ioctl_vol_args *a = tail_of(sizeof *a);
	a->fd = 0;
	strcpy(a->name, "/dev/sdz9");
	static const struct { unsigned long req; const char *name; } reqs[] = {
		{ BTRFS_IOC_SCAN_DEV, "BTRFS_IOC_SCAN_DEV" }, { BTRFS_IOC_ADD_DEV, "BTRFS_IOC_ADD_DEV" },
		{ BTRFS_IOC_RM_DEV, "BTRFS_IOC_RM_DEV" }, { BTRFS_IOC_RESIZE, "BTRFS_IOC_RESIZE" },
		{ BTRFS_IOC_SNAP_CREATE, "BTRFS_IOC_SNAP_CREATE" },
		{ BTRFS_IOC_SNAP_DESTROY, "BTRFS_IOC_SNAP_DESTROY" },
	};
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		long rc = ioc(-1, reqs[i].req, a);
		expect(rc, "EBADF", "ioctl(-1, %s, {fd=0, name=\"/dev/sdz9\"})",
		       xn(reqs[i].req, reqs[i].name));
	}
	/* a name with no NUL: cut before the last byte, "..." */
	a->fd = -1;
	memset(a->name, 'x', sizeof a->name);
	long rc = ioc(-1, BTRFS_IOC_FORGET_DEV, a);
	char name[sizeof a->name];
	memset(name, 'x', sizeof name - 1);
	name[sizeof name - 1] = '\0';
	/* longer than expect()'s buffer: the line by hand */
	if (rc != -1 || errno != EBADF)
		abort();
	printf("ioctl(-1, %s, {fd=-1, name=\"%s\"...}) = -1 EBADF (%s)\n",
	       REQ(BTRFS_IOC_FORGET_DEV), name, strerror(EBADF));
	rc = ioc(-1, BTRFS_IOC_DEVICES_READY, (char *)a + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_DEVICES_READY), (char *)a + 1);
}

static void test_defrag(void)
{
	struct btrfs_ioctl_defrag_range_args *d = tail_of(sizeof *d);
	d->start = 4096;
	d->len = UINT64_MAX;
	d->flags = BTRFS_DEFRAG_RANGE_COMPRESS | BTRFS_DEFRAG_RANGE_START_IO;
	d->extent_thresh = 65536;
	d->compress_type = 3;
	const char *max = xstyle() == X_RAW ? "18446744073709551615" :
			  xstyle() == X_VERBOSE ? "18446744073709551615 /* UINT64_MAX */" :
			  "UINT64_MAX";
	long rc = ioc(-1, BTRFS_IOC_DEFRAG_RANGE, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=4096, len=%s, flags=%s, extent_thresh=65536, "
	       "compress_type=%s})", REQ(BTRFS_IOC_DEFRAG_RANGE), max,
	       flags(3, "BTRFS_DEFRAG_RANGE_COMPRESS|BTRFS_DEFRAG_RANGE_START_IO", ""),
	       xn(3, "BTRFS_COMPRESS_ZSTD"));
	d->len = 100;
	d->flags = 0x10;
	d->compress_type = 9;
	rc = ioc(-1, BTRFS_IOC_DEFRAG_RANGE, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=4096, len=100, flags=%s, extent_thresh=65536, "
	       "compress_type=%s})", REQ(BTRFS_IOC_DEFRAG_RANGE),
	       xunk(0x10, "BTRFS_DEFRAG_RANGE_???"), xunk(9, "BTRFS_COMPRESS_???"));
	rc = ioc(-1, BTRFS_IOC_DEFRAG_RANGE, (char *)d + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_DEFRAG_RANGE), (char *)d + 4);
}

static void test_features(void)
{
	struct btrfs_ioctl_feature_flags *f = tail_of(2 * sizeof *f);
	f[0].compat_flags = 0;
	f[0].compat_ro_flags = BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE;
	f[0].incompat_flags = BTRFS_FEATURE_INCOMPAT_NO_HOLES | (1ULL << 40);
	f[1].compat_flags = 0x4;
	f[1].compat_ro_flags = 0;
	f[1].incompat_flags = 0;
	long rc = ioc(-1, BTRFS_IOC_SET_FEATURES, f);
	expect(rc, "EBADF", "ioctl(-1, %s, [{compat_flags=0, compat_ro_flags=%s, "
	       "incompat_flags=%s}, {compat_flags=%s, compat_ro_flags=0, incompat_flags=0}])",
	       REQ(BTRFS_IOC_SET_FEATURES),
	       flags(BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE,
		     "BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE", ""),
	       flags(BTRFS_FEATURE_INCOMPAT_NO_HOLES | (1ULL << 40),
		     "BTRFS_FEATURE_INCOMPAT_NO_HOLES", "|0x10000000000"),
	       xunk(4, "BTRFS_FEATURE_COMPAT_???"));
	rc = ioc(-1, BTRFS_IOC_SET_FEATURES, f + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SET_FEATURES), (void *)(f + 1));
	rc = ioc(-1, BTRFS_IOC_GET_FEATURES, f);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_GET_FEATURES), (void *)f);
	rc = ioc(-1, BTRFS_IOC_GET_SUPPORTED_FEATURES, f);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_GET_SUPPORTED_FEATURES), (void *)f);
}

static void test_info(void)
{
	void *p = tail_of(sizeof(struct btrfs_ioctl_fs_info_args));
	long rc = ioc(-1, BTRFS_IOC_FS_INFO, p);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_FS_INFO), p);
	rc = ioc(-1, BTRFS_IOC_FS_INFO, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(BTRFS_IOC_FS_INFO));

	struct btrfs_ioctl_dev_info_args *d = tail_of(sizeof *d);
	d->devid = 0x801;	/* a device number: makedev(0x8, 0x1) */
	const char *dev = xstyle() == X_ABBREV ? "makedev(0x8, 0x1)" :
			  xstyle() == X_RAW ? "0x801" : "0x801 /* makedev(0x8, 0x1) */";
	rc = ioc(-1, BTRFS_IOC_DEV_INFO, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {devid=%s})", REQ(BTRFS_IOC_DEV_INFO), dev);
	for (int i = 0; i < 16; i++)
		d->uuid[i] = (uint8_t)(0xf0 + i);
	rc = ioc(-1, BTRFS_IOC_DEV_INFO, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {devid=%s, uuid=f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfeff})",
	       REQ(BTRFS_IOC_DEV_INFO), dev);
	rc = ioc(-1, BTRFS_IOC_DEV_INFO, (char *)d + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(BTRFS_IOC_DEV_INFO), (char *)d + 1);

	/* strace 6.1 decodes no V2 destroy: the argument in hex */
	rc = ioc(-1, BTRFS_IOC_SNAP_DESTROY_V2, (void *)0xbeef);
	expect(rc, "EBADF", "ioctl(-1, %s, 0xbeef)", REQ(BTRFS_IOC_SNAP_DESTROY_V2));
}

int main(void)
{
	test_plain();
	test_vol_args();
	test_defrag();
	test_features();
	test_info();
	return 0;
}
