/* Socket options: level and option names (some differ between getsockopt
 * and setsockopt), values as ints, strings, structs and ICMP filters, the
 * [in => out] length of getsockopt, and the bytes of a short int in hex. */
#include "progs.h"

#include <arpa/inet.h>
/* before the kernel headers, which have their own struct ifreq */
#include <net/if.h>
#include <linux/icmp.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

static void set_options(int s)
{
	int one = 1;
	long rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_REUSEADDR, &one, 4);
	expect(rc, NULL, "setsockopt(%d, SOL_SOCKET, SO_REUSEADDR, [1], 4)", s);
	/* an int option takes the first int of a longer value */
	int pair[2] = { 1, 2 };
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_KEEPALIVE, pair, 8);
	expect(rc, NULL, "setsockopt(%d, SOL_SOCKET, SO_KEEPALIVE, [1], 8)", s);
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_REUSEADDR, &one, 2);
	expect(rc, "EINVAL", "setsockopt(%d, SOL_SOCKET, SO_REUSEADDR, %p, 2)", s, (void *)&one);
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_REUSEADDR, NULL, 4);
	expect(rc, "EFAULT", "setsockopt(%d, SOL_SOCKET, SO_REUSEADDR, NULL, 4)", s);
	char *page = tail_page();
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_REUSEADDR, page + 4094, 4);
	expect(rc, "EFAULT", "setsockopt(%d, SOL_SOCKET, SO_REUSEADDR, %p, 4)", s, (void *)(page + 4094));
	/* other options: an int when the length is an int's, else bytes */
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_BINDTODEVICE, "lo", 3);
	expect(rc, NULL, "setsockopt(%d, SOL_SOCKET, SO_BINDTODEVICE, \"lo\\0\", 3)", s);
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_BINDTODEVICE, "", 0);
	expect(rc, NULL, "setsockopt(%d, SOL_SOCKET, SO_BINDTODEVICE, \"\", 0)", s);
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_TYPE, pair, 8);
	expect(rc, "ENOPROTOOPT", "setsockopt(%d, SOL_SOCKET, SO_TYPE, \"\\1\\0\\0\\0\\2\\0\\0\\0\", 8)", s);
	rc = syscall(SYS_setsockopt, s, SOL_TCP, TCP_NODELAY, &one, 4);
	expect(rc, NULL, "setsockopt(%d, SOL_TCP, TCP_NODELAY, [1], 4)", s);
	/* a name of an int's length prints as an int */
	int reno;
	memcpy(&reno, "reno", 4);
	rc = syscall(SYS_setsockopt, s, SOL_TCP, TCP_CONGESTION, "reno", 4);
	expect(rc, NULL, "setsockopt(%d, SOL_TCP, TCP_CONGESTION, [%d], 4)", s, reno);
	rc = syscall(SYS_setsockopt, s, SOL_IP, IP_TOS, &one, 4);
	expect(rc, NULL, "setsockopt(%d, SOL_IP, IP_TOS, [1], 4)", s);
	rc = syscall(SYS_setsockopt, s, SOL_IPV6, IPV6_V6ONLY, &one, 4);
	expect(rc, "ENOPROTOOPT", "setsockopt(%d, SOL_IPV6, IPV6_V6ONLY, [1], 4)", s);
	struct linger lg = { 1, 5 };
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_LINGER, &lg, sizeof lg);
	expect(rc, NULL, "setsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=5}, 8)", s);
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_LINGER, &lg, 4);
	expect(rc, "EINVAL", "setsockopt(%d, SOL_SOCKET, SO_LINGER, %p, 4)", s, (void *)&lg);
	struct ip_mreq mr;
	inet_pton(AF_INET, "224.0.0.1", &mr.imr_multiaddr);
	inet_pton(AF_INET, "127.0.0.1", &mr.imr_interface);
	rc = syscall(SYS_setsockopt, -1, SOL_IP, IP_ADD_MEMBERSHIP, &mr, sizeof mr);
	expect(rc, "EBADF", "setsockopt(-1, SOL_IP, IP_ADD_MEMBERSHIP, {imr_multiaddr=inet_addr(\"224.0.0.1\"), "
	       "imr_interface=inet_addr(\"127.0.0.1\")}, 8)");
	struct ipv6_mreq mr6 = { .ipv6mr_interface = if_nametoindex("lo") };
	inet_pton(AF_INET6, "ff02::1", &mr6.ipv6mr_multiaddr);
	rc = syscall(SYS_setsockopt, -1, SOL_IPV6, IPV6_ADD_MEMBERSHIP, &mr6, sizeof mr6);
	expect(rc, "EBADF", "setsockopt(-1, SOL_IPV6, IPV6_ADD_MEMBERSHIP, {inet_pton(AF_INET6, \"ff02::1\", "
	       "&ipv6mr_multiaddr), ipv6mr_interface=if_nametoindex(\"lo\")}, 20)");
	rc = syscall(SYS_setsockopt, -1, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &one, 8);
	expect(rc, "EBADF", "setsockopt(-1, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, [1], 8)");
	rc = syscall(SYS_setsockopt, -1, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &one, 2);
	expect(rc, "EBADF", "setsockopt(-1, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, %p, 2)", (void *)&one);
	struct tpacket_req req = { 4096, 2, 2048, 4 };
	rc = syscall(SYS_setsockopt, -1, SOL_PACKET, PACKET_RX_RING, &req, sizeof req);
	expect(rc, "EBADF", "setsockopt(-1, SOL_PACKET, PACKET_RX_RING, {tp_block_size=4096, tp_block_nr=2, "
	       "tp_frame_size=2048, tp_frame_nr=4}, 16)");
	/* the bits of the ICMP types to drop, ~[...] when most are set */
	unsigned filter = 1 << ICMP_ECHOREPLY | 1 << ICMP_ECHO;
	rc = syscall(SYS_setsockopt, -1, SOL_RAW, ICMP_FILTER, &filter, 4);
	expect(rc, "EBADF", "setsockopt(-1, SOL_RAW, ICMP_FILTER, [ICMP_ECHOREPLY ICMP_ECHO], 4)");
	filter = ~(1u << ICMP_TIME_EXCEEDED | 1u << 31);
	rc = syscall(SYS_setsockopt, -1, SOL_RAW, ICMP_FILTER, &filter, 4);
	expect(rc, "EBADF", "setsockopt(-1, SOL_RAW, ICMP_FILTER, ~[ICMP_TIME_EXCEEDED 0x1f /* ICMP_??? */], 4)");
	/* the bytes a short length leaves out count as set */
	rc = syscall(SYS_setsockopt, -1, SOL_RAW, ICMP_FILTER, "\xfe", 1);
	expect(rc, "EBADF", "setsockopt(-1, SOL_RAW, ICMP_FILTER, ~[ICMP_ECHOREPLY], 1)");

	/* unknown names, and the upper halves of registers */
	rc = syscall(SYS_setsockopt, -1, SOL_SOCKET, 9999, &one, 4);
	expect(rc, "EBADF", "setsockopt(-1, SOL_SOCKET, 0x270f /* SO_??? */, [1], 4)");
	rc = syscall(SYS_setsockopt, -1, 9999, 9999, &one, 4);
	expect(rc, "EBADF", "setsockopt(-1, 0x270f /* SOL_?? */, 9999, [1], 4)");
	rc = syscall(SYS_setsockopt, -1, SOL_ICMPV6, 1, &one, 4);
	expect(rc, "EBADF", "setsockopt(-1, SOL_ICMPV6, 1, [1], 4)");
	rc = syscall(SYS_setsockopt, -1, 0x100000001UL, 0x100000002UL, &one, 0x100000004UL);
	expect(rc, "EBADF", "setsockopt(-1, SOL_SOCKET, SO_REUSEADDR, [1], 4)");
	/* names that differ between the two calls */
	rc = syscall(SYS_setsockopt, -1, SOL_SOCKET, SO_ATTACH_FILTER, NULL, 0);
	expect(rc, "EBADF", "setsockopt(-1, SOL_SOCKET, SO_ATTACH_FILTER, NULL, 0)");
	rc = syscall(SYS_setsockopt, -1, SOL_IP, 64, NULL, 0);
	expect(rc, "EBADF", "setsockopt(-1, SOL_IP, IPT_SO_SET_REPLACE, NULL, 0)");
	socklen_t len = 4;
	rc = syscall(SYS_getsockopt, -1, SOL_SOCKET, SO_ATTACH_FILTER, NULL, &len);
	expect(rc, "EBADF", "getsockopt(-1, SOL_SOCKET, SO_GET_FILTER, NULL, [4])");
	rc = syscall(SYS_getsockopt, -1, SOL_IP, 64, NULL, &len);
	expect(rc, "EBADF", "getsockopt(-1, SOL_IP, IPT_SO_GET_INFO, NULL, [4])");
}

