/* setsockopt and getsockopt, printed as strace 6.1 prints them: the
 * option names of each level, and the values strace decodes. */
#include <netax25/ax25.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <netinet/udp.h>
#include <netipx/ipx.h>
#include <sys/socket.h>
#include <linux/can/raw.h>
#include <linux/icmp.h>
#include <linux/if_packet.h>
#include <linux/filter.h>
#include <linux/netlink.h>

#include "bpf-filter.h"
#include "decode.h"
#include "fmtopts.h"
#include "net.h"

extern const struct xlat xlat_socket_levels, xlat_errnos, xlat_sock_txrehash,
	xlat_sockopts_socket, xlat_sockopts_socket_get, xlat_sockopts_socket_set,
	xlat_sockopts_ip, xlat_sockopts_ip_get, xlat_sockopts_ip_set,
	xlat_sockopts_ipv6, xlat_sockopts_ipv6_get, xlat_sockopts_ipv6_set,
	xlat_sockopts_tcp, xlat_sockopts_udp, xlat_sockopts_packet,
	xlat_sockopts_raw, xlat_sockopts_netlink, xlat_sockopts_sctp,
	xlat_sockopts_vsock, xlat_sockopts_can_raw, xlat_sockopts_bluetooth,
	xlat_sockopts_alg, xlat_sockopts_tls, xlat_sockopts_xdp,
	xlat_sockopts_ipx, xlat_sockopts_ax25, xlat_sockopts_irda,
	xlat_sockopts_llc, xlat_sockopts_dccp, xlat_sockopts_tipc,
	xlat_sockopts_rxrpc, xlat_sockopts_pppol2tp, xlat_sockopts_pnpipe,
	xlat_sockopts_rds, xlat_sockopts_iucv, xlat_sockopts_caif,
	xlat_sockopts_nfc, xlat_sockopts_kcm, xlat_packet_mreq_types, xlat_icmp_types;

/* len bytes at addr in hex, cut at -s as a string is. */
static void print_hex_buf(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned char b[sizeof(int)];
	unsigned n = len < string_limit(t) ? len : string_limit(t);
	if (n > sizeof b)
		n = sizeof b;
	if (sink_fetch(t, addr, b, n))
		sink_bytes(t, b, n, STR_HEX | (n < len ? STR_CUT : 0));
}

/* The option names of each level strace knows; the other levels print
 * the option as a number.  Some names differ between getsockopt and
 * setsockopt (netfilter's tables, SO_ATTACH_FILTER/SO_GET_FILTER). */
static const struct sockopt_level {
	unsigned level;
	const struct xlat *names, *get_names, *set_names;
	const char *dflt;
} sockopt_levels[] = {
	{ SOL_SOCKET, &xlat_sockopts_socket, &xlat_sockopts_socket_get,
	  &xlat_sockopts_socket_set, "SO_???" },
	{ SOL_IP, &xlat_sockopts_ip, &xlat_sockopts_ip_get, &xlat_sockopts_ip_set, "IP_???" },
	/* vsock checks the address family where others check a level */
	{ AF_VSOCK, &xlat_sockopts_vsock, NULL, NULL, "SO_VM_???" },
	{ SOL_IPV6, &xlat_sockopts_ipv6, &xlat_sockopts_ipv6_get,
	  &xlat_sockopts_ipv6_set, "IPV6_???" },
	{ SOL_IPX, &xlat_sockopts_ipx, NULL, NULL, "IPX_???" },
	{ SOL_AX25, &xlat_sockopts_ax25, NULL, NULL, "AX25_???" },
	{ SOL_PACKET, &xlat_sockopts_packet, NULL, NULL, "PACKET_???" },
	{ SOL_TCP, &xlat_sockopts_tcp, NULL, NULL, "TCP_???" },
	{ SOL_CAN_RAW, &xlat_sockopts_can_raw, NULL, NULL, "CAN_RAW_???" },
	{ IPPROTO_SCTP, &xlat_sockopts_sctp, NULL, NULL, "SCTP_???" },
	{ SOL_RAW, &xlat_sockopts_raw, NULL, NULL, "RAW_???" },
	{ SOL_NETLINK, &xlat_sockopts_netlink, NULL, NULL, "NETLINK_???" },
	{ SOL_UDP, &xlat_sockopts_udp, NULL, NULL, "UDP_???" },
	{ SOL_IRDA, &xlat_sockopts_irda, NULL, NULL, "IRLMP_???" },
	{ SOL_LLC, &xlat_sockopts_llc, NULL, NULL, "LLC_OPT_???" },
	{ SOL_DCCP, &xlat_sockopts_dccp, NULL, NULL, "DCCP_SOCKOPT_???" },
	{ SOL_TIPC, &xlat_sockopts_tipc, NULL, NULL, "TIPC_???" },
	{ SOL_RXRPC, &xlat_sockopts_rxrpc, NULL, NULL, "RXRPC_???" },
	{ SOL_PPPOL2TP, &xlat_sockopts_pppol2tp, NULL, NULL, "PPPOL2TP_SO_???" },
	{ SOL_BLUETOOTH, &xlat_sockopts_bluetooth, NULL, NULL, "BT_???" },
	{ SOL_PNPIPE, &xlat_sockopts_pnpipe, NULL, NULL, "PNPIPE_???" },
	{ SOL_RDS, &xlat_sockopts_rds, NULL, NULL, "RDS_???" },
	{ SOL_IUCV, &xlat_sockopts_iucv, NULL, NULL, "SO_???" },
	{ SOL_CAIF, &xlat_sockopts_caif, NULL, NULL, "CAIFSO_???" },
	{ SOL_ALG, &xlat_sockopts_alg, NULL, NULL, "ALG_???" },
	{ SOL_NFC, &xlat_sockopts_nfc, NULL, NULL, "NFC_LLCP_???" },
	{ SOL_KCM, &xlat_sockopts_kcm, NULL, NULL, "KCM_???" },
	{ SOL_TLS, &xlat_sockopts_tls, NULL, NULL, "TLS_???" },
	{ SOL_XDP, &xlat_sockopts_xdp, NULL, NULL, "XDP_???" },
};

