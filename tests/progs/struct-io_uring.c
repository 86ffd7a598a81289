/* io_uring_setup's struct io_uring_params: the members the caller sets at
 * entry, then inside the same braces what the kernel filled (sizes,
 * features, ring offsets) when the call worked; the reserved words only
 * when not zero, wq_fd only with IORING_SETUP_ATTACH_WQ; unreadable and
 * short structs as their address.  Also io_uring_enter's signal set and
 * io_uring_register's argument for each opcode seize decodes.
 * SEIZE_XLAT says the -X. */
#include "struct-style.h"

#include <linux/io_uring.h>
#include <signal.h>
#include <stdint.h>
#include <sys/uio.h>

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

/* The features strace 6.1 names, in their bit order. */
static const char *const features[] = {
	"IORING_FEAT_SINGLE_MMAP", "IORING_FEAT_NODROP", "IORING_FEAT_SUBMIT_STABLE",
	"IORING_FEAT_RW_CUR_POS", "IORING_FEAT_CUR_PERSONALITY", "IORING_FEAT_FAST_POLL",
	"IORING_FEAT_POLL_32BITS", "IORING_FEAT_SQPOLL_NONFIXED", "IORING_FEAT_EXT_ARG",
	"IORING_FEAT_NATIVE_WORKERS", "IORING_FEAT_RSRC_TAGS", "IORING_FEAT_CQE_SKIP",
	"IORING_FEAT_LINKED_FILE",
};

static const char *features_text(unsigned v)
{
	char names[1024] = "";
	unsigned known = 0;
	for (unsigned i = 0; i < sizeof features / sizeof *features; i++) {
		if (!(v & 1U << i))
			continue;
		known |= 1U << i;
		strcat(names, *names ? "|" : "");
		strcat(names, features[i]);
	}
	if (v & ~known) {
		char rest[32];
		snprintf(rest, sizeof rest, *names ? "|%#x" : "%#x", v & ~known);
		strcat(names, rest);
	}
	if (!known)
		return v ? U(F("%#x", v), "IORING_FEAT_???") : "0";
	return X(F("%#x", v), F("%s", names));
}

static const char *offsets_text(const struct io_uring_params *p)
{
	const struct io_sqring_offsets *s = &p->sq_off;
	const struct io_cqring_offsets *c = &p->cq_off;
	return F("sq_off={head=%u, tail=%u, ring_mask=%u, ring_entries=%u, flags=%u, dropped=%u, "
		 "array=%u%s%s}, cq_off={head=%u, tail=%u, ring_mask=%u, ring_entries=%u, "
		 "overflow=%u, cqes=%u, flags=%u%s%s}",
		 s->head, s->tail, s->ring_mask, s->ring_entries, s->flags, s->dropped, s->array,
		 s->resv1 ? F(", resv1=%#x", s->resv1) : "",
		 s->resv2 ? F(", resv2=%#llx", (unsigned long long)s->resv2) : "",
		 c->head, c->tail, c->ring_mask, c->ring_entries, c->overflow, c->cqes, c->flags,
		 c->resv1 ? F(", resv1=%#x", c->resv1) : "",
		 c->resv2 ? F(", resv2=%#llx", (unsigned long long)c->resv2) : "");
}

static long setup(char *end)
{
	struct io_uring_params *p = (void *)(end - sizeof *p);
	memset(p, 0, sizeof *p);
	long fd = syscall(SYS_io_uring_setup, 2, p);
	if (fd >= 0)
		expect(fd, NULL, "io_uring_setup(2, {flags=0, sq_thread_cpu=0, sq_thread_idle=0, "
		       "sq_entries=%u, cq_entries=%u, features=%s, %s})", p->sq_entries,
		       p->cq_entries, features_text(p->features), offsets_text(p));
	else
		expect(fd, err(fd), "io_uring_setup(2, {flags=0, sq_thread_cpu=0, sq_thread_idle=0})");

	memset(p, 0, sizeof *p);
	p->flags = IORING_SETUP_CQSIZE | IORING_SETUP_ATTACH_WQ | 0x80000000U;
	p->sq_thread_cpu = 3;
	p->sq_thread_idle = 1000;
	p->wq_fd = (unsigned)-1;
	p->resv[1] = 0xbeef;
	long rc = syscall(SYS_io_uring_setup, 1, p);
	expect(rc, err(rc), "io_uring_setup(1, {flags=%s, sq_thread_cpu=0x3, sq_thread_idle=1000, "
	       "wq_fd=-1, resv=[0, 0xbeef, 0]})",
	       X("0x80000028", "IORING_SETUP_CQSIZE|IORING_SETUP_ATTACH_WQ|0x80000000"));
	p->flags = 1U << 20;
	p->resv[1] = 0;
	rc = syscall(SYS_io_uring_setup, 1, p);
	expect(rc, err(rc), "io_uring_setup(1, {flags=%s, sq_thread_cpu=0x3, sq_thread_idle=1000})",
	       U("0x100000", "IORING_SETUP_???"));
	rc = syscall(SYS_io_uring_setup, 1, end - 8);
	expect(rc, err(rc), "io_uring_setup(1, %p)", (void *)(end - 8));
	rc = syscall(SYS_io_uring_setup, 0xffffffffUL, NULL);
	expect(rc, err(rc), "io_uring_setup(4294967295, NULL)");
	return fd;
}

static void enter(long fd)
{
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	long rc = syscall(SYS_io_uring_enter, fd, 0, 0, IORING_ENTER_GETEVENTS | 0x80000000U, &set, 8);
	expect(rc, err(rc), "io_uring_enter(%ld, 0, 0, %s, [%s], 8)", fd,
	       X("0x80000001", "IORING_ENTER_GETEVENTS|0x80000000"), X("10", "USR1"));
}

