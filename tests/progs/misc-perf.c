/* perf_event_open's struct perf_event_attr: the type's names for config,
 * the set bit flags (all of them under -v), the members -v adds up to
 * what the struct's size holds, "..." for the rest, the size the kernel
 * asks for on E2BIG, and the address when the struct cannot be read.
 * Every call fails (pid and cpu both -1, or a struct the kernel refuses),
 * so no event is opened.  SEIZE_PERF=v: the lines of -v; SEIZE_XLAT=raw:
 * those of -X raw. */
#include "progs.h"

#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stdint.h>

static int v, raw;

static const char *err(void)
{
	return strerrorname_np(errno);
}

/* The bit flags under -v: each of them, the given ones 1. */
static const char *all_flags(const char *const *set)
{
	static const char *const names[] = {
		"disabled", "inherit", "pinned", "exclusive", "exclude_user", "exclude_kernel",
		"exclude_hv", "exclude_idle", "mmap", "comm", "freq", "inherit_stat",
		"enable_on_exec", "task", "watermark", "precise_ip", "mmap_data", "sample_id_all",
		"exclude_host", "exclude_guest", "exclude_callchain_kernel",
		"exclude_callchain_user", "mmap2", "comm_exec", "use_clockid", "context_switch",
		"write_backward", "namespaces", "ksymbol", "bpf_event", "aux_output", "cgroup",
		"text_poke", "build_id", "inherit_thread", "remove_on_exec", "sigtrap",
	};
	static char buf[2048];
	size_t n = 0;
	buf[0] = 0;
	for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (!strcmp(names[i], "precise_ip")) {
			n += snprintf(buf + n, sizeof buf - n, "%sprecise_ip=%s", n ? ", " : "", set[0]);
			continue;
		}
		int on = 0;
		for (const char *const *s = set + 1; *s; s++)
			on |= !strcmp(*s, names[i]);
		n += snprintf(buf + n, sizeof buf - n, "%s%s=%d", n ? ", " : "", names[i], on);
	}
	return buf;
}

/* The kernel's size after E2BIG, as strace names it. */
static const char *size_name(uint32_t size)
{
	static char buf[64];
	if (size >= 64 && size <= 128 && size % 8 == 0 && size != 88)
		snprintf(buf, sizeof buf, "PERF_ATTR_SIZE_VER%d",
			 size == 64 ? 0 : size == 72 ? 1 : size == 80 ? 2 : size == 96 ? 3 :
			 size == 104 ? 4 : size == 112 ? 5 : size == 120 ? 6 : 7);
	else
		snprintf(buf, sizeof buf, "%#x /* PERF_ATTR_SIZE_??? */", size);
	return buf;
}

static void hw_cache(void)
{
	struct perf_event_attr a;
	memset(&a, 0, sizeof a);
	a.type = PERF_TYPE_HW_CACHE;
	a.size = PERF_ATTR_SIZE_VER1;
	a.config = 1ULL << 32 | PERF_COUNT_HW_CACHE_RESULT_MISS << 16 |
		   PERF_COUNT_HW_CACHE_OP_WRITE << 8 | PERF_COUNT_HW_CACHE_LL;
	a.sample_period = 1000;
	a.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID;
	a.read_format = PERF_FORMAT_ID;
	a.disabled = 1;
	a.exclude_kernel = 1;
	a.precise_ip = 2;
	long rc = syscall(SYS_perf_event_open, &a, -1, -1, -1, (unsigned long)PERF_FLAG_FD_CLOEXEC);
	static const char *const set[] = { "2 /* requested to have 0 skid */", "disabled",
					   "exclude_kernel", NULL };
	if (raw)
		expect(rc, err(), "perf_event_open({type=0x3, size=0x48, config=0x1<<32|0x1<<16|"
		       "0x1<<8|0x2, sample_period=1000, sample_type=0x3, read_format=0x4, "
		       "disabled=1, exclude_kernel=1, precise_ip=2 /* requested to have 0 skid */, "
		       "...}, -1, -1, -1, 0x8)");
	else if (v)
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_HW_CACHE, size=PERF_ATTR_SIZE_VER1, "
		       "config=0x1<<32|PERF_COUNT_HW_CACHE_RESULT_MISS<<16|"
		       "PERF_COUNT_HW_CACHE_OP_WRITE<<8|PERF_COUNT_HW_CACHE_LL, sample_period=1000, "
		       "sample_type=PERF_SAMPLE_IP|PERF_SAMPLE_TID, read_format=PERF_FORMAT_ID, %s, "
		       "wakeup_events=0, config1=0, config2=0}, -1, -1, -1, PERF_FLAG_FD_CLOEXEC)",
		       all_flags(set));
	else
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_HW_CACHE, size=PERF_ATTR_SIZE_VER1, "
		       "config=0x1<<32|PERF_COUNT_HW_CACHE_RESULT_MISS<<16|"
		       "PERF_COUNT_HW_CACHE_OP_WRITE<<8|PERF_COUNT_HW_CACHE_LL, sample_period=1000, "
		       "sample_type=PERF_SAMPLE_IP|PERF_SAMPLE_TID, read_format=PERF_FORMAT_ID, "
		       "disabled=1, exclude_kernel=1, precise_ip=2 /* requested to have 0 skid */, "
		       "...}, -1, -1, -1, PERF_FLAG_FD_CLOEXEC)");
}

