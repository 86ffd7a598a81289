/* Decoders for memory: the mmap family, mincore, NUMA policies, process_vm
 * iovecs, membarrier, futex and futex_waitv. */
#include <linux/futex.h>
#include <linux/membarrier.h>
#include <linux/mempolicy.h>
#include <linux/mman.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_mmap_types, xlat_mpol_mode_flags,
	xlat_futex_wake_ops, xlat_futex_wake_cmps, xlat_futex_waiter_flags,
	xlat_errnos;

/* An array as the memory calls print it: its address under -e verbose=
 * leaving the call out, and when the call failed (readable false): the
 * kernel wrote nothing worth reading. */
static void print_out_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			    bool readable, array_elem_fn print_elem, void *data)
{
	print_array_upto(t, addr, n, size, readable && verbose(t), array_limit(t),
			 print_elem, data);
}

/* mmap's flags: the mapping type as one value, the other bits as flags,
 * then the huge page size field as strace writes it: 21<<MAP_HUGE_SHIFT.
 * The kernel takes them as an unsigned int. */
static void print_mmap_flags(struct output *o, uint64_t arg)
{
	uint32_t flags = (uint32_t)arg;
	uint32_t huge_mask = (uint32_t)MAP_HUGE_MASK << MAP_HUGE_SHIFT;
	unsigned saved;

	/* -X: one number, the whole register as strace shows it */
	if (!names_begin(o, arg, NUM_HEX, &saved))
		return;
	print_xval(o, &xlat_mmap_types, flags & MAP_TYPE, xlat_mmap_types.dflt);
	uint32_t huge = (flags & huge_mask) >> MAP_HUGE_SHIFT;
	flags &= ~(uint32_t)MAP_TYPE & ~huge_mask;
	if (flags) {
		out_putc(o, '|');
		print_xflags(o, &xlat_mmap_flags, flags, NULL);
	}
	if (huge)
		out_printf(o, "|%u<<MAP_HUGE_SHIFT", huge);
	names_end(o, saved);
}

static void print_prot(struct output *o, uint64_t prot)
{
	print_xflags(o, &xlat_mmap_prot, prot, xlat_mmap_prot.dflt);
}

static void print_size(struct output *o, uint64_t v)
{
	out_printf(o, "%llu", (unsigned long long)v);
}

int dec_mmap(struct tracee *t)
{
	struct output *o = t->out;
	print_ptr(o, argu(t, 0));
	print_sep(o);
	print_size(o, argu(t, 1));
	print_sep(o);
	print_prot(o, argu(t, 2));
	print_sep(o);
	print_mmap_flags(o, argu(t, 3));
	print_sep(o);
	print_fd(t, argi(t, 4));
	print_sep(o);
	out_printf(o, "%#llx", (unsigned long long)argu(t, 5));
	return DEC_DONE;
}

int dec_remap_file_pages(struct tracee *t)
{
	struct output *o = t->out;
	print_ptr(o, argu(t, 0));
	print_sep(o);
	print_size(o, argu(t, 1));
	print_sep(o);
	print_prot(o, argu(t, 2));
	print_sep(o);
	print_size(o, argu(t, 3));
	print_sep(o);
	print_mmap_flags(o, argu(t, 4));
	return DEC_DONE;
}

/* new_address means something only with both MREMAP_MAYMOVE and
 * MREMAP_FIXED (mremap(2)); strace shows it only then. */
int dec_mremap(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t flags = argu(t, 3);
	print_ptr(o, argu(t, 0));
	print_sep(o);
	print_size(o, argu(t, 1));
	print_sep(o);
	print_size(o, argu(t, 2));
	print_sep(o);
	print_xflags(o, &xlat_mremap_flags, flags, xlat_mremap_flags.dflt);
	uint64_t both = MREMAP_MAYMOVE | MREMAP_FIXED;
	if ((flags & both) == both) {
		print_sep(o);
		print_ptr(o, argu(t, 4));
	}
	return DEC_DONE;
}

static void print_mincore_byte(struct tracee *t, const void *elem, void *data)
{
	/* Only the low bit is defined: the page is resident. */
	out_printf(t->out, "%u", *(const uint8_t *)elem & 1);
}

