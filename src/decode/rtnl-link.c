/* The link messages of NETLINK_ROUTE: struct ifinfomsg and its IFLA_*
 * attributes. */
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_arp_hardware_types, xlat_rtnl_link_attrs, xlat_iff_flags,
	xlat_rtext_filter_flags, xlat_ifla_events, xlat_rtnl_ifla_port_attrs,
	xlat_rtnl_ifla_vf_port_attrs, xlat_rtnl_ifla_xdp_attrs, xlat_rtnl_ifla_xdp_attached_mode,
	xlat_xdp_flags, xlat_rtnl_ifla_proto_down_reason_attrs;

/* struct rtnl_link_ifmap, up to port: the padding after it is no part of
 * it */
static bool print_ifla_map(struct tracee *t, const struct nla_set *set, uint64_t addr,
			   unsigned len)
{
	struct rtnl_link_ifmap m;
	unsigned size = offsetof(struct rtnl_link_ifmap, port) + sizeof m.port;
	if (len < size)
		return false;
	if (!sink_fetch(t, addr, &m, size))
		return true;
	sink_struct(t);
	sink_hex_field(t, "mem_start", m.mem_start);
	sink_hex_field(t, "mem_end", m.mem_end);
	sink_hex_field(t, "base_addr", m.base_addr);
	sink_uint_field(t, "irq", m.irq);
	sink_uint_field(t, "dma", m.dma);
	sink_uint_field(t, "port", m.port);
	sink_end(t);
	return true;
}

/* A string up to its first NUL, "..." when none comes within -s
 * (strace's QUOTE_0_TERMINATED). */
bool print_nla_cstr(struct tracee *t, const struct nla_set *set, uint64_t addr,
			   unsigned len)
{
	unsigned limit = string_limit(t);
	char buf[256];
	unsigned n = len < limit ? len : limit;
	if (n > sizeof buf)
		n = sizeof buf;
	if (sink_fetch(t, addr, buf, n))
		sink_bytes(t, buf, n, STR_NUL_STOPS | (memchr(buf, 0, n) ? 0 : STR_CUT));
	return true;
}

/* struct ifla_port_vsi: the padding only when not zero */
static bool print_ifla_port_vsi(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	struct ifla_port_vsi v;
	static const unsigned char zero[sizeof v.pad];
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_uint_field(t, "vsi_mgr_id", v.vsi_mgr_id);
	sink_field(t, "vsi_type_id");
	sink_bytes(t, v.vsi_type_id, sizeof v.vsi_type_id, STR_HEX);
	sink_uint_field(t, "vsi_type_version", v.vsi_type_version);
	if (memcmp(v.pad, zero, sizeof zero)) {
		sink_field(t, "pad");
		sink_bytes(t, v.pad, sizeof v.pad, STR_HEX);
	}
	sink_end(t);
	return true;
}

