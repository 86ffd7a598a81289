/* The JSON renderer: a record's values as JSON, typed by what the decoder
 * said they are, never by how the text shows them.  The shapes are the
 * schema's (man/seize.schema.json) and seize(1)'s JSON OUTPUT; a value's
 * JSON type depends on its kind alone, and no option of the text format
 * (-X, -x, -N, colour) changes it. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "record.h"
#include "render-json.h"
#include "style.h"
#include "syscall.h"
#include "xlat.h"

static const char *tok_str(const struct record *r, const struct tok *k)
{
	return r->arena + k->s;
}

static void key(struct jbuf *b, bool *first, const char *name, size_t n)
{
	if (!*first)
		jb_puts(b, ",");
	*first = false;
	jb_string(b, name, n);
	jb_puts(b, ":");
}

static void key_c(struct jbuf *b, bool *first, const char *name)
{
	key(b, first, name, strlen(name));
}

/* The names of the bits of v that x names, as array elements after those
 * already written (*first says whether any were); returns the bits no
 * name covers. */
static uint64_t flag_names(struct jbuf *b, const struct xlat *x, uint64_t v, bool *first)
{
	for (unsigned i = 0; i < x->n && v; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (v & bit) == bit) {
			if (!*first)
				jb_puts(b, ",");
			*first = false;
			jb_string(b, x->e[i].name, strlen(x->e[i].name));
			v &= ~bit;
		}
	}
	return v;
}

static void flags_value(struct jbuf *b, const struct tok *k)
{
	uint64_t v = k->v;
	bool first = true;
	jb_puts(b, "{\"flags\":[");
	const char *zero = v ? NULL : xlat_name(k->x, 0);
	if (zero) {
		jb_string(b, zero, strlen(zero));
		first = false;
	}
	uint64_t left = flag_names(b, k->x, v, &first);
	jb_printf(b, "],\"unknown\":%llu,\"value\":%llu}",
		  (unsigned long long)(left << k->v2), (unsigned long long)(v << k->v2));
}

static void mode_value(struct jbuf *b, unsigned mode)
{
	static const struct { unsigned bits; const char *name; } types[] = {
		{ S_IFREG, "S_IFREG" }, { S_IFSOCK, "S_IFSOCK" }, { S_IFIFO, "S_IFIFO" },
		{ S_IFLNK, "S_IFLNK" }, { S_IFDIR, "S_IFDIR" }, { S_IFBLK, "S_IFBLK" },
		{ S_IFCHR, "S_IFCHR" },
	};
	const char *name = NULL;
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (types[i].bits == (mode & S_IFMT))
			name = types[i].name;
	jb_puts(b, "{\"type\":");
	if (name)
		jb_string(b, name, strlen(name));
	else if (mode & S_IFMT)
		jb_printf(b, "%u", mode & S_IFMT);
	else
		jb_puts(b, "null");
	jb_printf(b, ",\"mode\":%u}", mode & 07777);
}

void json_string_value(struct jbuf *b, const char *s, size_t n, unsigned str_flags)
{
	jb_puts(b, "{\"string\":");
	jb_string(b, s, n);
	if (!utf8_valid(s, n)) {
		jb_puts(b, ",\"bytes\":\"");
		for (size_t i = 0; i < n; i++)
			jb_printf(b, "%02x", (unsigned char)s[i]);
		jb_puts(b, "\"");
	}
	if (str_flags & STR_CUT)
		jb_puts(b, ",\"truncated\":true");
	if (str_flags & STR_ABSTRACT)
		jb_puts(b, ",\"abstract\":true");
	jb_puts(b, "}");
}

static void string_value(struct jbuf *b, const struct record *r, const struct tok *k)
{
	json_string_value(b, tok_str(r, k), k->n, k->sub);
}