/* The vector has one byte per page of the range, filled at exit. */
int dec_mincore(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		print_ptr(o, argu(t, 0));
		print_sep(o);
		print_size(o, argu(t, 1));
		print_sep(o);
		return DEC_EXIT;
	}
	uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
	uint64_t len = argu(t, 1);
	uint64_t pages = len / page + (len % page ? 1 : 0);
	print_out_array(t, argu(t, 2), pages, 1, !t->call.is_error, print_mincore_byte, NULL);
	return DEC_DONE;
}

/* A memory policy mode: MPOL_BIND, MPOL_BIND|MPOL_F_STATIC_NODES, or with
 * an unknown mode but flags, the whole value as flags (as strace does). */
static void print_mpol_mode(struct output *o, uint64_t arg)
{
	uint64_t flag_mask = MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES | MPOL_F_NUMA_BALANCING;
	uint64_t mode = arg & ~flag_mask, flags = arg & flag_mask;
	const char *name = xlat_name(&xlat_mempolicy_modes, mode);

	if (!flags) {
		print_xval(o, &xlat_mempolicy_modes, mode, xlat_mempolicy_modes.dflt);
	} else if (!name) {
		print_xflags(o, &xlat_mpol_mode_flags, arg, xlat_mpol_mode_flags.dflt);
	} else {
		unsigned saved;
		if (!names_begin(o, arg, NUM_HEX, &saved))	/* -X: one number */
			return;
		out_puts(o, name);
		out_putc(o, '|');
		print_xflags(o, &xlat_mpol_mode_flags, flags, NULL);
		names_end(o, saved);
	}
}

static void print_node_word(struct tracee *t, const void *elem, void *data)
{
	/* Zero-padded to the width of a word: 0x00000000000005, but
	 * 0000000000000000 for zero, since # adds no 0x to it. */
	out_printf(t->out, "%#016llx", (unsigned long long)*(const uint64_t *)elem);
}

/* A node mask of maxnode bits: the kernel reads maxnode - 1 of them, in
 * unsigned longs (set_mempolicy(2)). */
static void print_nodemask(struct tracee *t, uint64_t addr, uint64_t maxnode, bool readable)
{
	uint64_t words = (maxnode + 64 - 2) / 64;
	/* maxnode + 62 wrapped around, or a mask of no word at all. */
	if (words < maxnode / 64 || (maxnode && !words)) {
		print_ptr(t->out, addr);
		return;
	}
	print_out_array(t, addr, words, 8, readable, print_node_word, NULL);
}

int dec_set_mempolicy(struct tracee *t)
{
	struct output *o = t->out;
	/* The mode is an int: upper bits of the register are ignored. */
	print_mpol_mode(o, (uint32_t)argu(t, 0));
	print_sep(o);
	print_nodemask(t, argu(t, 1), argu(t, 2), true);
	print_sep(o);
	print_size(o, argu(t, 2));
	return DEC_DONE;
}

int dec_mbind(struct tracee *t)
{
	struct output *o = t->out;
	print_ptr(o, argu(t, 0));
	print_sep(o);
	print_size(o, argu(t, 1));
	print_sep(o);
	print_mpol_mode(o, argu(t, 2));
	print_sep(o);
	print_nodemask(t, argu(t, 3), argu(t, 4), true);
	print_sep(o);
	print_size(o, argu(t, 4));
	print_sep(o);
	print_xflags(o, &xlat_mbind_flags, (uint32_t)argu(t, 5), xlat_mbind_flags.dflt);
	return DEC_DONE;
}

/* Everything is printed at exit: the policy and the mask are outputs. */
int dec_get_mempolicy(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting)
		return DEC_EXIT;
	int policy;
	if (t->call.is_error || !argu(t, 0)) {
		print_ptr(o, argu(t, 0));
	} else if (fetch_arg(t, 0, &policy, sizeof policy)) {
		out_putc(o, '[');
		print_xval(o, &xlat_mempolicy_modes, (uint32_t)policy, xlat_mempolicy_modes.dflt);
		out_putc(o, ']');
	}
	print_sep(o);
	print_nodemask(t, argu(t, 1), argu(t, 2), !t->call.is_error);
	print_sep(o);
	print_size(o, argu(t, 2));
	print_sep(o);
	print_ptr(o, argu(t, 3));
	print_sep(o);
	print_xflags(o, &xlat_get_mempolicy_flags, argu(t, 4), xlat_get_mempolicy_flags.dflt);
	return DEC_DONE;
}

