/* Netlink messages of the protocols other than NETLINK_ROUTE, on bound
 * sockets so that seize knows their protocol: sock_diag requests and
 * replies with attributes, short and unreadable ones, acknowledgements
 * with attributes, and the type names of netfilter, selinux, audit, xfrm
 * and generic netlink.  With SEIZE_NL_XLAT=raw it prints the lines of
 * -X raw instead. */
#include "progs.h"

#include <arpa/inet.h>
#include <linux/audit.h>
#include <linux/genetlink.h>
#include <linux/inet_diag.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/selinux_netlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <linux/xfrm.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

/* A destination the kernel refuses before it reads the messages. */
static const struct sockaddr_nl bad = { .nl_family = AF_INET };
static const char *bad_text = "{sa_family=AF_INET, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
static int raw;

static int bound(int proto)
{
	int fd = socket(AF_NETLINK, SOCK_RAW, proto);
	struct sockaddr_nl me = { .nl_family = AF_NETLINK };
	if (fd < 0 || bind(fd, (struct sockaddr *)&me, sizeof me) < 0)
		abort();
	return fd;
}

static long send_bad(int fd, const void *buf, size_t len)
{
	return syscall(SYS_sendto, fd, buf, len, 0, &bad, sizeof bad);
}

static void sock_diag(void)
{
	int fd = bound(NETLINK_SOCK_DIAG);
	struct {
		struct nlmsghdr h;
		struct unix_diag_req r;
	} ureq = {
		.h = { .nlmsg_len = sizeof ureq, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 7 },
		.r = { .sdiag_family = AF_UNIX, .udiag_states = 1 << TCP_ESTABLISHED | 1 << TCP_LISTEN,
		       .udiag_ino = 1234, .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER | 0x1000,
		       .udiag_cookie = { 1, 2 } },
	};
	long rc = send_bad(fd, &ureq, sizeof ureq);
	if (raw)
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=40, nlmsg_type=0x14, nlmsg_flags=0x301, "
		       "nlmsg_seq=7, nlmsg_pid=0}, {sdiag_family=0x1, sdiag_protocol=0, udiag_states=0x402, "
		       "udiag_ino=1234, udiag_show=0x1005, udiag_cookie=[1, 2]}], 40, 0, %s, 12)",
		       fd, bad_text);
	else
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=40, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=7, nlmsg_pid=0}, "
		       "{sdiag_family=AF_UNIX, sdiag_protocol=0, udiag_states=1<<TCP_ESTABLISHED|1<<TCP_LISTEN, "
		       "udiag_ino=1234, udiag_show=UDIAG_SHOW_NAME|UDIAG_SHOW_PEER|0x1000, "
		       "udiag_cookie=[1, 2]}], 40, 0, %s, 12)", fd, bad_text);
	if (raw)
		return;

	/* a request shorter than its struct; a family with no struct */
	ureq.h.nlmsg_len = 20;
	rc = send_bad(fd, &ureq, 20);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=7, nlmsg_pid=0}, "
	       "{sdiag_family=AF_UNIX, ...}], 20, 0, %s, 12)", fd, bad_text);
	ureq.r.sdiag_family = AF_UNSPEC;
	ureq.h.nlmsg_len = 17;
	rc = send_bad(fd, &ureq, 17);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=17, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=7, nlmsg_pid=0}, "
	       "{family=AF_UNSPEC}], 17, 0, %s, 12)", fd, bad_text);
	ureq.h.nlmsg_len = 20;
	rc = send_bad(fd, &ureq, 20);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=7, nlmsg_pid=0}, "
	       "{family=AF_UNSPEC, data=\"\\x00\\x00\\x00\"}], 20, 0, %s, 12)", fd, bad_text);

	/* a reply with attributes */
	struct {
		struct nlmsghdr h;
		struct unix_diag_msg m;
		struct nlattr name;
		char name_v[4];
		struct nlattr rq;
		struct unix_diag_rqlen rq_v;
		struct nlattr mem;
		uint32_t mem_v[2];
	} umsg = {
		.h = { .nlmsg_len = sizeof umsg, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_MULTI, .nlmsg_seq = 8, .nlmsg_pid = 0 },
		.m = { .udiag_family = AF_UNIX, .udiag_type = SOCK_STREAM,
		       .udiag_state = TCP_LISTEN, .udiag_ino = 99 },
		.name = { .nla_len = NLA_HDRLEN + 3, .nla_type = UNIX_DIAG_NAME },
		.name_v = "/s",
		.rq = { .nla_len = NLA_HDRLEN + sizeof umsg.rq_v, .nla_type = UNIX_DIAG_RQLEN },
		.rq_v = { 3, 4 },
		.mem = { .nla_len = NLA_HDRLEN + sizeof umsg.mem_v, .nla_type = UNIX_DIAG_MEMINFO },
		.mem_v = { 10, 20 },
	};
	rc = send_bad(fd, &umsg, sizeof umsg);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=8, nlmsg_pid=0}, {udiag_family=AF_UNIX, "
	       "udiag_type=SOCK_STREAM, udiag_state=TCP_LISTEN, udiag_ino=99, udiag_cookie=[0, 0]}, "
	       "[[{nla_len=7, nla_type=UNIX_DIAG_NAME}, \"/s\"], [{nla_len=12, nla_type=UNIX_DIAG_RQLEN}, "
	       "{udiag_rqueue=3, udiag_wqueue=4}], [{nla_len=12, nla_type=UNIX_DIAG_MEMINFO}, "
	       "[[SK_MEMINFO_RMEM_ALLOC]=10, [SK_MEMINFO_RCVBUF]=20]]]], %zu, 0, %s, 12)",
	       fd, sizeof umsg, sizeof umsg, bad_text);

	/* the reply's attributes run into an unmapped page (the kernel
	 * refuses the address first) */
	char *page = tail_page();
	char *at = page + 4096 - (sizeof umsg - sizeof umsg.mem_v);
	memcpy(at, &umsg, sizeof umsg - sizeof umsg.mem_v);
	rc = send_bad(fd, at, sizeof umsg);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=8, nlmsg_pid=0}, {udiag_family=AF_UNIX, "
	       "udiag_type=SOCK_STREAM, udiag_state=TCP_LISTEN, udiag_ino=99, udiag_cookie=[0, 0]}, "
	       "[[{nla_len=7, nla_type=UNIX_DIAG_NAME}, \"/s\"], [{nla_len=12, nla_type=UNIX_DIAG_RQLEN}, "
	       "{udiag_rqueue=3, udiag_wqueue=4}], [{nla_len=12, nla_type=UNIX_DIAG_MEMINFO}, %p]]], "
	       "%zu, 0, %s, 12)", fd, sizeof umsg, page + 4096, sizeof umsg, bad_text);

	/* the payload itself unreadable */
	at = page + 4096 - NLMSG_HDRLEN;
	memcpy(at, &umsg, NLMSG_HDRLEN);
	rc = send_bad(fd, at, sizeof umsg);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=8, nlmsg_pid=0}, %p], %zu, 0, %s, 12)",
	       fd, sizeof umsg, page + 4096, sizeof umsg, bad_text);

	/* netlink sockets of every protocol */
	struct {
		struct nlmsghdr h;
		struct netlink_diag_req r;
	} nreq = {
		.h = { .nlmsg_len = sizeof nreq, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_ROOT },
		.r = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL,
		       .ndiag_show = NDIAG_SHOW_MEMINFO | NDIAG_SHOW_GROUPS },
	};
	rc = send_bad(fd, &nreq, sizeof nreq);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=36, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ROOT, nlmsg_seq=0, nlmsg_pid=0}, "
	       "{sdiag_family=AF_NETLINK, sdiag_protocol=NDIAG_PROTO_ALL, ndiag_ino=0, "
	       "ndiag_show=NDIAG_SHOW_MEMINFO|NDIAG_SHOW_GROUPS, ndiag_cookie=[0, 0]}], 36, 0, %s, 12)",
	       fd, bad_text);

	/* TCP sockets on 127.0.0.1 */
	struct {
		struct nlmsghdr h;
		struct inet_diag_req_v2 r;
	} ireq = {
		.h = { .nlmsg_len = sizeof ireq, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST },
		.r = { .sdiag_family = AF_INET, .sdiag_protocol = IPPROTO_TCP,
		       .idiag_ext = 1 << (INET_DIAG_MEMINFO - 1),
		       .idiag_states = 1 << TCP_CLOSE,
		       .id = { .idiag_sport = htons(80) } },
	};
	inet_pton(AF_INET, "127.0.0.1", ireq.r.id.idiag_src);
	rc = send_bad(fd, &ireq, sizeof ireq);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=72, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, {sdiag_family=AF_INET, "
	       "sdiag_protocol=IPPROTO_TCP, idiag_ext=1<<(INET_DIAG_MEMINFO-1), idiag_states=1<<TCP_CLOSE, "
	       "id={idiag_sport=htons(80), idiag_dport=htons(0), idiag_src=inet_addr(\"127.0.0.1\"), "
	       "idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, idiag_cookie=[0, 0]}}], 72, 0, %s, 12)",
	       fd, bad_text);

	/* an acknowledgement with the kernel's message */
	struct {
		struct nlmsghdr h;
		struct nlmsgerr e;
		struct nlattr msg;
		char msg_v[4];
	} ack = {
		.h = { .nlmsg_len = sizeof ack, .nlmsg_type = NLMSG_ERROR,
		       .nlmsg_flags = NLM_F_CAPPED | NLM_F_ACK_TLVS },
		.e = { .error = -EINVAL, .msg = { .nlmsg_len = 40, .nlmsg_type = SOCK_DIAG_BY_FAMILY,
						  .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 5 } },
		.msg = { .nla_len = NLA_HDRLEN + 4, .nla_type = NLMSGERR_ATTR_MSG },
		.msg_v = "bad",
	};
	rc = send_bad(fd, &ack, sizeof ack);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=%zu, nlmsg_type=NLMSG_ERROR, "
	       "nlmsg_flags=NLM_F_CAPPED|NLM_F_ACK_TLVS, nlmsg_seq=0, nlmsg_pid=0}, [{error=-EINVAL, "
	       "msg={nlmsg_len=40, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=5, nlmsg_pid=0}}, [{nla_len=8, nla_type=NLMSGERR_ATTR_MSG}, \"bad\"]]], "
	       "%zu, 0, %s, 12)", fd, sizeof ack, sizeof ack, bad_text);
	close(fd);
}

