/* Decoders for one process looking into another: ptrace, kcmp. */
#include <linux/audit.h>
#include <linux/elf.h>
#include <linux/kcmp.h>
#include <linux/ptrace.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/user.h>

#include "decode.h"
#include "siginfo.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_ptrace_options, xlat_ptrace_peeksiginfo_flags,
	xlat_ptrace_syscall_info_ops, xlat_nt_types, xlat_audit_arch,
	xlat_errnos, xlat_seccomp_flags;

/* ---- kcmp ---- */

int dec_kcmp(struct tracee *t)
{
	int type = argi(t, 2);
	struct kcmp_epoll_slot slot;
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	sink_xval(t, &xlat_kcmp_types, (uint32_t)type, "KCMP_???");
	switch (type) {
	case KCMP_FILE:
		/* descriptors of pid1 and pid2, not of the tracee */
		sink_arg(t, 3);
		sink_fd_of(t, argi(t, 0), (int)argu(t, 3));
		sink_arg(t, 4);
		sink_fd_of(t, argi(t, 1), (int)argu(t, 4));
		break;
	case KCMP_EPOLL_TFD:
		sink_arg(t, 3);
		sink_fd_of(t, argi(t, 0), (int)argu(t, 3));
		sink_arg(t, 4);
		if (sink_fetch(t, argu(t, 4), &slot, sizeof slot)) {
			sink_struct(t);
			sink_int_field(t, "efd", (int)slot.efd);
			sink_int_field(t, "tfd", (int)slot.tfd);
			sink_uint_field(t, "toff", slot.toff);
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

/* An offset into struct user (PTRACE_PEEKUSR) as the expression strace
 * writes under every -X: 8*RIP within the registers it names, else the
 * field it falls in, then "+N" for the bytes past its start. */
static void print_user_offset(struct tracee *t, uint64_t off)
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
	if (off == SIZEOF_USER) {
		sink_func(t, "sizeof");
		sink_symbol(t, "struct user");
		sink_end(t);
		return;
	}
	if (off > SIZEOF_USER) {
		sink_hex(t, off);
		return;
	}
	uint64_t start;
	unsigned f = sizeof fields / sizeof fields[0] - 1;
	while (f && fields[f].off > off)
		f--;
	if (off < fields[0].off) {
		unsigned r = off / 8 < 20 ? off / 8 : 20;
		start = r * 8;
		if (off != start)
			sink_op(t, "+");
		sink_op(t, "*");
		sink_uint(t, 8);
		sink_symbol(t, regs[r]);
		sink_end(t);
	} else {
		start = fields[f].off;
		if (off != start)
			sink_op(t, "+");
		sink_func(t, "offsetof");
		sink_symbol(t, "struct user");
		sink_symbol(t, fields[f].name);
		sink_end(t);
	}
	if (off != start) {
		sink_uint(t, off - start);
		sink_end(t);
	}
}

/* The first len bytes of a struct user_regs_struct at addr: the registers
 * that fit, as strace shows a regset the kernel filled or read only in
 * part; its address when len is no whole number of registers. */
static void print_user_regs(struct tracee *t, uint64_t addr, uint64_t len)
{
	uint64_t r[USER_REGS_SIZE / 8];
	if (!len || len % 8) {
		sink_ptr(t, addr);
		return;
	}
	size_t n = len < sizeof r ? len / 8 : USER_REGS_SIZE / 8;
	if (!sink_fetch(t, addr, r, n * 8))
		return;
	sink_struct(t);
	for (size_t i = 0; i < n; i++)
		sink_hex_field(t, user_regs[i], r[i]);
	if (len > sizeof r)
		sink_ellipsis(t);	/* bytes past the struct */
	sink_end(t);
}

/* A u32 array member of struct user_fpregs_struct, the elements that the
 * first len bytes hold; all of them, as strace prints them, without -s. */
static void print_fp_words(struct tracee *t, const char *name, const uint32_t *w,
			   size_t count, size_t off, size_t len)
{
	if (len <= off)
		return;
	sink_field(t, name);
	sink_array(t);
	for (size_t i = 0; i < count && off + i * 4 < len; i++) {
		sink_elem(t);
		sink_hex(t, w[i]);
	}
	sink_end(t);
}

/* The first len bytes of a struct user_fpregs_struct (<sys/user.h>), in
 * 8-byte slots as the kernel copies them. */
static void print_user_fpregs(struct tracee *t, uint64_t addr, uint64_t len)
{
	struct user_fpregs_struct f;
	if (!len || len % 8) {
		sink_ptr(t, addr);
		return;
	}
	size_t n = len < sizeof f ? len : sizeof f;
	memset(&f, 0, sizeof f);
	if (!sink_fetch(t, addr, &f, n))
		return;
	/* each scalar member once the bytes hold it whole */
#define FP_FIELD(m) \
	if (n >= offsetof(struct user_fpregs_struct, m) + sizeof f.m) \
		sink_hex_field(t, #m, f.m)
	sink_struct(t);
	FP_FIELD(cwd);
	FP_FIELD(swd);
	FP_FIELD(ftw);
	FP_FIELD(fop);
	FP_FIELD(rip);
	FP_FIELD(rdp);
	FP_FIELD(mxcsr);
	FP_FIELD(mxcr_mask);
#undef FP_FIELD
	print_fp_words(t, "st_space", f.st_space, 32, offsetof(struct user_fpregs_struct, st_space), n);
	print_fp_words(t, "xmm_space", f.xmm_space, 64, offsetof(struct user_fpregs_struct, xmm_space), n);
	print_fp_words(t, "padding", f.padding, 24, offsetof(struct user_fpregs_struct, padding), n);
	if (len > sizeof f)
		sink_ellipsis(t);
	sink_end(t);
}

/* A regset's buffer: the general and the floating-point registers are
 * decoded, other sets are an address. */
static void print_regset(struct tracee *t, uint32_t type, uint64_t base, uint64_t len)
{
	if (type == NT_PRSTATUS)
		print_user_regs(t, base, len);
	else if (type == NT_PRFPREG)
		print_user_fpregs(t, base, len);
	else
		sink_ptr(t, base);
}

/* The iovec of PTRACE_GETREGSET and PTRACE_SETREGSET.  The kernel writes
 * back how much of the buffer it used: iov_len shows "asked => used" when
 * that differs.  SETREGSET's buffer is shown at entry as asked, GETREGSET's
 * at exit as used; the struct stays open from entry to exit. */
static int print_regset_iov(struct tracee *t, uint64_t addr, uint32_t type)
{
	struct call *c = &t->call;
	bool set = argu(t, 0) == PTRACE_SETREGSET;
	uint64_t iov[2];
	if (!c->exiting) {
		c->saved[0] = false;
		if (!mem_read(t->tid, addr, iov, sizeof iov)) {
			if (set)
				sink_fetch(t, addr, iov, sizeof iov);	/* its address */
			return set ? DEC_DONE : DEC_EXIT;
		}
		c->saved[0] = true;
		c->saved[1] = iov[1];
		if (!set)
			return DEC_EXIT;
		sink_struct(t);
		sink_field(t, "iov_base");
		print_regset(t, type, iov[0], iov[1]);
		sink_field(t, "iov_len");
		sink_op(t, " => ");
		sink_uint(t, iov[1]);
		return DEC_EXIT_TAIL;
	}
	uint64_t asked = c->saved[1];
	bool now = !c->is_error && mem_read(t->tid, addr, iov, sizeof iov);
	if (set) {
		if (c->saved[0]) {
			if (now && iov[1] != asked)
				sink_uint(t, iov[1]);
			sink_end(t);
			sink_end(t);
		}
		return DEC_DONE;
	}
	sink_arg(t, 3);
	if (!c->saved[0]) {
		sink_ptr(t, addr);
		return DEC_DONE;
	}
	if (!now) {
		iov[1] = asked;
		if (!mem_read(t->tid, addr, iov, sizeof iov)) {
			sink_ptr(t, addr);
			return DEC_DONE;
		}
	}
	sink_struct(t);
	sink_field(t, "iov_base");
	if (c->is_error)
		sink_ptr(t, iov[0]);
	else
		print_regset(t, type, iov[0], iov[1]);
	sink_field(t, "iov_len");
	sink_op(t, " => ");
	sink_uint(t, asked);
	if (now && iov[1] != asked)
		sink_uint(t, iov[1]);
	sink_end(t);
	sink_end(t);
	return DEC_DONE;
}

/* PTRACE_SECCOMP_GET_METADATA's struct seccomp_metadata: filter_off goes
 * in, flags come back; smaller than filter_off, it is an address. */
static int print_seccomp_metadata(struct tracee *t, uint64_t size, uint64_t data)
{
	struct call *c = &t->call;
	uint64_t m[2];
	if (!c->exiting) {
		sink_arg(t, 3);
		c->saved[0] = false;
		if (size < 8 || !data) {
			sink_ptr(t, data);
			return DEC_DONE;
		}
		if (!sink_fetch(t, data, m, 8))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "filter_off", m[0]);
		c->saved[0] = true;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error && size >= sizeof m && mem_read(t->tid, data, m, sizeof m)) {
		sink_field(t, "flags");
		sink_xflags(t, &xlat_seccomp_flags, m[1], "SECCOMP_FILTER_FLAG_???");
	}
	sink_end(t);
	return DEC_DONE;
}

static void print_siginfo_at(struct tracee *t, uint64_t addr)
{
	siginfo_t si;
	if (sink_fetch(t, addr, &si, sizeof si))
		sink_siginfo(t, &si);
}

/* The syscall number: __NR_name, the number under -X raw. */
static void print_syscall_nr(struct tracee *t, uint32_t arch, uint64_t nr)
{
	char name[64];
	bool known = arch == AUDIT_ARCH_X86_64 && nr < sysent_count && sysent_table[nr].name;
	if (known)
		snprintf(name, sizeof name, "__NR_%s", sysent_table[nr].name);
	sink_const(t, nr, NUM_UNSIGNED, known ? name : NULL, NULL);
}

/* The op-specific part of struct ptrace_syscall_info, when the kernel
 * filled it in full. */
static void print_syscall_info_tail(struct tracee *t, const struct ptrace_syscall_info *i, uint64_t got)
{
	const size_t args = offsetof(struct ptrace_syscall_info, entry.args);
	if (i->op == PTRACE_SYSCALL_INFO_EXIT) {
		/* each member shown when the kernel wrote it whole: an rval
		 * without is_error is only a number */
		bool has_error = got >= offsetof(struct ptrace_syscall_info, exit.is_error) + 1;
		if (got < offsetof(struct ptrace_syscall_info, exit.rval) + 8)
			return;
		sink_field(t, "exit");
		sink_struct(t);
		sink_field(t, "rval");
		/* an error as -ENAME, -2 under -X raw */
		const char *name = xlat_name(&xlat_errnos, -i->exit.rval);
		if (has_error && i->exit.is_error && name) {
			char neg[64];
			snprintf(neg, sizeof neg, "-%s", name);
			sink_const(t, (uint64_t)i->exit.rval, NUM_DEC, neg, NULL);
		} else {
			sink_int(t, i->exit.rval);
		}
		if (has_error)
			sink_uint_field(t, "is_error", i->exit.is_error);
		sink_end(t);
		return;
	}
	if ((i->op != PTRACE_SYSCALL_INFO_ENTRY && i->op != PTRACE_SYSCALL_INFO_SECCOMP) ||
	    got < args)
		return;
	sink_field(t, i->op == PTRACE_SYSCALL_INFO_ENTRY ? "entry" : "seccomp");
	sink_struct(t);
	sink_field(t, "nr");
	print_syscall_nr(t, i->arch, i->entry.nr);
	if (got >= args + 8) {	/* strace leaves out an array of no argument */
		sink_field(t, "args");
		sink_array(t);
		for (unsigned a = 0; a < 6 && got >= args + (a + 1) * 8; a++) {
			sink_elem(t);
			sink_hex(t, i->entry.args[a]);
		}
		sink_end(t);
	}
	if (i->op == PTRACE_SYSCALL_INFO_SECCOMP &&
	    got >= offsetof(struct ptrace_syscall_info, seccomp.ret_data) + 4)
		sink_uint_field(t, "ret_data", i->seccomp.ret_data);
	sink_end(t);
}

/* struct ptrace_syscall_info: the fields the kernel filled in full. */
static void print_syscall_info(struct tracee *t, uint64_t addr, uint64_t size)
{
	struct ptrace_syscall_info i;
	uint64_t got = (uint64_t)t->call.rval < size ? (uint64_t)t->call.rval : size;
	if (got > sizeof i)
		got = sizeof i;
	memset(&i, 0, sizeof i);
	if (t->call.is_error || !got) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &i, got))
		return;
	sink_struct(t);
	sink_field(t, "op");
	sink_xval(t, &xlat_ptrace_syscall_info_ops, i.op, "PTRACE_SYSCALL_INFO_???");
	if (got >= 8) {
		sink_field(t, "arch");
		sink_xval(t, &xlat_audit_arch, i.arch, "AUDIT_ARCH_???");
	}
	if (got >= 16)
		sink_hex_field(t, "instruction_pointer", i.instruction_pointer);
	if (got >= 24)
		sink_hex_field(t, "stack_pointer", i.stack_pointer);
	print_syscall_info_tail(t, &i, got);
	sink_end(t);
}

