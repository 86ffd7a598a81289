/* Socket details for -yy, asked of the kernel with NETLINK_SOCK_DIAG (see
 * sock_diag(7)) as strace does, in strace's format.  The protocol comes
 * from the socket's "system.sockprotoname" attribute; inet sockets are
 * found in a dump of their family and protocol, unix sockets by inode,
 * netlink sockets in a dump of them all. */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <netinet/in.h>

#include "sockdiag.h"
#include "style.h"
#include "util.h"
#include "xlat.h"

extern const struct xlat xlat_netlink_protocols;

/* IPPROTO_L2TP of <linux/l2tp.h>, which clashes with <netinet/in.h>. */
enum { L2TP_IP_PROTOCOL = 115 };

/* Details once found are kept by inode, one per slot, the newest winning
 * a slot: the same table strace keeps, so the same sockets show the same
 * (possibly stale) details. */
enum { CACHE_SLOTS = 1024 };

struct sock_cache {
	struct {
		unsigned long inode;
		char *details;
	} e[CACHE_SLOTS];
};

/* One query: what the parser needs and where the answer goes. */
struct query {
	unsigned long inode;
	const char *proto_name;
	unsigned hexstr;	/* -x style for unix socket paths */
	char *details;		/* malloc'ed once found */
};

enum parse_result { P_FAIL = -1, P_NEXT = 0, P_FOUND = 1 };
typedef enum parse_result (*parse_fn)(const void *data, size_t len, struct query *q);

static bool send_request(int nl, void *req, size_t len)
{
	struct sockaddr_nl addr = { .nl_family = AF_NETLINK };
	struct iovec iov = { req, len };
	struct msghdr msg = { .msg_name = &addr, .msg_namelen = sizeof addr,
			      .msg_iov = &iov, .msg_iovlen = 1 };
	while (sendmsg(nl, &msg, 0) < 0)
		if (errno != EINTR)
			return false;
	return true;
}

/* Read answers until the parser finds the inode, the dump ends (a message
 * of another type: NLMSG_DONE or NLMSG_ERROR) or nothing more comes. */
static bool receive(int nl, parse_fn parse, struct query *q)
{
	long buf[8192 / sizeof(long)];
	int flags = 0;
	for (;;) {
		ssize_t n = recv(nl, buf, sizeof buf, flags);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return false;
		const struct nlmsghdr *h = (const struct nlmsghdr *)buf;
		if (!NLMSG_OK(h, n))
			return false;
		for (; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_type != SOCK_DIAG_BY_FAMILY)
				return false;
			enum parse_result r = parse(NLMSG_DATA(h), h->nlmsg_len, q);
			if (r == P_FOUND)
				return true;
			if (r == P_FAIL)
				return false;
		}
		flags = MSG_DONTWAIT;
	}
}

static enum parse_result parse_inet(const void *data, size_t len, struct query *q)
{
	const struct inet_diag_msg *m = data;
	if (len < NLMSG_LENGTH(sizeof *m))
		return P_FAIL;
	if (m->idiag_inode != q->inode)
		return P_NEXT;
	if (m->idiag_family != AF_INET && m->idiag_family != AF_INET6)
		return P_FAIL;
	/* IPv6 addresses in brackets, so the port stands apart. */
	bool v6 = m->idiag_family == AF_INET6;
	const char *ob = v6 ? "[" : "", *cb = v6 ? "]" : "";
	size_t addr_size = v6 ? 16 : 4;
	static const char zero[16];
	char src[INET6_ADDRSTRLEN], dst[INET6_ADDRSTRLEN];
	if (!inet_ntop(m->idiag_family, m->id.idiag_src, src, sizeof src))
		return P_FAIL;
	char text[2 * INET6_ADDRSTRLEN + 64];
	if (m->id.idiag_dport || memcmp(zero, m->id.idiag_dst, addr_size)) {
		if (!inet_ntop(m->idiag_family, m->id.idiag_dst, dst, sizeof dst))
			return P_FAIL;
		snprintf(text, sizeof text, "%s:[%s%s%s:%u->%s%s%s:%u]", q->proto_name,
			 ob, src, cb, ntohs(m->id.idiag_sport),
			 ob, dst, cb, ntohs(m->id.idiag_dport));
	} else {
		snprintf(text, sizeof text, "%s:[%s%s%s:%u]", q->proto_name,
			 ob, src, cb, ntohs(m->id.idiag_sport));
	}
	q->details = xstrdup(text);
	return P_FOUND;
}

