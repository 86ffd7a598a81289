/* Data on sockets: sendto and recvfrom with their addresses, sendmsg and
 * recvmsg with iovecs (received data shown up to the bytes returned) and
 * control messages, sendmmsg and recvmmsg. */
#include "progs.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/uio.h>

static int sv[2];

static void send_recv(void)
{
	long rc = syscall(SYS_sendto, sv[0], "hello\n", 6, MSG_DONTWAIT | MSG_NOSIGNAL, NULL, 0);
	expect(rc, NULL, "sendto(%d, \"hello\\n\", 6, MSG_DONTWAIT|MSG_NOSIGNAL, NULL, 0)", sv[0]);
	rc = syscall(SYS_sendto, sv[0], "x", 1, 0xffffffff00000000UL, NULL, 0);
	expect(rc, NULL, "sendto(%d, \"x\", 1, 0, NULL, 0)", sv[0]);
	rc = syscall(SYS_sendto, -1, "x", 1, 0x4000000, NULL, 0);
	expect(rc, "EBADF", "sendto(-1, \"x\", 1, MSG_ZEROCOPY, NULL, 0)");
	rc = syscall(SYS_sendto, -1, "x", 1, 0x80000001, NULL, 0);
	expect(rc, "EBADF", "sendto(-1, \"x\", 1, MSG_OOB|MSG_CMSG_COMPAT, NULL, 0)");
	rc = syscall(SYS_sendto, -1, "x", 1, 0x100000, NULL, 0);
	expect(rc, "EBADF", "sendto(-1, \"x\", 1, 0x100000 /* MSG_??? */, NULL, 0)");
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(53) };
	rc = syscall(SYS_sendto, -1, NULL, 6, 0, &sin, 1);
	expect(rc, "EBADF", "sendto(-1, NULL, 6, 0, %p, 1)", (void *)&sin);

	char buf[64];
	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	rc = syscall(SYS_recvfrom, sv[1], buf, sizeof buf, 0, &ss, &len);
	/* a socketpair's peer has no name */
	expect(rc, NULL, "recvfrom(%d, \"hello\\n\", 64, 0, %p, [128 => 0])", sv[1], (void *)&ss);
	rc = syscall(SYS_recvfrom, sv[1], buf, 0, MSG_PEEK | MSG_TRUNC, NULL, NULL);
	expect(rc, NULL, "recvfrom(%d, \"\", 0, MSG_PEEK|MSG_TRUNC, NULL, NULL)", sv[1]);
	rc = syscall(SYS_recvfrom, sv[1], buf, sizeof buf, 0, NULL, NULL);
	expect(rc, NULL, "recvfrom(%d, \"x\", 64, 0, NULL, NULL)", sv[1]);
	len = 16;
	rc = syscall(SYS_recvfrom, sv[1], buf, sizeof buf, MSG_DONTWAIT, &ss, &len);
	expect(rc, "EAGAIN", "recvfrom(%d, %p, 64, MSG_DONTWAIT, %p, [16])", sv[1], (void *)buf, (void *)&ss);
	rc = syscall(SYS_recvfrom, sv[1], buf, sizeof buf, MSG_DONTWAIT, NULL, &len);
	expect(rc, "EAGAIN", "recvfrom(%d, %p, 64, MSG_DONTWAIT, NULL, %p)", sv[1], (void *)buf, (void *)&len);

	/* a datagram socket with a name: the sender's address */
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	inet_pton(AF_INET, "127.0.0.1", &sin.sin_addr);
	sin.sin_port = 0;
	bind(u, (struct sockaddr *)&sin, sizeof sin);
	len = sizeof sin;
	getsockname(u, (struct sockaddr *)&sin, &len);
	unsigned port = ntohs(sin.sin_port);
	rc = syscall(SYS_sendto, u, "xyz", 3, 0, &sin, sizeof sin);
	expect(rc, NULL, "sendto(%d, \"xyz\", 3, 0, {sa_family=AF_INET, sin_port=htons(%u), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}, 16)", u, port);
	len = sizeof ss;
	/* the data shown is what fits in the buffer, whatever MSG_TRUNC returns */
	rc = syscall(SYS_recvfrom, u, buf, 2, MSG_TRUNC, &ss, &len);
	expect(rc, NULL, "recvfrom(%d, \"xy\", 2, MSG_TRUNC, {sa_family=AF_INET, sin_port=htons(%u), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16])", u, port);
	close(u);
}

