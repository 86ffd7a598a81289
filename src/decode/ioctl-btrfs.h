/* btrfs's requests (<linux/btrfs.h>, type 0x94), in four files:
 * ioctl-btrfs.c the family and the requests of the first API,
 * ioctl-btrfs-search.c the tree searches and the lookups of inodes and
 * subvolumes, ioctl-btrfs-dev.c balance, scrub and the devices,
 * ioctl-btrfs-subvol.c subvolumes, qgroups, quotas and dedupe.  Each part
 * decodes its requests at entry and exit as a family's decode does and
 * returns IOCTL_UNKNOWN for the others (ioctl.h). */
#ifndef SEIZE_DECODE_IOCTL_BTRFS_H
#define SEIZE_DECODE_IOCTL_BTRFS_H

#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>

#include "common.h"
#include "ioctl-members.h"

extern const struct xlat xlat_btrfs_tree_objectids, xlat_btrfs_key_types,
	xlat_btrfs_subvol_flags, xlat_btrfs_space_info_flags;

int btrfs_decode_search(struct tracee *t, unsigned code, uint64_t arg);
int btrfs_decode_dev(struct tracee *t, unsigned code, uint64_t arg);
int btrfs_decode_subvol(struct tracee *t, unsigned code, uint64_t arg);

/* name=01234567-89ab-cdef-0123-456789abcdef */
void btrfs_uuid_field(struct tracee *t, const char *name, const uint8_t *u);
/* name=v, a u64 where UINT64_MAX prints by name (strace's U64 fields). */
void btrfs_u64_field(struct tracee *t, const char *name, uint64_t v);
/* name=v, an objectid: a tree's by name, others in decimal. */
void btrfs_objectid_field(struct tracee *t, const char *name, uint64_t v);
/* name=v, a key's type by name, others in decimal. */
void btrfs_key_type_field(struct tracee *t, const char *name, uint32_t v);
/* name=makedev(...): a device id, which strace shows as a device number. */
void btrfs_dev_field(struct tracee *t, const char *name, uint64_t devid);
/* name={sec=1, nsec=2} with the date in a comment. */
void btrfs_timespec_field(struct tracee *t, const char *name,
			  const struct btrfs_ioctl_timespec *ts);

/* A request that reads a struct and writes it back: at entry the argument
 * and the " => " that the exit's part follows; false when the struct is
 * unreadable (its address went out: DEC_DONE). */
bool btrfs_rw_entry(struct tracee *t, uint64_t arg, void *buf, size_t size);
/* At exit: whether the call succeeded and the struct is read (else its
 * address went out, or nothing when the call failed).  The caller prints
 * what came, then sink_end closes the " => ". */
bool btrfs_rw_exit(struct tracee *t, uint64_t arg, void *buf, size_t size);

#endif
