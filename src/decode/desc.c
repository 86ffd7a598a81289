/* Decoders and struct printers for descriptor I/O: read/write families, fcntl, ioctl, poll/select, epoll, pipes. */
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <net/if.h>
#include <linux/fs.h>
#include <linux/sockios.h>

#include "decode.h"
#include "util.h"

extern const struct xlat xlat_open_flags, xlat_open_access_modes, xlat_fd_flags,
	xlat_lock_types, xlat_f_owner_types, xlat_dnotify_flags, xlat_seal_flags,
	xlat_poll_events, xlat_epoll_events, xlat_ioctl_cmds, xlat_tcxonc_actions,
	xlat_tcflsh_queues, xlat_modem_bits, xlat_term_iflags, xlat_term_oflags,
	xlat_term_cflags, xlat_term_lflags, xlat_baud_rates, xlat_term_csize,
	xlat_inode_flags, xlat_iff_flags;

/* strace builds the text after a return value in a 1024-byte buffer and
 * cuts long poll/select results to fit it; seize cuts at the same place. */
enum { AUX_LIMIT = 1024 };
_Static_assert(sizeof ((struct call *)0)->auxbuf >= AUX_LIMIT + 2,
	       "auxbuf holds a poll/select result and its parentheses");

/* ---- text after the return value ---- */

/* A bounded string builder over t->call.auxbuf. */
struct text {
	char *s;
	size_t len, cap;
	uint8_t xlat;		/* -X of the output the text goes to */
};

static void text_init(struct text *x, char *buf, size_t cap)
{
	x->s = buf;
	x->len = 0;
	x->cap = cap;
	x->xlat = XLAT_ABBREV;
	buf[0] = '\0';
}

static void text_printf(struct text *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void text_printf(struct text *x, const char *fmt, ...)
{
	if (x->len + 1 >= x->cap)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(x->s + x->len, x->cap - x->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		x->len = (size_t)n < x->cap - x->len ? x->len + n : x->cap - 1;
}

static void text_flag_names(struct text *x, const struct xlat *set, uint64_t v);

/* A bit set as print_xflags prints it (no comment for unknown bits); under
 * -X the number, and under -X verbose the names in a comment. */
static void text_flags(struct text *x, const struct xlat *set, uint64_t v)
{
	if (x->xlat == XLAT_ABBREV) {
		text_flag_names(x, set, v);
		return;
	}
	text_printf(x, v ? "%#llx" : "%llu", (unsigned long long)v);
	if (x->xlat == XLAT_VERBOSE) {
		text_printf(x, " /* ");
		text_flag_names(x, set, v);
		text_printf(x, " */");
	}
}

static void text_flag_names(struct text *x, const struct xlat *set, uint64_t v)
{
	if (v == 0) {
		const char *zero = xlat_name(set, 0);
		text_printf(x, "%s", zero ? zero : "0");
		return;
	}
	const char *sep = "";
	for (unsigned i = 0; i < set->n; i++) {
		uint64_t bit = set->e[i].val;
		if (bit && (v & bit) == bit) {
			text_printf(x, "%s%s", sep, set->e[i].name);
			v &= ~bit;
			sep = "|";
		}
	}
	if (v)
		text_printf(x, "%s%#llx", sep, (unsigned long long)v);
}

/* Open the text after the return value: "(...)" in auxbuf. */
static struct text aux_open(struct tracee *t)
{
	struct text x;
	text_init(&x, t->call.auxbuf, sizeof t->call.auxbuf);
	x.xlat = t->out->style.xlat;
	text_printf(&x, "(");
	return x;
}

static void aux_close(struct tracee *t, struct text *x)
{
	text_printf(x, ")");
	t->call.aux = t->call.auxbuf;
}

/* ---- small value printers ---- */

static void print_uint(struct output *o, uint64_t v)
{
	out_printf(o, "%llu", (unsigned long long)v);
}

static void print_int(struct output *o, int64_t v)
{
	out_printf(o, "%lld", (long long)v);
}

static void print_hex(struct output *o, uint64_t v)
{
	out_printf(o, "%#llx", (unsigned long long)v);
}

/* Open flags as fcntl F_SETFL and F_GETFL show them: the access mode
 * first (always named: O_ACCMODE for 3), then the other flags. */
static void text_open_flags(struct text *x, unsigned flags)
{
	unsigned mode = flags & O_ACCMODE;
	const char *name = xlat_name(&xlat_open_access_modes, mode);
	text_printf(x, "%s", name ? name : "O_ACCMODE");
	flags &= ~O_ACCMODE;
	if (flags) {
		text_printf(x, "|");
		text_flag_names(x, &xlat_open_flags, flags);	/* strace ignores -X here */
	}
}

static void print_open_flags(struct output *o, unsigned flags)
{
	char buf[256];
	struct text x;
	unsigned saved;
	if (!names_begin(o, flags, NUM_HEX, &saved))	/* -X */
		return;
	text_init(&x, buf, sizeof buf);
	text_open_flags(&x, flags);
	out_puts(o, buf);
	names_end(o, saved);
}

/* A pointer to an int64 (splice and sendfile offsets): [N]. */
static void print_int64_at(struct tracee *t, uint64_t addr)
{
	int64_t v;
	if (fetch(t, addr, &v, sizeof v))
		out_printf(t->out, "[%lld]", (long long)v);
}

void print_struct_loff_t(struct tracee *t, int i)
{
	print_int64_at(t, argu(t, i));
}

/* ---- arrays ---- */

typedef void (*elem_printer)(struct tracee *t, const void *elem, void *ctx);

/* n elements of size bytes at addr, as strace prints arrays: NULL, [] when
 * empty, the address alone when the first element is unreadable, "..."
 * and the address in a comment where memory ends, at most -s elements. */
static void print_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			elem_printer fn, void *ctx)
{
	struct output *o = t->out;
	unsigned char elem[32];
	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	if (!n) {
		out_puts(o, "[]");
		return;
	}
	if (size > sizeof elem || n > UINT64_MAX / size || addr + n * size < addr) {
		print_ptr(o, addr);
		return;
	}
	uint64_t limit = array_limit(t);
	for (uint64_t i = 0; i < n; i++) {
		uint64_t cur = addr + i * size;
		if (i)
			print_sep(o);
		if (!mem_read(t->tid, cur, elem, size)) {
			if (i == 0) {
				print_ptr(o, cur);
				return;
			}
			out_printf(o, "... /* %#llx */", (unsigned long long)cur);
			break;
		}
		if (i == 0)
			out_putc(o, '[');
		/* strace reads the element before it decides to cut. */
		if (i >= limit) {
			out_puts(o, "...");
			break;
		}
		fn(t, elem, ctx);
	}
	out_putc(o, ']');
}

/* ---- read/write with iovecs ---- */

struct iov_ctx {
	bool data;		/* print the bytes, not just the addresses */
	uint64_t left;		/* bytes still to show: the return value of a read */
};

static void print_iovec(struct tracee *t, const void *elem, void *ctx)
{
	const uint64_t *iov = elem;	/* struct iovec: base, len */
	struct iov_ctx *c = ctx;
	out_puts(t->out, "{iov_base=");
	if (c->data) {
		uint64_t len = iov[1] < c->left ? iov[1] : c->left;
		if (c->left != UINT64_MAX)
			c->left -= len;
		print_buf(t, iov[0], len);
	} else {
		print_ptr(t->out, iov[0]);
	}
	out_printf(t->out, ", iov_len=%llu}", (unsigned long long)iov[1]);
}

static void print_iov_array(struct tracee *t, uint64_t addr, uint64_t n, bool data, uint64_t left)
{
	struct iov_ctx c = { data, left };
	print_array(t, addr, n, 16, print_iovec, &c);
}

/* After the iovec array and its count: preadv's offset, preadv2's flags
 * (the high half of the offset is unused on x86_64). */
static void print_iov_tail(struct tracee *t)
{
	int nargs = t->call.se->nargs;
	print_sep(t->out);
	print_uint(t->out, argu(t, 2));
	if (nargs >= 4) {
		print_sep(t->out);
		print_int(t->out, (int64_t)argu(t, 3));
	}
	if (nargs == 6) {
		const struct xlat *rwf = t->call.se->args[5].x;
		print_sep(t->out);
		print_xflags(t->out, rwf, (unsigned)argu(t, 5), rwf->dflt);
	}
}

/* readv, preadv, preadv2: the data read is known at exit, and only as
 * many bytes as the call returned. */
int dec_readv(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_iov_array(t, argu(t, 1), argu(t, 2), !c->is_error, (uint64_t)c->rval);
	print_iov_tail(t);
	return DEC_DONE;
}

/* writev, pwritev, pwritev2: every buffer in full, cut at -s. */
int dec_writev(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	print_iov_array(t, argu(t, 1), argu(t, 2), true, UINT64_MAX);
	print_iov_tail(t);
	return DEC_DONE;
}

/* vmsplice(fd, iov, nr_segs, flags): the pipe's side decides the direction;
 * strace shows the data in either case. */
int dec_vmsplice(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	print_iov_array(t, argu(t, 1), argu(t, 2), true, UINT64_MAX);
	print_sep(t->out);
	print_uint(t->out, argu(t, 2));
	print_sep(t->out);
	print_arg(t, 3);
	return DEC_DONE;
}

/* ---- descriptors ---- */

/* pipe and pipe2 print everything at exit: [3, 4]. */
int dec_pipe(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting)
		return DEC_EXIT;
	int fds[2];
	uint64_t addr = argu(t, 0);
	if (c->is_error || !addr)
		print_ptr(t->out, addr);
	else if (fetch(t, addr, fds, sizeof fds)) {
		out_putc(t->out, '[');
		print_fd(t, fds[0]);
		print_sep(t->out);
		print_fd(t, fds[1]);
		out_putc(t->out, ']');
	}
	if (c->se->nargs == 2) {
		print_sep(t->out);
		print_xflags(t->out, &xlat_open_flags, (unsigned)argu(t, 1), "O_???");
	}
	return DEC_DONE;
}

