/* NETLINK_SOCK_DIAG requests and replies of AF_PACKET and AF_SMC: their
 * structs and every attribute strace decodes, short ones shown as bytes,
 * payloads shorter than their struct, and attributes running into an
 * unmapped page.  SEIZE_NL_XLAT=raw or verbose prints the lines of -X raw
 * or -X verbose for the calls whose names change, SEIZE_NL_V=1 those of
 * -v. */
#include "progs.h"

#include <arpa/inet.h>
#include <stddef.h>
#include <linux/filter.h>
#include <linux/if_ether.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <linux/packet_diag.h>
#include <linux/smc_diag.h>
#include <linux/sock_diag.h>
#include <net/if.h>
#include <sys/socket.h>

enum style { ABBREV, RAW, VERBOSE };
static enum style style;
static int verbose_structs;	/* SEIZE_NL_V=1: traced with -v */

/* A destination the kernel refuses before it reads the messages. */
static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";

static int bound(void)
{
	int fd = socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	struct sockaddr_nl me = { .nl_family = AF_NETLINK };
	if (fd < 0 || bind(fd, (struct sockaddr *)&me, sizeof me) < 0)
		abort();
	return fd;
}

static long send_bad(int fd, const void *buf, size_t len)
{
	return syscall(SYS_sendto, fd, buf, len, 0, &bad, sizeof bad);
}

/* The line's netlink header, by -X style. */
static const char *hdr(const char *abbrev, const char *raw, const char *verbose)
{
	return style == RAW ? raw : style == VERBOSE ? verbose : abbrev;
}

/* The bytes up to the end of member f of s: no tail padding. */
#define UPTO(s, f) ((size_t)((char *)&(s).f - (char *)&(s)) + sizeof (s).f)

#define NLA(type, size) { .nla_len = NLA_HDRLEN + (size), .nla_type = (type) }

/* An attribute of size bytes at data put at offset len of buf: the
 * offset of the next. */
static size_t put_attr(char *buf, size_t len, unsigned type, const void *data, size_t size)
{
	struct nlattr a = NLA(type, size);
	memcpy(buf + len, &a, sizeof a);
	memcpy(buf + len + NLA_HDRLEN, data, size);
	return len + NLA_ALIGN(NLA_HDRLEN + size);
}

static void packet_req(int fd)
{
	struct {
		struct nlmsghdr h;
		struct packet_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof req, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 1 },
		.r = { .sdiag_family = AF_PACKET, .sdiag_protocol = 0x60, .pdiag_ino = 1234,
		       .pdiag_show = PACKET_SHOW_INFO | PACKET_SHOW_FILTER | 0x100,
		       .pdiag_cookie = { 1, 2 } },
	};
	long rc = send_bad(fd, &req, sizeof req);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=36, nlmsg_type=%s, nlmsg_flags=%s, "
	       "nlmsg_seq=1, nlmsg_pid=0}, {sdiag_family=%s, sdiag_protocol=0x60, pdiag_ino=1234, "
	       "pdiag_show=%s, pdiag_cookie=[1, 2]}], 36, 0, %s, 12)", fd,
	       hdr("SOCK_DIAG_BY_FAMILY", "0x14", "0x14 /* SOCK_DIAG_BY_FAMILY */"),
	       hdr("NLM_F_REQUEST", "0x1", "0x1 /* NLM_F_REQUEST */"),
	       hdr("AF_PACKET", "0x11", "0x11 /* AF_PACKET */"),
	       hdr("PACKET_SHOW_INFO|PACKET_SHOW_FILTER|0x100", "0x121",
		   "0x121 /* PACKET_SHOW_INFO|PACKET_SHOW_FILTER|0x100 */"), bad_text);
	if (style != ABBREV)
		return;

	/* shorter than its struct */
	req.h.nlmsg_len = NLMSG_HDRLEN + 8;
	rc = send_bad(fd, &req, req.h.nlmsg_len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=24, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=1, nlmsg_pid=0}, {sdiag_family=AF_PACKET, ...}], "
	       "24, 0, %s, 12)", fd, bad_text);
}

