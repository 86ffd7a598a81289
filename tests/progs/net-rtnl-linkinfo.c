/* NETLINK_ROUTE's IFLA_LINKINFO: the data of a bridge, a tun device and
 * a bridge port, a CAN device's statistics, each by the kind attribute
 * read before it; data of other kinds, or before any kind, as bytes;
 * data running into an unmapped page.  The messages go to an AF_INET
 * address, which the kernel refuses before it reads them. */
#include "progs.h"

#include <arpa/inet.h>
#include <linux/if_bridge.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

#include "nl-build.h"

#define LINK "{ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, " \
	"ifi_change=0}"

static void attr_str(struct msg *m, unsigned type, const char *s)
{
	attr(m, type, s, strlen(s) + 1);
}

static void bridge(void)
{
	struct ifinfomsg ifi = { 0 };
	struct br_boolopt_multi bo = { 1 << BR_BOOLOPT_NO_LL_LEARN, 0x80000003 };
	uint8_t group[6] = { 1, 0x80, 0xc2, 0, 0, 0 };
	struct in_addr q = { htonl(0xc0a80001) };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_LINKINFO);
	attr_str(&m, IFLA_INFO_KIND, "bridge");
	nest_begin(&m, IFLA_INFO_DATA);
	attr_u32(&m, IFLA_BR_FORWARD_DELAY, 1500);
	attr_u32(&m, IFLA_BR_STP_STATE, 1);
	attr_u16(&m, IFLA_BR_PRIORITY, 0x8000);
	attr_u16(&m, IFLA_BR_VLAN_PROTOCOL, htons(ETH_P_8021Q));
	attr(&m, IFLA_BR_GROUP_ADDR, group, sizeof group);
	attr(&m, IFLA_BR_MULTI_BOOLOPT, &bo, sizeof bo);
	nest_begin(&m, IFLA_BR_MCAST_QUERIER_STATE);
	attr(&m, BRIDGE_QUERIER_IP_ADDRESS, &q, sizeof q);
	attr_u32(&m, BRIDGE_QUERIER_IP_PORT, 0);
	attr_u16(&m, 0x77, 5);
	nest_end(&m);
	nest_end(&m);
	attr_str(&m, IFLA_INFO_SLAVE_KIND, "bridge");
	nest_begin(&m, IFLA_INFO_SLAVE_DATA);
	attr_u32(&m, IFLA_BRPORT_COST, 7);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK ", [{nla_len=128, nla_type=IFLA_LINKINFO}, "
		 "[[{nla_len=11, nla_type=IFLA_INFO_KIND}, \"bridge\"], "
		 "[{nla_len=88, nla_type=IFLA_INFO_DATA}, "
		 "[[{nla_len=8, nla_type=IFLA_BR_FORWARD_DELAY}, 1500 /* 15.00 s */], "
		 "[{nla_len=8, nla_type=IFLA_BR_STP_STATE}, 1], "
		 "[{nla_len=6, nla_type=IFLA_BR_PRIORITY}, 32768], "
		 "[{nla_len=6, nla_type=IFLA_BR_VLAN_PROTOCOL}, htons(ETH_P_8021Q)], "
		 "[{nla_len=10, nla_type=IFLA_BR_GROUP_ADDR}, 01:80:c2:00:00:00], "
		 "[{nla_len=12, nla_type=IFLA_BR_MULTI_BOOLOPT}, {optval=1<<BR_BOOLOPT_NO_LL_LEARN, "
		 "optmask=1<<BR_BOOLOPT_NO_LL_LEARN|1<<BR_BOOLOPT_MCAST_VLAN_SNOOPING|0x80000000}], "
		 "[{nla_len=28, nla_type=IFLA_BR_MCAST_QUERIER_STATE}, "
		 "[[{nla_len=8, nla_type=BRIDGE_QUERIER_IP_ADDRESS}, inet_addr(\"192.168.0.1\")], "
		 "[{nla_len=8, nla_type=BRIDGE_QUERIER_IP_PORT}, 0], "
		 "[{nla_len=6, nla_type=0x77 /* BRIDGE_QUERIER_??? */}, \"\\x05\\x00\"]]]]], "
		 "[{nla_len=11, nla_type=IFLA_INFO_SLAVE_KIND}, \"bridge\"], "
		 "[{nla_len=12, nla_type=IFLA_INFO_SLAVE_DATA}, "
		 "[{nla_len=8, nla_type=IFLA_BRPORT_COST}, 7]]]]");
}

