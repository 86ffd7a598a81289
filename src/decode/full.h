/* The structs strace prints in full only under -v (-e abbrev=none): the
 * decoders print their short form and call these when !abbrev(t); and the
 * device numbers both forms share. */
#ifndef SEIZE_DECODE_FULL_H
#define SEIZE_DECODE_FULL_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>

struct tracee;

/* A device number as the macro that builds it: makedev(0x1, 0x3); the
 * number under -X. */
void print_makedev(struct tracee *t, uint64_t dev);
/* {st_dev=makedev(0xfe, 0), st_ino=..., ..., st_ctime_nsec=...} */
void print_stat_full(struct tracee *t, const struct stat *st);
/* {stx_mask=..., stx_blksize=..., ..., stx_dev_minor=...} */
void print_statx_full(struct tracee *t, const struct statx *stx);
/* The entries of a getdents (is64 false) or getdents64 buffer the kernel
 * filled with len bytes: [{d_ino=..., d_name="."}, ...]. */
void print_dirents(struct tracee *t, uint64_t addr, uint64_t len, bool is64);
/* struct utsname, every field. */
void print_utsname_full(struct tracee *t, const char (*fields)[65]);

#endif
