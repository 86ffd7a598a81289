/* The array and iovec printers every decoder family shares. */
#include "decode.h"
#include "common.h"

/* n elements of size bytes at addr, as strace prints arrays: NULL, [] when
 * empty, [a, b, ...] cut after limit elements, the address when the first
 * element cannot be read, and "..." with the address in a comment after
 * the elements read when a later one cannot.  readable false stands for a
 * call that failed or for -e verbose= leaving the call out: the address. */
void print_array_upto(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		      bool readable, uint64_t limit, array_elem_fn fn, void *ctx)
{
	struct output *o = t->out;
	uint64_t elem[ARRAY_ELEM_MAX / sizeof(uint64_t)];

	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	if (!n) {
		out_puts(o, "[]");
		return;
	}
	/* An array that would wrap around the address space. */
	if (size > sizeof elem || n > UINT64_MAX / size || addr + n * size <= addr) {
		print_ptr(o, addr);
		return;
	}
	for (uint64_t i = 0; i < n; i++) {
		uint64_t cur = addr + i * size;
		if (i)
			print_sep(o);
		if (!readable || !mem_read(t->tid, cur, elem, size)) {
			if (i == 0) {
				print_ptr(o, addr);
				return;
			}
			out_printf(o, "... /* %#llx */", (unsigned long long)cur);
			break;
		}
		/* with -s 0 the bracket opens before the cut */
		if (i == 0)
			out_putc(o, '[');
		/* strace 6.1 reads an element before it decides to cut there:
		 * an unreadable one shows its address even past -s. */
		if (i >= limit) {
			out_puts(o, "...");
			break;
		}
		fn(t, elem, ctx);
	}
	out_putc(o, ']');
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
	struct output *o = t->out;
	out_puts(o, "{iov_base=");
	if (c->data) {
		uint64_t len = iov[1] < c->left ? iov[1] : c->left;
		if (c->left != UINT64_MAX || c->max_counts)
			c->left -= len;
		print_buf(t, iov[0], len);
	} else {
		print_ptr(o, iov[0]);
	}
	out_printf(o, ", iov_len=%llu}", (unsigned long long)iov[1]);
}
