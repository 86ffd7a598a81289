/* Decoders for the socket syscalls, printed as strace 6.1 prints them:
 * socket() and its protocols, addresses and their value-result lengths,
 * sends and receives, messages with their control data, socket options. */
#include <arpa/inet.h>
#include <net/if.h>
#include <netax25/ax25.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <netinet/udp.h>
#include <netipx/ipx.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <linux/can/raw.h>
#include <linux/icmp.h>
#include <linux/if_packet.h>
#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "util.h"

extern const struct xlat xlat_socket_families, xlat_socket_types,
	xlat_sock_type_flags, xlat_msg_flags,
	xlat_inet_protocols, xlat_netlink_protocols, xlat_ethernet_protocols,
	xlat_can_protocols, xlat_bt_protocols, xlat_isdn_protocols,
	xlat_phonet_protocols, xlat_caif_protocols, xlat_nfc_protocols,
	xlat_kcm_protocols, xlat_smc_protocols, xlat_ax25_protocols,
	xlat_arp_hardware_types, xlat_packet_types;

/* ---- small printers shared by the net decoders ---- */

static void print_msg_flags(struct output *o, uint64_t flags)
{
	print_xflags(o, &xlat_msg_flags, (unsigned)flags, "MSG_???");
}

/* An interface index by name, as strace prints it: if_nametoindex("lo"). */
static void print_ifindex(struct output *o, unsigned idx)
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
static void print_inet_addr(struct output *o, const char *field, const void *addr)
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
static void print_inet6_addr(struct output *o, const char *field, const void *addr)
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

/* Bytes as "\x00\x40": how strace shows the part of a field that a short
 * length cut. */
static void print_hex_quoted(struct output *o, const void *data, size_t n)
{
	const unsigned char *b = data;
	out_putc(o, '"');
	for (size_t i = 0; i < n; i++)
		out_printf(o, "\\x%02x", b[i]);
	out_putc(o, '"');
}

/* len bytes at addr in hex, cut at -s as a string is. */
static void print_hex_buf(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned char b[sizeof(int)];
	unsigned n = len < string_limit(t) ? len : string_limit(t);
	if (n > sizeof b)
		n = sizeof b;
	if (!fetch(t, addr, b, n))
		return;
	print_hex_quoted(t->out, b, n);
	if (n < len)
		out_puts(t->out, "...");
}

/* [5] or, when the kernel changed the length, [128 => 16]. */
static void print_len_change(struct output *o, int before, int after)
{
	if (before != after)
		out_printf(o, "[%d => %d]", before, after);
	else
		out_printf(o, "[%d]", after);
}

/* Whether an array stops before element i: at -s elements, unless -v
 * asked for them all. */
static bool cut_before(struct tracee *t, uint64_t i)
{
	return abbrev(t) && i >= string_limit(t);
}

/* An array in tracee memory, printed as strace prints arrays: at most -s
 * elements then "...", the address alone when the first element cannot be
 * read, and "..." with the address in a comment where a later one cannot
 * (strace reads an element before it decides to cut there). */
typedef void (*array_elem_fn)(struct tracee *t, const void *elem, void *ctx);

static void print_tracee_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			       array_elem_fn fn, void *ctx)
{
	struct output *o = t->out;
	char elem[256];
	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	if (!n) {
		out_puts(o, "[]");
		return;
	}
	if (size > sizeof elem || n > UINT64_MAX / size || addr + n * size <= addr) {
		print_ptr(o, addr);
		return;
	}
	for (uint64_t i = 0; i < n; i++) {
		uint64_t cur = addr + i * size;
		if (i)
			print_sep(o);
		if (!mem_read(t->tid, cur, elem, size)) {
			if (i == 0) {
				print_ptr(o, cur);
				return;
			}
			out_printf(o, "... /* %#llx */", (unsigned long long)cur);
			break;
		}
		/* with -s 0 the bracket opens before the cut */
		if (i == 0)
			out_putc(o, '[');
		if (cut_before(t, i)) {
			out_puts(o, "...");
			break;
		}
		fn(t, elem, ctx);
	}
	out_putc(o, ']');
}

/* ---- socket addresses ---- */

/* The storage strace reads an address into: the largest address plus a
 * zero byte, so that a path filling sun_path still ends. */
union sockaddr_buf {
	struct sockaddr sa;
	struct sockaddr_storage ss;
	char bytes[sizeof(struct sockaddr_storage) + 1];
};

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
static void print_sockaddr(struct output *o, const void *buf, int len)
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
static int decode_sockaddr(struct tracee *t, uint64_t addr, int len)
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

/* ---- netlink messages, in the data of netlink sockets ---- */

extern const struct xlat xlat_netlink_types, xlat_netlink_flags,
	xlat_netlink_get_flags, xlat_netlink_new_flags, xlat_netlink_delete_flags,
	xlat_netlink_ack_flags, xlat_nlmsgerr_attrs, xlat_nl_route_types,
	xlat_nl_sock_diag_types, xlat_ifaddr_flags, xlat_routing_scopes,
	xlat_rtnl_addr_attrs, xlat_rtnl_link_attrs, xlat_iff_flags,
	xlat_rtext_filter_flags, xlat_ifla_events, xlat_errnos, xlat_routing_tables,
	xlat_routing_protocols, xlat_routing_types, xlat_routing_flags,
	xlat_rtnl_route_attrs, xlat_rtnl_rta_metrics_attrs, xlat_lwtunnel_encap_types;

/* Bytes that strace shows opaque: "\x14\x00...", cut at -s. */
static void print_hex_str(struct tracee *t, uint64_t addr, uint64_t len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (!addr) {
		out_puts(t->out, "NULL");
	} else if (fetch(t, addr, buf, n)) {
		print_hex_quoted(t->out, buf, n);
		if (len > n)
			out_puts(t->out, "...");
	}
	if (buf != stackbuf)
		free(buf);
}

/* A string attribute: its trailing NUL left out; "..." when it has none. */
static void print_nla_str(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (fetch(t, addr, buf, n)) {
		bool nul = n && buf[n - 1] == 0;
		print_quoted(t->out, buf, nul ? n - 1 : n, false);
		if (len && (!nul || len > n))
			out_puts(t->out, "...");
	}
	if (buf != stackbuf)
		free(buf);
}