/* The option of a level strace knows: its name, or the number with the
 * level's default in a comment; -X raw and verbose apply as to any
 * constant. */
static void print_sockopt_name(struct tracee *t, const struct sockopt_level *l,
			       unsigned name, bool get)
{
	const struct xlat *own = get ? l->get_names : l->set_names;
	const char *s = xlat_name(l->names, name);
	if (!s && own)
		s = xlat_name(own, name);
	sink_const(t, name, NUM_HEX, s, l->dflt);
}

/* fd, level, optname */
static void print_sockopt_head(struct tracee *t, bool get)
{
	unsigned level = (unsigned)argu(t, 1), name = (unsigned)argu(t, 2);
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	sink_xval(t, &xlat_socket_levels, level, "SOL_??");
	sink_arg(t, 2);
	for (size_t i = 0; i < sizeof sockopt_levels / sizeof sockopt_levels[0]; i++)
		if (sockopt_levels[i].level == level) {
			print_sockopt_name(t, &sockopt_levels[i], name, get);
			return;
		}
	sink_uint(t, name);
}

/* The SOL_SOCKET options whose value strace shows as one int: [1]. */
static bool is_int_sockopt(unsigned name)
{
	static const unsigned names[] = {
		SO_DEBUG, SO_REUSEADDR, SO_DONTROUTE, SO_BROADCAST, SO_SNDBUF,
		SO_RCVBUF, SO_KEEPALIVE, SO_OOBINLINE, SO_NO_CHECK, SO_PRIORITY,
		SO_BSDCOMPAT, SO_REUSEPORT, SO_PASSCRED, SO_RCVLOWAT, SO_SNDLOWAT,
		SO_DETACH_FILTER, SO_TIMESTAMP_OLD, SO_ACCEPTCONN, SO_SNDBUFFORCE,
		SO_RCVBUFFORCE, SO_PASSSEC, SO_TIMESTAMPNS_OLD, SO_MARK,
		SO_TIMESTAMPING_OLD, SO_RXQ_OVFL, SO_WIFI_STATUS, SO_PEEK_OFF,
		SO_NOFCS, SO_LOCK_FILTER, SO_SELECT_ERR_QUEUE, SO_BUSY_POLL,
		SO_INCOMING_CPU, SO_CNX_ADVICE, SO_INCOMING_NAPI_ID, SO_ZEROCOPY,
		SO_TIMESTAMP_NEW, SO_TIMESTAMPNS_NEW, SO_TIMESTAMPING_NEW,
		SO_DETACH_REUSEPORT_BPF, SO_PREFER_BUSY_POLL, SO_BUSY_POLL_BUDGET,
		SO_RESERVE_MEM, SO_TXREHASH, SO_RCVMARK,
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i] == name)
			return true;
	return false;
}