static void print_peeksiginfo_args(struct tracee *t, uint64_t addr)
{
	struct { uint64_t off; uint32_t flags; int32_t nr; } a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_uint_field(t, "off", a.off);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_ptrace_peeksiginfo_flags, a.flags, "PTRACE_PEEKSIGINFO_???");
	sink_int_field(t, "nr", a.nr);
	sink_end(t);
}

/* The n siginfos PTRACE_PEEKSIGINFO wrote, cut at the -s limit; one that
 * cannot be read ends the array with its address in a comment. */
static void print_siginfo_array(struct tracee *t, uint64_t addr, uint64_t n)
{
	siginfo_t si;
	sink_array(t);
	for (uint64_t i = 0; i < n; i++) {
		if (i >= array_limit(t)) {
			sink_ellipsis(t);
			break;
		}
		if (!mem_read(t->tid, addr + i * sizeof si, &si, sizeof si)) {
			sink_ellipsis(t);
			sink_comment(t, "unreadable_at", "%#llx",
				     (unsigned long long)(addr + i * sizeof si));
			break;
		}
		sink_elem(t);
		sink_siginfo(t, &si);
	}
	sink_end(t);
}

/* What the kernel wrote at addr: read only when the call succeeded, else
 * (or when unreadable) the address is reported. */
