/* The record's storage: tokens and the bytes they point into, kept from one
 * syscall to the next so that a steady trace allocates nothing. */
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "util.h"

void record_reset(struct record *r)
{
	r->n = 0;
	r->alen = 0;
	r->depth = -1;
	r->top_children = 0;
	r->top_after_key = false;
	r->rendered = 0;
	r->skip_to = -1;
	r->aux_at = NO_PARENT;
	r->xlat_depth = 0;
	r->sep_shown = false;
	r->args_follow = false;
	r->n_frames = 0;
}

void record_free(struct record *r)
{
	free(r->tok);
	free(r->arena);
	free(r->frames);
	free(r->open);
	memset(r, 0, sizeof *r);
}

uint32_t record_bytes(struct record *r, const void *p, size_t n)
{
	if (n > UINT32_MAX / 2 || r->alen + n + 1 > UINT32_MAX / 2)
		die("a record grew beyond 2 GB");
	if (r->alen + n + 1 > r->acap) {
		uint32_t cap = r->acap ? r->acap : 1024;
		while (cap < r->alen + n + 1)
			cap *= 2;
		r->arena = xrealloc(r->arena, cap);
		r->acap = cap;
	}
	uint32_t at = r->alen;
	if (n)
		memcpy(r->arena + at, p, n);
	r->arena[at + n] = 0;	/* names are used as C strings */
	r->alen += (uint32_t)n + 1;
	return at;
}

struct tok *record_push(struct record *r)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->tok = xrealloc(r->tok, r->cap * sizeof *r->tok);
	}
	struct tok *k = &r->tok[r->n++];
	memset(k, 0, sizeof *k);
	return k;
}

struct frame *record_frame(struct record *r)
{
	if (r->n_frames == r->frames_cap) {
		r->frames_cap = r->frames_cap ? r->frames_cap * 2 : 16;
		r->frames = xrealloc(r->frames, r->frames_cap * sizeof *r->frames);
	}
	struct frame *f = &r->frames[r->n_frames++];
	memset(f, 0, sizeof *f);
	f->source = NO_PARENT;
	return f;
}
