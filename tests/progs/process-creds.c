/* Credentials: ids, groups, capabilities, signals sent to processes.  The
 * calls either change nothing or fail, whoever runs the program. */
#include "progs.h"

#include <grp.h>
#include <linux/capability.h>
#include <signal.h>

static void ids(void)
{
	unsigned r, e, s;
	char *end = (char *)tail_page() + 4096;
	long rc = syscall(SYS_getresuid, &r, &e, &s);
	expect(rc, NULL, "getresuid([%u], [%u], [%u])", r, e, s);
	rc = syscall(SYS_getresgid, &r, &e, &s);
	expect(rc, NULL, "getresgid([%u], [%u], [%u])", r, e, s);
	rc = syscall(SYS_getresuid, NULL, &e, end);
	expect(rc, strerrorname_np(errno), "getresuid(NULL, %p, %p)", (void *)&e, (void *)end);

	rc = syscall(SYS_setresuid, -1, -1, -1);
	expect(rc, strerrorname_np(errno), "setresuid(-1, -1, -1)");
	rc = syscall(SYS_setuid, -1);
	expect(rc, strerrorname_np(errno), "setuid(-1)");
	rc = syscall(SYS_setreuid, -1, geteuid());
	expect(rc, strerrorname_np(errno), "setreuid(-1, %u)", (unsigned)geteuid());
	rc = syscall(SYS_getuid);
	expect(rc, NULL, "getuid()");
	rc = syscall(SYS_getegid);
	expect(rc, NULL, "getegid()");
	rc = syscall(SYS_getppid);
	expect(rc, NULL, "getppid()");
	rc = syscall(SYS_gettid);
	expect(rc, NULL, "gettid()");
}

static void groups(void)
{
	gid_t g[64];
	char list[64 * 12 + 8] = "", *p = list;
	char *end = (char *)tail_page() + 4096;

	long n = syscall(SYS_getgroups, 0, NULL);
	expect(n, NULL, "getgroups(0, NULL)");
	long rc = syscall(SYS_getgroups, 64, g);
	for (long i = 0; i < rc && i < 32; i++)
		p += sprintf(p, "%s%u", i ? ", " : "", (unsigned)g[i]);
	expect(rc, NULL, "getgroups(64, [%s%s])", list, rc > 32 ? ", ..." : "");
	rc = syscall(SYS_getgroups, -1, g);
	expect(rc, strerrorname_np(errno), "getgroups(-1, %p)", (void *)g);

	/* Setting the groups the process has changes nothing. */
	rc = syscall(SYS_setgroups, n, g);
	expect(rc, strerrorname_np(errno), "setgroups(%ld, [%s%s])", n, list, n > 32 ? ", ..." : "");
	gid_t odd[3] = { 0, 65534, (gid_t)-1 };
	rc = syscall(SYS_setgroups, 3, odd);
	expect(rc, strerrorname_np(errno), "setgroups(3, [0, 65534, -1])");
	gid_t *last = (gid_t *)(end - sizeof(gid_t));
	*last = 5;
	rc = syscall(SYS_setgroups, 2, last);
	expect(rc, strerrorname_np(errno), "setgroups(2, [5, ... /* %p */])", (void *)end);
	rc = syscall(SYS_setgroups, 1, NULL);
	expect(rc, strerrorname_np(errno), "setgroups(1, NULL)");
	rc = syscall(SYS_setgroups, 65537, g);
	expect(rc, strerrorname_np(errno), "setgroups(65537, %p)", (void *)g);

	/* At most 32 elements are printed. */
	gid_t many[40];
	for (int i = 0; i < 40; i++)
		many[i] = (gid_t)-1;	/* invalid: the call fails */
	strcpy(list, "-1");
	for (int i = 1; i < 32; i++)
		strcat(list, ", -1");
	rc = syscall(SYS_setgroups, 40, many);
	expect(rc, strerrorname_np(errno), "setgroups(40, [%s, ...])", list);
}

static void capabilities(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];
	char *end = (char *)tail_page() + 4096;

	long rc = syscall(SYS_capget, &h, NULL);
	expect(rc, strerrorname_np(errno), "capget({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, NULL)");
	h.version = 0x12345;
	rc = syscall(SYS_capget, &h, d);
	expect(rc, strerrorname_np(errno),
	       "capget({version=0x12345 /* _LINUX_CAPABILITY_VERSION_??? */, pid=0}, %p)", (void *)d);
	rc = syscall(SYS_capget, end, d);
	expect(rc, strerrorname_np(errno), "capget(%p, %p)", (void *)end, (void *)d);
	h.version = _LINUX_CAPABILITY_VERSION_1;
	h.pid = 0x7fffffff;
	rc = syscall(SYS_capget, &h, d);
	expect(rc, strerrorname_np(errno), "capget({version=_LINUX_CAPABILITY_VERSION_1, pid=2147483647}, %p)",
	       (void *)d);

	/* capset on another process is always refused. */
	h.version = _LINUX_CAPABILITY_VERSION_3;
	h.pid = 1;
	memset(d, 0, sizeof d);
	d[0].effective = 1 << CAP_CHOWN | 1 << CAP_KILL;
	d[0].permitted = 1 << CAP_CHOWN | 1 << CAP_KILL | 1 << CAP_SETFCAP;
	d[1].permitted = 1 << (CAP_AUDIT_READ - 32) | 0x80000000;
	d[1].inheritable = 1 << (CAP_BPF - 32);
	rc = syscall(SYS_capset, &h, d);
	expect(rc, strerrorname_np(errno),
	       "capset({version=_LINUX_CAPABILITY_VERSION_3, pid=1}, {effective=1<<CAP_CHOWN|1<<CAP_KILL, "
	       "permitted=1<<CAP_CHOWN|1<<CAP_KILL|1<<CAP_SETFCAP|1<<CAP_AUDIT_READ|0x80000000, "
	       "inheritable=1<<CAP_BPF})");
	h.version = _LINUX_CAPABILITY_VERSION_1;
	rc = syscall(SYS_capset, &h, d);
	expect(rc, strerrorname_np(errno),
	       "capset({version=_LINUX_CAPABILITY_VERSION_1, pid=1}, {effective=1<<CAP_CHOWN|1<<CAP_KILL, "
	       "permitted=1<<CAP_CHOWN|1<<CAP_KILL|1<<CAP_SETFCAP, inheritable=0})");
	rc = syscall(SYS_capset, &h, end - 4);
	expect(rc, strerrorname_np(errno), "capset({version=_LINUX_CAPABILITY_VERSION_1, pid=1}, %p)",
	       (void *)(end - 4));
}

static void signals(void)
{
	long rc = syscall(SYS_kill, 0x7fffffff, 0);
	expect(rc, strerrorname_np(errno), "kill(2147483647, 0)");
	rc = syscall(SYS_kill, 0x7fffffff, SIGTERM);
	expect(rc, strerrorname_np(errno), "kill(2147483647, SIGTERM)");
	rc = syscall(SYS_tkill, 0x7fffffff, 33);
	expect(rc, strerrorname_np(errno), "tkill(2147483647, SIGRT_1)");
	rc = syscall(SYS_tgkill, getpid(), 0x7fffffff, SIGKILL);
	expect(rc, strerrorname_np(errno), "tgkill(%d, 2147483647, SIGKILL)", getpid());
}

int main(void)
{
	ids();
	groups();
	capabilities();
	signals();
	return 0;
}
