/* Decoders and struct printers for processes: execve, clone, wait, exit,
 * credentials, prctl, resources, scheduling.  The output follows strace's
 * default (abbreviated) style. */
#include <asm/prctl.h>
#include <errno.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/elf.h>
#include <linux/kcmp.h>
#include <linux/ptrace.h>
#include <linux/reboot.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/wait.h>
#include <unistd.h>

#include "decode.h"
#include "siginfo.h"
#include "util.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_capabilities, xlat_cap_versions,
	xlat_personality_types, xlat_personality_flags, xlat_sched_flags,
	xlat_seccomp_ret_actions, xlat_seccomp_modes, xlat_prctl_dumpable,
	xlat_prctl_securebits, xlat_prctl_tsc, xlat_prctl_unalign,
	xlat_prctl_mce_kill, xlat_prctl_mce_kill_policy, xlat_prctl_cap_ambient,
	xlat_prctl_set_mm, xlat_prctl_fp_mode, xlat_prctl_spec_cmds,
	xlat_prctl_spec_flags, xlat_prctl_sched_core, xlat_prctl_pidtypes,
	xlat_prctl_sys_dispatch, xlat_prctl_set_vma, xlat_xfeatures,
	xlat_xfeature_masks, xlat_ioprio_class, xlat_ptrace_events,
	xlat_ptrace_options, xlat_ptrace_peeksiginfo_flags, xlat_ptrace_syscall_info_ops,
	xlat_nt_types, xlat_audit_arch, xlat_errnos;

enum {
	PTR_SIZE = 8,
	TASK_COMM_LEN = 16,	/* the kernel's name length for PR_SET_NAME */
	NEW_UTS_LEN = 64,	/* longest host or domain name */
	MAX_PID_NS_LEVEL = 32,	/* longest clone3 set_tid array */
	/* Counting envp stops here: a garbage pointer must not make seize
	 * read a whole address space. */
	MAX_ENV_COUNT = 1 << 20,
};

/* ---- small printers ---- */

static void print_uid(struct output *o, uint32_t id)
{
	if (id == UINT32_MAX)
		out_puts(o, "-1");
	else
		out_printf(o, "%u", id);
}

/* A value, then its name in a comment: strace's verbose style for a few
 * arguments. */
static void print_xval_verbose(struct output *o, const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	out_printf(o, v ? "%#llx" : "%llu", (unsigned long long)v);
	out_printf(o, " /* %s */", name ? name : x->dflt);
}

/* Bytes as "\x12\x34" (strace's forced hex style), cut at the -s limit. */
static void print_hex_bytes(struct tracee *t, uint64_t addr, uint64_t len)
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
static void format_xflags(char *buf, size_t size, const struct xlat *x, uint64_t v, const char *dflt)
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

static void set_aux(struct tracee *t, const char *text)
{
	snprintf(t->call.auxbuf, sizeof t->call.auxbuf, "(%s)", text);
	t->call.aux = t->call.auxbuf;
}

/* An element printer for print_array. */
typedef void (*elem_printer)(struct output *o, const void *elem);

static void print_int_elem(struct output *o, const void *e)
{
	out_printf(o, "%d", *(const int *)e);
}

static void print_gid_elem(struct output *o, const void *e)
{
	print_uid(o, *(const uint32_t *)e);
}

/* n elements of size bytes at addr, as strace prints arrays: NULL, [] when
 * empty, at most -s elements then "...", and "..." with the address in a
 * comment where the memory stops being readable. */
static void print_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size, elem_printer pr)
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
static bool fetch_out(struct tracee *t, uint64_t addr, void *buf, size_t len)
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

static void print_out_ptr(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (fetch_out(t, addr, &v, sizeof v)) {
		out_putc(t->out, '[');
		print_ptr(t->out, v);
		out_putc(t->out, ']');
	}
}

/* ---- execve ---- */

/* argv: the strings, cut at -s, at most -s of them. */
static void print_argv(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	unsigned limit = string_limit(t);
	if (!addr || !verbose(t)) {
		print_ptr(o, addr);	/* NULL, or -e verbose= leaves it out */
		return;
	}
	for (uint64_t n = 0;; n++) {
		uint64_t cur = addr + n * PTR_SIZE, p;
		if (!mem_read(t->tid, cur, &p, sizeof p)) {
			if (n)
				out_printf(o, ", ... /* %#llx */]", (unsigned long long)cur);
			else
				print_ptr(o, addr);
			return;
		}
		if (!n)
			out_putc(o, '[');
		if (!p)
			break;
		if (n)
			print_sep(o);
		if (n >= array_limit(t)) {
			out_puts(o, "...");
			break;
		}
		print_str(t, p, limit);
	}
	out_putc(o, ']');
}

/* envp: only its address and how many variables it holds. */
static void print_envp(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	uint64_t chunk[512];
	unsigned count = 0;
	bool terminated = false, readable = false;
	while (!terminated && count < MAX_ENV_COUNT) {
		uint64_t at = addr + (uint64_t)count * PTR_SIZE;
		size_t got = mem_read_some(t->tid, at, chunk, sizeof chunk) / PTR_SIZE;
		if (!addr || !got)
			break;
		readable = true;
		for (size_t i = 0; i < got && !terminated; i++, count++)
			terminated = !chunk[i];
		count -= terminated;
	}
	print_ptr(o, addr);
	if (readable && verbose(t))
		out_printf(o, " /* %u var%s%s */", count, count == 1 ? "" : "s",
			   terminated ? "" : ", unterminated");
}

