/* Decoders and struct printers for processes: clone, clone3, pidfds,
 * robust lists; and the small printers the other process decoders share
 * (process.h): exec.c, wait.c, creds.c, resource.c, prctl.c, ptrace.c.
 * The output follows strace's default (abbreviated) style. */
#include <limits.h>
#include <linux/sched.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"
#include "decode.h"
#include "process.h"
#include "util.h"

enum {
	MAX_PID_NS_LEVEL = 32,	/* longest clone3 set_tid array */
};

/* ---- small printers ---- */

/* Bytes as "\x12\x34" (strace's forced hex style, whatever -x says), cut
 * at the -s limit; the address when they cannot be read. */
void print_hex_bytes(struct tracee *t, uint64_t addr, uint64_t len)
{
	uint64_t want = len < string_limit(t) ? len : string_limit(t);
	unsigned char stackbuf[512];
	unsigned char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!addr || !mem_read(t->tid, addr, buf, want))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, want, STR_HEX | (len > want ? STR_CUT : 0));
	if (buf != stackbuf)
		free(buf);
}

/* A value, then its name in a comment: strace's verbose style for a few
 * arguments under -X abbrev and verbose; -X raw leaves the comment out. */
void print_xval_verbose(struct tracee *t, const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	sink_hex(t, v);
	sink_hint(t, "constant_name", "%s", name ? name : x->dflt);
}

/* Whether a name of x applies to v: a bit of it, or the name of 0. */
bool flags_named(const struct xlat *x, uint64_t v)
{
	for (unsigned i = 0; i < x->n; i++)
		if (v ? x->e[i].val && (v & x->e[i].val) == x->e[i].val : !x->e[i].val)
			return true;
	return false;
}

/* " (A|B|0x40)" after the return value: names, so nothing under -X raw,
 * and nothing either when no name applies, as strace prints it. */
void print_aux_flags(struct tracee *t, const struct xlat *x, uint64_t v)
{
	if (!flags_named(x, v))
		return;
	sink_aux_begin(t);
	sink_hidden_when_raw(t);
	sink_xflags(t, x, v, NULL);
	sink_names_always(t);
	sink_aux_end(t);
}

/* For a pointer to a value the kernel wrote: false, with the address
 * reported, when the call failed or the memory is unreadable. */
bool fetch_out(struct tracee *t, uint64_t addr, void *buf, size_t len)
{
	if (t->call.is_error) {
		sink_ptr(t, addr);
		return false;
	}
	return sink_fetch(t, addr, buf, len);
}

/* [v] for an int the kernel wrote. */
/* [tid] the kernel wrote: clone's parent_tid. */
static void print_out_tid(struct tracee *t, uint64_t addr)
{
	int v;
	if (fetch_out(t, addr, &v, sizeof v)) {
		sink_array(t);
		sink_pid(t, v, PID_TID);
		sink_end(t);
	}
}

/* [0x7f...] for an address the kernel wrote. */
void print_out_ptr(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (fetch_out(t, addr, &v, sizeof v)) {
		sink_array(t);
		sink_ptr(t, v);
		sink_end(t);
	}
}

/* ---- clone, clone3 ---- */

#define CLONE_TID_FLAGS (CLONE_PARENT_SETTID | CLONE_PIDFD | CLONE_CHILD_SETTID | \
			 CLONE_CHILD_CLEARTID | CLONE_SETTLS)

/* clone's flags: the flag bits, then the exit signal of the low byte,
 * one bit set (a "|" even with one piece: the JSON is a flags object). */
static void print_clone_flags(struct tracee *t, uint64_t v)
{
	uint64_t flags = v & ~(uint64_t)CSIGNAL;
	int sig = v & CSIGNAL;
	sink_op(t, "|");
	if (flags)
		sink_xflags(t, &xlat_clone_flags, flags, "CLONE_???");
	if (sig || !flags)
		sink_signame(t, sig);
	sink_end(t);
}

/* x86_64: clone(flags, stack, parent_tid, child_tid, tls), printed as
 * strace does: name=value (the table has strace's names), stack first.
 * The pointers the kernel writes through are reported at exit, with no
 * ", " before a cut: "flags=SIGCHLD <unfinished ...>". */
