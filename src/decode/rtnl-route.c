/* The routing messages of NETLINK_ROUTE: rtmsg (routes) with its RTA_*
 * attributes, the next hops of RTA_MULTIPATH and the RTAX_* metrics;
 * fib_rule_hdr (policy rules); nhmsg (next-hop objects). */
#include <sys/socket.h>
#include <linux/fib_rules.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_socket_families, xlat_routing_scopes, xlat_routing_tables,
	xlat_routing_protocols, xlat_routing_types, xlat_routing_flags, xlat_rtnl_route_attrs,
	xlat_rtnl_rta_metrics_attrs, xlat_lwtunnel_encap_types, xlat_ip_type_of_services,
	xlat_route_nexthop_flags, xlat_fib_rule_actions, xlat_fib_rule_flags,
	xlat_rtnl_rule_attrs, xlat_inet_protocols, xlat_rtnl_nexthop_attrs,
	xlat_rtnl_nexthop_grp_types, xlat_rtnl_nha_res_group_attrs,
	xlat_rtnl_nha_res_bucket_attrs;

static const struct nla_desc rtax_attrs[] = {
	{ RTAX_LOCK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_MTU, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_WINDOW, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_RTT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_RTTVAR, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_SSTHRESH, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_CWND, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_ADVMSS, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_REORDERING, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_HOPLIMIT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_INITCWND, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_FEATURES, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_RTO_MIN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_INITRWND, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_QUICKACK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTAX_CC_ALGO, NLA_STR, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set rtax_set = {
	&xlat_rtnl_rta_metrics_attrs, "RTAX_???", rtax_attrs,
	sizeof rtax_attrs / sizeof rtax_attrs[0], -1,
};

static bool print_rta_cacheinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	struct rta_cacheinfo ci;
	(void)set;
	if (len < sizeof ci)
		return false;
	if (!sink_fetch(t, addr, &ci, sizeof ci))
		return true;
	sink_struct(t);
	sink_uint_field(t, "rta_clntref", ci.rta_clntref);
	sink_uint_field(t, "rta_lastuse", ci.rta_lastuse);
	sink_uint_field(t, "rta_expires", (unsigned)ci.rta_expires);
	sink_uint_field(t, "rta_error", ci.rta_error);
	sink_uint_field(t, "rta_used", ci.rta_used);
	sink_hex_field(t, "rta_id", ci.rta_id);
	sink_uint_field(t, "rta_ts", ci.rta_ts);
	sink_uint_field(t, "rta_tsage", ci.rta_tsage);
	sink_end(t);
	return true;
}

static bool print_rta_mfc_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	struct rta_mfc_stats s;
	(void)set;
	if (len < sizeof s)
		return false;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return true;
	sink_struct(t);
	sink_uint_field(t, "mfcs_packets", s.mfcs_packets);
	sink_uint_field(t, "mfcs_bytes", s.mfcs_bytes);
	sink_uint_field(t, "mfcs_wrong_if", s.mfcs_wrong_if);
	sink_end(t);
	return true;
}

/* struct rtvia: {rtvia_family=AF_INET, rtvia_addr=inet_addr("...")} */
static bool print_rtvia(struct tracee *t, const struct nla_set *set, uint64_t addr,
			unsigned len)
{
	uint16_t family;
	unsigned offset = offsetof(struct rtvia, rtvia_addr);
	unsigned char b[16];
	(void)set;
	if (len < sizeof(struct rtvia))
		return false;
	if (!sink_fetch(t, addr, &family, sizeof family))
		return true;
	sink_struct(t);
	sink_field(t, "rtvia_family");
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len > offset) {
		unsigned size = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
		if (!size || len - offset < size) {
			sink_field(t, "rtvia_addr");
			print_hex_str(t, addr + offset, len - offset);
		} else if (mem_read(t->tid, addr + offset, b, size)) {
			print_inet_field(t, "rtvia_addr", family, b, size);
		} else {
			sink_field(t, "rtvia_addr");
			sink_ptr(t, addr + offset);
		}
	}
	sink_end(t);
	return true;
}

static bool print_rta_multipath(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len);