static void fd_value(struct jbuf *b, const struct record *r, const struct tok *k)
{
	jb_printf(b, "{\"fd\":%d", (int)k->v);
	if (k->flags & 1)
		jb_puts(b, ",\"name\":\"AT_FDCWD\"");
	const char *s = tok_str(r, k);
	switch (k->sub) {
	case FDD_PATH: case FDD_CWD:
		jb_puts(b, ",\"path\":");
		json_string_value(b, s, k->n, 0);
		break;
	case FDD_DELETED:
		jb_puts(b, ",\"path\":");
		json_string_value(b, s, k->n, 0);
		jb_puts(b, ",\"deleted\":true");
		break;
	case FDD_TEXT:
		jb_puts(b, ",\"details\":");
		jb_string(b, s, k->n);
		break;
	case FDD_CHAR: case FDD_BLOCK:
		jb_puts(b, ",\"path\":");
		json_string_value(b, s, k->n, 0);
		jb_printf(b, ",\"device\":{\"type\":\"%s\",\"major\":%u,\"minor\":%u}",
			  k->sub == FDD_BLOCK ? "block" : "char", (unsigned)(k->v2 >> 32),
			  (unsigned)k->v2);
		break;
	case FDD_PID:
		jb_printf(b, ",\"pid\":%llu", (unsigned long long)k->v2);
		break;
	}
	jb_puts(b, "}");
}

static void comment_member(struct jbuf *b, bool *first, const struct record *r,
			   const struct tok *k)
{
	key_c(b, first, k->key ? k->key : "comment");
	if (k->kind == TK_COUNT)
		jb_printf(b, "%llu", (unsigned long long)k->v);
	else
		jb_string(b, tok_str(r, k), k->n);
}

static uint32_t value(struct jbuf *b, const struct record *r, uint32_t i);

/* The children of the container at i as members of an object (struct) or
 * elements of an array; returns the index after its TK_END. */
static uint32_t members(struct jbuf *b, const struct record *r, uint32_t i, bool object)
{
	uint32_t end = (uint32_t)r->tok[i].v;
	bool first = true;
	unsigned unnamed = 0;
	i++;
	while (i < end && i < r->n) {
		const struct tok *k = &r->tok[i];
		switch (k->kind) {
		case TK_FIELD: case TK_LABEL:
			if (object) {
				key(b, &first, tok_str(r, k), k->n);
			} else {
				if (!first)
					jb_puts(b, ",");
				first = false;
				jb_puts(b, "{");
				jb_string(b, tok_str(r, k), k->n);
				jb_puts(b, ":");
			}
			i++;
			if (i < end && r->tok[i].kind != TK_COMMENT && r->tok[i].kind != TK_COUNT)
				i = value(b, r, i);
			else
				jb_puts(b, "null");
			if (!object)
				jb_puts(b, "}");
			continue;
		case TK_ELEM: case TK_ARG:
			i++;
			continue;
		case TK_COMMENT: case TK_COUNT:
			if (object) {
				comment_member(b, &first, r, k);
			} else {
				if (!first)
					jb_puts(b, ",");
				first = false;
				bool inner = true;
				jb_puts(b, "{");
				comment_member(b, &inner, r, k);
				jb_puts(b, "}");
			}
			i++;
			continue;
		case TK_ELLIPSIS:
			if (object) {
				key_c(b, &first, "truncated");
			} else {
				if (!first)
					jb_puts(b, ",");
				first = false;
				jb_puts(b, "{\"truncated\":");
			}
			jb_puts(b, object ? "true" : "true}");
			i++;
			continue;
		default:
			break;
		}
		if (object) {
			char name[16];
			snprintf(name, sizeof name, "_%u", unnamed++);
			key_c(b, &first, name);
		} else {
			if (!first)
				jb_puts(b, ",");
			first = false;
		}
		i = value(b, r, i);
	}
	return end + 1;
}

/* An OP "|" whose children are all names and numbers (O_RDONLY|O_CLOEXEC,
 * CLONE_VM|SIGCHLD, O_RDONLY|0x40000000) is a bit set. */
