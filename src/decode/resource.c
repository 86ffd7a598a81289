/* Decoders and struct printers for resources and the system: rlimits,
 * uname, sysinfo, times, personality, scheduling, I/O priorities,
 * reboot, getrandom, sethostname. */
#include <errno.h>
#include <linux/reboot.h>
#include <linux/sched.h>
#include <stdio.h>
#include <linux/ioprio.h>
#include <sys/personality.h>
#include <sys/resource.h>
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

/* Defined in prctl.c; process.h is not this file's to declare it in. */

/* ---- resources ---- */

/* A limit: RLIM64_INFINITY or 2*1024 by name, the number under -X. */
static void print_rlim(struct tracee *t, uint64_t v)
{
	if (v != UINT64_MAX && !(v > 1024 && v % 1024 == 0)) {
		sink_uint(t, v);
		return;
	}
	sink_named(t, v, NUM_UNSIGNED);
	if (v == UINT64_MAX) {
		sink_symbol(t, "RLIM64_INFINITY");
	} else {
		sink_op(t, "*");
		sink_uint(t, v / 1024);
		sink_uint(t, 1024);
		sink_end(t);
	}
	sink_end(t);
}

void print_struct_rlimit(struct tracee *t, int i)
{
	uint64_t r[2];
	if (!sink_fetch(t, argu(t, i), r, sizeof r))
		return;
	sink_struct(t);
	sink_field(t, "rlim_cur");
	print_rlim(t, r[0]);
	sink_field(t, "rlim_max");
	print_rlim(t, r[1]);
	sink_end(t);
}

/* A fixed-size field of a struct holding a NUL-terminated string. */
static void print_char_field(struct tracee *t, const char *name, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	sink_field(t, name);
	sink_bytes(t, s, n, n == size ? STR_CUT : 0);
}

void print_struct_utsname(struct tracee *t, int i)
{
	struct { char sysname[65], nodename[65], rest[4][65]; } u;
	if (!sink_fetch(t, argu(t, i), &u, sizeof u))
		return;
	if (!abbrev(t)) {
		print_utsname_full(t, (const char (*)[65])&u);
		return;
	}
	sink_struct(t);
	print_char_field(t, "sysname", u.sysname, sizeof u.sysname);
	print_char_field(t, "nodename", u.nodename, sizeof u.nodename);
	sink_ellipsis(t);
	sink_end(t);
}

void print_struct_sysinfo(struct tracee *t, int i)
{
	struct sysinfo s;
	if (!sink_fetch(t, argu(t, i), &s, sizeof s))
		return;
	sink_struct(t);
	sink_field(t, "uptime");
	sink_int(t, s.uptime);
	sink_field(t, "loads");
	sink_array(t);
	for (int j = 0; j < 3; j++) {
		sink_elem(t);
		sink_uint(t, s.loads[j]);
	}
	sink_end(t);
	sink_uint_field(t, "totalram", s.totalram);
	sink_uint_field(t, "freeram", s.freeram);
	sink_uint_field(t, "sharedram", s.sharedram);
	sink_uint_field(t, "bufferram", s.bufferram);
	sink_uint_field(t, "totalswap", s.totalswap);
	sink_uint_field(t, "freeswap", s.freeswap);
	sink_uint_field(t, "procs", (unsigned)s.procs);
	sink_uint_field(t, "totalhigh", s.totalhigh);
	sink_uint_field(t, "freehigh", s.freehigh);
	sink_uint_field(t, "mem_unit", (unsigned)s.mem_unit);
	sink_end(t);
}

/* The persona: its personality in the low byte, then the flag bits.  Each
 * part follows -X on its own, as in strace (under verbose each number has
 * its own comment). */
static void print_personality(struct tracee *t, uint32_t v)
{
	const char *type = xlat_name(&xlat_personality_types, v & PER_MASK);
	if (v & ~PER_MASK)
		sink_op(t, "|");
	sink_const(t, v & PER_MASK, NUM_HEX, type, "PER_???");
	if (v & ~PER_MASK) {
		sink_xflags(t, &xlat_personality_flags, v & ~PER_MASK, NULL);
		sink_end(t);
	}
}

int dec_personality(struct tracee *t)
{
	uint32_t v = (uint32_t)argu(t, 0);
	if (!t->call.exiting) {
		sink_arg(t, 0);
		/* 0xffffffff only asks for the current persona */
		if (v == UINT32_MAX)
			sink_hex(t, v);
		else
			print_personality(t, v);
		return DEC_EXIT_TAIL;
	}
	t->call.ret_format = R_HEX;
	if (!t->call.is_error) {
		sink_aux_begin(t);
		print_personality(t, (uint32_t)t->call.rval);
		sink_aux_end(t);
	}
	return DEC_DONE;
}

/* ---- scheduling ---- */

void print_struct_sched_param(struct tracee *t, int i)
{
	int prio;
	if (!sink_fetch(t, argu(t, i), &prio, sizeof prio))
		return;
	sink_array(t);
	sink_int(t, prio);
	sink_end(t);
}

