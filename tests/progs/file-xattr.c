/* Extended attributes: values the kernel reads print at entry, values it
 * fills at exit with the returned length, cut at -s; names and lists. */
#include "file.h"

#include <stdbool.h>
#include <sys/xattr.h>

static char path[512];

/* The string seize prints for n bytes the program holds: printable ones as
 * they are, NUL as \0, cut at 32 bytes. */
static const char *quoted(const char *s, size_t n)
{
	static char out[256];
	size_t len = 0, shown = n < 32 ? n : 32;
	out[len++] = '"';
	for (size_t i = 0; i < shown; i++) {
		if (s[i])
			out[len++] = s[i];
		else
			len += snprintf(out + len, sizeof out - len, "\\0");
	}
	snprintf(out + len, sizeof out - len, "\"%s", n > shown ? "..." : "");
	return out;
}

int main(void)
{
	char *dir = scratch_dir();
	char *end = (char *)tail_page() + 4096;
	snprintf(path, sizeof path, "%s/f", dir);
	int fd = open(path, O_RDWR | O_CREAT, 0644);

	/* User attributes need a file system that has them (not every tmpfs). */
	long rc = syscall(SYS_setxattr, path, "user.a", "bar\0baz", 7, XATTR_CREATE);
	check(rc, "setxattr(\"%s\", \"user.a\", \"bar\\0baz\", 7, XATTR_CREATE)", path);
	bool have = rc == 0;
	rc = syscall(SYS_lsetxattr, path, "user.a-name-longer-than-thirty-two-bytes",
		     "0123456789012345678901234567890123456789", 40, XATTR_REPLACE | XATTR_CREATE);
	check(rc, "lsetxattr(\"%s\", \"user.a-name-longer-than-thirty-t\"..., "
	      "\"01234567890123456789012345678901\"..., 40, XATTR_CREATE|XATTR_REPLACE)", path);
	rc = syscall(SYS_fsetxattr, fd, "user.b", "x", 1, 0);
	check(rc, "fsetxattr(%d, \"user.b\", \"x\", 1, 0)", fd);
	rc = syscall(SYS_setxattr, path, "user.a", "x", 1, 4);
	expect(rc, "EINVAL", "setxattr(\"%s\", \"user.a\", \"x\", 1, 0x4 /* XATTR_??? */)", path);
	rc = syscall(SYS_setxattr, path, "user.a", end - 2, 3, 0);
	expect(rc, "EFAULT", "setxattr(\"%s\", \"user.a\", %p, 3, 0)", path, end - 2);
	/* One trailing NUL is left out of a value, and then there is no "...";
	 * a value larger than XATTR_SIZE_MAX prints as its address. */
	char v[40];
	memset(v, 'v', sizeof v);
	v[31] = 0;
	rc = syscall(SYS_setxattr, path, "user.c", v, sizeof v, 0);
	check(rc, "setxattr(\"%s\", \"user.c\", \"%.31s\", 40, 0)", path, v);
	rc = syscall(SYS_setxattr, path, "user.c", "ab\0\0", 4, XATTR_REPLACE);
	check(rc, "setxattr(\"%s\", \"user.c\", \"ab\\0\", 4, XATTR_REPLACE)", path);
	rc = syscall(SYS_setxattr, path, "user.c", v, 65537, 0);
	expect(rc, "E2BIG", "setxattr(\"%s\", \"user.c\", %p, 65537, 0)", path, (void *)v);
	rc = syscall(SYS_setxattr, path, "user.c", NULL, 0, XATTR_REPLACE);
	check(rc, "setxattr(\"%s\", \"user.c\", NULL, 0, XATTR_REPLACE)", path);

	char buf[256];
	rc = syscall(SYS_getxattr, path, "user.a", buf, sizeof buf);
	if (have)
		expect(rc, NULL, "getxattr(\"%s\", \"user.a\", \"bar\\0baz\", 256)", path);
	else
		check(rc, "getxattr(\"%s\", \"user.a\", %p, 256)", path, (void *)buf);
	rc = syscall(SYS_lgetxattr, path, "user.a", NULL, 0);
	check(rc, "lgetxattr(\"%s\", \"user.a\", NULL, 0)", path);
	rc = syscall(SYS_fgetxattr, fd, "user.none", buf, sizeof buf);
	check(rc, "fgetxattr(%d, \"user.none\", %p, 256)", fd, (void *)buf);

	rc = syscall(SYS_listxattr, path, buf, sizeof buf);
	if (rc >= 0)
		expect(rc, NULL, "listxattr(\"%s\", %s, 256)", path, quoted(buf, rc));
	else
		check(rc, "listxattr(\"%s\", %p, 256)", path, (void *)buf);
	rc = syscall(SYS_llistxattr, path, NULL, 0);
	check(rc, "llistxattr(\"%s\", NULL, 0)", path);
	/* A size query shows the buffer's address. */
	rc = syscall(SYS_llistxattr, path, buf, 0);
	check(rc, "llistxattr(\"%s\", %p, 0)", path, (void *)buf);
	rc = syscall(SYS_flistxattr, -1, buf, sizeof buf);
	expect(rc, "EBADF", "flistxattr(-1, %p, 256)", (void *)buf);

	rc = syscall(SYS_removexattr, path, "user.a");
	check(rc, "removexattr(\"%s\", \"user.a\")", path);
	rc = syscall(SYS_lremovexattr, path, NULL);
	expect(rc, "EFAULT", "lremovexattr(\"%s\", NULL)", path);
	rc = syscall(SYS_fremovexattr, fd, "user.b");
	check(rc, "fremovexattr(%d, \"user.b\")", fd);
	close(fd);
	remove_tree(dir);
	return 0;
}