static const struct nla_desc ifla_port_attrs[] = {
	{ IFLA_PORT_VF, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PORT_PROFILE, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PORT_VSI_TYPE, NLA_FUNC, NULL, NULL, NULL, print_ifla_port_vsi, 0 },
	{ IFLA_PORT_REQUEST, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PORT_RESPONSE, NLA_U16, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set ifla_port_set =
	NLA_SET(&xlat_rtnl_ifla_port_attrs, "IFLA_VF_PORT_???", ifla_port_attrs, -1);

static const struct nla_desc ifla_vf_port_attrs[] = {
	{ IFLA_VF_PORT, NLA_NESTED, NULL, NULL, &ifla_port_set, NULL, 0 },
};

static const struct nla_set ifla_vf_ports_set =
	NLA_SET(&xlat_rtnl_ifla_vf_port_attrs, "IFLA_VF_PORT_???", ifla_vf_port_attrs, -1);

static const struct nla_desc ifla_xdp_attrs[] = {
	{ IFLA_XDP_FD, NLA_FD, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_XDP_ATTACHED, NLA_XVAL, &xlat_rtnl_ifla_xdp_attached_mode, "XDP_ATTACHED_???", NULL,
	  NULL, 1 },
	{ IFLA_XDP_FLAGS, NLA_FLAGS32, &xlat_xdp_flags, "XDP_FLAGS_???", NULL, NULL, 0 },
	{ IFLA_XDP_PROG_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_XDP_DRV_PROG_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_XDP_SKB_PROG_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_XDP_HW_PROG_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_XDP_EXPECTED_FD, NLA_FD, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set ifla_xdp_set =
	NLA_SET(&xlat_rtnl_ifla_xdp_attrs, "IFLA_XDP_???", ifla_xdp_attrs, -1);

static const struct nla_desc ifla_proto_down_reason_attrs[] = {
	{ IFLA_PROTO_DOWN_REASON_MASK, NLA_X32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PROTO_DOWN_REASON_VALUE, NLA_X32, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set ifla_proto_down_reason_set =
	NLA_SET(&xlat_rtnl_ifla_proto_down_reason_attrs, "IFLA_PROTO_DOWN_REASON_???",
		ifla_proto_down_reason_attrs, -1);

/* IFLA_PROP_LIST: link attributes again, of which strace decodes
 * IFLA_ALT_IFNAME only. */
static const struct nla_desc ifla_prop_attrs[] = {
	{ IFLA_ALT_IFNAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set ifla_prop_set =
	NLA_SET(&xlat_rtnl_link_attrs, "IFLA_???", ifla_prop_attrs, -1);

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
bool print_link_stats(struct tracee *t, uint64_t addr, unsigned len, unsigned width)
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

static bool print_ifla_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			     unsigned len)
{
	(void)set;
	return print_link_stats(t, addr, len, 4);
}

static bool print_ifla_stats64(struct tracee *t, const struct nla_set *set, uint64_t addr,
			       unsigned len)
{
	(void)set;
	return print_link_stats(t, addr, len, 8);
}

static const struct nla_desc ifla_attrs[] = {
	{ IFLA_ADDRESS, NLA_HWADDR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_BROADCAST, NLA_HWADDR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_IFNAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_MTU, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_LINK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_QDISC, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_STATS, NLA_FUNC, NULL, NULL, NULL, print_ifla_stats, 0 },
	{ IFLA_MASTER, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_TXQLEN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_WEIGHT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_OPERSTATE, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_LINKMODE, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NET_NS_PID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_IFALIAS, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NUM_VF, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_STATS64, NLA_FUNC, NULL, NULL, NULL, print_ifla_stats64, 0 },
	{ IFLA_GROUP, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NET_NS_FD, NLA_FD, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_EXT_MASK, NLA_FLAGS, &xlat_rtext_filter_flags, "RTEXT_FILTER_???", NULL, NULL, 4 },
	{ IFLA_MAP, NLA_FUNC, NULL, NULL, NULL, print_ifla_map, 0 },
	{ IFLA_PROTINFO, NLA_FUNC, NULL, NULL, NULL, print_ifla_protinfo, 0 },
	{ IFLA_AF_SPEC, NLA_FUNC, NULL, NULL, NULL, print_ifla_af_spec, 0 },
	{ IFLA_VFINFO_LIST, NLA_NESTED, NULL, NULL, &ifla_vfinfo_list_set, NULL, 0 },
	{ IFLA_LINKINFO, NLA_FUNC, NULL, NULL, NULL, print_ifla_linkinfo, 0 },
	{ IFLA_VF_PORTS, NLA_NESTED, NULL, NULL, &ifla_vf_ports_set, NULL, 0 },
	{ IFLA_PORT_SELF, NLA_NESTED, NULL, NULL, &ifla_port_set, NULL, 0 },
	{ IFLA_XDP, NLA_NESTED, NULL, NULL, &ifla_xdp_set, NULL, 0 },
	{ IFLA_PROTO_DOWN_REASON, NLA_NESTED, NULL, NULL, &ifla_proto_down_reason_set, NULL, 0 },
	{ IFLA_PROP_LIST, NLA_NESTED, NULL, NULL, &ifla_prop_set, NULL, 0 },
	{ IFLA_PROMISCUITY, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NUM_TX_QUEUES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NUM_RX_QUEUES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_CARRIER, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_CARRIER_CHANGES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_LINK_NETNSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PHYS_PORT_NAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PROTO_DOWN, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_GSO_MAX_SEGS, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_GSO_MAX_SIZE, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_EVENT, NLA_XVAL32, &xlat_ifla_events, "IFLA_EVENT_???", NULL, NULL, 0 },
	{ IFLA_NEW_NETNSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_IF_NETNSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_CARRIER_UP_COUNT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_CARRIER_DOWN_COUNT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_NEW_IFINDEX, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_MIN_MTU, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_MAX_MTU, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_ALT_IFNAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PERM_ADDRESS, NLA_HWADDR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PARENT_DEV_NAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_PARENT_DEV_BUS_NAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_GRO_MAX_SIZE, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_TSO_MAX_SIZE, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_TSO_MAX_SEGS, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_ALLMULTI, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

/* struct ifinfomsg and its IFLA_* attributes. */
void print_ifinfomsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ifinfomsg m;
	bool whole = nl_family_struct_begin(t, "ifi_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "ifi_type");
		sink_xval(t, &xlat_arp_hardware_types, m.ifi_type, "ARPHRD_???");
		sink_field(t, "ifi_index");
		print_ifindex(t, (unsigned)m.ifi_index);
		sink_field(t, "ifi_flags");
		sink_xflags(t, &xlat_iff_flags, m.ifi_flags, "IFF_???");
		sink_hex_field(t, "ifi_change", m.ifi_change);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_link_attrs, "IFLA_???", ifla_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}
