/* NETLINK_SOCK_DIAG for AF_PACKET: packet_diag_req requests and the
 * packet_diag_msg replies with their PACKET_DIAG_* attributes. */
#include <linux/netlink.h>
#include <linux/packet_diag.h>
#include <linux/filter.h>
#include <sys/socket.h>

#include "bpf-filter.h"
#include "decode.h"
#include "net.h"
#include "nl-walk.h"

extern const struct xlat xlat_socket_types, xlat_ethernet_protocols, xlat_packet_diag_show,
	xlat_packet_diag_attrs, xlat_packet_diag_info_flags, xlat_af_packet_versions;

void print_packet_diag_req(struct tracee *t, uint64_t addr, unsigned len)
{
	struct packet_diag_req r;
	if (nl_family_struct_begin(t, "sdiag_family", AF_PACKET, addr, len, &r, sizeof r)) {
		/* one byte, too short for an ETH_P_* number: strace shows hex */
		sink_hex_field(t, "sdiag_protocol", r.sdiag_protocol);
		sink_uint_field(t, "pdiag_ino", r.pdiag_ino);
		sink_field(t, "pdiag_show");
		sink_xflags(t, &xlat_packet_diag_show, r.pdiag_show, "PACKET_SHOW_???");
		print_diag_cookie(t, "pdiag_cookie", r.pdiag_cookie);
	}
	sink_end(t);
}

static bool packet_diag_info(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct packet_diag_info i;
	if (len < sizeof i)
		return false;
	if (!sink_fetch(t, addr, &i, sizeof i))
		return true;
	sink_struct(t);
	sink_field(t, "pdi_index");
	print_ifindex(t, i.pdi_index);
	sink_field(t, "pdi_version");
	sink_xval(t, &xlat_af_packet_versions, i.pdi_version, "TPACKET_???");
	sink_uint_field(t, "pdi_reserve", i.pdi_reserve);
	sink_uint_field(t, "pdi_copy_thresh", i.pdi_copy_thresh);
	sink_uint_field(t, "pdi_tstamp", i.pdi_tstamp);
	sink_field(t, "pdi_flags");
	sink_xflags(t, &xlat_packet_diag_info_flags, i.pdi_flags, "PDI_???");
	sink_end(t);
	return true;
}

static void print_mclist(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	const struct packet_diag_mclist *m = elem;
	sink_struct(t);
	sink_field(t, "pdmc_index");
	print_ifindex(t, m->pdmc_index);
	sink_uint_field(t, "pdmc_count", m->pdmc_count);
	sink_uint_field(t, "pdmc_type", m->pdmc_type);
	sink_uint_field(t, "pdmc_alen", m->pdmc_alen);
	sink_field(t, "pdmc_addr");
	/* pdmc_alen comes from the tracee: no further than the array */
	size_t n = m->pdmc_alen < sizeof m->pdmc_addr ? m->pdmc_alen : sizeof m->pdmc_addr;
	sink_bytes(t, m->pdmc_addr, n, STR_HEX);
	sink_end(t);
}

static bool packet_diag_mclist(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	size_t size = sizeof(struct packet_diag_mclist);
	if (len < size)
		return false;
	print_array(t, addr, len / size, size, print_mclist, NULL);
	return true;
}

static bool packet_diag_ring(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct packet_diag_ring r;
	if (len < sizeof r)
		return false;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return true;
	sink_struct(t);
	sink_uint_field(t, "pdr_block_size", r.pdr_block_size);
	sink_uint_field(t, "pdr_block_nr", r.pdr_block_nr);
	sink_uint_field(t, "pdr_frame_size", r.pdr_frame_size);
	sink_uint_field(t, "pdr_frame_nr", r.pdr_frame_nr);
	sink_uint_field(t, "pdr_retire_tmo", r.pdr_retire_tmo);
	sink_uint_field(t, "pdr_sizeof_priv", r.pdr_sizeof_priv);
	sink_uint_field(t, "pdr_features", r.pdr_features);
	sink_end(t);
	return true;
}

/* The socket's classic BPF filter, as SO_GET_FILTER gives it. */
static bool packet_diag_filter(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	unsigned n = len / sizeof(struct sock_filter);
	if (!n)
		return false;
	print_bpf_filter(t, addr, n, BPF_FILTER_SOCKET);
	return true;
}

static const nlattr_fn packet_diag_fns[] = {
	[PACKET_DIAG_INFO] = packet_diag_info,
	[PACKET_DIAG_MCLIST] = packet_diag_mclist,
	[PACKET_DIAG_RX_RING] = packet_diag_ring,
	[PACKET_DIAG_TX_RING] = packet_diag_ring,
	[PACKET_DIAG_FANOUT] = nla_u32,
	[PACKET_DIAG_UID] = nla_uid,
	[PACKET_DIAG_MEMINFO] = nla_meminfo,
	[PACKET_DIAG_FILTER] = packet_diag_filter,
};

void print_packet_diag_msg(struct tracee *t, uint64_t addr, unsigned len)
{
	struct packet_diag_msg m;
	bool whole = nl_family_struct_begin(t, "pdiag_family", AF_PACKET, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "pdiag_type");
		sink_xval(t, &xlat_socket_types, m.pdiag_type, "SOCK_???");
		sink_field(t, "pdiag_num");
		sink_xval(t, &xlat_ethernet_protocols, m.pdiag_num, "ETH_P_???");
		sink_uint_field(t, "pdiag_ino", m.pdiag_ino);
		print_diag_cookie(t, "pdiag_cookie", m.pdiag_cookie);
	}
	sink_end(t);
	static const struct nlattr_set set = { &xlat_packet_diag_attrs, "PACKET_DIAG_???",
					       NLATTR_FNS(packet_diag_fns), NULL };
	if (whole)
		print_nlattrs_after(t, &set, addr, len, sizeof m);
}
