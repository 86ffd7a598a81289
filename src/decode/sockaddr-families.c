/* The socket address families of the newer, smaller protocols, as strace
 * 6.1 prints them: AF_VSOCK, AF_QIPCRTR, AF_XDP, AF_MCTP, AF_NFC, AF_ALG,
 * AF_IEEE802154, and the amateur radio calls of AF_AX25.  sockaddr.c
 * prints the common ones and asks here for the rest.  Each is decoded
 * only from an address as long as its struct; a shorter one is sa_data. */
#include <stdio.h>
#include <sys/socket.h>
#include <linux/ax25.h>
#include <linux/if_alg.h>
#include <linux/if_xdp.h>
#include <linux/mctp.h>
#include <linux/nfc.h>
#include <linux/qrtr.h>
#include <linux/vm_sockets.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_vsock_cids, xlat_vsock_flags, xlat_xdp_sockaddr_flags,
	xlat_mctp_addrs, xlat_nfc_protos, xlat_nfc_llcp_saps, xlat_crypto_alg_flags,
	xlat_ieee802154_addr_types, xlat_ieee802154_addrs, xlat_ieee802154_pan_ids;

/* A number in hex with its one name, if it is that value. */
static void print_hex_named(struct tracee *t, const char *field, uint64_t v, uint64_t named,
			    const char *name)
{
	sink_field(t, field);
	sink_const(t, v, NUM_HEX, v == named ? name : NULL, NULL);
}

/* A hex set by name, or in hex without a comment when unknown. */
static void print_hex_xval(struct tracee *t, const char *field, const struct xlat *x,
			   uint64_t v)
{
	sink_field(t, field);
	sink_const(t, v, NUM_HEX, xlat_name(x, v), NULL);
}

static void print_sa_vm(struct tracee *t, const void *buf)
{
	struct sockaddr_vm vm;
	memcpy(&vm, buf, sizeof vm);
	if (vm.svm_reserved1)
		sink_hex_field(t, "svm_reserved1", vm.svm_reserved1);
	print_hex_xval(t, "svm_cid", &xlat_vsock_cids, vm.svm_cid);
	print_hex_named(t, "svm_port", vm.svm_port, VMADDR_PORT_ANY, "VMADDR_PORT_ANY");
	sink_field(t, "svm_flags");
	sink_xflags(t, &xlat_vsock_flags, vm.svm_flags, "VMADDR_FLAG_???");
	for (size_t i = 0; i < sizeof vm.svm_zero; i++)
		if (vm.svm_zero[i]) {
			sink_field(t, "svm_zero");
			print_hex_quoted(t, vm.svm_zero, sizeof vm.svm_zero);
			break;
		}
}

static void print_sa_qrtr(struct tracee *t, const void *buf)
{
	struct sockaddr_qrtr q;
	memcpy(&q, buf, sizeof q);
	print_hex_named(t, "sq_node", q.sq_node, QRTR_NODE_BCAST, "QRTR_NODE_BCAST");
	print_hex_named(t, "sq_port", q.sq_port, QRTR_PORT_CTRL, "QRTR_PORT_CTRL");
}

/* The shared umem's descriptor only means one with XDP_SHARED_UMEM; a
 * value without the flag prints in hex, and 0 not at all. */
static void print_sa_xdp(struct tracee *t, const void *buf)
{
	struct sockaddr_xdp x;
	memcpy(&x, buf, sizeof x);
	sink_field(t, "sxdp_flags");
	sink_xflags(t, &xlat_xdp_sockaddr_flags, x.sxdp_flags, "XDP_???");
	sink_field(t, "sxdp_ifindex");
	print_ifindex(t, x.sxdp_ifindex);
	sink_uint_field(t, "sxdp_queue_id", x.sxdp_queue_id);
	if (x.sxdp_flags & XDP_SHARED_UMEM) {
		sink_field(t, "sxdp_shared_umem_fd");
		sink_fd(t, (int)x.sxdp_shared_umem_fd);
	} else if (x.sxdp_shared_umem_fd) {
		sink_hex_field(t, "sxdp_shared_umem_fd", x.sxdp_shared_umem_fd);
	}
}

