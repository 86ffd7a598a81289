/* ioctl: btrfs's requests on a btrfs directory ($BTRFS_MOUNTPOINT), so
 * that what the kernel writes back prints after " => ": the tree a lookup
 * chose, the spaces, a search's item headers (under -v) and the size a
 * too small buffer needs, a device's counters, the replace status, an
 * inode's paths.  The program prints the lines from what the kernel
 * filled. */
#include "ioctl2.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>

#define REQ(r) xn(r, #r)

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

/* An objectid: the FS tree and the first free one by name. */
static const char *objectid(unsigned long long v)
{
	static char bufs[4][32];
	static unsigned next;
	if (v == BTRFS_FS_TREE_OBJECTID)
		return xd(v, "BTRFS_FS_TREE_OBJECTID");
	if (v == BTRFS_FIRST_FREE_OBJECTID)
		return xd(v, "BTRFS_FIRST_FREE_OBJECTID");
	char *b = bufs[next++ % 4];
	snprintf(b, sizeof bufs[0], "%llu", v);
	return b;
}

/* A space's flags, by the names a fresh filesystem's spaces have. */
static const char *space_flags(unsigned long long v)
{
	static const struct { unsigned long long bit; const char *name; } names[] = {
		{ BTRFS_BLOCK_GROUP_DATA, "BTRFS_BLOCK_GROUP_DATA" },
		{ BTRFS_BLOCK_GROUP_SYSTEM, "BTRFS_BLOCK_GROUP_SYSTEM" },
		{ BTRFS_BLOCK_GROUP_METADATA, "BTRFS_BLOCK_GROUP_METADATA" },
		{ BTRFS_BLOCK_GROUP_RAID0, "BTRFS_BLOCK_GROUP_RAID0" },
		{ BTRFS_BLOCK_GROUP_RAID1, "BTRFS_BLOCK_GROUP_RAID1" },
		{ BTRFS_BLOCK_GROUP_DUP, "BTRFS_BLOCK_GROUP_DUP" },
		{ BTRFS_SPACE_INFO_GLOBAL_RSV, "BTRFS_SPACE_INFO_GLOBAL_RSV" },
	};
	char s[256] = "";
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (v & names[i].bit)
			snprintf(s + strlen(s), sizeof s - strlen(s), "%s%s", *s ? "|" : "",
				 names[i].name);
	static char bufs[8][320];
	static unsigned next;
	char *b = bufs[next++ % 8];
	if (xstyle() == X_ABBREV)
		snprintf(b, sizeof bufs[0], "%s", s);
	else if (xstyle() == X_RAW)
		snprintf(b, sizeof bufs[0], "%#llx", v);
	else
		snprintf(b, sizeof bufs[0], "%#llx /* %s */", v, s);
	return b;
}

static void test_lookup_space(int fd)
{
	struct btrfs_ioctl_ino_lookup_args l = { .objectid = BTRFS_FIRST_FREE_OBJECTID };
	long rc = ioc(fd, BTRFS_IOC_INO_LOOKUP, &l);
	expect(rc, NULL, "ioctl(%d, %s, {treeid=0, objectid=%s} => {treeid=%s, name=\"%s\"})",
	       fd, REQ(BTRFS_IOC_INO_LOOKUP), objectid(BTRFS_FIRST_FREE_OBJECTID),
	       objectid(l.treeid), l.name);

	struct btrfs_ioctl_space_args sp = { 0 };
	rc = ioc(fd, BTRFS_IOC_SPACE_INFO, &sp);
	expect(rc, NULL, "ioctl(%d, %s, {space_slots=0} => {total_spaces=%llu})", fd,
	       REQ(BTRFS_IOC_SPACE_INFO), (unsigned long long)sp.total_spaces);
	enum { SLOTS = 8 };
	struct {
		struct btrfs_ioctl_space_args a;
		struct btrfs_ioctl_space_info s[SLOTS];
	} all = { .a.space_slots = SLOTS };
	rc = ioc(fd, BTRFS_IOC_SPACE_INFO, &all);
	char spaces[2048] = "...";
	if (xv()) {
		size_t n = (size_t)snprintf(spaces, sizeof spaces, "spaces=[");
		for (unsigned i = 0; i < all.a.total_spaces && i < SLOTS; i++)
			n += (size_t)snprintf(spaces + n, sizeof spaces - n,
					      "%s{flags=%s, total_bytes=%llu, used_bytes=%llu}",
					      i ? ", " : "", space_flags(all.s[i].flags),
					      (unsigned long long)all.s[i].total_bytes,
					      (unsigned long long)all.s[i].used_bytes);
		snprintf(spaces + n, sizeof spaces - n, "]");
	}
	expect(rc, NULL, "ioctl(%d, %s, {space_slots=%d} => {total_spaces=%llu, %s})", fd,
	       REQ(BTRFS_IOC_SPACE_INFO), SLOTS, (unsigned long long)all.a.total_spaces, spaces);
}

