/* The array and iovec printers every decoder family shares. */
#include "decode.h"
#include "common.h"

/* n elements of size bytes at addr, as strace prints arrays: NULL, [] when
 * empty, [a, b, ...] cut after limit elements, the address when the first
 * element cannot be read, and "..." with the address in a comment after
 * the elements read when a later one cannot.  readable false stands for a
 * call that failed or for -e verbose= leaving the call out: the address.
 * strace's decoders differ in one point: most read an element before they
 * decide to cut there (an unreadable one shows its address even past -s);
 * some (clone3's set_tid) cut first, and with -s 0 print
 * [...] without looking at the memory: cut_first. */
static void walk_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		       bool readable, uint64_t limit, bool cut_first, array_elem_fn fn,
		       void *ctx)
{
	uint64_t elem[ARRAY_ELEM_MAX / sizeof(uint64_t)];

	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	if (!n) {
		sink_array(t);
		sink_end(t);
		return;
	}
	/* An array that would wrap around the address space. */
	if (size > sizeof elem || n > UINT64_MAX / size || addr + n * size <= addr) {
		sink_ptr(t, addr);
		return;
	}
	for (uint64_t i = 0; i < n; i++) {
		uint64_t cur = addr + i * size;
		bool cut = i >= limit;
		if (!(cut && cut_first) && (!readable || !mem_read(t->tid, cur, elem, size))) {
			if (i == 0) {
				sink_ptr(t, addr);
				return;
			}
			sink_ellipsis(t);
			sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)cur);
			break;
		}
		/* with -s 0 the bracket opens before the cut */
		if (i == 0)
			sink_array(t);
		if (cut) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		fn(t, elem, ctx);
	}
	sink_end(t);
}

void print_array_upto(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		      bool readable, uint64_t limit, array_elem_fn fn, void *ctx)
{
	walk_array(t, addr, n, size, readable, limit, false, fn, ctx);
}

void print_array_cut_first(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			   array_elem_fn fn, void *ctx)
{
	walk_array(t, addr, n, size, true, array_limit(t), true, fn, ctx);
}

void print_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		 array_elem_fn fn, void *ctx)
{
	print_array_upto(t, addr, n, size, true, array_limit(t), fn, ctx);
}

void print_iovec(struct tracee *t, const void *elem, void *ctx)
{
	const uint64_t *iov = elem;	/* struct iovec: base, len */
	struct iov_show *c = ctx;
	sink_struct(t);
	sink_field(t, "iov_base");
	if (c->data) {
		uint64_t len = iov[1] < c->left ? iov[1] : c->left;
		if (c->left != UINT64_MAX || c->max_counts)
			c->left -= len;
		sink_buf_at(t, iov[0], len);
	} else {
		sink_ptr(t, iov[0]);
	}
	sink_field(t, "iov_len");
	sink_uint(t, iov[1]);
	sink_end(t);
}

void print_kernel_version(struct tracee *t, uint32_t v)
{
	sink_named(t, v, NUM_HEX);
	sink_func(t, "KERNEL_VERSION");
	sink_uint(t, v >> 16);
	sink_uint(t, (v >> 8) & 0xff);
	sink_uint(t, v & 0xff);
	sink_end(t);
	sink_end(t);
}
