/* NETLINK_ROUTE message bodies beyond links and addresses: neighbours,
 * rules, routes with next hops, traffic control, neighbour tables,
 * address labels, DCB, netconf, the multicast database, namespace ids,
 * statistics, next-hop objects and cache reports, each with attributes
 * (nested ones too); payloads shorter than their struct, structs and
 * attributes running into an unmapped page.  The messages go to an
 * AF_INET address, which the kernel refuses before it reads them.
 * SEIZE_RTNL_XLAT=raw or verbose: the lines of -X raw or -X verbose. */
#include "progs.h"

#include <arpa/inet.h>
#include <netinet/ip.h>
#include <stddef.h>
/* before the kernel headers, which have their own struct ifreq */
#include <net/if.h>
#include <linux/dcbnl.h>
#include <linux/fib_rules.h>
#include <linux/gen_stats.h>
#include <linux/if_addrlabel.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mroute.h>
#include <linux/neighbour.h>
#include <linux/net_namespace.h>
#include <linux/netconf.h>
#include <linux/netlink.h>
#include <linux/nexthop.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

static int nl;
static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
static const char *bad_text_raw = "{sa_family=0x2, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
static const char *bad_text_verbose =
	"{sa_family=0x2 /* AF_INET */, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
static unsigned lo;

/* A message being built: its header first, attributes appended. */
struct msg {
	unsigned char b[1024];
	size_t len;
	size_t nest[4];
	int depth;
};

static void msg_begin(struct msg *m, unsigned type, unsigned flags, const void *body,
		      size_t size)
{
	struct nlmsghdr h = { 0, (uint16_t)type, (uint16_t)(NLM_F_REQUEST | flags), 0, 0 };
	memset(m, 0, sizeof *m);
	memcpy(m->b, &h, sizeof h);
	memcpy(m->b + NLMSG_HDRLEN, body, size);
	m->len = NLMSG_HDRLEN + NLMSG_ALIGN(size);
}

static void attr(struct msg *m, unsigned type, const void *data, size_t n)
{
	struct nlattr a = { (uint16_t)(NLA_HDRLEN + n), (uint16_t)type };
	memcpy(m->b + m->len, &a, sizeof a);
	memcpy(m->b + m->len + NLA_HDRLEN, data, n);
	m->len += NLA_ALIGN(NLA_HDRLEN + n);
}

static void attr_u32(struct msg *m, unsigned type, uint32_t v)
{
	attr(m, type, &v, sizeof v);
}

static void nest_begin(struct msg *m, unsigned type)
{
	m->nest[m->depth++] = m->len;
	attr(m, type, NULL, 0);
}

static void nest_end(struct msg *m)
{
	size_t at = m->nest[--m->depth];
	struct nlattr a;
	memcpy(&a, m->b + at, sizeof a);
	a.nla_len = (uint16_t)(m->len - at);
	memcpy(m->b + at, &a, sizeof a);
}

/* Sends the message, which is len bytes long unless told otherwise, and
 * prints the line of it: the header, then the body given. */
static void send_msg(struct msg *m, size_t len, const char *type, const char *flags,
		     const char *body)
{
	if (!len)
		len = m->len;
	struct nlmsghdr h;
	memcpy(&h, m->b, sizeof h);
	h.nlmsg_len = (uint32_t)len;
	memcpy(m->b, &h, sizeof h);
	long rc = syscall(SYS_sendto, nl, m->b, len, 0, &bad, sizeof bad);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=%s, nlmsg_flags=%s, nlmsg_seq=0, "
	       "nlmsg_pid=0}, %s], %zu, 0, %s, 12)", nl, len, type, flags, body, len, bad_text);
}

