/* bpf(2)'s commands: what strace shows of each one's part of the attr
 * union (bpf.c reads it and applies the size rules). */
#include <linux/bpf.h>

#include "bpf-filter.h"
#include "bpf.h"
#include "common.h"
#include "decode.h"

extern const struct xlat xlat_bpf_map_types, xlat_bpf_map_flags,
	xlat_bpf_map_lookup_elem_flags, xlat_bpf_map_update_elem_flags,
	xlat_bpf_prog_types, xlat_bpf_prog_flags, xlat_bpf_attach_type,
	xlat_bpf_attach_flags, xlat_bpf_file_mode_flags, xlat_bpf_query_flags,
	xlat_bpf_test_run_flags, xlat_bpf_task_fd_type, xlat_ebpf_regs, xlat_numa_node;

typedef union bpf_attr attr_t;
#define END_OF(m) BPF_END_OF(attr_t, m)

enum {
	TP_NAME_SIZE = 128,	/* the longest raw tracepoint name strace reads */
};

/* ---- map commands ---- */

static size_t print_map_create(struct tracee *t, const attr_t *a, size_t len)
{
	bpf_print_xval_field(t, "map_type", &xlat_bpf_map_types, a->map_type, "BPF_MAP_TYPE_???");
	sink_uint_field(t, "key_size", a->key_size);
	sink_uint_field(t, "value_size", a->value_size);
	sink_uint_field(t, "max_entries", a->max_entries);
	/* the struct grew member by member (Linux 4.6 ... 5.16) */
	if (len <= offsetof(attr_t, map_flags))
		return len;
	bpf_print_flags_field(t, "map_flags", &xlat_bpf_map_flags, a->map_flags, "BPF_F_???");
	if (len <= offsetof(attr_t, inner_map_fd))
		return len;
	bpf_print_fd_field(t, "inner_map_fd", a->inner_map_fd);
	if (len <= offsetof(attr_t, numa_node))
		return len;
	if (a->map_flags & BPF_F_NUMA_NODE) {
		/* the number, and the kernel's name for "none" in a comment */
		const char *name = xlat_name(&xlat_numa_node, a->numa_node);
		sink_uint_field(t, "numa_node", a->numa_node);
		if (name)
			sink_hint(t, "name", "%s", name);
	}
	if (len <= offsetof(attr_t, map_name))
		return len;
	sink_field(t, "map_name");
	size_t room = len - offsetof(attr_t, map_name);
	bpf_print_cstring(t, a->map_name, room < sizeof a->map_name ? room : sizeof a->map_name);
	if (len <= offsetof(attr_t, map_ifindex))
		return len;
	bpf_print_ifindex_field(t, "map_ifindex", a->map_ifindex);
	if (len <= offsetof(attr_t, btf_fd))
		return len;
	bpf_print_fd_field(t, "btf_fd", a->btf_fd);
	sink_uint_field(t, "btf_key_type_id", a->btf_key_type_id);
	sink_uint_field(t, "btf_value_type_id", a->btf_value_type_id);
	if (len <= offsetof(attr_t, btf_vmlinux_value_type_id))
		return len;
	sink_uint_field(t, "btf_vmlinux_value_type_id", a->btf_vmlinux_value_type_id);
	if (len <= offsetof(attr_t, map_extra))
		return len;
	sink_uint_field(t, "map_extra", a->map_extra);
	return END_OF(map_extra);
}

/* BPF_MAP_LOOKUP_ELEM and BPF_MAP_LOOKUP_AND_DELETE_ELEM */
static size_t print_map_lookup_elem(struct tracee *t, const attr_t *a, size_t len)
{
	bpf_print_fd_field(t, "map_fd", a->map_fd);
	sink_ptr_field(t, "key", a->key);
	sink_ptr_field(t, "value", a->value);
	if (len <= offsetof(attr_t, flags))	/* since Linux 5.1 */
		return len;
	bpf_print_flags_field(t, "flags", &xlat_bpf_map_lookup_elem_flags, a->flags, "BPF_???");
	return END_OF(flags);
}

