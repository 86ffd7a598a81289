/* Socket addresses strace 6.1 decodes: sun_path length rules, AF_VSOCK,
 * AF_QIPCRTR, AF_XDP, AF_MCTP, AF_NFC, AF_ALG, AF_X25, nl_pad, each also cut
 * short (sa_data) and unreadable.  SEIZE_XLAT=raw or verbose says which -X
 * seize runs with. */
#include "progs.h"

#include <stddef.h>
#include <linux/if_alg.h>
#include <linux/if_xdp.h>
#include <linux/mctp.h>
#include <linux/netlink.h>
#include <linux/nfc.h>
#include <linux/qrtr.h>
#include <linux/vm_sockets.h>
#include <linux/x25.h>
#include <sys/socket.h>
#include <sys/un.h>

static int style;	/* 0 abbrev, 1 raw, 2 verbose */

static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	return style == 1 ? raw : style == 2 ? verbose : abbrev;
}

/* connect(-1, addr, len) and its line, with TEXT for the address */
static void conn(const void *addr, unsigned len, const char *text)
{
	long rc = connect(-1, addr, len);
	expect(rc, "EBADF", "connect(-1, %s, %u)", text, len);
}

/* The bytes of a sockaddr after the family, as sa_data prints them. */
static const char *family(const char *name, unsigned v)
{
	static char buf[64];
	if (style == 1)
		snprintf(buf, sizeof buf, "%#x", v);
	else if (style == 2)
		snprintf(buf, sizeof buf, "%#x /* %s */", v, name);
	else
		snprintf(buf, sizeof buf, "%s", name);
	return buf;
}

static void test_unix(char *end)
{
	char text[512], zeros[sizeof(((struct sockaddr_un *)0)->sun_path) + 1];
	struct sockaddr_un *un = (struct sockaddr_un *)(end - sizeof *un - 8);
	size_t path = sizeof un->sun_path;
	un->sun_family = AF_UNIX;
	memset(un->sun_path, '0', path);
	memset((char *)(un + 1), 'x', 8);	/* bytes past the struct */
	memset(zeros, '0', path);
	zeros[path] = 0;
	const char *fam = family("AF_UNIX", AF_UNIX);
	/* a full, unterminated sun_path: all of it, none of what follows */
	snprintf(text, sizeof text, "{sa_family=%s, sun_path=\"%s\"}", fam, zeros);
	conn(un, sizeof *un, text);
	conn(un, sizeof *un + 8, text);
	/* shorter than the struct: what the length holds */
	snprintf(text, sizeof text, "{sa_family=%s, sun_path=\"%.*s\"}", fam, (int)path - 8, zeros);
	conn(un, sizeof *un - 8, text);
	/* abstract: @ and every byte up to the end of sun_path */
	un->sun_path[0] = 0;
	snprintf(text, sizeof text, "{sa_family=%s, sun_path=@\"%.*s\"}", fam, (int)path - 1, zeros);
	conn(un, sizeof *un + 8, text);
	snprintf(text, sizeof text, "{sa_family=%s, sun_path=@\"%.*s\"}", fam, (int)path - 9, zeros);
	conn(un, sizeof *un - 8, text);
}

static void test_vsock(char *end)
{
	struct sockaddr_vm *vm = (struct sockaddr_vm *)(end - sizeof *vm);
	char text[512];
	const char *fam = family("AF_VSOCK", AF_VSOCK);
	memset(vm, 0, sizeof *vm);
	vm->svm_family = AF_VSOCK;
	vm->svm_cid = VMADDR_CID_HOST;
	vm->svm_port = 0x1234;
	vm->svm_flags = VMADDR_FLAG_TO_HOST;
	snprintf(text, sizeof text, "{sa_family=%s, svm_cid=%s, svm_port=0x1234, svm_flags=%s}", fam,
		 X("VMADDR_CID_HOST", "0x2", "0x2 /* VMADDR_CID_HOST */"),
		 X("VMADDR_FLAG_TO_HOST", "0x1", "0x1 /* VMADDR_FLAG_TO_HOST */"));
	conn(vm, sizeof *vm, text);
	vm->svm_reserved1 = 0xbeef;
	vm->svm_cid = 7;
	vm->svm_port = VMADDR_PORT_ANY;
	vm->svm_flags = 0x82;
	vm->svm_zero[0] = 0x42;
	snprintf(text, sizeof text, "{sa_family=%s, svm_reserved1=0xbeef, svm_cid=0x7, svm_port=%s, svm_flags=%s, svm_zero=\"\\x42\\x00\\x00\"}",
		 fam, X("VMADDR_PORT_ANY", "0xffffffff", "0xffffffff /* VMADDR_PORT_ANY */"),
		 X("0x82 /* VMADDR_FLAG_??? */", "0x82", "0x82 /* VMADDR_FLAG_??? */"));
	conn(vm, sizeof *vm, text);
	/* one byte short: sa_data */
	memset(vm, 0, sizeof *vm);
	vm->svm_family = AF_VSOCK;
	snprintf(text, sizeof text, "{sa_family=%s, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}", fam);
	conn(vm, sizeof *vm - 1, text);
	/* one byte more than is mapped: the address (the kernel checks the
	 * descriptor first) */
	long rc = connect(-1, (void *)vm, sizeof *vm + 1);
	expect(rc, "EBADF", "connect(-1, %p, %zu)", (void *)vm, sizeof *vm + 1);
}

