/* IFLA_VFINFO_LIST: a link's virtual functions, each an IFLA_VF_INFO nest
 * of IFLA_VF_* attributes, most of them a small struct that starts with
 * the function's number. */
#include <arpa/inet.h>
#include <linux/if_link.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_rtnl_ifla_vfinfo_list_attrs, xlat_rtnl_ifla_vf_info_attrs,
	xlat_rtnl_ifla_vf_stats_attrs, xlat_rtnl_ifla_vf_vlan_list_attrs,
	xlat_rtnl_ifla_vf_link_states, xlat_ethernet_protocols;

/* {vf=1, mac=aa:bb:...}: all 32 bytes of the address, as strace shows them */
static bool print_vf_mac(struct tracee *t, const struct nla_set *set, uint64_t addr,
			 unsigned len)
{
	(void)set;
	struct ifla_vf_mac m;
	if (len < sizeof m)
		return false;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return true;
	sink_struct(t);
	sink_uint_field(t, "vf", m.vf);
	sink_field(t, "mac");
	print_hwaddr(t, m.mac, sizeof m.mac);
	sink_end(t);
	return true;
}

static bool print_vf_broadcast(struct tracee *t, const struct nla_set *set, uint64_t addr,
			       unsigned len)
{
	(void)set;
	struct ifla_vf_broadcast b;
	if (len < sizeof b)
		return false;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return true;
	sink_struct(t);
	sink_field(t, "broadcast");
	print_hwaddr(t, b.broadcast, sizeof b.broadcast);
	sink_end(t);
	return true;
}

#define VF_STRUCT(fn, type, ...) \
	static bool fn(struct tracee *t, const struct nla_set *set, uint64_t addr, \
		       unsigned len) \
	{ \
		(void)set; \
		static const struct rtnl_field f[] = { __VA_ARGS__ }; \
		return print_field_struct(t, addr, len, sizeof(type), f, \
					  sizeof f / sizeof f[0]); \
	}

VF_STRUCT(print_vf_vlan, struct ifla_vf_vlan,
	  RTNL_FIELD(struct ifla_vf_vlan, vf, false), RTNL_FIELD(struct ifla_vf_vlan, vlan, false),
	  RTNL_FIELD(struct ifla_vf_vlan, qos, false))
VF_STRUCT(print_vf_tx_rate, struct ifla_vf_tx_rate,
	  RTNL_FIELD(struct ifla_vf_tx_rate, vf, false),
	  RTNL_FIELD(struct ifla_vf_tx_rate, rate, false))
VF_STRUCT(print_vf_spoofchk, struct ifla_vf_spoofchk,
	  RTNL_FIELD(struct ifla_vf_spoofchk, vf, false),
	  RTNL_FIELD(struct ifla_vf_spoofchk, setting, false))
VF_STRUCT(print_vf_rate, struct ifla_vf_rate,
	  RTNL_FIELD(struct ifla_vf_rate, vf, false),
	  RTNL_FIELD(struct ifla_vf_rate, min_tx_rate, false),
	  RTNL_FIELD(struct ifla_vf_rate, max_tx_rate, false))
VF_STRUCT(print_vf_rss_query_en, struct ifla_vf_rss_query_en,
	  RTNL_FIELD(struct ifla_vf_rss_query_en, vf, false),
	  RTNL_FIELD(struct ifla_vf_rss_query_en, setting, false))
VF_STRUCT(print_vf_trust, struct ifla_vf_trust,
	  RTNL_FIELD(struct ifla_vf_trust, vf, false),
	  RTNL_FIELD(struct ifla_vf_trust, setting, false))

static bool print_vf_link_state(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	(void)set;
	struct ifla_vf_link_state s;
	if (len < sizeof s)
		return false;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return true;
	sink_struct(t);
	sink_uint_field(t, "vf", s.vf);
	sink_field(t, "link_state");
	sink_xval(t, &xlat_rtnl_ifla_vf_link_states, s.link_state, "IFLA_VF_LINK_STATE_???");
	sink_end(t);
	return true;
}

/* struct ifla_vf_guid: its guid is not naturally aligned, so a 32-bit
 * kernel sends 12 bytes, a 64-bit one 16; either size, no other. */
