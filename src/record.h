/* One record per syscall or event: the values a decoder reported through
 * the sink (sink.h), as a flat list of tokens.  The renderers turn the
 * same record into strace's text (render-text.c) or a JSON object
 * (render-json.c); neither the decoders nor the record know punctuation.
 *
 * The tokens describe a tree in prefix order: a container is a TK_BEGIN,
 * its children and a TK_END.  Where the text format puts a separator is
 * decided when a token is added (sink.c), from the container it is in, so
 * that any part of a record can be rendered on its own: a syscall's entry
 * part goes out at its entry, the rest at its exit. */
#ifndef SEIZE_RECORD_H
#define SEIZE_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "style.h"
#include "xlat.h"

enum tok_kind {
	TK_ARG,		/* argument v of the table follows; sub: ARG_* */
	TK_FIELD,	/* a struct member named s follows: "s=" */
	TK_LABEL,	/* a value named s follows, as in "left {...}": "s " */
	TK_ELEM,	/* an array element follows */
	TK_BEGIN,	/* a container, sub: enum box; v: index of its TK_END */
	TK_END,		/* sub: the box it closes */
	TK_INT,		/* v in base sub (enum int_base) */
	TK_CONST,	/* v named s (NULL: none), s2 the comment when unnamed; sub: enum num_format */
	TK_FLAGS,	/* v as a bit set of x, s2 the comment when no bit has a name;
			 * v2: where v's bits stand in the value (the JSON's) */
	TK_MODE,	/* v a file mode, type and permission bits */
	TK_UMODE,	/* v permission bits in octal */
	TK_STR,		/* n bytes at s; sub: STR_* */
	TK_PTR,		/* an address: NULL or hex */
	TK_FD,		/* descriptor v; sub: enum fd_detail, s and v2 the details */
	TK_SYMBOL,	/* a bare name s, as "s" in WIFEXITED(s) */
	TK_ELLIPSIS,	/* "...": more that is not shown */
	TK_COMMENT,	/* " / * s * /" after the value before; key is the JSON member */
	TK_COUNT,	/* " / * v s * /": a count; key is the JSON member */
	TK_PID,		/* id v, sub: enum pid_kind; v2 its number in seize's pid
			 * namespace (0: none), s its command name (n 0: none) */
};

enum box {
	BOX_STRUCT,	/* {a=1, b=2} */
	BOX_ARRAY,	/* [1, 2] */
	BOX_SET,	/* [INT TERM]: signal sets, blank-separated */
	BOX_SET_NOT,	/* ~[INT TERM]: all but these */
	BOX_FUNC,	/* s(a, b): htons(80), makedev(0x1, 0x3) */
	BOX_OP,		/* children joined by operator s: A|B, x<<16, a && b */
	BOX_NAMED,	/* a value shown by its names, v its number: -X prints v */
	BOX_BYTES,	/* bytes shown as an expression; -X prints them as \x.. */
	BOX_AUX,	/* what follows the return value: "(...)" */
	BOX_GROUP,	/* children side by side, no punctuation of its own */
};

/* Tok flags; what a bit means depends on the token's kind. */
enum {
	TF_INT32 = 1 << 2,		/* TK_CONST: a C int, shown in hex as unsigned */
	TF_CALL_MEMBER = 1 << 0,	/* TK_FIELD: not shown in the text; in the
					 * JSON a member of the call, not an argument */
	TF_SIGNALS = 1 << 0,		/* TK_BEGIN of a BOX_SET: signals, whose
					 * names the text shows without "SIG" */
	TF_NAMES_ALWAYS = 1 << 3,	/* TK_CONST, TK_FLAGS: names under every -X */
	TF_KEY_COMMENT = 1 << 4,	/* TK_FIELD: shown as "/ * s2 * / ", not "s=" */
};

/* tok.hide: the -X styles whose text leaves the token out, for strace's
 * notations that change with -X.  A key then hides its "name=" alone, a
 * TK_BEGIN its whole container (an aux part too).  It is a byte of its
 * own, not tok flags: those are per kind and full, and any token may be
 * hidden.  The JSON never looks at it, as it never depends on -X. */
enum {
	HIDE_ABBREV = 1 << XLAT_ABBREV,
	HIDE_RAW = 1 << XLAT_RAW,
	HIDE_VERBOSE = 1 << XLAT_VERBOSE,
};