int dec_dup3(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	print_fd(t, argi(t, 1));
	print_sep(t->out);
	print_xflags(t->out, &xlat_open_flags, (unsigned)argu(t, 2), "O_???");
	return DEC_DONE;
}

/* sendfile(out, in, offset, count): the offset at entry, and at exit
 * " => [new]" when data moved. */
int dec_sendfile(struct tracee *t)
{
	struct call *c = &t->call;
	uint64_t off = argu(t, 2);
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		print_fd(t, argi(t, 1));
		print_sep(t->out);
		if (off)
			print_int64_at(t, off);
		else
			out_puts(t->out, "NULL");
		return DEC_EXIT;
	}
	if (!c->is_error && c->rval > 0 && off) {
		out_puts(t->out, " => ");
		print_int64_at(t, off);
	}
	print_sep(t->out);
	print_uint(t->out, argu(t, 3));
	return DEC_DONE;
}

/* memfd_create's flags may carry a huge page size in their top bits:
 * MFD_HUGETLB|21<<MFD_HUGE_SHIFT. */
int dec_memfd_create(struct tracee *t)
{
	enum { HUGE_SHIFT = 26, HUGE_MASK = 0x3f };
	struct output *o = t->out;
	unsigned flags = (unsigned)argu(t, 1);
	unsigned huge = (flags >> HUGE_SHIFT) & HUGE_MASK;
	print_str(t, argu(t, 0), string_limit(t));
	print_sep(o);
	flags &= ~((unsigned)HUGE_MASK << HUGE_SHIFT);
	if (flags || !huge)
		print_xflags(o, t->call.se->args[1].x, flags, "MFD_???");
	if (huge)
		out_printf(o, "%s%u<<MFD_HUGE_SHIFT", flags ? "|" : "", huge);
	return DEC_DONE;
}

/* ---- fcntl ---- */

