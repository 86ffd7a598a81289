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
#include "iodump.h"
#include "json-trace.h"
#include "pathtrace.h"
#include "personality.h"
#include "render-text.h"
#include "decode/generic.h"
#include "sink.h"
#include "printer.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "tamper.h"
#include "unwind.h"
#include "util.h"



static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

static void print_prefix(struct tracee *t, struct output *o)
{
	struct tracer *tr = t->tr;
	/* -Y: "1234<sh> " and "[pid  1234<sh>] ", as strace pads them */
	if (tr->opt.follow == 2) {
		;
	} else if (tr->pid_prefix_file) {
		const char *comm = pidns_tracee_comm(t);
		out_printf(o, *comm ? "%d" : "%-5d", t->tid);
		text_pid_detail(o, comm, strlen(comm), 0);
		out_putc(o, ' ');
	} else if (tr->live > 1) {
		const char *comm = pidns_tracee_comm(t);
		out_printf(o, "[pid %5d", t->tid);
		text_pid_detail(o, comm, strlen(comm), 0);
		out_puts(o, "] ");
	}
	timestamps_print(&tr->opt.time, o, &tr->last_line);
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

/* -e raw=: each argument the table gives the call, its register in hex,
 * as strace's printargs; nothing at exit. */
static bool raw_call(const struct tracee *t)
{
	const struct call *c = &t->call;
	return c->se && set_has_in(&t->tr->opt.raw, c->pers, pers_call_index(c->pers, c->se, c->nr));
}

/* strace's line when a tracee's calls change personality (an execve of
 * an i386 program, int $0x80), unless -q or --quiet=personality. */
static void personality_changed(struct tracee *t, enum personality p)
{
	t->pers = p;
	t->tr->current_pers = p;
	if (t->tr->opt.quiet & Q_PERSONALITY)
		return;
	if (t->tr->opt.json) {
		char members[64];
		snprintf(members, sizeof members, ",\"arch\":\"%s\"", pers_arch_name(p));
		json_event(t, t->out, "personality", members);
		return;
	}
	struct output *o = t->out;
	line_begin(t, o);
	out_printf(o, "[ Process PID=%d runs in %s mode. ]", t->tid, pers_mode_name(p));
	line_end(o);
}

static void print_raw_args(struct tracee *t)
{
	for (int i = 0; i < t->call.se->nargs; i++) {
		sink_arg(t, i);
		sink_num(t, t->call.arg[i], t->call.arg[i] ? IB_HEX : IB_UDEC);
	}
}

/* The decoder's part of the call (or the generic printer's) into the
 * record, at entry and again at exit when it asked to be. */
static void decode_part(struct tracee *t)
{
	struct call *c = &t->call;
	t->sink = &t->rec;
	if (!c->se) {
		print_unknown_args(t);
	} else if (raw_call(t)) {
		print_raw_args(t);
		c->ret_format = R_HEX;
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
	c->pers = pers_of_stop(info);
	memcpy(c->arg, info->entry.args, sizeof c->arg);
	c->sp = info->stack_pointer;
	t->ip = info->instruction_pointer;
	if (t->tr->opt.time.duration >= 0 || t->tr->opt.json)
		clock_gettime(CLOCK_MONOTONIC, &c->entered);
	if (t->tr->opt.json)
		c->wall_ns = json_now_ns();
	c->se = pers_sysent(c->pers, c->nr);
	pers_call_entering(t);
	c->ret_format = c->se ? c->se->ret : R_INT;
	t->tr->current_pers = c->pers;

	/* Nothing the launched child does before its first execve is the
	 * command's: it is seize's own start-up code. */
	bool first_exec = t->before_exec;
	if (t->before_exec) {
		if (c->pers != PERS_64 || (c->nr != __NR_execve && c->nr != __NR_execveat)) {
			c->hidden = true;
			return;
		}
		t->before_exec = false;
	}
	/* A number the table does not name is traced whatever -e trace=
	 * says ("none" too), as strace 6.1 does: it may be a syscall newer
	 * than seize, and nothing but its number tells which. */
	bool traced = !t->tr->opt.trace_partial || !c->se ||
		      set_has_in(&t->tr->opt.trace, c->pers, pers_call_index(c->pers, c->se, c->nr));
	/* strace says a change at any call it stops at: at every call,
	 * or under --seccomp-bpf only at traced ones (seize's own filter,
	 * on by default, stops at every other personality's calls and at
	 * exit_group: the lines come where strace's would). */
	if (c->pers != t->pers && (traced || !t->filtered || !t->tr->opt.seccomp_asked))
		personality_changed(t, c->pers);
	if (!traced) {
		c->hidden = true;
		return;
	}
	if ((t->tr->opt.n_paths || t->tr->opt.n_fds) && !pathtrace_match(t)) {
		c->hidden = true;
		return;
	}
	/* -e inject=: before the arguments are read, which a poke changes;
	 * its specs name x86_64 calls */
	if (c->pers == PERS_64)
		tamper_entering(t, info);
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

/* A failed call: "-1 ENOENT (...)", or the value itself where the kernel
 * returned the error in the low 32 bits only (int_clipped_error).  Under
 * -e raw= a restart code is an errno like any other, as in strace:
 * "-1 ERESTARTSYS (Unknown error 512)". */
static void print_errno(struct output *o, int64_t rval, bool raw)
{
	const char *name, *text;
	int err = (int)-rval;
	if (errno_describe(err, &name, &text) && raw) {
		out_printf(o, "-1 %s (%s)", name, strerror(err));
		return;
	}
	if (errno_describe(err, &name, &text)) {
		out_printf(o, "? %s (%s)", name, text);
		return;
	}
	out_printf(o, "%lld ", rval < 0 ? -1LL : (long long)rval);
	if (name)
		out_printf(o, "%s (%s)", name, text);
	else
		out_printf(o, "E??? (errno %d)", err);
}

/* x86_64's modify_ldt returns its int result zero-extended ("the ABI for
 * sys_modify_ldt() expects 'int'"), so a negated errno comes back as
 * 0xfffff000..0xffffffff and ptrace does not call it an error: strace
 * does, printing the value as it is, then the errno (-(u32)value). */
static bool int_clipped_error(const struct call *c)
{
	uint64_t v = (uint64_t)c->rval;
	return c->pers == PERS_64 && c->nr == __NR_modify_ldt && !c->is_error && v >= 0xfffff000 && v <= UINT32_MAX;
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

/* An id the call returned: -Y's <comm>, --pidns-translation's comment. */
static void print_returned_pid(struct tracee *t, struct output *o, int pid)
{
	struct pid_desc d = { 0 };
	enum pid_kind k;
	if (pidns_ret_kind(t->call.ret_format, &k))
		pidns_describe(t, pid, k, &d);
	out_printf(o, "%d", pid);
	text_pid_detail(o, d.comm, strlen(d.comm), d.ns_pid);
}

/* -e inject=: strace's note after the return value. */
static void print_tampered(struct output *o, unsigned tampered)
{
	if (tampered & TAMPERED_ARGS)
		out_puts(o, tampered & TAMPERED_RETURN ? " (INJECTED: args, retval)" : " (INJECTED: args)");
	else if (tampered & TAMPERED_RETURN)
		out_puts(o, " (INJECTED)");
	if (tampered & TAMPERED_DELAYED)
		out_puts(o, " (DELAYED)");
}

static void print_return(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = line_out(t);
	out_pad(o, t->tr->opt.column);
	out_puts(o, "= ");
	out_color(o, c->is_error ? COL_ERROR : COL_RETVAL);
	if (c->is_error) {
		print_errno(o, c->rval, raw_call(t));
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
		case R_PID: case R_TID: case R_PGID: case R_SID:
			print_returned_pid(t, o, (int)c->rval);
			break;
		case R_FD:	/* an injected value no int holds: the number */
			if (c->rval <= INT_MAX) {
				print_returned_fd(t, o, (int)c->rval);
				break;
			}
			/* fall through */
		default:
			/* unsigned, as strace prints it: only an injected
			 * value can be a negative one that is no error */
			out_printf(o, "%llu", (unsigned long long)c->rval);
		}
	}
	out_color_off(o);
	/* strace's order: an error's note comes before what follows the
	 * return value, a success's after it. */
	if (c->is_error)
		print_tampered(o, c->tampered);
	struct text_view v = { c->se, t->tr->opt.arg_names };
	render_text_aux(o, &t->rec, &v);
	if (!c->is_error)
		print_tampered(o, c->tampered);
	if (t->tr->opt.time.duration >= 0)
		timestamps_print_duration(&t->tr->opt.time, o, c->duration_ns);
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

/* --syscall-limit counts the calls the trace shows or -c counts, once they
 * end, and only those -e status= keeps. */
static void count_captured(struct tracer *tr, const struct call *c, bool is_error)
{
	if (!tr->opt.syscall_limit || !(c->counted || (!c->hidden && c->printed)) ||
	    !(tr->opt.status & (is_error ? ST_FAILED : ST_SUCCESSFUL)))
		return;
	if (++tr->captured >= tr->opt.syscall_limit)
		tr->limit_reached = true;
}

void syscall_exiting(struct tracee *t, const struct ptrace_syscall_info *info)
{
	struct call *c = &t->call;
	count_captured(t->tr, c, info->exit.is_error);
	if (c->counted)
		summary_exiting(t->tr->summary, c, info->exit.is_error);
	if (t->tr->unwinder)
		unwind_syscall_exit(t);
	if (c->hidden || !c->printed)
		return;
	/* -T, -j: from the entry stop to the exit stop, nothing of seize's
	 * own decoding or unwinding. */
	if (t->tr->opt.time.duration >= 0 || t->tr->opt.json) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		c->duration_ns = ns_between(&c->entered, &now);
	}
	c->exiting = true;
	c->rval = info->exit.rval;
	c->is_error = info->exit.is_error;
	if (int_clipped_error(c))
		c->is_error = true;
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
	/* -e read=, -e write=: strace's dump follows the line, before -k's
	 * stack */
	iodump_text(t, o);
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
	/* A call whose decoder had more to print at its exit says it never
	 * came, as strace does: "read(0,  <unfinished ...>) = ?", or "<...
	 * nanosleep resumed> <unfinished ...>) = ?" when another tracee's
	 * line came between; "pause() = ?" and "exit(42) = ?" have it all. */
	struct output *o = line_out(t);
	resume_line(t);
	if (c->needs_exit) {
		render_text_pending_sep(o, &t->rec);
		out_puts(o, " <unfinished ...>");
	}
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

void syscall_pid_changed(struct tracee *execer, pid_t leader)
{
	struct call *c = &execer->call;
	if (c->hidden || !c->printed || execer->tr->opt.json)
		return;
	/* strace's words for an entry line nothing cut: the tid it began
	 * under is gone.  A held line (-e status=) ends so too, and goes
	 * out if "detached" is shown: the execve's end is a line of its own
	 * under the leader, shown by how it ends. */
	struct output *o = line_out(execer);
	if (o->open == execer) {
		out_printf(o, " <pid changed to %d ...>", (int)leader);
		line_end(o);
	}
	c->unfinished = true;
	release_line(execer, ST_DETACHED);
}

void syscall_moved(struct tracee *t, struct tracee *execer)
{
	t->call = execer->call;
	t->in_syscall = execer->in_syscall;
	t->ip = execer->ip;
	/* The decoded values go with the call; the leader's old ones are
	 * freed with the thread's struct tracee. */
	struct record rec = t->rec;
	t->rec = execer->rec;
	execer->rec = rec;
	if (t->out->open == t)
		t->out->open = NULL;
	if (t->call.printed && !t->tr->opt.json && t->tr->opt.status != ST_ALL)
		hold_line(t);
}
