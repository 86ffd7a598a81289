/* The LSM calls of Linux 6.8: lsm_get_self_attr, lsm_set_self_attr and
 * lsm_list_modules. */
#include "decode.h"
#include "common.h"
#include "util.h"

#include <stdlib.h>

extern const struct xlat xlat_lsm_ids;

/* A u32 the caller passes by address: [N], the address when unreadable. */
static void print_u32_at(struct tracee *t, uint64_t addr)
{
	uint32_t v;
	if (sink_fetch(t, addr, &v, sizeof v)) {
		sink_array(t);
		sink_elem(t);
		sink_uint(t, v);
		sink_end(t);
	}
}

/* struct lsm_ctx of <linux/lsm.h> (Linux 6.8): a header, then ctx_len
 * bytes of context, the whole record len bytes. */
struct lsm_ctx_head {
	uint64_t id, flags;
	uint32_t len, ctx_len;
};
enum { LSM_FLAG_SINGLE_ = 1 };	/* <linux/lsm.h>, Linux 6.8 */

/* A module id by name, any other in hex (strace names no unknown one). */
static void print_lsm_ctx_id(struct tracee *t, uint64_t id)
{
	sink_const(t, id, NUM_HEX, xlat_name(&xlat_lsm_ids, id), NULL);
}

/* The context bytes, in hex whatever -x says and cut at -s as strace
 * prints them; the address when they cannot be read. */
static void print_ctx_bytes(struct tracee *t, uint64_t addr, uint32_t len)
{
	unsigned limit = string_limit(t);
	size_t shown = len > limit ? limit : len;
	unsigned char stackbuf[256];
	unsigned char *buf = shown <= sizeof stackbuf ? stackbuf : xmalloc(shown);
	if (!mem_read(t->tid, addr, buf, shown))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, shown, STR_HEX | (len > shown ? STR_CUT : 0));
	if (buf != stackbuf)
		free(buf);
}

/* One record whose header h is at addr, of at most avail bytes: the
 * context only as far as both its len and avail reach. */
static void print_lsm_ctx(struct tracee *t, const struct lsm_ctx_head *h, uint64_t addr,
			  uint32_t avail)
{
	uint32_t rec_len = h->len < avail ? h->len : avail;
	uint32_t room = rec_len > sizeof *h ? rec_len - (uint32_t)sizeof *h : 0;
	uint32_t ctx_len = h->ctx_len < room ? h->ctx_len : room;
	sink_struct(t);
	sink_field(t, "id");
	print_lsm_ctx_id(t, h->id);
	sink_hex_field(t, "flags", h->flags);
	sink_uint_field(t, "len", h->len);
	sink_uint_field(t, "ctx_len", h->ctx_len);
	if (ctx_len) {
		sink_field(t, "ctx");
		print_ctx_bytes(t, addr + sizeof *h, ctx_len);
	}
	sink_end(t);
}

/* The header of a record at addr with len bytes left, read at entry or
 * after a call that succeeded. */
static bool fetch_lsm_ctx(struct tracee *t, uint64_t addr, uint32_t len,
			  struct lsm_ctx_head *h)
{
	return len >= sizeof *h && addr && verbose(t) &&
	       !(t->call.exiting && t->call.is_error) && mem_read(t->tid, addr, h, sizeof *h);
}

/* The records lsm_get_self_attr wrote, size bytes of them, each len bytes
 * on from the one before: the address when the first cannot be read,
 * "..." and where the memory stops when a later one cannot, "..." after
 * -s records but under -v. */
static void print_lsm_ctx_records(struct tracee *t, uint64_t addr, uint32_t size)
{
	struct lsm_ctx_head h;
	if (!fetch_lsm_ctx(t, addr, size, &h)) {
		sink_ptr(t, addr);
		return;
	}
	unsigned limit = array_limit(t);
	sink_array(t);
	for (unsigned n = 0;; n++) {
		if (n == limit) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		print_lsm_ctx(t, &h, addr, size);
		/* a record too short to step over ends the walk */
		if (h.len < sizeof h || size <= h.len || addr + h.len < addr)
			break;
		size -= h.len;
		addr += h.len;
		if (!fetch_lsm_ctx(t, addr, size, &h)) {
			sink_ellipsis(t);
			sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)addr);
			break;
		}
	}
	sink_end(t);
}

