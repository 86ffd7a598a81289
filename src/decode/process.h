/* The small printers the process decoders share: process.c defines
 * them for exec.c, wait.c, creds.c, resource.c, prctl.c, ptrace.c. */
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

#endif