/* A struct bigger than the kernel's, with a byte set past it: E2BIG, and
 * the kernel writes the size it knows. */
static void too_big(void)
{
	static unsigned char buf[200];
	struct perf_event_attr *a = (void *)buf;
	a->type = PERF_TYPE_SOFTWARE;
	a->size = sizeof buf;
	a->config = PERF_COUNT_SW_DUMMY;
	a->freq = 1;
	a->sample_freq = 50;
	buf[150] = 1;
	long rc = syscall(SYS_perf_event_open, a, 0, -1, -1, 0UL);
	char size[128];
	if (rc < 0 && errno == E2BIG)
		snprintf(size, sizeof size, "0xc8 /* PERF_ATTR_SIZE_??? */ => %s", size_name(a->size));
	else
		snprintf(size, sizeof size, "0xc8 /* PERF_ATTR_SIZE_??? */");
	static const char *const set[] = { "0 /* arbitrary skid */", "freq", NULL };
	if (v)
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_SOFTWARE, size=%s, "
		       "config=PERF_COUNT_SW_DUMMY, sample_freq=50, sample_type=0, read_format=0, %s, "
		       "wakeup_events=0, config1=0, config2=0, sample_regs_user=0, "
		       "sample_regs_intr=0, aux_watermark=0, sample_max_stack=0, aux_sample_size=0, "
		       "sig_data=0, ...}, 0, -1, -1, 0)", size, all_flags(set));
	else
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_SOFTWARE, size=%s, "
		       "config=PERF_COUNT_SW_DUMMY, sample_freq=50, sample_type=0, read_format=0, "
		       "freq=1, precise_ip=0 /* arbitrary skid */, ...}, 0, -1, -1, 0)", size);
}

static void breakpoint(void)
{
	struct perf_event_attr a;
	memset(&a, 0, sizeof a);
	a.type = PERF_TYPE_BREAKPOINT;
	a.size = PERF_ATTR_SIZE_VER0;
	a.watermark = 1;
	a.wakeup_watermark = 5;
	a.bp_type = HW_BREAKPOINT_W | HW_BREAKPOINT_X;	/* no valid combination */
	a.bp_addr = 0x1000;
	long rc = syscall(SYS_perf_event_open, &a, -1, -1, -1, 0UL);
	static const char *const set[] = { "0 /* arbitrary skid */", "watermark", NULL };
	if (v)
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_BREAKPOINT, size=PERF_ATTR_SIZE_VER0, "
		       "config=0, sample_period=0, sample_type=0, read_format=0, %s, "
		       "wakeup_watermark=5, bp_type=0x6 /* HW_BREAKPOINT_INVALID */, bp_addr=0x1000}, "
		       "-1, -1, -1, 0)", all_flags(set));
	else
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_BREAKPOINT, size=PERF_ATTR_SIZE_VER0, "
		       "config=0, sample_period=0, sample_type=0, read_format=0, watermark=1, "
		       "precise_ip=0 /* arbitrary skid */, ...}, -1, -1, -1, 0)");
}

