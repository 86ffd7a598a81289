/* Decoders and struct printers for descriptor I/O: read/write families,
 * fcntl, pipes, dup3, sendfile, memfd_create. */
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <limits.h>

#include "decode.h"
#include "bounded-str.h"
#include "common.h"

extern const struct xlat xlat_open_flags, xlat_open_access_modes, xlat_fd_flags,
	xlat_lock_types, xlat_f_owner_types, xlat_dnotify_flags,
	xlat_seal_flags;

/* Open flags as fcntl F_SETFL and F_GETFL show them: the access mode
 * first (always named: O_ACCMODE for 3), then the other flags by name
 * (strace ignores -X for these). */
static void open_flag_names(struct tracee *t, unsigned flags)
{
	unsigned mode = flags & O_ACCMODE, rest = flags & ~(unsigned)O_ACCMODE;
	const char *name = xlat_name(&xlat_open_access_modes, mode);
	sink_op(t, "|");
	sink_const(t, mode, NUM_HEX, name ? name : "O_ACCMODE", NULL);
	sink_names_always(t);
	if (rest) {
		sink_xflags(t, &xlat_open_flags, rest, NULL);
		sink_names_always(t);
	}
	sink_end(t);
}

/* A pointer to an int64 (splice and sendfile offsets): [N]; false when
 * it is NULL or unreadable (its address was printed). */
static bool print_int64_at(struct tracee *t, uint64_t addr)
{
	int64_t v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return false;
	sink_array(t);
	sink_elem(t);
	sink_int(t, v);
	sink_end(t);
	return true;
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

/* After the iovec array: its count, preadv's offset, preadv2's flags
 * (the high half of the offset is unused on x86_64). */
static void print_iov_tail(struct tracee *t)
{
	int nargs = t->call.se->nargs;
	sink_arg(t, 2);
	sink_uint(t, argu(t, 2));
	if (nargs >= 4) {
		sink_arg(t, 3);
		sink_int(t, (int64_t)argu(t, 3));
	}
	if (nargs == 6) {
		const struct xlat *rwf = t->call.se->args[5].x;
		sink_arg(t, 5);
		sink_xflags(t, rwf, (unsigned)argu(t, 5), rwf->dflt);
	}
}

static void print_fd_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_fd(t, argi(t, i));
}

/* readv, preadv, preadv2: the data read is known at exit, and only as
 * many bytes as the call returned. */
int dec_readv(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		print_fd_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	print_iov_array(t, argu(t, 1), argu(t, 2), !c->is_error, (uint64_t)c->rval);
	print_iov_tail(t);
	return DEC_DONE;
}

/* writev, pwritev, pwritev2: every buffer in full, cut at -s. */
int dec_writev(struct tracee *t)
{
	print_fd_arg(t, 0);
	sink_arg(t, 1);
	print_iov_array(t, argu(t, 1), argu(t, 2), true, UINT64_MAX);
	print_iov_tail(t);
	return DEC_DONE;
}

/* vmsplice(fd, iov, nr_segs, flags): the pipe's side decides the direction;
 * strace shows the data in either case. */
int dec_vmsplice(struct tracee *t)
{
	print_fd_arg(t, 0);
	sink_arg(t, 1);
	print_iov_array(t, argu(t, 1), argu(t, 2), true, UINT64_MAX);
	sink_arg(t, 2);
	sink_uint(t, argu(t, 2));
	sink_table_arg(t, 3);
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
	sink_arg(t, 0);
	if (c->is_error || !addr) {
		sink_ptr(t, addr);
	} else if (sink_fetch(t, addr, fds, sizeof fds)) {
		sink_array(t);
		for (int i = 0; i < 2; i++) {
			sink_elem(t);
			sink_fd(t, fds[i]);
		}
		sink_end(t);
	}
	if (c->se->nargs == 2) {
		sink_arg(t, 1);
		sink_xflags(t, &xlat_open_flags, (unsigned)argu(t, 1), "O_???");
	}
	return DEC_DONE;
}

int dec_dup3(struct tracee *t)
{
	print_fd_arg(t, 0);
	print_fd_arg(t, 1);
	sink_arg(t, 2);
	sink_xflags(t, &xlat_open_flags, (unsigned)argu(t, 2), "O_???");
	return DEC_DONE;
}

/* sendfile(out, in, offset, count): the offset at entry, and at exit
 * " => [new]" when data moved. */