static void print_flock(struct tracee *t, uint64_t addr, bool with_pid)
{
	struct flock fl;
	struct output *o = t->out;
	if (!fetch(t, addr, &fl, sizeof fl))
		return;
	out_puts(o, "{l_type=");
	print_xval(o, &xlat_lock_types, (uint16_t)fl.l_type, "F_???");
	out_puts(o, ", l_whence=");
	print_xval(o, &xlat_whence, (uint16_t)fl.l_whence, "SEEK_???");
	out_printf(o, ", l_start=%lld, l_len=%lld", (long long)fl.l_start, (long long)fl.l_len);
	if (with_pid)
		out_printf(o, ", l_pid=%d", fl.l_pid);
	out_putc(o, '}');
}

static void print_f_owner_ex(struct tracee *t, uint64_t addr)
{
	struct f_owner_ex ow;
	if (!fetch(t, addr, &ow, sizeof ow))
		return;
	out_puts(t->out, "{type=");
	print_xval(t->out, &xlat_f_owner_types, (unsigned)ow.type, "F_OWNER_???");
	out_printf(t->out, ", pid=%d}", ow.pid);
}

/* What fcntl's return value means, after it: "(flags FD_CLOEXEC)". */
static void fcntl_result(struct tracee *t, int cmd)
{
	struct call *c = &t->call;
	uint64_t v = (uint64_t)c->rval;
	struct text x;
	if (c->is_error)
		return;
	switch (cmd) {
	case F_DUPFD: case F_DUPFD_CLOEXEC:
		c->ret_format = R_FD;	/* -y: the new descriptor's path */
		return;
	case F_GETFD:
	case F_GET_SEALS:
		if (!v)
			return;
		x = aux_open(t);
		text_printf(&x, cmd == F_GETFD ? "flags " : "seals ");
		text_flags(&x, cmd == F_GETFD ? &xlat_fd_flags : &xlat_seal_flags, v);
		break;
	case F_GETFL:
		x = aux_open(t);
		text_printf(&x, "flags ");
		text_open_flags(&x, (unsigned)v);
		break;
	case F_GETLEASE: {
		const char *name = xlat_name(&xlat_lock_types, v);
		c->ret_format = R_HEX;
		if (!name)
			return;
		x = aux_open(t);
		text_printf(&x, "%s", name);
		break;
	}
	case F_GETSIG: {
		char buf[16];
		if (!v)
			return;
		x = aux_open(t);
		text_printf(&x, "%s", signal_name((int)v, buf));
		aux_close(t, &x);
		return;
	}
	default:
		return;
	}
	c->ret_format = R_HEX;
	aux_close(t, &x);
}

/* The argument of a command known at entry; false when the command has
 * none or reads it at exit. */
static bool fcntl_entry_arg(struct tracee *t, int cmd)
{
	struct output *o = t->out;
	uint64_t arg = argu(t, 2);
	switch (cmd) {
	case F_GETFD: case F_GETFL: case F_GETOWN: case F_GETSIG:
	case F_GETLEASE: case F_GET_SEALS: case F_GETPIPE_SZ:
		return false;
	case F_GETLK: case F_OFD_GETLK: case F_GETOWN_EX:
		print_sep(o);
		return false;
	case F_SETFD:
		print_sep(o);
		print_xflags(o, &xlat_fd_flags, (unsigned)arg, "FD_???");
		break;
	case F_SETFL:
		print_sep(o);
		print_open_flags(o, (unsigned)arg);
		break;
	case F_DUPFD: case F_DUPFD_CLOEXEC: case F_SETPIPE_SZ:
		print_sep(o);
		print_int(o, (int64_t)arg);
		break;
	case F_SETOWN:
		print_sep(o);
		print_int(o, (int)arg);
		break;
	case F_SETLK: case F_SETLKW: case F_OFD_SETLK: case F_OFD_SETLKW:
		print_sep(o);
		print_flock(t, arg, false);
		break;
	case F_SETOWN_EX:
		print_sep(o);
		print_f_owner_ex(t, arg);
		break;
	case F_SETSIG:
		print_sep(o);
		print_signame(o, (int)arg);
		break;
	case F_SETLEASE:
		print_sep(o);
		print_xval(o, &xlat_lock_types, arg, "F_???");
		break;
	case F_NOTIFY:
		print_sep(o);
		print_xflags(o, &xlat_dnotify_flags, arg, "DN_???");
		break;
	case F_ADD_SEALS:
		print_sep(o);
		print_xflags(o, &xlat_seal_flags, arg, "F_SEAL_???");
		break;
	default:
		print_sep(o);
		print_hex(o, arg);
	}
	return true;
}

int dec_fcntl(struct tracee *t)
{
	struct call *c = &t->call;
	int cmd = argi(t, 1);
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		print_xval(t->out, c->se->args[1].x, (unsigned)cmd, "F_???");
		fcntl_entry_arg(t, cmd);
		return DEC_EXIT;
	}
	uint64_t arg = argu(t, 2);
	if (cmd == F_GETLK || cmd == F_OFD_GETLK || cmd == F_GETOWN_EX) {
		if (c->is_error || !arg)
			print_ptr(t->out, arg);
		else if (cmd == F_GETOWN_EX)
			print_f_owner_ex(t, arg);
		else
			print_flock(t, arg, true);
	}
	fcntl_result(t, cmd);
	return DEC_DONE;
}

/* ---- poll ---- */

static void print_pollfd(struct tracee *t, const void *elem, void *ctx)
{
	const struct { int fd; int16_t events, revents; } *p = elem;
	out_puts(t->out, "{fd=");
	print_fd(t, p->fd);
	if (p->fd >= 0) {
		out_puts(t->out, ", events=");
		print_xflags(t->out, &xlat_poll_events, (uint16_t)p->events, "POLL???");
	}
	out_putc(t->out, '}');
}

/* A timespec or timeval as text (the time left after poll/select). */
static void text_time(struct tracee *t, struct text *x, uint64_t addr, bool usec)
{
	int64_t tv[2];
	if (!mem_read(t->tid, addr, tv, sizeof tv))
		text_printf(x, "%#llx", (unsigned long long)addr);
	else
		text_printf(x, "{tv_sec=%lld, %s=%llu}", (long long)tv[0],
			    usec ? "tv_usec" : "tv_nsec", (unsigned long long)tv[1]);
}

