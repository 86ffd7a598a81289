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

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "util.h"

extern const struct xlat xlat_netlink_types, xlat_netlink_flags,
	xlat_netlink_get_flags, xlat_netlink_new_flags, xlat_netlink_delete_flags,
	xlat_netlink_ack_flags, xlat_nlmsgerr_attrs, xlat_nl_route_types,
	xlat_nl_sock_diag_types, xlat_errnos;

/* Bytes that strace shows opaque: "\x14\x00...", cut at -s. */
void print_hex_str(struct tracee *t, uint64_t addr, uint64_t len)
{
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (!addr)
		sink_ptr(t, 0);
	else if (sink_fetch(t, addr, buf, n))
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

/* A bit set made of two tables, as strace prints nlmsg_flags: the flags of
 * every message, then those of its kind of request; by name whatever -X
 * says. */
static void print_flags2(struct tracee *t, unsigned v, const struct xlat *a,
			 const struct xlat *b, const char *dflt)
{
	const struct xlat *sets[2] = { a, b };
	bool any = false;
	if (!v) {
		sink_hex(t, 0);
		return;
	}
	for (int s = 0; s < 2 && sets[s]; s++)
		for (unsigned i = 0; i < sets[s]->n; i++) {
			unsigned bit = (unsigned)sets[s]->e[i].val;
			if (bit && (v & bit) == bit) {
				if (!any)
					sink_op(t, "|");
				sink_const(t, bit, NUM_HEX, sets[s]->e[i].name, NULL);
				sink_names_always(t);
				v &= ~bit;
				any = true;
			}
		}
	if (v)
		sink_hex(t, v);
	if (any)
		sink_end(t);
	else
		sink_comment(t, "unknown", "%s", dflt);
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

static void print_nlmsghdr(struct tracee *t, int family, const struct nlmsghdr *h)
{
	unsigned type = h->nlmsg_type;
	const struct xlat *types = &xlat_netlink_types, *flags = NULL;
	const char *dflt = "NLMSG_???";
	if (type < NLMSG_MIN_TYPE) {
		if (type == NLMSG_ERROR)
			flags = &xlat_netlink_ack_flags;
	} else if (family == NETLINK_ROUTE) {
		types = &xlat_nl_route_types;
		dflt = "RTM_???";
		flags = route_request_flags(type);
	} else if (family == NETLINK_SOCK_DIAG) {
		types = &xlat_nl_sock_diag_types;
		dflt = "SOCK_DIAG_???";
		flags = &xlat_netlink_get_flags;
	}
	sink_struct(t);
	sink_field(t, "nlmsg_len");
	sink_uint(t, h->nlmsg_len);
	sink_field(t, "nlmsg_type");
	sink_xval(t, types, type, dflt);
	sink_field(t, "nlmsg_flags");
	print_flags2(t, h->nlmsg_flags, &xlat_netlink_flags, flags, "NLM_F_???");
	sink_field(t, "nlmsg_seq");
	sink_uint(t, h->nlmsg_seq);
	sink_field(t, "nlmsg_pid");
	sink_int(t, (int)h->nlmsg_pid);
	sink_end(t);
}

static const struct nla_desc nlmsgerr_attr_descs[] = {
	{ NLMSGERR_ATTR_MSG, NLA_STR, NULL, NULL, NULL },
	{ NLMSGERR_ATTR_OFFS, NLA_U32, NULL, NULL, NULL },
};

static void print_nlmsg(struct tracee *t, int family, const struct nlmsghdr *h,
			uint64_t addr, uint64_t len);

/* NLMSG_ERROR: {error=-EINVAL, msg=<the message it answers>} and the
 * extended acknowledgement's attributes.  The error prints by name
 * whatever -X says. */
static void print_nlmsgerr(struct tracee *t, int family, uint64_t addr, unsigned len, bool capped)
{
	int err;
	if (len < sizeof err) {
		print_hex_str(t, addr, len);
		return;
	}
	if (!sink_fetch(t, addr, &err, sizeof err))
		return;
	const char *name = err < 0 ? xlat_name(&xlat_errnos, (unsigned)-err) : NULL;
	sink_struct(t);
	sink_field(t, "error");
	if (name) {
		char neg[64];
		snprintf(neg, sizeof neg, "-%s", name);
		sink_symbol(t, neg);
	} else {
		sink_int(t, err);
	}
	addr += sizeof err;
	len -= sizeof err;
	if (len) {
		struct nlmsghdr h;
		sink_field(t, "msg");
		if (len < sizeof h) {
			print_hex_str(t, addr, len);
		} else if (sink_fetch(t, addr, &h, sizeof h)) {
			unsigned payload = capped ? sizeof h : h.nlmsg_len;
			if (payload > len)
				payload = len;
			print_nlmsg(t, family, &h, addr, payload);
			if (len > payload) {
				struct nla_set set = { &xlat_nlmsgerr_attrs, "NLMSGERR_ATTR_???",
						       nlmsgerr_attr_descs, 2, -1 };
				print_nlattrs(t, &set, addr + payload, len - payload);
			}
		}
	}
	sink_end(t);
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

/* The messages in len bytes of a netlink socket's data: one alone, several
 * as [...], at most -s of them. */
void decode_netlink(struct tracee *t, int fd, uint64_t addr, uint64_t len)
{
	int family = netlink_family(t, fd);
	bool in_array = false;
	for (unsigned elt = 0;; elt++) {
		struct nlmsghdr h;
		if (len < sizeof h) {
			if (in_array)
				sink_elem(t);
			print_hex_str(t, addr, len);
			break;
		}
		if (!addr || !mem_read(t->tid, addr, &h, sizeof h)) {
			if (in_array) {
				sink_ellipsis(t);
				sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)addr);
			} else {
				sink_ptr(t, addr);
			}
			break;
		}
		if (cut_before(t, elt)) {
			sink_ellipsis(t);
			break;
		}
		unsigned step = NLMSG_ALIGN(h.nlmsg_len);
		uint64_t next_addr = 0, next_len = 0;
		if (h.nlmsg_len >= NLMSG_HDRLEN) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!in_array && next_addr) {
			sink_array(t);
			in_array = true;
		}
		if (in_array)
			sink_elem(t);
		print_nlmsg(t, family, &h, addr, len);
		if (!next_addr)
			break;
		addr = next_addr;
		len = next_len;
	}
	if (in_array)
		sink_end(t);
}
