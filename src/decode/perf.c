/* perf_event_open(2) and its struct perf_event_attr, as strace 6.1 prints
 * it: the members up to sig_data (PERF_ATTR_SIZE_VER7, the newest strace
 * 6.1 knows), only those of the struct's size; under -X abbrev (no -v)
 * the members up to the bit flags, and of those only the set ones. */
#include <errno.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>

#include "decode.h"
#include "perf.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_perf_type_id, xlat_perf_attr_size, xlat_perf_hw_id,
	xlat_perf_sw_ids, xlat_perf_hw_cache_id, xlat_perf_hw_cache_op_id,
	xlat_perf_hw_cache_op_result_id, xlat_perf_event_sample_format,
	xlat_perf_event_read_format, xlat_perf_branch_sample_type, xlat_hw_breakpoint_type,
	xlat_clockids;

/* What strace reads of the struct: no more than it knows, and under
 * abbrev no more than it shows. */
enum {
	ATTR_MAX = PERF_ATTR_SIZE_VER7,
	ATTR_ABBREV = offsetof(struct perf_event_attr, wakeup_events),
};

/* The attr read at entry lives in the aux buffer until the exit, after
 * the number of bytes read. */
struct attr_copy {
	uint32_t size;
	struct perf_event_attr attr;
};
_Static_assert(sizeof(struct attr_copy) <= AUX_SIZE, "the attr fits the aux buffer");
_Static_assert(sizeof(struct perf_event_attr) >= ATTR_MAX, "the headers know sig_data");

/* Read the attr at entry; false when it cannot be read (or -e verbose=
 * leaves it out) or is shorter than the first published size, which the
 * kernel too refuses. */
static bool fetch_attr(struct tracee *t, uint64_t addr, struct attr_copy *c)
{
	uint32_t size;
	if (!addr || !verbose(t) ||
	    !mem_read(t->tid, addr + offsetof(struct perf_event_attr, size), &size, sizeof size))
		return false;
	if (size > ATTR_MAX)
		size = ATTR_MAX;
	if (!size)
		size = PERF_ATTR_SIZE_VER0;
	if (size < PERF_ATTR_SIZE_VER0)
		return false;
	if (abbrev(t))
		size = ATTR_ABBREV;
	memset(c, 0, sizeof *c);
	c->size = size;
	return mem_read(t->tid, addr, &c->attr, size);
}

static void xval_field(struct tracee *t, const char *name, const struct xlat *x, uint64_t v,
		       const char *dflt)
{
	sink_field(t, name);
	sink_xval(t, x, v, dflt);
}

static void xflags_field(struct tracee *t, const char *name, const struct xlat *x, uint64_t v)
{
	sink_field(t, name);
	sink_op(t, "|");
	sink_xflags(t, x, v, x->dflt);
	sink_end(t);
}

/* v<<shift, a piece of config: "0x1<<32". */
static void shifted(struct tracee *t, uint64_t v, unsigned shift)
{
	sink_op(t, "<<");
	sink_hex(t, v);
	sink_uint(t, shift);
	sink_end(t);
}

static void shifted_name(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt,
			 unsigned shift)
{
	sink_op(t, "<<");
	sink_xval(t, x, v, dflt);
	sink_uint(t, shift);
	sink_end(t);
}

/* config, whose meaning the type gives: PERF_TYPE_HARDWARE's is a
 * PMU type in the upper half and an event, PERF_TYPE_HW_CACHE's a cache,
 * an operation and a result a byte each. */
static void print_config(struct tracee *t, const struct perf_event_attr *a)
{
	uint64_t cfg = a->config;
	sink_field(t, "config");
	switch (a->type) {
	case PERF_TYPE_HARDWARE:
		sink_op(t, "|");
		if (cfg >> 32)
			shifted(t, cfg >> 32, 32);
		sink_xval(t, &xlat_perf_hw_id, cfg & PERF_HW_EVENT_MASK, "PERF_COUNT_HW_???");
		sink_end(t);
		break;
	case PERF_TYPE_SOFTWARE:
		sink_xval(t, &xlat_perf_sw_ids, cfg, "PERF_COUNT_SW_???");
		break;
	case PERF_TYPE_TRACEPOINT:
		sink_uint(t, cfg);	/* an id from tracing/events/.../id */
		break;
	case PERF_TYPE_HW_CACHE:
		sink_op(t, "|");
		if (cfg >> 32)
			shifted(t, cfg >> 32, 32);
		if ((cfg & PERF_HW_EVENT_MASK) >> 24)
			shifted(t, (cfg & PERF_HW_EVENT_MASK) >> 24, 24);
		shifted_name(t, &xlat_perf_hw_cache_op_result_id, (cfg >> 16) & 0xff,
			     "PERF_COUNT_HW_CACHE_RESULT_???", 16);
		shifted_name(t, &xlat_perf_hw_cache_op_id, (cfg >> 8) & 0xff,
			     "PERF_COUNT_HW_CACHE_OP_???", 8);
		sink_xval(t, &xlat_perf_hw_cache_id, cfg & 0xff, "PERF_COUNT_HW_CACHE_???");
		sink_end(t);
		break;
	default:
		sink_hex(t, cfg);
	}
}