/* Whether fd is a netlink socket, by the protocol name sockfs gives. */
static bool is_netlink_fd(struct tracee *t, int fd)
{
	char path[64], proto[16];
	if (fd < 0)
		return false;
	snprintf(path, sizeof path, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = getxattr(path, "system.sockprotoname", proto, sizeof proto - 1);
	if (n <= 0)
		return false;
	proto[n] = 0;
	return strcmp(proto, "NETLINK") == 0;
}

/* The netlink protocol of fd (NETLINK_ROUTE...), from the tracee's
 * /proc/net/netlink, which like strace's socket diagnostics lists only
 * bound sockets: an unbound socket's messages print with the generic
 * names.  -1 when unknown. */
static int netlink_family(struct tracee *t, int fd)
{
	char path[64], link[64], line[256];
	unsigned long inode, ino;
	int family = -1, proto;
	snprintf(path, sizeof path, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = readlink(path, link, sizeof link - 1);
	if (n <= 0)
		return -1;
	link[n] = 0;
	if (sscanf(link, "socket:[%lu]", &inode) != 1)
		return -1;
	snprintf(path, sizeof path, "/proc/%d/net/netlink", t->tid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%*s %d %*s %*s %*s %*s %*s %*s %*s %lu", &proto, &ino) == 2 &&
		    ino == inode) {
			family = proto;
			break;
		}
	fclose(f);
	return family;
}

/* A bit set made of two tables, as strace prints nlmsg_flags: the flags of
 * every message, then those of its kind of request. */
static void print_flags2(struct output *o, unsigned v, const struct xlat *a,
			 const struct xlat *b, const char *dflt)
{
	const struct xlat *sets[2] = { a, b };
	bool any = false;
	if (!v) {
		out_putc(o, '0');
		return;
	}
	for (int s = 0; s < 2 && sets[s]; s++)
		for (unsigned i = 0; i < sets[s]->n; i++) {
			unsigned bit = (unsigned)sets[s]->e[i].val;
			if (bit && (v & bit) == bit) {
				out_printf(o, "%s%s", any ? "|" : "", sets[s]->e[i].name);
				v &= ~bit;
				any = true;
			}
		}
	if (v)
		out_printf(o, any ? "|%#x" : "%#x /* %s */", v, dflt);
}

static const struct xlat *route_request_flags(unsigned type)
{
	if (type == RTM_DELACTION)
		return &xlat_netlink_get_flags;
	switch (type & 3) {
	case 0: return &xlat_netlink_new_flags;
	case 1: return &xlat_netlink_delete_flags;
	case 2: return &xlat_netlink_get_flags;
	}
	return NULL;
}

static void print_nlmsghdr(struct output *o, int family, const struct nlmsghdr *h)
{
	unsigned type = h->nlmsg_type;
	const struct xlat *types = &xlat_netlink_types, *flags = NULL;
	const char *dflt = "NLMSG_???";
	if (type < NLMSG_MIN_TYPE) {
		if (type == NLMSG_ERROR)
			flags = &xlat_netlink_ack_flags;
	} else if (family == NETLINK_ROUTE) {
		types = &xlat_nl_route_types;
		dflt = "RTM_???";
		flags = route_request_flags(type);
	} else if (family == NETLINK_SOCK_DIAG) {
		types = &xlat_nl_sock_diag_types;
		dflt = "SOCK_DIAG_???";
		flags = &xlat_netlink_get_flags;
	}
	out_printf(o, "{nlmsg_len=%u, nlmsg_type=", h->nlmsg_len);
	print_xval(o, types, type, dflt);
	out_puts(o, ", nlmsg_flags=");
	print_flags2(o, h->nlmsg_flags, &xlat_netlink_flags, flags, "NLM_F_???");
	out_printf(o, ", nlmsg_seq=%u, nlmsg_pid=%d}", h->nlmsg_seq, (int)h->nlmsg_pid);
}

/* A field printed by name, or as a bare hex number when it has none. */
static void print_xval_hex(struct output *o, const struct xlat *x, unsigned v)
{
	const char *name = xlat_name(x, v);
	if (name)
		out_puts(o, name);
	else
		out_printf(o, "%#x", v);
}

/* How an attribute's data prints. */
enum nla_kind {
	NLA_HEX, NLA_STR, NLA_U8, NLA_U16, NLA_U32, NLA_S32, NLA_U64, NLA_IFINDEX,
	NLA_HWADDR, NLA_INET, NLA_FLAGS32, NLA_XVAL32, NLA_XVAL32_HEX, NLA_XVAL16,
	NLA_IFA_CACHEINFO, NLA_RTA_CACHEINFO, NLA_LINK_STATS, NLA_LINK_STATS64,
	NLA_NESTED,
};

struct nla_set;

struct nla_desc {
	uint16_t type;
	uint8_t kind;
	const struct xlat *x;		/* NLA_FLAGS32, NLA_XVAL*: the names */
	const char *dflt;
	const struct nla_set *nested;	/* NLA_NESTED: the attributes inside */
};

struct nla_set {
	const struct xlat *names;
	const char *dflt;
	const struct nla_desc *descs;
	unsigned n;
	int family;		/* the address family of NLA_INET data */
};

static void print_nlattrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len);

static const char *const link_stats_fields[] = {
	"rx_packets", "tx_packets", "rx_bytes", "tx_bytes", "rx_errors",
	"tx_errors", "rx_dropped", "tx_dropped", "multicast", "collisions",
	"rx_length_errors", "rx_over_errors", "rx_crc_errors", "rx_frame_errors",
	"rx_fifo_errors", "rx_missed_errors", "tx_aborted_errors",
	"tx_carrier_errors", "tx_fifo_errors", "tx_heartbeat_errors",
	"tx_window_errors", "rx_compressed", "tx_compressed", "rx_nohandler",
	"rx_otherhost_dropped",
};

/* struct rtnl_link_stats (4-byte fields) or rtnl_link_stats64: its known
 * sizes only, the fields up to tx_compressed being the oldest one. */
static bool print_link_stats(struct tracee *t, uint64_t addr, unsigned len, unsigned width)
{
	unsigned nfields = width == 8 ? 25 : 24, n;
	if (len >= nfields * width)
		n = nfields;
	else if (width == 8 && len >= 24 * width)
		n = 24;
	else if (len == 23 * width)
		n = 23;
	else
		return false;
	uint64_t v[25];
	uint32_t v32[24];
	if (!fetch(t, addr, width == 8 ? (void *)v : (void *)v32, n * width))
		return true;
	out_putc(t->out, '{');
	for (unsigned i = 0; i < n; i++)
		out_printf(t->out, "%s%s=%llu", i ? ", " : "", link_stats_fields[i],
			   (unsigned long long)(width == 8 ? v[i] : v32[i]));
	out_putc(t->out, '}');
	return true;
}

/* The data of one attribute; false when strace would show its bytes. */
static bool print_nla_data(struct tracee *t, const struct nla_set *set,
			   const struct nla_desc *d, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	union {
		uint8_t u8;
		uint16_t u16;
		uint32_t u32;
		uint64_t u64;
		unsigned char b[32];
		struct in6_addr in6;
		struct ifa_cacheinfo ci;
		struct rta_cacheinfo rci;
	} v;
	switch (d->kind) {
	case NLA_STR:
		print_nla_str(t, addr, len);
		return true;
	case NLA_U8:
		if (len < 1)
			return false;
		if (fetch(t, addr, &v.u8, 1))
			out_printf(o, "%u", v.u8);
		return true;
	case NLA_U16: case NLA_XVAL16:
		if (len < 2)
			return false;
		if (!fetch(t, addr, &v.u16, 2))
			return true;
		if (d->kind == NLA_U16)
			out_printf(o, "%u", v.u16);
		else
			print_xval(o, d->x, v.u16, d->dflt);
		return true;
	case NLA_U64:
		if (len < 8)
			return false;
		if (fetch(t, addr, &v.u64, 8))
			out_printf(o, "%llu", (unsigned long long)v.u64);
		return true;
	case NLA_U32: case NLA_S32: case NLA_IFINDEX: case NLA_FLAGS32: case NLA_XVAL32:
	case NLA_XVAL32_HEX:
		if (len < 4)
			return false;
		if (!fetch(t, addr, &v.u32, 4))
			return true;
		if (d->kind == NLA_U32)
			out_printf(o, "%u", v.u32);
		else if (d->kind == NLA_S32)
			out_printf(o, "%d", (int)v.u32);
		else if (d->kind == NLA_IFINDEX)
			print_ifindex(o, v.u32);
		else if (d->kind == NLA_FLAGS32)
			print_xflags(o, d->x, v.u32, d->dflt);
		else if (d->kind == NLA_XVAL32)
			print_xval(o, d->x, v.u32, d->dflt);
		else
			print_xval_hex(o, d->x, v.u32);
		return true;
	case NLA_HWADDR:
		if (len > sizeof v.b)
			return false;
		if (fetch(t, addr, v.b, len))
			for (unsigned i = 0; i < len; i++)
				out_printf(o, "%s%02x", i ? ":" : "", v.b[i]);
		return true;
	case NLA_INET: {
		unsigned size = set->family == AF_INET ? 4 : set->family == AF_INET6 ? 16 : 0;
		char buf[INET6_ADDRSTRLEN];
		if (!size || len < size)
			return false;
		if (!fetch(t, addr, &v.in6, size))
			return true;
		inet_ntop(set->family, &v.in6, buf, sizeof buf);
		out_puts(o, set->family == AF_INET ? "inet_addr(" : "inet_pton(AF_INET6, ");
		print_quoted(o, buf, strlen(buf), false);	/* -x applies */
		out_putc(o, ')');
		return true;
	}
	case NLA_IFA_CACHEINFO:
		if (len < sizeof v.ci)
			return false;
		if (fetch(t, addr, &v.ci, sizeof v.ci))
			out_printf(o, "{ifa_prefered=%u, ifa_valid=%u, cstamp=%u, tstamp=%u}",
				   v.ci.ifa_prefered, v.ci.ifa_valid, v.ci.cstamp, v.ci.tstamp);
		return true;
	case NLA_RTA_CACHEINFO:
		if (len < sizeof v.rci)
			return false;
		if (fetch(t, addr, &v.rci, sizeof v.rci))
			out_printf(o, "{rta_clntref=%u, rta_lastuse=%u, rta_expires=%u, rta_error=%u, "
				   "rta_used=%u, rta_id=%#x, rta_ts=%u, rta_tsage=%u}",
				   v.rci.rta_clntref, v.rci.rta_lastuse, (unsigned)v.rci.rta_expires,
				   v.rci.rta_error, v.rci.rta_used, v.rci.rta_id, v.rci.rta_ts,
				   v.rci.rta_tsage);
		return true;
	case NLA_NESTED:
		print_nlattrs(t, d->nested, addr, len);
		return true;
	case NLA_LINK_STATS:
		return print_link_stats(t, addr, len, 4);
	case NLA_LINK_STATS64:
		return print_link_stats(t, addr, len, 8);
	}
	return false;
}

/* [{nla_len=8, nla_type=IFA_ADDRESS}, inet_addr("127.0.0.1")] */
static void print_nlattr(struct tracee *t, const struct nla_set *set,
			 const struct nlattr *nla, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	unsigned nla_len = nla->nla_len < len ? nla->nla_len : len;
	unsigned type = nla->nla_type & NLA_TYPE_MASK;
	if (nla_len > NLA_HDRLEN)
		out_putc(o, '[');
	out_printf(o, "{nla_len=%u, nla_type=", nla->nla_len);
	if (nla->nla_type & NLA_F_NESTED)
		out_puts(o, "NLA_F_NESTED|");
	if (nla->nla_type & NLA_F_NET_BYTEORDER)
		out_puts(o, "NLA_F_NET_BYTEORDER|");
	print_xval(o, set->names, type, set->dflt);
	out_putc(o, '}');
	if (nla_len <= NLA_HDRLEN)
		return;
	print_sep(o);
	const struct nla_desc *d = NULL;
	for (unsigned i = 0; i < set->n; i++)
		if (set->descs[i].type == type)
			d = &set->descs[i];
	if (!d || !print_nla_data(t, set, d, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN))
		print_hex_str(t, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN);
	out_putc(o, ']');
}

/* Attributes, walked as the kernel's nla_next does: one alone, several
 * as [...], at most -s of them; what cannot be walked shows as bytes. */
static void print_nlattrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	bool in_array = false;
	for (unsigned elt = 0;; elt++) {
		struct nlattr nla;
		if (len < sizeof nla) {
			print_hex_str(t, addr, len);
			break;
		}
		if (!mem_read(t->tid, addr, &nla, sizeof nla)) {
			if (in_array)
				out_printf(o, "... /* %#llx */", (unsigned long long)addr);
			else
				print_ptr(o, addr);
			break;
		}
		if (cut_before(t, elt)) {
			out_puts(o, "...");
			break;
		}
		unsigned step = NLA_ALIGN(nla.nla_len);
		uint64_t next_addr = 0;
		unsigned next_len = 0;
		if (nla.nla_len >= NLA_HDRLEN) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!in_array && next_addr) {
			out_putc(o, '[');
			in_array = true;
		}
		print_nlattr(t, set, &nla, addr, len);
		if (!next_addr)
			break;
		print_sep(o);
		addr = next_addr;
		len = next_len;
	}
	if (in_array)
		out_putc(o, ']');
}

