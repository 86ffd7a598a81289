/* The strace text format of a record (render-text.c). */
#ifndef SEIZE_RENDER_TEXT_H
#define SEIZE_RENDER_TEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "output.h"
#include "record.h"

struct sysent;

/* What the text shows beyond the record itself. */
struct text_view {
	const struct sysent *se;	/* the syscall, for argument names; or NULL */
	bool arg_names;			/* -N: name=value for every argument */
};

/* Tokens [from, to) of r. */
void render_text(struct output *o, struct record *r, uint32_t from, uint32_t to,
		 const struct text_view *v);
/* The arguments not rendered yet, up to what follows the return value;
 * returns where they end. */
uint32_t render_text_args(struct output *o, struct record *r, const struct text_view *v);
/* A call whose arguments go on at its exit is cut (<unfinished ...>,
 * <detached ...>): the ", " before the next one now, as strace prints it
 * ("read(3,  <unfinished ...>"). */
void render_text_pending_sep(struct output *o, struct record *r);
/* What follows the return value, " (...)"; false when there is none. */
bool render_text_aux(struct output *o, struct record *r, const struct text_view *v);
/* -k: the record's frames, one " > " line each. */
void render_text_frames(struct output *o, const struct record *r);
/* After a descriptor's number: <...> as fd_describe found it. */
void text_fd_detail(struct output *o, enum fd_detail d, const char *s, uint64_t extra);
/* After a pid's number: -Y's <comm> (n bytes, none for 0) and
 * --pidns-translation's comment (none for 0). */
void text_pid_detail(struct output *o, const char *comm, size_t n, int ns_pid);

#endif
