/* Netlink messages in the data of netlink sockets: headers with the names
 * of their protocol (NETLINK_ROUTE once the socket is bound), address and
 * link messages with their attributes, errors with the message they answer,
 * several messages at once, and bytes that do not make a message. */
#include "progs.h"

#include <arpa/inet.h>
/* before the kernel headers, which have their own struct ifreq */
#include <net/if.h>
#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>
#include <sys/uio.h>

static int nl;
/* A destination the kernel refuses before it reads the messages. */
static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";

struct addr_req {
	struct nlmsghdr h;
	struct ifaddrmsg a;
	struct rtattr local;
	struct in_addr in;
	struct rtattr label;
	char name[4];
	struct rtattr flags;
	uint32_t flags_v;
	struct rtattr ci;
	struct ifa_cacheinfo ci_v;
};

static long send_bad(const void *buf, size_t len)
{
	return syscall(SYS_sendto, nl, buf, len, 0, &bad, sizeof bad);
}

static void unbound(void)
{
	struct nlmsghdr h = {
		.nlmsg_len = 20, .nlmsg_type = RTM_GETADDR,
		.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 1,
	};
	char buf[20] = { 0 };
	memcpy(buf, &h, sizeof h);
	buf[16] = AF_INET;
	/* the protocol of an unbound socket is not known yet */
	long rc = send_bad(buf, sizeof buf);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=0x16 /* NLMSG_??? */, "
	       "nlmsg_flags=NLM_F_REQUEST|0x300, nlmsg_seq=1, nlmsg_pid=0}, \"\\x02\\x00\\x00\\x00\"], 20, 0, %s, 12)",
	       nl, bad_text);
}

static void addresses(void)
{
	struct addr_req r;
	memset(&r, 0, sizeof r);
	r.h.nlmsg_len = sizeof r;
	r.h.nlmsg_type = RTM_NEWADDR;
	r.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL;
	r.h.nlmsg_seq = 2;
	r.a.ifa_family = AF_INET;
	r.a.ifa_prefixlen = 8;
	r.a.ifa_flags = IFA_F_PERMANENT;
	r.a.ifa_scope = RT_SCOPE_HOST;
	r.a.ifa_index = if_nametoindex("lo");
	r.local.rta_len = RTA_LENGTH(4);
	r.local.rta_type = IFA_LOCAL;
	inet_pton(AF_INET, "127.0.0.1", &r.in);
	r.label.rta_len = RTA_LENGTH(3);
	r.label.rta_type = IFA_LABEL;
	memcpy(r.name, "lo", 3);
	r.flags.rta_len = RTA_LENGTH(4);
	r.flags.rta_type = IFA_FLAGS;
	r.flags_v = IFA_F_NODAD | IFA_F_PERMANENT | 0x1000000;
	r.ci.rta_len = RTA_LENGTH(sizeof r.ci_v);
	r.ci.rta_type = IFA_CACHEINFO;
	r.ci_v.ifa_prefered = 4294967295u;
	r.ci_v.ifa_valid = 7;
	long rc = send_bad(&r, sizeof r);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_NEWADDR, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_EXCL|NLM_F_CREATE, nlmsg_seq=2, nlmsg_pid=0}, "
	       "{ifa_family=AF_INET, ifa_prefixlen=8, ifa_flags=IFA_F_PERMANENT, ifa_scope=RT_SCOPE_HOST, "
	       "ifa_index=if_nametoindex(\"lo\")}, [[{nla_len=8, nla_type=IFA_LOCAL}, inet_addr(\"127.0.0.1\")], "
	       "[{nla_len=7, nla_type=IFA_LABEL}, \"lo\"], [{nla_len=8, nla_type=IFA_FLAGS}, "
	       "IFA_F_NODAD|IFA_F_PERMANENT|0x1000000], [{nla_len=20, nla_type=IFA_CACHEINFO}, "
	       "{ifa_prefered=4294967295, ifa_valid=7, cstamp=0, tstamp=0}]]], %zu, 0, %s, 12)",
	       nl, sizeof r, sizeof r, bad_text);

	/* an IPv6 address; a request shorter than struct ifaddrmsg */
	struct {
		struct nlmsghdr h;
		struct ifaddrmsg a;
		struct rtattr addr;
		struct in6_addr in6;
	} r6;
	memset(&r6, 0, sizeof r6);
	r6.h.nlmsg_len = sizeof r6;
	r6.h.nlmsg_type = RTM_DELADDR;
	r6.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	r6.a.ifa_family = AF_INET6;
	r6.a.ifa_prefixlen = 128;
	r6.a.ifa_scope = 100;
	r6.addr.rta_len = RTA_LENGTH(16);
	r6.addr.rta_type = IFA_ADDRESS;
	inet_pton(AF_INET6, "::1", &r6.in6);
	rc = send_bad(&r6, sizeof r6);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=44, nlmsg_type=RTM_DELADDR, nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {ifa_family=AF_INET6, ifa_prefixlen=128, ifa_flags=0, ifa_scope=0x64, "
	       "ifa_index=0}, [{nla_len=20, nla_type=IFA_ADDRESS}, inet_pton(AF_INET6, \"::1\")]], 44, 0, %s, 12)",
	       nl, bad_text);
	r6.h.nlmsg_len = 20;
	r6.h.nlmsg_type = RTM_GETADDR;
	r6.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	rc = send_bad(&r6, 20);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=RTM_GETADDR, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {ifa_family=AF_INET6, ...}], 20, 0, %s, 12)", nl, bad_text);
}

