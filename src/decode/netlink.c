/* Netlink messages, in the data of netlink sockets: their headers, errors
 * and acknowledgements, walked as the kernel walks them.  The payloads of
 * NETLINK_ROUTE and the attributes in them are in rtnetlink.c. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/cryptouser.h>
#include <linux/genetlink.h>
#include <linux/xfrm.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "nl-walk.h"
#include "util.h"

extern const struct xlat xlat_netlink_types, xlat_netlink_flags,
	xlat_netlink_get_flags, xlat_netlink_new_flags, xlat_netlink_delete_flags,
	xlat_netlink_ack_flags, xlat_nlmsgerr_attrs, xlat_nl_route_types,
	xlat_nl_sock_diag_types, xlat_errnos, xlat_nl_audit_types, xlat_nl_crypto_types,
	xlat_nl_netfilter_subsys_ids, xlat_nl_selinux_types, xlat_nl_xfrm_types;

/* Bytes that strace shows opaque: "\x14\x00...", cut at -s. */
void print_hex_str(struct tracee *t, uint64_t addr, uint64_t len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	/* strace reads a byte more than it shows when the data goes on:
	 * the address, not the bytes, when that byte is unreadable */
	size_t want = len > n ? n + 1 : n;
	char stackbuf[256];
	char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!addr)
		sink_ptr(t, 0);
	else if (sink_fetch(t, addr, buf, want))
		sink_bytes(t, buf, n, STR_HEX | (len > n ? STR_CUT : 0));
	if (buf != stackbuf)
		free(buf);
}

