/* NETLINK_SOCK_DIAG for AF_INET and AF_INET6: the request bytecode and
 * protocol attributes, and the reply attributes with structs and nests
 * (congestion infos, shutdown bits, addresses, MD5 keys, TLS and MPTCP,
 * BPF storages, socket options), short, unreadable and cut ones.
 * SEIZE_NL_XLAT=raw or verbose prints the lines of -X raw or -X verbose
 * for the calls whose names change. */
#include "progs.h"

#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/mptcp.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <linux/tls.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>

enum style { ABBREV, RAW, VERBOSE };
static enum style style;

static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";

static const char *by_style(const char *abbrev, const char *raw, const char *verbose)
{
	return style == RAW ? raw : style == VERBOSE ? verbose : abbrev;
}

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

/* A message being built: a header, a struct, attributes at 4-byte steps. */
static char msg[4096] __attribute__((aligned(8)));
static size_t msg_len;

static void start(unsigned flags, const void *body, size_t size)
{
	memset(msg, 0, sizeof msg);
	msg_len = NLMSG_HDRLEN;
	memcpy(msg + msg_len, body, size);
	msg_len += NLMSG_ALIGN(size);
	struct nlmsghdr h = { .nlmsg_type = SOCK_DIAG_BY_FAMILY, .nlmsg_flags = flags };
	memcpy(msg, &h, sizeof h);
}

/* An attribute; its offset in msg. */
static size_t put(unsigned type, const void *data, size_t size)
{
	size_t at = msg_len;
	struct nlattr a = { .nla_len = NLA_HDRLEN + size, .nla_type = type };
	memcpy(msg + at, &a, sizeof a);
	memcpy(msg + at + NLA_HDRLEN, data, size);
	msg_len += NLA_ALIGN(NLA_HDRLEN + size);
	return at;
}

/* The message's length set; sent. */
static long send_msg(int fd, size_t len)
{
	((struct nlmsghdr *)msg)->nlmsg_len = len;
	return send_bad(fd, msg, len);
}

static const char *req_head = "{sdiag_family=AF_INET, sdiag_protocol=IPPROTO_TCP, idiag_ext=0, "
	"idiag_states=0, id={idiag_sport=htons(0), idiag_dport=htons(0), "
	"idiag_src=inet_addr(\"0.0.0.0\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	"idiag_cookie=[0, 0]}}";

