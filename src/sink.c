/* The sink (sink.h): typed values into the tracee's current record.  The
 * only decisions made here are structural: which container a token is in,
 * and whether the text format puts a separator before it. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "fdpath.h"
#include "signame.h"
#include "record.h"
#include "sink.h"
#include "tracer.h"
#include "util.h"

static struct record *rec(struct tracee *t)
{
	return t->sink;
}

/* The separator a child of the innermost open container gets. */
static enum sep child_sep(const struct record *r)
{
	if (r->depth < 0)
		return SEP_COMMA;
	switch (r->tok[r->open[r->depth].at].sub) {
	case BOX_SET: case BOX_SET_NOT:
		return SEP_SPACE;
	case BOX_OP:
		return SEP_OP;
	case BOX_NAMED: case BOX_BYTES: case BOX_GROUP:
		return SEP_NONE;
	default:
		return SEP_COMMA;
	}
}

static uint32_t *children_of(struct record *r)
{
	return r->depth < 0 ? &r->top_children : &r->open[r->depth].children;
}

static bool *after_key_of(struct record *r)
{
	return r->depth < 0 ? &r->top_after_key : &r->open[r->depth].after_key;
}

static struct tok *push(struct record *r, enum tok_kind kind)
{
	struct tok *k = record_push(r);
	k->kind = kind;
	k->parent = r->depth < 0 ? NO_PARENT : r->open[r->depth].at;
	return k;
}

/* A key, or a value that is not a key's: a new child of the container. */
static struct tok *add_child(struct tracee *t, enum tok_kind kind, bool is_key)
{
	struct record *r = rec(t);
	uint32_t *children = children_of(r);
	bool *after_key = after_key_of(r);
	enum sep sep = child_sep(r);
	if (*after_key && !is_key) {
		*after_key = false;
		return push(r, kind);
	}
	struct tok *k = push(r, kind);
	k->sep = *children && !*after_key ? sep : SEP_NONE;
	(*children)++;
	*after_key = is_key;
	return k;
}

static struct tok *add_value(struct tracee *t, enum tok_kind kind)
{
	return add_child(t, kind, false);
}

/* ---- keys ---- */

void sink_arg(struct tracee *t, int i)
{
	add_child(t, TK_ARG, true)->v = (uint64_t)i;
}

void sink_arg_named(struct tracee *t, int i)
{
	struct tok *k = add_child(t, TK_ARG, true);
	k->v = (uint64_t)i;
	k->sub = ARG_NAMED;
}

static void add_key(struct tracee *t, enum tok_kind kind, const char *name)
{
	struct tok *k = add_child(t, kind, true);
	struct record *r = rec(t);
	size_t n = strlen(name);
	k->s = record_bytes(r, name, n);
	k->n = (uint32_t)n;
}

void sink_field(struct tracee *t, const char *name)
{
	add_key(t, TK_FIELD, name);
}

void sink_call_member(struct tracee *t, const char *name)
{
	add_key(t, TK_FIELD, name);
	struct record *r = rec(t);
	r->tok[r->n - 1].flags |= TF_CALL_MEMBER;
}

void sink_field_comment(struct tracee *t, const char *key, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	if ((size_t)n >= sizeof buf)
		n = sizeof buf - 1;
	add_key(t, TK_FIELD, key);
	struct record *r = rec(t);
	struct tok *k = &r->tok[r->n - 1];
	k->flags |= TF_KEY_COMMENT;
	k->s2 = record_bytes(r, buf, (size_t)n);
	k->n2 = (uint32_t)n;
}

void sink_label(struct tracee *t, const char *name)
{
	add_key(t, TK_LABEL, name);
}

void sink_elem(struct tracee *t)
{
	add_child(t, TK_ELEM, true);
}

/* ---- containers ---- */

