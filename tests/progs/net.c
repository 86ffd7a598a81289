/* Sockets and their addresses: socket() by family, socketpair, bind and
 * connect for each address family strace decodes (and the raw sa_data of
 * the others, of short lengths), the [in => out] lengths of getsockname,
 * accept4 flags, listen and shutdown. */
#include "progs.h"

#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>

static void sockets(void)
{
	long rc = syscall(SYS_socket, AF_INET, SOCK_STREAM | SOCK_CLOEXEC, IPPROTO_TCP);
	expect(rc, NULL, "socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_TCP)");
	close(rc);
	rc = syscall(SYS_socket, AF_INET6, SOCK_DGRAM, 0);
	expect(rc, NULL, "socket(AF_INET6, SOCK_DGRAM, IPPROTO_IP)");
	close(rc);
	rc = syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	expect(rc, NULL, "socket(AF_UNIX, SOCK_DGRAM|SOCK_NONBLOCK, 0)");
	close(rc);
	rc = syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	expect(rc, NULL, "socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE)");
	close(rc);
	/* a type no socket has, so that no privilege is needed */
	rc = syscall(SYS_socket, AF_PACKET, 0xf, htons(ETH_P_ALL));
	expect(rc, "EINVAL", "socket(AF_PACKET, 0xf /* SOCK_??? */, htons(ETH_P_ALL))");
	rc = syscall(SYS_socket, AF_PACKET, 0xf, 0x1234);
	expect(rc, "EINVAL", "socket(AF_PACKET, 0xf /* SOCK_??? */, htons(0x3412 /* ETH_P_??? */))");
	rc = syscall(SYS_socket, AF_INET, 0xf, 1000);
	expect(rc, "EINVAL", "socket(AF_INET, 0xf /* SOCK_??? */, 0x3e8 /* IPPROTO_??? */)");
	rc = syscall(SYS_socket, 99, 0x10000f, 1234);
	expect(rc, "EINVAL", "socket(0x63 /* AF_??? */, 0x10000f /* SOCK_??? */, 1234)");
	rc = syscall(SYS_socket, 99, 0, 1234);
	expect(rc, "EAFNOSUPPORT", "socket(0x63 /* AF_??? */, 0, 1234)");
	rc = syscall(SYS_socket, 0xffffffffUL, 0xffffffffUL, 0xffffffffUL);
	expect(rc, "EINVAL", "socket(0xffffffff /* AF_??? */, SOCK_CLOEXEC|SOCK_NONBLOCK|0xfff7f7ff, 4294967295)");
	/* the upper half of a register is no part of the family, except
	 * for choosing how the protocol prints */
	rc = syscall(SYS_socket, 0x100000002UL, 0x10000000fUL, 0x100000006UL);
	expect(rc, "EINVAL", "socket(AF_INET, 0xf /* SOCK_??? */, 4294967302)");
	rc = syscall(SYS_socket, AF_INET, 0xf, 0x100000006UL);
	expect(rc, "EINVAL", "socket(AF_INET, 0xf /* SOCK_??? */, IPPROTO_TCP)");
	rc = syscall(SYS_socket, AF_BLUETOOTH, 0xf, 1);
	expect(rc, errno == EINVAL ? "EINVAL" : "EAFNOSUPPORT", "socket(AF_BLUETOOTH, 0xf /* SOCK_??? */, BTPROTO_HCI)");
	rc = syscall(SYS_socket, AF_AX25, 0xf, 0xcc);
	expect(rc, errno == EINVAL ? "EINVAL" : "EAFNOSUPPORT", "socket(AF_AX25, 0xf /* SOCK_??? */, 0xcc /* AX25_P_IP */)");
}

static void pairs(void)
{
	int sv[2];
	long rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM, 0, sv);
	expect(rc, NULL, "socketpair(AF_UNIX, SOCK_STREAM, 0, [%d, %d])", sv[0], sv[1]);
	close(sv[0]);
	close(sv[1]);
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM, 0, NULL);
	expect(rc, "EFAULT", "socketpair(AF_UNIX, SOCK_STREAM, 0, NULL)");
	rc = syscall(SYS_socketpair, AF_INET, SOCK_STREAM, 0, sv);
	expect(rc, "EOPNOTSUPP", "socketpair(AF_INET, SOCK_STREAM, 0, %p)", (void *)sv);
}