static void neighbours(char *tail)
{
	struct ndmsg nd = { .ndm_family = AF_INET, .ndm_ifindex = (int)lo,
			    .ndm_state = NUD_REACHABLE | NUD_PERMANENT, .ndm_flags = NTF_ROUTER,
			    .ndm_type = RTN_UNICAST };
	struct nda_cacheinfo ci = { 1, 2, 3, 4 };
	struct in_addr dst;
	uint16_t port = htons(4789);
	uint16_t states = NUD_STALE;
	struct msg m;
	char body[1024];
	inet_pton(AF_INET, "10.0.0.1", &dst);
	msg_begin(&m, RTM_NEWNEIGH, NLM_F_CREATE, &nd, sizeof nd);
	attr(&m, NDA_DST, &dst, sizeof dst);
	attr(&m, NDA_LLADDR, "\x02\x00\x00\xab\xcd\xef", 6);
	attr(&m, NDA_CACHEINFO, &ci, sizeof ci);
	attr(&m, NDA_PORT, &port, sizeof port);
	attr(&m, NDA_NDM_STATE_MASK, &states, sizeof states);
	attr_u32(&m, NDA_MASTER, lo);
	snprintf(body, sizeof body, "{ndm_family=AF_INET, ndm_ifindex=if_nametoindex(\"lo\"), "
		 "ndm_state=NUD_REACHABLE|NUD_PERMANENT, ndm_flags=NTF_ROUTER, ndm_type=RTN_UNICAST}, "
		 "[[{nla_len=8, nla_type=NDA_DST}, inet_addr(\"10.0.0.1\")], "
		 "[{nla_len=10, nla_type=NDA_LLADDR}, 02:00:00:ab:cd:ef], "
		 "[{nla_len=20, nla_type=NDA_CACHEINFO}, {ndm_confirmed=1, ndm_used=2, ndm_updated=3, "
		 "ndm_refcnt=4}], [{nla_len=6, nla_type=NDA_PORT}, htons(4789)], "
		 "[{nla_len=6, nla_type=NDA_NDM_STATE_MASK}, NUD_STALE], "
		 "[{nla_len=8, nla_type=NDA_MASTER}, if_nametoindex(\"lo\")]]");
	send_msg(&m, 0, "RTM_NEWNEIGH", "NLM_F_REQUEST|NLM_F_CREATE", body);

	/* shorter than struct ndmsg */
	send_msg(&m, NLMSG_HDRLEN + 8, "RTM_NEWNEIGH", "NLM_F_REQUEST|NLM_F_CREATE",
		 "{ndm_family=AF_INET, ...}");

	/* the struct runs into an unmapped page: its address after the family */
	char *p = tail + 4096 - NLMSG_HDRLEN - 4;
	memcpy(p, m.b, NLMSG_HDRLEN + 4);
	struct nlmsghdr h = { NLMSG_HDRLEN + sizeof nd, RTM_GETNEIGH, NLM_F_REQUEST, 0, 0 };
	memcpy(p, &h, sizeof h);
	long rc = syscall(SYS_sendto, nl, p, h.nlmsg_len, 0, &bad, sizeof bad);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%u, nlmsg_type=RTM_GETNEIGH, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {ndm_family=AF_INET, %p}], %u, 0, %s, 12)", nl, h.nlmsg_len,
	       p + NLMSG_HDRLEN + 1, h.nlmsg_len, bad_text);

	/* RTM_GETNEIGH of AF_BRIDGE asks with an ifinfomsg */
	struct ifinfomsg ifi = { .ifi_family = AF_BRIDGE, .ifi_index = (int)lo };
	msg_begin(&m, RTM_GETNEIGH, NLM_F_DUMP, &ifi, sizeof ifi);
	send_msg(&m, 0, "RTM_GETNEIGH", "NLM_F_REQUEST|NLM_F_DUMP",
		 "{ifi_family=AF_BRIDGE, ifi_type=ARPHRD_NETROM, ifi_index=if_nametoindex(\"lo\"), "
		 "ifi_flags=0, ifi_change=0}");

	/* neighbour tables: their struct shows by its family */
	struct ndtmsg ndt = { .ndtm_family = AF_INET6 };
	msg_begin(&m, RTM_SETNEIGHTBL, 0, &ndt, sizeof ndt);
	attr(&m, NDTA_NAME, "ndisc_cache", 12);
	nest_begin(&m, NDTA_PARMS);
	attr_u32(&m, NDTPA_IFINDEX, lo);
	uint64_t locktime = 100;
	attr(&m, NDTPA_LOCKTIME, &locktime, sizeof locktime);
	nest_end(&m);
	send_msg(&m, 0, "RTM_SETNEIGHTBL", "NLM_F_REQUEST",
		 "{ndtm_family=AF_INET6}, [[{nla_len=16, nla_type=NDTA_NAME}, \"ndisc_cache\"], "
		 "[{nla_len=24, nla_type=NDTA_PARMS}, [[{nla_len=8, nla_type=NDTPA_IFINDEX}, "
		 "if_nametoindex(\"lo\")], [{nla_len=12, nla_type=NDTPA_LOCKTIME}, 100]]]]");
}

