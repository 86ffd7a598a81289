#include <errno.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "seccomp-filter.h"
#include "syscall.h"

#ifdef HAVE_LIBSECCOMP
#include <seccomp.h>

bool seccomp_available(void)
{
	return true;
}

/* The syscalls that stop whatever is traced: those that install a filter
 * of the program's own (seize must see each one, then stop the tracee at
 * every syscall, seccomp-stop.c: such a filter can make a syscall fail,
 * trap or be answered by a supervisor without any stop for us, as those
 * actions take precedence over RET_TRACE), and the command's exit_group,
 * where a lost trace turns status 0 into 1 (loop.c, keep_output_failure):
 * one stop more per process, hidden unless traced. */
static bool always_stops(unsigned nr)
{
	return nr == __NR_seccomp || nr == __NR_exit_group;
}

/* RET_TRACE is the default: a number the table does not name (syscall_0x3ff,
 * a syscall newer than seize) stops whatever is traced, as in strace 6.1
 * (printer.c).  ALLOW for each named syscall left out of trace. */
static int allow_untraced(scmp_filter_ctx ctx, const struct syscall_set *trace)
{
	int rc = 0;
	for (unsigned nr = 0; nr < sysent_count && !rc; nr++)
		if (sysent_table[nr].name && !set_has(trace, nr) && !always_stops(nr) &&
		    nr != __NR_prctl)
			rc |= seccomp_rule_add(ctx, SCMP_ACT_ALLOW, (int)nr, 0);
	if (!set_has(trace, __NR_prctl))
		rc |= seccomp_rule_add(ctx, SCMP_ACT_ALLOW, __NR_prctl, 1,
				       SCMP_A0(SCMP_CMP_NE, PR_SET_SECCOMP));
	return rc;
}

/* The filter is built with libseccomp: its binary-tree layout keeps the cost
 * per syscall low even when many syscalls are traced. */
bool seccomp_install(const struct syscall_set *trace)
{
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA));
	if (!ctx) {
		errno = ENOMEM;
		return false;
	}
	int rc = 0;
	/* i386 calls (int $0x80, an i386 program) and x32 calls have
	 * numbers of their own, which this x86_64 filter does not know:
	 * each stops, and printer.c leaves out those not traced.
	 * (libseccomp would kill the process by default.) */
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA));
	/* no_new_privs changes how setuid programs run: only set it when the
	 * kernel demands it (without CAP_SYS_ADMIN), as strace does. */
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, geteuid() != 0);
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	if (!rc)
		rc = allow_untraced(ctx, trace);
	if (!rc)
		rc = seccomp_load(ctx);
	seccomp_release(ctx);
	if (rc) {
		errno = rc < 0 ? -rc : EINVAL;
		return false;
	}
	return true;
}

#else

bool seccomp_available(void)
{
	return false;
}

bool seccomp_install(const struct syscall_set *trace)
{
	(void)trace;
	errno = ENOSYS;
	return false;
}

#endif
