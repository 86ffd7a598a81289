/* The interface statistics messages of NETLINK_ROUTE: struct if_stats_msg
 * and its IFLA_STATS_* attributes, the extended statistics of bridges and
 * bonds, the offload ones and the per-family ones (AF_MPLS). */
#include <sys/socket.h>
#include <linux/if_bonding.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_ifstats_attrs, xlat_ifstats_attr_flags, xlat_socket_families,
	xlat_ifstats_xstats_type_attrs, xlat_ifstats_xstats_bridge_attrs,
	xlat_ifstats_xstats_bond_attrs, xlat_ifstats_xstats_bond_3ad_attrs,
	xlat_ifstats_offload_attrs, xlat_ifstats_af_spec_mpls_attrs,
	xlat_ifstats_xstats_bridge_mcast_indices, xlat_nl_bridge_vlan_flags;

static bool print_stats64(struct tracee *t, const struct nla_set *set, uint64_t addr,
			  unsigned len)
{
	(void)set;
	return print_link_stats(t, addr, len, 8);
}

/* The bytes after a struct of size bytes, as another element. */
static void print_tail(struct tracee *t, uint64_t addr, unsigned len, size_t size)
{
	if (len > size) {
		sink_elem(t);
		print_hex_str(t, addr + size, len - size);
	}
}

#define F(type, member) RTNL_FIELD(type, member, false)

/* struct bridge_vlan_xstats: the padding only when not zero */
static bool print_bridge_vlan_xstats(struct tracee *t, const struct nla_set *set,
				     uint64_t addr, unsigned len)
{
	(void)set;
	struct bridge_vlan_xstats s;
	if (len < sizeof s)
		return false;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return true;
	sink_struct(t);
	sink_uint_field(t, "rx_bytes", s.rx_bytes);
	sink_uint_field(t, "rx_packets", s.rx_packets);
	sink_uint_field(t, "tx_bytes", s.tx_bytes);
	sink_uint_field(t, "tx_packets", s.tx_packets);
	sink_uint_field(t, "vid", s.vid);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_nl_bridge_vlan_flags, s.flags, "BRIDGE_VLAN_INFO_???");
	if (s.pad2)
		sink_hex_field(t, "pad2", s.pad2);
	sink_end(t);
	print_tail(t, addr, len, sizeof s);
	return true;
}

/* struct br_mcast_stats: pairs of counters by direction,
 * igmp_v1queries=[[BR_MCAST_DIR_RX]=1, [BR_MCAST_DIR_TX]=2]; the two
 * parse error counts are plain numbers. */
static bool print_bridge_mcast_xstats(struct tracee *t, const struct nla_set *set,
				      uint64_t addr, unsigned len)
{
	(void)set;
	static const struct { const char *name; uint16_t offset; } pairs[] = {
#define P(m) { #m, offsetof(struct br_mcast_stats, m) }
		P(igmp_v1queries), P(igmp_v2queries), P(igmp_v3queries), P(igmp_leaves),
		P(igmp_v1reports), P(igmp_v2reports), P(igmp_v3reports), P(igmp_parse_errors),
		P(mld_v1queries), P(mld_v2queries), P(mld_leaves), P(mld_v1reports),
		P(mld_v2reports), P(mld_parse_errors), P(mcast_bytes), P(mcast_packets),
#undef P
	};
	struct br_mcast_stats s;
	if (len < sizeof s)
		return false;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return true;
	sink_struct(t);
	for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		sink_field(t, pairs[i].name);
		const unsigned char *p = (const unsigned char *)&s + pairs[i].offset;
		if (pairs[i].offset == offsetof(struct br_mcast_stats, igmp_parse_errors) ||
		    pairs[i].offset == offsetof(struct br_mcast_stats, mld_parse_errors)) {
			uint64_t v;
			memcpy(&v, p, sizeof v);
			sink_uint(t, v);
		} else {
			print_indexed_array(t, addr + pairs[i].offset, 2 * sizeof(uint64_t),
					    sizeof(uint64_t), false,
					    &xlat_ifstats_xstats_bridge_mcast_indices, NULL);
		}
	}
	sink_end(t);
	print_tail(t, addr, len, sizeof s);
	return true;
}

static bool print_bridge_stp_xstats(struct tracee *t, const struct nla_set *set,
				    uint64_t addr, unsigned len)
{
	(void)set;
	static const struct rtnl_field f[] = {
		F(struct bridge_stp_xstats, transition_blk),
		F(struct bridge_stp_xstats, transition_fwd),
		F(struct bridge_stp_xstats, rx_bpdu), F(struct bridge_stp_xstats, tx_bpdu),
		F(struct bridge_stp_xstats, rx_tcn), F(struct bridge_stp_xstats, tx_tcn),
	};
	if (!print_field_struct(t, addr, len, sizeof(struct bridge_stp_xstats), f, 6))
		return false;
	print_tail(t, addr, len, sizeof(struct bridge_stp_xstats));
	return true;
}

static const struct nla_desc xstats_bridge_attrs[] = {
	{ BRIDGE_XSTATS_VLAN, NLA_FUNC, NULL, NULL, NULL, print_bridge_vlan_xstats, 0 },
	{ BRIDGE_XSTATS_MCAST, NLA_FUNC, NULL, NULL, NULL, print_bridge_mcast_xstats, 0 },
	{ BRIDGE_XSTATS_STP, NLA_FUNC, NULL, NULL, NULL, print_bridge_stp_xstats, 0 },
};

