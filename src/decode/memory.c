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
static void print_mmap_flags(struct tracee *t, uint64_t arg)
{
	uint32_t flags = (uint32_t)arg;
	uint32_t huge_mask = (uint32_t)MAP_HUGE_MASK << MAP_HUGE_SHIFT;

	/* -X: one number, the whole register as strace shows it */
	sink_named(t, arg, NUM_HEX);
	sink_op(t, "|");
	sink_xval(t, &xlat_mmap_types, flags & MAP_TYPE, xlat_mmap_types.dflt);
	uint32_t huge = (flags & huge_mask) >> MAP_HUGE_SHIFT;
	flags &= ~(uint32_t)MAP_TYPE & ~huge_mask;
	if (flags)
		sink_xflags(t, &xlat_mmap_flags, flags, NULL);
	if (huge) {
		sink_op(t, "<<");
		sink_uint(t, huge);
		sink_symbol(t, "MAP_HUGE_SHIFT");
		sink_end(t);
	}
	sink_end(t);
	sink_end(t);
}

int dec_mmap(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	print_mmap_flags(t, argu(t, 3));
	sink_table_arg(t, 4);
	sink_table_arg(t, 5);
	return DEC_DONE;
}

int dec_remap_file_pages(struct tracee *t)
{
	for (int i = 0; i < 4; i++)
		sink_table_arg(t, i);
	sink_arg(t, 4);
	print_mmap_flags(t, argu(t, 4));
	return DEC_DONE;
}

/* new_address means something only with both MREMAP_MAYMOVE and
 * MREMAP_FIXED (mremap(2)); strace shows it only then. */
int dec_mremap(struct tracee *t)
{
	uint64_t flags = argu(t, 3);
	for (int i = 0; i < 4; i++)
		sink_table_arg(t, i);
	uint64_t both = MREMAP_MAYMOVE | MREMAP_FIXED;
	if ((flags & both) == both)
		sink_table_arg(t, 4);
	return DEC_DONE;
}

static void print_mincore_byte(struct tracee *t, const void *elem, void *data)
{
	/* Only the low bit is defined: the page is resident. */
	sink_uint(t, *(const uint8_t *)elem & 1);
}

/* The vector has one byte per page of the range, filled at exit. */
int dec_mincore(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_table_arg(t, 1);
		return DEC_EXIT;
	}
	uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
	uint64_t len = argu(t, 1);
	uint64_t pages = len / page + (len % page ? 1 : 0);
	sink_arg(t, 2);
	print_out_array(t, argu(t, 2), pages, 1, !t->call.is_error, print_mincore_byte, NULL);
	return DEC_DONE;
}

/* A memory policy mode: MPOL_BIND, MPOL_BIND|MPOL_F_STATIC_NODES, or with
 * an unknown mode but flags, the whole value as flags (as strace does). */
static void print_mpol_mode(struct tracee *t, uint64_t arg)
{
	uint64_t flag_mask = MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES | MPOL_F_NUMA_BALANCING;
	uint64_t mode = arg & ~flag_mask, flags = arg & flag_mask;
	const char *name = xlat_name(&xlat_mempolicy_modes, mode);

	if (!flags) {
		sink_xval(t, &xlat_mempolicy_modes, mode, xlat_mempolicy_modes.dflt);
	} else if (!name) {
		sink_xflags(t, &xlat_mpol_mode_flags, arg, xlat_mpol_mode_flags.dflt);
	} else {
		sink_named(t, arg, NUM_HEX);	/* -X: one number */
		sink_op(t, "|");
		sink_const(t, mode, NUM_HEX, name, NULL);
		sink_xflags(t, &xlat_mpol_mode_flags, flags, NULL);
		sink_end(t);
		sink_end(t);
	}
}

static void print_node_word(struct tracee *t, const void *elem, void *data)
{
	/* Zero-padded to the width of a word: 0x00000000000005, but
	 * 0000000000000000 for zero, since # adds no 0x to it. */
	sink_num(t, *(const uint64_t *)elem, IB_HEX016);
}

/* A node mask of maxnode bits: the kernel reads maxnode - 1 of them, in
 * unsigned longs (set_mempolicy(2)). */
static void print_nodemask(struct tracee *t, uint64_t addr, uint64_t maxnode, bool readable)
{
	uint64_t words = (maxnode + 64 - 2) / 64;
	/* maxnode + 62 wrapped around, or a mask of no word at all. */
	if (words < maxnode / 64 || (maxnode && !words)) {
		sink_ptr(t, addr);
		return;
	}
	print_out_array(t, addr, words, 8, readable, print_node_word, NULL);
}

