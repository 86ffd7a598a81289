/* The futex2 calls of Linux 6.7: futex_wake, futex_wait, futex_requeue.
 * Their flags are FUTEX2_*: a size field in the low two bits, named even
 * when 0 (FUTEX2_SIZE_U8), and flags above it. */
#include "decode.h"
#include "common.h"

#include <linux/futex.h>

extern const struct xlat xlat_futex2_sizes, xlat_futex2_flags;

/* <linux/futex.h> of Linux 6.7: the size field of FUTEX2_* flags. */
enum { FUTEX2_SIZE_FIELD = 0x03 };

/* FUTEX2_SIZE_U32|FUTEX2_PRIVATE; the number under -X raw. */
static void print_futex2_flags(struct tracee *t, uint32_t flags)
{
	uint32_t rest = flags & ~(uint32_t)FUTEX2_SIZE_FIELD;
	sink_named(t, flags, NUM_HEX);
	sink_op(t, "|");
	sink_xval(t, &xlat_futex2_sizes, flags & FUTEX2_SIZE_FIELD, NULL);
	if (rest)
		sink_xflags(t, &xlat_futex2_flags, rest, NULL);
	sink_end(t);
	sink_end(t);
}

/* The bitset mask, an unsigned long: FUTEX_BITSET_MATCH_ANY or a number. */
static void print_futex2_mask(struct tracee *t, int i)
{
	uint64_t mask = argu(t, i);
	sink_arg(t, i);
	if (mask == FUTEX_BITSET_MATCH_ANY)
		sink_const(t, mask, NUM_HEX, "FUTEX_BITSET_MATCH_ANY", NULL);
	else
		sink_hex(t, mask);
}

static void arg_futex2_flags(struct tracee *t, int i)
{
	sink_arg(t, i);
	print_futex2_flags(t, (uint32_t)argu(t, i));
}

int dec_futex_wake(struct tracee *t)
{
	sink_table_arg(t, 0);
	print_futex2_mask(t, 1);
	sink_table_arg(t, 2);
	arg_futex2_flags(t, 3);
	return DEC_DONE;
}

int dec_futex_wait(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	print_futex2_mask(t, 2);
	arg_futex2_flags(t, 3);
	sink_arg(t, 4);
	sink_timespec_at(t, argu(t, 4));
	sink_table_arg(t, 5);
	return DEC_DONE;
}

/* struct futex_waitv of <linux/futex.h>: 24 bytes. */
struct futex2_waiter {
	uint64_t val;
	uint64_t uaddr;
	uint32_t flags;
	uint32_t reserved;
};

static void print_futex2_waiter(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	struct futex2_waiter w;
	memcpy(&w, elem, sizeof w);
	sink_struct(t);
	sink_hex_field(t, "val", w.val);
	sink_hex_field(t, "uaddr", w.uaddr);
	sink_field(t, "flags");
	print_futex2_flags(t, w.flags);
	sink_hex_field(t, "__reserved", w.reserved);
	sink_end(t);
}

/* The kernel takes two waiters: the one to wake and the one to requeue to. */
int dec_futex_requeue(struct tracee *t)
{
	sink_arg(t, 0);
	print_array_upto(t, argu(t, 0), 2, sizeof(struct futex2_waiter), true, ~0ULL,
			 print_futex2_waiter, NULL);
	sink_arg(t, 1);
	sink_hex(t, (uint32_t)argu(t, 1));
	sink_table_arg(t, 2);
	sink_table_arg(t, 3);
	return DEC_DONE;
}
