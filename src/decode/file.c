/* Decoders and struct printers for file names, paths, stat and directory
 * syscalls, printed as strace prints them without -v: stat structs cut to
 * {st_mode=..., st_size=..., ...}, directory entries only counted. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/fanotify.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <linux/openat2.h>

#include "common.h"
#include "decode.h"
#include "decode32.h"
#include "util.h"

extern const struct xlat xlat_open_flags, xlat_open_access_modes, xlat_at_flags,
	xlat_at_statx_sync_types, xlat_statx_mask, xlat_statx_attrs, xlat_fsmagic,
	xlat_statfs_flags, xlat_resolve_flags, xlat_fanotify_classes,
	xlat_fanotify_init_flags, xlat_fanotify_mark_flags, xlat_fanotify_events,
	xlat_name_to_handle_at_flags;

/* O_TMPFILE includes O_DIRECTORY; the bit of its own (__O_TMPFILE) is what
 * makes open(2) take a mode, as O_CREAT does. */
#define O_TMPFILE_BIT (O_TMPFILE & ~O_DIRECTORY)

/* The kernel's struct file_handle: handle_bytes and handle_type, then up to
 * MAX_HANDLE_SZ (128) opaque bytes. */
enum { FILE_HANDLE_HEADER = 8 };

/* statfs f_flags: the kernel's "f_flags is filled" bit. */
enum { ST_VALID_BIT = 0x20 };

/* Before element k of an array: true when it is shown, or "..." and
 * false when -s cuts the array there, as strace does. */
static bool array_next(struct tracee *t, unsigned k)
{
	if (k < array_limit(t)) {
		sink_elem(t);
		return true;
	}
	sink_ellipsis(t);
	return false;
}

/* ---- open family ---- */

/* open's flags (common.h). */
void print_open_flags(struct tracee *t, uint64_t flags)
{
	uint64_t rest = flags & ~(uint64_t)O_ACCMODE;
	sink_named(t, flags, NUM_HEX);	/* -X: one number */
	sink_op(t, "|");		/* a bit set, O_RDONLY alone too */
	sink_xval(t, &xlat_open_access_modes, flags & O_ACCMODE, NULL);
	if (rest)
		sink_xflags(t, &xlat_open_flags, rest, NULL);
	sink_end(t);
	sink_end(t);
}

static bool open_takes_mode(uint64_t flags)
{
	return flags & (O_CREAT | O_TMPFILE_BIT);
}

/* path, flags[, mode]: the mode only when the flags make the kernel use it. */
static void print_path_flags_mode(struct tracee *t, int i)
{
	unsigned flags = (unsigned)argu(t, i + 1);
	sink_arg(t, i);
	sink_path_at(t, argu(t, i));
	sink_arg(t, i + 1);
	print_open_flags(t, flags);
	if (open_takes_mode(flags)) {
		sink_arg(t, i + 2);
		sink_umode(t, (unsigned)argu(t, i + 2));
	}
}

int dec_open(struct tracee *t)
{
	print_path_flags_mode(t, 0);
	return DEC_DONE;
}

int dec_openat(struct tracee *t)
{
	sink_arg(t, 0);
	sink_dirfd(t, argi(t, 0));
	print_path_flags_mode(t, 1);
	return DEC_DONE;
}

/* An extensible struct's bytes beyond what seize knows (common.h). */
void print_struct_tail(struct tracee *t, uint64_t addr, size_t known, uint64_t size)
{
	enum { PAGE = 4096 };
	unsigned char tail[PAGE];
	size_t len = (size < PAGE ? size : PAGE) - known;
	if (!mem_read(t->tid, addr + known, tail, len)) {
		sink_symbol(t, "???");
		return;
	}
	size_t first = 0;
	while (first < len && tail[first] == 0)
		first++;
	if (first == len)
		return;
	size_t shown = len < string_limit(t) ? len : string_limit(t);
	/* strace names the member by the bytes it holds, in a comment */
	sink_field_comment(t, "tail_bytes", "bytes %zu..%zu", known, known + len - 1);
	sink_bytes(t, tail, shown, STR_HEX | (len > shown ? STR_CUT : 0));
}

/* openat2's struct open_how, its size the next argument; the mode only
 * when used or not zero. */