static void unix_addresses(void)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX, .sun_path = "/tmp/seize-no-such" };
	long rc = syscall(SYS_connect, -1, &sun, sizeof sun);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_UNIX, sun_path=\"/tmp/seize-no-such\"}, 110)");
	rc = syscall(SYS_connect, -1, &sun, 2 + 4);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_UNIX, sun_path=\"/tmp\"}, 6)");
	rc = syscall(SYS_connect, -1, &sun, 2);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_UNIX}, 2)");
	rc = syscall(SYS_connect, -1, &sun, 1);
	expect(rc, "EBADF", "connect(-1, %p, 1)", (void *)&sun);
	rc = syscall(SYS_connect, -1, &sun, -1);
	expect(rc, "EBADF", "connect(-1, %p, -1)", (void *)&sun);
	/* more than the largest address: only that much is read */
	char big[200] = { 0 };
	memcpy(big, &sun, sizeof sun);
	rc = syscall(SYS_connect, -1, big, sizeof big);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_UNIX, sun_path=\"/tmp/seize-no-such\"}, 200)");
	/* a path filling sun_path, without a NUL */
	memset(sun.sun_path, 'a', sizeof sun.sun_path);
	rc = syscall(SYS_connect, -1, &sun, sizeof sun);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_UNIX, sun_path=\"%.108s\"}, 110)", sun.sun_path);
	struct sockaddr_un abs = { .sun_family = AF_UNIX, .sun_path = "\0seize\n" };
	rc = syscall(SYS_bind, -1, &abs, 2 + 7);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_UNIX, sun_path=@\"seize\\n\"}, 9)");
	rc = syscall(SYS_bind, -1, &abs, 2 + 9);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_UNIX, sun_path=@\"seize\\n\\0\\0\"}, 11)");
	rc = syscall(SYS_bind, -1, &abs, 3);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_UNIX, sun_path=@\"\"}, 3)");
	struct sockaddr_un esc = { .sun_family = AF_UNIX, .sun_path = "a\"b\001" };
	rc = syscall(SYS_bind, -1, &esc, 2 + 5);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_UNIX, sun_path=\"a\\\"b\\1\"}, 7)");
}

static void inet_addresses(void)
{
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(80) };
	inet_pton(AF_INET, "127.0.0.1", &sin.sin_addr);
	long rc = syscall(SYS_connect, -1, &sin, sizeof sin);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr(\"127.0.0.1\")}, 16)");
	rc = syscall(SYS_connect, -1, &sin, sizeof sin + 4);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr(\"127.0.0.1\")}, 20)");
	/* too short for a sockaddr_in: its bytes */
	rc = syscall(SYS_connect, -1, &sin, sizeof sin - 1);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET, sa_data=\"\\0P\\177\\0\\0\\1\\0\\0\\0\\0\\0\\0\\0\"}, 15)");
	rc = syscall(SYS_connect, -1, &sin, 3);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET, sa_data=\"\\0\"}, 3)");
	rc = syscall(SYS_connect, -1, NULL, 16);
	expect(rc, "EBADF", "connect(-1, NULL, 16)");

	struct sockaddr_in6 s6 = {
		.sin6_family = AF_INET6, .sin6_port = htons(443),
		.sin6_flowinfo = htonl(5), .sin6_scope_id = 7,
	};
	inet_pton(AF_INET6, "::1", &s6.sin6_addr);
	rc = syscall(SYS_connect, -1, &s6, sizeof s6);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(5), "
	       "inet_pton(AF_INET6, \"::1\", &sin6_addr), sin6_scope_id=7}, 28)");
	rc = syscall(SYS_connect, -1, &s6, 24);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(5), "
	       "inet_pton(AF_INET6, \"::1\", &sin6_addr)}, 24)");
	/* a link-local address's scope is an interface */
	inet_pton(AF_INET6, "fe80::1", &s6.sin6_addr);
	s6.sin6_scope_id = if_nametoindex("lo");
	rc = syscall(SYS_connect, -1, &s6, sizeof s6);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(5), "
	       "inet_pton(AF_INET6, \"fe80::1\", &sin6_addr), sin6_scope_id=if_nametoindex(\"lo\")}, 28)");
	inet_pton(AF_INET6, "::ffff:1.2.3.4", &s6.sin6_addr);
	rc = syscall(SYS_connect, -1, &s6, sizeof s6);
	expect(rc, "EBADF", "connect(-1, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(5), "
	       "inet_pton(AF_INET6, \"::ffff:1.2.3.4\", &sin6_addr), sin6_scope_id=%u}, 28)", s6.sin6_scope_id);
}

