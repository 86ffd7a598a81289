/* -j, --json: one JSON object a line for each event of the trace.
 *
 * The decoders do not know about JSON.  In JSON mode every syscall line is
 * held in memory (printer.c) and, once the call has ended, this file turns
 * that line into an object: each argument's text, split where the decoder
 * separated the arguments, becomes a typed value (json-value.c), next to
 * what the table knows about the argument and the raw register.  Signal,
 * stop and exit lines are converted the same way, and the events that have
 * no text line (exec, continue, attach, detach) are written here directly.
 * The format is man/seize.1 (JSON OUTPUT) and man/seize-json.schema.json. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "json-trace.h"
#include "json-value.h"
#include "json-write.h"
#include "printer.h"
#include "syscall.h"
#include "util.h"

/* The table's type names (src/syscalls.tbl), in enum arg_type's order. */
static const char *const type_names[] = {
	[A_INT] = "int", [A_UINT] = "uint", [A_LONG] = "long", [A_ULONG] = "ulong",
	[A_SIZE] = "size", [A_OFF] = "off", [A_HEX] = "hex", [A_OCT] = "oct",
	[A_PTR] = "ptr", [A_MODE] = "mode", [A_UMODE] = "umode", [A_FD] = "fd",
	[A_DIRFD] = "dirfd", [A_PATH] = "path", [A_STR] = "str", [A_IBUF] = "ibuf",
	[A_OBUF] = "obuf", [A_PID] = "pid", [A_UID] = "uid", [A_GID] = "gid",
	[A_SIG] = "sig", [A_FLAGS] = "flags", [A_ENUM] = "enum", [A_IINT] = "iint",
	[A_OINT] = "oint", [A_ISTRUCT] = "istruct", [A_OSTRUCT] = "ostruct",
	[A_IOSTRUCT] = "iostruct", [A_ISIGSET] = "isigset", [A_OSIGSET] = "osigset",
};

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

static bool starts(const char *s, const char *end, const char *prefix)
{
	size_t n = strlen(prefix);
	return (size_t)(end - s) >= n && memcmp(s, prefix, n) == 0;
}

/* " > /lib/libc.so.6(write+0x14) [0x10e2a4] file.c:12", or
 * " > /path() [0x1234]", or " > backtracing_error [0x1234]". */
static void frame_object(struct jbuf *b, const char *s, const char *end)
{
	s += 3;		/* " > " */
	const char *addr = NULL;
	for (const char *p = end; p - s >= 4; p--)
		if (memcmp(p - 4, " [0x", 4) == 0) {
			addr = p - 4;
			break;
		}
	jb_puts(b, "{");
	if (!addr) {
		jb_puts(b, "\"text\":");
		jb_string(b, s, (size_t)(end - s));
		jb_puts(b, "}");
		return;
	}
	const char *close = memchr(addr + 4, ']', (size_t)(end - addr - 4));
	const char *open = memchr(s, '(', (size_t)(addr - s));
	const char *path_end = open ? open : addr;
	jb_puts(b, "\"path\":");
	jb_string(b, s, (size_t)(path_end - s));
	if (open && addr[-1] == ')' && addr - 1 > open + 1) {
		const char *sym = open + 1, *sym_end = addr - 1;
		const char *plus = NULL;
		for (const char *p = sym_end - 1; p > sym; p--)
			if (*p == '+' && p[1] == '0' && p[2] == 'x') {
				plus = p;
				break;
			}
		jb_puts(b, ",\"symbol\":");
		jb_string(b, sym, (size_t)((plus ? plus : sym_end) - sym));
		if (plus)
			jb_printf(b, ",\"offset\":%llu", strtoull(plus + 1, NULL, 16));
	}
	jb_printf(b, ",\"address\":%llu", strtoull(addr + 2, NULL, 16));
	if (close && close + 2 < end) {
		jb_puts(b, ",\"source\":");
		jb_string(b, close + 2, (size_t)(end - close - 2));
	}
	jb_puts(b, "}");
}

/* The frame lines that follow the first line of text, as "stack":[...]. */
static void stack_member(struct jbuf *b, const char *s, const char *end)
{
	bool first = true;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		const char *line_end = nl ? nl : end;
		if (starts(s, line_end, " > ")) {
			jb_puts(b, first ? ",\"stack\":[" : ",");
			frame_object(b, s, line_end);
			first = false;
		}
		s = nl ? nl + 1 : end;
	}
	if (!first)
		jb_puts(b, "]");
}

