/* bpf(2): a map and a program made and used, and the other commands
 * called so that they fail, each with the attr union strace decodes for
 * it: sizes that end inside the struct, extra bytes past it, unreadable
 * memory.  What the kernel answers (fds, ids, counts) is read back, so
 * the lines hold with or without the privilege to make maps.
 * SEIZE_BPF_V=1 says seize runs with -v (instructions, extra data),
 * SEIZE_BPF_XLAT=raw or verbose which -X it has. */
#include "progs.h"

#include <linux/bpf.h>
#include <stddef.h>
#include <stdint.h>

static enum { ABBREV, RAW, VERBOSE } xlat;
static int verbose;

/* Text that lives until the program ends. */
static const char *keepf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static const char *keepf(const char *fmt, ...)
{
	static char pool[1 << 16];
	static size_t used;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(pool + used, sizeof pool - used, fmt, ap);
	va_end(ap);
	if (n < 0 || used + (size_t)n + 1 > sizeof pool)
		abort();
	char *p = pool + used;
	used += (size_t)n + 1;
	return p;
}

static const char *hex(unsigned long long v)
{
	return v ? keepf("%#llx", v) : "0";
}

/* A constant: its name, its number under -X raw, both under -X verbose. */
static const char *N(unsigned long long v, const char *name)
{
	if (xlat == ABBREV)
		return name;
	if (xlat == RAW)
		return hex(v);
	return keepf("%s /* %s */", hex(v), name);
}

/* A value no name covers: the number and its default name but under raw. */
static const char *U(unsigned long long v, const char *dflt)
{
	return xlat == RAW ? hex(v) : keepf("%s /* %s */", hex(v), dflt);
}

static const char *errname(long rc)
{
	if (rc != -1)
		return NULL;
	switch (errno) {
	case EINVAL: return "EINVAL";
	case EPERM: return "EPERM";
	case EBADF: return "EBADF";
	case ENOENT: return "ENOENT";
	case EFAULT: return "EFAULT";
	case E2BIG: return "E2BIG";
	case EACCES: return "EACCES";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENOSPC: return "ENOSPC";
	default: return "E???";
	}
}

static long sys_bpf(unsigned cmd, void *attr, unsigned size)
{
	return syscall(SYS_bpf, cmd, attr, size);
}

#define CMD(c) N(c, #c)

