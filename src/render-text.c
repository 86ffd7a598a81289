/* The text renderer: a record (record.h) as strace prints it, byte for
 * byte, following the output's -x/-X style, -N and the colours. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "color.h"
#include "record.h"
#include "render-text.h"
#include "style.h"
#include "syscall.h"

static const char *tok_str(const struct record *r, const struct tok *k)
{
	return r->arena + k->s;
}

static void print_umode(struct output *o, unsigned mode);

static void print_ptr(struct output *o, uint64_t addr)
{
	if (addr)
		out_printf(o, "%#llx", (unsigned long long)addr);
	else
		out_puts(o, "NULL");
}

static void print_flag_names(struct output *o, const struct xlat *x, uint64_t v, const char *dflt);

/* Under -X verbose a set with no name for v prints as the number alone. */
static bool has_flag_names(const struct xlat *x, uint64_t v)
{
	for (unsigned i = 0; i < x->n; i++)
		if (v ? x->e[i].val && (v & x->e[i].val) == x->e[i].val : !x->e[i].val)
			return true;
	return false;
}

static void print_xflags(struct output *o, const struct xlat *x, uint64_t v, const char *dflt)
{
	unsigned saved;
	v = xlat_value(x, v);
	if (o->style.xlat == XLAT_VERBOSE && !has_flag_names(x, v)) {
		print_named(o, v, NUM_HEX, NULL, v ? dflt : NULL);
		return;
	}
	if (names_begin(o, v, NUM_HEX, &saved)) {
		print_flag_names(o, x, v, dflt);
		names_end(o, saved);
	}
}

static void print_flag_names(struct output *o, const struct xlat *x, uint64_t v, const char *dflt)
{
	if (v == 0) {
		const char *zero = xlat_name(x, 0);
		out_puts(o, zero ? zero : "0");
		return;
	}
	uint64_t left = v;
	bool any = false;
	for (unsigned i = 0; i < x->n; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (left & bit) == bit) {
			if (any)
				out_putc(o, '|');
			out_puts(o, x->e[i].name);
			left &= ~bit;
			any = true;
		}
	}
	if (left) {
		if (any)
			out_putc(o, '|');
		out_printf(o, "%#llx", (unsigned long long)left);
		if (!any && dflt)
			out_printf(o, " /* %s */", dflt);
	}
}

static void print_mode(struct output *o, unsigned mode)
{
	static const struct { unsigned bits; const char *name; } types[] = {
		{ S_IFREG, "S_IFREG" }, { S_IFSOCK, "S_IFSOCK" }, { S_IFIFO, "S_IFIFO" },
		{ S_IFLNK, "S_IFLNK" }, { S_IFDIR, "S_IFDIR" }, { S_IFBLK, "S_IFBLK" },
		{ S_IFCHR, "S_IFCHR" },
	};
	mode &= 0177777;
	unsigned type = mode & S_IFMT, saved;
	const char *name = NULL;
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (types[i].bits == type)
			name = types[i].name;
	/* An unknown file type: the whole mode in octal, as strace does. */
	if (type && !name) {
		print_umode(o, mode);
		return;
	}
	if (!names_begin(o, mode, NUM_OCT, &saved))
		return;
	if (name) {
		out_puts(o, name);
		out_putc(o, '|');
	}
	mode &= ~S_IFMT;
	unsigned special = mode & (S_ISUID | S_ISGID | S_ISVTX);
	if (special & S_ISUID) out_puts(o, "S_ISUID|");
	if (special & S_ISGID) out_puts(o, "S_ISGID|");
	if (special & S_ISVTX) out_puts(o, "S_ISVTX|");
	out_printf(o, "%#03o", mode & 0777);
	names_end(o, saved);
}

static void print_umode(struct output *o, unsigned mode)
{
	out_printf(o, "%#03o", mode & 0177777);
}

