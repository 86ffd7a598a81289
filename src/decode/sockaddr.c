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

#include "decode.h"
#include "fmtopts.h"
#include "net.h"

extern const struct xlat xlat_socket_families, xlat_ethernet_protocols,
	xlat_arp_hardware_types, xlat_packet_types;

/* An interface index by name, as strace prints it: if_nametoindex("lo"). */
void print_ifindex(struct tracee *t, unsigned idx)
{
	char name[IF_NAMESIZE];
	if (idx && if_indextoname(idx, name)) {
		sink_func(t, "if_nametoindex");
		sink_bytes(t, name, strlen(name), 0);	/* -x applies */
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
 * every byte of the given length. */
static void print_sa_un(struct tracee *t, const char *buf, int len)
{
	const char *path = buf + offsetof(struct sockaddr_un, sun_path);
	int path_len = len - FAMILY_SIZE;
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
	sink_field(t, "nl_pid");
	sink_int(t, (int)nl->nl_pid);
	sink_field(t, "nl_groups");
	sink_num(t, nl->nl_groups, IB_HEX08);
}

static void print_sa_ll(struct tracee *t, const char *buf, int len)
{
	const struct sockaddr_ll *ll = (const void *)buf;
	(void)len;
	sink_field(t, "sll_protocol");
	sink_func(t, "htons");
	sink_xval(t, &xlat_ethernet_protocols, ntohs(ll->sll_protocol), "ETH_P_???");
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
	{ AF_NETLINK, sizeof(struct sockaddr_nl), print_sa_nl },
	{ AF_PACKET, sizeof(struct sockaddr_ll), print_sa_ll },
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