int dec_execve(struct tracee *t)
{
	print_path(t, argu(t, 0));
	print_sep(t->out);
	print_argv(t, argu(t, 1));
	print_sep(t->out);
	(abbrev(t) ? print_envp : print_argv)(t, argu(t, 2));
	return DEC_DONE;
}

int dec_execveat(struct tracee *t)
{
	struct output *o = t->out;
	print_dirfd(t, argi(t, 0));
	print_sep(o);
	print_path(t, argu(t, 1));
	print_sep(o);
	print_argv(t, argu(t, 2));
	print_sep(o);
	(abbrev(t) ? print_envp : print_argv)(t, argu(t, 3));
	print_sep(o);
	print_xflags(o, &xlat_at_flags, (uint32_t)argu(t, 4), "AT_???");
	return DEC_DONE;
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
			print_fd_at(t, argu(t, 2));	/* -y: the pidfd's process */
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
		print_array(t, a->set_tid, a->set_tid_size, sizeof(int), print_int_elem);
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
		print_fd_at(t, a.pidfd);	/* -y: the pidfd's process */
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

/* ---- wait4, waitid ---- */

static void print_wait_status(struct output *o, int status)
{
	char buf[16];
	out_puts(o, "[{");
	if (WIFSTOPPED(status)) {
		int sig = WSTOPSIG(status);
		out_printf(o, "WIFSTOPPED(s) && WSTOPSIG(s) == %s%s",
			   signal_name(sig & 0x7f, buf), sig & 0x80 ? " | 0x80" : "");
		status &= ~((sig << 8) | 0x7f);
	} else if (WIFSIGNALED(status)) {
		out_printf(o, "WIFSIGNALED(s) && WTERMSIG(s) == %s%s",
			   signal_name(WTERMSIG(status), buf),
			   WCOREDUMP(status) ? " && WCOREDUMP(s)" : "");
		status &= ~(WTERMSIG(status) | 0x80);
	} else if (WIFEXITED(status)) {
		out_printf(o, "WIFEXITED(s) && WEXITSTATUS(s) == %d", WEXITSTATUS(status));
		status &= ~(WEXITSTATUS(status) << 8);
	} else if (WIFCONTINUED(status)) {
		out_puts(o, "WIFCONTINUED(s)");
		status &= ~0xffff;
	} else {
		out_printf(o, "%#x}]", (unsigned)status);
		return;
	}
	out_putc(o, '}');
	/* ptrace events ride in the high bits of a stop status. */
	unsigned event = (unsigned)status >> 16;
	if (event) {
		out_putc(o, '|');
		print_xval(o, &xlat_ptrace_events, event, "PTRACE_EVENT_???");
		out_puts(o, "<<16");
		status &= 0xffff;
	}
	if (status)
		out_printf(o, "|%#x", (unsigned)status);
	out_putc(o, ']');
}

static void print_rusage_at(struct tracee *t, uint64_t addr)
{
	struct { int64_t utime_sec, utime_usec, stime_sec, stime_usec, rest[14]; } ru;
	if (fetch(t, addr, &ru, sizeof ru))
		out_printf(t->out, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, "
			   "ru_stime={tv_sec=%lld, tv_usec=%lld}, ...}",
			   (long long)ru.utime_sec, (long long)ru.utime_usec,
			   (long long)ru.stime_sec, (long long)ru.stime_usec);
}

void print_struct_rusage(struct tracee *t, int i)
{
	print_rusage_at(t, argu(t, i));
}

int dec_getrusage(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		/* who is an int, and RUSAGE_CHILDREN is -1 */
		const char *name = xlat_name(&xlat_rusage_who, (uint64_t)(int64_t)argi(t, 0));
		print_named(o, (unsigned)argi(t, 0), NUM_HEX, name, "RUSAGE_???");	/* -X */
		print_sep(o);
		return DEC_EXIT;
	}
	if (t->call.is_error)
		print_ptr(o, argu(t, 1));
	else
		print_rusage_at(t, argu(t, 1));
	return DEC_DONE;
}

