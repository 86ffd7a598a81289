#include <errno.h>
#include <stdio.h>
#include <time.h>
#include <string.h>
#include <sys/syscall.h>

#include "format.h"
#include "json-trace.h"
#include "pathtrace.h"
#include "printer.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "unwind.h"
#include "util.h"


extern const struct xlat xlat_errnos;

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* -t, -tt, -ttt: the wall-clock time of the stop that begins the line;
 * -r: the time since the previous line began. */
static void print_timestamps(struct tracee *t)
{
	struct tracer *tr = t->tr;
	struct output *o = t->out;
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

static void print_prefix(struct tracee *t)
{
	struct tracer *tr = t->tr;
	if (tr->opt.follow == 2)
		;
	else if (tr->pid_prefix_file)
		out_printf(t->out, "%-5d ", t->tid);
	else if (tr->live > 1)
		out_printf(t->out, "[pid %5d] ", t->tid);
	print_timestamps(t);
	if (tr->opt.print_nr)
		out_printf(t->out, "[%4llu] ", (unsigned long long)t->call.nr);
	if (tr->opt.print_ip) {
		if (t->ip)
			out_printf(t->out, "[%016llx] ", (unsigned long long)t->ip);
		else
			out_puts(t->out, "[????????????????] ");
	}
}

void line_begin(struct tracee *t)
{
	struct output *o = t->out;
	struct tracee *other = o->open;
	if (other && other != t) {
		out_puts(o, " <unfinished ...>");
		out_newline(o);
		other->call.unfinished = true;
	}
	o->open = NULL;
	if (o->col == 0 && !t->tr->opt.json)
		print_prefix(t);
}

void line_end(struct tracee *t)
{
	out_newline(t->out);
	t->out->open = NULL;
}

void event_begin(struct tracee *t)
{
	if (t->real_out)
		t->out = t->real_out;
	if (t->tr->opt.json) {
		/* -j: the line goes to memory and out as an object. */
		if (!t->jevent)
			t->jevent = output_memory();
		t->jevent->len = 0;
		t->jevent->col = 0;
		t->jevent_to = t->out;
		t->out = t->jevent;
	}
	line_begin(t);
}

void event_end(struct tracee *t)
{
	line_end(t);
	if (t->tr->opt.json && t->out == t->jevent) {
		t->out = t->jevent_to;
		json_event_line(t, t->out, t->jevent);
	}
	if (t->real_out)
		t->out = t->held;
}

static bool exit_only(uint8_t type)
{
	return type == A_OBUF || type == A_OINT || type == A_OSTRUCT ||
	       type == A_IOSTRUCT || type == A_OSIGSET;
}

/* A pointer to a struct: NULL, the address alone when the kernel filled
 * nothing (the call failed), otherwise the struct's printer. */
void print_struct_arg(struct tracee *t, int i, bool address_only)
{
	const struct argdef *a = &t->call.se->args[i];
	uint64_t v = t->call.arg[i];
	if (!v || address_only || !a->sp)
		print_ptr(t->out, v);
	else
		a->sp(t, i);
}

void print_arg(struct tracee *t, int i)
{
	const struct argdef *a = &t->call.se->args[i];
	struct output *o = t->out;
	struct call *c = &t->call;
	uint64_t v = c->arg[i];

	switch (a->type) {
	case A_INT: case A_PID:
		out_printf(o, "%d", (int)v);
		break;
	case A_UINT:
		out_printf(o, "%u", (unsigned)v);
		break;
	case A_LONG: case A_OFF:
		out_printf(o, "%lld", (long long)v);
		break;
	case A_ULONG: case A_SIZE:
		out_printf(o, "%llu", (unsigned long long)v);
		break;
	case A_HEX:
		out_printf(o, "%#llx", (unsigned long long)v);
		break;
	case A_OCT:
		out_printf(o, "%#o", (unsigned)v);
		break;
	case A_PTR:
		print_ptr(o, v);
		break;
	case A_ISTRUCT:
		print_struct_arg(t, i, false);
		break;
	case A_OSTRUCT: case A_IOSTRUCT:
		print_struct_arg(t, i, c->is_error);
		break;
	case A_MODE:
		print_mode(o, (unsigned)v);
		break;
	case A_UMODE:
		print_umode(o, (unsigned)v);
		break;
	case A_FD:
		print_fd(t, (int)v);
		break;
	case A_DIRFD:
		print_dirfd(t, (int)v);
		break;
	case A_PATH:
		print_path(t, v);
		break;
	case A_STR:
		print_str(t, v, string_limit(t));
		break;
	case A_IBUF:
		print_buf(t, v, i + 1 < c->se->nargs ? c->arg[i + 1] : 0);
		break;
	case A_OBUF:
		if (c->is_error)
			print_ptr(o, v);
		else
			print_buf(t, v, (uint64_t)c->rval);
		break;
	case A_UID: case A_GID:
		if ((unsigned)v == (unsigned)-1)
			out_puts(o, "-1");
		else
			out_printf(o, "%u", (unsigned)v);
		break;
	case A_SIG:
		print_signame(o, (int)v);
		break;
	case A_FLAGS:
		print_xflags(o, a->x, v, a->x->dflt);
		break;
	case A_ENUM:
		print_xval(o, a->x, v, a->x->dflt);
		break;
	case A_IINT:
		print_int_at(t, v);
		break;
	case A_OINT:
		if (c->is_error)
			print_ptr(o, v);
		else
			print_int_at(t, v);
		break;
	case A_ISIGSET:
		print_sigset_at(t, v, i + 1 < c->se->nargs ? c->arg[i + 1] : 8);
		break;
	case A_OSIGSET:
		if (c->is_error)
			print_ptr(o, v);
		else
			print_sigset_at(t, v, i + 1 < c->se->nargs ? c->arg[i + 1] : 8);
		break;
	default:
		out_printf(o, "%#llx", (unsigned long long)v);
	}
}

void print_args_generic(struct tracee *t)
{
	struct call *c = &t->call;
	for (int i = c->next_arg; i < c->se->nargs; i++) {
		if (!c->exiting && exit_only(c->se->args[i].type)) {
			c->next_arg = i;
			c->needs_exit = true;
			return;
		}
		print_arg(t, i);
		if (i + 1 < c->se->nargs)
			print_sep(t->out);
	}
	c->next_arg = c->se->nargs;
	c->needs_exit = false;
}

static void print_unknown_args(struct tracee *t)
{
	for (int i = 0; i < 6; i++) {
		if (i)
			print_sep(t->out);
		uint64_t v = t->call.arg[i];
		out_printf(t->out, v ? "%#llx" : "%llu", (unsigned long long)v);
	}
}

static const char *syscall_name(const struct call *c, char buf[32])
{
	if (c->se)
		return c->se->name;
	snprintf(buf, 32, "syscall_%#llx", (unsigned long long)c->nr);
	return buf;
}

/* -e status=: whether the call is shown depends on how it ends, so its line
 * is written to memory and copied out whole at the end (strace does the
 * same: such lines are never <unfinished ...>). */
static void hold_line(struct tracee *t)
{
	if (!t->held)
		t->held = output_memory();
	t->held->style = t->out->style;
	t->real_out = t->out;
	t->out = t->held;
}

static void release_line(struct tracee *t, unsigned status)
{
	if (!t->real_out)
		return;
	struct output *held = t->held;
	t->out = t->real_out;
	t->real_out = NULL;
	if (t->tr->opt.json) {
		if (t->tr->opt.status & status)
			json_syscall(t, t->out, held,
				     status == ST_DETACHED ? JSON_DETACHED :
				     status == ST_UNFINISHED ? JSON_UNFINISHED : JSON_RETURNED);
	} else if (t->tr->opt.status & status) {
		out_write(t->out, held->buf, held->len);
		t->out->col = 0;
		if (t->out->line_buffered)
			output_flush(t->out);
	}
	held->len = 0;
	held->col = 0;
	held->open = NULL;
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
	/* -j holds every line too: an object is written once the call ends. */
	if (t->tr->opt.status != ST_ALL || t->tr->opt.json)
		hold_line(t);

	char buf[32];
	line_begin(t);
	out_puts(t->out, syscall_name(c, buf));
	out_putc(t->out, '(');
	c->args_at = t->out->len;
	if (!c->se)
		print_unknown_args(t);
	else if (c->se->dec)
		c->needs_exit = c->se->dec(t) == DEC_EXIT;
	else
		print_args_generic(t);
	c->printed = true;
	t->out->open = t;
	/* The first execve's stack would be seize's own start-up code: -k
	 * takes that one at exit, in the new image. */
	if (t->tr->unwinder && !first_exec)
		unwind_syscall_entry(t);
}

bool errno_describe(int err, const char **name, const char **text)
{
	static const struct { int no; const char *name, *text; } restart[] = {
		{ 512, "ERESTARTSYS", "To be restarted if SA_RESTART is set" },
		{ 513, "ERESTARTNOINTR", "To be restarted" },
		{ 514, "ERESTARTNOHAND", "To be restarted if no handler" },
		{ 515, "ENOIOCTLCMD", "Unknown ioctl command" },
		{ 516, "ERESTART_RESTARTBLOCK", "Interrupted by signal" },
	};
	for (size_t i = 0; i < sizeof restart / sizeof restart[0]; i++)
		if (restart[i].no == err) {
			*name = restart[i].name;
			*text = restart[i].text;
			return true;
		}
	*name = xlat_name(&xlat_errnos, err);
	*text = strerror(err);
	return false;
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

static void print_return(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	out_pad(o, t->tr->opt.column);
	out_puts(o, "= ");
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
			print_fd(t, (int)c->rval);
			break;
		default:
			out_printf(o, "%lld", (long long)c->rval);
		}
	}
	if (c->aux) {
		out_putc(o, ' ');
		out_puts(o, c->aux);
	}
	if (t->tr->opt.syscall_times && !t->tr->opt.json) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long ns = ns_between(&c->entered, &now);
		out_printf(o, " <%lld.%06lld>", ns / 1000000000, ns % 1000000000 / 1000);
	}
}