int dec_migrate_pages(struct tracee *t)
{
	struct output *o = t->out;
	out_printf(o, "%d", argi(t, 0));
	print_sep(o);
	print_size(o, argu(t, 1));
	print_sep(o);
	print_nodemask(t, argu(t, 2), argu(t, 1), true);
	print_sep(o);
	print_nodemask(t, argu(t, 3), argu(t, 1), true);
	return DEC_DONE;
}

static void print_ptr_elem(struct tracee *t, const void *elem, void *data)
{
	print_ptr(t->out, *(const uint64_t *)elem);
}

static void print_int_elem(struct tracee *t, const void *elem, void *data)
{
	out_printf(t->out, "%d", *(const int *)elem);
}

/* A page's status: its node, or a negated errno (move_pages(2)). */
static void print_page_status(struct tracee *t, const void *elem, void *data)
{
	int status = *(const int *)elem;
	const char *name = status < 0 ? xlat_name(&xlat_errnos, -(int64_t)status) : NULL;
	char negated[32];
	if (name)
		snprintf(negated, sizeof negated, "-%s", name);
	print_named(t->out, (uint64_t)(int64_t)status, NUM_DEC, name ? negated : NULL, NULL);
}

int dec_move_pages(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t n = argu(t, 1);
	if (!t->call.exiting) {
		out_printf(o, "%d", argi(t, 0));
		print_sep(o);
		print_size(o, n);
		print_sep(o);
		print_out_array(t, argu(t, 2), n, 8, true, print_ptr_elem, NULL);
		print_sep(o);
		print_out_array(t, argu(t, 3), n, 4, true, print_int_elem, NULL);
		print_sep(o);
		return DEC_EXIT;
	}
	print_out_array(t, argu(t, 4), n, 4, !t->call.is_error, print_page_status, NULL);
	print_sep(o);
	print_xflags(o, &xlat_move_pages_flags, (uint32_t)argu(t, 5), xlat_move_pages_flags.dflt);
	return DEC_DONE;
}

static void print_iov(struct tracee *t, uint64_t addr, uint64_t n, bool data, uint64_t limit)
{
	struct iov_show c = { data, limit, true };
	print_out_array(t, addr, n, 16, true, print_iovec, &c);
}

/* The tail of both process_vm calls, from the remote iovecs on. */
static void print_process_vm_tail(struct tracee *t)
{
	struct output *o = t->out;
	print_size(o, argu(t, 2));
	print_sep(o);
	print_iov(t, argu(t, 3), argu(t, 4), false, 0);
	print_sep(o);
	print_size(o, argu(t, 4));
	print_sep(o);
	print_size(o, argu(t, 5));
}

/* The local iovecs are filled by the call: printed at exit, with as many
 * bytes as it returned. */
int dec_process_vm_readv(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		out_printf(o, "%d", argi(t, 0));
		print_sep(o);
		return DEC_EXIT;
	}
	bool ok = !t->call.is_error;
	print_iov(t, argu(t, 1), argu(t, 2), ok, ok ? (uint64_t)t->call.rval : 0);
	print_sep(o);
	print_process_vm_tail(t);
	return DEC_DONE;
}

int dec_process_vm_writev(struct tracee *t)
{
	struct output *o = t->out;
	out_printf(o, "%d", argi(t, 0));
	print_sep(o);
	print_iov(t, argu(t, 1), argu(t, 2), true, UINT64_MAX);
	print_sep(o);
	print_process_vm_tail(t);
	return DEC_DONE;
}

int dec_process_madvise(struct tracee *t)
{
	struct output *o = t->out;
	print_fd(t, argi(t, 0));
	print_sep(o);
	print_iov(t, argu(t, 1), argu(t, 2), false, 0);
	print_sep(o);
	print_size(o, argu(t, 2));
	print_sep(o);
	print_xval(o, &xlat_madvise_advice, (uint32_t)argu(t, 3), xlat_madvise_advice.dflt);
	print_sep(o);
	out_printf(o, "%#x", (unsigned)argu(t, 4));
	return DEC_DONE;
}

/* "A|B|0x40" into buf: a bit set named as print_xflags names it, for text
 * printed after a return value. */
