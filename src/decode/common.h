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
 * prints [...] without reading (strace's clone3 set_tid). */
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

/* open's flags, the access mode first, then the other flags:
 * O_RDONLY|O_CLOEXEC (mq_open takes them too). */
void print_open_flags(struct tracee *t, uint64_t flags);
/* KERNEL_VERSION(5, 10, 0) as <linux/version.h> builds it; the number
 * under -X raw, both under -X verbose (bpf's kern_version, V4L2's). */
void print_kernel_version(struct tracee *t, uint32_t v);

/* The bytes of an extensible struct (openat2's open_how, mount_setattr's
 * mount_attr) beyond the known bytes seize prints, up to size (at most a
 * page: the kernel takes no more, and strace shows no more): nothing when
 * they are all zero, as the kernel then accepts them; else a comment naming
 * the range and the bytes cut at -s; "???" when they are unreadable. */
void print_struct_tail(struct tracee *t, uint64_t addr, size_t known, uint64_t size);

/* Clock ticks, with the seconds they make in a hint (time.c); key names
 * the hint in the JSON. */
void print_clock_t(struct tracee *t, uint64_t ticks, const char *key);
/* IOPRIO_PRIO_VALUE(class, data) of an I/O priority (resource.c); named:
 * inside a value that -X shows by its number (sink_named). */
void print_ioprio_expr(struct tracee *t, uint32_t v, bool named);

#endif
