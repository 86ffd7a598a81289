/* The kernel's asynchronous I/O: io_setup's context, io_submit's iocbs
 * (a write's bytes, a vectored read's iovecs, a poll's events, the
 * members shown only when set, an I/O priority), io_getevents' events,
 * io_pgetevents' mask, io_cancel and io_destroy; NULL, bad and short
 * pointers.  SEIZE_XLAT=raw or verbose: the lines of that -X, where the
 * I/O priority is left out: strace 6.1 names its class in a comment
 * inside the comment, which seize does not. */
#include "progs.h"

#include <fcntl.h>
#include <linux/aio_abi.h>
#include <linux/ioprio.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <sys/uio.h>
#include <time.h>

enum { ABBREV, RAW, VERBOSE };
static int xmode;

static const char *xl(const char *name, const char *num)
{
	static char bufs[8][256];
	static int next;
	char *b = bufs[next++ % 8];
	if (xmode == RAW)
		snprintf(b, sizeof bufs[0], "%s", num);
	else if (xmode == VERBOSE)
		snprintf(b, sizeof bufs[0], "%s /* %s */", num, name);
	else
		snprintf(b, sizeof bufs[0], "%s", name);
	return b;
}

static const char *num_sigusr1(void)
{
	static char b[16];
	snprintf(b, sizeof b, "%d", SIGUSR1);
	return b;
}