static void other_protocols(void)
{
	int fd = bound(NETLINK_NETFILTER);
	struct {
		struct nlmsghdr h;
		struct nfgenmsg g;
		struct nlattr a;
		uint32_t a_v;
	} nf = {
		.h = { .nlmsg_len = sizeof nf, .nlmsg_type = NFNL_SUBSYS_CTNETLINK << 8 | IPCTNL_MSG_CT_GET,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.g = { .nfgen_family = AF_INET, .version = NFNETLINK_V0, .res_id = htons(3) },
		.a = { .nla_len = 8, .nla_type = 2 },
		.a_v = 0x64636261,
	};
	long rc = send_bad(fd, &nf, sizeof nf);
	if (raw)
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=28, nlmsg_type=0x1<<8|0x1, nlmsg_flags=0x301, "
		       "nlmsg_seq=0, nlmsg_pid=0}, {nfgen_family=0x2, version=0, res_id=htons(3)}, "
		       "[{nla_len=8, nla_type=0x2}, \"\\x61\\x62\\x63\\x64\"]], 28, 0, %s, 12)", fd, bad_text);
	else
		expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=28, nlmsg_type=NFNL_SUBSYS_CTNETLINK<<8|IPCTNL_MSG_CT_GET, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=0, nlmsg_pid=0}, {nfgen_family=AF_INET, "
		       "version=NFNETLINK_V0, res_id=htons(3)}, [{nla_len=8, nla_type=0x2}, "
		       "\"\\x61\\x62\\x63\\x64\"]], 28, 0, %s, 12)", fd, bad_text);
	close(fd);
	if (raw)
		return;

	fd = bound(NETLINK_SELINUX);
	struct {
		struct nlmsghdr h;
		struct selnl_msg_setenforce m;
	} se = {
		.h = { .nlmsg_len = sizeof se, .nlmsg_type = SELNL_MSG_SETENFORCE,
		       .nlmsg_flags = NLM_F_REQUEST },
		.m = { .val = -2 },
	};
	rc = send_bad(fd, &se, sizeof se);
	expect(rc, "EINVAL", "sendto(%d, [{nlmsg_len=20, nlmsg_type=SELNL_MSG_SETENFORCE, "
	       "nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, nlmsg_pid=0}, {val=-2}], 20, 0, %s, 12)",
	       fd, bad_text);
	close(fd);

	struct nlmsghdr h = { .nlmsg_len = sizeof h, .nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK };
	fd = bound(NETLINK_AUDIT);
	h.nlmsg_type = AUDIT_GET;
	rc = send_bad(fd, &h, sizeof h);
	expect(rc, "EINVAL", "sendto(%d, {nlmsg_len=16, nlmsg_type=AUDIT_GET, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=0, nlmsg_pid=0}, 16, 0, %s, 12)",
	       fd, bad_text);
	h.nlmsg_type = 999;
	rc = send_bad(fd, &h, sizeof h);
	expect(rc, "EINVAL", "sendto(%d, {nlmsg_len=16, nlmsg_type=0x3e7 /* AUDIT_??? */, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=0, nlmsg_pid=0}, 16, 0, %s, 12)",
	       fd, bad_text);
	close(fd);

	fd = bound(NETLINK_XFRM);
	h.nlmsg_type = XFRM_MSG_GETSA;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	rc = send_bad(fd, &h, sizeof h);
	expect(rc, "EINVAL", "sendto(%d, {nlmsg_len=16, nlmsg_type=XFRM_MSG_GETSA, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=0, nlmsg_pid=0}, 16, 0, %s, 12)",
	       fd, bad_text);
	close(fd);

	fd = bound(NETLINK_GENERIC);
	h.nlmsg_type = GENL_ID_CTRL;
	rc = send_bad(fd, &h, sizeof h);
	expect(rc, "EINVAL", "sendto(%d, {nlmsg_len=16, nlmsg_type=nlctrl, "
	       "nlmsg_flags=NLM_F_REQUEST|0x300, nlmsg_seq=0, nlmsg_pid=0}, 16, 0, %s, 12)",
	       fd, bad_text);
	close(fd);
}

int main(void)
{
	const char *x = getenv("SEIZE_NL_XLAT");
	raw = x && strcmp(x, "raw") == 0;
	if (raw)
		bad_text = "{sa_family=0x2, sa_data=\"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}";
	sock_diag();
	other_protocols();
	return 0;
}
