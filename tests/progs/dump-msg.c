/* -e read= / -e write= on the socket calls: sendto, recvfrom, sendmsg,
 * recvmsg, sendmmsg, recvmmsg, with their per-buffer and per-message
 * headers, and a failed sendmmsg, which strace dumps message by message
 * until it cannot read one.  Run by tests/dumps.bats. */
#include "dump.h"

#include <sys/socket.h>

static const char *msghdr_text(const struct msghdr *m, size_t moved)
{
	static char buf[8192];
	snprintf(buf, sizeof buf, "{msg_name=NULL, msg_namelen=0, msg_iov=%s, msg_iovlen=%zu, "
		 "msg_controllen=0, msg_flags=0}", iov_text(m->msg_iov, (int)m->msg_iovlen, moved),
		 m->msg_iovlen);
	return buf;
}

int main(void)
{
	dump_start();
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		return 1;
	fixed_fd(sv[0], FD_SOCK_A);
	fixed_fd(sv[1], FD_SOCK_B);
	char a[5], b[10], c[8], d[3], e[8];

	long rc = sendto(FD_SOCK_A, "ping\n", 5, 0, NULL, 0);
	line(rc, NULL, "sendto(%d, %s, 5, 0, NULL, 0)", FD_SOCK_A, quoted("ping\n", 5));
	if (write_dumped(FD_SOCK_A))
		dump_lines("ping\n", 5);
	char buf[64];
	rc = recvfrom(FD_SOCK_B, buf, sizeof buf, 0, NULL, NULL);
	line(rc, NULL, "recvfrom(%d, %s, %zu, 0, NULL, NULL)", FD_SOCK_B, quoted(buf, rc),
	     sizeof buf);
	if (read_dumped(FD_SOCK_B))
		dump_lines(buf, rc);

	struct iovec wv[2] = { { "one", 3 }, { "two!", 4 } };
	struct msghdr wm = { .msg_iov = wv, .msg_iovlen = 2 };
	rc = sendmsg(FD_SOCK_A, &wm, 0);
	line(rc, NULL, "sendmsg(%d, %s, 0)", FD_SOCK_A, msghdr_text(&wm, (size_t)-1));
	if (write_dumped(FD_SOCK_A))
		dump_iov(wv, 2, (size_t)-1);
	/* seven bytes over a five-byte and a ten-byte buffer */
	struct iovec rv[2] = { { a, sizeof a }, { b, sizeof b } };
	struct msghdr rm = { .msg_iov = rv, .msg_iovlen = 2 };
	rc = recvmsg(FD_SOCK_B, &rm, 0);
	line(rc, NULL, "recvmsg(%d, %s, 0)", FD_SOCK_B, msghdr_text(&rm, rc));
	if (read_dumped(FD_SOCK_B))
		dump_iov(rv, 2, rc);

	/* two messages, one and two buffers */
	struct iovec w1[1] = { { "first", 5 } }, w2[2] = { { "sec", 3 }, { "ond", 3 } };
	struct mmsghdr wmm[2] = { { .msg_hdr = { .msg_iov = w1, .msg_iovlen = 1 } },
				  { .msg_hdr = { .msg_iov = w2, .msg_iovlen = 2 } } };
	rc = sendmmsg(FD_SOCK_A, wmm, 2, 0);
	line(rc, NULL, "sendmmsg(%d, [{msg_hdr=%s, msg_len=%u}, {msg_hdr=%s, msg_len=%u}], 2, 0)",
	     FD_SOCK_A, msghdr_text(&wmm[0].msg_hdr, (size_t)-1), wmm[0].msg_len,
	     strdup(msghdr_text(&wmm[1].msg_hdr, (size_t)-1)), wmm[1].msg_len);
	if (write_dumped(FD_SOCK_A))
		for (unsigned i = 0; i < 2; i++) {
			vector_header(wmm[i].msg_hdr.msg_iovlen, i);
			dump_iov(wmm[i].msg_hdr.msg_iov, (int)wmm[i].msg_hdr.msg_iovlen,
				 wmm[i].msg_len);
		}
	struct iovec r1[1] = { { c, sizeof c } }, r2[2] = { { d, sizeof d }, { e, sizeof e } };
	struct mmsghdr rmm[2] = { { .msg_hdr = { .msg_iov = r1, .msg_iovlen = 1 } },
				  { .msg_hdr = { .msg_iov = r2, .msg_iovlen = 2 } } };
	rc = recvmmsg(FD_SOCK_B, rmm, 2, 0, NULL);
	char *first = strdup(msghdr_text(&rmm[0].msg_hdr, rmm[0].msg_len));
	line(rc, NULL, "recvmmsg(%d, [{msg_hdr=%s, msg_len=%u}, {msg_hdr=%s, msg_len=%u}], 2, 0, "
	     "NULL)", FD_SOCK_B, first, rmm[0].msg_len,
	     msghdr_text(&rmm[1].msg_hdr, rmm[1].msg_len), rmm[1].msg_len);
	if (read_dumped(FD_SOCK_B))
		for (unsigned i = 0; i < 2; i++) {
			vector_header(rmm[i].msg_hdr.msg_iovlen, i);
			dump_iov(rmm[i].msg_hdr.msg_iov, (int)rmm[i].msg_hdr.msg_iovlen,
				 rmm[i].msg_len);
		}

	/* a failed sendmmsg: strace dumps every message it can read, up to
	 * each one's msg_len as the program left it, until the unmapped page */
	char *page = tail_page();
	struct mmsghdr *fm = (struct mmsghdr *)(page + 4096 - 2 * sizeof *fm);
	memset(fm, 0, 2 * sizeof *fm);
	fm[0].msg_hdr.msg_iov = w1;
	fm[0].msg_hdr.msg_iovlen = 1;
	fm[0].msg_len = 3;
	rc = sendmmsg(FD_CLOSED, fm, 1, 0);
	line(rc, "EBADF", "sendmmsg(%d, [{msg_hdr=%s}], 1, 0)", FD_CLOSED,
	     msghdr_text(&fm[0].msg_hdr, (size_t)-1));
	if (write_dumped(FD_CLOSED)) {
		vector_header(1, 0);
		buffer_header(3, 0);
		dump_lines("fir", 3);
		vector_header(0, 1);
	}
	return 0;
}