static size_t print_map_update_elem(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	bpf_print_fd_field(t, "map_fd", a->map_fd);
	sink_ptr_field(t, "key", a->key);
	sink_ptr_field(t, "value", a->value);
	bpf_print_xval_field(t, "flags", &xlat_bpf_map_update_elem_flags, a->flags, "BPF_???");
	return END_OF(flags);
}

static size_t print_map_delete_elem(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	bpf_print_fd_field(t, "map_fd", a->map_fd);
	sink_ptr_field(t, "key", a->key);
	return END_OF(key);
}

static size_t print_map_get_next_key(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	bpf_print_fd_field(t, "map_fd", a->map_fd);
	sink_ptr_field(t, "key", a->key);
	sink_ptr_field(t, "next_key", a->next_key);
	return END_OF(next_key);
}

static size_t print_map_freeze(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	bpf_print_fd_field(t, "map_fd", a->map_fd);
	return END_OF(map_fd);
}

/* ---- programs ---- */

/* One eBPF instruction: {code=BPF_ALU64|BPF_K|BPF_MOV, dst_reg=..., ...}. */
void bpf_print_ebpf_insn(struct tracee *t, const void *elem, void *ctx)
{
	const struct bpf_insn *insn = elem;
	(void)ctx;
	sink_struct(t);
	sink_field(t, "code");
	print_bpf_code(t, insn->code, true);
	bpf_print_xval_field(t, "dst_reg", &xlat_ebpf_regs, insn->dst_reg, "BPF_REG_???");
	bpf_print_xval_field(t, "src_reg", &xlat_ebpf_regs, insn->src_reg, "BPF_REG_???");
	sink_int_field(t, "off", insn->off);
	sink_hex_field(t, "imm", (uint32_t)insn->imm);
	sink_end(t);
}

/* The instructions under -v (BPF_MAXINSNS of them at most, as strace
 * shows), else the address. */
static void print_ebpf_prog(struct tracee *t, uint64_t addr, uint32_t n)
{
	if (abbrev(t))
		sink_ptr(t, addr);
	else
		print_array_upto(t, addr, n, sizeof(struct bpf_insn), true, BPF_MAXINSNS,
				 bpf_print_ebpf_insn, NULL);
}

static size_t print_prog_load(struct tracee *t, const attr_t *a, size_t len)
{
	bpf_print_xval_field(t, "prog_type", &xlat_bpf_prog_types, a->prog_type, "BPF_PROG_TYPE_???");
	sink_uint_field(t, "insn_cnt", a->insn_cnt);
	sink_field(t, "insns");
	print_ebpf_prog(t, a->insns, a->insn_cnt);
	sink_field(t, "license");
	sink_str_at(t, a->license, string_limit(t));
	/* the struct grew member by member (Linux 3.18 ... 5.14) */
	if (len <= offsetof(attr_t, log_level))
		return len;
	sink_uint_field(t, "log_level", a->log_level);
	sink_uint_field(t, "log_size", a->log_size);
	sink_field(t, "log_buf");
	bpf_print_cstr_upto(t, a->log_buf, a->log_size);
	if (len <= offsetof(attr_t, kern_version))
		return len;
	sink_field(t, "kern_version");
	print_kernel_version(t, a->kern_version);
	if (len <= offsetof(attr_t, prog_flags))
		return len;
	bpf_print_flags_field(t, "prog_flags", &xlat_bpf_prog_flags, a->prog_flags, "BPF_F_???");
	if (len <= offsetof(attr_t, prog_name))
		return len;
	sink_field(t, "prog_name");
	size_t room = len - offsetof(attr_t, prog_name);
	bpf_print_cstring(t, a->prog_name, room < sizeof a->prog_name ? room : sizeof a->prog_name);
	if (len <= offsetof(attr_t, prog_ifindex))
		return len;
	bpf_print_ifindex_field(t, "prog_ifindex", a->prog_ifindex);
	if (len <= offsetof(attr_t, expected_attach_type))
		return len;
	bpf_print_xval_field(t, "expected_attach_type", &xlat_bpf_attach_type,
			 a->expected_attach_type, "BPF_???");
	if (len <= offsetof(attr_t, prog_btf_fd))
		return len;
	bpf_print_fd_field(t, "prog_btf_fd", a->prog_btf_fd);
	sink_uint_field(t, "func_info_rec_size", a->func_info_rec_size);
	sink_ptr_field(t, "func_info", a->func_info);
	sink_uint_field(t, "func_info_cnt", a->func_info_cnt);
	sink_uint_field(t, "line_info_rec_size", a->line_info_rec_size);
	sink_ptr_field(t, "line_info", a->line_info);
	sink_uint_field(t, "line_info_cnt", a->line_info_cnt);
	if (len <= offsetof(attr_t, attach_btf_id))
		return len;
	sink_uint_field(t, "attach_btf_id", a->attach_btf_id);
	if (len <= offsetof(attr_t, attach_prog_fd))
		return len;
	bpf_print_fd_field(t, "attach_prog_fd", a->attach_prog_fd);
	if (len <= offsetof(attr_t, fd_array))
		return len;
	/* core_relo_cnt before it is no member strace 6.1 shows */
	sink_ptr_field(t, "fd_array", a->fd_array);
	return END_OF(fd_array);
}