static struct tok *open_box(struct tracee *t, enum box b, bool child)
{
	struct record *r;
	struct tok *k;
	if (child) {
		k = add_value(t, TK_BEGIN);
		r = rec(t);
	} else {
			r = rec(t);
		k = push(r, TK_BEGIN);
	}
	k->sub = (uint8_t)b;
	if ((uint32_t)(r->depth + 1) >= r->open_cap) {
		r->open_cap = r->open_cap ? r->open_cap * 2 : 16;
		r->open = xrealloc(r->open, r->open_cap * sizeof *r->open);
	}
	r->depth++;
	r->open[r->depth] = (struct open_box){ .at = r->n - 1 };
	return k;
}

void sink_begin(struct tracee *t, enum box b)
{
	open_box(t, b, true);
}

void sink_end(struct tracee *t)
{
	struct record *r = rec(t);
	if (r->depth < 0)
		die("sink_end without a container");
	uint32_t at = r->open[r->depth--].at;
	struct tok *k = push(r, TK_END);
	k->sub = r->tok[at].sub;
	k->parent = at;
	r->tok[at].v = r->n - 1;
}

static void set_name(struct record *r, struct tok *k, const char *s)
{
	size_t n = strlen(s);
	k->s = record_bytes(r, s, n);
	k->n = (uint32_t)n;
}

void sink_func(struct tracee *t, const char *name)
{
	struct tok *k = open_box(t, BOX_FUNC, true);
	set_name(rec(t), k, name);
}

void sink_op(struct tracee *t, const char *op)
{
	struct tok *k = open_box(t, BOX_OP, true);
	set_name(rec(t), k, op);
}

void sink_named(struct tracee *t, uint64_t v, enum num_format f)
{
	struct tok *k = open_box(t, BOX_NAMED, true);
	k->v2 = v;
	k->flags = (uint8_t)f;
}

void sink_bytes_named(struct tracee *t, const void *p, size_t n)
{
	struct tok *k = open_box(t, BOX_BYTES, true);
	struct record *r = rec(t);
	k->s2 = record_bytes(r, p, n);
	k->n2 = (uint32_t)n;
}

void sink_aux_begin(struct tracee *t)
{
	struct record *r = rec(t);
	r->aux_at = r->n;
	open_box(t, BOX_AUX, false);
}

/* ---- values ---- */

void sink_num(struct tracee *t, uint64_t v, enum int_base b)
{
	struct tok *k = add_value(t, TK_INT);
	k->v = v;
	k->sub = (uint8_t)b;
}

void sink_const(struct tracee *t, uint64_t v, enum num_format f, const char *name,
		const char *dflt)
{
	struct tok *k = add_value(t, TK_CONST);
	struct record *r = rec(t);
	k->v = v;
	k->sub = (uint8_t)f;
	if (name) {
		set_name(r, k, name);
		k->flags = 1;
	}
	if (dflt) {
		k->s2 = record_bytes(r, dflt, strlen(dflt));
		k->n2 = (uint32_t)strlen(dflt);
		k->flags |= 2;
	}
}

void sink_xval(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt)
{
	v = xlat_value(x, v);
	sink_const(t, v, dflt ? NUM_HEX : NUM_UNSIGNED, xlat_name(x, v), dflt);
}

void sink_xflags(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt)
{
	struct tok *k = add_value(t, TK_FLAGS);
	struct record *r = rec(t);
	k->x = x;
	k->v = xlat_value(x, v);
	if (dflt) {
		k->s2 = record_bytes(r, dflt, strlen(dflt));
		k->n2 = (uint32_t)strlen(dflt);
		k->flags = 2;
	}
}

void sink_mode(struct tracee *t, unsigned mode)
{
	add_value(t, TK_MODE)->v = mode & 0177777;
}

void sink_umode(struct tracee *t, unsigned mode)
{
	add_value(t, TK_UMODE)->v = mode & 0177777;
}