int dec_set_mempolicy(struct tracee *t)
{
	sink_arg(t, 0);
	/* The mode is an int: upper bits of the register are ignored. */
	print_mpol_mode(t, (uint32_t)argu(t, 0));
	sink_arg(t, 1);
	print_nodemask(t, argu(t, 1), argu(t, 2), true);
	sink_table_arg(t, 2);
	return DEC_DONE;
}

int dec_mbind(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	print_mpol_mode(t, argu(t, 2));
	sink_arg(t, 3);
	print_nodemask(t, argu(t, 3), argu(t, 4), true);
	sink_table_arg(t, 4);
	sink_arg(t, 5);
	sink_xflags(t, &xlat_mbind_flags, (uint32_t)argu(t, 5), xlat_mbind_flags.dflt);
	return DEC_DONE;
}

/* Everything is printed at exit: the policy and the mask are outputs. */
int dec_get_mempolicy(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	int policy;
	sink_arg(t, 0);
	if (t->call.is_error || !argu(t, 0)) {
		sink_ptr(t, argu(t, 0));
	} else if (sink_fetch(t, argu(t, 0), &policy, sizeof policy)) {
		sink_array(t);
		sink_elem(t);
		sink_xval(t, &xlat_mempolicy_modes, (uint32_t)policy, xlat_mempolicy_modes.dflt);
		sink_end(t);
	}
	sink_arg(t, 1);
	print_nodemask(t, argu(t, 1), argu(t, 2), !t->call.is_error);
	for (int i = 2; i < 5; i++)
		sink_table_arg(t, i);
	return DEC_DONE;
}

int dec_migrate_pages(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	print_nodemask(t, argu(t, 2), argu(t, 1), true);
	sink_arg(t, 3);
	print_nodemask(t, argu(t, 3), argu(t, 1), true);
	return DEC_DONE;
}

static void print_addr_elem(struct tracee *t, const void *elem, void *data)
{
	sink_ptr(t, *(const uint64_t *)elem);
}

static void print_int_elem(struct tracee *t, const void *elem, void *data)
{
	sink_int(t, *(const int *)elem);
}

/* A page's status: its node, or a negated errno (move_pages(2)). */
static void print_page_status(struct tracee *t, const void *elem, void *data)
{
	int status = *(const int *)elem;
	const char *name = status < 0 ? xlat_name(&xlat_errnos, -(int64_t)status) : NULL;
	char negated[32];
	if (name)
		snprintf(negated, sizeof negated, "-%s", name);
	sink_const(t, (uint64_t)(int64_t)status, NUM_DEC, name ? negated : NULL, NULL);
}

int dec_move_pages(struct tracee *t)
{
	uint64_t n = argu(t, 1);
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_table_arg(t, 1);
		sink_arg(t, 2);
		print_out_array(t, argu(t, 2), n, 8, true, print_addr_elem, NULL);
		sink_arg(t, 3);
		print_out_array(t, argu(t, 3), n, 4, true, print_int_elem, NULL);
		return DEC_EXIT;
	}
	sink_arg(t, 4);
	print_out_array(t, argu(t, 4), n, 4, !t->call.is_error, print_page_status, NULL);
	sink_arg(t, 5);
	sink_xflags(t, &xlat_move_pages_flags, (uint32_t)argu(t, 5), xlat_move_pages_flags.dflt);
	return DEC_DONE;
}

/* Argument i, an array of n iovecs. */
static void print_iov(struct tracee *t, int i, uint64_t n, bool data, uint64_t limit)
{
	struct iov_show c = { data, limit, false };
	sink_arg(t, i);
	print_out_array(t, argu(t, i), n, 16, true, print_iovec, &c);
}

/* The tail of both process_vm calls, from the remote iovecs on. */
static void print_process_vm_tail(struct tracee *t)
{
	sink_table_arg(t, 2);
	print_iov(t, 3, argu(t, 4), false, 0);
	sink_table_arg(t, 4);
	/* strace shows the flags in decimal */
	sink_arg(t, 5);
	sink_uint(t, argu(t, 5));
}

/* The local iovecs are filled by the call: printed at exit, with as many
 * bytes as it returned. */
