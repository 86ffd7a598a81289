/* NETLINK_ROUTE payloads (links, addresses, routes) and the netlink
 * attributes that follow them, walked as the kernel's nla_next does.  The
 * attribute walker serves NLMSG_ERROR's extended acknowledgement too. */
#include <arpa/inet.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "util.h"

extern const struct xlat xlat_socket_families, xlat_arp_hardware_types,
	xlat_ifaddr_flags, xlat_routing_scopes,
	xlat_rtnl_addr_attrs, xlat_rtnl_link_attrs, xlat_iff_flags,
	xlat_rtext_filter_flags, xlat_ifla_events, xlat_routing_tables,
	xlat_routing_protocols, xlat_routing_types, xlat_routing_flags,
	xlat_rtnl_route_attrs, xlat_rtnl_rta_metrics_attrs, xlat_lwtunnel_encap_types;

/* A string attribute: its trailing NUL left out; "..." when it has none. */
static void print_nla_str(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (sink_fetch(t, addr, buf, n)) {
		bool nul = n && buf[n - 1] == 0;
		bool cut = len && (!nul || len > n);
		sink_bytes(t, buf, nul ? n - 1 : n, cut ? STR_CUT : 0);
	}
	if (buf != stackbuf)
		free(buf);
}

/* A field printed by name, or as a bare hex number when it has none,
 * whatever -X says. */
static void print_xval_hex(struct tracee *t, const struct xlat *x, unsigned v)
{
	const char *name = xlat_name(x, v);
	if (name) {
		sink_const(t, v, NUM_HEX, name, NULL);
		sink_names_always(t);
	} else {
		sink_hex(t, v);
	}
}

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
	if (!sink_fetch(t, addr, width == 8 ? (void *)v : (void *)v32, n * width))
		return true;
	sink_struct(t);
	for (unsigned i = 0; i < n; i++) {
		sink_field(t, link_stats_fields[i]);
		sink_uint(t, width == 8 ? v[i] : v32[i]);
	}
	sink_end(t);
	return true;
}

/* aa:bb:cc */
static void print_hwaddr(struct tracee *t, const unsigned char *b, unsigned len)
{
	sink_op(t, ":");
	for (unsigned i = 0; i < len; i++)
		sink_num(t, b[i], IB_XX);
	sink_end(t);
}

/* inet_addr("1.2.3.4"), inet_pton(AF_INET6, "::1"), whatever -X says. */
static void print_nla_inet(struct tracee *t, int family, const void *addr)
{
	char buf[INET6_ADDRSTRLEN];
	inet_ntop(family, addr, buf, sizeof buf);
	if (family == AF_INET) {
		sink_func(t, "inet_addr");
	} else {
		sink_func(t, "inet_pton");
		sink_symbol(t, "AF_INET6");
	}
	sink_bytes(t, buf, strlen(buf), 0);	/* -x applies */
	sink_end(t);
}

static void print_ifa_cacheinfo(struct tracee *t, const struct ifa_cacheinfo *ci)
{
	sink_struct(t);
	sink_field(t, "ifa_prefered");
	sink_uint(t, ci->ifa_prefered);
	sink_field(t, "ifa_valid");
	sink_uint(t, ci->ifa_valid);
	sink_field(t, "cstamp");
	sink_uint(t, ci->cstamp);
	sink_field(t, "tstamp");
	sink_uint(t, ci->tstamp);
	sink_end(t);
}

static void print_rta_cacheinfo(struct tracee *t, const struct rta_cacheinfo *ci)
{
	sink_struct(t);
	sink_field(t, "rta_clntref");
	sink_uint(t, ci->rta_clntref);
	sink_field(t, "rta_lastuse");
	sink_uint(t, ci->rta_lastuse);
	sink_field(t, "rta_expires");
	sink_uint(t, (unsigned)ci->rta_expires);
	sink_field(t, "rta_error");
	sink_uint(t, ci->rta_error);
	sink_field(t, "rta_used");
	sink_uint(t, ci->rta_used);
	sink_field(t, "rta_id");
	sink_hex(t, ci->rta_id);
	sink_field(t, "rta_ts");
	sink_uint(t, ci->rta_ts);
	sink_field(t, "rta_tsage");
	sink_uint(t, ci->rta_tsage);
	sink_end(t);
}

/* A 32-bit attribute already read, as its kind says. */
static void print_nla_u32(struct tracee *t, const struct nla_desc *d, uint32_t v)
{
	switch (d->kind) {
	case NLA_U32: sink_uint(t, v); break;
	case NLA_S32: sink_int(t, (int32_t)v); break;
	case NLA_IFINDEX: print_ifindex(t, v); break;
	case NLA_FLAGS32: sink_xflags(t, d->x, v, d->dflt); break;
	case NLA_XVAL32: sink_xval(t, d->x, v, d->dflt); break;
	default: print_xval_hex(t, d->x, v); break;
	}
}

