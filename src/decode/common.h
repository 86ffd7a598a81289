/* The array and iovec printers every decoder family shares (common.c). */
#ifndef SEIZE_DECODE_COMMON_H
#define SEIZE_DECODE_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tracee;

/* Prints one element of an array from a copy of its bytes. */
typedef void (*array_elem_fn)(struct tracee *t, const void *elem, void *ctx);

/* The largest element an array printer copies; bigger ones print as the
 * array's address. */
enum { ARRAY_ELEM_MAX = 256 };

/* n elements of size bytes at addr, at most limit of them before "...".
 * readable false prints the address in place of the elements. */
void print_array_upto(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		      bool readable, uint64_t limit, array_elem_fn fn, void *ctx);

/* The same with the -s limit (all elements under -v). */
void print_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
		 array_elem_fn fn, void *ctx);
/* The same, but the cut at -s comes before the element is read: -s 0
 * prints [...] without reading (strace's group lists, clone3's set_tid). */
void print_array_cut_first(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			   array_elem_fn fn, void *ctx);

/* How the iov_base of each struct iovec prints: its address, or its bytes
 * with at most left bytes in all (a read fills only what it returned). */
struct iov_show {
	bool data;
	uint64_t left;
	/* left == UINT64_MAX is a count like any other, not "no limit":
	 * process_vm_writev has always printed so. */
	bool max_counts;
};

/* An array element printer for struct iovec; ctx is a struct iov_show. */
void print_iovec(struct tracee *t, const void *elem, void *ctx);

#endif