void print_struct_open_how(struct tracee *t, int i)
{
	uint64_t addr = argu(t, i), size = argu(t, i + 1);
	struct open_how how;
	if (size < sizeof how) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, &how, sizeof how))
		return;
	sink_struct(t);
	sink_field(t, "flags");
	print_open_flags(t, how.flags);
	if (open_takes_mode(how.flags) || how.mode) {
		sink_field(t, "mode");
		sink_num(t, how.mode, IB_OCT3);
	}
	sink_field(t, "resolve");
	sink_xflags(t, &xlat_resolve_flags, how.resolve, "RESOLVE_???");
	if (size > sizeof how)
		print_struct_tail(t, addr, sizeof how, size);
	sink_end(t);
}

int dec_openat2(struct tracee *t)
{
	sink_arg(t, 0);
	sink_dirfd(t, argi(t, 0));
	sink_arg(t, 1);
	sink_path_at(t, argu(t, 1));
	sink_arg(t, 2);
	print_struct_open_how(t, 2);
	sink_arg(t, 3);
	sink_uint(t, argu(t, 3));
	return DEC_DONE;
}

/* ---- stat family ---- */

/* What strace shows of a file's metadata without -v: the mode, then the
 * device number of a device file or else the size. */
static void print_mode_and_size(struct tracee *t, unsigned mode, uint64_t rdev, uint64_t size)
{
	sink_field(t, "st_mode");
	sink_mode(t, mode);
	if (S_ISCHR(mode) || S_ISBLK(mode)) {
		sink_field(t, "st_rdev");
		print_makedev(t, rdev);
	} else {
		sink_field(t, "st_size");
		sink_uint(t, size);
	}
}

/* stat, fstat, lstat, newfstatat.  glibc's struct stat has the kernel's
 * layout on x86_64. */
void print_struct_stat(struct tracee *t, int i)
{
	struct stat st;
	if (sink_fetch(t, argu(t, i), &st, sizeof st))
		print_stat_value(t, &st);
}

void print_stat_value(struct tracee *t, const struct stat *st_in)
{
	const struct stat st = *st_in;
	if (!abbrev(t)) {
		print_stat_full(t, &st);
		return;
	}
	sink_struct(t);
	print_mode_and_size(t, st.st_mode, st.st_rdev, st.st_size);
	sink_ellipsis(t);
	sink_end(t);
}

/* statx(2) flags: the sync type first (AT_STATX_SYNC_AS_STAT is 0), then
 * the AT_* flags. */
static void print_statx_flags(struct tracee *t, unsigned flags)
{
	unsigned rest = flags & ~AT_STATX_SYNC_TYPE;
	if (rest)
		sink_op(t, "|");
	sink_xflags(t, &xlat_at_statx_sync_types, flags & AT_STATX_SYNC_TYPE, NULL);
	if (rest) {
		sink_xflags(t, &xlat_at_flags, rest, NULL);
		sink_end(t);
	}
}

/* statx's buffer, as the kernel filled it. */
void print_struct_statx(struct tracee *t, int i)
{
	struct statx stx;
	if (!sink_fetch(t, argu(t, i), &stx, sizeof stx))
		return;
	if (!abbrev(t)) {
		print_statx_full(t, &stx);
		return;
	}
	sink_struct(t);
	sink_field(t, "stx_mask");
	sink_xflags(t, &xlat_statx_mask, stx.stx_mask, "STATX_???");
	sink_field(t, "stx_attributes");
	sink_xflags(t, &xlat_statx_attrs, stx.stx_attributes, "STATX_ATTR_???");
	sink_field(t, "stx_mode");
	sink_mode(t, stx.stx_mode);
	sink_field(t, "stx_size");
	sink_uint(t, stx.stx_size);
	sink_ellipsis(t);
	sink_end(t);
}

