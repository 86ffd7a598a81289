/* NETLINK_ROUTE payloads: the decoder of each message type, and the
 * netlink attributes that follow the structs, walked as the kernel's
 * nla_next does.  The attribute walker serves NLMSG_ERROR's extended
 * acknowledgement too.  The message families are in rtnl-*.c. */
#include <arpa/inet.h>
#include <endian.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "nl-walk.h"
#include "rtnl.h"
#include "util.h"

extern const struct xlat xlat_socket_families;

void print_nla_str(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (sink_fetch(t, addr, buf, n)) {
		/* strace's QUOTE_OMIT_TRAILING_0: a NUL ending what -s leaves
		 * ends the string, even when more bytes follow */
		bool nul = n && buf[n - 1] == 0;
		sink_bytes(t, buf, nul ? n - 1 : n, len && !nul ? STR_CUT : 0);
	}
	if (buf != stackbuf)
		free(buf);
}

void print_xval_hex(struct tracee *t, const struct xlat *x, unsigned v)
{
	sink_const(t, v, NUM_HEX, xlat_name(x, v), NULL);
}

void print_hwaddr(struct tracee *t, const unsigned char *b, unsigned len)
{
	sink_bytes_named(t, b, len);	/* -X raw: the bytes */
	sink_op(t, ":");
	for (unsigned i = 0; i < len; i++)
		sink_num(t, b[i], IB_XX);
	sink_end(t);
	sink_end(t);
}

void print_nla_inet(struct tracee *t, int family, const void *addr)
{
	char buf[INET6_ADDRSTRLEN];
	inet_ntop(family, addr, buf, sizeof buf);
	sink_bytes_named(t, addr, family == AF_INET ? 4 : 16);	/* -X: the bytes */
	if (family == AF_INET) {
		sink_func(t, "inet_addr");
	} else {
		sink_func(t, "inet_pton");
		sink_symbol(t, "AF_INET6");
	}
	sink_bytes(t, buf, strlen(buf), 0);	/* -x applies */
	sink_end(t);
	sink_end(t);
}

void print_inet_field(struct tracee *t, const char *field, int family, const void *buf,
		      unsigned len)
{
	if (family == AF_INET && len >= 4) {
		print_inet_addr(t, field, buf);
	} else if (family == AF_INET6 && len >= 16) {
		print_inet6_addr(t, field, buf);
	} else {
		sink_field(t, field);
		sink_bytes(t, buf, len, STR_HEX);
	}
}

bool fetch_uint(struct tracee *t, uint64_t addr, unsigned n, uint64_t *v)
{
	unsigned char b[8] = { 0 };
	if (n > sizeof b || !sink_fetch(t, addr, b, n))
		return false;
	*v = 0;
	for (unsigned i = n; i-- > 0;)	/* little-endian, as on x86_64 */
		*v = *v << 8 | b[i];
	return true;
}

bool print_field_struct(struct tracee *t, uint64_t addr, unsigned len, size_t size,
			const struct rtnl_field *f, unsigned n)
{
	unsigned char buf[256];
	if (len < size || size > sizeof buf)
		return false;
	if (!sink_fetch(t, addr, buf, size))
		return true;
	sink_struct(t);
	for (unsigned i = 0; i < n; i++) {
		uint64_t v = 0;
		for (unsigned b = f[i].size; b-- > 0;)
			v = v << 8 | buf[f[i].offset + b];
		sink_field(t, f[i].name);
		if (f[i].is_signed && f[i].size < 8 && v >> (f[i].size * 8 - 1))
			v |= ~0ULL << (f[i].size * 8);	/* sign-extend */
		sink_num(t, v, f[i].is_signed ? IB_DEC : IB_UDEC);
	}
	sink_end(t);
	return true;
}

bool print_nla_array(struct tracee *t, uint64_t addr, unsigned len, size_t size,
		     array_elem_fn fn, void *ctx)
{
	if (len < size)
		return false;
	print_array(t, addr, len / size, size, fn, ctx);
	return true;
}

/* An integer attribute of size bytes: false when shorter, as strace
 * shows the bytes of those. */
