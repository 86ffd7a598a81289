/* The link attributes whose layout depends on an address family:
 * IFLA_PROTINFO (a bridge port's IFLA_BRPORT_* or AF_INET6's
 * IFLA_INET6_*, by the ifinfomsg's family) and IFLA_AF_SPEC (the bridge's
 * IFLA_BRIDGE_* for an AF_BRIDGE link, else one nest per family, typed by
 * that family). */
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_rtnl_ifla_brport_attrs, xlat_rtnl_ifla_af_spec_inet_attrs,
	xlat_rtnl_ifla_af_spec_inet6_attrs, xlat_rtnl_ifla_af_spec_mctp_attrs,
	xlat_in6_addr_gen_mode, xlat_inet6_if_flags, xlat_inet_devconf_indices,
	xlat_inet6_devconf_indices, xlat_snmp_ip_stats, xlat_snmp_icmp6_stats,
	xlat_rtnl_ifla_af_spec_bridge_attrs, xlat_rtnl_ifla_bridge_flags,
	xlat_rtnl_ifla_bridge_modes, xlat_nl_bridge_vlan_flags,
	xlat_rtnl_ifla_af_spec_bridge_vlan_tunnel_info_attrs, xlat_socket_families;

/* ---- a bridge port ---- */

static void print_u8_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_uint(t, *(const uint8_t *)elem);
}

/* struct ifla_bridge_id: {prio=[128, 0], addr=aa:bb:cc:dd:ee:ff} */
bool print_bridge_id(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	(void)set;
	struct ifla_bridge_id id;
	if (len < sizeof id)
		return false;
	if (!sink_fetch(t, addr, &id, sizeof id))
		return true;
	sink_struct(t);
	sink_field(t, "prio");
	print_array(t, addr + offsetof(struct ifla_bridge_id, prio), sizeof id.prio, 1,
		    print_u8_elem, NULL);
	sink_field(t, "addr");
	print_hwaddr(t, id.addr, sizeof id.addr);
	sink_end(t);
	return true;
}

#define U8(type) { type, NLA_U8, NULL, NULL, NULL, NULL, 0 }
#define U16(type) { type, NLA_U16, NULL, NULL, NULL, NULL, 0 }
#define U32(type) { type, NLA_U32, NULL, NULL, NULL, NULL, 0 }
#define CLOCK(type) { type, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 }

