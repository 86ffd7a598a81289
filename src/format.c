#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fdpath.h"
#include "fmtopts.h"
#include "format.h"
#include "memory.h"
#include "render-text.h"
#include "util.h"
#include "xlat.h"

/* PATH_MAX counts the NUL: strace prints at most PATH_MAX - 1 bytes of a
 * path, then "...". */
enum { PATH_LIMIT = 4095 };

void print_quoted(struct output *o, const char *s, size_t n, bool nul_stops)
{
	print_quoted_ex(o, s, n, nul_stops ? QUOTE_NUL_STOPS : 0, NULL);
}

/* Whether a string that had no NUL in its first n bytes went on into
 * readable memory (it was cut at limit).  One that runs into an unreadable
 * page first prints as its address, as strace does. */
static bool readable_after(struct tracee *t, uint64_t addr, size_t n, unsigned limit)
{
	char c;
	return n == limit && mem_read(t->tid, addr + n, &c, 1);
}

static void print_cstring(struct tracee *t, uint64_t addr, unsigned limit)
{
	struct output *o = t->out;
	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	char stackbuf[512];
	char *buf = limit < sizeof stackbuf ? stackbuf : xmalloc(limit + 1);
	bool terminated;
	ssize_t n = mem_read_str(t->tid, addr, buf, limit, &terminated);
	if (n < 0 || (!terminated && !readable_after(t, addr, n, limit))) {
		print_ptr(o, addr);
	} else {
		print_quoted(o, buf, n, true);
		if (!terminated)
			out_puts(o, "...");
	}
	if (buf != stackbuf)
		free(buf);
}

void print_str(struct tracee *t, uint64_t addr, unsigned limit)
{
	print_cstring(t, addr, limit);
}

void print_path(struct tracee *t, uint64_t addr)
{
	print_cstring(t, addr, PATH_LIMIT);
}

void print_buf(struct tracee *t, uint64_t addr, uint64_t len)
{
	struct output *o = t->out;
	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	unsigned limit = string_limit(t);
	size_t shown = len > limit ? limit : len;
	/* strace reads one byte more than it shows (when there is one): a
	 * buffer cut by -s whose next byte is unreadable prints as its address. */
	size_t want = len > shown ? shown + 1 : shown;
	char stackbuf[512];
	char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!mem_read(t->tid, addr, buf, want)) {
		print_ptr(o, addr);
	} else {
		print_quoted(o, buf, shown, false);
		if (len > shown)
			out_puts(o, "...");
	}
	if (buf != stackbuf)
		free(buf);
}

bool fetch(struct tracee *t, uint64_t addr, void *buf, size_t len)
{
	/* -e verbose= leaving the call out: structs print as addresses */
	if (addr && verbose(t) && mem_read(t->tid, addr, buf, len))
		return true;
	print_ptr(t->out, addr);
	return false;
}

void print_xval(struct output *o, const struct xlat *x, uint64_t v, const char *dflt)
{
	v = xlat_value(x, v);
	const char *name = xlat_name(x, v);
	if (o->style.xlat != XLAT_ABBREV) {
		print_named(o, v, dflt ? NUM_HEX : NUM_UNSIGNED, name, dflt);
		return;
	}
	if (name)
		out_puts(o, name);
	else if (dflt)
		out_printf(o, "%#llx /* %s */", (unsigned long long)v, dflt);
	else
		out_printf(o, "%llu", (unsigned long long)v);
}

void print_fd(struct tracee *t, int fd)
{
	char text[PATH_MAX + 600];
	uint64_t extra = 0;
	out_printf(t->out, "%d", fd);
	enum fd_detail d = fd_describe(t, fd, text, sizeof text, &extra);
	text_fd_detail(t->out, d, text, extra);
}

void print_dirfd(struct tracee *t, int fd)
{
	unsigned saved;
	char path[PATH_MAX + 1];
	if (fd != -100) {
		print_fd(t, fd);
		return;
	}
	if (names_begin(t->out, (uint64_t)fd, NUM_DEC, &saved)) {
		out_puts(t->out, "AT_FDCWD");
		names_end(t->out, saved);
	}
	if (cwd_describe(t, path, sizeof path))
		text_fd_detail(t->out, FDD_CWD, path, 0);
}