int dec_clone(struct tracee *t)
{
	uint64_t flags = argu(t, 0);
	if (!t->call.exiting) {
		sink_arg_named(t, 1);
		sink_ptr(t, argu(t, 1));
		sink_arg_named(t, 0);
		print_clone_flags(t, flags);
		return flags & CLONE_TID_FLAGS ? DEC_EXIT_TAIL : DEC_DONE;
	}
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD)) {
		sink_arg_named(t, 2);
		if (flags & CLONE_PIDFD && !t->call.is_error)
			sink_fd_at(t, argu(t, 2));	/* -y: the pidfd's process */
		else
			print_out_tid(t, argu(t, 2));
	}
	if (flags & CLONE_SETTLS) {
		sink_arg_named(t, 4);
		sink_ptr(t, argu(t, 4));
	}
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		sink_arg_named(t, 3);
		sink_ptr(t, argu(t, 3));
	}
	return DEC_DONE;
}

/* struct clone_args of <linux/sched.h>, the size of its latest version. */
struct clone_args_k {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack,
		 stack_size, tls, set_tid, set_tid_size, cgroup;
};

static void print_tid_elem(struct tracee *t, const void *elem, void *ctx)
{
	int v;
	memcpy(&v, elem, sizeof v);
	sink_int(t, v);
}

/* Bytes past the struct seize knows, up to a page, when they are not all
 * zero: their offsets in a comment, then the bytes in hex; "???" when
 * they cannot be read. */
static void print_clone3_tail(struct tracee *t, uint64_t addr, uint64_t from, uint64_t size)
{
	uint64_t end = size < 4096 ? size : 4096;
	unsigned char buf[4096];
	if (!mem_read(t->tid, addr + from, buf, end - from)) {
		sink_symbol(t, "???");
		return;
	}
	uint64_t i = 0;
	while (i < end - from && !buf[i])
		i++;
	if (i == end - from)
		return;
	uint64_t shown = end - from < string_limit(t) ? end - from : string_limit(t);
	sink_field_comment(t, "tail_bytes", "bytes %llu..%llu", (unsigned long long)from,
			   (unsigned long long)end - 1);
	sink_bytes(t, buf, shown, STR_HEX | (end - from > shown ? STR_CUT : 0));
}

/* Whether print_clone3_tail shows anything: bytes that are not all zero,
 * or "???". */
static bool clone3_tail_shows(struct tracee *t, uint64_t addr, uint64_t from, uint64_t size)
{
	uint64_t end = size < 4096 ? size : 4096;
	unsigned char buf[4096];
	if (end <= from || !mem_read(t->tid, addr + from, buf, end - from))
		return end > from;
	for (uint64_t i = 0; i < end - from; i++)
		if (buf[i])
			return true;
	return false;
}

/* The members the caller set; the struct is left open for the tail. */
static void print_clone_args(struct tracee *t, const struct clone_args_k *a, uint64_t fetched)
{
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_clone_flags, a->flags, "CLONE_???");
	if (a->flags & CLONE_PIDFD)
		sink_ptr_field(t, "pidfd", a->pidfd);
	if (a->flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID))
		sink_ptr_field(t, "child_tid", a->child_tid);
	if (a->flags & CLONE_PARENT_SETTID)
		sink_ptr_field(t, "parent_tid", a->parent_tid);
	sink_field(t, "exit_signal");
	if (a->exit_signal <= INT_MAX)
		sink_signame(t, (int)a->exit_signal);
	else
		sink_uint(t, a->exit_signal);
	sink_ptr_field(t, "stack", a->stack);
	sink_field(t, "stack_size");
	sink_hex(t, a->stack_size);
	if (a->flags & CLONE_SETTLS)
		sink_ptr_field(t, "tls", a->tls);
	if (a->set_tid || a->set_tid_size) {
		sink_field(t, "set_tid");
		if (!a->set_tid || !a->set_tid_size || a->set_tid_size > MAX_PID_NS_LEVEL)
			sink_ptr(t, a->set_tid);
		else
			print_array_cut_first(t, a->set_tid, a->set_tid_size, sizeof(int),
					      print_tid_elem, NULL);
		sink_field(t, "set_tid_size");
		sink_uint(t, a->set_tid_size);
	}
	/* cgroup, the last field, starts where version 1 of the struct ends */
	if (fetched > CLONE_ARGS_SIZE_VER1 && (a->cgroup || a->flags & CLONE_INTO_CGROUP)) {
		sink_field(t, "cgroup");
		sink_uint(t, a->cgroup);
	}
}

