/* -e read=SET, -e write=SET: after a read or write family call on a
 * descriptor of SET, the bytes it moved, sixteen a line:
 *
 *    | 00000  68 65 6c 6c 6f 0a                                 hello.           |
 *
 * with " * N bytes in buffer I" before each buffer of a vector and
 * " = N buffers in vector I" before each message of sendmmsg/recvmmsg, as
 * strace 6.1 prints them.  What strace dumps, and so seize too:
 *
 *  - a write is dumped whole, the count asked for, even when the call
 *    failed or wrote less: the bytes the program meant to write;
 *  - a read only when it succeeded, as many bytes as it returned, spread
 *    over the buffers of a vector in order;
 *  - a vector stops at its first empty buffer, even where more follow;
 *  - a buffer that cannot be read from its start prints nothing; one that
 *    stops being readable after a 64 KiB block says where
 *    (" | <Cannot fetch N bytes from pid P @ADDR>");
 *  - -s does not cut a dump.
 *
 * The dump is read from the tracee at the call's exit and written as it
 * is read, 64 KiB at a time: a read of a gigabyte needs no gigabyte here.
 * The JSON (-j) has the same walk, each buffer one element of "dump". */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>

#include "iodump.h"
#include "memory.h"
#include "tracer.h"
#include "util.h"

/* ---- descriptor sets ---- */