/* The data of one attribute; false when strace would show its bytes. */
static bool print_nla_data(struct tracee *t, const struct nla_set *set,
			   const struct nla_desc *d, uint64_t addr, unsigned len)
{
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
		if (sink_fetch(t, addr, &v.u8, 1))
			sink_uint(t, v.u8);
		return true;
	case NLA_U16: case NLA_XVAL16:
		if (len < 2)
			return false;
		if (!sink_fetch(t, addr, &v.u16, 2))
			return true;
		if (d->kind == NLA_U16)
			sink_uint(t, v.u16);
		else
			sink_xval(t, d->x, v.u16, d->dflt);
		return true;
	case NLA_U64:
		if (len < 8)
			return false;
		if (sink_fetch(t, addr, &v.u64, 8))
			sink_uint(t, v.u64);
		return true;
	case NLA_U32: case NLA_S32: case NLA_IFINDEX: case NLA_FLAGS32: case NLA_XVAL32:
	case NLA_XVAL32_HEX:
		if (len < 4)
			return false;
		if (sink_fetch(t, addr, &v.u32, 4))
			print_nla_u32(t, d, v.u32);
		return true;
	case NLA_HWADDR:
		if (len > sizeof v.b)
			return false;
		if (sink_fetch(t, addr, v.b, len))
			print_hwaddr(t, v.b, len);
		return true;
	case NLA_INET: {
		unsigned size = set->family == AF_INET ? 4 : set->family == AF_INET6 ? 16 : 0;
		if (!size || len < size)
			return false;
		if (sink_fetch(t, addr, &v.in6, size))
			print_nla_inet(t, set->family, &v.in6);
		return true;
	}
	case NLA_IFA_CACHEINFO:
		if (len < sizeof v.ci)
			return false;
		if (sink_fetch(t, addr, &v.ci, sizeof v.ci))
			print_ifa_cacheinfo(t, &v.ci);
		return true;
	case NLA_RTA_CACHEINFO:
		if (len < sizeof v.rci)
			return false;
		if (sink_fetch(t, addr, &v.rci, sizeof v.rci))
			print_rta_cacheinfo(t, &v.rci);
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

/* nla_type=NLA_F_NESTED|IFA_ADDRESS: the flag bits by name whatever -X
 * says, the type as -X says. */
static void print_nla_type(struct tracee *t, const struct nla_set *set, unsigned nla_type)
{
	unsigned type = nla_type & NLA_TYPE_MASK;
	bool flags = nla_type & (NLA_F_NESTED | NLA_F_NET_BYTEORDER);
	if (flags)
		sink_op(t, "|");
	if (nla_type & NLA_F_NESTED)
		sink_symbol(t, "NLA_F_NESTED");
	if (nla_type & NLA_F_NET_BYTEORDER)
		sink_symbol(t, "NLA_F_NET_BYTEORDER");
	sink_xval(t, set->names, type, set->dflt);
	if (flags)
		sink_end(t);
}

static void print_nla_header(struct tracee *t, const struct nla_set *set, const struct nlattr *nla)
{
	sink_struct(t);
	sink_field(t, "nla_len");
	sink_uint(t, nla->nla_len);
	sink_field(t, "nla_type");
	print_nla_type(t, set, nla->nla_type);
	sink_end(t);
}

/* [{nla_len=8, nla_type=IFA_ADDRESS}, inet_addr("127.0.0.1")] */
static void print_nlattr(struct tracee *t, const struct nla_set *set,
			 const struct nlattr *nla, uint64_t addr, unsigned len)
{
	unsigned nla_len = nla->nla_len < len ? nla->nla_len : len;
	unsigned type = nla->nla_type & NLA_TYPE_MASK;
	if (nla_len <= NLA_HDRLEN) {
		print_nla_header(t, set, nla);
		return;
	}
	sink_array(t);
	sink_elem(t);
	print_nla_header(t, set, nla);
	const struct nla_desc *d = NULL;
	for (unsigned i = 0; i < set->n; i++)
		if (set->descs[i].type == type)
			d = &set->descs[i];
	sink_elem(t);
	if (!d || !print_nla_data(t, set, d, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN))
		print_hex_str(t, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN);
	sink_end(t);
}

/* Attributes, walked as the kernel's nla_next does: one alone, several
 * as [...], at most -s of them; what cannot be walked shows as bytes. */
void print_nlattrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len)
{
	bool in_array = false;
	for (unsigned elt = 0;; elt++) {
		struct nlattr nla;
		if (len < sizeof nla) {
			if (in_array)
				sink_elem(t);
			print_hex_str(t, addr, len);
			break;
		}
		if (!mem_read(t->tid, addr, &nla, sizeof nla)) {
			if (in_array) {
				sink_ellipsis(t);
				sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)addr);
			} else {
				sink_ptr(t, addr);
			}
			break;
		}
		if (cut_before(t, elt)) {
			sink_ellipsis(t);
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
			sink_array(t);
			in_array = true;
		}
		if (in_array)
			sink_elem(t);
		print_nlattr(t, set, &nla, addr, len);
		if (!next_addr)
			break;
		addr = next_addr;
		len = next_len;
	}
	if (in_array)
		sink_end(t);
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