static void messages(void)
{
	struct iovec iov[3] = { { "abc", 3 }, { "defgh", 5 }, { "", 0 } };
	struct msghdr m = { .msg_iov = iov, .msg_iovlen = 2 };
	long rc = syscall(SYS_sendmsg, sv[0], &m, 0);
	expect(rc, NULL, "sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}, "
	       "{iov_base=\"defgh\", iov_len=5}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, 0)", sv[0]);

	char b1[2], b2[64];
	struct iovec riov[2] = { { b1, sizeof b1 }, { b2, sizeof b2 } };
	struct sockaddr_storage ss;
	char cbuf[256];
	struct msghdr r = {
		.msg_name = &ss, .msg_namelen = sizeof ss, .msg_iov = riov, .msg_iovlen = 2,
		.msg_control = cbuf, .msg_controllen = sizeof cbuf,
	};
	rc = syscall(SYS_recvmsg, sv[1], &r, 0);
	expect(rc, NULL, "recvmsg(%d, {msg_name=%p, msg_namelen=128 => 0, msg_iov=[{iov_base=\"ab\", iov_len=2}, "
	       "{iov_base=\"cdefgh\", iov_len=64}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, 0)",
	       sv[1], (void *)&ss);

	m.msg_iovlen = 3;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}, "
	       "{iov_base=\"defgh\", iov_len=5}, {iov_base=\"\", iov_len=0}], msg_iovlen=3, msg_controllen=0, "
	       "msg_flags=0}, 0)");

	/* descriptors and credentials passed along */
	union {
		char b[CMSG_SPACE(2 * sizeof(int)) + CMSG_SPACE(sizeof(struct ucred))];
		struct cmsghdr align;
	} u;
	memset(&u, 0, sizeof u);
	m.msg_control = u.b;
	m.msg_controllen = sizeof u.b;
	m.msg_iovlen = 1;
	struct cmsghdr *cm = CMSG_FIRSTHDR(&m);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(2 * sizeof(int));
	int fds[2] = { 0, 1 };
	memcpy(CMSG_DATA(cm), fds, sizeof fds);
	cm = CMSG_NXTHDR(&m, cm);
	struct ucred uc = { getpid(), getuid(), getgid() };
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_CREDENTIALS;
	cm->cmsg_len = CMSG_LEN(sizeof uc);
	memcpy(CMSG_DATA(cm), &uc, sizeof uc);
	rc = syscall(SYS_sendmsg, sv[0], &m, MSG_DONTWAIT);
	expect(rc, NULL, "sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=24, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, "
	       "cmsg_data=[0, 1]}, {cmsg_len=28, cmsg_level=SOL_SOCKET, cmsg_type=SCM_CREDENTIALS, "
	       "cmsg_data={pid=%d, uid=%u, gid=%u}}], msg_controllen=56, msg_flags=0}, MSG_DONTWAIT)",
	       sv[0], uc.pid, uc.uid, uc.gid);
	r.msg_namelen = sizeof ss;
	r.msg_controllen = sizeof cbuf;
	rc = syscall(SYS_recvmsg, sv[1], &r, MSG_CMSG_CLOEXEC);
	struct cmsghdr *rcm = CMSG_FIRSTHDR(&r);
	int got[2];
	memcpy(got, CMSG_DATA(rcm), sizeof got);
	expect(rc, NULL, "recvmsg(%d, {msg_name=%p, msg_namelen=128 => 0, msg_iov=[{iov_base=\"ab\", iov_len=2}, "
	       "{iov_base=\"c\", iov_len=64}], msg_iovlen=2, msg_control=[{cmsg_len=24, cmsg_level=SOL_SOCKET, "
	       "cmsg_type=SCM_RIGHTS, cmsg_data=[%d, %d]}], msg_controllen=24, msg_flags=MSG_CMSG_CLOEXEC}, "
	       "MSG_CMSG_CLOEXEC)", sv[1], (void *)&ss, got[0], got[1]);
	close(got[0]);
	close(got[1]);
	r.msg_namelen = sizeof ss;
	rc = syscall(SYS_recvmsg, sv[1], &r, MSG_DONTWAIT);
	expect(rc, "EAGAIN", "recvmsg(%d, {msg_namelen=128}, MSG_DONTWAIT)", sv[1]);

	/* control data of other levels, and headers that cannot be walked */
	cm = CMSG_FIRSTHDR(&m);
	cm->cmsg_level = 123;
	cm->cmsg_type = 77;
	m.msg_controllen = CMSG_SPACE(2 * sizeof(int));
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=24, cmsg_level=0x7b /* SOL_??? */, cmsg_type=0x4d}], "
	       "msg_controllen=24, msg_flags=0}, 0)");
	cm->cmsg_level = SOL_IP;
	cm->cmsg_type = IP_TTL;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=24, cmsg_level=SOL_IP, cmsg_type=IP_TTL, cmsg_data=[0, 1]}], "
	       "msg_controllen=24, msg_flags=0}, 0)");
	cm->cmsg_type = IP_TOS;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=24, cmsg_level=SOL_IP, cmsg_type=IP_TOS, "
	       "cmsg_data=[0, 0, 0, 0, 0x1, 0, 0, 0]}], msg_controllen=24, msg_flags=0}, 0)");
	cm->cmsg_len = 5;
	m.msg_controllen = 32;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=5, cmsg_level=SOL_IP, cmsg_type=IP_TOS}, ... /* %p */], "
	       "msg_controllen=32, msg_flags=0}, 0)", (void *)(u.b + 16));
	m.msg_controllen = 5;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_control=%p, msg_controllen=5, msg_flags=0}, 0)", (void *)u.b);

	/* an address, flags, and iovecs that end or cannot be read */
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(53) };
	m.msg_control = NULL;
	m.msg_controllen = 0;
	m.msg_name = &sin;
	m.msg_namelen = sizeof sin;
	m.msg_flags = MSG_TRUNC;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name={sa_family=AF_INET, sin_port=htons(53), "
	       "sin_addr=inet_addr(\"0.0.0.0\")}, msg_namelen=16, msg_iov=[{iov_base=\"abc\", iov_len=3}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=MSG_TRUNC}, 0)");
	m.msg_name = NULL;
	m.msg_namelen = 0;
	m.msg_flags = 0;
	m.msg_iov = NULL;
	m.msg_iovlen = 2;
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=NULL, msg_iovlen=2, "
	       "msg_controllen=0, msg_flags=0}, 0)");
	char *page = tail_page();
	memcpy(page + 4096 - sizeof iov[0], iov, sizeof iov[0]);
	m.msg_iov = (struct iovec *)(page + 4096 - sizeof iov[0]);
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"abc\", iov_len=3}, "
	       "... /* %p */], msg_iovlen=2, msg_controllen=0, msg_flags=0}, 0)", (void *)(page + 4096));
	m.msg_iov = (struct iovec *)(page + 4096);
	rc = syscall(SYS_sendmsg, -1, &m, 0);
	expect(rc, "EBADF", "sendmsg(-1, {msg_name=NULL, msg_namelen=0, msg_iov=%p, msg_iovlen=2, "
	       "msg_controllen=0, msg_flags=0}, 0)", (void *)(page + 4096));
	rc = syscall(SYS_sendmsg, -1, NULL, 0);
	expect(rc, "EBADF", "sendmsg(-1, NULL, 0)");
	rc = syscall(SYS_sendmsg, -1, page + 4090, 0);
	expect(rc, "EBADF", "sendmsg(-1, %p, 0)", (void *)(page + 4090));
	rc = syscall(SYS_recvmsg, -1, page + 4090, 0);
	expect(rc, "EBADF", "recvmsg(-1, %p, 0)", (void *)(page + 4090));
}

