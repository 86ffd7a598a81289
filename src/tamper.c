/* Tampering at the stops, as strace does it (man strace, "-e inject="):
 *
 * - error= and retval=: at the entry stop the syscall number becomes -1,
 *   which the kernel does not run (man 2 ptrace: a syscall-enter-stop's
 *   number may be changed; man 2 seccomp, SECCOMP_RET_TRACE: "-1" skips
 *   the call), or syscall=NAME's number; at the exit stop the return
 *   register becomes -ERRNO or VALUE.
 * - signal=: the entry stop is resumed with the signal; the kernel sends it
 *   at a syscall-stop (ptrace_report_syscall) but drops one given at a
 *   PTRACE_EVENT_SECCOMP stop, so under seize's filter it goes with the
 *   exit stop instead, and is really delivered, where strace 6.1 loses it.
 * - delay_enter= / delay_exit=: the tracee stays stopped that long.
 * - poke_enter= / poke_exit=: bytes written where an argument points.
 *
 * Registers are set with PTRACE_SET_SYSCALL_INFO (Linux 6.16+), which says
 * exactly which stop it is meant for; on older kernels with
 * PTRACE_POKEUSER of orig_rax and rax. */
#include <errno.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <time.h>

#include "syscall.h"
#include "tamper.h"
#include "util.h"

#ifndef PTRACE_SET_SYSCALL_INFO
/* Linux 6.16, include/uapi/linux/ptrace.h; the 6.1 headers lack it. */
#define PTRACE_SET_SYSCALL_INFO 0x4212
#endif

/* The stop's info with one change, given back to the kernel; false when
 * this kernel has no PTRACE_SET_SYSCALL_INFO (it is not tried again). */
static bool set_syscall_info(struct tracer *tr, struct tracee *t,
			     const struct ptrace_syscall_info *info)
{
	/* The tests' way to take the registers' path on a new kernel too. */
	if (getenv("SEIZE_TEST_NO_SET_SYSCALL_INFO"))
		tr->no_set_syscall_info = true;
	if (tr->no_set_syscall_info)
		return false;
	if (ptrace(PTRACE_SET_SYSCALL_INFO, t->tid, sizeof *info, info) == 0)
		return true;
	if (errno == EIO || errno == EINVAL)
		tr->no_set_syscall_info = true;
	return false;
}

static bool poke_user(struct tracee *t, size_t offset, long value)
{
	return ptrace(PTRACE_POKEUSER, t->tid, offset, value) == 0;
}

/* At the entry (or seccomp) stop: the number the kernel runs instead. */
static bool set_nr(struct tracer *tr, struct tracee *t, const struct ptrace_syscall_info *info,
		   uint64_t nr)
{
	struct ptrace_syscall_info changed = *info;
	if (info->op == PTRACE_SYSCALL_INFO_SECCOMP)
		changed.seccomp.nr = nr;
	else
		changed.entry.nr = nr;
	return set_syscall_info(tr, t, &changed) ||
	       poke_user(t, offsetof(struct user_regs_struct, orig_rax), (long)nr);
}

/* At the exit stop: what the program sees the call return. */
static bool set_return(struct tracer *tr, struct tracee *t, int64_t rval, bool is_error)
{
	struct ptrace_syscall_info info;
	memset(&info, 0, sizeof info);
	if (!tr->no_set_syscall_info &&
	    ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, sizeof info, &info) > 0 &&
	    info.op == PTRACE_SYSCALL_INFO_EXIT) {
		info.exit.rval = rval;
		info.exit.is_error = is_error;
		if (set_syscall_info(tr, t, &info))
			return true;
	}
	return poke_user(t, offsetof(struct user_regs_struct, rax), (long)rval);
}

/* Write len bytes at addr: process_vm_writev, or word by word with
 * PTRACE_POKEDATA, which also writes read-only pages.  False if nothing
 * could be written. */
static bool write_memory(pid_t pid, uint64_t addr, const unsigned char *data, size_t len)
{
	struct iovec local = { (void *)data, len }, remote = { (void *)(uintptr_t)addr, len };
	if (process_vm_writev(pid, &local, 1, &remote, 1, 0) == (ssize_t)len)
		return true;
	size_t done = 0;
	while (done < len) {
		uint64_t at = addr + done;
		uint64_t word_at = at & ~(uint64_t)7;
		size_t skip = at - word_at, n = 8 - skip < len - done ? 8 - skip : len - done;
		errno = 0;
		long word = ptrace(PTRACE_PEEKDATA, pid, word_at, 0L);
		if (errno)
			break;
		memcpy((char *)&word + skip, data + done, n);
		if (ptrace(PTRACE_POKEDATA, pid, word_at, word) < 0)
			break;
		done += n;
	}
	return done > 0;
}