int dec_statx(struct tracee *t)
{
	if (t->call.exiting) {
		sink_arg(t, 4);
		if (t->call.is_error)
			sink_ptr(t, argu(t, 4));
		else
			print_struct_statx(t, 4);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_dirfd(t, argi(t, 0));
	sink_arg(t, 1);
	sink_path_at(t, argu(t, 1));
	sink_arg(t, 2);
	print_statx_flags(t, (unsigned)argu(t, 2));
	sink_arg(t, 3);
	sink_xflags(t, &xlat_statx_mask, (unsigned)argu(t, 3), "STATX_???");
	return DEC_EXIT;
}

/* statfs, fstatfs: strace prints the whole struct even without -v.  glibc's
 * struct statfs has the kernel's layout on x86_64. */
void print_struct_statfs(struct tracee *t, int i)
{
	struct statfs sf;
	if (!sink_fetch(t, argu(t, i), &sf, sizeof sf))
		return;
	const struct { const char *name; uint64_t v; } counts[] = {
		{ "f_bsize", (uint64_t)sf.f_bsize }, { "f_blocks", sf.f_blocks },
		{ "f_bfree", sf.f_bfree }, { "f_bavail", sf.f_bavail },
		{ "f_files", sf.f_files }, { "f_ffree", sf.f_ffree },
	};
	sink_struct(t);
	sink_field(t, "f_type");
	/* -X: the number */
	sink_const(t, (uint64_t)sf.f_type, NUM_HEX, xlat_name(&xlat_fsmagic, (uint64_t)sf.f_type),
		   NULL);
	for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
		sink_field(t, counts[k].name);
		sink_uint(t, counts[k].v);
	}
	sink_field(t, "f_fsid");
	sink_struct(t);
	sink_field(t, "val");
	sink_array(t);
	for (unsigned k = 0; k < 2 && array_next(t, k); k++)
		sink_hex(t, (unsigned)sf.f_fsid.__val[k]);
	sink_end(t);
	sink_end(t);
	sink_field(t, "f_namelen");
	sink_uint(t, (uint64_t)sf.f_namelen);
	sink_field(t, "f_frsize");
	sink_uint(t, (uint64_t)sf.f_frsize);
	/* The kernel sets ST_VALID (not in glibc's headers) when it filled f_flags. */
	if (sf.f_flags & ST_VALID_BIT) {
		sink_field(t, "f_flags");
		sink_xflags(t, &xlat_statfs_flags, (uint64_t)sf.f_flags, "ST_???");
	}
	sink_end(t);
}

/* ---- names and directories ---- */

/* mknod, mknodat: the device number only for device files.  The syscall
 * takes it as a 32-bit unsigned int. */
static void print_mode_dev(struct tracee *t, int i)
{
	unsigned mode = (unsigned)argu(t, i) & 0177777;
	sink_arg(t, i);
	sink_mode(t, mode);
	if (S_ISCHR(mode) || S_ISBLK(mode)) {
		sink_arg(t, i + 1);
		print_makedev(t, (unsigned)argu(t, i + 1));
	}
}

int dec_mknod(struct tracee *t)
{
	sink_arg(t, 0);
	sink_path_at(t, argu(t, 0));
	print_mode_dev(t, 1);
	return DEC_DONE;
}

int dec_mknodat(struct tracee *t)
{
	sink_arg(t, 0);
	sink_dirfd(t, argi(t, 0));
	sink_arg(t, 1);
	sink_path_at(t, argu(t, 1));
	print_mode_dev(t, 2);
	return DEC_DONE;
}

/* getcwd returns the length with the NUL; the buffer holds a path. */
int dec_getcwd(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	sink_arg(t, 0);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 0));
	else
		sink_path_at(t, argu(t, 0));
	sink_arg(t, 1);
	sink_uint(t, argu(t, 1));
	return DEC_DONE;
}

/* Count the records of a getdents buffer the kernel filled with len bytes.
 * Both dirent layouts keep d_reclen at offset 16.  false when unreadable. */
static bool count_dirents(struct tracee *t, uint64_t addr, uint64_t len, unsigned *count)
{
	enum { CHUNK = 65536, RECLEN_AT = 16 };
	char *buf = xmalloc(CHUNK);
	uint64_t off = 0;
	bool ok = true;
	*count = 0;
	while (off < len) {
		size_t want = len - off < CHUNK ? len - off : CHUNK, pos = 0;
		if (!mem_read(t->tid, addr + off, buf, want)) {
			ok = false;
			break;
		}
		while (pos + RECLEN_AT + 2 <= want) {
			uint16_t reclen;
			memcpy(&reclen, buf + pos + RECLEN_AT, sizeof reclen);
			if (reclen == 0)
				break;
			++*count;
			pos += reclen;
		}
		if (pos == 0)
			break;		/* a record of length 0: garbage */
		off += pos;
	}
	free(buf);
	return ok;
}

/* getdents, getdents64: without -v strace shows only how many entries the
 * kernel returned. */
int dec_getdents(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		return DEC_EXIT;
	}
	uint64_t addr = argu(t, 1);
	unsigned n;
	sink_arg(t, 1);
	if (!t->call.is_error && verbose(t) && !abbrev(t) && addr)
		print_dirents(t, addr, (uint64_t)t->call.rval, !strcmp(t->call.se->name, "getdents64"));
	else
		sink_ptr(t, addr);
	if (!t->call.is_error && verbose(t) && abbrev(t) && count_dirents(t, addr, (uint64_t)t->call.rval, &n))
		sink_count(t, "entry_count", n, "entries");
	sink_arg(t, 2);
	sink_uint(t, (unsigned)argu(t, 2));
	return DEC_DONE;
}

