/* bpf(2)'s BPF_OBJ_GET_INFO_BY_FD: the descriptor and the size of the
 * buffer at entry, the size the kernel wrote back and the buffer at exit.
 *
 * Under -v strace decodes the buffer as the struct bpf_map_info or
 * bpf_prog_info the descriptor's kind asks for (its /proc link,
 * anon_inode:bpf-map or anon_inode:bpf-prog), read even after a failure.
 * A program's struct holds sizes and addresses the caller sets and the
 * kernel rewrites: the copy read at entry (kept in the tracee's auxbuf)
 * gives their "before => after". */
#include <linux/bpf.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "bpf.h"
#include "common.h"
#include "decode.h"
#include "full.h"
#include "util.h"

extern const struct xlat xlat_bpf_map_types, xlat_bpf_map_flags, xlat_bpf_prog_types;

typedef union bpf_attr attr_t;
#define END_OF(m) BPF_END_OF(attr_t, m)
#define PROG_END_OF(m) BPF_END_OF(struct bpf_prog_info, m)

enum info_kind { INFO_NONE, INFO_MAP, INFO_PROG };
enum { INFO_MAX = 4096 };	/* strace reads at most a page of it */

/* What strace 6.1 knows of each struct: a map's up to map_extra (left
 * out), a program's up to verified_insns. */
static const size_t map_info_known = offsetof(struct bpf_map_info, map_extra);
static const size_t prog_info_known = PROG_END_OF(verified_insns);

_Static_assert(sizeof(struct bpf_prog_info) <= AUX_SIZE, "the entry copy fits the auxbuf");

static enum info_kind fd_kind(struct tracee *t, int fd)
{
	char link[64], target[64];
	snprintf(link, sizeof link, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = readlink(link, target, sizeof target - 1);
	if (n < 0)
		return INFO_NONE;
	target[n] = 0;
	if (!strcmp(target, "anon_inode:bpf-map"))
		return INFO_MAP;
	if (!strcmp(target, "anon_inode:bpf-prog"))
		return INFO_PROG;
	return INFO_NONE;
}

/* The size bytes of the buffer at addr, zero-filled past them. */
static bool fetch_info(struct tracee *t, uint64_t addr, uint32_t size, unsigned char *buf)
{
	memset(buf, 0, INFO_MAX);
	return size > 0 && size <= INFO_MAX && (size_t)size <= (size_t)sysconf(_SC_PAGESIZE) &&
	       mem_read(t->tid, addr, buf, size);
}

size_t bpf_enter_obj_get_info(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	enum info_kind kind = abbrev(t) ? INFO_NONE : fd_kind(t, (int)a->info.bpf_fd);
	t->call.saved[0] = a->info.info_len;
	t->call.saved[1] = kind;
	sink_field(t, "info");
	sink_struct(t);
	bpf_print_fd_field(t, "bpf_fd", a->info.bpf_fd);
	sink_field(t, "info_len");
	sink_op(t, " => ");
	sink_uint(t, a->info.info_len);
	if (kind == INFO_PROG) {
		unsigned char buf[INFO_MAX];
		fetch_info(t, a->info.info, a->info.info_len, buf);
		memcpy(tracee_auxbuf(t), buf, sizeof(struct bpf_prog_info));
	}
	return 0;
}

static void print_map_info(struct tracee *t, const unsigned char *buf, uint32_t size)
{
	struct bpf_map_info m;
	size_t len = size < map_info_known ? size : map_info_known;
	memcpy(&m, buf, sizeof m);
	sink_struct(t);
	bpf_print_xval_field(t, "type", &xlat_bpf_map_types, m.type, "BPF_MAP_TYPE_???");
	sink_uint_field(t, "id", m.id);
	sink_uint_field(t, "key_size", m.key_size);
	sink_uint_field(t, "value_size", m.value_size);
	sink_uint_field(t, "max_entries", m.max_entries);
	bpf_print_flags_field(t, "map_flags", &xlat_bpf_map_flags, m.map_flags, "BPF_F_???");
	/* the struct grew member by member (Linux 4.15 ... 4.18) */
	if (len > offsetof(struct bpf_map_info, name)) {
		sink_field(t, "name");
		bpf_print_cstring(t, m.name, sizeof m.name);
	}
	if (len > offsetof(struct bpf_map_info, ifindex)) {
		bpf_print_ifindex_field(t, "ifindex", m.ifindex);
		sink_uint_field(t, "btf_vmlinux_value_type_id", m.btf_vmlinux_value_type_id);
		sink_field(t, "netns_dev");
		print_makedev(t, m.netns_dev);
		sink_uint_field(t, "netns_ino", m.netns_ino);
	}
	if (len > offsetof(struct bpf_map_info, btf_id)) {
		sink_uint_field(t, "btf_id", m.btf_id);
		sink_uint_field(t, "btf_key_type_id", m.btf_key_type_id);
		sink_uint_field(t, "btf_value_type_id", m.btf_value_type_id);
		bpf_print_extra_data(t, buf, size, map_info_known);
	}
	sink_end(t);
}

/* name=before => after, the before only when the kernel changed it. */
static void print_changed(struct tracee *t, const char *name, uint64_t before, uint64_t after,
			  bool address)
{
	sink_field(t, name);
	sink_op(t, " => ");
	if (before != after)
		(address ? sink_ptr : sink_uint)(t, before);
	(address ? sink_ptr : sink_uint)(t, after);
	sink_end(t);
}

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

/* An array the kernel filled: its address after a failure. */
static void print_out_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size,
			    array_elem_fn fn)
{
	if (addr && n && t->call.is_error)
		sink_ptr(t, addr);
	else
		print_array(t, addr, n, size, fn, NULL);
}