static void other_addresses(void)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK, .nl_pid = 1234, .nl_groups = 0x12 };
	long rc = syscall(SYS_bind, -1, &nl, sizeof nl);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_NETLINK, nl_pid=1234, nl_groups=0x000012}, 12)");
	nl.nl_groups = 0;
	rc = syscall(SYS_bind, -1, &nl, sizeof nl);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_NETLINK, nl_pid=1234, nl_groups=00000000}, 12)");
	rc = syscall(SYS_bind, -1, &nl, 8);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_NETLINK, sa_data=\"\\0\\0\\322\\4\\0\\0\"}, 8)");

	struct sockaddr_ll ll = {
		.sll_family = AF_PACKET, .sll_protocol = htons(ETH_P_IP),
		.sll_ifindex = if_nametoindex("lo"), .sll_hatype = 1,
		.sll_pkttype = PACKET_BROADCAST, .sll_halen = 6,
		.sll_addr = { 1, 2, 3, 0, 5, 0xab, 7, 8 },
	};
	rc = syscall(SYS_bind, -1, &ll, sizeof ll);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_PACKET, sll_protocol=htons(ETH_P_IP), "
	       "sll_ifindex=if_nametoindex(\"lo\"), sll_hatype=ARPHRD_ETHER, sll_pkttype=PACKET_BROADCAST, "
	       "sll_halen=6, sll_addr=[0x1, 0x2, 0x3, 00, 0x5, 0xab]}, 20)");
	ll.sll_protocol = htons(0x9999);
	ll.sll_ifindex = 0x7ffffff0;
	ll.sll_hatype = 0xfff;
	ll.sll_pkttype = 99;
	ll.sll_halen = 10;
	rc = syscall(SYS_bind, -1, &ll, sizeof ll);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_PACKET, sll_protocol=htons(0x9999 /* ETH_P_??? */), "
	       "sll_ifindex=2147483632, sll_hatype=0xfff /* ARPHRD_??? */, sll_pkttype=0x63 /* PACKET_??? */, "
	       "sll_halen=10, sll_addr=[0x1, 0x2, 0x3, 00, 0x5, 0xab, 0x7, 0x8, ...]}, 20)");
	ll.sll_halen = 0;
	rc = syscall(SYS_bind, -1, &ll, sizeof ll);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_PACKET, sll_protocol=htons(0x9999 /* ETH_P_??? */), "
	       "sll_ifindex=2147483632, sll_hatype=0xfff /* ARPHRD_??? */, sll_pkttype=0x63 /* PACKET_??? */, "
	       "sll_halen=0}, 20)");

	struct sockaddr sa = { .sa_family = 200, .sa_data = "abc\001" };
	rc = syscall(SYS_bind, -1, &sa, sizeof sa);
	expect(rc, "EBADF", "bind(-1, {sa_family=0xc8 /* AF_??? */, sa_data=\"abc\\1\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, 16)");
	sa.sa_family = AF_APPLETALK;
	rc = syscall(SYS_bind, -1, &sa, 4);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_APPLETALK, sa_data=\"ab\"}, 4)");

	/* an address running into an unmapped page */
	char *page = tail_page();
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(7) };
	memcpy(page + 4096 - sizeof sin, &sin, sizeof sin);
	rc = syscall(SYS_bind, -1, page + 4096 - sizeof sin, sizeof sin);
	expect(rc, "EBADF", "bind(-1, {sa_family=AF_INET, sin_port=htons(7), sin_addr=inet_addr(\"0.0.0.0\")}, 16)");
	rc = syscall(SYS_bind, -1, page + 4096 - sizeof sin, sizeof sin + 1);
	expect(rc, "EBADF", "bind(-1, %p, 17)", (void *)(page + 4096 - sizeof sin));
}