/* A u32 size the caller passes by address, and what the call left there:
 * [64], or [64 => 40] when the kernel changed it. */
static void print_size_changed(struct tracee *t, uint32_t before, uint32_t after)
{
	sink_array(t);
	sink_elem(t);
	if (before == after) {
		sink_uint(t, after);
	} else {
		sink_op(t, " => ");
		sink_uint(t, before);
		sink_uint(t, after);
		sink_end(t);
	}
	sink_end(t);
}

/* What is left to print when the size cannot be read: the size pointer
 * as [N] or its address, then the flags. */
static void print_size_and_flags(struct tracee *t)
{
	sink_arg(t, 2);
	print_u32_at(t, argu(t, 2));
	sink_table_arg(t, 3);
}

/* lsm_get_self_attr(attr, ctx, size, flags): the size the caller offers
 * is read at entry, the records and the size the call left at exit.  With
 * LSM_FLAG_SINGLE the caller names the module in ctx's id: {id=...} at
 * entry, " => " and the record at exit. */
int dec_lsm_get_self_attr(struct tracee *t)
{
	uint64_t ctx = argu(t, 1), psize = argu(t, 2);
	bool single = (uint32_t)argu(t, 3) & LSM_FLAG_SINGLE_;
	uint32_t size;
	struct lsm_ctx_head h;
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		if (!psize || !verbose(t) || !mem_read(t->tid, psize, &size, sizeof size) ||
		    (single && !fetch_lsm_ctx(t, ctx, sizeof h, &h))) {
			sink_arg(t, 1);
			sink_ptr(t, ctx);
			print_size_and_flags(t);
			return DEC_DONE;
		}
		t->call.saved[0] = size;
		if (!single)
			return DEC_EXIT;
		sink_arg(t, 1);
		sink_op(t, " => ");
		sink_struct(t);
		sink_field(t, "id");
		print_lsm_ctx_id(t, h.id);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	/* the size is there to read even after an error (E2BIG sets it) */
	if (!mem_read(t->tid, psize, &size, sizeof size)) {
		if (single) {
			sink_end(t);
		} else {
			sink_arg(t, 1);
			sink_ptr(t, ctx);
		}
		print_size_and_flags(t);
		return DEC_DONE;
	}
	if (!single)
		sink_arg(t, 1);
	print_lsm_ctx_records(t, ctx, size);
	if (single)
		sink_end(t);
	sink_arg(t, 2);
	print_size_changed(t, (uint32_t)t->call.saved[0], size);
	sink_table_arg(t, 3);
	return DEC_DONE;
}

/* lsm_set_self_attr(attr, ctx, size, flags): the one record the kernel
 * reads, size bytes; flags in hex, as strace prints them here. */
int dec_lsm_set_self_attr(struct tracee *t)
{
	uint64_t ctx = argu(t, 1);
	uint32_t size = (uint32_t)argu(t, 2);
	struct lsm_ctx_head h;
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	if (fetch_lsm_ctx(t, ctx, size, &h))
		print_lsm_ctx(t, &h, ctx, size);
	else
		sink_ptr(t, ctx);
	sink_arg(t, 2);
	sink_uint(t, size);
	sink_arg(t, 3);
	sink_hex(t, (uint32_t)argu(t, 3));
	return DEC_DONE;
}

static void print_lsm_id(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	uint64_t id;
	memcpy(&id, elem, sizeof id);
	sink_xval(t, &xlat_lsm_ids, id, xlat_lsm_ids.dflt);
}

/* The module ids at exit, as many as the call returned; flags is a u32
 * in hex. */
int dec_lsm_list_modules(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	sink_arg(t, 0);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 0));
	else
		print_array(t, argu(t, 0), (uint64_t)t->call.rval, sizeof(uint64_t),
			    print_lsm_id, NULL);
	sink_arg(t, 1);
	print_u32_at(t, argu(t, 1));
	sink_arg(t, 2);
	sink_hex(t, (uint32_t)argu(t, 2));
	return DEC_DONE;
}
