/* Decoders for ioctl: the request's name, and the argument of the
 * terminal, file, block device and network interface requests. */
#include <stddef.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <net/if.h>
#include <linux/fs.h>
#include <linux/sockios.h>

#include "decode.h"
#include "desc.h"

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
