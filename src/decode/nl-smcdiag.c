/* NETLINK_SOCK_DIAG for AF_SMC: smc_diag_req requests and the
 * smc_diag_msg replies with their SMC_DIAG_* attributes.  An SMC socket
 * runs over a TCP one, whose AF_INET address the socket id holds. */
#include <linux/netlink.h>
#include <linux/smc_diag.h>
#include <sys/socket.h>

#include "decode.h"
#include "net.h"
#include "nl-walk.h"

extern const struct xlat xlat_smc_diag_extended_flags, xlat_smc_diag_attrs, xlat_smc_states,
	xlat_smc_diag_mode, xlat_smc_link_group_roles, xlat_smc_decl_codes,
	xlat_sock_shutdown_flags;

void print_smc_diag_req(struct tracee *t, uint64_t addr, unsigned len)
{
	struct smc_diag_req r;
	if (nl_family_struct_begin(t, "diag_family", AF_SMC, addr, len, &r, sizeof r)) {
		sink_field(t, "diag_ext");
		sink_xflags(t, &xlat_smc_diag_extended_flags, r.diag_ext,
			    "1<<SMC_DIAG_\?\?\?-1");
		print_inet_diag_sockid(t, &r.id, AF_INET);
	}
	sink_end(t);
}

static void print_cursor(struct tracee *t, const char *name, const struct smc_diag_cursor *c)
{
	sink_field(t, name);
	sink_struct(t);
	sink_uint_field(t, "reserved", c->reserved);
	sink_uint_field(t, "wrap", c->wrap);
	sink_uint_field(t, "count", c->count);
	sink_end(t);
}

static void print_flags_byte(struct tracee *t, const char *name, uint8_t v)
{
	sink_field(t, name);
	sink_num(t, v, IB_HEX02);
}

static bool smc_diag_conninfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct smc_diag_conninfo c;
	if (len < sizeof c)
		return false;
	if (!sink_fetch(t, addr, &c, sizeof c))
		return true;
	sink_struct(t);
	sink_uint_field(t, "token", c.token);
	sink_uint_field(t, "sndbuf_size", c.sndbuf_size);
	sink_uint_field(t, "rmbe_size", c.rmbe_size);
	sink_uint_field(t, "peer_rmbe_size", c.peer_rmbe_size);
	print_cursor(t, "rx_prod", &c.rx_prod);
	print_cursor(t, "rx_cons", &c.rx_cons);
	print_cursor(t, "tx_prod", &c.tx_prod);
	print_cursor(t, "tx_cons", &c.tx_cons);
	print_flags_byte(t, "rx_prod_flags", c.rx_prod_flags);
	print_flags_byte(t, "rx_conn_state_flags", c.rx_conn_state_flags);
	print_flags_byte(t, "tx_prod_flags", c.tx_prod_flags);
	print_flags_byte(t, "tx_conn_state_flags", c.tx_conn_state_flags);
	print_cursor(t, "tx_prep", &c.tx_prep);
	print_cursor(t, "tx_sent", &c.tx_sent);
	print_cursor(t, "tx_fin", &c.tx_fin);
	sink_end(t);
	return true;
}

/* A fixed-size name, up to its first NUL. */
static void print_name_field(struct tracee *t, const char *name, const uint8_t *s, size_t n)
{
	sink_field(t, name);
	sink_cstr(t, (const char *)s, n);
}

static bool smc_diag_lgrinfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct smc_diag_lgrinfo g;
	if (len < sizeof g)
		return false;
	if (!sink_fetch(t, addr, &g, sizeof g))
		return true;
	sink_struct(t);
	sink_field(t, "lnk");
	sink_array(t);
	for (size_t i = 0; i < sizeof g.lnk / sizeof g.lnk[0]; i++) {
		const struct smc_diag_linkinfo *l = &g.lnk[i];
		sink_elem(t);
		sink_struct(t);
		sink_uint_field(t, "link_id", l->link_id);
		print_name_field(t, "ibname", l->ibname, sizeof l->ibname);
		sink_uint_field(t, "ibport", l->ibport);
		print_name_field(t, "gid", l->gid, sizeof l->gid);
		print_name_field(t, "peer_gid", l->peer_gid, sizeof l->peer_gid);
		sink_end(t);
	}
	sink_end(t);
	sink_field(t, "role");
	sink_xval(t, &xlat_smc_link_group_roles, g.role, "SMC_???");
	sink_end(t);
	return true;
}

static bool smc_diag_shutdown(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint8_t v;
	if (len < sizeof v)
		return false;
	if (sink_fetch(t, addr, &v, sizeof v))
		sink_xflags(t, &xlat_sock_shutdown_flags, v, "???_SHUTDOWN");
	return true;
}

static bool smc_diag_dmbinfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct smcd_diag_dmbinfo d;
	if (len < sizeof d)
		return false;
	if (!sink_fetch(t, addr, &d, sizeof d))
		return true;
	sink_struct(t);
	sink_uint_field(t, "linkid", d.linkid);
	sink_hex_field(t, "peer_gid", d.peer_gid);
	sink_hex_field(t, "my_gid", d.my_gid);
	sink_hex_field(t, "token", d.token);
	sink_hex_field(t, "peer_token", d.peer_token);
	sink_end(t);
	return true;
}

/* A decline code: no uapi header names them, so strace shows the number
 * and its name in a comment, the comment left out under -X raw. */
static void print_decl_code(struct tracee *t, const char *name, const char *key,
			    uint32_t code)
{
	sink_field(t, name);
	sink_hex(t, code);
	const char *s = xlat_name(&xlat_smc_decl_codes, code);
	sink_hint(t, key, "%s", s ? s : "SMC_CLC_DECL_???");
}

static bool smc_diag_fallback(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct smc_diag_fallback f;
	if (len < sizeof f)
		return false;
	if (!sink_fetch(t, addr, &f, sizeof f))
		return true;
	sink_struct(t);
	print_decl_code(t, "reason", "reason_name", f.reason);
	print_decl_code(t, "peer_diagnosis", "peer_diagnosis_name", f.peer_diagnosis);
	sink_end(t);
	return true;
}

static const nlattr_fn smc_diag_fns[] = {
	[SMC_DIAG_CONNINFO] = smc_diag_conninfo,
	[SMC_DIAG_LGRINFO] = smc_diag_lgrinfo,
	[SMC_DIAG_SHUTDOWN] = smc_diag_shutdown,
	[SMC_DIAG_DMBINFO] = smc_diag_dmbinfo,
	[SMC_DIAG_FALLBACK] = smc_diag_fallback,
};

void print_smc_diag_msg(struct tracee *t, uint64_t addr, unsigned len)
{
	struct smc_diag_msg m;
	bool whole = nl_family_struct_begin(t, "diag_family", AF_SMC, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "diag_state");
		sink_xval(t, &xlat_smc_states, m.diag_state, "SMC_???");
		sink_field(t, "diag_fallback");
		sink_xval(t, &xlat_smc_diag_mode, m.diag_mode, "SMC_DIAG_MODE_???");
		sink_uint_field(t, "diag_shutdown", m.diag_shutdown);
		print_inet_diag_sockid(t, &m.id, AF_INET);
		sink_uint_field(t, "diag_uid", m.diag_uid);
		sink_uint_field(t, "diag_inode", m.diag_inode);
	}
	sink_end(t);
	static const struct nlattr_set set = { &xlat_smc_diag_attrs, "SMC_DIAG_???",
					       NLATTR_FNS(smc_diag_fns), NULL };
	if (whole)
		print_nlattrs_after(t, &set, addr, len, sizeof m);
}