static void links(void)
{
	struct {
		struct nlmsghdr h;
		struct ifinfomsg i;
		struct rtattr mask;
		uint32_t mask_v;
		struct rtattr name;
		char name_v[4];
		struct rtattr mtu;
		uint32_t mtu_v;
		struct rtattr mac;
		unsigned char mac_v[8];
	} l;
	memset(&l, 0, sizeof l);
	l.h.nlmsg_len = sizeof l;
	l.h.nlmsg_type = RTM_GETLINK;
	l.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ATOMIC;
	l.h.nlmsg_seq = 3;
	l.i.ifi_type = 772;
	l.i.ifi_index = if_nametoindex("lo");
	l.i.ifi_flags = IFF_UP | IFF_LOOPBACK | IFF_RUNNING | 0x10000 /* IFF_LOWER_UP, not in <net/if.h> */;
	l.mask.rta_len = RTA_LENGTH(4);
	l.mask.rta_type = IFLA_EXT_MASK;
	l.mask_v = RTEXT_FILTER_VF | RTEXT_FILTER_SKIP_STATS;
	/* a name without its NUL */
	l.name.rta_len = RTA_LENGTH(2);
	l.name.rta_type = IFLA_IFNAME;
	memcpy(l.name_v, "lo", 2);
	l.mtu.rta_len = RTA_LENGTH(4);
	l.mtu.rta_type = IFLA_MTU;
	l.mtu_v = 65536;
	l.mac.rta_len = RTA_LENGTH(6);
	l.mac.rta_type = IFLA_ADDRESS;
	memcpy(l.mac_v, "\x00\x11\x22\xaa\xbb\xcc", 6);
	long rc = send_bad(&l, sizeof l);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_GETLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_ATOMIC, "
	       "nlmsg_seq=3, nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_LOOPBACK, "
	       "ifi_index=if_nametoindex(\"lo\"), ifi_flags=IFF_UP|IFF_LOOPBACK|IFF_RUNNING|IFF_LOWER_UP, "
	       "ifi_change=0}, [[{nla_len=8, nla_type=IFLA_EXT_MASK}, RTEXT_FILTER_VF|RTEXT_FILTER_SKIP_STATS], "
	       "[{nla_len=6, nla_type=IFLA_IFNAME}, \"lo\"...], [{nla_len=8, nla_type=IFLA_MTU}, 65536], "
	       "[{nla_len=10, nla_type=IFLA_ADDRESS}, 00:11:22:aa:bb:cc]]], %zu, 0, %s, 12)",
	       nl, sizeof l, sizeof l, bad_text);
}

/* Several messages, a message type with no decoder, bytes too few for
 * a header, and the end of a dump. */