static void format_flags(char *buf, size_t size, const struct xlat *x, uint64_t v)
{
	size_t len = 0;
	uint64_t left = v;
	const char *zero = xlat_name(x, 0);
	buf[0] = 0;
	if (v == 0)
		len += snprintf(buf, size, "%s", zero ? zero : "0");
	for (unsigned i = 0; i < x->n && left && len < size; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (left & bit) == bit) {
			len += snprintf(buf + len, size - len, "%s%s",
					left == v ? "" : "|", x->e[i].name);
			left &= ~bit;
		}
	}
	if (left && len < size)
		snprintf(buf + len, size - len, "%s%#llx", left == v ? "" : "|",
			 (unsigned long long)left);
}

/* The text after a return value that is a bit set: "(A|B)", or as -X
 * wants it, "(0x3)" or "(0x3 /- A|B -/)". */
static void set_flags_aux(struct tracee *t, const struct xlat *x, uint64_t v)
{
	struct call *c = &t->call;
	char names[AUX_SIZE];
	format_flags(names, sizeof names, x, v);
	switch (t->out->style.xlat) {
	case XLAT_RAW:
		snprintf(tracee_auxbuf(t), AUX_SIZE, v ? "(%#llx)" : "(%llu)", (unsigned long long)v);
		break;
	case XLAT_VERBOSE:
		snprintf(tracee_auxbuf(t), AUX_SIZE, v ? "(%#llx /* %s */)" : "(%llu /* %s */)",
			 (unsigned long long)v, names);
		break;
	default:
		snprintf(tracee_auxbuf(t), AUX_SIZE, "(%s)", names);
	}
	c->aux = tracee_auxbuf(t);
}

/* MEMBARRIER_CMD_QUERY returns the set of supported commands: strace shows
 * it in hex, named.  cpu_id counts only with MEMBARRIER_CMD_FLAG_CPU. */
int dec_membarrier(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t cmd = (uint32_t)argu(t, 0), flags = (uint32_t)argu(t, 1);
	if (!t->call.exiting) {
		print_xval(o, &xlat_membarrier_cmds, cmd, xlat_membarrier_cmds.dflt);
		print_sep(o);
		print_xflags(o, &xlat_membarrier_flags, flags, xlat_membarrier_flags.dflt);
		if (flags & MEMBARRIER_CMD_FLAG_CPU) {
			print_sep(o);
			out_printf(o, "%d", argi(t, 2));
		}
		return cmd == MEMBARRIER_CMD_QUERY ? DEC_EXIT : DEC_DONE;
	}
	if (!t->call.is_error) {
		t->call.ret_format = R_HEX;
		set_flags_aux(t, &xlat_membarrier_cmds, (uint64_t)t->call.rval);
	}
	return DEC_DONE;
}

/* One field of a FUTEX_WAKE_OP's val3: NAME<<shift, or the number and a
 * comment after the shift when the value has no name, as strace writes it. */
static void print_wake_op_field(struct output *o, const struct xlat *x, unsigned v, int shift)
{
	const char *name = xlat_name(x, v);
	print_named(o, v, NUM_HEX, name, NULL);
	out_printf(o, "<<%d", shift);
	/* Under -X raw strace prints no name, so it adds the comment for
	 * every value. */
	if (!name || style_raw(o))
		out_printf(o, " /* %s */", x->dflt);
}

/* val3 of FUTEX_WAKE_OP encodes an operation on *uaddr2 and a comparison
 * (FUTEX_OP() in <linux/futex.h>): op<<28 | oparg<<12 | cmp<<24 | cmparg. */
static void print_wake_op(struct output *o, uint32_t v)
{
	if (v >> 28 & FUTEX_OP_OPARG_SHIFT) {
		print_named(o, FUTEX_OP_OPARG_SHIFT, NUM_HEX, "FUTEX_OP_OPARG_SHIFT", NULL);
		out_puts(o, "<<28|");
	}
	print_wake_op_field(o, &xlat_futex_wake_ops, v >> 28 & 7, 28);
	out_printf(o, "|%#x<<12|", v >> 12 & 0xfff);
	print_wake_op_field(o, &xlat_futex_wake_cmps, v >> 24 & 0xf, 24);
	out_printf(o, "|%#x", v & 0xfff);
}