static bool print_vf_guid(struct tracee *t, const struct nla_set *set, uint64_t addr,
			  unsigned len)
{
	(void)set;
	unsigned char b[16];
	if (len != 12 && len != 16)
		return false;
	if (!sink_fetch(t, addr, b, len))
		return true;
	uint32_t vf;
	uint64_t guid;
	memcpy(&vf, b, sizeof vf);
	memcpy(&guid, b + len - sizeof guid, sizeof guid);
	sink_struct(t);
	sink_uint_field(t, "vf", vf);
	sink_hex_field(t, "guid", guid);
	sink_end(t);
	return true;
}

static bool print_vf_vlan_info(struct tracee *t, const struct nla_set *set, uint64_t addr,
			       unsigned len)
{
	(void)set;
	struct ifla_vf_vlan_info v;
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_uint_field(t, "vf", v.vf);
	sink_uint_field(t, "vlan", v.vlan);
	sink_uint_field(t, "qos", v.qos);
	sink_field(t, "vlan_proto");
	sink_func(t, "htons");
	sink_xval(t, &xlat_ethernet_protocols, ntohs(v.vlan_proto), "ETH_P_???");
	sink_end(t);
	sink_end(t);
	return true;
}

static const struct nla_desc vf_vlan_list_attrs[] = {
	{ IFLA_VF_VLAN_INFO, NLA_FUNC, NULL, NULL, NULL, print_vf_vlan_info, 0 },
};

static const struct nla_set vf_vlan_list_set =
	NLA_SET(&xlat_rtnl_ifla_vf_vlan_list_attrs, "IFLA_VF_VLAN_INFO_???", vf_vlan_list_attrs,
		-1);

#define U64(type) { type, NLA_U64, NULL, NULL, NULL, NULL, 0 }

static const struct nla_desc vf_stats_attrs[] = {
	U64(IFLA_VF_STATS_RX_PACKETS), U64(IFLA_VF_STATS_TX_PACKETS),
	U64(IFLA_VF_STATS_RX_BYTES), U64(IFLA_VF_STATS_TX_BYTES),
	U64(IFLA_VF_STATS_BROADCAST), U64(IFLA_VF_STATS_MULTICAST),
	U64(IFLA_VF_STATS_RX_DROPPED), U64(IFLA_VF_STATS_TX_DROPPED),
};

static const struct nla_set vf_stats_set =
	NLA_SET(&xlat_rtnl_ifla_vf_stats_attrs, "IFLA_VF_STATS_???", vf_stats_attrs, -1);

#define FN(type, fn) { type, NLA_FUNC, NULL, NULL, NULL, fn, 0 }

static const struct nla_desc vf_info_attrs[] = {
	FN(IFLA_VF_MAC, print_vf_mac),
	FN(IFLA_VF_VLAN, print_vf_vlan),
	FN(IFLA_VF_TX_RATE, print_vf_tx_rate),
	FN(IFLA_VF_SPOOFCHK, print_vf_spoofchk),
	FN(IFLA_VF_LINK_STATE, print_vf_link_state),
	FN(IFLA_VF_RATE, print_vf_rate),
	FN(IFLA_VF_RSS_QUERY_EN, print_vf_rss_query_en),
	{ IFLA_VF_STATS, NLA_NESTED, NULL, NULL, &vf_stats_set, NULL, 0 },
	FN(IFLA_VF_TRUST, print_vf_trust),
	FN(IFLA_VF_IB_NODE_GUID, print_vf_guid),
	FN(IFLA_VF_IB_PORT_GUID, print_vf_guid),
	{ IFLA_VF_VLAN_LIST, NLA_NESTED, NULL, NULL, &vf_vlan_list_set, NULL, 0 },
	FN(IFLA_VF_BROADCAST, print_vf_broadcast),
};

static const struct nla_set vf_info_set =
	NLA_SET(&xlat_rtnl_ifla_vf_info_attrs, "IFLA_VF_???", vf_info_attrs, -1);

static const struct nla_desc vfinfo_list_attrs[] = {
	{ IFLA_VF_INFO, NLA_NESTED, NULL, NULL, &vf_info_set, NULL, 0 },
};

const struct nla_set ifla_vfinfo_list_set =
	NLA_SET(&xlat_rtnl_ifla_vfinfo_list_attrs, "IFLA_VF_INFO_???", vfinfo_list_attrs, -1);
