/* Linux native AIO: io_setup's context at exit, io_submit's control
 * blocks (the members each command uses), io_getevents' events at exit,
 * io_cancel's block and result, as strace 6.1 shows them. */
#include <linux/aio_abi.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_aio_cmds, xlat_aio_iocb_flags, xlat_poll_events,
	xlat_rwf_flags, xlat_ioprio_class;

/* What a command's block holds after its header. */
enum iocb_body { BODY_NONE, BODY_BUF, BODY_IOV, BODY_POLL };

static enum iocb_body body_of(unsigned cmd)
{
	switch (cmd) {
	case IOCB_CMD_PREAD: case IOCB_CMD_PWRITE:
		return BODY_BUF;
	case IOCB_CMD_PREADV: case IOCB_CMD_PWRITEV:
		return BODY_IOV;
	case IOCB_CMD_POLL:
		return BODY_POLL;
	default:
		return BODY_NONE;
	}
}

/* IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4), as ioprio_set shows it; the
 * number under -X. */
static void print_ioprio(struct tracee *t, uint16_t v)
{
	sink_named(t, v, NUM_HEX);
	print_ioprio_expr(t, v, true);
	sink_end(t);
}

/* aio_data, the key and rw flags when set, the command, the priority,
 * the descriptor. */
static void print_iocb_header(struct tracee *t, const struct iocb *cb)
{
	sink_hex_field(t, "aio_data", cb->aio_data);
	if (cb->aio_key)
		sink_uint_field(t, "aio_key", cb->aio_key);
	if (cb->aio_rw_flags) {
		sink_field(t, "aio_rw_flags");
		sink_xflags(t, &xlat_rwf_flags, (uint32_t)cb->aio_rw_flags, xlat_rwf_flags.dflt);
	}
	sink_field(t, "aio_lio_opcode");
	/* an unknown command in decimal */
	sink_const(t, cb->aio_lio_opcode, NUM_UNSIGNED, xlat_name(&xlat_aio_cmds, cb->aio_lio_opcode),
		   xlat_aio_cmds.dflt);
	if (cb->aio_flags & IOCB_FLAG_IOPRIO) {
		sink_field(t, "aio_reqprio");
		print_ioprio(t, (uint16_t)cb->aio_reqprio);
	} else if (cb->aio_reqprio) {
		sink_int_field(t, "aio_reqprio", cb->aio_reqprio);
	}
	sink_field(t, "aio_fildes");
	sink_fd(t, (int)cb->aio_fildes);
}

static void print_iocb_flags(struct tracee *t, const struct iocb *cb)
{
	if (cb->aio_flags) {
		sink_field(t, "aio_flags");
		sink_xflags(t, &xlat_aio_iocb_flags, cb->aio_flags, xlat_aio_iocb_flags.dflt);
	}
	if (cb->aio_flags & IOCB_FLAG_RESFD) {
		sink_field(t, "aio_resfd");
		sink_fd(t, (int)cb->aio_resfd);
	} else if (cb->aio_resfd) {
		sink_hex_field(t, "aio_resfd", cb->aio_resfd);
	}
}

/* A length the kernel takes as a non-negative ssize_t. */
static bool nbytes_valid(const struct iocb *cb)
{
	return (int64_t)cb->aio_nbytes >= 0;
}

static void print_iocb(struct tracee *t, const struct iocb *cb)
{
	sink_struct(t);
	print_iocb_header(t, cb);
	switch (body_of(cb->aio_lio_opcode)) {
	case BODY_BUF:
		sink_field(t, "aio_buf");
		/* what a write sends; a read's buffer is only an address */
		if (cb->aio_lio_opcode == IOCB_CMD_PWRITE && nbytes_valid(cb))
			sink_buf_at(t, cb->aio_buf, cb->aio_nbytes);
		else
			sink_hex(t, cb->aio_buf);
		sink_uint_field(t, "aio_nbytes", cb->aio_nbytes);
		sink_int_field(t, "aio_offset", cb->aio_offset);
		print_iocb_flags(t, cb);
		break;
	case BODY_IOV:
		if (nbytes_valid(cb)) {
			struct iov_show show = {
				.data = cb->aio_lio_opcode == IOCB_CMD_PWRITEV, .left = UINT64_MAX,
			};
			sink_field(t, "aio_buf");
			print_array(t, cb->aio_buf, cb->aio_nbytes, 16, print_iovec, &show);
		} else {
			sink_hex_field(t, "aio_buf", cb->aio_buf);
			sink_uint_field(t, "aio_nbytes", cb->aio_nbytes);
		}
		sink_int_field(t, "aio_offset", cb->aio_offset);
		print_iocb_flags(t, cb);
		break;
	case BODY_POLL:
		sink_field(t, "aio_buf");
		sink_xflags(t, &xlat_poll_events, cb->aio_buf, xlat_poll_events.dflt);
		print_iocb_flags(t, cb);
		break;
	case BODY_NONE:
		break;
	}
	sink_end(t);
}

