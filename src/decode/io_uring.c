/* io_uring_setup's struct io_uring_params: what the caller sets prints at
 * entry, what the kernel fills (the ring sizes, the features, the ring
 * offsets) is added at exit inside the same braces, as strace does. */
#include <linux/io_uring.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_io_uring_setup_flags, xlat_io_uring_features;

static void print_flags_field(struct tracee *t, const char *name, const struct xlat *x,
			      uint32_t v)
{
	sink_field(t, name);
	sink_xflags(t, x, v, x->dflt);
}

/* The reserved words of the offsets print only when not zero. */
static void print_resv(struct tracee *t, uint32_t resv1, uint64_t resv2)
{
	if (resv1)
		sink_hex_field(t, "resv1", resv1);
	if (resv2)
		sink_hex_field(t, "resv2", resv2);
}

static void print_sq_off(struct tracee *t, const struct io_sqring_offsets *o)
{
	sink_field(t, "sq_off");
	sink_struct(t);
	sink_uint_field(t, "head", o->head);
	sink_uint_field(t, "tail", o->tail);
	sink_uint_field(t, "ring_mask", o->ring_mask);
	sink_uint_field(t, "ring_entries", o->ring_entries);
	sink_uint_field(t, "flags", o->flags);
	sink_uint_field(t, "dropped", o->dropped);
	sink_uint_field(t, "array", o->array);
	print_resv(t, o->resv1, o->resv2);
	sink_end(t);
}

static void print_cq_off(struct tracee *t, const struct io_cqring_offsets *o)
{
	sink_field(t, "cq_off");
	sink_struct(t);
	sink_uint_field(t, "head", o->head);
	sink_uint_field(t, "tail", o->tail);
	sink_uint_field(t, "ring_mask", o->ring_mask);
	sink_uint_field(t, "ring_entries", o->ring_entries);
	sink_uint_field(t, "overflow", o->overflow);
	sink_uint_field(t, "cqes", o->cqes);
	sink_uint_field(t, "flags", o->flags);
	print_resv(t, o->resv1, o->resv2);
	sink_end(t);
}

static void print_params_in(struct tracee *t, const struct io_uring_params *p)
{
	print_flags_field(t, "flags", &xlat_io_uring_setup_flags, p->flags);
	sink_hex_field(t, "sq_thread_cpu", p->sq_thread_cpu);
	sink_uint_field(t, "sq_thread_idle", p->sq_thread_idle);
	if (p->flags & IORING_SETUP_ATTACH_WQ) {
		sink_field(t, "wq_fd");
		sink_fd(t, (int)p->wq_fd);
	}
	if (p->resv[0] || p->resv[1] || p->resv[2]) {
		sink_field(t, "resv");
		sink_array(t);
		for (int i = 0; i < 3; i++) {
			sink_elem(t);
			sink_hex(t, p->resv[i]);
		}
		sink_end(t);
	}
}

static void print_params_out(struct tracee *t, const struct io_uring_params *p)
{
	sink_uint_field(t, "sq_entries", p->sq_entries);
	sink_uint_field(t, "cq_entries", p->cq_entries);
	print_flags_field(t, "features", &xlat_io_uring_features, p->features);
	print_sq_off(t, &p->sq_off);
	print_cq_off(t, &p->cq_off);
}

/* io_uring_setup(entries, params): the struct stays open from entry to
 * exit when it could be read. */
int dec_io_uring_setup(struct tracee *t)
{
	struct io_uring_params p;
	uint64_t addr = argu(t, 1);
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_arg(t, 1);
		if (!sink_fetch(t, addr, &p, sizeof p))
			return DEC_DONE;
		sink_struct(t);
		print_params_in(t, &p);
		return DEC_EXIT_TAIL;
	}
	if (!t->call.is_error && mem_read(t->tid, addr, &p, sizeof p))
		print_params_out(t, &p);
	sink_end(t);
	return DEC_DONE;
}

/* ---- io_uring_register: the argument each opcode takes ---- */

extern const struct xlat xlat_io_uring_ops, xlat_io_uring_restriction_ops,
	xlat_io_uring_sqe_flags, xlat_io_uring_rsrc_flags;

/* The struct size of the *2 and update opcodes: nr_args is their size. */
enum { RSRC_ARG_SIZE = 32 };

/* A registered file: -2 is IORING_REGISTER_FILES_SKIP (an update that
 * leaves the slot), other values below -1 no descriptor either. */