static bool print_nla_int(struct tracee *t, const struct nla_desc *d, uint64_t addr,
			  unsigned len, unsigned size)
{
	uint64_t v;
	if (len < size)
		return false;
	if (!fetch_uint(t, addr, size, &v))
		return true;
	switch (d->kind) {
	case NLA_S32: sink_int(t, (int32_t)v); break;
	case NLA_IFINDEX: print_ifindex(t, (unsigned)v); break;
	case NLA_FLAGS32: sink_xflags(t, d->x, v, d->dflt); break;
	case NLA_XVAL32: case NLA_XVAL16: case NLA_XVAL8: sink_xval(t, d->x, v, d->dflt); break;
	case NLA_XVAL32_HEX: print_xval_hex(t, d->x, (unsigned)v); break;
	case NLA_X32: case NLA_X16: sink_hex(t, v); break;
	case NLA_FD: sink_fd(t, (int)v); break;
	case NLA_BE16:
		sink_func(t, "htons");
		sink_uint(t, be16toh((uint16_t)v));
		sink_end(t);
		break;
	case NLA_BE64:
		sink_func(t, "htobe64");
		sink_uint(t, be64toh(v));
		sink_end(t);
		break;
	default: sink_uint(t, v); break;
	}
	return true;
}

/* A number or bit set of at most 8 bytes, as strace's decode_nla_xval and
 * decode_nla_flags read them: at least d->size bytes, only those when
 * d->size says. */
static bool print_nla_named(struct tracee *t, const struct nla_desc *d, uint64_t addr,
			    unsigned len)
{
	uint64_t v;
	if (len > 8 || len < d->size)
		return false;
	if (!fetch_uint(t, addr, d->size ? d->size : len, &v))
		return true;
	if (d->kind == NLA_FLAGS)
		sink_xflags(t, d->x, v, d->dflt);
	else
		sink_xval(t, d->x, v, d->dflt);
	return true;
}

/* The data of one attribute; false when strace would show its bytes. */
static bool print_nla_data(struct tracee *t, const struct nla_set *set,
			   const struct nla_desc *d, uint64_t addr, unsigned len)
{
	unsigned char b[32];
	uint64_t v;
	switch (d->kind) {
	case NLA_STR:
		print_nla_str(t, addr, len);
		return true;
	case NLA_U8: case NLA_XVAL8:
		return print_nla_int(t, d, addr, len, 1);
	case NLA_U16: case NLA_XVAL16: case NLA_BE16: case NLA_X16:
		return print_nla_int(t, d, addr, len, 2);
	case NLA_U32: case NLA_S32: case NLA_IFINDEX: case NLA_FLAGS32: case NLA_XVAL32:
	case NLA_XVAL32_HEX: case NLA_X32: case NLA_FD:
		return print_nla_int(t, d, addr, len, 4);
	case NLA_U64: case NLA_BE64:
		return print_nla_int(t, d, addr, len, 8);
	case NLA_XVAL: case NLA_FLAGS:
		return print_nla_named(t, d, addr, len);
	case NLA_CLOCK_T:
		if (len > 8)
			return false;
		if (fetch_uint(t, addr, len, &v))
			print_clock_t(t, v, "seconds");
		return true;
	case NLA_HWADDR:
		if (len > sizeof b)
			return false;
		if (sink_fetch(t, addr, b, len))
			print_hwaddr(t, b, len);
		return true;
	case NLA_INET: {
		unsigned size = set->family == AF_INET ? 4 : set->family == AF_INET6 ? 16 : 0;
		if (!size || len < size)
			return false;
		if (sink_fetch(t, addr, b, size))
			print_nla_inet(t, set->family, b);
		return true;
	}
	case NLA_NESTED:
		print_nlattrs(t, d->nested, addr, len);
		return true;
	case NLA_FUNC:
		return d->fn(t, set, addr, len);
	}
	return false;
}

