/* ioctl: the SCSI generic driver (<scsi/sg.h>, src/xlat/ioctl_scsi.in):
 * the SG_GET_ and SG_SET_ settings, SG_SCSI_RESET's operation, and SG_IO's
 * two headers, told apart by their first int: struct sg_io_hdr ('S') and
 * the block layer's struct sg_io_v4 ('Q'), each with the command and the
 * data sent at entry and the status, sense and data received at exit. */
#include <linux/bsg.h>
#include <scsi/sg.h>

#include "common.h"
#include "ioctl.h"
#include "ioctl-hexbuf.h"

extern const struct xlat xlat_ioctl_scsi, xlat_sg_io_dxfer_direction, xlat_sg_io_flags,
	xlat_sg_io_info, xlat_sg_scsi_reset, xlat_bsg_protocol, xlat_bsg_subprotocol,
	xlat_bsg_flags;

/* Linux 6.1's include/scsi/sg.h defines it (no uapi header); glibc's
 * copy lacks it: SG_SCSI_RESET's flag over the operation's low byte. */
#ifndef SG_SCSI_RESET_NO_ESCALATE
#define SG_SCSI_RESET_NO_ESCALATE 0x100
#endif

static const struct ioctl_scalar_req scsi_scalars[] = {
	{ SG_GET_TIMEOUT, IS_NONE },
	{ SG_SET_TIMEOUT, IS_INT_IN }, { SG_SET_COMMAND_Q, IS_INT_IN },
	{ SG_SET_RESERVED_SIZE, IS_INT_IN }, { SG_SET_FORCE_LOW_DMA, IS_INT_IN },
	{ SG_SET_FORCE_PACK_ID, IS_INT_IN }, { SG_SET_DEBUG, IS_INT_IN },
	{ SG_NEXT_CMD_LEN, IS_INT_IN }, { SG_SET_KEEP_ORPHAN, IS_INT_IN },
	{ SG_EMULATED_HOST, IS_INT_OUT }, { SG_GET_TRANSFORM, IS_INT_OUT },
	{ SG_GET_COMMAND_Q, IS_INT_OUT }, { SG_GET_RESERVED_SIZE, IS_INT_OUT },
	{ SG_GET_LOW_DMA, IS_INT_OUT }, { SG_GET_PACK_ID, IS_INT_OUT },
	{ SG_GET_NUM_WAITING, IS_INT_OUT }, { SG_GET_SG_TABLESIZE, IS_INT_OUT },
	{ SG_GET_VERSION_NUM, IS_INT_OUT }, { SG_GET_KEEP_ORPHAN, IS_INT_OUT },
	{ 0x2289 /* SG_GET_ACCESS_COUNT: not in glibc's header */, IS_INT_OUT },
	{ SG_GET_SCSI_ID, IS_PTR }, { SG_GET_REQUEST_TABLE, IS_PTR },
};

/* SG_SCSI_RESET's operation: SG_SCSI_RESET_NO_ESCALATE, when set, and
 * the rest, each a value of its own as strace prints them ("0x100|0x4"
 * under -X raw). */
static void print_scsi_reset(struct tracee *t, uint32_t v)
{
	if (!(v & SG_SCSI_RESET_NO_ESCALATE)) {
		sink_xval(t, &xlat_sg_scsi_reset, v, "SG_SCSI_RESET_???");
		return;
	}
	sink_op(t, "|");
	sink_const(t, SG_SCSI_RESET_NO_ESCALATE, NUM_HEX, "SG_SCSI_RESET_NO_ESCALATE", NULL);
	sink_xval(t, &xlat_sg_scsi_reset, v & ~(uint32_t)SG_SCSI_RESET_NO_ESCALATE,
		  "SG_SCSI_RESET_???");
	sink_end(t);
}

/* A data transfer: iovcnt struct iovec with len bytes in all, or len
 * bytes at addr. */
static void print_sg_data(struct tracee *t, uint64_t addr, uint32_t iovcnt, uint64_t len)
{
	if (!iovcnt) {
		ioctl_hex_buf_at(t, addr, len);
		return;
	}
	struct iov_show show = { true, len, false };
	print_array(t, addr, iovcnt, 2 * sizeof(uint64_t), print_iovec, &show);
}

/* The bytes a transfer from the device brought: len less what the kernel
 * says is left, when that is a part of it. */
static uint64_t received(uint32_t len, int32_t resid)
{
	return resid > 0 && (uint32_t)resid <= len ? len - (uint32_t)resid : len;
}

/* The interface id: a character, by itself under every -X. */
static void print_iid(struct tracee *t, const char *name, int32_t iid)
{
	sink_field(t, name);
	sink_const(t, (uint32_t)iid, NUM_DEC, iid == 'S' ? "'S'" : "'Q'", NULL);
	sink_names_always(t);
}