/* The kernel's machine code: bytes in hex, cut at -s. */
static void print_jited_insns(struct tracee *t, uint64_t addr, uint32_t len)
{
	unsigned limit = string_limit(t);
	size_t shown = len < limit ? len : limit, want = len > shown ? shown + 1 : shown;
	unsigned char stackbuf[512];
	unsigned char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!addr || !mem_read(t->tid, addr, buf, want))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, shown, STR_HEX | (len > shown ? STR_CUT : 0));
	if (buf != stackbuf)
		free(buf);
}

/* A boot-time stamp in ns and, but under -X raw, the wall-clock second
 * it was (the offset between the clocks is approximate). */
static void print_boottime(struct tracee *t, uint64_t ns)
{
	struct timespec boot, real;
	sink_uint(t, ns);
	if (clock_gettime(CLOCK_BOOTTIME, &boot) || clock_gettime(CLOCK_REALTIME, &real))
		return;
	int64_t sec = real.tv_sec - boot.tv_sec + (int64_t)(ns / 1000000000);
	if ((long)(ns % 1000000000) + real.tv_nsec - boot.tv_nsec >= 1000000000)
		sec++;
	else if ((long)(ns % 1000000000) + real.tv_nsec - boot.tv_nsec < 0)
		sec--;
	char date[96];
	if (format_local_time(date, sizeof date, sec, 0))
		sink_hint(t, "date", "%s", date);
}

