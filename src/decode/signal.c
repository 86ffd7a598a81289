/* Decoders and struct printers for signals: sigaction, masks, kill, signal waits. */
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <ucontext.h>

#include "decode.h"
#include "siginfo.h"

extern const struct xlat xlat_sigaction_flags, xlat_sigaltstack_flags,
	xlat_sigprocmask_how;

enum { KERNEL_SIGSET = 8 };	/* the kernel's sigset_t: 64 signals */

/* The kernel's struct sigaction on x86_64.  strace reads 88 bytes for it
 * (its mask field is sized for 512 signals), so an action that ends less
 * than 88 bytes before an unreadable page prints as its address. */
struct k_sigaction {
	uint64_t handler;
	uint64_t flags;
	uint64_t restorer;
	uint64_t mask;
	uint64_t strace_room[7];
};

/* SA_RESTORER is x86's own flag (<asm/signal.h>), absent from glibc's. */
enum { SA_RESTORER_FLAG = 0x04000000 };

static void print_handler(struct output *o, uint64_t h)
{
	const char *name = h == 0 ? "SIG_DFL" : h == 1 ? "SIG_IGN" : h == (uint64_t)-1 ? "SIG_ERR" : NULL;
	print_named(o, h, NUM_HEX, name, NULL);	/* -X */
}

/* rt_sigaction's act and oact.  The mask always prints as the kernel's 8
 * bytes, whatever the sigsetsize argument says. */
void print_struct_sigaction(struct tracee *t, int i)
{
	struct output *o = t->out;
	struct k_sigaction sa;
	if (!fetch_arg(t, i, &sa, sizeof sa))
		return;
	out_puts(o, "{sa_handler=");
	print_handler(o, sa.handler);
	out_puts(o, ", sa_mask=");
	print_sigmask(o, &sa.mask, sizeof sa.mask);
	out_puts(o, ", sa_flags=");
	print_xflags(o, &xlat_sigaction_flags, sa.flags, xlat_sigaction_flags.dflt);
	if (sa.flags & SA_RESTORER_FLAG) {
		out_puts(o, ", sa_restorer=");
		print_ptr(o, sa.restorer);
	}
	out_putc(o, '}');
}

/* sigaltstack's stack_t. */
void print_struct_stack_t(struct tracee *t, int i)
{
	struct output *o = t->out;
	struct { uint64_t sp; int32_t flags; uint32_t pad; uint64_t size; } ss;
	if (!fetch_arg(t, i, &ss, sizeof ss))
		return;
	out_puts(o, "{ss_sp=");
	print_ptr(o, ss.sp);
	out_puts(o, ", ss_flags=");
	print_xflags(o, &xlat_sigaltstack_flags, (uint32_t)ss.flags, xlat_sigaltstack_flags.dflt);
	out_printf(o, ", ss_size=%llu}", (unsigned long long)ss.size);
}

/* A siginfo the tracee passes (rt_sigqueueinfo) or gets back (rt_sigtimedwait). */
void print_struct_siginfo_t(struct tracee *t, int i)
{
	siginfo_t si;
	if (fetch_arg(t, i, &si, sizeof si))
		sink_siginfo(t, &si);
}

/* An output argument: its address when the call failed. */
static void print_osigset(struct tracee *t, int i, uint64_t size)
{
	if (t->call.is_error)
		print_ptr(t->out, argu(t, i));
	else
		print_sigset_at(t, argu(t, i), size);
}

/* rt_sigprocmask(how, set, oset, sigsetsize): the old mask at exit. */
int dec_rt_sigprocmask(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t size = argu(t, 3);
	if (!t->call.exiting) {
		print_xval(o, &xlat_sigprocmask_how, (uint32_t)argu(t, 0), xlat_sigprocmask_how.dflt);
		print_sep(o);
		print_sigset_at(t, argu(t, 1), size);
		print_sep(o);
		return DEC_EXIT;
	}
	print_osigset(t, 2, size);
	out_printf(o, ", %llu", (unsigned long long)size);
	return DEC_DONE;
}

/* rt_sigpending(set, sigsetsize): the kernel accepts any size up to its
 * own and writes that many bytes, so strace prints sizes 1 to 8. */
int dec_rt_sigpending(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t addr = argu(t, 0), size = argu(t, 1), mask = 0;
	if (!t->call.exiting)
		return DEC_EXIT;
	if (t->call.is_error || size < 1 || size > KERNEL_SIGSET)
		print_ptr(o, addr);
	else if (fetch(t, addr, &mask, size))
		print_sigmask(o, &mask, size);
	out_printf(o, ", %llu", (unsigned long long)size);
	return DEC_DONE;
}

/* rt_sigtimedwait(set, info, timeout, sigsetsize) = the signal taken.
 * With no info to fill, strace prints everything at entry. */
int dec_rt_sigtimedwait(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	uint64_t info = argu(t, 1), size = argu(t, 3);
	if (!c->exiting) {
		print_sigset_at(t, argu(t, 0), size);
		print_sep(o);
		if (info)
			return DEC_EXIT;
		out_puts(o, "NULL, ");
		print_timespec_at(t, argu(t, 2));
		out_printf(o, ", %llu", (unsigned long long)size);
		return DEC_EXIT;
	}
	if (info) {
		print_struct_arg(t, 1, c->is_error);
		print_sep(o);
		print_timespec_at(t, argu(t, 2));
		out_printf(o, ", %llu", (unsigned long long)size);
	}
	if (!c->is_error) {
		char name[16];
		snprintf(tracee_auxbuf(t), AUX_SIZE, "(%s)", signal_name((int)c->rval, name));
		c->aux = tracee_auxbuf(t);
	}
	return DEC_DONE;
}

/* The x86_64 signal frame the handler returns through is the return
 * address, then the kernel's ucontext: the restorer's rt_sigreturn runs with
 * the stack pointer at that ucontext (the handler's ret popped the address).
 * glibc's ucontext_t has the kernel's layout up to uc_sigmask. */
#define UC_SIGMASK_OFFSET offsetof(ucontext_t, uc_sigmask)
_Static_assert(UC_SIGMASK_OFFSET == 296, "x86_64 ucontext layout");

/* rt_sigreturn(): strace shows the mask the return restores. */
int dec_rt_sigreturn(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t mask;
	out_puts(o, "{mask=");
	if (fetch(t, t->call.sp + UC_SIGMASK_OFFSET, &mask, sizeof mask))
		print_sigmask(o, &mask, sizeof mask);
	out_putc(o, '}');
	return DEC_DONE;
}
