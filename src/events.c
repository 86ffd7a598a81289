/* Signals, stops, exits: their values go into the tracer's event record
 * and out as text or JSON.  Such a line is written at once, even while a
 * syscall's line of the same tracee is held back (-e status=). */
#include <stdio.h>
#include <sys/wait.h>

#include "events.h"
#include "signame.h"
#include "json-trace.h"
#include "printer.h"
#include "render-text.h"
#include "siginfo.h"
#include "tracer.h"
#include "unwind.h"

static void event_text(struct output *o, const struct event *ev, struct record *r)
{
	char buf[16];
	/* signal names whatever -X says, as strace */
	const char *sig = signal_name(ev->sig, buf);
	switch (ev->kind) {
	case EV_SIGNAL:
		out_printf(o, "--- %s ", sig);
		render_text(o, r, 0, r->n, &(struct text_view){ 0 });
		out_puts(o, " ---");
		break;
	case EV_STOP:
		out_printf(o, "--- stopped by %s ---", sig);
		break;
	case EV_EXITED:
		out_printf(o, "+++ exited with %d +++", ev->status);
		break;
	case EV_KILLED:
		out_printf(o, "+++ killed by %s%s +++", sig,
			   ev->core_dumped ? " (core dumped)" : "");
		break;
	case EV_SUPERSEDED:
		out_printf(o, "+++ superseded by execve in pid %d +++", (int)ev->by_tid);
		break;
	}
}

void event_report(struct tracee *t, const struct event *ev)
{
	struct tracer *tr = t->tr;
	struct record *r = &tr->event;
	record_reset(r);
	t->sink = r;
	if (ev->kind == EV_SIGNAL)
		sink_siginfo(t, ev->si);
	if (ev->kind == EV_SIGNAL && tr->unwinder)
		unwind_stack(t, r);

	/* Never into a held syscall line (-e status=): events go out at once. */
	if (tr->opt.json) {
		json_event_report(t, t->out, ev, r);
	} else {
		line_begin(t, t->out);
		event_text(t->out, ev, r);
		line_end(t->out);
		render_text_frames(t->out, r);
	}
}

void tracee_print_exit(struct tracer *tr, struct tracee *t, int status)
{
	if (t->in_syscall)
		syscall_vanished(t);
	/* As strace: -qq (quiet=exit) hides exits alone; a death by a signal
	 * is told unless -e signal= leaves that signal out. */
	if (t->before_exec ||
	    (WIFEXITED(status) ? tr->opt.quiet & Q_EXIT : !sigset_has(&tr->opt.signals, WTERMSIG(status))))
		return;
	t->ip = 0;	/* gone: strace prints [????????????????] */
	struct event ev = { .kind = WIFEXITED(status) ? EV_EXITED : EV_KILLED };
	if (WIFEXITED(status)) {
		ev.status = WEXITSTATUS(status);
	} else {
		ev.sig = WTERMSIG(status);
		ev.core_dumped = WCOREDUMP(status);
	}
	event_report(t, &ev);
}