static void request(int fd)
{
	struct inet_diag_req_v2 r = { .sdiag_family = AF_INET, .sdiag_protocol = IPPROTO_TCP };
	struct {
		struct inet_diag_bc_op op;
		struct inet_diag_hostcond c;
		uint32_t addr;
	} host = { { INET_DIAG_BC_S_COND, 4, 8 }, { AF_INET, 24, 443 }, htonl(0x0a000001) };
	struct {
		struct inet_diag_bc_op op;
		uint32_t ifindex;
	} dev = { { INET_DIAG_BC_DEV_COND, 0, 0 }, 1 };
	struct {
		struct inet_diag_bc_op op;
		struct inet_diag_markcond m;
	} mark = { { INET_DIAG_BC_MARK_COND, 1, 2 }, { 0x10, 0xff } };
	struct {
		struct inet_diag_bc_op op;
		struct inet_diag_bc_op port;
	} le = { { INET_DIAG_BC_S_LE, 0, 0 }, { INET_DIAG_BC_NOP, 200, 1024 } };
	uint8_t short_host[12] = { INET_DIAG_BC_D_COND, 0, 0, 0, 'a', 'b', 'c' };
	uint32_t proto = IPPROTO_MPTCP;

	start(NLM_F_REQUEST, &r, sizeof r);
	put(INET_DIAG_REQ_BYTECODE, &host, sizeof host);
	put(INET_DIAG_REQ_BYTECODE, &dev, sizeof dev);
	put(INET_DIAG_REQ_BYTECODE, &mark, sizeof mark);
	put(INET_DIAG_REQ_BYTECODE, &le, sizeof le);
	put(INET_DIAG_REQ_BYTECODE, short_host, 7);
	put(INET_DIAG_REQ_PROTOCOL, &proto, sizeof proto);
	size_t len = msg_len;
	long rc = send_msg(fd, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[[{nla_len=20, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_S_COND, yes=4, "
	       "no=8}, {family=AF_INET, prefix_len=24, port=443, addr=inet_addr(\"10.0.0.1\")}], "
	       "[{nla_len=12, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_DEV_COND, yes=0, "
	       "no=0}, if_nametoindex(\"lo\")], "
	       "[{nla_len=16, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_MARK_COND, yes=1, "
	       "no=2}, {mark=16, mask=255}], "
	       "[{nla_len=12, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_S_LE, yes=0, no=0}, "
	       "{code=INET_DIAG_BC_NOP, yes=200, no=1024}], "
	       "[{nla_len=11, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_D_COND, yes=0, "
	       "no=0}, \"\\x61\\x62\\x63\"], "
	       "[{nla_len=8, nla_type=INET_DIAG_REQ_PROTOCOL}, IPPROTO_MPTCP]]], %zu, 0, %s, 12)",
	       fd, len, req_head, len, bad_text);

	/* the condition's address unreadable */
	char *page = tail_page();
	start(NLM_F_REQUEST, &r, sizeof r);
	put(INET_DIAG_REQ_BYTECODE, &host, sizeof host);
	len = msg_len;
	((struct nlmsghdr *)msg)->nlmsg_len = len;
	char *at = page + 4096 - (len - sizeof host.addr);
	memcpy(at, msg, len - sizeof host.addr);
	rc = send_bad(fd, at, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[{nla_len=20, nla_type=INET_DIAG_REQ_BYTECODE}, {code=INET_DIAG_BC_S_COND, yes=4, "
	       "no=8}, {family=AF_INET, prefix_len=24, port=443, addr=%p}]], %zu, 0, %s, 12)",
	       fd, len, req_head, page + 4096, len, bad_text);
}

static const char *msg_head = "{idiag_family=AF_INET, idiag_state=TCP_ESTABLISHED, "
	"idiag_timer=0, idiag_retrans=0, id={idiag_sport=htons(22), idiag_dport=htons(0), "
	"idiag_src=inet_addr(\"127.0.0.1\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	"idiag_cookie=[0, 0]}, idiag_expires=0, idiag_rqueue=0, idiag_wqueue=0, idiag_uid=0, "
	"idiag_inode=0}";

static struct inet_diag_msg reply_body(void)
{
	struct inet_diag_msg m = {
		.idiag_family = AF_INET, .idiag_state = 1 /* TCP_ESTABLISHED */,
		.id = { .idiag_sport = htons(22), .idiag_src = { htonl(INADDR_LOOPBACK) } },
	};
	return m;
}

static void reply(int fd)
{
	struct inet_diag_msg m = reply_body();
	struct tcpvegas_info vegas = { 1, 2, 3, 4 };
	struct tcp_bbr_info bbr = { 0xab, 0xcd, 5, 6, 7 };
	uint8_t shut = 3;
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(80),
				   .sin_addr = { htonl(0x7f000002) } };
	struct sockaddr_storage locals[1];
	memset(locals, 0, sizeof locals);
	memcpy(locals, &sin, sizeof sin);
	struct tcp_diag_md5sig sig = { .tcpm_family = AF_INET, .tcpm_prefixlen = 32,
				       .tcpm_keylen = 3, .tcpm_addr = { htonl(0x01020304) },
				       .tcpm_key = "k\1\2" };

	start(NLM_F_MULTI, &m, sizeof m);
	put(INET_DIAG_VEGASINFO, &vegas, sizeof vegas);
	put(INET_DIAG_BBRINFO, &bbr, sizeof bbr);
	put(INET_DIAG_SHUTDOWN, &shut, 1);
	put(INET_DIAG_LOCALS, locals, sizeof locals);
	put(INET_DIAG_MD5SIG, &sig, sizeof sig);
	size_t len = msg_len;
	long rc = send_msg(fd, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[[{nla_len=20, nla_type=INET_DIAG_VEGASINFO}, {tcpv_enabled=1, tcpv_rttcnt=2, "
	       "tcpv_rtt=3, tcpv_minrtt=4}], "
	       "[{nla_len=24, nla_type=INET_DIAG_BBRINFO}, {bbr_bw_lo=0xab, bbr_bw_hi=0xcd, "
	       "bbr_min_rtt=5, bbr_pacing_gain=6, bbr_cwnd_gain=7}], "
	       "[{nla_len=5, nla_type=INET_DIAG_SHUTDOWN}, 0x3 /* RCV_SHUTDOWN|SEND_SHUTDOWN */], "
	       "[{nla_len=132, nla_type=INET_DIAG_LOCALS}, [{sa_family=AF_INET, sin_port=htons(80), "
	       "sin_addr=inet_addr(\"127.0.0.2\")}]], "
	       "[{nla_len=104, nla_type=INET_DIAG_MD5SIG}, [{tcpm_family=AF_INET, tcpm_prefixlen=32, "
	       "tcpm_keylen=3, tcpm_addr=inet_addr(\"1.2.3.4\"), tcpm_key=\"\\x6b\\x01\\x02\"}]]]], "
	       "%zu, 0, %s, 12)", fd, len, msg_head, len, bad_text);

	/* nests: TLS and MPTCP under ULP_INFO, a BPF storage */
	uint16_t version = TLS_1_3_VERSION, cipher = 0x99;
	char nest[64], inner[32];
	size_t n = 0, k = 0;
#define NEST_PUT(buf, off, type, data, size) do { \
		struct nlattr a_ = { .nla_len = NLA_HDRLEN + (size), .nla_type = (type) }; \
		memcpy((buf) + (off), &a_, sizeof a_); \
		memcpy((buf) + (off) + NLA_HDRLEN, (data), (size)); \
		(off) += NLA_ALIGN(NLA_HDRLEN + (size)); \
	} while (0)
	NEST_PUT(inner, k, TLS_INFO_VERSION, &version, 2);
	NEST_PUT(inner, k, TLS_INFO_CIPHER, &cipher, 2);
	NEST_PUT(nest, n, INET_ULP_INFO_NAME, "tls", 4);
	NEST_PUT(nest, n, INET_ULP_INFO_TLS, inner, k);
	start(NLM_F_MULTI, &m, sizeof m);
	put(INET_DIAG_ULP_INFO, nest, n);
	uint32_t flags = MPTCP_SUBFLOW_FLAG_MCAP_REM | MPTCP_SUBFLOW_FLAG_CONNECTED | 0x8000;
	uint32_t token = 0xbeef;
	k = 0;
	NEST_PUT(inner, k, MPTCP_SUBFLOW_ATTR_FLAGS, &flags, 4);
	NEST_PUT(inner, k, MPTCP_SUBFLOW_ATTR_TOKEN_REM, &token, 4);
	n = 0;
	NEST_PUT(nest, n, INET_ULP_INFO_MPTCP, inner, k);
	put(INET_DIAG_ULP_INFO, nest, n);
	uint32_t map_id = 9;
	uint16_t value = 0xdead;
	k = 0;
	NEST_PUT(inner, k, SK_DIAG_BPF_STORAGE_MAP_ID, &map_id, 4);
	NEST_PUT(inner, k, SK_DIAG_BPF_STORAGE_MAP_VALUE, &value, 2);
	n = 0;
	NEST_PUT(nest, n, SK_DIAG_BPF_STORAGE, inner, k);
	put(INET_DIAG_SK_BPF_STORAGES, nest, n);
	len = msg_len;
	rc = send_msg(fd, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[[{nla_len=32, nla_type=INET_DIAG_ULP_INFO}, [[{nla_len=8, "
	       "nla_type=INET_ULP_INFO_NAME}, \"tls\"], [{nla_len=20, nla_type=INET_ULP_INFO_TLS}, "
	       "[[{nla_len=6, nla_type=TLS_INFO_VERSION}, TLS_1_3_VERSION], [{nla_len=6, "
	       "nla_type=TLS_INFO_CIPHER}, 0x99 /* TLS_CIPHER_??? */]]]]], "
	       "[{nla_len=24, nla_type=INET_DIAG_ULP_INFO}, [{nla_len=20, "
	       "nla_type=INET_ULP_INFO_MPTCP}, [[{nla_len=8, nla_type=MPTCP_SUBFLOW_ATTR_FLAGS}, "
	       "MPTCP_SUBFLOW_FLAG_MCAP_REM|MPTCP_SUBFLOW_FLAG_CONNECTED|0x8000], [{nla_len=8, "
	       "nla_type=MPTCP_SUBFLOW_ATTR_TOKEN_REM}, 0xbeef]]]], "
	       "[{nla_len=24, nla_type=INET_DIAG_SK_BPF_STORAGES}, [{nla_len=20, "
	       "nla_type=SK_DIAG_BPF_STORAGE}, [[{nla_len=8, nla_type=SK_DIAG_BPF_STORAGE_MAP_ID}, 9], "
	       "[{nla_len=6, nla_type=SK_DIAG_BPF_STORAGE_MAP_VALUE}, 0xdead]]]]]], "
	       "%zu, 0, %s, 12)", fd, len, msg_head, len, bad_text);

	/* socket options with bytes after the struct; one too short */
	uint8_t opts[6] = { 0x05, 0x84, 0, 0, 0x7f, 0 };
	start(NLM_F_MULTI, &m, sizeof m);
	put(INET_DIAG_SOCKOPT, opts, sizeof opts);
	put(INET_DIAG_SOCKOPT, opts, 2);
	put(INET_DIAG_VEGASINFO, &vegas, 12);
	len = msg_len;
	rc = send_msg(fd, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[[{nla_len=10, nla_type=INET_DIAG_SOCKOPT}, {recverr=1, freebind=1, "
	       "defer_connect=1, unused=0x10 /* bits 3..8 */}, /* bytes 2..5 */ "
	       "\"\\x00\\x00\\x7f\\x00\"], "
	       "[{nla_len=6, nla_type=INET_DIAG_SOCKOPT}, {recverr=1, freebind=1, defer_connect=1, "
	       "unused=0x10 /* bits 3..8 */}], "
	       "[{nla_len=16, nla_type=INET_DIAG_VEGASINFO}, \"\\x01\\x00\\x00\\x00\\x02\\x00\\x00"
	       "\\x00\\x03\\x00\\x00\\x00\"]]], %zu, 0, %s, 12)",
	       fd, len, msg_head, len, bad_text);

	/* the MD5 keys run into an unmapped page after the first */
	struct tcp_diag_md5sig two[2] = { sig, sig };
	start(NLM_F_MULTI, &m, sizeof m);
	put(INET_DIAG_MD5SIG, two, sizeof two);
	len = msg_len;
	((struct nlmsghdr *)msg)->nlmsg_len = len;
	char *page = tail_page();
	size_t kept = len - sizeof two[1];
	char *at = page + 4096 - kept;
	memcpy(at, msg, kept);
	rc = send_bad(fd, at, len);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=0, nlmsg_pid=0}, %s, "
	       "[{nla_len=204, nla_type=INET_DIAG_MD5SIG}, [{tcpm_family=AF_INET, tcpm_prefixlen=32, "
	       "tcpm_keylen=3, tcpm_addr=inet_addr(\"1.2.3.4\"), tcpm_key=\"\\x6b\\x01\\x02\"}, "
	       "... /* %p */]]], %zu, 0, %s, 12)", fd, len, msg_head, page + 4096, len, bad_text);
}

/* Under -X raw and verbose: the socket id's bytes, the shutdown bits. */
static void reply_xlat(int fd)
{
	struct inet_diag_msg m = reply_body();
	uint8_t shut = 0x13;
	start(NLM_F_MULTI, &m, sizeof m);
	put(INET_DIAG_SHUTDOWN, &shut, 1);
	size_t len = msg_len;
	long rc = send_msg(fd, len);
	static const char zeros12[] = "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00";
	char id[512];
	if (style == RAW)
		snprintf(id, sizeof id, "id={idiag_sport=\"\\x00\\x16\", idiag_dport=\"\\x00\\x00\", "
			 "idiag_src=\"\\x7f\\x00\\x00\\x01%s\", idiag_dst=\"\\x00\\x00\\x00\\x00%s\", "
			 "idiag_if=0, idiag_cookie=[0, 0]}", zeros12, zeros12);
	else
		snprintf(id, sizeof id, "id={idiag_sport=\"\\x00\\x16\" /* htons(22) */, "
			 "idiag_dport=\"\\x00\\x00\" /* htons(0) */, "
			 "idiag_src=\"\\x7f\\x00\\x00\\x01%s\" /* inet_addr(\"127.0.0.1\") */, "
			 "idiag_dst=\"\\x00\\x00\\x00\\x00%s\" /* inet_addr(\"0.0.0.0\") */, "
			 "idiag_if=0, idiag_cookie=[0, 0]}", zeros12, zeros12);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=%s, nlmsg_flags=%s, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {idiag_family=%s, idiag_state=%s, idiag_timer=0, "
	       "idiag_retrans=0, %s, idiag_expires=0, idiag_rqueue=0, idiag_wqueue=0, idiag_uid=0, "
	       "idiag_inode=0}, [{nla_len=5, nla_type=%s}, %s]], %zu, 0, %s, 12)", fd, len,
	       by_style(NULL, "0x14", "0x14 /* SOCK_DIAG_BY_FAMILY */"),
	       by_style(NULL, "0x2", "0x2 /* NLM_F_MULTI */"),
	       by_style(NULL, "0x2", "0x2 /* AF_INET */"),
	       by_style(NULL, "0x1", "0x1 /* TCP_ESTABLISHED */"), id,
	       by_style(NULL, "0x8", "0x8 /* INET_DIAG_SHUTDOWN */"),
	       by_style(NULL, "0x13", "0x13 /* RCV_SHUTDOWN|SEND_SHUTDOWN|0x10 */"),
	       len, bad_text);
}

int main(void)
{
	const char *x = getenv("SEIZE_NL_XLAT");
	style = !x ? ABBREV : strcmp(x, "raw") == 0 ? RAW : strcmp(x, "verbose") == 0 ? VERBOSE
											: ABBREV;
	if (style == RAW)
		bad_text = "{sa_family=0x2, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
	else if (style == VERBOSE)
		bad_text = "{sa_family=0x2 /* AF_INET */, "
			   "sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
	int fd = bound();
	if (style == ABBREV) {
		request(fd);
		reply(fd);
	} else {
		reply_xlat(fd);
	}
	return 0;
}