static void test_search(int fd)
{
	struct btrfs_ioctl_search_args *s = calloc(1, sizeof *s);
	struct btrfs_ioctl_search_key k = {
		.tree_id = BTRFS_FS_TREE_OBJECTID, .min_objectid = BTRFS_FIRST_FREE_OBJECTID,
		.max_objectid = BTRFS_FIRST_FREE_OBJECTID, .max_offset = UINT64_MAX,
		.max_transid = UINT64_MAX, .min_type = BTRFS_INODE_ITEM_KEY,
		.max_type = BTRFS_INODE_ITEM_KEY, .nr_items = 10,
	};
	s->key = k;
	const char *max = xd(UINT64_MAX, "UINT64_MAX");
	const char *type = xd(BTRFS_INODE_ITEM_KEY, "BTRFS_INODE_ITEM_KEY");
	/* the free range's first id is the default bound: shown under -v */
	char key[512], min[64] = "";
	if (xv())
		snprintf(min, sizeof min, "min_objectid=%s, ", objectid(k.min_objectid));
	snprintf(key, sizeof key, "{tree_id=%s, %smax_objectid=%s, min_offset=0, "
		 "max_offset=%s, min_transid=0, max_transid=%s, min_type=%s, max_type=%s, "
		 "nr_items=10}", objectid(k.tree_id), min, objectid(k.max_objectid), max, max,
		 type, type);
	long rc = ioc(fd, BTRFS_IOC_TREE_SEARCH, s);
	struct btrfs_ioctl_search_header h;
	memcpy(&h, s->buf, sizeof h);
	char buf[512] = "...";
	if (xv() && s->key.nr_items == 1)
		snprintf(buf, sizeof buf, "buf=[{transid=%llu, objectid=%s, offset=%llu, type=%s, "
			 "len=%u}]", (unsigned long long)h.transid, objectid(h.objectid),
			 (unsigned long long)h.offset, type, h.len);
	expect(rc, NULL, "ioctl(%d, %s, {key=%s} => {key={nr_items=%u}, %s})", fd,
	       REQ(BTRFS_IOC_TREE_SEARCH), key, s->key.nr_items, buf);

	/* a buffer too small for one item: the size it needs */
	struct btrfs_ioctl_search_args_v2 v2 = { .key = k, .buf_size = 8 };
	rc = ioc(fd, BTRFS_IOC_TREE_SEARCH_V2, &v2);
	expect(rc, "EOVERFLOW", "ioctl(%d, %s, {key=%s, buf_size=8} => {buf_size=%llu})", fd,
	       REQ(BTRFS_IOC_TREE_SEARCH_V2), key, (unsigned long long)v2.buf_size);
	free(s);
}