/* [{nla_len=8, nla_type=IFA_ADDRESS}, inet_addr("127.0.0.1")] */
static void print_nlattr(struct tracee *t, const struct nla_set *set,
			 const struct nlattr *nla, uint64_t addr, unsigned len)
{
	unsigned nla_len = nla->nla_len < len ? nla->nla_len : len;
	unsigned type = nla->nla_type & NLA_TYPE_MASK;
	if (nla_len <= NLA_HDRLEN) {
		print_nla_header(t, set->names, set->dflt, nla);
		return;
	}
	sink_array(t);
	sink_elem(t);
	print_nla_header(t, set->names, set->dflt, nla);
	const struct nla_desc *d = NULL;
	for (unsigned i = 0; i < set->n; i++)
		if (set->descs[i].type == type)
			d = &set->descs[i];
	sink_elem(t);
	if (!d || !print_nla_data(t, set, d, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN))
		print_hex_str(t, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN);
	sink_end(t);
}

static unsigned nla_length(const void *hdr)
{
	return ((const struct nlattr *)hdr)->nla_len;
}

static void print_chain_nlattr(struct tracee *t, const void *hdr, uint64_t addr, unsigned len,
			       const void *ctx)
{
	print_nlattr(t, ctx, hdr, addr, len);
}

static const struct nl_chain nla_chain = {
	sizeof(struct nlattr), nla_length, print_chain_nlattr,
};

/* Attributes, walked as the kernel's nla_next does: one alone, several
 * as [...], at most -s of them; what cannot be walked shows as bytes. */
void print_nlattrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len)
{
	print_nl_chain(t, &nla_chain, set, addr, len);
}

void rtnl_attrs(struct tracee *t, const struct nla_set *set, uint64_t addr, unsigned len,
		size_t size)
{
	if (len <= NLMSG_ALIGN(size))
		return;
	sink_elem(t);
	print_nlattrs(t, set, addr + NLMSG_ALIGN(size), len - NLMSG_ALIGN(size));
}

void rtnl_family_msg(struct tracee *t, const char *field, uint8_t family, uint64_t addr,
		     unsigned len, size_t size, const struct nla_set *set)
{
	sink_struct(t);
	sink_field(t, field);
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	sink_end(t);
	rtnl_attrs(t, set, addr, len, size);
}

/* RTM_GETNEIGH asks for bridge ports with an ifinfomsg. */
static void print_getneigh(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	if (family == AF_BRIDGE)
		print_ifinfomsg(t, family, addr, len);
	else
		print_ndmsg(t, family, addr, len);
}

/* The decoder of each message type strace 6.1 decodes, by type - RTM_BASE;
 * RTM_NEWPREFIX and RTM_NEWNDUSEROPT are among those it shows as their
 * family and bytes. */