/* [v] for an int option; SO_TXREHASH by name, and the error getsockopt
 * SO_ERROR returns by its errno name. */
static void print_int_sockopt(struct tracee *t, unsigned name, uint64_t addr, bool get)
{
	int v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return;
	sink_array(t);
	if (name == SO_TXREHASH)
		sink_const(t, (uint64_t)(int64_t)v, NUM_DEC,
			   xlat_name(&xlat_sock_txrehash, (unsigned)v), "SOCK_TXREHASH_???");
	else if (get && name == SO_ERROR && xlat_name(&xlat_errnos, (unsigned)v))
		sink_const(t, (uint64_t)(int64_t)v, NUM_DEC, xlat_name(&xlat_errnos, (unsigned)v),
			   NULL);
	else
		sink_int(t, v);
	sink_end(t);
}

/* A struct of 4-byte fields as getsockopt returned len bytes of it: the
 * fields covered, then the bytes of one cut short in hex. */
struct u32_field {
	const char *name;
	char kind;		/* 'd' int, 'u' unsigned, 'i' uid/gid, 'p' pid */
};

static void print_u32_fields(struct tracee *t, uint64_t addr, unsigned len,
			     const struct u32_field *f, unsigned n)
{
	uint32_t v[4];
	if (len > n * 4)
		len = n * 4;
	if (!sink_fetch(t, addr, v, len))
		return;
	sink_struct(t);
	for (unsigned i = 0; i < n && i * 4 < len; i++) {
		sink_field(t, f[i].name);
		if (len < i * 4 + 4)
			print_hex_quoted(t, &v[i], len - i * 4);
		else if (f[i].kind == 'd')
			sink_int(t, (int)v[i]);
		else if (f[i].kind == 'i')
			print_id(t, v[i]);
		else if (f[i].kind == 'p')
			sink_pid(t, (int)v[i], PID_TGID);
		else
			sink_uint(t, v[i]);
	}
	sink_end(t);
}

static const struct u32_field linger_fields[] = { { "l_onoff", 'd' }, { "l_linger", 'd' } };
static const struct u32_field ucred_fields[] = { { "pid", 'p' }, { "uid", 'i' }, { "gid", 'i' } };
static const struct u32_field tpacket_stats_fields[] = {
	{ "tp_packets", 'u' }, { "tp_drops", 'u' }, { "tp_freeze_q_cnt", 'u' },
};
static const struct u32_field tpacket_req_fields[] = {
	{ "tp_block_size", 'u' }, { "tp_block_nr", 'u' },
	{ "tp_frame_size", 'u' }, { "tp_frame_nr", 'u' },
};

static void print_ip_mreq(struct tracee *t, uint64_t addr, int len)
{
	struct ip_mreq m;
	if (len < (int)sizeof m) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	print_inet_addr(t, "imr_multiaddr", &m.imr_multiaddr);
	print_inet_addr(t, "imr_interface", &m.imr_interface);
	sink_end(t);
}

static void print_ipv6_mreq(struct tracee *t, uint64_t addr, int len)
{
	struct ipv6_mreq m;
	if (len < (int)sizeof m) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	print_inet6_addr(t, "ipv6mr_multiaddr", &m.ipv6mr_multiaddr);
	sink_field(t, "ipv6mr_interface");
	print_ifindex(t, m.ipv6mr_interface);
	sink_end(t);
}

/* A longer optlen is no error: the kernel reads the struct and ignores
 * the rest, so strace prints the struct then too. */
static void print_group_req(struct tracee *t, uint64_t addr, int len)
{
	struct group_req g;
	union sockaddr_buf sa;
	if (len < (int)sizeof g) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &g, sizeof g))
		return;
	sink_struct(t);
	sink_field(t, "gr_interface");
	print_ifindex(t, g.gr_interface);
	sink_field(t, "gr_group");
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, &g.gr_group, sizeof g.gr_group);
	print_sockaddr(t, sa.bytes, sizeof g.gr_group);
	sink_end(t);
}