/* ---- file times ---- */

/* The comment strace adds to a timestamp: the date in local time,
 * 2023-11-14T22:13:20.000000005+0000, with a fraction of frac_digits digits
 * unless it is zero.  No comment for time zero, for an out-of-range
 * fraction, or for a time localtime cannot convert. */
static void print_date_comment(struct tracee *t, int64_t sec, uint64_t frac,
			       int frac_digits, uint64_t frac_max)
{
	char date[64], zone[16], fraction[32] = "";
	time_t tt = (time_t)sec;
	struct tm tm;
	if ((sec == 0 && frac == 0) || frac > frac_max || !localtime_r(&tt, &tm) ||
	    !strftime(date, sizeof date, "%FT%T", &tm) || !strftime(zone, sizeof zone, "%z", &tm))
		return;
	if (frac)
		snprintf(fraction, sizeof fraction, ".%0*llu", frac_digits, (unsigned long long)frac);
	sink_comment(t, "date", "%s%s%s", date, fraction, zone);
}

/* {tv_sec=1, tv_nsec=2} or {tv_sec=1, tv_usec=2}, and its date. */
static void print_time(struct tracee *t, int64_t sec, uint64_t frac, bool usec)
{
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, sec);
	sink_field(t, usec ? "tv_usec" : "tv_nsec");
	sink_uint(t, frac);
	sink_end(t);
	if (usec)
		print_date_comment(t, sec, frac, 6, 999999);
	else
		print_date_comment(t, sec, frac, 9, 999999999);
}

/* UTIME_NOW and UTIME_OMIT by name; under -X raw the struct as it is,
 * under -X verbose the struct and the name in a comment. */
static void print_utime_timespec(struct tracee *t, const struct timespec *ts)
{
	const char *name = ts->tv_nsec == UTIME_NOW ? "UTIME_NOW" :
			   ts->tv_nsec == UTIME_OMIT ? "UTIME_OMIT" : NULL;
	if (!name) {
		print_time(t, ts->tv_sec, (uint64_t)ts->tv_nsec, false);
		return;
	}
	sink_begin(t, BOX_GROUP);
	sink_symbol(t, name);
	sink_shown_when(t, true);
	sink_struct(t);
	sink_shown_when(t, false);
	sink_int_field(t, "tv_sec", ts->tv_sec);
	sink_uint_field(t, "tv_nsec", (uint64_t)ts->tv_nsec);
	sink_end(t);
	sink_hint(t, "utime", "%s", name);
	sink_shown_when(t, false);
	sink_end(t);
}

/* utimensat's times[2]. */
void print_struct_utimens_pair(struct tracee *t, int i)
{
	struct timespec ts[2];
	if (!sink_fetch(t, argu(t, i), ts, sizeof ts))
		return;
	sink_array(t);
	for (unsigned k = 0; k < 2 && array_next(t, k); k++)
		print_utime_timespec(t, &ts[k]);
	sink_end(t);
}

/* utimes' and futimesat's times[2]. */
void print_struct_utimes_pair(struct tracee *t, int i)
{
	struct timeval tv[2];
	if (!sink_fetch(t, argu(t, i), tv, sizeof tv))
		return;
	sink_array(t);
	for (unsigned k = 0; k < 2 && array_next(t, k); k++)
		print_time(t, tv[k].tv_sec, (uint64_t)tv[k].tv_usec, true);
	sink_end(t);
}

/* utime's struct utimbuf: two time_t. */
void print_struct_utimbuf(struct tracee *t, int i)
{
	int64_t times[2];
	if (!sink_fetch(t, argu(t, i), times, sizeof times))
		return;
	sink_struct(t);
	sink_field(t, "actime");
	sink_int(t, times[0]);
	print_date_comment(t, times[0], 0, 0, 0);
	sink_field(t, "modtime");
	sink_int(t, times[1]);
	print_date_comment(t, times[1], 0, 0, 0);
	sink_end(t);
}

/* ---- fanotify ---- */