static long reg(long fd, unsigned op, const void *arg, unsigned nr)
{
	return syscall(SYS_io_uring_register, fd, op, arg, nr);
}

/* Each opcode on a ring that may not exist (fd -1 when io_uring is off):
 * whatever the kernel says, the argument prints as it was passed. */
static void registers(long fd, char *end)
{
	int fds[3] = {-1, 0, 1};
	long rc = reg(fd, IORING_REGISTER_FILES, fds, 3);
	expect(rc, err(rc), "io_uring_register(%ld, %s, [-1, 0, 1], 3)", fd,
	       X("0x2", "IORING_REGISTER_FILES"));
	rc = reg(fd, IORING_REGISTER_EVENTFD, end - 2, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, %p, 1)", fd,
	       X("0x4", "IORING_REGISTER_EVENTFD"), (void *)(end - 2));
	fds[0] = IORING_REGISTER_FILES_SKIP;
	fds[1] = -7;
	struct io_uring_files_update up = {.offset = 5, .fds = (uintptr_t)fds};
	rc = reg(fd, IORING_REGISTER_FILES_UPDATE, &up, 3);
	expect(rc, err(rc), "io_uring_register(%ld, %s, {offset=5, fds=[%s, -7, 1]}, 3)", fd,
	       X("0x6", "IORING_REGISTER_FILES_UPDATE"), X("-2", "IORING_REGISTER_FILES_SKIP"));
	struct iovec iov = {.iov_base = end, .iov_len = 4096};
	rc = reg(fd, IORING_REGISTER_BUFFERS, &iov, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, [{iov_base=%p, iov_len=4096}], 1)", fd,
	       X("0", "IORING_REGISTER_BUFFERS"), (void *)end);
	struct io_uring_restriction r[3] = {
		{.opcode = IORING_RESTRICTION_REGISTER_OP, .register_op = IORING_REGISTER_PROBE},
		{.opcode = IORING_RESTRICTION_SQE_FLAGS_ALLOWED,
		 .sqe_flags = IOSQE_IO_LINK | 0x80, .resv = 1},
		{.opcode = 9, .sqe_op = 4, .resv2 = {0, 7, 0}},
	};
	rc = reg(fd, IORING_REGISTER_RESTRICTIONS, r, 3);
	expect(rc, err(rc), "io_uring_register(%ld, %s, [{opcode=%s, register_op=%s}, "
	       "{opcode=%s, sqe_flags=%s, resv=0x1}, {opcode=%s /* op: 0x4 */, "
	       "resv2=[0, 0x7, 0]}], 3)", fd, X("0xb", "IORING_REGISTER_RESTRICTIONS"),
	       X("0", "IORING_RESTRICTION_REGISTER_OP"), X("0x8", "IORING_REGISTER_PROBE"),
	       X("0x2", "IORING_RESTRICTION_SQE_FLAGS_ALLOWED"), X("0x84", "IOSQE_IO_LINK|0x80"),
	       U("0x9", "IORING_RESTRICTION_???"));

	uint64_t tags[1] = {0xfeed};
	struct io_uring_rsrc_register rr = {.nr = 1, .data = (uintptr_t)fds, .tags = (uintptr_t)tags};
	rc = reg(fd, IORING_REGISTER_FILES2, &rr, sizeof rr);
	/* -2 is a skip only in an update */
	expect(rc, err(rc), "io_uring_register(%ld, %s, {nr=1, flags=0, data=[-2], tags=[0xfeed]}, 32)",
	       fd, X("0xd", "IORING_REGISTER_FILES2"));
	rc = reg(fd, IORING_REGISTER_FILES2, &rr, 16);
	expect(rc, err(rc), "io_uring_register(%ld, %s, %p, 16)", fd,
	       X("0xd", "IORING_REGISTER_FILES2"), (void *)&rr);
	struct io_uring_rsrc_update2 ru = {.offset = 1, .data = (uintptr_t)&iov, .nr = 1,
					   .resv2 = 3};
	rc = reg(fd, IORING_REGISTER_BUFFERS_UPDATE, &ru, sizeof ru);
	expect(rc, err(rc), "io_uring_register(%ld, %s, {offset=1, data=[{iov_base=%p, "
	       "iov_len=4096}], tags=NULL, nr=1, resv2=0x3}, 32)", fd,
	       X("0x10", "IORING_REGISTER_BUFFERS_UPDATE"), (void *)end);
	struct io_uring_buf_reg br = {.ring_addr = 0x1000, .ring_entries = 8, .bgid = 2};
	rc = reg(fd, IORING_REGISTER_PBUF_RING, &br, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, {ring_addr=0x1000, ring_entries=8, "
	       "bgid=2}, 1)", fd, X("0x16", "IORING_REGISTER_PBUF_RING"));
	struct io_uring_rsrc_update rf = {.offset = ~0U, .data = 0xbadc0ded00000000ULL};
	rc = reg(fd, IORING_REGISTER_RING_FDS, &rf, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, [{offset=-1, data=0}], 1)", fd,
	       X("0x14", "IORING_REGISTER_RING_FDS"));
	rc = reg(fd, IORING_UNREGISTER_RING_FDS, &rf, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, [{offset=4294967295, "
	       "data=0xbadc0ded00000000}], 1)", fd, X("0x15", "IORING_UNREGISTER_RING_FDS"));
	rc = reg(fd, 0xbad, &rf, 1);
	expect(rc, err(rc), "io_uring_register(%ld, %s, %p, 1)", fd,
	       U("0xbad", "IORING_REGISTER_???"), (void *)&rf);
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	long fd = setup(end);
	enter(fd);
	registers(fd, end);
	if (fd >= 0)
		close((int)fd);
	return 0;
}
