/* The small printers the process decoders share: process.c defines
 * them for exec.c, wait.c, creds.c, resource.c, prctl.c, arch-prctl.c,
 * ptrace.c. */
#ifndef SEIZE_DECODE_PROCESS_H
#define SEIZE_DECODE_PROCESS_H

#include "decode.h"

/* len bytes at addr as "\x12\x34", cut at -s; the address when unreadable. */
void print_hex_bytes(struct tracee *t, uint64_t addr, uint64_t len);

/* Read what the kernel wrote at addr; false, with the address reported,
 * when the call failed or the memory is unreadable. */
bool fetch_out(struct tracee *t, uint64_t addr, void *buf, size_t len);
/* [0x7f...]: an address the kernel wrote at addr. */
void print_out_ptr(struct tracee *t, uint64_t addr);

/* A value in hex, then its name (or x's default) in a comment that -X raw
 * leaves out: strace's style for a few arguments under every -X. */
void print_xval_verbose(struct tracee *t, const struct xlat *x, uint64_t v);
/* Whether a name of x applies to v: a bit of it, or the name of 0. */
bool flags_named(const struct xlat *x, uint64_t v);
/* " (A|B|0x40)" after the return value, by name under every -X but -X
 * raw, which leaves it out; nothing when no name of x applies. */
void print_aux_flags(struct tracee *t, const struct xlat *x, uint64_t v);

#endif