void sink_bytes(struct tracee *t, const void *s, size_t n, unsigned str_flags)
{
	struct tok *k = add_value(t, TK_STR);
	struct record *r = rec(t);
	if (str_flags & STR_NUL_STOPS) {
		const char *nul = memchr(s, 0, n);
		if (nul)
			n = (size_t)(nul - (const char *)s);
	}
	k->s = record_bytes(r, s, n);
	k->n = (uint32_t)n;
	k->sub = (uint8_t)str_flags;
}

void sink_ptr(struct tracee *t, uint64_t addr)
{
	add_value(t, TK_PTR)->v = addr;
}

/* What descriptor fd of process pid refers to, in k. */
static void fd_token(struct tracee *t, struct tok *k, pid_t pid, int fd)
{
	char text[PATH_MAX + 600];
	uint64_t extra = 0;
	enum fd_detail d = fd_describe_of(t, pid, fd, text, sizeof text, &extra);
	k->sub = (uint8_t)d;
	k->v2 = extra;
	if (d != FDD_NONE && d != FDD_PID) {
		struct record *r = rec(t);
		size_t n = strlen(text);
		k->s = record_bytes(r, text, n);
		k->n = (uint32_t)n;
	}
}

void sink_fd(struct tracee *t, int fd)
{
	struct tok *k = add_value(t, TK_FD);
	k->v = (uint64_t)(int64_t)fd;
	if (t->tr->opt.decode_fds)
		fd_token(t, k, pidns_tracee_proc(t), fd);
}

void sink_fd_of(struct tracee *t, int pid, int fd)
{
	struct tok *k = add_value(t, TK_FD);
	k->v = (uint64_t)(int64_t)fd;
	/* pid is the tracee's; /proc may know it by another number */
	pid_t proc = t->tr->opt.decode_fds ? pidns_proc_pid(t, pid, PID_TGID) : 0;
	if (proc > 0)
		fd_token(t, k, proc, fd);
}

/* The id shown is shown, the one described is described: kill's
 * -5 is process group 5. */
static void pid_token(struct tracee *t, int shown, int id, enum pid_kind kind)
{
	struct tok *k = add_value(t, TK_PID);
	k->v = (uint64_t)(int64_t)shown;
	k->sub = (uint8_t)kind;
	if (!t->tr->opt.decode_pids)
		return;
	struct pid_desc d;
	pidns_describe(t, id, kind, &d);
	k->v2 = (uint64_t)(int64_t)d.ns_pid;
	if (d.comm[0]) {
		struct record *r = rec(t);
		k->n = (uint32_t)strlen(d.comm);
		k->s = record_bytes(r, d.comm, k->n);
	}
}

void sink_pid(struct tracee *t, int pid, enum pid_kind kind)
{
	pid_token(t, pid, pid, kind);
}

void sink_pid_or_pgrp(struct tracee *t, int pid)
{
	if (pid < -1)
		pid_token(t, pid, -pid, PID_PGID);
	else
		pid_token(t, pid, pid, PID_TGID);
}

void sink_dirfd(struct tracee *t, int fd)
{
	if (fd != -100) {
		sink_fd(t, fd);
		return;
	}
	struct tok *k = add_value(t, TK_FD);
	k->v = (uint64_t)(int64_t)fd;
	k->flags = 1;		/* AT_FDCWD */
	char path[PATH_MAX + 1];
	if (cwd_describe(t, path, sizeof path)) {
		struct record *r = rec(t);
		k->sub = FDD_CWD;
		k->s = record_bytes(r, path, strlen(path));
		k->n = (uint32_t)strlen(path);
	}
}

void sink_symbol(struct tracee *t, const char *name)
{
	struct tok *k = add_value(t, TK_SYMBOL);
	set_name(rec(t), k, name);
}

void sink_ellipsis(struct tracee *t)
{
	add_value(t, TK_ELLIPSIS);
}

void sink_signame(struct tracee *t, int sig)
{
	char buf[16];
	const char *name = signal_name(sig, buf);
	/* -X: the number, and the name of a signal that has one */
	sink_const(t, (uint64_t)(int64_t)sig, NUM_DEC, strncmp(name, "SIG", 3) ? NULL : name,
		   NULL);
}