static void print_packet_mreq(struct tracee *t, uint64_t addr, int len)
{
	struct packet_mreq m;
	if (len != (int)sizeof m || !mem_read(t->tid, addr, &m, sizeof m)) {
		sink_ptr(t, addr);
		return;
	}
	sink_struct(t);
	sink_field(t, "mr_ifindex");
	print_ifindex(t, (unsigned)m.mr_ifindex);
	sink_field(t, "mr_type");
	sink_xval(t, &xlat_packet_mreq_types, m.mr_type, "PACKET_MR_???");
	sink_field(t, "mr_alen");
	sink_uint(t, m.mr_alen);
	/* aa:bb:cc, the bytes in \x under -X raw and verbose */
	sink_field(t, "mr_address");
	unsigned n = m.mr_alen < sizeof m.mr_address ? m.mr_alen : sizeof m.mr_address;
	sink_bytes_named(t, m.mr_address, n);
	sink_op(t, ":");
	for (unsigned i = 0; i < n; i++)
		sink_num(t, m.mr_address[i], IB_XX);
	sink_end(t);
	sink_end(t);
	sink_end(t);
}

static void print_tpacket_req(struct tracee *t, uint64_t addr, int len)
{
	if (len != 16) {
		sink_ptr(t, addr);
		return;
	}
	print_u32_fields(t, addr, 16, tpacket_req_fields, 4);
}

/* struct icmp_filter: a bit for each ICMP type to drop, listed as a set
 * ([ICMP_ECHO ...], or ~[...] for the bits clear when most are set).  Bytes
 * the length leaves out count as set, as in strace. */
static void print_icmp_filter(struct tracee *t, uint64_t addr, int len)
{
	uint32_t bits = ~0u;
	if (len <= 0) {
		sink_ptr(t, addr);
		return;
	}
	if (len > (int)sizeof bits)
		len = sizeof bits;
	if (!sink_fetch(t, addr, &bits, len))
		return;
	bool invert = __builtin_popcount(bits) > 16;
	sink_begin(t, invert ? BOX_SET_NOT : BOX_SET);
	for (unsigned i = 0; i < 32; i++)
		if (((bits >> i) & 1) != invert)
			sink_xval(t, &xlat_icmp_types, i, "ICMP_???");
	sink_end(t);
}

/* The option value setsockopt passes, by strace's rules: a few structs,
 * an int when the length is an int's, the bytes otherwise. */
static void print_setsockopt_value(struct tracee *t, unsigned level, unsigned name,
				   uint64_t addr, int len)
{
	if (!verbose(t)) {
		sink_ptr(t, addr);
		return;
	}
	if (addr) {
		switch (level) {
		case SOL_SOCKET:
			if (name == SO_LINGER) {
				if (len < 8)
					sink_ptr(t, addr);
				else
					print_u32_fields(t, addr, 8, linger_fields, 2);
				return;
			}
			if (name == SO_ATTACH_FILTER || name == SO_ATTACH_REUSEPORT_CBPF) {
				if (len == (int)sizeof(struct sock_fprog))
					print_bpf_fprog(t, addr, BPF_FILTER_SOCKET);
				else
					sink_ptr(t, addr);
				return;
			}
			if (is_int_sockopt(name)) {
				if (len < (int)sizeof(int))
					sink_ptr(t, addr);
				else
					print_int_sockopt(t, name, addr, false);
				return;
			}
			break;
		case SOL_IP:
			if (name == IP_ADD_MEMBERSHIP || name == IP_DROP_MEMBERSHIP) {
				print_ip_mreq(t, addr, len);
				return;
			}
			if (name == MCAST_JOIN_GROUP || name == MCAST_LEAVE_GROUP) {
				print_group_req(t, addr, len);
				return;
			}
			break;
		case SOL_IPV6:
			if (name == IPV6_ADD_MEMBERSHIP || name == IPV6_DROP_MEMBERSHIP ||
			    name == IPV6_JOIN_ANYCAST || name == IPV6_LEAVE_ANYCAST) {
				print_ipv6_mreq(t, addr, len);
				return;
			}
			if (name == MCAST_JOIN_GROUP || name == MCAST_LEAVE_GROUP) {
				print_group_req(t, addr, len);
				return;
			}
			break;
		case SOL_PACKET:
			if (name == PACKET_RX_RING || name == PACKET_TX_RING) {
				print_tpacket_req(t, addr, len);
				return;
			}
			if (name == PACKET_ADD_MEMBERSHIP || name == PACKET_DROP_MEMBERSHIP) {
				print_packet_mreq(t, addr, len);
				return;
			}
			break;
		case SOL_RAW:
			if (name == ICMP_FILTER) {
				print_icmp_filter(t, addr, len);
				return;
			}
			break;
		case SOL_NETLINK:
			if (len < (int)sizeof(int))
				sink_ptr(t, addr);
			else
				sink_int_at(t, addr);
			return;
		}
	}
	if (len == sizeof(int))
		sink_int_at(t, addr);
	else
		sink_buf_at(t, addr, (uint64_t)(int64_t)len);
}

