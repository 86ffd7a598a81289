/* Decoders for the socket syscalls, printed as strace 6.1 prints them:
 * socket() and its protocols, addresses and their value-result lengths,
 * sends and receives; and the small printers the other net files share.
 * The rest is split by what it prints (see net.h): addresses in sockaddr.c,
 * netlink data in netlink.c and rtnetlink.c, messages with their control
 * data in msghdr.c (arrays of them in mmsg.c), socket options in sockopt.c. */
#include <arpa/inet.h>
#include <sys/socket.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"

extern const struct xlat xlat_socket_families, xlat_socket_types,
	xlat_sock_type_flags, xlat_msg_flags,
	xlat_inet_protocols, xlat_netlink_protocols, xlat_ethernet_protocols,
	xlat_can_protocols, xlat_bt_protocols, xlat_isdn_protocols,
	xlat_phonet_protocols, xlat_caif_protocols, xlat_nfc_protocols,
	xlat_kcm_protocols, xlat_smc_protocols, xlat_ax25_protocols;

/* ---- small printers shared by the net decoders ---- */

void print_msg_flags(struct tracee *t, uint64_t flags)
{
	sink_xflags(t, &xlat_msg_flags, (unsigned)flags, "MSG_???");
}

/* Bytes as "\x00\x40": how strace shows the part of a field that a short
 * length cut. */
void print_hex_quoted(struct tracee *t, const void *data, size_t n)
{
	sink_bytes(t, data, n, STR_HEX);
}

/* [5] or, when the kernel changed the length, [128 => 16]. */
void print_len_change(struct tracee *t, int before, int after)
{
	sink_array(t);
	if (before != after) {
		sink_op(t, " => ");
		sink_int(t, before);
		sink_int(t, after);
		sink_end(t);
	} else {
		sink_int(t, after);
	}
	sink_end(t);
}

/* Whether an array stops before element i: at -s elements, unless -v
 * asked for them all. */
bool cut_before(struct tracee *t, uint64_t i)
{
	return abbrev(t) && i >= string_limit(t);
}

/* print_array() with cut_before()'s bound: no cut at all under -v, where
 * array_limit() stops at UINT_MAX elements. */
void print_tracee_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			array_elem_fn fn, void *ctx)
{
	uint64_t limit = abbrev(t) ? string_limit(t) : UINT64_MAX;
	print_array_upto(t, addr, n, size, true, limit, fn, ctx);
}

/* A uid or gid, with the "no change" value as -1. */
void print_id(struct tracee *t, unsigned id)
{
	if (id == (unsigned)-1)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

/* The data of a socket: netlink messages on netlink sockets, a string
 * otherwise. */
static void print_sockbuf(struct tracee *t, int fd, uint64_t addr, uint64_t len)
{
	if (verbose(t) && is_netlink_fd(t, fd))
		decode_netlink(t, fd, addr, len);
	else
		sink_buf_at(t, addr, len);
}

/* ---- socket() and socketpair() ---- */

/* SOCK_STREAM|SOCK_CLOEXEC: the type, then the flags in the other bits. */
static void print_sock_type(struct tracee *t, unsigned type)
{
	const char *name = xlat_name(&xlat_socket_types, type & 0xf);
	if (!name) {
		sink_xflags(t, &xlat_sock_type_flags, type, "SOCK_???");
		return;
	}
	unsigned flags = type & ~0xfu;
	if (flags)
		sink_op(t, "|");
	sink_const(t, type & 0xf, NUM_HEX, name, NULL);	/* -X */
	if (flags) {
		sink_xflags(t, &xlat_sock_type_flags, flags, "SOCK_???");
		sink_end(t);
	}
}

/* The protocol by the family's own set; the whole register decides the
 * family here, as in strace, so junk high bits fall back to a number. */
static void print_sock_protocol(struct tracee *t, uint64_t family, uint64_t proto)
{
	static const struct {
		int family;
		const struct xlat *x;
		const char *dflt;
	} sets[] = {
		{ AF_INET, &xlat_inet_protocols, "IPPROTO_???" },
		{ AF_INET6, &xlat_inet_protocols, "IPPROTO_???" },
		{ AF_NETLINK, &xlat_netlink_protocols, "NETLINK_???" },
		/* strace decodes IrDA protocols with the CAN set */
		{ AF_IRDA, &xlat_can_protocols, "IRDAPROTO_???" },
		{ AF_CAN, &xlat_can_protocols, "CAN_???" },
		{ AF_BLUETOOTH, &xlat_bt_protocols, "BTPROTO_???" },
		{ AF_RXRPC, &xlat_socket_families, "AF_???" },
		{ AF_ISDN, &xlat_isdn_protocols, "ISDN_P_???" },
		{ AF_PHONET, &xlat_phonet_protocols, "PN_PROTO_???" },
		{ AF_CAIF, &xlat_caif_protocols, "CAIFPROTO_???" },
		{ AF_NFC, &xlat_nfc_protocols, "NFC_SOCKPROTO_???" },
		{ AF_KCM, &xlat_kcm_protocols, "KCMPROTO_???" },
		{ AF_SMC, &xlat_smc_protocols, "SMCPROTO_???" },
	};
	if (family == AF_PACKET) {
		sink_func(t, "htons");
		sink_xval(t, &xlat_ethernet_protocols, ntohs((uint16_t)proto), "ETH_P_???");
		sink_end(t);
		return;
	}
	if (family == AF_AX25) {
		/* strace shows these with their number too, the name in a comment */
		const char *name = xlat_name(&xlat_ax25_protocols, proto);
		sink_hex(t, proto);
		sink_comment(t, "protocol_name", "%s", name ? name : "AX25_P_???");
		return;
	}
	for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
		if ((uint64_t)sets[i].family == family) {
			sink_xval(t, sets[i].x, (unsigned)proto, sets[i].dflt);
			return;
		}
	sink_uint(t, proto);
}

static void print_family_and_type(struct tracee *t)
{
	sink_arg(t, 0);
	sink_xval(t, &xlat_socket_families, (unsigned)argu(t, 0), "AF_???");
	sink_arg(t, 1);
	print_sock_type(t, (unsigned)argu(t, 1));
}

int dec_socket(struct tracee *t)
{
	print_family_and_type(t);
	sink_arg(t, 2);
	print_sock_protocol(t, argu(t, 0), argu(t, 2));
	return DEC_DONE;
}

static void print_fd_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_fd(t, *(const int *)elem);
}