/* The calls that make a map and use it. */
static int maps(void)
{
	union bpf_attr a;
	const char *create = CMD(BPF_MAP_CREATE);

	memset(&a, 0, sizeof a);
	a.map_type = BPF_MAP_TYPE_ARRAY;
	a.key_size = 4;
	a.value_size = 8;
	a.max_entries = 2;
	a.map_flags = BPF_F_NUMA_NODE;
	a.numa_node = -1;
	strcpy(a.map_name, "seize_map");
	long fd = sys_bpf(BPF_MAP_CREATE, &a, 72);
	expect(fd, errname(fd), "bpf(%s, {map_type=%s, key_size=4, value_size=8, max_entries=2, "
	       "map_flags=%s, inner_map_fd=0, numa_node=4294967295%s, map_name=\"seize_map\", "
	       "map_ifindex=0, btf_fd=0, btf_key_type_id=0, btf_value_type_id=0, "
	       "btf_vmlinux_value_type_id=0, map_extra=0}, 72)",
	       create, N(BPF_MAP_TYPE_ARRAY, "BPF_MAP_TYPE_ARRAY"),
	       N(BPF_F_NUMA_NODE, "BPF_F_NUMA_NODE"), xlat == RAW ? "" : " /* NUMA_NO_NODE */");

	/* sizes of older kernels' structs: the members they had */
	memset(&a, 0, sizeof a);
	a.map_type = 0x7777;
	a.map_flags = 0x100000;
	long rc = sys_bpf(BPF_MAP_CREATE, &a, 20);
	expect(rc, errname(rc), "bpf(%s, {map_type=%s, key_size=0, value_size=0, max_entries=0, "
	       "map_flags=%s}, 20)", create, U(0x7777, "BPF_MAP_TYPE_???"),
	       U(0x100000, "BPF_F_???"));
	memcpy(a.map_name, "0123456789abcdef", 16);
	rc = sys_bpf(BPF_MAP_CREATE, &a, 36);
	expect(rc, errname(rc), "bpf(%s, {map_type=%s, key_size=0, value_size=0, max_entries=0, "
	       "map_flags=%s, inner_map_fd=0, map_name=\"0123456\"...}, 36)", create,
	       U(0x7777, "BPF_MAP_TYPE_???"), U(0x100000, "BPF_F_???"));

	/* bytes past the struct: "..." when one is not zero */
	unsigned char big[80] = { 0 };
	memcpy(big, &a, 72);
	big[75] = 0x2a;
	rc = sys_bpf(BPF_MAP_CREATE, big, sizeof big);
	expect(rc, errname(rc), "bpf(%s, {map_type=%s, key_size=0, value_size=0, max_entries=0, "
	       "map_flags=%s, inner_map_fd=0, map_name=\"0123456789abcde\"..., map_ifindex=0, "
	       "btf_fd=0, btf_key_type_id=0, btf_value_type_id=0, btf_vmlinux_value_type_id=0, "
	       "map_extra=0, %s}, 80)", create, U(0x7777, "BPF_MAP_TYPE_???"),
	       U(0x100000, "BPF_F_???"),
	       verbose ? "extra_data=\"\\x00\\x00\\x00\\x2a\\x00\\x00\\x00\\x00\" /* bytes 72..79 */"
		       : "...");

	uint32_t key = 1;
	uint64_t value = 42;
	memset(&a, 0, sizeof a);
	a.map_fd = (uint32_t)fd;
	a.key = (uintptr_t)&key;
	a.value = (uintptr_t)&value;
	a.flags = BPF_EXIST;
	rc = sys_bpf(BPF_MAP_UPDATE_ELEM, &a, 32);
	expect(rc, errname(rc), "bpf(%s, {map_fd=%ld, key=%p, value=%p, flags=%s}, 32)",
	       CMD(BPF_MAP_UPDATE_ELEM), fd, (void *)&key, (void *)&value,
	       N(BPF_EXIST, "BPF_EXIST"));
	a.flags = 0;
	rc = sys_bpf(BPF_MAP_LOOKUP_ELEM, &a, 32);
	expect(rc, errname(rc), "bpf(%s, {map_fd=%ld, key=%p, value=%p, flags=%s}, 32)",
	       CMD(BPF_MAP_LOOKUP_ELEM), fd, (void *)&key, (void *)&value, N(BPF_ANY, "BPF_ANY"));
	/* a size before flags: no flags */
	rc = sys_bpf(BPF_MAP_LOOKUP_ELEM, &a, 24);
	expect(rc, errname(rc), "bpf(%s, {map_fd=%ld, key=%p, value=%p}, 24)",
	       CMD(BPF_MAP_LOOKUP_ELEM), fd, (void *)&key, (void *)&value);
	uint32_t next;
	a.next_key = (uintptr_t)&next;
	rc = sys_bpf(BPF_MAP_GET_NEXT_KEY, &a, 24);
	expect(rc, errname(rc), "bpf(%s, {map_fd=%ld, key=%p, next_key=%p}, 24)",
	       CMD(BPF_MAP_GET_NEXT_KEY), fd, (void *)&key, (void *)&next);
	rc = sys_bpf(BPF_MAP_DELETE_ELEM, &a, 16);
	expect(rc, errname(rc), "bpf(%s, {map_fd=%ld, key=%p}, 16)",
	       CMD(BPF_MAP_DELETE_ELEM), fd, (void *)&key);

	/* a batch: the count the kernel did, when it changed it */
	uint32_t keys[4], out;
	uint64_t values[4];
	memset(&a, 0, sizeof a);
	a.batch.out_batch = (uintptr_t)&out;
	a.batch.keys = (uintptr_t)keys;
	a.batch.values = (uintptr_t)values;
	a.batch.count = 4;
	a.batch.map_fd = (uint32_t)fd;
	rc = sys_bpf(BPF_MAP_LOOKUP_BATCH, &a, 56);
	expect(rc, errname(rc), "bpf(%s, {batch={in_batch=NULL, out_batch=%p, keys=%p, values=%p, "
	       "count=4, map_fd=%ld, elem_flags=%s, flags=0}}%s, 56)", CMD(BPF_MAP_LOOKUP_BATCH),
	       (void *)&out, (void *)keys, (void *)values, fd, N(BPF_ANY, "BPF_ANY"),
	       a.batch.count == 4 ? "" : keepf(" => {batch={count=%u}}", a.batch.count));
	memset(&a, 0, sizeof a);
	a.batch.count = 3;
	a.batch.map_fd = -1;
	a.batch.elem_flags = BPF_F_LOCK;
	a.batch.flags = 0x4;
	rc = sys_bpf(BPF_MAP_DELETE_BATCH, &a, 56);
	expect(rc, errname(rc), "bpf(%s, {batch={keys=NULL, count=3, map_fd=-1, elem_flags=%s, "
	       "flags=0x4}}, 56)", CMD(BPF_MAP_DELETE_BATCH), N(BPF_F_LOCK, "BPF_F_LOCK"));

	memset(&a, 0, sizeof a);
	a.map_fd = -1;
	rc = sys_bpf(BPF_MAP_FREEZE, &a, 4);
	expect(rc, errname(rc), "bpf(%s, {map_fd=-1}, 4)", CMD(BPF_MAP_FREEZE));
	return (int)fd;
}

