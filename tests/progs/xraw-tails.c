/* Arrays whose tail runs into an unmapped page: strace prints the elements
 * it could read, then "..." and the address of the first it could not.
 * Group lists, iovec arrays, poll arrays and select's sets. */
#include "progs.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <sys/uio.h>

int main(void)
{
	char *end = (char *)tail_page() + 4096;

	/* one gid readable of two */
	unsigned *g = (unsigned *)end - 1;
	*g = 5;
	long rc = syscall(SYS_setgroups, 2, g);
	expect(rc, "EFAULT", "setgroups(2, [5, ... /* %p */])", (void *)(g + 1));
	/* none readable: the address */
	rc = syscall(SYS_setgroups, 1, g + 1);
	expect(rc, "EFAULT", "setgroups(1, %p)", (void *)(g + 1));

	/* writev: the first iovec, then the address of the second */
	struct iovec *iov = (struct iovec *)end - 1;
	iov->iov_base = "ab";
	iov->iov_len = 2;
	int null = open("/dev/null", O_WRONLY);
	rc = syscall(SYS_writev, null, iov, 2);
	expect(rc, "EFAULT", "writev(%d, [{iov_base=\"ab\", iov_len=2}, ... /* %p */], 2)", null,
	       (void *)(iov + 1));
	rc = syscall(SYS_writev, null, iov + 1, 1);
	expect(rc, "EFAULT", "writev(%d, %p, 1)", null, (void *)(iov + 1));

	/* poll: the readable pollfd, then the address */
	struct pollfd *p = (struct pollfd *)end - 1;
	p->fd = null;
	p->events = POLLOUT;
	rc = syscall(SYS_poll, p, 3, 0);
	expect(rc, "EFAULT", "poll([{fd=%d, events=POLLOUT}, ... /* %p */], 3, 0)", null,
	       (void *)(p + 1));

	/* select: a set that is not all readable prints as its address.  The
	 * kernel clips nfds to the size of the descriptor table before it
	 * reads the sets (fs/select.c), so the table is grown past 100 first:
	 * otherwise a process with few descriptors reads only 8 bytes. */
	if (dup2(null, 120) < 0)
		abort();
	close(120);
	fd_set *set = (fd_set *)(end - 8);
	memset(set, 0, 8);
	struct timeval tv = { 0, 0 };
	rc = syscall(SYS_select, 100, set, NULL, NULL, &tv);
	expect(rc, "EFAULT", "select(100, %p, NULL, NULL, {tv_sec=0, tv_usec=0})", (void *)set);
	close(null);
	return 0;
}