int dec_sched_getscheduler(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT_TAIL;
	}
	const char *name = xlat_name(&xlat_sched_policies, t->call.rval);
	if (!t->call.is_error && name) {
		sink_aux_begin(t);
		sink_const(t, (uint64_t)t->call.rval, NUM_HEX, name, NULL);
		sink_names_always(t);
		sink_aux_end(t);
	}
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
	unsigned size = len < cpuset_size() ? len : cpuset_size();
	unsigned char buf[1 << 16];
	if (!addr || !mem_read(t->tid, addr, buf, size)) {
		sink_ptr(t, addr);
		return;
	}
	sink_begin(t, BOX_SET);
	for (unsigned bit = 0; bit < size * 8; bit++)
		if (buf[bit / 8] & (1u << (bit % 8)))
			sink_uint(t, bit);
	if (size < len)
		sink_ellipsis(t);
	sink_end(t);
}

static void print_affinity_head(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	sink_uint(t, (unsigned)argu(t, 1));
}

int dec_sched_setaffinity(struct tracee *t)
{
	print_affinity_head(t);
	sink_arg(t, 2);
	print_cpu_mask(t, argu(t, 2), (unsigned)argu(t, 1));
	return DEC_DONE;
}

int dec_sched_getaffinity(struct tracee *t)
{
	if (!t->call.exiting) {
		print_affinity_head(t);
		return DEC_EXIT;
	}
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
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

static void print_sched_attr_fields(struct tracee *t, const struct sched_attr_k *a,
				    unsigned size, bool is_set)
{
	bool keep_params = is_set && a->sched_flags & SCHED_FLAG_KEEP_PARAMS;
	/* sched_setattr ignores what SCHED_FLAG_KEEP_* keep: strace hides it */
	if (!is_set || (int32_t)a->sched_policy < 0 ||
	    !(a->sched_flags & (SCHED_FLAG_KEEP_POLICY | SCHED_FLAG_KEEP_PARAMS))) {
		sink_field(t, "sched_policy");
		sink_xval(t, &xlat_sched_policies, a->sched_policy, "SCHED_???");
	}
	sink_field(t, "sched_flags");
	sink_xflags(t, &xlat_sched_flags, a->sched_flags, "SCHED_FLAG_???");
	if (!keep_params) {
		sink_field(t, "sched_nice");
		sink_int(t, a->sched_nice);
		sink_uint_field(t, "sched_priority", a->sched_priority);
		sink_uint_field(t, "sched_runtime", a->sched_runtime);
		sink_uint_field(t, "sched_deadline", a->sched_deadline);
		sink_uint_field(t, "sched_period", a->sched_period);
	}
	if (size >= SCHED_ATTR_SIZE_VER1) {
		sink_uint_field(t, "sched_util_min", a->sched_util_min);
		sink_uint_field(t, "sched_util_max", a->sched_util_max);
	}
}

/* sched_setattr's attr as given, the struct saying its own size;
 * sched_getattr's as the kernel filled it, usize the buffer size: the next
 * argument (a usize of 0 reads the struct's own size, as for setattr). */
void print_struct_sched_attr(struct tracee *t, int i)
{
	struct sched_attr_k a = { 0 };
	uint64_t addr = argu(t, i);
	unsigned usize = t->call.se->args[i].type == A_ISTRUCT ? 0 : (unsigned)argu(t, i + 1);
	bool is_set = !usize;
	unsigned size;
	if (!is_set) {
		size = usize < sizeof a ? usize : sizeof a;
		if (!sink_fetch(t, addr, &a, size))
			return;
		size = a.size;		/* what the kernel wrote */
	} else {
		if (!sink_fetch(t, addr, &a.size, sizeof a.size))
			return;
		usize = a.size ? a.size : SCHED_ATTR_SIZE_VER0;
		size = usize < sizeof a ? usize : sizeof a;
		if (size >= SCHED_ATTR_SIZE_VER0 && !sink_fetch(t, addr, &a, size))
			return;
	}
	sink_struct(t);
	sink_uint_field(t, "size", a.size);
	if (size >= SCHED_ATTR_SIZE_VER0)
		print_sched_attr_fields(t, &a, size, is_set);
	if ((is_set ? usize : a.size) > size)
		sink_ellipsis(t);
	sink_end(t);
}

/* When the struct is bigger than the kernel knows, the kernel writes the
 * size it knows back (E2BIG): " => {size=56}".  The " => " box opens at
 * entry around the struct, the size goes in it at exit. */
int dec_sched_setattr(struct tracee *t)
{
	uint32_t size;
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_arg(t, 1);
		sink_op(t, " => ");
		print_struct_sched_attr(t, 1);
		return DEC_EXIT_TAIL;
	}
	if (t->call.is_error && t->call.rval == -E2BIG &&
	    sink_fetch(t, argu(t, 1), &size, sizeof size)) {
		sink_struct(t);
		sink_uint_field(t, "size", size);
		sink_end(t);
	}
	sink_end(t);
	sink_arg(t, 2);
	sink_uint(t, (unsigned)argu(t, 2));
	return DEC_DONE;
}

