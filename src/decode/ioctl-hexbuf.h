/* A buffer of a driver's in \x notation, as strace shows the SCSI and
 * console tables (ioctl-hexbuf.c). */
#ifndef SEIZE_DECODE_IOCTL_HEXBUF_H
#define SEIZE_DECODE_IOCTL_HEXBUF_H

#include <stdint.h>

struct tracee;

/* len bytes at addr, every one in \x, cut at -s; NULL for 0; the address
 * when they are unreadable. */
void ioctl_hex_buf_at(struct tracee *t, uint64_t addr, uint64_t len);

#endif