/* The ready descriptors after poll's return value, as strace shows them:
 * "([{fd=3, revents=POLLIN}], left {...})", cut to fit its 1024 bytes. */
static void poll_result(struct tracee *t, uint64_t timeout_addr)
{
	struct call *c = &t->call;
	uint64_t addr = argu(t, 0), n = (unsigned)argu(t, 1);
	struct text x;
	char inner[AUX_LIMIT];
	if (c->is_error)
		return;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
		return;
	}
	if (!addr || !n || addr + n * 8 < addr)
		return;
	text_init(&x, inner, sizeof inner);
	unsigned printed = 0;
	for (uint64_t i = 0; i < n; i++) {
		struct { int fd; int16_t events, revents; } p;
		uint64_t cur = addr + i * 8;
		if (!mem_read(t->tid, cur, &p, sizeof p)) {
			text_printf(&x, x.len ? ", %#llx" : "[%#llx", (unsigned long long)cur);
			break;
		}
		if (!p.revents)
			continue;
		text_printf(&x, x.len ? ", " : "[");
		if (printed >= string_limit(t)) {
			text_printf(&x, "...");
			break;
		}
		char fdstr[32], flags[256];
		struct text f;
		snprintf(fdstr, sizeof fdstr, "{fd=%d, revents=", p.fd);
		text_init(&f, flags, sizeof flags);
		f.xlat = t->out->style.xlat;	/* -X */
		text_flags(&f, &xlat_poll_events, (uint16_t)p.revents);
		/* strace keeps room for an address and "], ..." at the end */
		if (x.len + strlen(fdstr) + f.len + 1 >= AUX_LIMIT - (2 + 16 + sizeof ", ], ...")) {
			text_printf(&x, "...");
			break;
		}
		text_printf(&x, "%s%s}", fdstr, flags);
		printed++;
	}
	if (x.len)
		text_printf(&x, "]");
	if (timeout_addr) {
		char left[64];
		struct text l;
		text_init(&l, left, sizeof left);
		text_time(t, &l, timeout_addr, false);
		if (x.len + sizeof ", left " + l.len < AUX_LIMIT)
			text_printf(&x, "%s%s", x.len ? ", left " : "left ", left);
		else
			text_printf(&x, ", ...");
	}
	if (!x.len)
		return;
	struct text a = aux_open(t);
	text_printf(&a, "%s", inner);
	aux_close(t, &a);
}

int dec_poll(struct tracee *t)
{
	struct output *o = t->out;
	bool ppoll = t->call.se->nargs == 5;
	if (t->call.exiting) {
		poll_result(t, ppoll ? argu(t, 2) : 0);
		return DEC_DONE;
	}
	print_array(t, argu(t, 0), (unsigned)argu(t, 1), 8, print_pollfd, NULL);
	print_sep(o);
	print_uint(o, (unsigned)argu(t, 1));
	print_sep(o);
	if (!ppoll) {
		print_int(o, argi(t, 2));
		return DEC_EXIT;
	}
	print_timespec_at(t, argu(t, 2));
	print_sep(o);
	print_sigset_at(t, argu(t, 3), argu(t, 4));
	print_sep(o);
	print_uint(o, argu(t, 4));
	return DEC_EXIT;
}

/* ---- select ---- */

/* The descriptors of select's sets, as strace sizes them: n bits rounded
 * up to whole longs, n at most 1024 * 1024. */
static int select_nfds(const struct tracee *t)
{
	int n = argi(t, 0);
	if (n < 0)
		return 0;
	return n > 1024 * 1024 ? 1024 * 1024 : n;
}

static size_t fdset_bytes(int nfds)
{
	return (((size_t)nfds + 7) / 8 + 7) & ~(size_t)7;
}

static int next_fd(const unsigned char *set, int from, int nfds)
{
	for (int j = from; j < nfds; j++)
		if (set[j / 8] & (1u << (j % 8)))
			return j;
	return -1;
}

static void print_fdset(struct tracee *t, uint64_t addr, unsigned char *set, int nfds)
{
	size_t bytes = fdset_bytes(nfds);
	if (!bytes) {
		print_ptr(t->out, addr);
		return;
	}
	if (!fetch(t, addr, set, bytes))
		return;
	out_putc(t->out, '[');
	for (int j = next_fd(set, 0, nfds), first = 1; j >= 0; j = next_fd(set, j + 1, nfds)) {
		if (!first)
			out_putc(t->out, ' ');
		print_fd(t, j);
		first = 0;
	}
	out_putc(t->out, ']');
}

/* pselect6's last argument: a pointer to {sigmask pointer, its size}. */
static void print_pselect_sigmask(struct tracee *t, uint64_t addr)
{
	uint64_t data[2];
	if (!fetch(t, addr, data, sizeof data))
		return;
	out_puts(t->out, "{sigmask=");
	print_sigset_at(t, data[0], data[1]);
	out_printf(t->out, ", sigsetsize=%llu}", (unsigned long long)data[1]);
}

/* After select's return value: "(in [3], out [1 4], left {...})". */
static void select_result(struct tracee *t, bool usec)
{
	static const char *const names[3] = { "in", "out", "except" };
	struct call *c = &t->call;
	if (c->is_error)
		return;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
		return;
	}
	int nfds = select_nfds(t);
	size_t bytes = fdset_bytes(nfds);
	unsigned char *set = bytes ? xmalloc(bytes) : NULL;
	char inner[AUX_LIMIT];
	struct text x;
	const char *sep = "";
	int64_t ready = c->rval;
	text_init(&x, inner, sizeof inner);
	for (int i = 0; i < 3 && ready > 0; i++) {
		uint64_t addr = argu(t, i + 1);
		bool first = true;
		if (!addr || !set || !mem_read(t->tid, addr, set, bytes))
			continue;
		for (int j = next_fd(set, 0, nfds); j >= 0; j = next_fd(set, j + 1, nfds)) {
			/* strace stops adding descriptors near its buffer's end */
			if (x.len < AUX_LIMIT - (sizeof ", except [" + 12 + 2)) {
				if (first)
					text_printf(&x, "%s%s [%d", sep, names[i], j);
				else
					text_printf(&x, " %d", j);
				first = false;
				sep = ", ";
			}
			if (--ready == 0)
				break;
		}
		/* as strace does, after every set read once something was said */
		if (x.len)
			text_printf(&x, "]");
	}
	free(set);
	uint64_t timeout = argu(t, 4);
	if (timeout) {
		char left[64];
		struct text l;
		text_init(&l, left, sizeof left);
		text_time(t, &l, timeout, usec);
		if (x.len + sizeof "left " + l.len < AUX_LIMIT)
			text_printf(&x, "%sleft %s", sep, left);
	}
	struct text a = aux_open(t);
	text_printf(&a, "%s", inner);
	aux_close(t, &a);
}