int dec_sched_getattr(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_struct_sched_attr(t, 1);
	sink_arg(t, 2);
	sink_uint(t, (unsigned)argu(t, 2));
	sink_arg(t, 3);
	sink_uint(t, (unsigned)argu(t, 3));
	return DEC_DONE;
}

/* An I/O priority: IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4).  As an argument
 * it is a named int: under -X raw the number, under -X verbose the number
 * and the expression in a comment, whose class strace still shows in the
 * verbose style (0 / * IOPRIO_CLASS_NONE * /): the class then comes in
 * both styles, each shown in its own. */
void print_ioprio_expr(struct tracee *t, uint32_t v, bool named)
{
	uint32_t class = v >> IOPRIO_CLASS_SHIFT;	/* strace leaves the mask off */
	const char *name = xlat_name(&xlat_ioprio_class, class);
	sink_func(t, "IOPRIO_PRIO_VALUE");
	if (named) {
		sink_begin(t, BOX_GROUP);
		sink_const(t, class, NUM_HEX, name, "IOPRIO_CLASS_???");
		sink_shown_when(t, true);
		sink_hex(t, class);
		sink_shown_when(t, false);
		sink_hint(t, "class", "%s", name ? name : "IOPRIO_CLASS_???");
		sink_shown_when(t, false);
		sink_end(t);
	} else {
		sink_const(t, class, NUM_HEX, name, "IOPRIO_CLASS_???");
	}
	sink_int(t, (int)(v & IOPRIO_PRIO_MASK));
	sink_end(t);
}

static void print_ioprio(struct tracee *t, uint32_t v)
{
	sink_named(t, (uint64_t)(int64_t)(int32_t)v, NUM_DEC);
	print_ioprio_expr(t, v, true);
	sink_end(t);
}

/* who is a process, a process group or a user, as which says
 * (getpriority(2)): the first two are ids -Y and --pidns-translation
 * describe. */
static void print_priority_who(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	if ((uint32_t)argu(t, 0) == PRIO_PROCESS)
		sink_pid(t, argi(t, 1), PID_TGID);
	else if ((uint32_t)argu(t, 0) == PRIO_PGRP)
		sink_pid(t, argi(t, 1), PID_PGID);
	else
		sink_int(t, argi(t, 1));
}

int dec_getpriority(struct tracee *t)
{
	print_priority_who(t);
	return DEC_DONE;
}

int dec_setpriority(struct tracee *t)
{
	print_priority_who(t);
	sink_table_arg(t, 2);
	return DEC_DONE;
}

static void print_ioprio_who(struct tracee *t)
{
	sink_arg(t, 0);
	sink_xval(t, &xlat_ioprio_who, (uint32_t)argu(t, 0), "IOPRIO_WHO_???");
	sink_arg(t, 1);
	if ((uint32_t)argu(t, 0) == IOPRIO_WHO_PROCESS)
		sink_pid(t, argi(t, 1), PID_TGID);
	else if ((uint32_t)argu(t, 0) == IOPRIO_WHO_PGRP)
		sink_pid(t, argi(t, 1), PID_PGID);
	else
		sink_int(t, argi(t, 1));
}

int dec_ioprio_set(struct tracee *t)
{
	print_ioprio_who(t);
	sink_arg(t, 2);
	print_ioprio(t, (uint32_t)argu(t, 2));
	return DEC_DONE;
}

int dec_ioprio_get(struct tracee *t)
{
	if (!t->call.exiting) {
		print_ioprio_who(t);
		return DEC_EXIT_TAIL;
	}
	if (!t->call.is_error) {
		/* strace names the priority only when it prints names */
		sink_aux_begin(t);
		sink_hidden_when_raw(t);
		print_ioprio_expr(t, (uint32_t)t->call.rval, false);
		sink_aux_end(t);
	}
	return DEC_DONE;
}

/* ---- getrandom, sethostname ---- */

/* Everything is printed at exit, as strace does. */
int dec_getrandom(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	sink_arg(t, 0);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 0));
	else
		print_hex_bytes(t, argu(t, 0), (uint64_t)t->call.rval);
	sink_arg(t, 1);
	sink_uint(t, argu(t, 1));
	sink_arg(t, 2);
	sink_xflags(t, &xlat_getrandom_flags, (uint32_t)argu(t, 2), "GRND_???");
	return DEC_DONE;
}

/* sethostname and setdomainname: a name longer than the kernel takes is
 * only an address. */
int dec_sethostname(struct tracee *t)
{
	unsigned len = (unsigned)argu(t, 1);	/* an int for the kernel */
	sink_arg(t, 0);
	if (len > NEW_UTS_LEN)
		sink_ptr(t, argu(t, 0));
	else
		sink_buf_at(t, argu(t, 0), len);
	sink_arg(t, 1);
	sink_uint(t, len);
	return DEC_DONE;
}
