/* Under seize's seccomp filter the program must see what it sees without
 * it, also when it installs filters of its own (man 2 seccomp): its
 * RET_TRACE fails the call with ENOSYS where no tracer asked for
 * PTRACE_EVENT_SECCOMP stops.  We did ask: a stop whose SECCOMP_RET_DATA is
 * not ours is the program's, and the call is skipped with ENOSYS. */
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <linux/ptrace.h>

#include "seccomp-filter.h"
#include "seccomp-stop.h"
#include "util.h"

bool seccomp_stop_ours(const struct ptrace_syscall_info *info)
{
	return info->seccomp.ret_data == SEIZE_SECCOMP_DATA;
}

/* Skip the call and make it return -ENOSYS: a syscall number of -1 set at
 * the seccomp stop tells the kernel not to run it (man 2 seccomp,
 * SECCOMP_RET_TRACE), and rax is what it returns. */
void seccomp_skip_call(struct tracee *t)
{
	if (ptrace(PTRACE_POKEUSER, t->tid, offsetof(struct user_regs_struct, orig_rax), -1L) < 0 ||
	    ptrace(PTRACE_POKEUSER, t->tid, offsetof(struct user_regs_struct, rax), (long)-ENOSYS) < 0)
		if (errno != ESRCH)
			warn("cannot skip the syscall of %d: %s", t->tid, strerror(errno));
}
