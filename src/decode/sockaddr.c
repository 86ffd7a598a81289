/* Socket addresses, printed as strace 6.1 prints them: {sa_family=AF_INET,
 * sin_port=htons(80), sin_addr=inet_addr("127.0.0.1")}, and the pieces
 * other structs share with them: interface indexes, IPv4 and IPv6
 * addresses. */
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netipx/ipx.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <linux/rxrpc.h>
#include <linux/x25.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"

extern const struct xlat xlat_socket_families, xlat_ethernet_protocols,
	xlat_arp_hardware_types, xlat_packet_types, xlat_rxrpc_services, xlat_socket_types;

/* An interface index by name, as strace prints it: if_nametoindex("lo");
 * the number under -X raw, both under -X verbose. */
void print_ifindex(struct tracee *t, unsigned idx)
{
	char name[IF_NAMESIZE];
	if (idx && if_indextoname(idx, name)) {
		sink_named(t, idx, NUM_DEC);
		sink_func(t, "if_nametoindex");
		sink_bytes(t, name, strlen(name), 0);	/* -x applies */
		sink_end(t);
		sink_end(t);
	} else {
		sink_uint(t, idx);
	}
}

/* field=inet_addr("1.2.3.4") */
void print_inet_addr(struct tracee *t, const char *field, const void *addr)
{
	char buf[INET_ADDRSTRLEN];
	if (!inet_ntop(AF_INET, addr, buf, sizeof buf))
		buf[0] = 0;
	sink_field(t, field);
	sink_bytes_named(t, addr, 4);	/* -X: the bytes */
	sink_func(t, "inet_addr");
	sink_bytes(t, buf, strlen(buf), 0);	/* -x applies */
	sink_end(t);
	sink_end(t);
}

/* inet_pton(AF_INET6, "::1", &field); under -X raw and verbose the field
 * is named first, as a string of bytes, and the call has no third
 * argument. */
void print_inet6_addr(struct tracee *t, const char *field, const void *addr)
{
	char buf[INET6_ADDRSTRLEN];
	if (!inet_ntop(AF_INET6, addr, buf, sizeof buf))
		buf[0] = 0;
	char amp[64];
	snprintf(amp, sizeof amp, "&%s", field);
	sink_field(t, field);
	sink_shown_when(t, false);	/* name= only under -X raw and verbose */
	sink_bytes_named(t, addr, 16);
	sink_func(t, "inet_pton");
	sink_symbol(t, "AF_INET6");
	sink_bytes(t, buf, strlen(buf), 0);	/* -x applies */
	sink_symbol(t, amp);
	sink_shown_when(t, true);	/* &field only under -X abbrev */
	sink_end(t);
	sink_end(t);
}

enum { FAMILY_SIZE = sizeof(sa_family_t) };

static void print_sa_raw(struct tracee *t, const char *buf, int len)
{
	sink_field(t, "sa_data");
	sink_bytes(t, buf + FAMILY_SIZE, len - FAMILY_SIZE, 0);
}

/* sun_path up to its NUL; an abstract name (leading NUL) as @"name" with
 * every byte of the given length, up to the end of sun_path. */
static void print_sa_un(struct tracee *t, const char *buf, int len)
{
	/* a longer address still holds no more than sun_path: a copy with
	 * room for the NUL that ends a full one */
	char path[sizeof(((struct sockaddr_un *)0)->sun_path) + 1] = { 0 };
	int path_len = len - FAMILY_SIZE;
	if (path_len > (int)sizeof path - 1)
		path_len = sizeof path - 1;
	memcpy(path, buf + offsetof(struct sockaddr_un, sun_path), (size_t)path_len);
	sink_field(t, "sun_path");
	if (path[0])
		sink_bytes(t, path, path_len + 1, STR_NUL_STOPS);
	else
		sink_bytes(t, path + 1, path_len - 1, STR_ABSTRACT);
}

/* htons(80): a port in network order, the bytes under -X. */
static void print_net_short(struct tracee *t, const char *fn, const void *p)
{
	uint16_t v;
	memcpy(&v, p, sizeof v);
	sink_bytes_named(t, p, sizeof v);
	sink_func(t, fn);
	sink_uint(t, ntohs(v));
	sink_end(t);
	sink_end(t);
}

static void print_sa_in(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_in *sin = (const void *)buf;
	(void)len;
	sink_field(t, "sin_port");
	print_net_short(t, "htons", &sin->sin_port);
	print_inet_addr(t, "sin_addr", &sin->sin_addr);
}

