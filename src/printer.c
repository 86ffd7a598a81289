#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <time.h>
#include <string.h>
#include <sys/syscall.h>

#include "color.h"
#include "fdpath.h"
#include "errno-names.h"
#include "fmtopts.h"
#include "json-trace.h"
#include "pathtrace.h"
#include "render-text.h"
#include "decode/generic.h"
#include "sink.h"
#include "printer.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "unwind.h"
#include "util.h"



static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* -t, -tt, -ttt: the wall-clock time of the stop that begins the line;
 * -r: the time since the previous line began. */
static void print_timestamps(struct tracee *t, struct output *o)
{
	struct tracer *tr = t->tr;
	if (tr->opt.timestamps) {
		struct timespec now;
		clock_gettime(CLOCK_REALTIME, &now);
		if (tr->opt.timestamps == 3) {
			out_printf(o, "%lld.%06ld ", (long long)now.tv_sec, now.tv_nsec / 1000);
		} else {
			struct tm tm;
			char buf[32];
			localtime_r(&now.tv_sec, &tm);
			strftime(buf, sizeof buf, "%H:%M:%S", &tm);
			if (tr->opt.timestamps == 2)
				out_printf(o, "%s.%06ld ", buf, now.tv_nsec / 1000);
			else
				out_printf(o, "%s ", buf);
		}
	}
	if (tr->opt.relative) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long ns = tr->last_line.tv_sec ? ns_between(&tr->last_line, &now) : 0;
		out_printf(o, "%6lld.%06lld ", ns / 1000000000, ns % 1000000000 / 1000);
		tr->last_line = now;
	}
}

static void print_prefix(struct tracee *t, struct output *o)
{
	struct tracer *tr = t->tr;
	if (tr->opt.follow == 2)
		;
	else if (tr->pid_prefix_file)
		out_printf(o, "%-5d ", t->tid);
	else if (tr->live > 1)
		out_printf(o, "[pid %5d] ", t->tid);
	print_timestamps(t, o);
	if (tr->opt.print_nr)
		out_printf(o, "[%4llu] ", (unsigned long long)t->call.nr);
	if (tr->opt.print_ip) {
		if (t->ip)
			out_printf(o, "[%016llx] ", (unsigned long long)t->ip);
		else
			out_puts(o, "[????????????????] ");
	}
}

void line_begin(struct tracee *t, struct output *o)
{
	struct tracee *other = o->open;
	if (other && other != t) {
		render_text_pending_sep(o, &other->rec);
		out_puts(o, " <unfinished ...>");
		out_newline(o);
		other->call.unfinished = true;
	}
	o->open = NULL;
	if (o->col == 0 && !t->tr->opt.json)
		print_prefix(t, o);
}

void line_end(struct output *o)
{
	out_newline(o);
	o->open = NULL;
}

/* Where the current syscall's line goes: the output, or the held line. */
static struct output *line_out(struct tracee *t)
{
	return t->holding ? t->held : t->out;
}

static const char *syscall_name(const struct call *c, char buf[32])
{
	if (c->se)
		return c->se->name;
	snprintf(buf, 32, "syscall_%#llx", (unsigned long long)c->nr);
	return buf;
}

/* The decoder's part of the call (or the generic printer's) into the
 * record, at entry and again at exit when it asked to be. */
static void decode_part(struct tracee *t)
{
	struct call *c = &t->call;
	t->sink = &t->rec;
	if (!c->se) {
		print_unknown_args(t);
	} else if (c->se->dec) {
		int more = c->se->dec(t);
		if (!c->exiting) {
			c->needs_exit = more != DEC_DONE;
			t->rec.args_follow = more == DEC_EXIT;
		}
	} else {
		print_args_generic(t);
		t->rec.args_follow = c->needs_exit;
	}
}

/* The arguments decoded so far that are not on the line yet. */
static void render_args(struct tracee *t)
{
	struct text_view v = { t->call.se, t->tr->opt.arg_names };
	render_text_args(line_out(t), &t->rec, &v);
}

/* -e status=: whether the call is shown depends on how it ends, so its line
 * is written to memory and copied out whole at the end (strace does the
 * same: such lines are never <unfinished ...>). */