int dec_socketpair(struct tracee *t)
{
	if (!t->call.exiting) {
		print_family_and_type(t);
		sink_arg(t, 2);
		sink_uint(t, argu(t, 2));
		return DEC_EXIT;
	}
	sink_arg(t, 3);
	if (t->call.is_error || !verbose(t))
		sink_ptr(t, argu(t, 3));
	else
		print_tracee_array(t, argu(t, 3), 2, sizeof(int), print_fd_elem, NULL);
	return DEC_DONE;
}

/* ---- calls that take an address and its length ---- */

/* bind, connect: fd, address, length. */
int dec_bind(struct tracee *t)
{
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_struct_sockaddr(t, 1);
	sink_arg(t, 2);
	sink_int(t, argi(t, 2));
	return DEC_DONE;
}

int dec_connect(struct tracee *t)
{
	return dec_bind(t);
}

/* The value-result length that accept and getsockname take: read at entry
 * (only when both pointers are set), again at exit. */
static bool fetch_socklen(struct tracee *t, uint64_t addr, uint64_t lenp, int *len)
{
	return verbose(t) && addr && lenp && mem_read(t->tid, lenp, len, sizeof *len);
}

/* Arguments i and i + 1, both as pointers. */
static void print_two_ptrs(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_ptr(t, argu(t, i));
	sink_arg(t, i + 1);
	sink_ptr(t, argu(t, i + 1));
}

/* At exit: the address as long as the kernel filled it and the caller's
 * buffer held it, then [in => out]; after a failure, the address and the
 * length the caller gave. */
static void print_sockaddr_result(struct tracee *t, int addr_arg, int ulen)
{
	uint64_t addr = argu(t, addr_arg), lenp = argu(t, addr_arg + 1);
	int rlen;
	sink_arg(t, addr_arg);
	if (t->call.is_error || !mem_read(t->tid, lenp, &rlen, sizeof rlen)) {
		sink_ptr(t, addr);
		sink_arg(t, addr_arg + 1);
		print_len_change(t, ulen, ulen);
		return;
	}
	decode_sockaddr(t, addr, ulen > rlen ? rlen : ulen);
	sink_arg(t, addr_arg + 1);
	print_len_change(t, ulen, rlen);
}

/* accept, accept4, getsockname, getpeername.  At entry, when the length
 * cannot be read, both pointers print as they are and the call is done. */
static int decode_sockname(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		int ulen;
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		if (fetch_socklen(t, argu(t, 1), argu(t, 2), &ulen)) {
			c->saved[0] = (uint32_t)ulen;
			return DEC_EXIT;
		}
		print_two_ptrs(t, 1);
		return DEC_DONE;
	}
	print_sockaddr_result(t, 1, (int)c->saved[0]);
	return DEC_DONE;
}

int dec_getsockname(struct tracee *t)
{
	return decode_sockname(t);
}

int dec_getpeername(struct tracee *t)
{
	return decode_sockname(t);
}

int dec_accept(struct tracee *t)
{
	return decode_sockname(t);
}

int dec_accept4(struct tracee *t)
{
	int rc = decode_sockname(t);
	if (rc == DEC_DONE) {
		sink_arg(t, 3);
		sink_xflags(t, &xlat_sock_type_flags, (unsigned)argu(t, 3), "SOCK_???");
	}
	return rc;
}

/* ---- sendto and recvfrom ---- */

/* The length and the flags of sendto and recvfrom. */
static void print_len_flags(struct tracee *t)
{
	sink_arg(t, 2);
	sink_uint(t, argu(t, 2));
	sink_arg(t, 3);
	print_msg_flags(t, argu(t, 3));
}

int dec_sendto(struct tracee *t)
{
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_sockbuf(t, argi(t, 0), argu(t, 1), argu(t, 2));
	print_len_flags(t);
	sink_arg(t, 4);
	print_struct_sockaddr(t, 4);
	sink_arg(t, 5);
	sink_int(t, argi(t, 5));
	return DEC_DONE;
}

/* Everything but the descriptor is printed at exit: the data received,
 * then the sender's address as for getsockname. */
int dec_recvfrom(struct tracee *t)
{
	struct call *c = &t->call;
	int ulen = 0, rlen;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		if (fetch_socklen(t, argu(t, 4), argu(t, 5), &ulen))
			c->saved[0] = (uint32_t)ulen;
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (c->is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_sockbuf(t, argi(t, 0), argu(t, 1),
			      (uint64_t)c->rval < argu(t, 2) ? (uint64_t)c->rval : argu(t, 2));
	print_len_flags(t);
	if (!fetch_socklen(t, argu(t, 4), argu(t, 5), &rlen)) {
		print_two_ptrs(t, 4);
		return DEC_DONE;
	}
	print_sockaddr_result(t, 4, (int)c->saved[0]);
	return DEC_DONE;
}
