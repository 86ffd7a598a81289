/* Struct printers for -v: every field, in strace's order and format.  The
 * short forms stay with their decoders; these are called instead when the
 * syscall is not abbreviated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "decode.h"
#include "full.h"
#include "util.h"

extern const struct xlat xlat_statx_mask, xlat_statx_attrs, xlat_dirent_types;

/* strace prints device numbers as the macro that builds them. */
void print_makedev(struct tracee *t, uint64_t dev)
{
	sink_named(t, dev, NUM_HEX);	/* -X: the number */
	sink_func(t, "makedev");
	sink_hex(t, major(dev));
	sink_hex(t, minor(dev));
	sink_end(t);
	sink_end(t);
}

/* An id, -1 when all bits are set (as chown(2) reads it). */
static void print_id(struct tracee *t, unsigned id)
{
	if (id == (unsigned)-1)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

void print_stat_full(struct tracee *t, const struct stat *st)
{
	sink_struct(t);
	sink_field(t, "st_dev");
	print_makedev(t, st->st_dev);
	sink_uint_field(t, "st_ino", st->st_ino);
	sink_field(t, "st_mode");
	sink_mode(t, st->st_mode);
	sink_uint_field(t, "st_nlink", st->st_nlink);
	sink_uint_field(t, "st_uid", st->st_uid);
	sink_uint_field(t, "st_gid", st->st_gid);
	sink_uint_field(t, "st_blksize", (uint64_t)st->st_blksize);
	sink_uint_field(t, "st_blocks", (uint64_t)st->st_blocks);
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
		sink_field(t, "st_rdev");
		print_makedev(t, st->st_rdev);
	} else {
		sink_uint_field(t, "st_size", (uint64_t)st->st_size);
	}
	const struct { const char *name, *nsec; const struct timespec *ts; } times[] = {
		{ "st_atime", "st_atime_nsec", &st->st_atim },
		{ "st_mtime", "st_mtime_nsec", &st->st_mtim },
		{ "st_ctime", "st_ctime_nsec", &st->st_ctim },
	};
	for (size_t i = 0; i < sizeof times / sizeof times[0]; i++) {
		sink_field(t, times[i].name);
		sink_int(t, times[i].ts->tv_sec);
		sink_time_comment(t, times[i].ts->tv_sec, (uint64_t)times[i].ts->tv_nsec);
		sink_uint_field(t, times[i].nsec, (uint64_t)times[i].ts->tv_nsec);
	}
	sink_end(t);
}

static void print_statx_time(struct tracee *t, const char *name, const struct statx_timestamp *ts)
{
	sink_field(t, name);
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, ts->tv_sec);
	sink_uint_field(t, "tv_nsec", ts->tv_nsec);
	sink_end(t);
	sink_time_comment(t, ts->tv_sec, ts->tv_nsec);
}

/* strace 6.1 prints a timestamp only when the kernel says it filled it
 * (its bit in stx_mask), and the mount id and direct I/O alignments after
 * the device numbers likewise. */
