/* The address messages of NETLINK_ROUTE: ifaddrmsg (addresses, also asked
 * for by RTM_GETMULTICAST and RTM_GETANYCAST), ifaddrlblmsg (address
 * labels), netconfmsg, rtgenmsg of the namespace ids, and dcbmsg. */
#include <sys/socket.h>
#include <linux/dcbnl.h>
#include <linux/if_addr.h>
#include <linux/if_addrlabel.h>
#include <linux/net_namespace.h>
#include <linux/netconf.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_ifaddr_flags, xlat_routing_scopes, xlat_rtnl_addr_attrs,
	xlat_rtnl_addrlabel_attrs, xlat_rtnl_netconf_attrs, xlat_rtnl_nsid_attrs,
	xlat_rtnl_dcb_attrs, xlat_dcb_commands;

static bool print_ifa_cacheinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
				unsigned len)
{
	struct ifa_cacheinfo ci;
	(void)set;
	if (len < sizeof ci)
		return false;
	if (!sink_fetch(t, addr, &ci, sizeof ci))
		return true;
	sink_struct(t);
	sink_uint_field(t, "ifa_prefered", ci.ifa_prefered);
	sink_uint_field(t, "ifa_valid", ci.ifa_valid);
	sink_uint_field(t, "cstamp", ci.cstamp);
	sink_uint_field(t, "tstamp", ci.tstamp);
	sink_end(t);
	return true;
}

static const struct nla_desc ifa_attrs[] = {
	{ IFA_ADDRESS, NLA_INET, NULL, NULL, NULL },
	{ IFA_LOCAL, NLA_INET, NULL, NULL, NULL },
	{ IFA_LABEL, NLA_STR, NULL, NULL, NULL },
	{ IFA_BROADCAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_ANYCAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_CACHEINFO, NLA_FUNC, NULL, NULL, NULL, print_ifa_cacheinfo, 0 },
	{ IFA_MULTICAST, NLA_INET, NULL, NULL, NULL },
	{ IFA_FLAGS, NLA_FLAGS32, &xlat_ifaddr_flags, "IFA_F_???", NULL },
	{ IFA_RT_PRIORITY, NLA_U32, NULL, NULL, NULL },
	{ IFA_TARGET_NETNSID, NLA_S32, NULL, NULL, NULL },
};

/* struct ifaddrmsg and its IFA_* attributes. */
void print_ifaddrmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ifaddrmsg m;
	bool whole = nl_family_struct_begin(t, "ifa_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_uint_field(t, "ifa_prefixlen", m.ifa_prefixlen);
		sink_field(t, "ifa_flags");
		sink_xflags(t, &xlat_ifaddr_flags, m.ifa_flags, "IFA_F_???");
		sink_field(t, "ifa_scope");
		print_xval_hex(t, &xlat_routing_scopes, m.ifa_scope);
		sink_field(t, "ifa_index");
		print_ifindex(t, m.ifa_index);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_addr_attrs, "IFA_???", ifa_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

static const struct nla_desc ifal_attrs[] = {
	{ IFAL_ADDRESS, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ IFAL_LABEL, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

/* struct ifaddrlblmsg and its IFAL_* attributes. */
void print_ifaddrlblmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct ifaddrlblmsg m;
	bool whole = nl_family_struct_begin(t, "ifal_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_uint_field(t, "ifal_prefixlen", m.ifal_prefixlen);
		sink_uint_field(t, "ifal_flags", m.ifal_flags);
		sink_field(t, "ifal_index");
		print_ifindex(t, m.ifal_index);
		sink_uint_field(t, "ifal_seq", m.ifal_seq);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_addrlabel_attrs, "IFAL_???", ifal_attrs,
					     family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

static const struct nla_desc netconf_attrs[] = {
	{ NETCONFA_IFINDEX, NLA_IFINDEX, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_FORWARDING, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_RP_FILTER, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_MC_FORWARDING, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_PROXY_NEIGH, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_INPUT, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETCONFA_BC_FORWARDING, NLA_S32, NULL, NULL, NULL, NULL, 0 },
};

void print_netconfmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	static const struct nla_set set = NLA_SET(&xlat_rtnl_netconf_attrs, "NETCONFA_???",
						  netconf_attrs, -1);
	rtnl_family_msg(t, "ncm_family", family, addr, len, sizeof(struct netconfmsg), &set);
}

static const struct nla_desc nsid_attrs[] = {
	{ NETNSA_NSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETNSA_PID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ NETNSA_FD, NLA_FD, NULL, NULL, NULL, NULL, 0 },
	{ NETNSA_TARGET_NSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
	{ NETNSA_CURRENT_NSID, NLA_S32, NULL, NULL, NULL, NULL, 0 },
};

/* RTM_*NSID: a struct rtgenmsg and NETNSA_* attributes. */
void print_nsidmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	static const struct nla_set set = NLA_SET(&xlat_rtnl_nsid_attrs, "NETNSA_???",
						  nsid_attrs, -1);
	rtnl_family_msg(t, "rtgen_family", family, addr, len, sizeof(struct rtgenmsg), &set);
}

/* struct dcbmsg; strace shows the bytes of every DCB_ATTR_* attribute. */
void print_dcbmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct dcbmsg m;
	bool whole = nl_family_struct_begin(t, "dcb_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "cmd");
		sink_xval(t, &xlat_dcb_commands, m.cmd, "DCB_CMD_???");
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = { &xlat_rtnl_dcb_attrs, "DCB_ATTR_???", NULL, 0, -1 };
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}
