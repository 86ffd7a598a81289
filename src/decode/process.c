/* Decoders and struct printers for processes: clone, clone3, pidfds,
 * robust lists; and the small printers the other process decoders share
 * (process.h): exec.c, wait.c, creds.c, resource.c, prctl.c, ptrace.c.
 * The output follows strace's default (abbreviated) style. */
#include <limits.h>
#include <linux/sched.h>
#include <stdio.h>
#include <stdlib.h>

#include "decode.h"
#include "process.h"
#include "util.h"

enum {
	MAX_PID_NS_LEVEL = 32,	/* longest clone3 set_tid array */
};

/* ---- small printers ---- */

/* Bytes as "\x12\x34" (strace's forced hex style), cut at the -s limit. */
void print_hex_bytes(struct tracee *t, uint64_t addr, uint64_t len)
{
	struct output *o = t->out;
	uint64_t want = len < string_limit(t) ? len : string_limit(t);
	unsigned char stackbuf[512];
	unsigned char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!addr || !mem_read(t->tid, addr, buf, want)) {
		print_ptr(o, addr);
	} else {
		out_putc(o, '"');
		for (uint64_t i = 0; i < want; i++)
			out_printf(o, "\\x%02x", buf[i]);
		out_putc(o, '"');
		if (len > want)
			out_puts(o, "...");
	}
	if (buf != stackbuf)
		free(buf);
}

/* A bit set into buf, as print_xflags prints it, for a return value's
 * comment (t->call.aux); cut when buf is too small. */
void format_xflags(char *buf, size_t size, const struct xlat *x, uint64_t v, const char *dflt)
{
	size_t n = 0;
	uint64_t left = v;
	const char *zero = xlat_name(x, 0);
	if (v == 0) {
		snprintf(buf, size, "%s", zero ? zero : "0");
		return;
	}
	buf[0] = 0;
	for (unsigned i = 0; i < x->n && left && n < size; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (left & bit) == bit) {
			n += snprintf(buf + n, size - n, "%s%s", n ? "|" : "", x->e[i].name);
			left &= ~bit;
		}
	}
	if (left && n && n < size)
		snprintf(buf + n, size - n, "|%#llx", (unsigned long long)left);
	else if (left && !n)
		snprintf(buf, size, dflt ? "%#llx /* %s */" : "%#llx", (unsigned long long)left, dflt);
}

void set_aux(struct tracee *t, const char *text)
{
	snprintf(tracee_auxbuf(t), AUX_SIZE, "(%s)", text);
	t->call.aux = tracee_auxbuf(t);
}

static void print_int_elem(struct output *o, const void *e)
{
	out_printf(o, "%d", *(const int *)e);
}

/* n elements of size bytes at addr, as strace prints arrays: NULL, [] when
 * empty, at most -s elements then "...", and "..." with the address in a
 * comment where the memory stops being readable. */
void print_value_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size, elem_printer pr)
{
	struct output *o = t->out;
	unsigned limit = array_limit(t);
	unsigned char elem[16];
	if (!addr) {
		out_puts(o, "NULL");
		return;
	}
	if (!n) {
		out_puts(o, "[]");
		return;
	}
	if (n > UINT64_MAX / size || addr + n * size < addr) {
		print_ptr(o, addr);
		return;
	}
	/* The first element decides between an array and an address; with
	 * -s 0 strace does not look at it. */
	if (limit && !mem_read(t->tid, addr, elem, size)) {
		print_ptr(o, addr);
		return;
	}
	out_putc(o, '[');
	for (uint64_t i = 0; i < n; i++) {
		uint64_t cur = addr + i * size;
		if (i)
			print_sep(o);
		if (i >= limit) {
			out_puts(o, "...");
			break;
		}
		if (i && !mem_read(t->tid, cur, elem, size)) {
			out_printf(o, "... /* %#llx */", (unsigned long long)cur);
			break;
		}
		pr(o, elem);
	}
	out_putc(o, ']');
}

/* [v] for a pointer to a value the kernel wrote; the address when the call
 * failed or the memory is unreadable. */