/* An element of io_submit's array: a pointer to a block. */
static void print_iocbp(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t addr;
	struct iocb cb;
	memcpy(&addr, elem, sizeof addr);
	if (sink_fetch(t, addr, &cb, sizeof cb))
		print_iocb(t, &cb);
}

static void print_io_event(struct tracee *t, const void *elem, void *ctx)
{
	struct io_event e;
	memcpy(&e, elem, sizeof e);
	sink_struct(t);
	sink_hex_field(t, "data", e.data);
	sink_hex_field(t, "obj", e.obj);
	sink_int_field(t, "res", e.res);
	sink_int_field(t, "res2", e.res2);
	sink_end(t);
}

/* io_setup(nr_events, ctxp): [ctx] at exit. */
int dec_io_setup(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	uint64_t ctx;
	sink_arg(t, 1);
	if (t->call.is_error) {
		sink_ptr(t, argu(t, 1));
	} else if (sink_fetch(t, argu(t, 1), &ctx, sizeof ctx)) {
		sink_array(t);
		sink_elem(t);
		sink_hex(t, ctx);
		sink_end(t);
	}
	return DEC_DONE;
}

/* io_submit(ctx_id, nr, iocbpp) */
int dec_io_submit(struct tracee *t)
{
	int64_t nr = (int64_t)argu(t, 1);
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	if (nr < 0)
		sink_ptr(t, argu(t, 2));
	else
		print_array(t, argu(t, 2), (uint64_t)nr, sizeof(uint64_t), print_iocbp, NULL);
	return DEC_DONE;
}

/* io_cancel(ctx_id, iocb, result): the block's header, the event at exit. */
int dec_io_cancel(struct tracee *t)
{
	if (!t->call.exiting) {
		struct iocb cb;
		sink_table_arg(t, 0);
		sink_arg(t, 1);
		if (sink_fetch(t, argu(t, 1), &cb, sizeof cb)) {
			sink_struct(t);
			print_iocb_header(t, &cb);
			sink_end(t);
		}
		return DEC_EXIT;
	}
	struct io_event e;
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
	else if (sink_fetch(t, argu(t, 2), &e, sizeof e))
		print_io_event(t, &e, NULL);
	return DEC_DONE;
}

/* io_getevents and io_pgetevents: the events at exit, then the timeout
 * (and signal mask), which the kernel read at entry. */
int dec_io_getevents(struct tracee *t)
{
	if (!t->call.exiting) {
		for (int i = 0; i < 3; i++)
			sink_table_arg(t, i);
		return DEC_EXIT;
	}
	sink_arg(t, 3);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 3));
	else
		print_array(t, argu(t, 3), (uint64_t)t->call.rval, sizeof(struct io_event),
			    print_io_event, NULL);
	sink_arg(t, 4);
	sink_timespec_at(t, argu(t, 4));
	if (t->call.se->nargs < 6)
		return DEC_DONE;
	/* struct __aio_sigset: the mask's address and size */
	uint64_t sig[2];
	sink_arg(t, 5);
	if (!sink_fetch(t, argu(t, 5), sig, sizeof sig))
		return DEC_DONE;
	sink_struct(t);
	sink_field(t, "sigmask");
	sink_sigset_at(t, sig[0], sig[1]);
	sink_uint_field(t, "sigsetsize", sig[1]);
	sink_end(t);
	return DEC_DONE;
}
