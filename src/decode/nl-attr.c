/* Netlink attributes for the protocols other than NETLINK_ROUTE: a walker
 * that hands each attribute's data to a function chosen by its type, as
 * the kernel's nla_for_each_attr walks them, and the data printers the
 * protocols share.  A printer returns false when strace would show the
 * data as bytes instead (too short, or a size it does not know). */
#include <stdlib.h>
#include <linux/netlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "nl-walk.h"
#include "util.h"

extern const struct xlat xlat_netlink_sk_meminfo_indices;

/* {nla_len, nla_type} alone, or [{nla_len, nla_type}, data]. */
static void print_attr(struct tracee *t, const struct nlattr_set *set,
		       const struct nlattr *nla, uint64_t addr, unsigned len)
{
	unsigned nla_len = nla->nla_len < len ? nla->nla_len : len;
	unsigned type = nla->nla_type & NLA_TYPE_MASK;
	if (nla_len <= NLA_HDRLEN) {
		print_nla_header(t, set->names, set->dflt, nla);
		return;
	}
	sink_array(t);
	sink_elem(t);
	print_nla_header(t, set->names, set->dflt, nla);
	sink_elem(t);
	nlattr_fn fn = type < set->n ? set->fns[type] : NULL;
	if (!fn || !fn(t, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN, set->ctx))
		print_hex_str(t, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN);
	sink_end(t);
}

static unsigned attr_length(const void *hdr)
{
	return ((const struct nlattr *)hdr)->nla_len;
}

static void print_chain_attr(struct tracee *t, const void *hdr, uint64_t addr, unsigned len,
			     const void *ctx)
{
	print_attr(t, ctx, hdr, addr, len);
}

static const struct nl_chain attr_chain = {
	sizeof(struct nlattr), attr_length, print_chain_attr,
};

void print_nlattr_list(struct tracee *t, const struct nlattr_set *set, uint64_t addr,
		       unsigned len)
{
	print_nl_chain(t, &attr_chain, set, addr, len);
}

void print_nlattrs_after(struct tracee *t, const struct nlattr_set *set, uint64_t addr,
			 unsigned len, size_t size)
{
	unsigned offset = NLMSG_ALIGN(size);
	if (len <= offset)
		return;
	sink_elem(t);
	print_nlattr_list(t, set, addr + offset, len - offset);
}

/* ---- data printers ---- */

/* A string with its trailing NUL left out; "..." when it has none. */
bool nla_str(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	unsigned limit = string_limit(t);
	size_t n = len < limit ? len : limit;
	char stackbuf[256];
	char *buf = n <= sizeof stackbuf ? stackbuf : xmalloc(n);
	if (sink_fetch(t, addr, buf, n)) {
		bool nul = n && buf[n - 1] == 0;
		bool cut = len && (!nul || len > n);
		sink_bytes(t, buf, nul ? n - 1 : n, cut ? STR_CUT : 0);
	}
	if (buf != stackbuf)
		free(buf);
	return true;
}

/* An unsigned number of size bytes; the data may be longer. */
static bool nla_unsigned(struct tracee *t, uint64_t addr, unsigned len, unsigned size)
{
	union { uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64; } v;
	if (len < size)
		return false;
	if (!sink_fetch(t, addr, &v, size))
		return true;
	sink_uint(t, size == 1 ? v.u8 : size == 2 ? v.u16 : size == 4 ? v.u32 : v.u64);
	return true;
}

bool nla_u8(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_unsigned(t, addr, len, 1);
}

bool nla_u16(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_unsigned(t, addr, len, 2);
}

bool nla_u32(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_unsigned(t, addr, len, 4);
}

bool nla_u64(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return nla_unsigned(t, addr, len, 8);
}

/* A uid: -1 as -1. */
bool nla_uid(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint32_t id;
	if (len < sizeof id)
		return false;
	if (sink_fetch(t, addr, &id, sizeof id))
		print_id(t, id);
	return true;
}

static void print_u8_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_uint(t, *(const uint8_t *)elem);
}

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_uint(t, *(const uint32_t *)elem);
}

/* [171, 254]: bytes as numbers. */
bool nla_u8_array(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	print_array(t, addr, len, 1, print_u8_elem, NULL);
	return true;
}

/* [1, 2]: 32-bit numbers, the bytes after the last whole one left out. */
bool nla_u32_array(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	if (len < 4)
		return false;
	print_array(t, addr, len / 4, 4, print_u32_elem, NULL);
	return true;
}

bool nla_meminfo(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	return print_indexed_array(t, addr, len, 4, false, &xlat_netlink_sk_meminfo_indices,
				   "SK_MEMINFO_???");
}

/* A number of up to 8 bytes by the names of x, as strace's nla xval and
 * flags decoders read it: the first size bytes (all len of them when size
 * is 0); bytes when len is shorter than size or longer than 8. */
bool nla_named(struct tracee *t, uint64_t addr, unsigned len, unsigned size,
	       const struct xlat *x, const char *dflt, bool flags)
{
	uint64_t v = 0;
	if (len > sizeof v || len < size)
		return false;
	if (size)
		len = size;
	if (!sink_fetch(t, addr, &v, len))	/* little-endian: the low bytes */
		return true;
	if (flags)
		sink_xflags(t, x, v, dflt);
	else
		sink_xval(t, x, v, dflt);
	return true;
}

/* A number in hex of exactly 1, 2, 4 or 8 bytes. */
bool nla_xint(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint64_t v = 0;
	if (len != 1 && len != 2 && len != 4 && len != 8)
		return false;
	if (sink_fetch(t, addr, &v, len))
		sink_hex(t, v);
	return true;
}

bool nla_x32(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	uint32_t v;
	if (len < sizeof v)
		return false;
	if (sink_fetch(t, addr, &v, sizeof v))
		sink_hex(t, v);
	return true;
}