bool fetch_out(struct tracee *t, uint64_t addr, void *buf, size_t len)
{
	if (t->call.is_error) {
		print_ptr(t->out, addr);
		return false;
	}
	return fetch(t, addr, buf, len);
}

static void print_out_int(struct tracee *t, uint64_t addr)
{
	int v;
	if (fetch_out(t, addr, &v, sizeof v))
		out_printf(t->out, "[%d]", v);
}

void print_out_ptr(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (fetch_out(t, addr, &v, sizeof v)) {
		out_putc(t->out, '[');
		print_ptr(t->out, v);
		out_putc(t->out, ']');
	}
}

/* ---- clone, clone3 ---- */

#define CLONE_TID_FLAGS (CLONE_PARENT_SETTID | CLONE_PIDFD | CLONE_CHILD_SETTID | \
			 CLONE_CHILD_CLEARTID | CLONE_SETTLS)

/* clone's flags: the flag bits, then the exit signal of the low byte. */
static void print_clone_flags(struct output *o, uint64_t v)
{
	uint64_t flags = v & ~(uint64_t)CSIGNAL;
	int sig = v & CSIGNAL;
	if (flags) {
		print_xflags(o, &xlat_clone_flags, flags, "CLONE_???");
		if (sig)
			out_putc(o, '|');
	}
	if (sig || !flags)
		print_signame(o, sig);
}

/* x86_64: clone(flags, stack, parent_tid, child_tid, tls).  The pointers
 * the kernel writes through are printed at exit, as strace does. */
int dec_clone(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t flags = argu(t, 0);
	if (!t->call.exiting) {
		out_puts(o, "child_stack=");
		print_ptr(o, argu(t, 1));
		out_puts(o, ", flags=");
		print_clone_flags(o, flags);
		return flags & CLONE_TID_FLAGS ? DEC_EXIT : DEC_DONE;
	}
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD)) {
		out_puts(o, ", parent_tid=");
		if (flags & CLONE_PIDFD && !t->call.is_error)
			sink_fd_at(t, argu(t, 2));	/* -y: the pidfd's process */
		else
			print_out_int(t, argu(t, 2));
	}
	if (flags & CLONE_SETTLS) {
		out_puts(o, ", tls=");
		print_ptr(o, argu(t, 4));
	}
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		out_puts(o, ", child_tidptr=");
		print_ptr(o, argu(t, 3));
	}
	return DEC_DONE;
}

/* struct clone_args of <linux/sched.h>, the size of its latest version. */
struct clone_args_k {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack,
		 stack_size, tls, set_tid, set_tid_size, cgroup;
};

static void print_clone3_set_tid(struct tracee *t, const struct clone_args_k *a)
{
	struct output *o = t->out;
	out_puts(o, ", set_tid=");
	if (!a->set_tid || !a->set_tid_size || a->set_tid_size > MAX_PID_NS_LEVEL)
		print_ptr(o, a->set_tid);
	else
		print_value_array(t, a->set_tid, a->set_tid_size, sizeof(int), print_int_elem);
	out_printf(o, ", set_tid_size=%llu", (unsigned long long)a->set_tid_size);
}

/* Bytes past the struct seize knows, up to a page, when they are not all
 * zero: their offsets in a comment, then the bytes in hex. */
static void print_clone3_tail(struct tracee *t, uint64_t addr, uint64_t from, uint64_t size)
{
	struct output *o = t->out;
	uint64_t end = size < 4096 ? size : 4096;
	unsigned char buf[4096];
	if (!mem_read(t->tid, addr + from, buf, end - from)) {
		out_puts(o, ", ???");
		return;
	}
	uint64_t i = 0;
	while (i < end - from && !buf[i])
		i++;
	if (i == end - from)
		return;
	out_printf(o, ", /* bytes %llu..%llu */ ", (unsigned long long)from,
		   (unsigned long long)end - 1);
	print_hex_bytes(t, addr + from, end - from);
}