int dec_wait4(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	if (!c->exiting) {
		out_printf(o, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	int status;
	/* Nothing was written when the call failed or found no child. */
	if (c->rval == 0 || c->is_error)
		print_ptr(o, argu(t, 1));
	else if (fetch(t, argu(t, 1), &status, sizeof status))
		print_wait_status(o, status);
	print_sep(o);
	print_xflags(o, &xlat_wait_options, (uint32_t)argu(t, 2), "W???");
	print_sep(o);
	if (c->rval > 0 && !c->is_error)
		print_rusage_at(t, argu(t, 3));
	else
		print_ptr(o, argu(t, 3));
	return DEC_DONE;
}

int dec_waitid(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	if (!c->exiting) {
		print_xval(o, &xlat_waitid_types, (uint32_t)argu(t, 0), "P_???");
		print_sep(o);
		if ((uint32_t)argu(t, 0) == P_PIDFD)
			print_fd(t, argi(t, 1));
		else
			out_printf(o, "%d", argi(t, 1));
		print_sep(o);
		return DEC_EXIT;
	}
	siginfo_t si;
	if (c->is_error)
		print_ptr(o, argu(t, 2));
	else if (fetch(t, argu(t, 2), &si, sizeof si)) {
		if (si.si_signo)
			print_siginfo(o, &si);
		else
			out_puts(o, "{}");	/* WNOHANG and no child changed state */
	}
	print_sep(o);
	print_xflags(o, &xlat_wait_options, (uint32_t)argu(t, 3), "W???");
	print_sep(o);
	if (c->is_error)
		print_ptr(o, argu(t, 4));
	else
		print_rusage_at(t, argu(t, 4));
	return DEC_DONE;
}

/* ---- credentials ---- */

static void print_out_uid(struct tracee *t, uint64_t addr)
{
	uint32_t id;
	if (fetch_out(t, addr, &id, sizeof id)) {
		out_putc(t->out, '[');
		print_uid(t->out, id);
		out_putc(t->out, ']');
	}
}

/* getresuid and getresgid: three ids the kernel writes. */
int dec_getresuid(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	for (int i = 0; i < 3; i++) {
		if (i)
			print_sep(t->out);
		print_out_uid(t, argu(t, i));
	}
	return DEC_DONE;
}

static void print_groups(struct tracee *t, unsigned n, uint64_t addr)
{
	static long ngroups_max;
	if (!ngroups_max)
		ngroups_max = sysconf(_SC_NGROUPS_MAX);
	if (n > (unsigned long)ngroups_max)
		print_ptr(t->out, addr);
	else
		print_array(t, addr, n, sizeof(uint32_t), print_gid_elem);
}

int dec_getgroups(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	/* The kernel filled as many as it returned (a failure is far more
	 * than NGROUPS_MAX, and prints the address). */
	print_groups(t, (unsigned)t->call.rval, argu(t, 1));
	return DEC_DONE;
}

int dec_setgroups(struct tracee *t)
{
	out_printf(t->out, "%d, ", argi(t, 0));
	print_groups(t, (unsigned)argu(t, 0), argu(t, 1));
	return DEC_DONE;
}

struct cap_header { uint32_t version; int pid; };
struct cap_data { uint32_t effective, permitted, inheritable; };

static bool read_cap_header(struct tracee *t, struct cap_header *h)
{
	return argu(t, 0) && mem_read(t->tid, argu(t, 0), h, sizeof *h);
}

static void print_cap_header(struct tracee *t, const struct cap_header *h)
{
	struct output *o = t->out;
	if (!h) {
		print_ptr(o, argu(t, 0));
		return;
	}
	out_puts(o, "{version=");
	print_xval(o, &xlat_cap_versions, h->version, xlat_cap_versions.dflt);
	out_printf(o, ", pid=%d}", h->pid);
}

/* One 32-bit word of a capability set, bits first..first+31: 1<<CAP_KILL|... */
static void print_cap_word(struct output *o, uint32_t w, unsigned first)
{
	uint32_t left = w;
	bool any = false;
	for (unsigned b = 0; b < 32; b++) {
		const char *name = xlat_name(&xlat_capabilities, first + b);
		if (!(w & (1u << b)) || !name)
			continue;
		out_printf(o, "%s1<<%s", any ? "|" : "", name);
		left &= ~(1u << b);
		any = true;
	}
	if (left)
		out_printf(o, any ? "|%#x" : "%#x /* CAP_??? */", left);
	else if (!any)
		out_putc(o, '0');
}

static void print_cap_set(struct output *o, uint32_t lo, uint32_t hi)
{
	if (lo || !hi)
		print_cap_word(o, lo, 0);
	if (hi) {
		if (lo)
			out_putc(o, '|');
		print_cap_word(o, hi, 32);
	}
}

static void print_cap_data(struct tracee *t, uint64_t addr, const struct cap_header *h)
{
	struct output *o = t->out;
	struct cap_data d[2] = { { 0 } };
	if (!addr || !h) {
		print_ptr(o, addr);
		return;
	}
	/* Versions 2 and 3 have 64-bit sets, as two words. */
	unsigned n = h->version == _LINUX_CAPABILITY_VERSION_2 ||
		     h->version == _LINUX_CAPABILITY_VERSION_3 ? 2 : 1;
	if (!fetch(t, addr, d, n * sizeof d[0]))
		return;
	out_puts(o, "{effective=");
	print_cap_set(o, d[0].effective, d[1].effective);
	out_puts(o, ", permitted=");
	print_cap_set(o, d[0].permitted, d[1].permitted);
	out_puts(o, ", inheritable=");
	print_cap_set(o, d[0].inheritable, d[1].inheritable);
	out_putc(o, '}');
}

int dec_capget(struct tracee *t)
{
	struct cap_header h;
	bool have = read_cap_header(t, &h);
	if (!t->call.exiting) {
		print_cap_header(t, have ? &h : NULL);
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_cap_data(t, argu(t, 1), have && !t->call.is_error ? &h : NULL);
	return DEC_DONE;
}

int dec_capset(struct tracee *t)
{
	struct cap_header h;
	bool have = read_cap_header(t, &h);
	print_cap_header(t, have ? &h : NULL);
	print_sep(t->out);
	print_cap_data(t, argu(t, 1), have ? &h : NULL);
	return DEC_DONE;
}

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
	char buf[sizeof t->call.auxbuf - 2];
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

/* ---- kcmp, reboot ---- */

int dec_kcmp(struct tracee *t)
{
	struct output *o = t->out;
	int type = argi(t, 2);
	struct kcmp_epoll_slot slot;
	out_printf(o, "%d, %d, ", argi(t, 0), argi(t, 1));
	print_xval(o, &xlat_kcmp_types, (uint32_t)type, "KCMP_???");
	switch (type) {
	case KCMP_FILE:
		out_printf(o, ", %d, %d", (int)argu(t, 3), (int)argu(t, 4));
		break;
	case KCMP_EPOLL_TFD:
		out_printf(o, ", %d, ", (int)argu(t, 3));
		if (fetch(t, argu(t, 4), &slot, sizeof slot))
			out_printf(o, "{efd=%d, tfd=%d, toff=%u}", (int)slot.efd, (int)slot.tfd, slot.toff);
		break;
	case KCMP_FILES: case KCMP_FS: case KCMP_IO: case KCMP_SIGHAND:
	case KCMP_SYSVSEM: case KCMP_VM:
		break;
	default:
		out_printf(o, argu(t, 3) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 3));
		out_printf(o, argu(t, 4) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 4));
	}
	return DEC_DONE;
}

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

/* ---- getrandom, sethostname, robust lists, seccomp ---- */

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

/* struct sock_fprog: the filter program itself only in verbose mode. */
static void print_seccomp_fprog(struct tracee *t, uint64_t addr)
{
	struct { uint16_t len; uint64_t filter; } prog;
	if (!fetch(t, addr, &prog, sizeof prog))
		return;
	out_printf(t->out, "{len=%u, filter=", prog.len);
	print_ptr(t->out, prog.filter);
	out_putc(t->out, '}');
}

int dec_seccomp(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t op = (uint32_t)argu(t, 0), flags = (uint32_t)argu(t, 1);
	uint64_t addr = argu(t, 2);
	if (t->call.exiting) {
		uint16_t sizes[3];	/* struct seccomp_notif_sizes */
		if (fetch_out(t, addr, sizes, sizeof sizes))
			out_printf(o, "{seccomp_notif=%u, seccomp_notif_resp=%u, seccomp_data=%u}",
				   sizes[0], sizes[1], sizes[2]);
		return DEC_DONE;
	}
	print_xval(o, &xlat_seccomp_ops, op, "SECCOMP_SET_MODE_???");
	print_sep(o);
	if (op == SECCOMP_SET_MODE_FILTER) {
		print_xflags(o, &xlat_seccomp_flags, flags, "SECCOMP_FILTER_FLAG_???");
		print_sep(o);
		print_seccomp_fprog(t, addr);
		return DEC_DONE;
	}
	out_printf(o, "%u, ", flags);
	if (op == SECCOMP_GET_NOTIF_SIZES)
		return DEC_EXIT;
	uint32_t action;
	if (op != SECCOMP_GET_ACTION_AVAIL)
		print_ptr(o, addr);
	else if (fetch(t, addr, &action, sizeof action)) {
		out_putc(o, '[');
		print_xval(o, &xlat_seccomp_ret_actions, action, "SECCOMP_RET_???");
		out_putc(o, ']');
	}
	return DEC_DONE;
}

/* ---- arch_prctl ---- */

int dec_arch_prctl(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t option = (uint32_t)argu(t, 0);
	uint64_t arg = argu(t, 1);
	if (t->call.exiting) {
		uint64_t v;
		if (option == ARCH_GET_FS || option == ARCH_GET_GS)
			print_out_ptr(t, arg);
		else if (fetch_out(t, arg, &v, sizeof v)) {	/* ARCH_GET_XCOMP_* */
			out_printf(o, v ? "[%#llx" : "[%llu", (unsigned long long)v);
			char buf[160];
			format_xflags(buf, sizeof buf, &xlat_xfeature_masks, v, NULL);
			out_printf(o, " /* %s */]", v ? buf : "XFEATURE_MASK_???");
		}
		return DEC_DONE;
	}
	print_xval(o, &xlat_arch_prctl_codes, option, "ARCH_???");
	switch (option) {
	case ARCH_GET_CPUID:
		return DEC_DONE;
	case ARCH_GET_FS: case ARCH_GET_GS: case ARCH_GET_XCOMP_SUPP:
	case ARCH_GET_XCOMP_PERM: case ARCH_GET_XCOMP_GUEST_PERM:
		print_sep(o);
		return DEC_EXIT;
	case ARCH_REQ_XCOMP_PERM: case ARCH_REQ_XCOMP_GUEST_PERM:
		print_sep(o);
		print_xval_verbose(o, &xlat_xfeatures, arg);
		return DEC_DONE;
	}
	out_printf(o, arg ? ", %#llx" : ", %llu", (unsigned long long)arg);
	return DEC_DONE;
}

/* ---- prctl ---- */

/* The arguments from first on (1 is arg2) in hex, as strace prints the
 * arguments of an option it does not decode further. */
static void print_prctl_hex_args(struct tracee *t, int first)
{
	for (int i = first; i < 5; i++)
		out_printf(t->out, argu(t, i) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, i));
}

