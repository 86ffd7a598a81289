/* ioctl: the btrfs requests with structs of their own, on a descriptor
 * that is none, so only what the call reads prints: tree search keys (the
 * free range's bounds only under -v), lookups, send's clone sources (an
 * array under -v), balance filters, scrub, device replace and stats,
 * qgroups and quotas, V2 subvolume creation with the qgroups it inherits,
 * received subvolumes, dedupe ranges (two destinations unless -v).  Bad
 * and short pointers print as addresses; the requests strace shows at
 * exit alone print their address, as the call fails. */
#include "ioctl2.h"

#include <stdint.h>
#include <time.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/fs.h>

#define REQ(r) xn(r, #r)
#define EBADF_LINE(...) expect(rc, "EBADF", __VA_ARGS__)

/* A value -X shows in decimal, as strace shows objectids and key types. */
static const char *xd(unsigned long long v, const char *name)
{
	static char bufs[16][160];
	static unsigned next;
	char *b = bufs[next++ % 16];
	if (xstyle() == X_ABBREV)
		snprintf(b, sizeof bufs[0], "%s", name);
	else if (xstyle() == X_RAW)
		snprintf(b, sizeof bufs[0], "%llu", v);
	else
		snprintf(b, sizeof bufs[0], "%llu /* %s */", v, name);
	return b;
}

/* A bit set v whose names are names. */
static const char *xf(unsigned long long v, const char *names)
{
	static char bufs[16][512];
	static unsigned next;
	char *b = bufs[next++ % 16];
	if (xstyle() == X_ABBREV)
		snprintf(b, sizeof bufs[0], "%s", names);
	else if (xstyle() == X_RAW)
		snprintf(b, sizeof bufs[0], "%#llx", v);
	else
		snprintf(b, sizeof bufs[0], "%#llx /* %s */", v, names);
	return b;
}

#define MAX64 xd(UINT64_MAX, "UINT64_MAX")
#define DEV801 xf(0x801, "makedev(0x8, 0x1)")

