/* Waiting: poll/ppoll, select/pselect6 and the epoll calls, with the
 * ready descriptors strace prints after the return value. */
#include "progs.h"

#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <time.h>

static long sys(long nr, long a, long b, long c, long d, long e, long f)
{
	return syscall(nr, a, b, c, d, e, f);
}

/* rd is readable, wr writable. */
static void test_poll(int rd, int wr)
{
	struct pollfd f[4] = {
		{ rd, POLLIN | POLLPRI, 0 }, { wr, POLLOUT, 0 }, { -1, POLLIN, 0 },
		{ 99, POLLIN | 0x8000, 0 },
	};
	char ret[2048];
	sys(SYS_poll, (long)f, 4, 0, 0, 0, 0);
	snprintf(ret, sizeof ret, "3 ([{fd=%d, revents=POLLIN}, {fd=%d, revents=POLLOUT}, {fd=99, revents=POLLNVAL}])", rd, wr);
	expect_ret(ret, "poll([{fd=%d, events=POLLIN|POLLPRI}, {fd=%d, events=POLLOUT}, {fd=-1}, {fd=99, events=POLLIN|POLL_BUSY_LOOP}], 4, 0)",
		   rd, wr);
	snprintf(ret, sizeof ret, "1 ([{fd=%d, revents=POLLIN}])", rd);
	sys(SYS_poll, (long)f, 1, 100, 0, 0, 0);
	expect_ret(ret, "poll([{fd=%d, events=POLLIN|POLLPRI}], 1, 100)", rd);
	sys(SYS_poll, (long)&f[2], 1, 0, 0, 0, 0);
	expect_ret("0 (Timeout)", "poll([{fd=-1}], 1, 0)");
	sys(SYS_poll, 0, 0, 0, 0, 0, 0);
	expect_ret("0 (Timeout)", "poll(NULL, 0, 0)");
	long rc = sys(SYS_poll, 8, 1, 0, 0, 0, 0);
	expect(rc, "EFAULT", "poll(0x8, 1, 0)");
	struct pollfd *last = (struct pollfd *)((char *)tail_page() + 4096) - 1;
	*last = f[0];
	rc = sys(SYS_poll, (long)last, 2, 0, 0, 0, 0);
	expect(rc, "EFAULT", "poll([{fd=%d, events=POLLIN|POLLPRI}, ... /* %p */], 2, 0)", rd, (void *)(last + 1));
	f[0].events = 0xffff;
	sys(SYS_poll, (long)f, 1, 0, 0, 0, 0);
	snprintf(ret, sizeof ret, "1 ([{fd=%d, revents=POLLIN|POLLRDNORM}])", rd);
	expect_ret(ret, "poll([{fd=%d, events=POLLIN|POLLPRI|POLLOUT|POLLERR|POLLHUP|POLLNVAL|POLLRDNORM|POLLRDBAND|POLLWRNORM|POLLWRBAND|POLLMSG|POLLREMOVE|POLLRDHUP|POLL_BUSY_LOOP|0x4800}], 1, 0)", rd);
	f[0].events = POLLIN;

	struct timespec ts = { 0, 1000 };
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sys(SYS_ppoll, (long)f, 2, (long)&ts, (long)&set, 8, 0);
	snprintf(ret, sizeof ret, "2 ([{fd=%d, revents=POLLIN}, {fd=%d, revents=POLLOUT}], left {tv_sec=%lld, tv_nsec=%ld})",
		 rd, wr, (long long)ts.tv_sec, ts.tv_nsec);
	expect_ret(ret, "ppoll([{fd=%d, events=POLLIN}, {fd=%d, events=POLLOUT}], 2, {tv_sec=0, tv_nsec=1000}, [USR1], 8)", rd, wr);
	ts.tv_nsec = 1000;
	sys(SYS_ppoll, (long)&f[2], 1, (long)&ts, 0, 8, 0);
	expect_ret("0 (Timeout)", "ppoll([{fd=-1}], 1, {tv_sec=0, tv_nsec=1000}, NULL, 8)");
	snprintf(ret, sizeof ret, "1 ([{fd=%d, revents=POLLIN}])", rd);
	sys(SYS_ppoll, (long)f, 1, 0, 0, 8, 0);
	expect_ret(ret, "ppoll([{fd=%d, events=POLLIN}], 1, NULL, NULL, 8)", rd);

	struct pollfd many[40];
	char text[2048] = "";
	for (int i = 0; i < 40; i++)
		many[i] = (struct pollfd){ -1, POLLIN, 0 };
	for (int i = 0; i < 32; i++)
		strcat(text, "{fd=-1}, ");
	sys(SYS_poll, (long)many, 40, 0, 0, 0, 0);
	expect_ret("0 (Timeout)", "poll([%s...], 40, 0)", text);

	/* -s (32) ready descriptors at most after the return value too */
	char in[1024] = "", out[1024] = "", one[64];
	for (int i = 0; i < 40; i++)
		many[i] = (struct pollfd){ rd, POLLIN, 0 };
	for (int i = 0; i < 32; i++) {
		snprintf(one, sizeof one, "{fd=%d, events=POLLIN}, ", rd);
		strcat(in, one);
		snprintf(one, sizeof one, "{fd=%d, revents=POLLIN}, ", rd);
		strcat(out, one);
	}
	sys(SYS_poll, (long)many, 40, 0, 0, 0, 0);
	snprintf(ret, sizeof ret, "40 ([%s...])", out);
	expect_ret(ret, "poll([%s...], 40, 0)", in);
}

