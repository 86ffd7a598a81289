/* seize: a syscall tracer built on PTRACE_SEIZE, whose tracees behave under
 * job control exactly as without a tracer. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>

#include "options.h"
#include "seccomp-filter.h"
#include "fmtopts.h"
#include "debug.h"
#include "tracer.h"
#include "unwind.h"
#include "util.h"

/* -o FILE, -o -, -o '|command' (or '!command'); -ff writes FILE.PID only. */
static struct output *open_output(struct tracer *tr)
{
	const char *name = tr->opt.outfile;
	if (!name)
		return output_stderr();
	if (!strcmp(name, "-"))
		return output_stdout();
	if (name[0] == '|' || name[0] == '!')
		return output_pipe(name + 1, &tr->pipe_pid);
	if (tr->opt.follow == 2)
		return output_stderr();
	return output_open(name, tr->opt.append);
}

int main(int argc, char **argv)
{
	struct tracer tr = { 0 };
	parse_options(&tr.opt, argc, argv);
	unwind_init(&tr);
	tr.summary = summary_new(&tr.opt.summary);

	tr.ptrace_options = PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEEXEC;
	/* Filtering in the kernel pays only when something is left out and
	 * only for a command we start (a running process cannot be given a
	 * filter). */
	tr.seccomp = tr.opt.seccomp && tr.opt.trace_partial && tr.opt.argv && seccomp_available();
	/* And only with -f, as strace's --seccomp-bpf: the filter is inherited
	 * by every child, and a traced syscall fails with ENOSYS in a process
	 * nobody traces.  Without -f the command's children must be free (not
	 * traced, not waited for, traceable by a debugger). */
	tr.seccomp &= tr.opt.follow > 0;
	/* A process seize detaches from keeps the filter, and a traced
	 * syscall fails with ENOSYS without a tracer: -b execve makes the
	 * filter a change of the program's behaviour. */
	if (tr.seccomp && tr.opt.detach_on_execve) {
		if (tr.opt.seccomp_asked)
			warn("--seccomp-bpf is not enabled because it is not compatible with -b");
		tr.seccomp = false;
	}
	/* --syscall-limit detaches from everyone: the same, unless the
	 * tracees are to die with seize. */
	if (tr.seccomp && tr.opt.syscall_limit && !tr.opt.kill_on_exit) {
		if (tr.opt.seccomp_asked)
			warn("--seccomp-bpf is not enabled because it is not compatible with --syscall-limit");
		tr.seccomp = false;
	}
	if (tr.seccomp)
		tr.ptrace_options |= PTRACE_O_TRACESECCOMP;
	if (tr.opt.follow)
		tr.ptrace_options |= PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
				     PTRACE_O_TRACEVFORK;
	tr.pid_prefix_file = (tr.opt.outfile && tr.opt.follow == 1) || tr.opt.always_show_pid;
	/* --kill-on-exit: attached processes die with seize too (the
	 * launched command always does, launch_options). */
	if (tr.opt.kill_on_exit)
		tr.ptrace_options |= PTRACE_O_EXITKILL;

	debug_msg(&tr, "ptrace options %#x%s", tr.ptrace_options,
		  tr.seccomp ? ", seccomp filter for the command" : "");
	jobctl_init(&tr);
	/* A file is opened before anything runs, so that its error comes
	 * first; '|command' is started by the tracer, whose child it must be
	 * (the command would find it among its own children). */
	bool to_command = tr.opt.outfile && (tr.opt.outfile[0] == '|' || tr.opt.outfile[0] == '!');
	if (!to_command)
		tr.out = open_output(&tr);
	struct launch launch;
	if (tr.opt.argv) {
		launch_begin(&tr, &launch);
		if (launch.nested)
			jobctl_tracer_in_job(&tr);
		else
			jobctl_tracer_aside();
		if (!launch.nested && tr.opt.detach_tracer == 1)
			jobctl_tracer_in_group();
	}
	if (to_command)
		tr.out = open_output(&tr);
	output_take_style(&tr.opt, tr.out);
	jobctl_output_yields(&tr, tr.out);
	if (tr.opt.n_attach)
		attach_all(&tr);
	if (tr.opt.argv)
		launch_finish(&tr, &launch);
	if (tr.opt.outfile && tr.opt.follow < 2 && tr.live > 1)
		tr.pid_prefix_file = true;

	trace_loop(&tr);

	finish_output(&tr);
	int status = output_status(&tr, 0);
	output_close(tr.out);
	if (tr.command_is_child)
		launch_exit(&tr, status);
	/* exit, not return: the unwinder's and the tracee table's memory is
	 * the process's to the end, reachable from tr, as a leak checker
	 * must see it (they have no teardown of their own). */
	exit(status);
}
