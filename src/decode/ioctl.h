/* ioctl's families.  Each driver or subsystem has its requests in a file of
 * its own, src/decode/ioctl-NAME.c: a name set (src/xlat/ioctl_NAME.in, the
 * values from the kernel's headers) and a decoder for the arguments.
 * src/decode/ioctl.c prints the descriptor and the request and asks the
 * families, in the order of ioctl-families.c, which one knows the request.
 *
 * A family's decode(t, code, arg) is called at the syscall's entry, after
 * the descriptor and the request went out.  It either returns IOCTL_UNKNOWN
 * at once, having reported nothing, or reports argument 2 the way any
 * decoder does (sink_arg(t, 2), then the value) and returns DEC_DONE; or
 * DEC_EXIT to be called again at exit, where it reports sink_arg(t, 2) and
 * what the kernel filled; or DEC_EXIT_TAIL to go on at exit with the value
 * it left open.  A request with no argument reports nothing and returns
 * DEC_DONE: "ioctl(3, FIOCLEX) = 0".  A request no family knows gets its
 * argument in hex.  t->call.saved[0..2] are the family's from entry to
 * exit; saved[3] is the dispatcher's. */
#ifndef SEIZE_DECODE_IOCTL_H
#define SEIZE_DECODE_IOCTL_H

#include "decode.h"

enum { IOCTL_UNKNOWN = -1 };

struct ioctl_family {
	const char *name;		/* for the reader: "loop", "rtc" */
	const struct xlat *names;	/* its requests' names, or NULL */
	int (*decode)(struct tracee *t, unsigned code, uint64_t arg);
	/* Or NULL.  A name built from the request's number, which strace
	 * puts before the names of the sets: EVIOCGABS(ABS_X), MIXER_READ(1).
	 * With t NULL it only says whether it has one; with t it reports
	 * that one value (a sink_func) and returns true.  Unknown parts
	 * print as under -X abbrev with ioctl_name_xval. */
	bool (*number_name)(struct tracee *t, unsigned code);
	/* Or NULL.  More name sets, NULL-terminated, for a family with
	 * names from many headers (ioctl-names.c). */
	const struct xlat *const *more_names;
};

/* Every family, in the order they are asked (ioctl-families.c). */
extern const struct ioctl_family *const ioctl_families[];
extern const unsigned ioctl_family_count;

/* For a decoder at exit, before the value the kernel filled: reports the
 * argument's key, and its address when the call failed or it is NULL;
 * true then, and nothing more is to be printed. */
bool ioctl_exit_ptr(struct tracee *t, uint64_t arg);

/* Helpers the families share for the members of the structs they print. */

/* A char array member, name="text": up to its first NUL, at most size - 1
 * bytes, then "..." when no NUL ends it there (strace's CSTRING fields). */
void ioctl_cstr_field(struct tracee *t, const char *name, const char *s, size_t size);
/* Element i of an array of elsize-byte (1, 2, 4 or 8) integers, read
 * signed or unsigned. */
uint64_t ioctl_array_elem(const void *p, size_t i, size_t elsize, bool sign);
/* An array member in hex, name=[0x1, 0x2]: n elements of elsize (1, 2, 4
 * or 8) bytes each. */
void ioctl_hex_array_field(struct tracee *t, const char *name, const void *p, size_t n,
			   size_t elsize);
/* [v]: an unsigned value of size (1, 2, 4 or 8) bytes at addr; the address
 * when it is unreadable. */
void ioctl_uint_at(struct tracee *t, uint64_t addr, size_t size);
/* For a name hook: v of set x by its name; unknown, in hex, with dflt in
 * a comment under -X abbrev alone, as strace writes EVIOCGABS(0xe) inside
 * -X verbose's comment. */
void ioctl_name_xval(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt);

/* The requests whose argument is a value, or a pointer to one, that every
 * family decodes alike: a family lists them in a table and passes the
 * requests it does not decode itself to ioctl_scalar_decode. */
enum ioctl_scalar {
	IS_NONE,		/* no argument: "ioctl(3, FIOCLEX)" */
	IS_INT,			/* an int value: 5 */
	IS_ULONG,		/* an unsigned long value */
	IS_PTR,			/* an address strace does not follow: NULL for 0 */
	IS_INT_IN,		/* a pointer to an int the call reads: [5] */
	IS_INT_OUT,		/* ... one it fills, shown at exit */
	IS_UINT_OUT,		/* a pointer to an unsigned int it fills */
	IS_USHORT_OUT,		/* ... an unsigned short */
	IS_U64_OUT,		/* ... an unsigned long or a uint64_t */
};
struct ioctl_scalar_req {
	unsigned code;
	uint8_t kind;		/* enum ioctl_scalar */
};
/* Decodes request code of table reqs (n rows) at entry or exit as a
 * family's decode does; IOCTL_UNKNOWN when the table lacks it. */
int ioctl_scalar_decode(struct tracee *t, const struct ioctl_scalar_req *reqs, size_t n,
			unsigned code, uint64_t arg);

#endif