/* Reopen t's line after another tracee cut it: "<... read resumed>". */
static void resume_line(struct tracee *t)
{
	struct call *c = &t->call;
	if (t->out->open == t)
		return;
	char buf[32];
	line_begin(t);
	out_printf(t->out, "<... %s resumed>", syscall_name(c, buf));
	t->out->open = t;
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
	c->exiting = true;
	c->rval = info->exit.rval;
	c->is_error = info->exit.is_error;
	resume_line(t);
	if (c->needs_exit) {
		if (c->se->dec)
			c->se->dec(t);
		else
			print_args_generic(t);
	}
	c->args_end = t->out->len;
	out_putc(t->out, ')');
	print_return(t);
	line_end(t);
	if (t->tr->unwinder)
		unwind_print(t);
	c->printed = false;
	release_line(t, c->is_error ? ST_FAILED : ST_SUCCESSFUL);
}

void syscall_detached(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->hidden || !c->printed)
		return;
	if (t->out->open == t || t->real_out) {
		c->args_end = t->out->len;
		out_puts(t->out, " <detached ...>");
		line_end(t);
	}
	c->printed = false;
	release_line(t, ST_DETACHED);
}

void syscall_vanished(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->hidden || !c->printed)
		return;
	/* A call that was meant to return (read, not exit_group) says it did
	 * not: strace prints "read(0,  <unfinished ...>) = ?" when the tracee
	 * dies inside it with its line still open. */
	c->args_end = t->out->len;
	if (t->out->open == t && c->ret_format != R_NONE)
		out_puts(t->out, " <unfinished ...>");
	resume_line(t);
	out_putc(t->out, ')');
	out_pad(t->out, t->tr->opt.column);
	out_puts(t->out, "= ?");
	line_end(t);
	if (t->tr->unwinder)
		unwind_print_held(t);
	c->printed = false;
	release_line(t, ST_UNFINISHED);
}