static void print_prog_info(struct tracee *t, const unsigned char *buf, uint32_t size)
{
	struct bpf_prog_info p, e;	/* at exit, at entry */
	size_t len = size < prog_info_known ? size : prog_info_known;
	memcpy(&p, buf, sizeof p);
	memcpy(&e, tracee_auxbuf(t), sizeof e);
	sink_struct(t);
	bpf_print_xval_field(t, "type", &xlat_bpf_prog_types, p.type, "BPF_PROG_TYPE_???");
	sink_uint_field(t, "id", p.id);
	sink_field(t, "tag");
	sink_bytes(t, p.tag, sizeof p.tag, STR_HEX);
	print_changed(t, "jited_prog_len", e.jited_prog_len, p.jited_prog_len, false);
	sink_field(t, "jited_prog_insns");
	print_jited_insns(t, p.jited_prog_insns, p.jited_prog_len);
	print_changed(t, "xlated_prog_len", e.xlated_prog_len, p.xlated_prog_len, false);
	sink_field(t, "xlated_prog_insns");
	uint32_t xlated = e.xlated_prog_len < p.xlated_prog_len ? e.xlated_prog_len
								 : p.xlated_prog_len;
	print_out_array(t, p.xlated_prog_insns, xlated / sizeof(struct bpf_insn),
			sizeof(struct bpf_insn), bpf_print_ebpf_insn);
	/* the struct grew member by member (Linux 4.15 ... 5.16) */
	if (len <= offsetof(struct bpf_prog_info, load_time))
		goto end;
	sink_field(t, "load_time");
	print_boottime(t, p.load_time);
	sink_field(t, "created_by_uid");
	if (p.created_by_uid == (uint32_t)-1)
		sink_int(t, -1);
	else
		sink_uint(t, p.created_by_uid);
	print_changed(t, "nr_map_ids", e.nr_map_ids, p.nr_map_ids, false);
	sink_field(t, "map_ids");
	print_out_array(t, p.map_ids, e.nr_map_ids < p.nr_map_ids ? e.nr_map_ids : p.nr_map_ids,
			sizeof(uint32_t), print_u32_elem);
	sink_field(t, "name");
	bpf_print_cstring(t, p.name, sizeof p.name);
	if (len <= offsetof(struct bpf_prog_info, ifindex))
		goto end;
	bpf_print_ifindex_field(t, "ifindex", p.ifindex);
	sink_uint_field(t, "gpl_compatible", p.gpl_compatible);
	sink_field(t, "netns_dev");
	print_makedev(t, p.netns_dev);
	sink_uint_field(t, "netns_ino", p.netns_ino);
	if (len <= offsetof(struct bpf_prog_info, nr_jited_ksyms))
		goto end;
	print_changed(t, "nr_jited_ksyms", e.nr_jited_ksyms, p.nr_jited_ksyms, false);
	print_changed(t, "nr_jited_func_lens", e.nr_jited_func_lens, p.nr_jited_func_lens, false);
	print_changed(t, "jited_ksyms", e.jited_ksyms, p.jited_ksyms, true);
	print_changed(t, "jited_func_lens", e.jited_func_lens, p.jited_func_lens, true);
	if (len <= offsetof(struct bpf_prog_info, btf_id))
		goto end;
	sink_uint_field(t, "btf_id", p.btf_id);
	print_changed(t, "func_info_rec_size", e.func_info_rec_size, p.func_info_rec_size, false);
	sink_ptr_field(t, "func_info", p.func_info);
	print_changed(t, "nr_func_info", e.nr_func_info, p.nr_func_info, false);
	print_changed(t, "nr_line_info", e.nr_line_info, p.nr_line_info, false);
	sink_ptr_field(t, "line_info", p.line_info);
	print_changed(t, "jited_line_info", e.jited_line_info, p.jited_line_info, true);
	print_changed(t, "nr_jited_line_info", e.nr_jited_line_info, p.nr_jited_line_info, false);
	print_changed(t, "line_info_rec_size", e.line_info_rec_size, p.line_info_rec_size, false);
	print_changed(t, "jited_line_info_rec_size", e.jited_line_info_rec_size,
		      p.jited_line_info_rec_size, false);
	print_changed(t, "nr_prog_tags", e.nr_prog_tags, p.nr_prog_tags, false);
	sink_ptr_field(t, "prog_tags", p.prog_tags);
	if (len <= offsetof(struct bpf_prog_info, run_time_ns))
		goto end;
	sink_uint_field(t, "run_time_ns", p.run_time_ns);
	sink_uint_field(t, "run_cnt", p.run_cnt);
	if (len <= offsetof(struct bpf_prog_info, recursion_misses))
		goto end;
	sink_uint_field(t, "recursion_misses", p.recursion_misses);
	if (len <= offsetof(struct bpf_prog_info, verified_insns))
		goto end;
	sink_uint_field(t, "verified_insns", p.verified_insns);
	bpf_print_extra_data(t, buf, size, prog_info_known);
end:
	sink_end(t);
}

size_t bpf_leave_obj_get_info(struct tracee *t, const attr_t *a, size_t len)
{
	(void)len;
	enum info_kind kind = (enum info_kind)t->call.saved[1];
	unsigned char buf[INFO_MAX];
	if (a->info.info_len != t->call.saved[0])
		sink_uint(t, a->info.info_len);
	sink_end(t);
	sink_field(t, "info");
	if (kind == INFO_NONE || !fetch_info(t, a->info.info, a->info.info_len, buf))
		sink_ptr(t, a->info.info);
	else if (kind == INFO_MAP)
		print_map_info(t, buf, a->info.info_len);
	else
		print_prog_info(t, buf, a->info.info_len);
	sink_end(t);
	return END_OF(info.info);
}