static bool to_dev(int dir)
{
	return dir == SG_DXFER_TO_DEV || dir == SG_DXFER_TO_FROM_DEV;
}

/* struct sg_io_hdr at entry: what the caller asks; a transfer both ways
 * leaves " => " open for what came back. */
static void print_sg_io_v3_in(struct tracee *t, const struct sg_io_hdr *h)
{
	/* named by the int, shown in hex as an unsigned one */
	sink_field(t, "dxfer_direction");
	sink_const(t, (uint32_t)h->dxfer_direction, NUM_HEX,
		   xlat_name(&xlat_sg_io_dxfer_direction,
			     (uint64_t)(int64_t)h->dxfer_direction), "SG_DXFER_???");
	sink_uint_field(t, "cmd_len", h->cmd_len);
	sink_field(t, "cmdp");
	ioctl_hex_buf_at(t, (uintptr_t)h->cmdp, h->cmd_len);
	sink_uint_field(t, "mx_sb_len", h->mx_sb_len);
	sink_uint_field(t, "iovec_count", h->iovec_count);
	sink_uint_field(t, "dxfer_len", h->dxfer_len);
	sink_uint_field(t, "timeout", h->timeout);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_sg_io_flags, h->flags, "SG_FLAG_???");
	if (to_dev(h->dxfer_direction)) {
		sink_field(t, "dxferp");
		if (h->dxfer_direction == SG_DXFER_TO_FROM_DEV)
			sink_op(t, " => ");
		print_sg_data(t, (uintptr_t)h->dxferp, h->iovec_count, h->dxfer_len);
	}
}

/* struct sg_io_hdr at exit: the data received, the status and sense. */
static void print_sg_io_v3_out(struct tracee *t, const struct sg_io_hdr *h)
{
	uint64_t got = received(h->dxfer_len, h->resid);
	if (h->dxfer_direction == SG_DXFER_TO_FROM_DEV) {
		if (got) {
			sink_field(t, "dxferp");
			print_sg_data(t, (uintptr_t)h->dxferp, h->iovec_count, got);
		}
		sink_end(t);	/* the " => " */
	} else if (h->dxfer_direction == SG_DXFER_FROM_DEV) {
		sink_field(t, "dxferp");
		print_sg_data(t, (uintptr_t)h->dxferp, h->iovec_count, got);
	}
	sink_hex_field(t, "status", h->status);
	sink_hex_field(t, "masked_status", h->masked_status);
	sink_hex_field(t, "msg_status", h->msg_status);
	sink_uint_field(t, "sb_len_wr", h->sb_len_wr);
	sink_field(t, "sbp");
	ioctl_hex_buf_at(t, (uintptr_t)h->sbp, h->sb_len_wr);
	sink_hex_field(t, "host_status", h->host_status);
	sink_hex_field(t, "driver_status", h->driver_status);
	sink_int_field(t, "resid", h->resid);
	sink_uint_field(t, "duration", h->duration);
	sink_field(t, "info");
	sink_xflags(t, &xlat_sg_io_info, h->info, "SG_INFO_???");
}

static void print_sg_io_v4_in(struct tracee *t, const struct sg_io_v4 *h)
{
	sink_field(t, "protocol");
	sink_xval(t, &xlat_bsg_protocol, h->protocol, "BSG_PROTOCOL_???");
	sink_field(t, "subprotocol");
	sink_xval(t, &xlat_bsg_subprotocol, h->subprotocol, "BSG_SUB_PROTOCOL_???");
	sink_uint_field(t, "request_len", h->request_len);
	sink_field(t, "request");
	ioctl_hex_buf_at(t, h->request, h->request_len);
	sink_hex_field(t, "request_tag", h->request_tag);
	sink_uint_field(t, "request_attr", h->request_attr);
	sink_uint_field(t, "request_priority", h->request_priority);
	sink_uint_field(t, "request_extra", h->request_extra);
	sink_uint_field(t, "max_response_len", h->max_response_len);
	sink_uint_field(t, "dout_iovec_count", h->dout_iovec_count);
	sink_uint_field(t, "dout_xfer_len", h->dout_xfer_len);
	sink_uint_field(t, "din_iovec_count", h->din_iovec_count);
	sink_uint_field(t, "din_xfer_len", h->din_xfer_len);
	sink_field(t, "dout_xferp");
	print_sg_data(t, h->dout_xferp, h->dout_iovec_count, h->dout_xfer_len);
	sink_uint_field(t, "timeout", h->timeout);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_bsg_flags, h->flags, "BSG_FLAG_???");
	sink_hex_field(t, "usr_ptr", h->usr_ptr);
}

