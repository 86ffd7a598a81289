/* Launch mode: the command runs in the process the shell started as seize,
 * seized before it execs by a tracer that forked off beside it. */
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

#include "procfs.h"
#include "seccomp-filter.h"
#include "debug.h"
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

/* The byte the tracer writes into the gate once the command is seized.  If
 * the tracer fails first, the gate closes empty and the command must not
 * run untraced: the tracer has said why on stderr. */
enum { GATE_OPEN = 'g' };

static void child(const struct tracer *tr, int gate, const char *path, const struct run_as *as)
{
	char c = 0;
	jobctl_child_restore(tr);
	apply_environment(&tr->opt);
	/* Wait until seize has seized us: the tracer writes GATE_OPEN then. */
	ssize_t n;
	while ((n = read(gate, &c, 1)) < 0 && errno == EINTR)
		;
	if (n != 1 || c != GATE_OPEN)
		_exit(1);
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

/* The options the command is seized with: EXITKILL (it dies with seize,
 * and so do its children, which inherit it: under the seccomp filter they
 * could not run untraced) and, for its leader alone, TRACEEXIT, where its
 * exit is held until the trace is written (command-exit.c).  Children and
 * threads inherit TRACEEXIT too and lose it at their first stop (a stop
 * more at every exit costs fork-heavy traces ~8%); a thread that execs in
 * the leader's place gets it back. */
long launch_options(const struct tracer *tr, bool leader)
{
	return (long)(tr->ptrace_options | PTRACE_O_EXITKILL | (leader ? PTRACE_O_TRACEEXIT : 0));
}

/* Seize the command, which waits on the gate, and let it go on to its
 * execve.  Its first stop is the interrupt's, or its group-stop when a ^Z
 * came before the tracer (the shell then shows the job stopped, as it
 * should; PTRACE_LISTEN keeps it so until fg). */
void launch_finish(struct tracer *tr, struct launch *l)
{
	pid_t pid = l->pid;
	if (ptrace(PTRACE_SEIZE, pid, 0L, launch_options(tr, true)) < 0) {
		/* Gone already (a ^C before the tracer got here): the shell
		 * has its status, there is nothing to trace. */
		if (errno == ESRCH || kill(pid, 0) < 0)
			exit(0);
		die("ptrace(PTRACE_SEIZE, %d): %s", pid, strerror(errno));
	}
	ptrace(PTRACE_INTERRUPT, pid, 0L, 0L);
	int status;
	while (waitpid(pid, &status, __WALL) < 0 && errno == EINTR)
		;
	if (!WIFSTOPPED(status))
		exit(0);	/* killed before it could be traced */
	struct ptrace_syscall_info info;
	if (ptrace(PTRACE_GET_SYSCALL_INFO, pid, sizeof info, &info) <= 0) {
		kill(pid, SIGKILL);
		die("PTRACE_GET_SYSCALL_INFO is not supported: Linux 5.3 or later is required");
	}
	debug_msg(tr, "PTRACE_GET_SYSCALL_INFO works");
	struct tracee *t = tracee_new(tr, pid);
	t->launched = true;
	t->before_exec = true;
	t->before_exec_event = true;
	t->seen_stop = true;
	tr->main_pid = pid;
	char go = GATE_OPEN;
	while (write(l->gate, &go, 1) < 0 && errno == EINTR)
		;
	close(l->gate);
	int sig = WSTOPSIG(status), event = (unsigned)status >> 16;
	if (event == PTRACE_EVENT_STOP && sig != SIGTRAP) {
		t->state = TS_GROUP_STOPPED;
		t->stop_sig = sig;
		ptrace(PTRACE_LISTEN, pid, 0L, 0L);
	} else if (ptrace(PTRACE_SYSCALL, pid, 0L, 0L) < 0) {
		die("ptrace(PTRACE_SYSCALL, %d): %s", pid, strerror(errno));
	}
}

/* The tracer reads nothing and writes to its output alone: its copies of
 * the standard input and output go, so that a pipe the command closes is
 * closed (a writer before it gets SIGPIPE, a reader after it EOF) as
 * without seize.  Standard output stays when it is the trace's (-o -);
 * standard error carries seize's messages. */
static void release_std_streams(const struct tracer *tr)
{
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (null < 0)
		return;
	dup2(null, STDIN_FILENO);
	if (!tr->opt.outfile || strcmp(tr->opt.outfile, "-"))
		dup2(null, STDOUT_FILENO);
	close(null);
}

/* seize is traced itself (by a debugger, strace, or a seize tracing a
 * tracer): a process has one tracer only (man 2 ptrace, EPERM), so the
 * tracer forked beside seize could not seize the process the shell
 * started.  The command is then seize's child, the layout strace always
 * uses: seize stays in the shell's job, stops with it on ^Z (its stop
 * signals keep their default action) and exits as the command did
 * (launch_exit). */
static void launch_child(struct tracer *tr, struct launch *l, const int gate[2], char *path,
			 const struct run_as *as)
{
	jobctl_hold_signals(true);
	pid_t pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		close(gate[1]);
		child(tr, gate[0], path, as);
	}
	jobctl_hold_signals(false);
	close(gate[0]);
	release_std_streams(tr);
	free(path);
	free(as->name);
	tr->command_is_child = true;
	l->pid = pid;
	l->gate = gate[1];
	l->nested = true;
}

