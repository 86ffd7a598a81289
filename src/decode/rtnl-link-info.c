/* IFLA_LINKINFO: a link's kind and the data of that kind.  As the kernel
 * and strace 6.1 do, the IFLA_INFO_KIND (IFLA_INFO_SLAVE_KIND) read last
 * says how the IFLA_INFO_DATA and IFLA_INFO_XSTATS (IFLA_INFO_SLAVE_DATA)
 * after it read: bridge and tun data, CAN statistics, a bridge port's
 * slave data; the other kinds' data shows as bytes. */
#include <arpa/inet.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_rtnl_ifla_info_attrs, xlat_rtnl_ifla_info_data_bridge_attrs,
	xlat_rtnl_ifla_info_data_tun_attrs, xlat_rtnl_ifla_br_boolopt_flags,
	xlat_rtnl_ifla_br_mcast_querier_attrs, xlat_tun_device_types, xlat_ethernet_protocols;

/* The walk of one IFLA_LINKINFO nest: its attribute set and the kinds
 * read so far, which the set's functions reach through the set. */
struct linkinfo_walk {
	struct nla_set set;
	char kind[64];
	char slave_kind[64];
};

static struct linkinfo_walk *walk_of(const struct nla_set *set)
{
	/* set is the first member of a struct linkinfo_walk on
	 * print_ifla_linkinfo's stack, which is not const */
	return (struct linkinfo_walk *)(uintptr_t)set;
}

/* The kind a string attribute names: empty when it is too long for buf,
 * unreadable or without its NUL, as strace reads it. */
static void read_kind(struct tracee *t, uint64_t addr, unsigned len, char *buf, size_t size)
{
	memset(buf, 0, size);
	if (len >= size)
		return;
	if (!mem_read(t->tid, addr, buf, len) || strnlen(buf, size) > len)
		buf[0] = 0;
}

static bool info_kind(struct tracee *t, const struct nla_set *set, uint64_t addr,
		      unsigned len)
{
	struct linkinfo_walk *w = walk_of(set);
	read_kind(t, addr, len, w->kind, sizeof w->kind);
	return print_nla_cstr(t, set, addr, len);
}

static bool info_slave_kind(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	struct linkinfo_walk *w = walk_of(set);
	read_kind(t, addr, len, w->slave_kind, sizeof w->slave_kind);
	return print_nla_cstr(t, set, addr, len);
}

/* ---- a bridge's IFLA_INFO_DATA ---- */

static bool br_vlan_protocol(struct tracee *t, const struct nla_set *set, uint64_t addr,
			     unsigned len)
{
	(void)set;
	uint16_t v;
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_func(t, "htons");
	sink_xval(t, &xlat_ethernet_protocols, ntohs(v), "ETH_P_???");
	sink_end(t);
	return true;
}

static bool br_boolopt(struct tracee *t, const struct nla_set *set, uint64_t addr,
		       unsigned len)
{
	(void)set;
	struct br_boolopt_multi b;
	if (len < sizeof b)
		return false;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return true;
	sink_struct(t);
	sink_field(t, "optval");
	sink_xflags(t, &xlat_rtnl_ifla_br_boolopt_flags, b.optval, "1<<BR_BOOLOPT_???");
	sink_field(t, "optmask");
	sink_xflags(t, &xlat_rtnl_ifla_br_boolopt_flags, b.optmask, "1<<BR_BOOLOPT_???");
	sink_end(t);
	return true;
}

/* An address of the family: bytes when shorter than one. */
static bool inet_addr_of(struct tracee *t, int family, uint64_t addr, unsigned len)
{
	unsigned char b[16];
	unsigned size = family == AF_INET ? 4 : 16;
	if (len < size)
		return false;
	if (sink_fetch(t, addr, b, size))
		print_nla_inet(t, family, b);
	return true;
}

static bool querier_in_addr(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	(void)set;
	return inet_addr_of(t, AF_INET, addr, len);
}

static bool querier_in6_addr(struct tracee *t, const struct nla_set *set, uint64_t addr,
			     unsigned len)
{
	(void)set;
	return inet_addr_of(t, AF_INET6, addr, len);
}

