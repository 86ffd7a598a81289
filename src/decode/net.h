/* What the socket decoders share.  net.c decodes the socket calls,
 * sockaddr.c prints addresses, netlink.c and rtnetlink.c the data of
 * netlink sockets, msghdr.c the messages of sendmsg and recvmsg, mmsg.c
 * those of sendmmsg and recvmmsg, sockopt.c the socket options. */
#ifndef SEIZE_DECODE_NET_H
#define SEIZE_DECODE_NET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

#include "common.h"

struct tracee;
struct xlat;

/* ---- net.c: small printers ---- */

void print_msg_flags(struct tracee *t, uint64_t flags);
/* "\x00\x40" */
void print_hex_quoted(struct tracee *t, const void *data, size_t n);
/* [5] or [128 => 16] */
void print_len_change(struct tracee *t, int before, int after);
/* Whether an array stops before element i. */
bool cut_before(struct tracee *t, uint64_t i);
/* An array of n elements of size bytes at addr, each printed by fn. */
void print_tracee_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			array_elem_fn fn, void *ctx);
/* A uid or gid, -1 as -1. */
void print_id(struct tracee *t, unsigned id);

/* ---- sockaddr.c: addresses ---- */

/* The storage strace reads an address into: the largest address plus a
 * zero byte, so that a path filling sun_path still ends. */
union sockaddr_buf {
	struct sockaddr sa;
	struct sockaddr_storage ss;
	char bytes[sizeof(struct sockaddr_storage) + 1];
};

void print_ifindex(struct tracee *t, unsigned idx);
void print_inet_addr(struct tracee *t, const char *field, const void *addr);
void print_inet6_addr(struct tracee *t, const char *field, const void *addr);
/* An address already read into buf (zero-padded past len). */
void print_sockaddr(struct tracee *t, const void *buf, int len);
/* The address of len bytes at addr; returns its family, or -1. */
int decode_sockaddr(struct tracee *t, uint64_t addr, int len);

/* ---- msghdr.c: messages ---- */

/* A message already read: user_namelen is the name length the caller
 * offered (recvmsg), or NULL; data_size the bytes of the iovec shown. */
void print_msghdr(struct tracee *t, const struct msghdr *m,
		  const int *user_namelen, uint64_t data_size);

/* ---- netlink.c: netlink messages ---- */

bool is_netlink_fd(struct tracee *t, int fd);
/* The netlink messages in len bytes at addr, read from or for socket fd. */
void decode_netlink(struct tracee *t, int fd, uint64_t addr, uint64_t len);
/* "\x14\x00...", cut at -s */
void print_hex_str(struct tracee *t, uint64_t addr, uint64_t len);

/* ---- rtnetlink.c: NETLINK_ROUTE payloads and netlink attributes ---- */

/* How an attribute's data prints. */
enum nla_kind {
	NLA_HEX, NLA_STR, NLA_U8, NLA_U16, NLA_U32, NLA_S32, NLA_U64, NLA_IFINDEX,
	NLA_HWADDR, NLA_INET, NLA_FLAGS32, NLA_XVAL32, NLA_XVAL32_HEX, NLA_XVAL16,
	NLA_IFA_CACHEINFO, NLA_RTA_CACHEINFO, NLA_LINK_STATS, NLA_LINK_STATS64,
	NLA_NESTED,
};

struct nla_set;

struct nla_desc {
	uint16_t type;
	uint8_t kind;
	const struct xlat *x;		/* NLA_FLAGS32, NLA_XVAL*: the names */
	const char *dflt;
	const struct nla_set *nested;	/* NLA_NESTED: the attributes inside */
};

struct nla_set {
	const struct xlat *names;
	const char *dflt;
	const struct nla_desc *descs;
	unsigned n;
	int family;		/* the address family of NLA_INET data */
};

void print_nlattrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len);
/* The payload of a NETLINK_ROUTE message of this type. */
void print_route_payload(struct tracee *t, unsigned type, uint64_t addr, unsigned len);

#endif