static void test_search(void)
{
	struct btrfs_ioctl_search_key *k = tail_of(sizeof *k);
	k->tree_id = BTRFS_FS_TREE_OBJECTID;
	k->min_objectid = BTRFS_FIRST_FREE_OBJECTID;
	k->max_objectid = BTRFS_LAST_FREE_OBJECTID;
	k->max_offset = UINT64_MAX;
	k->min_transid = 7;
	k->max_transid = UINT64_MAX - 1;
	k->min_type = BTRFS_INODE_ITEM_KEY;
	k->max_type = UINT32_MAX;
	k->nr_items = 10;
	char bounds[256] = "";
	if (xv())
		snprintf(bounds, sizeof bounds, "min_objectid=%s, max_objectid=%s, ",
			 xd(BTRFS_FIRST_FREE_OBJECTID, "BTRFS_FIRST_FREE_OBJECTID"),
			 xd(BTRFS_LAST_FREE_OBJECTID, "BTRFS_LAST_FREE_OBJECTID"));
	/* the key alone is read: the buffer after it is the kernel's */
	long rc = ioc(-1, BTRFS_IOC_TREE_SEARCH, k);
	EBADF_LINE("ioctl(-1, %s, {key={tree_id=%s, %smin_offset=0, max_offset=%s, "
		   "min_transid=7, max_transid=18446744073709551614, min_type=%s, max_type=%s, "
		   "nr_items=10}})", REQ(BTRFS_IOC_TREE_SEARCH),
		   xd(BTRFS_FS_TREE_OBJECTID, "BTRFS_FS_TREE_OBJECTID"), bounds, MAX64,
		   xd(BTRFS_INODE_ITEM_KEY, "BTRFS_INODE_ITEM_KEY"), xd(UINT32_MAX, "UINT32_MAX"));

	/* unnamed ids and types in decimal, no comment */
	k->tree_id = 300;
	k->min_objectid = 0;
	k->max_objectid = BTRFS_CSUM_TREE_OBJECTID;
	k->max_offset = 5;
	k->max_transid = 8;
	k->min_type = 99;
	k->max_type = BTRFS_ROOT_ITEM_KEY;
	rc = ioc(-1, BTRFS_IOC_TREE_SEARCH, k);
	EBADF_LINE("ioctl(-1, %s, {key={tree_id=300, min_objectid=0, max_objectid=%s, "
		   "min_offset=0, max_offset=5, min_transid=7, max_transid=8, min_type=99, "
		   "max_type=%s, nr_items=10}})", REQ(BTRFS_IOC_TREE_SEARCH),
		   xd(BTRFS_CSUM_TREE_OBJECTID, "BTRFS_CSUM_TREE_OBJECTID"),
		   xd(BTRFS_ROOT_ITEM_KEY, "BTRFS_ROOT_ITEM_KEY"));
	rc = ioc(-1, BTRFS_IOC_TREE_SEARCH, (char *)k + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_TREE_SEARCH), (char *)k + 1);
	rc = ioc(-1, BTRFS_IOC_TREE_SEARCH, NULL);
	EBADF_LINE("ioctl(-1, %s, NULL)", REQ(BTRFS_IOC_TREE_SEARCH));

	struct btrfs_ioctl_search_args_v2 *v2 = tail_of(sizeof *v2);
	v2->key = *k;
	v2->key.nr_items = 1;
	v2->buf_size = 65536;
	rc = ioc(-1, BTRFS_IOC_TREE_SEARCH_V2, v2);
	EBADF_LINE("ioctl(-1, %s, {key={tree_id=300, min_objectid=0, max_objectid=%s, "
		   "min_offset=0, max_offset=5, min_transid=7, max_transid=8, min_type=99, "
		   "max_type=%s, nr_items=1}, buf_size=65536})", REQ(BTRFS_IOC_TREE_SEARCH_V2),
		   xd(BTRFS_CSUM_TREE_OBJECTID, "BTRFS_CSUM_TREE_OBJECTID"),
		   xd(BTRFS_ROOT_ITEM_KEY, "BTRFS_ROOT_ITEM_KEY"));
	/* the key is readable, buf_size is not */
	rc = ioc(-1, BTRFS_IOC_TREE_SEARCH_V2, (char *)v2 + 4);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_TREE_SEARCH_V2), (char *)v2 + 4);
}

static void test_lookup(void)
{
	struct btrfs_ioctl_ino_lookup_args *l = tail_of(sizeof *l);
	l->objectid = BTRFS_FIRST_FREE_OBJECTID;
	long rc = ioc(-1, BTRFS_IOC_INO_LOOKUP, l);
	EBADF_LINE("ioctl(-1, %s, {treeid=0, objectid=%s})", REQ(BTRFS_IOC_INO_LOOKUP),
		   xd(BTRFS_FIRST_FREE_OBJECTID, "BTRFS_FIRST_FREE_OBJECTID"));
	rc = ioc(-1, BTRFS_IOC_INO_LOOKUP, (char *)l + 8);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_INO_LOOKUP), (char *)l + 8);

	struct btrfs_ioctl_ino_path_args *p = tail_of(sizeof *p);
	p->inum = 257;
	p->size = 4096;
	rc = ioc(-1, BTRFS_IOC_INO_PATHS, p);
	EBADF_LINE("ioctl(-1, %s, {inum=257, size=4096, fspath=NULL})", REQ(BTRFS_IOC_INO_PATHS));
	p->fspath = 0xfacefeed;
	rc = ioc(-1, BTRFS_IOC_INO_PATHS, p);
	EBADF_LINE("ioctl(-1, %s, {inum=257, size=4096, fspath=0xfacefeed})",
		   REQ(BTRFS_IOC_INO_PATHS));

	struct btrfs_ioctl_logical_ino_args *g = tail_of(sizeof *g);
	g->logical = 1 << 20;
	g->size = 65536;
	rc = ioc(-1, BTRFS_IOC_LOGICAL_INO, g);
	EBADF_LINE("ioctl(-1, %s, {logical=1048576, size=65536, flags=0, inodes=NULL})",
		   REQ(BTRFS_IOC_LOGICAL_INO));
	/* reserved words show when one is set */
	g->reserved[1] = 5;
	g->flags = BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET | 4;
	g->inodes = 0xbeef;
	rc = ioc(-1, BTRFS_IOC_LOGICAL_INO, g);
	EBADF_LINE("ioctl(-1, %s, {logical=1048576, size=65536, reserved=[0, 0x5, 0], flags=%s, "
		   "inodes=0xbeef})", REQ(BTRFS_IOC_LOGICAL_INO),
		   xf(g->flags, "BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET|0x4"));
	g->flags = 4;
	rc = ioc(-1, BTRFS_IOC_LOGICAL_INO, g);
	EBADF_LINE("ioctl(-1, %s, {logical=1048576, size=65536, reserved=[0, 0x5, 0], flags=%s, "
		   "inodes=0xbeef})", REQ(BTRFS_IOC_LOGICAL_INO),
		   xunk(4, "BTRFS_LOGICAL_INO_ARGS_???"));
	/* strace 6.1 leaves the V2 request's argument in hex */
	rc = ioc(-1, BTRFS_IOC_LOGICAL_INO_V2, g);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_LOGICAL_INO_V2), (void *)g);
	rc = ioc(-1, BTRFS_IOC_LOGICAL_INO, (char *)g + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_LOGICAL_INO), (char *)g + 1);
}

