/* open, openat, creat, openat2, access and umask: flags with the access mode
 * first, the mode only when used, unknown bits, bad pointers. */
#include "file.h"

#include <linux/openat2.h>

static const char *dir;
static char path[512], *end;

static void test_open(void)
{
	long rc = syscall(SYS_open, path, O_WRONLY | O_CREAT | O_TRUNC, 0640);
	expect(rc, NULL, "open(\"%s\", O_WRONLY|O_CREAT|O_TRUNC, 0640)", path);
	close(rc);
	rc = syscall(SYS_open, path, O_RDONLY);
	expect(rc, NULL, "open(\"%s\", O_RDONLY)", path);
	close(rc);
	rc = syscall(SYS_open, path, O_CREAT | O_EXCL | O_WRONLY, 0xffffffff);
	expect(rc, "EEXIST", "open(\"%s\", O_WRONLY|O_CREAT|O_EXCL, 0177777)", path);
	rc = syscall(SYS_open, path, O_RDONLY | O_CREAT, 0);
	expect(rc, NULL, "open(\"%s\", O_RDONLY|O_CREAT, 000)", path);
	close(rc);
	/* O_LARGEFILE is 0 in glibc's x86_64 headers; the kernel's bit. */
	rc = syscall(SYS_open, path, O_RDWR | 0100000 | O_APPEND | O_NONBLOCK);
	expect(rc, NULL, "open(\"%s\", O_RDWR|O_APPEND|O_NONBLOCK|O_LARGEFILE)", path);
	close(rc);
	rc = syscall(SYS_open, path, O_WRONLY | 0x80000000);
	check(rc, "open(\"%s\", O_WRONLY|0x80000000)", path);
	close(rc);
	rc = syscall(SYS_open, dir, O_ACCMODE | O_DIRECTORY);
	check(rc, "open(\"%s\", O_ACCMODE|O_DIRECTORY)", dir);
	rc = syscall(SYS_open, dir, O_RDWR | O_TMPFILE, 0600);
	check(rc, "open(\"%s\", O_RDWR|O_TMPFILE, 0600)", dir);
	close(rc);
	rc = syscall(SYS_open, NULL, O_RDONLY);
	expect(rc, "EFAULT", "open(NULL, O_RDONLY)");
	/* A path that runs into an unmapped page, then one that ends before it. */
	memcpy(end - 3, "abc", 3);
	rc = syscall(SYS_open, end - 3, O_RDONLY);
	expect(rc, "EFAULT", "open(%p, O_RDONLY)", end - 3);
	memcpy(end - 4, "abc", 4);
	rc = syscall(SYS_open, end - 4, O_RDONLY);
	expect(rc, "ENOENT", "open(\"abc\", O_RDONLY)");
}

static void test_openat_creat(void)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	long rc = syscall(SYS_openat, dfd, "f", O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	expect(rc, NULL, "openat(%d, \"f\", O_RDONLY|O_NOFOLLOW|O_CLOEXEC)", dfd);
	close(rc);
	rc = syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_DIRECTORY);
	expect(rc, "ENOTDIR", "openat(AT_FDCWD, \"%s\", O_RDONLY|O_DIRECTORY)", path);
	rc = syscall(SYS_openat, -1, "f", O_RDONLY);
	expect(rc, "EBADF", "openat(-1, \"f\", O_RDONLY)");
	/* dirfd and flags are ints: the upper halves of the registers do not count. */
	rc = syscall(SYS_openat, 0xffffffff00000000UL | (unsigned)dfd, "g",
		     0xffffffff00000000UL | O_WRONLY | O_CREAT, 0xffff0000000001edUL);
	expect(rc, NULL, "openat(%d, \"g\", O_WRONLY|O_CREAT, 0755)", dfd);
	close(rc);
	close(dfd);
	char cpath[600];
	snprintf(cpath, sizeof cpath, "%s/c", dir);
	rc = syscall(SYS_creat, cpath, 0100644);
	expect(rc, NULL, "creat(\"%s\", 0100644)", cpath);
	close(rc);
}