void print_statx_full(struct tracee *t, const struct statx *stx)
{
	sink_struct(t);
	sink_field(t, "stx_mask");
	sink_xflags(t, &xlat_statx_mask, stx->stx_mask, "STATX_???");
	sink_uint_field(t, "stx_blksize", stx->stx_blksize);
	sink_field(t, "stx_attributes");
	sink_xflags(t, &xlat_statx_attrs, stx->stx_attributes, "STATX_ATTR_???");
	sink_uint_field(t, "stx_nlink", stx->stx_nlink);
	sink_field(t, "stx_uid");
	print_id(t, stx->stx_uid);
	sink_field(t, "stx_gid");
	print_id(t, stx->stx_gid);
	sink_field(t, "stx_mode");
	sink_mode(t, stx->stx_mode);
	sink_uint_field(t, "stx_ino", stx->stx_ino);
	sink_uint_field(t, "stx_size", stx->stx_size);
	sink_uint_field(t, "stx_blocks", stx->stx_blocks);
	sink_field(t, "stx_attributes_mask");
	sink_xflags(t, &xlat_statx_attrs, stx->stx_attributes_mask, "STATX_ATTR_???");
	if (stx->stx_mask & STATX_ATIME)
		print_statx_time(t, "stx_atime", &stx->stx_atime);
	if (stx->stx_mask & STATX_BTIME)
		print_statx_time(t, "stx_btime", &stx->stx_btime);
	if (stx->stx_mask & STATX_CTIME)
		print_statx_time(t, "stx_ctime", &stx->stx_ctime);
	if (stx->stx_mask & STATX_MTIME)
		print_statx_time(t, "stx_mtime", &stx->stx_mtime);
	sink_uint_field(t, "stx_rdev_major", stx->stx_rdev_major);
	sink_uint_field(t, "stx_rdev_minor", stx->stx_rdev_minor);
	sink_uint_field(t, "stx_dev_major", stx->stx_dev_major);
	sink_uint_field(t, "stx_dev_minor", stx->stx_dev_minor);
	if (stx->stx_mask & STATX_MNT_ID) {
		sink_field(t, "stx_mnt_id");
		sink_hex(t, stx->stx_mnt_id);
	}
	if (stx->stx_mask & STATX_DIOALIGN) {
		sink_uint_field(t, "stx_dio_mem_align", stx->stx_dio_mem_align);
		sink_uint_field(t, "stx_dio_offset_align", stx->stx_dio_offset_align);
	}
	sink_end(t);
}

/* Both layouts start with d_ino, d_off and d_reclen; getdents64 then has
 * d_type and the name, getdents the name and d_type in the record's last
 * byte.  The name is printed whole (no -s cut), up to its NUL. */
static void print_dirent(struct tracee *t, const unsigned char *rec, unsigned reclen, bool is64)
{
	enum { NAME64 = 19, NAME = 18 };
	uint64_t ino, off;
	uint16_t len;
	memcpy(&ino, rec, 8);
	memcpy(&off, rec + 8, 8);
	memcpy(&len, rec + 16, 2);
	unsigned name_at = is64 ? NAME64 : NAME;
	unsigned name_max = reclen > name_at + !is64 ? reclen - name_at - !is64 : 0;
	unsigned char type = is64 ? rec[18] : rec[reclen - 1];
	const char *name = (const char *)rec + name_at;
	size_t name_len = strnlen(name, name_max);
	sink_struct(t);
	sink_uint_field(t, "d_ino", ino);
	sink_field(t, "d_off");
	sink_int(t, (int64_t)off);
	sink_uint_field(t, "d_reclen", len);
	if (is64) {
		sink_field(t, "d_type");
		sink_xval(t, &xlat_dirent_types, type, "DT_???");
	}
	sink_field(t, "d_name");
	sink_bytes(t, name, name_len, name_len == name_max ? STR_CUT : 0);
	if (!is64) {
		sink_field(t, "d_type");
		sink_xval(t, &xlat_dirent_types, type, "DT_???");
	}
	sink_end(t);
}

void print_dirents(struct tracee *t, uint64_t addr, uint64_t len, bool is64)
{
	enum { MAX_LEN = 1024 * 1024, MIN_RECORD = 19 };
	if (len > MAX_LEN)
		len = MAX_LEN;
	unsigned char *buf = xmalloc(len ? len : 1);
	if (!sink_fetch(t, addr, buf, len)) {
		free(buf);
		return;
	}
	sink_array(t);
	for (uint64_t pos = 0; pos + MIN_RECORD <= len;) {
		uint16_t reclen;
		memcpy(&reclen, buf + pos + 16, sizeof reclen);
		if (reclen < MIN_RECORD || pos + reclen > len) {
			sink_ellipsis(t);	/* a record the kernel cannot have written */
			break;
		}
		sink_elem(t);
		print_dirent(t, buf + pos, reclen, is64);
		pos += reclen;
	}
	sink_end(t);
	free(buf);
}

void print_utsname_full(struct tracee *t, const char (*fields)[65])
{
	static const char *const names[] = {
		"sysname", "nodename", "release", "version", "machine", "domainname",
	};
	sink_struct(t);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		size_t n = strnlen(fields[i], 65);
		sink_field(t, names[i]);
		sink_bytes(t, fields[i], n, n == 65 ? STR_CUT : 0);
	}
	sink_end(t);
}