static const char *const signames[32] = {
	[SIGHUP] = "SIGHUP", [SIGINT] = "SIGINT", [SIGQUIT] = "SIGQUIT",
	[SIGILL] = "SIGILL", [SIGTRAP] = "SIGTRAP", [SIGABRT] = "SIGABRT",
	[SIGBUS] = "SIGBUS", [SIGFPE] = "SIGFPE", [SIGKILL] = "SIGKILL",
	[SIGUSR1] = "SIGUSR1", [SIGSEGV] = "SIGSEGV", [SIGUSR2] = "SIGUSR2",
	[SIGPIPE] = "SIGPIPE", [SIGALRM] = "SIGALRM", [SIGTERM] = "SIGTERM",
	[SIGSTKFLT] = "SIGSTKFLT", [SIGCHLD] = "SIGCHLD", [SIGCONT] = "SIGCONT",
	[SIGSTOP] = "SIGSTOP", [SIGTSTP] = "SIGTSTP", [SIGTTIN] = "SIGTTIN",
	[SIGTTOU] = "SIGTTOU", [SIGURG] = "SIGURG", [SIGXCPU] = "SIGXCPU",
	[SIGXFSZ] = "SIGXFSZ", [SIGVTALRM] = "SIGVTALRM", [SIGPROF] = "SIGPROF",
	[SIGWINCH] = "SIGWINCH", [SIGIO] = "SIGIO", [SIGPWR] = "SIGPWR",
	[SIGSYS] = "SIGSYS",
};

/* Real-time signals are named after the kernel's numbering, as strace does:
 * 32 is SIGRTMIN, 33 and up SIGRT_1... */
const char *signal_name(int sig, char buf[16])
{
	if (sig > 0 && sig < 32 && signames[sig])
		return signames[sig];
	if (sig == 32)
		return "SIGRTMIN";
	if (sig > 32 && sig <= 64) {
		snprintf(buf, 16, "SIGRT_%d", sig - 32);
		return buf;
	}
	snprintf(buf, 16, "%d", sig);
	return buf;
}

void print_signame(struct output *o, int sig)
{
	char buf[16];
	const char *name = signal_name(sig, buf);
	/* -X: the number, and the name of a signal that has one */
	print_named(o, (uint64_t)(int64_t)sig, NUM_DEC, strncmp(name, "SIG", 3) ? NULL : name, NULL);
}

/* strace reads a mask as 32-bit words (the size rounded up, at most the
 * kernel's 8 bytes) and, when two thirds or more of their bits are set,
 * lists the signals that are NOT in it after a "~". */
void print_sigmask(struct output *o, const void *mask, unsigned bytes)
{
	uint32_t words[2] = { 0, 0 };
	if (bytes > sizeof words)
		bytes = sizeof words;
	memcpy(words, mask, bytes);
	unsigned nbits = (bytes + 3) / 4 * 32, set = 0;
	for (unsigned i = 0; i < nbits / 32; i++)
		set += __builtin_popcount(words[i]);
	bool invert = nbits && set >= nbits * 2 / 3;
	if (invert)
		out_putc(o, '~');
	out_putc(o, '[');
	bool first = true;
	for (unsigned i = 0; i < nbits; i++) {
		bool bit = (words[i / 32] >> (i % 32)) & 1;
		if (bit == invert)
			continue;
		char buf[16];
		const char *name = signal_name(i + 1, buf);
		if (!first)
			out_putc(o, ' ');
		print_named(o, i + 1, NUM_DEC, strncmp(name, "SIG", 3) == 0 ? name + 3 : name, NULL);
		first = false;
	}
	out_putc(o, ']');
}

/* Syscalls taking a sigset and its size: strace decodes it only when the
 * size is the kernel's (8 bytes), else prints the address. */
void print_sigset_at(struct tracee *t, uint64_t addr, uint64_t size)
{
	uint64_t mask;
	if (!addr) {
		out_puts(t->out, "NULL");
		return;
	}
	if (size != sizeof mask) {
		print_ptr(t->out, addr);
		return;
	}
	if (fetch(t, addr, &mask, sizeof mask))
		print_sigmask(t->out, &mask, sizeof mask);
}

void print_int_at(struct tracee *t, uint64_t addr)
{
	int v;
	if (!addr)
		out_puts(t->out, "NULL");
	else if (fetch(t, addr, &v, sizeof v))
		out_printf(t->out, "[%d]", v);
}

/* strace prints the seconds signed and the fraction unsigned: a negative
 * tv_nsec shows as 18446744073709551615. */
void print_timespec_at(struct tracee *t, uint64_t addr)
{
	struct { int64_t sec; uint64_t nsec; } ts;
	if (fetch(t, addr, &ts, sizeof ts))
		out_printf(t->out, "{tv_sec=%lld, tv_nsec=%llu}",
			   (long long)ts.sec, (unsigned long long)ts.nsec);
}

void print_timeval_at(struct tracee *t, uint64_t addr)
{
	struct { int64_t sec; uint64_t usec; } tv;
	if (fetch(t, addr, &tv, sizeof tv))
		out_printf(t->out, "{tv_sec=%lld, tv_usec=%llu}",
			   (long long)tv.sec, (unsigned long long)tv.usec);
}
