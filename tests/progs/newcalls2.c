/* The structs of the newest syscalls (newcalls.c has the calls): the
 * struct mount_attr open_tree_attr takes, file_getattr's and
 * file_setattr's struct file_attr.  SEIZE_NEWCALLS_XLAT=raw or verbose
 * says which -X the lines are for. */
#include "progs.h"

#include <fcntl.h>
#include <stdint.h>
#include <linux/mount.h>

/* x86_64 numbers, which the build machine's headers may lack. */
enum { NR_open_tree_attr = 467, NR_file_getattr = 468, NR_file_setattr = 469 };

static const char *xlat_mode;

/* The text of a name under the -X mode of this run. */
static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	if (xlat_mode && !strcmp(xlat_mode, "raw"))
		return raw;
	if (xlat_mode && !strcmp(xlat_mode, "verbose"))
		return verbose;
	return abbrev;
}

static const char *E(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static void open_tree_attr(char *page)
{
	struct mount_attr *a = (struct mount_attr *)(page + 4096 - sizeof *a);
	const char *empty = page + 2048;
	*(char *)empty = '\0';
	/* too small for the first version: the address */
	long rc = syscall(NR_open_tree_attr, -1, empty, 0, a, MOUNT_ATTR_SIZE_VER0 - 1);
	expect(rc, E(rc), "open_tree_attr(-1, \"\", 0, %p, %d)", a, MOUNT_ATTR_SIZE_VER0 - 1);
	/* crossing into the unmapped page: the address */
	rc = syscall(NR_open_tree_attr, -1, empty, 0, (char *)a + 1, MOUNT_ATTR_SIZE_VER0);
	expect(rc, E(rc), "open_tree_attr(-1, \"\", 0, %p, %d)", (char *)a + 1, MOUNT_ATTR_SIZE_VER0);
	/* a bad descriptor: EBADF after the struct was read */
	*a = (struct mount_attr){MOUNT_ATTR_NOSUID, MOUNT_ATTR_NODEV, MS_SLAVE, 0xdefaced00000009ULL};
	rc = syscall(NR_open_tree_attr, -1, empty, AT_EMPTY_PATH, a, sizeof *a);
	expect(rc, E(rc), "open_tree_attr(-1, \"\", %s, {attr_set=%s, attr_clr=%s, propagation=%s, "
	       "userns_fd=%llu}, %zu)",
	       X("AT_EMPTY_PATH", "0x1000", "0x1000 /* AT_EMPTY_PATH */"),
	       X("MOUNT_ATTR_NOSUID", "0x2", "0x2 /* MOUNT_ATTR_NOSUID */"),
	       X("MOUNT_ATTR_NODEV", "0x4", "0x4 /* MOUNT_ATTR_NODEV */"),
	       X("MS_SLAVE", "0x80000", "0x80000 /* MS_SLAVE */"), 0xdefaced00000009ULL, sizeof *a);
	/* a size bigger than the struct, the extra bytes past the page */
	rc = syscall(NR_open_tree_attr, -1, empty, 0, a, sizeof *a + 8);
	expect(rc, E(rc), "open_tree_attr(-1, \"\", 0, {attr_set=%s, attr_clr=%s, propagation=%s, "
	       "userns_fd=%llu, ???}, %zu)",
	       X("MOUNT_ATTR_NOSUID", "0x2", "0x2 /* MOUNT_ATTR_NOSUID */"),
	       X("MOUNT_ATTR_NODEV", "0x4", "0x4 /* MOUNT_ATTR_NODEV */"),
	       X("MS_SLAVE", "0x80000", "0x80000 /* MS_SLAVE */"), 0xdefaced00000009ULL, sizeof *a + 8);
	/* a real clone of /: a descriptor, or EPERM without CAP_SYS_ADMIN */
	*a = (struct mount_attr){0, 0, 0, 0};
	rc = syscall(NR_open_tree_attr, AT_FDCWD, "/", OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC, a, sizeof *a);
	expect(rc, E(rc), "open_tree_attr(%s, \"/\", %s, {attr_set=0, attr_clr=0, propagation=%s, "
	       "userns_fd=0}, %zu)",
	       X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */"),
	       X("OPEN_TREE_CLONE|OPEN_TREE_CLOEXEC", "0x80001",
		 "0x80001 /* OPEN_TREE_CLONE|OPEN_TREE_CLOEXEC */"),
	       X("0 /* MS_??? */", "0", "0 /* MS_??? */"), sizeof *a);
	if (rc >= 0)
		close((int)rc);
}

/* struct file_attr of Linux 6.17's <linux/fs.h>. */
struct file_attr { uint64_t fa_xflags; uint32_t fa_extsize, fa_nextents, fa_projid, fa_cowextsize; };

static void file_attr(const char *path, char *page)
{
	const char *cwd = X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */");
	struct file_attr *fa = (struct file_attr *)(page + 4096 - sizeof *fa);
	memset(fa, 0, sizeof *fa);
	/* what the kernel says of the file */
	long rc = syscall(NR_file_getattr, AT_FDCWD, path, fa, sizeof *fa, 0);
	if (rc == 0)
		expect(rc, NULL, "file_getattr(%s, \"%s\", {fa_xflags=%s, fa_extsize=%u, fa_nextents=%u, "
		       "fa_projid=%#x, fa_cowextsize=%u}, %zu, 0)", cwd, path,
		       fa->fa_xflags ? "?" : "0", fa->fa_extsize, fa->fa_nextents, fa->fa_projid,
		       fa->fa_cowextsize, sizeof *fa);
	else
		expect(rc, E(rc), "file_getattr(%s, \"%s\", %p, %zu, 0)", cwd, path, fa, sizeof *fa);
	/* a failed get: the address */
	rc = syscall(NR_file_getattr, -1, "", fa, sizeof *fa, 0);
	expect(rc, E(rc), "file_getattr(-1, \"\", %p, %zu, 0)", fa, sizeof *fa);
	/* too small, crossing into the unmapped page, more than a page */
	rc = syscall(NR_file_setattr, -1, "", fa, sizeof *fa - 1, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", %p, %zu, 0)", fa, sizeof *fa - 1);
	rc = syscall(NR_file_setattr, -1, "", (char *)fa + 1, sizeof *fa, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", %p, %zu, 0)", (char *)fa + 1, sizeof *fa);
	rc = syscall(NR_file_setattr, -1, "", page, 4097, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", %p, 4097, 0)", page);
	/* every member, known and unknown flags; no fa_nextents to set */
	*fa = (struct file_attr){0x8001fffbULL, 0xdeadbeef, 0xfacefeed, 0xcafef00d, 0xbabec0de};
	rc = syscall(NR_file_setattr, -1, "", fa, sizeof *fa, AT_EMPTY_PATH);
	expect(rc, E(rc), "file_setattr(-1, \"\", {fa_xflags=%s, fa_extsize=3735928559, "
	       "fa_projid=0xcafef00d, fa_cowextsize=3133063390}, %zu, %s)",
	       X("FS_XFLAG_REALTIME|FS_XFLAG_PREALLOC|FS_XFLAG_IMMUTABLE|FS_XFLAG_APPEND|FS_XFLAG_SYNC"
		 "|FS_XFLAG_NOATIME|FS_XFLAG_NODUMP|FS_XFLAG_RTINHERIT|FS_XFLAG_PROJINHERIT"
		 "|FS_XFLAG_NOSYMLINKS|FS_XFLAG_EXTSIZE|FS_XFLAG_EXTSZINHERIT|FS_XFLAG_NODEFRAG"
		 "|FS_XFLAG_FILESTREAM|FS_XFLAG_DAX|FS_XFLAG_COWEXTSIZE|FS_XFLAG_HASATTR",
		 "0x8001fffb",
		 "0x8001fffb /* FS_XFLAG_REALTIME|FS_XFLAG_PREALLOC|FS_XFLAG_IMMUTABLE|FS_XFLAG_APPEND"
		 "|FS_XFLAG_SYNC|FS_XFLAG_NOATIME|FS_XFLAG_NODUMP|FS_XFLAG_RTINHERIT|FS_XFLAG_PROJINHERIT"
		 "|FS_XFLAG_NOSYMLINKS|FS_XFLAG_EXTSIZE|FS_XFLAG_EXTSZINHERIT|FS_XFLAG_NODEFRAG"
		 "|FS_XFLAG_FILESTREAM|FS_XFLAG_DAX|FS_XFLAG_COWEXTSIZE|FS_XFLAG_HASATTR */"),
	       sizeof *fa, X("AT_EMPTY_PATH", "0x1000", "0x1000 /* AT_EMPTY_PATH */"));
	fa->fa_xflags = 0xffffffff7ffe0004ULL;
	rc = syscall(NR_file_setattr, -1, "", fa, sizeof *fa, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", {fa_xflags=%s, fa_extsize=3735928559, "
	       "fa_projid=0xcafef00d, fa_cowextsize=3133063390}, %zu, 0)",
	       X("0xffffffff7ffe0004 /* FS_XFLAG_??? */", "0xffffffff7ffe0004",
		 "0xffffffff7ffe0004 /* FS_XFLAG_??? */"), sizeof *fa);
	/* a bigger struct: its tail when not zero, ??? when unreadable */
	struct file_attr *big = (struct file_attr *)page;
	memset(big, 0, sizeof *big + 8);
	memcpy(big + 1, "\x80\x81\x82\x83\x84\x85\x86\x87", 8);
	rc = syscall(NR_file_setattr, -1, "", big, sizeof *big + 8, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", {fa_xflags=0, fa_extsize=0, fa_projid=0, "
	       "fa_cowextsize=0, /* bytes 24..31 */ \"\\x80\\x81\\x82\\x83\\x84\\x85\\x86\\x87\"}, 32, 0)");
	rc = syscall(NR_file_setattr, -1, "", fa, sizeof *fa + 8, 0);
	expect(rc, E(rc), "file_setattr(-1, \"\", {fa_xflags=%s, fa_extsize=3735928559, "
	       "fa_projid=0xcafef00d, fa_cowextsize=3133063390, ???}, 32, 0)",
	       X("0xffffffff7ffe0004 /* FS_XFLAG_??? */", "0xffffffff7ffe0004",
		 "0xffffffff7ffe0004 /* FS_XFLAG_??? */"));
}

int main(void)
{
	xlat_mode = getenv("SEIZE_NEWCALLS_XLAT");
	char path[64];
	snprintf(path, sizeof path, "/tmp/seize-newcalls2-%d", (int)getpid());
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return 1;
	close(fd);
	char *page = tail_page();

	open_tree_attr(page);
	file_attr(path, page);

	unlink(path);
	return 0;
}
