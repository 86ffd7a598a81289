/* NETLINK_NETFILTER: message types made of a subsystem and its own type
 * (NFNL_SUBSYS_CTNETLINK<<8|IPCTNL_MSG_CT_NEW), and the nfgenmsg that
 * begins every payload, followed by attributes strace does not name. */
#include <arpa/inet.h>
#include <linux/netlink.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_acct.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netfilter/nfnetlink_cthelper.h>
#include <linux/netfilter/nfnetlink_cttimeout.h>
#include <linux/netfilter/nfnetlink_hook.h>
#include <linux/netfilter/nf_tables.h>
#include <linux/netfilter/nf_tables_compat.h>

#include "decode.h"
#include "net.h"

extern const struct xlat xlat_nl_netfilter_subsys_ids, xlat_nl_netfilter_msg_types,
	xlat_nf_ctnetlink_msg_types, xlat_nf_ctnetlink_exp_msg_types, xlat_nf_queue_msg_types,
	xlat_nf_ulog_msg_types, xlat_nf_osf_msg_types, xlat_nf_ipset_msg_types,
	xlat_nf_acct_msg_types, xlat_nf_cttimeout_msg_types, xlat_nf_cthelper_msg_types,
	xlat_nf_nftables_msg_types, xlat_nf_nft_compat_msg_types, xlat_nf_hook_msg_types,
	xlat_netfilter_versions, xlat_socket_families, xlat_netlink_new_flags,
	xlat_netlink_get_flags, xlat_netlink_delete_flags;

struct subsys_types {
	const struct xlat *x;
	const char *dflt;
};

/* The message types of each subsystem, by its id. */
static const struct subsys_types *subsys_types(unsigned subsys)
{
	static const struct subsys_types table[] = {
		[NFNL_SUBSYS_CTNETLINK] = { &xlat_nf_ctnetlink_msg_types, "IPCTNL_MSG_CT_???" },
		[NFNL_SUBSYS_CTNETLINK_EXP] = { &xlat_nf_ctnetlink_exp_msg_types,
						"IPCTNL_MSG_EXP_???" },
		[NFNL_SUBSYS_QUEUE] = { &xlat_nf_queue_msg_types, "NFQNL_MSG_???" },
		[NFNL_SUBSYS_ULOG] = { &xlat_nf_ulog_msg_types, "NFULNL_MSG_???" },
		[NFNL_SUBSYS_OSF] = { &xlat_nf_osf_msg_types, "OSF_MSG_???" },
		[NFNL_SUBSYS_IPSET] = { &xlat_nf_ipset_msg_types, "IPSET_CMD_???" },
		[NFNL_SUBSYS_ACCT] = { &xlat_nf_acct_msg_types, "NFNL_MSG_ACCT_???" },
		[NFNL_SUBSYS_CTNETLINK_TIMEOUT] = { &xlat_nf_cttimeout_msg_types,
						    "IPCTNL_MSG_TIMEOUT_???" },
		[NFNL_SUBSYS_CTHELPER] = { &xlat_nf_cthelper_msg_types, "NFNL_MSG_CTHELPER_???" },
		[NFNL_SUBSYS_NFTABLES] = { &xlat_nf_nftables_msg_types, "NFT_MSG_???" },
		[NFNL_SUBSYS_NFT_COMPAT] = { &xlat_nf_nft_compat_msg_types, "NFNL_MSG_COMPAT_???" },
		[NFNL_SUBSYS_HOOK] = { &xlat_nf_hook_msg_types, "NFT_MSG_HOOK_???" },
	};
	if (subsys >= sizeof table / sizeof table[0] || !table[subsys].x)
		return NULL;
	return &table[subsys];
}

void print_netfilter_type(struct tracee *t, unsigned type)
{
	const char *own = xlat_name(&xlat_nl_netfilter_msg_types, type);
	if (own) {
		sink_const(t, type, NUM_HEX, own, NULL);
		return;
	}
	unsigned subsys = type >> 8 & 0xff, msg = type & 0xff;
	const struct subsys_types *st = subsys_types(subsys);
	sink_op(t, "|");
	sink_op(t, "<<");
	sink_xval(t, &xlat_nl_netfilter_subsys_ids, subsys, "NFNL_SUBSYS_???");
	sink_uint(t, 8);
	sink_end(t);
	if (st)
		sink_xval(t, st->x, msg, st->dflt);
	else
		sink_hex(t, msg);
	sink_end(t);
}

