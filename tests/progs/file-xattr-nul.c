/* An xattr value that ends in NUL: strace leaves the NUL out, but under
 * -x and -xx, which print it as \x00 (followed by "..." when -s cut the
 * value).  SEIZE_X=x or xx says which option tests/decode-file.bats gave;
 * it runs this with -s 7 too (SEIZE_S=7). */
#include "progs.h"

#include <stdbool.h>
#include <sys/xattr.h>

static const char *x;	/* "", "x" or "xx" */

static const char *hex(const char *s, size_t n, char *buf)
{
	char *p = buf;
	for (size_t i = 0; i < n; i++)
		p += sprintf(p, "\\x%02x", (unsigned char)s[i]);
	return buf;
}

/* The bytes as strace quotes them without -x: a NUL as \0 (no digit
 * follows one here). */
static const char *plain(const char *s, size_t n, char *buf)
{
	char *p = buf;
	for (size_t i = 0; i < n; i++)
		p += s[i] ? sprintf(p, "%c", s[i]) : sprintf(p, "\\0");
	return buf;
}

static void value(const char *v, size_t size, int limit)
{
	char shown[256], b1[512], b2[512];
	size_t n = size < (size_t)limit ? size : (size_t)limit;
	bool cut = size > n, nul = n && v[n - 1] == 0;
	bool all_hex = !strcmp(x, "xx") || (*x && memchr(v, 0, n));
	if (nul && !all_hex)	/* the NUL left out, and "..." with it */
		snprintf(shown, sizeof shown, "\"%s\"", plain(v, n - 1, b1));
	else if (all_hex)	/* -x hexes a value with a NUL, -xx every one */
		snprintf(shown, sizeof shown, "\"%s\"%s", hex(v, n, b1), cut ? "..." : "");
	else
		snprintf(shown, sizeof shown, "\"%s\"%s", plain(v, n, b1), cut ? "..." : "");
	long rc = syscall(SYS_setxattr, "/nonexistent", "user.v", v, size, 0);
	const char *path = "\"/nonexistent\"", *name = "\"user.v\"";
	static char nb[64];
	if (!strcmp(x, "xx")) {
		snprintf(b2, sizeof b2, "\"%s\"", hex("/nonexistent", 12, b1));
		path = b2;
		snprintf(nb, sizeof nb, "\"%s\"", hex("user.v", 6, b1));
		name = nb;
	}
	expect(rc, "ENOENT", "setxattr(%s, %s, %s, %zu, 0)", path, name, shown, size);
}

int main(void)
{
	x = getenv("SEIZE_X") ? getenv("SEIZE_X") : "";
	int limit = getenv("SEIZE_S") ? atoi(getenv("SEIZE_S")) : 32;
	value("ab\0", 3, limit);
	value("abc\0", 4, limit);
	value("abcdef\0gh", 9, limit);
	value("abcdefghij\0", 11, limit);
	value("ab", 2, limit);
	return 0;
}
