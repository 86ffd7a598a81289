/* Decoders for ioctl: the request's name, and the argument of the
 * terminal, file, block device and network interface requests. */
#include <stddef.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <net/if.h>
#include <linux/fs.h>
#include <linux/sockios.h>

#include "decode.h"

extern const struct xlat xlat_ioctl_cmds, xlat_tcxonc_actions,
	xlat_tcflsh_queues, xlat_modem_bits, xlat_term_iflags, xlat_term_oflags,
	xlat_term_cflags, xlat_term_lflags, xlat_baud_rates, xlat_term_csize,
	xlat_inode_flags, xlat_iff_flags;

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

static void print_ioctl_cmd(struct tracee *t, unsigned code)
{
	static const char *const dirs[4] = {
		"_IOC_NONE", "_IOC_WRITE", "_IOC_READ", "_IOC_READ|_IOC_WRITE",
	};
	const char *name = xlat_name(&xlat_ioctl_cmds, code);
	for (size_t i = 0; i < sizeof ioctl_aliases / sizeof ioctl_aliases[0]; i++)
		if (ioctl_aliases[i].code == code)
			name = ioctl_aliases[i].name;
	if (name) {
		sink_const(t, code, NUM_HEX, name, NULL);	/* -X */
		return;
	}
	sink_named(t, code, NUM_HEX);	/* -X: the number */
	sink_func(t, "_IOC");
	sink_symbol(t, dirs[_IOC_DIR(code)]);
	sink_hex(t, _IOC_TYPE(code));
	sink_hex(t, _IOC_NR(code));
	sink_hex(t, _IOC_SIZE(code));
	sink_end(t);
	sink_end(t);
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

/* strace prints an empty string for a zero flag word of a termios: an
 * empty name, so that "c_iflag=" still has its value. */
static void print_term_flags(struct tracee *t, const struct xlat *x, unsigned v)
{
	if (v)
		sink_xflags(t, x, v, NULL);
	else
		sink_symbol(t, "");
}

/* c_oflag's delay fields, each printed by the name of its value. */
static void print_oflag(struct tracee *t, unsigned v)
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
	sink_op(t, "|");
	for (size_t i = 0; i < sizeof delays / sizeof delays[0]; i++)
		if ((v & delays[i].mask) == delays[i].val) {
			sink_symbol(t, delays[i].name);
			v &= ~delays[i].mask;
		}
	print_term_flags(t, &xlat_term_oflags, v);
	sink_end(t);
}

/* c_cflag: output speed, input speed (when set), character size, flags. */
static void print_cflag(struct tracee *t, unsigned v)
{
	const unsigned ibshift = __builtin_ctz(CIBAUD);
	sink_op(t, "|");
	sink_xval(t, &xlat_baud_rates, v & CBAUD, "B???");
	if (v & CIBAUD) {
		sink_op(t, "<<");
		sink_xval(t, &xlat_baud_rates, (v & CIBAUD) >> ibshift, "B???");
		sink_symbol(t, "IBSHIFT");
		sink_end(t);
	}
	sink_xval(t, &xlat_term_csize, v & CSIZE, "CS?");
	print_term_flags(t, &xlat_term_cflags, v & ~(CBAUD | CIBAUD | CSIZE));
	sink_end(t);
}

/* The four flag words of a termios or termio, the rest abbreviated. */
static void print_term(struct tracee *t, unsigned iflag, unsigned oflag, unsigned cflag,
		       unsigned lflag)
{
	sink_struct(t);
	sink_field(t, "c_iflag");
	print_term_flags(t, &xlat_term_iflags, iflag);
	sink_field(t, "c_oflag");
	print_oflag(t, oflag);
	sink_field(t, "c_cflag");
	print_cflag(t, cflag);
	sink_field(t, "c_lflag");
	print_term_flags(t, &xlat_term_lflags, lflag);
	sink_ellipsis(t);
	sink_end(t);
}