static void print_prctl_xval(struct tracee *t, const struct xlat *x, uint64_t v)
{
	print_sep(t->out);
	print_xval(t->out, x, v, x->dflt);
}

/* Options whose answer comes in the return value: a name for it, and the
 * value in hex when it is a bit set. */
static int prctl_result(struct tracee *t, uint32_t option)
{
	struct call *c = &t->call;
	char buf[sizeof c->auxbuf - 2];
	if (c->is_error)
		return DEC_DONE;
	switch (option) {
	case PR_GET_DUMPABLE:
		if (xlat_name(&xlat_prctl_dumpable, c->rval))
			set_aux(t, xlat_name(&xlat_prctl_dumpable, c->rval));
		break;
	case PR_MCE_KILL_GET:
		if (xlat_name(&xlat_prctl_mce_kill_policy, c->rval))
			set_aux(t, xlat_name(&xlat_prctl_mce_kill_policy, c->rval));
		break;
	case PR_GET_SECUREBITS: case PR_GET_FP_MODE:
		c->ret_format = R_HEX;
		if (c->rval) {
			format_xflags(buf, sizeof buf, option == PR_GET_FP_MODE ?
				      &xlat_prctl_fp_mode : &xlat_prctl_securebits, c->rval, NULL);
			set_aux(t, buf);
		}
		break;
	case PR_GET_SPECULATION_CTRL:
		c->ret_format = R_HEX;
		if (argu(t, 1) <= PR_SPEC_L1D_FLUSH) {
			format_xflags(buf, sizeof buf, &xlat_prctl_spec_flags, c->rval, NULL);
			set_aux(t, buf);
		}
		break;
	}
	return DEC_DONE;
}