static bool inet_lookup(int nl, int family, int protocol, struct query *q)
{
	struct {
		struct nlmsghdr nlh;
		struct inet_diag_req_v2 req;
	} r = {
		.nlh = { .nlmsg_len = sizeof r, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
			 .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.req = { .sdiag_family = family, .sdiag_protocol = protocol,
			 .idiag_states = ~0U },
	};
	return send_request(nl, &r, sizeof r) && receive(nl, parse_inet, q);
}

/* "UNIX:[" INODE ["->" PEER] ["," PATH] "]"; a socket with neither a peer
 * nor a name has nothing to show. */
static enum parse_result parse_unix(const void *data, size_t len, struct query *q)
{
	enum { PATH_MAX_UN = 108 };
	const struct unix_diag_msg *m = data;
	if (len < NLMSG_LENGTH(sizeof *m))
		return P_FAIL;
	if (m->udiag_ino != q->inode)
		return P_NEXT;
	if (m->udiag_family != AF_UNIX)
		return P_FAIL;
	int rta_len = (int)(len - NLMSG_LENGTH(sizeof *m));
	uint32_t peer = 0;
	size_t path_len = 0;
	char path[PATH_MAX_UN + 1];
	for (const struct rtattr *a = (const struct rtattr *)(m + 1); RTA_OK(a, rta_len);
	     a = RTA_NEXT(a, rta_len)) {
		if (a->rta_type == UNIX_DIAG_NAME && !path_len) {
			path_len = RTA_PAYLOAD(a);
			if (path_len > PATH_MAX_UN)
				path_len = PATH_MAX_UN;
			memcpy(path, RTA_DATA(a), path_len);
			path[path_len] = 0;
		} else if (a->rta_type == UNIX_DIAG_PEER && RTA_PAYLOAD(a) >= 4) {
			memcpy(&peer, RTA_DATA(a), sizeof peer);
		}
	}
	if (!peer && !path_len)
		return P_FAIL;
	/* An abstract name (leading NUL) shows as @"name". */
	char quoted[QUOTED_SIZE(PATH_MAX_UN) + 2] = "";
	if (path_len) {
		bool abstract = path[0] == 0;
		char *d = quoted;
		*d++ = ',';
		if (abstract)
			*d++ = '@';
		quote_bytes(d, path + abstract, path_len - abstract, QUOTE_NUL_STOPS, NULL, q->hexstr);
	}
	char peer_text[16] = "";
	if (peer)
		snprintf(peer_text, sizeof peer_text, "->%u", peer);
	size_t size = strlen(q->proto_name) + 32 + strlen(peer_text) + strlen(quoted);
	q->details = xmalloc(size);
	snprintf(q->details, size, "%s:[%lu%s%s]", q->proto_name, q->inode, peer_text, quoted);
	return P_FOUND;
}

static bool unix_lookup(int nl, int family, int protocol, struct query *q)
{
	struct {
		struct nlmsghdr nlh;
		struct unix_diag_req req;
	} r = {
		.nlh = { .nlmsg_len = sizeof r, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
			 .nlmsg_flags = NLM_F_REQUEST },
		.req = { .sdiag_family = AF_UNIX, .udiag_ino = q->inode,
			 .udiag_states = ~0U, .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER,
			 .udiag_cookie = { ~0U, ~0U } },
	};
	return send_request(nl, &r, sizeof r) && receive(nl, parse_unix, q);
}

/* "NETLINK:[" PROTOCOL ":" PORTID "]", the protocol's number when it has
 * no name. */
static enum parse_result parse_netlink(const void *data, size_t len, struct query *q)
{
	const struct netlink_diag_msg *m = data;
	if (len < NLMSG_LENGTH(sizeof *m))
		return P_FAIL;
	if (m->ndiag_ino != q->inode)
		return P_NEXT;
	if (m->ndiag_family != AF_NETLINK)
		return P_FAIL;
	char text[128];
	const char *name = xlat_name(&xlat_netlink_protocols, m->ndiag_protocol);
	if (name) {
		if (!strncmp(name, "NETLINK_", 8))
			name += 8;
		snprintf(text, sizeof text, "%s:[%s:%u]", q->proto_name, name, m->ndiag_portid);
	} else {
		snprintf(text, sizeof text, "%s:[%u]", q->proto_name, m->ndiag_protocol);
	}
	q->details = xstrdup(text);
	return P_FOUND;
}

static bool netlink_lookup(int nl, int family, int protocol, struct query *q)
{
	struct {
		struct nlmsghdr nlh;
		struct netlink_diag_req req;
	} r = {
		.nlh = { .nlmsg_len = sizeof r, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
			 .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.req = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL },
	};
	return send_request(nl, &r, sizeof r) && receive(nl, parse_netlink, q);
}

typedef bool (*lookup_fn)(int nl, int family, int protocol, struct query *q);

/* The kernel's protocol names, in strace's order: a socket whose name is
 * unknown is looked for with each in turn. */
static const struct protocol {
	const char *name;
	lookup_fn lookup;
	int family, protocol;
} protocols[] = {
	{ "UNIX", unix_lookup, AF_UNIX, 0 },
	{ "UNIX-STREAM", unix_lookup, AF_UNIX, 0 },
	{ "TCP", inet_lookup, AF_INET, IPPROTO_TCP },
	{ "UDP", inet_lookup, AF_INET, IPPROTO_UDP },
	{ "UDPLITE", inet_lookup, AF_INET, IPPROTO_UDPLITE },
	{ "DCCP", inet_lookup, AF_INET, IPPROTO_DCCP },
	{ "SCTP", inet_lookup, AF_INET, IPPROTO_SCTP },
	{ "L2TP/IP", inet_lookup, AF_INET, L2TP_IP_PROTOCOL },
	{ "PING", inet_lookup, AF_INET, IPPROTO_ICMP },
	{ "RAW", inet_lookup, AF_INET, IPPROTO_RAW },
	{ "TCPv6", inet_lookup, AF_INET6, IPPROTO_TCP },
	{ "UDPv6", inet_lookup, AF_INET6, IPPROTO_UDP },
	{ "UDPLITEv6", inet_lookup, AF_INET6, IPPROTO_UDPLITE },
	{ "DCCPv6", inet_lookup, AF_INET6, IPPROTO_DCCP },
	{ "SCTPv6", inet_lookup, AF_INET6, IPPROTO_SCTP },
	{ "L2TP/IPv6", inet_lookup, AF_INET6, L2TP_IP_PROTOCOL },
	{ "PINGv6", inet_lookup, AF_INET6, IPPROTO_ICMP },
	{ "RAWv6", inet_lookup, AF_INET6, IPPROTO_RAW },
	{ "NETLINK", netlink_lookup, AF_NETLINK, 0 },
};
enum { N_PROTOCOLS = sizeof protocols / sizeof protocols[0] };

static const struct protocol *socket_protocol(pid_t pid, int fd)
{
	char path[64], name[256];
	snprintf(path, sizeof path, "/proc/%d/fd/%d", pid, fd);
	ssize_t n = getxattr(path, "system.sockprotoname", name, sizeof name - 1);
	if (n <= 0)
		return NULL;
	name[n] = 0;
	for (size_t i = 0; i < N_PROTOCOLS; i++)
		if (!strcmp(name, protocols[i].name))
			return &protocols[i];
	return NULL;
}

static bool lookup(const struct protocol *p, struct query *q)
{
	int nl = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (nl < 0)
		return false;
	bool found = false;
	if (p) {
		q->proto_name = p->name;
		found = p->lookup(nl, p->family, p->protocol, q);
	} else {
		for (size_t i = 0; i < N_PROTOCOLS && !found; i++) {
			q->proto_name = protocols[i].name;
			found = protocols[i].lookup(nl, protocols[i].family, protocols[i].protocol, q);
		}
	}
	close(nl);
	return found && q->details;
}

bool socket_details(struct sock_cache **cache, unsigned hexstr, pid_t pid, int fd,
		    unsigned long inode, char *buf, size_t size)
{
	if (!*cache)
		*cache = xcalloc(1, sizeof **cache);
	unsigned slot = inode & (CACHE_SLOTS - 1);
	struct sock_cache *c = *cache;
	if (c->e[slot].details && c->e[slot].inode == inode) {
		snprintf(buf, size, "%s", c->e[slot].details);
		return true;
	}
	const struct protocol *p = socket_protocol(pid, fd);
	struct query q = { .inode = inode, .hexstr = hexstr };
	if (lookup(p, &q)) {
		free(c->e[slot].details);
		c->e[slot].inode = inode;
		c->e[slot].details = q.details;
		snprintf(buf, size, "%s", q.details);
		return true;
	}
	free(q.details);
	/* The kernel knows nothing more: the protocol and the inode. */
	if (!p)
		return false;
	snprintf(buf, size, "%s:[%lu]", p->name, inode);
	return true;
}

void sock_cache_free(struct sock_cache *cache)
{
	if (!cache)
		return;
	for (unsigned i = 0; i < CACHE_SLOTS; i++)
		free(cache->e[i].details);
	free(cache);
}