static void get_options(int s)
{
	int v;
	socklen_t len = sizeof v;
	long rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_TYPE, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_TYPE, [1], [4])", s);
	len = 8;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_REUSEADDR, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_REUSEADDR, [1], [8 => 4])", s);
	/* an int option cut short shows its bytes in hex, others as a string */
	len = 2;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_REUSEADDR, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_REUSEADDR, \"\\x01\\x00\", [2])", s);
	len = 2;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_TYPE, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_TYPE, \"\\1\\0\", [2])", s);
	struct linger lg;
	len = sizeof lg;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_LINGER, &lg, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=5}, [8])", s);
	len = 6;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_LINGER, &lg, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=\"\\x05\\x00\"}, [6])", s);
	char name[32];
	len = sizeof name;
	rc = syscall(SYS_getsockopt, s, SOL_TCP, TCP_CONGESTION, name, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_TCP, TCP_CONGESTION, \"reno\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\", "
	       "[32 => 16])", s);
	len = 0;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_TYPE, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_TYPE, %p, [0])", s, (void *)&v);
	len = 4;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_TYPE, &v, NULL);
	expect(rc, "EFAULT", "getsockopt(%d, SOL_SOCKET, SO_TYPE, %p, NULL)", s, (void *)&v);
	rc = syscall(SYS_getsockopt, -1, SOL_SOCKET, SO_TYPE, &v, &len);
	expect(rc, "EBADF", "getsockopt(-1, SOL_SOCKET, SO_TYPE, %p, [4])", (void *)&v);

	int sv[2];
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	struct ucred uc;
	len = sizeof uc;
	rc = syscall(SYS_getsockopt, sv[0], SOL_SOCKET, SO_PEERCRED, &uc, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_PEERCRED, {pid=%d, uid=%u, gid=%u}, [12])",
	       sv[0], uc.pid, uc.uid, uc.gid);
	len = 8;
	rc = syscall(SYS_getsockopt, sv[0], SOL_SOCKET, SO_PEERCRED, &uc, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_PEERCRED, {pid=%d, uid=%u}, [8])", sv[0], uc.pid, uc.uid);
	close(sv[0]);
	close(sv[1]);

	/* SO_ERROR by its errno name */
	int c = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(1) };
	inet_pton(AF_INET, "127.0.0.1", &sin.sin_addr);
	connect(c, (struct sockaddr *)&sin, sizeof sin);
	struct pollfd p = { c, POLLOUT, 0 };
	poll(&p, 1, 5000);
	len = 4;
	rc = syscall(SYS_getsockopt, c, SOL_SOCKET, SO_ERROR, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_ERROR, [ECONNREFUSED], [4])", c);
	rc = syscall(SYS_getsockopt, c, SOL_SOCKET, SO_ERROR, &v, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_ERROR, [0], [4])", c);
	close(c);

	int n = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	unsigned groups[2];
	len = sizeof groups;
	rc = syscall(SYS_getsockopt, n, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, groups, &len);
	expect(rc, NULL, "getsockopt(%d, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, %p, [8 => 0])", n, (void *)groups);
	close(n);
}

int main(void)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	set_options(s);
	get_options(s);
	close(s);
	return 0;
}
