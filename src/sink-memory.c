/* Values the sink reads from the tracee (sink.h): strings, buffers, and the
 * small structs every family passes around.  Tracee memory is hostile:
 * every read is bounded and checked, and what cannot be read is reported
 * as its address, as strace does. */
#include <stdlib.h>

#include "fmtopts.h"
#include "memory.h"
#include "sink.h"
#include "tracer.h"
#include "util.h"

/* PATH_MAX counts the NUL: strace prints at most PATH_MAX - 1 bytes of a
 * path, then "...". */
enum { PATH_LIMIT = 4095 };

/* Whether a string that had no NUL in its first n bytes went on into
 * readable memory (it was cut at limit).  One that runs into an unreadable
 * page first prints as its address, as strace does. */
static bool readable_after(struct tracee *t, uint64_t addr, size_t n, unsigned limit)
{
	char c;
	return n == limit && mem_read(t->tid, addr + n, &c, 1);
}

void sink_str_at(struct tracee *t, uint64_t addr, unsigned limit)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	char stackbuf[512];
	char *buf = limit < sizeof stackbuf ? stackbuf : xmalloc(limit + 1);
	bool terminated;
	ssize_t n = mem_read_str(t->tid, addr, buf, limit, &terminated);
	if (n < 0 || (!terminated && !readable_after(t, addr, n, limit)))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, (size_t)n, STR_NUL_STOPS | (terminated ? 0 : STR_CUT));
	if (buf != stackbuf)
		free(buf);
}

void sink_path_at(struct tracee *t, uint64_t addr)
{
	sink_str_at(t, addr, PATH_LIMIT);
}

void sink_buf_at(struct tracee *t, uint64_t addr, uint64_t len)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	unsigned limit = t->tr->opt.string_limit;
	size_t shown = len > limit ? limit : len;
	/* strace reads one byte more than it shows (when there is one): a
	 * buffer cut by -s whose next byte is unreadable prints as its address. */
	size_t want = len > shown ? shown + 1 : shown;
	char stackbuf[512];
	char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!mem_read(t->tid, addr, buf, want))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, shown, len > shown ? STR_CUT : 0);
	if (buf != stackbuf)
		free(buf);
}

bool sink_fetch(struct tracee *t, uint64_t addr, void *buf, size_t len)
{
	/* -e verbose= leaving the call out: structs print as addresses */
	if (addr && verbose(t) && mem_read(t->tid, addr, buf, len))
		return true;
	sink_ptr(t, addr);
	return false;
}

void sink_int_at(struct tracee *t, uint64_t addr)
{
	int v;
	if (!addr) {
		sink_ptr(t, 0);
	} else if (sink_fetch(t, addr, &v, sizeof v)) {
		sink_array(t);
		sink_int(t, v);
		sink_end(t);
	}
}

/* Syscalls taking a sigset and its size: strace decodes it only when the
 * size is the kernel's (8 bytes), else prints the address. */
void sink_sigset_at(struct tracee *t, uint64_t addr, uint64_t size)
{
	uint64_t mask;
	if (!addr || size != sizeof mask)
		sink_ptr(t, addr);
	else if (sink_fetch(t, addr, &mask, sizeof mask))
		sink_sigmask(t, &mask, sizeof mask);
}

/* strace prints the seconds signed and the fraction unsigned: a negative
 * tv_nsec shows as 18446744073709551615. */
static void time_at(struct tracee *t, uint64_t addr, const char *fraction)
{
	struct { int64_t sec; uint64_t frac; } ts;
	if (!sink_fetch(t, addr, &ts, sizeof ts))
		return;
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, ts.sec);
	sink_field(t, fraction);
	sink_uint(t, ts.frac);
	sink_end(t);
}

void sink_timespec_at(struct tracee *t, uint64_t addr)
{
	time_at(t, addr, "tv_nsec");
}

void sink_timeval_at(struct tracee *t, uint64_t addr)
{
	time_at(t, addr, "tv_usec");
}

void sink_fd_at(struct tracee *t, uint64_t addr)
{
	int fd;
	if (!sink_fetch(t, addr, &fd, sizeof fd))
		return;
	sink_array(t);
	sink_fd(t, fd);
	sink_end(t);
}
