/* ioctl: the terminal family (<asm-generic/ioctls.h>, the requests of
 * type 'T' in src/xlat/ioctl_term.in): termios, termios2 and termio with
 * their flag words, under -v their line discipline and control characters,
 * winsize, the modem lines, and the requests that take a number. */
#include <stddef.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <termios.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_term, xlat_tcxonc_actions, xlat_tcflsh_queues,
	xlat_modem_bits, xlat_term_iflags, xlat_term_oflags, xlat_term_cflags,
	xlat_term_lflags, xlat_baud_rates, xlat_term_csize, xlat_term_line_discs,
	xlat_term_cc_indices;

/* The kernel's struct termios2 (TCGETS2), which <termios.h> leaves out:
 * the kernel's struct termios (TCGETS, smaller than glibc's, 19 control
 * characters) and then the speeds. */
struct termios2 {
	uint32_t c_iflag, c_oflag, c_cflag, c_lflag;
	uint8_t c_line, c_cc[19];
	uint32_t c_ispeed, c_ospeed;
};

/* How the struct requests' argument prints. */
enum term_arg { TA_TERMIOS, TA_TERMIOS2, TA_TERMIO, TA_WINSIZE, TA_MODEM };

static const struct { unsigned code; uint8_t arg; bool in; } term_structs[] = {
	{ TCGETS, TA_TERMIOS, false }, { TCSETS, TA_TERMIOS, true },
	{ TCSETSW, TA_TERMIOS, true }, { TCSETSF, TA_TERMIOS, true },
	{ TIOCGLCKTRMIOS, TA_TERMIOS, false }, { TIOCSLCKTRMIOS, TA_TERMIOS, true },
	{ TCGETS2, TA_TERMIOS2, false }, { TCSETS2, TA_TERMIOS2, true },
	{ TCSETSW2, TA_TERMIOS2, true }, { TCSETSF2, TA_TERMIOS2, true },
	{ TCGETA, TA_TERMIO, false }, { TCSETA, TA_TERMIO, true },
	{ TCSETAW, TA_TERMIO, true }, { TCSETAF, TA_TERMIO, true },
	{ TIOCGWINSZ, TA_WINSIZE, false }, { TIOCSWINSZ, TA_WINSIZE, true },
	{ TIOCMGET, TA_MODEM, false }, { TIOCMSET, TA_MODEM, true },
	{ TIOCMBIS, TA_MODEM, true }, { TIOCMBIC, TA_MODEM, true },
};

static const struct ioctl_scalar_req term_scalars[] = {
	{ TCSBRK, IS_INT }, { TCSBRKP, IS_INT }, { TIOCSCTTY, IS_INT },
	{ TIOCSPGRP, IS_INT_IN }, { TIOCSETD, IS_INT_IN }, { TIOCSSOFTCAR, IS_INT_IN },
	{ TIOCPKT, IS_INT_IN }, { FIONBIO, IS_INT_IN }, { FIOASYNC, IS_INT_IN },
	{ TIOCSPTLCK, IS_INT_IN },
	{ TIOCGPGRP, IS_INT_OUT }, { TIOCGSID, IS_INT_OUT }, { TIOCGETD, IS_INT_OUT },
	{ TIOCGSOFTCAR, IS_INT_OUT }, { FIONREAD, IS_INT_OUT }, { TIOCOUTQ, IS_INT_OUT },
	{ TIOCGPTN, IS_INT_OUT }, { TIOCGEXCL, IS_INT_OUT },
	{ TIOCGDEV, IS_UINT_OUT },
	{ FIOCLEX, IS_NONE }, { FIONCLEX, IS_NONE }, { TIOCEXCL, IS_NONE },
	{ TIOCNXCL, IS_NONE }, { TIOCNOTTY, IS_NONE }, { TIOCCONS, IS_NONE },
	{ TIOCSBRK, IS_NONE }, { TIOCCBRK, IS_NONE }, { TIOCVHANGUP, IS_NONE },
	{ TIOCSSERIAL, IS_NONE },	/* strace decodes it without its argument */
};

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

/* What -v adds: the line discipline and the n control characters,
 * [VINTR]=0x3, each by the name of its index. */
