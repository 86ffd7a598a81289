/* What a decoder file needs: the table, the value printers, tracee memory. */
#ifndef SEIZE_DECODE_H
#define SEIZE_DECODE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "fdpath.h"
#include "fmtopts.h"
#include "format.h"
#include "full.h"
#include "memory.h"
#include "printer.h"
#include "sink.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "tracer.h"

#endif