static void rules(void)
{
	struct fib_rule_hdr fr = { .family = AF_INET6, .dst_len = 64, .tos = IPTOS_LOWDELAY,
				   .table = RT_TABLE_MAIN, .action = FR_ACT_TO_TBL,
				   .flags = FIB_RULE_INVERT };
	struct fib_rule_uid_range uids = { 1000, 1999 };
	uint64_t tun = htobe64(0x1234);
	uint8_t proto = RTPROT_STATIC;
	struct in6_addr src;
	struct msg m;
	inet_pton(AF_INET6, "fe80::1", &src);
	msg_begin(&m, RTM_NEWRULE, NLM_F_EXCL, &fr, sizeof fr);
	attr(&m, FRA_SRC, &src, sizeof src);
	attr(&m, FRA_UID_RANGE, &uids, sizeof uids);
	attr(&m, FRA_TUN_ID, &tun, sizeof tun);
	attr(&m, FRA_PROTOCOL, &proto, 1);
	attr_u32(&m, FRA_TABLE, 1000);
	attr(&m, FRA_IIFNAME, "lo", 3);
	send_msg(&m, 0, "RTM_NEWRULE", "NLM_F_REQUEST|NLM_F_EXCL",
		 "{family=AF_INET6, dst_len=64, src_len=0, tos=IPTOS_LOWDELAY, table=RT_TABLE_MAIN, "
		 "action=FR_ACT_TO_TBL, flags=FIB_RULE_INVERT}, "
		 "[[{nla_len=20, nla_type=FRA_SRC}, inet_pton(AF_INET6, \"fe80::1\")], "
		 "[{nla_len=12, nla_type=FRA_UID_RANGE}, {start=1000, end=1999}], "
		 "[{nla_len=12, nla_type=FRA_TUN_ID}, htobe64(4660)], "
		 "[{nla_len=5, nla_type=FRA_PROTOCOL}, RTPROT_STATIC], "
		 "[{nla_len=8, nla_type=FRA_TABLE}, 0x3e8], [{nla_len=7, nla_type=FRA_IIFNAME}, \"lo\"]]");
}