static void print_update_fd(struct tracee *t, const void *elem, void *ctx)
{
	int fd;
	memcpy(&fd, elem, sizeof fd);
	if (fd == IORING_REGISTER_FILES_SKIP)
		sink_const(t, (uint64_t)(int64_t)fd, NUM_DEC, "IORING_REGISTER_FILES_SKIP", NULL);
	else if (fd < -1)
		sink_int(t, fd);
	else
		sink_fd(t, fd);
}

static void print_fd_elem(struct tracee *t, const void *elem, void *ctx)
{
	int fd;
	memcpy(&fd, elem, sizeof fd);
	sink_fd(t, fd);
}

static void print_files_update(struct tracee *t, uint64_t addr, unsigned nr)
{
	struct io_uring_files_update u;
	if (!sink_fetch(t, addr, &u, sizeof u))
		return;
	sink_struct(t);
	sink_uint_field(t, "offset", u.offset);
	if (u.resv)
		sink_hex_field(t, "resv", u.resv);
	sink_field(t, "fds");
	print_array(t, u.fds, nr, sizeof(int), print_update_fd, NULL);
	sink_end(t);
}

static void print_hex_array(struct tracee *t, const uint64_t *v, int n)
{
	sink_array(t);
	for (int i = 0; i < n; i++) {
		sink_elem(t);
		sink_hex(t, v[i]);
	}
	sink_end(t);
}

/* struct io_uring_restriction: the member its opcode uses. */
static void print_restriction(struct tracee *t, const void *elem, void *ctx)
{
	struct io_uring_restriction r;
	memcpy(&r, elem, sizeof r);
	sink_struct(t);
	sink_field(t, "opcode");
	sink_xval(t, &xlat_io_uring_restriction_ops, r.opcode, xlat_io_uring_restriction_ops.dflt);
	switch (r.opcode) {
	case IORING_RESTRICTION_REGISTER_OP:
		sink_field(t, "register_op");
		sink_xval(t, &xlat_io_uring_register_ops, r.register_op,
			  xlat_io_uring_register_ops.dflt);
		break;
	case IORING_RESTRICTION_SQE_OP:
		sink_field(t, "sqe_op");
		sink_xval(t, &xlat_io_uring_ops, r.sqe_op, xlat_io_uring_ops.dflt);
		break;
	case IORING_RESTRICTION_SQE_FLAGS_ALLOWED:
	case IORING_RESTRICTION_SQE_FLAGS_REQUIRED:
		sink_field(t, "sqe_flags");
		sink_xflags(t, &xlat_io_uring_sqe_flags, r.sqe_flags, xlat_io_uring_sqe_flags.dflt);
		break;
	default:
		sink_comment(t, "op", "op: %#x", r.register_op);
	}
	if (r.resv)
		sink_hex_field(t, "resv", r.resv);
	if (r.resv2[0] || r.resv2[1] || r.resv2[2]) {
		uint64_t resv2[3] = {r.resv2[0], r.resv2[1], r.resv2[2]};
		sink_field(t, "resv2");
		print_hex_array(t, resv2, 3);
	}
	sink_end(t);
}

static void print_tag(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t tag;
	memcpy(&tag, elem, sizeof tag);
	sink_hex(t, tag);
}

/* The resources of FILES2, BUFFERS2 and the updates: descriptors or the
 * buffers' iovecs, then their tags. */
static void print_rsrc_data(struct tracee *t, uint32_t op, uint64_t data, uint64_t tags,
			    unsigned nr)
{
	struct iov_show addresses = {0};
	sink_field(t, "data");
	switch (op) {
	case IORING_REGISTER_FILES2:
		print_array(t, data, nr, sizeof(int), print_fd_elem, NULL);
		break;
	case IORING_REGISTER_FILES_UPDATE2:
		print_array(t, data, nr, sizeof(int), print_update_fd, NULL);
		break;
	default:
		print_array(t, data, nr, 16, print_iovec, &addresses);
	}
	sink_field(t, "tags");
	print_array(t, tags, nr, sizeof(uint64_t), print_tag, NULL);
}

static void print_rsrc_register(struct tracee *t, uint32_t op, uint64_t addr, unsigned size)
{
	struct io_uring_rsrc_register r;
	if (size < RSRC_ARG_SIZE) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &r, sizeof r))
		return;
	sink_struct(t);
	sink_uint_field(t, "nr", r.nr);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_io_uring_rsrc_flags, r.flags, xlat_io_uring_rsrc_flags.dflt);
	if (r.resv2)
		sink_hex_field(t, "resv2", r.resv2);
	print_rsrc_data(t, op, r.data, r.tags, r.nr);
	if (size > sizeof r)
		print_struct_tail(t, addr, sizeof r, size);
	sink_end(t);
}