/* BPF_OBJ_PIN and BPF_OBJ_GET */
static size_t print_obj_pin(struct tracee *t, const attr_t *a, size_t len)
{
	sink_field(t, "pathname");
	sink_path_at(t, a->pathname);
	bpf_print_fd_field(t, "bpf_fd", a->bpf_fd);
	if (len <= offsetof(attr_t, file_flags))	/* since Linux 4.15 */
		return len;
	bpf_print_flags_field(t, "file_flags", &xlat_bpf_file_mode_flags, a->file_flags, "BPF_F_???");
	return END_OF(file_flags);
}

static size_t print_prog_attach(struct tracee *t, const attr_t *a, size_t len)
{
	bpf_print_fd_field(t, "target_fd", a->target_fd);
	bpf_print_fd_field(t, "attach_bpf_fd", a->attach_bpf_fd);
	bpf_print_xval_field(t, "attach_type", &xlat_bpf_attach_type, a->attach_type, "BPF_???");
	bpf_print_flags_field(t, "attach_flags", &xlat_bpf_attach_flags, a->attach_flags, "BPF_F_???");
	if (len <= offsetof(attr_t, replace_bpf_fd))	/* since Linux 5.6 */
		return len;
	bpf_print_fd_field(t, "replace_bpf_fd", a->replace_bpf_fd);
	return END_OF(replace_bpf_fd);
}

static size_t print_prog_detach(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	bpf_print_fd_field(t, "target_fd", a->target_fd);
	bpf_print_xval_field(t, "attach_type", &xlat_bpf_attach_type, a->attach_type, "BPF_???");
	return END_OF(attach_type);
}

