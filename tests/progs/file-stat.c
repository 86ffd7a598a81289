/* stat, lstat, fstat, newfstatat, statx, statfs, fstatfs, getdents: the
 * structs cut as strace prints them without -v. */
#include "file.h"

#include <stdint.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>

static char dir[256], path[512];
static char *end;

/* What seize shows of a struct stat: the mode, then the size, or the
 * device number of a device file. */
static const char *stat_str(const struct stat *st)
{
	static char s[256];
	const char *type = S_ISREG(st->st_mode) ? "S_IFREG" : S_ISDIR(st->st_mode) ? "S_IFDIR" :
			   S_ISCHR(st->st_mode) ? "S_IFCHR" : S_ISLNK(st->st_mode) ? "S_IFLNK" : "?";
	if (S_ISCHR(st->st_mode))
		snprintf(s, sizeof s, "{st_mode=%s|%#03o, st_rdev=makedev(%#x, %#x), ...}", type,
			 st->st_mode & 07777, major(st->st_rdev), minor(st->st_rdev));
	else
		snprintf(s, sizeof s, "{st_mode=%s|%#03o, st_size=%lld, ...}", type,
			 st->st_mode & 07777, (long long)st->st_size);
	return s;
}

static void test_stat(void)
{
	struct stat st;
	long rc = syscall(SYS_stat, path, &st);
	expect(rc, NULL, "stat(\"%s\", {st_mode=S_IFREG|0640, st_size=1234, ...})", path);
	rc = syscall(SYS_stat, "/dev/null", &st);
	expect(rc, NULL, "stat(\"/dev/null\", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...})");
	rc = syscall(SYS_stat, "/nonexistent", &st);
	expect(rc, "ENOENT", "stat(\"/nonexistent\", %p)", (void *)&st);
	rc = syscall(SYS_stat, path, NULL);
	expect(rc, "EFAULT", "stat(\"%s\", NULL)", path);
	rc = syscall(SYS_stat, path, end - 8);
	expect(rc, "EFAULT", "stat(\"%s\", %p)", path, end - 8);
	char link[600];
	snprintf(link, sizeof link, "%s/l", dir);
	symlink("f", link);
	rc = syscall(SYS_lstat, link, &st);
	expect(rc, NULL, "lstat(\"%s\", {st_mode=S_IFLNK|0777, st_size=1, ...})", link);
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_fstat, fd, &st);
	expect(rc, NULL, "fstat(%d, %s)", fd, stat_str(&st));
	rc = syscall(SYS_fstat, -1, &st);
	expect(rc, "EBADF", "fstat(-1, %p)", (void *)&st);
	rc = syscall(SYS_newfstatat, fd, "l", &st, AT_SYMLINK_NOFOLLOW);
	expect(rc, NULL, "newfstatat(%d, \"l\", {st_mode=S_IFLNK|0777, st_size=1, ...}, AT_SYMLINK_NOFOLLOW)", fd);
	rc = syscall(SYS_newfstatat, fd, "", &st, AT_EMPTY_PATH);
	expect(rc, NULL, "newfstatat(%d, \"\", %s, AT_EMPTY_PATH)", fd, stat_str(&st));
	rc = syscall(SYS_newfstatat, AT_FDCWD, path, &st, 0x10000000);
	expect(rc, "EINVAL", "newfstatat(AT_FDCWD, \"%s\", %p, 0x10000000 /* AT_??? */)", path, (void *)&st);
	close(fd);
}