const struct xlat *netfilter_request_flags(unsigned type)
{
	unsigned msg = type & 0xff;
	switch (type >> 8 & 0xff) {
	case NFNL_SUBSYS_CTNETLINK:
		switch (msg) {
		case IPCTNL_MSG_CT_NEW: return &xlat_netlink_new_flags;
		case IPCTNL_MSG_CT_GET: case IPCTNL_MSG_CT_GET_CTRZERO:
		case IPCTNL_MSG_CT_GET_STATS_CPU: case IPCTNL_MSG_CT_GET_STATS:
		case IPCTNL_MSG_CT_GET_DYING: case IPCTNL_MSG_CT_GET_UNCONFIRMED:
			return &xlat_netlink_get_flags;
		case IPCTNL_MSG_CT_DELETE: return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_CTNETLINK_EXP:
		switch (msg) {
		case IPCTNL_MSG_EXP_NEW: return &xlat_netlink_new_flags;
		case IPCTNL_MSG_EXP_GET: case IPCTNL_MSG_EXP_GET_STATS_CPU:
			return &xlat_netlink_get_flags;
		case IPCTNL_MSG_EXP_DELETE: return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_ACCT:
		switch (msg) {
		case NFNL_MSG_ACCT_NEW: return &xlat_netlink_new_flags;
		case NFNL_MSG_ACCT_GET: case NFNL_MSG_ACCT_GET_CTRZERO:
			return &xlat_netlink_get_flags;
		case NFNL_MSG_ACCT_DEL: return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_CTNETLINK_TIMEOUT:
		switch (msg) {
		case IPCTNL_MSG_TIMEOUT_NEW: return &xlat_netlink_new_flags;
		case IPCTNL_MSG_TIMEOUT_GET: return &xlat_netlink_get_flags;
		case IPCTNL_MSG_TIMEOUT_DELETE: return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_CTHELPER:
		switch (msg) {
		case NFNL_MSG_CTHELPER_NEW: return &xlat_netlink_new_flags;
		case NFNL_MSG_CTHELPER_GET: return &xlat_netlink_get_flags;
		case NFNL_MSG_CTHELPER_DEL: return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_NFTABLES:
		switch (msg) {
		case NFT_MSG_NEWTABLE: case NFT_MSG_NEWCHAIN: case NFT_MSG_NEWRULE:
		case NFT_MSG_NEWSET: case NFT_MSG_NEWSETELEM: case NFT_MSG_NEWGEN:
		case NFT_MSG_NEWOBJ: case NFT_MSG_NEWFLOWTABLE:
			return &xlat_netlink_new_flags;
		case NFT_MSG_GETTABLE: case NFT_MSG_GETCHAIN: case NFT_MSG_GETRULE:
		case NFT_MSG_GETSET: case NFT_MSG_GETSETELEM: case NFT_MSG_GETGEN:
		case NFT_MSG_GETOBJ: case NFT_MSG_GETOBJ_RESET: case NFT_MSG_GETFLOWTABLE:
			return &xlat_netlink_get_flags;
		case NFT_MSG_DELTABLE: case NFT_MSG_DELCHAIN: case NFT_MSG_DELRULE:
		case NFT_MSG_DELSET: case NFT_MSG_DELSETELEM: case NFT_MSG_DELOBJ:
		case NFT_MSG_DELFLOWTABLE:
			return &xlat_netlink_delete_flags;
		}
		break;
	case NFNL_SUBSYS_NFT_COMPAT:
		if (msg == NFNL_MSG_COMPAT_GET)
			return &xlat_netlink_get_flags;
		break;
	case NFNL_SUBSYS_HOOK:
		if (msg == NFNL_MSG_HOOK_GET)
			return &xlat_netlink_get_flags;
		break;
	}
	return NULL;
}

/* res_id, in network order; nftables wrote its subsystem there in host
 * order before Linux 4.3, and strace names both. */
static void print_res_id(struct tracee *t, unsigned type, uint16_t res_id)
{
	bool nft = (type >> 8 & 0xff) == NFNL_SUBSYS_NFTABLES;
	if (nft && ntohs(res_id) == NFNL_SUBSYS_NFTABLES) {
		sink_const(t, res_id, NUM_HEX, "htons(NFNL_SUBSYS_NFTABLES)", NULL);
	} else if (nft && res_id == NFNL_SUBSYS_NFTABLES) {
		sink_const(t, res_id, NUM_HEX, "NFNL_SUBSYS_NFTABLES", NULL);
	} else {
		sink_func(t, "htons");
		sink_uint(t, ntohs(res_id));
		sink_end(t);
	}
}

bool print_netfilter_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			     unsigned len)
{
	struct nfgenmsg m;
	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (len < sizeof m) {
		print_hex_str(t, addr, len);
		return true;
	}
	if (!sink_fetch(t, addr, &m, sizeof m))
		return true;
	sink_struct(t);
	sink_field(t, "nfgen_family");
	sink_xval(t, &xlat_socket_families, m.nfgen_family, "AF_???");
	sink_field(t, "version");
	sink_xval(t, &xlat_netfilter_versions, m.version, "NFNETLINK_???");
	sink_field(t, "res_id");
	print_res_id(t, h->nlmsg_type, m.res_id);
	sink_end(t);
	unsigned offset = NLMSG_ALIGN(sizeof m);
	if (len <= offset)
		return true;
	sink_elem(t);
	if (h->nlmsg_type < NLMSG_MIN_TYPE || h->nlmsg_type == NFNL_MSG_BATCH_BEGIN ||
	    h->nlmsg_type == NFNL_MSG_BATCH_END) {
		print_hex_str(t, addr + offset, len - offset);
	} else {
		static const struct nlattr_set unnamed = { NULL, NULL, NULL, 0, NULL };
		print_nlattr_list(t, &unnamed, addr + offset, len - offset);
	}
	return true;
}