void text_fd_detail(struct output *o, enum fd_detail d, const char *s, uint64_t extra)
{
	switch (d) {
	case FDD_NONE:
		return;
	case FDD_PID:
		out_printf(o, "<pid:%llu>", (unsigned long long)extra);
		return;
	case FDD_TEXT:
		out_printf(o, "<%s>", s);
		return;
	default:
		break;
	}
	/* <path>, with < and > escaped so the brackets stay unambiguous. */
	out_putc(o, '<');
	print_quoted_ex(o, s, strlen(s), QUOTE_BARE, "<>");
	if (d == FDD_CHAR || d == FDD_BLOCK)
		out_printf(o, "<%s %u:%u>", d == FDD_BLOCK ? "block" : "char",
			   (unsigned)(extra >> 32), (unsigned)extra);
	out_putc(o, '>');
	if (d == FDD_DELETED)
		out_puts(o, "(deleted)");
}

void text_pid_detail(struct output *o, const char *comm, size_t n, int ns_pid)
{
	if (n) {
		out_putc(o, '<');
		print_quoted_ex(o, comm, n, QUOTE_BARE, "<>");
		out_putc(o, '>');
	}
	if (ns_pid)
		out_printf(o, " /* %d in strace's PID NS */", ns_pid);
}

static void render_fd(struct output *o, const struct record *r, const struct tok *k)
{
	if (k->flags) {		/* AT_FDCWD */
		unsigned saved;
		if (names_begin(o, k->v, NUM_DEC, &saved)) {
			out_puts(o, "AT_FDCWD");
			names_end(o, saved);
		}
	} else {
		out_printf(o, "%d", (int)k->v);
	}
	text_fd_detail(o, (enum fd_detail)k->sub, tok_str(r, k), k->v2);
}

static void render_string(struct output *o, const struct record *r, const struct tok *k)
{
	unsigned flags = k->sub & STR_BARE ? QUOTE_BARE : 0;
	if (k->sub & STR_ABSTRACT)
		out_putc(o, '@');
	uint8_t hexstr = o->style.hexstr;
	bool whole_hex = k->sub & STR_HEX || hexstr == HEXSTR_ALL || hexstr == HEXSTR_NON_ASCII;
	bool nul_shown = k->sub & STR_NUL_OMITTED && whole_hex;
	if (k->sub & STR_HEX || nul_shown)
		o->style.hexstr = HEXSTR_ALL;
	/* the arena has the NUL after the bytes */
	print_quoted_ex(o, tok_str(r, k), k->n + nul_shown, flags, NULL);
	o->style.hexstr = hexstr;
	if (k->sub & STR_CUT || (nul_shown && k->sub & STR_NUL_CUT))
		out_puts(o, "...");
}

/* --color: punctuation in its colour. */
static void punct(struct output *o, const char *s)
{
	out_color(o, COL_PUNCT);
	out_puts(o, s);
	out_color_off(o);
}

static void render_sep(struct output *o, const struct record *r, const struct tok *k)
{
	switch (k->sep) {
	case SEP_COMMA:
		punct(o, ", ");
		break;
	case SEP_SPACE:
		out_putc(o, ' ');
		break;
	case SEP_OP:
		punct(o, tok_str(r, &r->tok[k->parent]));
		break;
	}
}

/* name= of an argument or a member */
static void key_name(struct output *o, const char *name, const char *after)
{
	out_color(o, COL_ARGNAME);
	out_puts(o, name);
	out_color_off(o);
	punct(o, after);
}

static void push_xlat(struct output *o, struct record *r, uint8_t inner)
{
	if (r->xlat_depth < RECORD_DEPTH)
		r->xlat_saved[r->xlat_depth] = o->style.xlat;
	r->xlat_depth++;
	o->style.xlat = inner;
}

static void pop_xlat(struct output *o, struct record *r)
{
	if (r->xlat_depth <= 0)
		return;
	r->xlat_depth--;
	uint8_t outer = r->xlat_depth < RECORD_DEPTH ? r->xlat_saved[r->xlat_depth] : XLAT_ABBREV;
	if (outer == XLAT_VERBOSE)
		out_puts(o, " */");
	o->style.xlat = outer;
}

/* BOX_NAMED and BOX_BYTES under -X: the number (or the bytes), then the
 * names in a comment (verbose) or nothing more (raw). */