/* The scope id is an interface only for link-local addresses. */
static void print_sa_in6(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_in6 *sin6 = (const void *)buf;
	sink_field(t, "sin6_port");
	print_net_short(t, "htons", &sin6->sin6_port);
	sink_field(t, "sin6_flowinfo");
	sink_bytes_named(t, &sin6->sin6_flowinfo, 4);
	sink_func(t, "htonl");
	sink_uint(t, ntohl(sin6->sin6_flowinfo));
	sink_end(t);
	sink_end(t);
	print_inet6_addr(t, "sin6_addr", &sin6->sin6_addr);
	if (len <= (int)offsetof(struct sockaddr_in6, sin6_scope_id))
		return;
	sink_field(t, "sin6_scope_id");
	if (IN6_IS_ADDR_LINKLOCAL(&sin6->sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&sin6->sin6_addr))
		print_ifindex(t, sin6->sin6_scope_id);
	else
		sink_uint(t, sin6->sin6_scope_id);
}

static void print_sa_nl(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_nl *nl = (const void *)buf;
	(void)len;
	if (nl->nl_pad)
		sink_hex_field(t, "nl_pad", nl->nl_pad);
	sink_field(t, "nl_pid");
	sink_pid(t, (int)nl->nl_pid, PID_TGID);
	sink_field(t, "nl_groups");
	sink_num(t, nl->nl_groups, IB_HEX08);
}

static void print_sa_ll(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_ll *ll = (const void *)buf;
	(void)len;
	sink_field(t, "sll_protocol");
	sink_bytes_named(t, &ll->sll_protocol, sizeof ll->sll_protocol);
	sink_func(t, "htons");
	sink_xval(t, &xlat_ethernet_protocols, ntohs(ll->sll_protocol), "ETH_P_???");
	sink_end(t);
	sink_end(t);
	sink_field(t, "sll_ifindex");
	print_ifindex(t, (unsigned)ll->sll_ifindex);
	sink_field(t, "sll_hatype");
	sink_xval(t, &xlat_arp_hardware_types, ll->sll_hatype, "ARPHRD_???");
	sink_field(t, "sll_pkttype");
	sink_xval(t, &xlat_packet_types, ll->sll_pkttype, "PACKET_???");
	sink_field(t, "sll_halen");
	sink_uint(t, ll->sll_halen);
	if (!ll->sll_halen)
		return;
	sink_field(t, "sll_addr");
	sink_array(t);
	for (unsigned i = 0; i < ll->sll_halen; i++) {
		if (i == sizeof ll->sll_addr) {
			sink_ellipsis(t);
			break;
		}
		sink_num(t, ll->sll_addr[i], IB_HEX02);
	}
	sink_end(t);
}

static void print_sa_ipx(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_ipx *ipx = (const void *)buf;
	(void)len;
	sink_field(t, "sipx_port");
	sink_func(t, "htons");
	sink_uint(t, ntohs(ipx->sipx_port));
	sink_end(t);
	sink_field(t, "sipx_network");
	sink_func(t, "htonl");
	sink_num(t, ntohl(ipx->sipx_network), IB_HEX08);
	sink_end(t);
	sink_field(t, "sipx_node");
	sink_array(t);
	for (size_t i = 0; i < sizeof ipx->sipx_node; i++)
		sink_num(t, (unsigned char)ipx->sipx_node[i], IB_HEX02);
	sink_end(t);
	sink_field(t, "sipx_type");
	sink_num(t, ipx->sipx_type, IB_HEX02);
	if (ipx->sipx_zero)
		sink_hex_field(t, "sipx_zero", (unsigned char)ipx->sipx_zero);
}

/* x25_addr: the digits up to the NUL, or 15 of them and "..." */
static void print_sa_x25(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_x25 *x25 = (const void *)buf;
	const char *a = x25->sx25_addr.x25_addr;
	const char *nul = memchr(a, 0, sizeof x25->sx25_addr.x25_addr);
	(void)len;
	sink_field(t, "sx25_addr");
	sink_struct(t);
	sink_field(t, "x25_addr");
	if (nul)
		sink_bytes(t, a, (size_t)(nul - a), STR_NUL_STOPS);
	else
		sink_bytes(t, a, sizeof x25->sx25_addr.x25_addr - 1, STR_NUL_STOPS | STR_CUT);
	sink_end(t);
}

/* sin={sin_family=AF_INET, ...} of an RxRPC transport: the address when
 * transport_len holds it, else the bytes after the family that len holds. */
static void print_rxrpc_transport(struct tracee *t, const char *field, const char *buf,
				  int len, bool whole,
				  void (*print)(struct tracee *, const char *, int))
{
	sink_field(t, field);
	sink_struct(t);
	sink_field(t, field[3] == '6' ? "sin6_family" : "sin_family");
	sink_xval(t, &xlat_socket_families, *(const sa_family_t *)(const void *)buf, "AF_???");
	if (whole)
		print(t, buf, len);
	else if (len > FAMILY_SIZE)
		sink_bytes(t, buf + FAMILY_SIZE, (size_t)(len - FAMILY_SIZE), 0);
	sink_end(t);
}

/* struct sockaddr_rxrpc: the service by number with its name in a comment,
 * and the transport address, as long as both transport_len and len say. */