static void print_sa_mctp(struct tracee *t, const void *buf)
{
	struct sockaddr_mctp m;
	memcpy(&m, buf, sizeof m);
	if (m.__smctp_pad0)
		sink_hex_field(t, "__smctp_pad0", m.__smctp_pad0);
	print_hex_named(t, "smctp_network", m.smctp_network, MCTP_NET_ANY, "MCTP_NET_ANY");
	sink_field(t, "smctp_addr");
	sink_struct(t);
	print_hex_xval(t, "s_addr", &xlat_mctp_addrs, m.smctp_addr.s_addr);
	sink_end(t);
	sink_hex_field(t, "smctp_type", m.smctp_type);
	sink_hex_field(t, "smctp_tag", m.smctp_tag);
	if (m.__smctp_pad1)
		sink_hex_field(t, "__smctp_pad1", m.__smctp_pad1);
}

/* An LLCP service access point: hex, its name in a comment -X raw leaves
 * out, as strace prints it. */
static void print_llcp_sap(struct tracee *t, const char *field, unsigned sap)
{
	const char *name = xlat_name(&xlat_nfc_llcp_saps, sap);
	sink_hex_field(t, field, sap);
	if (name)
		sink_hint(t, "sap", "%s", name);
}

/* struct sockaddr_nfc, and the LLCP members when len holds all of them
 * (part of them: "..."). */
static void print_sa_nfc(struct tracee *t, const void *buf, int len)
{
	struct sockaddr_nfc_llcp n;
	memcpy(&n, buf, sizeof n);
	sink_field(t, "dev_idx");
	print_ifindex(t, n.dev_idx);
	sink_hex_field(t, "target_idx", n.target_idx);
	sink_field(t, "nfc_protocol");
	sink_xval(t, &xlat_nfc_protos, n.nfc_protocol, "NFC_PROTO_???");
	if (len <= (int)sizeof(struct sockaddr_nfc))
		return;
	if (len < (int)sizeof n) {
		sink_ellipsis(t);
		return;
	}
	print_llcp_sap(t, "dsap", n.dsap);
	print_llcp_sap(t, "ssap", n.ssap);
	/* service_name_len bytes of it, all of them shown */
	size_t name_len = n.service_name_len < sizeof n.service_name ? n.service_name_len :
			  sizeof n.service_name;
	sink_field(t, "service_name");
	sink_bytes(t, n.service_name, name_len, 0);
	sink_uint_field(t, "service_name_len", n.service_name_len);
}

/* A char array of the address: up to its NUL among the first n bytes, or
 * n of them and "..." */
static void print_cstring_in(struct tracee *t, const char *field, const void *p, size_t n)
{
	const char *nul = memchr(p, 0, n);
	sink_field(t, field);
	if (nul)
		sink_bytes(t, p, (size_t)(nul - (const char *)p), STR_NUL_STOPS);
	else
		sink_bytes(t, p, n, STR_NUL_STOPS | STR_CUT);
}

/* salg_feat and salg_mask: strace shows them in hex, the bits it knows in a
 * comment that -X raw leaves out (CRYPTO_ALG_??? when it knows none). */
static void print_alg_flags(struct tracee *t, const char *field, const char *key, uint32_t v)
{
	const struct xlat *x = &xlat_crypto_alg_flags;
	char text[256];
	size_t n = 0;
	uint32_t rest = v;
	sink_hex_field(t, field, v);
	if (!v)
		return;
	text[0] = 0;
	for (unsigned i = 0; i < x->n; i++)
		if (x->e[i].val && (rest & x->e[i].val) == x->e[i].val) {
			n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", n ? "|" : "",
					      x->e[i].name);
			rest &= ~(uint32_t)x->e[i].val;
			if (n >= sizeof text)
				break;
		}
	if (!n)
		sink_hint(t, key, "%s", x->dflt);
	else if (rest && n < sizeof text)
		sink_hint(t, key, "%s|%#x", text, rest);
	else
		sink_hint(t, key, "%s", text);
}

/* struct sockaddr_alg, whose name takes what the length leaves of it. */
static void print_sa_alg(struct tracee *t, const void *buf, int len)
{
	struct sockaddr_alg a;
	memcpy(&a, buf, sizeof a);
	size_t name_bytes = (size_t)len - offsetof(struct sockaddr_alg, salg_name);
	if (name_bytes > sizeof a.salg_name)
		name_bytes = sizeof a.salg_name;
	print_cstring_in(t, "salg_type", a.salg_type, sizeof a.salg_type - 1);
	print_alg_flags(t, "salg_feat", "salg_feat_flags", a.salg_feat);
	print_alg_flags(t, "salg_mask", "salg_mask_flags", a.salg_mask);
	print_cstring_in(t, "salg_name", a.salg_name, name_bytes - 1);
}

