/* Where the trace goes: each tracee's output (the shared one, or its own
 * file with -ff), flushing, and the last writes before seize exits. */
#include <errno.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fmtopts.h"
#include "debug.h"
#include "tracer.h"

static struct output *output_for(struct tracer *tr, pid_t tid)
{
	if (tr->opt.follow < 2 || !tr->opt.outfile)
		return tr->out;
	char path[4096];
	snprintf(path, sizeof path, "%s.%d", tr->opt.outfile, tid);
	struct output *o = output_open(path, tr->opt.append);
	output_take_style(&tr->opt, o);
	jobctl_output_yields(tr, o);
	return o;
}

struct tracee *tracee_new(struct tracer *tr, pid_t tid)
{
	struct tracee *t = tracee_add(tr, tid);
	t->out = output_for(tr, tid);
	t->pers = tr->current_pers;	/* strace's new tracees start so */
	debug_msg(tr, "new tracee %d, %d live", tid, tr->live);
	return t;
}

void flush_all(struct tracer *tr)
{
	output_flush(tr->out);
	if (tr->opt.follow < 2)
		return;		/* only -ff gives tracees outputs of their own */
	unsigned i = 0;
	struct tracee *t;
	while ((t = tracee_next(tr, &i)))
		if (t->out != tr->out) {
			output_flush(t->out);
			tr->output_lost |= t->out->failed;
		}
}

/* Flush everything and, for -o '|command', let the command read to the end
 * before seize exits.  Every way out passes here: -c/-C's table goes last. */
void finish_output(struct tracer *tr)
{
	if (tr->output_finished)
		return;
	tr->output_finished = true;
	summary_print(tr->summary, tr->out);
	flush_all(tr);
	/* here, before a launched command's exit is let through, like the
	 * trace: the tip must not come after the shell's next prompt */
	tips_print(&tr->opt.tips);
	/* Left over when a detach signal stopped waiting for the file. */
	bool blocked = false;
	if (tr->out->len > 0) {
		jobctl_tick_every(DRAIN_TICK_NS);
		blocked = !output_drain(tr->out, DRAIN_PATIENCE_MS);
	}
	if (!tr->pipe_pid)
		return;
	close(tr->out->fd);
	tr->out->fd = -1;
	/* A command that stopped reading may never end (stopped, or not a
	 * reader at all): seize does not wait for it. */
	while (!blocked && waitpid(tr->pipe_pid, NULL, 0) < 0 && errno == EINTR)
		;
	tr->pipe_pid = 0;
}

/* A trace with lines lost to a write error must not look like a success:
 * status 0 becomes 1, any other status (the command's) is kept.  Call
 * after finish_output, which does the last writes. */
int output_status(const struct tracer *tr, int status)
{
	bool lost = tr->output_lost || tr->out->failed;
	return status == 0 && lost ? 1 : status;
}