static const struct nla_desc ifa_attrs[] = {
	{ IFA_ADDRESS, NLA_INET, NULL, NULL, NULL },
	{ IFA_LOCAL, NLA_INET, NULL, NULL, NULL },
	{ IFA_LABEL, NLA_STR, NULL, NULL, NULL },
	{ IFA_BROADCAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_ANYCAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_CACHEINFO, NLA_IFA_CACHEINFO, NULL, NULL, NULL },
	{ IFA_MULTICAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_FLAGS, NLA_FLAGS32, &xlat_ifaddr_flags, "IFA_F_???", NULL },
	{ IFA_RT_PRIORITY, NLA_U32, NULL, NULL, NULL },
	{ IFA_TARGET_NETNSID, NLA_S32, NULL, NULL, NULL },
};

static const struct nla_desc ifla_attrs[] = {
	{ IFLA_ADDRESS, NLA_HWADDR, NULL, NULL, NULL },
	{ IFLA_BROADCAST, NLA_HWADDR, NULL, NULL, NULL },
	{ IFLA_IFNAME, NLA_STR, NULL, NULL, NULL },
	{ IFLA_MTU, NLA_U32, NULL, NULL, NULL },
	{ IFLA_LINK, NLA_U32, NULL, NULL, NULL },
	{ IFLA_QDISC, NLA_STR, NULL, NULL, NULL },
	{ IFLA_STATS, NLA_LINK_STATS, NULL, NULL, NULL },
	{ IFLA_MASTER, NLA_U32, NULL, NULL, NULL },
	{ IFLA_TXQLEN, NLA_U32, NULL, NULL, NULL },
	{ IFLA_WEIGHT, NLA_U32, NULL, NULL, NULL },
	{ IFLA_OPERSTATE, NLA_U8, NULL, NULL, NULL },
	{ IFLA_LINKMODE, NLA_U8, NULL, NULL, NULL },
	{ IFLA_NET_NS_PID, NLA_U32, NULL, NULL, NULL },
	{ IFLA_IFALIAS, NLA_STR, NULL, NULL, NULL },
	{ IFLA_NUM_VF, NLA_U32, NULL, NULL, NULL },
	{ IFLA_STATS64, NLA_LINK_STATS64, NULL, NULL, NULL },
	{ IFLA_GROUP, NLA_U32, NULL, NULL, NULL },
	{ IFLA_NET_NS_FD, NLA_S32, NULL, NULL, NULL },
	{ IFLA_EXT_MASK, NLA_FLAGS32, &xlat_rtext_filter_flags, "RTEXT_FILTER_???", NULL },
	{ IFLA_PROMISCUITY, NLA_U32, NULL, NULL, NULL },
	{ IFLA_NUM_TX_QUEUES, NLA_U32, NULL, NULL, NULL },
	{ IFLA_NUM_RX_QUEUES, NLA_U32, NULL, NULL, NULL },
	{ IFLA_CARRIER, NLA_U8, NULL, NULL, NULL },
	{ IFLA_CARRIER_CHANGES, NLA_U32, NULL, NULL, NULL },
	{ IFLA_LINK_NETNSID, NLA_S32, NULL, NULL, NULL },
	{ IFLA_PHYS_PORT_NAME, NLA_STR, NULL, NULL, NULL },
	{ IFLA_PROTO_DOWN, NLA_U8, NULL, NULL, NULL },
	{ IFLA_GSO_MAX_SEGS, NLA_U32, NULL, NULL, NULL },
	{ IFLA_GSO_MAX_SIZE, NLA_U32, NULL, NULL, NULL },
	{ IFLA_EVENT, NLA_XVAL32, &xlat_ifla_events, "IFLA_EVENT_???", NULL },
	{ IFLA_NEW_NETNSID, NLA_S32, NULL, NULL, NULL },
	{ IFLA_IF_NETNSID, NLA_S32, NULL, NULL, NULL },
	{ IFLA_CARRIER_UP_COUNT, NLA_U32, NULL, NULL, NULL },
	{ IFLA_CARRIER_DOWN_COUNT, NLA_U32, NULL, NULL, NULL },
	{ IFLA_NEW_IFINDEX, NLA_IFINDEX, NULL, NULL, NULL },
	{ IFLA_MIN_MTU, NLA_U32, NULL, NULL, NULL },
	{ IFLA_MAX_MTU, NLA_U32, NULL, NULL, NULL },
	{ IFLA_ALT_IFNAME, NLA_STR, NULL, NULL, NULL },
	{ IFLA_PERM_ADDRESS, NLA_HWADDR, NULL, NULL, NULL },
	{ IFLA_PARENT_DEV_NAME, NLA_STR, NULL, NULL, NULL },
	{ IFLA_PARENT_DEV_BUS_NAME, NLA_STR, NULL, NULL, NULL },
	{ IFLA_GRO_MAX_SIZE, NLA_U32, NULL, NULL, NULL },
	{ IFLA_TSO_MAX_SIZE, NLA_U32, NULL, NULL, NULL },
	{ IFLA_TSO_MAX_SEGS, NLA_U32, NULL, NULL, NULL },
	{ IFLA_ALLMULTI, NLA_U32, NULL, NULL, NULL },
};

static const struct nla_desc nlmsgerr_attr_descs[] = {
	{ NLMSGERR_ATTR_MSG, NLA_STR, NULL, NULL, NULL },
	{ NLMSGERR_ATTR_OFFS, NLA_U32, NULL, NULL, NULL },
};

/* struct ifaddrmsg and its IFA_* attributes; "..." when the payload is
 * shorter than the struct. */
static void print_ifaddrmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	struct ifaddrmsg m;
	bool whole = false;
	out_puts(o, "{ifa_family=");
	print_xval(o, &xlat_socket_families, family, "AF_???");
	print_sep(o);
	if (len < sizeof m) {
		out_puts(o, "...");
	} else if (fetch(t, addr + 1, (char *)&m + 1, sizeof m - 1)) {
		out_printf(o, "ifa_prefixlen=%u, ifa_flags=", m.ifa_prefixlen);
		print_xflags(o, &xlat_ifaddr_flags, m.ifa_flags, "IFA_F_???");
		out_puts(o, ", ifa_scope=");
		print_xval_hex(o, &xlat_routing_scopes, m.ifa_scope);
		out_puts(o, ", ifa_index=");
		print_ifindex(o, m.ifa_index);
		whole = true;
	}
	out_putc(o, '}');
	if (whole && len > NLMSG_ALIGN(sizeof m)) {
		struct nla_set set = { &xlat_rtnl_addr_attrs, "IFA_???", ifa_attrs,
				       sizeof ifa_attrs / sizeof ifa_attrs[0], family };
		print_sep(o);
		print_nlattrs(t, &set, addr + NLMSG_ALIGN(sizeof m), len - NLMSG_ALIGN(sizeof m));
	}
}

/* struct ifinfomsg and its IFLA_* attributes. */
static void print_ifinfomsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	struct ifinfomsg m;
	bool whole = false;
	out_puts(o, "{ifi_family=");
	print_xval(o, &xlat_socket_families, family, "AF_???");
	print_sep(o);
	if (len < sizeof m) {
		out_puts(o, "...");
	} else if (fetch(t, addr + 2, (char *)&m + 2, sizeof m - 2)) {
		out_puts(o, "ifi_type=");
		print_xval(o, &xlat_arp_hardware_types, m.ifi_type, "ARPHRD_???");
		out_puts(o, ", ifi_index=");
		print_ifindex(o, (unsigned)m.ifi_index);
		out_puts(o, ", ifi_flags=");
		print_xflags(o, &xlat_iff_flags, m.ifi_flags, "IFF_???");
		out_puts(o, ", ifi_change=");
		print_xflags(o, &xlat_iff_flags, m.ifi_change, "IFF_???");
		whole = true;
	}
	out_putc(o, '}');
	if (whole && len > NLMSG_ALIGN(sizeof m)) {
		struct nla_set set = { &xlat_rtnl_link_attrs, "IFLA_???", ifla_attrs,
				       sizeof ifla_attrs / sizeof ifla_attrs[0], family };
		print_sep(o);
		print_nlattrs(t, &set, addr + NLMSG_ALIGN(sizeof m), len - NLMSG_ALIGN(sizeof m));
	}
}