/* field=0x2 / * NAME * /: strace's hex with the name in a comment, which
 * -X raw leaves out; the set's default (if any) for an unknown value.
 * key names the comment in the JSON, a member beside the field's. */
static void print_hex_commented(struct tracee *t, const char *field, const char *key,
				const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	sink_hex_field(t, field, v);
	if (name || x->dflt)
		sink_hint(t, key, "%s", name ? name : x->dflt);
}

/* ---- AF_IEEE802154 ---- */

/* The socket address of AF_IEEE802154, which no uapi header has: the
 * layout of the kernel's include/net/af_ieee802154.h, and the address
 * types its members depend on. */
enum { IEEE802154_ADDR_NONE = 0, IEEE802154_ADDR_SHORT = 2, IEEE802154_ADDR_LEN = 8 };
struct sockaddr_ieee802154 {
	sa_family_t family;
	struct {
		int addr_type;
		uint16_t pan_id;
		union {
			uint8_t hwaddr[IEEE802154_ADDR_LEN];
			uint16_t short_addr;
		};
	} addr;
};

static void print_sa_ieee802154(struct tracee *t, const void *buf)
{
	struct sockaddr_ieee802154 a;
	memcpy(&a, buf, sizeof a);
	sink_field(t, "addr");
	sink_struct(t);
	print_hex_commented(t, "addr_type", "addr_type_name", &xlat_ieee802154_addr_types, (uint32_t)a.addr.addr_type);
	print_hex_commented(t, "pan_id", "pan_id_name", &xlat_ieee802154_pan_ids, a.addr.pan_id);
	switch (a.addr.addr_type) {
	case IEEE802154_ADDR_NONE:
		break;
	case IEEE802154_ADDR_SHORT:
		print_hex_commented(t, "short_addr", "short_addr_name", &xlat_ieee802154_addrs, a.addr.short_addr);
		break;
	default:	/* IEEE802154_ADDR_LONG, and what strace takes for it */
		sink_field(t, "hwaddr");
		sink_bytes_named(t, a.addr.hwaddr, sizeof a.addr.hwaddr);
		print_hwaddr(t, a.addr.hwaddr, sizeof a.addr.hwaddr);
		sink_end(t);
	}
	sink_end(t);
}

/* ---- AF_AX25 ---- */

/* How strace shows a call sign: by name as -X says, when it is one
 * (capitals and digits shifted left a bit, blanks only at its end); its
 * bytes and the name in a comment under every -X when it only looks like
 * one; its bytes alone when the name would not print (or would end the
 * comment). */
enum ax25_form { AX25_NAMED, AX25_COMMENTED, AX25_BYTES };

static enum ax25_form ax25_form(const ax25_address *a)
{
	enum ax25_form form = AX25_NAMED;
	bool blank_seen = false, char_seen = false;
	const size_t n = sizeof a->ax25_call - 1;	/* the last byte is the SSID */
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)a->ax25_call[i];
		if (c & 1)
			form = AX25_COMMENTED;
		c >>= 1;
		if (c == ' ')
			blank_seen = true;
		else
			char_seen = true;
		if (!(c >= '0' && c <= '9') && !(c >= 'A' && c <= 'Z') && c != ' ')
			form = AX25_COMMENTED;
		if (c != ' ' && blank_seen)
			form = AX25_COMMENTED;
		if (c < ' ' || c > 0x7e || c == '*' || c == '/')
			return AX25_BYTES;
	}
	unsigned char ssid = (unsigned char)a->ax25_call[n];
	if (ssid & ~0x1e || (!char_seen && ssid))
		form = AX25_COMMENTED;
	return form;
}

/* "CALL-ssid", the blanks at its end left out; "*" for no call and SSID 0. */
static void ax25_text(const ax25_address *a, char *buf, size_t size)
{
	size_t end = sizeof a->ax25_call - 1, n = 0;
	while (end && ((unsigned char)a->ax25_call[end - 1] >> 1) == ' ')
		end--;
	for (size_t i = 0; i < end; i++)
		buf[n++] = (char)((unsigned char)a->ax25_call[i] >> 1);
	unsigned ssid = ((unsigned char)a->ax25_call[sizeof a->ax25_call - 1] >> 1) & 0xf;
	if (!end && !ssid)
		snprintf(buf, size, "*");
	else
		snprintf(buf + n, size - n, "-%u", ssid);
}

