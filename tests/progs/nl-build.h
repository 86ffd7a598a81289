/* Building netlink messages in the rtnetlink test programs
 * (net-rtnl-link.c, net-rtnl-linkinfo.c): a message is its header, a body
 * and attributes appended, nests closed when done; send_msg sends it to
 * an AF_INET address, which the kernel refuses before it reads it, and
 * prints the line seize must write.  The program opens nl. */
#ifndef SEIZE_TEST_NL_BUILD_H
#define SEIZE_TEST_NL_BUILD_H

#include <linux/netlink.h>
#include <sys/socket.h>

#include "progs.h"

static int nl;
static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";

/* A message being built: its header first, attributes appended. */
struct msg {
	unsigned char b[1024];
	size_t len;
	size_t nest[4];
	int depth;
};

static void msg_begin(struct msg *m, unsigned type, const void *body, size_t size)
{
	struct nlmsghdr h = { 0, (uint16_t)type, NLM_F_REQUEST, 0, 0 };
	memset(m, 0, sizeof *m);
	memcpy(m->b, &h, sizeof h);
	memcpy(m->b + NLMSG_HDRLEN, body, size);
	m->len = NLMSG_HDRLEN + NLMSG_ALIGN(size);
}

static void attr(struct msg *m, unsigned type, const void *data, size_t n)
{
	struct nlattr a = { (uint16_t)(NLA_HDRLEN + n), (uint16_t)type };
	memcpy(m->b + m->len, &a, sizeof a);
	if (n)
		memcpy(m->b + m->len + NLA_HDRLEN, data, n);
	m->len += NLA_ALIGN(NLA_HDRLEN + n);
}

static void attr_u8(struct msg *m, unsigned type, uint8_t v)
{
	attr(m, type, &v, sizeof v);
}

static void attr_u16(struct msg *m, unsigned type, uint16_t v)
{
	attr(m, type, &v, sizeof v);
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

/* Sends len bytes at p and prints the line: the header, then body. */
static void send_at(const void *p, size_t len, const char *type, const char *body)
{
	long rc = syscall(SYS_sendto, nl, p, len, 0, &bad, sizeof bad);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=%s, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=0, nlmsg_pid=0}, %s], %zu, 0, %s, 12)", nl, len, type, body, len, bad_text);
}

static void send_msg(struct msg *m, const char *type, const char *body)
{
	struct nlmsghdr h;
	memcpy(&h, m->b, sizeof h);
	h.nlmsg_len = (uint32_t)m->len;
	memcpy(m->b, &h, sizeof h);
	send_at(m->b, m->len, type, body);
}

#endif
