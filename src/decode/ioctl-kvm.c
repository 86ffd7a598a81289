/* KVM's requests (<linux/kvm.h>, type 0xAE) on /dev/kvm, a VM and a vCPU:
 * the descriptors they make, guest memory, the x86 registers, CPUID
 * tables.  strace shows the registers and tables in part without -v. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/kvm.h>

#include "common.h"
#include "memory.h"
#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_kvm, xlat_kvm_cap, xlat_kvm_mem_flags,
	xlat_kvm_cpuid_flags, xlat_kvm_exit_reasons;

static void print_memory_region(struct tracee *t, uint64_t addr)
{
	struct kvm_userspace_memory_region r;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return;
	sink_struct(t);
	sink_uint_field(t, "slot", r.slot);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_kvm_mem_flags, r.flags, "KVM_MEM_???");
	sink_hex_field(t, "guest_phys_addr", r.guest_phys_addr);
	sink_uint_field(t, "memory_size", r.memory_size);
	sink_hex_field(t, "userspace_addr", r.userspace_addr);
	sink_end(t);
}

/* Registers by name, in hex. */
struct reg { const char *name; size_t off; };

static void print_regs_of(struct tracee *t, const void *p, const struct reg *r, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint64_t v;
		memcpy(&v, (const char *)p + r[i].off, sizeof v);
		sink_hex_field(t, r[i].name, v);
	}
}

#define REG(m) { #m, offsetof(struct kvm_regs, m) }

/* rax, rsp, rbp, rip and rflags always; the others under -v. */
static void print_regs(struct tracee *t, uint64_t addr)
{
	static const struct reg head[] = { REG(rax) },
		args[] = { REG(rbx), REG(rcx), REG(rdx), REG(rsi), REG(rdi) },
		stack[] = { REG(rsp), REG(rbp) },
		more[] = { REG(r8), REG(r9), REG(r10), REG(r11), REG(r12), REG(r13), REG(r14),
			   REG(r15) },
		tail[] = { REG(rip), REG(rflags) };
	struct kvm_regs r;
	if (!sink_fetch(t, addr, &r, sizeof r))
		return;
	bool all = !abbrev(t);
	sink_struct(t);
	print_regs_of(t, &r, head, 1);
	if (all)
		print_regs_of(t, &r, args, sizeof args / sizeof args[0]);
	else
		sink_ellipsis(t);
	print_regs_of(t, &r, stack, 2);
	if (all)
		print_regs_of(t, &r, more, sizeof more / sizeof more[0]);
	else
		sink_ellipsis(t);
	print_regs_of(t, &r, tail, 2);
	sink_end(t);
}

static void print_segment(struct tracee *t, const char *name, const struct kvm_segment *s)
{
	sink_field(t, name);
	sink_struct(t);
	sink_hex_field(t, "base", s->base);
	sink_uint_field(t, "limit", s->limit);
	sink_uint_field(t, "selector", s->selector);
	sink_uint_field(t, "type", s->type);
	sink_uint_field(t, "present", s->present);
	sink_uint_field(t, "dpl", s->dpl);
	sink_uint_field(t, "db", s->db);
	sink_uint_field(t, "s", s->s);
	sink_uint_field(t, "l", s->l);
	sink_uint_field(t, "g", s->g);
	sink_uint_field(t, "avl", s->avl);
	sink_end(t);
}

static void print_dtable(struct tracee *t, const char *name, const struct kvm_dtable *d)
{
	sink_field(t, name);
	sink_struct(t);
	sink_hex_field(t, "base", d->base);
	sink_uint_field(t, "limit", d->limit);
	sink_end(t);
}

/* cs alone without -v. */
static void print_sregs(struct tracee *t, uint64_t addr)
{
	struct kvm_sregs s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	print_segment(t, "cs", &s.cs);
	if (abbrev(t)) {
		sink_ellipsis(t);
		sink_end(t);
		return;
	}
	print_segment(t, "ds", &s.ds);
	print_segment(t, "es", &s.es);
	print_segment(t, "fs", &s.fs);
	print_segment(t, "gs", &s.gs);
	print_segment(t, "ss", &s.ss);
	print_segment(t, "tr", &s.tr);
	print_segment(t, "ldt", &s.ldt);
	print_dtable(t, "gdt", &s.gdt);
	print_dtable(t, "idt", &s.idt);
	sink_uint_field(t, "cr0", s.cr0);
	sink_uint_field(t, "cr2", s.cr2);
	sink_uint_field(t, "cr3", s.cr3);
	sink_uint_field(t, "cr4", s.cr4);
	sink_uint_field(t, "cr8", s.cr8);
	sink_uint_field(t, "efer", s.efer);
	sink_hex_field(t, "apic_base", s.apic_base);
	sink_field(t, "interrupt_bitmap");
	sink_array(t);
	for (size_t i = 0; i < sizeof s.interrupt_bitmap / sizeof s.interrupt_bitmap[0]; i++) {
		sink_elem(t);
		sink_hex(t, s.interrupt_bitmap[i]);
	}
	sink_end(t);
	sink_end(t);
}