/* What the kernel wrote back: "{pidfd=[3], parent_tid=[42]}", and the
 * bytes past the struct seize knows again, as strace shows them. */
static void print_clone3_result(struct tracee *t, uint64_t addr, uint64_t fetched, uint64_t size)
{
	struct clone_args_k a = { 0 };
	if (!sink_fetch(t, addr, &a, fetched))
		return;
	sink_struct(t);
	if (a.flags & CLONE_PIDFD) {
		sink_field(t, "pidfd");
		sink_fd_at(t, a.pidfd);	/* -y: the pidfd's process */
	}
	if (a.flags & CLONE_PARENT_SETTID) {
		sink_field(t, "parent_tid");
		int tid;
		if (sink_fetch(t, a.parent_tid, &tid, sizeof tid)) {
			sink_array(t);
			sink_pid(t, tid, PID_TID);
			sink_end(t);
		}
	}
	if (size > fetched)
		print_clone3_tail(t, addr, fetched, size);
	sink_end(t);
}

/* clone3's struct as the caller set it, its size the next argument:
 * the address when that is too small for version 0. */
void print_struct_clone_args(struct tracee *t, int i)
{
	struct clone_args_k a = { 0 };
	uint64_t addr = argu(t, i), size = argu(t, i + 1);
	uint64_t fetched = size < sizeof a ? size : sizeof a;
	if (fetched < CLONE_ARGS_SIZE_VER0) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &a, fetched))
		return;
	print_clone_args(t, &a, fetched);
	if (size > fetched)
		print_clone3_tail(t, addr, fetched, size);
	sink_end(t);
}

/* The struct, and " => " with what the kernel wrote back into it at exit
 * (the pids, and the bytes past the struct seize knows when they show,
 * which a newer kernel may fill); the size argument follows that, so it is reported at
 * exit when there is such a thing.  Whether there is is known before the
 * struct prints, from the same read that print_struct_clone_args makes. */
int dec_clone3(struct tracee *t)
{
	struct clone_args_k a = { 0 };
	uint64_t addr = argu(t, 0), size = argu(t, 1);
	uint64_t fetched = size < sizeof a ? size : sizeof a;
	const uint64_t written = CLONE_PIDFD | CLONE_PARENT_SETTID;
	if (!t->call.exiting) {
		bool back = fetched >= CLONE_ARGS_SIZE_VER0 && addr && verbose(t) &&
			    mem_read(t->tid, addr, &a, fetched) &&
			    (a.flags & written || clone3_tail_shows(t, addr, fetched, size));
		sink_arg(t, 0);
		if (back)
			sink_op(t, " => ");
		print_struct_clone_args(t, 0);
		if (back)
			return DEC_EXIT_TAIL;
	} else {
		if (!t->call.is_error)
			print_clone3_result(t, addr, fetched, size);
		sink_end(t);	/* the " => " */
	}
	sink_arg(t, 1);
	sink_uint(t, size);
	return DEC_DONE;
}

/* ---- pidfds ---- */

/* The siginfo goes to its struct printer; flags is an unsigned int. */
int dec_pidfd_send_signal(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	sink_hex(t, (uint32_t)argu(t, 3));
	return DEC_DONE;
}

/* The descriptor pidfd_getfd takes is one of the pidfd's process, not
 * of the tracee: -y describes it in that process's table, as strace does. */
int dec_pidfd_getfd(struct tracee *t)
{
	int pidfd = argi(t, 0);
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	sink_fd_of(t, pidfd_target(t->tid, pidfd), argi(t, 1));
	sink_table_arg(t, 2);
	return DEC_DONE;
}

/* ---- robust lists ---- */

int dec_get_robust_list(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	print_out_ptr(t, argu(t, 1));
	sink_arg(t, 2);
	uint64_t len;
	if (fetch_out(t, argu(t, 2), &len, sizeof len)) {
		sink_array(t);
		sink_uint(t, len);
		sink_end(t);
	}
	return DEC_DONE;
}