static void print_winsize(struct tracee *t, const struct winsize *ws)
{
	sink_struct(t);
	sink_field(t, "ws_row");
	sink_uint(t, ws->ws_row);
	sink_field(t, "ws_col");
	sink_uint(t, ws->ws_col);
	sink_field(t, "ws_xpixel");
	sink_uint(t, ws->ws_xpixel);
	sink_field(t, "ws_ypixel");
	sink_uint(t, ws->ws_ypixel);
	sink_end(t);
}

static void print_clone_range(struct tracee *t, const struct file_clone_range *r)
{
	sink_struct(t);
	sink_field(t, "src_fd");
	sink_int(t, (int)r->src_fd);
	sink_field(t, "src_offset");
	sink_uint(t, r->src_offset);
	sink_field(t, "src_length");
	sink_uint(t, r->src_length);
	sink_field(t, "dest_offset");
	sink_uint(t, r->dest_offset);
	sink_end(t);
}

/* [v]: the n values the argument points to, read already. */
static void print_uints(struct tracee *t, const uint64_t *v, size_t n)
{
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		sink_elem(t);
		sink_uint(t, v[i]);
	}
	sink_end(t);
}

static void print_ioctl_struct(struct tracee *t, enum ioctl_arg k, uint64_t addr)
{
	switch (k) {
	case IA_TERMIOS_IN: case IA_TERMIOS_OUT:
	case IA_TERMIOS2_IN: case IA_TERMIOS2_OUT: {
		struct termios2 tios;
		bool two = k == IA_TERMIOS2_IN || k == IA_TERMIOS2_OUT;
		size_t size = two ? sizeof tios : offsetof(struct termios2, c_ispeed);
		if (sink_fetch(t, addr, &tios, size))
			print_term(t, tios.c_iflag, tios.c_oflag, tios.c_cflag, tios.c_lflag);
		break;
	}
	case IA_TERMIO_IN: case IA_TERMIO_OUT: {
		struct termio tio;
		if (sink_fetch(t, addr, &tio, sizeof tio))
			print_term(t, tio.c_iflag, tio.c_oflag, tio.c_cflag, tio.c_lflag);
		break;
	}
	case IA_WINSIZE_IN: case IA_WINSIZE_OUT: {
		struct winsize ws;
		if (sink_fetch(t, addr, &ws, sizeof ws))
			print_winsize(t, &ws);
		break;
	}
	case IA_INT_IN: case IA_INT_OUT:
		sink_int_at(t, addr);
		break;
	case IA_UINT_OUT: {
		unsigned v;
		if (sink_fetch(t, addr, &v, sizeof v))
			print_uints(t, &(uint64_t){ v }, 1);
		break;
	}
	case IA_USHORT_OUT: {
		uint16_t v;
		if (sink_fetch(t, addr, &v, sizeof v))
			print_uints(t, &(uint64_t){ v }, 1);
		break;
	}
	case IA_ULONG_OUT: case IA_U64_OUT: {
		uint64_t v;
		if (sink_fetch(t, addr, &v, sizeof v))
			print_uints(t, &v, 1);
		break;
	}
	case IA_RANGE_IN: {
		uint64_t r[2];
		if (sink_fetch(t, addr, r, sizeof r))
			print_uints(t, r, 2);
		break;
	}
	case IA_MODEM_IN: case IA_MODEM_OUT:
	case IA_INODE_IN: case IA_INODE_OUT: {
		bool modem = k == IA_MODEM_IN || k == IA_MODEM_OUT;
		unsigned v;
		if (sink_fetch(t, addr, &v, sizeof v)) {
			sink_array(t);
			sink_elem(t);
			sink_xflags(t, modem ? &xlat_modem_bits : &xlat_inode_flags, v,
				    modem ? "TIOCM_???" : "FS_???_FL");
			sink_end(t);
		}
		break;
	}
	case IA_CLONE_RANGE: {
		struct file_clone_range r;
		if (sink_fetch(t, addr, &r, sizeof r))
			print_clone_range(t, &r);
		break;
	}
	default:
		sink_hex(t, addr);
	}
}

