/* NETLINK_ROUTE link attributes whose layout hangs on context:
 * IFLA_PROTINFO and IFLA_AF_SPEC by the ifinfomsg's family, the virtual
 * functions of IFLA_VFINFO_LIST, and the RTM_NEWSTATS nests beyond
 * IFLA_STATS_LINK_64; indexed arrays, short data and data running into an
 * unmapped page.  The messages go to an AF_INET address, which the kernel
 * refuses before it reads them.  SEIZE_RTNL_XLAT=raw or verbose: the
 * lines of -X raw or -X verbose. */
#include "progs.h"

#include <arpa/inet.h>
#include <stddef.h>
#include <linux/if_bonding.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

#include "nl-build.h"

#define LINK_BRIDGE "{ifi_family=AF_BRIDGE, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, " \
	"ifi_change=0}"
#define LINK_INET6 "{ifi_family=AF_INET6, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, " \
	"ifi_change=0}"
#define LINK_UNSPEC "{ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, " \
	"ifi_change=0}"

static void protinfo(void)
{
	struct ifinfomsg ifi = { .ifi_family = AF_BRIDGE };
	struct ifla_bridge_id id = { { 0x80, 0x01 }, { 0x02, 0, 0, 0xab, 0xcd, 0xef } };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_PROTINFO);
	attr_u8(&m, IFLA_BRPORT_STATE, BR_STATE_FORWARDING);
	attr_u16(&m, IFLA_BRPORT_PRIORITY, 32);
	attr(&m, IFLA_BRPORT_ROOT_ID, &id, sizeof id);
	attr_u16(&m, IFLA_BRPORT_GROUP_FWD_MASK, 0x4000);
	attr_u32(&m, IFLA_BRPORT_COST, 100);
	attr(&m, IFLA_BRPORT_FLUSH, NULL, 0);
	attr_u16(&m, 0xbad, 1);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK_BRIDGE ", [{nla_len=60, nla_type=IFLA_PROTINFO}, "
		 "[[{nla_len=5, nla_type=IFLA_BRPORT_STATE}, 3], "
		 "[{nla_len=6, nla_type=IFLA_BRPORT_PRIORITY}, 32], "
		 "[{nla_len=12, nla_type=IFLA_BRPORT_ROOT_ID}, {prio=[128, 1], addr=02:00:00:ab:cd:ef}], "
		 "[{nla_len=6, nla_type=IFLA_BRPORT_GROUP_FWD_MASK}, 0x4000], "
		 "[{nla_len=8, nla_type=IFLA_BRPORT_COST}, 100], "
		 "{nla_len=4, nla_type=IFLA_BRPORT_FLUSH}, "
		 "[{nla_len=6, nla_type=0xbad /* IFLA_BRPORT_??? */}, \"\\x01\\x00\"]]]");

	/* AF_INET6's attributes, the same as in IFLA_AF_SPEC */
	struct ifla_cacheinfo ci = { 1500, 2, 30000, 1000 };
	int32_t conf[] = { 1, -1 };
	uint32_t flags = 0x80000010;	/* IF_READY|IF_RS_SENT */
	struct in6_addr token;
	inet_pton(AF_INET6, "::1:2", &token);	/* inet_ntop shows it as ::0.1.0.2 */
	ifi.ifi_family = AF_INET6;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_PROTINFO);
	attr_u32(&m, IFLA_INET6_FLAGS, flags);
	attr(&m, IFLA_INET6_CONF, conf, sizeof conf);
	attr(&m, IFLA_INET6_CACHEINFO, &ci, sizeof ci);
	attr(&m, IFLA_INET6_TOKEN, &token, sizeof token);
	attr_u8(&m, IFLA_INET6_ADDR_GEN_MODE, IN6_ADDR_GEN_MODE_STABLE_PRIVACY);
	attr(&m, IFLA_INET6_CACHEINFO, &ci, 8);	/* too short for it: bytes */
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK_INET6 ", [{nla_len=84, nla_type=IFLA_PROTINFO}, "
		 "[[{nla_len=8, nla_type=IFLA_INET6_FLAGS}, IF_RS_SENT|IF_READY], "
		 "[{nla_len=12, nla_type=IFLA_INET6_CONF}, [[DEVCONF_FORWARDING]=1, "
		 "[DEVCONF_HOPLIMIT]=-1]], "
		 "[{nla_len=20, nla_type=IFLA_INET6_CACHEINFO}, {max_reasm_len=1500, tstamp=2, "
		 "reachable_time=30000, retrans_time=1000}], "
		 "[{nla_len=20, nla_type=IFLA_INET6_TOKEN}, inet_pton(AF_INET6, \"::0.1.0.2\")], "
		 "[{nla_len=5, nla_type=IFLA_INET6_ADDR_GEN_MODE}, IN6_ADDR_GEN_MODE_STABLE_PRIVACY], "
		 "[{nla_len=12, nla_type=IFLA_INET6_CACHEINFO}, \"\\xdc\\x05\\x00\\x00\\x02\\x00\\x00\\x00\"]]]");
}