/* Options that read something the kernel wrote through arg2. */
static int prctl_exit(struct tracee *t, uint32_t option)
{
	struct output *o = t->out;
	uint64_t arg2 = argu(t, 1);
	uint32_t v;
	switch (option) {
	case PR_GET_NAME:
		if (t->call.is_error)
			print_ptr(o, arg2);
		else
			print_str(t, arg2, TASK_COMM_LEN < string_limit(t) ? TASK_COMM_LEN : string_limit(t));
		return DEC_DONE;
	case PR_GET_TID_ADDRESS:
		print_out_ptr(t, arg2);
		return DEC_DONE;
	}
	if (!fetch_out(t, arg2, &v, sizeof v))
		return DEC_DONE;
	out_putc(o, '[');
	switch (option) {
	case PR_GET_PDEATHSIG:
		print_signame(o, (int)v);
		break;
	case PR_GET_TSC:
		print_xval(o, &xlat_prctl_tsc, v, "PR_TSC_???");
		break;
	case PR_GET_UNALIGN:
		print_xflags(o, &xlat_prctl_unalign, v, "PR_UNALIGN_???");
		break;
	default:	/* PR_GET_CHILD_SUBREAPER, PR_GET_ENDIAN, PR_GET_FPEMU, PR_GET_FPEXC */
		out_printf(o, "%u", v);
	}
	out_putc(o, ']');
	return DEC_DONE;
}

static void print_prctl_cap_ambient(struct tracee *t)
{
	uint64_t op = argu(t, 1);
	print_prctl_xval(t, &xlat_prctl_cap_ambient, op);
	if (op == PR_CAP_AMBIENT_RAISE || op == PR_CAP_AMBIENT_LOWER || op == PR_CAP_AMBIENT_IS_SET) {
		print_prctl_xval(t, &xlat_capabilities, argu(t, 2));
		print_prctl_hex_args(t, 3);
	} else {
		print_prctl_hex_args(t, 2);
	}
}

static void print_prctl_sched_core(struct tracee *t)
{
	struct output *o = t->out;
	print_prctl_xval(t, &xlat_prctl_sched_core, argu(t, 1));
	out_printf(o, ", %d, ", argi(t, 2));
	print_xval_verbose(o, &xlat_prctl_pidtypes, argu(t, 3));
	print_sep(o);
	print_ptr(o, argu(t, 4));
}

/* The options strace decodes at entry; false for the others. */
static bool prctl_entry_args(struct tracee *t, uint32_t option)
{
	struct output *o = t->out;
	uint64_t arg2 = argu(t, 1);
	switch (option) {
	case PR_SET_NAME:
		print_sep(o);
		print_str(t, arg2, TASK_COMM_LEN - 1 < string_limit(t) ? TASK_COMM_LEN - 1 : string_limit(t));
		break;
	case PR_SET_PDEATHSIG:
		print_sep(o);
		if (arg2 > 128)
			out_printf(o, "%llu", (unsigned long long)arg2);
		else
			print_signame(o, (int)arg2);
		break;
	case PR_SET_DUMPABLE:
		print_prctl_xval(t, &xlat_prctl_dumpable, arg2);
		break;
	case PR_CAPBSET_READ: case PR_CAPBSET_DROP:
		print_prctl_xval(t, &xlat_capabilities, arg2);
		break;
	case PR_CAP_AMBIENT:
		print_prctl_cap_ambient(t);
		break;
	case PR_SET_CHILD_SUBREAPER: case PR_SET_ENDIAN: case PR_SET_FPEMU:
	case PR_SET_FPEXC: case PR_SET_KEEPCAPS: case PR_SET_TIMING:
		out_printf(o, ", %llu", (unsigned long long)arg2);
		break;
	case PR_SET_NO_NEW_PRIVS: case PR_SET_THP_DISABLE: case PR_SET_IO_FLUSHER:
		out_printf(o, ", %llu", (unsigned long long)arg2);
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_TIMERSLACK:
		out_printf(o, ", %lld", (long long)arg2);
		break;
	case PR_SET_PTRACER:
		if ((int)arg2 == -1)
			out_puts(o, ", PR_SET_PTRACER_ANY");
		else
			out_printf(o, ", %llu", (unsigned long long)arg2);
		break;
	case PR_SET_SECCOMP:
		print_prctl_xval(t, &xlat_seccomp_modes, arg2);
		if (arg2 == SECCOMP_MODE_FILTER) {
			print_sep(o);
			print_seccomp_fprog(t, argu(t, 2));
		} else if (arg2 != SECCOMP_MODE_STRICT) {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_SECUREBITS:
		print_sep(o);
		print_xflags(o, &xlat_prctl_securebits, arg2, "SECBIT_???");
		break;
	case PR_SET_TSC:
		print_prctl_xval(t, &xlat_prctl_tsc, arg2);
		break;
	case PR_SET_UNALIGN:
		print_sep(o);
		print_xflags(o, &xlat_prctl_unalign, arg2, "PR_UNALIGN_???");
		break;
	case PR_SET_FP_MODE:
		print_sep(o);
		print_xflags(o, &xlat_prctl_fp_mode, arg2, "PR_FP_MODE_???");
		break;
	case PR_MCE_KILL:
		print_prctl_xval(t, &xlat_prctl_mce_kill, arg2);
		if (arg2 == PR_MCE_KILL_SET) {
			print_prctl_xval(t, &xlat_prctl_mce_kill_policy, argu(t, 2));
			print_prctl_hex_args(t, 3);
		} else {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_MM:
		print_prctl_xval(t, &xlat_prctl_set_mm, arg2);
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_SPECULATION_CTRL:
		print_prctl_xval(t, &xlat_prctl_spec_cmds, arg2);
		if (arg2 <= PR_SPEC_L1D_FLUSH)
			print_prctl_xval(t, &xlat_prctl_spec_flags, argu(t, 2));
		else
			out_printf(o, argu(t, 2) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 2));
		break;
	case PR_GET_SPECULATION_CTRL:
		print_prctl_xval(t, &xlat_prctl_spec_cmds, arg2);
		break;
	case PR_SET_SYSCALL_USER_DISPATCH:
		print_prctl_xval(t, &xlat_prctl_sys_dispatch, arg2);
		out_printf(o, argu(t, 2) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 2));
		out_printf(o, argu(t, 3) ? ", %#llx, " : ", %llu, ", (unsigned long long)argu(t, 3));
		print_ptr(o, argu(t, 4));
		break;
	case PR_SCHED_CORE:
		print_prctl_sched_core(t);
		break;
	case PR_SET_VMA:
		print_prctl_xval(t, &xlat_prctl_set_vma, arg2);
		if (arg2 != PR_SET_VMA_ANON_NAME) {
			print_prctl_hex_args(t, 2);
			break;
		}
		print_sep(o);
		print_ptr(o, argu(t, 2));
		out_printf(o, ", %llu, ", (unsigned long long)argu(t, 3));
		print_str(t, argu(t, 4), string_limit(t));
		break;
	/* no arguments */
	case PR_GET_KEEPCAPS: case PR_GET_SECCOMP: case PR_GET_TIMERSLACK:
	case PR_GET_TIMING: case PR_GET_DUMPABLE: case PR_GET_SECUREBITS:
	case PR_GET_FP_MODE: case PR_TASK_PERF_EVENTS_DISABLE:
	case PR_TASK_PERF_EVENTS_ENABLE:
		break;
	default:
		return false;
	}
	return true;
}

