/* The text builder and the printers the descriptor decoders share:
 * desc.c defines them for ioctl.c and poll.c. */
#ifndef SEIZE_DECODE_DESC_H
#define SEIZE_DECODE_DESC_H

#include "common.h"
#include "decode.h"

/* A bounded string builder, most often over the tracee's auxbuf. */
struct text {
	char *s;
	size_t len, cap;
	uint8_t xlat;		/* -X of the output the text goes to */
};

void text_init(struct text *x, char *buf, size_t cap);
void text_printf(struct text *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void text_flags(struct text *x, const struct xlat *set, uint64_t v);
struct text aux_open(struct tracee *t);
void aux_close(struct tracee *t, struct text *x);

void print_uint(struct output *o, uint64_t v);
void print_int(struct output *o, int64_t v);
void print_hex(struct output *o, uint64_t v);

#endif