/* sendfile's offset is the kernel's loff_t, but strace 6.1 reads it as
 * an unsigned long: [18446744073709551615]; false when it is NULL or
 * unreadable (its address was printed). */
static bool print_offset_ulong_at(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return false;
	sink_array(t);
	sink_elem(t);
	sink_uint(t, v);
	sink_end(t);
	return true;
}

int dec_sendfile(struct tracee *t)
{
	struct call *c = &t->call;
	uint64_t off = argu(t, 2), count = argu(t, 3);
	if (!c->exiting) {
		print_fd_arg(t, 0);
		print_fd_arg(t, 1);
		sink_arg(t, 2);
		/* the offset before and after: [0] => [10]; only the one
		 * before when it is unreadable or nothing is to be sent */
		sink_op(t, " => ");
		if (!print_offset_ulong_at(t, off) || !count) {
			sink_end(t);
			sink_arg(t, 3);
			sink_uint(t, count);
			return DEC_DONE;
		}
		return DEC_EXIT_TAIL;
	}
	if (!c->is_error && c->rval > 0)
		print_offset_ulong_at(t, off);
	sink_end(t);
	sink_arg(t, 3);
	sink_uint(t, count);
	return DEC_DONE;
}

/* memfd_create's flags may carry a huge page size in their top bits:
 * MFD_HUGETLB|21<<MFD_HUGE_SHIFT.  The kernel reads at most 250 bytes of
 * the name (249 and the NUL: NAME_MAX less "memfd:"), and so does strace. */
int dec_memfd_create(struct tracee *t)
{
	enum { HUGE_SHIFT = 26, HUGE_MASK = 0x3f, MFD_NAME_READ = NAME_MAX - 6 + 1 };
	unsigned flags = (unsigned)argu(t, 1);
	unsigned huge = (flags >> HUGE_SHIFT) & HUGE_MASK;
	sink_arg(t, 0);
	print_str_upto(t, argu(t, 0), MFD_NAME_READ);
	sink_arg(t, 1);
	flags &= ~((unsigned)HUGE_MASK << HUGE_SHIFT);
	if (!huge) {
		sink_xflags(t, t->call.se->args[1].x, flags, "MFD_???");
		return DEC_DONE;
	}
	/* -X raw and verbose show the flags and the size as one number */
	sink_named(t, (unsigned)argu(t, 1), NUM_HEX);
	if (flags) {
		sink_op(t, "|");
		sink_xflags(t, t->call.se->args[1].x, flags, "MFD_???");
	}
	sink_op(t, "<<");
	sink_uint(t, huge);
	sink_symbol(t, "MFD_HUGE_SHIFT");
	sink_end(t);
	if (flags)
		sink_end(t);
	sink_end(t);
	return DEC_DONE;
}

/* ---- fcntl ---- */

static void print_flock(struct tracee *t, uint64_t addr, bool with_pid)
{
	struct flock fl;
	if (!sink_fetch(t, addr, &fl, sizeof fl))
		return;
	sink_struct(t);
	sink_field(t, "l_type");
	sink_xval(t, &xlat_lock_types, (uint16_t)fl.l_type, "F_???");
	sink_field(t, "l_whence");
	sink_xval(t, &xlat_whence, (uint16_t)fl.l_whence, "SEEK_???");
	sink_field(t, "l_start");
	sink_int(t, fl.l_start);
	sink_field(t, "l_len");
	sink_int(t, fl.l_len);
	if (with_pid) {
		sink_field(t, "l_pid");
		sink_pid(t, fl.l_pid, PID_TGID);
	}
	sink_end(t);
}

static void print_f_owner_ex(struct tracee *t, uint64_t addr)
{
	struct f_owner_ex ow;
	if (!sink_fetch(t, addr, &ow, sizeof ow))
		return;
	sink_struct(t);
	sink_field(t, "type");
	sink_xval(t, &xlat_f_owner_types, (unsigned)ow.type, "F_OWNER_???");
	sink_field(t, "pid");
	if (ow.type == F_OWNER_TID)
		sink_pid(t, ow.pid, PID_TID);
	else if (ow.type == F_OWNER_PID)
		sink_pid(t, ow.pid, PID_TGID);
	else if (ow.type == F_OWNER_PGRP)
		sink_pid(t, ow.pid, PID_PGID);
	else
		sink_int(t, ow.pid);
	sink_end(t);
}

