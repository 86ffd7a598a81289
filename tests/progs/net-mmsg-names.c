/* recvmmsg keeps, from entry to exit, the name length each message
 * offers: 300 datagrams show "msg_namelen=28 => 16" for every one of
 * them, the 260th and later too (seize kept 260).
 * tests/decode-net.bats runs it with -v, so that no message is cut. */
#include "progs.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

enum { N = 300 };

int main(void)
{
	struct sockaddr_in a = { AF_INET }, b = { AF_INET };
	socklen_t len = sizeof a;
	a.sin_addr.s_addr = b.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	int rx = socket(AF_INET, SOCK_DGRAM, 0), tx = socket(AF_INET, SOCK_DGRAM, 0);
	int big = 8 << 20;
	/* room for N datagrams: a unix socket queues only max_dgram_qlen (10) */
	if (setsockopt(rx, SOL_SOCKET, SO_RCVBUFFORCE, &big, sizeof big))
		setsockopt(rx, SOL_SOCKET, SO_RCVBUF, &big, sizeof big);
	if (rx < 0 || tx < 0 || bind(rx, (void *)&a, sizeof a) || bind(tx, (void *)&b, sizeof b) ||
	    getsockname(rx, (void *)&a, &len) || getsockname(tx, (void *)&b, &len))
		return 1;
	for (int i = 0; i < N; i++)
		if (sendto(tx, "x", 1, 0, (void *)&a, sizeof a) != 1)
			return 1;
	static struct mmsghdr m[N];
	static struct sockaddr_in6 names[N];	/* more room than the name needs */
	static char data[N];
	static struct iovec iov[N];
	for (int i = 0; i < N; i++) {
		iov[i] = (struct iovec){ &data[i], 1 };
		m[i].msg_hdr = (struct msghdr){ .msg_name = &names[i], .msg_namelen = sizeof names[i],
						.msg_iov = &iov[i], .msg_iovlen = 1 };
	}
	int got = (int)syscall(SYS_recvmmsg, rx, m, N, MSG_DONTWAIT, NULL);
	if (got != N)
		return 1;
	printf("recvmmsg(%d, [", rx);
	for (int i = 0; i < N; i++)
		printf("%s{msg_hdr={msg_name={sa_family=AF_INET, sin_port=htons(%u), sin_addr=inet_addr(\"127.0.0.1\")}, "
		       "msg_namelen=%zu => %u, msg_iov=[{iov_base=\"x\", iov_len=1}], msg_iovlen=1, "
		       "msg_controllen=0, msg_flags=0}, msg_len=1}", i ? ", " : "", ntohs(b.sin_port),
		       sizeof names[i], m[i].msg_hdr.msg_namelen);
	printf("], %d, MSG_DONTWAIT, NULL) = %d\n", N, got);
	return 0;
}
