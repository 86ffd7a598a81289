/* The INET_DIAG_* attributes of inet_diag_msg replies: congestion control
 * infos, shutdown bits, bound and peer addresses, MD5 keys, the upper
 * layer protocol's nest (TLS, MPTCP), BPF socket storages and socket
 * options, each as strace 6.1 shows it. */
#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/mptcp.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <linux/tls.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "nl-walk.h"
#include "xlat.h"

extern const struct xlat xlat_socket_families, xlat_inet_protocols, xlat_inet_diag_attrs,
	xlat_sock_shutdown_flags, xlat_inet_diag_ulp_info_attrs,
	xlat_inet_diag_ulp_info_tls_attrs, xlat_inet_diag_ulp_info_mptcp_attrs,
	xlat_tls_info_versions, xlat_tls_info_ciphers, xlat_tls_info_configs,
	xlat_mptcp_subflow_flags, xlat_inet_diag_bpf_storage_attrs,
	xlat_inet_diag_bpf_storages_attrs;

static bool inet_diag_meminfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct inet_diag_meminfo m;
	if (len < sizeof m)
		return false;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return true;
	sink_struct(t);
	sink_uint_field(t, "idiag_rmem", m.idiag_rmem);
	sink_uint_field(t, "idiag_wmem", m.idiag_wmem);
	sink_uint_field(t, "idiag_fmem", m.idiag_fmem);
	sink_uint_field(t, "idiag_tmem", m.idiag_tmem);
	sink_end(t);
	return true;
}

bool nla_ip_proto(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_named(t, addr, len, 0, &xlat_inet_protocols, "IPPROTO_???", false);
}

static bool vegas_info(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct tcpvegas_info v;
	if (len < sizeof v)
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_uint_field(t, "tcpv_enabled", v.tcpv_enabled);
	sink_uint_field(t, "tcpv_rttcnt", v.tcpv_rttcnt);
	sink_uint_field(t, "tcpv_rtt", v.tcpv_rtt);
	sink_uint_field(t, "tcpv_minrtt", v.tcpv_minrtt);
	sink_end(t);
	return true;
}

static bool dctcp_info(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct tcp_dctcp_info d;
	if (len < sizeof d)
		return false;
	if (!sink_fetch(t, addr, &d, sizeof d))
		return true;
	sink_struct(t);
	sink_uint_field(t, "dctcp_enabled", d.dctcp_enabled);
	sink_uint_field(t, "dctcp_ce_state", d.dctcp_ce_state);
	sink_uint_field(t, "dctcp_alpha", d.dctcp_alpha);
	sink_uint_field(t, "dctcp_ab_ecn", d.dctcp_ab_ecn);
	sink_uint_field(t, "dctcp_ab_tot", d.dctcp_ab_tot);
	sink_end(t);
	return true;
}

static bool bbr_info(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct tcp_bbr_info b;
	if (len < sizeof b)
		return false;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return true;
	sink_struct(t);
	sink_hex_field(t, "bbr_bw_lo", b.bbr_bw_lo);
	sink_hex_field(t, "bbr_bw_hi", b.bbr_bw_hi);
	sink_uint_field(t, "bbr_min_rtt", b.bbr_min_rtt);
	sink_uint_field(t, "bbr_pacing_gain", b.bbr_pacing_gain);
	sink_uint_field(t, "bbr_cwnd_gain", b.bbr_cwnd_gain);
	sink_end(t);
	return true;
}

/* RCV_SHUTDOWN and SEND_SHUTDOWN are no uapi constants, so strace shows
 * the number and the names in a comment (none under -X raw). */
static bool shutdown_bits(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint8_t v;
	if (len < sizeof v || len > sizeof(uint64_t))
		return false;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_hex(t, v);
	if (!v)
		return true;
	char text[96] = "";
	size_t n = 0;
	unsigned rest = v;
	for (unsigned bit = 0; bit < 8; bit++) {
		const char *name = xlat_name(&xlat_sock_shutdown_flags, 1u << bit);
		if (!(v & (1u << bit)) || !name)
			continue;
		n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", n ? "|" : "", name);
		rest &= ~(1u << bit);
	}
	if (!n)
		snprintf(text, sizeof text, "???_SHUTDOWN");
	else if (rest)
		snprintf(text + n, sizeof text - n, "|%#x", rest);
	sink_hint(t, "flags", "%s", text);
	return true;
}

static void print_sockaddr_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	print_sockaddr(t, elem, sizeof(struct sockaddr_storage));
}