static void routes(void)
{
	struct rtmsg rt = { .rtm_family = AF_INET, .rtm_dst_len = 24, .rtm_table = RT_TABLE_MAIN,
			    .rtm_protocol = RTPROT_BOOT, .rtm_scope = RT_SCOPE_UNIVERSE,
			    .rtm_type = RTN_UNICAST };
	struct msg m;
	struct in_addr gw;
	inet_pton(AF_INET, "192.168.1.1", &gw);
	msg_begin(&m, RTM_NEWROUTE, NLM_F_CREATE, &rt, sizeof rt);
	nest_begin(&m, RTA_MULTIPATH);
	/* two next hops: the first with a gateway, the second bare */
	struct rtnexthop nh = { RTNH_ALIGN(sizeof nh) + NLA_HDRLEN + 4, RTNH_F_ONLINK, 1, (int)lo };
	memcpy(m.b + m.len, &nh, sizeof nh);
	m.len += RTNH_ALIGN(sizeof nh);
	attr(&m, RTA_GATEWAY, &gw, sizeof gw);
	nh.rtnh_len = sizeof nh;
	nh.rtnh_flags = 0;
	nh.rtnh_hops = 2;
	memcpy(m.b + m.len, &nh, sizeof nh);
	m.len += RTNH_ALIGN(sizeof nh);
	nest_end(&m);
	struct {
		uint16_t family;
		unsigned char addr[16];
	} via = { AF_INET6, { 0 } };
	inet_pton(AF_INET6, "2001:db8::1", via.addr);
	attr(&m, RTA_VIA, &via, sizeof via);
	attr_u32(&m, RTA_TABLE, RT_TABLE_LOCAL);
	send_msg(&m, 0, "RTM_NEWROUTE", "NLM_F_REQUEST|NLM_F_CREATE",
		 "{rtm_family=AF_INET, rtm_dst_len=24, rtm_src_len=0, rtm_tos=0, "
		 "rtm_table=RT_TABLE_MAIN, rtm_protocol=RTPROT_BOOT, rtm_scope=RT_SCOPE_UNIVERSE, "
		 "rtm_type=RTN_UNICAST, rtm_flags=0}, [[{nla_len=28, nla_type=RTA_MULTIPATH}, "
		 "[[{rtnh_len=16, rtnh_flags=RTNH_F_ONLINK, rtnh_hops=1, rtnh_ifindex=if_nametoindex(\"lo\")}, "
		 "[{nla_len=8, nla_type=RTA_GATEWAY}, inet_addr(\"192.168.1.1\")]], "
		 "{rtnh_len=8, rtnh_flags=0, rtnh_hops=2, rtnh_ifindex=if_nametoindex(\"lo\")}]], "
		 "[{nla_len=22, nla_type=RTA_VIA}, {rtvia_family=AF_INET6, "
		 "inet_pton(AF_INET6, \"2001:db8::1\", &rtvia_addr)}], "
		 "[{nla_len=8, nla_type=RTA_TABLE}, RT_TABLE_LOCAL]]");
}

static void traffic_control(void)
{
	struct tcmsg tc = { .tcm_family = AF_UNSPEC, .tcm_ifindex = (int)lo, .tcm_handle = 0x10000,
			    .tcm_parent = TC_H_ROOT };
	struct gnet_stats_basic basic = { 1000, 10 };
	struct gnet_stats_queue queue = { 1, 2, 3, 4, 5 };
	uint16_t table[3] = { 1, 2, 3 };
	struct msg m;
	msg_begin(&m, RTM_NEWQDISC, 0, &tc, sizeof tc);
	attr(&m, TCA_KIND, "pfifo", 6);
	nest_begin(&m, TCA_STATS2);
	attr(&m, TCA_STATS_BASIC, &basic, 12);
	attr(&m, TCA_STATS_QUEUE, &queue, sizeof queue);
	nest_end(&m);
	nest_begin(&m, TCA_STAB);
	attr(&m, TCA_STAB_DATA, table, sizeof table);
	nest_end(&m);
	send_msg(&m, 0, "RTM_NEWQDISC", "NLM_F_REQUEST",
		 "{tcm_family=AF_UNSPEC, tcm_ifindex=if_nametoindex(\"lo\"), tcm_handle=65536, "
		 "tcm_parent=4294967295, tcm_info=0}, [[{nla_len=10, nla_type=TCA_KIND}, \"pfifo\"], "
		 "[{nla_len=44, nla_type=TCA_STATS2}, [[{nla_len=16, nla_type=TCA_STATS_BASIC}, "
		 "{bytes=1000, packets=10}], [{nla_len=24, nla_type=TCA_STATS_QUEUE}, {qlen=1, "
		 "backlog=2, drops=3, requeues=4, overlimits=5}]]], [{nla_len=16, nla_type=TCA_STAB}, "
		 "[{nla_len=10, nla_type=TCA_STAB_DATA}, [1, 2, 3]]]]");

	struct tcamsg tca = { .tca_family = AF_UNSPEC };
	msg_begin(&m, RTM_GETACTION, NLM_F_DUMP, &tca, sizeof tca);
	attr_u32(&m, TCA_ACT_FLAGS, TCA_ACT_FLAGS_NO_PERCPU_STATS | 0x100);
	send_msg(&m, 0, "RTM_GETACTION", "NLM_F_REQUEST|NLM_F_DUMP",
		 "{tca_family=AF_UNSPEC}, [{nla_len=8, nla_type=TCA_ACT_FLAGS}, "
		 "TCA_ACT_FLAGS_NO_PERCPU_STATS|0x100]");
}