static const struct nla_desc rta_attrs[] = {
	{ RTA_DST, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ RTA_SRC, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ RTA_IIF, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ RTA_OIF, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ RTA_GATEWAY, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ RTA_PRIORITY, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_PREFSRC, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ RTA_METRICS, NLA_NESTED, NULL, NULL, &rtax_set, NULL, 0 },
	{ RTA_MULTIPATH, NLA_FUNC, NULL, NULL, NULL, print_rta_multipath, 0 },
	{ RTA_PROTOINFO, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_FLOW, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_CACHEINFO, NLA_FUNC, NULL, NULL, NULL, print_rta_cacheinfo, 0 },
	{ RTA_MP_ALGO, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_TABLE, NLA_XVAL32_HEX, &xlat_routing_tables, NULL, NULL, NULL, 0 },
	{ RTA_MARK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_MFC_STATS, NLA_FUNC, NULL, NULL, NULL, print_rta_mfc_stats, 0 },
	{ RTA_VIA, NLA_FUNC, NULL, NULL, NULL, print_rtvia, 0 },
	{ RTA_NEWDST, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ RTA_PREF, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ RTA_ENCAP_TYPE, NLA_XVAL16, &xlat_lwtunnel_encap_types, "LWTUNNEL_ENCAP_???", NULL,
	  NULL, 0 },
	{ RTA_EXPIRES, NLA_U64, NULL, NULL, NULL, NULL, 0 },
	{ RTA_UID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ RTA_TTL_PROPAGATE, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ RTA_IP_PROTO, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ RTA_SPORT, NLA_U16, NULL, NULL, NULL, NULL, 0 },
	{ RTA_DPORT, NLA_U16, NULL, NULL, NULL, NULL, 0 },
};

static void print_rtnexthop(struct tracee *t, const struct rtnexthop *nh)
{
	sink_struct(t);
	sink_uint_field(t, "rtnh_len", nh->rtnh_len);
	sink_field(t, "rtnh_flags");
	sink_xflags(t, &xlat_route_nexthop_flags, nh->rtnh_flags, "RTNH_F_???");
	sink_uint_field(t, "rtnh_hops", nh->rtnh_hops);
	sink_field(t, "rtnh_ifindex");
	print_ifindex(t, (unsigned)nh->rtnh_ifindex);
	sink_end(t);
}

/* RTA_MULTIPATH: struct rtnexthop each followed by its RTA_* attributes,
 * [{rtnh}, [attrs]] when it has any; several in [...]. */
static bool print_rta_multipath(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	const size_t offset = RTNH_ALIGN(sizeof(struct rtnexthop));
	bool in_array = false;
	uint64_t cur = addr;
	unsigned left = len;
	struct rtnexthop nh;
	if (len < sizeof nh)
		return false;
	while (sink_fetch(t, cur, &nh, sizeof nh)) {
		unsigned nh_len = nh.rtnh_len < left ? nh.rtnh_len : left;
		if (cur == addr && nh.rtnh_len < len) {
			sink_array(t);
			in_array = true;
		}
		if (in_array)
			sink_elem(t);
		if (nh_len > offset) {
			sink_array(t);
			sink_elem(t);
		}
		print_rtnexthop(t, &nh);
		if (nh_len > offset) {
			struct nla_set inner = NLA_SET(&xlat_rtnl_route_attrs, "RTA_???", rta_attrs,
						       set->family);
			sink_elem(t);
			print_nlattrs(t, &inner, cur + offset, nh_len - (unsigned)offset);
			sink_end(t);
		}
		if (RTNH_ALIGN(nh_len) >= left)
			break;
		cur += RTNH_ALIGN(nh_len);
		left -= RTNH_ALIGN(nh_len);
	}
	if (in_array)
		sink_end(t);
	return true;
}