/* getsockname and accept: [offered => returned] lengths, the address cut
 * to what the caller's buffer held, pointers alone after a failure. */
static void names(void)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in sin = { .sin_family = AF_INET };
	inet_pton(AF_INET, "127.0.0.1", &sin.sin_addr);
	bind(s, (struct sockaddr *)&sin, sizeof sin);
	long rc = syscall(SYS_listen, s, 5);
	expect(rc, NULL, "listen(%d, 5)", s);

	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	rc = syscall(SYS_getsockname, s, &ss, &len);
	unsigned port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
	expect(rc, NULL, "getsockname(%d, {sa_family=AF_INET, sin_port=htons(%u), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16])", s, port);
	len = 2;
	rc = syscall(SYS_getsockname, s, &ss, &len);
	expect(rc, NULL, "getsockname(%d, {sa_family=AF_INET}, [2 => 16])", s);
	len = 0;
	rc = syscall(SYS_getsockname, s, &ss, &len);
	expect(rc, NULL, "getsockname(%d, %p, [0 => 16])", s, (void *)&ss);
	len = 16;
	rc = syscall(SYS_getsockname, s, NULL, &len);
	expect(rc, "EFAULT", "getsockname(%d, NULL, %p)", s, (void *)&len);
	rc = syscall(SYS_getsockname, -1, &ss, &len);
	expect(rc, "EBADF", "getsockname(-1, %p, [16])", (void *)&ss);
	char *page = tail_page();
	rc = syscall(SYS_getsockname, s, &ss, page + 4094);
	expect(rc, "EFAULT", "getsockname(%d, %p, %p)", s, (void *)&ss, (void *)(page + 4094));
	rc = syscall(SYS_getpeername, s, &ss, &len);
	expect(rc, "ENOTCONN", "getpeername(%d, %p, [16])", s, (void *)&ss);

	int c = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in to = sin;
	to.sin_port = htons(port);
	connect(c, (struct sockaddr *)&to, sizeof to);
	len = sizeof ss;
	rc = syscall(SYS_accept4, s, &ss, &len, SOCK_CLOEXEC);
	expect(rc, NULL, "accept4(%d, {sa_family=AF_INET, sin_port=htons(%u), sin_addr=inet_addr(\"127.0.0.1\")}, "
	       "[128 => 16], SOCK_CLOEXEC)", s, ntohs(((struct sockaddr_in *)&ss)->sin_port));
	close(rc);
	rc = syscall(SYS_accept4, s, NULL, NULL, 0x12345);
	expect(rc, "EINVAL", "accept4(%d, NULL, NULL, 0x12345 /* SOCK_??? */)", s);
	rc = syscall(SYS_accept, -1, &ss, &len);
	expect(rc, "EBADF", "accept(-1, %p, [16])", (void *)&ss);

	rc = syscall(SYS_shutdown, c, SHUT_RDWR);
	expect(rc, NULL, "shutdown(%d, SHUT_RDWR)", c);
	rc = syscall(SYS_shutdown, c, 7);
	expect(rc, "EINVAL", "shutdown(%d, 0x7 /* SHUT_??? */)", c);
	rc = syscall(SYS_listen, -1, -5);
	expect(rc, "EBADF", "listen(-1, -5)");
	close(c);
	close(s);
}

int main(void)
{
	sockets();
	pairs();
	unix_addresses();
	inet_addresses();
	other_addresses();
	names();
	return 0;
}