static void test_select(int rd, int wr)
{
	fd_set r, w;
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(rd, &r);
	FD_SET(1, &w);
	FD_SET(wr, &w);
	int n = (rd > wr ? rd : wr) + 1;
	struct timeval tv = { 5, 0 };
	char ret[256];
	sys(SYS_select, n, (long)&r, (long)&w, 0, (long)&tv, 0);
	snprintf(ret, sizeof ret, "3 (in [%d], out [1 %d], left {tv_sec=%lld, tv_usec=%ld})",
		 rd, wr, (long long)tv.tv_sec, tv.tv_usec);
	expect_ret(ret, "select(%d, [%d], [1 %d], NULL, {tv_sec=5, tv_usec=0})", n, rd, wr);
	FD_ZERO(&r);
	FD_SET(rd, &r);
	FD_SET(wr, &r);
	sys(SYS_select, n, (long)&r, 0, 0, 0, 0);
	snprintf(ret, sizeof ret, "1 (in [%d])", rd);
	expect_ret(ret, "select(%d, [%d %d], NULL, NULL, NULL)", n, rd < wr ? rd : wr, rd < wr ? wr : rd);
	tv.tv_sec = 0;
	tv.tv_usec = 0;
	sys(SYS_select, 0, 0, 0, 0, (long)&tv, 0);
	expect_ret("0 (Timeout)", "select(0, NULL, NULL, NULL, {tv_sec=0, tv_usec=0})");
	long rc = sys(SYS_select, -1, (long)&r, 0, 0, (long)&tv, 0);
	expect(rc, "EINVAL", "select(-1, %p, NULL, NULL, {tv_sec=0, tv_usec=0})", (void *)&r);
	char *end = (char *)tail_page() + 4095;
	rc = sys(SYS_select, 5, (long)end, 0, 0, (long)&tv, 0);
	expect(rc, "EFAULT", "select(5, %p, NULL, NULL, {tv_sec=0, tv_usec=0})", (void *)end);

	FD_ZERO(&r);
	FD_SET(rd, &r);
	struct timespec ts = { 1, 0 };
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	struct { sigset_t *set; size_t size; } mask = { &set, 8 };
	sys(SYS_pselect6, n, (long)&r, 0, 0, (long)&ts, (long)&mask);
	snprintf(ret, sizeof ret, "1 (in [%d], left {tv_sec=%lld, tv_nsec=%ld})", rd, (long long)ts.tv_sec, ts.tv_nsec);
	expect_ret(ret, "pselect6(%d, [%d], NULL, NULL, {tv_sec=1, tv_nsec=0}, {sigmask=[USR1], sigsetsize=8})", n, rd);
	mask.set = NULL;
	sys(SYS_pselect6, n, (long)&r, 0, 0, 0, (long)&mask);
	snprintf(ret, sizeof ret, "1 (in [%d])", rd);
	expect_ret(ret, "pselect6(%d, [%d], NULL, NULL, NULL, {sigmask=NULL, sigsetsize=8})", n, rd);
	FD_ZERO(&r);
	FD_SET(wr, &r);
	ts.tv_sec = 0;
	ts.tv_nsec = 1000;
	sys(SYS_pselect6, n, (long)&r, 0, 0, (long)&ts, 0);
	expect_ret("0 (Timeout)", "pselect6(%d, [%d], NULL, NULL, {tv_sec=0, tv_nsec=1000}, NULL)", n, wr);
}