/* seize's own exit when the command is its child: the command's exit
 * status, or its death by the same signal (with no core dump of seize's
 * own), as the shell would have seen the command untraced.  lost (a write
 * error) turns a 0 into 1, as for the shell's child. */
void launch_exit(const struct tracer *tr, int status)
{
	int ws = tr->command_status;
	/* Detached (--syscall-limit), it runs on: seize waits as a shell's
	 * child would be waited for. */
	while (!tr->command_reaped && waitpid(tr->main_pid, &ws, 0) < 0 && errno == EINTR)
		;
	if (WIFSIGNALED(ws))
		die_of_signal(WTERMSIG(ws), status);
	exit(status ? status : WEXITSTATUS(ws));
}

/* The command keeps seize's pid: it stays the shell's own child, in the
 * shell's job, and the kernel itself tells the shell of its stops, its
 * continuations and its exit (man 2 ptrace: a tracee's real parent still
 * hears of its group-stops, which is what PTRACE_LISTEN is for).  The
 * tracer is a grandchild in a process group of its own, so that nothing
 * sent to the job (^Z, ^C, kill -STOP %1) stops or kills it, and it keeps
 * serving its tracees while the job is stopped.  The command's exit is held
 * until the trace is written (loop.c), so `seize -o log cmd; cat log` reads
 * a whole log.  Returns in the tracer only. */
void launch_begin(struct tracer *tr, struct launch *l)
{
	struct run_as as = { 0 };
	if (tr->opt.user) {
		if (geteuid() != 0)
			die("-u needs root: only root can run the command as another user");
		resolve_user(tr->opt.user, &as);
	}
	char *path = resolve_command(tr->opt.argv[0]);
	int gate[2];
	if (pipe2(gate, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	/* seize as a pid namespace's init (unshare -pf seize ...): were
	 * the command in its process, its exit would kill every other
	 * process of the namespace, the tracer too (pid_namespaces(7)) */
	if (getpid() == 1 || proc_status_number(getpid(), "TracerPid", 0) != 0) {
		launch_child(tr, l, gate, path, &as);
		return;
	}
	pid_t command = getpid();
	jobctl_hold_signals(true);
	pid_t middle = fork();
	if (middle < 0)
		die("fork: %s", strerror(errno));
	if (middle > 0) {
		/* The command-to-be: the middle process exits at once. */
		close(gate[1]);
		while (waitpid(middle, NULL, 0) < 0 && errno == EINTR)
			;
		child(tr, gate[0], path, &as);
	}
	/* The middle process: a new process group, inherited by the tracer
	 * from its first instant (a kill -STOP %1 must never reach it); -D
	 * leaves it in the job's group, as strace -D does; -DDD puts it in a
	 * session of its own, away from the terminal. */
	if (tr->opt.detach_tracer == 3)
		setsid();
	else if (tr->opt.detach_tracer != 1)
		setpgid(0, 0);
	pid_t tracer = fork();
	if (tracer < 0)
		dprintf(STDERR_FILENO, "seize: fork: %s\n", strerror(errno));
	if (tracer != 0)
		_exit(tracer < 0);
	jobctl_hold_signals(false);
	close(gate[0]);
	release_std_streams(tr);
	free(path);
	free(as.name);
	l->pid = command;
	l->gate = gate[1];
}