static void af_spec(char *tail)
{
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC };
	int32_t conf[] = { 1, 0, 7 };
	uint64_t icmp[] = { 5, 6 };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_AF_SPEC);
	nest_begin(&m, AF_INET);
	attr(&m, IFLA_INET_CONF, conf, sizeof conf);
	nest_end(&m);
	nest_begin(&m, AF_INET6);
	attr(&m, IFLA_INET6_ICMP6STATS, icmp, sizeof icmp);
	attr_u32(&m, IFLA_INET6_RA_MTU, 1280);
	nest_end(&m);
	attr_u32(&m, AF_DECnet, 1);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK_UNSPEC ", [{nla_len=64, nla_type=IFLA_AF_SPEC}, "
		 "[[{nla_len=20, nla_type=AF_INET}, [{nla_len=16, nla_type=IFLA_INET_CONF}, "
		 "[[IPV4_DEVCONF_FORWARDING-1]=1, [IPV4_DEVCONF_MC_FORWARDING-1]=0, "
		 "[IPV4_DEVCONF_PROXY_ARP-1]=7]]], "
		 "[{nla_len=32, nla_type=AF_INET6}, [[{nla_len=20, nla_type=IFLA_INET6_ICMP6STATS}, "
		 "[[ICMP6_MIB_NUM]=5, [ICMP6_MIB_INMSGS]=6]], "
		 "[{nla_len=8, nla_type=IFLA_INET6_RA_MTU}, 1280]]], "
		 "[{nla_len=8, nla_type=AF_DECnet}, \"\\x01\\x00\\x00\\x00\"]]]");

	/* AF_BRIDGE has its own */
	struct bridge_vlan_info vi = { BRIDGE_VLAN_INFO_PVID | BRIDGE_VLAN_INFO_UNTAGGED, 10 };
	ifi.ifi_family = AF_BRIDGE;
	msg_begin(&m, RTM_SETLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_AF_SPEC);
	attr_u16(&m, IFLA_BRIDGE_FLAGS, BRIDGE_FLAGS_SELF);
	attr_u16(&m, IFLA_BRIDGE_MODE, BRIDGE_MODE_VEPA);
	attr(&m, IFLA_BRIDGE_VLAN_INFO, &vi, sizeof vi);
	nest_begin(&m, IFLA_BRIDGE_VLAN_TUNNEL_INFO);
	attr_u32(&m, IFLA_BRIDGE_VLAN_TUNNEL_ID, 42);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, "RTM_SETLINK", LINK_BRIDGE ", [{nla_len=40, nla_type=IFLA_AF_SPEC}, "
		 "[[{nla_len=6, nla_type=IFLA_BRIDGE_FLAGS}, BRIDGE_FLAGS_SELF], "
		 "[{nla_len=6, nla_type=IFLA_BRIDGE_MODE}, BRIDGE_MODE_VEPA], "
		 "[{nla_len=8, nla_type=IFLA_BRIDGE_VLAN_INFO}, "
		 "{flags=BRIDGE_VLAN_INFO_PVID|BRIDGE_VLAN_INFO_UNTAGGED, vid=10}], "
		 "[{nla_len=12, nla_type=IFLA_BRIDGE_VLAN_TUNNEL_INFO}, "
		 "[{nla_len=8, nla_type=IFLA_BRIDGE_VLAN_TUNNEL_ID}, 42]]]]");

	/* the devconf array runs into an unmapped page after one element */
	ifi.ifi_family = AF_INET6;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_AF_SPEC);
	nest_begin(&m, AF_INET6);
	attr(&m, IFLA_INET6_CONF, conf, sizeof conf);
	nest_end(&m);
	nest_end(&m);
	size_t len = m.len - 8;
	char *p = tail + 4096 - len;
	struct nlmsghdr h;
	memcpy(&h, m.b, sizeof h);
	h.nlmsg_len = (uint32_t)m.len;
	memcpy(m.b, &h, sizeof h);
	memcpy(p, m.b, len);
	long rc = syscall(SYS_sendto, nl, p, m.len, 0, &bad, sizeof bad);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_NEWLINK, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, " LINK_INET6 ", "
	       "[{nla_len=24, nla_type=IFLA_AF_SPEC}, [{nla_len=20, nla_type=AF_INET6}, "
	       "[{nla_len=16, nla_type=IFLA_INET6_CONF}, [[DEVCONF_FORWARDING]=1, ... /* %p */]]]]], "
	       "%zu, 0, %s, 12)", nl, m.len, tail + 4096, m.len, bad_text);
}