static void test_openat2(void)
{
	struct open_how how = {
		.flags = O_RDONLY | O_CLOEXEC,
		.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH,
	};
	long rc = syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY|O_CLOEXEC, "
	      "resolve=RESOLVE_NO_SYMLINKS|RESOLVE_BENEATH}, 24)", path);
	close(rc);
	how.flags = O_WRONLY | O_CREAT;
	how.mode = 0644;
	how.resolve = 0x100;
	rc = syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_WRONLY|O_CREAT, mode=0644, "
	      "resolve=0x100 /* RESOLVE_??? */}, 24)", path);
	/* A mode without O_CREAT prints too: the kernel rejects it. */
	how.flags = O_RDONLY;
	how.resolve = 0;
	rc = syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY, mode=0644, resolve=0}, 24)", path);
	rc = syscall(SYS_openat2, AT_FDCWD, path, &how, 20);
	check(rc, "openat2(AT_FDCWD, \"%s\", %p, 20)", path, (void *)&how);
	rc = syscall(SYS_openat2, AT_FDCWD, path, NULL, 24);
	check(rc, "openat2(AT_FDCWD, \"%s\", NULL, 24)", path);
	/* A larger struct: a zero tail is not shown, a non-zero one is,
	 * an unreadable one is "???". */
	char big[32] = { 0 };
	how.mode = 0;
	memcpy(big, &how, sizeof how);
	rc = syscall(SYS_openat2, AT_FDCWD, path, big, sizeof big);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY, resolve=0}, 32)", path);
	close(rc);
	big[31] = 1;
	rc = syscall(SYS_openat2, AT_FDCWD, path, big, sizeof big);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY, resolve=0, /* bytes 24..31 */ "
	      "\"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01\"}, 32)", path);
	memcpy(end - sizeof how, &how, sizeof how);
	rc = syscall(SYS_openat2, AT_FDCWD, path, end - sizeof how, 32);
	check(rc, "openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY, resolve=0, ???}, 32)", path);
}

static void test_access_umask(void)
{
	long rc = syscall(SYS_access, path, F_OK);
	expect(rc, NULL, "access(\"%s\", F_OK)", path);
	rc = syscall(SYS_access, path, R_OK | W_OK);
	check(rc, "access(\"%s\", R_OK|W_OK)", path);
	rc = syscall(SYS_access, path, R_OK | 8);
	expect(rc, "EINVAL", "access(\"%s\", R_OK|0x8)", path);
	rc = syscall(SYS_access, path, 8);
	expect(rc, "EINVAL", "access(\"%s\", 0x8 /* ?_OK */)", path);
	/* The mode is an int: the upper half of the register is not part of it. */
	rc = syscall(SYS_access, path, 0xffffffff00000000UL | F_OK);
	expect(rc, NULL, "access(\"%s\", F_OK)", path);
	rc = syscall(SYS_faccessat, AT_FDCWD, path, X_OK);
	check(rc, "faccessat(AT_FDCWD, \"%s\", X_OK)", path);
	rc = syscall(SYS_faccessat2, AT_FDCWD, path, R_OK, AT_EACCESS | AT_SYMLINK_NOFOLLOW);
	check(rc, "faccessat2(AT_FDCWD, \"%s\", R_OK, AT_SYMLINK_NOFOLLOW|AT_EACCESS)", path);
	rc = syscall(SYS_faccessat2, AT_FDCWD, path, R_OK, 0x8000);
	check(rc, "faccessat2(AT_FDCWD, \"%s\", R_OK, 0x8000 /* AT_??? */)", path);

	/* umask's argument and result print in octal, at least three digits. */
	char ret[16];
	mode_t old = syscall(SYS_umask, 022);
	snprintf(ret, sizeof ret, "%#03o", (unsigned)old);
	expect_ret(ret, "umask(022)");
	syscall(SYS_umask, 0);
	expect_ret("022", "umask(000)");
	syscall(SYS_umask, 0xffffffff);
	expect_ret("000", "umask(0177777)");
	syscall(SYS_umask, old);
	expect_ret("0777", "umask(%#03o)", (unsigned)old);
}

int main(void)
{
	dir = scratch_dir();
	snprintf(path, sizeof path, "%s/f", dir);
	end = (char *)tail_page() + 4096;
	test_open();
	test_openat_creat();
	test_openat2();
	test_access_umask();
	remove_tree(dir);
	return 0;
}
