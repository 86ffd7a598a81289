/* ioctl: the perf family.  The flag, int, fd and u64 arguments, the
 * filter string (cut at -s), PERF_EVENT_IOC_ID at exit, QUERY_BPF's
 * struct in at entry and "..." at exit after a failure, NULL, unreadable
 * and truncated arguments. */
#include "ioctl-progs.h"

#include <linux/perf_event.h>

static struct style st;

int main(void)
{
	char b[128];
	st = style_get();
	long rc = sys_ioctl(-1, PERF_EVENT_IOC_ENABLE, 0xffffffff00000001UL);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, PERF_EVENT_IOC_ENABLE),
	       xname(&st, b, sizeof b, "%#llx", 1, "PERF_IOC_FLAG_GROUP"));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_RESET, 0x13);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, PERF_EVENT_IOC_RESET),
	       xname(&st, b, sizeof b, "%#llx", 0x13, "PERF_IOC_FLAG_GROUP|0x12"));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_DISABLE, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0)", REQ(&st, PERF_EVENT_IOC_DISABLE));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_REFRESH, 0x1fffffffeUL);
	expect(rc, "EBADF", "ioctl(-1, %s, -2)", REQ(&st, PERF_EVENT_IOC_REFRESH));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_SET_OUTPUT, 0xffffffffUL);
	expect(rc, "EBADF", "ioctl(-1, %s, -1)", REQ(&st, PERF_EVENT_IOC_SET_OUTPUT));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_SET_BPF, 1);
	expect(rc, "EBADF", "ioctl(-1, %s, 1)", REQ(&st, PERF_EVENT_IOC_SET_BPF));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_PAUSE_OUTPUT, 0x100000000UL);
	expect(rc, "EBADF", "ioctl(-1, %s, 4294967296)", REQ(&st, PERF_EVENT_IOC_PAUSE_OUTPUT));

	uint64_t *v = malloc(sizeof *v);
	*v = 0xfedcba9876543210ULL;
	rc = sys_ioctl(-1, PERF_EVENT_IOC_PERIOD, (unsigned long)v);
	expect(rc, "EBADF", "ioctl(-1, %s, [18364758544493064720])", REQ(&st, PERF_EVENT_IOC_PERIOD));
	char *end = (char *)tail_page() + 4096;
	rc = sys_ioctl(-1, PERF_EVENT_IOC_PERIOD, (unsigned long)(end - 4));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PERF_EVENT_IOC_PERIOD), end - 4);
	rc = sys_ioctl(-1, PERF_EVENT_IOC_ID, (unsigned long)v);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PERF_EVENT_IOC_ID), v);
	rc = sys_ioctl(-1, PERF_EVENT_IOC_ID, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, PERF_EVENT_IOC_ID));

	/* the filter: a string, cut at the default -s of 32 */
	const char *filter = "common_pid == 1 && prev_comm ~ \"sh*\"";
	rc = sys_ioctl(-1, PERF_EVENT_IOC_SET_FILTER, (unsigned long)filter);
	expect(rc, "EBADF", "ioctl(-1, %s, \"common_pid == 1 && prev_comm ~ \\\"\"...)",
	       REQ(&st, PERF_EVENT_IOC_SET_FILTER));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_SET_FILTER, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, PERF_EVENT_IOC_SET_FILTER));

	/* QUERY_BPF: ids_len in; nothing came back */
	uint32_t *q = (uint32_t *)(end - 12);
	q[0] = 4;
	rc = sys_ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, (unsigned long)q);
	expect(rc, "EBADF", "ioctl(-1, %s, {ids_len=4, ...})", REQ(&st, PERF_EVENT_IOC_QUERY_BPF));
	rc = sys_ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, (unsigned long)(end - 2));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, PERF_EVENT_IOC_QUERY_BPF), end - 2);
	rc = sys_ioctl(-1, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, PERF_EVENT_IOC_MODIFY_ATTRIBUTES));
	/* the new attr, as perf_event_open prints its own */
	struct perf_event_attr a;
	memset(&a, 0, sizeof a);
	a.type = PERF_TYPE_SOFTWARE;
	a.size = PERF_ATTR_SIZE_VER0;
	a.config = PERF_COUNT_SW_DUMMY;
	a.disabled = 1;
	rc = sys_ioctl(-1, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, (unsigned long)&a);
	const char *head = st.x == X_RAW ? "type=0x1, size=0x40, config=0x9"
		: st.x == X_VERBOSE ? "type=0x1 /* PERF_TYPE_SOFTWARE */, size=0x40 /* PERF_ATTR_SIZE_VER0 */, "
				      "config=0x9 /* PERF_COUNT_SW_DUMMY */"
		: "type=PERF_TYPE_SOFTWARE, size=PERF_ATTR_SIZE_VER0, config=PERF_COUNT_SW_DUMMY";
	const char *bits = st.v
		? "disabled=1, inherit=0, pinned=0, exclusive=0, exclude_user=0, exclude_kernel=0, "
		  "exclude_hv=0, exclude_idle=0, mmap=0, comm=0, freq=0, inherit_stat=0, "
		  "enable_on_exec=0, task=0, watermark=0, precise_ip=0 /* arbitrary skid */, "
		  "mmap_data=0, sample_id_all=0, exclude_host=0, exclude_guest=0, "
		  "exclude_callchain_kernel=0, exclude_callchain_user=0, mmap2=0, comm_exec=0, "
		  "use_clockid=0, context_switch=0, write_backward=0, namespaces=0, ksymbol=0, "
		  "bpf_event=0, aux_output=0, cgroup=0, text_poke=0, build_id=0, inherit_thread=0, "
		  "remove_on_exec=0, sigtrap=0, wakeup_events=0, config1=0"
		: "disabled=1, precise_ip=0 /* arbitrary skid */, ...";
	expect(rc, "EBADF", "ioctl(-1, %s, {%s, sample_period=0, sample_type=0, read_format=0, %s})",
	       REQ(&st, PERF_EVENT_IOC_MODIFY_ATTRIBUTES), head, bits);
	free(v);
	return 0;
}
