/* bpf(2)'s batch map commands and its link commands. */
#include <linux/bpf.h>

#include "bpf.h"
#include "common.h"
#include "decode.h"

extern const struct xlat xlat_bpf_map_lookup_elem_flags, xlat_bpf_attach_type,
	xlat_bpf_attach_flags, xlat_bpf_link_create_kprobe_multi_flags;

typedef union bpf_attr attr_t;
#define END_OF(m) BPF_END_OF(attr_t, m)

/* ---- batches: the kernel writes back how many elements it did ---- */

static size_t print_batch_tail(struct tracee *t, const attr_t *a)
{
	sink_uint_field(t, "count", a->batch.count);
	bpf_print_fd_field(t, "map_fd", a->batch.map_fd);
	bpf_print_flags_field(t, "elem_flags", &xlat_bpf_map_lookup_elem_flags,
			      a->batch.elem_flags, "BPF_???");
	sink_hex_field(t, "flags", a->batch.flags);
	sink_end(t);
	return END_OF(batch.flags);
}

/* BPF_MAP_LOOKUP_BATCH and BPF_MAP_LOOKUP_AND_DELETE_BATCH */
size_t bpf_enter_lookup_batch(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->batch.count;
	sink_field(t, "batch");
	sink_struct(t);
	sink_ptr_field(t, "in_batch", a->batch.in_batch);
	sink_ptr_field(t, "out_batch", a->batch.out_batch);
	sink_ptr_field(t, "keys", a->batch.keys);
	sink_ptr_field(t, "values", a->batch.values);
	return print_batch_tail(t, a);
}

size_t bpf_enter_update_batch(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->batch.count;
	sink_field(t, "batch");
	sink_struct(t);
	sink_ptr_field(t, "keys", a->batch.keys);
	sink_ptr_field(t, "values", a->batch.values);
	return print_batch_tail(t, a);
}

size_t bpf_enter_delete_batch(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->batch.count;
	sink_field(t, "batch");
	sink_struct(t);
	sink_ptr_field(t, "keys", a->batch.keys);
	return print_batch_tail(t, a);
}

/* " => {batch={count=N}}" when the kernel changed the count. */
size_t bpf_leave_batch(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	if (a->batch.count == t->call.saved[0])
		return 0;
	sink_struct(t);
	sink_field(t, "batch");
	sink_struct(t);
	sink_uint_field(t, "count", a->batch.count);
	sink_end(t);
	sink_end(t);
	return 0;
}

/* ---- BPF_LINK_CREATE: the union after flags read by the attach type ---- */

static void print_iter_map_fd(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t fd;
	(void)ctx;
	memcpy(&fd, elem, sizeof fd);
	sink_struct(t);
	sink_field(t, "map");
	sink_struct(t);
	bpf_print_fd_field(t, "map_fd", fd);
	sink_end(t);
	sink_end(t);
}

static void print_str_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t addr;
	(void)ctx;
	memcpy(&addr, elem, sizeof addr);
	sink_str_at(t, addr, string_limit(t));
}

static void print_hex64_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	sink_hex(t, v);
}

static void print_kprobe_multi(struct tracee *t, const attr_t *a)
{
	uint32_t cnt = a->link_create.kprobe_multi.cnt;
	sink_field(t, "kprobe_multi");
	sink_struct(t);
	bpf_print_flags_field(t, "flags", &xlat_bpf_link_create_kprobe_multi_flags,
			      a->link_create.kprobe_multi.flags, "BPF_F_???");
	sink_uint_field(t, "cnt", cnt);
	sink_field(t, "syms");
	print_array(t, a->link_create.kprobe_multi.syms, cnt, sizeof(uint64_t),
		    print_str_elem, NULL);
	sink_field(t, "addrs");
	print_array(t, a->link_create.kprobe_multi.addrs, cnt, sizeof(uint64_t),
		    print_hex64_elem, NULL);
	sink_field(t, "cookies");
	print_array(t, a->link_create.kprobe_multi.cookies, cnt, sizeof(uint64_t),
		    print_hex64_elem, NULL);
	sink_end(t);
}

size_t bpf_print_link_create(struct tracee *t, const attr_t *a, size_t len)
{
	size_t known;
	sink_field(t, "link_create");
	sink_struct(t);
	bpf_print_fd_field(t, "prog_fd", a->link_create.prog_fd);
	bpf_print_fd_field(t, "target_fd", a->link_create.target_fd);
	bpf_print_xval_field(t, "attach_type", &xlat_bpf_attach_type,
			     a->link_create.attach_type, "BPF_???");
	sink_hex_field(t, "flags", a->link_create.flags);
	if (len <= offsetof(attr_t, link_create.target_btf_id)) {
		sink_end(t);
		return len;
	}
	/* strace guesses the union's member from the attach type; for the
	 * others it knows none, and the union's bytes are extra data */
	switch (a->link_create.attach_type) {
	case BPF_CGROUP_INET_INGRESS:	/* 0: what a BPF_PROG_TYPE_EXT leaves */
		if (a->link_create.target_btf_id)
			sink_uint_field(t, "target_btf_id", a->link_create.target_btf_id);
		known = END_OF(link_create.target_btf_id);
		break;
	case BPF_TRACE_ITER:
		sink_field(t, "iter_info");
		print_array(t, a->link_create.iter_info, a->link_create.iter_info_len,
			    sizeof(uint32_t), print_iter_map_fd, NULL);
		sink_uint_field(t, "iter_info_len", a->link_create.iter_info_len);
		known = END_OF(link_create.iter_info_len);
		break;
	case BPF_PERF_EVENT:
		sink_field(t, "perf_event");
		sink_struct(t);
		sink_hex_field(t, "bpf_cookie", a->link_create.perf_event.bpf_cookie);
		sink_end(t);
		known = END_OF(link_create.perf_event.bpf_cookie);
		break;
	case BPF_TRACE_KPROBE_MULTI:
		print_kprobe_multi(t, a);
		known = END_OF(link_create.kprobe_multi.cookies);
		break;
	default:
		known = END_OF(link_create.flags);
		break;
	}
	sink_end(t);
	return known;
}

size_t bpf_print_link_update(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_field(t, "link_update");
	sink_struct(t);
	bpf_print_fd_field(t, "link_fd", a->link_update.link_fd);
	bpf_print_fd_field(t, "new_prog_fd", a->link_update.new_prog_fd);
	bpf_print_flags_field(t, "flags", &xlat_bpf_attach_flags, a->link_update.flags,
			      "BPF_F_???");
	if (a->link_update.flags & BPF_F_REPLACE)
		bpf_print_fd_field(t, "old_prog_fd", a->link_update.old_prog_fd);
	sink_end(t);
	return END_OF(link_update.old_prog_fd);
}
