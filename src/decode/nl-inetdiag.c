/* NETLINK_SOCK_DIAG for AF_INET and AF_INET6: inet_diag_req_v2, the older
 * inet_diag_req of TCPDIAG_GETSOCK and DCCPDIAG_GETSOCK, and the
 * inet_diag_msg replies with the attributes strace decodes; the others
 * show as bytes. */
#include <arpa/inet.h>
#include <string.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <sys/socket.h>

#include "decode.h"
#include "net.h"
#include "nl-walk.h"

extern const struct xlat xlat_socket_families, xlat_inet_protocols, xlat_tcp_states,
	xlat_tcp_state_flags, xlat_inet_diag_extended_flags, xlat_inet_diag_attrs,
	xlat_inet_diag_req_attrs, xlat_inet_diag_bytecodes;

/* htons(80); under -X raw and verbose the two bytes. */
static void print_port(struct tracee *t, const char *name, uint16_t port)
{
	sink_field(t, name);
	sink_bytes_named(t, &port, sizeof port);
	sink_func(t, "htons");
	sink_uint(t, ntohs(port));
	sink_end(t);
	sink_end(t);
}

/* inet_addr("1.2.3.4"): an IPv4 address in the first 4 bytes of the
 * field, which under -X raw and verbose shows all 16 of them. */
static void print_v4_addr(struct tracee *t, const char *name, const uint32_t addr[4])
{
	char buf[INET_ADDRSTRLEN];
	if (!inet_ntop(AF_INET, addr, buf, sizeof buf))
		buf[0] = 0;
	sink_field(t, name);
	sink_bytes_named(t, addr, 4 * sizeof addr[0]);
	sink_func(t, "inet_addr");
	sink_bytes(t, buf, strlen(buf), 0);
	sink_end(t);
	sink_end(t);
}

void print_inet_diag_sockid(struct tracee *t, const struct inet_diag_sockid *id, uint8_t family)
{
	sink_field(t, "id");
	sink_struct(t);
	print_port(t, "idiag_sport", id->idiag_sport);
	print_port(t, "idiag_dport", id->idiag_dport);
	if (family == AF_INET6) {
		print_inet6_addr(t, "idiag_src", id->idiag_src);
		print_inet6_addr(t, "idiag_dst", id->idiag_dst);
	} else {
		print_v4_addr(t, "idiag_src", id->idiag_src);
		print_v4_addr(t, "idiag_dst", id->idiag_dst);
	}
	sink_field(t, "idiag_if");
	print_ifindex(t, id->idiag_if);
	print_diag_cookie(t, "idiag_cookie", id->idiag_cookie);
	sink_end(t);
}

static void print_ext(struct tracee *t, uint8_t ext)
{
	sink_field(t, "idiag_ext");
	sink_xflags(t, &xlat_inet_diag_extended_flags, ext, "1<<INET_DIAG_\?\?\?-1");
}

/* ---- INET_DIAG_REQ_BYTECODE: the filter program's first operation ---- */

static void print_bc_op(struct tracee *t, const struct inet_diag_bc_op *op)
{
	sink_struct(t);
	sink_field(t, "code");
	sink_xval(t, &xlat_inet_diag_bytecodes, op->code, "INET_DIAG_BC_???");
	sink_uint_field(t, "yes", op->yes);
	sink_uint_field(t, "no", op->no);
	sink_end(t);
}

/* The address of a host condition, len bytes at addr: by its family, its
 * bytes when too short for one. */
static void print_cond_addr(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	unsigned char a[16];
	unsigned size = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
	if (!size || len < size) {
		sink_field(t, "addr");
		print_hex_str(t, addr, len);
		return;
	}
	if (!mem_read(t->tid, addr, a, size)) {
		sink_field(t, "addr");
		sink_ptr(t, addr);
		return;
	}
	if (family == AF_INET)
		print_inet_addr(t, "addr", a);
	else
		print_inet6_addr(t, "addr", a);
}

static void print_hostcond(struct tracee *t, uint64_t addr, unsigned len)
{
	struct inet_diag_hostcond c;
	if (len < sizeof c) {
		print_hex_str(t, addr, len);
		return;
	}
	if (!sink_fetch(t, addr, &c, sizeof c))
		return;
	sink_struct(t);
	sink_field(t, "family");
	sink_xval(t, &xlat_socket_families, c.family, "AF_???");
	sink_uint_field(t, "prefix_len", c.prefix_len);
	sink_uint_field(t, "port", (unsigned)c.port);
	if (len > sizeof c)
		print_cond_addr(t, c.family, addr + sizeof c, len - sizeof c);
	sink_end(t);
}

