/* ioctl: the seccomp user-notification family on a bad descriptor.
 * NOTIF_RECV's struct (nothing at entry when it is all zero, else the
 * struct and " => " the address the failed call left), the syscall by
 * name or number, NOTIF_SEND's negated errno, ID_VALID in both
 * directions, ADDFD's descriptor and flags; NULL and truncated structs. */
#include "ioctl-progs.h"

#include <fcntl.h>
#include <linux/audit.h>
#include <linux/seccomp.h>

static struct style st;

static void test_recv(void)
{
	char b1[96], b2[96], b3[96];
	struct seccomp_notif *n = malloc(sizeof *n);
	memset(n, 0, sizeof *n);
	long rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, (unsigned long)n);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SECCOMP_IOCTL_NOTIF_RECV), n);
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, SECCOMP_IOCTL_NOTIF_RECV));

	n->id = 0x1234;
	n->pid = 77;
	n->data.nr = SYS_getpid;
	n->data.arch = AUDIT_ARCH_X86_64;
	n->data.instruction_pointer = 0x401000;
	n->data.args[5] = 0xff;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, (unsigned long)n);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0x1234, pid=77, flags=0, data={nr=%s, arch=%s, "
	       "instruction_pointer=0x401000, args=[0, 0, 0, 0, 0, 0xff]}} => %p)",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_RECV),
	       xname(&st, b1, sizeof b1, "%llu", SYS_getpid, "__NR_getpid"),
	       xname(&st, b2, sizeof b2, "%#llx", AUDIT_ARCH_X86_64, "AUDIT_ARCH_X86_64"), n);

	/* an x32 number: its name in a comment; an unknown arch: the number */
	n->data.nr = 0x40000000 | SYS_getpid;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, (unsigned long)n);
	snprintf(b3, sizeof b3, st.x == X_RAW ? "%u" : "%u /* getpid */", n->data.nr);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0x1234, pid=77, flags=0, data={nr=%s, arch=%s, "
	       "instruction_pointer=0x401000, args=[0, 0, 0, 0, 0, 0xff]}} => %p)",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_RECV), b3, b2, n);
	n->data.arch = 0x1234;
	n->data.nr = 5;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, (unsigned long)n);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0x1234, pid=77, flags=0, data={nr=5, arch=%s, "
	       "instruction_pointer=0x401000, args=[0, 0, 0, 0, 0, 0xff]}} => %p)",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_RECV),
	       st.x == X_RAW ? "0x1234" : "0x1234 /* AUDIT_ARCH_??? */", n);
	char *cut = (char *)tail_page() + 4096 - sizeof *n + 1;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, (unsigned long)cut);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SECCOMP_IOCTL_NOTIF_RECV), cut);
	free(n);
}

static void test_send(void)
{
	char b1[96], b2[96];
	struct seccomp_notif_resp *r = malloc(sizeof *r);
	r->id = 0xabc;
	r->val = -7;
	r->error = -EPERM;
	r->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
	long rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_SEND, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0xabc, val=-7, error=%s, flags=%s})",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_SEND),
	       xname(&st, b1, sizeof b1, "%lld", (unsigned long long)-EPERM, "-EPERM"),
	       xname(&st, b2, sizeof b2, "%#llx", SECCOMP_USER_NOTIF_FLAG_CONTINUE,
		     "SECCOMP_USER_NOTIF_FLAG_CONTINUE"));
	r->error = 5;
	r->flags = 0x10;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_SEND, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0xabc, val=-7, error=5, flags=%s})",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_SEND),
	       st.x == X_RAW ? "0x10" : "0x10 /* SECCOMP_USER_NOTIF_FLAG_??? */");
	char *cut = (char *)tail_page() + 4096 - sizeof *r + 4;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_SEND, (unsigned long)cut);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SECCOMP_IOCTL_NOTIF_SEND), cut);
	free(r);

	uint64_t *id = malloc(sizeof *id);
	*id = 0xfeedfacecafe;
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_ID_VALID, (unsigned long)id);
	expect(rc, "EBADF", "ioctl(-1, %s, [0xfeedfacecafe])", REQ(&st, SECCOMP_IOCTL_NOTIF_ID_VALID));
	rc = sys_ioctl(-1, SECCOMP_IOR(2, __u64), 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", xname(&st, b1, sizeof b1, "%#llx",
	       SECCOMP_IOR(2, __u64), "SECCOMP_IOCTL_NOTIF_ID_VALID_WRONG_DIR"));
	free(id);
}

static void test_addfd(void)
{
	char b1[96], b2[96];
	struct seccomp_notif_addfd *a = malloc(sizeof *a);
	a->id = 1;
	a->flags = SECCOMP_ADDFD_FLAG_SETFD;
	a->srcfd = 0;
	a->newfd = 0xffffffff;
	a->newfd_flags = O_CLOEXEC;
	long rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_ADDFD, (unsigned long)a);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=0x1, flags=%s, srcfd=%s, newfd=-1, newfd_flags=%s})",
	       REQ(&st, SECCOMP_IOCTL_NOTIF_ADDFD),
	       xname(&st, b1, sizeof b1, "%#llx", SECCOMP_ADDFD_FLAG_SETFD, "SECCOMP_ADDFD_FLAG_SETFD"),
	       FD(&st, 0), xname(&st, b2, sizeof b2, "%#llx", O_CLOEXEC, "O_CLOEXEC"));
	rc = sys_ioctl(-1, SECCOMP_IOCTL_NOTIF_ADDFD, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, SECCOMP_IOCTL_NOTIF_ADDFD));
	free(a);
}

int main(void)
{
	st = style_get();
	test_recv();
	test_send();
	test_addfd();
	return 0;
}
