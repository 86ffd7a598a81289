/* The perf family: the requests on a perf_event_open descriptor
 * (src/xlat/ioctl_perf.in).  PERF_EVENT_IOC_MODIFY_ATTRIBUTES' struct
 * perf_event_attr prints as perf_event_open's does (perf.c). */
#include <stddef.h>
#include <sys/ioctl.h>
#include <linux/perf_event.h>

#include "common.h"
#include "ioctl.h"
#include "perf.h"

extern const struct xlat xlat_ioctl_perf, xlat_perf_ioctl_flags;

static void print_u32_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t v;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

/* PERF_EVENT_IOC_QUERY_BPF: ids_len goes in; prog_cnt and the ids come
 * back, at exit inside the braces opened at entry; "..." in their place
 * when the call failed. */
static int print_query_bpf(struct tracee *t, uint64_t addr)
{
	struct call *c = &t->call;
	uint32_t v;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = sink_fetch(t, addr, &v, sizeof v);
		if (!c->saved[0])
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "ids_len", v);
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (c->is_error ||
	    !mem_read(t->tid, addr + offsetof(struct perf_event_query_bpf, prog_cnt), &v, sizeof v)) {
		sink_ellipsis(t);
	} else {
		sink_uint_field(t, "prog_cnt", v);
		sink_field(t, "ids");
		print_array(t, addr + offsetof(struct perf_event_query_bpf, ids), v, sizeof v,
			    print_u32_elem, NULL);
	}
	sink_end(t);
	return DEC_DONE;
}

static int ioctl_perf_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code == PERF_EVENT_IOC_QUERY_BPF)
		return print_query_bpf(t, arg);
	if (t->call.exiting) {
		/* PERF_EVENT_IOC_ID: the id the kernel wrote */
		if (!ioctl_exit_ptr(t, arg))
			ioctl_uint_at(t, arg, sizeof(uint64_t));
		return DEC_DONE;
	}
	switch (code) {
	case PERF_EVENT_IOC_ENABLE: case PERF_EVENT_IOC_DISABLE: case PERF_EVENT_IOC_RESET:
		sink_arg(t, 2);
		/* an unsigned int for strace, whatever the register holds */
		sink_xflags(t, &xlat_perf_ioctl_flags, (uint32_t)arg, "PERF_IOC_FLAG_???");
		return DEC_DONE;
	case PERF_EVENT_IOC_REFRESH:
		sink_arg(t, 2);
		sink_int(t, (int)arg);
		return DEC_DONE;
	case PERF_EVENT_IOC_PERIOD:
		sink_arg(t, 2);
		ioctl_uint_at(t, arg, sizeof(uint64_t));
		return DEC_DONE;
	case PERF_EVENT_IOC_SET_OUTPUT: case PERF_EVENT_IOC_SET_BPF:
		sink_arg(t, 2);
		sink_fd(t, (int)arg);
		return DEC_DONE;
	case PERF_EVENT_IOC_PAUSE_OUTPUT:
		sink_arg(t, 2);
		sink_uint(t, arg);
		return DEC_DONE;
	case PERF_EVENT_IOC_SET_FILTER:
		sink_arg(t, 2);
		sink_str_at(t, arg, string_limit(t));
		return DEC_DONE;
	case PERF_EVENT_IOC_ID:
		return DEC_EXIT;
	case PERF_EVENT_IOC_MODIFY_ATTRIBUTES:
		sink_arg(t, 2);
		print_perf_event_attr(t, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_perf = {
	"perf", &xlat_ioctl_perf, ioctl_perf_decode,
};