static const char *insn(unsigned cls, const char *cn, unsigned src, const char *sn,
			unsigned op, const char *on)
{
	return keepf("{code=%s|%s|%s, dst_reg=%s, src_reg=%s, off=0, imm=0}", N(cls, cn),
		     N(src, sn), N(op, on), N(BPF_REG_0, "BPF_REG_0"), N(BPF_REG_0, "BPF_REG_0"));
}

static int programs(void)
{
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_K | BPF_MOV },
		{ .code = BPF_JMP | BPF_K | BPF_EXIT },
	};
	const char *insns = verbose
		? keepf("[%s, %s]", insn(BPF_ALU64, "BPF_ALU64", BPF_K, "BPF_K", BPF_MOV, "BPF_MOV"),
			insn(BPF_JMP, "BPF_JMP", BPF_K, "BPF_K", BPF_EXIT, "BPF_EXIT"))
		: keepf("%p", (void *)prog);
	union bpf_attr a;
	memset(&a, 0, sizeof a);
	a.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a.insn_cnt = 2;
	a.insns = (uintptr_t)prog;
	a.license = (uintptr_t)"GPL";
	a.kern_version = 0x060100;
	strcpy(a.prog_name, "seize_prog");
	long fd = sys_bpf(BPF_PROG_LOAD, &a, 128);
	const char *kv = xlat == ABBREV ? "KERNEL_VERSION(6, 1, 0)"
		: xlat == RAW ? "0x60100" : "0x60100 /* KERNEL_VERSION(6, 1, 0) */";
	expect(fd, errname(fd), "bpf(%s, {prog_type=%s, insn_cnt=2, insns=%s, license=\"GPL\", "
	       "log_level=0, log_size=0, log_buf=NULL, kern_version=%s, prog_flags=0, "
	       "prog_name=\"seize_prog\", prog_ifindex=0, expected_attach_type=%s, prog_btf_fd=0, "
	       "func_info_rec_size=0, func_info=NULL, func_info_cnt=0, line_info_rec_size=0, "
	       "line_info=NULL, line_info_cnt=0, attach_btf_id=0, attach_prog_fd=0, "
	       "fd_array=NULL}, 128)", CMD(BPF_PROG_LOAD),
	       N(BPF_PROG_TYPE_SOCKET_FILTER, "BPF_PROG_TYPE_SOCKET_FILTER"), insns, kv,
	       N(BPF_CGROUP_INET_INGRESS, "BPF_CGROUP_INET_INGRESS"));

	/* the log: at most log_size bytes of it; the second instruction
	 * unreadable; a size that ends before kern_version */
	char *page = tail_page();
	struct bpf_insn *edge = (struct bpf_insn *)(page + 4096 - sizeof *edge);
	*edge = prog[1];
	char log[16] = "log text";
	a.insn_cnt = 2;
	a.insns = (uintptr_t)edge;
	a.log_level = 1;
	a.log_size = 3;
	a.log_buf = (uintptr_t)log;
	long rc = sys_bpf(BPF_PROG_LOAD, &a, 40);
	const char *cut = verbose
		? keepf("[%s, ... /* %p */]", insn(BPF_JMP, "BPF_JMP", BPF_K, "BPF_K", BPF_EXIT, "BPF_EXIT"),
			(void *)(page + 4096))
		: keepf("%p", (void *)edge);
	expect(rc, errname(rc), "bpf(%s, {prog_type=%s, insn_cnt=2, insns=%s, license=\"GPL\", "
	       "log_level=1, log_size=3, log_buf=\"log\"...}, 40)", CMD(BPF_PROG_LOAD),
	       N(BPF_PROG_TYPE_SOCKET_FILTER, "BPF_PROG_TYPE_SOCKET_FILTER"), cut);
	return (int)fd;
}

