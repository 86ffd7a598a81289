/* The multicast routing cache reports of NETLINK_ROUTE
 * (RTM_NEWCACHEREPORT: a struct rtgenmsg and IPMRA_ or IP6MRA_CREPORT_*). */
#include <sys/socket.h>
#include <linux/if_link.h>
#include <linux/mroute.h>
#include <linux/mroute6.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_socket_families, xlat_rtnl_family, xlat_rtnl_ipmra_creport_attr,
	xlat_rtnl_ip6mra_creport_attr, xlat_rtnl_ipmra_msg_types, xlat_rtnl_ip6mra_msg_types;

static const struct nla_desc ipmra_attrs[] = {
	{ IPMRA_CREPORT_MSGTYPE, NLA_XVAL, &xlat_rtnl_ipmra_msg_types, "IGMPMSG_???", NULL, NULL,
	  1 },
	{ IPMRA_CREPORT_VIF_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IPMRA_CREPORT_SRC_ADDR, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ IPMRA_CREPORT_DST_ADDR, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ IPMRA_CREPORT_TABLE, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_desc ip6mra_attrs[] = {
	{ IP6MRA_CREPORT_MSGTYPE, NLA_XVAL, &xlat_rtnl_ip6mra_msg_types, "MRT6MSG_???", NULL,
	  NULL, 1 },
	{ IP6MRA_CREPORT_MIF_ID, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ IP6MRA_CREPORT_SRC_ADDR, NLA_INET, NULL, NULL, NULL, NULL, 0 },
	{ IP6MRA_CREPORT_DST_ADDR, NLA_INET, NULL, NULL, NULL, NULL, 0 },
};

/* RTM_NEWCACHEREPORT: the family names the IPv4 or IPv6 multicast router
 * (RTNL_FAMILY_IPMR before the address families); the attributes of
 * another family show as bytes. */
void print_cachereport(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	static const struct nla_set ipmr =
		NLA_SET(&xlat_rtnl_ipmra_creport_attr, "IPMRA_CREPORT_???", ipmra_attrs, AF_INET);
	static const struct nla_set ip6mr = NLA_SET(&xlat_rtnl_ip6mra_creport_attr,
						    "IP6MRA_CREPORT_???", ip6mra_attrs, AF_INET6);
	const char *name = xlat_name(&xlat_rtnl_family, family);
	sink_struct(t);
	sink_field(t, "rtgen_family");
	sink_const(t, family, NUM_HEX, name ? name : xlat_name(&xlat_socket_families, family),
		   "RTNL_FAMILY_???");
	sink_end(t);
	size_t offset = NLMSG_ALIGN(sizeof(struct rtgenmsg));
	if (len <= offset)
		return;
	sink_elem(t);
	if (family == RTNL_FAMILY_IPMR)
		print_nlattrs(t, &ipmr, addr + offset, len - offset);
	else if (family == RTNL_FAMILY_IP6MR)
		print_nlattrs(t, &ip6mr, addr + offset, len - offset);
	else
		print_hex_str(t, addr + offset, len - offset);
}
