/* Decoders and struct printers for signals: sigaction, masks, kill, signal waits. */
#include <signal.h>
#include <stddef.h>
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

/* A handler: SIG_DFL, SIG_IGN, SIG_ERR by name, any other in hex. */
static void print_handler(struct tracee *t, uint64_t h)
{
	const char *name = h == 0 ? "SIG_DFL" : h == 1 ? "SIG_IGN" : h == (uint64_t)-1 ? "SIG_ERR" : NULL;
	sink_const(t, h, NUM_HEX, name, NULL);	/* -X */
}

/* rt_sigaction's act and oact.  The mask always prints as the kernel's 8
 * bytes, whatever the sigsetsize argument says. */
void print_struct_sigaction(struct tracee *t, int i)
{
	struct k_sigaction sa;
	if (!sink_fetch(t, argu(t, i), &sa, sizeof sa))
		return;
	sink_struct(t);
	sink_field(t, "sa_handler");
	print_handler(t, sa.handler);
	sink_field(t, "sa_mask");
	sink_sigmask(t, &sa.mask, sizeof sa.mask);
	sink_field(t, "sa_flags");
	sink_xflags(t, &xlat_sigaction_flags, sa.flags, xlat_sigaction_flags.dflt);
	if (sa.flags & SA_RESTORER_FLAG) {
		sink_field(t, "sa_restorer");
		sink_ptr(t, sa.restorer);
	}
	sink_end(t);
}

/* sigaltstack's stack_t. */
void print_struct_stack_t(struct tracee *t, int i)
{
	struct { uint64_t sp; int32_t flags; uint32_t pad; uint64_t size; } ss;
	if (!sink_fetch(t, argu(t, i), &ss, sizeof ss))
		return;
	sink_struct(t);
	sink_field(t, "ss_sp");
	sink_ptr(t, ss.sp);
	sink_field(t, "ss_flags");
	sink_xflags(t, &xlat_sigaltstack_flags, (uint32_t)ss.flags, xlat_sigaltstack_flags.dflt);
	sink_field(t, "ss_size");
	sink_uint(t, ss.size);
	sink_end(t);
}

/* A siginfo the tracee passes (rt_sigqueueinfo) or gets back (rt_sigtimedwait). */
void print_struct_siginfo_t(struct tracee *t, int i)
{
	siginfo_t si;
	if (sink_fetch(t, argu(t, i), &si, sizeof si))
		sink_siginfo(t, &si);
}

/* The size of the call's sigset_t: its argument that the table names
 * "sigsetsize"; the kernel's size when there is none. */
static uint64_t sigsetsize_arg(struct tracee *t)
{
	const struct sysent *se = t->call.se;
	for (int k = 0; k < se->nargs; k++)
		if (!strcmp(se->args[k].name, "sigsetsize"))
			return argu(t, k);
	return KERNEL_SIGSET;
}

/* rt_sigprocmask's set and oset, rt_sigtimedwait's set: [INT TERM], or the
 * address when the size is not the kernel's, as strace prints them. */
void print_struct_sigset_t(struct tracee *t, int i)
{
	sink_sigset_at(t, argu(t, i), sigsetsize_arg(t));
}

/* The sigset size argument, last of each call below. */
static void print_size_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_uint(t, argu(t, i));
}

/* rt_sigprocmask(how, set, oset, sigsetsize): the old mask at exit, its
 * address when the call failed. */
int dec_rt_sigprocmask(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_arg(t, 0);
		sink_xval(t, &xlat_sigprocmask_how, (uint32_t)argu(t, 0), xlat_sigprocmask_how.dflt);
		sink_arg(t, 1);
		print_struct_sigset_t(t, 1);
		return DEC_EXIT;
	}
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
	else
		print_struct_sigset_t(t, 2);
	print_size_arg(t, 3);
	return DEC_DONE;
}

/* rt_sigpending(set, sigsetsize): the kernel accepts any size up to its
 * own and writes that many bytes, so strace prints sizes 1 to 8. */
int dec_rt_sigpending(struct tracee *t)
{
	uint64_t addr = argu(t, 0), size = argu(t, 1), mask = 0;
	if (!t->call.exiting)
		return DEC_EXIT;
	sink_arg(t, 0);
	if (t->call.is_error || size < 1 || size > KERNEL_SIGSET)
		sink_ptr(t, addr);
	else if (sink_fetch(t, addr, &mask, size))
		sink_sigmask(t, &mask, (unsigned)size);
	print_size_arg(t, 1);
	return DEC_DONE;
}

static void print_sigtimedwait_tail(struct tracee *t)
{
	sink_arg(t, 2);
	sink_timespec_at(t, argu(t, 2));
	print_size_arg(t, 3);
}

/* rt_sigtimedwait(set, info, timeout, sigsetsize) = the signal taken,
 * named after the return value under every -X.  With no info to fill,
 * strace prints every argument at entry. */
int dec_rt_sigtimedwait(struct tracee *t)
{
	struct call *c = &t->call;
	uint64_t info = argu(t, 1);
	if (!c->exiting) {
		sink_arg(t, 0);
		print_struct_sigset_t(t, 0);
		if (info)
			return DEC_EXIT;
		sink_arg(t, 1);
		sink_ptr(t, 0);
		print_sigtimedwait_tail(t);
		return DEC_EXIT_TAIL;
	}
	if (info) {
		sink_arg(t, 1);
		print_struct_arg(t, 1, c->is_error);
		print_sigtimedwait_tail(t);
	}
	if (!c->is_error) {
		sink_aux_begin(t);
		sink_signame(t, (int)c->rval);
		sink_names_always(t);
		sink_aux_end(t);
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
	uint64_t mask;
	/* No argument of the table: the signal frame the kernel restores,
	 * as strace shows it. */
	sink_call_member(t, "frame");
	sink_struct(t);
	sink_field(t, "mask");
	if (sink_fetch(t, t->call.sp + UC_SIGMASK_OFFSET, &mask, sizeof mask))
		sink_sigmask(t, &mask, sizeof mask);
	sink_end(t);
	return DEC_DONE;
}
