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
static void print_makedev(struct output *o, uint64_t dev)
{
	unsigned saved;
	if (names_begin(o, dev, NUM_HEX, &saved)) {	/* -X: the number */
		out_printf(o, "makedev(%#x, %#x)", major(dev), minor(dev));
		names_end(o, saved);
	}
}

/* An id, -1 when all bits are set (as chown(2) reads it). */
static void print_id(struct output *o, unsigned id)
{
	if (id == (unsigned)-1)
		out_puts(o, "-1");
	else
		out_printf(o, "%u", id);
}

void print_stat_full(struct tracee *t, const struct stat *st)
{
	struct output *o = t->out;
	out_puts(o, "{st_dev=");
	print_makedev(o, st->st_dev);
	out_printf(o, ", st_ino=%llu, st_mode=", (unsigned long long)st->st_ino);
	print_mode(o, st->st_mode);
	out_printf(o, ", st_nlink=%llu, st_uid=%u, st_gid=%u, st_blksize=%llu, st_blocks=%llu",
		   (unsigned long long)st->st_nlink, st->st_uid, st->st_gid,
		   (unsigned long long)st->st_blksize, (unsigned long long)st->st_blocks);
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
		out_puts(o, ", st_rdev=");
		print_makedev(o, st->st_rdev);
	} else {
		out_printf(o, ", st_size=%llu", (unsigned long long)st->st_size);
	}
	const struct { const char *name; const struct timespec *ts; } times[] = {
		{ "st_atime", &st->st_atim }, { "st_mtime", &st->st_mtim },
		{ "st_ctime", &st->st_ctim },
	};
	for (size_t i = 0; i < sizeof times / sizeof times[0]; i++) {
		out_printf(o, ", %s=%lld", times[i].name, (long long)times[i].ts->tv_sec);
		print_time_comment(o, times[i].ts->tv_sec, (uint64_t)times[i].ts->tv_nsec);
		out_printf(o, ", %s_nsec=%llu", times[i].name,
			   (unsigned long long)times[i].ts->tv_nsec);
	}
	out_putc(o, '}');
}

static void print_statx_time(struct output *o, const char *name, const struct statx_timestamp *ts)
{
	out_printf(o, ", %s={tv_sec=%lld, tv_nsec=%u}", name, (long long)ts->tv_sec, ts->tv_nsec);
	print_time_comment(o, ts->tv_sec, ts->tv_nsec);
}

/* strace 6.1 prints a timestamp only when the kernel says it filled it
 * (its bit in stx_mask), and the mount id and direct I/O alignments after
 * the device numbers likewise. */
void print_statx_full(struct tracee *t, const struct statx *stx)
{
	struct output *o = t->out;
	out_puts(o, "{stx_mask=");
	print_xflags(o, &xlat_statx_mask, stx->stx_mask, "STATX_???");
	out_printf(o, ", stx_blksize=%u, stx_attributes=", stx->stx_blksize);
	print_xflags(o, &xlat_statx_attrs, stx->stx_attributes, "STATX_ATTR_???");
	out_printf(o, ", stx_nlink=%u, stx_uid=", stx->stx_nlink);
	print_id(o, stx->stx_uid);
	out_puts(o, ", stx_gid=");
	print_id(o, stx->stx_gid);
	out_puts(o, ", stx_mode=");
	print_mode(o, stx->stx_mode);
	out_printf(o, ", stx_ino=%llu, stx_size=%llu, stx_blocks=%llu, stx_attributes_mask=",
		   (unsigned long long)stx->stx_ino, (unsigned long long)stx->stx_size,
		   (unsigned long long)stx->stx_blocks);
	print_xflags(o, &xlat_statx_attrs, stx->stx_attributes_mask, "STATX_ATTR_???");
	if (stx->stx_mask & STATX_ATIME)
		print_statx_time(o, "stx_atime", &stx->stx_atime);
	if (stx->stx_mask & STATX_BTIME)
		print_statx_time(o, "stx_btime", &stx->stx_btime);
	if (stx->stx_mask & STATX_CTIME)
		print_statx_time(o, "stx_ctime", &stx->stx_ctime);
	if (stx->stx_mask & STATX_MTIME)
		print_statx_time(o, "stx_mtime", &stx->stx_mtime);
	out_printf(o, ", stx_rdev_major=%u, stx_rdev_minor=%u, stx_dev_major=%u, stx_dev_minor=%u",
		   stx->stx_rdev_major, stx->stx_rdev_minor, stx->stx_dev_major, stx->stx_dev_minor);
	if (stx->stx_mask & STATX_MNT_ID)
		out_printf(o, ", stx_mnt_id=%#llx", (unsigned long long)stx->stx_mnt_id);
	if (stx->stx_mask & STATX_DIOALIGN)
		out_printf(o, ", stx_dio_mem_align=%u, stx_dio_offset_align=%u",
			   stx->stx_dio_mem_align, stx->stx_dio_offset_align);
	out_putc(o, '}');
}

/* Both layouts start with d_ino, d_off and d_reclen; getdents64 then has
 * d_type and the name, getdents the name and d_type in the record's last
 * byte.  The name is printed whole (no -s cut), up to its NUL. */
static void print_dirent(struct output *o, const unsigned char *rec, unsigned reclen, bool is64)
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
	out_printf(o, "{d_ino=%llu, d_off=%lld, d_reclen=%u", (unsigned long long)ino,
		   (long long)off, len);
	if (is64) {
		out_puts(o, ", d_type=");
		print_xval(o, &xlat_dirent_types, type, "DT_???");
	}
	out_puts(o, ", d_name=");
	print_quoted(o, name, name_len, true);
	if (name_len == name_max)
		out_puts(o, "...");
	if (!is64) {
		out_puts(o, ", d_type=");
		print_xval(o, &xlat_dirent_types, type, "DT_???");
	}
	out_putc(o, '}');
}

void print_dirents(struct tracee *t, uint64_t addr, uint64_t len, bool is64)
{
	enum { MAX_LEN = 1024 * 1024, MIN_RECORD = 19 };
	struct output *o = t->out;
	if (len > MAX_LEN)
		len = MAX_LEN;
	unsigned char *buf = xmalloc(len ? len : 1);
	if (!fetch(t, addr, buf, len)) {
		free(buf);
		return;
	}
	out_putc(o, '[');
	for (uint64_t pos = 0; pos + MIN_RECORD <= len;) {
		uint16_t reclen;
		memcpy(&reclen, buf + pos + 16, sizeof reclen);
		if (pos)
			print_sep(o);
		if (reclen < MIN_RECORD || pos + reclen > len) {
			out_puts(o, "...");	/* a record the kernel cannot have written */
			break;
		}
		print_dirent(o, buf + pos, reclen, is64);
		pos += reclen;
	}
	out_putc(o, ']');
	free(buf);
}

void print_utsname_full(struct tracee *t, const char (*fields)[65])
{
	static const char *const names[] = {
		"sysname", "nodename", "release", "version", "machine", "domainname",
	};
	struct output *o = t->out;
	out_putc(o, '{');
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		size_t n = strnlen(fields[i], 65);
		out_printf(o, "%s%s=", i ? ", " : "", names[i]);
		print_quoted(o, fields[i], n, true);
		if (n == 65)
			out_puts(o, "...");
	}
	out_putc(o, '}');
}
