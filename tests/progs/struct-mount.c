/* mount_setattr's struct mount_attr: its four members, userns_fd as a
 * descriptor only with MOUNT_ATTR_IDMAP, the bytes a bigger size adds
 * (nothing when zero, "???" when unreadable), a size too small for it and
 * a struct that crosses into an unmapped page.  Every call fails: the path
 * does not exist or the flags are wrong.  SEIZE_XLAT says the -X. */
#include "struct-style.h"

#include <fcntl.h>
#include <linux/mount.h>

#define NOPATH "/seize-no-such-dir"

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static long setattr(int dfd, const char *path, unsigned long flags, const void *attr,
		    unsigned long size)
{
	return syscall(SYS_mount_setattr, dfd, path, flags, attr, size);
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	const char *recursive = X("0x8000", "AT_RECURSIVE");
	const char *rdonly_nosuid = X("0x3", "MOUNT_ATTR_RDONLY|MOUNT_ATTR_NOSUID");
	const char *shared = X("0x100000", "MS_SHARED");
	const char *none = U("0", "MS_???");	/* propagation 0 has no name */
	const char *fdcwd = X("-100", "AT_FDCWD");

	struct mount_attr *a = (void *)(end - 40);
	memset(a, 0, 40);
	a->attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID;
	a->propagation = MS_SHARED;
	a->userns_fd = 9;
	long rc = setattr(AT_FDCWD, NOPATH, AT_RECURSIVE, a, 32);
	expect(rc, err(rc),
	       "mount_setattr(%s, \"" NOPATH "\", %s, {attr_set=%s, attr_clr=0, "
	       "propagation=%s, userns_fd=9}, 32)", fdcwd, recursive, rdonly_nosuid, shared);
	/* zero bytes after the struct say nothing */
	rc = setattr(AT_FDCWD, NOPATH, AT_RECURSIVE, a, 40);
	expect(rc, err(rc),
	       "mount_setattr(%s, \"" NOPATH "\", %s, {attr_set=%s, attr_clr=0, "
	       "propagation=%s, userns_fd=9}, 40)", fdcwd, recursive, rdonly_nosuid, shared);
	memcpy((char *)a + 32, "\x01\x00\x00\x00\x00\x00\x00\xff", 8);
	a->attr_set = 0;
	a->attr_clr = MOUNT_ATTR_IDMAP | (1ULL << 40);
	a->propagation = 0x140000;
	a->userns_fd = 0;
	rc = setattr(-1, "", AT_EMPTY_PATH, a, 40);
	expect(rc, err(rc),
	       "mount_setattr(-1, \"\", %s, {attr_set=0, attr_clr=%s, propagation=%s, "
	       "userns_fd=0, /* bytes 32..39 */ \"\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\xff\"}, 40)",
	       X("0x1000", "AT_EMPTY_PATH"),
	       X("0x10000100000", "MOUNT_ATTR_IDMAP|0x10000000000"), U("0x140000", "MS_???"));
	/* a struct 8 bytes before the page: the 8 bytes after it unreadable */
	a = (void *)(end - 32);
	memset(a, 0, 32);
	a->attr_set = MOUNT_ATTR_IDMAP;
	a->userns_fd = 1ULL << 32;
	rc = setattr(-1, "", AT_EMPTY_PATH | 0x10000, a, 40);
	expect(rc, err(rc),
	       "mount_setattr(-1, \"\", %s, {attr_set=%s, attr_clr=0, propagation=%s, "
	       "userns_fd=4294967296, ???}, 40)",
	       X("0x11000", "AT_EMPTY_PATH|0x10000"), X("0x100000", "MOUNT_ATTR_IDMAP"), none);
	rc = setattr(-1, "", 0x10000, a, 32);
	expect(rc, err(rc),
	       "mount_setattr(-1, \"\", %s, {attr_set=%s, attr_clr=0, propagation=%s, "
	       "userns_fd=4294967296}, 32)", U("0x10000", "AT_???"), X("0x100000", "MOUNT_ATTR_IDMAP"),
	       none);
	rc = setattr(-1, "", 0, a, 31);
	expect(rc, err(rc), "mount_setattr(-1, \"\", 0, %p, 31)", (void *)a);
	rc = setattr(-1, "", 0, end - 16, 32);
	expect(rc, err(rc), "mount_setattr(-1, \"\", 0, %p, 32)", (void *)(end - 16));
	rc = setattr(-1, "", 0, NULL, 32);
	expect(rc, err(rc), "mount_setattr(-1, \"\", 0, NULL, 32)");
	return 0;
}
