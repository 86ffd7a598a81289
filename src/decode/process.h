/* The small printers the process decoders share: process.c defines
 * them for exec.c, wait.c, creds.c, resource.c, prctl.c, ptrace.c. */
#ifndef SEIZE_DECODE_PROCESS_H
#define SEIZE_DECODE_PROCESS_H

#include "decode.h"

void print_hex_bytes(struct tracee *t, uint64_t addr, uint64_t len);
void format_xflags(char *buf, size_t size, const struct xlat *x, uint64_t v, const char *dflt);
void set_aux(struct tracee *t, const char *text);

/* An element printer for print_value_array. */
typedef void (*elem_printer)(struct output *o, const void *elem);

void print_value_array(struct tracee *t, uint64_t addr, uint64_t n, size_t size, elem_printer pr);
bool fetch_out(struct tracee *t, uint64_t addr, void *buf, size_t len);
void print_out_ptr(struct tracee *t, uint64_t addr);

#endif