static void test_send_space(void)
{
	uint64_t *src = tail_of(3 * sizeof *src);
	src[0] = BTRFS_FS_TREE_OBJECTID;
	src[1] = BTRFS_FIRST_FREE_OBJECTID;
	src[2] = 999;
	struct btrfs_ioctl_send_args *s = tail_of(sizeof *s);
	s->send_fd = 1;
	s->clone_sources_count = 3;
	s->clone_sources = (__u64 *)src;
	s->parent_root = BTRFS_FIRST_FREE_OBJECTID;
	s->flags = BTRFS_SEND_FLAG_NO_FILE_DATA | BTRFS_SEND_FLAG_COMPRESSED;
	char sources[256];
	if (xv())
		snprintf(sources, sizeof sources, "[%s, %s, 999]",
			 xd(BTRFS_FS_TREE_OBJECTID, "BTRFS_FS_TREE_OBJECTID"),
			 xd(BTRFS_FIRST_FREE_OBJECTID, "BTRFS_FIRST_FREE_OBJECTID"));
	else
		snprintf(sources, sizeof sources, "%p", (void *)src);
	long rc = ioc(-1, BTRFS_IOC_SEND, s);
	EBADF_LINE("ioctl(-1, %s, {send_fd=1, clone_sources_count=3, clone_sources=%s, "
		   "parent_root=%s, flags=%s})", REQ(BTRFS_IOC_SEND), sources,
		   xd(BTRFS_FIRST_FREE_OBJECTID, "BTRFS_FIRST_FREE_OBJECTID"),
		   xf(s->flags, "BTRFS_SEND_FLAG_NO_FILE_DATA|BTRFS_SEND_FLAG_COMPRESSED"));
	/* sources that run into an unmapped page: "..." and where under -v */
	s->clone_sources = (__u64 *)(src + 1);
	s->parent_root = 0;
	s->flags = 0x100;
	if (xv())
		snprintf(sources, sizeof sources, "[%s, 999, ... /* %p */]",
			 xd(BTRFS_FIRST_FREE_OBJECTID, "BTRFS_FIRST_FREE_OBJECTID"),
			 (void *)(src + 3));
	else
		snprintf(sources, sizeof sources, "%p", (void *)(src + 1));
	rc = ioc(-1, BTRFS_IOC_SEND, s);
	EBADF_LINE("ioctl(-1, %s, {send_fd=1, clone_sources_count=3, clone_sources=%s, "
		   "parent_root=0, flags=%s})", REQ(BTRFS_IOC_SEND), sources,
		   xunk(0x100, "BTRFS_SEND_FLAGS_???"));
	rc = ioc(-1, BTRFS_IOC_SEND, (char *)s + 8);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SEND), (char *)s + 8);

	struct btrfs_ioctl_space_args *sp = tail_of(sizeof *sp);
	sp->space_slots = 4;
	rc = ioc(-1, BTRFS_IOC_SPACE_INFO, sp);
	EBADF_LINE("ioctl(-1, %s, {space_slots=4})", REQ(BTRFS_IOC_SPACE_INFO));
	rc = ioc(-1, BTRFS_IOC_SPACE_INFO, (char *)sp + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SPACE_INFO), (char *)sp + 1);
}

