/* -j, --json: one JSON object a line for each event of the trace.
 *
 * A syscall's object is written once the call has ended, from the record
 * its decoder filled (render-json.c gives the arguments' values), next to
 * what the table knows about each argument and the raw register; events
 * (signals, stops, exits, exec, attach, detach) are written from their
 * values.  Nothing is parsed back from text.  The format is man/seize.1
 * (JSON OUTPUT) and man/seize.schema.json. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "fdpath.h"
#include "iodump.h"
#include "personality.h"
#include "signame.h"
#include "json-trace.h"
#include "json-write.h"
#include "errno-names.h"
#include "render-json.h"
#include "sink.h"
#include "syscall.h"
#include "tamper.h"
#include "util.h"

int64_t json_now_ns(void)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/* {"event":NAME,"pid":...,"tid":...,"time":... -- the caller adds members
 * and the closing brace. */
static void begin_object(struct jbuf *b, const struct tracee *t, const char *event,
			 int64_t time_ns)
{
	jb_reset(b);
	jb_printf(b, "{\"event\":\"%s\",\"pid\":%d,\"tid\":%d,\"time\":%lld", event,
		  (int)t->tgid, (int)t->tid, (long long)time_ns);
}

static void write_object(struct output *o, struct jbuf *b)
{
	jb_puts(b, "}");
	out_write(o, b->buf, b->len);
	out_newline(o);
}

/* A failed call's return value, -1 as the program sees it from libc, and
 * its errno; a value the kernel clipped to 32 bits (modify_ldt, printer.c)
 * is the value itself, its errno in the low half, as the text shows. */
static void errno_members(struct jbuf *b, int64_t rval)
{
	const char *name, *text;
	int err = rval < 0 ? (int)-rval : -(int32_t)(uint32_t)rval;
	bool restart = errno_describe(err, &name, &text);
	if (restart)
		jb_puts(b, ",\"return\":null,\"errno\":");
	else
		jb_printf(b, ",\"return\":%lld,\"errno\":", rval < 0 ? -1LL : (long long)rval);
	if (name)
		jb_string(b, name, strlen(name));
	else
		jb_puts(b, "null");
	jb_puts(b, ",\"error\":");
	jb_string(b, text, strlen(text));
	if (!name)
		jb_printf(b, ",\"errno_number\":%d", err);
}

/* -y: what the descriptor a call returned refers to, as for arguments. */
static void return_fd_member(struct jbuf *b, struct tracee *t, int fd)
{
	char text[4096 + 600];
	uint64_t extra = 0;
	enum fd_detail d = fd_describe(t, fd, text, sizeof text, &extra);
	if (d == FDD_NONE)
		return;
	struct record *r = &t->tr->event;
	record_reset(r);
	struct record *was = t->sink;
	t->sink = r;
	sink_fd(t, fd);
	t->sink = was;
	jb_puts(b, ",\"return_fd\":");
	json_values(b, r);
}

/* -Y, --pidns-translation: "return_pid" beside the number the call returned. */
static void return_pid_member(struct jbuf *b, struct tracee *t, int pid)
{
	enum pid_kind k;
	struct pid_desc d;
	if (!t->tr->opt.decode_pids || !pidns_ret_kind(t->call.ret_format, &k))
		return;
	pidns_describe(t, pid, k, &d);
	if (!d.ns_pid && !d.comm[0])
		return;
	jb_puts(b, ",\"return_pid\":");
	json_pid_value(b, pid, d.comm, strlen(d.comm), d.ns_pid);
}

