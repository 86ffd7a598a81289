/* modify_ldt, set_thread_area, get_thread_area: struct user_desc, a
 * segment descriptor.  set_thread_area's kernel may pick the entry (-1
 * asks it to) and writes it back: strace shows it after the return value.
 * get_thread_area fills all but the entry number, so its struct prints at
 * exit, cut to the entry number when the call failed. */
#include <asm/ldt.h>

#include "decode.h"

/* -1 as such: the entry number the caller leaves to the kernel. */
static void print_entry_number(struct tracee *t, uint32_t n)
{
	sink_field(t, "entry_number");
	if (n == UINT32_MAX)
		sink_int(t, -1);
	else
		sink_uint(t, n);
}

/* base_addr=0x00001000, 00000000 for 0: strace's "%#08x". */
static void print_hex08_field(struct tracee *t, const char *name, uint32_t v)
{
	sink_field(t, name);
	sink_num(t, v, IB_HEX08);
}

static void print_user_desc(struct tracee *t, const struct user_desc *d)
{
	sink_struct(t);
	print_entry_number(t, d->entry_number);
	print_hex08_field(t, "base_addr", d->base_addr);
	print_hex08_field(t, "limit", d->limit);
	sink_uint_field(t, "seg_32bit", d->seg_32bit);
	sink_uint_field(t, "contents", d->contents);
	sink_uint_field(t, "read_exec_only", d->read_exec_only);
	sink_uint_field(t, "limit_in_pages", d->limit_in_pages);
	sink_uint_field(t, "seg_not_present", d->seg_not_present);
	sink_uint_field(t, "useable", d->useable);
	sink_uint_field(t, "lm", d->lm);
	sink_end(t);
}

static void print_user_desc_at(struct tracee *t, uint64_t addr)
{
	struct user_desc d;
	if (sink_fetch(t, addr, &d, sizeof d))
		print_user_desc(t, &d);
}

/* modify_ldt(func, ptr, bytecount): the struct only when bytecount is its
 * size (for every func: strace reads it at entry). */
int dec_modify_ldt(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	if (argu(t, 2) == sizeof(struct user_desc))
		print_user_desc_at(t, argu(t, 1));
	else
		sink_ptr(t, argu(t, 1));
	sink_table_arg(t, 2);
	return DEC_DONE;
}

/* set_thread_area(u_info): " (entry_number=12)" after the return value. */
int dec_set_thread_area(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_arg(t, 0);
		print_user_desc_at(t, argu(t, 0));
		return DEC_EXIT_TAIL;
	}
	struct user_desc d;
	if (t->call.is_error || !verbose(t) || !mem_read(t->tid, argu(t, 0), &d, sizeof d))
		return DEC_DONE;
	sink_aux_begin(t);
	sink_field(t, "entry_number");
	sink_uint(t, d.entry_number);
	sink_aux_end(t);
	return DEC_DONE;
}

/* get_thread_area(u_info) */
int dec_get_thread_area(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	uint64_t addr = argu(t, 0);
	struct user_desc d;
	sink_arg(t, 0);
	if (!sink_fetch(t, addr, &d.entry_number, sizeof d.entry_number))
		return DEC_DONE;
	if (!t->call.is_error && mem_read(t->tid, addr, &d, sizeof d)) {
		print_user_desc(t, &d);
		return DEC_DONE;
	}
	sink_struct(t);
	print_entry_number(t, d.entry_number);
	sink_ellipsis(t);
	sink_end(t);
	return DEC_DONE;
}