static void addresses_and_config(void)
{
	struct ifaddrlblmsg al = { .ifal_family = AF_INET6, .ifal_prefixlen = 96, .ifal_index = lo,
				   .ifal_seq = 7 };
	struct in6_addr a6;
	struct msg m;
	inet_pton(AF_INET6, "::ffff:0.0.0.0", &a6);
	msg_begin(&m, RTM_NEWADDRLABEL, 0, &al, sizeof al);
	attr(&m, IFAL_ADDRESS, &a6, sizeof a6);
	attr_u32(&m, IFAL_LABEL, 4);
	send_msg(&m, 0, "RTM_NEWADDRLABEL", "NLM_F_REQUEST",
		 "{ifal_family=AF_INET6, ifal_prefixlen=96, ifal_flags=0, "
		 "ifal_index=if_nametoindex(\"lo\"), ifal_seq=7}, [[{nla_len=20, nla_type=IFAL_ADDRESS}, "
		 "inet_pton(AF_INET6, \"::ffff:0.0.0.0\")], [{nla_len=8, nla_type=IFAL_LABEL}, 4]]");

	struct dcbmsg dcb = { .dcb_family = AF_UNSPEC, .cmd = DCB_CMD_GSTATE };
	msg_begin(&m, RTM_GETDCB, 0, &dcb, sizeof dcb);
	attr(&m, DCB_ATTR_IFNAME, "lo", 3);
	send_msg(&m, 0, "RTM_GETDCB", "NLM_F_REQUEST",
		 "{dcb_family=AF_UNSPEC, cmd=DCB_CMD_GSTATE}, [{nla_len=7, nla_type=DCB_ATTR_IFNAME}, "
		 "\"\\x6c\\x6f\\x00\"]");

	struct netconfmsg nc = { .ncm_family = AF_INET };
	msg_begin(&m, RTM_GETNETCONF, 0, &nc, sizeof nc);
	attr_u32(&m, NETCONFA_IFINDEX, lo);
	attr_u32(&m, NETCONFA_FORWARDING, (uint32_t)-1);
	send_msg(&m, 0, "RTM_GETNETCONF", "NLM_F_REQUEST",
		 "{ncm_family=AF_INET}, [[{nla_len=8, nla_type=NETCONFA_IFINDEX}, "
		 "if_nametoindex(\"lo\")], [{nla_len=8, nla_type=NETCONFA_FORWARDING}, -1]]");

	struct rtgenmsg g = { .rtgen_family = AF_UNSPEC };
	msg_begin(&m, RTM_GETNSID, 0, &g, sizeof g);
	attr_u32(&m, NETNSA_NSID, (uint32_t)-1);
	send_msg(&m, 0, "RTM_GETNSID", "NLM_F_REQUEST",
		 "{rtgen_family=AF_UNSPEC}, [{nla_len=8, nla_type=NETNSA_NSID}, -1]");

	struct if_stats_msg st = { .family = AF_UNSPEC, .pad1 = 1, .ifindex = lo,
				   .filter_mask = 1 << IFLA_STATS_LINK_64 | 1 << 20 };
	msg_begin(&m, RTM_GETSTATS, 0, &st, sizeof st);
	send_msg(&m, 0, "RTM_GETSTATS", "NLM_F_REQUEST",
		 "{family=AF_UNSPEC, pad1=0x1, ifindex=if_nametoindex(\"lo\"), "
		 "filter_mask=1<<IFLA_STATS_LINK_64|0x100000}");
}