static bool fetch_result(struct tracee *t, uint64_t addr, void *buf, size_t len)
{
	if (t->call.is_error) {
		sink_ptr(t, addr);
		return false;
	}
	return sink_fetch(t, addr, buf, len);
}

/* What the kernel wrote through data, reported at exit. */
static void print_ptrace_result(struct tracee *t, uint64_t request, uint64_t addr, uint64_t data)
{
	uint64_t v;
	switch (request) {
	case PTRACE_PEEKDATA: case PTRACE_PEEKTEXT: case PTRACE_PEEKUSR:
		if (fetch_result(t, data, &v, sizeof v)) {
			sink_array(t);
			sink_ptr(t, v);
			sink_end(t);
		}
		break;
	case PTRACE_GETEVENTMSG:
		if (fetch_result(t, data, &v, sizeof v)) {
			sink_array(t);
			sink_uint(t, v);
			sink_end(t);
		}
		break;
	case PTRACE_GETSIGINFO:
		if (t->call.is_error)
			sink_ptr(t, data);
		else
			print_siginfo_at(t, data);
		break;
	case PTRACE_GETSIGMASK:
		if (t->call.is_error)
			sink_ptr(t, data);
		else
			sink_sigset_at(t, data, addr);
		break;
	case PTRACE_GETREGS:
		if (t->call.is_error)
			sink_ptr(t, data);
		else
			print_user_regs(t, data, USER_REGS_SIZE);
		break;
	case PTRACE_GETFPREGS:
		if (t->call.is_error)
			sink_ptr(t, data);
		else
			print_user_fpregs(t, data, sizeof(struct user_fpregs_struct));
		break;
	case PTRACE_PEEKSIGINFO:
		if (t->call.is_error || !data)
			sink_ptr(t, data);
		else
			print_siginfo_array(t, data, (uint64_t)t->call.rval);
		break;
	case PTRACE_GET_SYSCALL_INFO:
		print_syscall_info(t, data, addr);
		break;
	default:
		sink_ptr(t, data);
	}
}

