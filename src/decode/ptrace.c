/* Decoders for one process looking into another: ptrace, kcmp. */
#include <linux/audit.h>
#include <linux/elf.h>
#include <linux/kcmp.h>
#include <linux/ptrace.h>
#include <stdio.h>

#include "decode.h"
#include "process.h"
#include "siginfo.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_ptrace_options, xlat_ptrace_peeksiginfo_flags,
	xlat_ptrace_syscall_info_ops, xlat_nt_types, xlat_audit_arch,
	xlat_errnos;

/* A struct member holding a number. */
static void int_field(struct tracee *t, const char *name, int64_t v)
{
	sink_field(t, name);
	sink_int(t, v);
}

static void uint_field(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	sink_uint(t, v);
}

/* ---- kcmp ---- */

int dec_kcmp(struct tracee *t)
{
	int type = argi(t, 2);
	struct kcmp_epoll_slot slot;
	sink_arg(t, 0);
	sink_int(t, argi(t, 0));
	sink_arg(t, 1);
	sink_int(t, argi(t, 1));
	sink_arg(t, 2);
	sink_xval(t, &xlat_kcmp_types, (uint32_t)type, "KCMP_???");
	switch (type) {
	case KCMP_FILE:
		/* descriptors of pid1 and pid2, not of the tracee: no -y */
		sink_arg(t, 3);
		sink_int(t, (int)argu(t, 3));
		sink_arg(t, 4);
		sink_int(t, (int)argu(t, 4));
		break;
	case KCMP_EPOLL_TFD:
		sink_arg(t, 3);
		sink_int(t, (int)argu(t, 3));
		sink_arg(t, 4);
		if (sink_fetch(t, argu(t, 4), &slot, sizeof slot)) {
			sink_struct(t);
			int_field(t, "efd", (int)slot.efd);
			int_field(t, "tfd", (int)slot.tfd);
			uint_field(t, "toff", slot.toff);
			sink_end(t);
		}
		break;
	case KCMP_FILES: case KCMP_FS: case KCMP_IO: case KCMP_SIGHAND:
	case KCMP_SYSVSEM: case KCMP_VM:
		break;	/* the indexes mean nothing: strace leaves them out */
	default:
		sink_arg(t, 3);
		sink_hex(t, argu(t, 3));
		sink_arg(t, 4);
		sink_hex(t, argu(t, 4));
	}
	return DEC_DONE;
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
		sink_siginfo(t, &si);
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
		sink_siginfo(t, &si);
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