static void print_clone_args(struct tracee *t, const struct clone_args_k *a, uint64_t fetched)
{
	struct output *o = t->out;
	out_puts(o, "{flags=");
	print_xflags(o, &xlat_clone_flags, a->flags, "CLONE_???");
	if (a->flags & CLONE_PIDFD) {
		out_puts(o, ", pidfd=");
		print_ptr(o, a->pidfd);
	}
	if (a->flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		out_puts(o, ", child_tid=");
		print_ptr(o, a->child_tid);
	}
	if (a->flags & CLONE_PARENT_SETTID) {
		out_puts(o, ", parent_tid=");
		print_ptr(o, a->parent_tid);
	}
	out_puts(o, ", exit_signal=");
	if (a->exit_signal <= INT_MAX)
		print_signame(o, (int)a->exit_signal);
	else
		out_printf(o, "%llu", (unsigned long long)a->exit_signal);
	out_puts(o, ", stack=");
	print_ptr(o, a->stack);
	out_printf(o, ", stack_size=%#llx", (unsigned long long)a->stack_size);
	if (a->flags & CLONE_SETTLS) {
		out_puts(o, ", tls=");
		print_ptr(o, a->tls);
	}
	if (a->set_tid || a->set_tid_size)
		print_clone3_set_tid(t, a);
	/* cgroup, the last field, starts where version 1 of the struct ends */
	if (fetched > CLONE_ARGS_SIZE_VER1 && (a->cgroup || a->flags & CLONE_INTO_CGROUP))
		out_printf(o, ", cgroup=%llu", (unsigned long long)a->cgroup);
}

/* What the kernel wrote back: " => {pidfd=[3], parent_tid=[42]}". */
static void print_clone3_result(struct tracee *t, uint64_t addr, uint64_t fetched)
{
	struct output *o = t->out;
	struct clone_args_k a = { 0 };
	out_puts(o, " => ");
	if (!fetch(t, addr, &a, fetched))
		return;
	out_putc(o, '{');
	if (a.flags & CLONE_PIDFD) {
		out_puts(o, "pidfd=");
		sink_fd_at(t, a.pidfd);	/* -y: the pidfd's process */
	}
	if (a.flags & CLONE_PARENT_SETTID) {
		out_puts(o, a.flags & CLONE_PIDFD ? ", parent_tid=" : "parent_tid=");
		print_int_at(t, a.parent_tid);
	}
	out_putc(o, '}');
}

/* The size argument follows what the kernel wrote back, so it is printed
 * at exit when there is such a thing. */
int dec_clone3(struct tracee *t)
{
	struct output *o = t->out;
	struct clone_args_k a = { 0 };
	uint64_t addr = argu(t, 0), size = argu(t, 1);
	uint64_t fetched = size < sizeof a ? size : sizeof a;
	const uint64_t written = CLONE_PIDFD | CLONE_PARENT_SETTID;
	if (!t->call.exiting) {
		if (fetched < CLONE_ARGS_SIZE_VER0) {
			print_ptr(o, addr);
		} else if (fetch(t, addr, &a, fetched)) {
			print_clone_args(t, &a, fetched);
			if (size > fetched)
				print_clone3_tail(t, addr, fetched, size);
			out_putc(o, '}');
			if (a.flags & written)
				return DEC_EXIT;
		}
	} else if (!t->call.is_error) {
		print_clone3_result(t, addr, fetched);
	}
	out_printf(o, ", %llu", (unsigned long long)size);
	return DEC_DONE;
}

/* ---- pidfds ---- */

/* The siginfo goes to its struct printer; flags is an unsigned int. */
int dec_pidfd_send_signal(struct tracee *t)
{
	struct output *o = t->out;
	print_fd(t, argi(t, 0));
	print_sep(o);
	print_signame(o, argi(t, 1));
	print_sep(o);
	print_struct_arg(t, 2, false);
	out_printf(o, (uint32_t)argu(t, 3) ? ", %#x" : ", %u", (uint32_t)argu(t, 3));
	return DEC_DONE;
}

/* ---- robust lists ---- */

int dec_get_robust_list(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	print_out_ptr(t, argu(t, 1));
	print_sep(t->out);
	uint64_t len;
	if (fetch_out(t, argu(t, 2), &len, sizeof len))
		out_printf(t->out, "[%llu]", (unsigned long long)len);
	return DEC_DONE;
}
