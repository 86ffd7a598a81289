/* Socket addresses, printed as strace 6.1 prints them: {sa_family=AF_INET,
 * sin_port=htons(80), sin_addr=inet_addr("127.0.0.1")}, and the pieces
 * other structs share with them: interface indexes, IPv4 and IPv6
 * addresses. */
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netipx/ipx.h>
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
void print_ifindex(struct output *o, unsigned idx)
{
	char name[IF_NAMESIZE];
	if (idx && if_indextoname(idx, name)) {
		out_puts(o, "if_nametoindex(");
		print_quoted(o, name, strlen(name), false);	/* -x applies */
		out_putc(o, ')');
	} else
		out_printf(o, "%u", idx);
}

/* field=inet_addr("1.2.3.4") */
void print_inet_addr(struct output *o, const char *field, const void *addr)
{
	char buf[INET_ADDRSTRLEN];
	unsigned saved;
	if (!inet_ntop(AF_INET, addr, buf, sizeof buf))
		buf[0] = 0;
	out_printf(o, "%s=", field);
	if (!bytes_begin(o, addr, 4, &saved))	/* -X raw */
		return;
	out_puts(o, "inet_addr(");
	print_quoted(o, buf, strlen(buf), false);	/* -x applies */
	out_putc(o, ')');
	names_end(o, saved);
}

/* inet_pton(AF_INET6, "::1", &field) */
void print_inet6_addr(struct output *o, const char *field, const void *addr)
{
	char buf[INET6_ADDRSTRLEN];
	unsigned saved;
	if (!inet_ntop(AF_INET6, addr, buf, sizeof buf))
		buf[0] = 0;
	/* -X raw and verbose name the field first, as a string of bytes */
	if (o->style.xlat != XLAT_ABBREV) {
		out_printf(o, "%s=", field);
		if (bytes_begin(o, addr, 16, &saved)) {
			out_puts(o, "inet_pton(AF_INET6, ");
			print_quoted(o, buf, strlen(buf), false);
			out_putc(o, ')');
			names_end(o, saved);
		}
		return;
	}
	out_puts(o, "inet_pton(AF_INET6, ");
	print_quoted(o, buf, strlen(buf), false);	/* -x applies */
	out_printf(o, ", &%s)", field);
}

enum { FAMILY_SIZE = sizeof(sa_family_t) };

static void print_sa_raw(struct output *o, const char *buf, int len)
{
	out_puts(o, "sa_data=");
	print_quoted(o, buf + FAMILY_SIZE, len - FAMILY_SIZE, false);
}

/* sun_path up to its NUL; an abstract name (leading NUL) as @"name" with
 * every byte of the given length. */
static void print_sa_un(struct output *o, const char *buf, int len)
{
	const char *path = buf + offsetof(struct sockaddr_un, sun_path);
	int path_len = len - FAMILY_SIZE;
	out_puts(o, "sun_path=");
	if (path[0]) {
		print_quoted(o, path, path_len + 1, true);
	} else {
		out_putc(o, '@');
		print_quoted(o, path + 1, path_len - 1, false);
	}
}

static void print_sa_in(struct output *o, const char *buf, int len)
{
	const struct sockaddr_in *sin = (const void *)buf;
	unsigned saved;
	(void)len;
	out_puts(o, "sin_port=");
	if (bytes_begin(o, &sin->sin_port, 2, &saved)) {	/* -X */
		out_printf(o, "htons(%u)", ntohs(sin->sin_port));
		names_end(o, saved);
	}
	print_sep(o);
	print_inet_addr(o, "sin_addr", &sin->sin_addr);
}

/* The scope id is an interface only for link-local addresses. */
static void print_sa_in6(struct output *o, const char *buf, int len)
{
	const struct sockaddr_in6 *sin6 = (const void *)buf;
	unsigned saved;
	out_puts(o, "sin6_port=");
	if (bytes_begin(o, &sin6->sin6_port, 2, &saved)) {	/* -X */
		out_printf(o, "htons(%u)", ntohs(sin6->sin6_port));
		names_end(o, saved);
	}
	out_puts(o, ", sin6_flowinfo=");
	if (bytes_begin(o, &sin6->sin6_flowinfo, 4, &saved)) {
		out_printf(o, "htonl(%u)", ntohl(sin6->sin6_flowinfo));
		names_end(o, saved);
	}
	print_sep(o);
	print_inet6_addr(o, "sin6_addr", &sin6->sin6_addr);
	if (len <= (int)offsetof(struct sockaddr_in6, sin6_scope_id))
		return;
	out_puts(o, ", sin6_scope_id=");
	if (IN6_IS_ADDR_LINKLOCAL(&sin6->sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&sin6->sin6_addr))
		print_ifindex(o, sin6->sin6_scope_id);
	else
		out_printf(o, "%u", sin6->sin6_scope_id);
}

