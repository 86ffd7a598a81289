/* Decoders and struct printers for resources and the system: rlimits,
 * uname, sysinfo, times, personality, scheduling, I/O priorities,
 * reboot, getrandom, sethostname. */
#include <errno.h>
#include <linux/reboot.h>
#include <linux/sched.h>
#include <stdio.h>
#include <sys/personality.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <unistd.h>

#include "decode.h"
#include "process.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_personality_types, xlat_personality_flags,
	xlat_sched_flags, xlat_ioprio_class;

enum {
	NEW_UTS_LEN = 64,	/* longest host or domain name */
};

/* ---- resources ---- */

static void print_rlim_names(struct output *o, uint64_t v)
{
	if (v == UINT64_MAX)
		out_puts(o, "RLIM64_INFINITY");
	else if (v > 1024 && v % 1024 == 0)
		out_printf(o, "%llu*1024", (unsigned long long)v / 1024);
	else
		out_printf(o, "%llu", (unsigned long long)v);
}

/* Under -X the number of a named limit shows. */
static void print_rlim(struct output *o, uint64_t v)
{
	unsigned saved;
	if (v != UINT64_MAX && !(v > 1024 && v % 1024 == 0))
		out_printf(o, "%llu", (unsigned long long)v);
	else if (names_begin(o, v, NUM_UNSIGNED, &saved)) {
		print_rlim_names(o, v);
		names_end(o, saved);
	}
}

void print_struct_rlimit(struct tracee *t, int i)
{
	uint64_t r[2];
	if (!fetch_arg(t, i, r, sizeof r))
		return;
	out_puts(t->out, "{rlim_cur=");
	print_rlim(t->out, r[0]);
	out_puts(t->out, ", rlim_max=");
	print_rlim(t->out, r[1]);
	out_putc(t->out, '}');
}

/* A fixed-size field of a struct holding a NUL-terminated string. */
static void print_char_field(struct output *o, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	print_quoted(o, s, n, true);
	if (n == size)
		out_puts(o, "...");
}

void print_struct_utsname(struct tracee *t, int i)
{
	struct { char sysname[65], nodename[65], rest[4][65]; } u;
	if (!fetch_arg(t, i, &u, sizeof u))
		return;
	if (!abbrev(t)) {
		print_utsname_full(t, (const char (*)[65])&u);
		return;
	}
	out_puts(t->out, "{sysname=");
	print_char_field(t->out, u.sysname, sizeof u.sysname);
	out_puts(t->out, ", nodename=");
	print_char_field(t->out, u.nodename, sizeof u.nodename);
	out_puts(t->out, ", ...}");
}

void print_struct_sysinfo(struct tracee *t, int i)
{
	struct sysinfo s;
	if (!fetch_arg(t, i, &s, sizeof s))
		return;
	out_printf(t->out, "{uptime=%ld, loads=[%lu, %lu, %lu], totalram=%lu, "
		   "freeram=%lu, sharedram=%lu, bufferram=%lu, totalswap=%lu, "
		   "freeswap=%lu, procs=%u, totalhigh=%lu, freehigh=%lu, mem_unit=%u}",
		   s.uptime, s.loads[0], s.loads[1], s.loads[2], s.totalram,
		   s.freeram, s.sharedram, s.bufferram, s.totalswap, s.freeswap,
		   (unsigned)s.procs, s.totalhigh, s.freehigh, (unsigned)s.mem_unit);
}

void print_struct_tms(struct tracee *t, int i)
{
	uint64_t v[4];
	if (fetch_arg(t, i, v, sizeof v))
		out_printf(t->out, "{tms_utime=%llu, tms_stime=%llu, tms_cutime=%llu, tms_cstime=%llu}",
			   (unsigned long long)v[0], (unsigned long long)v[1],
			   (unsigned long long)v[2], (unsigned long long)v[3]);
}

/* The persona: its personality in the low byte, then flag bits. */
static void format_personality(char *buf, size_t size, uint32_t v)
{
	const char *type = xlat_name(&xlat_personality_types, v & PER_MASK);
	size_t n;
	if (type)
		n = snprintf(buf, size, "%s", type);
	else
		n = snprintf(buf, size, "%#x /* PER_??? */", v & PER_MASK);
	if ((v & ~PER_MASK) && n < size) {
		buf[n++] = '|';
		format_xflags(buf + n, size - n, &xlat_personality_flags, v & ~PER_MASK, NULL);
	}
}

int dec_personality(struct tracee *t)
{
	char buf[AUX_SIZE - 2];
	uint32_t v = (uint32_t)argu(t, 0);
	if (!t->call.exiting) {
		/* 0xffffffff only asks for the current persona */
		if (v == UINT32_MAX)
			out_puts(t->out, "0xffffffff");
		else {
			format_personality(buf, sizeof buf, v);
			out_puts(t->out, buf);
		}
		return DEC_EXIT;
	}
	t->call.ret_format = R_HEX;
	if (!t->call.is_error) {
		format_personality(buf, sizeof buf, (uint32_t)t->call.rval);
		set_aux(t, buf);
	}
	return DEC_DONE;
}

