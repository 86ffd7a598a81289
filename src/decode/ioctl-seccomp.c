/* The seccomp family: the requests on a seccomp user-notification
 * descriptor (src/xlat/ioctl_seccomp.in).  SECCOMP_IOCTL_NOTIF_RECV's
 * struct seccomp_notif is the kernel's to fill: strace shows it at exit,
 * and also at entry, before " => ", when the program left anything in it.
 * Pids print as they are (no --pidns-translation). */
#include <stdio.h>
#include <sys/ioctl.h>
#include <linux/audit.h>
#include <linux/seccomp.h>

#include "errno-names.h"
#include "ioctl.h"

extern const struct xlat xlat_ioctl_seccomp, xlat_seccomp_resp_flags,
	xlat_seccomp_addfd_flags, xlat_audit_arch, xlat_open_flags;

/* data.nr: by name when it is in seize's own (x86_64) numbering, __NR_read;
 * an x32 number with its name in a comment; any other number alone (seize
 * has no table of i386's). */
static void print_syscall_nr(struct tracee *t, uint32_t nr, uint32_t arch)
{
	enum { X32_BIT = 0x40000000 };
	sink_field(t, "nr");
	if (arch == AUDIT_ARCH_X86_64 && nr < sysent_count && sysent_table[nr].name) {
		char name[64];
		snprintf(name, sizeof name, "__NR_%s", sysent_table[nr].name);
		sink_const(t, nr, NUM_UNSIGNED, name, NULL);	/* -X */
		return;
	}
	uint32_t low = nr & ~X32_BIT;
	sink_uint(t, nr);
	if (arch == AUDIT_ARCH_X86_64 && (nr & X32_BIT) && low < sysent_count &&
	    sysent_table[low].name)
		sink_hint(t, "syscall", "%s", sysent_table[low].name);
}

static void print_seccomp_data(struct tracee *t, const struct seccomp_data *d)
{
	sink_struct(t);
	print_syscall_nr(t, (uint32_t)d->nr, d->arch);
	sink_field(t, "arch");
	sink_xval(t, &xlat_audit_arch, d->arch, "AUDIT_ARCH_???");
	sink_ptr_field(t, "instruction_pointer", d->instruction_pointer);
	ioctl_hex_array_field(t, "args", d->args, 6, sizeof d->args[0]);
	sink_end(t);
}

static void print_notif(struct tracee *t, const struct seccomp_notif *n)
{
	sink_struct(t);
	sink_hex_field(t, "id", n->id);
	sink_field(t, "pid");
	sink_pid(t, (int)n->pid, PID_TGID);
	sink_hex_field(t, "flags", n->flags);
	sink_field(t, "data");
	print_seccomp_data(t, &n->data);
	sink_end(t);
}

/* An errno a supervisor returns, negated: -EPERM; the number when it has
 * no name. */
static void print_neg_errno(struct tracee *t, int32_t err)
{
	const char *name = NULL, *text;
	char buf[40];
	if (err < 0 && err > -4096)
		errno_describe(-err, &name, &text);
	if (name)
		snprintf(buf, sizeof buf, "-%s", name);
	sink_const(t, (uint64_t)(int64_t)err, NUM_DEC, name ? buf : NULL, NULL);
}

static void print_notif_resp(struct tracee *t, const struct seccomp_notif_resp *r)
{
	sink_struct(t);
	sink_hex_field(t, "id", r->id);
	sink_int_field(t, "val", r->val);
	sink_field(t, "error");
	print_neg_errno(t, r->error);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_seccomp_resp_flags, r->flags, "SECCOMP_USER_NOTIF_FLAG_???");
	sink_end(t);
}

static void print_notif_addfd(struct tracee *t, const struct seccomp_notif_addfd *a)
{
	sink_struct(t);
	sink_hex_field(t, "id", a->id);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_seccomp_addfd_flags, a->flags, "SECCOMP_ADDFD_FLAG_???");
	sink_field(t, "srcfd");
	sink_fd(t, (int)a->srcfd);
	sink_int_field(t, "newfd", (int32_t)a->newfd);
	sink_field(t, "newfd_flags");
	sink_xflags(t, &xlat_open_flags, a->newfd_flags, "O_???");
	sink_end(t);
}

/* SECCOMP_IOCTL_NOTIF_RECV.  saved[0]: the entry part printed the struct
 * and left " => " open. */
static int decode_notif_recv(struct tracee *t, uint64_t addr)
{
	static const struct seccomp_notif zero;
	struct call *c = &t->call;
	struct seccomp_notif n;
	if (!c->exiting) {
		c->saved[0] = false;
		if (!verbose(t) || !mem_read(t->tid, addr, &n, sizeof n)) {
			sink_arg(t, 2);
			sink_fetch(t, addr, &n, sizeof n);	/* the address */
			return DEC_DONE;
		}
		if (!memcmp(&n, &zero, sizeof n))
			return DEC_EXIT;	/* nothing in it: all at exit */
		sink_arg(t, 2);
		sink_op(t, " => ");
		print_notif(t, &n);
		c->saved[0] = true;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		sink_arg(t, 2);
	if (c->is_error)
		sink_ptr(t, addr);
	else if (sink_fetch(t, addr, &n, sizeof n))
		print_notif(t, &n);
	if (c->saved[0])
		sink_end(t);
	return DEC_DONE;
}

static int ioctl_seccomp_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	union {
		struct seccomp_notif_resp resp;
		struct seccomp_notif_addfd addfd;
	} u;
	switch (code) {
	case SECCOMP_IOCTL_NOTIF_RECV:
		return decode_notif_recv(t, arg);
	case SECCOMP_IOCTL_NOTIF_SEND:
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &u.resp, sizeof u.resp))
			print_notif_resp(t, &u.resp);
		return DEC_DONE;
	case SECCOMP_IOCTL_NOTIF_ID_VALID: case SECCOMP_IOR(2, __u64): {
		uint64_t id;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &id, sizeof id)) {
			sink_array(t);
			sink_elem(t);
			sink_hex(t, id);
			sink_end(t);
		}
		return DEC_DONE;
	}
	case SECCOMP_IOCTL_NOTIF_ADDFD:
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &u.addfd, sizeof u.addfd))
			print_notif_addfd(t, &u.addfd);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_seccomp = {
	"seccomp", &xlat_ioctl_seccomp, ioctl_seccomp_decode,
};