int dec_prctl(struct tracee *t)
{
	uint32_t option = (uint32_t)argu(t, 0);
	if (t->call.exiting)
		return t->call.saved[1] ? prctl_exit(t, option) : prctl_result(t, option);
	print_xval(t->out, &xlat_prctl_options, option, "PR_???");
	switch (option) {
	case PR_GET_NAME: case PR_GET_PDEATHSIG: case PR_GET_TID_ADDRESS:
	case PR_GET_TSC: case PR_GET_UNALIGN: case PR_GET_CHILD_SUBREAPER:
	case PR_GET_ENDIAN: case PR_GET_FPEMU: case PR_GET_FPEXC:
		print_sep(t->out);
		t->call.saved[1] = 1;
		return DEC_EXIT;
	}
	if (!prctl_entry_args(t, option))
		print_prctl_hex_args(t, 1);
	return DEC_EXIT;
}

/* ---- ptrace ---- */

#ifndef PTRACE_OLDSETOPTIONS
#define PTRACE_OLDSETOPTIONS 21	/* <asm/ptrace-abi.h> */
#endif

/* struct user_regs_struct of <sys/user.h>, in order. */
static const char *const user_regs[] = {
	"r15", "r14", "r13", "r12", "rbp", "rbx", "r11", "r10", "r9", "r8",
	"rax", "rcx", "rdx", "rsi", "rdi", "orig_rax", "rip", "cs", "eflags",
	"rsp", "ss", "fs_base", "gs_base", "ds", "es", "fs", "gs",
};
enum { USER_REGS_SIZE = sizeof user_regs / sizeof user_regs[0] * 8 };

/* An offset into struct user (PTRACE_PEEKUSR): 8*RIP within the registers
 * strace names, else the field it falls in. */
static void print_user_offset(struct output *o, uint64_t off)
{
	static const char *const regs[] = {
		"R15", "R14", "R13", "R12", "RBP", "RBX", "R11", "R10", "R9", "R8",
		"RAX", "RCX", "RDX", "RSI", "RDI", "ORIG_RAX", "RIP", "CS", "EFL",
		"RSP", "SS",
	};
	static const struct { unsigned off; const char *name; } fields[] = {
		{ 216, "u_fpvalid" }, { 224, "i387" }, { 736, "u_tsize" },
		{ 744, "u_dsize" }, { 752, "u_ssize" }, { 760, "start_code" },
		{ 768, "start_stack" }, { 776, "signal" }, { 784, "reserved" },
		{ 792, "u_ar0" }, { 800, "u_fpstate" }, { 808, "magic" },
		{ 816, "u_comm" }, { 848, "u_debugreg" },
	};
	enum { SIZEOF_USER = 912 };
	if (off < fields[0].off) {
		unsigned r = off / 8 < 20 ? off / 8 : 20;
		out_printf(o, "8*%s", regs[r]);
		if (off - r * 8)
			out_printf(o, "+%llu", (unsigned long long)(off - r * 8));
		return;
	}
	if (off == SIZEOF_USER) {
		out_puts(o, "sizeof(struct user)");
		return;
	}
	if (off > SIZEOF_USER) {
		out_printf(o, "%#llx", (unsigned long long)off);
		return;
	}
	unsigned f = sizeof fields / sizeof fields[0] - 1;
	while (fields[f].off > off)
		f--;
	out_printf(o, "offsetof(struct user, %s)", fields[f].name);
	if (off - fields[f].off)
		out_printf(o, "+%llu", (unsigned long long)(off - fields[f].off));
}

