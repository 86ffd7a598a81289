/* Strings with a length the kernel bounds.  strace reads such a string up
 * to that bound, not to its -s limit and one byte more: a name that fills
 * the bound and ends at an unmapped page still prints, cut with "...",
 * and one cut short by the page prints as its address. */
#include "bounded-str.h"
#include "decode.h"

void print_str_upto(struct tracee *t, uint64_t addr, unsigned size)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	uint64_t limit = string_limit(t);
	size_t want = size < limit + 1 ? size : (size_t)limit + 1;
	if (want > BOUNDED_STR_MAX)
		want = BOUNDED_STR_MAX;
	char buf[BOUNDED_STR_MAX + 1];
	bool terminated;
	ssize_t n = mem_read_str(t->tid, addr, buf, want, &terminated);
	/* fewer bytes than asked and no NUL among them: the memory ended */
	if (n < 0 || ((size_t)n < want && !terminated)) {
		sink_ptr(t, addr);
		return;
	}
	if ((size_t)n < want) {
		sink_bytes(t, buf, (size_t)n, STR_NUL_STOPS);
		return;
	}
	/* no NUL within the bytes read (mem_read_str's look at the byte after
	 * them is none of the kernel's business) */
	sink_bytes(t, buf, want < limit ? want : (size_t)limit, STR_NUL_STOPS | STR_CUT);
}