/* select and pselect6: the sets at entry, the ready ones after the
 * return value. */
int dec_select(struct tracee *t)
{
	struct output *o = t->out;
	bool pselect = t->call.se->nargs == 6;
	if (t->call.exiting) {
		select_result(t, !pselect);
		return DEC_DONE;
	}
	int nfds = select_nfds(t);
	size_t bytes = fdset_bytes(nfds);
	unsigned char *set = bytes ? xmalloc(bytes) : NULL;
	print_int(o, argi(t, 0));
	for (int i = 1; i <= 3; i++) {
		print_sep(o);
		print_fdset(t, argu(t, i), set, nfds);
	}
	free(set);
	print_sep(o);
	if (pselect) {
		print_timespec_at(t, argu(t, 4));
		print_sep(o);
		print_pselect_sigmask(t, argu(t, 5));
	} else {
		print_timeval_at(t, argu(t, 4));
	}
	return DEC_EXIT;
}

/* ---- epoll ---- */

static void print_epoll_event(struct tracee *t, const struct epoll_event *ev)
{
	out_puts(t->out, "{events=");
	print_xflags(t->out, &xlat_epoll_events, ev->events, "EPOLL???");
	out_printf(t->out, ", data={u32=%u, u64=%llu}}", (unsigned)ev->data.u64,
		   (unsigned long long)ev->data.u64);
}

static void print_epoll_elem(struct tracee *t, const void *elem, void *ctx)
{
	struct epoll_event ev;
	memcpy(&ev, elem, sizeof ev);
	print_epoll_event(t, &ev);
}

/* epoll_ctl's event; EPOLL_CTL_DEL ignores it, and strace shows its address. */
void print_struct_epoll_event(struct tracee *t, int i)
{
	struct epoll_event ev;
	if (argi(t, 1) == EPOLL_CTL_DEL)
		print_ptr(t->out, argu(t, i));
	else if (fetch_arg(t, i, &ev, sizeof ev))
		print_epoll_event(t, &ev);
}

/* epoll_wait, epoll_pwait, epoll_pwait2: all but the descriptor at exit. */
int dec_epoll_wait(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(o);
		return DEC_EXIT;
	}
	if (c->is_error)
		print_ptr(o, argu(t, 1));
	else
		print_array(t, argu(t, 1), (uint64_t)c->rval, sizeof(struct epoll_event),
			    print_epoll_elem, NULL);
	print_sep(o);
	print_int(o, argi(t, 2));
	print_sep(o);
	bool pwait2 = c->se->args[3].type == A_ISTRUCT;
	if (!pwait2)
		print_int(o, argi(t, 3));
	else if (c->is_error)
		print_ptr(o, argu(t, 3));
	else
		print_timespec_at(t, argu(t, 3));
	if (c->se->nargs < 6)
		return DEC_DONE;
	print_sep(o);
	if (c->is_error)
		print_ptr(o, argu(t, 4));
	else
		print_sigset_at(t, argu(t, 4), argu(t, 5));
	print_sep(o);
	print_uint(o, argu(t, 5));
	return DEC_DONE;
}

/* ---- ioctl ---- */

/* The kernel's struct termios2 (TCGETS2), which <termios.h> leaves
 * incomplete: the kernel's struct termios (TCGETS, smaller than glibc's)
 * followed by the speeds, which strace does not show. */
struct termios2 {
	uint32_t c_iflag, c_oflag, c_cflag, c_lflag;
	uint8_t c_line, c_cc[19];
	uint32_t c_ispeed, c_ospeed;
};