/* struct rtmsg and its RTA_* attributes. */
void print_rtmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct rtmsg m;
	bool whole = nl_family_struct_begin(t, "rtm_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_uint_field(t, "rtm_dst_len", m.rtm_dst_len);
		sink_uint_field(t, "rtm_src_len", m.rtm_src_len);
		sink_field(t, "rtm_tos");
		sink_xflags(t, &xlat_ip_type_of_services, m.rtm_tos, "IPTOS_TOS_???");
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
		struct nla_set set = NLA_SET(&xlat_rtnl_route_attrs, "RTA_???", rta_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

/* struct fib_rule_uid_range and fib_rule_port_range: {start=0, end=1} */
static bool print_fib_range(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len, unsigned width)
{
	uint32_t u[2];
	uint16_t p[2];
	(void)set;
	if (len < 2 * width)
		return false;
	if (!sink_fetch(t, addr, width == 4 ? (void *)u : (void *)p, 2 * width))
		return true;
	sink_struct(t);
	sink_uint_field(t, "start", width == 4 ? u[0] : p[0]);
	sink_uint_field(t, "end", width == 4 ? u[1] : p[1]);
	sink_end(t);
	return true;
}

static bool print_fib_uid_range(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	return print_fib_range(t, set, addr, len, sizeof(uint32_t));
}

static bool print_fib_port_range(struct tracee *t, const struct nla_set *set, uint64_t addr,
				 unsigned len)
{
	return print_fib_range(t, set, addr, len, sizeof(uint16_t));
}

static const struct nla_desc fra_attrs[] = {
	{ FRA_DST, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ FRA_SRC, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ FRA_IIFNAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ FRA_GOTO, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_PRIORITY, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_FWMARK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_FLOW, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_TUN_ID, NLA_BE64, NULL, NULL, NULL, NULL, 0 },
	{ FRA_SUPPRESS_IFGROUP, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_SUPPRESS_PREFIXLEN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_TABLE, NLA_XVAL32_HEX, &xlat_routing_tables, NULL, NULL, NULL, 0 },
	{ FRA_FWMASK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ FRA_OIFNAME, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ FRA_L3MDEV, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ FRA_UID_RANGE, NLA_FUNC, NULL, NULL, NULL, print_fib_uid_range, 0 },
	{ FRA_PROTOCOL, NLA_XVAL8, &xlat_routing_protocols, "RTPROT_???", NULL, NULL, 0 },
	{ FRA_IP_PROTO, NLA_XVAL, &xlat_inet_protocols, "IPPROTO_???", NULL, NULL, 0 },
	{ FRA_SPORT_RANGE, NLA_FUNC, NULL, NULL, NULL, print_fib_port_range, 0 },
	{ FRA_DPORT_RANGE, NLA_FUNC, NULL, NULL, NULL, print_fib_port_range, 0 },
};

/* struct fib_rule_hdr and its FRA_* attributes. */
void print_fib_rule_hdr(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct fib_rule_hdr m;
	bool whole = nl_family_struct_begin(t, "family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_uint_field(t, "dst_len", m.dst_len);
		sink_uint_field(t, "src_len", m.src_len);
		sink_field(t, "tos");
		sink_xflags(t, &xlat_ip_type_of_services, m.tos, "IPTOS_TOS_???");
		sink_field(t, "table");
		sink_xval(t, &xlat_routing_tables, m.table, "RT_TABLE_???");
		sink_field(t, "action");
		sink_xval(t, &xlat_fib_rule_actions, m.action, "FR_ACT_???");
		sink_field(t, "flags");
		sink_xflags(t, &xlat_fib_rule_flags, m.flags, "FIB_RULE_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_rule_attrs, "FRA_???", fra_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

static void print_nexthop_grp(struct tracee *t, const void *elem, void *ctx)
{
	const struct nexthop_grp *g = elem;
	(void)ctx;
	sink_struct(t);
	sink_uint_field(t, "id", g->id);
	sink_uint_field(t, "weight", g->weight);
	if (g->resvd1)
		sink_hex_field(t, "resvd1", g->resvd1);
	if (g->resvd2)
		sink_hex_field(t, "resvd2", g->resvd2);
	sink_end(t);
}

static bool print_nha_group(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	(void)set;
	return print_nla_array(t, addr, len, sizeof(struct nexthop_grp), print_nexthop_grp,
			       NULL);
}

static const struct nla_desc nha_res_group_attrs[] = {
	{ NHA_RES_GROUP_BUCKETS, NLA_U16, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_GROUP_IDLE_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_GROUP_UNBALANCED_TIMER, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_GROUP_UNBALANCED_TIME, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set nha_res_group_set =
	NLA_SET(&xlat_rtnl_nha_res_group_attrs, "NHA_RES_GROUP_???", nha_res_group_attrs, -1);

static const struct nla_desc nha_res_bucket_attrs[] = {
	{ NHA_RES_BUCKET_INDEX, NLA_U16, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_BUCKET_IDLE_TIME, NLA_CLOCK_T, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_BUCKET_NH_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set nha_res_bucket_set =
	NLA_SET(&xlat_rtnl_nha_res_bucket_attrs, "NHA_RES_BUCKET_???", nha_res_bucket_attrs, -1);

static const struct nla_desc nha_attrs[] = {
	{ NHA_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NHA_GROUP, NLA_FUNC, NULL, NULL, NULL, print_nha_group, 0 },
	{ NHA_GROUP_TYPE, NLA_XVAL, &xlat_rtnl_nexthop_grp_types, "NEXTHOP_GRP_TYPE_???", NULL,
	  NULL, 2 },
	{ NHA_BLACKHOLE, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NHA_OIF, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NHA_GATEWAY, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ NHA_ENCAP_TYPE, NLA_XVAL16, &xlat_lwtunnel_encap_types, "LWTUNNEL_ENCAP_???", NULL,
	  NULL, 0 },
	{ NHA_GROUPS, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NHA_MASTER, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NHA_FDB, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NHA_RES_GROUP, NLA_NESTED, NULL, NULL, &nha_res_group_set, NULL, 0 },
	{ NHA_RES_BUCKET, NLA_NESTED, NULL, NULL, &nha_res_bucket_set, NULL, 0 },
};

/* struct nhmsg and its NHA_* attributes. */
void print_nhmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct nhmsg m;
	bool whole = nl_family_struct_begin(t, "nh_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "nh_scope");
		print_xval_hex(t, &xlat_routing_scopes, m.nh_scope);
		sink_field(t, "nh_protocol");
		sink_xval(t, &xlat_routing_protocols, m.nh_protocol, "RTPROT_???");
		if (m.resvd)
			sink_hex_field(t, "resvd", m.resvd);
		sink_field(t, "nh_flags");
		sink_xflags(t, &xlat_route_nexthop_flags, m.nh_flags, "RTNH_F_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_nexthop_attrs, "NHA_???", nha_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}