static bool is_bitset(const struct record *r, uint32_t op)
{
	const struct tok *k = &r->tok[op];
	if (k->kind != TK_BEGIN || k->sub != BOX_OP || k->n != 1 || tok_str(r, k)[0] != '|')
		return false;
	for (uint32_t i = op + 1; i < (uint32_t)k->v && i < r->n; i++)
		if (r->tok[i].kind != TK_CONST && r->tok[i].kind != TK_FLAGS &&
		    r->tok[i].kind != TK_INT)
			return false;
	return true;
}

/* The bit set at op as {"flags":[names],"unknown":bits,"value":v}: the
 * pieces' names, the bits no name covers, and the whole value (that of
 * the BOX_NAMED around it when there is one, else the pieces' OR). */
static void bitset_value(struct jbuf *b, const struct record *r, uint32_t op,
			 const uint64_t *whole)
{
	uint64_t all = 0, unknown = 0;
	bool first = true;
	jb_puts(b, "{\"flags\":[");
	for (uint32_t i = op + 1; i < (uint32_t)r->tok[op].v && i < r->n; i++) {
		const struct tok *k = &r->tok[i];
		if (k->kind == TK_BEGIN) {	/* 21<<MAP_HUGE_SHIFT: in *whole only */
			i = (uint32_t)k->v;
			continue;
		}
		if (k->kind != TK_CONST && k->kind != TK_FLAGS && k->kind != TK_INT)
			continue;	/* a bare symbol: its bits are in *whole */
		uint64_t shift = k->kind == TK_FLAGS ? k->v2 : 0;
		all |= k->v << shift;
		if (k->kind == TK_INT || (k->kind == TK_CONST && !(k->flags & 1))) {
			unknown |= k->v;
			continue;
		}
		if (k->kind == TK_CONST) {
			if (!first)
				jb_puts(b, ",");
			first = false;
			jb_string(b, tok_str(r, k), k->n);
			continue;
		}
		unknown |= flag_names(b, k->x, k->v, &first) << shift;	/* TK_FLAGS */
	}
	if (whole)
		unknown |= *whole & ~all;
	jb_printf(b, "],\"unknown\":%llu,\"value\":%llu}", (unsigned long long)unknown,
		  (unsigned long long)(whole ? *whole : all));
}

static void named_number(struct jbuf *b, const struct tok *k)
{
	if ((k->flags & 7) == NUM_DEC)	/* the enum num_format sink_named keeps */
		jb_printf(b, "%lld", (long long)k->v2);
	else
		jb_printf(b, "%llu", (unsigned long long)k->v2);
}

/* A number shown by names built from pieces.  Its JSON shape follows what
 * the pieces are, never the value: a bit set (an OP "|": O_RDONLY|O_CLOEXEC,
 * MAP_PRIVATE|MAP_ANONYMOUS|21<<MAP_HUGE_SHIFT) is a flags object; one
 * constant is that constant; a function (makedev(0x8, 0x1), _IOC(...)) is
 * the call, whose arguments make the number; arithmetic (8192*1024,
 * RLIM64_INFINITY) is the number itself. */
static uint32_t named_value(struct jbuf *b, const struct record *r, uint32_t i)
{
	const struct tok *k = &r->tok[i];
	uint32_t end = (uint32_t)k->v, child = i + 1;
	const struct tok *c = child < end ? &r->tok[child] : NULL;
	bool alone = c && (c->kind != TK_BEGIN ? child + 1 == end : (uint32_t)c->v + 1 == end);
	if (alone && c->kind == TK_BEGIN && c->sub == BOX_OP && c->n == 1 &&
	    tok_str(r, c)[0] == '|') {
		bitset_value(b, r, child, &k->v2);
		return end + 1;
	}
	if (alone && (c->kind == TK_CONST ||
		      (c->kind == TK_BEGIN && c->sub == BOX_FUNC))) {
		value(b, r, child);
		return end + 1;
	}
	named_number(b, k);
	return end + 1;
}