/* One bit flag: all of them under -v, the set ones otherwise. */
static void flag(struct tracee *t, const char *name, unsigned v)
{
	if (!abbrev(t) || v)
		sink_uint_field(t, name, v);
}

static void print_bit_flags(struct tracee *t, const struct perf_event_attr *a)
{
	static const char *const skid[] = {
		"arbitrary skid", "constant skid", "requested to have 0 skid", "must have 0 skid",
	};
	flag(t, "disabled", a->disabled);
	flag(t, "inherit", a->inherit);
	flag(t, "pinned", a->pinned);
	flag(t, "exclusive", a->exclusive);
	flag(t, "exclude_user", a->exclude_user);
	flag(t, "exclude_kernel", a->exclude_kernel);
	flag(t, "exclude_hv", a->exclude_hv);
	flag(t, "exclude_idle", a->exclude_idle);
	flag(t, "mmap", a->mmap);
	flag(t, "comm", a->comm);
	flag(t, "freq", a->freq);
	flag(t, "inherit_stat", a->inherit_stat);
	flag(t, "enable_on_exec", a->enable_on_exec);
	flag(t, "task", a->task);
	flag(t, "watermark", a->watermark);
	sink_uint_field(t, "precise_ip", a->precise_ip);
	sink_comment(t, "skid", "%s", skid[a->precise_ip]);
	flag(t, "mmap_data", a->mmap_data);
	flag(t, "sample_id_all", a->sample_id_all);
	flag(t, "exclude_host", a->exclude_host);
	flag(t, "exclude_guest", a->exclude_guest);
	flag(t, "exclude_callchain_kernel", a->exclude_callchain_kernel);
	flag(t, "exclude_callchain_user", a->exclude_callchain_user);
	flag(t, "mmap2", a->mmap2);
	flag(t, "comm_exec", a->comm_exec);
	flag(t, "use_clockid", a->use_clockid);
	flag(t, "context_switch", a->context_switch);
	flag(t, "write_backward", a->write_backward);
	flag(t, "namespaces", a->namespaces);
	flag(t, "ksymbol", a->ksymbol);
	flag(t, "bpf_event", a->bpf_event);
	flag(t, "aux_output", a->aux_output);
	flag(t, "cgroup", a->cgroup);
	flag(t, "text_poke", a->text_poke);
	flag(t, "build_id", a->build_id);
	flag(t, "inherit_thread", a->inherit_thread);
	flag(t, "remove_on_exec", a->remove_on_exec);
	flag(t, "sigtrap", a->sigtrap);
	/* bits strace does not know may be set in them */
	if (a->__reserved_1) {
		sink_hex_field(t, "__reserved_1", a->__reserved_1);
		sink_comment(t, "bits", "Bits 63..38");
	}
}

/* Whether the member at offset off is within the size read. */
static bool has(uint32_t size, size_t off)
{
	return off < size;
}

#define HAS(size, member) has(size, offsetof(struct perf_event_attr, member))

/* The members after the bit flags, which only -v shows; those past
 * config1 only when the struct's size has them. */
