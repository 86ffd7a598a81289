/* What a decoder file needs: the table, the sink, tracee memory. */
#ifndef SEIZE_DECODE_H
#define SEIZE_DECODE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "fdpath.h"
#include "fmtopts.h"
#include "signame.h"
#include "full.h"
#include "memory.h"
#include "generic.h"
#include "sink.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "tracer.h"

/* Argument i of the current call: the register, and the int the kernel
 * reads from its low 32 bits. */
static inline uint64_t argu(const struct tracee *t, int i) { return t->call.arg[i]; }
static inline int argi(const struct tracee *t, int i) { return (int)t->call.arg[i]; }

#endif