#define KIND(type, k) { type, k, NULL, NULL, NULL, NULL, 0 }
#define FUNC(type, fn) { type, NLA_FUNC, NULL, NULL, NULL, fn, 0 }

static const struct nla_desc querier_attrs[] = {
	FUNC(BRIDGE_QUERIER_IP_ADDRESS, querier_in_addr),
	KIND(BRIDGE_QUERIER_IP_PORT, NLA_IFINDEX),
	KIND(BRIDGE_QUERIER_IP_OTHER_TIMER, NLA_CLOCK_T),
	FUNC(BRIDGE_QUERIER_IPV6_ADDRESS, querier_in6_addr),
	KIND(BRIDGE_QUERIER_IPV6_PORT, NLA_IFINDEX),
	KIND(BRIDGE_QUERIER_IPV6_OTHER_TIMER, NLA_CLOCK_T),
};

static const struct nla_set querier_set =
	NLA_SET(&xlat_rtnl_ifla_br_mcast_querier_attrs, "BRIDGE_QUERIER_???", querier_attrs, -1);

static const struct nla_desc bridge_attrs[] = {
	KIND(IFLA_BR_FORWARD_DELAY, NLA_CLOCK_T), KIND(IFLA_BR_HELLO_TIME, NLA_CLOCK_T),
	KIND(IFLA_BR_MAX_AGE, NLA_CLOCK_T), KIND(IFLA_BR_AGEING_TIME, NLA_CLOCK_T),
	KIND(IFLA_BR_STP_STATE, NLA_U32), KIND(IFLA_BR_PRIORITY, NLA_U16),
	KIND(IFLA_BR_VLAN_FILTERING, NLA_U8), FUNC(IFLA_BR_VLAN_PROTOCOL, br_vlan_protocol),
	KIND(IFLA_BR_GROUP_FWD_MASK, NLA_X16), FUNC(IFLA_BR_ROOT_ID, print_bridge_id),
	FUNC(IFLA_BR_BRIDGE_ID, print_bridge_id), KIND(IFLA_BR_ROOT_PORT, NLA_U16),
	KIND(IFLA_BR_ROOT_PATH_COST, NLA_U32), KIND(IFLA_BR_TOPOLOGY_CHANGE, NLA_U8),
	KIND(IFLA_BR_TOPOLOGY_CHANGE_DETECTED, NLA_U8), KIND(IFLA_BR_HELLO_TIMER, NLA_CLOCK_T),
	KIND(IFLA_BR_TCN_TIMER, NLA_CLOCK_T), KIND(IFLA_BR_TOPOLOGY_CHANGE_TIMER, NLA_CLOCK_T),
	KIND(IFLA_BR_GC_TIMER, NLA_CLOCK_T), KIND(IFLA_BR_GROUP_ADDR, NLA_HWADDR),
	KIND(IFLA_BR_MCAST_ROUTER, NLA_U8), KIND(IFLA_BR_MCAST_SNOOPING, NLA_U8),
	KIND(IFLA_BR_MCAST_QUERY_USE_IFADDR, NLA_U8), KIND(IFLA_BR_MCAST_QUERIER, NLA_U8),
	KIND(IFLA_BR_MCAST_HASH_ELASTICITY, NLA_U32), KIND(IFLA_BR_MCAST_HASH_MAX, NLA_U32),
	KIND(IFLA_BR_MCAST_LAST_MEMBER_CNT, NLA_U32),
	KIND(IFLA_BR_MCAST_STARTUP_QUERY_CNT, NLA_U32),
	KIND(IFLA_BR_MCAST_LAST_MEMBER_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_MCAST_MEMBERSHIP_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_MCAST_QUERIER_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_MCAST_QUERY_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_MCAST_QUERY_RESPONSE_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_MCAST_STARTUP_QUERY_INTVL, NLA_CLOCK_T),
	KIND(IFLA_BR_NF_CALL_IPTABLES, NLA_U8), KIND(IFLA_BR_NF_CALL_IP6TABLES, NLA_U8),
	KIND(IFLA_BR_NF_CALL_ARPTABLES, NLA_U8), KIND(IFLA_BR_VLAN_DEFAULT_PVID, NLA_U16),
	KIND(IFLA_BR_VLAN_STATS_ENABLED, NLA_U8), KIND(IFLA_BR_MCAST_STATS_ENABLED, NLA_U8),
	KIND(IFLA_BR_MCAST_IGMP_VERSION, NLA_U8), KIND(IFLA_BR_MCAST_MLD_VERSION, NLA_U8),
	KIND(IFLA_BR_VLAN_STATS_PER_PORT, NLA_U8), FUNC(IFLA_BR_MULTI_BOOLOPT, br_boolopt),
	{ IFLA_BR_MCAST_QUERIER_STATE, NLA_NESTED, NULL, NULL, &querier_set, NULL, 0 },
};