/* msg_len shows for the messages sent or received; recvmmsg shows its
 * timeout as given, and what is left of it after the return value. */
static void multiple(void)
{
	struct iovec i1 = { "one", 3 }, i2 = { "two!", 4 };
	struct mmsghdr mm[2];
	memset(mm, 0, sizeof mm);
	mm[0].msg_hdr.msg_iov = &i1;
	mm[0].msg_hdr.msg_iovlen = 1;
	mm[1].msg_hdr.msg_iov = &i2;
	mm[1].msg_hdr.msg_iovlen = 1;
	const char *hdr1 = "{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"one\", iov_len=3}], "
			   "msg_iovlen=1, msg_controllen=0, msg_flags=0}";
	const char *hdr2 = "{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"two!\", iov_len=4}], "
			   "msg_iovlen=1, msg_controllen=0, msg_flags=0}";
	long rc = syscall(SYS_sendmmsg, sv[0], mm, 2, MSG_DONTWAIT);
	expect(rc, NULL, "sendmmsg(%d, [%s, msg_len=3}, %s, msg_len=4}], 2, MSG_DONTWAIT)", sv[0], hdr1, hdr2);
	rc = syscall(SYS_sendmmsg, -1, mm, 2, 0);
	expect(rc, "EBADF", "sendmmsg(-1, [%s}, %s}], 2, 0)", hdr1, hdr2);
	rc = syscall(SYS_sendmmsg, sv[0], mm, 0, 0);
	expect(rc, NULL, "sendmmsg(%d, [], 0, 0)", sv[0]);
	rc = syscall(SYS_sendmmsg, -1, NULL, 2, 0);
	expect(rc, "EBADF", "sendmmsg(-1, NULL, 2, 0)");

	char b1[2], b2[8], b3[8];
	struct iovec r1 = { b1, 2 }, r2 = { b2, 8 }, r3 = { b3, 8 };
	struct mmsghdr rm[3];
	memset(rm, 0, sizeof rm);
	rm[0].msg_hdr.msg_iov = &r1;
	rm[0].msg_hdr.msg_iovlen = 1;
	rm[1].msg_hdr.msg_iov = &r2;
	rm[1].msg_hdr.msg_iovlen = 1;
	rm[2].msg_hdr.msg_iov = &r3;
	rm[2].msg_hdr.msg_iovlen = 1;
	struct timespec ts = { 1, 500 };
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, MSG_DONTWAIT, &ts);
	printf("recvmmsg(%d, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"on\", iov_len=2}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=MSG_TRUNC}, msg_len=2}, "
	       "{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"two!\", iov_len=8}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 3, MSG_DONTWAIT, "
	       "{tv_sec=1, tv_nsec=500}) = %ld (left {tv_sec=%lld, tv_nsec=%lld})\n",
	       sv[1], rc, (long long)ts.tv_sec, (long long)ts.tv_nsec);
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, MSG_DONTWAIT, NULL);
	expect(rc, "EAGAIN", "recvmmsg(%d, %p, 3, MSG_DONTWAIT, NULL)", sv[1], (void *)rm);
	rc = syscall(SYS_recvmmsg, -1, NULL, 0x100000001UL, 0x100000001UL, NULL);
	expect(rc, "EBADF", "recvmmsg(-1, NULL, 1, MSG_OOB, NULL)");
	char *page = tail_page();
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, 0, page + 4090);
	expect(rc, "EFAULT", "recvmmsg(%d, %p, 3, 0, %p)", sv[1], (void *)rm, (void *)(page + 4090));
}

int main(void)
{
	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	send_recv();
	messages();
	multiple();
	return 0;
}
