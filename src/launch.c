/* Launch mode: start the command as seize's child, in seize's process group
 * (it is the same shell job), seized before it execs. */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
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

/* A command that cannot be executed at all is one error line, before
 * anything runs: the child's failed execve would otherwise be traced
 * (strace prints it).  The message is strace's and the child's, with
 * execve's errno: EACCES for a directory, and access(2) sees a noexec
 * mount too.  Anything the checks miss (a bad ELF, -u's user lacking
 * permission) still fails in the child with "seize: exec: ...". */
static void check_executable(const struct stat *st, const char *path)
{
	if (S_ISDIR(st->st_mode))
		die("exec: %s", strerror(EACCES));
	if (access(path, X_OK) < 0)
		die("exec: %s", strerror(errno));
}

/* PATH is searched here, not by execvp in the child: its failed attempts
 * would be execve calls in the trace. */
static char *resolve_command(const char *name)
{
	struct stat st;
	if (strchr(name, '/')) {
		if (stat(name, &st) < 0)
			die("Can't stat '%s': %s", name, strerror(errno));
		check_executable(&st, name);
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
	if (found) {
		if (stat(found, &st) == 0)
			check_executable(&st, found);
		return found;
	}
	die("Can't stat '%s': No such file or directory", name);
}

/* -u USER[:GROUP], resolved in seize before the fork so that errors are
 * reported before anything runs. */
struct run_as {
	bool set;
	uid_t uid;
	gid_t gid;
	char *name;
};

static void resolve_user(const char *spec, struct run_as *as)
{
	char *copy = xstrdup(spec);
	char *group = strchr(copy, ':');
	if (group)
		*group++ = 0;
	struct passwd *pw = getpwnam(copy);
	char *end;
	if (!pw) {
		unsigned long id = strtoul(copy, &end, 10);
		if (*copy && !*end)
			pw = getpwuid((uid_t)id);
	}
	if (!pw)
		die("cannot find user '%s'", copy);
	as->set = true;
	as->uid = pw->pw_uid;
	as->gid = pw->pw_gid;
	as->name = xstrdup(pw->pw_name);
	if (group) {
		struct group *gr = getgrnam(group);
		if (!gr) {
			unsigned long id = strtoul(group, &end, 10);
			if (!*group || *end)
				die("cannot find group '%s'", group);
			as->gid = (gid_t)id;
		} else {
			as->gid = gr->gr_gid;
		}
	}
	free(copy);
}

static void apply_environment(const struct options *opt)
{
	for (int i = 0; i < opt->n_env_changes; i++) {
		char *change = opt->env_changes[i];
		if (strchr(change, '='))
			putenv(change);
		else
			unsetenv(change);
	}
}

static void switch_user(const struct run_as *as)
{
	if (!as->set)
		return;
	if (initgroups(as->name, as->gid) < 0 || setgid(as->gid) < 0 || setuid(as->uid) < 0) {
		dprintf(STDERR_FILENO, "seize: cannot run as '%s': %s\n", as->name, strerror(errno));
		_exit(1);
	}
}

static void child(const struct tracer *tr, int gate, const char *path, const struct run_as *as)
{
	char c;
	jobctl_child_restore(tr);
	apply_environment(&tr->opt);
	/* Wait until seize has seized us: the pipe closes only then. */
	while (read(gate, &c, 1) < 0 && errno == EINTR)
		;
	close(gate);
	/* Installed only now that seize traces us: SECCOMP_RET_TRACE without
	 * a tracer would fail the syscall with ENOSYS. */
	if (tr->seccomp && !seccomp_install(&tr->opt.trace))
		dprintf(STDERR_FILENO, "seize: seccomp filter: %s\n", strerror(errno));
	switch_user(as);
	execv(path, tr->opt.argv);
	int err = errno;
	dprintf(STDERR_FILENO, "seize: exec: %s\n", strerror(err));
	_exit(1);
}

/* Seize pid, which waits on the gate, and let it go on to its execve. */
static void seize_waiting(struct tracer *tr, pid_t pid, int gate, unsigned opts)
{
	if (ptrace(PTRACE_SEIZE, pid, 0L, (long)opts) < 0) {
		int err = errno;
		kill(pid, SIGKILL);
		die("ptrace(PTRACE_SEIZE, %d): %s", pid, strerror(err));
	}
	/* PTRACE_SEIZE does not stop; the interrupt stop comes before execve
	 * because the process is still blocked on the gate. */
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
	close(gate);

	struct tracee *t = tracee_new(tr, pid);
	t->launched = true;
	t->before_exec = true;
	t->before_exec_event = true;
	t->seen_stop = true;
	if (ptrace(PTRACE_SYSCALL, pid, 0L, 0L) < 0)
		die("ptrace(PTRACE_SYSCALL, %d): %s", pid, strerror(errno));
}

/* -D: the command keeps seize's pid, so it stays the shell's direct child
 * and job control needs no mirroring; the tracer is a grandchild in a
 * process group of its own (terminal signals do not reach it) that seizes
 * its grandparent.  Returns in the tracer only. */
static void launch_detached(struct tracer *tr, const char *path, const struct run_as *as)
{
	int gate[2];
	if (pipe2(gate, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	pid_t command = getpid();
	output_flush(tr->out);
	jobctl_hold_signals(true);
	pid_t middle = fork();
	if (middle < 0)
		die("fork: %s", strerror(errno));
	if (middle > 0) {
		/* The command-to-be: the middle process exits at once. */
		close(gate[1]);
		while (waitpid(middle, NULL, 0) < 0 && errno == EINTR)
			;
		child(tr, gate[0], path, as);
	}
	if (fork() != 0)
		_exit(0);
	jobctl_hold_signals(false);
	close(gate[0]);
	setpgid(0, 0);
	seize_waiting(tr, command, gate[1], tr->ptrace_options);
}

pid_t launch_command(struct tracer *tr)
{
	struct run_as as = { 0 };
	if (tr->opt.user) {
		if (geteuid() != 0)
			die("-u needs root: only root can run the command as another user");
		resolve_user(tr->opt.user, &as);
	}
	char *path = resolve_command(tr->opt.argv[0]);
	if (tr->opt.detach_tracer) {
		launch_detached(tr, path, &as);
		free(path);
		free(as.name);
		return 0;
	}
	int gate[2];
	if (pipe2(gate, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	output_flush(tr->out);
	jobctl_hold_signals(true);
	pid_t pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		close(gate[1]);
		child(tr, gate[0], path, &as);
	}
	jobctl_hold_signals(false);
	close(gate[0]);
	free(path);
	free(as.name);
	/* EXITKILL only here: the command dies with seize, attached
	 * processes never do. */
	seize_waiting(tr, pid, gate[1], tr->ptrace_options | PTRACE_O_EXITKILL);
	tr->main_pid = pid;
	return pid;
}
