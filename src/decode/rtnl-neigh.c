/* The neighbour messages of NETLINK_ROUTE: ndmsg (neighbour cache entries)
 * with its NDA_* attributes, ndtmsg (neighbour tables) with NDTA_* and
 * NDTPA_*, and br_port_msg (bridge multicast database) with MDBA_*. */
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/neighbour.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_socket_families, xlat_routing_types, xlat_inet_protocols,
	xlat_neighbor_cache_entry_states, xlat_neighbor_cache_entry_flags,
	xlat_neighbor_cache_entry_ext_flags, xlat_rtnl_neigh_attrs,
	xlat_rtnl_neigh_fdb_ext_attrs, xlat_fdb_notify_flags, xlat_rtnl_neightbl_attrs,
	xlat_rtnl_neightbl_parms_attrs, xlat_rtnl_mdb_attrs, xlat_rtnl_mdba_mdb_attrs,
	xlat_rtnl_mdba_mdb_entry_attrs, xlat_rtnl_mdba_mdb_eattr_attrs,
	xlat_rtnl_mdba_router_attrs, xlat_rtnl_mdba_router_pattr_attrs, xlat_mdb_flags,
	xlat_mdb_states, xlat_multicast_router_types;

static bool print_nda_cacheinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	struct nda_cacheinfo ci;
	(void)set;
	if (len < sizeof ci)
		return false;
	if (!sink_fetch(t, addr, &ci, sizeof ci))
		return true;
	sink_struct(t);
	sink_uint_field(t, "ndm_confirmed", ci.ndm_confirmed);
	sink_uint_field(t, "ndm_used", ci.ndm_used);
	sink_uint_field(t, "ndm_updated", ci.ndm_updated);
	sink_uint_field(t, "ndm_refcnt", ci.ndm_refcnt);
	sink_end(t);
	return true;
}

static const struct nla_desc nfea_attrs[] = {
	{ NFEA_ACTIVITY_NOTIFY, NLA_FLAGS, &xlat_fdb_notify_flags, "FDB_NOTIFY_???", NULL,
	  NULL, 1 },
};

static const struct nla_set nfea_set =
	NLA_SET(&xlat_rtnl_neigh_fdb_ext_attrs, "NFEA_???", nfea_attrs, -1);

static const struct nla_desc nda_attrs[] = {
	{ NDA_DST, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ NDA_LLADDR, NLA_HWADDR, NULL, NULL, NULL, NULL, 0 },
	{ NDA_CACHEINFO, NLA_FUNC, NULL, NULL, NULL, print_nda_cacheinfo, 0 },
	{ NDA_PROBES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDA_VLAN, NLA_U16, NULL, NULL, NULL, NULL, 0 },
	{ NDA_PORT, NLA_BE16, NULL, NULL, NULL, NULL, 0 },
	{ NDA_VNI, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDA_IFINDEX, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NDA_MASTER, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NDA_LINK_NETNSID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDA_SRC_VNI, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDA_PROTOCOL, NLA_XVAL, &xlat_inet_protocols, "IPPROTO_???", NULL, NULL, 0 },
	{ NDA_NH_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDA_FDB_EXT_ATTRS, NLA_NESTED, NULL, NULL, &nfea_set, NULL, 0 },
	{ NDA_FLAGS_EXT, NLA_FLAGS, &xlat_neighbor_cache_entry_ext_flags, "NTF_EXT_???", NULL,
	  NULL, 4 },
	{ NDA_NDM_STATE_MASK, NLA_FLAGS, &xlat_neighbor_cache_entry_states, "NUD_???", NULL,
	  NULL, 2 },
	{ NDA_NDM_FLAGS_MASK, NLA_FLAGS, &xlat_neighbor_cache_entry_flags, "NTF_???", NULL,
	  NULL, 1 },
};