static bool sockaddrs(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	size_t size = sizeof(struct sockaddr_storage);
	if (len < size)
		return false;
	print_array(t, addr, len / size, size, print_sockaddr_elem, NULL);
	return true;
}

static void print_md5sig(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	const struct tcp_diag_md5sig *m = elem;
	sink_struct(t);
	sink_field(t, "tcpm_family");
	sink_xval(t, &xlat_socket_families, m->tcpm_family, "AF_???");
	sink_uint_field(t, "tcpm_prefixlen", m->tcpm_prefixlen);
	sink_uint_field(t, "tcpm_keylen", m->tcpm_keylen);
	if (m->tcpm_family == AF_INET) {
		print_inet_addr(t, "tcpm_addr", m->tcpm_addr);
	} else if (m->tcpm_family == AF_INET6) {
		print_inet6_addr(t, "tcpm_addr", m->tcpm_addr);
	} else {
		sink_field(t, "tcpm_addr");
		sink_bytes(t, m->tcpm_addr, sizeof m->tcpm_addr, STR_HEX);
	}
	sink_field(t, "tcpm_key");
	size_t n = m->tcpm_keylen < sizeof m->tcpm_key ? m->tcpm_keylen : sizeof m->tcpm_key;
	sink_bytes(t, m->tcpm_key, n, STR_HEX);
	sink_end(t);
}

static bool md5sig(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	size_t size = sizeof(struct tcp_diag_md5sig);
	if (len < size)
		return false;
	print_array(t, addr, len / size, size, print_md5sig, NULL);
	return true;
}

/* ---- INET_DIAG_ULP_INFO ---- */

static bool tls_version(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_named(t, addr, len, 2, &xlat_tls_info_versions, "TLS_???_VERSION", false);
}

static bool tls_cipher(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_named(t, addr, len, 2, &xlat_tls_info_ciphers, "TLS_CIPHER_???", false);
}

static bool tls_config(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_named(t, addr, len, 2, &xlat_tls_info_configs, "TLS_CONF_???", false);
}

static const nlattr_fn tls_fns[] = {
	[TLS_INFO_VERSION] = tls_version,
	[TLS_INFO_CIPHER] = tls_cipher,
	[TLS_INFO_TXCONF] = tls_config,
	[TLS_INFO_RXCONF] = tls_config,
};

static bool subflow_flags(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_named(t, addr, len, 4, &xlat_mptcp_subflow_flags, "MPTCP_SUBFLOW_FLAG_???",
			 true);
}

static const nlattr_fn mptcp_fns[] = {
	[MPTCP_SUBFLOW_ATTR_TOKEN_REM] = nla_x32,
	[MPTCP_SUBFLOW_ATTR_TOKEN_LOC] = nla_x32,
	[MPTCP_SUBFLOW_ATTR_RELWRITE_SEQ] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_SEQ] = nla_u64,
	[MPTCP_SUBFLOW_ATTR_MAP_SFSEQ] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_SSN_OFFSET] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_DATALEN] = nla_u16,
	[MPTCP_SUBFLOW_ATTR_FLAGS] = subflow_flags,
	[MPTCP_SUBFLOW_ATTR_ID_REM] = nla_u8,
	[MPTCP_SUBFLOW_ATTR_ID_LOC] = nla_u8,
};

static bool ulp_tls(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	static const struct nlattr_set set = { &xlat_inet_diag_ulp_info_tls_attrs,
					       "TLS_INFO_???", NLATTR_FNS(tls_fns), NULL };
	print_nlattr_list(t, &set, addr, len);
	return true;
}

static bool ulp_mptcp(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	static const struct nlattr_set set = { &xlat_inet_diag_ulp_info_mptcp_attrs,
					       "MPTCP_SUBFLOW_ATTR_???", NLATTR_FNS(mptcp_fns),
					       NULL };
	print_nlattr_list(t, &set, addr, len);
	return true;
}

/* The ULP's own attribute types tell TLS from MPTCP, whatever its name. */
static const nlattr_fn ulp_fns[] = {
	[INET_ULP_INFO_NAME] = nla_str,
	[INET_ULP_INFO_TLS] = ulp_tls,
	[INET_ULP_INFO_MPTCP] = ulp_mptcp,
};

static bool ulp_info(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	static const struct nlattr_set set = { &xlat_inet_diag_ulp_info_attrs,
					       "INET_ULP_INFO_???", NLATTR_FNS(ulp_fns), NULL };
	print_nlattr_list(t, &set, addr, len);
	return true;
}

/* ---- INET_DIAG_SK_BPF_STORAGES ---- */