/* Whether data is something the kernel writes: it is reported at exit. */
static bool data_at_exit(uint64_t request)
{
	switch (request) {
	case PTRACE_PEEKDATA: case PTRACE_PEEKTEXT: case PTRACE_PEEKUSR:
	case PTRACE_GETEVENTMSG: case PTRACE_GETREGSET: case PTRACE_GETSIGINFO:
	case PTRACE_GETSIGMASK: case PTRACE_PEEKSIGINFO: case PTRACE_GET_SYSCALL_INFO:
	case PTRACE_GETREGS: case PTRACE_GETFPREGS:
		return true;
	}
	return false;
}

/* The data argument that the tracer passes in, at entry. */
static void print_ptrace_data(struct tracee *t, uint64_t request, uint64_t addr, uint64_t data)
{
	switch (request) {
	case PTRACE_CONT: case PTRACE_DETACH: case PTRACE_SYSCALL:
	case PTRACE_SINGLESTEP: case PTRACE_SINGLEBLOCK: case PTRACE_SYSEMU:
	case PTRACE_SYSEMU_SINGLESTEP:
		sink_signame(t, (int)data);
		break;
	case PTRACE_SEIZE: case PTRACE_SETOPTIONS: case PTRACE_OLDSETOPTIONS:
		sink_xflags(t, &xlat_ptrace_options, data, "PTRACE_O_???");
		break;
	case PTRACE_SETSIGINFO:
		print_siginfo_at(t, data);
		break;
	case PTRACE_SETSIGMASK:
		sink_sigset_at(t, data, addr);
		break;
	case PTRACE_SETREGS:
		print_user_regs(t, data, USER_REGS_SIZE);
		break;
	case PTRACE_SETFPREGS:
		print_user_fpregs(t, data, sizeof(struct user_fpregs_struct));
		break;
	case PTRACE_POKEDATA: case PTRACE_POKETEXT: case PTRACE_POKEUSR:
		sink_hex(t, data);	/* the word written */
		break;
	default:
		sink_ptr(t, data);
	}
}

