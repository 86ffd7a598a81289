/* Launch mode: start the command as seize's child, in seize's process group
 * (it is the same shell job), seized before it execs. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/ptrace.h>

#include "seccomp-filter.h"
#include "tracer.h"
#include "util.h"

/* PATH is searched here, not by execvp in the child: its failed attempts
 * would be execve calls in the trace. */
static char *resolve_command(const char *name)
{
	struct stat st;
	if (strchr(name, '/')) {
		if (stat(name, &st) < 0)
			die("Can't stat '%s': %s", name, strerror(errno));
		return xstrdup(name);
	}
	const char *path = getenv("PATH");
	if (!path || !*path)
		path = "/usr/local/bin:/usr/bin:/bin";
	char candidate[PATH_MAX];
	const char *p = path;
	char *found = NULL;
	while (*p) {
		const char *end = strchrnul(p, ':');
		int len = end - p;
		snprintf(candidate, sizeof candidate, "%.*s%s%s", len, p,
			 len ? "/" : "", name);
		if (stat(candidate, &st) == 0 && S_ISREG(st.st_mode)) {
			if (access(candidate, X_OK) == 0)
				return xstrdup(candidate);
			if (!found)
				found = xstrdup(candidate);
		}
		p = *end ? end + 1 : end;
	}
	if (found)
		return found;	/* execve reports EACCES, as the shell would */
	die("Can't stat '%s': No such file or directory", name);
}

static void child(const struct tracer *tr, int gate, const char *path)
{
	char c;
	jobctl_child_restore(tr);
	/* Wait until seize has seized us: the pipe closes only then. */
	while (read(gate, &c, 1) < 0 && errno == EINTR)
		;
	close(gate);
	/* Installed only now that seize traces us: SECCOMP_RET_TRACE without
	 * a tracer would fail the syscall with ENOSYS. */
	if (tr->seccomp && !seccomp_install(&tr->opt.trace))
		dprintf(STDERR_FILENO, "seize: seccomp filter: %s\n", strerror(errno));
	execv(path, tr->opt.argv);
	int err = errno;
	dprintf(STDERR_FILENO, "seize: exec: %s\n", strerror(err));
	_exit(1);
}

pid_t launch_command(struct tracer *tr)
{
	char *path = resolve_command(tr->opt.argv[0]);
	int gate[2];
	if (pipe2(gate, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	output_flush(tr->out);
	pid_t pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		close(gate[1]);
		child(tr, gate[0], path);
	}
	close(gate[0]);
	free(path);

	/* EXITKILL only here: the command dies with seize, attached
	 * processes never do. */
	unsigned opts = tr->ptrace_options | PTRACE_O_EXITKILL;
	if (ptrace(PTRACE_SEIZE, pid, 0L, (long)opts) < 0) {
		int err = errno;
		kill(pid, SIGKILL);
		die("ptrace(PTRACE_SEIZE, %d): %s", pid, strerror(err));
	}
	/* PTRACE_SEIZE does not stop; the interrupt stop comes before execve
	 * because the child is still blocked on the pipe. */
	ptrace(PTRACE_INTERRUPT, pid, 0L, 0L);
	int status;
	while (waitpid(pid, &status, __WALL) < 0 && errno == EINTR)
		;
	if (!WIFSTOPPED(status))
		die("the command died before it could be traced");
	struct ptrace_syscall_info info;
	if (ptrace(PTRACE_GET_SYSCALL_INFO, pid, sizeof info, &info) <= 0) {
		kill(pid, SIGKILL);
		die("PTRACE_GET_SYSCALL_INFO is not supported: Linux 5.3 or later is required");
	}
	close(gate[1]);

	struct tracee *t = tracee_new(tr, pid);
	t->launched = true;
	t->before_exec = true;
	t->before_exec_event = true;
	t->seen_stop = true;
	tr->main_pid = pid;
	if (ptrace(PTRACE_SYSCALL, pid, 0L, 0L) < 0)
		die("ptrace(PTRACE_SYSCALL, %d): %s", pid, strerror(errno));
	return pid;
}