/* Whether fd is a netlink socket, by the protocol name sockfs gives. */
bool is_netlink_fd(struct tracee *t, int fd)
{
	char path[64], proto[16];
	if (fd < 0)
		return false;
	snprintf(path, sizeof path, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = getxattr(path, "system.sockprotoname", proto, sizeof proto - 1);
	if (n <= 0)
		return false;
	proto[n] = 0;
	return strcmp(proto, "NETLINK") == 0;
}

/* The netlink protocol of fd (NETLINK_ROUTE...), from the tracee's
 * /proc/net/netlink, which like strace's socket diagnostics lists only
 * bound sockets: an unbound socket's messages print with the generic
 * names.  -1 when unknown. */
static int netlink_family(struct tracee *t, int fd)
{
	char path[64], link[64], line[256];
	unsigned long inode, ino;
	int family = -1, proto;
	snprintf(path, sizeof path, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = readlink(path, link, sizeof link - 1);
	if (n <= 0)
		return -1;
	link[n] = 0;
	if (sscanf(link, "socket:[%lu]", &inode) != 1)
		return -1;
	snprintf(path, sizeof path, "/proc/%d/net/netlink", t->tid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%*s %d %*s %*s %*s %*s %*s %*s %*s %lu", &proto, &ino) == 2 &&
		    ino == inode) {
			family = proto;
			break;
		}
	fclose(f);
	return family;
}

/* The bits of v that x names. */
static unsigned named_bits(const struct xlat *x, unsigned v)
{
	unsigned bits = 0;
	for (unsigned i = 0; x && i < x->n; i++) {
		unsigned bit = (unsigned)x->e[i].val;
		if (bit && (v & bit) == bit)
			bits |= bit;
	}
	return bits;
}

/* nlmsg_flags: the flags of every message, then those of its kind of
 * request (NLM_F_REQUEST|NLM_F_DUMP), one number under -X raw. */
static void print_nlmsg_flags(struct tracee *t, unsigned v, const struct xlat *kind)
{
	unsigned common = named_bits(&xlat_netlink_flags, v);
	unsigned special = named_bits(kind, v & ~common);
	unsigned rest = v & ~common & ~special;
	if (!common && !special) {
		sink_xflags(t, &xlat_netlink_flags, v, "NLM_F_???");
		return;
	}
	sink_named(t, v, NUM_HEX);
	sink_op(t, "|");
	if (common)
		sink_xflags(t, &xlat_netlink_flags, common, NULL);
	if (special)
		sink_xflags(t, kind, special, NULL);
	if (rest)
		sink_hex(t, rest);
	sink_end(t);
	sink_end(t);
}

static const struct xlat *route_request_flags(unsigned type)
{
	if (type == RTM_DELACTION)
		return &xlat_netlink_get_flags;
	switch (type & 3) {
	case 0: return &xlat_netlink_new_flags;
	case 1: return &xlat_netlink_delete_flags;
	case 2: return &xlat_netlink_get_flags;
	}
	return NULL;
}

static const struct xlat *crypto_request_flags(unsigned type)
{
	switch (type) {
	case CRYPTO_MSG_NEWALG: return &xlat_netlink_new_flags;
	case CRYPTO_MSG_DELALG: case CRYPTO_MSG_DELRNG: return &xlat_netlink_delete_flags;
	case CRYPTO_MSG_GETALG: return &xlat_netlink_get_flags;
	}
	return NULL;
}

static const struct xlat *xfrm_request_flags(unsigned type)
{
	switch (type) {
	case XFRM_MSG_NEWSA: case XFRM_MSG_NEWPOLICY: case XFRM_MSG_NEWAE:
	case XFRM_MSG_NEWSADINFO: case XFRM_MSG_NEWSPDINFO:
		return &xlat_netlink_new_flags;
	case XFRM_MSG_DELSA: case XFRM_MSG_DELPOLICY:
		return &xlat_netlink_delete_flags;
	case XFRM_MSG_GETSA: case XFRM_MSG_GETPOLICY: case XFRM_MSG_GETAE:
	case XFRM_MSG_GETSADINFO: case XFRM_MSG_GETSPDINFO:
		return &xlat_netlink_get_flags;
	}
	return NULL;
}

/* What each protocol calls its message types, and which request flags
 * its types take (NLM_F_ROOT and NLM_F_REPLACE share a bit). */
struct nl_proto {
	const struct xlat *types;
	const char *dflt;
	const struct xlat *(*flags)(unsigned type);
	bool (*payload)(struct tracee *t, const struct nlmsghdr *h, uint64_t addr, unsigned len);
};

static const struct xlat *sock_diag_request_flags(unsigned type)
{
	(void)type;
	return &xlat_netlink_get_flags;
}

static const struct nl_proto *nl_proto(int family)
{
	static const struct nl_proto audit = { &xlat_nl_audit_types, "AUDIT_???", NULL, NULL },
		crypto = { &xlat_nl_crypto_types, "CRYPTO_MSG_???", crypto_request_flags,
			   print_crypto_payload },
		generic = { NULL, "GENERIC_FAMILY_???", NULL, NULL },
		netfilter = { &xlat_nl_netfilter_subsys_ids, "NFNL_SUBSYS_???",
			      netfilter_request_flags, print_netfilter_payload },
		selinux = { &xlat_nl_selinux_types, "SELNL_MSG_???", NULL, print_selinux_payload },
		sock_diag = { &xlat_nl_sock_diag_types, "SOCK_DIAG_???", sock_diag_request_flags,
			      print_sock_diag_payload },
		xfrm = { &xlat_nl_xfrm_types, "XFRM_MSG_???", xfrm_request_flags, NULL };
	switch (family) {
	case NETLINK_AUDIT: return &audit;
	case NETLINK_CRYPTO: return &crypto;
	case NETLINK_GENERIC: return &generic;
	case NETLINK_NETFILTER: return &netfilter;
	case NETLINK_SELINUX: return &selinux;
	case NETLINK_SOCK_DIAG: return &sock_diag;
	case NETLINK_XFRM: return &xfrm;
	}
	return NULL;
}

static void print_nlmsg_type(struct tracee *t, int family, unsigned type)
{
	const struct nl_proto *p = nl_proto(family);
	if (type < NLMSG_MIN_TYPE || (family != NETLINK_ROUTE && !p)) {
		sink_xval(t, &xlat_netlink_types, type, "NLMSG_???");
	} else if (family == NETLINK_ROUTE) {
		sink_xval(t, &xlat_nl_route_types, type, "RTM_???");
	} else if (family == NETLINK_GENERIC) {
		char name[GENL_NAMSIZ];
		sink_const(t, type, NUM_HEX, genl_family_name(type, name, sizeof name), p->dflt);
	} else if (family == NETLINK_NETFILTER) {
		print_netfilter_type(t, type);
	} else {
		sink_xval(t, p->types, type, p->dflt);
	}
}

static void print_nlmsghdr(struct tracee *t, int family, const struct nlmsghdr *h)
{
	unsigned type = h->nlmsg_type;
	const struct xlat *flags = NULL;
	const struct nl_proto *p = nl_proto(family);
	if (type < NLMSG_MIN_TYPE) {
		if (type == NLMSG_ERROR)
			flags = &xlat_netlink_ack_flags;
	} else if (family == NETLINK_ROUTE) {
		flags = route_request_flags(type);
	} else if (p && p->flags) {
		flags = p->flags(type);
	}
	sink_struct(t);
	sink_uint_field(t, "nlmsg_len", h->nlmsg_len);
	sink_field(t, "nlmsg_type");
	print_nlmsg_type(t, family, type);
	sink_field(t, "nlmsg_flags");
	print_nlmsg_flags(t, h->nlmsg_flags, flags);
	sink_uint_field(t, "nlmsg_seq", h->nlmsg_seq);
	sink_field(t, "nlmsg_pid");
	sink_pid(t, (int)h->nlmsg_pid, PID_TGID);
	sink_end(t);
}

static const nlattr_fn nlmsgerr_attr_fns[] = {
	[NLMSGERR_ATTR_MSG] = nla_str,
	[NLMSGERR_ATTR_OFFS] = nla_u32,
	[NLMSGERR_ATTR_COOKIE] = nla_u8_array,
};

static void print_nlmsg(struct tracee *t, int family, const struct nlmsghdr *h,
			uint64_t addr, uint64_t len);

/* NLMSG_ERROR: {error=-EINVAL, msg=<the message it answers>}, and with
 * the extended acknowledgement's attributes [{...}, [attributes]].  The
 * error prints by name whatever -X says. */
static void print_nlmsgerr(struct tracee *t, int family, uint64_t addr, unsigned len, bool capped)
{
	struct nlmsgerr err;
	if (len < sizeof err) {
		print_hex_str(t, addr, len);
		return;
	}
	if (!sink_fetch(t, addr, &err, sizeof err))
		return;
	addr += offsetof(struct nlmsgerr, msg);
	len -= offsetof(struct nlmsgerr, msg);
	/* a header shorter than itself still takes its room */
	unsigned msg_len = err.msg.nlmsg_len > sizeof err.msg ? err.msg.nlmsg_len
							       : sizeof err.msg;
	unsigned payload = capped ? sizeof err.msg : msg_len;
	if (payload > len)
		payload = len;
	if (len > payload) {
		sink_array(t);
		sink_elem(t);
	}
	const char *name = err.error < 0 ? xlat_name(&xlat_errnos, (unsigned)-err.error) : NULL;
	sink_struct(t);
	sink_field(t, "error");
	if (name) {
		char neg[64];
		snprintf(neg, sizeof neg, "-%s", name);
		sink_const(t, (uint64_t)(int64_t)err.error, NUM_DEC, neg, NULL);
	} else {
		sink_int(t, err.error);
	}
	sink_field(t, "msg");
	print_nlmsg(t, family, &err.msg, addr, payload);
	sink_end(t);
	if (len > payload) {
		struct nlattr_set set = { &xlat_nlmsgerr_attrs, "NLMSGERR_ATTR_???",
					  NLATTR_FNS(nlmsgerr_attr_fns), NULL };
		sink_elem(t);
		print_nlattr_list(t, &set, addr + payload, len - payload);
		sink_end(t);
	}
}

static void print_nl_payload(struct tracee *t, int family, const struct nlmsghdr *h,
			     uint64_t addr, unsigned len)
{
	unsigned type = h->nlmsg_type;
	int done;
	if (type == NLMSG_ERROR) {
		print_nlmsgerr(t, family, addr, len, h->nlmsg_flags & NLM_F_CAPPED);
		return;
	}
	if (type >= NLMSG_MIN_TYPE && family == NETLINK_ROUTE) {
		print_route_payload(t, type, addr, len);
		return;
	}
	/* NLMSG_DONE may carry more than an int: its protocol says */
	const struct nl_proto *p = nl_proto(family);
	if ((type >= NLMSG_MIN_TYPE || type == NLMSG_DONE) && p && p->payload &&
	    p->payload(t, h, addr, len))
		return;
	if (type == NLMSG_DONE && len == sizeof done) {
		if (sink_fetch(t, addr, &done, sizeof done))
			sink_int(t, done);
		return;
	}
	print_hex_str(t, addr, len);
}

/* [{nlmsghdr}, payload], or the header alone when there is no payload. */
static void print_nlmsg(struct tracee *t, int family, const struct nlmsghdr *h,
			uint64_t addr, uint64_t len)
{
	unsigned msg_len = h->nlmsg_len < len ? h->nlmsg_len : (unsigned)len;
	if (msg_len <= NLMSG_HDRLEN) {
		print_nlmsghdr(t, family, h);
		return;
	}
	sink_array(t);
	sink_elem(t);
	print_nlmsghdr(t, family, h);
	sink_elem(t);
	print_nl_payload(t, family, h, addr + NLMSG_HDRLEN, msg_len - NLMSG_HDRLEN);
	sink_end(t);
}

static unsigned nlmsg_length(const void *hdr)
{
	return ((const struct nlmsghdr *)hdr)->nlmsg_len;
}

static void print_chain_nlmsg(struct tracee *t, const void *hdr, uint64_t addr, unsigned len,
			      const void *ctx)
{
	print_nlmsg(t, *(const int *)ctx, hdr, addr, len);
}

static const struct nl_chain nlmsg_chain = {
	sizeof(struct nlmsghdr), nlmsg_length, print_chain_nlmsg,
};

/* The messages in len bytes of a netlink socket's data: one alone, several
 * as [...], at most -s of them. */
void decode_netlink(struct tracee *t, int fd, uint64_t addr, uint64_t len)
{
	int family = netlink_family(t, fd);
	if (family == NETLINK_KOBJECT_UEVENT) {
		print_uevent(t, addr, len);
		return;
	}
	print_nl_chain(t, &nlmsg_chain, &family, addr, len);
}