static void print_sa_rxrpc(struct tracee *t, const char *buf, int len)
{
	struct sockaddr_rxrpc rx;
	memcpy(&rx, buf, sizeof rx);
	const char *service = xlat_name(&xlat_rxrpc_services, rx.srx_service);
	sink_hex_field(t, "srx_service", rx.srx_service);
	sink_hint(t, "srx_service_name", "%s", service ? service : xlat_rxrpc_services.dflt);
	sink_field(t, "transport_type");
	sink_xval(t, &xlat_socket_types, rx.transport_type, "SOCK_???");
	sink_uint_field(t, "transport_len", rx.transport_len);
	const int at = (int)offsetof(struct sockaddr_rxrpc, transport);
	const char *tbuf = buf + at;
	int tlen = len - at < rx.transport_len ? len - at : rx.transport_len;
	sink_field(t, "transport");
	sink_struct(t);
	switch (rx.transport.family) {
	case AF_INET:
		print_rxrpc_transport(t, "sin", tbuf, tlen,
				      rx.transport_len >= sizeof(struct sockaddr_in), print_sa_in);
		break;
	case AF_INET6:
		print_rxrpc_transport(t, "sin6", tbuf, tlen,
				      rx.transport_len >= offsetof(struct sockaddr_in6, sin6_scope_id),
				      print_sa_in6);
		break;
	default:
		sink_field(t, "family");
		sink_xval(t, &xlat_socket_families, rx.transport.family, "AF_???");
		if (tlen > FAMILY_SIZE)
			sink_bytes(t, tbuf + FAMILY_SIZE, (size_t)(tlen - FAMILY_SIZE), 0);
	}
	sink_end(t);
}

/* The families strace decodes and the least length it decodes them from;
 * shorter (or other) addresses print their bytes as sa_data. */
static const struct {
	int family;
	int min_len;
	void (*print)(struct tracee *t, const char *buf, int len);
} sa_printers[] = {
	{ AF_UNIX, FAMILY_SIZE + 1, print_sa_un },
	{ AF_INET, sizeof(struct sockaddr_in), print_sa_in },
	{ AF_IPX, sizeof(struct sockaddr_ipx), print_sa_ipx },
	{ AF_INET6, offsetof(struct sockaddr_in6, sin6_scope_id), print_sa_in6 },
	{ AF_X25, sizeof(struct sockaddr_x25), print_sa_x25 },
	{ AF_NETLINK, sizeof(struct sockaddr_nl), print_sa_nl },
	{ AF_PACKET, sizeof(struct sockaddr_ll), print_sa_ll },
	{ AF_RXRPC, sizeof(struct sockaddr_rxrpc), print_sa_rxrpc },
};

/* An address already read into buf (zero-padded past len). */
void print_sockaddr(struct tracee *t, const void *buf, int len)
{
	const struct sockaddr *sa = buf;
	sink_struct(t);
	sink_field(t, "sa_family");
	sink_xval(t, &xlat_socket_families, sa->sa_family, "AF_???");
	if (len > FAMILY_SIZE) {
		size_t i;
		for (i = 0; i < sizeof sa_printers / sizeof sa_printers[0]; i++)
			if (sa_printers[i].family == sa->sa_family)
				break;
		if (i < sizeof sa_printers / sizeof sa_printers[0] && len >= sa_printers[i].min_len)
			sa_printers[i].print(t, buf, len);
		else if (i == sizeof sa_printers / sizeof sa_printers[0] &&
			 print_sockaddr_family(t, sa->sa_family, buf, len))
			;	/* sockaddr-families.c knew it */
		else
			print_sa_raw(t, buf, len);
	}
	sink_end(t);
}

/* The address of len bytes at addr; the pointer when len is too short to
 * hold a family or the memory is unreadable.  Returns the family, or -1. */
int decode_sockaddr(struct tracee *t, uint64_t addr, int len)
{
	union sockaddr_buf buf;
	/* -e verbose= leaves structs as their address */
	if (len < FAMILY_SIZE || !verbose(t)) {
		sink_ptr(t, addr);
		return -1;
	}
	if ((size_t)len > sizeof buf.ss)
		len = sizeof buf.ss;
	memset(&buf, 0, sizeof buf);
	if (!sink_fetch(t, addr, buf.bytes, len))
		return -1;
	print_sockaddr(t, buf.bytes, len);
	return buf.sa.sa_family;
}

/* The table's sockaddr arguments, whose length is the next argument: its
 * value (connect, bind, sendto), or at exit the int the kernel wrote where
 * it points (accept, getsockname, recvfrom).  A caller's buffer shorter
 * than the address cuts it; only a decoder that read the length at entry
 * knows that, as net.c's do. */
void print_struct_sockaddr(struct tracee *t, int i)
{
	const struct sysent *se = t->call.se;
	int len = 0;	/* none, or unreadable: the address alone */
	if (i + 1 >= se->nargs)
		len = 0;
	else if (se->args[i + 1].type != A_OINT)
		len = argi(t, i + 1);
	else if (!mem_read(t->tid, argu(t, i + 1), &len, sizeof len))
		len = 0;
	decode_sockaddr(t, argu(t, i), len);
}