static const struct nla_desc rtax_attrs[] = {
	{ RTAX_LOCK, NLA_U32, NULL, NULL, NULL },
	{ RTAX_MTU, NLA_U32, NULL, NULL, NULL },
	{ RTAX_WINDOW, NLA_U32, NULL, NULL, NULL },
	{ RTAX_RTT, NLA_U32, NULL, NULL, NULL },
	{ RTAX_RTTVAR, NLA_U32, NULL, NULL, NULL },
	{ RTAX_SSTHRESH, NLA_U32, NULL, NULL, NULL },
	{ RTAX_CWND, NLA_U32, NULL, NULL, NULL },
	{ RTAX_ADVMSS, NLA_U32, NULL, NULL, NULL },
	{ RTAX_REORDERING, NLA_U32, NULL, NULL, NULL },
	{ RTAX_HOPLIMIT, NLA_U32, NULL, NULL, NULL },
	{ RTAX_INITCWND, NLA_U32, NULL, NULL, NULL },
	{ RTAX_FEATURES, NLA_U32, NULL, NULL, NULL },
	{ RTAX_RTO_MIN, NLA_U32, NULL, NULL, NULL },
	{ RTAX_INITRWND, NLA_U32, NULL, NULL, NULL },
	{ RTAX_QUICKACK, NLA_U32, NULL, NULL, NULL },
	{ RTAX_CC_ALGO, NLA_STR, NULL, NULL, NULL },
};

static const struct nla_set rtax_set = {
	&xlat_rtnl_rta_metrics_attrs, "RTAX_???", rtax_attrs,
	sizeof rtax_attrs / sizeof rtax_attrs[0], -1,
};

static const struct nla_desc rta_attrs[] = {
	{ RTA_DST, NLA_INET, NULL, NULL, NULL },
	{ RTA_SRC, NLA_INET, NULL, NULL, NULL },
	{ RTA_IIF, NLA_IFINDEX, NULL, NULL, NULL },
	{ RTA_OIF, NLA_IFINDEX, NULL, NULL, NULL },
	{ RTA_GATEWAY, NLA_INET, NULL, NULL, NULL },
	{ RTA_PRIORITY, NLA_U32, NULL, NULL, NULL },
	{ RTA_PREFSRC, NLA_INET, NULL, NULL, NULL },
	{ RTA_METRICS, NLA_NESTED, NULL, NULL, &rtax_set },
	{ RTA_PROTOINFO, NLA_U32, NULL, NULL, NULL },
	{ RTA_FLOW, NLA_U32, NULL, NULL, NULL },
	{ RTA_CACHEINFO, NLA_RTA_CACHEINFO, NULL, NULL, NULL },
	{ RTA_MP_ALGO, NLA_U32, NULL, NULL, NULL },
	{ RTA_TABLE, NLA_XVAL32_HEX, &xlat_routing_tables, NULL, NULL },
	{ RTA_MARK, NLA_U32, NULL, NULL, NULL },
	{ RTA_NEWDST, NLA_INET, NULL, NULL, NULL },
	{ RTA_PREF, NLA_U8, NULL, NULL, NULL },
	{ RTA_ENCAP_TYPE, NLA_XVAL16, &xlat_lwtunnel_encap_types, "LWTUNNEL_ENCAP_???", NULL },
	{ RTA_EXPIRES, NLA_U64, NULL, NULL, NULL },
	{ RTA_UID, NLA_U32, NULL, NULL, NULL },
	{ RTA_TTL_PROPAGATE, NLA_U8, NULL, NULL, NULL },
	{ RTA_IP_PROTO, NLA_U8, NULL, NULL, NULL },
	{ RTA_SPORT, NLA_U16, NULL, NULL, NULL },
	{ RTA_DPORT, NLA_U16, NULL, NULL, NULL },
};

/* struct rtmsg and its RTA_* attributes. */
static void print_rtmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	struct rtmsg m;
	bool whole = false;
	out_puts(o, "{rtm_family=");
	print_xval(o, &xlat_socket_families, family, "AF_???");
	print_sep(o);
	if (len < sizeof m) {
		out_puts(o, "...");
	} else if (fetch(t, addr + 1, (char *)&m + 1, sizeof m - 1)) {
		out_printf(o, "rtm_dst_len=%u, rtm_src_len=%u, rtm_tos=%u, rtm_table=",
			   m.rtm_dst_len, m.rtm_src_len, m.rtm_tos);
		print_xval_hex(o, &xlat_routing_tables, m.rtm_table);
		out_puts(o, ", rtm_protocol=");
		print_xval(o, &xlat_routing_protocols, m.rtm_protocol, "RTPROT_???");
		out_puts(o, ", rtm_scope=");
		print_xval_hex(o, &xlat_routing_scopes, m.rtm_scope);
		out_puts(o, ", rtm_type=");
		print_xval(o, &xlat_routing_types, m.rtm_type, "RTN_???");
		out_puts(o, ", rtm_flags=");
		print_xflags(o, &xlat_routing_flags, m.rtm_flags, "RTM_F_???");
		whole = true;
	}
	out_putc(o, '}');
	if (whole && len > NLMSG_ALIGN(sizeof m)) {
		struct nla_set set = { &xlat_rtnl_route_attrs, "RTA_???", rta_attrs,
				       sizeof rta_attrs / sizeof rta_attrs[0], family };
		print_sep(o);
		print_nlattrs(t, &set, addr + NLMSG_ALIGN(sizeof m), len - NLMSG_ALIGN(sizeof m));
	}
}

/* A NETLINK_ROUTE payload.  Addresses and links are decoded; other
 * messages show their family and bytes, as strace shows the types it has
 * no decoder for. */
static void print_route_payload(struct tracee *t, unsigned type, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	uint8_t family;
	if (!fetch(t, addr, &family, 1))
		return;
	switch (type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK: case RTM_SETLINK:
		print_ifinfomsg(t, family, addr, len);
		return;
	case RTM_NEWADDR: case RTM_DELADDR: case RTM_GETADDR:
	case RTM_GETANYCAST: case RTM_GETMULTICAST:
		print_ifaddrmsg(t, family, addr, len);
		return;
	case RTM_NEWROUTE: case RTM_DELROUTE: case RTM_GETROUTE:
		print_rtmsg(t, family, addr, len);
		return;
	}
	out_puts(o, "{family=");
	print_xval(o, &xlat_socket_families, family, "AF_???");
	if (len > 1) {
		out_puts(o, ", data=");
		print_hex_str(t, addr + 1, len - 1);
	}
	out_putc(o, '}');
}

static void print_nlmsg(struct tracee *t, int family, const struct nlmsghdr *h,
			uint64_t addr, uint64_t len);

/* NLMSG_ERROR: {error=-EINVAL, msg=<the message it answers>} and the
 * extended acknowledgement's attributes. */
static void print_nlmsgerr(struct tracee *t, int family, uint64_t addr, unsigned len, bool capped)
{
	struct output *o = t->out;
	int err;
	if (len < sizeof err) {
		print_hex_str(t, addr, len);
		return;
	}
	if (!fetch(t, addr, &err, sizeof err))
		return;
	const char *name = err < 0 ? xlat_name(&xlat_errnos, (unsigned)-err) : NULL;
	if (name)
		out_printf(o, "{error=-%s", name);
	else
		out_printf(o, "{error=%d", err);
	addr += sizeof err;
	len -= sizeof err;
	if (len) {
		struct nlmsghdr h;
		out_puts(o, ", msg=");
		if (len < sizeof h) {
			print_hex_str(t, addr, len);
		} else if (fetch(t, addr, &h, sizeof h)) {
			unsigned payload = capped ? sizeof h : h.nlmsg_len;
			if (payload > len)
				payload = len;
			print_nlmsg(t, family, &h, addr, payload);
			if (len > payload) {
				struct nla_set set = { &xlat_nlmsgerr_attrs, "NLMSGERR_ATTR_???",
						       nlmsgerr_attr_descs, 2, -1 };
				print_sep(o);
				print_nlattrs(t, &set, addr + payload, len - payload);
			}
		}
	}
	out_putc(o, '}');
}

static void print_nl_payload(struct tracee *t, int family, const struct nlmsghdr *h,
			     uint64_t addr, unsigned len)
{
	unsigned type = h->nlmsg_type;
	int done;
	if (type == NLMSG_ERROR) {
		print_nlmsgerr(t, family, addr, len, h->nlmsg_flags & NLM_F_CAPPED);
		return;
	}
	if (type >= NLMSG_MIN_TYPE && family == NETLINK_ROUTE) {
		print_route_payload(t, type, addr, len);
		return;
	}
	if (type == NLMSG_DONE && len == sizeof done) {
		if (fetch(t, addr, &done, sizeof done))
			out_printf(t->out, "%d", done);
		return;
	}
	print_hex_str(t, addr, len);
}

/* [{nlmsghdr}, payload], or the header alone when there is no payload. */
static void print_nlmsg(struct tracee *t, int family, const struct nlmsghdr *h,
			uint64_t addr, uint64_t len)
{
	unsigned msg_len = h->nlmsg_len < len ? h->nlmsg_len : (unsigned)len;
	if (msg_len > NLMSG_HDRLEN)
		out_putc(t->out, '[');
	print_nlmsghdr(t->out, family, h);
	if (msg_len > NLMSG_HDRLEN) {
		print_sep(t->out);
		print_nl_payload(t, family, h, addr + NLMSG_HDRLEN, msg_len - NLMSG_HDRLEN);
		out_putc(t->out, ']');
	}
}