static void print_cpuid_entry(struct tracee *t, const void *elem, void *ctx)
{
	struct kvm_cpuid_entry2 e;
	memcpy(&e, elem, sizeof e);
	sink_struct(t);
	sink_hex_field(t, "function", e.function);
	sink_hex_field(t, "index", e.index);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_kvm_cpuid_flags, e.flags, "KVM_CPUID_FLAG_???");
	sink_hex_field(t, "eax", e.eax);
	sink_hex_field(t, "ebx", e.ebx);
	sink_hex_field(t, "ecx", e.ecx);
	sink_hex_field(t, "edx", e.edx);
	sink_end(t);
}

/* {nent=N, entries=[...]}: the entries only under -v. */
static void print_cpuid2(struct tracee *t, uint64_t addr)
{
	struct kvm_cpuid2 c;
	if (!sink_fetch(t, addr, &c, sizeof c))
		return;
	sink_struct(t);
	sink_uint_field(t, "nent", c.nent);
	sink_field(t, "entries");
	if (abbrev(t)) {
		sink_array(t);
		if (c.nent)
			sink_ellipsis(t);
		sink_end(t);
	} else {
		print_array(t, addr + sizeof c, c.nent, sizeof(struct kvm_cpuid_entry2),
			    print_cpuid_entry, NULL);
	}
	sink_end(t);
}

/* Where the tracee mapped the vCPU fd's struct kvm_run: the line of
 * /proc/PID/maps that names the descriptor's file, anon_inode:kvm-vcpu:N
 * (one per vCPU).  0 when it is not mapped. */
static uint64_t kvm_run_address(pid_t pid, int fd)
{
	char path[64], name[64];
	snprintf(path, sizeof path, "/proc/%d/fd/%d", pid, fd);
	ssize_t n = readlink(path, name, sizeof name - 1);
	if (n <= 0)
		return 0;
	name[n] = 0;
	snprintf(path, sizeof path, "/proc/%d/maps", pid);
	FILE *f = fopen(path, "re");
	if (!f)
		return 0;
	char line[512];
	uint64_t start = 0;
	while (!start && fgets(line, sizeof line, f)) {
		char *file = strchr(line, '/') ? NULL : strstr(line, "anon_inode:");
		if (!file)
			continue;
		file[strcspn(file, "\n")] = 0;
		if (!strcmp(file, name))
			sscanf(line, "%lx", (unsigned long *)&start);
	}
	fclose(f);
	return start;
}

/* -e kvm=vcpu: KVM_RUN's " (KVM_EXIT_IO)", the exit_reason of the vCPU's
 * struct kvm_run, as strace shows it.  Nothing when it is not found. */
static void kvm_run_exit_reason(struct tracee *t)
{
	if (t->call.is_error)
		return;
	uint64_t run = kvm_run_address(t->tid, argi(t, 0));
	uint32_t reason;
	if (!run || !mem_read(t->tid, run + offsetof(struct kvm_run, exit_reason), &reason,
			      sizeof reason))
		return;
	sink_aux_begin(t);
	sink_xval(t, &xlat_kvm_exit_reasons, reason, "KVM_EXIT_???");
	sink_names_always(t);
	sink_aux_end(t);
}

/* At exit: what the kernel filled. */
static int kvm_exit(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code == KVM_RUN) {
		kvm_run_exit_reason(t);
		return DEC_DONE;
	}
	if (ioctl_exit_ptr(t, arg))
		return DEC_DONE;
	switch (code) {
	case KVM_GET_REGS: print_regs(t, arg); break;
	case KVM_GET_SREGS: print_sregs(t, arg); break;
	default: print_cpuid2(t, arg); break;	/* the CPUID requests */
	}
	return DEC_DONE;
}

static int ioctl_kvm_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (_IOC_TYPE(code) != KVMIO)
		return IOCTL_UNKNOWN;
	if (t->call.exiting)
		return kvm_exit(t, code, arg);
	switch (code) {
	case KVM_GET_REGS: case KVM_GET_SREGS: case KVM_GET_SUPPORTED_CPUID:
	case KVM_GET_EMULATED_CPUID:
		return DEC_EXIT;
	case KVM_CREATE_VM:
		t->call.ret_format = R_FD;	/* -y: the VM's descriptor */
		sink_arg(t, 2);
		sink_hex(t, arg);		/* the machine type */
		return DEC_DONE;
	case KVM_CREATE_VCPU:
		t->call.ret_format = R_FD;
		sink_arg(t, 2);
		sink_uint(t, (uint32_t)arg);	/* the vCPU's id */
		return DEC_DONE;
	case KVM_SET_USER_MEMORY_REGION:
		sink_arg(t, 2);
		print_memory_region(t, arg);
		return DEC_DONE;
	case KVM_SET_REGS:
		sink_arg(t, 2);
		print_regs(t, arg);
		return DEC_DONE;
	case KVM_SET_SREGS:
		sink_arg(t, 2);
		print_sregs(t, arg);
		return DEC_DONE;
	case KVM_SET_CPUID2:
		sink_arg(t, 2);
		print_cpuid2(t, arg);
		return DEC_DONE;
	case KVM_RUN:
		sink_arg(t, 2);
		sink_hex(t, arg);
		return t->tr->opt.kvm_vcpu ? DEC_EXIT_TAIL : DEC_DONE;
	case KVM_CHECK_EXTENSION:
		sink_arg(t, 2);
		sink_xval(t, &xlat_kvm_cap, arg, "KVM_CAP_???");
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_kvm = {
	"kvm", &xlat_ioctl_kvm, ioctl_kvm_decode, NULL,
};
