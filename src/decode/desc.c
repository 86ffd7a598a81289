/* Decoders and struct printers for descriptor I/O: read/write families,
 * fcntl, pipes, dup3, sendfile, memfd_create; and the text helpers the
 * other desc decoders share (desc.h): ioctl.c, poll.c. */
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>

#include "decode.h"
#include "desc.h"

extern const struct xlat xlat_open_flags, xlat_open_access_modes, xlat_fd_flags,
	xlat_lock_types, xlat_f_owner_types, xlat_dnotify_flags,
	xlat_seal_flags;

/* ---- text after the return value ---- */

void text_init(struct text *x, char *buf, size_t cap)
{
	x->s = buf;
	x->len = 0;
	x->cap = cap;
	x->xlat = XLAT_ABBREV;
	buf[0] = '\0';
}

void text_printf(struct text *x, const char *fmt, ...)
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
void text_flags(struct text *x, const struct xlat *set, uint64_t v)
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
struct text aux_open(struct tracee *t)
{
	struct text x;
	text_init(&x, tracee_auxbuf(t), AUX_SIZE);
	x.xlat = t->out->style.xlat;
	text_printf(&x, "(");
	return x;
}

void aux_close(struct tracee *t, struct text *x)
{
	text_printf(x, ")");
	t->call.aux = tracee_auxbuf(t);
}

/* ---- small value printers ---- */

void print_uint(struct output *o, uint64_t v)
{
	out_printf(o, "%llu", (unsigned long long)v);
}

void print_int(struct output *o, int64_t v)
{
	out_printf(o, "%lld", (long long)v);
}

void print_hex(struct output *o, uint64_t v)
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

/* ---- read/write with iovecs ---- */

static void print_iov_array(struct tracee *t, uint64_t addr, uint64_t n, bool data, uint64_t left)
{
	struct iov_show c = { data, left, false };
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