/* ---- scheduling ---- */

void print_struct_sched_param(struct tracee *t, int i)
{
	int prio;
	if (fetch_arg(t, i, &prio, sizeof prio))
		out_printf(t->out, "[%d]", prio);
}

int dec_sched_getscheduler(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d", argi(t, 0));
		return DEC_EXIT;
	}
	const char *name = xlat_name(&xlat_sched_policies, t->call.rval);
	if (!t->call.is_error && name)
		set_aux(t, name);
	return DEC_DONE;
}

/* How many bytes of a CPU mask strace reads at most: what the kernel
 * accepts, found as strace finds it. */
static unsigned cpuset_size(void)
{
	static unsigned size;
	if (!size) {
		size = 128;
		while (size && syscall(__NR_sched_getaffinity, getpid(), size, NULL) == -1 &&
		       errno == EINVAL)
			size <<= 1;
		if (!size || size > 1 << 16)
			size = 128;
	}
	return size;
}

/* A CPU mask as the list of its set bits: [0 1 5]. */
static void print_cpu_mask(struct tracee *t, uint64_t addr, unsigned len)
{
	struct output *o = t->out;
	unsigned size = len < cpuset_size() ? len : cpuset_size();
	unsigned char buf[1 << 16];
	if (!addr || !mem_read(t->tid, addr, buf, size)) {
		print_ptr(o, addr);
		return;
	}
	out_putc(o, '[');
	bool first = true;
	for (unsigned bit = 0; bit < size * 8; bit++) {
		if (!(buf[bit / 8] & (1u << (bit % 8))))
			continue;
		out_printf(o, first ? "%u" : " %u", bit);
		first = false;
	}
	if (size < len)
		out_puts(o, first ? "..." : " ...");
	out_putc(o, ']');
}

int dec_sched_setaffinity(struct tracee *t)
{
	out_printf(t->out, "%d, %u, ", argi(t, 0), (unsigned)argu(t, 1));
	print_cpu_mask(t, argu(t, 2), (unsigned)argu(t, 1));
	return DEC_DONE;
}

int dec_sched_getaffinity(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d, %u, ", argi(t, 0), (unsigned)argu(t, 1));
		return DEC_EXIT;
	}
	if (t->call.is_error)
		print_ptr(t->out, argu(t, 2));
	else
		print_cpu_mask(t, argu(t, 2), (unsigned)t->call.rval);
	return DEC_DONE;
}

/* struct sched_attr, sizes 48 (VER0) and 56 (VER1). */
struct sched_attr_k {
	uint32_t size, sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime, sched_deadline, sched_period;
	uint32_t sched_util_min, sched_util_max;
};

enum { SCHED_ATTR_SIZE_VER0 = 48, SCHED_ATTR_SIZE_VER1 = 56 };

static void print_sched_attr_fields(struct output *o, const struct sched_attr_k *a,
				    unsigned size, bool is_set)
{
	bool keep_params = is_set && a->sched_flags & SCHED_FLAG_KEEP_PARAMS;
	/* sched_setattr ignores what SCHED_FLAG_KEEP_* keep: strace hides it */
	if (!is_set || (int32_t)a->sched_policy < 0 ||
	    !(a->sched_flags & (SCHED_FLAG_KEEP_POLICY | SCHED_FLAG_KEEP_PARAMS))) {
		out_puts(o, ", sched_policy=");
		print_xval(o, &xlat_sched_policies, a->sched_policy, "SCHED_???");
	}
	out_puts(o, ", sched_flags=");
	print_xflags(o, &xlat_sched_flags, a->sched_flags, "SCHED_FLAG_???");
	if (!keep_params)
		out_printf(o, ", sched_nice=%d, sched_priority=%u, sched_runtime=%llu, "
			   "sched_deadline=%llu, sched_period=%llu", a->sched_nice,
			   a->sched_priority, (unsigned long long)a->sched_runtime,
			   (unsigned long long)a->sched_deadline,
			   (unsigned long long)a->sched_period);
	if (size >= SCHED_ATTR_SIZE_VER1)
		out_printf(o, ", sched_util_min=%u, sched_util_max=%u",
			   a->sched_util_min, a->sched_util_max);
}

/* usize: the buffer size given to sched_getattr, 0 for sched_setattr whose
 * struct says its own size. */
static void print_sched_attr(struct tracee *t, uint64_t addr, unsigned usize)
{
	struct output *o = t->out;
	struct sched_attr_k a = { 0 };
	bool is_set = !usize;
	unsigned size;
	if (!is_set) {
		size = usize < sizeof a ? usize : sizeof a;
		if (!fetch(t, addr, &a, size))
			return;
		size = a.size;		/* what the kernel wrote */
	} else {
		if (!fetch(t, addr, &a.size, sizeof a.size))
			return;
		usize = a.size ? a.size : SCHED_ATTR_SIZE_VER0;
		size = usize < sizeof a ? usize : sizeof a;
		if (size >= SCHED_ATTR_SIZE_VER0 && !fetch(t, addr, &a, size))
			return;
	}
	out_printf(o, "{size=%u", a.size);
	if (size >= SCHED_ATTR_SIZE_VER0)
		print_sched_attr_fields(o, &a, size, is_set);
	if ((is_set ? usize : a.size) > size)
		out_puts(o, ", ...");
	out_putc(o, '}');
}

