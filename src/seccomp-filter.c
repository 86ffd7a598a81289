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

/* The filter is built with libseccomp: its binary-tree layout keeps the cost
 * per syscall low even when many syscalls are traced. */
bool seccomp_install(const struct syscall_set *trace)
{
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	if (!ctx) {
		errno = ENOMEM;
		return false;
	}
	int rc = 0;
	/* Other architectures' calls (int 0x80) are let through untouched:
	 * libseccomp would kill the process by default. */
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_ALLOW);
	/* no_new_privs changes how setuid programs run: only set it when the
	 * kernel demands it (without CAP_SYS_ADMIN), as strace does. */
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, geteuid() != 0);
	rc |= seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	for (unsigned nr = 0; nr < sysent_count && !rc; nr++)
		if (sysent_table[nr].name && set_has(trace, nr))
			rc |= seccomp_rule_add(ctx, SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA), (int)nr, 0);
	/* A filter of the program's own can make a syscall fail, trap or be
	 * answered by a supervisor without any stop for us (those actions
	 * take precedence over RET_TRACE): seize must see each one installed,
	 * then stop the tracee at every syscall (seccomp-stop.c). */
	if (!set_has(trace, __NR_seccomp))
		rc |= seccomp_rule_add(ctx, SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA), __NR_seccomp, 0);
	if (!set_has(trace, __NR_prctl))
		rc |= seccomp_rule_add(ctx, SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA), __NR_prctl, 1,
				       SCMP_A0(SCMP_CMP_EQ, PR_SET_SECCOMP));
	/* The command's exit_group is where a lost trace turns status 0 into
	 * 1 (loop.c, keep_output_failure): it must stop, whatever is traced.
	 * One stop more per process, hidden unless traced. */
	if (!set_has(trace, __NR_exit_group))
		rc |= seccomp_rule_add(ctx, SCMP_ACT_TRACE(SEIZE_SECCOMP_DATA), __NR_exit_group, 0);
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
