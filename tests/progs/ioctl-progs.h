/* Shared by the ioctl test programs (tests/progs/ioctl-*.c): the style
 * seize runs in, told by SEIZE_IOCTL_STYLE (raw, verbose for -X, v for
 * -v), and the request and constant names as seize prints them then. */
#ifndef SEIZE_TEST_IOCTL_PROGS_H
#define SEIZE_TEST_IOCTL_PROGS_H

#include "progs.h"

#include <stdbool.h>
#include <stdint.h>
#include <sys/ioctl.h>

enum xstyle { X_ABBREV, X_RAW, X_VERBOSE };

struct style {
	enum xstyle x;
	int v;			/* -v: structs in full */
	int y;			/* -y: descriptors with their paths (SEIZE_IOCTL_Y) */
};

static inline struct style style_get(void)
{
	const char *s = getenv("SEIZE_IOCTL_STYLE");
	struct style st = { X_ABBREV, 0 };
	if (s && !strcmp(s, "raw"))
		st.x = X_RAW;
	else if (s && !strcmp(s, "verbose"))
		st.x = X_VERBOSE;
	else if (s && !strcmp(s, "v"))
		st.v = 1;
	st.y = getenv("SEIZE_IOCTL_Y") != NULL;
	return st;
}

/* A name for the number v under the style: NAME, 0x.., 0x.. / * NAME * /.
 * fmt prints the number ("%#x", "%u").  The result lives until the next
 * call with the same buf. */
static inline const char *xname(const struct style *st, char *buf, size_t size,
				const char *fmt, unsigned long long v, const char *name)
{
	char num[32];
	snprintf(num, sizeof num, fmt, v);
	if (st->x == X_RAW)
		snprintf(buf, size, "%s", num);
	else if (st->x == X_VERBOSE)
		snprintf(buf, size, "%s /* %s */", num, name);
	else
		snprintf(buf, size, "%s", name);
	return buf;
}

struct bitname { unsigned long long bit; const char *name; };

/* The names of the bits of v in the order of names[], then the bits left
 * in hex: "A|B|0x100"; "0" for none.  dflt names the bits left when no
 * name matched ("0x100 / * X_??? * /"), or NULL. */
static inline const char *bitnames(char *buf, size_t size, unsigned long long v,
				   const struct bitname *names, size_t n, const char *dflt)
{
	size_t len = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < n; i++)
		if (v & names[i].bit) {
			len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? "|" : "",
						names[i].name);
			v &= ~names[i].bit;
		}
	if (v && len)
		snprintf(buf + len, size - len, "|%#llx", v);
	else if (v)
		snprintf(buf, size, dflt ? "%#llx /* %s */" : "%#llx", v, dflt);
	else if (!len)
		snprintf(buf, size, "0");
	return buf;
}

/* A descriptor as seize prints it: 3, or 3</path> under -y. */
static inline const char *fdname(const struct style *st, char *buf, size_t size, int fd)
{
	char link[64], path[256];
	snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
	ssize_t n = st->y ? readlink(link, path, sizeof path - 1) : -1;
	if (n < 0)
		snprintf(buf, size, "%d", fd);
	else
		snprintf(buf, size, "%d<%.*s>", fd, (int)n, path);
	return buf;
}
#define FD(st, fd) fdname(st, (char[300]){ 0 }, 300, fd)

/* A request: xname in hex. */
#define REQ(st, code) xname(st, (char[160]){ 0 }, 160, "%#llx", (unsigned)(code), #code)

/* ioctl(fd, code, arg) as a raw syscall, so that the argument is passed
 * as it is. */
static inline long sys_ioctl(long fd, unsigned long code, unsigned long arg)
{
	return syscall(SYS_ioctl, fd, code, arg, 0L, 0L, 0L);
}

#endif