/* strace reads a mask as 32-bit words (the size rounded up, at most the
 * kernel's 8 bytes) and, when two thirds or more of their bits are set,
 * lists the signals that are NOT in it after a "~". */
void sink_sigmask(struct tracee *t, const void *mask, unsigned bytes)
{
	uint32_t words[2] = { 0, 0 };
	if (bytes > sizeof words)
		bytes = sizeof words;
	memcpy(words, mask, bytes);
	unsigned nbits = (bytes + 3) / 4 * 32, set = 0;
	for (unsigned i = 0; i < nbits / 32; i++)
		set += __builtin_popcount(words[i]);
	bool invert = nbits && set >= nbits * 2 / 3;
	sink_begin(t, invert ? BOX_SET_NOT : BOX_SET);
	struct record *r = rec(t);
	r->tok[r->open[r->depth].at].flags |= TF_SIGNALS;
	for (unsigned i = 0; i < nbits; i++) {
		bool bit = (words[i / 32] >> (i % 32)) & 1;
		if (bit == invert)
			continue;
		char buf[16];
		sink_const(t, i + 1, NUM_DEC, signal_name(i + 1, buf), NULL);
	}
	sink_end(t);
}

/* ---- comments ---- */

static void add_comment(struct tracee *t, enum tok_kind kind, const char *key,
			const char *text, size_t n)
{
	struct record *r = rec(t);
	struct tok *k = push(r, kind);
	k->key = key;
	k->s = record_bytes(r, text, n);
	k->n = (uint32_t)n;
}

static void add_commentv(struct tracee *t, const char *key, bool hint, const char *fmt,
			 va_list ap)
{
	char buf[512];
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	if (n < 0)
		n = 0;
	if ((size_t)n >= sizeof buf)
		n = sizeof buf - 1;
	add_comment(t, TK_COMMENT, key, buf, (size_t)n);
	rec(t)->tok[rec(t)->n - 1].flags = hint;
}

void sink_comment(struct tracee *t, const char *key, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	add_commentv(t, key, false, fmt, ap);
	va_end(ap);
}

void sink_hint(struct tracee *t, const char *key, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	add_commentv(t, key, true, fmt, ap);
	va_end(ap);
}

void sink_count(struct tracee *t, const char *key, uint64_t n, const char *what)
{
	add_comment(t, TK_COUNT, key, what, strlen(what));
	rec(t)->tok[rec(t)->n - 1].v = n;
}

void sink_time_comment(struct tracee *t, int64_t sec, uint64_t nsec)
{
	char buf[96];
	if (format_local_time(buf, sizeof buf, sec, nsec))
		sink_comment(t, "date", "%s", buf);
}

static void hide_last(struct tracee *t, uint8_t styles)
{
	struct record *r = rec(t);
	if (r->n)
		r->tok[r->n - 1].hide |= styles;
}

void sink_shown_when(struct tracee *t, bool abbrev)
{
	hide_last(t, abbrev ? HIDE_RAW | HIDE_VERBOSE : HIDE_ABBREV);
}

void sink_shown_when_raw(struct tracee *t)
{
	hide_last(t, HIDE_ABBREV | HIDE_VERBOSE);
}

void sink_hidden_when_raw(struct tracee *t)
{
	hide_last(t, HIDE_RAW);
}

void sink_flags_shift(struct tracee *t, unsigned shift)
{
	struct record *r = rec(t);
	if (r->n && r->tok[r->n - 1].kind == TK_FLAGS)
		r->tok[r->n - 1].v2 = shift;
}

void sink_int32(struct tracee *t)
{
	struct record *r = rec(t);
	if (r->n)
		r->tok[r->n - 1].flags |= TF_INT32;
}

void sink_names_always(struct tracee *t)
{
	struct record *r = rec(t);
	if (r->n)
		r->tok[r->n - 1].flags |= TF_NAMES_ALWAYS;
}