static void packet_msg(int fd)
{
	unsigned lo = if_nametoindex("lo");
	struct {
		struct nlmsghdr h;
		struct packet_diag_msg m;
		struct nlattr info;
		struct packet_diag_info info_v;
		struct nlattr mc;
		struct packet_diag_mclist mc_v;
		struct nlattr ring;
		struct packet_diag_ring ring_v;
		struct nlattr filt;
		struct sock_filter filt_v[2];
		struct nlattr uid;
		uint32_t uid_v;
		struct nlattr fan;
		uint32_t fan_v;
		struct nlattr shortinfo;
		uint32_t shortinfo_v;
	} msg = {
		.h = { .nlmsg_len = sizeof msg, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_MULTI, .nlmsg_seq = 2 },
		.m = { .pdiag_family = AF_PACKET, .pdiag_type = SOCK_RAW, .pdiag_num = ETH_P_IP,
		       .pdiag_ino = 77, .pdiag_cookie = { 3, 4 } },
		.info = NLA(PACKET_DIAG_INFO, sizeof msg.info_v),
		.info_v = { .pdi_index = lo, .pdi_version = TPACKET_V2, .pdi_reserve = 5,
			    .pdi_copy_thresh = 6, .pdi_tstamp = 7,
			    .pdi_flags = PDI_RUNNING | PDI_LOSS | 0x40 },
		.mc = NLA(PACKET_DIAG_MCLIST, sizeof msg.mc_v),
		.mc_v = { .pdmc_index = 0, .pdmc_count = 2, .pdmc_type = 1, .pdmc_alen = 3,
			  .pdmc_addr = "AB\n" },
		.ring = NLA(PACKET_DIAG_RX_RING, sizeof msg.ring_v),
		.ring_v = { 4096, 2, 2048, 4, 60, 0, 1 },
		.filt = NLA(PACKET_DIAG_FILTER, sizeof msg.filt_v),
		.filt_v = { BPF_STMT(BPF_LD | BPF_W | BPF_ABS, SKF_AD_OFF + SKF_AD_PROTOCOL),
			    BPF_STMT(BPF_RET | BPF_K, 0xffff) },
		.uid = NLA(PACKET_DIAG_UID, 4),
		.uid_v = 1000,
		.fan = NLA(PACKET_DIAG_FANOUT, 4),
		.fan_v = 0x10002,
		.shortinfo = NLA(PACKET_DIAG_INFO, 4),
		.shortinfo_v = 0x01020304,
	};
	/* the program's instructions under -v, its address else */
	char filter_text[128];
	if (verbose_structs)
		snprintf(filter_text, sizeof filter_text, "[BPF_STMT(BPF_LD|BPF_W|BPF_ABS, "
			 "SKF_AD_OFF+SKF_AD_PROTOCOL), BPF_STMT(BPF_RET|BPF_K, 0xffff)]");
	else
		snprintf(filter_text, sizeof filter_text, "%p", (void *)msg.filt_v);
	long rc = send_bad(fd, &msg, sizeof msg);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=2, nlmsg_pid=0}, {pdiag_family=AF_PACKET, "
	       "pdiag_type=SOCK_RAW, pdiag_num=ETH_P_IP, pdiag_ino=77, pdiag_cookie=[3, 4]}, "
	       "[[{nla_len=28, nla_type=PACKET_DIAG_INFO}, {pdi_index=if_nametoindex(\"lo\"), "
	       "pdi_version=TPACKET_V2, pdi_reserve=5, pdi_copy_thresh=6, pdi_tstamp=7, "
	       "pdi_flags=PDI_RUNNING|PDI_LOSS|0x40}], "
	       "[{nla_len=48, nla_type=PACKET_DIAG_MCLIST}, [{pdmc_index=0, pdmc_count=2, "
	       "pdmc_type=1, pdmc_alen=3, pdmc_addr=\"\\x41\\x42\\x0a\"}]], "
	       "[{nla_len=32, nla_type=PACKET_DIAG_RX_RING}, {pdr_block_size=4096, pdr_block_nr=2, "
	       "pdr_frame_size=2048, pdr_frame_nr=4, pdr_retire_tmo=60, pdr_sizeof_priv=0, "
	       "pdr_features=1}], "
	       "[{nla_len=20, nla_type=PACKET_DIAG_FILTER}, %s], "
	       "[{nla_len=8, nla_type=PACKET_DIAG_UID}, 1000], "
	       "[{nla_len=8, nla_type=PACKET_DIAG_FANOUT}, 65538], "
	       "[{nla_len=8, nla_type=PACKET_DIAG_INFO}, \"\\x04\\x03\\x02\\x01\"]]], %zu, 0, %s, 12)",
	       fd, sizeof msg, filter_text, sizeof msg, bad_text);

	/* the multicast list runs into an unmapped page after one entry */
	struct {
		struct nlmsghdr h;
		struct packet_diag_msg m;
		struct nlattr mc;
		struct packet_diag_mclist mc_v[2];
	} two = {
		.h = { .nlmsg_len = sizeof two, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_MULTI, .nlmsg_seq = 2 },
		.m = { .pdiag_family = AF_PACKET, .pdiag_type = SOCK_DGRAM, .pdiag_num = 0xabcd },
		.mc = NLA(PACKET_DIAG_MCLIST, sizeof two.mc_v),
		.mc_v = { { .pdmc_alen = 40, .pdmc_addr = "x" } },
	};
	char *page = tail_page();
	size_t kept = sizeof two - sizeof two.mc_v[1];
	char *at = page + 4096 - kept;
	memcpy(at, &two, kept);
	rc = send_bad(fd, at, sizeof two);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=2, nlmsg_pid=0}, {pdiag_family=AF_PACKET, "
	       "pdiag_type=SOCK_DGRAM, pdiag_num=0xabcd /* ETH_P_??? */, pdiag_ino=0, "
	       "pdiag_cookie=[0, 0]}, [{nla_len=92, nla_type=PACKET_DIAG_MCLIST}, [{pdmc_index=0, "
	       "pdmc_count=0, pdmc_type=0, pdmc_alen=40, pdmc_addr=\"\\x78\\x00\\x00\\x00\\x00"
	       "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00"
	       "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\"}, ... /* %p */]]], "
	       "%zu, 0, %s, 12)", fd, sizeof two, page + 4096, sizeof two, bad_text);

	/* the info attribute unreadable */
	kept = NLMSG_HDRLEN + sizeof msg.m + NLA_HDRLEN;
	at = page + 4096 - kept;
	memcpy(at, &msg, kept);
	rc = send_bad(fd, at, kept + sizeof msg.info_v);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=2, nlmsg_pid=0}, {pdiag_family=AF_PACKET, "
	       "pdiag_type=SOCK_RAW, pdiag_num=ETH_P_IP, pdiag_ino=77, pdiag_cookie=[3, 4]}, "
	       "[{nla_len=28, nla_type=PACKET_DIAG_INFO}, %p]], %zu, 0, %s, 12)",
	       fd, sizeof msg, page + 4096, kept + sizeof msg.info_v, bad_text);
}