/* struct sg_io_v4 at exit; response_len shows twice, as strace shows it. */
static void print_sg_io_v4_out(struct tracee *t, const struct sg_io_v4 *h)
{
	sink_uint_field(t, "response_len", h->response_len);
	sink_field(t, "response");
	ioctl_hex_buf_at(t, h->response, h->response_len);
	sink_field(t, "din_xferp");
	print_sg_data(t, h->din_xferp, h->din_iovec_count,
		      received(h->din_xfer_len, h->din_resid));
	sink_hex_field(t, "driver_status", h->driver_status);
	sink_hex_field(t, "transport_status", h->transport_status);
	sink_hex_field(t, "device_status", h->device_status);
	sink_uint_field(t, "retry_delay", h->retry_delay);
	sink_field(t, "info");
	sink_xflags(t, &xlat_sg_io_info, h->info, "SG_INFO_???");
	sink_uint_field(t, "duration", h->duration);
	sink_uint_field(t, "response_len", h->response_len);
	sink_int_field(t, "din_resid", h->din_resid);
	sink_int_field(t, "dout_resid", h->dout_resid);
	sink_hex_field(t, "generated_tag", h->generated_tag);
}

/* SG_IO at entry: the interface id says which header follows; another
 * one prints as [id].  saved[0] is the id when the header's entry part
 * went out and the exit part is to follow. */
static int sg_io_entry(struct tracee *t, uint64_t arg)
{
	struct call *c = &t->call;
	int32_t iid;
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &iid, sizeof iid))
		return DEC_DONE;
	if (iid != 'S' && iid != 'Q') {
		sink_array(t);
		sink_elem(t);
		sink_uint(t, (uint32_t)iid);
		sink_end(t);
		return DEC_DONE;
	}
	sink_struct(t);
	print_iid(t, iid == 'S' ? "interface_id" : "guard", iid);
	union { struct sg_io_hdr v3; struct sg_io_v4 v4; } h;
	size_t size = iid == 'S' ? sizeof h.v3 : sizeof h.v4;
	/* the rest of the header unreadable: its address, after the id */
	if (!mem_read(t->tid, arg, &h, size)) {
		sink_ptr(t, arg + sizeof iid);
		sink_end(t);
		return DEC_DONE;
	}
	if (iid == 'S')
		print_sg_io_v3_in(t, &h.v3);
	else
		print_sg_io_v4_in(t, &h.v4);
	c->saved[0] = (uint64_t)iid;
	/* the direction at entry decides the exit part's shape */
	c->saved[1] = (uint64_t)(uint32_t)h.v3.dxfer_direction;
	return DEC_EXIT_TAIL;
}

/* SG_IO at exit: what the kernel filled, also after an error, as strace
 * shows it; the header as it was at entry when it is unreadable now. */
static int sg_io_exit(struct tracee *t, uint64_t arg)
{
	struct call *c = &t->call;
	union { struct sg_io_hdr v3; struct sg_io_v4 v4; } h;
	bool v3 = c->saved[0] == 'S';
	if (!c->saved[0])
		return DEC_DONE;
	bool read = mem_read(t->tid, arg, &h, v3 ? sizeof h.v3 : sizeof h.v4);
	if (v3) {
		int dir = (int)(uint32_t)c->saved[1];
		if (read) {
			h.v3.dxfer_direction = dir;
			print_sg_io_v3_out(t, &h.v3);
		} else if (dir == SG_DXFER_TO_FROM_DEV) {
			sink_end(t);	/* the " => " */
		}
	} else if (read) {
		print_sg_io_v4_out(t, &h.v4);
	}
	sink_end(t);
	return DEC_DONE;
}

static int ioctl_scsi_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case SG_IO:
		if (!t->call.exiting)
			return sg_io_entry(t, arg);
		return sg_io_exit(t, arg);
	case SG_SET_TRANSFORM:
		/* an int value, not a pointer, shown in hex */
		sink_arg(t, 2);
		sink_hex(t, (uint32_t)arg);
		return DEC_DONE;
	case SG_SCSI_RESET: {
		uint32_t v;
		sink_arg(t, 2);
		if (!sink_fetch(t, arg, &v, sizeof v))
			return DEC_DONE;
		sink_array(t);
		sink_elem(t);
		print_scsi_reset(t, v);
		sink_end(t);
		return DEC_DONE;
	}
	}
	return ioctl_scalar_decode(t, scsi_scalars, sizeof scsi_scalars / sizeof scsi_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_scsi = {
	"scsi", &xlat_ioctl_scsi, ioctl_scsi_decode,
};