static const struct nla_desc brport_attrs[] = {
	U8(IFLA_BRPORT_STATE), U16(IFLA_BRPORT_PRIORITY), U32(IFLA_BRPORT_COST),
	U8(IFLA_BRPORT_MODE), U8(IFLA_BRPORT_GUARD), U8(IFLA_BRPORT_PROTECT),
	U8(IFLA_BRPORT_FAST_LEAVE), U8(IFLA_BRPORT_LEARNING), U8(IFLA_BRPORT_UNICAST_FLOOD),
	U8(IFLA_BRPORT_PROXYARP), U8(IFLA_BRPORT_LEARNING_SYNC), U8(IFLA_BRPORT_PROXYARP_WIFI),
	{ IFLA_BRPORT_ROOT_ID, NLA_FUNC, NULL, NULL, NULL, print_bridge_id, 0 },
	{ IFLA_BRPORT_BRIDGE_ID, NLA_FUNC, NULL, NULL, NULL, print_bridge_id, 0 },
	U16(IFLA_BRPORT_DESIGNATED_PORT), U16(IFLA_BRPORT_DESIGNATED_COST),
	U16(IFLA_BRPORT_ID), U16(IFLA_BRPORT_NO), U8(IFLA_BRPORT_TOPOLOGY_CHANGE_ACK),
	U8(IFLA_BRPORT_CONFIG_PENDING), CLOCK(IFLA_BRPORT_MESSAGE_AGE_TIMER),
	CLOCK(IFLA_BRPORT_FORWARD_DELAY_TIMER), CLOCK(IFLA_BRPORT_HOLD_TIMER),
	U8(IFLA_BRPORT_MULTICAST_ROUTER), U8(IFLA_BRPORT_MCAST_FLOOD),
	U8(IFLA_BRPORT_MCAST_TO_UCAST), U8(IFLA_BRPORT_VLAN_TUNNEL),
	U8(IFLA_BRPORT_BCAST_FLOOD),
	{ IFLA_BRPORT_GROUP_FWD_MASK, NLA_X16, NULL, NULL, NULL, NULL, 0 },
	U8(IFLA_BRPORT_NEIGH_SUPPRESS), U8(IFLA_BRPORT_ISOLATED),
	{ IFLA_BRPORT_BACKUP_PORT, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	U8(IFLA_BRPORT_MRP_RING_OPEN), U8(IFLA_BRPORT_MRP_IN_OPEN),
	U32(IFLA_BRPORT_MCAST_EHT_HOSTS_LIMIT), U32(IFLA_BRPORT_MCAST_EHT_HOSTS_CNT),
	U8(IFLA_BRPORT_LOCKED),
};

const struct nla_set brport_set =
	NLA_SET(&xlat_rtnl_ifla_brport_attrs, "IFLA_BRPORT_???", brport_attrs, -1);

/* ---- AF_INET and AF_INET6 ---- */

static bool print_inet_conf(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	(void)set;
	return print_indexed_array(t, addr, len, 4, true, &xlat_inet_devconf_indices,
				   "IPV4_DEVCONF_???");
}

static const struct nla_desc inet_attrs[] = {
	{ IFLA_INET_CONF, NLA_FUNC, NULL, NULL, NULL, print_inet_conf, 0 },
};

static const struct nla_set inet_set =
	NLA_SET(&xlat_rtnl_ifla_af_spec_inet_attrs, "IFLA_INET_???", inet_attrs, -1);

static bool print_inet6_conf(struct tracee *t, const struct nla_set *set, uint64_t addr,
			     unsigned len)
{
	(void)set;
	return print_indexed_array(t, addr, len, 4, true, &xlat_inet6_devconf_indices,
				   "DEVCONF_???");
}

static bool print_inet6_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			      unsigned len)
{
	(void)set;
	return print_indexed_array(t, addr, len, 8, false, &xlat_snmp_ip_stats,
				   "IPSTATS_MIB_???");
}

static bool print_icmp6_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			      unsigned len)
{
	(void)set;
	return print_indexed_array(t, addr, len, 8, false, &xlat_snmp_icmp6_stats,
				   "ICMP6_MIB_???");
}

static bool print_inet6_cacheinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
				  unsigned len)
{
	(void)set;
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct ifla_cacheinfo, max_reasm_len, false),
		RTNL_FIELD(struct ifla_cacheinfo, tstamp, false),
		RTNL_FIELD(struct ifla_cacheinfo, reachable_time, false),
		RTNL_FIELD(struct ifla_cacheinfo, retrans_time, false),
	};
	return print_field_struct(t, addr, len, sizeof(struct ifla_cacheinfo), f, 4);
}

static const struct nla_desc inet6_attrs[] = {
	{ IFLA_INET6_FLAGS, NLA_FLAGS, &xlat_inet6_if_flags, "IF_???", NULL, NULL, 4 },
	{ IFLA_INET6_CONF, NLA_FUNC, NULL, NULL, NULL, print_inet6_conf, 0 },
	{ IFLA_INET6_STATS, NLA_FUNC, NULL, NULL, NULL, print_inet6_stats, 0 },
	{ IFLA_INET6_CACHEINFO, NLA_FUNC, NULL, NULL, NULL, print_inet6_cacheinfo, 0 },
	{ IFLA_INET6_ICMP6STATS, NLA_FUNC, NULL, NULL, NULL, print_icmp6_stats, 0 },
	{ IFLA_INET6_TOKEN, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ IFLA_INET6_ADDR_GEN_MODE, NLA_XVAL, &xlat_in6_addr_gen_mode, "IN6_ADDR_GEN_MODE_???",
	  NULL, NULL, 1 },
	U32(IFLA_INET6_RA_MTU),
};