/* What follows the operation, by its code. */
static void print_bc_data(struct tracee *t, uint8_t code, uint64_t addr, unsigned len)
{
	union {
		uint32_t ifindex;
		struct inet_diag_bc_op op;
		struct inet_diag_markcond mark;
	} d;
	unsigned size = 0;
	switch (code) {
	case INET_DIAG_BC_S_COND: case INET_DIAG_BC_D_COND:
		print_hostcond(t, addr, len);
		return;
	case INET_DIAG_BC_DEV_COND:
		size = sizeof d.ifindex;
		break;
	case INET_DIAG_BC_S_GE: case INET_DIAG_BC_S_LE:
	case INET_DIAG_BC_D_GE: case INET_DIAG_BC_D_LE:
		size = sizeof d.op;
		break;
	case INET_DIAG_BC_MARK_COND:
		size = sizeof d.mark;
		break;
	}
	if (!size || len < size) {
		print_hex_str(t, addr, len);
		return;
	}
	if (!sink_fetch(t, addr, &d, size))
		return;
	if (code == INET_DIAG_BC_DEV_COND) {
		print_ifindex(t, d.ifindex);
	} else if (code == INET_DIAG_BC_MARK_COND) {
		sink_struct(t);
		sink_uint_field(t, "mark", d.mark.mark);
		sink_uint_field(t, "mask", d.mark.mask);
		sink_end(t);
	} else {
		print_bc_op(t, &d.op);
	}
}

static bool bytecode(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct inet_diag_bc_op op;
	if (len < sizeof op)
		return false;
	if (!sink_fetch(t, addr, &op, sizeof op))
		return true;
	print_bc_op(t, &op);
	if (len > sizeof op) {
		sink_elem(t);
		print_bc_data(t, op.code, addr + sizeof op, len - sizeof op);
	}
	return true;
}

static const nlattr_fn req_fns[] = {
	[INET_DIAG_REQ_BYTECODE] = bytecode,
	[INET_DIAG_REQ_PROTOCOL] = nla_ip_proto,
};

static const struct nlattr_set req_attrs = { &xlat_inet_diag_req_attrs, "INET_DIAG_REQ_???",
					     NLATTR_FNS(req_fns), NULL };

static void print_req_compat(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct inet_diag_req r;
	bool whole = nl_family_struct_begin(t, "idiag_family", family, addr, len, &r, sizeof r);
	if (whole) {
		sink_uint_field(t, "idiag_src_len", r.idiag_src_len);
		sink_uint_field(t, "idiag_dst_len", r.idiag_dst_len);
		print_ext(t, r.idiag_ext);
		print_inet_diag_sockid(t, &r.id, family);
		sink_field(t, "idiag_states");
		sink_xflags(t, &xlat_tcp_state_flags, r.idiag_states, "1<<TCP_???");
		sink_uint_field(t, "idiag_dbs", r.idiag_dbs);
	}
	sink_end(t);
	if (whole)
		print_nlattrs_after(t, &req_attrs, addr, len, sizeof r);
}

static void print_req_v2(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct inet_diag_req_v2 r;
	bool whole = nl_family_struct_begin(t, "sdiag_family", family, addr, len, &r, sizeof r);
	if (whole) {
		sink_field(t, "sdiag_protocol");
		sink_xval(t, &xlat_inet_protocols, r.sdiag_protocol, "IPPROTO_???");
		print_ext(t, r.idiag_ext);
		sink_field(t, "idiag_states");
		sink_xflags(t, &xlat_tcp_state_flags, r.idiag_states, "1<<TCP_???");
		print_inet_diag_sockid(t, &r.id, family);
	}
	sink_end(t);
	if (whole)
		print_nlattrs_after(t, &req_attrs, addr, len, sizeof r);
}

void print_inet_diag_req(struct tracee *t, unsigned type, uint8_t family, uint64_t addr,
			 unsigned len)
{
	if (type == TCPDIAG_GETSOCK || type == DCCPDIAG_GETSOCK)
		print_req_compat(t, family, addr, len);
	else
		print_req_v2(t, family, addr, len);
}

void print_inet_diag_msg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct inet_diag_msg m;
	bool whole = nl_family_struct_begin(t, "idiag_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "idiag_state");
		sink_xval(t, &xlat_tcp_states, m.idiag_state, "TCP_???");
		sink_uint_field(t, "idiag_timer", m.idiag_timer);
		sink_uint_field(t, "idiag_retrans", m.idiag_retrans);
		print_inet_diag_sockid(t, &m.id, family);
		sink_uint_field(t, "idiag_expires", m.idiag_expires);
		sink_uint_field(t, "idiag_rqueue", m.idiag_rqueue);
		sink_uint_field(t, "idiag_wqueue", m.idiag_wqueue);
		sink_uint_field(t, "idiag_uid", m.idiag_uid);
		sink_uint_field(t, "idiag_inode", m.idiag_inode);
	}
	sink_end(t);
	if (whole)
		print_nlattrs_after(t, &inet_diag_msg_attrs, addr, len, sizeof m);
}