/* The messages in len bytes of a netlink socket's data: one alone, several
 * as [...], at most -s of them. */
static void decode_netlink(struct tracee *t, int fd, uint64_t addr, uint64_t len)
{
	struct output *o = t->out;
	int family = netlink_family(t, fd);
	bool in_array = false;
	for (unsigned elt = 0;; elt++) {
		struct nlmsghdr h;
		if (len < sizeof h) {
			print_hex_str(t, addr, len);
			break;
		}
		if (!addr || !mem_read(t->tid, addr, &h, sizeof h)) {
			if (in_array)
				out_printf(o, "... /* %#llx */", (unsigned long long)addr);
			else
				print_ptr(o, addr);
			break;
		}
		if (cut_before(t, elt)) {
			out_puts(o, "...");
			break;
		}
		unsigned step = NLMSG_ALIGN(h.nlmsg_len);
		uint64_t next_addr = 0, next_len = 0;
		if (h.nlmsg_len >= NLMSG_HDRLEN) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!in_array && next_addr) {
			out_putc(o, '[');
			in_array = true;
		}
		print_nlmsg(t, family, &h, addr, len);
		if (!next_addr)
			break;
		print_sep(o);
		addr = next_addr;
		len = next_len;
	}
	if (in_array)
		out_putc(o, ']');
}

/* The data of a socket: netlink messages on netlink sockets, a string
 * otherwise. */
static void print_sockbuf(struct tracee *t, int fd, uint64_t addr, uint64_t len)
{
	if (verbose(t) && is_netlink_fd(t, fd))
		decode_netlink(t, fd, addr, len);
	else
		print_buf(t, addr, len);
}

/* ---- socket() and socketpair() ---- */

/* SOCK_STREAM|SOCK_CLOEXEC: the type, then the flags in the other bits. */
static void print_sock_type(struct output *o, unsigned type)
{
	const char *name = xlat_name(&xlat_socket_types, type & 0xf);
	if (name) {
		print_named(o, type & 0xf, NUM_HEX, name, NULL);	/* -X */
		type &= ~0xfu;
		if (!type)
			return;
		out_putc(o, '|');
	}
	print_xflags(o, &xlat_sock_type_flags, type, "SOCK_???");
}

/* The protocol by the family's own set; the whole register decides the
 * family here, as in strace, so junk high bits fall back to a number. */
static void print_sock_protocol(struct output *o, uint64_t family, uint64_t proto)
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
		out_puts(o, "htons(");
		print_xval(o, &xlat_ethernet_protocols, ntohs((uint16_t)proto), "ETH_P_???");
		out_putc(o, ')');
		return;
	}
	if (family == AF_AX25) {
		/* strace shows these with their number too, the name in a comment */
		const char *name = xlat_name(&xlat_ax25_protocols, proto);
		out_printf(o, "%#llx /* %s */", (unsigned long long)proto, name ? name : "AX25_P_???");
		return;
	}
	for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
		if ((uint64_t)sets[i].family == family) {
			print_xval(o, sets[i].x, (unsigned)proto, sets[i].dflt);
			return;
		}
	out_printf(o, "%llu", (unsigned long long)proto);
}

static void print_family_and_type(struct tracee *t)
{
	print_xval(t->out, &xlat_socket_families, (unsigned)argu(t, 0), "AF_???");
	print_sep(t->out);
	print_sock_type(t->out, (unsigned)argu(t, 1));
	print_sep(t->out);
}

int dec_socket(struct tracee *t)
{
	print_family_and_type(t);
	print_sock_protocol(t->out, argu(t, 0), argu(t, 2));
	return DEC_DONE;
}

static void print_fd_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	print_fd(t, *(const int *)elem);
}

int dec_socketpair(struct tracee *t)
{
	if (!t->call.exiting) {
		print_family_and_type(t);
		out_printf(t->out, "%llu", (unsigned long long)argu(t, 2));
		print_sep(t->out);
		return DEC_EXIT;
	}
	if (t->call.is_error || !verbose(t))
		print_ptr(t->out, argu(t, 3));
	else
		print_tracee_array(t, argu(t, 3), 2, sizeof(int), print_fd_elem, NULL);
	return DEC_DONE;
}

/* ---- calls that take an address and its length ---- */

/* bind, connect: fd, address, length. */
int dec_bind(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	decode_sockaddr(t, argu(t, 1), argi(t, 2));
	out_printf(t->out, ", %d", argi(t, 2));
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

/* At exit: the address as long as the kernel filled it and the caller's
 * buffer held it, then [in => out]; after a failure, the address and the
 * length the caller gave. */
static void print_sockaddr_result(struct tracee *t, int addr_arg, int ulen)
{
	uint64_t addr = argu(t, addr_arg), lenp = argu(t, addr_arg + 1);
	int rlen;
	if (t->call.is_error || !mem_read(t->tid, lenp, &rlen, sizeof rlen)) {
		print_ptr(t->out, addr);
		out_printf(t->out, ", [%d]", ulen);
		return;
	}
	decode_sockaddr(t, addr, ulen > rlen ? rlen : ulen);
	print_sep(t->out);
	print_len_change(t->out, ulen, rlen);
}

/* accept, accept4, getsockname, getpeername.  At entry, when the length
 * cannot be read, both pointers print as they are and the call is done. */
static int decode_sockname(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		int ulen;
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (fetch_socklen(t, argu(t, 1), argu(t, 2), &ulen)) {
			c->saved[0] = (uint32_t)ulen;
			return DEC_EXIT;
		}
		print_ptr(t->out, argu(t, 1));
		print_sep(t->out);
		print_ptr(t->out, argu(t, 2));
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
		print_sep(t->out);
		print_xflags(t->out, &xlat_sock_type_flags, (unsigned)argu(t, 3), "SOCK_???");
	}
	return rc;
}

/* ---- sendto and recvfrom ---- */

int dec_sendto(struct tracee *t)
{
	struct output *o = t->out;
	print_fd(t, argi(t, 0));
	print_sep(o);
	print_sockbuf(t, argi(t, 0), argu(t, 1), argu(t, 2));
	out_printf(o, ", %llu, ", (unsigned long long)argu(t, 2));
	print_msg_flags(o, argu(t, 3));
	print_sep(o);
	decode_sockaddr(t, argu(t, 4), argi(t, 5));
	out_printf(o, ", %d", argi(t, 5));
	return DEC_DONE;
}

/* Everything but the descriptor is printed at exit: the data received,
 * then the sender's address as for getsockname. */
int dec_recvfrom(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	int ulen = 0, rlen;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(o);
		if (fetch_socklen(t, argu(t, 4), argu(t, 5), &ulen))
			c->saved[0] = (uint32_t)ulen;
		return DEC_EXIT;
	}
	if (c->is_error)
		print_ptr(o, argu(t, 1));
	else
		print_sockbuf(t, argi(t, 0), argu(t, 1),
			      (uint64_t)c->rval < argu(t, 2) ? (uint64_t)c->rval : argu(t, 2));
	out_printf(o, ", %llu, ", (unsigned long long)argu(t, 2));
	print_msg_flags(o, argu(t, 3));
	print_sep(o);
	if (!fetch_socklen(t, argu(t, 4), argu(t, 5), &rlen)) {
		print_ptr(o, argu(t, 4));
		print_sep(o);
		print_ptr(o, argu(t, 5));
		return DEC_DONE;
	}
	print_sockaddr_result(t, 4, (int)c->saved[0]);
	return DEC_DONE;
}

/* ---- messages: struct msghdr, its iovec and its control data ---- */

extern const struct xlat xlat_scm_types, xlat_ip_cmsg_types, xlat_socket_levels;

/* A uid or gid, with the "no change" value as -1. */
static void print_id(struct output *o, unsigned id)
{
	if (id == (unsigned)-1)
		out_puts(o, "-1");
	else
		out_printf(o, "%u", id);
}

/* Elements of a local array, at most -s of them. */
static bool array_cut(struct tracee *t, unsigned i)
{
	if (i)
		print_sep(t->out);
	if (!cut_before(t, i))
		return false;
	out_puts(t->out, "...");
	return true;
}

static void print_scm_rights(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len / sizeof(int); i++) {
		int fd;
		if (array_cut(t, i))
			break;
		memcpy(&fd, data + i * sizeof fd, sizeof fd);
		print_fd(t, fd);
	}
	out_putc(t->out, ']');
}

static void print_scm_creds(struct tracee *t, const char *data, unsigned len)
{
	struct ucred uc;
	(void)len;
	memcpy(&uc, data, sizeof uc);
	out_printf(t->out, "{pid=%d, uid=", uc.pid);
	print_id(t->out, uc.uid);
	out_puts(t->out, ", gid=");
	print_id(t->out, uc.gid);
	out_putc(t->out, '}');
}

static void print_scm_security(struct tracee *t, const char *data, unsigned len)
{
	print_quoted(t->out, data, len, false);
}

/* Time stamps: one or three {tv_sec, tv_usec or tv_nsec} pairs of 64-bit
 * numbers; "???" when the data is shorter. */
