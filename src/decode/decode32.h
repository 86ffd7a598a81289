/* What the 32-bit decoders (src/decode/file32.c and the like) share with the x86_64 ones. */
#ifndef SEIZE_DECODE32_H
#define SEIZE_DECODE32_H

#include <sys/stat.h>

struct tracee;

/* A file's metadata as stat's struct prints (file.c): the 32-bit
 * printers convert their layout to this one. */
void print_stat_value(struct tracee *t, const struct stat *st);

#endif
