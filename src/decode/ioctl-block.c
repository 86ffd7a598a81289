/* ioctl: the block device family (the BLK* requests of <linux/fs.h>,
 * src/xlat/ioctl_block.in): sizes and counts in and out, the ranges to
 * discard, BLKPG's partition and BLKTRACESETUP's trace set-up. */
#include <linux/fs.h>
#include <linux/blkpg.h>
#include <linux/blktrace_api.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_block, xlat_blkpg_ops;

static const struct ioctl_scalar_req block_scalars[] = {
	{ BLKGETSIZE, IS_U64_OUT }, { BLKRAGET, IS_U64_OUT }, { BLKFRAGET, IS_U64_OUT },
	{ BLKGETSIZE64, IS_U64_OUT }, { BLKGETDISKSEQ, IS_U64_OUT },
	{ BLKSSZGET, IS_INT_OUT }, { BLKBSZGET, IS_INT_OUT }, { BLKALIGNOFF, IS_INT_OUT },
	{ BLKROGET, IS_INT_OUT },
	{ BLKPBSZGET, IS_UINT_OUT }, { BLKIOMIN, IS_UINT_OUT }, { BLKIOOPT, IS_UINT_OUT },
	{ BLKDISCARDZEROES, IS_UINT_OUT },
	{ BLKROTATIONAL, IS_USHORT_OUT }, { BLKSECTGET, IS_USHORT_OUT },
	{ BLKROSET, IS_INT_IN }, { BLKBSZSET, IS_INT_IN },
	{ BLKRASET, IS_ULONG }, { BLKFRASET, IS_ULONG },
	{ BLKFLSBUF, IS_NONE }, { BLKRRPART, IS_NONE },
	{ BLKTRACESTART, IS_NONE }, { BLKTRACESTOP, IS_NONE }, { BLKTRACETEARDOWN, IS_NONE },
};

/* [start, length]: the byte range BLKDISCARD and its kin act on. */
static void print_range(struct tracee *t, uint64_t addr)
{
	uint64_t r[2];
	if (!sink_fetch(t, addr, r, sizeof r))
		return;
	sink_array(t);
	for (size_t i = 0; i < 2; i++) {
		sink_elem(t);
		sink_uint(t, r[i]);
	}
	sink_end(t);
}

/* struct blkpg_ioctl_arg and the partition its data points to. */
static void print_blkpg(struct tracee *t, uint64_t addr)
{
	struct blkpg_ioctl_arg a;
	struct blkpg_partition p;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_field(t, "op");
	sink_xval(t, &xlat_blkpg_ops, (uint32_t)a.op, "BLKPG_???");
	sink_int_field(t, "flags", a.flags);
	sink_int_field(t, "datalen", a.datalen);
	sink_field(t, "data");
	if (sink_fetch(t, (uint64_t)(uintptr_t)a.data, &p, sizeof p)) {
		sink_struct(t);
		sink_int_field(t, "start", p.start);
		sink_int_field(t, "length", p.length);
		sink_int_field(t, "pno", p.pno);
		ioctl_cstr_field(t, "devname", p.devname, sizeof p.devname);
		ioctl_cstr_field(t, "volname", p.volname, sizeof p.volname);
		sink_end(t);
	}
	sink_end(t);
}

/* BLKTRACESETUP: what the caller sets at entry, the struct left open for
 * the name of the trace the kernel fills at exit; false when unreadable. */
static bool print_trace_setup_in(struct tracee *t, uint64_t addr)
{
	struct blk_user_trace_setup s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return false;
	sink_struct(t);
	sink_uint_field(t, "act_mask", s.act_mask);
	sink_uint_field(t, "buf_size", s.buf_size);
	sink_uint_field(t, "buf_nr", s.buf_nr);
	sink_uint_field(t, "start_lba", s.start_lba);
	sink_uint_field(t, "end_lba", s.end_lba);
	sink_field(t, "pid");
	sink_pid(t, (int32_t)s.pid, PID_TGID);
	return true;
}

static void print_trace_setup_out(struct tracee *t, uint64_t addr)
{
	struct blk_user_trace_setup s;
	if (!t->call.is_error && mem_read(t->tid, addr, &s, sizeof s))
		ioctl_cstr_field(t, "name", s.name, sizeof s.name);
	sink_end(t);
}

static int ioctl_block_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	switch (code) {
	case BLKDISCARD: case BLKSECDISCARD: case BLKZEROOUT:
		sink_arg(t, 2);
		print_range(t, arg);
		return DEC_DONE;
	case BLKPG:
		sink_arg(t, 2);
		print_blkpg(t, arg);
		return DEC_DONE;
	case BLKTRACESETUP:
		if (c->exiting) {
			if (c->saved[0])
				print_trace_setup_out(t, arg);
			return DEC_DONE;
		}
		sink_arg(t, 2);
		c->saved[0] = print_trace_setup_in(t, arg);
		/* a line cut here goes on inside the struct at exit */
		return c->saved[0] ? DEC_EXIT_TAIL : DEC_DONE;
	}
	return ioctl_scalar_decode(t, block_scalars, sizeof block_scalars / sizeof block_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_block = {
	"block", &xlat_ioctl_block, ioctl_block_decode,
};