static void smc_req(int fd)
{
	struct {
		struct nlmsghdr h;
		struct smc_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof req, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 3 },
		.r = { .diag_family = AF_SMC,
		       .diag_ext = 1 << (SMC_DIAG_CONNINFO - 1) | 1 << (SMC_DIAG_LGRINFO - 1) | 0x80,
		       .id = { .idiag_sport = htons(80), .idiag_dport = htons(1024),
			       .idiag_src = { htonl(INADDR_LOOPBACK) },
			       .idiag_cookie = { 5, 6 } } },
	};
	long rc = send_bad(fd, &req, sizeof req);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=3, nlmsg_pid=0}, {diag_family=AF_SMC, "
	       "diag_ext=1<<(SMC_DIAG_CONNINFO-1)|1<<(SMC_DIAG_LGRINFO-1)|0x80, "
	       "id={idiag_sport=htons(80), idiag_dport=htons(1024), "
	       "idiag_src=inet_addr(\"127.0.0.1\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	       "idiag_cookie=[5, 6]}}], %zu, 0, %s, 12)", fd, sizeof req, sizeof req, bad_text);
}

static void smc_msg(int fd)
{
	struct {
		struct nlmsghdr h;
		struct smc_diag_msg m;
		struct nlattr sd;
		uint8_t sd_v;
		uint8_t pad[3];
		struct nlattr fb;
		struct smc_diag_fallback fb_v;
	} msg = {
		.h = { .nlmsg_type = SOCK_DIAG_BY_FAMILY, .nlmsg_flags = NLM_F_MULTI,
		       .nlmsg_seq = 4 },
		.m = { .diag_family = AF_SMC, .diag_state = 1 /* SMC_ACTIVE */,
		       .diag_mode = SMC_DIAG_MODE_SMCD, .diag_shutdown = 3,
		       .id = { .idiag_sport = htons(443) }, .diag_uid = 1000,
		       .diag_inode = 123456789012ULL },
		.sd = NLA(SMC_DIAG_SHUTDOWN, 1),
		.sd_v = 1 | 2 | 8,
		.fb = NLA(SMC_DIAG_FALLBACK, sizeof msg.fb_v),
		.fb_v = { .reason = 0x03020000 /* SMC_CLC_DECL_IPSEC */, .peer_diagnosis = 7 },
	};
	size_t mlen = UPTO(msg, fb_v);
	static const char zeros16[] = "\"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00"
		"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\"";
	static const char zeros16_verbose[] = "\"\\x00\\x00\\x00\\x00\\x00\\x00\\x00"
		"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\" /* inet_addr(\"0.0.0.0\") */";
	msg.h.nlmsg_len = mlen;
	long rc = send_bad(fd, &msg, mlen);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=%s, "
	       "nlmsg_flags=%s, nlmsg_seq=4, nlmsg_pid=0}, {diag_family=%s, "
	       "diag_state=%s, diag_fallback=%s, diag_shutdown=3, "
	       "id={idiag_sport=%s, idiag_dport=%s, idiag_src=%s, "
	       "idiag_dst=%s, idiag_if=0, idiag_cookie=[0, 0]}, diag_uid=1000, "
	       "diag_inode=123456789012}, [[{nla_len=5, nla_type=%s}, %s], "
	       "[{nla_len=12, nla_type=%s}, {reason=0x3020000%s, "
	       "peer_diagnosis=0x7%s}]]], %zu, 0, %s, 12)", fd,
	       mlen,
	       hdr("SOCK_DIAG_BY_FAMILY", "0x14", "0x14 /* SOCK_DIAG_BY_FAMILY */"),
	       hdr("NLM_F_MULTI", "0x2", "0x2 /* NLM_F_MULTI */"),
	       hdr("AF_SMC", "0x2b", "0x2b /* AF_SMC */"),
	       hdr("SMC_ACTIVE", "0x1", "0x1 /* SMC_ACTIVE */"),
	       hdr("SMC_DIAG_MODE_SMCD", "0x2", "0x2 /* SMC_DIAG_MODE_SMCD */"),
	       hdr("htons(443)", "\"\\x01\\xbb\"", "\"\\x01\\xbb\" /* htons(443) */"),
	       hdr("htons(0)", "\"\\x00\\x00\"", "\"\\x00\\x00\" /* htons(0) */"),
	       hdr("inet_addr(\"0.0.0.0\")", zeros16, zeros16_verbose),
	       hdr("inet_addr(\"0.0.0.0\")", zeros16, zeros16_verbose),
	       hdr("SMC_DIAG_SHUTDOWN", "0x3", "0x3 /* SMC_DIAG_SHUTDOWN */"),
	       hdr("RCV_SHUTDOWN|SEND_SHUTDOWN|0x8", "0xb", "0xb /* RCV_SHUTDOWN|SEND_SHUTDOWN|0x8 */"),
	       hdr("SMC_DIAG_FALLBACK", "0x5", "0x5 /* SMC_DIAG_FALLBACK */"),
	       style == RAW ? "" : " /* SMC_CLC_DECL_IPSEC */",
	       style == RAW ? "" : " /* SMC_CLC_DECL_??? */", mlen, bad_text);
	if (style != ABBREV)
		return;

	/* these attributes in a byte buffer, each at its 4-byte boundary */
	struct smc_diag_msg m = { .diag_family = AF_SMC, .diag_state = 99, .diag_mode = 9 };
	struct smc_diag_conninfo ci = {
		.token = 1, .sndbuf_size = 2, .rmbe_size = 3, .peer_rmbe_size = 4,
		.rx_prod = { 5, 6, 7 }, .tx_fin = { 8, 9, 10 },
		.rx_prod_flags = 0xab, .rx_conn_state_flags = 0x10,
		.tx_prod_flags = 0xcd, .tx_conn_state_flags = 0xef,
	};
	struct smc_diag_lgrinfo lg = {
		.lnk = { { .link_id = 1, .ibname = "mlx0", .ibport = 2, .gid = "fe80::1",
			   .peer_gid = "fe80::2" } },
		.role = 1 /* SMC_SERV */,
	};
	struct smcd_diag_dmbinfo dmb = { .linkid = 11, .peer_gid = 0x1234,
					 .my_gid = 0xabcdef0123456789ULL, .peer_token = 0xff };
	uint32_t shortfb = 0x61626364;
	static char more[512] __attribute__((aligned(8)));
	size_t len = NLMSG_HDRLEN;
	memcpy(more + len, &m, sizeof m);
	len += NLMSG_ALIGN(sizeof m);
	len = put_attr(more, len, SMC_DIAG_CONNINFO, &ci, sizeof ci);
	len = put_attr(more, len, SMC_DIAG_LGRINFO, &lg, sizeof lg);
	len = put_attr(more, len, SMC_DIAG_DMBINFO, &dmb, sizeof dmb);
	len = put_attr(more, len, SMC_DIAG_FALLBACK, &shortfb, sizeof shortfb);
	struct nlmsghdr h = { .nlmsg_len = len, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
			      .nlmsg_flags = NLM_F_MULTI, .nlmsg_seq = 5 };
	memcpy(more, &h, sizeof h);
	rc = send_bad(fd, more, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=5, nlmsg_pid=0}, {diag_family=AF_SMC, "
	       "diag_state=0x63 /* SMC_??? */, diag_fallback=0x9 /* SMC_DIAG_MODE_??? */, "
	       "diag_shutdown=0, id={idiag_sport=htons(0), idiag_dport=htons(0), "
	       "idiag_src=inet_addr(\"0.0.0.0\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	       "idiag_cookie=[0, 0]}, diag_uid=0, diag_inode=0}, "
	       "[[{nla_len=80, nla_type=SMC_DIAG_CONNINFO}, {token=1, sndbuf_size=2, rmbe_size=3, "
	       "peer_rmbe_size=4, rx_prod={reserved=5, wrap=6, count=7}, "
	       "rx_cons={reserved=0, wrap=0, count=0}, tx_prod={reserved=0, wrap=0, count=0}, "
	       "tx_cons={reserved=0, wrap=0, count=0}, rx_prod_flags=0xab, "
	       "rx_conn_state_flags=0x10, tx_prod_flags=0xcd, tx_conn_state_flags=0xef, "
	       "tx_prep={reserved=0, wrap=0, count=0}, tx_sent={reserved=0, wrap=0, count=0}, "
	       "tx_fin={reserved=8, wrap=9, count=10}}], "
	       "[{nla_len=%zu, nla_type=SMC_DIAG_LGRINFO}, {lnk=[{link_id=1, ibname=\"mlx0\", "
	       "ibport=2, gid=\"fe80::1\", peer_gid=\"fe80::2\"}], role=SMC_SERV}], "
	       "[{nla_len=44, nla_type=SMC_DIAG_DMBINFO}, {linkid=11, peer_gid=0x1234, "
	       "my_gid=0xabcdef0123456789, token=0, peer_token=0xff}], "
	       "[{nla_len=8, nla_type=SMC_DIAG_FALLBACK}, \"\\x64\\x63\\x62\\x61\"]]], "
	       "%zu, 0, %s, 12)", fd, len, NLA_HDRLEN + sizeof lg, len,
	       bad_text);

	/* the fallback attribute unreadable; the struct shorter than its size */
	char *page = tail_page();
	size_t kept = (size_t)((char *)&msg.fb_v - (char *)&msg);
	char *at = page + 4096 - kept;
	memcpy(at, &msg, kept);
	rc = send_bad(fd, at, mlen);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=4, nlmsg_pid=0}, {diag_family=AF_SMC, "
	       "diag_state=SMC_ACTIVE, diag_fallback=SMC_DIAG_MODE_SMCD, diag_shutdown=3, "
	       "id={idiag_sport=htons(443), idiag_dport=htons(0), idiag_src=inet_addr(\"0.0.0.0\"), "
	       "idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, idiag_cookie=[0, 0]}, diag_uid=1000, "
	       "diag_inode=123456789012}, [[{nla_len=5, nla_type=SMC_DIAG_SHUTDOWN}, "
	       "RCV_SHUTDOWN|SEND_SHUTDOWN|0x8], [{nla_len=12, nla_type=SMC_DIAG_FALLBACK}, %p]]], "
	       "%zu, 0, %s, 12)", fd, mlen, page + 4096, mlen, bad_text);
	msg.h.nlmsg_len = NLMSG_HDRLEN + 20;
	rc = send_bad(fd, &msg, msg.h.nlmsg_len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=36, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=4, nlmsg_pid=0}, {diag_family=AF_SMC, ...}], "
	       "36, 0, %s, 12)", fd, bad_text);
}

int main(void)
{
	const char *x = getenv("SEIZE_NL_XLAT");
	style = !x ? ABBREV : strcmp(x, "raw") == 0 ? RAW : strcmp(x, "verbose") == 0 ? VERBOSE
											: ABBREV;
	verbose_structs = getenv("SEIZE_NL_V") != NULL;
	if (style == RAW)
		bad_text = "{sa_family=0x2, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
	else if (style == VERBOSE)
		bad_text = "{sa_family=0x2 /* AF_INET */, "
			   "sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
	int fd = bound();
	packet_req(fd);
	if (style == ABBREV)
		packet_msg(fd);
	if (style == ABBREV)
		smc_req(fd);
	smc_msg(fd);
	return 0;
}