static void hold_line(struct tracee *t)
{
	if (!t->held)
		t->held = output_memory();
	t->held->style = t->out->style;
	t->holding = true;
}

static void release_line(struct tracee *t, unsigned status)
{
	if (!t->holding)
		return;
	struct output *held = t->held;
	t->holding = false;
	if (t->tr->opt.status & status) {
		out_write(t->out, held->buf, held->len);
		t->out->col = 0;
		if (t->out->line_buffered)
			output_flush(t->out);
	}
	held->len = 0;
	held->col = 0;
	held->open = NULL;
}

/* -j: the call's object, once it has ended, if -e status= shows it. */
static void json_release(struct tracee *t, unsigned status, enum json_end how)
{
	t->call.printed = false;
	if (t->tr->opt.status & status)
		json_syscall(t, t->out, how);
}

void syscall_entering(struct tracee *t, const struct ptrace_syscall_info *info)
{
	struct call *c = &t->call;
	t->prev_se = c->se;
	memset(c, 0, sizeof *c);
	c->nr = info->entry.nr;
	memcpy(c->arg, info->entry.args, sizeof c->arg);
	c->sp = info->stack_pointer;
	t->ip = info->instruction_pointer;
	if (t->tr->opt.syscall_times || t->tr->opt.json)
		clock_gettime(CLOCK_MONOTONIC, &c->entered);
	if (t->tr->opt.json)
		c->wall_ns = json_now_ns();
	if (c->nr < sysent_count && sysent_table[c->nr].name)
		c->se = &sysent_table[c->nr];
	c->ret_format = c->se ? c->se->ret : R_INT;

	/* Nothing the launched child does before its first execve is the
	 * command's: it is seize's own start-up code. */
	bool first_exec = t->before_exec;
	if (t->before_exec) {
		if (c->nr != __NR_execve && c->nr != __NR_execveat) {
			c->hidden = true;
			return;
		}
		t->before_exec = false;
	}
	if (t->tr->opt.trace_partial && !set_has(&t->tr->opt.trace, c->nr)) {
		c->hidden = true;
		return;
	}
	if ((t->tr->opt.n_paths || t->tr->opt.n_fds) && !pathtrace_match(t)) {
		c->hidden = true;
		return;
	}
	if (t->tr->summary && summary_entering(t->tr->summary, c))
		return;		/* -c: counted, not printed (nor decoded) */
	char buf[32];
	record_reset(&t->rec);
	decode_part(t);
	c->printed = true;
	/* The first execve's stack would be seize's own start-up code: -k
	 * takes that one at exit, in the new image. */
	if (t->tr->unwinder && !first_exec)
		unwind_syscall_entry(t);
	/* -j: an object is written once the call ends. */
	if (t->tr->opt.json)
		return;
	if (t->tr->opt.status != ST_ALL)
		hold_line(t);
	struct output *o = line_out(t);
	line_begin(t, o);
	out_color(o, COL_SYSCALL);
	out_puts(o, syscall_name(c, buf));
	out_color_off(o);
	out_color(o, COL_PUNCT);
	out_putc(o, '(');
	out_color_off(o);
	render_args(t);
	/* strace writes the ", " before the arguments the exit brings at
	 * once: a trace cut here (seize killed, a tracee blocked) ends in it. */
	render_text_pending_sep(o, &t->rec);
	o->open = t;
}

static void print_errno(struct output *o, int err)
{
	const char *name, *text;
	if (errno_describe(err, &name, &text))
		out_printf(o, "? %s (%s)", name, text);
	else if (name)
		out_printf(o, "-1 %s (%s)", name, text);
	else
		out_printf(o, "-1 E??? (errno %d)", err);
}

/* A descriptor the call returned, with what it refers to under -y. */
static void print_returned_fd(struct tracee *t, struct output *o, int fd)
{
	char text[PATH_MAX + 600];
	uint64_t extra = 0;
	out_printf(o, "%d", fd);
	enum fd_detail d = fd_describe(t, fd, text, sizeof text, &extra);
	text_fd_detail(o, d, text, extra);
}

