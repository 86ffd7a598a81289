/* Linux native AIO: io_setup's context, io_submit's control blocks for a
 * write (its bytes shown), a read (its buffer's address), a vectored write,
 * a poll, an fsync and an unknown command, io_getevents' event, io_cancel
 * of a block that is not queued, io_destroy; pointers that are NULL or
 * run into an unmapped page.  SEIZE_XLAT says the -X. */
#include "struct-style.h"

#include <fcntl.h>
#include <linux/aio_abi.h>
#include <poll.h>
#include <stdint.h>
#include <sys/uio.h>
#include <time.h>

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static const char *cmd(unsigned v, const char *name)
{
	return X(F("%u", v), name);
}

static long submit1(aio_context_t ctx, struct iocb *cb)
{
	struct iocb *list[1] = {cb};
	return syscall(SYS_io_submit, ctx, 1, list);
}

/* Wait for the one event a submitted block makes and print its line. */
static void reap(aio_context_t ctx)
{
	struct io_event ev[4];
	struct timespec ts = {.tv_sec = 5};
	long rc = syscall(SYS_io_getevents, ctx, 1, 4, ev, &ts);
	if (rc == 1)
		expect(rc, NULL, "io_getevents(%#llx, 1, 4, [{data=%#llx, obj=%#llx, res=%lld, "
		       "res2=%lld}], {tv_sec=5, tv_nsec=0})", (unsigned long long)ctx,
		       (unsigned long long)ev[0].data, (unsigned long long)ev[0].obj,
		       (long long)ev[0].res, (long long)ev[0].res2);
	else
		expect(rc, err(rc), "io_getevents(%#llx, 1, 4, %s, {tv_sec=5, tv_nsec=0})",
		       (unsigned long long)ctx, rc == 0 ? "[]" : F("%p", (void *)ev));
}

int main(void)
{
	style_init();
	aio_context_t ctx = 0;
	long rc = syscall(SYS_io_setup, 4, &ctx);
	if (rc == 0)
		expect(rc, NULL, "io_setup(4, [%#llx])", (unsigned long long)ctx);
	else
		expect(rc, err(rc), "io_setup(4, %p)", (void *)&ctx);
	rc = syscall(SYS_io_setup, 4, NULL);
	expect(rc, err(rc), "io_setup(4, NULL)");
	/* after io_setup, whose ring may take the place of an unmapped page */
	char *end = (char *)tail_page() + 4096;
	int null = open("/dev/null", O_WRONLY);
	const char *ctxs = F("%#llx", (unsigned long long)ctx);

	static char data[] = "seize";
	struct iocb cb = {
		.aio_data = 0xfeed, .aio_lio_opcode = IOCB_CMD_PWRITE, .aio_fildes = null,
		.aio_buf = (uintptr_t)data, .aio_nbytes = 5, .aio_offset = 0,
	};
	rc = submit1(ctx, &cb);
	expect(rc, err(rc), "io_submit(%s, 1, [{aio_data=0xfeed, aio_lio_opcode=%s, aio_fildes=%d, "
	       "aio_buf=\"seize\", aio_nbytes=5, aio_offset=0}])", ctxs,
	       cmd(1, "IOCB_CMD_PWRITE"), null);
	if (rc == 1)
		reap(ctx);

	struct iovec iov[2] = {{data, 2}, {data + 2, 3}};
	cb.aio_lio_opcode = IOCB_CMD_PWRITEV;
	cb.aio_buf = (uintptr_t)iov;
	cb.aio_nbytes = 2;
	cb.aio_offset = 7;
	cb.aio_reqprio = 2 << 13 | 4;
	cb.aio_flags = IOCB_FLAG_IOPRIO;
	rc = submit1(ctx, &cb);
	expect(rc, err(rc), "io_submit(%s, 1, [{aio_data=0xfeed, aio_lio_opcode=%s, "
	       "aio_reqprio=%s, aio_fildes=%d, "
	       "aio_buf=[{iov_base=\"se\", iov_len=2}, {iov_base=\"ize\", iov_len=3}], "
	       "aio_offset=7, aio_flags=%s}])", ctxs, cmd(8, "IOCB_CMD_PWRITEV"),
	       xlat_style == XLAT_VERBOSE
	       ? "0x4004 /* IOPRIO_PRIO_VALUE(0x2 /* IOPRIO_CLASS_BE */, 4) */"	/* strace's nesting */
	       : X("0x4004", "IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)"), null,
	       X("0x2", "IOCB_FLAG_IOPRIO"));
	if (rc == 1)
		reap(ctx);

	/* a read's buffer, the resfd flag and a key; a block that fails */
	struct iocb rd = {
		.aio_data = 1, .aio_key = 3, .aio_lio_opcode = IOCB_CMD_PREAD, .aio_fildes = 99,
		.aio_buf = (uintptr_t)end, .aio_nbytes = 16, .aio_offset = -1,
		.aio_flags = IOCB_FLAG_RESFD, .aio_resfd = 98,
	};
	rc = submit1(ctx, &rd);
	expect(rc, err(rc), "io_submit(%s, 1, [{aio_data=0x1, aio_key=3, aio_lio_opcode=%s, "
	       "aio_fildes=99, aio_buf=%p, aio_nbytes=16, aio_offset=-1, aio_flags=%s, "
	       "aio_resfd=98}])", ctxs, cmd(0, "IOCB_CMD_PREAD"), (void *)end,
	       X("0x1", "IOCB_FLAG_RESFD"));
	struct iocb other = {.aio_lio_opcode = IOCB_CMD_POLL, .aio_fildes = 99,
			     .aio_buf = POLLIN | POLLOUT};
	struct iocb sync = {.aio_lio_opcode = IOCB_CMD_FSYNC, .aio_fildes = 99, .aio_reqprio = 5};
	struct iocb unknown = {.aio_lio_opcode = 0xf00d, .aio_fildes = 99, .aio_buf = 1};
	struct iocb *list[5] = {&other, &sync, &unknown, NULL, (void *)(end - 8)};
	rc = syscall(SYS_io_submit, ctx, 5, list);
	expect(rc, err(rc), "io_submit(%s, 5, [{aio_data=0, aio_lio_opcode=%s, aio_fildes=99, "
	       "aio_buf=%s}, {aio_data=0, aio_lio_opcode=%s, aio_reqprio=5, aio_fildes=99}, "
	       "{aio_data=0, aio_lio_opcode=%s, aio_fildes=99}, NULL, %p])", ctxs,
	       cmd(5, "IOCB_CMD_POLL"), X("0x5", "POLLIN|POLLOUT"), cmd(2, "IOCB_CMD_FSYNC"),
	       U("61453", "IOCB_CMD_???"), (void *)(end - 8));
	rc = syscall(SYS_io_submit, ctx, -1L, list);
	expect(rc, err(rc), "io_submit(%s, -1, %p)", ctxs, (void *)list);

	struct io_event result;
	rc = syscall(SYS_io_cancel, ctx, &rd, &result);
	expect(rc, err(rc), "io_cancel(%s, {aio_data=0x1, aio_key=3, aio_lio_opcode=%s, aio_fildes=99}, "
	       "%p)", ctxs, cmd(0, "IOCB_CMD_PREAD"), (void *)&result);
	rc = syscall(SYS_io_destroy, ctx);
	expect(rc, err(rc), "io_destroy(%s)", ctxs);
	rc = syscall(SYS_io_destroy, 0);
	expect(rc, err(rc), "io_destroy(NULL)");
	close(null);
	return 0;
}