static void ids(int map_fd)
{
	union bpf_attr a;
	memset(&a, 0, sizeof a);
	long rc = sys_bpf(BPF_MAP_GET_NEXT_ID, &a, 12);
	expect(rc, errname(rc), "bpf(%s, {start_id=0, next_id=0%s, open_flags=0}, 12)",
	       CMD(BPF_MAP_GET_NEXT_ID), a.next_id ? keepf(" => %u", a.next_id) : "");
	memset(&a, 0, sizeof a);
	a.start_id = 0xef;
	rc = sys_bpf(BPF_PROG_GET_NEXT_ID, &a, 1);
	/* the kernel writes next_id past the 1 byte the size says, once a
	 * program id above 239 exists; strace shows no "=>" then either */
	expect(rc, errname(rc), "bpf(%s, {start_id=239, next_id=0}, 1)", CMD(BPF_PROG_GET_NEXT_ID));
	memset(&a, 0, sizeof a);
	a.map_id = 0xfffffff0;
	a.open_flags = BPF_F_RDONLY | 0x100;
	rc = sys_bpf(BPF_MAP_GET_FD_BY_ID, &a, 12);
	expect(rc, errname(rc), "bpf(%s, {map_id=4294967280, next_id=0, open_flags=%s}, 12)",
	       CMD(BPF_MAP_GET_FD_BY_ID),
	       xlat == ABBREV ? "BPF_F_RDONLY|0x100" : xlat == RAW ? "0x108"
	       : "0x108 /* BPF_F_RDONLY|0x100 */");

	/* the info: its address but under -v, the length the kernel wrote
	 * (room for more than it writes, zeroed as it asks) */
	if (map_fd >= 0) {
		static struct { struct bpf_map_info m; uint64_t more; } room;
		const struct bpf_map_info *info = &room.m;
		memset(&a, 0, sizeof a);
		a.info.bpf_fd = (uint32_t)map_fd;
		a.info.info_len = sizeof room;
		a.info.info = (uintptr_t)&room;
		rc = sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &a, 16);
		const char *shown = keepf("%p", (void *)&room);
		if (verbose && rc == 0)
			shown = keepf("{type=%s, id=%u, key_size=4, value_size=8, max_entries=2, "
				      "map_flags=%s, name=\"seize_map\", ifindex=0, "
				      "btf_vmlinux_value_type_id=0, netns_dev=%s, netns_ino=%llu, "
				      "btf_id=0, btf_key_type_id=0, btf_value_type_id=0}",
				      N(BPF_MAP_TYPE_ARRAY, "BPF_MAP_TYPE_ARRAY"), info->id,
				      N(BPF_F_NUMA_NODE, "BPF_F_NUMA_NODE"),
				      N(0, "makedev(0, 0)"), (unsigned long long)info->netns_ino);
		if (!verbose || rc == 0)
			expect(rc, errname(rc), "bpf(%s, {info={bpf_fd=%d, info_len=%zu%s, info=%s}}, 16)",
			       CMD(BPF_OBJ_GET_INFO_BY_FD), map_fd, sizeof room,
			       a.info.info_len != sizeof room ? keepf(" => %u", a.info.info_len) : "",
			       shown);
	}

	memset(&a, 0, sizeof a);
	a.pathname = (uintptr_t)"/sys/fs/bpf/seize-none";
	a.file_flags = BPF_F_WRONLY;
	rc = sys_bpf(BPF_OBJ_GET, &a, 16);
	expect(rc, errname(rc), "bpf(%s, {pathname=\"/sys/fs/bpf/seize-none\", bpf_fd=0, "
	       "file_flags=%s}, 16)", CMD(BPF_OBJ_GET), N(BPF_F_WRONLY, "BPF_F_WRONLY"));
}

