/* The console family's parts (ioctl-kd.c asks ioctl-kd-keys.c and
 * ioctl-kd-font.c). */
#ifndef SEIZE_DECODE_IOCTL_KD_H
#define SEIZE_DECODE_IOCTL_KD_H

#include "ioctl.h"

/* The keyboard table requests (keymap entries, function key strings,
 * accent tables) as a family's decode does; IOCTL_UNKNOWN for the others. */
int kd_keys_decode(struct tracee *t, unsigned code, uint64_t arg);
/* The fonts and the Unicode font maps (ioctl-kd-font.c), the same way. */
int kd_font_decode(struct tracee *t, unsigned code, uint64_t arg);

#endif