bool desc_set_has(const struct desc_set *s, int fd)
{
	unsigned lo = 0, hi = s->n;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (s->fd[mid] == fd)
			return !s->not;
		if (s->fd[mid] < fd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return s->not;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/* strace's descriptor numbers: decimal, 0 to INT_MAX, blanks and a '+'
 * before them allowed (strtoll's syntax), nothing after. */
static int desc_number(const char *tok)
{
	char *end;
	if (!*tok)
		return -1;
	errno = 0;
	long long v = strtoll(tok, &end, 10);
	if (end == tok || *end || errno == ERANGE || v < 0 || v > INT_MAX)
		return -1;
	return (int)v;
}

bool parse_desc_set(const char *spec, struct desc_set *s, char *err, int err_size)
{
	free(s->fd);
	memset(s, 0, sizeof *s);
	const char *p = spec;
	/* every leading '!' inverts what follows */
	for (; *p == '!'; p++)
		s->not = !s->not;
	if (!strcmp(p, "none"))
		return true;
	if (!strcmp(p, "all")) {
		s->not = !s->not;
		return true;
	}
	char *copy = xstrdup(p), *save = NULL;
	unsigned cap = 0;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		int fd = desc_number(tok);
		if (fd < 0) {
			snprintf(err, err_size, "invalid descriptor '%s'", tok);
			free(copy);
			return false;
		}
		if (s->n == cap) {
			cap = cap ? cap * 2 : 8;
			s->fd = xrealloc(s->fd, cap * sizeof *s->fd);
		}
		s->fd[s->n++] = fd;
	}
	free(copy);
	if (!s->n) {
		/* no token at all: "", ",", "!" */
		snprintf(err, err_size, "invalid descriptor '%s'", spec);
		return false;
	}
	qsort(s->fd, s->n, sizeof *s->fd, cmp_int);
	return true;
}

static void dump_set_or_die(struct desc_set *s, const char *spec)
{
	char err[256];
	if (!parse_desc_set(spec, s, err, sizeof err))
		die_usage("%s", err);
}

static void raw_set_or_die(struct options *opt, const char *spec)
{
	char err[256];
	if (!parse_syscall_set(spec, &opt->raw, err, sizeof err))
		die_usage("%s", err);
}

void dump_option(struct options *opt, int c, const char *arg)
{
	if (c == OPT_DUMP_READ)
		dump_set_or_die(&opt->read_fds, arg);
	else if (c == OPT_DUMP_WRITE)
		dump_set_or_die(&opt->write_fds, arg);
	else
		raw_set_or_die(opt, arg);
}

static bool is_name(const char *name, size_t len, const char *want)
{
	return strlen(want) == len && !strncmp(name, want, len);
}

bool parse_dump_qualifier(struct options *opt, const char *name, size_t len, const char *value)
{
	if (is_name(name, len, "read") || is_name(name, len, "reads") || is_name(name, len, "r"))
		dump_set_or_die(&opt->read_fds, value);
	else if (is_name(name, len, "write") || is_name(name, len, "writes") ||
		 is_name(name, len, "w"))
		dump_set_or_die(&opt->write_fds, value);
	else if (is_name(name, len, "raw") || is_name(name, len, "x"))
		raw_set_or_die(opt, value);
	else
		return false;
	return true;
}

/* ---- which calls, which bytes ---- */

enum dump_shape {
	DS_NONE,
	DS_BUF,		/* (fd, buf, count): the bytes at buf */
	DS_IOV,		/* (fd, iov, iovcnt) */
	DS_MSG,		/* (fd, struct msghdr *) */
	DS_MMSG,	/* (fd, struct mmsghdr *): as many messages as returned */
};

/* The calls strace dumps: the write family on -e write=, the read family
 * on -e read=. */
static enum dump_shape write_shape(uint64_t nr)
{
	switch (nr) {
	case __NR_write: case __NR_pwrite64: case __NR_sendto: case __NR_mq_timedsend:
		return DS_BUF;
	case __NR_writev: case __NR_pwritev: case __NR_pwritev2: case __NR_vmsplice:
		return DS_IOV;
	case __NR_sendmsg:
		return DS_MSG;
	case __NR_sendmmsg:
		return DS_MMSG;
	}
	return DS_NONE;
}

static enum dump_shape read_shape(uint64_t nr)
{
	switch (nr) {
	case __NR_read: case __NR_pread64: case __NR_recvfrom: case __NR_mq_timedreceive:
		return DS_BUF;
	case __NR_readv: case __NR_preadv: case __NR_preadv2:
		return DS_IOV;
	case __NR_recvmsg:
		return DS_MSG;
	case __NR_recvmmsg:
		return DS_MMSG;
	}
	return DS_NONE;
}

/* The shape of t's call and how many bytes it moved (UINT64_MAX: a write,
 * all the buffers hold); DS_NONE when it is not dumped. */
static enum dump_shape call_shape(const struct tracee *t, uint64_t *moved)
{
	const struct call *c = &t->call;
	const struct options *opt = &t->tr->opt;
	int fd = (int)c->arg[0];
	if (fd < 0)
		return DS_NONE;
	enum dump_shape s = write_shape(c->nr);
	if (s != DS_NONE) {
		*moved = s == DS_BUF ? c->arg[2] : UINT64_MAX;
		return desc_set_has(&opt->write_fds, fd) ? s : DS_NONE;
	}
	s = read_shape(c->nr);
	if (s == DS_NONE || c->is_error || !desc_set_has(&opt->read_fds, fd))
		return DS_NONE;
	*moved = (uint64_t)c->rval;
	return s;
}

bool iodump_wanted(const struct tracee *t)
{
	uint64_t moved;
	return call_shape(t, &moved) != DS_NONE;
}

/* ---- writing the dump: text lines or JSON elements ---- */

enum {
	ROW = 16,			/* bytes a line */
	BLOCK = 1 << 16,		/* bytes read from the tracee at a time */
	IOV_BLOCK = BLOCK / sizeof(struct iovec),
	OFFSET_DIGITS = 5,		/* the offset's width, for up to 1 MiB */
};

struct dump {
	struct tracee *t;
	struct output *o;
	bool json;
	unsigned elems;		/* JSON: elements written */
	long msg;		/* the message of a sendmmsg/recvmmsg, or -1 */
	long iov;		/* the buffer of a vector, or -1 */
	unsigned char *block;	/* BLOCK bytes */
};

/* " | 00000  68 65 ...  he.. |": one line of up to ROW bytes at off. */
static void text_row(struct output *o, int digits, uint64_t off, const unsigned char *p,
		     size_t n)
{
	static const char hex[] = "0123456789abcdef";
	char line[3 * ROW + 2 + ROW + 1], *q = line;
	for (size_t i = 0; i < ROW; i++) {
		*q++ = i < n ? hex[p[i] >> 4] : ' ';
		*q++ = i < n ? hex[p[i] & 15] : ' ';
		*q++ = ' ';
		if (i % 8 == 7)
			*q++ = ' ';
	}
	for (size_t i = 0; i < ROW; i++)
		*q++ = i >= n ? ' ' : p[i] >= ' ' && p[i] < 0x7f ? (char)p[i] : '.';
	*q = 0;
	out_printf(o, " | %0*llx  %s |", digits, (unsigned long long)off, line);
	out_newline(o);
}

static void json_hex(struct output *o, const unsigned char *p, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	char buf[512];
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		buf[k++] = hex[p[i] >> 4];
		buf[k++] = hex[p[i] & 15];
		if (k == sizeof buf) {
			out_write(o, buf, k);
			k = 0;
		}
	}
	out_write(o, buf, k);
}