/* What fcntl's return value means, after it: "(flags FD_CLOEXEC)". */
static void fcntl_result(struct tracee *t, int cmd)
{
	struct call *c = &t->call;
	uint64_t v = (uint64_t)c->rval;
	char buf[16];
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
		sink_aux_begin(t);
		sink_label(t, cmd == F_GETFD ? "flags" : "seals");
		sink_xflags(t, cmd == F_GETFD ? &xlat_fd_flags : &xlat_seal_flags, v, NULL);
		break;
	case F_GETFL:
		sink_aux_begin(t);
		sink_label(t, "flags");
		open_flag_names(t, (unsigned)v);
		break;
	case F_GETLEASE: {
		const char *name = xlat_name(&xlat_lock_types, v);
		c->ret_format = R_HEX;
		if (!name)
			return;
		sink_aux_begin(t);
		sink_symbol(t, name);	/* strace ignores -X here */
		break;
	}
	case F_GETSIG:
		if (!v)
			return;
		sink_aux_begin(t);
		sink_symbol(t, signal_name((int)v, buf));
		sink_aux_end(t);
		return;
	default:
		return;
	}
	c->ret_format = R_HEX;
	sink_aux_end(t);
}

/* The argument of a command known at entry; none for the commands that
 * have none or whose argument the kernel fills. */
static void fcntl_entry_arg(struct tracee *t, int cmd)
{
	uint64_t arg = argu(t, 2);
	switch (cmd) {
	case F_GETFD: case F_GETFL: case F_GETOWN: case F_GETSIG:
	case F_GETLEASE: case F_GET_SEALS: case F_GETPIPE_SZ:
	case F_GETLK: case F_OFD_GETLK: case F_GETOWN_EX:
		return;
	}
	sink_arg(t, 2);
	switch (cmd) {
	case F_SETFD:
		sink_xflags(t, &xlat_fd_flags, (unsigned)arg, "FD_???");
		break;
	case F_SETFL:
		sink_named(t, (unsigned)arg, NUM_HEX);	/* -X */
		open_flag_names(t, (unsigned)arg);
		sink_end(t);
		break;
	case F_DUPFD: case F_DUPFD_CLOEXEC: case F_SETPIPE_SZ:
		sink_int(t, (int64_t)arg);
		break;
	case F_SETOWN:
		sink_pid_or_pgrp(t, (int)arg);
		break;
	case F_SETLK: case F_SETLKW: case F_OFD_SETLK: case F_OFD_SETLKW:
		print_flock(t, arg, false);
		break;
	case F_SETOWN_EX:
		print_f_owner_ex(t, arg);
		break;
	case F_SETSIG:
		sink_signame(t, (int)arg);
		break;
	case F_SETLEASE:
		sink_xval(t, &xlat_lock_types, arg, "F_???");
		break;
	case F_NOTIFY:
		sink_xflags(t, &xlat_dnotify_flags, arg, "DN_???");
		break;
	case F_ADD_SEALS:
		sink_xflags(t, &xlat_seal_flags, arg, "F_SEAL_???");
		break;
	default:
		sink_hex(t, arg);
	}
}

/* The commands whose argument the kernel fills: it prints at exit. */
static bool fcntl_exit_arg(int cmd)
{
	return cmd == F_GETLK || cmd == F_OFD_GETLK || cmd == F_GETOWN_EX;
}

int dec_fcntl(struct tracee *t)
{
	struct call *c = &t->call;
	int cmd = argi(t, 1);
	if (!c->exiting) {
		print_fd_arg(t, 0);
		sink_arg(t, 1);
		sink_xval(t, c->se->args[1].x, (unsigned)cmd, "F_???");
		fcntl_entry_arg(t, cmd);
		/* F_GETLK's ", " goes with the struct at exit, as in strace:
		 * "fcntl(3, F_GETLK <unfinished ...>" */
		return DEC_EXIT_TAIL;
	}
	uint64_t arg = argu(t, 2);
	if (fcntl_exit_arg(cmd)) {
		sink_arg(t, 2);
		if (c->is_error || !arg)
			sink_ptr(t, arg);
		else if (cmd == F_GETOWN_EX)
			print_f_owner_ex(t, arg);
		else
			print_flock(t, arg, true);
	}
	if (cmd == F_GETOWN)
		c->ret_format = R_PID;	/* the owner, -Y and --pidns-translation */
	fcntl_result(t, cmd);
	return DEC_DONE;
}