static void tun_can(void)
{
	struct ifinfomsg ifi = { 0 };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_LINKINFO);
	attr_str(&m, IFLA_INFO_KIND, "tun");
	nest_begin(&m, IFLA_INFO_DATA);
	attr_u32(&m, IFLA_TUN_OWNER, (uint32_t)-1);
	attr_u32(&m, IFLA_TUN_GROUP, 5);
	attr_u8(&m, IFLA_TUN_TYPE, IFF_TAP);
	attr_u8(&m, IFLA_TUN_PI, 1);
	attr_u32(&m, IFLA_TUN_NUM_QUEUES, 4);
	nest_end(&m);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK ", [{nla_len=56, nla_type=IFLA_LINKINFO}, "
		 "[[{nla_len=8, nla_type=IFLA_INFO_KIND}, \"tun\"], "
		 "[{nla_len=44, nla_type=IFLA_INFO_DATA}, "
		 "[[{nla_len=8, nla_type=IFLA_TUN_OWNER}, -1], "
		 "[{nla_len=8, nla_type=IFLA_TUN_GROUP}, 5], "
		 "[{nla_len=5, nla_type=IFLA_TUN_TYPE}, IFF_TAP], "
		 "[{nla_len=5, nla_type=IFLA_TUN_PI}, 1], "
		 "[{nla_len=8, nla_type=IFLA_TUN_NUM_QUEUES}, 4]]]]]");

	uint32_t st[6] = { 1, 2, 3, 4, 5, 6 };
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_LINKINFO);
	attr_str(&m, IFLA_INFO_KIND, "can");
	attr(&m, IFLA_INFO_XSTATS, st, sizeof st);
	attr(&m, IFLA_INFO_XSTATS, st, 8);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK ", [{nla_len=52, nla_type=IFLA_LINKINFO}, "
		 "[[{nla_len=8, nla_type=IFLA_INFO_KIND}, \"can\"], "
		 "[{nla_len=28, nla_type=IFLA_INFO_XSTATS}, {bus_error=1, error_warning=2, "
		 "error_passive=3, bus_off=4, arbitration_lost=5, restarts=6}], "
		 "[{nla_len=12, nla_type=IFLA_INFO_XSTATS}, "
		 "\"\\x01\\x00\\x00\\x00\\x02\\x00\\x00\\x00\"]]]");
}

/* Data before any kind, of a kind with no decoder, and unreadable. */
static void bytes(void)
{
	struct ifinfomsg ifi = { 0 };
	struct msg m;
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_LINKINFO);
	attr_u32(&m, IFLA_INFO_DATA, 0x61626364);
	attr_str(&m, IFLA_INFO_KIND, "veth");
	attr_u32(&m, IFLA_INFO_DATA, 0x61626364);
	nest_end(&m);
	send_msg(&m, "RTM_NEWLINK", LINK ", [{nla_len=32, nla_type=IFLA_LINKINFO}, "
		 "[[{nla_len=8, nla_type=IFLA_INFO_DATA}, \"\\x64\\x63\\x62\\x61\"], "
		 "[{nla_len=9, nla_type=IFLA_INFO_KIND}, \"veth\"], "
		 "[{nla_len=8, nla_type=IFLA_INFO_DATA}, \"\\x64\\x63\\x62\\x61\"]]]");

	uint32_t st[6] = { 0 };
	msg_begin(&m, RTM_NEWLINK, &ifi, sizeof ifi);
	nest_begin(&m, IFLA_LINKINFO);
	attr_str(&m, IFLA_INFO_KIND, "can");
	attr(&m, IFLA_INFO_XSTATS, st, sizeof st);
	nest_end(&m);
	struct nlmsghdr h;
	memcpy(&h, m.b, sizeof h);
	h.nlmsg_len = (uint32_t)m.len;
	memcpy(m.b, &h, sizeof h);
	char *page = tail_page();
	size_t kept = m.len - sizeof st;
	char *at = page + 4096 - kept;
	memcpy(at, m.b, kept);
	char body[256];
	snprintf(body, sizeof body, LINK ", [{nla_len=40, nla_type=IFLA_LINKINFO}, "
		 "[[{nla_len=8, nla_type=IFLA_INFO_KIND}, \"can\"], "
		 "[{nla_len=28, nla_type=IFLA_INFO_XSTATS}, %p]]]", page + 4096);
	send_at(at, m.len, "RTM_NEWLINK", body);
}

int main(void)
{
	nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	if (nl < 0 || bind(nl, (struct sockaddr *)&sa, sizeof sa) < 0)
		abort();
	bridge();
	tun_can();
	bytes();
	return 0;
}