static void print_stamps(struct output *o, const char *data, unsigned len,
			 unsigned count, const char *sub)
{
	int64_t v[6];
	if (len < count * 16) {
		out_puts(o, "???");
		return;
	}
	memcpy(v, data, count * 16);
	if (count > 1)
		out_putc(o, '[');
	for (unsigned i = 0; i < count; i++)
		out_printf(o, "%s{tv_sec=%lld, %s=%lld}", i ? ", " : "",
			   (long long)v[2 * i], sub, (long long)v[2 * i + 1]);
	if (count > 1)
		out_putc(o, ']');
}

static void print_scm_timeval(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 1, "tv_usec");
}

static void print_scm_timespec(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 1, "tv_nsec");
}

static void print_scm_timespec3(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 3, "tv_nsec");
}

static void print_cmsg_ip_pktinfo(struct tracee *t, const char *data, unsigned len)
{
	struct in_pktinfo pi;
	(void)len;
	memcpy(&pi, data, sizeof pi);
	out_puts(t->out, "{ipi_ifindex=");
	print_ifindex(t->out, (unsigned)pi.ipi_ifindex);
	print_sep(t->out);
	print_inet_addr(t->out, "ipi_spec_dst", &pi.ipi_spec_dst);
	print_sep(t->out);
	print_inet_addr(t->out, "ipi_addr", &pi.ipi_addr);
	out_putc(t->out, '}');
}

static void print_cmsg_uints(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len / 4; i++) {
		uint32_t v;
		if (array_cut(t, i))
			break;
		memcpy(&v, data + 4 * i, sizeof v);
		out_printf(t->out, "%u", v);
	}
	out_putc(t->out, ']');
}

static void print_cmsg_bytes(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len; i++) {
		if (array_cut(t, i))
			break;
		out_printf(t->out, "%#x", (unsigned char)data[i]);
	}
	out_putc(t->out, ']');
}

/* struct sock_extended_err followed by the offender's address. */
static void print_cmsg_ip_recverr(struct tracee *t, const char *data, unsigned len)
{
	struct {
		uint32_t ee_errno;
		uint8_t ee_origin, ee_type, ee_code, ee_pad;
		uint32_t ee_info, ee_data;
		struct sockaddr_in offender;
	} ee;
	union sockaddr_buf sa;
	(void)len;
	memcpy(&ee, data, sizeof ee);
	out_printf(t->out, "{ee_errno=%u, ee_origin=%u, ee_type=%u, ee_code=%u, "
		   "ee_info=%u, ee_data=%u, offender=", ee.ee_errno, ee.ee_origin,
		   ee.ee_type, ee.ee_code, ee.ee_info, ee.ee_data);
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, &ee.offender, sizeof ee.offender);
	print_sockaddr(t->out, sa.bytes, sizeof ee.offender);
	out_putc(t->out, '}');
}

static void print_cmsg_ip_origdstaddr(struct tracee *t, const char *data, unsigned len)
{
	union sockaddr_buf sa;
	if (len > sizeof sa.ss)
		len = sizeof sa.ss;
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, data, len);
	print_sockaddr(t->out, sa.bytes, len);
}

typedef void (*cmsg_data_fn)(struct tracee *t, const char *data, unsigned len);

/* The control messages whose data strace shows, and the least data length
 * it shows them from. */
static const struct cmsg_printer {
	int level, type;
	cmsg_data_fn print;
	unsigned min_len;
} cmsg_printers[] = {
	{ SOL_SOCKET, SCM_RIGHTS, print_scm_rights, sizeof(int) },
	{ SOL_SOCKET, SCM_CREDENTIALS, print_scm_creds, sizeof(struct ucred) },
	{ SOL_SOCKET, 3 /* SCM_SECURITY */, print_scm_security, 1 },
	{ SOL_SOCKET, SO_TIMESTAMP_OLD, print_scm_timeval, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPNS_OLD, print_scm_timespec, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPING_OLD, print_scm_timespec3, 1 },
	{ SOL_SOCKET, SO_TIMESTAMP_NEW, print_scm_timeval, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPNS_NEW, print_scm_timespec, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPING_NEW, print_scm_timespec3, 1 },
	{ SOL_IP, IP_PKTINFO, print_cmsg_ip_pktinfo, sizeof(struct in_pktinfo) },
	{ SOL_IP, IP_TTL, print_cmsg_uints, sizeof(unsigned) },
	{ SOL_IP, IP_TOS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RECVOPTS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RETOPTS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RECVERR, print_cmsg_ip_recverr, 32 },
	{ SOL_IP, IP_ORIGDSTADDR, print_cmsg_ip_origdstaddr, sizeof(struct sockaddr_in) },
	{ SOL_IP, IP_CHECKSUM, print_cmsg_uints, sizeof(unsigned) },
	{ SOL_IP, 3 /* SCM_SECURITY */, print_scm_security, 1 },
};

/* cmsg_type=..., then cmsg_data=... for the types strace decodes.  Only
 * SOL_SOCKET and SOL_IP types have names. */
static void print_cmsg_type_data(struct tracee *t, int level, int type,
				 const char *data, unsigned len)
{
	struct output *o = t->out;
	out_puts(o, "cmsg_type=");
	if (level == SOL_SOCKET)
		print_xval(o, &xlat_scm_types, (unsigned)type, "SCM_???");
	else if (level == SOL_IP)
		print_xval(o, &xlat_ip_cmsg_types, (unsigned)type, "IP_???");
	else {
		out_printf(o, "%#x", (unsigned)type);
		return;
	}
	for (size_t i = 0; i < sizeof cmsg_printers / sizeof cmsg_printers[0]; i++) {
		const struct cmsg_printer *p = &cmsg_printers[i];
		if (p->level == level && p->type == type) {
			if (len >= p->min_len) {
				out_puts(o, ", cmsg_data=");
				p->print(t, data, len);
			}
			return;
		}
	}
}

/* The kernel takes at most net.core.optmem_max bytes of control data, and
 * strace reads no more than that. */
static unsigned optmem_max(void)
{
	unsigned v = 0;
	FILE *f = fopen("/proc/sys/net/core/optmem_max", "r");
	if (f) {
		if (fscanf(f, "%u", &v) != 1)
			v = 0;
		fclose(f);
	}
	if (!v)
		return sizeof(long long) * (2 * 1024 + 512);
	return (v + 7) & ~7u;
}

/* msg_control=[{cmsg_len=..., cmsg_level=..., cmsg_type=..., cmsg_data=...}, ...]
 * walked as the kernel's CMSG_NXTHDR does; what is left after a header
 * that cannot be walked shows as "..." with its address. */
static void print_msg_control(struct tracee *t, uint64_t addr, uint64_t in_len)
{
	struct output *o = t->out;
	struct cmsghdr h;
	if (!in_len)
		return;
	out_puts(o, ", msg_control=");
	unsigned max = optmem_max();
	unsigned control_len = in_len > max ? max : (unsigned)in_len;
	if (control_len < sizeof h) {
		print_ptr(o, addr);
		return;
	}
	char *buf = xmalloc(control_len);
	if (!mem_read(t->tid, addr, buf, control_len)) {
		print_ptr(o, addr);
		free(buf);
		return;
	}
	unsigned off = 0, left = control_len;
	out_putc(o, '[');
	while (left >= sizeof h) {
		memcpy(&h, buf + off, sizeof h);
		if (off)
			print_sep(o);
		out_printf(o, "{cmsg_len=%llu, cmsg_level=", (unsigned long long)h.cmsg_len);
		print_xval(o, &xlat_socket_levels, (unsigned)h.cmsg_level, "SOL_???");
		print_sep(o);
		uint64_t len = h.cmsg_len > left ? left : h.cmsg_len;
		print_cmsg_type_data(t, h.cmsg_level, h.cmsg_type, buf + off + sizeof h,
				     len > sizeof h ? (unsigned)(len - sizeof h) : 0);
		out_putc(o, '}');
		if (len < sizeof h) {
			left -= sizeof h;
			break;
		}
		uint64_t step = (h.cmsg_len + 7) & ~(uint64_t)7;
		if (step >= left || step < h.cmsg_len) {
			left = 0;
			break;
		}
		off += step;
		left -= step;
	}
	if (left)
		out_printf(o, ", ... /* %#llx */", (unsigned long long)(addr + control_len - left));
	else if (control_len < in_len)
		out_puts(o, ", ...");
	out_putc(o, ']');
	free(buf);
}

/* The bytes shown of each iovec: all of them for data sent; for data
 * received, only as many as the call returned, the later buffers empty. */
struct iov_ctx {
	uint64_t left;
	int netlink_fd;		/* the message's name is a netlink address: its
				 * data are netlink messages of this socket; or -1 */
};

static void print_iov_elem(struct tracee *t, const void *elem, void *ctx)
{
	const struct iovec *iov = elem;
	struct iov_ctx *c = ctx;
	uint64_t len = iov->iov_len;
	/* UINT64_MAX stands for no limit (data sent), as in strace */
	if (c->left != UINT64_MAX) {
		if (len > c->left)
			len = c->left;
		c->left -= len;
	}
	out_puts(t->out, "{iov_base=");
	if (c->netlink_fd >= 0)
		decode_netlink(t, c->netlink_fd, (uint64_t)(uintptr_t)iov->iov_base, len);
	else
		print_buf(t, (uint64_t)(uintptr_t)iov->iov_base, len);
	out_printf(t->out, ", iov_len=%llu}", (unsigned long long)iov->iov_len);
}

