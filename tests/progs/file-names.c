/* Syscalls on names: directories, links, renames, removal, modes, owners,
 * sizes, device nodes, the working directory. */
#include "file.h"

#include <stdint.h>
#include <sys/mount.h>
#include <sys/swap.h>
#include <sys/sysmacros.h>

static char dir[256], a[512], b[512], sub[512];

static void test_dirs(void)
{
	long rc = syscall(SYS_mkdir, sub, 0750);
	expect(rc, NULL, "mkdir(\"%s\", 0750)", sub);
	rc = syscall(SYS_mkdir, sub, 0xffffffff);
	expect(rc, "EEXIST", "mkdir(\"%s\", 0177777)", sub);
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_mkdirat, dfd, "d2", 0);
	expect(rc, NULL, "mkdirat(%d, \"d2\", 000)", dfd);
	rc = syscall(SYS_chdir, sub);
	expect(rc, NULL, "chdir(\"%s\")", sub);
	rc = syscall(SYS_fchdir, dfd);
	expect(rc, NULL, "fchdir(%d)", dfd);
	rc = syscall(SYS_fchdir, -1);
	expect(rc, "EBADF", "fchdir(-1)");

	/* getcwd: the path in full, whatever -s says; the length counts the NUL. */
	char cwd[1024];
	rc = syscall(SYS_getcwd, cwd, sizeof cwd);
	expect(rc, NULL, "getcwd(\"%s\", %zu)", cwd, sizeof cwd);
	rc = syscall(SYS_getcwd, cwd, 1);
	expect(rc, "ERANGE", "getcwd(%p, 1)", (void *)cwd);
	rc = syscall(SYS_getcwd, NULL, 100);
	expect(rc, "EFAULT", "getcwd(NULL, 100)");

	rc = syscall(SYS_rmdir, sub);
	expect(rc, NULL, "rmdir(\"%s\")", sub);
	rc = syscall(SYS_unlinkat, dfd, "d2", AT_REMOVEDIR);
	expect(rc, NULL, "unlinkat(%d, \"d2\", AT_REMOVEDIR)", dfd);
	rc = syscall(SYS_unlinkat, AT_FDCWD, "d2", 1);
	expect(rc, "EINVAL", "unlinkat(AT_FDCWD, \"d2\", 0x1 /* AT_??? */)");
	rc = syscall(SYS_unlinkat, AT_FDCWD, "d2", 0xffffffff00000000UL | AT_REMOVEDIR);
	expect(rc, "ENOENT", "unlinkat(AT_FDCWD, \"d2\", AT_REMOVEDIR)");
	close(dfd);
}