static const struct nla_set bridge_set =
	NLA_SET(&xlat_rtnl_ifla_info_data_bridge_attrs, "IFLA_BR_???", bridge_attrs, -1);

/* ---- a tun device's IFLA_INFO_DATA ---- */

/* A uid or gid: -1 as -1. */
static bool tun_id(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len)
{
	(void)set;
	uint32_t id;
	if (len < sizeof id)
		return false;
	if (sink_fetch(t, addr, &id, sizeof id))
		print_id(t, id);
	return true;
}

static const struct nla_desc tun_attrs[] = {
	FUNC(IFLA_TUN_OWNER, tun_id), FUNC(IFLA_TUN_GROUP, tun_id),
	{ IFLA_TUN_TYPE, NLA_XVAL, &xlat_tun_device_types, "IFF_???", NULL, NULL, 1 },
	KIND(IFLA_TUN_PI, NLA_U8), KIND(IFLA_TUN_VNET_HDR, NLA_U8),
	KIND(IFLA_TUN_PERSIST, NLA_U8), KIND(IFLA_TUN_MULTI_QUEUE, NLA_U8),
	KIND(IFLA_TUN_NUM_QUEUES, NLA_U32), KIND(IFLA_TUN_NUM_DISABLED_QUEUES, NLA_U32),
};

static const struct nla_set tun_set =
	NLA_SET(&xlat_rtnl_ifla_info_data_tun_attrs, "IFLA_TUN_???", tun_attrs, -1);

/* ---- data by kind ---- */

static bool info_data(struct tracee *t, const struct nla_set *set, uint64_t addr,
		      unsigned len)
{
	const char *kind = walk_of(set)->kind;
	const struct nla_set *data = !strcmp(kind, "bridge") ? &bridge_set
				     : !strcmp(kind, "tun") ? &tun_set : NULL;
	if (!data)
		return false;
	print_nlattrs(t, data, addr, len);
	return true;
}

/* struct can_device_stats, which no uapi header has: six counters. */
static bool can_xstats(struct tracee *t, uint64_t addr, unsigned len)
{
	static const char *const names[] = {
		"bus_error", "error_warning", "error_passive", "bus_off", "arbitration_lost",
		"restarts",
	};
	uint32_t v[6];
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, v, sizeof v))
		return true;
	sink_struct(t);
	for (unsigned i = 0; i < 6; i++)
		sink_uint_field(t, names[i], v[i]);
	sink_end(t);
	return true;
}

static bool info_xstats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			unsigned len)
{
	if (strcmp(walk_of(set)->kind, "can"))
		return false;
	return can_xstats(t, addr, len);
}

static bool info_slave_data(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	if (strcmp(walk_of(set)->slave_kind, "bridge"))
		return false;
	print_nlattrs(t, &brport_set, addr, len);
	return true;
}

static const struct nla_desc info_attrs[] = {
	FUNC(IFLA_INFO_KIND, info_kind),
	FUNC(IFLA_INFO_DATA, info_data),
	FUNC(IFLA_INFO_XSTATS, info_xstats),
	FUNC(IFLA_INFO_SLAVE_KIND, info_slave_kind),
	FUNC(IFLA_INFO_SLAVE_DATA, info_slave_data),
};

bool print_ifla_linkinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
			 unsigned len)
{
	(void)set;
	struct linkinfo_walk w = {
		.set = NLA_SET(&xlat_rtnl_ifla_info_attrs, "IFLA_INFO_???", info_attrs, -1),
	};
	print_nlattrs(t, &w.set, addr, len);
	return true;
}