static void render_named_begin(struct output *o, struct record *r, uint32_t i)
{
	const struct tok *k = &r->tok[i];
	uint8_t xlat = o->style.xlat;
	if (xlat == XLAT_ABBREV) {
		push_xlat(o, r, XLAT_ABBREV);
		return;
	}
	if (k->sub == BOX_NAMED) {
		print_num(o, k->v2, (enum num_format)(k->flags & 0x0f));
	} else {
		const unsigned char *b = (const unsigned char *)r->arena + k->s2;
		out_putc(o, '"');
		for (uint32_t j = 0; j < k->n2; j++)
			out_printf(o, "\\x%02x", b[j]);
		out_putc(o, '"');
	}
	if (xlat == XLAT_RAW) {
		r->skip_to = (int64_t)k->v;
		return;
	}
	out_puts(o, " /* ");
	push_xlat(o, r, XLAT_ABBREV);
}

static void render_begin(struct output *o, struct record *r, uint32_t i)
{
	const struct tok *k = &r->tok[i];
	switch (k->sub) {
	case BOX_STRUCT: punct(o, "{"); break;
	case BOX_ARRAY: case BOX_SET: punct(o, "["); break;
	case BOX_SET_NOT: punct(o, "~["); break;
	case BOX_FUNC:
		out_color(o, COL_CALL);
		out_puts(o, tok_str(r, k));
		out_color_off(o);
		punct(o, "(");
		break;
	case BOX_AUX: punct(o, " ("); break;
	case BOX_NAMED: case BOX_BYTES: render_named_begin(o, r, i); break;
	default: break;
	}
}

static void render_end(struct output *o, struct record *r, const struct tok *k)
{
	switch (k->sub) {
	case BOX_STRUCT: punct(o, "}"); break;
	case BOX_ARRAY: case BOX_SET: case BOX_SET_NOT: punct(o, "]"); break;
	case BOX_FUNC: case BOX_AUX: punct(o, ")"); break;
	case BOX_NAMED: case BOX_BYTES: pop_xlat(o, r); break;
	default: break;
	}
}

/* A token that is a value, or a comment. */
static void render_value(struct output *o, const struct record *r, const struct tok *k)
{
	switch (k->kind) {
	case TK_INT:
		print_int(o, k->v, (enum int_base)k->sub);
		break;
	case TK_CONST: {
		const char *name = k->flags & 1 ? tok_str(r, k) : NULL;
		/* [INT TERM]: a signal set's names without SIG */
		if (name && k->parent != NO_PARENT && (r->tok[k->parent].flags & TF_SIGNALS) &&
		    !strncmp(name, "SIG", 3))
			name += 3;
		print_named(o, k->v, (enum num_format)k->sub, name,
			    k->flags & 2 ? r->arena + k->s2 : NULL);
		break;
	}
	case TK_FLAGS:
		print_xflags(o, k->x, k->v, k->flags & 2 ? r->arena + k->s2 : NULL);
		break;
	case TK_MODE:
		print_mode(o, (unsigned)k->v);
		break;
	case TK_UMODE:
		print_umode(o, (unsigned)k->v);
		break;
	case TK_STR:
		render_string(o, r, k);
		break;
	case TK_PTR:
		print_ptr(o, k->v);
		break;
	case TK_FD:
		render_fd(o, r, k);
		break;
	case TK_SYMBOL:
		out_puts(o, tok_str(r, k));
		break;
	case TK_ELLIPSIS:
		out_puts(o, "...");
		break;
	case TK_COMMENT:
		if (!(k->flags & 1 && o->style.xlat == XLAT_RAW))
			out_printf(o, " /* %s */", tok_str(r, k));
		break;
	case TK_COUNT:
		out_printf(o, " /* %llu %s */", (unsigned long long)k->v, tok_str(r, k));
		break;
	case TK_PID:
		out_printf(o, "%d", (int)k->v);
		text_pid_detail(o, tok_str(r, k), k->n, (int)k->v2);
		break;
	default:
		break;
	}
}