static const struct nla_set xstats_bridge_set =
	NLA_SET(&xlat_ifstats_xstats_bridge_attrs, "BRIDGE_XSTATS_???", xstats_bridge_attrs, -1);

#define U64(type) { type, NLA_U64, NULL, NULL, NULL, NULL, 0 }

static const struct nla_desc bond_3ad_attrs[] = {
	U64(BOND_3AD_STAT_LACPDU_RX), U64(BOND_3AD_STAT_LACPDU_TX),
	U64(BOND_3AD_STAT_LACPDU_UNKNOWN_RX), U64(BOND_3AD_STAT_LACPDU_ILLEGAL_RX),
	U64(BOND_3AD_STAT_MARKER_RX), U64(BOND_3AD_STAT_MARKER_TX),
	U64(BOND_3AD_STAT_MARKER_RESP_RX), U64(BOND_3AD_STAT_MARKER_RESP_TX),
	U64(BOND_3AD_STAT_MARKER_UNKNOWN_RX),
};

static const struct nla_set bond_3ad_set =
	NLA_SET(&xlat_ifstats_xstats_bond_3ad_attrs, "BOND_XSTATS_???", bond_3ad_attrs, -1);

static const struct nla_desc xstats_bond_attrs[] = {
	{ BOND_XSTATS_3AD, NLA_NESTED, NULL, NULL, &bond_3ad_set, NULL, 0 },
};

static const struct nla_set xstats_bond_set =
	NLA_SET(&xlat_ifstats_xstats_bond_attrs, "BOND_XSTATS_???", xstats_bond_attrs, -1);

static const struct nla_desc xstats_attrs[] = {
	{ LINK_XSTATS_TYPE_BRIDGE, NLA_NESTED, NULL, NULL, &xstats_bridge_set, NULL, 0 },
	{ LINK_XSTATS_TYPE_BOND, NLA_NESTED, NULL, NULL, &xstats_bond_set, NULL, 0 },
};

static const struct nla_set xstats_set =
	NLA_SET(&xlat_ifstats_xstats_type_attrs, "LINK_XSTATS_TYPE_???", xstats_attrs, -1);

static const struct nla_desc offload_attrs[] = {
	{ IFLA_OFFLOAD_XSTATS_CPU_HIT, NLA_FUNC, NULL, NULL, NULL, print_stats64, 0 },
};

static const struct nla_set offload_set =
	NLA_SET(&xlat_ifstats_offload_attrs, "IFLA_OFFLOAD_XSTATS_???", offload_attrs, -1);

static bool print_mpls_link_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
				  unsigned len)
{
	(void)set;
	static const struct rtnl_field f[] = {
		F(struct mpls_link_stats, rx_packets), F(struct mpls_link_stats, tx_packets),
		F(struct mpls_link_stats, rx_bytes), F(struct mpls_link_stats, tx_bytes),
		F(struct mpls_link_stats, rx_errors), F(struct mpls_link_stats, tx_errors),
		F(struct mpls_link_stats, rx_dropped), F(struct mpls_link_stats, tx_dropped),
		F(struct mpls_link_stats, rx_noroute),
	};
	if (!print_field_struct(t, addr, len, sizeof(struct mpls_link_stats), f, 9))
		return false;
	print_tail(t, addr, len, sizeof(struct mpls_link_stats));
	return true;
}

static const struct nla_desc mpls_attrs[] = {
	{ MPLS_STATS_LINK, NLA_FUNC, NULL, NULL, NULL, print_mpls_link_stats, 0 },
};

static const struct nla_set mpls_set =
	NLA_SET(&xlat_ifstats_af_spec_mpls_attrs, "MPLS_STATS_???", mpls_attrs, -1);

/* IFLA_STATS_AF_SPEC: a nest per family, typed by the family */
static const struct nla_desc af_attrs[] = {
	{ AF_MPLS, NLA_NESTED, NULL, NULL, &mpls_set, NULL, 0 },
};

static const struct nla_set af_set = NLA_SET(&xlat_socket_families, "AF_???", af_attrs, -1);

static const struct nla_desc ifstats_attrs[] = {
	{ IFLA_STATS_LINK_64, NLA_FUNC, NULL, NULL, NULL, print_stats64, 0 },
	{ IFLA_STATS_LINK_XSTATS, NLA_NESTED, NULL, NULL, &xstats_set, NULL, 0 },
	{ IFLA_STATS_LINK_XSTATS_SLAVE, NLA_NESTED, NULL, NULL, &xstats_set, NULL, 0 },
	{ IFLA_STATS_LINK_OFFLOAD_XSTATS, NLA_NESTED, NULL, NULL, &offload_set, NULL, 0 },
	{ IFLA_STATS_AF_SPEC, NLA_NESTED, NULL, NULL, &af_set, NULL, 0 },
};

/* struct if_stats_msg: its padding only when not zero, as strace shows it. */
void print_if_stats_msg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct if_stats_msg m;
	bool whole = nl_family_struct_begin(t, "family", family, addr, len, &m, sizeof m);
	if (whole) {
		if (m.pad1)
			sink_hex_field(t, "pad1", m.pad1);
		if (m.pad2)
			sink_hex_field(t, "pad2", m.pad2);
		sink_field(t, "ifindex");
		print_ifindex(t, m.ifindex);
		sink_field(t, "filter_mask");
		sink_xflags(t, &xlat_ifstats_attr_flags, m.filter_mask, "1<<IFLA_STATS_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_ifstats_attrs, "IFLA_STATS_???", ifstats_attrs,
					     family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}