/* Requests that share their number with another one: strace names both. */
static const struct { unsigned code; const char *name; } ioctl_aliases[] = {
	{ TCSETS, "SNDCTL_TMR_START or TCSETS" },
	{ TCSETSW, "SNDCTL_TMR_STOP or TCSETSW" },
	{ TCSETSF, "SNDCTL_TMR_CONTINUE or TCSETSF" },
	{ FICLONE, "BTRFS_IOC_CLONE or FICLONE" },
	{ FICLONERANGE, "BTRFS_IOC_CLONE_RANGE or FICLONERANGE" },
	{ FIDEDUPERANGE, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE" },
};

static void print_ioctl_cmd(struct output *o, unsigned code)
{
	static const char *const dirs[4] = {
		"_IOC_NONE", "_IOC_WRITE", "_IOC_READ", "_IOC_READ|_IOC_WRITE",
	};
	unsigned saved;
	const char *name = xlat_name(&xlat_ioctl_cmds, code);
	for (size_t i = 0; i < sizeof ioctl_aliases / sizeof ioctl_aliases[0]; i++)
		if (ioctl_aliases[i].code == code)
			name = ioctl_aliases[i].name;
	if (!names_begin(o, code, NUM_HEX, &saved))	/* -X */
		return;
	if (name)
		out_puts(o, name);
	else
		out_printf(o, "_IOC(%s, %#x, %#x, %#x)", dirs[_IOC_DIR(code)],
			   _IOC_TYPE(code), _IOC_NR(code), _IOC_SIZE(code));
	names_end(o, saved);
}

/* How an ioctl's argument prints. */
enum ioctl_arg {
	IA_HEX,			/* not decoded: the value in hex */
	IA_NONE,		/* no argument */
	IA_INT,			/* an int value */
	IA_ULONG,		/* an unsigned long value */
	IA_TCXONC, IA_TCFLSH,	/* a named int value */
	IA_CHAR,		/* a pointer to one byte (TIOCSTI) */
	IA_INT_IN, IA_INT_OUT,	/* a pointer to an int: [5] */
	IA_UINT_OUT, IA_USHORT_OUT, IA_ULONG_OUT, IA_U64_OUT,
	IA_RANGE_IN,		/* a pointer to two uint64: [start, length] */
	IA_MODEM_IN, IA_MODEM_OUT,
	IA_INODE_IN, IA_INODE_OUT,
	IA_TERMIOS_IN, IA_TERMIOS_OUT,
	IA_TERMIOS2_IN, IA_TERMIOS2_OUT,
	IA_TERMIO_IN, IA_TERMIO_OUT,
	IA_WINSIZE_IN, IA_WINSIZE_OUT,
	IA_CLONE_RANGE,
	IA_IFREQ_GET, IA_IFREQ_SET,	/* struct ifreq: a name and a field */
	IA_IFNAME,		/* struct ifreq: an index in, a name out */
};

static const struct { unsigned code; uint8_t arg; } ioctl_args[] = {
	{ TCGETS, IA_TERMIOS_OUT }, { TCSETS, IA_TERMIOS_IN },
	{ TCSETSW, IA_TERMIOS_IN }, { TCSETSF, IA_TERMIOS_IN },
	{ TCGETS2, IA_TERMIOS2_OUT }, { TCSETS2, IA_TERMIOS2_IN },
	{ TCSETSW2, IA_TERMIOS2_IN }, { TCSETSF2, IA_TERMIOS2_IN },
	{ TCGETA, IA_TERMIO_OUT }, { TCSETA, IA_TERMIO_IN },
	{ TCSETAW, IA_TERMIO_IN }, { TCSETAF, IA_TERMIO_IN },
	{ TIOCGWINSZ, IA_WINSIZE_OUT }, { TIOCSWINSZ, IA_WINSIZE_IN },
	{ TCSBRK, IA_INT }, { TCSBRKP, IA_INT }, { TIOCSCTTY, IA_INT },
	{ FICLONE, IA_INT }, { TCXONC, IA_TCXONC }, { TCFLSH, IA_TCFLSH },
	{ TIOCSTI, IA_CHAR },
	{ TIOCSPGRP, IA_INT_IN }, { TIOCSETD, IA_INT_IN }, { TIOCSSOFTCAR, IA_INT_IN },
	{ TIOCPKT, IA_INT_IN }, { FIONBIO, IA_INT_IN }, { FIOASYNC, IA_INT_IN },
	{ TIOCSPTLCK, IA_INT_IN }, { FIOSETOWN, IA_INT_IN }, { SIOCSPGRP, IA_INT_IN },
	{ TIOCGPGRP, IA_INT_OUT }, { TIOCGSID, IA_INT_OUT }, { TIOCGETD, IA_INT_OUT },
	{ TIOCGSOFTCAR, IA_INT_OUT }, { FIONREAD, IA_INT_OUT }, { TIOCOUTQ, IA_INT_OUT },
	{ TIOCGPTN, IA_INT_OUT }, { TIOCGEXCL, IA_INT_OUT },
	{ FIOGETOWN, IA_INT_OUT }, { SIOCGPGRP, IA_INT_OUT }, { SIOCATMARK, IA_INT_OUT },
	{ TIOCGDEV, IA_UINT_OUT },
	{ TIOCMGET, IA_MODEM_OUT }, { TIOCMSET, IA_MODEM_IN },
	{ TIOCMBIS, IA_MODEM_IN }, { TIOCMBIC, IA_MODEM_IN },
	{ FS_IOC_GETFLAGS, IA_INODE_OUT }, { FS_IOC_SETFLAGS, IA_INODE_IN },
	{ FS_IOC32_GETFLAGS, IA_INODE_OUT }, { FS_IOC32_SETFLAGS, IA_INODE_IN },
	{ FICLONERANGE, IA_CLONE_RANGE },
	{ TIOCGLCKTRMIOS, IA_TERMIOS_OUT }, { TIOCSLCKTRMIOS, IA_TERMIOS_IN },
	{ SIOCGIFINDEX, IA_IFREQ_GET }, { SIOCGIFFLAGS, IA_IFREQ_GET },
	{ SIOCGIFMTU, IA_IFREQ_GET }, { SIOCGIFTXQLEN, IA_IFREQ_GET },
	{ SIOCSIFFLAGS, IA_IFREQ_SET }, { SIOCSIFMTU, IA_IFREQ_SET },
	{ SIOCSIFTXQLEN, IA_IFREQ_SET }, { SIOCGIFNAME, IA_IFNAME },
	{ FIOCLEX, IA_NONE }, { FIONCLEX, IA_NONE }, { TIOCEXCL, IA_NONE },
	{ TIOCNXCL, IA_NONE }, { TIOCNOTTY, IA_NONE }, { TIOCCONS, IA_NONE },
	{ TIOCSBRK, IA_NONE }, { TIOCCBRK, IA_NONE }, { TIOCVHANGUP, IA_NONE },
	{ FIFREEZE, IA_NONE }, { FITHAW, IA_NONE },
	{ TIOCSSERIAL, IA_NONE },	/* strace decodes it without its argument */
	{ BLKGETSIZE, IA_ULONG_OUT }, { BLKRAGET, IA_ULONG_OUT }, { BLKFRAGET, IA_ULONG_OUT },
	{ BLKGETSIZE64, IA_U64_OUT },
	{ BLKSSZGET, IA_INT_OUT }, { BLKBSZGET, IA_INT_OUT }, { BLKALIGNOFF, IA_INT_OUT },
	{ BLKROGET, IA_INT_OUT },
	{ BLKPBSZGET, IA_UINT_OUT }, { BLKIOMIN, IA_UINT_OUT }, { BLKIOOPT, IA_UINT_OUT },
	{ BLKDISCARDZEROES, IA_UINT_OUT },
	{ BLKROTATIONAL, IA_USHORT_OUT }, { BLKSECTGET, IA_USHORT_OUT },
	{ BLKROSET, IA_INT_IN }, { BLKBSZSET, IA_INT_IN },
	{ BLKRASET, IA_ULONG }, { BLKFRASET, IA_ULONG },
	{ BLKDISCARD, IA_RANGE_IN }, { BLKSECDISCARD, IA_RANGE_IN }, { BLKZEROOUT, IA_RANGE_IN },
	{ BLKFLSBUF, IA_NONE }, { BLKRRPART, IA_NONE },
	{ BLKTRACESTART, IA_NONE }, { BLKTRACESTOP, IA_NONE }, { BLKTRACETEARDOWN, IA_NONE },
};

static enum ioctl_arg ioctl_arg_kind(unsigned code)
{
	for (size_t i = 0; i < sizeof ioctl_args / sizeof ioctl_args[0]; i++)
		if (ioctl_args[i].code == code)
			return ioctl_args[i].arg;
	return IA_HEX;
}

static bool ioctl_arg_at_exit(enum ioctl_arg k)
{
	return k == IA_INT_OUT || k == IA_UINT_OUT || k == IA_USHORT_OUT || k == IA_ULONG_OUT ||
	       k == IA_U64_OUT || k == IA_MODEM_OUT || k == IA_INODE_OUT ||
	       k == IA_TERMIOS_OUT || k == IA_TERMIOS2_OUT || k == IA_TERMIO_OUT ||
	       k == IA_WINSIZE_OUT;
}

/* strace prints an empty string for a zero flag word of a termios. */
static void print_term_flags(struct output *o, const struct xlat *x, unsigned v)
{
	if (v)
		print_xflags(o, x, v, NULL);
}

/* c_oflag's delay fields, each printed by the name of its value. */
static void print_oflag(struct output *o, unsigned v)
{
	static const struct { unsigned mask, val; const char *name; } delays[] = {
		{ NLDLY, NL0, "NL0" }, { NLDLY, NL1, "NL1" },
		{ CRDLY, CR0, "CR0" }, { CRDLY, CR1, "CR1" }, { CRDLY, CR2, "CR2" }, { CRDLY, CR3, "CR3" },
		{ TABDLY, TAB0, "TAB0" }, { TABDLY, TAB1, "TAB1" }, { TABDLY, TAB2, "TAB2" },
		{ TABDLY, XTABS, "XTABS" },
		{ BSDLY, BS0, "BS0" }, { BSDLY, BS1, "BS1" },
		{ VTDLY, VT0, "VT0" }, { VTDLY, VT1, "VT1" },
		{ FFDLY, FF0, "FF0" }, { FFDLY, FF1, "FF1" },
	};
	for (size_t i = 0; i < sizeof delays / sizeof delays[0]; i++)
		if ((v & delays[i].mask) == delays[i].val) {
			out_puts(o, delays[i].name);
			out_putc(o, '|');
			v &= ~delays[i].mask;
		}
	print_term_flags(o, &xlat_term_oflags, v);
}

/* c_cflag: output speed, input speed (when set), character size, flags. */
static void print_cflag(struct output *o, unsigned v)
{
	const unsigned ibshift = __builtin_ctz(CIBAUD);
	print_xval(o, &xlat_baud_rates, v & CBAUD, "B???");
	out_putc(o, '|');
	if (v & CIBAUD) {
		print_xval(o, &xlat_baud_rates, (v & CIBAUD) >> ibshift, "B???");
		out_puts(o, "<<IBSHIFT|");
	}
	print_xval(o, &xlat_term_csize, v & CSIZE, "CS?");
	out_putc(o, '|');
	print_term_flags(o, &xlat_term_cflags, v & ~(CBAUD | CIBAUD | CSIZE));
}

/* The four flag words of a termios or termio, the rest abbreviated. */
static void print_term(struct output *o, unsigned iflag, unsigned oflag, unsigned cflag, unsigned lflag)
{
	out_puts(o, "{c_iflag=");
	print_term_flags(o, &xlat_term_iflags, iflag);
	out_puts(o, ", c_oflag=");
	print_oflag(o, oflag);
	out_puts(o, ", c_cflag=");
	print_cflag(o, cflag);
	out_puts(o, ", c_lflag=");
	print_term_flags(o, &xlat_term_lflags, lflag);
	out_puts(o, ", ...}");
}


static void print_ioctl_struct(struct tracee *t, enum ioctl_arg k, uint64_t addr)
{
	struct output *o = t->out;
	switch (k) {
	case IA_TERMIOS_IN: case IA_TERMIOS_OUT:
	case IA_TERMIOS2_IN: case IA_TERMIOS2_OUT: {
		struct termios2 tios;
		bool two = k == IA_TERMIOS2_IN || k == IA_TERMIOS2_OUT;
		size_t size = two ? sizeof tios : offsetof(struct termios2, c_ispeed);
		if (fetch(t, addr, &tios, size))
			print_term(o, tios.c_iflag, tios.c_oflag, tios.c_cflag, tios.c_lflag);
		break;
	}
	case IA_TERMIO_IN: case IA_TERMIO_OUT: {
		struct termio tio;
		if (fetch(t, addr, &tio, sizeof tio))
			print_term(o, tio.c_iflag, tio.c_oflag, tio.c_cflag, tio.c_lflag);
		break;
	}
	case IA_WINSIZE_IN: case IA_WINSIZE_OUT: {
		struct winsize ws;
		if (fetch(t, addr, &ws, sizeof ws))
			out_printf(o, "{ws_row=%u, ws_col=%u, ws_xpixel=%u, ws_ypixel=%u}",
				   ws.ws_row, ws.ws_col, ws.ws_xpixel, ws.ws_ypixel);
		break;
	}
	case IA_INT_IN: case IA_INT_OUT:
		print_int_at(t, addr);
		break;
	case IA_UINT_OUT: {
		unsigned v;
		if (fetch(t, addr, &v, sizeof v))
			out_printf(o, "[%u]", v);
		break;
	}
	case IA_USHORT_OUT: {
		uint16_t v;
		if (fetch(t, addr, &v, sizeof v))
			out_printf(o, "[%u]", v);
		break;
	}
	case IA_ULONG_OUT: case IA_U64_OUT: {
		uint64_t v;
		if (fetch(t, addr, &v, sizeof v))
			out_printf(o, "[%llu]", (unsigned long long)v);
		break;
	}
	case IA_RANGE_IN: {
		uint64_t r[2];
		if (fetch(t, addr, r, sizeof r))
			out_printf(o, "[%llu, %llu]", (unsigned long long)r[0], (unsigned long long)r[1]);
		break;
	}
	case IA_MODEM_IN: case IA_MODEM_OUT:
	case IA_INODE_IN: case IA_INODE_OUT: {
		bool modem = k == IA_MODEM_IN || k == IA_MODEM_OUT;
		unsigned v;
		if (fetch(t, addr, &v, sizeof v)) {
			out_putc(o, '[');
			print_xflags(o, modem ? &xlat_modem_bits : &xlat_inode_flags, v,
				     modem ? "TIOCM_???" : "FS_???_FL");
			out_putc(o, ']');
		}
		break;
	}
	case IA_CLONE_RANGE: {
		struct file_clone_range r;
		if (fetch(t, addr, &r, sizeof r))
			out_printf(o, "{src_fd=%d, src_offset=%llu, src_length=%llu, dest_offset=%llu}",
				   (int)r.src_fd, (unsigned long long)r.src_offset,
				   (unsigned long long)r.src_length, (unsigned long long)r.dest_offset);
		break;
	}
	default:
		print_hex(o, addr);
	}
}

static void print_ioctl_arg(struct tracee *t, enum ioctl_arg k, uint64_t arg)
{
	struct output *o = t->out;
	switch (k) {
	case IA_HEX:
		print_hex(o, arg);
		break;
	case IA_INT:
		print_int(o, (int)arg);
		break;
	case IA_ULONG:
		print_uint(o, arg);
		break;
	case IA_TCXONC:
		print_xval(o, &xlat_tcxonc_actions, arg, "TC???");
		break;
	case IA_TCFLSH:
		print_xval(o, &xlat_tcflsh_queues, arg, "TC???");
		break;
	case IA_CHAR:
		print_buf(t, arg, 1);
		break;
	default:
		print_ioctl_struct(t, k, arg);
	}
}

/* An interface name: at most IFNAMSIZ - 1 characters, "..." when the
 * buffer holds no NUL. */
static void print_ifname(struct output *o, const char *name)
{
	size_t n = strnlen(name, IFNAMSIZ);
	print_quoted(o, name, n < IFNAMSIZ ? n : IFNAMSIZ - 1, true);
	if (n == IFNAMSIZ)
		out_puts(o, "...");
}

/* The field of a struct ifreq that request code reads or fills. */
static void print_ifreq_field(struct output *o, unsigned code, const struct ifreq *r)
{
	switch (code) {
	case SIOCGIFINDEX:
		out_printf(o, ", ifr_ifindex=%d", r->ifr_ifindex);
		break;
	case SIOCGIFFLAGS: case SIOCSIFFLAGS:
		out_puts(o, ", ifr_flags=");
		print_xflags(o, &xlat_iff_flags, (uint16_t)r->ifr_flags, NULL);
		break;
	case SIOCGIFMTU: case SIOCSIFMTU:
		out_printf(o, ", ifr_mtu=%d", r->ifr_mtu);
		break;
	case SIOCGIFTXQLEN: case SIOCSIFTXQLEN:
		out_printf(o, ", ifr_qlen=%d", r->ifr_qlen);
		break;
	}
}

/* A struct ifreq: what the call reads at entry, "{ifr_name="lo"", and
 * what it fills at exit; saved[0] says the entry part opened a brace. */
static int print_ifreq(struct tracee *t, enum ioctl_arg k, unsigned code, uint64_t addr)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	struct ifreq r;
	if (!c->exiting) {
		if (!fetch(t, addr, &r, sizeof r))
			return DEC_DONE;
		out_putc(o, '{');
		if (k == IA_IFNAME) {
			out_printf(o, "ifr_ifindex=%d", r.ifr_ifindex);
		} else {
			out_puts(o, "ifr_name=");
			print_ifname(o, r.ifr_name);
		}
		if (k == IA_IFREQ_SET) {
			print_ifreq_field(o, code, &r);
			out_putc(o, '}');
			return DEC_DONE;
		}
		c->saved[0] = 1;
		return DEC_EXIT;
	}
	if (c->saved[0] && !c->is_error && mem_read(t->tid, addr, &r, sizeof r)) {
		if (k == IA_IFNAME) {
			out_puts(o, ", ifr_name=");
			print_ifname(o, r.ifr_name);
		} else {
			print_ifreq_field(o, code, &r);
		}
	}
	out_putc(o, '}');
	return DEC_DONE;
}

int dec_ioctl(struct tracee *t)
{
	struct call *c = &t->call;
	unsigned code = (unsigned)argu(t, 1);
	enum ioctl_arg k = ioctl_arg_kind(code);
	uint64_t arg = argu(t, 2);
	bool ifreq = k == IA_IFREQ_GET || k == IA_IFREQ_SET || k == IA_IFNAME;
	if (c->exiting && ifreq)
		return print_ifreq(t, k, code, arg);
	if (c->exiting) {
		if (c->is_error || !arg)
			print_ptr(t->out, arg);
		else
			print_ioctl_struct(t, k, arg);
		return DEC_DONE;
	}
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	print_ioctl_cmd(t->out, code);
	if (k == IA_NONE)
		return DEC_DONE;
	print_sep(t->out);
	if (ifreq)
		return print_ifreq(t, k, code, arg);
	if (ioctl_arg_at_exit(k))
		return DEC_EXIT;
	print_ioctl_arg(t, k, arg);
	return DEC_DONE;
}