static void print_iov(struct tracee *t, uint64_t addr, uint64_t n, uint64_t data_size,
		      int netlink_fd)
{
	struct iov_ctx c = { data_size, netlink_fd };
	print_tracee_array(t, addr, n, sizeof(struct iovec), print_iov_elem, &c);
}

/* {msg_name=..., msg_namelen=..., msg_iov=[...], msg_iovlen=..., msg_control=[...],
 * msg_controllen=..., msg_flags=...}.  user_namelen is the length the caller
 * offered (recvmsg): the address is cut to it, and a change shows as "=>". */
static void print_msghdr(struct tracee *t, const struct msghdr *m,
			 const int *user_namelen, uint64_t data_size)
{
	struct output *o = t->out;
	int namelen = (int)m->msg_namelen;
	if (user_namelen && namelen > *user_namelen)
		namelen = *user_namelen;
	out_puts(o, "{msg_name=");
	int family = decode_sockaddr(t, (uint64_t)(uintptr_t)m->msg_name, namelen);
	out_puts(o, ", msg_namelen=");
	if (user_namelen && *user_namelen != (int)m->msg_namelen)
		out_printf(o, "%d => ", *user_namelen);
	out_printf(o, "%d, msg_iov=", (int)m->msg_namelen);
	/* the socket is the call's first argument */
	print_iov(t, (uint64_t)(uintptr_t)m->msg_iov, m->msg_iovlen, data_size,
		  family == AF_NETLINK ? argi(t, 0) : -1);
	out_printf(o, ", msg_iovlen=%llu", (unsigned long long)m->msg_iovlen);
	print_msg_control(t, (uint64_t)(uintptr_t)m->msg_control, m->msg_controllen);
	out_printf(o, ", msg_controllen=%llu, msg_flags=", (unsigned long long)m->msg_controllen);
	print_msg_flags(o, (unsigned)m->msg_flags);
	out_putc(o, '}');
}

static void decode_msghdr(struct tracee *t, uint64_t addr, const int *user_namelen,
			  uint64_t data_size)
{
	struct msghdr m;
	if (!verbose(t))
		print_ptr(t->out, addr);
	else if (fetch(t, addr, &m, sizeof m))
		print_msghdr(t, &m, user_namelen, data_size);
}

int dec_sendmsg(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	decode_msghdr(t, argu(t, 1), NULL, UINT64_MAX);
	print_sep(t->out);
	print_msg_flags(t->out, argu(t, 2));
	return DEC_DONE;
}

/* The message is shown at exit; only the name length offered is kept from
 * the entry, and after a failure it is all that is shown. */
int dec_recvmsg(struct tracee *t)
{
	struct call *c = &t->call;
	struct msghdr m;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (verbose(t) && argu(t, 1) && mem_read(t->tid, argu(t, 1), &m, sizeof m)) {
			c->saved[0] = m.msg_namelen;
			return DEC_EXIT;
		}
		print_ptr(t->out, argu(t, 1));
	} else {
		int namelen = (int)c->saved[0];
		if (c->is_error)
			out_printf(t->out, "{msg_namelen=%d}", namelen);
		else
			decode_msghdr(t, argu(t, 1), &namelen, (uint64_t)c->rval);
	}
	print_sep(t->out);
	print_msg_flags(t->out, argu(t, 2));
	return DEC_DONE;
}

/* ---- sendmmsg and recvmmsg ---- */

/* recvmmsg keeps the name length each message offered from the entry to
 * the exit.  They live in the call's aux text buffer, unused until the
 * exit prints "(left ...)" after the messages: as many as it holds (more
 * than -s shows by default); later messages show their length alone. */
enum { MAX_SAVED_NAMELENS = sizeof(((struct call *)0)->auxbuf) / sizeof(int) };

struct mmsg_ctx {
	unsigned with_len;	/* messages left that show msg_len */
	bool len_is_data;	/* msg_len limits the bytes shown (received) */
	const char *namelens;	/* offered name lengths (recvmmsg), ints, or NULL */
	unsigned n_namelens;
	unsigned i;
};

static void print_mmsg_elem(struct tracee *t, const void *elem, void *ctx)
{
	const struct mmsghdr *mm = elem;
	struct mmsg_ctx *c = ctx;
	int namelen;
	bool known = c->namelens && c->i < c->n_namelens;
	if (known)
		memcpy(&namelen, c->namelens + c->i * sizeof namelen, sizeof namelen);
	c->i++;
	out_puts(t->out, "{msg_hdr=");
	print_msghdr(t, &mm->msg_hdr, known ? &namelen : NULL,
		     c->len_is_data ? mm->msg_len : UINT64_MAX);
	if (c->with_len) {
		out_printf(t->out, ", msg_len=%u", mm->msg_len);
		c->with_len--;
	}
	out_putc(t->out, '}');
}

static void print_vlen_flags(struct tracee *t)
{
	out_printf(t->out, ", %u, ", (unsigned)argu(t, 2));
	print_msg_flags(t->out, argu(t, 3));
}

/* Printed at exit, when msg_len tells how much of each message was sent. */
int dec_sendmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (verbose(t))
			return DEC_EXIT;
		print_ptr(t->out, argu(t, 1));
		print_vlen_flags(t);
		return DEC_DONE;
	}
	struct mmsg_ctx ctx = { c->is_error ? 0 : (unsigned)c->rval, false, NULL, 0, 0 };
	print_tracee_array(t, argu(t, 1), (unsigned)argu(t, 2), sizeof(struct mmsghdr),
			   print_mmsg_elem, &ctx);
	print_vlen_flags(t);
	return DEC_DONE;
}

/* A struct timespec in tracee memory into text, as print_timespec_at
 * prints it: recvmmsg shows the timeout as given at entry, and what is
 * left of it after the return value. */
static void format_timespec(struct tracee *t, uint64_t addr, char *buf, size_t size)
{
	int64_t ts[2];
	if (!addr)
		snprintf(buf, size, "NULL");
	else if (!mem_read(t->tid, addr, ts, sizeof ts))
		snprintf(buf, size, "%#llx", (unsigned long long)addr);
	else
		snprintf(buf, size, "{tv_sec=%lld, tv_nsec=%llu}", (long long)ts[0], (unsigned long long)ts[1]);
}

static void save_namelens(struct tracee *t)
{
	struct call *c = &t->call;
	unsigned n = (unsigned)argu(t, 2), i;
	int namelen;
	struct mmsghdr mm;
	if (n > MAX_SAVED_NAMELENS)
		n = MAX_SAVED_NAMELENS;
	for (i = 0; i < n; i++) {
		if (!mem_read(t->tid, argu(t, 1) + i * sizeof mm, &mm, sizeof mm))
			break;
		namelen = (int)mm.msg_hdr.msg_namelen;
		memcpy(c->auxbuf + i * sizeof namelen, &namelen, sizeof namelen);
	}
	c->saved[0] = i;
}

/* recvmmsg at exit: the messages received, vlen, flags, the timeout as
 * it was at entry. */
static void print_mmsgs_received(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->is_error) {
		print_ptr(t->out, argu(t, 1));
	} else {
		struct mmsg_ctx ctx = { (unsigned)c->rval, true, c->auxbuf,
					(unsigned)c->saved[0], 0 };
		print_tracee_array(t, argu(t, 1), (unsigned)c->rval, sizeof(struct mmsghdr),
				   print_mmsg_elem, &ctx);
	}
	print_vlen_flags(t);
	print_sep(t->out);
	if (c->saved[1] == 0)
		out_puts(t->out, "NULL");
	else if (c->saved[1] == 2)
		print_ptr(t->out, argu(t, 4));
	else
		out_printf(t->out, "{tv_sec=%lld, tv_nsec=%llu}",
			   (long long)c->saved[2], (unsigned long long)c->saved[3]);
}

int dec_recvmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	char timeout[64];
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (!verbose(t)) {
			/* the timeout too is a struct: its address */
			print_ptr(t->out, argu(t, 1));
			print_vlen_flags(t);
			print_sep(t->out);
			print_ptr(t->out, argu(t, 4));
			return DEC_EXIT;
		}
		save_namelens(t);
		/* the timeout as it was at entry: the kernel updates it */
		int64_t ts[2];
		c->saved[1] = !argu(t, 4) ? 0 : mem_read(t->tid, argu(t, 4), ts, sizeof ts) ? 1 : 2;
		if (c->saved[1] == 1) {
			c->saved[2] = (uint64_t)ts[0];
			c->saved[3] = (uint64_t)ts[1];
		}
		return DEC_EXIT;
	}
	if (verbose(t))
		print_mmsgs_received(t);
	if (c->is_error)
		return DEC_DONE;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
	} else if (verbose(t) && argu(t, 4)) {
		format_timespec(t, argu(t, 4), timeout, sizeof timeout);
		snprintf(c->auxbuf, sizeof c->auxbuf, "(left %s)", timeout);
		c->aux = c->auxbuf;
	}
	return DEC_DONE;
}

/* ---- socket options ---- */

extern const struct xlat xlat_sock_txrehash,
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