static void test_qrtr_xdp_mctp(char *end)
{
	char text[512];
	struct sockaddr_qrtr *q = (struct sockaddr_qrtr *)(end - sizeof *q);
	q->sq_family = AF_QIPCRTR;
	q->sq_node = QRTR_NODE_BCAST;
	q->sq_port = QRTR_PORT_CTRL;
	snprintf(text, sizeof text, "{sa_family=%s, sq_node=%s, sq_port=%s}",
		 family("AF_QIPCRTR", AF_QIPCRTR),
		 X("QRTR_NODE_BCAST", "0xffffffff", "0xffffffff /* QRTR_NODE_BCAST */"),
		 X("QRTR_PORT_CTRL", "0xfffffffe", "0xfffffffe /* QRTR_PORT_CTRL */"));
	conn(q, sizeof *q, text);

	struct sockaddr_xdp *x = (struct sockaddr_xdp *)(end - sizeof *x);
	memset(x, 0, sizeof *x);
	x->sxdp_family = AF_XDP;
	x->sxdp_flags = XDP_SHARED_UMEM | XDP_ZEROCOPY;
	x->sxdp_queue_id = 3;
	x->sxdp_shared_umem_fd = 2;
	snprintf(text, sizeof text, "{sa_family=%s, sxdp_flags=%s, sxdp_ifindex=0, sxdp_queue_id=3, sxdp_shared_umem_fd=2}",
		 family("AF_XDP", AF_XDP),
		 X("XDP_SHARED_UMEM|XDP_ZEROCOPY", "0x5", "0x5 /* XDP_SHARED_UMEM|XDP_ZEROCOPY */"));
	conn(x, sizeof *x, text);
	/* without XDP_SHARED_UMEM the descriptor is a number in hex */
	x->sxdp_flags = 0;
	x->sxdp_shared_umem_fd = 0xfeed;
	snprintf(text, sizeof text, "{sa_family=%s, sxdp_flags=0, sxdp_ifindex=0, sxdp_queue_id=3, sxdp_shared_umem_fd=0xfeed}",
		 family("AF_XDP", AF_XDP));
	conn(x, sizeof *x, text);

	struct sockaddr_mctp *m = (struct sockaddr_mctp *)(end - sizeof *m);
	memset(m, 0, sizeof *m);
	m->smctp_family = AF_MCTP;
	m->smctp_network = 5;
	m->smctp_addr.s_addr = MCTP_ADDR_ANY;
	m->smctp_type = 1;
	m->smctp_tag = 8;
	m->__smctp_pad1 = 0xea;
	snprintf(text, sizeof text, "{sa_family=%s, smctp_network=0x5, smctp_addr={s_addr=%s}, smctp_type=0x1, smctp_tag=0x8, __smctp_pad1=0xea}",
		 family("AF_MCTP", AF_MCTP),
		 X("MCTP_ADDR_ANY", "0xff", "0xff /* MCTP_ADDR_ANY */"));
	conn(m, sizeof *m, text);
	m->smctp_network = MCTP_NET_ANY;
	m->smctp_addr.s_addr = 0x42;
	m->__smctp_pad1 = 0;
	snprintf(text, sizeof text, "{sa_family=%s, smctp_network=%s, smctp_addr={s_addr=0x42}, smctp_type=0x1, smctp_tag=0x8}",
		 family("AF_MCTP", AF_MCTP), X("MCTP_NET_ANY", "0", "0 /* MCTP_NET_ANY */"));
	conn(m, sizeof *m, text);
}

static void test_x25_nl(char *end)
{
	char text[512];
	struct sockaddr_x25 *x = (struct sockaddr_x25 *)(end - sizeof *x);
	x->sx25_family = AF_X25;
	memcpy(x->sx25_addr.x25_addr, "0123456789abcdef", 16);
	snprintf(text, sizeof text, "{sa_family=%s, sx25_addr={x25_addr=\"0123456789abcde\"...}}",
		 family("AF_X25", AF_X25));
	conn(x, sizeof *x, text);
	x->sx25_addr.x25_addr[4] = 0;
	snprintf(text, sizeof text, "{sa_family=%s, sx25_addr={x25_addr=\"0123\"}}",
		 family("AF_X25", AF_X25));
	conn(x, sizeof *x, text);

	struct sockaddr_nl *nl = (struct sockaddr_nl *)(end - sizeof *nl);
	nl->nl_family = AF_NETLINK;
	nl->nl_pad = 0xabc;
	nl->nl_pid = 42;
	nl->nl_groups = 1;
	snprintf(text, sizeof text, "{sa_family=%s, nl_pad=0xabc, nl_pid=42, nl_groups=0x000001}",
		 family("AF_NETLINK", AF_NETLINK));
	conn(nl, sizeof *nl, text);
}