static void print_return(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = line_out(t);
	out_pad(o, t->tr->opt.column);
	out_puts(o, "= ");
	out_color(o, c->is_error ? COL_ERROR : COL_RETVAL);
	if (c->is_error) {
		print_errno(o, (int)-c->rval);
	} else {
		switch (c->ret_format) {
		case R_HEX:
			out_printf(o, "%#llx", (unsigned long long)c->rval);
			break;
		case R_OCT:
			out_printf(o, "%#03llo", (unsigned long long)c->rval);
			break;
		case R_NONE:
			out_putc(o, '?');
			break;
		case R_FD:
			print_returned_fd(t, o, (int)c->rval);
			break;
		default:
			out_printf(o, "%lld", (long long)c->rval);
		}
	}
	out_color_off(o);
	struct text_view v = { c->se, t->tr->opt.arg_names };
	render_text_aux(o, &t->rec, &v);
	if (t->tr->opt.syscall_times) {
		long long ns = c->duration_ns;
		out_printf(o, " <%lld.%06lld>", ns / 1000000000, ns % 1000000000 / 1000);
	}
}

/* Reopen t's line after another tracee cut it: "<... read resumed>". */
static void resume_line(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = line_out(t);
	if (o->open == t)
		return;
	char buf[32];
	line_begin(t, o);
	out_printf(o, "<... %s resumed>", syscall_name(c, buf));
	o->open = t;
}

void syscall_exiting(struct tracee *t, const struct ptrace_syscall_info *info)
{
	struct call *c = &t->call;
	if (c->counted)
		summary_exiting(t->tr->summary, c, info->exit.is_error);
	if (t->tr->unwinder)
		unwind_syscall_exit(t);
	if (c->hidden || !c->printed)
		return;
	/* -T, -j: from the entry stop to the exit stop, nothing of seize's
	 * own decoding or unwinding. */
	if (t->tr->opt.syscall_times || t->tr->opt.json) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		c->duration_ns = ns_between(&c->entered, &now);
	}
	c->exiting = true;
	c->rval = info->exit.rval;
	c->is_error = info->exit.is_error;
	if (c->needs_exit)
		decode_part(t);
	if (t->tr->opt.json) {
		if (t->tr->unwinder)
			unwind_stack(t, &t->rec);
		json_release(t, c->is_error ? ST_FAILED : ST_SUCCESSFUL, JSON_RETURNED);
		return;
	}
	resume_line(t);
	render_args(t);
	struct output *o = line_out(t);
	out_color(o, COL_PUNCT);
	out_putc(o, ')');
	out_color_off(o);
	print_return(t);
	line_end(o);
	if (t->tr->unwinder) {
		unwind_stack(t, &t->rec);
		render_text_frames(o, &t->rec);
	}
	c->printed = false;
	release_line(t, c->is_error ? ST_FAILED : ST_SUCCESSFUL);
}

void syscall_detached(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->hidden || !c->printed)
		return;
	if (t->tr->opt.json) {
		json_release(t, ST_DETACHED, JSON_DETACHED);
		return;
	}
	struct output *o = line_out(t);
	if (o->open == t || t->holding) {
		render_text_pending_sep(o, &t->rec);
		out_puts(o, " <detached ...>");
		line_end(o);
	}
	c->printed = false;
	release_line(t, ST_DETACHED);
}

void syscall_vanished(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->hidden || !c->printed)
		return;
	if (t->tr->opt.json) {
		if (t->tr->unwinder)
			unwind_stack_held(t, &t->rec);
		json_release(t, ST_UNFINISHED, JSON_UNFINISHED);
		return;
	}
	/* A call that was meant to return (read, not exit_group) says it did
	 * not: strace prints "read(0,  <unfinished ...>) = ?" when the tracee
	 * dies inside it with its line still open. */
	struct output *o = line_out(t);
	if (o->open == t && c->ret_format != R_NONE) {
		render_text_pending_sep(o, &t->rec);
		out_puts(o, " <unfinished ...>");
	}
	resume_line(t);
	out_putc(o, ')');
	out_pad(o, t->tr->opt.column);
	out_puts(o, "= ?");
	line_end(o);
	if (t->tr->unwinder) {
		unwind_stack_held(t, &t->rec);
		render_text_frames(o, &t->rec);
	}
	c->printed = false;
	release_line(t, ST_UNFINISHED);
}