static void test_dev(void)
{
	struct btrfs_ioctl_scrub_args *sc = tail_of(sizeof *sc);
	sc->devid = 0x801;
	sc->start = 4096;
	sc->end = UINT64_MAX;
	sc->flags = BTRFS_SCRUB_READONLY;
	long rc = ioc(-1, BTRFS_IOC_SCRUB, sc);
	EBADF_LINE("ioctl(-1, %s, {devid=%s, start=4096, end=%s, flags=%s})",
		   REQ(BTRFS_IOC_SCRUB), DEV801, MAX64, xf(1, "BTRFS_SCRUB_READONLY"));
	sc->flags = 6;
	sc->end = 8192;
	rc = ioc(-1, BTRFS_IOC_SCRUB, sc);
	EBADF_LINE("ioctl(-1, %s, {devid=%s, start=4096, end=8192, flags=%s})",
		   REQ(BTRFS_IOC_SCRUB), DEV801, xunk(6, "BTRFS_SCRUB_???"));
	rc = ioc(-1, BTRFS_IOC_SCRUB_PROGRESS, sc);
	EBADF_LINE("ioctl(-1, %s, {devid=%s})", REQ(BTRFS_IOC_SCRUB_PROGRESS), DEV801);
	rc = ioc(-1, BTRFS_IOC_SCRUB_PROGRESS, (char *)sc + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SCRUB_PROGRESS), (char *)sc + 1);

	struct btrfs_ioctl_balance_args *b = tail_of(sizeof *b);
	b->flags = BTRFS_BALANCE_DATA | BTRFS_BALANCE_FORCE;
	b->data.profiles = BTRFS_BLOCK_GROUP_RAID1 | BTRFS_BLOCK_GROUP_RAID1C3;
	b->data.usage = 90;
	b->data.devid = 0x801;
	b->data.pend = UINT64_MAX;
	b->data.target = BTRFS_BLOCK_GROUP_DUP;
	b->data.flags = BTRFS_BALANCE_ARGS_USAGE | BTRFS_BALANCE_ARGS_CONVERT;
	b->meta.usage = 1;	/* not shown: the flags name no metadata */
	rc = ioc(-1, BTRFS_IOC_BALANCE_V2, b);
	/* RAID1C3 is newer than strace's names */
	EBADF_LINE("ioctl(-1, %s, {flags=%s, data={profiles=%s, usage=90, devid=%s, pstart=0, "
		   "pend=%s, vstart=0, vend=0, target=%llu, flags=%s}})", REQ(BTRFS_IOC_BALANCE_V2),
		   xf(b->flags, "BTRFS_BALANCE_DATA|BTRFS_BALANCE_FORCE"),
		   xf(b->data.profiles, "BTRFS_BLOCK_GROUP_RAID1|0x200"), DEV801, MAX64,
		   (unsigned long long)BTRFS_BLOCK_GROUP_DUP,
		   xf(b->data.flags, "BTRFS_BALANCE_ARGS_USAGE|BTRFS_BALANCE_ARGS_CONVERT"));
	b->flags = BTRFS_BALANCE_SYSTEM | 0x40;
	b->sys.profiles = 1ULL << 60;
	b->sys.devid = 0x801;
	b->sys.flags = 1ULL << 40;
	rc = ioc(-1, BTRFS_IOC_BALANCE_V2, b);
	EBADF_LINE("ioctl(-1, %s, {flags=%s, sys={profiles=%s, usage=0, devid=%s, pstart=0, "
		   "pend=0, vstart=0, vend=0, target=0, flags=%s}})", REQ(BTRFS_IOC_BALANCE_V2),
		   xf(b->flags, "BTRFS_BALANCE_SYSTEM|0x40"),
		   xunk(1ULL << 60, "BTRFS_BLOCK_GROUP_???"), DEV801,
		   xunk(1ULL << 40, "BTRFS_BALANCE_ARGS_???"));
	rc = ioc(-1, BTRFS_IOC_BALANCE_V2, (char *)b + 8);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_BALANCE_V2), (char *)b + 8);
	/* the kernel would fill it: shown at exit, the address as it fails */
	rc = ioc(-1, BTRFS_IOC_BALANCE_PROGRESS, b);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_BALANCE_PROGRESS), (void *)b);

	struct btrfs_ioctl_dev_replace_args *r = tail_of(sizeof *r);
	r->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_START;
	r->start.srcdevid = 0x801;
	r->start.cont_reading_from_srcdev_mode =
		BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID;
	strcpy((char *)r->start.srcdev_name, "/dev/sdz1");
	strcpy((char *)r->start.tgtdev_name, "/dev/sdy1");
	rc = ioc(-1, BTRFS_IOC_DEV_REPLACE, r);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s, start={srcdevid=%s, cont_reading_from_srcdev_mode=%s, "
		   "srcdev_name=\"/dev/sdz1\", tgtdev_name=\"/dev/sdy1\"}})",
		   REQ(BTRFS_IOC_DEV_REPLACE), xn(0, "BTRFS_IOCTL_DEV_REPLACE_CMD_START"), DEV801,
		   xn(1, "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID"));
	r->start.cont_reading_from_srcdev_mode = 5;
	rc = ioc(-1, BTRFS_IOC_DEV_REPLACE, r);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s, start={srcdevid=%s, cont_reading_from_srcdev_mode=%s, "
		   "srcdev_name=\"/dev/sdz1\", tgtdev_name=\"/dev/sdy1\"}})",
		   REQ(BTRFS_IOC_DEV_REPLACE), xn(0, "BTRFS_IOCTL_DEV_REPLACE_CMD_START"), DEV801,
		   xunk(5, "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_???"));
	r->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL;
	rc = ioc(-1, BTRFS_IOC_DEV_REPLACE, r);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s})", REQ(BTRFS_IOC_DEV_REPLACE),
		   xn(BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL, "BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL"));
	r->cmd = 7;
	rc = ioc(-1, BTRFS_IOC_DEV_REPLACE, r);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s})", REQ(BTRFS_IOC_DEV_REPLACE),
		   xunk(7, "BTRFS_IOCTL_DEV_REPLACE_CMD_???"));
	rc = ioc(-1, BTRFS_IOC_DEV_REPLACE, (char *)r + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_DEV_REPLACE), (char *)r + 1);

	struct btrfs_ioctl_get_dev_stats *st = tail_of(sizeof *st);
	st->devid = 0x801;
	st->nr_items = BTRFS_DEV_STAT_VALUES_MAX;
	st->flags = BTRFS_DEV_STATS_RESET;
	rc = ioc(-1, BTRFS_IOC_GET_DEV_STATS, st);
	EBADF_LINE("ioctl(-1, %s, {devid=%s, nr_items=5, flags=%s})", REQ(BTRFS_IOC_GET_DEV_STATS),
		   DEV801, xf(1, "BTRFS_DEV_STATS_RESET"));
	st->flags = 2;
	rc = ioc(-1, BTRFS_IOC_GET_DEV_STATS, st);
	EBADF_LINE("ioctl(-1, %s, {devid=%s, nr_items=5, flags=%s})", REQ(BTRFS_IOC_GET_DEV_STATS),
		   DEV801, xunk(2, "BTRFS_DEV_STATS_???"));
	rc = ioc(-1, BTRFS_IOC_GET_DEV_STATS, (char *)st + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_GET_DEV_STATS), (char *)st + 1);
}

