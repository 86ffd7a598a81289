/* Shared by the ioctl family test programs (tests/decode-ioctl2.bats):
 * the request and the named values as seize shows them under the -X style
 * that SEIZE_XLAT names ("raw", "verbose"; abbrev when unset). */
#ifndef SEIZE_TEST_IOCTL2_H
#define SEIZE_TEST_IOCTL2_H

#include "progs.h"

#include <stdbool.h>
#include <stdint.h>
#include <sys/ioctl.h>

enum xstyle { X_ABBREV, X_RAW, X_VERBOSE };

static inline enum xstyle xstyle(void)
{
	const char *s = getenv("SEIZE_XLAT");
	if (!s)
		return X_ABBREV;
	return !strcmp(s, "raw") ? X_RAW : X_VERBOSE;
}

/* Whether the trace is made with -v (SEIZE_V set): arrays whole, structs
 * in full. */
static inline bool xv(void)
{
	return getenv("SEIZE_V") != NULL;
}

/* [first, first + step, ...]: n values, cut after 32 (-s 32) unless -v. */
static inline const char *xseq(unsigned n, unsigned first, unsigned step)
{
	static char bufs[4][2048];
	static unsigned next;
	char *b = bufs[next++ % 4];
	size_t len = 0;
	b[len++] = '[';
	for (unsigned i = 0; i < n; i++) {
		if (i == 32 && !xv()) {
			len += (size_t)snprintf(b + len, sizeof bufs[0] - len, ", ...");
			break;
		}
		len += (size_t)snprintf(b + len, sizeof bufs[0] - len, "%s%u", i ? ", " : "",
					first + i * step);
	}
	snprintf(b + len, sizeof bufs[0] - len, "]");
	return b;
}

/* A value named name, as -X shows it: name, 0x1f, or 0x1f / * name * /
 * (0 for zero).  The text lives until 16 more calls. */
static inline const char *xn(unsigned long long v, const char *name)
{
	static char bufs[16][256];
	static unsigned next;
	char *b = bufs[next++ % 16];
	char num[32];
	snprintf(num, sizeof num, v ? "%#llx" : "0", v);
	switch (xstyle()) {
	case X_ABBREV:
		snprintf(b, sizeof bufs[0], "%s", name);
		break;
	case X_RAW:
		snprintf(b, sizeof bufs[0], "%s", num);
		break;
	case X_VERBOSE:
		snprintf(b, sizeof bufs[0], "%s /* %s */", num, name);
		break;
	}
	return b;
}

/* A value no name fits: 0x1f / * dflt * /, 0x1f alone under -X raw. */
static inline const char *xunk(unsigned long long v, const char *dflt)
{
	static char bufs[8][128];
	static unsigned next;
	char *b = bufs[next++ % 8];
	if (xstyle() == X_RAW)
		snprintf(b, sizeof bufs[0], "%#llx", v);
	else
		snprintf(b, sizeof bufs[0], "%#llx /* %s */", v, dflt);
	return b;
}

/* size bytes, zeroed, that end where an unmapped page begins: one byte
 * further and a struct there is short. */
static inline void *tail_of(size_t size)
{
	size_t len = (size + 4095) / 4096 * 4096;
	char *p = mmap(NULL, len + 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		abort();
	munmap(p + len, 4096);
	memset(p + len - size, 0, size);
	return p + len - size;
}

/* An ioctl with a pointer or number argument; the kernel's answer. */
static inline long ioc(int fd, unsigned long req, const void *arg)
{
	return syscall(SYS_ioctl, fd, req, arg);
}

#endif