static size_t print_prog_test_run(struct tracee *t, const attr_t *a, size_t len)
{
	sink_field(t, "test");
	sink_struct(t);
	bpf_print_fd_field(t, "prog_fd", a->test.prog_fd);
	sink_uint_field(t, "retval", a->test.retval);
	sink_uint_field(t, "data_size_in", a->test.data_size_in);
	sink_uint_field(t, "data_size_out", a->test.data_size_out);
	sink_ptr_field(t, "data_in", a->test.data_in);
	sink_ptr_field(t, "data_out", a->test.data_out);
	sink_uint_field(t, "repeat", a->test.repeat);
	sink_uint_field(t, "duration", a->test.duration);
	if (len > offsetof(attr_t, test.ctx_size_in)) {		/* Linux 5.2 */
		sink_uint_field(t, "ctx_size_in", a->test.ctx_size_in);
		sink_uint_field(t, "ctx_size_out", a->test.ctx_size_out);
		sink_ptr_field(t, "ctx_in", a->test.ctx_in);
		sink_ptr_field(t, "ctx_out", a->test.ctx_out);
	}
	if (len > offsetof(attr_t, test.flags)) {		/* Linux 5.10 */
		bpf_print_flags_field(t, "flags", &xlat_bpf_test_run_flags, a->test.flags, "BPF_F_???");
		sink_uint_field(t, "cpu", a->test.cpu);
	}
	if (len > offsetof(attr_t, test.batch_size))		/* Linux 5.18 */
		sink_uint_field(t, "batch_size", a->test.batch_size);
	sink_end(t);
	return END_OF(test.batch_size);
}

/* ---- ids ---- */

/* BPF_{PROG,MAP,BTF,LINK}_GET_NEXT_ID: the kernel writes next_id. */
static size_t enter_get_next_id(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->next_id;
	sink_uint_field(t, "start_id", a->start_id);
	sink_field(t, "next_id");
	sink_op(t, " => ");
	sink_uint(t, a->next_id);
	return 0;
}

static size_t leave_get_next_id(struct tracee *t, const attr_t *a, size_t len)
{
	if (a->next_id != t->call.saved[0])
		sink_uint(t, a->next_id);
	sink_end(t);
	if (len <= offsetof(attr_t, open_flags))	/* since Linux 4.15 */
		return len;
	bpf_print_flags_field(t, "open_flags", &xlat_bpf_file_mode_flags, a->open_flags, "BPF_F_???");
	return END_OF(open_flags);
}

/* BPF_PROG_GET_FD_BY_ID, BPF_MAP_GET_FD_BY_ID: the id under its name */
static size_t print_get_fd_by_id(struct tracee *t, const attr_t *a, size_t len, const char *id)
{
	sink_uint_field(t, id, a->prog_id);
	sink_uint_field(t, "next_id", a->next_id);
	if (len <= offsetof(attr_t, open_flags))	/* since Linux 4.15 */
		return len;
	bpf_print_flags_field(t, "open_flags", &xlat_bpf_file_mode_flags, a->open_flags, "BPF_F_???");
	return END_OF(open_flags);
}

static size_t print_prog_get_fd_by_id(struct tracee *t, const attr_t *a, size_t len)
{
	return print_get_fd_by_id(t, a, len, "prog_id");
}

static size_t print_map_get_fd_by_id(struct tracee *t, const attr_t *a, size_t len)
{
	return print_get_fd_by_id(t, a, len, "map_id");
}

static size_t print_btf_get_fd_by_id(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_uint_field(t, "btf_id", a->btf_id);
	return END_OF(btf_id);
}

static size_t print_link_get_fd_by_id(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_uint_field(t, "link_id", a->link_id);
	return END_OF(link_id);
}

/* ---- queries ---- */

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

static size_t enter_prog_query(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->query.prog_cnt;
	sink_field(t, "query");
	sink_struct(t);
	bpf_print_fd_field(t, "target_fd", a->query.target_fd);
	bpf_print_xval_field(t, "attach_type", &xlat_bpf_attach_type, a->query.attach_type, "BPF_???");
	bpf_print_flags_field(t, "query_flags", &xlat_bpf_query_flags, a->query.query_flags,
			  "BPF_F_QUERY_???");
	bpf_print_flags_field(t, "attach_flags", &xlat_bpf_attach_flags, a->query.attach_flags,
			  "BPF_F_???");
	return 0;
}