static void unknown_type(void)
{
	struct perf_event_attr a;
	memset(&a, 0, sizeof a);
	a.type = 0x4d;
	a.size = PERF_ATTR_SIZE_VER2;
	a.config = 0xabc;
	a.sample_type = PERF_SAMPLE_BRANCH_STACK;
	a.branch_sample_type = PERF_SAMPLE_BRANCH_USER | PERF_SAMPLE_BRANCH_KERNEL;
	a.__reserved_1 = 5;
	long rc = syscall(SYS_perf_event_open, &a, -1, -1, -1, 0x100UL);
	static const char *const set[] = { "0 /* arbitrary skid */", NULL };
	if (v)
		expect(rc, err(), "perf_event_open({type=0x4d /* PERF_TYPE_??? */, "
		       "size=PERF_ATTR_SIZE_VER2, config=0xabc, sample_period=0, "
		       "sample_type=PERF_SAMPLE_BRANCH_STACK, read_format=0, %s, "
		       "__reserved_1=0x5 /* Bits 63..38 */, wakeup_events=0, config1=0, config2=0, "
		       "branch_sample_type=PERF_SAMPLE_BRANCH_USER|PERF_SAMPLE_BRANCH_KERNEL}, "
		       "-1, -1, -1, 0x100 /* PERF_FLAG_??? */)", all_flags(set));
	else
		expect(rc, err(), "perf_event_open({type=0x4d /* PERF_TYPE_??? */, "
		       "size=PERF_ATTR_SIZE_VER2, config=0xabc, sample_period=0, "
		       "sample_type=PERF_SAMPLE_BRANCH_STACK, read_format=0, "
		       "precise_ip=0 /* arbitrary skid */, __reserved_1=0x5 /* Bits 63..38 */, ...}, "
		       "-1, -1, -1, 0x100 /* PERF_FLAG_??? */)");
}

/* Structs that cannot be read: their address. */
static void unreadable(char *page)
{
	long rc = syscall(SYS_perf_event_open, NULL, -1, -1, -1, 0UL);
	expect(rc, err(), "perf_event_open(NULL, -1, -1, -1, 0)");
	/* the size is readable, the struct is not */
	struct perf_event_attr *a = (void *)(page + 4096 - 8);
	memset(a, 0, 8);
	a->size = PERF_ATTR_SIZE_VER0;
	rc = syscall(SYS_perf_event_open, a, -1, -1, -1, 0UL);
	expect(rc, err(), "perf_event_open(%p, -1, -1, -1, 0)", (void *)a);
	/* too short for the kernel */
	a = (void *)(page + 4096 - 64);
	memset(a, 0, 64);
	a->size = 32;
	rc = syscall(SYS_perf_event_open, a, -1, -1, -1, 0UL);
	expect(rc, err(), "perf_event_open(%p, -1, -1, -1, 0)", (void *)a);
	/* 48 readable bytes: what strace reads without -v, not with it */
	a = (void *)(page + 4096 - 48);
	memset(a, 0, 48);
	a->size = PERF_ATTR_SIZE_VER0;
	a->type = PERF_TYPE_TRACEPOINT;
	a->config = 123;
	rc = syscall(SYS_perf_event_open, a, -1, -1, -1, 0UL);
	if (v)
		expect(rc, err(), "perf_event_open(%p, -1, -1, -1, 0)", (void *)a);
	else
		expect(rc, err(), "perf_event_open({type=PERF_TYPE_TRACEPOINT, size=PERF_ATTR_SIZE_VER0, "
		       "config=123, sample_period=0, sample_type=0, read_format=0, "
		       "precise_ip=0 /* arbitrary skid */, ...}, -1, -1, -1, 0)");
}

int main(void)
{
	const char *e = getenv("SEIZE_PERF");
	v = e && !strcmp(e, "v");
	e = getenv("SEIZE_XLAT");
	raw = e && !strcmp(e, "raw");
	char *page = tail_page();
	hw_cache();
	if (raw)
		return 0;
	too_big();
	breakpoint();
	unknown_type();
	unreadable(page);
	return 0;
}