static void print_rsrc_update(struct tracee *t, uint32_t op, uint64_t addr, unsigned size)
{
	struct io_uring_rsrc_update2 u;
	if (size < RSRC_ARG_SIZE) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &u, sizeof u))
		return;
	sink_struct(t);
	sink_uint_field(t, "offset", u.offset);
	if (u.resv)
		sink_hex_field(t, "resv", u.resv);
	print_rsrc_data(t, op, u.data, u.tags, u.nr);
	sink_uint_field(t, "nr", u.nr);
	if (u.resv2)
		sink_hex_field(t, "resv2", u.resv2);
	if (size > sizeof u)
		print_struct_tail(t, addr, sizeof u, size);
	sink_end(t);
}

/* PBUF_RING and its unregistering: struct io_uring_buf_reg. */
static void print_buf_reg(struct tracee *t, uint64_t addr)
{
	struct io_uring_buf_reg b;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return;
	sink_struct(t);
	sink_ptr_field(t, "ring_addr", b.ring_addr);
	sink_uint_field(t, "ring_entries", b.ring_entries);
	sink_uint_field(t, "bgid", b.bgid);
	if (b.pad)
		sink_hex_field(t, "pad", b.pad);
	if (b.resv[0] || b.resv[1] || b.resv[2]) {
		uint64_t resv[3] = {b.resv[0], b.resv[1], b.resv[2]};
		sink_field(t, "resv");
		print_hex_array(t, resv, 3);
	}
	sink_end(t);
}

/* REGISTER_RING_FDS: each a descriptor to register at offset (-1: the
 * first free one); UNREGISTER_RING_FDS: each an offset. */
static void print_ring_fd(struct tracee *t, const void *elem, void *ctx)
{
	struct io_uring_rsrc_update u;
	bool registering = ctx != NULL;
	memcpy(&u, elem, sizeof u);
	sink_struct(t);
	sink_field(t, "offset");
	if (registering && u.offset == UINT32_MAX)
		sink_int(t, -1);
	else
		sink_uint(t, u.offset);
	if (u.resv)
		sink_hex_field(t, "resv", u.resv);
	if (registering) {
		sink_field(t, "data");
		sink_fd(t, (int)u.data);	/* the kernel's int */
	} else if (u.data) {
		sink_hex_field(t, "data", u.data);
	}
	sink_end(t);
}

/* io_uring_register(fd, opcode, arg, nr_args) */
int dec_io_uring_register(struct tracee *t)
{
	uint32_t op = (uint32_t)argu(t, 1);
	uint64_t arg = argu(t, 2);
	unsigned nr = (unsigned)argu(t, 3);
	struct iov_show addresses = {0};
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	switch (op) {
	case IORING_REGISTER_BUFFERS:
		print_array(t, arg, nr, 16, print_iovec, &addresses);
		break;
	case IORING_REGISTER_FILES: case IORING_REGISTER_EVENTFD:
	case IORING_REGISTER_EVENTFD_ASYNC:
		print_array(t, arg, nr, sizeof(int), print_fd_elem, NULL);
		break;
	case IORING_REGISTER_FILES_UPDATE:
		print_files_update(t, arg, nr);
		break;
	case IORING_REGISTER_RESTRICTIONS:
		print_array(t, arg, nr, sizeof(struct io_uring_restriction), print_restriction, NULL);
		break;
	case IORING_REGISTER_FILES2: case IORING_REGISTER_BUFFERS2:
		print_rsrc_register(t, op, arg, nr);
		break;
	case IORING_REGISTER_FILES_UPDATE2: case IORING_REGISTER_BUFFERS_UPDATE:
		print_rsrc_update(t, op, arg, nr);
		break;
	case IORING_REGISTER_RING_FDS: case IORING_UNREGISTER_RING_FDS:
		/* a non-NULL context says the descriptors are being registered */
		print_array(t, arg, nr, sizeof(struct io_uring_rsrc_update), print_ring_fd,
			    op == IORING_REGISTER_RING_FDS ? (void *)&addresses : NULL);
		break;
	case IORING_REGISTER_PBUF_RING: case IORING_UNREGISTER_PBUF_RING:
		print_buf_reg(t, arg);
		break;
	default:
		sink_ptr(t, arg);
	}
	sink_table_arg(t, 3);
	return DEC_DONE;
}