int dec_setsockopt(struct tracee *t)
{
	int len = argi(t, 4);
	print_sockopt_head(t, false);
	sink_arg(t, 3);
	print_setsockopt_value(t, (unsigned)argu(t, 1), (unsigned)argu(t, 2), argu(t, 3), len);
	sink_arg(t, 4);
	sink_int(t, len);
	return DEC_DONE;
}

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_uint(t, *(const uint32_t *)elem);
}

/* The value getsockopt returned, rlen bytes of the ulen offered.  A short
 * int option shows its bytes in hex, as a short struct field does. */
static void print_getsockopt_value(struct tracee *t, unsigned level, unsigned name,
				   uint64_t addr, int ulen, int rlen)
{
	if (ulen <= 0 || rlen <= 0) {
		/* the kernel never returns a negative length: forged */
		sink_ptr(t, addr);
		return;
	}
	if (!verbose(t)) {
		sink_ptr(t, addr);
		return;
	}
	if (addr) {
		switch (level) {
		case SOL_SOCKET:
			if (name == SO_LINGER) {
				print_u32_fields(t, addr, rlen, linger_fields, 2);
				return;
			}
			if (name == SO_PEERCRED) {
				print_u32_fields(t, addr, rlen, ucred_fields, 3);
				return;
			}
			if (name == SO_GET_FILTER) {
				/* the kernel returns a count of instructions, an
				 * unsigned short: any other is the tracee's own */
				if ((unsigned short)rlen == (unsigned)rlen)
					print_bpf_filter(t, addr, (unsigned)rlen, BPF_FILTER_SOCKET);
				else
					sink_ptr(t, addr);
				return;
			}
			if (is_int_sockopt(name) || name == SO_ERROR) {
				if (rlen >= (int)sizeof(int))
					print_int_sockopt(t, name, addr, true);
				else
					print_hex_buf(t, addr, rlen);
				return;
			}
			break;
		case SOL_PACKET:
			if (name == PACKET_STATISTICS) {
				print_u32_fields(t, addr, rlen, tpacket_stats_fields, 3);
				return;
			}
			break;
		case SOL_RAW:
			if (name == ICMP_FILTER) {
				print_icmp_filter(t, addr, rlen);
				return;
			}
			break;
		case SOL_NETLINK:
			if (name == NETLINK_LIST_MEMBERSHIPS)
				print_tracee_array(t, addr, (ulen < rlen ? ulen : rlen) / 4, 4,
						   print_u32_elem, NULL);
			else
				sink_int_at(t, addr);
			return;
		}
	}
	if (rlen == sizeof(int))
		sink_int_at(t, addr);
	else
		sink_buf_at(t, addr, rlen);
}

/* The value is shown at exit, as far as the kernel filled it; the length
 * offered is kept from the entry.  When it cannot be read at entry, both
 * pointers print as they are. */
int dec_getsockopt(struct tracee *t)
{
	struct call *c = &t->call;
	int ulen, rlen;
	if (!c->exiting) {
		print_sockopt_head(t, true);
		if (verbose(t) && argu(t, 4) && mem_read(t->tid, argu(t, 4), &ulen, sizeof ulen)) {
			c->saved[0] = (uint32_t)ulen;
			return DEC_EXIT;
		}
		sink_arg(t, 3);
		sink_ptr(t, argu(t, 3));
		sink_arg(t, 4);
		sink_ptr(t, argu(t, 4));
		return DEC_DONE;
	}
	ulen = (int)c->saved[0];
	sink_arg(t, 3);
	if (c->is_error || !mem_read(t->tid, argu(t, 4), &rlen, sizeof rlen)) {
		sink_ptr(t, argu(t, 3));
		rlen = ulen;	/* [ulen] */
	} else {
		print_getsockopt_value(t, (unsigned)argu(t, 1), (unsigned)argu(t, 2), argu(t, 3),
				       ulen, rlen);
	}
	sink_arg(t, 4);
	print_len_change(t, ulen, rlen);
	return DEC_DONE;
}
