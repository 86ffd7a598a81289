/* statmount's struct statmount: a tmpfs of this program's own mount
 * namespace as the kernel reports it, then structs the kernel cannot be
 * made to write (strings cut short, offsets past them, unknown bits),
 * faked by newcalls-fake.h.  SEIZE_NEWCALLS_XLAT=raw or verbose says which
 * -X the lines are for, SEIZE_NEWCALLS_V=1 that seize runs with -v. */
#include "newcalls-fake.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <linux/magic.h>

enum { NR_statmount = 457 };

/* <linux/mount.h> of Linux 6.8 to 6.15, newer than the build machine's. */
struct mnt_req {
	uint32_t size, mnt_ns_fd;
	uint64_t mnt_id, param, mnt_ns_id;
};
struct sm {
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
#define STATX_MNT_ID_UNIQUE_ 0x4000U	/* Linux 6.8 */

struct name { uint64_t v; const char *s; };
static const struct name mask_names[] = {
	{ 0x1, "STATMOUNT_SB_BASIC" }, { 0x2, "STATMOUNT_MNT_BASIC" },
	{ 0x4, "STATMOUNT_PROPAGATE_FROM" }, { 0x8, "STATMOUNT_MNT_ROOT" },
	{ 0x10, "STATMOUNT_MNT_POINT" }, { 0x20, "STATMOUNT_FS_TYPE" },
	{ 0x40, "STATMOUNT_MNT_NS_ID" }, { 0x80, "STATMOUNT_MNT_OPTS" },
	{ 0x100, "STATMOUNT_FS_SUBTYPE" }, { 0x200, "STATMOUNT_SB_SOURCE" },
	{ 0x400, "STATMOUNT_OPT_ARRAY" }, { 0x800, "STATMOUNT_OPT_SEC_ARRAY" },
	{ 0x1000, "STATMOUNT_SUPPORTED_MASK" }, { 0x2000, "STATMOUNT_MNT_UIDMAP" },
	{ 0x4000, "STATMOUNT_MNT_GIDMAP" }, { 0, NULL },
};
static const struct name sb_flag_names[] = {
	{ MS_RDONLY, "MS_RDONLY" }, { MS_SYNCHRONOUS, "MS_SYNCHRONOUS" },
	{ MS_DIRSYNC, "MS_DIRSYNC" }, { MS_LAZYTIME, "MS_LAZYTIME" }, { 0, NULL },
};
static const struct name attr_names[] = {
	{ MOUNT_ATTR_RDONLY, "MOUNT_ATTR_RDONLY" }, { MOUNT_ATTR_NOSUID, "MOUNT_ATTR_NOSUID" },
	{ MOUNT_ATTR_NODEV, "MOUNT_ATTR_NODEV" }, { MOUNT_ATTR_NOEXEC, "MOUNT_ATTR_NOEXEC" },
	{ MOUNT_ATTR__ATIME, "MOUNT_ATTR__ATIME" }, { MOUNT_ATTR_NOATIME, "MOUNT_ATTR_NOATIME" },
	{ MOUNT_ATTR_STRICTATIME, "MOUNT_ATTR_STRICTATIME" },
	{ MOUNT_ATTR_NODIRATIME, "MOUNT_ATTR_NODIRATIME" }, { MOUNT_ATTR_IDMAP, "MOUNT_ATTR_IDMAP" },
	{ MOUNT_ATTR_NOSYMFOLLOW, "MOUNT_ATTR_NOSYMFOLLOW" }, { 0, NULL },
};
static const struct name prop_names[] = {
	{ MS_UNBINDABLE, "MS_UNBINDABLE" }, { MS_PRIVATE, "MS_PRIVATE" },
	{ MS_SLAVE, "MS_SLAVE" }, { MS_SHARED, "MS_SHARED" }, { 0, NULL },
};

static const char *xlat_mode;
static bool full;	/* -v: arrays uncut */

static bool is(const char *mode) { return xlat_mode && !strcmp(xlat_mode, mode); }

static const char *E(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

/* A bit set as seize prints it under this run's -X (a new string each
 * call, which the program never frees: it prints a few dozen). */
static const char *F(const struct name *n, uint64_t v, const char *unknown)
{
	char names[1024] = "", *out = malloc(1200);
	uint64_t left = v;
	for (; n->s; n++)
		if (n->v && (left & n->v) == n->v) {
			strcat(strcat(names, *names ? "|" : ""), n->s);
			left &= ~n->v;
		}
	if (left && *names)
		sprintf(names + strlen(names), "|%#llx", (unsigned long long)left);
	if (!v)
		strcpy(out, "0");
	else if (is("raw"))
		sprintf(out, "%#llx", (unsigned long long)v);
	else if (!*names)
		sprintf(out, "%#llx /* %s */", (unsigned long long)v, unknown);
	else if (is("verbose"))
		sprintf(out, "%#llx /* %s */", (unsigned long long)v, names);
	else
		strcpy(out, names);
	return out;
}

static const char *magic(uint64_t v)
{
	char *out = malloc(64);
	const char *name = v == TMPFS_MAGIC ? "TMPFS_MAGIC" : v == PROC_SUPER_MAGIC ?
		"PROC_SUPER_MAGIC" : NULL;
	if (name && !is("raw") && !is("verbose"))
		strcpy(out, name);
	else if (name && is("verbose"))
		sprintf(out, "%#llx /* %s */", (unsigned long long)v, name);
	else
		sprintf(out, "%#llx", (unsigned long long)v);
	return out;
}

/* Appends to out. */
static void cat(char *out, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsprintf(out + strlen(out), fmt, ap);
	va_end(ap);
}

/* A [str] member the kernel wrote: its string (printable here). */
static void str_member(char *out, const char *name, uint32_t off, const char *strs, size_t n)
{
	if (off < n)
		cat(out, ", %s=\"%s\"", name, strs + off);
	else
		cat(out, ", %s=%#x", name, off);
}

static void str_array(char *out, const char *num_name, uint32_t num, const char *name,
		      uint32_t off, const char *strs, size_t n)
{
	cat(out, ", %s=%u, %s=[", num_name, num, name);
	for (uint32_t i = 0; i < num; i++) {
		cat(out, "%s\"%s\"", i ? ", " : "", strs + off);
		off += strlen(strs + off) + 1;
	}
	cat(out, "]");
}

/* The struct as the kernel wrote it, with strings that all end in a NUL
 * and fewer string array elements than -s cuts at. */
static void render(char *out, const struct sm *st, const char *strs, size_t n)
{
	uint64_t m = st->mask;
	sprintf(out, "{size=%u", st->size);
	if (m & 0x80)
		str_member(out, "mnt_opts", st->mnt_opts, strs, n);
	cat(out, ", mask=%s", F(mask_names, m, "STATMOUNT_???"));
	if (m & 0x1)
		cat(out, ", sb_dev_major=%u, sb_dev_minor=%u, sb_magic=%s, sb_flags=%s",
		    st->sb_dev_major, st->sb_dev_minor, magic(st->sb_magic),
		    F(sb_flag_names, st->sb_flags, "MS_???"));
	if (m & 0x20)
		str_member(out, "fs_type", st->fs_type, strs, n);
	if (m & 0x2) {
		cat(out, ", mnt_id=%#llx, mnt_parent_id=%#llx, mnt_id_old=%#x, mnt_parent_id_old=%#x",
		    (unsigned long long)st->mnt_id, (unsigned long long)st->mnt_parent_id,
		    st->mnt_id_old, st->mnt_parent_id_old);
		cat(out, ", mnt_attr=%s, mnt_propagation=%s",
		    F(attr_names, st->mnt_attr, "MOUNT_ATTR_???"),
		    F(prop_names, st->mnt_propagation, "MS_???"));
		cat(out, ", mnt_peer_group=%#llx, mnt_master=%#llx",
		    (unsigned long long)st->mnt_peer_group, (unsigned long long)st->mnt_master);
	}
	if (m & 0x4)
		cat(out, ", propagate_from=%#llx", (unsigned long long)st->propagate_from);
	if (m & 0x8)
		str_member(out, "mnt_root", st->mnt_root, strs, n);
	if (m & 0x10)
		str_member(out, "mnt_point", st->mnt_point, strs, n);
	if (m & 0x40)
		cat(out, ", mnt_ns_id=%#llx", (unsigned long long)st->mnt_ns_id);
	if (m & 0x100)
		str_member(out, "fs_subtype", st->fs_subtype, strs, n);
	if (m & 0x200)
		str_member(out, "sb_source", st->sb_source, strs, n);
	if (m & 0x400)
		str_array(out, "opt_num", st->opt_num, "opt_array", st->opt_array, strs, n);
	if (m & 0x800)
		str_array(out, "opt_sec_num", st->opt_sec_num, "opt_sec_array", st->opt_sec_array,
			  strs, n);
	if (m & 0x1000)
		cat(out, ", supported_mask=%s", F(mask_names, st->supported_mask, "STATMOUNT_???"));
	cat(out, "}");
}

/* The statmount of a tmpfs this program mounts in a mount namespace of
 * its own: the kernel's answer in full. */
static void real_mount(char *page)
{
	char dir[] = "/tmp/seize-statmount-XXXXXX";
	if (unshare(CLONE_NEWNS) || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
	    !mkdtemp(dir))
		return;
	if (mount("seize-src", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=700")) {
		rmdir(dir);
		return;
	}
	struct statx stx;
	memset(&stx, 0, sizeof stx);
	syscall(__NR_statx, AT_FDCWD, dir, 0, STATX_MNT_ID_UNIQUE_, &stx);

	struct mnt_req *r = (struct mnt_req *)(page + 64);
	memset(r, 0, 24);
	r->size = 24;
	r->mnt_id = stx.stx_mnt_id;
	r->param = 0x1fff;	/* every bit but the id maps, which a tmpfs lacks */
	static char buf[4096];
	char text[8192];
	long rc = syscall(NR_statmount, r, buf, sizeof buf, 0);
	const struct sm *st = (const struct sm *)buf;
	if (rc == 0)
		render(text, st, buf + sizeof *st, st->size - sizeof *st);
	else
		sprintf(text, "%p", buf);
	expect(rc, E(rc), "statmount({size=24, mnt_ns_fd=0, mnt_id=%#llx, param=%s}, %s, %zu, 0)",
	       (unsigned long long)r->mnt_id, F(mask_names, r->param, "STATMOUNT_???"), text,
	       sizeof buf);

	/* a buffer too small for the strings: EOVERFLOW, its address */
	rc = syscall(NR_statmount, r, buf, sizeof *st + 1, 0);
	expect(rc, E(rc), "statmount({size=24, mnt_ns_fd=0, mnt_id=%#llx, param=%s}, %p, %zu, 0)",
	       (unsigned long long)r->mnt_id, F(mask_names, r->param, "STATMOUNT_???"), buf,
	       sizeof *st + 1);
	/* a buffer that runs into an unmapped page: EFAULT */
	char *tail = page + 4096 - sizeof *st - 8;
	rc = syscall(NR_statmount, r, tail, 4096, 0);
	expect(rc, E(rc), "statmount({size=24, mnt_ns_fd=0, mnt_id=%#llx, param=%s}, %p, 4096, 0)",
	       (unsigned long long)r->mnt_id, F(mask_names, r->param, "STATMOUNT_???"), tail);
	umount(dir);
	rmdir(dir);
}

/* A struct statmount at the end of page with the strings after it, the
 * call faked to succeed. */
static struct sm *fake_buf(char *page, const char *strs, size_t n)
{
	struct sm *st = (struct sm *)(page + 4096 - sizeof *st - n);
	memset(st, 0, sizeof *st);
	memcpy(st + 1, strs, n);
	return st;
}

static long fake_statmount(void *buf, uint64_t bufsize)
{
	static const struct fake_result ok = { 0, NULL, NULL, 0 };
	return fake_call(NR_statmount, 0, (uint64_t)(uintptr_t)buf, bufsize, 0, &ok);
}

/* Structs with every group of members, their values out of range. */
static void fake_members(char *page)
{
	struct sm *st = fake_buf(page, "", 0);
	st->size = 0xfacefeed;
	st->mask = ~0ULL;
	st->mnt_opts = 0x87868584;
	st->sb_dev_major = 2475856272U;
	st->sb_dev_minor = 7;
	st->sb_magic = 0xfacefeeddeadbeefULL;
	st->sb_flags = 0xffffffffU;
	st->fs_type = 0xa7a6a5a4;
	st->mnt_id = 0xafaeadacabaaa9a8ULL;
	st->mnt_parent_id = 1;
	st->mnt_id_old = 0xbbbab9b8;
	st->mnt_attr = ~0ULL;
	st->mnt_propagation = 0xffffffffffe1ffffULL;
	st->mnt_master = 0xdfdedddcdbdad9d8ULL;
	st->propagate_from = 2;
	st->mnt_root = 0xebeae9e8;
	st->mnt_point = 5;
	st->mnt_ns_id = 0xf7f6f5f4f3f2f1f0ULL;
	st->fs_subtype = 0xfbfaf9f8;
	st->sb_source = 0;
	st->opt_num = 2206368128U;
	st->opt_array = 0x87868584;
	st->opt_sec_num = 3;
	st->opt_sec_array = 9;
	st->supported_mask = 0x7fff;
	st->mnt_uidmap_num = 1;
	st->mnt_uidmap = 0x9f9e9d9c;
	st->mnt_gidmap_num = 2745344416U;
	st->mnt_gidmap = 0;
	long rc = fake_statmount(st, sizeof *st);
	expect(rc, E(rc), "statmount(NULL, {size=4207869677, mnt_opts=0x87868584, mask=%s, "
	       "sb_dev_major=2475856272, sb_dev_minor=7, sb_magic=0xfacefeeddeadbeef, sb_flags=%s, "
	       "fs_type=0xa7a6a5a4, mnt_id=0xafaeadacabaaa9a8, mnt_parent_id=0x1, mnt_id_old=0xbbbab9b8, "
	       "mnt_parent_id_old=0, mnt_attr=%s, mnt_propagation=%s, mnt_peer_group=0, "
	       "mnt_master=0xdfdedddcdbdad9d8, propagate_from=0x2, mnt_root=0xebeae9e8, mnt_point=0x5, "
	       "mnt_ns_id=0xf7f6f5f4f3f2f1f0, fs_subtype=0xfbfaf9f8, sb_source=0, "
	       "opt_num=2206368128, opt_array=0x87868584, opt_sec_num=3, opt_sec_array=0x9, "
	       "supported_mask=%s, mnt_uidmap_num=1, mnt_uidmap=0x9f9e9d9c, "
	       "mnt_gidmap_num=2745344416, mnt_gidmap=0}, 512, 0)",
	       F(mask_names, ~0ULL, "STATMOUNT_???"), F(sb_flag_names, 0xffffffffU, "MS_???"),
	       F(attr_names, ~0ULL, "MOUNT_ATTR_???"),
	       F(prop_names, 0xffffffffffe1ffffULL, "MS_???"),
	       F(mask_names, 0x7fff, "STATMOUNT_???"));

	/* only the bits the mask has; a mask of unknown bits alone */
	st->mask = 0xffffffffffff8000ULL;
	rc = fake_statmount(st, sizeof *st);
	expect(rc, E(rc), "statmount(NULL, {size=4207869677, mask=%s}, 512, 0)",
	       F(mask_names, st->mask, "STATMOUNT_???"));
	/* a buffer shorter than the struct: what it holds, the rest as 0 */
	st->mask = 0x41;
	rc = fake_statmount(st, 12);
	expect(rc, E(rc), "statmount(NULL, {size=4207869677, mask=%s, sb_dev_major=0, "
	       "sb_dev_minor=0, sb_magic=0, sb_flags=0, mnt_ns_id=0}, 12, 0)",
	       F(mask_names, st->mask, "STATMOUNT_???"));
	rc = fake_statmount(st, 3);
	expect(rc, E(rc), "statmount(NULL, %p, 3, 0)", st);
	/* a struct that runs into the unmapped page */
	char *tail = page + 4096 - 256;
	rc = fake_statmount(tail, sizeof *st);
	expect(rc, E(rc), "statmount(NULL, %p, 512, 0)", tail);
	/* an error: the address, whatever the buffer holds */
	static const struct fake_result eperm = { -EPERM, NULL, NULL, 0 };
	rc = fake_call(NR_statmount, 0, (uint64_t)(uintptr_t)st, sizeof *st, 0, &eperm);
	expect(rc, E(rc), "statmount(NULL, %p, 512, 0)", st);
}

/* The strings: at their offsets, "..." when the buffer ends first. */
static void fake_strings(char *page)
{
	static const char strs[] = "dummy\0bar";
	const char *names[] = { "mnt_root", "mnt_point", "fs_type", "mnt_opts", "fs_subtype",
				"sb_source" };
	uint64_t bits[] = { 0x8, 0x10, 0x20, 0x80, 0x100, 0x200 };
	for (unsigned i = 0; i < 6; i++) {
		struct sm *st = fake_buf(page, strs, sizeof strs);
		st->size = sizeof *st + sizeof strs;
		st->mask = bits[i];
		uint32_t *off[] = { &st->mnt_root, &st->mnt_point, &st->fs_type, &st->mnt_opts,
				    &st->fs_subtype, &st->sb_source };
		*off[i] = 6;
		for (int cut = 0; cut < 2; cut++) {
			/* the last byte not a NUL: the string runs to the end */
			((char *)(st + 1))[sizeof strs - 1] = cut ? '!' : '\0';
			long rc = fake_statmount(st, sizeof *st + sizeof strs + 1);
			const char *mask = F(mask_names, bits[i], "STATMOUNT_???");
			const char *str = cut ? "\"bar!\"..." : "\"bar\"";
			if (bits[i] == 0x80)
				expect(rc, E(rc), "statmount(NULL, {size=%zu, %s=%s, mask=%s}, %zu, 0)",
				       sizeof *st + sizeof strs, names[i], str, mask,
				       sizeof *st + sizeof strs + 1);
			else
				expect(rc, E(rc), "statmount(NULL, {size=%zu, mask=%s, %s=%s}, %zu, 0)",
				       sizeof *st + sizeof strs, mask, names[i], str,
				       sizeof *st + sizeof strs + 1);
		}
		/* a size past the buffer: no strings, the offset */
		long rc = fake_statmount(st, sizeof *st + sizeof strs - 1);
		const char *mask = F(mask_names, bits[i], "STATMOUNT_???");
		if (bits[i] == 0x80)
			expect(rc, E(rc), "statmount(NULL, {size=%zu, %s=0x6, mask=%s}, %zu, 0)",
			       sizeof *st + sizeof strs, names[i], mask, sizeof *st + sizeof strs - 1);
		else
			expect(rc, E(rc), "statmount(NULL, {size=%zu, mask=%s, %s=0x6}, %zu, 0)",
			       sizeof *st + sizeof strs, mask, names[i], sizeof *st + sizeof strs - 1);
	}
}

/* The string arrays: [] for none, ??? where the strings end first, cut
 * at -s (32) elements but under -v. */
static void fake_arrays(char *page)
{
	static const char strs[] = "A\0B\0C\0D\0E\0F\0G\0H\0I\0J\0K\0L\0M\0N\0O\0P\0"
		"Q\0R\0S\0T\0U\0V\0W\0X\0Y\0Z\0a\0b\0c\0d\0e\0first\0second";
	const uint32_t first = 62;	/* offset of "first" */
	struct sm *st = fake_buf(page, strs, sizeof strs);
	st->size = sizeof *st + sizeof strs;
	size_t bufsize = sizeof *st + sizeof strs + 1;
	char sizes[32];
	sprintf(sizes, "size=%zu", sizeof *st + sizeof strs);
	struct { uint64_t bit; uint32_t *num, *off; const char *num_name, *name; } a[] = {
		{ 0x400, &st->opt_num, &st->opt_array, "opt_num", "opt_array" },
		{ 0x800, &st->opt_sec_num, &st->opt_sec_array, "opt_sec_num", "opt_sec_array" },
		{ 0x2000, &st->mnt_uidmap_num, &st->mnt_uidmap, "mnt_uidmap_num", "mnt_uidmap" },
		{ 0x4000, &st->mnt_gidmap_num, &st->mnt_gidmap, "mnt_gidmap_num", "mnt_gidmap" },
	};
	for (unsigned i = 0; i < 4; i++) {
		memset(st, 0, sizeof *st);
		st->size = sizeof *st + sizeof strs;
		st->mask = a[i].bit;
		const char *mask = F(mask_names, a[i].bit, "STATMOUNT_???");
		*a[i].off = first;
		uint32_t nums[] = { 2, 3, 0 };
		const char *shown[] = { "[\"first\", \"second\"]", "[\"first\", \"second\", ???]", "[]" };
		for (unsigned j = 0; j < 3; j++) {
			*a[i].num = nums[j];
			long rc = fake_statmount(st, bufsize);
			expect(rc, E(rc), "statmount(NULL, {%s, mask=%s, %s=%u, %s=%s}, %zu, 0)", sizes,
			       mask, a[i].num_name, nums[j], a[i].name, shown[j], bufsize);
		}
	}
	/* 33 from the start: the 32 -s shows, or all of them */
	memset(st, 0, sizeof *st);
	st->size = sizeof *st + sizeof strs;
	st->mask = 0x2000;
	st->mnt_uidmap_num = 33;
	char list[512] = "";
	for (unsigned i = 0; i < 31; i++)
		cat(list, "\"%c\", ", i < 26 ? 'A' + i : 'a' + i - 26);
	cat(list, full ? "\"first\", \"second\"" : "\"first\", ...");
	long rc = fake_statmount(st, bufsize);
	expect(rc, E(rc), "statmount(NULL, {%s, mask=%s, mnt_uidmap_num=33, mnt_uidmap=[%s]}, %zu, 0)",
	       sizes, F(mask_names, 0x2000, "STATMOUNT_???"), list, bufsize);
	/* the last string without its NUL */
	((char *)(st + 1))[sizeof strs - 1] = '!';
	st->mask = 0x400;
	st->opt_num = 3;
	st->opt_array = first;
	rc = fake_statmount(st, bufsize);
	expect(rc, E(rc), "statmount(NULL, {%s, mask=%s, opt_num=3, opt_array=[\"first\", "
	       "\"second!\"..., ???]}, %zu, 0)", sizes, F(mask_names, 0x400, "STATMOUNT_???"),
	       bufsize);
}

int main(void)
{
	xlat_mode = getenv("SEIZE_NEWCALLS_XLAT");
	full = getenv("SEIZE_NEWCALLS_V") != NULL;
	char *page = tail_page();
	real_mount(page);
	if (!fake_start(NR_statmount, NR_statmount))
		return 0;
	fake_members(page);
	fake_strings(page);
	fake_arrays(page);
	return 0;
}