static void bridges_and_nexthops(void)
{
	struct br_port_msg bp = { .family = AF_BRIDGE, .ifindex = lo };
	uint8_t rtr = MDB_RTR_TYPE_PERM;
	struct msg m;
	msg_begin(&m, RTM_NEWMDB, 0, &bp, sizeof bp);
	nest_begin(&m, MDBA_ROUTER);
	nest_begin(&m, MDBA_ROUTER_PORT);
	memcpy(m.b + m.len, &lo, 4);	/* the port's ifindex, then attributes */
	m.len += 4;
	attr(&m, MDBA_ROUTER_PATTR_TYPE, &rtr, 1);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, 0, "RTM_NEWMDB", "NLM_F_REQUEST",
		 "{family=AF_BRIDGE, ifindex=if_nametoindex(\"lo\")}, [{nla_len=20, nla_type=MDBA_ROUTER}, "
		 "[{nla_len=16, nla_type=MDBA_ROUTER_PORT}, if_nametoindex(\"lo\"), "
		 "[{nla_len=5, nla_type=MDBA_ROUTER_PATTR_TYPE}, MDB_RTR_TYPE_PERM]]]");

	struct nhmsg nh = { .nh_family = AF_INET, .nh_scope = RT_SCOPE_LINK,
			    .nh_protocol = RTPROT_STATIC, .nh_flags = RTNH_F_ONLINK };
	struct nexthop_grp grp[2] = { { 1, 0, 0, 0 }, { 2, 5, 0, 7 } };
	long hz = sysconf(_SC_CLK_TCK);
	uint64_t idle = 3 * (uint64_t)hz;
	char body[1024];
	msg_begin(&m, RTM_NEWNEXTHOP, 0, &nh, sizeof nh);
	attr_u32(&m, NHA_ID, 10);
	attr(&m, NHA_GROUP, grp, sizeof grp);
	nest_begin(&m, NHA_RES_GROUP);
	attr(&m, NHA_RES_GROUP_IDLE_TIMER, &idle, sizeof idle);
	nest_end(&m);
	snprintf(body, sizeof body,
		 "{nh_family=AF_INET, nh_scope=RT_SCOPE_LINK, nh_protocol=RTPROT_STATIC, "
		 "nh_flags=RTNH_F_ONLINK}, [[{nla_len=8, nla_type=NHA_ID}, 10], "
		 "[{nla_len=20, nla_type=NHA_GROUP}, [{id=1, weight=0}, {id=2, weight=5, resvd2=0x7}]], "
		 "[{nla_len=16, nla_type=NHA_RES_GROUP}, [{nla_len=12, nla_type=NHA_RES_GROUP_IDLE_TIMER}, "
		 "%llu /* 3.%0*d s */]]]", (unsigned long long)idle, hz >= 1000 ? 3 : hz >= 100 ? 2 : 1, 0);
	send_msg(&m, 0, "RTM_NEWNEXTHOP", "NLM_F_REQUEST", body);

	/* a multicast cache report of the IPv4 router */
	struct rtgenmsg g = { .rtgen_family = RTNL_FAMILY_IPMR };
	struct in_addr src;
	uint8_t type = IGMPMSG_NOCACHE;
	inet_pton(AF_INET, "10.1.2.3", &src);
	msg_begin(&m, RTM_NEWCACHEREPORT, 0, &g, sizeof g);
	attr(&m, IPMRA_CREPORT_MSGTYPE, &type, 1);
	attr(&m, IPMRA_CREPORT_SRC_ADDR, &src, sizeof src);
	send_msg(&m, 0, "RTM_NEWCACHEREPORT", "NLM_F_REQUEST",
		 "{rtgen_family=RTNL_FAMILY_IPMR}, [[{nla_len=5, nla_type=IPMRA_CREPORT_MSGTYPE}, "
		 "IGMPMSG_NOCACHE], [{nla_len=8, nla_type=IPMRA_CREPORT_SRC_ADDR}, "
		 "inet_addr(\"10.1.2.3\")]]");
}