static void test_epoll(int rd, int wr)
{
	long ep = sys(SYS_epoll_create1, EPOLL_CLOEXEC, 0, 0, 0, 0, 0);
	expect(ep, NULL, "epoll_create1(EPOLL_CLOEXEC)");
	long rc = sys(SYS_epoll_create1, 0x1234, 0, 0, 0, 0, 0);
	expect(rc, "EINVAL", "epoll_create1(0x1234 /* EPOLL_??? */)");
	rc = sys(SYS_epoll_create, 0, 0, 0, 0, 0, 0);
	expect(rc, "EINVAL", "epoll_create(0)");

	struct epoll_event ev = { EPOLLIN | EPOLLET, { .u64 = 0x1122334455667788ULL } };
	rc = sys(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, rd, (long)&ev, 0, 0);
	expect(rc, NULL, "epoll_ctl(%ld, EPOLL_CTL_ADD, %d, {events=EPOLLIN|EPOLLET, data={u32=1432778632, u64=1234605616436508552}})", ep, rd);
	ev = (struct epoll_event){ EPOLLOUT, { .fd = wr } };
	rc = sys(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, wr, (long)&ev, 0, 0);
	expect(rc, NULL, "epoll_ctl(%ld, EPOLL_CTL_ADD, %d, {events=EPOLLOUT, data={u32=%d, u64=%d}})", ep, wr, wr, wr);
	rc = sys(SYS_epoll_ctl, ep, EPOLL_CTL_DEL, wr, (long)&ev, 0, 0);
	expect(rc, NULL, "epoll_ctl(%ld, EPOLL_CTL_DEL, %d, %p)", ep, wr, (void *)&ev);
	rc = sys(SYS_epoll_ctl, ep, EPOLL_CTL_MOD, rd, 8, 0, 0);
	expect(rc, "EFAULT", "epoll_ctl(%ld, EPOLL_CTL_MOD, %d, 0x8)", ep, rd);
	ev.events = 0x800;
	rc = sys(SYS_epoll_ctl, ep, 99, rd, (long)&ev, 0, 0);
	expect(rc, "EINVAL", "epoll_ctl(%ld, 0x63 /* EPOLL_CTL_??? */, %d, {events=0x800 /* EPOLL??? */, data={u32=%d, u64=%d}})", ep, rd, wr, wr);

	struct epoll_event out[4];
	rc = sys(SYS_epoll_wait, ep, (long)out, 4, 0, 0, 0);
	expect(rc, NULL, "epoll_wait(%ld, [{events=EPOLLIN, data={u32=1432778632, u64=1234605616436508552}}], 4, 0)", ep);
	rc = sys(SYS_epoll_wait, ep, (long)out, 4, 0, 0, 0);
	expect(rc, NULL, "epoll_wait(%ld, [], 4, 0)", ep);
	rc = sys(SYS_epoll_wait, -1, (long)out, 4, 0, 0, 0);
	expect(rc, "EBADF", "epoll_wait(-1, %p, 4, 0)", (void *)out);
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	rc = sys(SYS_epoll_pwait, ep, (long)out, 4, 1, (long)&set, 8);
	expect(rc, NULL, "epoll_pwait(%ld, [], 4, 1, [INT], 8)", ep);
	rc = sys(SYS_epoll_pwait, -1, (long)out, 4, 0, (long)&set, 8);
	expect(rc, "EBADF", "epoll_pwait(-1, %p, 4, 0, %p, 8)", (void *)out, (void *)&set);
	struct timespec ts = { 0, 1000 };
	rc = sys(SYS_epoll_pwait2, ep, (long)out, 4, (long)&ts, 0, 8);
	expect(rc, NULL, "epoll_pwait2(%ld, [], 4, {tv_sec=0, tv_nsec=1000}, NULL, 8)", ep);
	rc = sys(SYS_epoll_pwait2, ep, (long)out, 4, 8, (long)&set, 8);
	expect(rc, "EFAULT", "epoll_pwait2(%ld, %p, 4, 0x8, %p, 8)", ep, (void *)out, (void *)&set);
}

int main(void)
{
	int fds[2];
	if (pipe(fds) < 0 || write(fds[1], "x", 1) != 1)
		return 1;
	test_poll(fds[0], fds[1]);
	test_select(fds[0], fds[1]);
	test_epoll(fds[0], fds[1]);
	return 0;
}