static void attach_and_query(void)
{
	union bpf_attr a;
	memset(&a, 0, sizeof a);
	a.target_fd = -1;
	a.attach_bpf_fd = -2;
	a.attach_type = BPF_CGROUP_INET_EGRESS;
	a.attach_flags = BPF_F_ALLOW_MULTI;
	long rc = sys_bpf(BPF_PROG_ATTACH, &a, 16);
	expect(rc, errname(rc), "bpf(%s, {target_fd=-1, attach_bpf_fd=-2, attach_type=%s, "
	       "attach_flags=%s}, 16)", CMD(BPF_PROG_ATTACH),
	       N(BPF_CGROUP_INET_EGRESS, "BPF_CGROUP_INET_EGRESS"),
	       N(BPF_F_ALLOW_MULTI, "BPF_F_ALLOW_MULTI"));
	rc = sys_bpf(BPF_PROG_DETACH, &a, 12);
	expect(rc, errname(rc), "bpf(%s, {target_fd=-1, attach_type=%s}, 12)",
	       CMD(BPF_PROG_DETACH), N(BPF_CGROUP_INET_EGRESS, "BPF_CGROUP_INET_EGRESS"));

	uint32_t progs[2];
	memset(&a, 0, sizeof a);
	a.query.target_fd = -1;
	a.query.query_flags = BPF_F_QUERY_EFFECTIVE;
	a.query.prog_ids = (uintptr_t)progs;
	a.query.prog_cnt = 2;
	rc = sys_bpf(BPF_PROG_QUERY, &a, 28);
	expect(rc, errname(rc), "bpf(%s, {query={target_fd=-1, attach_type=%s, query_flags=%s, "
	       "attach_flags=0, prog_ids=%p, prog_cnt=2}}, 28)", CMD(BPF_PROG_QUERY),
	       N(BPF_CGROUP_INET_INGRESS, "BPF_CGROUP_INET_INGRESS"),
	       N(BPF_F_QUERY_EFFECTIVE, "BPF_F_QUERY_EFFECTIVE"), (void *)progs);

	memset(&a, 0, sizeof a);
	a.test.prog_fd = -1;
	a.test.repeat = 5;
	rc = sys_bpf(BPF_PROG_TEST_RUN, &a, 40);
	expect(rc, errname(rc), "bpf(%s, {test={prog_fd=-1, retval=0, data_size_in=0, "
	       "data_size_out=0, data_in=NULL, data_out=NULL, repeat=5, duration=0}}, 40)",
	       CMD(BPF_PROG_TEST_RUN));

	memset(&a, 0, sizeof a);
	a.raw_tracepoint.name = (uintptr_t)"sys_enter";
	a.raw_tracepoint.prog_fd = -1;
	rc = sys_bpf(BPF_RAW_TRACEPOINT_OPEN, &a, 12);
	expect(rc, errname(rc), "bpf(%s, {raw_tracepoint={name=\"sys_enter\", prog_fd=-1}}, 12)",
	       CMD(BPF_RAW_TRACEPOINT_OPEN));

	static const char btf[] = "bt\0f";
	memset(&a, 0, sizeof a);
	a.btf = (uintptr_t)btf;
	a.btf_size = 4;
	a.btf_log_level = 2;
	rc = sys_bpf(BPF_BTF_LOAD, &a, 28);
	expect(rc, errname(rc), "bpf(%s, {btf=\"bt\\0f\", btf_log_buf=NULL, btf_size=4, "
	       "btf_log_size=0, btf_log_level=2}, 28)", CMD(BPF_BTF_LOAD));

	/* the kernel's answer in the union: the length of the name it wrote */
	char name[16] = "";
	memset(&a, 0, sizeof a);
	a.task_fd_query.pid = (uint32_t)getpid();
	a.task_fd_query.fd = -1;
	a.task_fd_query.buf = (uintptr_t)name;
	a.task_fd_query.buf_len = sizeof name;
	rc = sys_bpf(BPF_TASK_FD_QUERY, &a, 48);
	expect(rc, errname(rc), "bpf(%s, {task_fd_query={pid=%d, fd=-1, flags=0, buf_len=16%s, "
	       "buf=\"\", prog_id=0, fd_type=%s, probe_offset=0, probe_addr=0}}, 48)",
	       CMD(BPF_TASK_FD_QUERY), getpid(),
	       a.task_fd_query.buf_len != 16 ? keepf(" => %u", a.task_fd_query.buf_len) : "",
	       N(BPF_FD_TYPE_RAW_TRACEPOINT, "BPF_FD_TYPE_RAW_TRACEPOINT"));
}

