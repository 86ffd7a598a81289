/* What the NETLINK_ROUTE decoders share: rtnetlink.c walks the attributes
 * and picks the decoder of each message type; rtnl-link.c, rtnl-addr.c,
 * rtnl-route.c, rtnl-neigh.c, rtnl-tc.c and rtnl-misc.c decode the
 * message families, each its struct and its attributes. */
#ifndef SEIZE_DECODE_RTNL_H
#define SEIZE_DECODE_RTNL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net.h"
#include "nl-walk.h"

struct tracee;
struct xlat;

#define NLA_SET(names, dflt, descs, family) \
	{ names, dflt, descs, sizeof descs / sizeof descs[0], family }

/* ---- rtnetlink.c: the pieces attribute data is made of ---- */

/* A string attribute: its trailing NUL left out; "..." when it has none. */
void print_nla_str(struct tracee *t, uint64_t addr, unsigned len);
/* A value by name, or as a bare hex number when it has none (strace's
 * printxval with no default). */
void print_xval_hex(struct tracee *t, const struct xlat *x, unsigned v);
/* inet_addr("1.2.3.4"), inet_pton(AF_INET6, "::1") */
void print_nla_inet(struct tracee *t, int family, const void *addr);
/* field=inet_addr("1.2.3.4"), inet_pton(AF_INET6, "::1", &field) or
 * field="\x01..." for another family, as strace names an address that is
 * a struct member; len bytes already read into buf. */
void print_inet_field(struct tracee *t, const char *field, int family, const void *buf,
		      unsigned len);
/* aa:bb:cc */
void print_hwaddr(struct tracee *t, const unsigned char *b, unsigned len);
/* n bytes (1, 2, 4 or 8 at most) at addr as a number; false (and the
 * address shown) when unreadable. */
bool fetch_uint(struct tracee *t, uint64_t addr, unsigned n, uint64_t *v);
/* An array of n-byte members in len bytes at addr, each as fn prints it;
 * false when len holds none. */
bool print_nla_array(struct tracee *t, uint64_t addr, unsigned len, size_t size,
		     array_elem_fn fn, void *ctx);

/* A member of a struct of plain numbers: where it is, how wide, and
 * whether it is signed.  RTNL_FIELD(struct tc_stats, bytes, false). */
struct rtnl_field {
	const char *name;
	uint16_t offset;
	uint8_t size;
	bool is_signed;
};
#define RTNL_FIELD(type, member, is_signed) \
	{ #member, offsetof(type, member), sizeof(((type *)0)->member), is_signed }

/* {a=1, b=2}: the first n fields of a struct whose first size bytes are
 * read; false when len is shorter than size. */
bool print_field_struct(struct tracee *t, uint64_t addr, unsigned len, size_t size,
			const struct rtnl_field *f, unsigned n);

/* ---- rtnetlink.c: the struct a message begins with ---- */

/* The attributes after a struct of size bytes, when there are any. */
void rtnl_attrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len,
		size_t size);
/* {xxx_family=AF_INET} and the attributes after a struct of size bytes:
 * the messages whose struct strace shows by its family alone. */
void rtnl_family_msg(struct tracee *t, const char *field, uint8_t family, uint64_t addr,
		     unsigned len, size_t size, const struct nla_set *set);

/* ---- the message families ---- */

typedef void rtnl_msg_fn(struct tracee *t, uint8_t family, uint64_t addr, unsigned len);

rtnl_msg_fn print_ifinfomsg;		/* rtnl-link.c */
/* struct rtnl_link_stats (width 4) or rtnl_link_stats64 (width 8) */
bool print_link_stats(struct tracee *t, uint64_t addr, unsigned len, unsigned width);
/* rtnl-link-af.c: IFLA_PROTINFO and IFLA_AF_SPEC, by the family in
 * set->family */
bool print_ifla_protinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
			 unsigned len);
bool print_ifla_af_spec(struct tracee *t, const struct nla_set *set, uint64_t addr,
			unsigned len);
/* A string of a fixed-size field: up to its first NUL, -s applies
 * (strace's QUOTE_0_TERMINATED). */
bool print_nla_cstr(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len);
/* rtnl-link-af.c: a bridge port's attributes; struct ifla_bridge_id */
extern const struct nla_set brport_set;
bool print_bridge_id(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len);
/* rtnl-link-info.c: IFLA_LINKINFO, its data by the kind it names */
bool print_ifla_linkinfo(struct tracee *t, const struct nla_set *set, uint64_t addr,
			 unsigned len);
/* rtnl-link-vf.c: IFLA_VFINFO_LIST's attributes */
extern const struct nla_set ifla_vfinfo_list_set;
rtnl_msg_fn print_ifaddrmsg;		/* rtnl-addr.c */
rtnl_msg_fn print_ifaddrlblmsg;
rtnl_msg_fn print_netconfmsg;
rtnl_msg_fn print_nsidmsg;
rtnl_msg_fn print_dcbmsg;
rtnl_msg_fn print_rtmsg;		/* rtnl-route.c */
rtnl_msg_fn print_fib_rule_hdr;
rtnl_msg_fn print_nhmsg;
rtnl_msg_fn print_ndmsg;		/* rtnl-neigh.c */
rtnl_msg_fn print_ndtmsg;
rtnl_msg_fn print_br_port_msg;
rtnl_msg_fn print_tcmsg;		/* rtnl-tc.c */
rtnl_msg_fn print_tcamsg;
rtnl_msg_fn print_if_stats_msg;		/* rtnl-stats.c */
rtnl_msg_fn print_cachereport;		/* rtnl-misc.c */

#endif