static uint32_t box_value(struct jbuf *b, const struct record *r, uint32_t i)
{
	const struct tok *k = &r->tok[i];
	switch (k->sub) {
	case BOX_STRUCT: {
		/* {WIFEXITED(s) && WEXITSTATUS(s) == 0}: a struct no member of
		 * which has a name is its one value (or an array of them). */
		uint32_t end = (uint32_t)k->v, n = 0;
		bool named = false;
		for (uint32_t j = i + 1; j < end && j < r->n;) {
			const struct tok *c = &r->tok[j];
			if (c->kind == TK_FIELD || c->kind == TK_LABEL || c->kind == TK_COMMENT ||
			    c->kind == TK_COUNT || c->kind == TK_ELLIPSIS)
				named = true;
			n++;
			j = c->kind == TK_BEGIN ? (uint32_t)c->v + 1 : j + 1;
		}
		if (!named && n == 1)
			return value(b, r, i + 1) + 1;
		if (!named && n > 1) {
			jb_puts(b, "[");
			i = members(b, r, i, false);
			jb_puts(b, "]");
			return i;
		}
		jb_puts(b, "{");
		i = members(b, r, i, true);
		jb_puts(b, "}");
		return i;
	}
	case BOX_ARRAY: case BOX_GROUP:
		jb_puts(b, "[");
		i = members(b, r, i, false);
		jb_puts(b, "]");
		return i;
	case BOX_SET: case BOX_SET_NOT:
		jb_printf(b, "{\"complement\":%s,\"set\":[",
			  k->sub == BOX_SET_NOT ? "true" : "false");
		i = members(b, r, i, false);
		jb_puts(b, "]}");
		return i;
	case BOX_FUNC:
		jb_puts(b, "{\"call\":");
		jb_string(b, tok_str(r, k), k->n);
		jb_puts(b, ",\"args\":[");
		i = members(b, r, i, false);
		jb_puts(b, "]}");
		return i;
	case BOX_OP: {
		if (is_bitset(r, i)) {
			bitset_value(b, r, i, NULL);
			return (uint32_t)k->v + 1;
		}
		/* the operator without the blanks the text puts around it */
		const char *op = tok_str(r, k);
		size_t n = k->n;
		while (n && *op == ' ')
			op++, n--;
		while (n && op[n - 1] == ' ')
			n--;
		jb_puts(b, "{\"op\":");
		jb_string(b, op, n);
		jb_puts(b, ",\"args\":[");
		i = members(b, r, i, false);
		jb_puts(b, "]}");
		return i;
	}
	case BOX_NAMED:
		return named_value(b, r, i);
	case BOX_BYTES: {
		const unsigned char *p = (const unsigned char *)r->arena + k->s2;
		jb_puts(b, "{\"bytes\":\"");
		for (uint32_t j = 0; j < k->n2; j++)
			jb_printf(b, "%02x", p[j]);
		jb_puts(b, "\",\"names\":[");
		i = members(b, r, i, false);
		jb_puts(b, "]}");
		return i;
	}
	default:	/* BOX_AUX */
		jb_puts(b, "[");
		i = members(b, r, i, false);
		jb_puts(b, "]");
		return i;
	}
}

/* A pid: its number, or {"pid", "ns_pid", "comm"} when -Y or
 * --pidns-translation found more. */
void json_pid_value(struct jbuf *b, int pid, const char *comm, size_t n, int ns_pid)
{
	if (!n && !ns_pid) {
		jb_printf(b, "%d", pid);
		return;
	}
	jb_printf(b, "{\"pid\":%d", pid);
	if (ns_pid)
		jb_printf(b, ",\"ns_pid\":%d", ns_pid);
	if (n) {
		jb_puts(b, ",\"comm\":");
		jb_string(b, comm, n);
	}
	jb_puts(b, "}");
}

