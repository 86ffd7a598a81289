/* ioctl: KVM for real on /dev/kvm: the API version, a capability, a VM
 * with one page of guest memory holding a hlt, a vCPU whose registers are
 * read, set and run to the hlt, CPUID tables.  Registers and tables print
 * in part unless -v (SEIZE_V); bad and short pointers as addresses.
 * Exits 77 when /dev/kvm cannot be opened. */
#include "ioctl2.h"

#include <fcntl.h>
#include <linux/kvm.h>

#define REQ(r) xn(r, #r)

/* expect() of progs.h for lines longer than its buffer: the CPUID tables;
 * aux, when not NULL, follows the value: " (KVM_EXIT_HLT)". */
static void vsay(long rc, const char *errname, const char *aux, const char *fmt, va_list ap)
{
	static char text[65536];
	int saved = errno;
	vsnprintf(text, sizeof text, fmt, ap);
	int pad = 40 - (int)strlen(text);
	if (rc == -1 && errname)
		printf("%s%*s= -1 %s (%s)\n", text, pad < 1 ? 1 : pad, "", errname,
		       strerror(saved));
	else if (aux)
		printf("%s%*s= %ld (%s)\n", text, pad < 1 ? 1 : pad, "", rc, aux);
	else
		printf("%s%*s= %ld\n", text, pad < 1 ? 1 : pad, "", rc);
	fflush(stdout);
	errno = saved;
}