static void poke(struct tracee *t, const struct inject_pokes *pokes)
{
	const struct call *c = &t->call;
	for (int i = 0; i < pokes->n; i++) {
		const struct inject_poke *p = &pokes->p[i];
		unsigned nargs = c->se ? c->se->nargs : 6;
		if ((unsigned)p->arg >= nargs) {
			warn("Failed to tamper with process %d: requested to tamper with"
			     " argument #%d, but system call '%s' has only %u arguments",
			     t->tid, p->arg + 1, c->se ? c->se->name : "?", nargs);
			continue;
		}
		if (write_memory(t->tid, c->arg[p->arg], p->data, p->len))
			t->call.tampered |= TAMPERED_ARGS;
		else
			warn("Failed to tamper with process %d: couldn't poke", t->tid);
	}
}

void tamper_entering(struct tracee *t, const struct ptrace_syscall_info *info)
{
	struct tracer *tr = t->tr;
	struct call *c = &t->call;
	/* Only the calls traced are counted and tampered with, as in strace
	 * 6.1: not seize's start-up code, not what -e trace= or -P leave out. */
	const struct inject_spec *s = inject_lookup(&tr->opt.inject, c->nr);
	if (!s)
		return;
	/* strace counts per thread, from its first call on; a new child
	 * counts afresh whatever its parent did. */
	if (!t->inject_counts)
		t->inject_counts = xcalloc(sysent_count, sizeof *t->inject_counts);
	uint32_t n = t->inject_counts[c->nr];
	if (n < UINT32_MAX)
		t->inject_counts[c->nr] = ++n;
	if (!inject_due(s, n))
		return;
	c->inject = s;
	if (s->actions & INJ_SIGNAL) {
		if (info->op == PTRACE_SYSCALL_INFO_SECCOMP)
			c->tampered |= TAMPER_SIGNAL_AT_EXIT;
		else
			c->inject_sig = s->signo;
	}
	if (s->actions & (INJ_ERROR | INJ_RETVAL)) {
		uint64_t nr = s->actions & INJ_SYSCALL ? s->scno : (uint64_t)-1;
		if (set_nr(tr, t, info, nr))
			c->tampered |= TAMPERED_RETURN;
		else if (errno != ESRCH)
			warn("Failed to tamper with process %d: %s", t->tid, strerror(errno));
	}
	if (s->actions & INJ_POKE_ENTER)
		poke(t, &s->poke_enter);
	if (s->actions & INJ_DELAY_ENTER) {
		c->tampered |= TAMPERED_DELAYED;
		c->delay_ns = s->delay_enter_ns;
	}
}

/* A call skipped with -1 fails with ENOSYS; one replaced by a pure syscall
 * succeeds.  Anything else means the tampering did not take (strace's
 * words): the return value is left alone. */
static bool skip_took(struct tracee *t, const struct ptrace_syscall_info *info)
{
	bool replaced = t->call.inject->actions & INJ_SYSCALL;
	if (!info->exit.is_error != replaced) {
		warn("Failed to tamper with process %d: unexpectedly got %serror"
		     " (return value %#llx, error %llu)", t->tid, replaced ? "" : "no ",
		     (unsigned long long)info->exit.rval,
		     info->exit.is_error ? (unsigned long long)-info->exit.rval : 0ULL);
		return false;
	}
	return true;
}

void tamper_exiting(struct tracer *tr, struct tracee *t, struct ptrace_syscall_info *info)
{
	struct call *c = &t->call;
	const struct inject_spec *s = c->inject;
	if (!s)
		return;
	if (s->actions & INJ_POKE_EXIT)
		poke(t, &s->poke_exit);
	if (s->actions & INJ_DELAY_EXIT) {
		c->tampered |= TAMPERED_DELAYED;
		c->delay_ns = s->delay_exit_ns;
	}
	if ((c->tampered & TAMPERED_RETURN) && skip_took(t, info)) {
		bool is_error = s->actions & INJ_ERROR;
		int64_t rval = is_error ? -(int64_t)s->error : (int64_t)s->retval;
		if (set_return(tr, t, rval, is_error)) {
			info->exit.rval = rval;
			info->exit.is_error = is_error;
		} else if (errno != ESRCH) {
			warn("Failed to tamper with process %d: %s", t->tid, strerror(errno));
		}
	}
	if (c->tampered & TAMPER_SIGNAL_AT_EXIT)
		c->inject_sig = s->signo;
}

int tamper_before_resume(struct tracer *tr, struct tracee *t)
{
	struct call *c = &t->call;
	int sig = c->inject_sig;
	c->inject_sig = 0;
	if (!c->delay_ns)
		return sig;
	/* What is traced so far goes out before the tracer waits. */
	flush_all(tr);
	struct timespec ts = { c->delay_ns / 1000000000, c->delay_ns % 1000000000 };
	c->delay_ns = 0;
	/* A signal for seize (a detach) is taken when the wait is over. */
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
	return sig;
}

void tamper_before_detach(struct tracer *tr, struct tracee *t)
{
	struct call *c = &t->call;
	if (!t->in_syscall || !(c->tampered & TAMPERED_RETURN))
		return;
	struct ptrace_syscall_info info;
	if (ptrace(PTRACE_GET_SYSCALL_INFO, t->tid, sizeof info, &info) <= 0 ||
	    info.op != PTRACE_SYSCALL_INFO_EXIT)
		return;
	tamper_exiting(tr, t, &info);
	c->tampered &= ~TAMPERED_RETURN;
}