void json_syscall(struct tracee *t, struct output *to, enum json_end how)
{
	const struct call *c = &t->call;
	struct jbuf b = { 0 };

	begin_object(&b, t, "syscall", c->wall_ns);
	char name[32];
	const char *sname = c->se ? c->se->name : name;
	if (!c->se)
		snprintf(name, sizeof name, "syscall_%#llx", (unsigned long long)c->nr);
	jb_puts(&b, ",\"name\":");
	jb_string(&b, sname, strlen(sname));
	jb_printf(&b, ",\"nr\":%llu,", (unsigned long long)c->nr);
	/* Another personality's call (an i386 program, int $0x80): its
	 * number and layouts are that ABI's. */
	if (c->pers != PERS_64)
		jb_printf(&b, "\"arch\":\"%s\",", pers_arch_name(c->pers));
	jb_puts(&b, "\"args\":");
	json_args(&b, &t->rec, c->se, c->arg);
	json_call_members(&b, &t->rec);
	/* -e raw=: the arguments' values are their registers */
	if (c->se && set_has_in(&t->tr->opt.raw, c->pers, pers_call_index(c->pers, c->se, c->nr)))
		jb_puts(&b, ",\"undecoded\":true");
	/* restart_syscall has no arguments; what it resumes is the tracee's
	 * previous call (the text's "<... resuming interrupted nanosleep ...>"). */
	if (pers_native_nr(c) == __NR_restart_syscall) {
		jb_puts(&b, ",\"resumes\":");
		if (t->prev_se)
			jb_string(&b, t->prev_se->name, strlen(t->prev_se->name));
		else
			jb_puts(&b, "null");
	}

	if (how == JSON_RETURNED) {
		jb_printf(&b, ",\"duration\":%lld", (long long)c->duration_ns);
		if (c->is_error) {
			errno_members(&b, c->rval);
		} else if (c->ret_format == R_NONE) {
			jb_puts(&b, ",\"return\":null");
		} else {
			if (c->ret_format == R_HEX || c->ret_format == R_OCT)
				jb_printf(&b, ",\"return\":%llu", (unsigned long long)c->rval);
			else
				jb_printf(&b, ",\"return\":%lld", (long long)c->rval);
			if (c->ret_format == R_FD && t->tr->opt.decode_fds && c->rval <= INT_MAX)
				return_fd_member(&b, t, (int)c->rval);
			return_pid_member(&b, t, (int)c->rval);
		}
		if (t->rec.aux_at != NO_PARENT) {
			jb_puts(&b, ",\"after_return\":");
			json_aux(&b, &t->rec);
		}
		/* -e inject=: the text's (INJECTED), (INJECTED: args), (DELAYED) */
		if (c->tampered & TAMPERED_RETURN)
			jb_puts(&b, ",\"injected\":true");
		if (c->tampered & TAMPERED_ARGS)
			jb_puts(&b, ",\"injected_args\":true");
		if (c->tampered & TAMPERED_DELAYED)
			jb_puts(&b, ",\"delayed\":true");
	} else {
		/* exit_group and the like never return: that is no news. */
		jb_puts(&b, ",\"return\":null");
		if (how == JSON_DETACHED)
			jb_puts(&b, ",\"detached\":true");
		else if (c->ret_format != R_NONE)
			jb_puts(&b, ",\"unfinished\":true");
	}
	json_frames(&b, &t->rec);
	if (how == JSON_RETURNED && iodump_wanted(t)) {
		/* -e read=, -e write=: the dump may be large; it goes out as
		 * it is read from the tracee */
		out_write(to, b.buf, b.len);
		jb_reset(&b);
		iodump_json(t, to);
	}
	write_object(to, &b);
	jb_free(&b);
}

void json_event_report(struct tracee *t, struct output *to, const struct event *ev,
		       const struct record *r)
{
	static const char *const kinds[] = {
		[EV_SIGNAL] = "signal", [EV_STOP] = "stop", [EV_EXITED] = "exit",
		[EV_KILLED] = "killed", [EV_SUPERSEDED] = "superseded",
	};
	struct jbuf b = { 0 };
	char buf[16];
	const char *sig = signal_name(ev->sig, buf);
	begin_object(&b, t, kinds[ev->kind], json_now_ns());
	switch (ev->kind) {
	case EV_SIGNAL:
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, strlen(sig));
		jb_puts(&b, ",\"siginfo\":");
		json_values(&b, r);
		break;
	case EV_STOP:
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, strlen(sig));
		break;
	case EV_EXITED:
		jb_printf(&b, ",\"status\":%d", ev->status);
		break;
	case EV_KILLED:
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, strlen(sig));
		if (ev->core_dumped)
			jb_puts(&b, ",\"core_dumped\":true");
		break;
	case EV_SUPERSEDED:
		jb_printf(&b, ",\"by_tid\":%d", (int)ev->by_tid);
		break;
	}
	json_frames(&b, r);
	write_object(to, &b);
	jb_free(&b);
}

void json_event(struct tracee *t, struct output *to, const char *event, const char *members)
{
	struct jbuf b = { 0 };
	begin_object(&b, t, event, json_now_ns());
	if (members)
		jb_puts(&b, members);
	write_object(to, &b);
	jb_free(&b);
}

void json_event_exec(struct tracee *t, struct output *to, pid_t former)
{
	char link[64], path[4096];
	snprintf(link, sizeof link, "/proc/%d/exe", (int)t->tid);
	ssize_t n = readlink(link, path, sizeof path - 1);
	struct jbuf b = { 0 };
	begin_object(&b, t, "exec", json_now_ns());
	jb_puts(&b, ",\"path\":");
	if (n > 0)
		json_string_value(&b, path, (size_t)n, 0);
	else
		jb_puts(&b, "null");
	if (former != t->tid)
		jb_printf(&b, ",\"former_tid\":%d", (int)former);
	write_object(to, &b);
	jb_free(&b);
}