static void links(int map_fd)
{
	union bpf_attr a;
	uint32_t maps[2] = { (uint32_t)map_fd, 7 };
	memset(&a, 0, sizeof a);
	a.link_create.prog_fd = -1;
	a.link_create.attach_type = BPF_TRACE_ITER;
	a.link_create.iter_info = (uintptr_t)maps;
	a.link_create.iter_info_len = 2;
	long rc = sys_bpf(BPF_LINK_CREATE, &a, 28);
	expect(rc, errname(rc), "bpf(%s, {link_create={prog_fd=-1, target_fd=0, attach_type=%s, "
	       "flags=0, iter_info=[{map={map_fd=%d}}, {map={map_fd=7}}], iter_info_len=2}}, 28)",
	       CMD(BPF_LINK_CREATE), N(BPF_TRACE_ITER, "BPF_TRACE_ITER"), map_fd);
	memset(&a, 0, sizeof a);
	a.link_create.prog_fd = -1;
	a.link_create.attach_type = BPF_PERF_EVENT;
	a.link_create.perf_event.bpf_cookie = 0xfeedfacecafeULL;
	rc = sys_bpf(BPF_LINK_CREATE, &a, 24);
	expect(rc, errname(rc), "bpf(%s, {link_create={prog_fd=-1, target_fd=0, attach_type=%s, "
	       "flags=0, perf_event={bpf_cookie=0xfeedfacecafe}}}, 24)",
	       CMD(BPF_LINK_CREATE), N(BPF_PERF_EVENT, "BPF_PERF_EVENT"));
	/* an attach type whose union strace does not know: its bytes are extra */
	memset(&a, 0, sizeof a);
	a.link_create.prog_fd = -1;
	a.link_create.attach_type = BPF_CGROUP_INET_EGRESS;
	a.link_create.target_btf_id = 0x11;
	rc = sys_bpf(BPF_LINK_CREATE, &a, 20);
	expect(rc, errname(rc), "bpf(%s, {link_create={prog_fd=-1, target_fd=0, attach_type=%s, "
	       "flags=0}, %s}, 20)", CMD(BPF_LINK_CREATE),
	       N(BPF_CGROUP_INET_EGRESS, "BPF_CGROUP_INET_EGRESS"),
	       verbose ? "extra_data=\"\\x11\\x00\\x00\\x00\" /* bytes 16..19 */" : "...");

	memset(&a, 0, sizeof a);
	a.link_update.link_fd = -1;
	a.link_update.new_prog_fd = -2;
	a.link_update.flags = BPF_F_REPLACE;
	a.link_update.old_prog_fd = -3;
	rc = sys_bpf(BPF_LINK_UPDATE, &a, 16);
	expect(rc, errname(rc), "bpf(%s, {link_update={link_fd=-1, new_prog_fd=-2, flags=%s, "
	       "old_prog_fd=-3}}, 16)", CMD(BPF_LINK_UPDATE), N(BPF_F_REPLACE, "BPF_F_REPLACE"));
}

/* What strace shows as an address: commands it does not decode, a size
 * of 0 or above a page, memory it cannot read. */
static void addresses(void)
{
	union bpf_attr a;
	memset(&a, 0, sizeof a);
	long rc = sys_bpf(BPF_PROG_BIND_MAP, &a, 12);
	expect(rc, errname(rc), "bpf(%s, %p, 12)", CMD(BPF_PROG_BIND_MAP), (void *)&a);
	rc = sys_bpf(0x1234, NULL, 8);
	expect(rc, errname(rc), "bpf(%s, NULL, 8)", U(0x1234, "BPF_???"));
	rc = sys_bpf(BPF_MAP_FREEZE, &a, 0);
	expect(rc, errname(rc), "bpf(%s, %p, 0)", CMD(BPF_MAP_FREEZE), (void *)&a);
	char *page = tail_page();
	rc = sys_bpf(BPF_MAP_FREEZE, page, 4097);
	expect(rc, errname(rc), "bpf(%s, %p, 4097)", CMD(BPF_MAP_FREEZE), (void *)page);
	/* a struct crossing into the unmapped page */
	char *half = page + 4096 - 2;
	rc = sys_bpf(BPF_MAP_FREEZE, half, 4);
	expect(rc, errname(rc), "bpf(%s, %p, 4)", CMD(BPF_MAP_FREEZE), (void *)half);
	rc = sys_bpf(BPF_MAP_DELETE_ELEM, NULL, 16);
	expect(rc, errname(rc), "bpf(%s, NULL, 16)", CMD(BPF_MAP_DELETE_ELEM));
}

int main(void)
{
	const char *x = getenv("SEIZE_BPF_XLAT");
	xlat = !x ? ABBREV : !strcmp(x, "raw") ? RAW : VERBOSE;
	verbose = getenv("SEIZE_BPF_V") != NULL;
	int map_fd = maps();
	int prog_fd = programs();
	ids(map_fd);
	attach_and_query();
	links(map_fd);
	addresses();
	if (prog_fd >= 0)
		close(prog_fd);
	if (map_fd >= 0)
		close(map_fd);
	return 0;
}