static void print_term_line_cc(struct tracee *t, uint8_t line, const uint8_t *cc, size_t n)
{
	sink_field(t, "c_line");
	sink_xval(t, &xlat_term_line_discs, line, "N_???");
	sink_field(t, "c_cc");
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		const char *name = xlat_name(&xlat_term_cc_indices, i);
		char key[24];
		if (name)
			snprintf(key, sizeof key, "[%s]", name);
		else
			snprintf(key, sizeof key, "[%zu]", i);
		sink_field(t, key);
		sink_hex(t, cc[i]);
	}
	sink_end(t);
}

/* The flag words of a termios, termios2 or termio (read into a termios2):
 * under -v all of it, else the flags and "...". */
static void print_term(struct tracee *t, const struct termios2 *tio, size_t ncc, bool speeds)
{
	sink_struct(t);
	sink_field(t, "c_iflag");
	print_term_flags(t, &xlat_term_iflags, tio->c_iflag);
	sink_field(t, "c_oflag");
	print_oflag(t, tio->c_oflag);
	sink_field(t, "c_cflag");
	print_cflag(t, tio->c_cflag);
	sink_field(t, "c_lflag");
	print_term_flags(t, &xlat_term_lflags, tio->c_lflag);
	if (abbrev(t)) {
		sink_ellipsis(t);
	} else {
		print_term_line_cc(t, tio->c_line, tio->c_cc, ncc);
		if (speeds) {
			sink_uint_field(t, "c_ispeed", tio->c_ispeed);
			sink_uint_field(t, "c_ospeed", tio->c_ospeed);
		}
	}
	sink_end(t);
}

static void print_winsize(struct tracee *t, const struct winsize *ws)
{
	sink_struct(t);
	sink_uint_field(t, "ws_row", ws->ws_row);
	sink_uint_field(t, "ws_col", ws->ws_col);
	sink_uint_field(t, "ws_xpixel", ws->ws_xpixel);
	sink_uint_field(t, "ws_ypixel", ws->ws_ypixel);
	sink_end(t);
}

static void print_term_struct(struct tracee *t, enum term_arg k, uint64_t addr)
{
	switch (k) {
	case TA_TERMIOS: case TA_TERMIOS2: {
		struct termios2 tios;
		bool two = k == TA_TERMIOS2;
		if (sink_fetch(t, addr, &tios, two ? sizeof tios : offsetof(struct termios2, c_ispeed)))
			print_term(t, &tios, sizeof tios.c_cc, two);
		break;
	}
	case TA_TERMIO: {
		struct termio tio;
		if (sink_fetch(t, addr, &tio, sizeof tio)) {
			struct termios2 tios = {
				tio.c_iflag, tio.c_oflag, tio.c_cflag, tio.c_lflag, tio.c_line,
				{ 0 }, 0, 0,
			};
			memcpy(tios.c_cc, tio.c_cc, sizeof tio.c_cc);
			print_term(t, &tios, sizeof tio.c_cc, false);
		}
		break;
	}
	case TA_WINSIZE: {
		struct winsize ws;
		if (sink_fetch(t, addr, &ws, sizeof ws))
			print_winsize(t, &ws);
		break;
	}
	case TA_MODEM: {
		unsigned v;
		if (sink_fetch(t, addr, &v, sizeof v)) {
			sink_array(t);
			sink_elem(t);
			sink_xflags(t, &xlat_modem_bits, v, "TIOCM_???");
			sink_end(t);
		}
		break;
	}
	}
}

static int ioctl_term_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case TCXONC: case TCFLSH:
		sink_arg(t, 2);
		sink_xval(t, code == TCXONC ? &xlat_tcxonc_actions : &xlat_tcflsh_queues, arg,
			  "TC???");
		return DEC_DONE;
	case TIOCSTI:
		sink_arg(t, 2);
		sink_buf_at(t, arg, 1);
		return DEC_DONE;
	}
	for (size_t i = 0; i < sizeof term_structs / sizeof term_structs[0]; i++) {
		if (term_structs[i].code != code)
			continue;
		if (!t->call.exiting && !term_structs[i].in)
			return DEC_EXIT;
		if (!t->call.exiting)
			sink_arg(t, 2);
		else if (ioctl_exit_ptr(t, arg))
			return DEC_DONE;
		print_term_struct(t, term_structs[i].arg, arg);
		return DEC_DONE;
	}
	return ioctl_scalar_decode(t, term_scalars, sizeof term_scalars / sizeof term_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_term = {
	"term", &xlat_ioctl_term, ioctl_term_decode,
};