/* The ids the kernel wrote, as many as it says (prog_cnt at exit). */
static size_t leave_prog_query(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_field(t, "prog_ids");
	/* after a failure the ids are not read: NULL and [] still show */
	if (t->call.is_error && a->query.prog_ids && a->query.prog_cnt)
		sink_ptr(t, a->query.prog_ids);
	else
		print_array(t, a->query.prog_ids, a->query.prog_cnt, sizeof(uint32_t),
			    print_u32_elem, NULL);
	sink_field(t, "prog_cnt");
	sink_op(t, " => ");
	if (a->query.prog_cnt != t->call.saved[0])
		sink_uint(t, t->call.saved[0]);
	sink_uint(t, a->query.prog_cnt);
	sink_end(t);
	sink_end(t);
	return END_OF(query.prog_cnt);
}

static size_t print_raw_tracepoint_open(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_field(t, "raw_tracepoint");
	sink_struct(t);
	sink_field(t, "name");
	bpf_print_cstr_upto(t, a->raw_tracepoint.name, TP_NAME_SIZE);
	bpf_print_fd_field(t, "prog_fd", a->raw_tracepoint.prog_fd);
	sink_end(t);
	return END_OF(raw_tracepoint.prog_fd);
}

static size_t print_btf_load(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	sink_field(t, "btf");
	sink_buf_at(t, a->btf, a->btf_size);
	sink_ptr_field(t, "btf_log_buf", a->btf_log_buf);
	sink_uint_field(t, "btf_size", a->btf_size);
	sink_uint_field(t, "btf_log_size", a->btf_log_size);
	sink_uint_field(t, "btf_log_level", a->btf_log_level);
	return END_OF(btf_log_level);
}

static size_t enter_task_fd_query(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	t->call.saved[0] = a->task_fd_query.buf_len;
	sink_field(t, "task_fd_query");
	sink_struct(t);
	sink_field(t, "pid");
	sink_pid(t, (int)a->task_fd_query.pid, PID_TGID);
	bpf_print_fd_field(t, "fd", a->task_fd_query.fd);
	sink_uint_field(t, "flags", a->task_fd_query.flags);
	sink_field(t, "buf_len");
	sink_op(t, " => ");
	sink_uint(t, a->task_fd_query.buf_len);
	return 0;
}

/* The kernel writes the name, its length, the program and the probe. */
static size_t leave_task_fd_query(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	uint32_t before = (uint32_t)t->call.saved[0], after = a->task_fd_query.buf_len;
	if (after != before)
		sink_uint(t, after);
	sink_end(t);
	sink_field(t, "buf");
	bpf_print_cstr_upto(t, a->task_fd_query.buf, before < after ? before : after);
	sink_uint_field(t, "prog_id", a->task_fd_query.prog_id);
	bpf_print_xval_field(t, "fd_type", &xlat_bpf_task_fd_type, a->task_fd_query.fd_type,
			 "BPF_FD_TYPE_???");
	sink_hex_field(t, "probe_offset", a->task_fd_query.probe_offset);
	sink_hex_field(t, "probe_addr", a->task_fd_query.probe_addr);
	sink_end(t);
	return END_OF(task_fd_query.probe_addr);
}


/* ---- the commands strace 6.1 decodes; the later ones (BPF_ENABLE_STATS,
 * BPF_ITER_CREATE, BPF_LINK_DETACH, BPF_PROG_BIND_MAP) print as an address ---- */

#define AT_ENTRY(fn, m) { fn, NULL, BPF_AT_ENTRY, END_OF(m), false }
#define AT_ENTRY_FD(fn, m) { fn, NULL, BPF_AT_ENTRY, END_OF(m), true }
#define SPLIT(in, out, m) { in, out, BPF_SPLIT, END_OF(m), false }
#define CHANGED(in, m) { in, bpf_leave_batch, BPF_CHANGED, END_OF(m), false }