/* Link attributes nested in others, and struct rtnl_link_ifmap. */
static void link_nests(void)
{
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC, .ifi_index = (int)lo };
	struct rtnl_link_ifmap map = { .mem_start = 0x1000, .irq = 5, .port = 2 };
	uint8_t attached = XDP_ATTACHED_SKB;
	struct msg m;
	msg_begin(&m, RTM_SETLINK, 0, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_XDP);
	attr_u32(&m, IFLA_XDP_FD, (uint32_t)-1);
	attr_u32(&m, IFLA_XDP_FLAGS, XDP_FLAGS_SKB_MODE | XDP_FLAGS_UPDATE_IF_NOEXIST);
	attr(&m, IFLA_XDP_ATTACHED, &attached, 1);
	nest_end(&m);
	attr(&m, IFLA_MAP, &map, offsetof(struct rtnl_link_ifmap, port) + 1);
	nest_begin(&m, IFLA_PROP_LIST);
	attr(&m, IFLA_ALT_IFNAME, "loopback0", 10);
	nest_end(&m);
	nest_begin(&m, IFLA_LINKINFO);
	attr(&m, IFLA_INFO_KIND, "dummy", 6);
	nest_end(&m);
	send_msg(&m, 0, "RTM_SETLINK", "NLM_F_REQUEST",
		 "{ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=if_nametoindex(\"lo\"), "
		 "ifi_flags=0, ifi_change=0}, [[{nla_len=28, nla_type=IFLA_XDP}, "
		 "[[{nla_len=8, nla_type=IFLA_XDP_FD}, -1], [{nla_len=8, nla_type=IFLA_XDP_FLAGS}, "
		 "XDP_FLAGS_UPDATE_IF_NOEXIST|XDP_FLAGS_SKB_MODE], [{nla_len=5, nla_type=IFLA_XDP_ATTACHED}, "
		 "XDP_ATTACHED_SKB]]], [{nla_len=32, nla_type=IFLA_MAP}, {mem_start=0x1000, mem_end=0, "
		 "base_addr=0, irq=5, dma=0, port=2}], [{nla_len=20, nla_type=IFLA_PROP_LIST}, "
		 "[{nla_len=14, nla_type=IFLA_ALT_IFNAME}, \"loopback0\"]], [{nla_len=16, "
		 "nla_type=IFLA_LINKINFO}, [{nla_len=10, nla_type=IFLA_INFO_KIND}, \"dummy\"]]]");
}

/* Attributes that do not hold what their type says, and one that runs
 * into an unmapped page. */