static void test_links(void)
{
	/* A target longer than -s: readlink's buffer is cut, symlink's path is not. */
	const char *target = "a-target-name-longer-than-thirty-two-bytes";
	long rc = syscall(SYS_symlink, target, b);
	expect(rc, NULL, "symlink(\"%s\", \"%s\")", target, b);
	char buf[128];
	rc = syscall(SYS_readlink, b, buf, sizeof buf);
	expect(rc, NULL, "readlink(\"%s\", \"%.32s\"..., %zu)", b, target, sizeof buf);
	rc = syscall(SYS_readlink, b, buf, 3);
	expect(rc, NULL, "readlink(\"%s\", \"a-t\", 3)", b);
	rc = syscall(SYS_readlinkat, AT_FDCWD, a, buf, sizeof buf);
	expect(rc, "EINVAL", "readlinkat(AT_FDCWD, \"%s\", %p, %zu)", a, (void *)buf, sizeof buf);
	/* bufsiz prints unsigned, all 64 bits. */
	rc = syscall(SYS_readlink, b, NULL, -1L);
	check(rc, "readlink(\"%s\", NULL, %lu)", b, (unsigned long)-1L);
	rc = syscall(SYS_unlink, b);
	expect(rc, NULL, "unlink(\"%s\")", b);
	rc = syscall(SYS_symlinkat, "x", AT_FDCWD, b);
	expect(rc, NULL, "symlinkat(\"x\", AT_FDCWD, \"%s\")", b);
	rc = syscall(SYS_unlinkat, AT_FDCWD, b, 0);
	expect(rc, NULL, "unlinkat(AT_FDCWD, \"%s\", 0)", b);

	rc = syscall(SYS_link, a, b);
	expect(rc, NULL, "link(\"%s\", \"%s\")", a, b);
	rc = syscall(SYS_linkat, AT_FDCWD, a, AT_FDCWD, b, AT_SYMLINK_FOLLOW);
	expect(rc, "EEXIST", "linkat(AT_FDCWD, \"%s\", AT_FDCWD, \"%s\", AT_SYMLINK_FOLLOW)", a, b);
	rc = syscall(SYS_linkat, AT_FDCWD, a, AT_FDCWD, b, 8);
	expect(rc, "EINVAL", "linkat(AT_FDCWD, \"%s\", AT_FDCWD, \"%s\", 0x8 /* AT_??? */)", a, b);
	rc = syscall(SYS_rename, b, sub);
	expect(rc, NULL, "rename(\"%s\", \"%s\")", b, sub);
	rc = syscall(SYS_renameat, AT_FDCWD, sub, -1, "x");
	expect(rc, "EBADF", "renameat(AT_FDCWD, \"%s\", -1, \"x\")", sub);
	rc = syscall(SYS_renameat2, AT_FDCWD, sub, AT_FDCWD, a, RENAME_NOREPLACE);
	check(rc, "renameat2(AT_FDCWD, \"%s\", AT_FDCWD, \"%s\", RENAME_NOREPLACE)", sub, a);
	rc = syscall(SYS_renameat2, AT_FDCWD, sub, AT_FDCWD, a, 0x10);
	expect(rc, "EINVAL", "renameat2(AT_FDCWD, \"%s\", AT_FDCWD, \"%s\", 0x10 /* RENAME_?? */)", sub, a);
	rc = syscall(SYS_unlink, sub);
	expect(rc, NULL, "unlink(\"%s\")", sub);
}

static void test_modes_owners(void)
{
	long rc = syscall(SYS_chmod, a, 0100644);
	expect(rc, NULL, "chmod(\"%s\", 0100644)", a);
	int fd = open(a, O_RDWR);
	rc = syscall(SYS_fchmod, fd, 04755);
	expect(rc, NULL, "fchmod(%d, 04755)", fd);
	rc = syscall(SYS_fchmodat, AT_FDCWD, a, 0600);
	expect(rc, NULL, "fchmodat(AT_FDCWD, \"%s\", 0600)", a);

	/* -1 leaves an id unchanged and prints as -1; ids are 32 bits. */
	rc = syscall(SYS_chown, a, -1, -1);
	expect(rc, NULL, "chown(\"%s\", -1, -1)", a);
	rc = syscall(SYS_fchown, fd, 0xffffffff00000000UL | getuid(), -1);
	check(rc, "fchown(%d, %u, -1)", fd, (unsigned)getuid());
	rc = syscall(SYS_lchown, "/nonexistent", 1, 2);
	expect(rc, "ENOENT", "lchown(\"/nonexistent\", 1, 2)");
	rc = syscall(SYS_fchownat, AT_FDCWD, a, -1, getgid(), AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH);
	check(rc, "fchownat(AT_FDCWD, \"%s\", -1, %u, AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH)",
	      a, (unsigned)getgid());
	rc = syscall(SYS_fchownat, AT_FDCWD, a, -1, -1, 1);
	expect(rc, "EINVAL", "fchownat(AT_FDCWD, \"%s\", -1, -1, 0x1 /* AT_??? */)", a);

	/* Lengths print unsigned. */
	rc = syscall(SYS_truncate, a, 1234);
	expect(rc, NULL, "truncate(\"%s\", 1234)", a);
	rc = syscall(SYS_truncate, a, -1L);
	expect(rc, "EINVAL", "truncate(\"%s\", %lu)", a, (unsigned long)-1L);
	rc = syscall(SYS_ftruncate, fd, 0);
	expect(rc, NULL, "ftruncate(%d, 0)", fd);
	rc = syscall(SYS_ftruncate, -1, 0x7fffffffffffffffL);
	expect(rc, "EBADF", "ftruncate(-1, 9223372036854775807)");
	close(fd);
}