/* When the struct is bigger than the kernel knows, the kernel writes the
 * size it knows back (E2BIG): " => {size=56}". */
int dec_sched_setattr(struct tracee *t)
{
	uint32_t size;
	if (!t->call.exiting) {
		out_printf(t->out, "%d, ", argi(t, 0));
		print_sched_attr(t, argu(t, 1), 0);
		return DEC_EXIT;
	}
	if (t->call.is_error && t->call.rval == -E2BIG) {
		out_puts(t->out, " => ");
		if (fetch(t, argu(t, 1), &size, sizeof size))
			out_printf(t->out, "{size=%u}", size);
	}
	out_printf(t->out, ", %u", (unsigned)argu(t, 2));
	return DEC_DONE;
}

int dec_sched_getattr(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	if (t->call.is_error)
		print_ptr(t->out, argu(t, 1));
	else
		print_sched_attr(t, argu(t, 1), (unsigned)argu(t, 2));
	out_printf(t->out, ", %u, %u", (unsigned)argu(t, 2), (unsigned)argu(t, 3));
	return DEC_DONE;
}

/* An I/O priority: IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4). */
static void format_ioprio(char *buf, size_t size, uint32_t v)
{
	uint32_t class = v >> 13;	/* IOPRIO_CLASS_SHIFT, without the mask */
	const char *name = xlat_name(&xlat_ioprio_class, class);
	if (name)
		snprintf(buf, size, "IOPRIO_PRIO_VALUE(%s, %d)", name, (int)(v & 0x1fff));
	else
		snprintf(buf, size, "IOPRIO_PRIO_VALUE(%#x /* IOPRIO_CLASS_??? */, %d)",
			 class, (int)(v & 0x1fff));
}

int dec_ioprio_set(struct tracee *t)
{
	char buf[96];
	print_xval(t->out, &xlat_ioprio_who, (uint32_t)argu(t, 0), "IOPRIO_WHO_???");
	format_ioprio(buf, sizeof buf, (uint32_t)argu(t, 2));
	out_printf(t->out, ", %d, %s", argi(t, 1), buf);
	return DEC_DONE;
}

int dec_ioprio_get(struct tracee *t)
{
	char buf[96];
	if (!t->call.exiting) {
		print_xval(t->out, &xlat_ioprio_who, (uint32_t)argu(t, 0), "IOPRIO_WHO_???");
		out_printf(t->out, ", %d", argi(t, 1));
		return DEC_EXIT;
	}
	if (!t->call.is_error) {
		format_ioprio(buf, sizeof buf, (uint32_t)t->call.rval);
		set_aux(t, buf);
	}
	return DEC_DONE;
}

/* ---- reboot ---- */

/* The argument is only used, and printed, by LINUX_REBOOT_CMD_RESTART2. */
int dec_reboot(struct tracee *t)
{
	struct output *o = t->out;
	print_xval(o, &xlat_reboot_magic, (uint32_t)argu(t, 0), "LINUX_REBOOT_MAGIC_???");
	print_sep(o);
	print_xval(o, &xlat_reboot_magic, (uint32_t)argu(t, 1), "LINUX_REBOOT_MAGIC_???");
	print_sep(o);
	print_xval(o, &xlat_reboot_cmds, (uint32_t)argu(t, 2), "LINUX_REBOOT_CMD_???");
	if ((uint32_t)argu(t, 2) == LINUX_REBOOT_CMD_RESTART2) {
		print_sep(o);
		print_str(t, argu(t, 3), 256 < string_limit(t) ? 256 : string_limit(t));
	}
	return DEC_DONE;
}

/* ---- getrandom, sethostname ---- */

/* Everything is printed at exit, as strace does. */
int dec_getrandom(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting)
		return DEC_EXIT;
	if (t->call.is_error)
		print_ptr(o, argu(t, 0));
	else
		print_hex_bytes(t, argu(t, 0), (uint64_t)t->call.rval);
	out_printf(o, ", %llu, ", (unsigned long long)argu(t, 1));
	print_xflags(o, &xlat_getrandom_flags, (uint32_t)argu(t, 2), "GRND_???");
	return DEC_DONE;
}

/* sethostname and setdomainname: a name longer than the kernel takes is
 * only an address. */
int dec_sethostname(struct tracee *t)
{
	unsigned len = (unsigned)argu(t, 1);	/* an int for the kernel */
	if (len > NEW_UTS_LEN)
		print_ptr(t->out, argu(t, 0));
	else
		print_buf(t, argu(t, 0), len);
	out_printf(t->out, ", %u", len);
	return DEC_DONE;
}