static void print_ptrace_addr(struct tracee *t, uint64_t request, uint64_t addr)
{
	switch (request) {
	case PTRACE_PEEKUSR: case PTRACE_POKEUSR:
		print_user_offset(t, addr);
		break;
	case PTRACE_GETREGSET: case PTRACE_SETREGSET:
		sink_xval(t, &xlat_nt_types, addr, "NT_???");
		break;
	case PTRACE_GETSIGMASK: case PTRACE_SETSIGMASK: case PTRACE_SECCOMP_GET_FILTER:
	case PTRACE_SECCOMP_GET_METADATA: case PTRACE_GET_SYSCALL_INFO:
	case PTRACE_GET_RSEQ_CONFIGURATION:
		sink_uint(t, addr);	/* a size or an index */
		break;
	case PTRACE_PEEKSIGINFO:
		print_peeksiginfo_args(t, addr);
		break;
	default:
		sink_ptr(t, addr);
	}
}

int dec_ptrace(struct tracee *t)
{
	uint64_t request = argu(t, 0), addr = argu(t, 2), data = argu(t, 3);
	if (t->call.exiting) {
		if (request == PTRACE_GETREGSET || request == PTRACE_SETREGSET)
			return print_regset_iov(t, data, (uint32_t)addr);
		if (request == PTRACE_SECCOMP_GET_METADATA)
			return print_seccomp_metadata(t, addr, data);
		sink_arg(t, 3);
		print_ptrace_result(t, request, addr, data);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_ptrace_requests, request, "PTRACE_???");
	if (request == PTRACE_TRACEME)
		return DEC_DONE;	/* the other arguments are ignored */
	sink_table_arg(t, 1);
	switch (request) {
	case PTRACE_ATTACH: case PTRACE_INTERRUPT: case PTRACE_KILL: case PTRACE_LISTEN:
		return DEC_DONE;
	case PTRACE_GETREGS: case PTRACE_SETREGS: case PTRACE_GETFPREGS: case PTRACE_SETFPREGS:
		break;	/* addr is ignored: strace leaves it out */
	default:
		sink_arg(t, 2);
		print_ptrace_addr(t, request, addr);
	}
	if (request == PTRACE_GETREGSET || request == PTRACE_SETREGSET) {
		if (request == PTRACE_SETREGSET)
			sink_arg(t, 3);
		return print_regset_iov(t, data, (uint32_t)addr);
	}
	if (request == PTRACE_SECCOMP_GET_METADATA)
		return print_seccomp_metadata(t, addr, data);
	if (data_at_exit(request))
		return DEC_EXIT;
	sink_arg(t, 3);
	print_ptrace_data(t, request, addr, data);
	return DEC_DONE;
}