/* AF_NFC: struct sockaddr_nfc, or the LLCP one when the length holds it
 * all; between the two, "..." */
static void test_nfc(char *end)
{
	char text[512];
	struct sockaddr_nfc_llcp *n = (struct sockaddr_nfc_llcp *)(end - sizeof *n);
	const char *fam = family("AF_NFC", AF_NFC);
	memset(n, 0, sizeof *n);
	n->sa_family = AF_NFC;
	n->target_idx = 0x42;
	n->nfc_protocol = NFC_PROTO_ISO15693;
	const char *proto = X("NFC_PROTO_ISO15693", "0x7", "0x7 /* NFC_PROTO_ISO15693 */");
	snprintf(text, sizeof text, "{sa_family=%s, dev_idx=0, target_idx=0x42, nfc_protocol=%s}",
		 fam, proto);
	conn(n, sizeof(struct sockaddr_nfc), text);
	snprintf(text, sizeof text, "{sa_family=%s, dev_idx=0, target_idx=0x42, nfc_protocol=%s, ...}",
		 fam, proto);
	conn(n, sizeof(struct sockaddr_nfc) + 1, text);
	n->dsap = 1;
	n->ssap = 0xff;
	memcpy(n->service_name, "urn:a\0", 7);
	n->service_name_len = 5;
	snprintf(text, sizeof text, "{sa_family=%s, dev_idx=0, target_idx=0x42, nfc_protocol=%s, dsap=0x1%s, ssap=0xff%s, service_name=\"urn:a\", service_name_len=5}",
		 fam, proto, X(" /* LLCP_SAP_SDP */", "", " /* LLCP_SAP_SDP */"),
		 X(" /* LLCP_SAP_MAX */", "", " /* LLCP_SAP_MAX */"));
	conn(n, sizeof *n, text);
	n->nfc_protocol = 0x99;
	n->service_name_len = 0;
	snprintf(text, sizeof text, "{sa_family=%s, dev_idx=0, target_idx=0x42, nfc_protocol=0x99%s}",
		 fam, X(" /* NFC_PROTO_??? */", "", " /* NFC_PROTO_??? */"));
	conn(n, sizeof(struct sockaddr_nfc), text);
}

/* AF_ALG: the name takes what the length leaves; the flags in hex with
 * what strace knows of them in a comment */
static void test_alg(char *end)
{
	char text[512];
	struct sockaddr_alg *a = (struct sockaddr_alg *)(end - sizeof *a);
	const char *fam = family("AF_ALG", AF_ALG);
	unsigned head = offsetof(struct sockaddr_alg, salg_name);
	memset(a, 0, sizeof *a);
	a->salg_family = AF_ALG;
	memcpy(a->salg_type, "hash", 5);
	a->salg_feat = 0x1000;
	a->salg_mask = 0x1001;
	memcpy(a->salg_name, "sha256", 7);
	snprintf(text, sizeof text, "{sa_family=%s, salg_type=\"hash\", salg_feat=0x1000%s, salg_mask=0x1001%s, salg_name=\"sha256\"}",
		 fam, X(" /* CRYPTO_ALG_KERN_DRIVER_ONLY */", "", " /* CRYPTO_ALG_KERN_DRIVER_ONLY */"),
		 X(" /* CRYPTO_ALG_KERN_DRIVER_ONLY|0x1 */", "", " /* CRYPTO_ALG_KERN_DRIVER_ONLY|0x1 */"));
	conn(a, sizeof *a, text);
	/* four bytes of name: three of them and "..." */
	a->salg_feat = 2;
	a->salg_mask = 0;
	snprintf(text, sizeof text, "{sa_family=%s, salg_type=\"hash\", salg_feat=0x2%s, salg_mask=0, salg_name=\"sha\"...}",
		 fam, X(" /* CRYPTO_ALG_??? */", "", " /* CRYPTO_ALG_??? */"));
	conn(a, head + 4, text);
	/* no byte of name: sa_data */
	snprintf(text, sizeof text, "{sa_family=%s, sa_data=\"hash\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\2\\0\\0\\0\\0\\0\\0\\0\"}", fam);
	conn(a, head, text);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = x && !strcmp(x, "raw") ? 1 : x && !strcmp(x, "verbose") ? 2 : 0;
	char *end = (char *)tail_page() + 4096;
	test_unix(end);
	test_vsock(end);
	test_qrtr_xdp_mctp(end);
	test_x25_nl(end);
	test_nfc(end);
	test_alg(end);
	return 0;
}
