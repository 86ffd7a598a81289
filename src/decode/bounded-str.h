/* Strings the kernel reads only so many bytes of (bounded-str.c). */
#ifndef SEIZE_DECODE_BOUNDED_STR_H
#define SEIZE_DECODE_BOUNDED_STR_H

#include <stdint.h>

struct tracee;

/* The longest string print_str_upto reads. */
enum { BOUNDED_STR_MAX = 4096 };

/* A NUL-terminated string at addr of which the kernel reads at most size
 * bytes (memfd_create's name, reboot's command): at most the smaller of
 * size and the -s limit prints, with "..." when no NUL came within them;
 * the address when memory ends first, NULL for 0. */
void print_str_upto(struct tracee *t, uint64_t addr, unsigned size);

#endif