static void bad_attributes(char *tail)
{
	struct ndmsg nd = { .ndm_family = AF_INET, .ndm_state = NUD_NONE };
	struct msg m;
	uint16_t two = 0x1234;
	msg_begin(&m, RTM_DELNEIGH, 0, &nd, sizeof nd);
	attr(&m, NDA_PROBES, &two, sizeof two);		/* a u32 of 2 bytes */
	attr(&m, NDA_DST, "\x01\x02", 2);			/* an address too short */
	attr(&m, 0x99, "ab", 2);				/* a type with no name */
	send_msg(&m, 0, "RTM_DELNEIGH", "NLM_F_REQUEST",
		 "{ndm_family=AF_INET, ndm_ifindex=0, ndm_state=NUD_NONE, ndm_flags=0, "
		 "ndm_type=RTN_UNSPEC}, [[{nla_len=6, nla_type=NDA_PROBES}, \"\\x34\\x12\"], "
		 "[{nla_len=6, nla_type=NDA_DST}, \"\\x01\\x02\"], "
		 "[{nla_len=6, nla_type=0x99 /* NDA_??? */}, \"\\x61\\x62\"]]");

	/* NDA_CACHEINFO's data stops at the end of the page */
	size_t total = NLMSG_HDRLEN + NLMSG_ALIGN(sizeof nd) + NLA_HDRLEN + sizeof(struct nda_cacheinfo);
	char *p = tail + 4096 - (total - 4);
	msg_begin(&m, RTM_DELNEIGH, 0, &nd, sizeof nd);
	struct nlattr a = { NLA_HDRLEN + sizeof(struct nda_cacheinfo), NDA_CACHEINFO };
	memcpy(m.b + m.len, &a, sizeof a);
	struct nlmsghdr h;
	memcpy(&h, m.b, sizeof h);
	h.nlmsg_len = (uint32_t)total;
	memcpy(m.b, &h, sizeof h);
	memcpy(p, m.b, total - 4);
	long rc = syscall(SYS_sendto, nl, p, total, 0, &bad, sizeof bad);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_DELNEIGH, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {ndm_family=AF_INET, ndm_ifindex=0, ndm_state=NUD_NONE, "
	       "ndm_flags=0, ndm_type=RTN_UNSPEC}, [{nla_len=20, nla_type=NDA_CACHEINFO}, %p]], %zu, 0, %s, 12)",
	       nl, total, p + NLMSG_HDRLEN + NLMSG_ALIGN(sizeof nd) + NLA_HDRLEN, total, bad_text);
}

/* What -X raw and -X verbose change: names become numbers, or numbers
 * with names in a comment. */
static void xlat_styles(const char *style)
{
	struct ndmsg nd = { .ndm_family = AF_INET, .ndm_state = NUD_PERMANENT,
			    .ndm_type = RTN_LOCAL };
	struct in_addr dst;
	struct msg m;
	inet_pton(AF_INET, "127.0.0.1", &dst);
	msg_begin(&m, RTM_NEWNEIGH, 0, &nd, sizeof nd);
	/* no flags: netlink.c names them whatever -X says */
	struct nlmsghdr h;
	memcpy(&h, m.b, sizeof h);
	h.nlmsg_flags = 0;
	memcpy(m.b, &h, sizeof h);
	attr(&m, NDA_DST, &dst, sizeof dst);
	bad_text = strcmp(style, "raw") ? bad_text_verbose : bad_text_raw;
	if (!strcmp(style, "raw")) {
		send_msg(&m, 0, "0x1c", "0", "{ndm_family=0x2, ndm_ifindex=0, ndm_state=0x80, "
			 "ndm_flags=0, ndm_type=0x2}, [{nla_len=8, nla_type=0x1}, \"\\x7f\\x00\\x00\\x01\"]");
	} else {
		send_msg(&m, 0, "0x1c /* RTM_NEWNEIGH */", "0",
			 "{ndm_family=0x2 /* AF_INET */, ndm_ifindex=0, ndm_state=0x80 /* NUD_PERMANENT */, "
			 "ndm_flags=0, ndm_type=0x2 /* RTN_LOCAL */}, [{nla_len=8, nla_type=0x1 /* NDA_DST */}, "
			 "\"\\x7f\\x00\\x00\\x01\" /* inet_addr(\"127.0.0.1\") */]");
	}
}

int main(void)
{
	const char *style = getenv("SEIZE_RTNL_XLAT");
	if (style && !*style)
		style = NULL;
	char *tail = tail_page();
	lo = if_nametoindex("lo");
	nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	bind(nl, (struct sockaddr *)&sa, sizeof sa);
	if (style) {
		xlat_styles(style);
		return 0;
	}
	neighbours(tail);
	rules();
	routes();
	traffic_control();
	addresses_and_config();
	bridges_and_nexthops();
	link_nests();
	bad_attributes(tail);
	return 0;
}