static void test_create_v2(void)
{
	struct btrfs_ioctl_vol_args_v2 *a = tail_of(sizeof *a);
	a->fd = 0;
	a->flags = BTRFS_SUBVOL_RDONLY;
	strcpy(a->name, "snap");
	long rc = ioc(-1, BTRFS_IOC_SNAP_CREATE_V2, a);
	EBADF_LINE("ioctl(-1, %s, {fd=0, flags=%s, name=\"snap\"})", REQ(BTRFS_IOC_SNAP_CREATE_V2),
		   xf(2, "BTRFS_SUBVOL_RDONLY"));

	size_t qsize = sizeof(struct btrfs_qgroup_inherit) + 3 * sizeof(uint64_t);
	struct btrfs_qgroup_inherit *q = tail_of(qsize);
	q->flags = BTRFS_QGROUP_INHERIT_SET_LIMITS;
	q->num_qgroups = 3;
	q->lim.flags = BTRFS_QGROUP_LIMIT_MAX_RFER;
	q->lim.max_rfer = 1 << 30;
	q->qgroups[0] = 257;
	q->qgroups[1] = 258;
	q->qgroups[2] = 1ULL << 48;
	a->flags = BTRFS_SUBVOL_QGROUP_INHERIT;
	a->size = qsize;
	a->qgroup_inherit = q;
	const char *qgroups = xv() ? "qgroups=[257, 258, 281474976710656]" : "...";
	rc = ioc(-1, BTRFS_IOC_SUBVOL_CREATE_V2, a);
	EBADF_LINE("ioctl(-1, %s, {fd=0, flags=%s, size=%zu, qgroup_inherit={flags=%s, "
		   "num_qgroups=3, num_ref_copies=0, num_excl_copies=0, lim={flags=%s, "
		   "max_rfer=1073741824, max_excl=0, rsv_rfer=0, rsv_excl=0}, %s}, name=\"snap\"})",
		   REQ(BTRFS_IOC_SUBVOL_CREATE_V2), xf(4, "BTRFS_SUBVOL_QGROUP_INHERIT"), qsize,
		   xf(1, "BTRFS_QGROUP_INHERIT_SET_LIMITS"), xf(1, "BTRFS_QGROUP_LIMIT_MAX_RFER"),
		   qgroups);
	/* a struct that ends short of its last qgroup; one that is unreadable */
	q->num_qgroups = 4;
	q->flags = 2;
	q->lim.flags = 1 << 7;
	qgroups = xv() ? "qgroups=[257, 258, 281474976710656, ..." : "...";
	char at[32] = "";
	if (xv())
		snprintf(at, sizeof at, " /* %p */]", (void *)&q->qgroups[3]);
	rc = ioc(-1, BTRFS_IOC_SUBVOL_CREATE_V2, a);
	EBADF_LINE("ioctl(-1, %s, {fd=0, flags=%s, size=%zu, qgroup_inherit={flags=%s, "
		   "num_qgroups=4, num_ref_copies=0, num_excl_copies=0, lim={flags=%s, "
		   "max_rfer=1073741824, max_excl=0, rsv_rfer=0, rsv_excl=0}, %s%s}, name=\"snap\"})",
		   REQ(BTRFS_IOC_SUBVOL_CREATE_V2), xf(4, "BTRFS_SUBVOL_QGROUP_INHERIT"), qsize,
		   xunk(2, "BTRFS_QGROUP_INHERIT_???"), xunk(0x80, "BTRFS_QGROUP_LIMIT_???"),
		   qgroups, at);
	a->qgroup_inherit = (void *)((char *)q + qsize - 8);
	a->flags |= 0x1000;
	rc = ioc(-1, BTRFS_IOC_SNAP_CREATE_V2, a);
	EBADF_LINE("ioctl(-1, %s, {fd=0, flags=%s, size=%zu, qgroup_inherit=%p, name=\"snap\"})",
		   REQ(BTRFS_IOC_SNAP_CREATE_V2), xf(0x1004, "BTRFS_SUBVOL_QGROUP_INHERIT|0x1000"),
		   qsize, (void *)a->qgroup_inherit);
	rc = ioc(-1, BTRFS_IOC_SNAP_CREATE_V2, (char *)a + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SNAP_CREATE_V2), (char *)a + 1);
	rc = ioc(-1, BTRFS_IOC_SUBVOL_CREATE_V2, NULL);
	EBADF_LINE("ioctl(-1, %s, NULL)", REQ(BTRFS_IOC_SUBVOL_CREATE_V2));
}