/* TK_STR */
enum {
	STR_CUT = 1 << 0,	/* more bytes followed: "..." */
	STR_NUL_STOPS = 1 << 1,	/* ends at its first NUL */
	STR_BARE = 1 << 2,	/* no quotes (inside an expression) */
	STR_ABSTRACT = 1 << 3,	/* an abstract socket name: @"name" */
	STR_HEX = 1 << 4,	/* every byte as \x.., whatever -x says */
	/* A NUL ended the n bytes (the arena keeps it after them) that the
	 * text leaves out, as strace's QUOTE_OMIT_TRAILING_0 does, except
	 * where the string prints whole in hex: under -xx, and under -x, as
	 * the NUL is unprintable.  There it shows as \x00. */
	STR_NUL_OMITTED = 1 << 5,
	/* With STR_NUL_OMITTED: where the NUL shows, "..." follows it, as
	 * after strace's netlink attribute strings (QUOTE_EXPECT_TRAILING_0)
	 * and its xattr values that -s cuts. */
	STR_NUL_CUT = 1 << 6,
};

enum fd_detail {
	FDD_NONE,	/* just the number */
	FDD_PATH,	/* <s> */
	FDD_DELETED,	/* <s>(deleted) */
	FDD_TEXT,	/* <s>, s already in text form (sockets, pipes) */
	FDD_CHAR,	/* <s<char MAJ:MIN>>, v2 = MAJ << 32 | MIN */
	FDD_BLOCK,
	FDD_PID,	/* <pid:v2> */
	FDD_CWD,	/* AT_FDCWD: <s> when -y, the working directory */
};

/* Where the text format puts a separator before a token. */
enum sep { SEP_NONE, SEP_COMMA, SEP_SPACE, SEP_OP };

/* TK_ARG */
enum { ARG_PLAIN = 0, ARG_NAMED = 1 };

struct tok {
	uint8_t kind;		/* enum tok_kind */
	uint8_t sub;
	uint8_t sep;		/* enum sep */
	uint8_t flags;
	uint8_t hide;		/* HIDE_*: -X styles that leave it out of the text */
	uint32_t parent;	/* index of the enclosing TK_BEGIN, or UINT32_MAX */
	uint32_t s, n;		/* bytes in the arena: name, string, text */
	uint32_t s2, n2;	/* a second string: comment, details */
	const char *key;	/* JSON member name (TK_COMMENT, TK_COUNT), static */
	const struct xlat *x;	/* TK_FLAGS */
	uint64_t v, v2;
};

/* RECORD_DEPTH: the -X styles the text renderer keeps across nested named
 * values; deeper ones (no decoder makes them) render as abbrev. */
enum { NO_PARENT = UINT32_MAX, RECORD_DEPTH = 32 };

/* A container still open while the record is built.  Nesting has no
 * limit: hostile data (netlink errors inside errors) nests as deep as
 * its size allows. */
struct open_box {
	uint32_t at;		/* its TK_BEGIN */
	uint32_t children;	/* children added to it */
	bool after_key;		/* a key token waits for its value */
};

/* -k: one frame of the stack that goes with the record. */
enum frame_kind { FRAME_UNMAPPED, FRAME_NAMED, FRAME_UNNAMED };
struct frame {
	uint8_t kind;		/* enum frame_kind */
	uint64_t ip;		/* FRAME_UNMAPPED: the address */
	uint64_t file_offset;	/* the address as an offset in the mapped file */
	uint32_t path;		/* arena: the mapped file */
	uint32_t symbol;	/* arena: FRAME_NAMED */
	uint64_t sym_offset;	/* from the symbol's start */
	uint32_t source;	/* arena, or NO_PARENT: -kk */
	int line;
};

struct record {
	struct tok *tok;
	uint32_t n, cap;
	char *arena;
	uint32_t alen, acap;
	/* While the record is built: the open containers. */
	struct open_box *open;	/* depth + 1 of them, grown as needed */
	uint32_t open_cap;
	int depth;				/* -1: the top level (the arguments) */
	uint32_t top_children;
	bool top_after_key;
	uint32_t aux_at;	/* the BOX_AUX token, NO_PARENT without one */
	struct frame *frames;	/* -k */
	uint32_t n_frames, frames_cap;
	/* How far the text renderer got (render-text.c), and its state
	 * between the parts it renders: a syscall's entry and its exit. */
	uint32_t rendered;
	int64_t skip_to;	/* -X raw: inside a BOX_NAMED, skip to this TK_END */
	int xlat_depth;
	bool args_follow;	/* more arguments come at the exit (DEC_EXIT) */
	bool sep_shown;		/* the next argument's ", " went out with the entry part */
	uint8_t xlat_saved[RECORD_DEPTH];
};

void record_reset(struct record *r);
void record_free(struct record *r);
/* A new zeroed token at the end. */
struct tok *record_push(struct record *r);
/* A new zeroed frame at the end. */
struct frame *record_frame(struct record *r);
/* Copy n bytes into the arena (NUL-terminated); returns their offset. */
uint32_t record_bytes(struct record *r, const void *p, size_t n);
static inline const char *record_str(const struct record *r, uint32_t off)
{
	return r->arena + off;
}

#endif