/* The value that begins at token i; returns the index after it. */
static uint32_t value(struct jbuf *b, const struct record *r, uint32_t i)
{
	const struct tok *k = &r->tok[i];
	switch (k->kind) {
	case TK_BEGIN:
		return box_value(b, r, i);
	case TK_INT:
		if (k->sub == IB_DEC)
			jb_printf(b, "%lld", (long long)k->v);
		else
			jb_printf(b, "%llu", (unsigned long long)k->v);
		break;
	case TK_CONST:
		jb_puts(b, "{\"name\":");
		if (k->flags & 1)
			jb_string(b, tok_str(r, k), k->n);
		else
			jb_puts(b, "null");
		if (k->flags & TF_INT32)
			jb_printf(b, ",\"value\":%d}", (int)(int32_t)k->v);
		else if (k->sub == NUM_DEC)
			jb_printf(b, ",\"value\":%lld}", (long long)k->v);
		else
			jb_printf(b, ",\"value\":%llu}", (unsigned long long)k->v);
		break;
	case TK_FLAGS:
		flags_value(b, k);
		break;
	case TK_MODE:
		mode_value(b, (unsigned)k->v);
		break;
	case TK_UMODE:
		jb_printf(b, "%llu", (unsigned long long)k->v);
		break;
	case TK_STR:
		string_value(b, r, k);
		break;
	case TK_PTR:
		jb_printf(b, "{\"address\":%llu}", (unsigned long long)k->v);
		break;
	case TK_FD:
		fd_value(b, r, k);
		break;
	case TK_PID:
		json_pid_value(b, (int)k->v, tok_str(r, k), k->n, (int)k->v2);
		break;
	case TK_SYMBOL:
		jb_puts(b, "{\"symbol\":");
		jb_string(b, tok_str(r, k), k->n);
		jb_puts(b, "}");
		break;
	case TK_ELLIPSIS:
		jb_puts(b, "{\"truncated\":true}");
		break;
	default:
		jb_puts(b, "null");
	}
	return i + 1;
}

/* The table's type names (src/syscalls.tbl), in enum arg_type's order. */
static const char *const type_names[] = {
	[A_INT] = "int", [A_UINT] = "uint", [A_LONG] = "long", [A_ULONG] = "ulong",
	[A_SIZE] = "size", [A_OFF] = "off", [A_HEX] = "hex", [A_OCT] = "oct",
	[A_PTR] = "ptr", [A_MODE] = "mode", [A_UMODE] = "umode", [A_FD] = "fd",
	[A_DIRFD] = "dirfd", [A_PATH] = "path", [A_STR] = "str", [A_IBUF] = "ibuf",
	[A_OBUF] = "obuf", [A_PID] = "pid", [A_UID] = "uid", [A_GID] = "gid",
	[A_SIG] = "sig", [A_FLAGS] = "flags", [A_ENUM] = "enum", [A_IINT] = "iint",
	/* the width is the kernel's, not a kind of value: the same names */
	[A_LFLAGS] = "flags", [A_LENUM] = "enum",
	[A_OINT] = "oint", [A_ISTRUCT] = "istruct", [A_OSTRUCT] = "ostruct",
	[A_IOSTRUCT] = "iostruct", [A_ISIGSET] = "isigset", [A_OSIGSET] = "osigset",
	[A_TID] = "tid", [A_PGID] = "pgid", [A_PIDPG] = "pidpg",
};

static void arg_head(struct jbuf *b, const struct sysent *se, const uint64_t *raw, uint64_t i)
{
	if (se && i < se->nargs)
		jb_printf(b, "{\"name\":\"%s\",\"type\":\"%s\"", se->args[i].name,
			  type_names[se->args[i].type]);
	else
		jb_printf(b, "{\"name\":\"arg%llu\",\"type\":\"long\"", (unsigned long long)i + 1);
	if (i < 6)
		jb_printf(b, ",\"raw\":%llu", (unsigned long long)raw[i]);
}