static void test_statx(void)
{
	static const struct flag_name masks[] = {
		{ STATX_ALL, "STATX_ALL" }, { STATX_BASIC_STATS, "STATX_BASIC_STATS" },
		{ STATX_TYPE, "STATX_TYPE" }, { STATX_MODE, "STATX_MODE" },
		{ STATX_NLINK, "STATX_NLINK" }, { STATX_UID, "STATX_UID" },
		{ STATX_GID, "STATX_GID" }, { STATX_ATIME, "STATX_ATIME" },
		{ STATX_MTIME, "STATX_MTIME" }, { STATX_CTIME, "STATX_CTIME" },
		{ STATX_INO, "STATX_INO" }, { STATX_SIZE, "STATX_SIZE" },
		{ STATX_BLOCKS, "STATX_BLOCKS" }, { STATX_BTIME, "STATX_BTIME" },
		{ 0x1000, "STATX_MNT_ID" }, { 0x2000, "STATX_DIOALIGN" },
	};
	static const struct flag_name attrs[] = {
		{ 0x4, "STATX_ATTR_COMPRESSED" }, { 0x10, "STATX_ATTR_IMMUTABLE" },
		{ 0x20, "STATX_ATTR_APPEND" }, { 0x40, "STATX_ATTR_NODUMP" },
		{ 0x800, "STATX_ATTR_ENCRYPTED" }, { 0x1000, "STATX_ATTR_AUTOMOUNT" },
		{ 0x2000, "STATX_ATTR_MOUNT_ROOT" }, { 0x100000, "STATX_ATTR_VERITY" },
		{ 0x200000, "STATX_ATTR_DAX" },
	};
	struct statx stx;
	char m[256], at[256];
	long rc = syscall(SYS_statx, AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, STATX_ALL, &stx);
	expect(rc, NULL, "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT|AT_SYMLINK_NOFOLLOW, "
	       "STATX_ALL, {stx_mask=%s, stx_attributes=%s, stx_mode=S_IFREG|0640, stx_size=1234, ...})",
	       path, flags_str(m, sizeof m, stx.stx_mask, masks, 16, "0"),
	       flags_str(at, sizeof at, stx.stx_attributes, attrs, 9, "0"));
	rc = syscall(SYS_statx, AT_FDCWD, path, AT_STATX_DONT_SYNC, STATX_MODE | STATX_SIZE, &stx);
	expect(rc, NULL, "statx(AT_FDCWD, \"%s\", AT_STATX_DONT_SYNC, STATX_MODE|STATX_SIZE, "
	       "{stx_mask=%s, stx_attributes=%s, stx_mode=S_IFREG|0640, stx_size=1234, ...})",
	       path, flags_str(m, sizeof m, stx.stx_mask, masks, 16, "0"),
	       flags_str(at, sizeof at, stx.stx_attributes, attrs, 9, "0"));
	/* Both sync bits, unknown flags and mask bits newer than strace 6.1. */
	rc = syscall(SYS_statx, AT_FDCWD, path, AT_STATX_FORCE_SYNC | AT_STATX_DONT_SYNC, 0, &stx);
	expect(rc, "EINVAL", "statx(AT_FDCWD, \"%s\", AT_STATX_FORCE_SYNC|AT_STATX_DONT_SYNC, 0, %p)",
	       path, (void *)&stx);
	rc = syscall(SYS_statx, AT_FDCWD, path, 0x10000000, 0x80000000 | STATX_TYPE, &stx);
	expect(rc, "EINVAL", "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT|0x10000000, "
	       "STATX_TYPE|0x80000000, %p)", path, (void *)&stx);
	rc = syscall(SYS_statx, AT_FDCWD, path, 0x10000000, 0x80000000, &stx);
	expect(rc, "EINVAL", "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT|0x10000000, "
	       "0x80000000 /* STATX_??? */, %p)", path, (void *)&stx);
	rc = syscall(SYS_statx, AT_FDCWD, path, 0, STATX_ALL, NULL);
	expect(rc, "EFAULT", "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT, STATX_ALL, NULL)", path);
	rc = syscall(SYS_statx, AT_FDCWD, path, 0, STATX_ALL, end - 8);
	expect(rc, "EFAULT", "statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT, STATX_ALL, %p)", path, end - 8);
}