static void vfinfo(void)
{
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC };
	struct ifla_vf_link_state ls = { 3, IFLA_VF_LINK_STATE_DISABLE };
	struct ifla_vf_vlan_info vv = { 3, 100, 1, htons(0x8100) };
	struct ifla_vf_rate rate = { 3, 10, 1000 };
	uint64_t guid[2] = { 3, 0x123456789abcdef0ULL };	/* vf, padding, guid */
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_VFINFO_LIST);
	nest_begin(&m, IFLA_VF_INFO);
	attr(&m, IFLA_VF_LINK_STATE, &ls, sizeof ls);
	attr(&m, IFLA_VF_RATE, &rate, sizeof rate);
	attr(&m, IFLA_VF_IB_NODE_GUID, guid, sizeof guid);
	nest_begin(&m, IFLA_VF_VLAN_LIST);
	attr(&m, IFLA_VF_VLAN_INFO, &vv, sizeof vv);
	nest_end(&m);
	nest_begin(&m, IFLA_VF_STATS);
	uint64_t packets = 77;
	attr(&m, IFLA_VF_STATS_RX_PACKETS, &packets, sizeof packets);
	nest_end(&m);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK_UNSPEC ", [{nla_len=96, nla_type=IFLA_VFINFO_LIST}, "
		 "[{nla_len=92, nla_type=IFLA_VF_INFO}, "
		 "[[{nla_len=12, nla_type=IFLA_VF_LINK_STATE}, {vf=3, link_state=IFLA_VF_LINK_STATE_DISABLE}], "
		 "[{nla_len=16, nla_type=IFLA_VF_RATE}, {vf=3, min_tx_rate=10, max_tx_rate=1000}], "
		 "[{nla_len=20, nla_type=IFLA_VF_IB_NODE_GUID}, {vf=3, guid=0x123456789abcdef0}], "
		 "[{nla_len=24, nla_type=IFLA_VF_VLAN_LIST}, [{nla_len=20, nla_type=IFLA_VF_VLAN_INFO}, "
		 "{vf=3, vlan=100, qos=1, vlan_proto=htons(ETH_P_8021Q)}]], "
		 "[{nla_len=16, nla_type=IFLA_VF_STATS}, [{nla_len=12, nla_type=IFLA_VF_STATS_RX_PACKETS}, 77]]]]]");
}

