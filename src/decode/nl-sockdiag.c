/* NETLINK_SOCK_DIAG: requests and replies by the address family in their
 * first byte, a request when NLM_F_REQUEST says so.  AF_UNIX and
 * AF_NETLINK are here, AF_INET and AF_INET6 in nl-inetdiag.c, AF_PACKET
 * in nl-packetdiag.c, AF_SMC in nl-smcdiag.c. */
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <sys/socket.h>

#include "decode.h"
#include "full.h"
#include "net.h"
#include "nl-walk.h"

extern const struct xlat xlat_socket_families, xlat_socket_types, xlat_tcp_states,
	xlat_tcp_state_flags, xlat_unix_diag_show, xlat_unix_diag_attrs,
	xlat_netlink_protocols, xlat_netlink_diag_show, xlat_netlink_diag_attrs,
	xlat_netlink_states, xlat_netlink_socket_flags;

void print_diag_cookie(struct tracee *t, const char *name, const uint32_t cookie[2])
{
	sink_field(t, name);
	sink_array(t);
	sink_elem(t);
	sink_uint(t, cookie[0]);
	sink_elem(t);
	sink_uint(t, cookie[1]);
	sink_end(t);
}

/* ---- AF_UNIX ---- */

static void print_unix_diag_req(struct tracee *t, uint64_t addr, unsigned len)
{
	struct unix_diag_req r;
	if (nl_family_struct_begin(t, "sdiag_family", AF_UNIX, addr, len, &r, sizeof r)) {
		sink_uint_field(t, "sdiag_protocol", r.sdiag_protocol);
		sink_field(t, "udiag_states");
		sink_xflags(t, &xlat_tcp_state_flags, r.udiag_states, "1<<TCP_???");
		sink_uint_field(t, "udiag_ino", r.udiag_ino);
		sink_field(t, "udiag_show");
		sink_xflags(t, &xlat_unix_diag_show, r.udiag_show, "UDIAG_SHOW_???");
		print_diag_cookie(t, "udiag_cookie", r.udiag_cookie);
	}
	sink_end(t);
}

static bool unix_diag_vfs(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct unix_diag_vfs v;
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_field(t, "udiag_vfs_dev");
	print_makedev(t, v.udiag_vfs_dev);
	sink_uint_field(t, "udiag_vfs_ino", v.udiag_vfs_ino);
	sink_end(t);
	return true;
}

static bool unix_diag_rqlen(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct unix_diag_rqlen q;
	if (len < sizeof q)
		return false;
	if (!sink_fetch(t, addr, &q, sizeof q))
		return true;
	sink_struct(t);
	sink_uint_field(t, "udiag_rqueue", q.udiag_rqueue);
	sink_uint_field(t, "udiag_wqueue", q.udiag_wqueue);
	sink_end(t);
	return true;
}

static const nlattr_fn unix_diag_fns[] = {
	[UNIX_DIAG_NAME] = nla_str,
	[UNIX_DIAG_VFS] = unix_diag_vfs,
	[UNIX_DIAG_PEER] = nla_u32,
	[UNIX_DIAG_ICONS] = nla_u32_array,
	[UNIX_DIAG_RQLEN] = unix_diag_rqlen,
	[UNIX_DIAG_MEMINFO] = nla_meminfo,
	[UNIX_DIAG_SHUTDOWN] = nla_u8,
	[UNIX_DIAG_UID] = nla_uid,
};

static void print_unix_diag_msg(struct tracee *t, uint64_t addr, unsigned len)
{
	struct unix_diag_msg m;
	bool whole = nl_family_struct_begin(t, "udiag_family", AF_UNIX, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "udiag_type");
		sink_xval(t, &xlat_socket_types, m.udiag_type, "SOCK_???");
		sink_field(t, "udiag_state");
		sink_xval(t, &xlat_tcp_states, m.udiag_state, "TCP_???");
		sink_uint_field(t, "udiag_ino", m.udiag_ino);
		print_diag_cookie(t, "udiag_cookie", m.udiag_cookie);
	}
	sink_end(t);
	static const struct nlattr_set set = { &xlat_unix_diag_attrs, "UNIX_DIAG_???",
					       NLATTR_FNS(unix_diag_fns), NULL };
	if (whole)
		print_nlattrs_after(t, &set, addr, len, sizeof m);
}

/* ---- AF_NETLINK ---- */