static void test_mknod(void)
{
	/* The device number prints only for device files, as makedev(). */
	long rc = syscall(SYS_mknod, b, S_IFIFO | 0600, 77);
	expect(rc, NULL, "mknod(\"%s\", S_IFIFO|0600)", b);
	rc = syscall(SYS_mknod, b, S_IFCHR | 0600, makedev(1, 3));
	check(rc, "mknod(\"%s\", S_IFCHR|0600, makedev(0x1, 0x3))", b);
	/* dev is a 32-bit argument: its old/new encoding splits 0x3456789a. */
	rc = syscall(SYS_mknodat, AT_FDCWD, b, S_IFBLK | S_ISVTX | 0644, 0x123456789aUL);
	check(rc, "mknodat(AT_FDCWD, \"%s\", S_IFBLK|S_ISVTX|0644, makedev(0x678, 0x3459a))", b);
	rc = syscall(SYS_mknod, b, S_ISUID | 0600, 0);
	check(rc, "mknod(\"%s\", S_ISUID|0600)", b);
	/* An unknown file type: the whole mode in octal; modes are 16 bits. */
	rc = syscall(SYS_mknod, b, 0x12345678, 0);
	check(rc, "mknod(\"%s\", 053170)", b);
	rc = syscall(SYS_mknodat, AT_FDCWD, b, 0xffff0000UL | S_IFREG, 0);
	check(rc, "mknodat(AT_FDCWD, \"%s\", S_IFREG|000)", b);
	rc = syscall(SYS_unlink, b);
	expect(rc, NULL, "unlink(\"%s\")", b);
}

/* mount and swap calls on a path that does not exist: they fail (ENOENT,
 * or EPERM without privileges), the arguments print the same. */
static void test_mounts(void)
{
	const char *none = "/nonexistent/seize";
	long rc = syscall(SYS_mount, "none", none, "tmpfs", MS_RDONLY | MS_NOSUID, "size=1m");
	check(rc, "mount(\"none\", \"%s\", \"tmpfs\", MS_RDONLY|MS_NOSUID, \"size=1m\")", none);
	/* The old magic number prints first; a remount has no type string,
	 * a bind mount neither type nor data. */
	rc = syscall(SYS_mount, "a", none, "b", 0xC0ED0000UL | MS_NODEV, NULL);
	check(rc, "mount(\"a\", \"%s\", \"b\", MS_MGC_VAL|MS_NODEV, NULL)", none);
	rc = syscall(SYS_mount, NULL, none, "b", MS_REMOUNT, "data");
	check(rc, "mount(NULL, \"%s\", %p, MS_REMOUNT, \"data\")", none, (void *)"b");
	rc = syscall(SYS_mount, "a", none, "b", MS_BIND | MS_REC, "data");
	check(rc, "mount(\"a\", \"%s\", %p, MS_BIND|MS_REC, %p)", none, (void *)"b", (void *)"data");
	rc = syscall(SYS_mount, "a", none, "b", 0x100000000UL | 0x80000000UL, "d");
	check(rc, "mount(\"a\", \"%s\", \"b\", MS_NOUSER|0x100000000, \"d\")", none);
	rc = syscall(SYS_umount2, none, MNT_FORCE | MNT_DETACH);
	check(rc, "umount2(\"%s\", MNT_FORCE|MNT_DETACH)", none);
	rc = syscall(SYS_umount2, none, 0x80);
	check(rc, "umount2(\"%s\", 0x80 /* MNT_??? */)", none);
	/* swapon: the flags, then the priority in decimal. */
	rc = syscall(SYS_swapon, none, SWAP_FLAG_PREFER | 5);
	check(rc, "swapon(\"%s\", SWAP_FLAG_PREFER|5)", none);
	rc = syscall(SYS_swapon, none, 0);
	check(rc, "swapon(\"%s\", 0)", none);
	rc = syscall(SYS_swapoff, none);
	check(rc, "swapoff(\"%s\")", none);
	rc = syscall(SYS_ustat, 0xffffffff00000801UL, NULL);
	check(rc, "ustat(makedev(0x8, 0x1), NULL)");
}

int main(void)
{
	snprintf(dir, sizeof dir, "%s", scratch_dir());
	snprintf(a, sizeof a, "%s/a", dir);
	snprintf(b, sizeof b, "%s/b", dir);
	snprintf(sub, sizeof sub, "%s/sub", dir);
	close(open(a, O_WRONLY | O_CREAT, 0644));
	test_dirs();
	test_links();
	test_modes_owners();
	test_mknod();
	test_mounts();
	remove_tree(dir);
	return 0;
}