static void print_bitset(struct output *o, uint32_t v)
{
	print_named(o, v, NUM_HEX, v == FUTEX_BITSET_MATCH_ANY ? "FUTEX_BITSET_MATCH_ANY" : NULL, NULL);
}

/* Which arguments a futex op reads depends on the op (futex(2)): strace
 * prints those only.  utime is a timeout for the waits and val2 (a count)
 * for the requeues. */
int dec_futex(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t op = (uint32_t)argu(t, 1);
	uint32_t val = (uint32_t)argu(t, 2), val2 = (uint32_t)argu(t, 3);
	uint32_t val3 = (uint32_t)argu(t, 5);
	uint64_t timeout = argu(t, 3), uaddr2 = argu(t, 4);

	print_ptr(o, argu(t, 0));
	print_sep(o);
	print_xval(o, &xlat_futex_ops, op, xlat_futex_ops.dflt);
	/* The command is the low 7 bits, whatever the flags above. */
	switch (op & 0x7f) {
	case FUTEX_WAIT:
		out_printf(o, ", %u, ", val);
		print_timespec_at(t, timeout);
		break;
	case FUTEX_LOCK_PI:
	case FUTEX_LOCK_PI2:
		print_sep(o);
		print_timespec_at(t, timeout);
		break;
	case FUTEX_WAIT_BITSET:
		out_printf(o, ", %u, ", val);
		print_timespec_at(t, timeout);
		print_sep(o);
		print_bitset(o, val3);
		break;
	case FUTEX_WAKE_BITSET:
		out_printf(o, ", %u, ", val);
		print_bitset(o, val3);
		break;
	case FUTEX_REQUEUE:
		out_printf(o, ", %u, %u, ", val, val2);
		print_ptr(o, uaddr2);
		break;
	case FUTEX_CMP_REQUEUE:
	case FUTEX_CMP_REQUEUE_PI:
		out_printf(o, ", %u, %u, ", val, val2);
		print_ptr(o, uaddr2);
		out_printf(o, ", %u", val3);
		break;
	case FUTEX_WAKE_OP:
		out_printf(o, ", %u, %u, ", val, val2);
		print_ptr(o, uaddr2);
		print_sep(o);
		print_wake_op(o, val3);
		break;
	case FUTEX_WAIT_REQUEUE_PI:
		out_printf(o, ", %u, ", val);
		print_timespec_at(t, timeout);
		print_sep(o);
		print_ptr(o, uaddr2);
		break;
	case FUTEX_FD:
	case FUTEX_WAKE:
		out_printf(o, ", %u", val);
		break;
	case FUTEX_UNLOCK_PI:
	case FUTEX_TRYLOCK_PI:
		break;
	default:
		out_printf(o, ", %u, ", val);
		print_ptr(o, timeout);
		print_sep(o);
		print_ptr(o, uaddr2);
		out_printf(o, ", %#x", val3);
	}
	return DEC_DONE;
}

/* struct futex_waitv of <linux/futex.h>: 24 bytes. */
struct waiter {
	uint64_t val;
	uint64_t uaddr;
	uint32_t flags;
	uint32_t reserved;
};

static void print_waiter(struct tracee *t, const void *elem, void *data)
{
	struct output *o = t->out;
	struct waiter w;
	memcpy(&w, elem, sizeof w);
	out_printf(o, "{val=%#llx, uaddr=", (unsigned long long)w.val);
	print_ptr(o, w.uaddr);
	out_puts(o, ", flags=");
	print_xflags(o, &xlat_futex_waiter_flags, w.flags, xlat_futex_waiter_flags.dflt);
	if (w.reserved)
		out_printf(o, ", __reserved=%#x", w.reserved);
	out_putc(o, '}');
}

int dec_futex_waitv(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t n = (uint32_t)argu(t, 1);
	print_out_array(t, argu(t, 0), n, sizeof(struct waiter), true, print_waiter, NULL);
	out_printf(o, ", %u, %#x, ", n, (unsigned)argu(t, 2));
	print_timespec_at(t, argu(t, 3));
	print_sep(o);
	print_xval(o, &xlat_clockids, (uint32_t)argu(t, 4), xlat_clockids.dflt);
	return DEC_DONE;
}

/* flags is an unsigned int, printed in hex. */
int dec_process_mrelease(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	out_printf(t->out, ", %#x", (unsigned)argu(t, 1));
	return DEC_DONE;
}