/* A buffer of size bytes at addr begins: its JSON element's members up to
 * the bytes. */
static void buffer_begin(struct dump *d, uint64_t size)
{
	if (!d->json)
		return;
	out_puts(d->o, d->elems++ ? ",{" : "{");
	if (d->msg >= 0)
		out_printf(d->o, "\"msg\":%ld,", d->msg);
	if (d->iov >= 0)
		out_printf(d->o, "\"iov\":%ld,", d->iov);
	out_printf(d->o, "\"size\":%llu,\"bytes\":\"", (unsigned long long)size);
}

/* It ends, readable to its end, or not from unreadable (0: it was). */
static void buffer_end(struct dump *d, uint64_t unreadable)
{
	if (!d->json)
		return;
	out_putc(d->o, '"');
	if (unreadable)
		out_printf(d->o, ",\"unreadable_at\":%llu", (unsigned long long)unreadable);
	out_putc(d->o, '}');
}

/* The len bytes at addr, as strace's dumpstr prints them. */
static void dump_bytes(struct dump *d, uint64_t addr, uint64_t len)
{
	buffer_begin(d, len);
	/* an address range that wraps is not read at all */
	if (len > UINT64_MAX - ROW || addr + len < addr) {
		buffer_end(d, addr);
		return;
	}
	int digits = OFFSET_DIGITS;
	if (len > 1ULL << (4 * OFFSET_DIGITS))
		digits = 1 + (63 - __builtin_clzll(len - 1)) / 4;
	uint64_t block_size = len < BLOCK ? (len + ROW - 1) / ROW * ROW : BLOCK;
	for (uint64_t done = 0; done < len; ) {
		size_t n = len - done < block_size ? (size_t)(len - done) : (size_t)block_size;
		if (!mem_read(d->t->tid, addr + done, d->block, n)) {
			/* strace says so only when some of it went out */
			if (done && !d->json) {
				out_printf(d->o, " | <Cannot fetch %zu byte%s from pid %d @%#llx>",
					   n, n == 1 ? "" : "s", (int)d->t->tid,
					   (unsigned long long)(addr + done));
				out_newline(d->o);
			}
			buffer_end(d, addr + done);
			return;
		}
		if (d->json)
			json_hex(d->o, d->block, n);
		else
			for (size_t i = 0; i < n; i += ROW)
				text_row(d->o, digits, done + i, d->block + i,
					 n - i < ROW ? n - i : ROW);
		done += n;
	}
	buffer_end(d, 0);
}

/* Elements [at, at + IOV_BLOCK) of the n iovecs at addr (fewer at the
 * end) into iov; false when they cannot be read. */
static bool read_iovs(const struct dump *d, uint64_t addr, unsigned at, unsigned n,
		      struct iovec *iov)
{
	unsigned k = n - at < IOV_BLOCK ? n - at : IOV_BLOCK;
	return mem_read(d->t->tid, addr + (uint64_t)at * sizeof *iov, iov, k * sizeof *iov);
}

