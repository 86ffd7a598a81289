/* -P /dev/null and the descriptors inside poll arrays and select sets:
 * the calls whose arrays or sets name /dev/null print, the others do not.
 * Run with -P /dev/null -e trace=poll,ppoll,select,pselect6. */
#include "progs.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <time.h>

int main(void)
{
	int zero = open("/dev/zero", O_RDONLY);
	int null = open("/dev/null", O_RDONLY);
	if (zero < 0 || null < 0)
		return 1;

	/* /dev/null second in the array: the whole call prints */
	struct pollfd f[2] = { { zero, POLLIN, 0 }, { null, POLLIN, 0 } };
	char ret[256];
	long rc = syscall(SYS_poll, f, 2, 0);
	snprintf(ret, sizeof ret, "%ld ([{fd=%d, revents=POLLIN}, {fd=%d, revents=POLLIN}])", rc,
		 zero, null);
	expect_ret(ret, "poll([{fd=%d, events=POLLIN}, {fd=%d, events=POLLIN}], 2, 0)", zero, null);
	/* /dev/zero alone: left out */
	syscall(SYS_poll, f, 1, 0);
	/* the array runs into an unmapped page after /dev/null's element:
	 * it matches on what is readable */
	struct pollfd *last = (struct pollfd *)((char *)tail_page() + 4096) - 1;
	*last = f[1];
	rc = syscall(SYS_poll, last, 2, 0);
	expect(rc, "EFAULT", "poll([{fd=%d, events=POLLIN}, ... /* %p */], 2, 0)", null,
	       (void *)(last + 1));
	/* an unreadable array matches nothing */
	syscall(SYS_poll, last + 1, 1, 0);

	struct timespec ts = { 0, 0 };
	rc = syscall(SYS_ppoll, &f[1], 1, &ts, NULL, 8);
	snprintf(ret, sizeof ret, "%ld ([{fd=%d, revents=POLLIN}], left {tv_sec=0, tv_nsec=0})", rc,
		 null);
	expect_ret(ret, "ppoll([{fd=%d, events=POLLIN}], 1, {tv_sec=0, tv_nsec=0}, NULL, 8)", null);
	syscall(SYS_ppoll, f, 1, &ts, NULL, 8);

	/* select: /dev/null in the write set */
	fd_set rd, wr;
	FD_ZERO(&rd);
	FD_ZERO(&wr);
	FD_SET(zero, &rd);
	FD_SET(null, &wr);
	struct timeval tv = { 0, 0 };
	rc = syscall(SYS_select, null + 1, &rd, &wr, NULL, &tv);
	snprintf(ret, sizeof ret, "%ld (in [%d], out [%d], left {tv_sec=0, tv_usec=0})", rc, zero,
		 null);
	expect_ret(ret, "select(%d, [%d], [%d], NULL, {tv_sec=0, tv_usec=0})", null + 1, zero, null);
	/* only /dev/zero set: left out */
	FD_ZERO(&wr);
	FD_SET(zero, &rd);
	tv.tv_usec = 0;
	syscall(SYS_select, null + 1, &rd, &wr, NULL, &tv);
	/* nfds below /dev/null's number: its bit is no part of the set */
	FD_SET(null, &rd);
	tv.tv_usec = 0;
	syscall(SYS_select, null, &rd, NULL, NULL, &tv);
	/* pselect6 reads the sets as select does */
	FD_ZERO(&rd);
	FD_SET(null, &rd);
	ts.tv_nsec = 0;
	rc = syscall(SYS_pselect6, null + 1, &rd, NULL, NULL, &ts, NULL);
	snprintf(ret, sizeof ret, "%ld (in [%d], left {tv_sec=0, tv_nsec=0})", rc, null);
	expect_ret(ret, "pselect6(%d, [%d], NULL, NULL, {tv_sec=0, tv_nsec=0}, NULL)", null + 1, null);
	return 0;
}