static void others(void)
{
	struct {
		struct nlmsghdr h;
		unsigned char family, pad[3];
	} two[2];
	memset(two, 0, sizeof two);
	for (int i = 0; i < 2; i++) {
		two[i].h.nlmsg_len = sizeof two[i];
		two[i].h.nlmsg_type = i ? 0x99 : RTM_GETLINK;
		two[i].h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
		two[i].h.nlmsg_seq = 4 + i;
		two[i].family = AF_PACKET;
	}
	long rc = send_bad(two, sizeof two);
	expect(rc, "EINVAL", "sendto(%d, [[{nlmsg_len=20, nlmsg_type=RTM_GETLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=4, nlmsg_pid=0}, {ifi_family=AF_PACKET, ...}], [{nlmsg_len=20, "
	       "nlmsg_type=0x99 /* RTM_??? */, nlmsg_flags=NLM_F_REQUEST|NLM_F_NONREC|NLM_F_BULK, nlmsg_seq=5, "
	       "nlmsg_pid=0}, "
	       "{family=AF_PACKET, data=\"\\x00\\x00\\x00\"}]], 40, 0, %s, 12)", nl, bad_text);
	rc = send_bad(two, 30);
	expect(rc, "EINVAL", "sendto(%d, [[{nlmsg_len=20, nlmsg_type=RTM_GETLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=4, nlmsg_pid=0}, {ifi_family=AF_PACKET, ...}], \"\\x14\\x00\\x00\\x00\\x99\\x00\\x01\\x03\\x05\\x00\"], "
	       "30, 0, %s, 12)", nl, bad_text);
	rc = send_bad(two, 16);
	expect(rc, "EINVAL", "sendto(%d, {nlmsg_len=20, nlmsg_type=RTM_GETLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=4, nlmsg_pid=0}, 16, 0, %s, 12)", nl, bad_text);
	struct {
		struct nlmsghdr h;
		int v;
	} done = { { 20, NLMSG_DONE, NLM_F_MULTI, 6, 0 }, 0 };
	rc = send_bad(&done, sizeof done);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=NLMSG_DONE, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=6, nlmsg_pid=0}, 0], 20, 0, %s, 12)", nl, bad_text);
	/* not a netlink socket: a string */
	rc = syscall(SYS_sendto, -1, &done, 4, 0, NULL, 0);
	expect(rc, "EBADF", "sendto(-1, \"\\24\\0\\0\\0\", 4, 0, NULL, 0)");
}

/* A request the kernel answers with an error carrying the request. */
static void error_reply(unsigned pid)
{
	struct {
		struct nlmsghdr h;
		unsigned char family, pad[3];
	} req = { { 20, 0x99, NLM_F_REQUEST | NLM_F_ACK, 7, 0 }, AF_INET, { 0 } };
	const char *req_text = "[{nlmsg_len=20, nlmsg_type=0x99 /* RTM_??? */, nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, "
			       "nlmsg_seq=7, nlmsg_pid=0}, {family=AF_INET, data=\"\\x00\\x00\\x00\"}]";
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	struct iovec iov = { &req, sizeof req };
	struct msghdr m = { .msg_name = &kernel, .msg_namelen = sizeof kernel, .msg_iov = &iov, .msg_iovlen = 1 };
	long rc = syscall(SYS_sendmsg, nl, &m, 0);
	expect(rc, NULL, "sendmsg(%d, {msg_name={sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}, "
	       "msg_namelen=12, msg_iov=[{iov_base=%s, iov_len=20}], msg_iovlen=1, msg_controllen=0, "
	       "msg_flags=0}, 0)", nl, req_text);
	char buf[256];
	struct sockaddr_nl from;
	struct iovec riov = { buf, sizeof buf };
	struct msghdr r = { .msg_name = &from, .msg_namelen = sizeof from, .msg_iov = &riov, .msg_iovlen = 1 };
	rc = syscall(SYS_recvmsg, nl, &r, 0);
	expect(rc, NULL, "recvmsg(%d, {msg_name={sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}, "
	       "msg_namelen=12, msg_iov=[{iov_base=[{nlmsg_len=40, nlmsg_type=NLMSG_ERROR, nlmsg_flags=0, "
	       "nlmsg_seq=7, nlmsg_pid=%u}, {error=-EOPNOTSUPP, msg=%s}], iov_len=256}], msg_iovlen=1, "
	       "msg_controllen=0, msg_flags=0}, 0)", nl, pid, req_text);
	/* without a netlink name, the data of sendmsg is a string */
	m.msg_name = NULL;
	m.msg_namelen = 0;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"\\24\\0\\0\\0\\231\\0\\5\\0\\7"
	       "\\0\\0\\0\\0\\0\\0\\0\\2\\0\\0\\0\", iov_len=20}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0)");
	rc = syscall(SYS_sendto, nl, &req, sizeof req, 0, NULL, 0);
	expect(rc, NULL, "sendto(%d, %s, 20, 0, NULL, 0)", nl, req_text);
	rc = syscall(SYS_recvfrom, nl, buf, sizeof buf, 0, NULL, NULL);
	expect(rc, NULL, "recvfrom(%d, [{nlmsg_len=40, nlmsg_type=NLMSG_ERROR, nlmsg_flags=0, nlmsg_seq=7, "
	       "nlmsg_pid=%u}, {error=-EOPNOTSUPP, msg=%s}], 256, 0, NULL, NULL)", nl, pid, req_text);
}

int main(void)
{
	nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	unbound();
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	bind(nl, (struct sockaddr *)&sa, sizeof sa);
	socklen_t len = sizeof sa;
	getsockname(nl, (struct sockaddr *)&sa, &len);
	addresses();
	links();
	others();
	error_reply(sa.nl_pid);
	return 0;
}