/* The attributes after a struct of size bytes, when there are any. */
static void print_msg_attrs(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len, size_t size)
{
	if (len > NLMSG_ALIGN(size))
		print_nlattrs(t, set, addr + NLMSG_ALIGN(size), len - NLMSG_ALIGN(size));
}

/* {xxx_family=AF_INET, ...: the family every payload begins with, read
 * already; "..." for the rest when the payload is shorter than the
 * struct. */
static bool msg_begin(struct tracee *t, const char *field, uint8_t family, unsigned len,
		      size_t size)
{
	sink_struct(t);
	sink_field(t, field);
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len >= size)
		return true;
	sink_ellipsis(t);
	return false;
}

/* struct ifaddrmsg and its IFA_* attributes; "..." when the payload is
 * shorter than the struct. */
static void print_ifaddrmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ifaddrmsg m;
	bool whole = msg_begin(t, "ifa_family", family, len, sizeof m) &&
		     sink_fetch(t, addr + 1, (char *)&m + 1, sizeof m - 1);
	if (whole) {
		sink_field(t, "ifa_prefixlen");
		sink_uint(t, m.ifa_prefixlen);
		sink_field(t, "ifa_flags");
		sink_xflags(t, &xlat_ifaddr_flags, m.ifa_flags, "IFA_F_???");
		sink_field(t, "ifa_scope");
		print_xval_hex(t, &xlat_routing_scopes, m.ifa_scope);
		sink_field(t, "ifa_index");
		print_ifindex(t, m.ifa_index);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = { &xlat_rtnl_addr_attrs, "IFA_???", ifa_attrs,
				       sizeof ifa_attrs / sizeof ifa_attrs[0], family };
		print_msg_attrs(t, &set, addr, len, sizeof m);
	}
}

/* struct ifinfomsg and its IFLA_* attributes. */
static void print_ifinfomsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ifinfomsg m;
	bool whole = msg_begin(t, "ifi_family", family, len, sizeof m) &&
		     sink_fetch(t, addr + 2, (char *)&m + 2, sizeof m - 2);
	if (whole) {
		sink_field(t, "ifi_type");
		sink_xval(t, &xlat_arp_hardware_types, m.ifi_type, "ARPHRD_???");
		sink_field(t, "ifi_index");
		print_ifindex(t, (unsigned)m.ifi_index);
		sink_field(t, "ifi_flags");
		sink_xflags(t, &xlat_iff_flags, m.ifi_flags, "IFF_???");
		sink_field(t, "ifi_change");
		sink_xflags(t, &xlat_iff_flags, m.ifi_change, "IFF_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = { &xlat_rtnl_link_attrs, "IFLA_???", ifla_attrs,
				       sizeof ifla_attrs / sizeof ifla_attrs[0], family };
		print_msg_attrs(t, &set, addr, len, sizeof m);
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
	struct rtmsg m;
	bool whole = msg_begin(t, "rtm_family", family, len, sizeof m) &&
		     sink_fetch(t, addr + 1, (char *)&m + 1, sizeof m - 1);
	if (whole) {
		sink_field(t, "rtm_dst_len");
		sink_uint(t, m.rtm_dst_len);
		sink_field(t, "rtm_src_len");
		sink_uint(t, m.rtm_src_len);
		sink_field(t, "rtm_tos");
		sink_uint(t, m.rtm_tos);
		sink_field(t, "rtm_table");
		print_xval_hex(t, &xlat_routing_tables, m.rtm_table);
		sink_field(t, "rtm_protocol");
		sink_xval(t, &xlat_routing_protocols, m.rtm_protocol, "RTPROT_???");
		sink_field(t, "rtm_scope");
		print_xval_hex(t, &xlat_routing_scopes, m.rtm_scope);
		sink_field(t, "rtm_type");
		sink_xval(t, &xlat_routing_types, m.rtm_type, "RTN_???");
		sink_field(t, "rtm_flags");
		sink_xflags(t, &xlat_routing_flags, m.rtm_flags, "RTM_F_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = { &xlat_rtnl_route_attrs, "RTA_???", rta_attrs,
				       sizeof rta_attrs / sizeof rta_attrs[0], family };
		print_msg_attrs(t, &set, addr, len, sizeof m);
	}
}

/* A NETLINK_ROUTE payload.  Addresses and links are decoded; other
 * messages show their family and bytes, as strace shows the types it has
 * no decoder for. */
void print_route_payload(struct tracee *t, unsigned type, uint64_t addr, unsigned len)
{
	uint8_t family;
	if (!sink_fetch(t, addr, &family, 1))
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
	sink_struct(t);
	sink_field(t, "family");
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len > 1) {
		sink_field(t, "data");
		print_hex_str(t, addr + 1, len - 1);
	}
	sink_end(t);
}