static const struct bpf_command bpf_cmds[] = {
	[BPF_MAP_CREATE] = AT_ENTRY_FD(print_map_create, map_extra),
	[BPF_MAP_LOOKUP_ELEM] = AT_ENTRY(print_map_lookup_elem, flags),
	[BPF_MAP_UPDATE_ELEM] = AT_ENTRY(print_map_update_elem, flags),
	[BPF_MAP_DELETE_ELEM] = AT_ENTRY(print_map_delete_elem, key),
	[BPF_MAP_GET_NEXT_KEY] = AT_ENTRY(print_map_get_next_key, next_key),
	[BPF_PROG_LOAD] = AT_ENTRY_FD(print_prog_load, fd_array),
	[BPF_OBJ_PIN] = AT_ENTRY_FD(print_obj_pin, file_flags),
	[BPF_OBJ_GET] = AT_ENTRY_FD(print_obj_pin, file_flags),
	[BPF_PROG_ATTACH] = AT_ENTRY(print_prog_attach, replace_bpf_fd),
	[BPF_PROG_DETACH] = AT_ENTRY(print_prog_detach, attach_type),
	[BPF_PROG_TEST_RUN] = AT_ENTRY(print_prog_test_run, test.batch_size),
	[BPF_PROG_GET_NEXT_ID] = SPLIT(enter_get_next_id, leave_get_next_id, open_flags),
	[BPF_MAP_GET_NEXT_ID] = SPLIT(enter_get_next_id, leave_get_next_id, open_flags),
	[BPF_PROG_GET_FD_BY_ID] = AT_ENTRY_FD(print_prog_get_fd_by_id, open_flags),
	[BPF_MAP_GET_FD_BY_ID] = AT_ENTRY_FD(print_map_get_fd_by_id, open_flags),
	[BPF_OBJ_GET_INFO_BY_FD] = SPLIT(bpf_enter_obj_get_info, bpf_leave_obj_get_info,
					 info.info),
	[BPF_PROG_QUERY] = SPLIT(enter_prog_query, leave_prog_query, query.prog_cnt),
	[BPF_RAW_TRACEPOINT_OPEN] = AT_ENTRY(print_raw_tracepoint_open, raw_tracepoint.prog_fd),
	[BPF_BTF_LOAD] = AT_ENTRY_FD(print_btf_load, btf_log_level),
	[BPF_BTF_GET_FD_BY_ID] = AT_ENTRY_FD(print_btf_get_fd_by_id, btf_id),
	[BPF_TASK_FD_QUERY] = SPLIT(enter_task_fd_query, leave_task_fd_query,
				    task_fd_query.probe_addr),
	[BPF_MAP_LOOKUP_AND_DELETE_ELEM] = AT_ENTRY(print_map_lookup_elem, flags),
	[BPF_MAP_FREEZE] = AT_ENTRY(print_map_freeze, map_fd),
	[BPF_BTF_GET_NEXT_ID] = SPLIT(enter_get_next_id, leave_get_next_id, open_flags),
	[BPF_MAP_LOOKUP_BATCH] = CHANGED(bpf_enter_lookup_batch, batch.flags),
	[BPF_MAP_LOOKUP_AND_DELETE_BATCH] = CHANGED(bpf_enter_lookup_batch, batch.flags),
	[BPF_MAP_UPDATE_BATCH] = CHANGED(bpf_enter_update_batch, batch.flags),
	[BPF_MAP_DELETE_BATCH] = CHANGED(bpf_enter_delete_batch, batch.flags),
	[BPF_LINK_CREATE] = AT_ENTRY_FD(bpf_print_link_create, link_create.kprobe_multi.cookies),
	[BPF_LINK_UPDATE] = AT_ENTRY(bpf_print_link_update, link_update.old_prog_fd),
	[BPF_LINK_GET_FD_BY_ID] = AT_ENTRY_FD(print_link_get_fd_by_id, link_id),
	[BPF_LINK_GET_NEXT_ID] = SPLIT(enter_get_next_id, leave_get_next_id, open_flags),
};

const struct bpf_command *bpf_cmd_find(uint64_t cmd)
{
	if (cmd >= sizeof bpf_cmds / sizeof bpf_cmds[0] || !bpf_cmds[cmd].enter)
		return NULL;
	return &bpf_cmds[cmd];
}