/* struct user_regs_struct at addr, or its address. */
static void print_user_regs(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	uint64_t r[USER_REGS_SIZE / 8];
	if (!fetch(t, addr, r, sizeof r))
		return;
	for (unsigned i = 0; i < USER_REGS_SIZE / 8; i++)
		out_printf(o, r[i] ? "%s%s=%#llx" : "%s%s=%llu", i ? ", " : "{",
			   user_regs[i], (unsigned long long)r[i]);
	out_putc(o, '}');
}

/* The iovec of PTRACE_GETREGSET and PTRACE_SETREGSET: its buffer is decoded
 * for the general registers only. */
static void print_regset_iov(struct tracee *t, uint64_t addr, uint32_t type, bool decode)
{
	struct output *o = t->out;
	uint64_t iov[2];
	if (!fetch(t, addr, iov, sizeof iov))
		return;
	out_puts(o, "{iov_base=");
	if (decode && type == NT_PRSTATUS && iov[1] == USER_REGS_SIZE)
		print_user_regs(t, iov[0]);
	else
		print_ptr(o, iov[0]);
	out_printf(o, ", iov_len=%llu}", (unsigned long long)iov[1]);
}

static void print_siginfo_at(struct tracee *t, uint64_t addr)
{
	siginfo_t si;
	if (fetch(t, addr, &si, sizeof si))
		print_siginfo(t->out, &si);
}

static void print_syscall_info_tail(struct tracee *t, const struct ptrace_syscall_info *i, uint64_t got)
{
	struct output *o = t->out;
	const size_t args = offsetof(struct ptrace_syscall_info, entry.args);
	if (i->op == PTRACE_SYSCALL_INFO_EXIT) {
		if (got < offsetof(struct ptrace_syscall_info, exit.is_error) + 1)
			return;
		out_puts(o, ", exit={rval=");
		const char *name = xlat_name(&xlat_errnos, -i->exit.rval);
		if (i->exit.is_error && name)
			out_printf(o, "-%s", name);
		else
			out_printf(o, "%lld", (long long)i->exit.rval);
		out_printf(o, ", is_error=%u}", i->exit.is_error);
		return;
	}
	if ((i->op != PTRACE_SYSCALL_INFO_ENTRY && i->op != PTRACE_SYSCALL_INFO_SECCOMP) ||
	    got < args)
		return;
	uint64_t nr = i->entry.nr;
	out_printf(o, i->op == PTRACE_SYSCALL_INFO_ENTRY ? ", entry={nr=" : ", seccomp={nr=");
	if (i->arch == AUDIT_ARCH_X86_64 && nr < sysent_count && sysent_table[nr].name)
		out_printf(o, "__NR_%s", sysent_table[nr].name);
	else
		out_printf(o, "%llu", (unsigned long long)nr);
	out_puts(o, ", args=[");
	for (unsigned a = 0; a < 6 && got >= args + (a + 1) * 8; a++)
		out_printf(o, i->entry.args[a] ? "%s%#llx" : "%s%llu", a ? ", " : "",
			   (unsigned long long)i->entry.args[a]);
	out_putc(o, ']');
	if (i->op == PTRACE_SYSCALL_INFO_SECCOMP &&
	    got >= offsetof(struct ptrace_syscall_info, seccomp.ret_data) + 4)
		out_printf(o, ", ret_data=%u", i->seccomp.ret_data);
	out_putc(o, '}');
}

/* struct ptrace_syscall_info: the fields the kernel filled in full. */
static void print_syscall_info(struct tracee *t, uint64_t addr, uint64_t size)
{
	struct output *o = t->out;
	struct ptrace_syscall_info i;
	uint64_t got = (uint64_t)t->call.rval < size ? (uint64_t)t->call.rval : size;
	if (got > sizeof i)
		got = sizeof i;
	memset(&i, 0, sizeof i);
	if (t->call.is_error || !got) {
		print_ptr(o, addr);
		return;
	}
	if (!fetch(t, addr, &i, got))
		return;
	out_puts(o, "{op=");
	print_xval(o, &xlat_ptrace_syscall_info_ops, i.op, "PTRACE_SYSCALL_INFO_???");
	if (got >= 8) {
		out_puts(o, ", arch=");
		print_xval(o, &xlat_audit_arch, i.arch, "AUDIT_ARCH_???");
	}
	if (got >= 16)
		out_printf(o, ", instruction_pointer=%#llx", (unsigned long long)i.instruction_pointer);
	if (got >= 24)
		out_printf(o, ", stack_pointer=%#llx", (unsigned long long)i.stack_pointer);
	print_syscall_info_tail(t, &i, got);
	out_putc(o, '}');
}

static void print_peeksiginfo_args(struct tracee *t, uint64_t addr)
{
	struct { uint64_t off; uint32_t flags; int32_t nr; } a;
	if (!fetch(t, addr, &a, sizeof a))
		return;
	out_printf(t->out, "{off=%llu, flags=", (unsigned long long)a.off);
	print_xflags(t->out, &xlat_ptrace_peeksiginfo_flags, a.flags, "PTRACE_PEEKSIGINFO_???");
	out_printf(t->out, ", nr=%d}", a.nr);
}