static const struct nla_set inet6_set =
	NLA_SET(&xlat_rtnl_ifla_af_spec_inet6_attrs, "IFLA_INET6_???", inet6_attrs, AF_INET6);

static const struct nla_desc mctp_attrs[] = {
	U32(IFLA_MCTP_NET),
};

static const struct nla_set mctp_set =
	NLA_SET(&xlat_rtnl_ifla_af_spec_mctp_attrs, "IFLA_MCTP_???", mctp_attrs, -1);

bool print_ifla_protinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
			 unsigned len)
{
	if (set->family == AF_BRIDGE)
		print_nlattrs(t, &brport_set, addr, len);
	else if (set->family == AF_INET6)
		print_nlattrs(t, &inet6_set, addr, len);
	else
		return false;
	return true;
}

/* ---- IFLA_AF_SPEC ---- */

/* struct bridge_vlan_info, and the bytes after it */
static bool print_bridge_vlan_info(struct tracee *t, const struct nla_set *set, uint64_t addr,
				   unsigned len)
{
	(void)set;
	struct bridge_vlan_info v;
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_nl_bridge_vlan_flags, v.flags, "BRIDGE_VLAN_INFO_???");
	sink_uint_field(t, "vid", v.vid);
	sink_end(t);
	if (len > sizeof v) {
		sink_elem(t);
		print_hex_str(t, addr + sizeof v, len - sizeof v);
	}
	return true;
}

static const struct nla_desc vlan_tunnel_attrs[] = {
	U32(IFLA_BRIDGE_VLAN_TUNNEL_ID),
	U16(IFLA_BRIDGE_VLAN_TUNNEL_VID),
	{ IFLA_BRIDGE_VLAN_TUNNEL_FLAGS, NLA_FLAGS, &xlat_nl_bridge_vlan_flags,
	  "BRIDGE_VLAN_INFO_???", NULL, NULL, 2 },
};

static const struct nla_set vlan_tunnel_set =
	NLA_SET(&xlat_rtnl_ifla_af_spec_bridge_vlan_tunnel_info_attrs,
		"IFLA_BRIDGE_VLAN_TUNNEL_???", vlan_tunnel_attrs, -1);

static const struct nla_desc bridge_attrs[] = {
	{ IFLA_BRIDGE_FLAGS, NLA_FLAGS, &xlat_rtnl_ifla_bridge_flags, "BRIDGE_FLAGS_???",
	  NULL, NULL, 2 },
	{ IFLA_BRIDGE_MODE, NLA_XVAL, &xlat_rtnl_ifla_bridge_modes, "BRIDGE_MODE_???",
	  NULL, NULL, 2 },
	{ IFLA_BRIDGE_VLAN_INFO, NLA_FUNC, NULL, NULL, NULL, print_bridge_vlan_info, 0 },
	{ IFLA_BRIDGE_VLAN_TUNNEL_INFO, NLA_NESTED, NULL, NULL, &vlan_tunnel_set, NULL, 0 },
};

static const struct nla_set bridge_set =
	NLA_SET(&xlat_rtnl_ifla_af_spec_bridge_attrs, "IFLA_BRIDGE_???", bridge_attrs, -1);

/* The nests of the other families, each typed by its family. */
static const struct nla_desc af_attrs[] = {
	{ AF_INET, NLA_NESTED, NULL, NULL, &inet_set, NULL, 0 },
	{ AF_INET6, NLA_NESTED, NULL, NULL, &inet6_set, NULL, 0 },
	{ AF_MCTP, NLA_NESTED, NULL, NULL, &mctp_set, NULL, 0 },
};

static const struct nla_set af_set = NLA_SET(&xlat_socket_families, "AF_???", af_attrs, -1);

bool print_ifla_af_spec(struct tracee *t, const struct nla_set *set, uint64_t addr,
			unsigned len)
{
	print_nlattrs(t, set->family == AF_BRIDGE ? &bridge_set : &af_set, addr, len);
	return true;
}