void json_call_members(struct jbuf *b, const struct record *r)
{
	for (uint32_t i = 0; i < r->n && r->tok[i].kind != TK_ARG;) {
		const struct tok *k = &r->tok[i];
		if (k->kind == TK_FIELD && (k->flags & TF_CALL_MEMBER) && i + 1 < r->n) {
			jb_puts(b, ",");
			jb_string(b, tok_str(r, k), k->n);
			jb_puts(b, ":");
			i = value(b, r, i + 1);
			continue;
		}
		i = k->kind == TK_BEGIN ? (uint32_t)k->v + 1 : i + 1;
	}
}

void json_args(struct jbuf *b, const struct record *r, const struct sysent *se,
	       const uint64_t *raw)
{
	uint32_t end = r->aux_at != NO_PARENT ? r->aux_at : r->n;
	bool open = false, first = true, valued = false;
	jb_puts(b, "[");
	for (uint32_t i = 0; i < end;) {
		const struct tok *k = &r->tok[i];
		if (k->kind == TK_ARG) {
			if (open)
				jb_puts(b, valued ? "}" : ",\"value\":null}");
			if (!first)
				jb_puts(b, ",");
			first = false;
			arg_head(b, se, raw, k->v);
			open = true;
			valued = false;
			i++;
			continue;
		}
		if (!open) {	/* the call's own notation, not an argument */
			i = k->kind == TK_BEGIN ? (uint32_t)k->v + 1 : i + 1;
			continue;
		}
		bool member_first = false;
		if (k->kind == TK_COMMENT || k->kind == TK_COUNT) {
			comment_member(b, &member_first, r, k);
			i++;
		} else if (k->kind == TK_ELLIPSIS) {
			jb_puts(b, ",\"truncated\":true");
			i++;
		} else if (!valued) {
			jb_puts(b, ",\"value\":");
			i = value(b, r, i);
			valued = true;
		} else {
			/* a second value in one argument: a decoder's continuation */
			jb_puts(b, ",\"more\":");
			i = value(b, r, i);
		}
	}
	if (open)
		jb_puts(b, valued ? "}" : ",\"value\":null}");
	jb_puts(b, "]");
}

bool json_aux(struct jbuf *b, const struct record *r)
{
	if (r->aux_at == NO_PARENT || r->aux_at >= r->n)
		return false;
	value(b, r, r->aux_at);
	return true;
}

void json_values(struct jbuf *b, const struct record *r)
{
	if (!r->n)
		jb_puts(b, "null");
	else
		value(b, r, 0);
}

void json_frames(struct jbuf *b, const struct record *r)
{
	if (!r->n_frames)
		return;
	jb_puts(b, ",\"stack\":[");
	for (uint32_t i = 0; i < r->n_frames; i++) {
		const struct frame *f = &r->frames[i];
		if (i)
			jb_puts(b, ",");
		if (f->kind == FRAME_UNMAPPED) {
			jb_printf(b, "{\"unmapped\":true,\"ip\":%llu}", (unsigned long long)f->ip);
			continue;
		}
		jb_puts(b, "{\"path\":");
		jb_string(b, r->arena + f->path, strlen(r->arena + f->path));
		if (f->kind == FRAME_NAMED) {
			jb_puts(b, ",\"symbol\":");
			jb_string(b, r->arena + f->symbol, strlen(r->arena + f->symbol));
			jb_printf(b, ",\"offset\":%llu", (unsigned long long)f->sym_offset);
		}
		jb_printf(b, ",\"address\":%llu", (unsigned long long)f->file_offset);
		if (f->source != NO_PARENT) {
			jb_puts(b, ",\"source\":");
			jb_string(b, r->arena + f->source, strlen(r->arena + f->source));
			jb_printf(b, ",\"line\":%d", f->line);
		}
		jb_puts(b, "}");
	}
	jb_puts(b, "]");
}