int dec_process_vm_readv(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	bool ok = !t->call.is_error;
	print_iov(t, 1, argu(t, 2), ok, ok ? (uint64_t)t->call.rval : 0);
	print_process_vm_tail(t);
	return DEC_DONE;
}

int dec_process_vm_writev(struct tracee *t)
{
	sink_table_arg(t, 0);
	print_iov(t, 1, argu(t, 2), true, UINT64_MAX);
	print_process_vm_tail(t);
	return DEC_DONE;
}

int dec_process_madvise(struct tracee *t)
{
	sink_table_arg(t, 0);
	print_iov(t, 1, argu(t, 2), false, 0);
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	sink_xval(t, &xlat_madvise_advice, (uint32_t)argu(t, 3), xlat_madvise_advice.dflt);
	sink_arg(t, 4);
	sink_hex(t, (unsigned)argu(t, 4));
	return DEC_DONE;
}

/* MEMBARRIER_CMD_QUERY returns the set of supported commands: strace shows
 * it in hex, named after the return value ("= 0x1f (A|B)", under -X raw
 * "(0x1f)", under -X verbose "(0x1f /- A|B -/)").  cpu_id counts only with
 * MEMBARRIER_CMD_FLAG_CPU. */
int dec_membarrier(struct tracee *t)
{
	uint32_t cmd = (uint32_t)argu(t, 0), flags = (uint32_t)argu(t, 1);
	if (!t->call.exiting) {
		sink_arg(t, 0);
		sink_xval(t, &xlat_membarrier_cmds, cmd, xlat_membarrier_cmds.dflt);
		sink_arg(t, 1);
		sink_xflags(t, &xlat_membarrier_flags, flags, xlat_membarrier_flags.dflt);
		if (flags & MEMBARRIER_CMD_FLAG_CPU)
			sink_table_arg(t, 2);
		return cmd == MEMBARRIER_CMD_QUERY ? DEC_EXIT_TAIL : DEC_DONE;
	}
	if (!t->call.is_error) {
		uint64_t v = (uint64_t)t->call.rval;
		t->call.ret_format = R_HEX;
		sink_aux_begin(t);
		/* a set with no bit shows 0 under -X raw, as a set of flags would not */
		if (v)
			sink_xflags(t, &xlat_membarrier_cmds, v, NULL);
		else
			sink_const(t, 0, NUM_HEX, xlat_name(&xlat_membarrier_cmds, 0), NULL);
		sink_aux_end(t);
	}
	return DEC_DONE;
}

/* One field of a FUTEX_WAKE_OP's val3: NAME<<shift, or the number and a
 * comment after the shift when the value has no name, as strace writes it. */
static void print_wake_op_field(struct tracee *t, const struct xlat *x, unsigned v, int shift)
{
	const char *name = xlat_name(x, v);
	sink_op(t, "<<");
	sink_const(t, v, NUM_HEX, name, NULL);
	sink_uint(t, (unsigned)shift);
	sink_end(t);
	if (!name) {
		sink_comment(t, "unknown", "%s", x->dflt);
	} else {
		/* Under -X raw strace prints no name, so it adds the comment
		 * for every value. */
		sink_comment(t, "unknown", "%s", x->dflt);
		sink_shown_when_raw(t);
	}
}

/* val3 of FUTEX_WAKE_OP encodes an operation on *uaddr2 and a comparison
 * (FUTEX_OP() in <linux/futex.h>): op<<28 | oparg<<12 | cmp<<24 | cmparg. */
static void print_wake_op(struct tracee *t, uint32_t v)
{
	sink_op(t, "|");
	if (v >> 28 & FUTEX_OP_OPARG_SHIFT) {
		sink_op(t, "<<");
		sink_const(t, FUTEX_OP_OPARG_SHIFT, NUM_HEX, "FUTEX_OP_OPARG_SHIFT", NULL);
		sink_uint(t, 28);
		sink_end(t);
	}
	print_wake_op_field(t, &xlat_futex_wake_ops, v >> 28 & 7, 28);
	sink_op(t, "<<");
	sink_hex(t, v >> 12 & 0xfff);
	sink_uint(t, 12);
	sink_end(t);
	print_wake_op_field(t, &xlat_futex_wake_cmps, v >> 24 & 0xf, 24);
	sink_hex(t, v & 0xfff);
	sink_end(t);
}