static void render_tok(struct output *o, struct record *r, uint32_t i,
		       const struct text_view *v)
{
	const struct tok *k = &r->tok[i];
	if (k->hide) {
		/* the style the line is in, not the one inside a -X comment */
		uint8_t base = r->xlat_depth ? r->xlat_saved[0] : o->style.xlat;
		if (k->hide & (1u << base)) {
			if (k->kind == TK_FIELD)
				render_sep(o, r, k);
			/* a container hidden with all it holds (utimensat's
			 * struct behind UTIME_NOW) */
			if (k->kind == TK_BEGIN)
				r->skip_to = (int64_t)k->v;
			return;
		}
	}
	if (r->sep_shown && k->parent == NO_PARENT && k->sep) {
		r->sep_shown = false;
	} else {
		render_sep(o, r, k);
	}
	switch (k->kind) {
	case TK_ARG:
		if ((k->sub & ARG_NAMED || v->arg_names) && v->se && k->v < v->se->nargs)
			key_name(o, v->se->args[k->v].name, "=");
		return;
	case TK_FIELD:
		if (k->flags & TF_CALL_MEMBER)
			return;
		if (k->flags & TF_KEY_COMMENT) {
			out_color(o, COL_COMMENT);
			out_printf(o, "/* %s */", r->arena + k->s2);
			out_color_off(o);
			out_putc(o, ' ');
		} else {
			key_name(o, tok_str(r, k), "=");
		}
		return;
	case TK_LABEL:
		key_name(o, tok_str(r, k), " ");
		return;
	case TK_ELEM:
		return;
	case TK_BEGIN:
		render_begin(o, r, i);
		return;
	case TK_END:
		render_end(o, r, k);
		return;
	case TK_CONST: case TK_FLAGS: case TK_MODE:
		out_color(o, COL_CONST);
		break;
	case TK_COMMENT: case TK_COUNT:
		out_color(o, COL_COMMENT);
		break;
	default:
		out_color(o, COL_ARGVAL);
	}
	uint8_t xlat = o->style.xlat;
	if (k->flags & TF_NAMES_ALWAYS)
		o->style.xlat = XLAT_ABBREV;
	render_value(o, r, k);
	o->style.xlat = xlat;
	out_color_off(o);
}

void render_text(struct output *o, struct record *r, uint32_t from, uint32_t to,
		 const struct text_view *v)
{
	for (uint32_t i = from; i < to && i < r->n; i++) {
		if (r->skip_to >= 0) {
			if ((int64_t)i == r->skip_to)
				r->skip_to = -1;
			continue;
		}
		render_tok(o, r, i, v);
	}
}

uint32_t render_text_args(struct output *o, struct record *r, const struct text_view *v)
{
	uint32_t end = r->aux_at != NO_PARENT ? r->aux_at : r->n;
	render_text(o, r, r->rendered, end, v);
	r->rendered = end;
	return end;
}

void render_text_pending_sep(struct output *o, struct record *r)
{
	if (r->args_follow && r->depth < 0 && r->top_children && !r->top_after_key &&
	    !r->sep_shown) {
		punct(o, ", ");
		r->sep_shown = true;
	}
}

bool render_text_aux(struct output *o, struct record *r, const struct text_view *v)
{
	if (r->aux_at == NO_PARENT)
		return false;
	render_text(o, r, r->aux_at, r->n, v);
	r->rendered = r->n;
	return true;
}

void render_text_frames(struct output *o, const struct record *r)
{
	for (uint32_t i = 0; i < r->n_frames; i++) {
		const struct frame *f = &r->frames[i];
		const char *path = r->arena + f->path;
		switch (f->kind) {
		case FRAME_UNMAPPED:
			out_printf(o, " > backtracing_error [0x%llx]", (unsigned long long)f->ip);
			break;
		case FRAME_NAMED:
			out_printf(o, " > %s(%s+0x%llx) [0x%llx]", path, r->arena + f->symbol,
				   (unsigned long long)f->sym_offset,
				   (unsigned long long)f->file_offset);
			break;
		default:
			out_printf(o, " > %s() [0x%llx]", path, (unsigned long long)f->file_offset);
		}
		if (f->kind != FRAME_UNMAPPED && f->source != NO_PARENT)
			out_printf(o, " %s:%d", r->arena + f->source, f->line);
		out_newline(o);
	}
}
