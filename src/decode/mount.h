/* The struct mount_attr printer mount_setattr and open_tree_attr share
 * (mount.c). */
#ifndef SEIZE_DECODE_MOUNT_H
#define SEIZE_DECODE_MOUNT_H

#include <stdint.h>

struct tracee;

/* The struct mount_attr of size bytes at addr: its address when size is
 * below the first version's. */
void print_struct_mount_attr(struct tracee *t, uint64_t addr, uint64_t size);

#endif