/* val3 of the bitset ops */
static void arg_bitset(struct tracee *t)
{
	uint32_t v = (uint32_t)argu(t, 5);
	sink_arg(t, 5);
	sink_const(t, v, NUM_HEX, v == FUTEX_BITSET_MATCH_ANY ? "FUTEX_BITSET_MATCH_ANY" : NULL,
		   NULL);
}

/* Argument i, a uint. */
static void arg_uint(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_uint(t, (uint32_t)argu(t, i));
}

/* utime as a timeout */
static void arg_timeout(struct tracee *t)
{
	sink_arg(t, 3);
	sink_timespec_at(t, argu(t, 3));
}

/* Which arguments a futex op reads depends on the op (futex(2)): strace
 * prints those only.  utime is a timeout for the waits and val2 (a count)
 * for the requeues. */
int dec_futex(struct tracee *t)
{
	uint32_t op = (uint32_t)argu(t, 1);

	sink_table_arg(t, 0);
	sink_arg(t, 1);
	sink_xval(t, &xlat_futex_ops, op, xlat_futex_ops.dflt);
	/* The command is the low 7 bits, whatever the flags above. */
	switch (op & 0x7f) {
	case FUTEX_WAIT:
		arg_uint(t, 2);
		arg_timeout(t);
		break;
	case FUTEX_LOCK_PI:
	case FUTEX_LOCK_PI2:
		arg_timeout(t);
		break;
	case FUTEX_WAIT_BITSET:
		arg_uint(t, 2);
		arg_timeout(t);
		arg_bitset(t);
		break;
	case FUTEX_WAKE_BITSET:
		arg_uint(t, 2);
		arg_bitset(t);
		break;
	case FUTEX_REQUEUE:
		arg_uint(t, 2);
		arg_uint(t, 3);
		sink_table_arg(t, 4);
		break;
	case FUTEX_CMP_REQUEUE:
	case FUTEX_CMP_REQUEUE_PI:
		arg_uint(t, 2);
		arg_uint(t, 3);
		sink_table_arg(t, 4);
		arg_uint(t, 5);
		break;
	case FUTEX_WAKE_OP:
		arg_uint(t, 2);
		arg_uint(t, 3);
		sink_table_arg(t, 4);
		sink_arg(t, 5);
		print_wake_op(t, (uint32_t)argu(t, 5));
		break;
	case FUTEX_WAIT_REQUEUE_PI:
		arg_uint(t, 2);
		arg_timeout(t);
		sink_table_arg(t, 4);
		break;
	case FUTEX_FD:
	case FUTEX_WAKE:
		arg_uint(t, 2);
		break;
	case FUTEX_UNLOCK_PI:
	case FUTEX_TRYLOCK_PI:
		break;
	default:
		arg_uint(t, 2);
		sink_arg(t, 3);
		sink_ptr(t, argu(t, 3));
		sink_table_arg(t, 4);
		sink_arg(t, 5);
		sink_hex(t, (uint32_t)argu(t, 5));
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
	struct waiter w;
	memcpy(&w, elem, sizeof w);
	sink_struct(t);
	sink_field(t, "val");
	sink_hex(t, w.val);
	sink_field(t, "uaddr");
	sink_ptr(t, w.uaddr);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_futex_waiter_flags, w.flags, xlat_futex_waiter_flags.dflt);
	if (w.reserved) {
		sink_field(t, "__reserved");
		sink_hex(t, w.reserved);
	}
	sink_end(t);
}

int dec_futex_waitv(struct tracee *t)
{
	uint32_t n = (uint32_t)argu(t, 1);
	/* strace stops after the kernel's most, even under -v, once it has
	 * read the waiter past them: "..." (or its address when unreadable) */
	unsigned limit = array_limit(t) < FUTEX_WAITV_MAX ? array_limit(t) : FUTEX_WAITV_MAX;
	sink_arg(t, 0);
	print_array_upto(t, argu(t, 0), n, sizeof(struct waiter), verbose(t), limit,
			 print_waiter, NULL);
	arg_uint(t, 1);
	sink_arg(t, 2);
	sink_hex(t, (unsigned)argu(t, 2));
	sink_arg(t, 3);
	sink_timespec_at(t, argu(t, 3));
	sink_arg(t, 4);
	sink_xval(t, &xlat_clockids, (uint32_t)argu(t, 4), xlat_clockids.dflt);
	return DEC_DONE;
}

/* flags is an unsigned int, printed in hex. */
int dec_process_mrelease(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	sink_hex(t, (unsigned)argu(t, 1));
	return DEC_DONE;
}