static const char *err(void)
{
	return strerrorname_np(errno);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	xmode = x && !strcmp(x, "raw") ? RAW : x && !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	char path[] = "/tmp/seize-misc-aio-XXXXXX";
	int fd = mkstemp(path);
	if (fd < 0)
		return 1;
	unlink(path);

	long rc = syscall(SYS_io_setup, 4, NULL);
	expect(rc, err(), "io_setup(4, NULL)");
	aio_context_t ctx = 0;
	rc = syscall(SYS_io_setup, 4, &ctx);
	if (rc < 0) {
		expect(rc, err(), "io_setup(4, %p)", (void *)&ctx);
		return 0;
	}
	expect(rc, NULL, "io_setup(4, [%#llx])", (unsigned long long)ctx);
	/* after io_setup, whose ring could fill the hole after the page */
	char *page = tail_page();

	/* a write: its bytes; a priority, flags and key only when set */
	struct iocb w;
	memset(&w, 0, sizeof w);
	w.aio_data = 0xfeed;
	w.aio_lio_opcode = IOCB_CMD_PWRITE;
	w.aio_fildes = (uint32_t)fd;
	w.aio_buf = (uintptr_t)"hello";
	w.aio_nbytes = 5;
	w.aio_offset = 0;
	if (xmode == ABBREV) {
		w.aio_flags = IOCB_FLAG_IOPRIO;
		w.aio_reqprio = IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4);
	} else {
		w.aio_reqprio = -2;
	}
	struct iocb *list[2] = { &w, NULL };
	rc = syscall(SYS_io_submit, ctx, 1L, list);
	if (xmode == ABBREV)
		expect(rc, err(), "io_submit(%#llx, 1, [{aio_data=0xfeed, aio_lio_opcode=IOCB_CMD_PWRITE, "
		       "aio_reqprio=IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4), aio_fildes=%d, "
		       "aio_buf=\"hello\", aio_nbytes=5, aio_offset=0, aio_flags=IOCB_FLAG_IOPRIO}])",
		       (unsigned long long)ctx, fd);
	else
		expect(rc, err(), "io_submit(%#llx, 1, [{aio_data=0xfeed, aio_lio_opcode=%s, "
		       "aio_reqprio=-2, aio_fildes=%d, aio_buf=\"hello\", aio_nbytes=5, "
		       "aio_offset=0}])", (unsigned long long)ctx, xl("IOCB_CMD_PWRITE", "1"), fd);

	struct io_event ev[2];
	struct timespec ts = { 1, 0 };
	rc = syscall(SYS_io_getevents, ctx, 1L, 2L, ev, &ts);
	if (rc == 1)
		expect(rc, NULL, "io_getevents(%#llx, 1, 2, [{data=0xfeed, obj=%p, res=%lld, res2=%lld}], "
		       "{tv_sec=1, tv_nsec=0})", (unsigned long long)ctx, (void *)&w,
		       (long long)ev[0].res, (long long)ev[0].res2);
	else
		expect(rc, err(), "io_getevents(%#llx, 1, 2, %p, {tv_sec=1, tv_nsec=0})",
		       (unsigned long long)ctx, (void *)ev);

	/* a vectored read: its iovecs as addresses; a poll: its events */
	char b1[2], b2[3];
	struct iovec iov[2] = { { b1, sizeof b1 }, { b2, sizeof b2 } };
	struct iocb r, p;
	memset(&r, 0, sizeof r);
	r.aio_data = 1;
	r.aio_key = 7;
	r.aio_lio_opcode = IOCB_CMD_PREADV;
	r.aio_fildes = (uint32_t)fd;
	r.aio_buf = (uintptr_t)iov;
	r.aio_nbytes = 2;
	r.aio_offset = -1;
	r.aio_reqprio = 3;
	memset(&p, 0, sizeof p);
	p.aio_lio_opcode = IOCB_CMD_POLL;
	p.aio_fildes = (uint32_t)-1;
	p.aio_buf = POLLIN | POLLOUT;
	p.aio_resfd = 9;
	list[0] = &r;
	list[1] = &p;
	rc = syscall(SYS_io_submit, ctx, 2L, list);
	expect(rc, err(), "io_submit(%#llx, 2, [{aio_data=0x1, aio_key=7, aio_lio_opcode=%s, "
	       "aio_reqprio=3, aio_fildes=%d, aio_buf=[{iov_base=%p, iov_len=2}, {iov_base=%p, "
	       "iov_len=3}], aio_offset=-1}, {aio_data=0, aio_lio_opcode=%s, aio_fildes=-1, "
	       "aio_buf=%s, aio_resfd=0x9}])", (unsigned long long)ctx,
	       xl("IOCB_CMD_PREADV", "7"), fd, (void *)b1, (void *)b2,
	       xl("IOCB_CMD_POLL", "5"), xl("POLLIN|POLLOUT", "0x5"));

	/* an unknown command; the second pointer in the unmapped page */
	struct iocb *u = (void *)(page + 4096 - sizeof *u - 2 * sizeof(void *));
	memset(u, 0, sizeof *u);
	u->aio_lio_opcode = 99;
	u->aio_fildes = 0;
	struct iocb **tail = (void *)(page + 4096 - sizeof(void *));
	*tail = u;
	rc = syscall(SYS_io_submit, ctx, 2L, tail);
	expect(rc, err(), "io_submit(%#llx, 2, [{aio_data=0, aio_lio_opcode=%s, aio_fildes=0}, "
	       "... /* %p */])", (unsigned long long)ctx,
	       xmode == RAW ? "99" : "99 /* IOCB_CMD_??? */", (void *)(page + 4096));
	rc = syscall(SYS_io_submit, ctx, -1L, tail);
	expect(rc, err(), "io_submit(%#llx, -1, %p)", (unsigned long long)ctx, (void *)tail);
	rc = syscall(SYS_io_submit, 0UL, 1L, NULL);
	expect(rc, err(), "io_submit(NULL, 1, NULL)");

	/* io_submit set aio_key to the kernel's KIOCB_KEY, 0 */
	char key[32] = "";
	if (r.aio_key)
		snprintf(key, sizeof key, "aio_key=%u, ", r.aio_key);
	rc = syscall(SYS_io_cancel, ctx, &r, page + 4096 - 8);
	expect(rc, err(), "io_cancel(%#llx, {aio_data=0x1, %saio_lio_opcode=%s, "
	       "aio_reqprio=3, aio_fildes=%d}, %p)", (unsigned long long)ctx, key,
	       xl("IOCB_CMD_PREADV", "7"), fd, (void *)(page + 4096 - 8));
	rc = syscall(SYS_io_cancel, ctx, page + 4096 - 8, NULL);
	expect(rc, err(), "io_cancel(%#llx, %p, NULL)", (unsigned long long)ctx,
	       (void *)(page + 4096 - 8));

	/* io_pgetevents: the struct __aio_sigset and its mask */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	struct { const sigset_t *mask; size_t size; } sig = { &set, 8 };
	struct timespec zero = { 0, 0 };
	rc = syscall(SYS_io_pgetevents, ctx, 0L, 1L, NULL, &zero, &sig);
	expect(rc, err(), "io_pgetevents(%#llx, 0, 1, NULL, {tv_sec=0, tv_nsec=0}, "
	       "{sigmask=[%s], sigsetsize=8})", (unsigned long long)ctx,
	       xl("USR1", num_sigusr1()));
	sig.size = 16;
	rc = syscall(SYS_io_pgetevents, ctx, 0L, 1L, ev, page + 4096 - 8, &sig);
	expect(rc, err(), "io_pgetevents(%#llx, 0, 1, %p, %p, {sigmask=%p, sigsetsize=16})",
	       (unsigned long long)ctx, (void *)ev, (void *)(page + 4096 - 8), (void *)&set);
	rc = syscall(SYS_io_pgetevents, ctx, 0L, 1L, ev, NULL, page + 4096 - 8);
	expect(rc, err(), "io_pgetevents(%#llx, 0, 1, %p, NULL, %p)", (unsigned long long)ctx,
	       (void *)ev, (void *)(page + 4096 - 8));

	rc = syscall(SYS_io_destroy, ctx);
	expect(rc, err(), "io_destroy(%#llx)", (unsigned long long)ctx);
	rc = syscall(SYS_io_destroy, 0UL);
	expect(rc, err(), "io_destroy(NULL)");
	return 0;
}
