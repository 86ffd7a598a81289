/* Socket calls with random arguments: pointers into memory full of random
 * bytes and plausible pointers, a page that ends at an unmapped one, bad
 * lengths and flags, on a netlink socket, a socketpair and no socket.
 * seize must neither crash nor hang on them; the program prints nothing. */
#include "progs.h"

#include <linux/netlink.h>
#include <signal.h>
#include <sys/socket.h>

enum { BUF = 3 * 4096 };

static unsigned char *buf;

static unsigned long rnd64(void)
{
	return (unsigned long)random() << 33 ^ (unsigned long)random() << 2 ^ random();
}

static unsigned long random_arg(int fd)
{
	switch (random() % 8) {
	case 0: return 0;
	case 1: return fd;
	case 2: return (unsigned long)(buf + random() % BUF);
	case 3: return (unsigned long)(buf + BUF - random() % 64);	/* runs into the hole */
	case 4: return random() % 300;
	case 5: return rnd64();
	case 6: return (unsigned long)-1;
	default: return random() % 64;
	}
}

/* Random words, some small, some pointing back into the buffer. */
static void scramble(void)
{
	for (int i = 0; i < BUF; i += 4) {
		unsigned v = random();
		if (random() % 4 == 0)
			v &= 0xff;
		memcpy(buf + i, &v, 4);
	}
	for (int k = 0; k < 64; k++) {
		unsigned long p = (unsigned long)(buf + random() % BUF);
		memcpy(buf + (random() % (BUF / 8)) * 8, &p, 8);
	}
	for (int k = 0; k < 32; k++) {
		unsigned long n = random() % 64;
		memcpy(buf + (random() % (BUF / 8)) * 8, &n, 8);
	}
}

int main(void)
{
	static const long nrs[] = {
		SYS_bind, SYS_connect, SYS_getsockname, SYS_getpeername, SYS_sendto,
		SYS_recvfrom, SYS_sendmsg, SYS_recvmsg, SYS_sendmmsg, SYS_recvmmsg,
		SYS_setsockopt, SYS_getsockopt, SYS_accept4, SYS_shutdown,
	};
	srandom(1);
	signal(SIGPIPE, SIG_IGN);
	buf = mmap(NULL, BUF + 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (buf == MAP_FAILED)
		return 1;
	munmap(buf + BUF, 4096);
	int nl = socket(AF_NETLINK, SOCK_RAW | SOCK_NONBLOCK, NETLINK_ROUTE);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	bind(nl, (struct sockaddr *)&sa, sizeof sa);
	int sv[2];
	socketpair(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0, sv);
	const int fds[] = { nl, sv[0], sv[1], -1 };
	for (int it = 0; it < 2000; it++) {
		scramble();
		int fd = fds[random() % 4];
		long nr = nrs[random() % (sizeof nrs / sizeof nrs[0])];
		unsigned long a[5];
		for (int i = 0; i < 5; i++)
			a[i] = random_arg(fd);
		/* the sockets do not block; the flags say so too */
		if (nr == SYS_recvmsg)
			a[1] |= MSG_DONTWAIT;
		if (nr == SYS_recvfrom || nr == SYS_recvmmsg)
			a[2] |= MSG_DONTWAIT;
		long rc = syscall(nr, fd, a[0], a[1], a[2], a[3], a[4]);
		if (nr == SYS_accept4 && rc > 2)
			close(rc);
	}
	return 0;
}