static void print_ioctl_arg(struct tracee *t, enum ioctl_arg k, uint64_t arg)
{
	switch (k) {
	case IA_HEX:
		sink_hex(t, arg);
		break;
	case IA_INT:
		sink_int(t, (int)arg);
		break;
	case IA_ULONG:
		sink_uint(t, arg);
		break;
	case IA_TCXONC:
		sink_xval(t, &xlat_tcxonc_actions, arg, "TC???");
		break;
	case IA_TCFLSH:
		sink_xval(t, &xlat_tcflsh_queues, arg, "TC???");
		break;
	case IA_CHAR:
		sink_buf_at(t, arg, 1);
		break;
	default:
		print_ioctl_struct(t, k, arg);
	}
}

/* ifr_name: at most IFNAMSIZ - 1 characters, "..." when the
 * buffer holds no NUL. */
static void print_ifname(struct tracee *t, const char *name)
{
	size_t n = strnlen(name, IFNAMSIZ);
	sink_field(t, "ifr_name");
	sink_bytes(t, name, n < IFNAMSIZ ? n : IFNAMSIZ - 1,
		   STR_NUL_STOPS | (n == IFNAMSIZ ? STR_CUT : 0));
}

/* The field of a struct ifreq that request code reads or fills. */
static void print_ifreq_field(struct tracee *t, unsigned code, const struct ifreq *r)
{
	switch (code) {
	case SIOCGIFINDEX:
		sink_field(t, "ifr_ifindex");
		sink_int(t, r->ifr_ifindex);
		break;
	case SIOCGIFFLAGS: case SIOCSIFFLAGS:
		sink_field(t, "ifr_flags");
		sink_xflags(t, &xlat_iff_flags, (uint16_t)r->ifr_flags, NULL);
		break;
	case SIOCGIFMTU: case SIOCSIFMTU:
		sink_field(t, "ifr_mtu");
		sink_int(t, r->ifr_mtu);
		break;
	case SIOCGIFTXQLEN: case SIOCSIFTXQLEN:
		sink_field(t, "ifr_qlen");
		sink_int(t, r->ifr_qlen);
		break;
	}
}

/* A struct ifreq: what the call reads at entry, "{ifr_name="lo"", and
 * what it fills at exit; saved[0] says the entry part opened the struct,
 * which stays open in the record until the exit part ends it. */
static int print_ifreq(struct tracee *t, enum ioctl_arg k, unsigned code, uint64_t addr)
{
	struct call *c = &t->call;
	struct ifreq r;
	if (!c->exiting) {
		if (!sink_fetch(t, addr, &r, sizeof r))
			return DEC_DONE;
		sink_struct(t);
		if (k == IA_IFNAME) {
			sink_field(t, "ifr_ifindex");
			sink_int(t, r.ifr_ifindex);
		} else {
			print_ifname(t, r.ifr_name);
		}
		if (k == IA_IFREQ_SET) {
			print_ifreq_field(t, code, &r);
			sink_end(t);
			return DEC_DONE;
		}
		c->saved[0] = 1;
		/* a line cut here shows no ", ": the exit part goes on in the struct */
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error && mem_read(t->tid, addr, &r, sizeof r)) {
		if (k == IA_IFNAME)
			print_ifname(t, r.ifr_name);
		else
			print_ifreq_field(t, code, &r);
	}
	sink_end(t);
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
		sink_arg(t, 2);
		if (c->is_error || !arg)
			sink_ptr(t, arg);
		else
			print_ioctl_struct(t, k, arg);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_ioctl_cmd(t, code);
	if (k == IA_NONE)
		return DEC_DONE;
	if (ioctl_arg_at_exit(k))
		return DEC_EXIT;
	sink_arg(t, 2);
	if (ifreq)
		return print_ifreq(t, k, code, arg);
	print_ioctl_arg(t, k, arg);
	return DEC_DONE;
}