/* fd, level, optname, */
static void print_sockopt_head(struct tracee *t, bool get)
{
	struct output *o = t->out;
	unsigned level = (unsigned)argu(t, 1), name = (unsigned)argu(t, 2);
	print_fd(t, argi(t, 0));
	print_sep(o);
	print_xval(o, &xlat_socket_levels, level, "SOL_??");
	print_sep(o);
	for (size_t i = 0; i < sizeof sockopt_levels / sizeof sockopt_levels[0]; i++) {
		const struct sockopt_level *l = &sockopt_levels[i];
		if (l->level != level)
			continue;
		const struct xlat *own = get ? l->get_names : l->set_names;
		const char *s = xlat_name(l->names, name);
		if (!s && own)
			s = xlat_name(own, name);
		if (s)
			out_puts(o, s);
		else
			out_printf(o, "%#x /* %s */", name, l->dflt);
		print_sep(o);
		return;
	}
	out_printf(o, "%u, ", name);
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
	struct output *o = t->out;
	int v;
	if (!fetch(t, addr, &v, sizeof v))
		return;
	out_putc(o, '[');
	const char *s = NULL;
	if (name == SO_TXREHASH) {
		s = xlat_name(&xlat_sock_txrehash, (unsigned)v);
		if (!s) {
			out_printf(o, "%d /* SOCK_TXREHASH_??? */]", v);
			return;
		}
	} else if (get && name == SO_ERROR) {
		s = xlat_name(&xlat_errnos, (unsigned)v);
	}
	if (s)
		out_puts(o, s);
	else
		out_printf(o, "%d", v);
	out_putc(o, ']');
}

/* A struct of 4-byte fields as getsockopt returned len bytes of it: the
 * fields covered, then the bytes of one cut short in hex. */
struct u32_field {
	const char *name;
	char kind;		/* 'd' int, 'u' unsigned, 'i' uid/gid */
};

static void print_u32_fields(struct tracee *t, uint64_t addr, unsigned len,
			     const struct u32_field *f, unsigned n)
{
	struct output *o = t->out;
	uint32_t v[4];
	if (len > n * 4)
		len = n * 4;
	if (!fetch(t, addr, v, len))
		return;
	out_putc(o, '{');
	for (unsigned i = 0; i < n && i * 4 < len; i++) {
		out_printf(o, "%s%s=", i ? ", " : "", f[i].name);
		if (len < i * 4 + 4)
			print_hex_quoted(o, &v[i], len - i * 4);
		else if (f[i].kind == 'd')
			out_printf(o, "%d", (int)v[i]);
		else if (f[i].kind == 'i')
			print_id(o, v[i]);
		else
			out_printf(o, "%u", v[i]);
	}
	out_putc(o, '}');
}

static const struct u32_field linger_fields[] = { { "l_onoff", 'd' }, { "l_linger", 'd' } };
static const struct u32_field ucred_fields[] = { { "pid", 'd' }, { "uid", 'i' }, { "gid", 'i' } };
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
		print_ptr(t->out, addr);
		return;
	}
	if (!fetch(t, addr, &m, sizeof m))
		return;
	out_putc(t->out, '{');
	print_inet_addr(t->out, "imr_multiaddr", &m.imr_multiaddr);
	print_sep(t->out);
	print_inet_addr(t->out, "imr_interface", &m.imr_interface);
	out_putc(t->out, '}');
}

static void print_ipv6_mreq(struct tracee *t, uint64_t addr, int len)
{
	struct ipv6_mreq m;
	if (len < (int)sizeof m) {
		print_ptr(t->out, addr);
		return;
	}
	if (!fetch(t, addr, &m, sizeof m))
		return;
	out_putc(t->out, '{');
	print_inet6_addr(t->out, "ipv6mr_multiaddr", &m.ipv6mr_multiaddr);
	out_puts(t->out, ", ipv6mr_interface=");
	print_ifindex(t->out, m.ipv6mr_interface);
	out_putc(t->out, '}');
}

static void print_group_req(struct tracee *t, uint64_t addr, int len)
{
	struct group_req g;
	union sockaddr_buf sa;
	if (len != (int)sizeof g) {
		print_ptr(t->out, addr);
		return;
	}
	if (!fetch(t, addr, &g, sizeof g))
		return;
	out_puts(t->out, "{gr_interface=");
	print_ifindex(t->out, g.gr_interface);
	out_puts(t->out, ", gr_group=");
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, &g.gr_group, sizeof g.gr_group);
	print_sockaddr(t->out, sa.bytes, sizeof g.gr_group);
	out_putc(t->out, '}');
}

static void print_packet_mreq(struct tracee *t, uint64_t addr, int len)
{
	struct packet_mreq m;
	if (len != (int)sizeof m || !mem_read(t->tid, addr, &m, sizeof m)) {
		print_ptr(t->out, addr);
		return;
	}
	struct output *o = t->out;
	out_puts(o, "{mr_ifindex=");
	print_ifindex(o, (unsigned)m.mr_ifindex);
	out_puts(o, ", mr_type=");
	print_xval(o, &xlat_packet_mreq_types, m.mr_type, "PACKET_MR_???");
	out_printf(o, ", mr_alen=%u, mr_address=", m.mr_alen);
	unsigned n = m.mr_alen < sizeof m.mr_address ? m.mr_alen : sizeof m.mr_address;
	for (unsigned i = 0; i < n; i++)
		out_printf(o, "%s%02x", i ? ":" : "", m.mr_address[i]);
	out_putc(o, '}');
}

static void print_tpacket_req(struct tracee *t, uint64_t addr, int len)
{
	if (len != 16) {
		print_ptr(t->out, addr);
		return;
	}
	print_u32_fields(t, addr, 16, tpacket_req_fields, 4);
}

/* struct icmp_filter: a bit for each ICMP type to drop, listed as a set
 * ([ICMP_ECHO ...], or ~[...] for the bits clear when most are set).  Bytes
 * the length leaves out count as set, as in strace. */
static void print_icmp_filter(struct tracee *t, uint64_t addr, int len)
{
	struct output *o = t->out;
	uint32_t bits = ~0u;
	if (len <= 0) {
		print_ptr(o, addr);
		return;
	}
	if (len > (int)sizeof bits)
		len = sizeof bits;
	if (!fetch(t, addr, &bits, len))
		return;
	bool invert = __builtin_popcount(bits) > 16;
	bool first = true;
	out_puts(o, invert ? "~[" : "[");
	for (unsigned i = 0; i < 32; i++) {
		if (((bits >> i) & 1) == invert)
			continue;
		if (!first)
			out_putc(o, ' ');
		print_xval(o, &xlat_icmp_types, i, "ICMP_???");
		first = false;
	}
	out_putc(o, ']');
}

/* The option value setsockopt passes, by strace's rules: a few structs,
 * an int when the length is an int's, the bytes otherwise. */
static void print_setsockopt_value(struct tracee *t, unsigned level, unsigned name,
				   uint64_t addr, int len)
{
	struct output *o = t->out;
	if (!verbose(t)) {
		print_ptr(o, addr);
		return;
	}
	if (addr) {
		switch (level) {
		case SOL_SOCKET:
			if (name == SO_LINGER) {
				if (len < 8)
					print_ptr(o, addr);
				else
					print_u32_fields(t, addr, 8, linger_fields, 2);
				return;
			}
			if (name == SO_ATTACH_FILTER || name == SO_ATTACH_REUSEPORT_CBPF) {
				/* struct sock_fprog: its BPF program is not decoded */
				print_ptr(o, addr);
				return;
			}
			if (is_int_sockopt(name)) {
				if (len < (int)sizeof(int))
					print_ptr(o, addr);
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
				print_ptr(o, addr);
			else
				print_int_at(t, addr);
			return;
		}
	}
	if (len == sizeof(int))
		print_int_at(t, addr);
	else
		print_buf(t, addr, (uint64_t)(int64_t)len);
}

int dec_setsockopt(struct tracee *t)
{
	int len = argi(t, 4);
	print_sockopt_head(t, false);
	print_setsockopt_value(t, (unsigned)argu(t, 1), (unsigned)argu(t, 2), argu(t, 3), len);
	out_printf(t->out, ", %d", len);
	return DEC_DONE;
}

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	out_printf(t->out, "%u", *(const uint32_t *)elem);
}

/* The value getsockopt returned, rlen bytes of the ulen offered.  A short
 * int option shows its bytes in hex, as a short struct field does. */
static void print_getsockopt_value(struct tracee *t, unsigned level, unsigned name,
				   uint64_t addr, int ulen, int rlen)
{
	struct output *o = t->out;
	if (ulen <= 0 || rlen <= 0) {
		/* the kernel never returns a negative length: forged */
		print_ptr(o, addr);
		return;
	}
	if (!verbose(t)) {
		print_ptr(o, addr);
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
				/* the BPF program is not decoded */
				print_ptr(o, addr);
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
				print_int_at(t, addr);
			return;
		}
	}
	if (rlen == sizeof(int))
		print_int_at(t, addr);
	else
		print_buf(t, addr, rlen);
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
		print_ptr(t->out, argu(t, 3));
		print_sep(t->out);
		print_ptr(t->out, argu(t, 4));
		return DEC_DONE;
	}
	ulen = (int)c->saved[0];
	if (c->is_error || !mem_read(t->tid, argu(t, 4), &rlen, sizeof rlen)) {
		print_ptr(t->out, argu(t, 3));
		out_printf(t->out, ", [%d]", ulen);
		return DEC_DONE;
	}
	print_getsockopt_value(t, (unsigned)argu(t, 1), (unsigned)argu(t, 2), argu(t, 3), ulen, rlen);
	print_sep(t->out);
	print_len_change(t->out, ulen, rlen);
	return DEC_DONE;
}
