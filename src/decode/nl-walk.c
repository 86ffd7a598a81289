/* The walker of netlink's record chains (nl-walk.h). */
#include "decode.h"
#include "net.h"
#include "nl-walk.h"

#include <linux/netlink.h>

/* NLMSG_ALIGN and NLA_ALIGN: both round to 4 bytes. */
static uint64_t align4(uint64_t n)
{
	return (n + 3) & ~(uint64_t)3;
}

void print_nl_chain(struct tracee *t, const struct nl_chain *c, const void *ctx,
		    uint64_t addr, uint64_t len)
{
	union { char bytes[64]; uint64_t align; } hdr;
	bool in_array = false;
	for (unsigned elt = 0;; elt++) {
		if (len < c->hdr_size || c->hdr_size > sizeof hdr) {
			if (in_array)
				sink_elem(t);
			print_hex_str(t, addr, len);
			break;
		}
		if (!addr || !mem_read(t->tid, addr, hdr.bytes, c->hdr_size)) {
			if (in_array) {
				sink_ellipsis(t);
				sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)addr);
			} else {
				sink_ptr(t, addr);
			}
			break;
		}
		if (cut_before(t, elt)) {
			sink_ellipsis(t);
			break;
		}
		unsigned rec_len = c->length(hdr.bytes);
		uint64_t step = align4(rec_len), next_addr = 0, next_len = 0;
		if (rec_len >= c->hdr_size) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!in_array && next_addr) {
			sink_array(t);
			in_array = true;
		}
		if (in_array)
			sink_elem(t);
		c->print(t, hdr.bytes, addr, len > UINT32_MAX ? UINT32_MAX : (unsigned)len, ctx);
		if (!next_addr)
			break;
		addr = next_addr;
		len = next_len;
	}
	if (in_array)
		sink_end(t);
}

bool nl_family_struct_begin(struct tracee *t, const char *field, uint8_t family,
			    uint64_t addr, unsigned len, void *buf, size_t size)
{
	sink_struct(t);
	sink_field(t, field);
	sink_xval(t, &xlat_socket_families, family, "AF_???");
	if (len < size) {
		sink_ellipsis(t);
		return false;
	}
	*(uint8_t *)buf = family;
	return sink_fetch(t, addr + 1, (char *)buf + 1, size - 1);
}

void print_nla_header(struct tracee *t, const struct xlat *names, const char *dflt,
		      const struct nlattr *nla)
{
	unsigned type = nla->nla_type & NLA_TYPE_MASK;
	bool flags = nla->nla_type & (NLA_F_NESTED | NLA_F_NET_BYTEORDER);
	sink_struct(t);
	sink_uint_field(t, "nla_len", nla->nla_len);
	sink_field(t, "nla_type");
	if (flags)
		sink_op(t, "|");
	if (nla->nla_type & NLA_F_NESTED)
		sink_symbol(t, "NLA_F_NESTED");
	if (nla->nla_type & NLA_F_NET_BYTEORDER)
		sink_symbol(t, "NLA_F_NET_BYTEORDER");
	if (names)
		sink_xval(t, names, type, dflt);
	else
		sink_hex(t, type);
	if (flags)
		sink_end(t);
	sink_end(t);
}

struct indexed {
	const struct xlat *names;
	const char *dflt;
	unsigned size;
	bool is_signed;
	unsigned index;
};

/* [NAME]=v: an operator of two, the index in brackets and the value, so
 * the index is a constant -X shows as it shows any other. */
static void print_indexed_elem(struct tracee *t, const void *elem, void *ctx)
{
	struct indexed *c = ctx;
	uint64_t v = c->size == 8 ? *(const uint64_t *)elem : *(const uint32_t *)elem;
	if (c->is_signed && c->size == 4)
		v = (uint64_t)(int64_t)(int32_t)v;
	sink_op(t, "=");
	sink_array(t);
	sink_elem(t);
	sink_const(t, c->index, NUM_UNSIGNED, xlat_name(c->names, c->index), c->dflt);
	sink_end(t);
	sink_num(t, v, c->is_signed ? IB_DEC : IB_UDEC);
	sink_end(t);
	c->index++;
}

bool print_indexed_array(struct tracee *t, uint64_t addr, unsigned len, unsigned size,
			 bool is_signed, const struct xlat *names, const char *dflt)
{
	struct indexed c = { names, dflt, size, is_signed, 0 };
	if (len < size)
		return false;
	print_array(t, addr, len / size, size, print_indexed_elem, &c);
	return true;
}
