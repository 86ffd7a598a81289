/* Netlink's chains of length-prefixed records: the messages in a socket's
 * data and the attributes in a message.  One walker shows both as strace
 * does (nl-walk.c). */
#ifndef SEIZE_DECODE_NL_WALK_H
#define SEIZE_DECODE_NL_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tracee;

/* A kind of record: its header, read first, and how it is shown. */
struct nl_chain {
	size_t hdr_size;			/* the header: struct nlmsghdr or nlattr */
	unsigned (*length)(const void *hdr);	/* the record's length, its header's */
	/* One record, header already read; len is what is left of the chain
	 * from addr.  ctx is the caller's. */
	void (*print)(struct tracee *t, const void *hdr, uint64_t addr, unsigned len,
		      const void *ctx);
};

/* The records in len bytes at addr: one alone, several as [...], at most
 * -s of them; the bytes of a record too short for its header in hex; the
 * address where the memory stops being readable.  The walk follows the
 * kernel's: a record's length rounded to 4 bytes is the step to the next,
 * one shorter than its header ends the chain. */
void print_nl_chain(struct tracee *t, const struct nl_chain *c, const void *ctx,
		    uint64_t addr, uint64_t len);

struct nlattr;
struct xlat;

/* An attribute's header: {nla_len=8, nla_type=NLA_F_NESTED|IFA_ADDRESS},
 * the flag bits by name whatever -X says, the type from names as -X says
 * (a bare number when names is NULL). */
void print_nla_header(struct tracee *t, const struct xlat *names, const char *dflt,
		      const struct nlattr *nla);

/* A netlink body that starts with an address family byte, read already:
 * "{field=AF_X, " and the rest of a struct of size bytes read into buf
 * (its first byte the family), or "..." when the payload is shorter than
 * the struct.  Leaves the struct open; false when nothing more is to be
 * printed in it. */
bool nl_family_struct_begin(struct tracee *t, const char *field, uint8_t family,
			    uint64_t addr, unsigned len, void *buf, size_t size);

/* [[SK_MEMINFO_RMEM_ALLOC]=0, [SK_MEMINFO_RCVBUF]=1]: the numbers of
 * size bytes (4 or 8) in len bytes at addr, each keyed by its index as
 * names (dflt for the unknown ones) and -X show it: [0]=0 under raw,
 * [0 / * SK_MEMINFO_RMEM_ALLOC * /]=0 under verbose.  false when len holds
 * none. */
bool print_indexed_array(struct tracee *t, uint64_t addr, unsigned len, unsigned size,
			 bool is_signed, const struct xlat *names, const char *dflt);

#endif