static void say(long rc, const char *errname, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void say(long rc, const char *errname, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsay(rc, errname, NULL, fmt, ap);
	va_end(ap);
}

static void say_aux(long rc, const char *aux, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void say_aux(long rc, const char *aux, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsay(rc, NULL, aux, fmt, ap);
	va_end(ap);
}

static char *out(char *b, size_t *len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static char *out(char *b, size_t *len, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	*len += (size_t)vsnprintf(b + *len, 8192 - *len, fmt, ap);
	va_end(ap);
	return b;
}

static const char *regs_str(const struct kvm_regs *r)
{
	static char b[8192];
	size_t n = 0;
	out(b, &n, "{rax=%#llx", (unsigned long long)r->rax);
	if (xv())
		out(b, &n, ", rbx=%#llx, rcx=%#llx, rdx=%#llx, rsi=%#llx, rdi=%#llx",
		    (unsigned long long)r->rbx, (unsigned long long)r->rcx,
		    (unsigned long long)r->rdx, (unsigned long long)r->rsi,
		    (unsigned long long)r->rdi);
	else
		out(b, &n, ", ...");
	out(b, &n, ", rsp=%#llx, rbp=%#llx", (unsigned long long)r->rsp,
	    (unsigned long long)r->rbp);
	if (xv()) {
		const unsigned long long hi[] = { r->r8, r->r9, r->r10, r->r11, r->r12, r->r13,
						  r->r14, r->r15 };
		for (int i = 0; i < 8; i++)
			out(b, &n, ", r%d=%#llx", i + 8, hi[i]);
	} else {
		out(b, &n, ", ...");
	}
	out(b, &n, ", rip=%#llx, rflags=%#llx}", (unsigned long long)r->rip,
	    (unsigned long long)r->rflags);
	return b;
}

static void seg_str(char *b, size_t *n, const char *name, const struct kvm_segment *s)
{
	out(b, n, "%s=", name);
	out(b, n, s->base ? "{base=%#llx" : "{base=%llu", (unsigned long long)s->base);
	out(b, n, ", limit=%u, selector=%u, type=%u, present=%u, dpl=%u, db=%u, s=%u, l=%u, "
	    "g=%u, avl=%u}", s->limit, s->selector, s->type, s->present, s->dpl, s->db, s->s,
	    s->l, s->g, s->avl);
}

static const char *hex0(unsigned long long v)
{
	static char bufs[8][32];
	static unsigned next;
	char *b = bufs[next++ % 8];
	snprintf(b, sizeof bufs[0], v ? "%#llx" : "0", v);
	return b;
}

static const char *sregs_str(const struct kvm_sregs *s)
{
	static char b[8192];
	size_t n = 0;
	out(b, &n, "{");
	seg_str(b, &n, "cs", &s->cs);
	if (!xv())
		return out(b, &n, ", ...}");
	const struct kvm_segment *segs[] = { &s->ds, &s->es, &s->fs, &s->gs, &s->ss, &s->tr,
					     &s->ldt };
	const char *names[] = { "ds", "es", "fs", "gs", "ss", "tr", "ldt" };
	for (int i = 0; i < 7; i++) {
		out(b, &n, ", ");
		seg_str(b, &n, names[i], segs[i]);
	}
	out(b, &n, ", gdt={base=%s, limit=%u}", hex0(s->gdt.base), s->gdt.limit);
	out(b, &n, ", idt={base=%s, limit=%u}", hex0(s->idt.base), s->idt.limit);
	out(b, &n, ", cr0=%llu, cr2=%llu, cr3=%llu, cr4=%llu, cr8=%llu, efer=%llu, apic_base=%s",
	    (unsigned long long)s->cr0, (unsigned long long)s->cr2, (unsigned long long)s->cr3,
	    (unsigned long long)s->cr4, (unsigned long long)s->cr8, (unsigned long long)s->efer,
	    hex0(s->apic_base));
	out(b, &n, ", interrupt_bitmap=[");
	for (int i = 0; i < 4; i++)
		out(b, &n, "%s%s", i ? ", " : "", hex0(s->interrupt_bitmap[i]));
	return out(b, &n, "]}");
}

/* A CPUID entry's flags under the -X style. */
static void flags_str(char *b, size_t size, unsigned flags)
{
	static const struct { unsigned bit; const char *name; } fl[] = {
		{ KVM_CPUID_FLAG_SIGNIFCANT_INDEX, "KVM_CPUID_FLAG_SIGNIFCANT_INDEX" },
		{ KVM_CPUID_FLAG_STATEFUL_FUNC, "KVM_CPUID_FLAG_STATEFUL_FUNC" },
		{ KVM_CPUID_FLAG_STATE_READ_NEXT, "KVM_CPUID_FLAG_STATE_READ_NEXT" },
	};
	char names[200] = "";
	size_t k = 0;
	unsigned left = flags;
	for (int j = 0; j < 3; j++)
		if (flags & fl[j].bit) {
			k += (size_t)snprintf(names + k, sizeof names - k, "%s%s", k ? "|" : "",
					      fl[j].name);
			left &= ~fl[j].bit;
		}
	if (left)
		snprintf(names + k, sizeof names - k, "%s%#x", k ? "|" : "", left);
	if (!flags || xstyle() == X_RAW)
		snprintf(b, size, "%s", hex0(flags));
	else if (xstyle() == X_VERBOSE)
		snprintf(b, size, "%#x /* %s */", flags, names);
	else
		snprintf(b, size, "%s", names);
}

/* The CPUID table: its entries, all of them, under -v alone. */
static const char *cpuid_str(const struct kvm_cpuid2 *c)
{
	static char b[65536];
	size_t n = 0;
	n += (size_t)snprintf(b, sizeof b, "{nent=%u, entries=[", c->nent);
	if (!xv()) {
		snprintf(b + n, sizeof b - n, "%s]}", c->nent ? "..." : "");
		return b;
	}
	for (unsigned i = 0; i < c->nent; i++) {
		const struct kvm_cpuid_entry2 *e = &c->entries[i];
		char flags[256];
		flags_str(flags, sizeof flags, e->flags);
		n += (size_t)snprintf(b + n, sizeof b - n,
				      "%s{function=%s, index=%s, flags=%s, eax=%s, ebx=%s, ecx=%s, "
				      "edx=%s}", i ? ", " : "", hex0(e->function), hex0(e->index),
				      flags, hex0(e->eax), hex0(e->ebx), hex0(e->ecx), hex0(e->edx));
	}
	snprintf(b + n, sizeof b - n, "]}");
	return b;
}

int main(void)
{
	int kvm = open("/dev/kvm", O_RDWR);
	if (kvm < 0)
		return 77;
	long rc = ioc(kvm, KVM_GET_API_VERSION, 0);
	say(rc, NULL, "ioctl(%d, %s, 0)", kvm, REQ(KVM_GET_API_VERSION));
	rc = ioc(kvm, KVM_CHECK_EXTENSION, (void *)KVM_CAP_USER_MEMORY);
	say(rc, NULL, "ioctl(%d, %s, %s)", kvm, REQ(KVM_CHECK_EXTENSION),
		   xn(KVM_CAP_USER_MEMORY, "KVM_CAP_USER_MEMORY"));
	rc = ioc(kvm, KVM_CHECK_EXTENSION, (void *)0xfedcba);
	say(rc, NULL, "ioctl(%d, %s, %s)", kvm, REQ(KVM_CHECK_EXTENSION),
		   xunk(0xfedcba, "KVM_CAP_???"));
	int vm = (int)ioc(kvm, KVM_CREATE_VM, 0);
	say(vm, NULL, "ioctl(%d, %s, 0)", kvm, REQ(KVM_CREATE_VM));

	long page = sysconf(_SC_PAGESIZE);
	unsigned char *mem = mmap(NULL, page, PROT_READ | PROT_WRITE,
				  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	/* mov $0x3f8, %dx; out %al, (%dx); hlt: an I/O exit, then a hlt */
	static const unsigned char code[] = { 0xba, 0xf8, 0x03, 0xee, 0xf4 };
	memcpy(mem, code, sizeof code);
	struct kvm_userspace_memory_region *reg = tail_of(sizeof *reg);
	reg->slot = 3;
	reg->flags = KVM_MEM_READONLY;
	reg->guest_phys_addr = 0x400000;
	reg->memory_size = page;
	reg->userspace_addr = (uintptr_t)mem;
	rc = ioc(vm, KVM_SET_USER_MEMORY_REGION, reg);
	say(rc, NULL, "ioctl(%d, %s, {slot=3, flags=%s, guest_phys_addr=0x400000, "
		   "memory_size=%ld, userspace_addr=%p})", vm, REQ(KVM_SET_USER_MEMORY_REGION),
		   xn(KVM_MEM_READONLY, "KVM_MEM_READONLY"), page, (void *)mem);
	reg->slot = 0;
	reg->flags = 0;
	reg->guest_phys_addr = 0x1000;
	rc = ioc(vm, KVM_SET_USER_MEMORY_REGION, reg);
	say(rc, NULL, "ioctl(%d, %s, {slot=0, flags=0, guest_phys_addr=0x1000, "
		   "memory_size=%ld, userspace_addr=%p})", vm, REQ(KVM_SET_USER_MEMORY_REGION),
		   page, (void *)mem);
	rc = ioc(vm, KVM_SET_USER_MEMORY_REGION, (char *)reg + 8);
	say(rc, "EFAULT", "ioctl(%d, %s, %p)", vm, REQ(KVM_SET_USER_MEMORY_REGION),
	       (void *)((char *)reg + 8));

	int vcpu = (int)ioc(vm, KVM_CREATE_VCPU, 0);
	say(vcpu, NULL, "ioctl(%d, %s, 0)", vm, REQ(KVM_CREATE_VCPU));
	rc = ioc(kvm, KVM_GET_VCPU_MMAP_SIZE, 0);
	say(rc, NULL, "ioctl(%d, %s, 0)", kvm, REQ(KVM_GET_VCPU_MMAP_SIZE));
	/* the vCPU's struct kvm_run, where -e kvm=vcpu finds the exit reason */
	struct kvm_run *run = mmap(NULL, rc, PROT_READ | PROT_WRITE, MAP_SHARED, vcpu, 0);
	if (run == MAP_FAILED)
		return 1;

	struct kvm_sregs *sregs = tail_of(sizeof *sregs);
	rc = ioc(vcpu, KVM_GET_SREGS, sregs);
	say(rc, NULL, "ioctl(%d, %s, %s)", vcpu, REQ(KVM_GET_SREGS), sregs_str(sregs));
	sregs->cs.base = 0;
	sregs->cs.selector = 0;
	rc = ioc(vcpu, KVM_SET_SREGS, sregs);
	say(rc, NULL, "ioctl(%d, %s, %s)", vcpu, REQ(KVM_SET_SREGS), sregs_str(sregs));
	rc = ioc(vcpu, KVM_GET_SREGS, (char *)sregs + 1);
	say(rc, "EFAULT", "ioctl(%d, %s, %p)", vcpu, REQ(KVM_GET_SREGS),
	       (void *)((char *)sregs + 1));

	struct kvm_regs *regs = tail_of(sizeof *regs);
	regs->rip = 0x1000;
	regs->rax = 2;
	regs->rbx = 3;
	regs->r15 = 0xf;
	regs->rflags = 2;
	rc = ioc(vcpu, KVM_SET_REGS, regs);
	say(rc, NULL, "ioctl(%d, %s, %s)", vcpu, REQ(KVM_SET_REGS), regs_str(regs));
	rc = ioc(vcpu, KVM_GET_REGS, regs);
	say(rc, NULL, "ioctl(%d, %s, %s)", vcpu, REQ(KVM_GET_REGS), regs_str(regs));
	rc = ioc(vcpu, KVM_SET_REGS, (char *)regs + 8);
	say(rc, "EFAULT", "ioctl(%d, %s, %p)", vcpu, REQ(KVM_SET_REGS),
	       (void *)((char *)regs + 8));

	enum { NENT = 80 };
	struct kvm_cpuid2 *cpuid = tail_of(sizeof *cpuid + NENT * sizeof cpuid->entries[0]);
	rc = ioc(kvm, KVM_GET_SUPPORTED_CPUID, cpuid);
	say(rc, "E2BIG", "ioctl(%d, %s, %p)", kvm, REQ(KVM_GET_SUPPORTED_CPUID), (void *)cpuid);
	cpuid->nent = NENT;
	rc = ioc(kvm, KVM_GET_SUPPORTED_CPUID, cpuid);
	say(rc, NULL, "ioctl(%d, %s, %s)", kvm, REQ(KVM_GET_SUPPORTED_CPUID), cpuid_str(cpuid));
	rc = ioc(vcpu, KVM_SET_CPUID2, cpuid);
	say(rc, NULL, "ioctl(%d, %s, %s)", vcpu, REQ(KVM_SET_CPUID2), cpuid_str(cpuid));
	struct kvm_cpuid2 *none = tail_of(sizeof *none);
	rc = ioc(vcpu, KVM_SET_CPUID2, none);
	say(rc, NULL, "ioctl(%d, %s, {nent=0, entries=[]})", vcpu, REQ(KVM_SET_CPUID2));
	rc = ioc(vcpu, KVM_SET_CPUID2, NULL);
	say(rc, "EFAULT", "ioctl(%d, %s, NULL)", vcpu, REQ(KVM_SET_CPUID2));

	/* -e kvm=vcpu (SEIZE_KVM_VCPU): " (KVM_EXIT_IO)" after the value */
	const char *vcpu_exits = getenv("SEIZE_KVM_VCPU");
	for (int i = 0; i < 2; i++) {
		rc = ioc(vcpu, KVM_RUN, 0);
		if (rc == 0 && vcpu_exits)
			say_aux(rc, run->exit_reason == KVM_EXIT_IO ? "KVM_EXIT_IO" :
				    run->exit_reason == KVM_EXIT_HLT ? "KVM_EXIT_HLT" : "?",
				"ioctl(%d, %s, 0)", vcpu, REQ(KVM_RUN));
		else
			say(rc, NULL, "ioctl(%d, %s, 0)", vcpu, REQ(KVM_RUN));
	}
	return 0;
}