static void print_verbose_members(struct tracee *t, const struct perf_event_attr *a,
				  uint32_t size)
{
	bool bp = a->type == PERF_TYPE_BREAKPOINT;
	if (a->watermark)
		sink_uint_field(t, "wakeup_watermark", a->wakeup_watermark);
	else
		sink_uint_field(t, "wakeup_events", a->wakeup_events);
	if (bp) {
		/* any combination of R/W with X is invalid */
		xval_field(t, "bp_type", &xlat_hw_breakpoint_type, a->bp_type,
			   a->bp_type <= (HW_BREAKPOINT_X | HW_BREAKPOINT_RW) ?
			   "HW_BREAKPOINT_INVALID" : "HW_BREAKPOINT_???");
		sink_hex_field(t, "bp_addr", a->bp_addr);
	} else {
		sink_hex_field(t, "config1", a->config1);
	}
	if (!HAS(size, bp_len))
		return;
	if (bp)
		sink_uint_field(t, "bp_len", a->bp_len);
	else
		sink_hex_field(t, "config2", a->config2);
	if (!HAS(size, branch_sample_type))
		return;
	if (a->sample_type & PERF_SAMPLE_BRANCH_STACK)
		xflags_field(t, "branch_sample_type", &xlat_perf_branch_sample_type,
			     a->branch_sample_type);
	if (!HAS(size, sample_regs_user))
		return;
	sink_hex_field(t, "sample_regs_user", a->sample_regs_user);
	if (!HAS(size, sample_stack_user))
		return;
	if (a->sample_type & PERF_SAMPLE_STACK_USER)
		sink_hex_field(t, "sample_stack_user", a->sample_stack_user);
	if (a->use_clockid) {
		if (!HAS(size, clockid))
			return;
		xval_field(t, "clockid", &xlat_clockids, (uint32_t)a->clockid, "CLOCK_???");
	}
	if (!HAS(size, sample_regs_intr))
		return;
	sink_hex_field(t, "sample_regs_intr", a->sample_regs_intr);
	if (!HAS(size, aux_watermark))
		return;
	sink_uint_field(t, "aux_watermark", a->aux_watermark);
	if (!HAS(size, sample_max_stack))
		return;
	sink_uint_field(t, "sample_max_stack", a->sample_max_stack);
	if (!HAS(size, __reserved_2))
		return;
	if (a->__reserved_2)
		sink_comment(t, "reserved_2", "bytes 110..111: %#hx", a->__reserved_2);
	if (!HAS(size, aux_sample_size))
		return;
	sink_uint_field(t, "aux_sample_size", a->aux_sample_size);
	if (!HAS(size, __reserved_3))
		return;
	if (a->__reserved_3)
		sink_comment(t, "reserved_3", "bytes 116..119: %#x", a->__reserved_3);
	if (!HAS(size, sig_data))
		return;
	sink_hex_field(t, "sig_data", a->sig_data);
}

/* The attr read from addr: perf_event_open's at its exit, where E2BIG
 * means the kernel wrote the size it wants into it ("size=... =>
 * PERF_ATTR_SIZE_VER5"); PERF_EVENT_IOC_MODIFY_ATTRIBUTES' at entry. */
static void print_attr(struct tracee *t, const struct attr_copy *c, uint64_t addr, bool e2big)
{
	const struct perf_event_attr *a = &c->attr;
	sink_struct(t);
	xval_field(t, "type", &xlat_perf_type_id, a->type, "PERF_TYPE_???");
	sink_field(t, "size");
	if (e2big) {
		uint32_t now;
		sink_op(t, " => ");
		sink_xval(t, &xlat_perf_attr_size, a->size, "PERF_ATTR_SIZE_???");
		if (mem_read(t->tid, addr + offsetof(struct perf_event_attr, size), &now,
			     sizeof now))
			sink_xval(t, &xlat_perf_attr_size, now, "PERF_ATTR_SIZE_???");
		else
			sink_symbol(t, "???");
		sink_end(t);
	} else {
		sink_xval(t, &xlat_perf_attr_size, a->size, "PERF_ATTR_SIZE_???");
	}
	print_config(t, a);
	if (a->freq)
		sink_uint_field(t, "sample_freq", a->sample_freq);
	else
		sink_uint_field(t, "sample_period", a->sample_period);
	xflags_field(t, "sample_type", &xlat_perf_event_sample_format, a->sample_type);
	xflags_field(t, "read_format", &xlat_perf_event_read_format, a->read_format);
	print_bit_flags(t, a);
	if (!abbrev(t))
		print_verbose_members(t, a, c->size);
	/* members left unread */
	if (a->size ? a->size > c->size : c->size < PERF_ATTR_SIZE_VER0)
		sink_ellipsis(t);
	sink_end(t);
}

static void print_rest(struct tracee *t)
{
	sink_arg(t, 1);
	sink_int(t, argi(t, 1));
	sink_arg(t, 2);
	sink_int(t, argi(t, 2));
	sink_table_arg(t, 3);
	sink_table_arg(t, 4);
}

/* The attr is read at entry, where the kernel reads it, and printed at
 * exit, where E2BIG may have changed its size. */
int dec_perf_event_open(struct tracee *t)
{
	struct attr_copy *c = (struct attr_copy *)(void *)tracee_auxbuf(t);
	if (!t->call.exiting) {
		if (fetch_attr(t, argu(t, 0), c))
			return DEC_EXIT;
		sink_arg(t, 0);
		sink_ptr(t, argu(t, 0));
		print_rest(t);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	print_attr(t, c, argu(t, 0), t->call.is_error && t->call.rval == -E2BIG);
	print_rest(t);
	return DEC_DONE;
}

void print_perf_event_attr(struct tracee *t, uint64_t addr)
{
	struct attr_copy c;
	if (fetch_attr(t, addr, &c))
		print_attr(t, &c, addr, false);
	else
		sink_ptr(t, addr);
}
