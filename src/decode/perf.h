/* struct perf_event_attr, shared by perf_event_open and the perf ioctls. */
#ifndef SEIZE_DECODE_PERF_H
#define SEIZE_DECODE_PERF_H

#include <stdint.h>

struct tracee;

/* The attr at addr as strace 6.1 prints it (its members up to the size it
 * gives, abbreviated without -v); the address when unreadable. */
void print_perf_event_attr(struct tracee *t, uint64_t addr);

#endif