static void print_netlink_diag_req(struct tracee *t, uint64_t addr, unsigned len)
{
	struct netlink_diag_req r;
	if (nl_family_struct_begin(t, "sdiag_family", AF_NETLINK, addr, len, &r, sizeof r)) {
		sink_field(t, "sdiag_protocol");
		if (r.sdiag_protocol == NDIAG_PROTO_ALL)
			sink_const(t, r.sdiag_protocol, NUM_HEX, "NDIAG_PROTO_ALL", NULL);
		else
			sink_xval(t, &xlat_netlink_protocols, r.sdiag_protocol, "NETLINK_???");
		sink_uint_field(t, "ndiag_ino", r.ndiag_ino);
		sink_field(t, "ndiag_show");
		sink_xflags(t, &xlat_netlink_diag_show, r.ndiag_show, "NDIAG_SHOW_???");
		print_diag_cookie(t, "ndiag_cookie", r.ndiag_cookie);
	}
	sink_end(t);
}

static void print_group(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_hex(t, *(const uint64_t *)elem);
}

/* The multicast groups joined: a bitmap of unsigned longs. */
static bool netlink_diag_groups(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	if (len < sizeof(uint64_t))
		return false;
	print_array(t, addr, len / sizeof(uint64_t), sizeof(uint64_t), print_group, NULL);
	return true;
}

static bool netlink_diag_ring(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct netlink_diag_ring r;
	if (len < sizeof r)
		return false;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return true;
	sink_struct(t);
	sink_uint_field(t, "ndr_block_size", r.ndr_block_size);
	sink_uint_field(t, "ndr_block_nr", r.ndr_block_nr);
	sink_uint_field(t, "ndr_frame_size", r.ndr_frame_size);
	sink_uint_field(t, "ndr_frame_nr", r.ndr_frame_nr);
	sink_end(t);
	return true;
}

static bool netlink_diag_flags(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint32_t v;
	if (len < sizeof v)
		return false;
	if (sink_fetch(t, addr, &v, sizeof v))
		sink_xflags(t, &xlat_netlink_socket_flags, v, "NDIAG_FLAG_???");
	return true;
}

static const nlattr_fn netlink_diag_fns[] = {
	[NETLINK_DIAG_MEMINFO] = nla_meminfo,
	[NETLINK_DIAG_GROUPS] = netlink_diag_groups,
	[NETLINK_DIAG_RX_RING] = netlink_diag_ring,
	[NETLINK_DIAG_TX_RING] = netlink_diag_ring,
	[NETLINK_DIAG_FLAGS] = netlink_diag_flags,
};

static void print_netlink_diag_msg(struct tracee *t, uint64_t addr, unsigned len)
{
	struct netlink_diag_msg m;
	bool whole = nl_family_struct_begin(t, "ndiag_family", AF_NETLINK, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "ndiag_type");
		sink_xval(t, &xlat_socket_types, m.ndiag_type, "SOCK_???");
		sink_field(t, "ndiag_protocol");
		sink_xval(t, &xlat_netlink_protocols, m.ndiag_protocol, "NETLINK_???");
		sink_field(t, "ndiag_state");
		sink_xval(t, &xlat_netlink_states, m.ndiag_state, "NETLINK_???");
		sink_uint_field(t, "ndiag_portid", m.ndiag_portid);
		sink_uint_field(t, "ndiag_dst_portid", m.ndiag_dst_portid);
		sink_uint_field(t, "ndiag_dst_group", m.ndiag_dst_group);
		sink_uint_field(t, "ndiag_ino", m.ndiag_ino);
		print_diag_cookie(t, "ndiag_cookie", m.ndiag_cookie);
	}
	sink_end(t);
	static const struct nlattr_set set = { &xlat_netlink_diag_attrs, "NETLINK_DIAG_???",
					       NLATTR_FNS(netlink_diag_fns), NULL };
	if (whole)
		print_nlattrs_after(t, &set, addr, len, sizeof m);
}

/* {family=AF_UNSPEC, data="..."}: a family strace has no struct for. */
static void print_diag_family(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	sink_struct(t);
	sink_field(t, "family");
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len > 1) {
		sink_field(t, "data");
		print_hex_str(t, addr + 1, len - 1);
	}
	sink_end(t);
}

bool print_sock_diag_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			     unsigned len)
{
	uint8_t family;
	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (!sink_fetch(t, addr, &family, 1))
		return true;
	bool request = h->nlmsg_flags & NLM_F_REQUEST;
	if (len > 1) {
		switch (family) {
		case AF_UNIX:
			(request ? print_unix_diag_req : print_unix_diag_msg)(t, addr, len);
			return true;
		case AF_NETLINK:
			(request ? print_netlink_diag_req : print_netlink_diag_msg)(t, addr, len);
			return true;
		case AF_PACKET:
			(request ? print_packet_diag_req : print_packet_diag_msg)(t, addr, len);
			return true;
		case AF_SMC:
			(request ? print_smc_diag_req : print_smc_diag_msg)(t, addr, len);
			return true;
		case AF_INET: case AF_INET6:
			if (request)
				print_inet_diag_req(t, h->nlmsg_type, family, addr, len);
			else
				print_inet_diag_msg(t, family, addr, len);
			return true;
		}
	}
	print_diag_family(t, family, addr, len);
	return true;
}