static void print_sa_nl(struct output *o, const char *buf, int len)
{
	const struct sockaddr_nl *nl = (const void *)buf;
	(void)len;
	out_printf(o, "nl_pid=%d, nl_groups=%#08x", (int)nl->nl_pid, nl->nl_groups);
}

static void print_sa_ll(struct output *o, const char *buf, int len)
{
	const struct sockaddr_ll *ll = (const void *)buf;
	(void)len;
	out_puts(o, "sll_protocol=htons(");
	print_xval(o, &xlat_ethernet_protocols, ntohs(ll->sll_protocol), "ETH_P_???");
	out_puts(o, "), sll_ifindex=");
	print_ifindex(o, (unsigned)ll->sll_ifindex);
	out_puts(o, ", sll_hatype=");
	print_xval(o, &xlat_arp_hardware_types, ll->sll_hatype, "ARPHRD_???");
	out_puts(o, ", sll_pkttype=");
	print_xval(o, &xlat_packet_types, ll->sll_pkttype, "PACKET_???");
	out_printf(o, ", sll_halen=%u", ll->sll_halen);
	if (!ll->sll_halen)
		return;
	out_puts(o, ", sll_addr=[");
	for (unsigned i = 0; i < ll->sll_halen; i++) {
		if (i)
			print_sep(o);
		if (i == sizeof ll->sll_addr) {
			out_puts(o, "...");
			break;
		}
		out_printf(o, "%#02x", ll->sll_addr[i]);
	}
	out_putc(o, ']');
}

static void print_sa_ipx(struct output *o, const char *buf, int len)
{
	const struct sockaddr_ipx *ipx = (const void *)buf;
	(void)len;
	out_printf(o, "sipx_port=htons(%u), sipx_network=htonl(%#08x), sipx_node=[",
		   ntohs(ipx->sipx_port), ntohl(ipx->sipx_network));
	for (size_t i = 0; i < sizeof ipx->sipx_node; i++)
		out_printf(o, "%s%#02x", i ? ", " : "", (unsigned char)ipx->sipx_node[i]);
	out_printf(o, "], sipx_type=%#02x", ipx->sipx_type);
}

/* The families strace decodes and the least length it decodes them from;
 * shorter (or other) addresses print their bytes as sa_data. */
static const struct {
	int family;
	int min_len;
	void (*print)(struct output *o, const char *buf, int len);
} sa_printers[] = {
	{ AF_UNIX, FAMILY_SIZE + 1, print_sa_un },
	{ AF_INET, sizeof(struct sockaddr_in), print_sa_in },
	{ AF_IPX, sizeof(struct sockaddr_ipx), print_sa_ipx },
	{ AF_INET6, offsetof(struct sockaddr_in6, sin6_scope_id), print_sa_in6 },
	{ AF_NETLINK, sizeof(struct sockaddr_nl), print_sa_nl },
	{ AF_PACKET, sizeof(struct sockaddr_ll), print_sa_ll },
};

/* An address already read into buf (zero-padded past len). */
void print_sockaddr(struct output *o, const void *buf, int len)
{
	const struct sockaddr *sa = buf;
	out_puts(o, "{sa_family=");
	print_xval(o, &xlat_socket_families, sa->sa_family, "AF_???");
	if (len > FAMILY_SIZE) {
		print_sep(o);
		size_t i;
		for (i = 0; i < sizeof sa_printers / sizeof sa_printers[0]; i++)
			if (sa_printers[i].family == sa->sa_family)
				break;
		if (i < sizeof sa_printers / sizeof sa_printers[0] && len >= sa_printers[i].min_len)
			sa_printers[i].print(o, buf, len);
		else
			print_sa_raw(o, buf, len);
	}
	out_putc(o, '}');
}

/* The address of len bytes at addr; the pointer when len is too short to
 * hold a family or the memory is unreadable.  Returns the family, or -1. */
int decode_sockaddr(struct tracee *t, uint64_t addr, int len)
{
	union sockaddr_buf buf;
	/* -e verbose= leaves structs as their address */
	if (len < FAMILY_SIZE || !verbose(t)) {
		print_ptr(t->out, addr);
		return -1;
	}
	if ((size_t)len > sizeof buf.ss)
		len = sizeof buf.ss;
	memset(&buf, 0, sizeof buf);
	if (!fetch(t, addr, buf.bytes, len))
		return -1;
	print_sockaddr(t->out, buf.bytes, len);
	return buf.sa.sa_family;
}