/* "child_stack=NULL": clone and a few others name their arguments in the
 * text, in an order of their own; returns the length of the name. */
static size_t named_piece(const char *s, size_t n)
{
	size_t i = 0;
	while (i < n && (s[i] == '_' || (s[i] >= 'a' && s[i] <= 'z') || (i && s[i] >= '0' && s[i] <= '9')))
		i++;
	return i && i + 1 < n && s[i] == '=' && s[i + 1] != '=' ? i : 0;
}

static const struct argdef *arg_named(const struct sysent *se, const char *name, size_t n)
{
	for (int i = 0; se && i < se->nargs; i++)
		if (strlen(se->args[i].name) == n && memcmp(se->args[i].name, name, n) == 0)
			return &se->args[i];
	return NULL;
}

static void args_member(struct jbuf *b, const struct tracee *t, const char *text, size_t len)
{
	const struct call *c = &t->call;
	size_t start[32], lens[32];
	size_t n = len ? jv_split_args(text, len, 32, start, lens) : 0;
	jb_puts(b, ",\"args\":[");
	for (size_t i = 0; i < n; i++) {
		const char *piece = text + start[i];
		size_t piece_len = lens[i];
		const struct argdef *a = c->se && i < (size_t)c->se->nargs ? &c->se->args[i] : NULL;
		size_t named = named_piece(piece, piece_len);
		if (i)
			jb_puts(b, ",");
		if (named) {
			a = arg_named(c->se, piece, named);
			jb_puts(b, "{\"name\":");
			jb_string(b, piece, named);
			jb_printf(b, ",\"type\":\"%s\"", a ? type_names[a->type] : "unknown");
			piece += named + 1;
			piece_len -= named + 1;
		} else if (a) {
			jb_puts(b, "{\"name\":");
			jb_string(b, a->name, strlen(a->name));
			jb_printf(b, ",\"type\":\"%s\"", type_names[a->type]);
		} else {
			jb_printf(b, "{\"name\":\"arg%zu\",\"type\":\"%s\"", i + 1,
				  c->se ? "unknown" : "long");
		}
		/* The register behind a named piece is the table's, when known. */
		if (a && c->se)
			jb_printf(b, ",\"raw\":%llu", (unsigned long long)c->arg[a - c->se->args]);
		else if (!named && i < 6)
			jb_printf(b, ",\"raw\":%llu", (unsigned long long)c->arg[i]);
		bool truncated = false;
		jb_puts(b, ",\"value\":");
		jv_convert(b, piece, piece_len, a && a->type == A_FLAGS ? JV_FLAGS : JV_ANY,
			   &truncated);
		if (truncated)
			jb_puts(b, ",\"truncated\":true");
		jb_puts(b, "}");
	}
	jb_puts(b, "]");
}

static void errno_members(struct jbuf *b, int err)
{
	const char *name, *text;
	bool restart = errno_describe(err, &name, &text);
	jb_puts(b, restart ? ",\"return\":null,\"errno\":" : ",\"return\":-1,\"errno\":");
	if (name)
		jb_string(b, name, strlen(name));
	else
		jb_puts(b, "null");
	jb_puts(b, ",\"error\":");
	jb_string(b, text, strlen(text));
	if (!name)
		jb_printf(b, ",\"errno_number\":%d", err);
}

void json_syscall(struct tracee *t, struct output *to, const struct output *held,
		  enum json_end how)
{
	const struct call *c = &t->call;
	struct jbuf b = { 0 };
	const char *text = held->buf, *end = held->buf + held->len;
	const char *nl = memchr(text, '\n', held->len);
	const char *line_end = nl ? nl : end;
	size_t args_at = c->args_at <= held->len ? c->args_at : 0;
	size_t args_end = c->args_end >= args_at && c->args_end <= held->len ? c->args_end : args_at;

	begin_object(&b, t, "syscall", c->wall_ns);
	char name[32];
	const char *sname = c->se ? c->se->name : name;
	if (!c->se)
		snprintf(name, sizeof name, "syscall_%#llx", (unsigned long long)c->nr);
	jb_puts(&b, ",\"name\":");
	jb_string(&b, sname, strlen(sname));
	jb_printf(&b, ",\"nr\":%llu", (unsigned long long)c->nr);
	args_member(&b, t, text + args_at, args_end - args_at);