static void stats(void)
{
	struct if_stats_msg st = { .family = AF_UNSPEC,
				   .filter_mask = 1 << (IFLA_STATS_LINK_XSTATS - 1) };
	struct bridge_stp_xstats stp = { 1, 2, 3, 4, 5, 6 };
	struct mpls_link_stats mpls = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	uint64_t lacp = 12;
	struct msg m;
	msg_begin(&m, RTM_NEWSTATS, &st, sizeof st);
	nest_begin(&m, IFLA_STATS_LINK_XSTATS);
	nest_begin(&m, LINK_XSTATS_TYPE_BRIDGE);
	attr(&m, BRIDGE_XSTATS_STP, &stp, sizeof stp);
	nest_end(&m);
	nest_end(&m);
	nest_begin(&m, IFLA_STATS_LINK_XSTATS_SLAVE);
	nest_begin(&m, LINK_XSTATS_TYPE_BOND);
	nest_begin(&m, BOND_XSTATS_3AD);
	attr(&m, BOND_3AD_STAT_LACPDU_RX, &lacp, sizeof lacp);
	nest_end(&m);
	nest_end(&m);
	nest_end(&m);
	nest_begin(&m, IFLA_STATS_AF_SPEC);
	nest_begin(&m, AF_MPLS);
	attr(&m, MPLS_STATS_LINK, &mpls, sizeof mpls);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, "RTM_NEWSTATS", "{family=AF_UNSPEC, ifindex=0, "
		 "filter_mask=1<<IFLA_STATS_LINK_64}, "
		 "[[{nla_len=60, nla_type=IFLA_STATS_LINK_XSTATS}, [{nla_len=56, "
		 "nla_type=LINK_XSTATS_TYPE_BRIDGE}, [{nla_len=52, nla_type=BRIDGE_XSTATS_STP}, "
		 "{transition_blk=1, transition_fwd=2, rx_bpdu=3, tx_bpdu=4, rx_tcn=5, tx_tcn=6}]]], "
		 "[{nla_len=24, nla_type=IFLA_STATS_LINK_XSTATS_SLAVE}, [{nla_len=20, "
		 "nla_type=LINK_XSTATS_TYPE_BOND}, [{nla_len=16, nla_type=BOND_XSTATS_3AD}, "
		 "[{nla_len=12, nla_type=BOND_3AD_STAT_LACPDU_RX}, 12]]]], "
		 "[{nla_len=84, nla_type=IFLA_STATS_AF_SPEC}, [{nla_len=80, nla_type=AF_MPLS}, "
		 "[{nla_len=76, nla_type=MPLS_STATS_LINK}, {rx_packets=1, tx_packets=2, rx_bytes=3, "
		 "tx_bytes=4, rx_errors=5, tx_errors=6, rx_dropped=7, tx_dropped=8, rx_noroute=9}]]]]");
}

/* The index of an indexed array, by -X. */
static void xlat_styles(const char *style)
{
	struct ifinfomsg ifi = { .ifi_family = AF_INET6 };
	int32_t conf[] = { 1 };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_PROTINFO);
	attr(&m, IFLA_INET6_CONF, conf, sizeof conf);
	nest_end(&m);
	struct nlmsghdr h;
	memcpy(&h, m.b, sizeof h);
	h.nlmsg_len = (uint32_t)m.len;
	memcpy(m.b, &h, sizeof h);
	long rc = syscall(SYS_sendto, nl, m.b, m.len, 0, &bad, sizeof bad);
	if (!strcmp(style, "raw"))
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=0x10, nlmsg_flags=0x1, "
		       "nlmsg_seq=0, nlmsg_pid=0}, {ifi_family=0xa, ifi_type=0, ifi_index=0, ifi_flags=0, "
		       "ifi_change=0}, [{nla_len=12, nla_type=0xc}, [{nla_len=8, nla_type=0x2}, "
		       "[[0]=1]]]], %zu, 0, {sa_family=0x2, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, "
		       "12)", nl, m.len, m.len);
	else
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=0x10 /* RTM_NEWLINK */, "
		       "nlmsg_flags=0x1 /* NLM_F_REQUEST */, nlmsg_seq=0, nlmsg_pid=0}, "
		       "{ifi_family=0xa /* AF_INET6 */, ifi_type=0 /* ARPHRD_NETROM */, ifi_index=0, "
		       "ifi_flags=0, ifi_change=0}, [{nla_len=12, nla_type=0xc /* IFLA_PROTINFO */}, "
		       "[{nla_len=8, nla_type=0x2 /* IFLA_INET6_CONF */}, "
		       "[[0 /* DEVCONF_FORWARDING */]=1]]]], %zu, 0, {sa_family=0x2 /* AF_INET */, "
		       "sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, 12)", nl, m.len, m.len);
}

int main(void)
{
	const char *style = getenv("SEIZE_RTNL_XLAT");
	char *tail = tail_page();
	nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	bind(nl, (struct sockaddr *)&sa, sizeof sa);
	if (style && *style) {
		xlat_styles(style);
		return 0;
	}
	protinfo();
	af_spec(tail);
	vfinfo();
	stats();
	return 0;
}
