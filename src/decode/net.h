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
/* sockaddr-families.c: the members of an address of the rarer families
 * (AF_VSOCK, AF_QIPCRTR, AF_XDP, AF_MCTP) already read into buf; false
 * when family is none of them or len too short for its struct. */
bool print_sockaddr_family(struct tracee *t, int family, const void *buf, int len);
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
	NLA_NESTED,
	NLA_BE16, NLA_BE64, NLA_FD, NLA_CLOCK_T, NLA_X32, NLA_X16, NLA_XVAL8,
	NLA_XVAL,	/* a number of up to 8 bytes by name, unknown ones in hex */
	NLA_FLAGS,	/* a bit set of up to 8 bytes */
	NLA_FUNC,	/* printed by fn */
};

struct nla_set;

/* The data of an attribute, len bytes at addr; false when strace would
 * show its bytes instead. */
typedef bool (*nla_data_fn)(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len);

struct nla_desc {
	uint16_t type;
	uint8_t kind;
	const struct xlat *x;		/* NLA_FLAGS32, NLA_XVAL*: the names */
	const char *dflt;
	const struct nla_set *nested;	/* NLA_NESTED: the attributes inside */
	nla_data_fn fn;			/* NLA_FUNC */
	unsigned size;			/* NLA_XVAL, NLA_FLAGS: the bytes read, 0 for
					 * all of them */
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

/* ---- nl-attr.c: attributes of the other netlink protocols ---- */

/* The data of one attribute, len bytes at addr; false to show its bytes. */
typedef bool (*nlattr_fn)(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);

/* fns and its length, for a struct nlattr_set initializer */
#define NLATTR_FNS(a) (a), (unsigned)(sizeof(a) / sizeof((a)[0]))

struct nlattr_set {
	const struct xlat *names;	/* NULL: types print as numbers */
	const char *dflt;
	const nlattr_fn *fns;		/* indexed by type */
	unsigned n;
	const void *ctx;		/* passed to every fn */
};

/* Attributes, walked as the kernel walks them: one alone, several as
 * [...], at most -s of them. */
void print_nlattr_list(struct tracee *t, const struct nlattr_set *set, uint64_t addr,
		       unsigned len);
/* The attributes after a struct of size bytes, as another element of the
 * message's array, when there are any. */
void print_nlattrs_after(struct tracee *t, const struct nlattr_set *set, uint64_t addr,
			 unsigned len, size_t size);
bool nla_str(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u8(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u16(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u32(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u64(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_uid(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u8_array(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_u32_array(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
/* [[SK_MEMINFO_RMEM_ALLOC]=0, ...] */
bool nla_meminfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_named(struct tracee *t, uint64_t addr, unsigned len, unsigned size,
	       const struct xlat *x, const char *dflt, bool flags);
bool nla_xint(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
bool nla_x32(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);

/* ---- nl-*.c: the payloads of the other protocols ---- */

struct nlmsghdr;
/* The payload of a message of this protocol; false when strace shows its
 * bytes. */
bool print_selinux_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			   unsigned len);
/* NFNL_SUBSYS_CTNETLINK<<8|IPCTNL_MSG_CT_NEW */
void print_netfilter_type(struct tracee *t, unsigned type);
const struct xlat *netfilter_request_flags(unsigned type);
bool print_netfilter_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			     unsigned len);
bool print_sock_diag_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			     unsigned len);
/* nl-crypto.c: NETLINK_CRYPTO's crypto_user_alg and reports */
bool print_crypto_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			  unsigned len);
/* nl-inetdiag.c: AF_INET and AF_INET6 sock_diag requests and replies */
void print_inet_diag_req(struct tracee *t, unsigned type, uint8_t family, uint64_t addr,
			 unsigned len);
void print_inet_diag_msg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len);
/* nl-inetdiag-attrs.c: the attributes of inet_diag_msg */
extern const struct nlattr_set inet_diag_msg_attrs;
/* IPPROTO_TCP: a protocol number of up to 8 bytes */
bool nla_ip_proto(struct tracee *t, uint64_t addr, unsigned len, const void *ctx);
struct inet_diag_sockid;
/* id={idiag_sport=htons(80), ...}: the socket of an inet (or SMC) diag
 * request or reply, its addresses of this family. */
void print_inet_diag_sockid(struct tracee *t, const struct inet_diag_sockid *id,
			    uint8_t family);
/* sock_diag's cookie: name=[1, 2]. */
void print_diag_cookie(struct tracee *t, const char *name, const uint32_t cookie[2]);
/* nl-packetdiag.c, nl-smcdiag.c: AF_PACKET and AF_SMC requests and replies */
void print_packet_diag_req(struct tracee *t, uint64_t addr, unsigned len);
void print_packet_diag_msg(struct tracee *t, uint64_t addr, unsigned len);
void print_smc_diag_req(struct tracee *t, uint64_t addr, unsigned len);
void print_smc_diag_msg(struct tracee *t, uint64_t addr, unsigned len);
/* NETLINK_KOBJECT_UEVENT data, which is no netlink message: a string, or
 * udev's header and a string. */
void print_uevent(struct tracee *t, uint64_t addr, uint64_t len);
/* The name the kernel gives generic netlink family id, in buf; NULL when
 * it has none. */
const char *genl_family_name(unsigned id, char *buf, size_t size);

#endif