static void test_received_quota(void)
{
	struct btrfs_ioctl_received_subvol_args *r = tail_of(sizeof *r);
	for (int i = 0; i < 16; i++)
		r->uuid[i] = (char)(0x10 * (i % 16) + i);
	r->stransid = 42;
	r->stime.sec = 1700000000;
	r->stime.nsec = 5;
	r->flags = 3;
	time_t sec = (time_t)r->stime.sec;
	struct tm tm;
	char date[64], zone[8];
	localtime_r(&sec, &tm);
	strftime(date, sizeof date, "%FT%T", &tm);
	strftime(zone, sizeof zone, "%z", &tm);
	long rc = ioc(-1, BTRFS_IOC_SET_RECEIVED_SUBVOL, r);
	EBADF_LINE("ioctl(-1, %s, {uuid=00112233-4455-6677-8899-aabbccddeeff, stransid=42, "
		   "stime={sec=1700000000, nsec=5} /* %s.000000005%s */, flags=3})",
		   REQ(BTRFS_IOC_SET_RECEIVED_SUBVOL), date, zone);
	rc = ioc(-1, BTRFS_IOC_SET_RECEIVED_SUBVOL, (char *)r + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_SET_RECEIVED_SUBVOL), (char *)r + 1);

	struct btrfs_ioctl_qgroup_assign_args *as = tail_of(sizeof *as);
	as->assign = 1;
	as->src = 257;
	as->dst = 1ULL << 48 | 1;
	rc = ioc(-1, BTRFS_IOC_QGROUP_ASSIGN, as);
	EBADF_LINE("ioctl(-1, %s, {assign=1, src=257, dst=281474976710657})",
		   REQ(BTRFS_IOC_QGROUP_ASSIGN));
	struct btrfs_ioctl_qgroup_create_args *cr = tail_of(sizeof *cr);
	cr->create = 0;
	cr->qgroupid = 258;
	rc = ioc(-1, BTRFS_IOC_QGROUP_CREATE, cr);
	EBADF_LINE("ioctl(-1, %s, {create=0, qgroupid=258})", REQ(BTRFS_IOC_QGROUP_CREATE));
	rc = ioc(-1, BTRFS_IOC_QGROUP_CREATE, (char *)cr + 1);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_QGROUP_CREATE), (char *)cr + 1);

	struct btrfs_ioctl_quota_ctl_args *qc = tail_of(sizeof *qc);
	qc->cmd = BTRFS_QUOTA_CTL_ENABLE;
	qc->status = 77;	/* the kernel's: not shown */
	rc = ioc(-1, BTRFS_IOC_QUOTA_CTL, qc);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s})", REQ(BTRFS_IOC_QUOTA_CTL),
		   xn(BTRFS_QUOTA_CTL_ENABLE, "BTRFS_QUOTA_CTL_ENABLE"));
	qc->cmd = 9;
	rc = ioc(-1, BTRFS_IOC_QUOTA_CTL, qc);
	EBADF_LINE("ioctl(-1, %s, {cmd=%s})", REQ(BTRFS_IOC_QUOTA_CTL),
		   xunk(9, "BTRFS_QUOTA_CTL_???"));

	struct btrfs_ioctl_quota_rescan_args *rs = tail_of(sizeof *rs);
	rs->flags = 0;
	rs->progress = 5;	/* the kernel's: not shown */
	rc = ioc(-1, BTRFS_IOC_QUOTA_RESCAN, rs);
	EBADF_LINE("ioctl(-1, %s, {flags=0})", REQ(BTRFS_IOC_QUOTA_RESCAN));
	rc = ioc(-1, BTRFS_IOC_QUOTA_RESCAN_STATUS, rs);
	EBADF_LINE("ioctl(-1, %s, %p)", REQ(BTRFS_IOC_QUOTA_RESCAN_STATUS), (void *)rs);
	rc = ioc(-1, BTRFS_IOC_QGROUP_LIMIT, NULL);
	EBADF_LINE("ioctl(-1, %s, NULL)", REQ(BTRFS_IOC_QGROUP_LIMIT));
}