static void print_ax25_call(struct tracee *t, const ax25_address *a)
{
	char text[sizeof a->ax25_call + sizeof "-15"];
	enum ax25_form form = ax25_form(a);
	ax25_text(a, text, sizeof text);
	sink_begin(t, BOX_GROUP);
	sink_struct(t);
	if (form == AX25_NAMED)
		sink_shown_when(t, false);	/* the bytes under -X raw and verbose */
	sink_field(t, "ax25_call");
	sink_bytes(t, a->ax25_call, sizeof a->ax25_call, STR_HEX);
	sink_end(t);
	if (form == AX25_NAMED) {
		sink_symbol(t, text);
		sink_shown_when(t, true);
		sink_comment(t, "call", "%s", text);
		sink_shown_when(t, false);
		sink_hidden_when_raw(t);	/* under -X verbose alone */
	} else if (form == AX25_COMMENTED) {
		sink_comment(t, "call", "%s", text);
	}
	sink_end(t);
}

/* struct sockaddr_ax25, or struct full_sockaddr_ax25 when it names
 * digipeaters or the length goes past the short one: the digipeaters it
 * names that the length holds, "..." for those it does not, and "..."
 * after them for bytes left over. */
static void print_sa_ax25(struct tracee *t, const void *buf, int len)
{
	struct full_sockaddr_ax25 a;
	memcpy(&a, buf, sizeof a);
	const size_t short_size = sizeof a.fsa_ax25, digi_size = sizeof a.fsa_digipeater[0];
	const size_t max_digis = sizeof a.fsa_digipeater / digi_size;
	bool full = a.fsa_ax25.sax25_ndigis || (size_t)len > short_size;
	if (full) {
		sink_field(t, "fsa_ax25");
		sink_struct(t);
	}
	sink_field(t, "sax25_call");
	print_ax25_call(t, &a.fsa_ax25.sax25_call);
	sink_int_field(t, "sax25_ndigis", a.fsa_ax25.sax25_ndigis);
	if (!full)
		return;
	sink_end(t);
	size_t has = (len > (int)short_size ? (size_t)len - short_size : 0) / digi_size;
	if (has > max_digis)
		has = max_digis;
	size_t want = a.fsa_ax25.sax25_ndigis > 0 ? (size_t)a.fsa_ax25.sax25_ndigis : 0;
	if (want > max_digis)
		want = max_digis;
	if (want) {
		sink_field(t, "fsa_digipeater");
		sink_array(t);
		for (size_t i = 0; i < want && i < has; i++) {
			sink_elem(t);
			print_ax25_call(t, &a.fsa_digipeater[i]);
		}
		if (want > has)
			sink_ellipsis(t);
		sink_end(t);
	}
	if ((size_t)len > has * digi_size + short_size)
		sink_ellipsis(t);
}

static const struct {
	int family;
	int size;
	void (*print)(struct tracee *t, const void *buf);
} family_printers[] = {
	{ AF_VSOCK, sizeof(struct sockaddr_vm), print_sa_vm },
	{ AF_QIPCRTR, sizeof(struct sockaddr_qrtr), print_sa_qrtr },
	{ AF_XDP, sizeof(struct sockaddr_xdp), print_sa_xdp },
	{ AF_MCTP, sizeof(struct sockaddr_mctp), print_sa_mctp },
	{ AF_IEEE802154, sizeof(struct sockaddr_ieee802154), print_sa_ieee802154 },
};

bool print_sockaddr_family(struct tracee *t, int family, const void *buf, int len)
{
	/* AF_ALG's name is as long as the length says, from one byte */
	if (family == AF_ALG) {
		if (len <= (int)offsetof(struct sockaddr_alg, salg_name))
			return false;
		print_sa_alg(t, buf, len);
		return true;
	}
	if (family == AF_AX25) {
		if (len < (int)sizeof(struct sockaddr_ax25))
			return false;
		print_sa_ax25(t, buf, len);
		return true;
	}
	/* AF_NFC's two structs share a head */
	if (family == AF_NFC) {
		if (len < (int)sizeof(struct sockaddr_nfc))
			return false;
		print_sa_nfc(t, buf, len);
		return true;
	}
	for (size_t i = 0; i < sizeof family_printers / sizeof family_printers[0]; i++)
		if (family_printers[i].family == family) {
			if (len < family_printers[i].size)
				return false;
			family_printers[i].print(t, buf);
			return true;
		}
	return false;
}