	if (how == JSON_RETURNED) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long ns = (now.tv_sec - c->entered.tv_sec) * 1000000000LL +
			       (now.tv_nsec - c->entered.tv_nsec);
		jb_printf(&b, ",\"duration\":%lld", ns);
		if (c->is_error) {
			errno_members(&b, (int)-c->rval);
		} else if (c->ret_format == R_NONE) {
			jb_puts(&b, ",\"return\":null");
		} else {
			/* The text after ") = ", without the decoder's note. */
			const char *r = text + args_end;
			const char *eq = NULL;
			for (const char *p = r; p + 1 < line_end; p++)
				if (p[0] == '=' && p[1] == ' ') {
					eq = p + 2;
					break;
				}
			const char *r_end = line_end;
			if (c->aux && (size_t)(r_end - (eq ? eq : r)) > strlen(c->aux))
				r_end -= strlen(c->aux) + 1;
			jb_puts(&b, ",\"return\":");
			if (eq && r_end > eq)
				jv_convert(&b, eq, (size_t)(r_end - eq), JV_ANY, &(bool){ false });
			else
				jb_printf(&b, "%lld", (long long)c->rval);
		}
		if (c->aux) {
			jb_puts(&b, ",\"note\":");
			jb_string(&b, c->aux, strlen(c->aux));
		}
	} else {
		/* exit_group and the like never return: that is no news. */
		jb_puts(&b, ",\"return\":null");
		if (how == JSON_DETACHED)
			jb_puts(&b, ",\"detached\":true");
		else if (c->ret_format != R_NONE)
			jb_puts(&b, ",\"unfinished\":true");
	}
	if (nl)
		stack_member(&b, nl + 1, end);
	write_object(to, &b);
	jb_free(&b);
}

/* A signal name at s ("SIGCHLD" up to a blank or the end). */
static const char *word_end(const char *s, const char *end)
{
	while (s < end && *s != ' ')
		s++;
	return s;
}

void json_event_line(struct tracee *t, struct output *to, const struct output *line)
{
	struct jbuf b = { 0 };
	const char *s = line->buf, *end = line->buf + line->len;
	const char *nl = memchr(s, '\n', line->len);
	const char *line_end = nl ? nl : end;
	int64_t now = json_now_ns();

	if (starts(s, line_end, "--- stopped by ")) {
		begin_object(&b, t, "stop", now);
		const char *sig = s + strlen("--- stopped by ");
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, (size_t)(word_end(sig, line_end) - sig));
	} else if (starts(s, line_end, "--- ")) {
		begin_object(&b, t, "signal", now);
		const char *sig = s + 4, *sig_end = word_end(sig, line_end);
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, (size_t)(sig_end - sig));
		const char *info = sig_end + 1;
		const char *info_end = line_end - strlen(" ---");
		if (info < info_end) {
			jb_puts(&b, ",\"siginfo\":");
			jv_convert(&b, info, (size_t)(info_end - info), JV_ANY, &(bool){ false });
		}
	} else if (starts(s, line_end, "+++ exited with ")) {
		begin_object(&b, t, "exit", now);
		jb_printf(&b, ",\"status\":%d", atoi(s + strlen("+++ exited with ")));
	} else if (starts(s, line_end, "+++ killed by ")) {
		begin_object(&b, t, "killed", now);
		const char *sig = s + strlen("+++ killed by ");
		jb_puts(&b, ",\"signal\":");
		jb_string(&b, sig, (size_t)(word_end(sig, line_end) - sig));
		if (memmem(s, (size_t)(line_end - s), "(core dumped)", 13))
			jb_puts(&b, ",\"core_dumped\":true");
	} else if (starts(s, line_end, "+++ superseded by execve in pid ")) {
		begin_object(&b, t, "superseded", now);
		jb_printf(&b, ",\"by_tid\":%d", atoi(s + strlen("+++ superseded by execve in pid ")));
	} else {
		begin_object(&b, t, "message", now);
		jb_puts(&b, ",\"text\":");
		jb_string(&b, s, (size_t)(line_end - s));
	}
	if (nl)
		stack_member(&b, nl + 1, end);
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
		jb_bytes(&b, path, (size_t)n, false);
	else
		jb_puts(&b, "null");
	if (former != t->tid)
		jb_printf(&b, ",\"former_tid\":%d", (int)former);
	write_object(to, &b);
	jb_free(&b);
}