static void test_dev(int fd)
{
	struct btrfs_ioctl_get_dev_stats *st = calloc(1, sizeof *st);
	st->devid = 1;
	st->nr_items = BTRFS_DEV_STAT_VALUES_MAX;
	const char *dev = xstyle() == X_ABBREV ? "makedev(0, 0x1)" :
			  xstyle() == X_RAW ? "0x1" : "0x1 /* makedev(0, 0x1) */";
	long rc = ioc(fd, BTRFS_IOC_GET_DEV_STATS, st);
	static const char *const names[] = {
		"BTRFS_DEV_STAT_WRITE_ERRS", "BTRFS_DEV_STAT_READ_ERRS",
		"BTRFS_DEV_STAT_FLUSH_ERRS", "BTRFS_DEV_STAT_CORRUPTION_ERRS",
		"BTRFS_DEV_STAT_GENERATION_ERRS",
	};
	char values[512];
	size_t n = 0;
	for (unsigned i = 0; i < BTRFS_DEV_STAT_VALUES_MAX; i++)
		n += (size_t)snprintf(values + n, sizeof values - n, "%s[%s]=%llu", i ? ", " : "",
				      xd(i, names[i]), (unsigned long long)st->values[i]);
	expect(rc, NULL, "ioctl(%d, %s, {devid=%s, nr_items=5, flags=0} => {nr_items=%llu, "
	       "flags=0, [%s]})", fd, REQ(BTRFS_IOC_GET_DEV_STATS), dev,
	       (unsigned long long)st->nr_items, values);
	free(st);

	struct btrfs_ioctl_dev_replace_args *r = calloc(1, sizeof *r);
	r->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS;
	rc = ioc(fd, BTRFS_IOC_DEV_REPLACE, r);
	/* a filesystem that never replaced a device */
	if (rc != 0 || r->result || r->status.replace_state || r->status.progress_1000)
		abort();
	expect(rc, NULL, "ioctl(%d, %s, {cmd=%s} => {result=%s, status={replace_state=%s, "
	       "progress_1000=0 /* 0.0%% */, time_started=0, time_stopped=0, num_write_errors=0, "
	       "num_uncorrectable_read_errors=0}})", fd, REQ(BTRFS_IOC_DEV_REPLACE),
	       xn(1, "BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS"),
	       xn(0, "BTRFS_IOCTL_DEV_REPLACE_RESULT_NO_ERROR"),
	       xn(0, "BTRFS_IOCTL_DEV_REPLACE_STATE_NEVER_STARTED"));
	free(r);
}

/* A file's one path, relative to the filesystem's root. */
static void test_paths(int fd, const char *dir)
{
	char name[64], path[4096];
	snprintf(name, sizeof name, "seize-btrfs-%d", (int)getpid());
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int f = open(path, O_CREAT | O_WRONLY, 0600);
	struct stat sb;
	if (f < 0 || fstat(f, &sb))
		abort();
	close(f);
	char *fspath = calloc(1, 4096);
	struct btrfs_ioctl_ino_path_args a = {
		.inum = sb.st_ino, .size = 4096, .fspath = (uintptr_t)fspath,
	};
	long rc = ioc(fd, BTRFS_IOC_INO_PATHS, &a);
	struct btrfs_data_container *c = (void *)fspath;
	char val[256] = "...";
	if (xv() && c->elem_cnt == 1)
		snprintf(val, sizeof val, "val=[\"%s\"]", fspath + sizeof *c + c->val[0]);
	expect(rc, NULL, "ioctl(%d, %s, {inum=%llu, size=4096, fspath=%p} => {fspath={bytes_left=%u, "
	       "bytes_missing=%u, elem_cnt=%u, elem_missed=%u, %s}})", fd, REQ(BTRFS_IOC_INO_PATHS),
	       (unsigned long long)sb.st_ino, (void *)fspath, c->bytes_left, c->bytes_missing,
	       c->elem_cnt, c->elem_missed, val);
	unlink(path);
	free(fspath);
}

int main(void)
{
	const char *dir = getenv("BTRFS_MOUNTPOINT");
	int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY) : -1;
	if (fd < 0)
		return 77;
	test_lookup_space(fd);
	test_search(fd);
	test_dev(fd);
	test_paths(fd, dir);
	close(fd);
	return 0;
}