static const nlattr_fn bpf_storage_fns[] = {
	[SK_DIAG_BPF_STORAGE_MAP_ID] = nla_u32,
	[SK_DIAG_BPF_STORAGE_MAP_VALUE] = nla_xint,
};

static bool bpf_storage(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	static const struct nlattr_set set = { &xlat_inet_diag_bpf_storage_attrs,
					       "SK_DIAG_BPF_STORAGE_???",
					       NLATTR_FNS(bpf_storage_fns), NULL };
	print_nlattr_list(t, &set, addr, len);
	return true;
}

static const nlattr_fn bpf_storages_fns[] = {
	[SK_DIAG_BPF_STORAGE] = bpf_storage,
};

static bool bpf_storages(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	static const struct nlattr_set set = { &xlat_inet_diag_bpf_storages_attrs,
					       "SK_DIAG_BPF_STORAGE_???",
					       NLATTR_FNS(bpf_storages_fns), NULL };
	print_nlattr_list(t, &set, addr, len);
	return true;
}

/* ---- INET_DIAG_SOCKOPT ---- */

/* struct inet_diag_sockopt's bits, by position: the header's bit fields
 * give no way to walk them. */
static const char *const sockopt_bits[] = {
	"recverr", "is_icsk", "freebind", "hdrincl", "mc_loop", "transparent", "mc_all",
	"nodefrag", "bind_address_no_port", "recverr_rfc4884", "defer_connect",
};
enum { SOCKOPT_SIZE = 2, SOCKOPT_UNUSED_SHIFT = 11 };

/* The bytes after the struct, when any is not zero: the kernel's newer
 * fields. */
static void print_sockopt_tail(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned n = len < 4096 ? len : 4096;
	if (n <= SOCKOPT_SIZE)
		return;
	unsigned char buf[4096];
	if (!mem_read(t->tid, addr, buf, n))
		return;
	unsigned i = SOCKOPT_SIZE;
	while (i < n && !buf[i])
		i++;
	if (i == n)
		return;
	sink_field_comment(t, "extra_bytes", "bytes %u..%u", SOCKOPT_SIZE, n - 1);
	sink_bytes(t, buf + SOCKOPT_SIZE, n - SOCKOPT_SIZE, STR_HEX);
}

static bool sockopt(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint8_t b[SOCKOPT_SIZE];
	if (len < sizeof b)
		return false;
	if (!sink_fetch(t, addr, b, sizeof b))
		return true;
	unsigned bits = b[0] | (unsigned)b[1] << 8;
	/* abbreviated, only the bits that are set */
	bool all = !abbrev(t);
	sink_struct(t);
	for (unsigned i = 0; i < sizeof sockopt_bits / sizeof sockopt_bits[0]; i++)
		if (all || (bits >> i & 1))
			sink_uint_field(t, sockopt_bits[i], bits >> i & 1);
	unsigned unused = bits >> SOCKOPT_UNUSED_SHIFT;
	if (all || unused) {
		sink_hex_field(t, "unused", unused);
		sink_comment(t, "unused_bits", "bits 3..8");
	}
	sink_end(t);
	print_sockopt_tail(t, addr, len);
	return true;
}

static const nlattr_fn inet_diag_fns[] = {
	[INET_DIAG_MEMINFO] = inet_diag_meminfo,
	[INET_DIAG_VEGASINFO] = vegas_info,
	[INET_DIAG_CONG] = nla_str,
	[INET_DIAG_TOS] = nla_u8,
	[INET_DIAG_TCLASS] = nla_u8,
	[INET_DIAG_SKMEMINFO] = nla_meminfo,
	[INET_DIAG_SHUTDOWN] = shutdown_bits,
	[INET_DIAG_DCTCPINFO] = dctcp_info,
	[INET_DIAG_PROTOCOL] = nla_ip_proto,
	[INET_DIAG_SKV6ONLY] = nla_u8,
	[INET_DIAG_LOCALS] = sockaddrs,
	[INET_DIAG_PEERS] = sockaddrs,
	[INET_DIAG_MARK] = nla_u32,
	[INET_DIAG_BBRINFO] = bbr_info,
	[INET_DIAG_CLASS_ID] = nla_u32,
	[INET_DIAG_MD5SIG] = md5sig,
	[INET_DIAG_ULP_INFO] = ulp_info,
	[INET_DIAG_SK_BPF_STORAGES] = bpf_storages,
	[INET_DIAG_CGROUP_ID] = nla_u64,
	[INET_DIAG_SOCKOPT] = sockopt,
};

const struct nlattr_set inet_diag_msg_attrs = { &xlat_inet_diag_attrs, "INET_DIAG_???",
						NLATTR_FNS(inet_diag_fns), NULL };