/* The notification class first (FAN_CLASS_NOTIF is 0), then the flags. */
int dec_fanotify_init(struct tracee *t)
{
	unsigned flags = (unsigned)argu(t, 0);
	unsigned class_bits = FAN_CLASS_CONTENT | FAN_CLASS_PRE_CONTENT;
	sink_arg(t, 0);
	if (flags & ~class_bits)
		sink_op(t, "|");
	sink_xval(t, &xlat_fanotify_classes, flags & class_bits, "FAN_CLASS_???");
	if (flags & ~class_bits) {
		sink_xflags(t, &xlat_fanotify_init_flags, flags & ~class_bits, "FAN_???");
		sink_end(t);
	}
	sink_arg(t, 1);
	print_open_flags(t, (unsigned)argu(t, 1));
	return DEC_DONE;
}

int dec_fanotify_mark(struct tracee *t)
{
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	sink_xflags(t, &xlat_fanotify_mark_flags, (unsigned)argu(t, 1), "FAN_MARK_???");
	sink_arg(t, 2);
	sink_xflags(t, &xlat_fanotify_events, argu(t, 2), "FAN_???");
	sink_arg(t, 3);
	if (argi(t, 3) == FAN_NOFD)
		sink_const(t, (uint64_t)(int64_t)FAN_NOFD, NUM_DEC, "FAN_NOFD", NULL);
	else
		sink_dirfd(t, argi(t, 3));
	sink_arg(t, 4);
	sink_path_at(t, argu(t, 4));
	return DEC_DONE;
}

/* ---- file handles ---- */

/* handle_type and the opaque bytes of a struct file_handle at addr. */
static void print_handle_body(struct tracee *t, uint64_t addr, unsigned bytes, int type)
{
	unsigned char h[MAX_HANDLE_SZ];
	unsigned n = bytes < MAX_HANDLE_SZ ? bytes : MAX_HANDLE_SZ;
	sink_field(t, "handle_type");
	sink_int(t, type);
	sink_field(t, "f_handle");
	if (mem_read(t->tid, addr + FILE_HANDLE_HEADER, h, n))
		sink_bytes(t, h, n, STR_HEX | (bytes > n ? STR_CUT : 0));
	else
		sink_symbol(t, "???");
}

/* The kernel fills the handle: handle_bytes goes in, and comes back
 * changed ("128 => 8") with the handle, or with EOVERFLOW alone.  The
 * struct and its "=>" stay open from the entry to the exit. */
int dec_name_to_handle_at(struct tracee *t)
{
	struct call *c = &t->call;
	uint64_t addr = argu(t, 2);
	struct { uint32_t bytes; int32_t type; } fh;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_dirfd(t, argi(t, 0));
		sink_arg(t, 1);
		sink_path_at(t, argu(t, 1));
		sink_arg(t, 2);
		c->saved[0] = false;
		if (!sink_fetch(t, addr, &fh, sizeof fh))
			return DEC_EXIT;
		sink_struct(t);
		sink_field(t, "handle_bytes");
		sink_op(t, " => ");
		sink_uint(t, fh.bytes);
		c->saved[0] = true;
		c->saved[1] = fh.bytes;
		return DEC_EXIT;
	}
	if (c->saved[0]) {
		bool overflow = c->is_error && c->rval == -EOVERFLOW;
		bool read = (!c->is_error || overflow) && mem_read(t->tid, addr, &fh, sizeof fh);
		if (read && fh.bytes != c->saved[1])
			sink_uint(t, fh.bytes);
		sink_end(t);
		if (read && !c->is_error)
			print_handle_body(t, addr, fh.bytes, fh.type);
		sink_end(t);
	}
	sink_arg(t, 3);
	if (c->is_error)
		sink_ptr(t, argu(t, 3));
	else
		sink_int_at(t, argu(t, 3));
	sink_arg(t, 4);
	sink_xflags(t, &xlat_name_to_handle_at_flags, argu(t, 4), "AT_???");
	return DEC_DONE;
}

/* A file handle as it is now: open_by_handle_at's.  name_to_handle_at's
 * handle_bytes changes from the entry to the exit ("128 => 8"), which its
 * decoder shows. */
void print_struct_file_handle(struct tracee *t, int i)
{
	uint64_t addr = argu(t, i);
	struct { uint32_t bytes; int32_t type; } fh;
	if (!sink_fetch(t, addr, &fh, sizeof fh))
		return;
	sink_struct(t);
	sink_field(t, "handle_bytes");
	sink_uint(t, fh.bytes);
	print_handle_body(t, addr, fh.bytes, fh.type);
	sink_end(t);
}

int dec_open_by_handle_at(struct tracee *t)
{
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_struct_file_handle(t, 1);
	sink_arg(t, 2);
	print_open_flags(t, (unsigned)argu(t, 2));
	return DEC_DONE;
}