/* statfs: the whole struct; /proc has known numbers. */
static const char *statfs_str(const struct statfs *sf)
{
	static const struct flag_name flags[] = {
		{ 0x20, "ST_VALID" }, { ST_RDONLY, "ST_RDONLY" }, { ST_NOSUID, "ST_NOSUID" },
		{ ST_NODEV, "ST_NODEV" }, { ST_NOEXEC, "ST_NOEXEC" },
		{ ST_SYNCHRONOUS, "ST_SYNCHRONOUS" }, { ST_MANDLOCK, "ST_MANDLOCK" },
		{ ST_NOATIME, "ST_NOATIME" }, { ST_NODIRATIME, "ST_NODIRATIME" },
		{ ST_RELATIME, "ST_RELATIME" }, { 0x2000, "ST_NOSYMFOLLOW" },
	};
	static char s[512];
	char f[256];
	snprintf(s, sizeof s, "{f_type=PROC_SUPER_MAGIC, f_bsize=%lld, f_blocks=0, f_bfree=0, "
		 "f_bavail=0, f_files=0, f_ffree=0, f_fsid={val=[%#x, %#x]}, f_namelen=%lld, "
		 "f_frsize=%lld, f_flags=%s}", (long long)sf->f_bsize,
		 (unsigned)sf->f_fsid.__val[0], (unsigned)sf->f_fsid.__val[1],
		 (long long)sf->f_namelen, (long long)sf->f_frsize,
		 flags_str(f, sizeof f, sf->f_flags, flags, 11, "0"));
	return s;
}

static void test_statfs(void)
{
	struct statfs sf;
	long rc = syscall(SYS_statfs, "/proc", &sf);
	expect(rc, NULL, "statfs(\"/proc\", %s)", statfs_str(&sf));
	int fd = open("/proc", O_RDONLY);
	rc = syscall(SYS_fstatfs, fd, &sf);
	expect(rc, NULL, "fstatfs(%d, %s)", fd, statfs_str(&sf));
	close(fd);
	rc = syscall(SYS_statfs, "/nonexistent", &sf);
	expect(rc, "ENOENT", "statfs(\"/nonexistent\", %p)", (void *)&sf);
	rc = syscall(SYS_fstatfs, -1, NULL);
	expect(rc, "EBADF", "fstatfs(-1, NULL)");
}

/* getdents: the number of entries only.  The directory holds f and l. */
static void test_getdents(void)
{
	char buf[4096];
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	long rc = syscall(SYS_getdents64, fd, buf, sizeof buf);
	expect(rc, NULL, "getdents64(%d, %p /* 4 entries */, %zu)", fd, (void *)buf, sizeof buf);
	rc = syscall(SYS_getdents64, fd, buf, sizeof buf);
	expect(rc, NULL, "getdents64(%d, %p /* 0 entries */, %zu)", fd, (void *)buf, sizeof buf);
	lseek(fd, 0, SEEK_SET);
	rc = syscall(SYS_getdents, fd, buf, sizeof buf);
	expect(rc, NULL, "getdents(%d, %p /* 4 entries */, %zu)", fd, (void *)buf, sizeof buf);
	rc = syscall(SYS_getdents64, fd, NULL, 0x80000000UL);
	expect(rc, NULL, "getdents64(%d, NULL /* 0 entries */, 2147483648)", fd);
	lseek(fd, 0, SEEK_SET);
	rc = syscall(SYS_getdents64, fd, buf, 10);
	expect(rc, "EINVAL", "getdents64(%d, %p, 10)", fd, (void *)buf);
	rc = syscall(SYS_getdents64, -1, buf, sizeof buf);
	expect(rc, "EBADF", "getdents64(-1, %p, %zu)", (void *)buf, sizeof buf);
	close(fd);
}

int main(void)
{
	snprintf(dir, sizeof dir, "%s", scratch_dir());
	snprintf(path, sizeof path, "%s/f", dir);
	end = (char *)tail_page() + 4096;
	int fd = open(path, O_WRONLY | O_CREAT, 0640);
	char data[1234] = { 0 };
	if (fd < 0 || write(fd, data, sizeof data) != sizeof data || fchmod(fd, 0640))
		return 99;
	close(fd);
	test_stat();
	test_statx();
	test_statfs();
	test_getdents();
	remove_tree(dir);
	return 0;
}