static void print_siginfo_array(struct tracee *t, uint64_t addr, uint64_t n)
{
	struct output *o = t->out;
	siginfo_t si;
	out_putc(o, '[');
	for (uint64_t i = 0; i < n; i++) {
		if (i)
			print_sep(o);
		if (i >= array_limit(t)) {
			out_puts(o, "...");
			break;
		}
		if (!mem_read(t->tid, addr + i * sizeof si, &si, sizeof si)) {
			out_printf(o, "... /* %#llx */", (unsigned long long)(addr + i * sizeof si));
			break;
		}
		print_siginfo(o, &si);
	}
	out_putc(o, ']');
}

/* What the kernel wrote through data, printed at exit. */
static void print_ptrace_result(struct tracee *t, uint64_t request, uint64_t addr, uint64_t data)
{
	struct output *o = t->out;
	uint64_t v;
	switch (request) {
	case PTRACE_PEEKDATA: case PTRACE_PEEKTEXT: case PTRACE_PEEKUSR:
		print_out_ptr(t, data);
		break;
	case PTRACE_GETEVENTMSG:
		if (fetch_out(t, data, &v, sizeof v))
			out_printf(o, "[%llu]", (unsigned long long)v);
		break;
	case PTRACE_GETSIGINFO:
		if (t->call.is_error)
			print_ptr(o, data);
		else
			print_siginfo_at(t, data);
		break;
	case PTRACE_GETSIGMASK:
		if (t->call.is_error)
			print_ptr(o, data);
		else
			print_sigset_at(t, data, addr);
		break;
	case PTRACE_GETREGSET:
		print_regset_iov(t, data, (uint32_t)addr, !t->call.is_error);
		break;
	case PTRACE_GETREGS:
		if (t->call.is_error)
			print_ptr(o, data);
		else
			print_user_regs(t, data);
		break;
	case PTRACE_PEEKSIGINFO:
		if (t->call.is_error || !data)
			print_ptr(o, data);
		else
			print_siginfo_array(t, data, (uint64_t)t->call.rval);
		break;
	case PTRACE_GET_SYSCALL_INFO:
		print_syscall_info(t, data, addr);
		break;
	default:
		print_ptr(o, data);
	}
}

/* The data argument at entry; false when it is only known at exit. */
static bool print_ptrace_data(struct tracee *t, uint64_t request, uint64_t addr, uint64_t data)
{
	struct output *o = t->out;
	switch (request) {
	case PTRACE_CONT: case PTRACE_DETACH: case PTRACE_SYSCALL:
	case PTRACE_SINGLESTEP: case PTRACE_SINGLEBLOCK: case PTRACE_SYSEMU:
	case PTRACE_SYSEMU_SINGLESTEP:
		print_signame(o, (int)data);
		return true;
	case PTRACE_SEIZE: case PTRACE_SETOPTIONS: case PTRACE_OLDSETOPTIONS:
		print_xflags(o, &xlat_ptrace_options, data, "PTRACE_O_???");
		return true;
	case PTRACE_SETSIGINFO:
		print_siginfo_at(t, data);
		return true;
	case PTRACE_SETSIGMASK:
		print_sigset_at(t, data, addr);
		return true;
	case PTRACE_SETREGSET:
		print_regset_iov(t, data, (uint32_t)addr, true);
		return true;
	case PTRACE_SETREGS:
		print_user_regs(t, data);
		return true;
	case PTRACE_PEEKDATA: case PTRACE_PEEKTEXT: case PTRACE_PEEKUSR:
	case PTRACE_GETEVENTMSG: case PTRACE_GETREGSET: case PTRACE_GETSIGINFO:
	case PTRACE_GETSIGMASK: case PTRACE_PEEKSIGINFO: case PTRACE_GET_SYSCALL_INFO:
	case PTRACE_GETREGS:
		return false;
	}
	out_printf(o, data ? "%#llx" : "%llu", (unsigned long long)data);
	return true;
}

int dec_ptrace(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t request = argu(t, 0), addr = argu(t, 2), data = argu(t, 3);
	if (t->call.exiting) {
		print_ptrace_result(t, request, addr, data);
		return DEC_DONE;
	}
	print_xval(o, &xlat_ptrace_requests, request, "PTRACE_???");
	if (request == PTRACE_TRACEME)
		return DEC_DONE;	/* the other arguments are ignored */
	out_printf(o, ", %d", argi(t, 1));
	switch (request) {
	case PTRACE_ATTACH: case PTRACE_INTERRUPT: case PTRACE_KILL: case PTRACE_LISTEN:
		return DEC_DONE;
	}
	print_sep(o);
	switch (request) {
	case PTRACE_PEEKUSR: case PTRACE_POKEUSR:
		print_user_offset(o, addr);
		break;
	case PTRACE_GETREGSET: case PTRACE_SETREGSET:
		print_xval(o, &xlat_nt_types, addr, "NT_???");
		break;
	case PTRACE_GETSIGMASK: case PTRACE_SETSIGMASK: case PTRACE_SECCOMP_GET_FILTER:
	case PTRACE_SECCOMP_GET_METADATA: case PTRACE_GET_SYSCALL_INFO:
	case PTRACE_GET_RSEQ_CONFIGURATION:
		out_printf(o, "%llu", (unsigned long long)addr);
		break;
	case PTRACE_PEEKSIGINFO:
		print_peeksiginfo_args(t, addr);
		break;
	default:
		print_ptr(o, addr);
	}
	print_sep(o);
	return print_ptrace_data(t, request, addr, data) ? DEC_DONE : DEC_EXIT;
}