/* The vector of count iovecs at addr, up to moved bytes, as strace's
 * dumpiov_upto: nothing when the array is not readable whole, and nothing
 * from its first empty buffer on. */
static void dump_iov(struct dump *d, int count, uint64_t addr, uint64_t moved)
{
	unsigned n = (unsigned)count;
	if (n * (unsigned)sizeof(struct iovec) / sizeof(struct iovec) != n) {
		warn("dump: requested %u iovec elements exceeds %u iovec limit", n,
		     UINT_MAX / (unsigned)sizeof(struct iovec));
		return;
	}
	struct iovec *iov = xmalloc(IOV_BLOCK * sizeof *iov);
	/* read in blocks, all of them before any is printed */
	bool readable = true;
	for (unsigned at = 0; readable && at < n; at += IOV_BLOCK)
		readable = read_iovs(d, addr, at, n, iov);
	for (unsigned at = 0; readable && at < n; at += IOV_BLOCK) {
		/* with one block, it is still there */
		if (n > IOV_BLOCK && !read_iovs(d, addr, at, n, iov))
			break;
		unsigned k = n - at < IOV_BLOCK ? n - at : IOV_BLOCK;
		for (unsigned j = 0; j < k; j++) {
			uint64_t len = iov[j].iov_len < moved ? iov[j].iov_len : moved;
			if (!len) {
				readable = false;
				break;
			}
			moved -= len;
			d->iov = at + j;
			if (!d->json) {
				out_printf(d->o, " * %llu bytes in buffer %u",
					   (unsigned long long)len, at + j);
				out_newline(d->o);
			}
			dump_bytes(d, (uint64_t)(uintptr_t)iov[j].iov_base, len);
		}
	}
	free(iov);
}

static void dump_msghdr(struct dump *d, uint64_t addr, uint64_t moved)
{
	struct msghdr m;
	if (mem_read(d->t->tid, addr, &m, sizeof m))
		dump_iov(d, (int)m.msg_iovlen, (uint64_t)(uintptr_t)m.msg_iov, moved);
}

/* As many messages as the call returned (a failed sendmmsg: as strace,
 * every message until one cannot be read), each up to its msg_len. */
static void dump_mmsghdr(struct dump *d, uint64_t addr)
{
	const struct call *c = &d->t->call;
	unsigned n = c->is_error ? UINT_MAX : (unsigned)c->rval;
	for (unsigned i = 0; i < n; i++, addr += sizeof(struct mmsghdr)) {
		struct mmsghdr m;
		if (!mem_read(d->t->tid, addr, &m, sizeof m))
			return;
		d->msg = i;
		if (!d->json) {
			out_printf(d->o, " = %llu buffers in vector %u",
				   (unsigned long long)m.msg_hdr.msg_iovlen, i);
			out_newline(d->o);
		}
		dump_iov(d, (int)m.msg_hdr.msg_iovlen, (uint64_t)(uintptr_t)m.msg_hdr.msg_iov,
			 m.msg_len);
	}
}

static void dump_call(struct tracee *t, struct output *o, bool json)
{
	uint64_t moved = 0;
	enum dump_shape shape = call_shape(t, &moved);
	if (shape == DS_NONE)
		return;
	struct dump d = { t, o, json, 0, -1, -1, xmalloc(BLOCK) };
	const uint64_t *arg = t->call.arg;
	if (json)
		out_puts(o, ",\"dump\":[");
	switch (shape) {
	case DS_BUF:
		dump_bytes(&d, arg[1], moved);
		break;
	case DS_IOV:
		dump_iov(&d, (int)arg[2], arg[1], moved);
		break;
	case DS_MSG:
		dump_msghdr(&d, arg[1], moved);
		break;
	case DS_MMSG:
		dump_mmsghdr(&d, arg[1]);
		break;
	default:
		break;
	}
	if (json)
		out_putc(o, ']');
	free(d.block);
}

void iodump_text(struct tracee *t, struct output *o)
{
	dump_call(t, o, false);
}

void iodump_json(struct tracee *t, struct output *o)
{
	dump_call(t, o, true);
}