static void test_dedupe(void)
{
	size_t size = sizeof(struct file_dedupe_range) + 3 * sizeof(struct file_dedupe_range_info);
	struct file_dedupe_range *d = tail_of(size);
	d->src_offset = 4096;
	d->src_length = 8192;
	d->dest_count = 3;
	for (int i = 0; i < 3; i++) {
		d->info[i].dest_fd = i;
		d->info[i].dest_offset = 4096 * (uint64_t)i;
		d->info[i].bytes_deduped = 99;	/* the kernel's: not shown */
	}
	const char *last = xv() ? "{dest_fd=2, dest_offset=8192}" : "...";
	long rc = ioc(-1, BTRFS_IOC_FILE_EXTENT_SAME, d);
	EBADF_LINE("ioctl(-1, %s, {src_offset=4096, src_length=8192, dest_count=3, "
		   "info=[{dest_fd=0, dest_offset=0}, {dest_fd=1, dest_offset=4096}, %s]})",
		   xn(BTRFS_IOC_FILE_EXTENT_SAME, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"), last);
	/* one more than the page holds: under -v, "..." where it stops */
	d->dest_count = 4;
	char tail[64] = "...";
	if (xv())
		snprintf(tail, sizeof tail, "{dest_fd=2, dest_offset=8192}, ... /* %p */",
			 (void *)&d->info[3]);
	rc = ioc(-1, BTRFS_IOC_FILE_EXTENT_SAME, d);
	EBADF_LINE("ioctl(-1, %s, {src_offset=4096, src_length=8192, dest_count=4, "
		   "info=[{dest_fd=0, dest_offset=0}, {dest_fd=1, dest_offset=4096}, %s]})",
		   xn(BTRFS_IOC_FILE_EXTENT_SAME, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"), tail);
	d->dest_count = 0;
	rc = ioc(-1, BTRFS_IOC_FILE_EXTENT_SAME, d);
	EBADF_LINE("ioctl(-1, %s, {src_offset=4096, src_length=8192, dest_count=0, info=[]})",
		   xn(BTRFS_IOC_FILE_EXTENT_SAME, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"));
	/* the destinations start past the page */
	struct file_dedupe_range *e = tail_of(sizeof *e);
	e->dest_count = 1;
	rc = ioc(-1, BTRFS_IOC_FILE_EXTENT_SAME, e);
	EBADF_LINE("ioctl(-1, %s, {src_offset=0, src_length=0, dest_count=1, info=%p})",
		   xn(BTRFS_IOC_FILE_EXTENT_SAME, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"),
		   (void *)e->info);
	rc = ioc(-1, BTRFS_IOC_FILE_EXTENT_SAME, (char *)e + 1);
	EBADF_LINE("ioctl(-1, %s, %p)",
		   xn(BTRFS_IOC_FILE_EXTENT_SAME, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"),
		   (char *)e + 1);
}

int main(void)
{
	test_search();
	test_lookup();
	test_send_space();
	test_dev();
	test_create_v2();
	test_received_quota();
	test_dedupe();
	return 0;
}