/* struct ndmsg and its NDA_* attributes. */
void print_ndmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ndmsg m;
	bool whole = nl_family_struct_begin(t, "ndm_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "ndm_ifindex");
		print_ifindex(t, (unsigned)m.ndm_ifindex);
		sink_field(t, "ndm_state");
		sink_xflags(t, &xlat_neighbor_cache_entry_states, m.ndm_state, "NUD_???");
		sink_field(t, "ndm_flags");
		sink_xflags(t, &xlat_neighbor_cache_entry_flags, m.ndm_flags, "NTF_???");
		sink_field(t, "ndm_type");
		sink_xval(t, &xlat_routing_types, m.ndm_type, "RTN_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_neigh_attrs, "NDA_???", nda_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

static bool print_ndt_config(struct tracee *t, const struct nla_set *set, uint64_t addr,
			     unsigned len)
{
	struct ndt_config c;
	(void)set;
	if (len < sizeof c)
		return false;
	if (!sink_fetch(t, addr, &c, sizeof c))
		return true;
	sink_struct(t);
	sink_uint_field(t, "ndtc_key_len", c.ndtc_key_len);
	sink_uint_field(t, "ndtc_entry_size", c.ndtc_entry_size);
	sink_uint_field(t, "ndtc_entries", c.ndtc_entries);
	sink_uint_field(t, "ndtc_last_flush", c.ndtc_last_flush);
	sink_uint_field(t, "ndtc_last_rand", c.ndtc_last_rand);
	sink_uint_field(t, "ndtc_hash_rnd", c.ndtc_hash_rnd);
	sink_field(t, "ndtc_hash_mask");
	sink_num(t, c.ndtc_hash_mask, IB_HEX08);
	sink_uint_field(t, "ndtc_hash_chain_gc", c.ndtc_hash_chain_gc);
	sink_uint_field(t, "ndtc_proxy_qlen", c.ndtc_proxy_qlen);
	sink_end(t);
	return true;
}

/* struct ndt_stats: ndts_table_fulls came later, so the older size too. */
static bool print_ndt_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	static const char *const names[] = {
		"ndts_allocs", "ndts_destroys", "ndts_hash_grows", "ndts_res_failed",
		"ndts_lookups", "ndts_hits", "ndts_rcv_probes_mcast", "ndts_rcv_probes_ucast",
		"ndts_periodic_gc_runs", "ndts_forced_gc_runs", "ndts_table_fulls",
	};
	uint64_t v[11];
	unsigned n = len >= sizeof v ? 11 : len == 10 * sizeof v[0] ? 10 : 0;
	(void)set;
	_Static_assert(sizeof(struct ndt_stats) == sizeof v, "ndt_stats is 11 __u64");
	if (!n)
		return false;
	if (!sink_fetch(t, addr, v, n * sizeof v[0]))
		return true;
	sink_struct(t);
	for (unsigned i = 0; i < n; i++)
		sink_uint_field(t, names[i], v[i]);
	sink_end(t);
	return true;
}

static const struct nla_desc ndtpa_attrs[] = {
	{ NDTPA_IFINDEX, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_REFCNT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_REACHABLE_TIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_BASE_REACHABLE_TIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_RETRANS_TIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_GC_STALETIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_DELAY_PROBE_TIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_QUEUE_LEN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_APP_PROBES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_UCAST_PROBES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_MCAST_PROBES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_ANYCAST_DELAY, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_PROXY_DELAY, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_PROXY_QLEN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_LOCKTIME, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_QUEUE_LENBYTES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_MCAST_REPROBES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTPA_INTERVAL_PROBE_TIME_MS, NLA_U64, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set ndtpa_set =
	NLA_SET(&xlat_rtnl_neightbl_parms_attrs, "NDTPA_???", ndtpa_attrs, -1);

static const struct nla_desc ndta_attrs[] = {
	{ NDTA_NAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ NDTA_THRESH1, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTA_THRESH2, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTA_THRESH3, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NDTA_CONFIG, NLA_FUNC, NULL, NULL, NULL, print_ndt_config, 0 },
	{ NDTA_PARMS, NLA_NESTED, NULL, NULL, &ndtpa_set, NULL, 0 },
	{ NDTA_STATS, NLA_FUNC, NULL, NULL, NULL, print_ndt_stats, 0 },
	{ NDTA_GC_INTERVAL, NLA_U64, NULL, NULL, NULL, NULL, 0 },
};

/* struct ndtmsg, shown by its family, and its NDTA_* attributes. */
void print_ndtmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	static const struct nla_set set =
		NLA_SET(&xlat_rtnl_neightbl_attrs, "NDTA_???", ndta_attrs, -1);
	rtnl_family_msg(t, "ndtm_family", family, addr, len, sizeof(struct ndtmsg), &set);
}

static const struct nla_desc mdba_eattr_attrs[] = {
	{ MDBA_MDB_EATTR_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set mdba_eattr_set =
	NLA_SET(&xlat_rtnl_mdba_mdb_eattr_attrs, "MDBA_MDB_EATTR_???", mdba_eattr_attrs, -1);

/* struct br_mdb_entry, then MDBA_MDB_EATTR_* attributes:
 * {ifindex=..., state=MDB_PERMANENT, flags=..., vid=1,
 *  addr={u=inet_addr("..."), proto=htons(AF_INET)}} */
static bool print_mdb_entry_info(struct tracee *t, const struct nla_set *set, uint64_t addr,
				 unsigned len)
{
	struct br_mdb_entry e;
	(void)set;
	if (len < sizeof e)
		return false;
	if (sink_fetch(t, addr, &e, sizeof e)) {
		unsigned proto = ntohs(e.addr.proto);
		sink_struct(t);
		sink_field(t, "ifindex");
		print_ifindex(t, e.ifindex);
		sink_field(t, "state");
		sink_xval(t, &xlat_mdb_states, e.state, "MDB_???");
		sink_field(t, "flags");
		sink_xflags(t, &xlat_mdb_flags, e.flags, "MDB_FLAGS_???");
		sink_uint_field(t, "vid", e.vid);
		sink_field(t, "addr");
		sink_struct(t);
		print_inet_field(t, "u", (int)proto, &e.addr.u, sizeof e.addr.u);
		sink_field(t, "proto");
		sink_func(t, "htons");
		sink_xval(t, &xlat_socket_families, proto, "AF_???");
		sink_end(t);
		sink_end(t);
		sink_end(t);
	}
	if (len > NLMSG_ALIGN(sizeof e)) {
		sink_elem(t);
		print_nlattrs(t, &mdba_eattr_set, addr + NLMSG_ALIGN(sizeof e),
			      len - NLMSG_ALIGN(sizeof e));
	}
	return true;
}

static const struct nla_desc mdba_entry_attrs[] = {
	{ MDBA_MDB_ENTRY_INFO, NLA_FUNC, NULL, NULL, NULL, print_mdb_entry_info, 0 },
};

static const struct nla_set mdba_entry_set =
	NLA_SET(&xlat_rtnl_mdba_mdb_entry_attrs, "MDBA_MDB_ENTRY_???", mdba_entry_attrs, -1);

static const struct nla_desc mdba_mdb_attrs[] = {
	{ MDBA_MDB_ENTRY, NLA_NESTED, NULL, NULL, &mdba_entry_set, NULL, 0 },
};

static const struct nla_set mdba_mdb_set =
	NLA_SET(&xlat_rtnl_mdba_mdb_attrs, "MDBA_MDB_???", mdba_mdb_attrs, -1);

static bool print_mdb_router_type(struct tracee *t, const struct nla_set *set, uint64_t addr,
				  unsigned len)
{
	uint8_t type;
	(void)set;
	(void)len;
	if (sink_fetch(t, addr, &type, 1))
		sink_xval(t, &xlat_multicast_router_types, type, "MDB_RTR_TYPE_???");
	return true;
}

static const struct nla_desc mdba_pattr_attrs[] = {
	{ MDBA_ROUTER_PATTR_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
	{ MDBA_ROUTER_PATTR_TYPE, NLA_FUNC, NULL, NULL, NULL, print_mdb_router_type, 0 },
	{ MDBA_ROUTER_PATTR_INET_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
	{ MDBA_ROUTER_PATTR_INET6_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set mdba_pattr_set =
	NLA_SET(&xlat_rtnl_mdba_router_pattr_attrs, "MDBA_ROUTER_PATTR_???", mdba_pattr_attrs, -1);

/* MDBA_ROUTER_PORT: an ifindex, then MDBA_ROUTER_PATTR_* attributes. */
static bool print_mdb_router_port(struct tracee *t, const struct nla_set *set, uint64_t addr,
				  unsigned len)
{
	uint32_t ifindex;
	(void)set;
	if (len < sizeof ifindex)
		return false;
	if (sink_fetch(t, addr, &ifindex, sizeof ifindex))
		print_ifindex(t, ifindex);
	if (len > NLMSG_ALIGN(sizeof ifindex)) {
		sink_elem(t);
		print_nlattrs(t, &mdba_pattr_set, addr + NLMSG_ALIGN(sizeof ifindex),
			      len - NLMSG_ALIGN(sizeof ifindex));
	}
	return true;
}

static const struct nla_desc mdba_router_attrs[] = {
	{ MDBA_ROUTER_PORT, NLA_FUNC, NULL, NULL, NULL, print_mdb_router_port, 0 },
};

static const struct nla_set mdba_router_set =
	NLA_SET(&xlat_rtnl_mdba_router_attrs, "MDBA_ROUTER_???", mdba_router_attrs, -1);

static const struct nla_desc mdba_attrs[] = {
	{ MDBA_MDB, NLA_NESTED, NULL, NULL, &mdba_mdb_set, NULL, 0 },
	{ MDBA_ROUTER, NLA_NESTED, NULL, NULL, &mdba_router_set, NULL, 0 },
};

/* struct br_port_msg and its MDBA_* attributes. */
void print_br_port_msg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct br_port_msg m;
	bool whole = nl_family_struct_begin(t, "family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "ifindex");
		print_ifindex(t, m.ifindex);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_mdb_attrs, "MDBA_???", mdba_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}