static rtnl_msg_fn *const route_decoders[] = {
	[RTM_NEWLINK - RTM_BASE] = print_ifinfomsg,
	[RTM_DELLINK - RTM_BASE] = print_ifinfomsg,
	[RTM_GETLINK - RTM_BASE] = print_ifinfomsg,
	[RTM_SETLINK - RTM_BASE] = print_ifinfomsg,
	[RTM_NEWADDR - RTM_BASE] = print_ifaddrmsg,
	[RTM_DELADDR - RTM_BASE] = print_ifaddrmsg,
	[RTM_GETADDR - RTM_BASE] = print_ifaddrmsg,
	[RTM_NEWROUTE - RTM_BASE] = print_rtmsg,
	[RTM_DELROUTE - RTM_BASE] = print_rtmsg,
	[RTM_GETROUTE - RTM_BASE] = print_rtmsg,
	[RTM_NEWNEIGH - RTM_BASE] = print_ndmsg,
	[RTM_DELNEIGH - RTM_BASE] = print_ndmsg,
	[RTM_GETNEIGH - RTM_BASE] = print_getneigh,
	[RTM_NEWRULE - RTM_BASE] = print_fib_rule_hdr,
	[RTM_DELRULE - RTM_BASE] = print_fib_rule_hdr,
	[RTM_GETRULE - RTM_BASE] = print_fib_rule_hdr,
	[RTM_NEWQDISC - RTM_BASE] = print_tcmsg,
	[RTM_DELQDISC - RTM_BASE] = print_tcmsg,
	[RTM_GETQDISC - RTM_BASE] = print_tcmsg,
	[RTM_NEWTCLASS - RTM_BASE] = print_tcmsg,
	[RTM_DELTCLASS - RTM_BASE] = print_tcmsg,
	[RTM_GETTCLASS - RTM_BASE] = print_tcmsg,
	[RTM_NEWTFILTER - RTM_BASE] = print_tcmsg,
	[RTM_DELTFILTER - RTM_BASE] = print_tcmsg,
	[RTM_GETTFILTER - RTM_BASE] = print_tcmsg,
	[RTM_NEWACTION - RTM_BASE] = print_tcamsg,
	[RTM_DELACTION - RTM_BASE] = print_tcamsg,
	[RTM_GETACTION - RTM_BASE] = print_tcamsg,
	[RTM_GETMULTICAST - RTM_BASE] = print_ifaddrmsg,
	[RTM_GETANYCAST - RTM_BASE] = print_ifaddrmsg,
	[RTM_NEWNEIGHTBL - RTM_BASE] = print_ndtmsg,
	[RTM_GETNEIGHTBL - RTM_BASE] = print_ndtmsg,
	[RTM_SETNEIGHTBL - RTM_BASE] = print_ndtmsg,
	[RTM_NEWADDRLABEL - RTM_BASE] = print_ifaddrlblmsg,
	[RTM_DELADDRLABEL - RTM_BASE] = print_ifaddrlblmsg,
	[RTM_GETADDRLABEL - RTM_BASE] = print_ifaddrlblmsg,
	[RTM_GETDCB - RTM_BASE] = print_dcbmsg,
	[RTM_SETDCB - RTM_BASE] = print_dcbmsg,
	[RTM_NEWNETCONF - RTM_BASE] = print_netconfmsg,
	[RTM_DELNETCONF - RTM_BASE] = print_netconfmsg,
	[RTM_GETNETCONF - RTM_BASE] = print_netconfmsg,
	[RTM_NEWMDB - RTM_BASE] = print_br_port_msg,
	[RTM_DELMDB - RTM_BASE] = print_br_port_msg,
	[RTM_GETMDB - RTM_BASE] = print_br_port_msg,
	[RTM_NEWNSID - RTM_BASE] = print_nsidmsg,
	[RTM_DELNSID - RTM_BASE] = print_nsidmsg,
	[RTM_GETNSID - RTM_BASE] = print_nsidmsg,
	[RTM_NEWSTATS - RTM_BASE] = print_if_stats_msg,
	[RTM_GETSTATS - RTM_BASE] = print_if_stats_msg,
	[RTM_NEWCACHEREPORT - RTM_BASE] = print_cachereport,
	[RTM_NEWCHAIN - RTM_BASE] = print_tcmsg,
	[RTM_DELCHAIN - RTM_BASE] = print_tcmsg,
	[RTM_GETCHAIN - RTM_BASE] = print_tcmsg,
	[RTM_NEWNEXTHOP - RTM_BASE] = print_nhmsg,
	[RTM_DELNEXTHOP - RTM_BASE] = print_nhmsg,
	[RTM_GETNEXTHOP - RTM_BASE] = print_nhmsg,
};

/* A NETLINK_ROUTE payload: the struct of its family and its attributes;
 * {family=AF_INET, data="..."} for the types strace has no decoder for. */
void print_route_payload(struct tracee *t, unsigned type, uint64_t addr, unsigned len)
{
	uint8_t family;
	if (!sink_fetch(t, addr, &family, 1))
		return;
	unsigned index = type - RTM_BASE;
	if (index < sizeof route_decoders / sizeof route_decoders[0] && route_decoders[index]) {
		route_decoders[index](t, family, addr, len);
		return;
	}
	sink_struct(t);
	sink_field(t, "family");
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len > 1) {
		sink_field(t, "data");
		print_hex_str(t, addr + 1, len - 1);
	}
	sink_end(t);
}
