/* Decoders and struct printers for file names, paths, stat and directory
 * syscalls, printed as strace prints them without -v: stat structs cut to
 * {st_mode=..., st_size=..., ...}, directory entries only counted. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/fanotify.h>
#include <sys/mount.h>
#include <sys/statfs.h>
#include <sys/swap.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <linux/openat2.h>

#include "decode.h"
#include "util.h"

extern const struct xlat xlat_open_flags, xlat_open_access_modes, xlat_at_flags,
	xlat_at_statx_sync_types, xlat_statx_mask, xlat_statx_attrs, xlat_fsmagic,
	xlat_statfs_flags, xlat_resolve_flags, xlat_fanotify_classes,
	xlat_fanotify_init_flags, xlat_fanotify_mark_flags, xlat_fanotify_events,
	xlat_mount_flags, xlat_swap_flags, xlat_name_to_handle_at_flags;

/* O_TMPFILE includes O_DIRECTORY; the bit of its own (__O_TMPFILE) is what
 * makes open(2) take a mode, as O_CREAT does. */
#define O_TMPFILE_BIT (O_TMPFILE & ~O_DIRECTORY)

/* The kernel's struct file_handle: handle_bytes and handle_type, then up to
 * MAX_HANDLE_SZ (128) opaque bytes. */
enum { FILE_HANDLE_HEADER = 8 };

/* statfs f_flags: the kernel's "f_flags is filled" bit. */
enum { ST_VALID_BIT = 0x20 };

static void print_uint(struct output *o, uint64_t v)
{
	out_printf(o, "%llu", (unsigned long long)v);
}

/* Bytes as a string of \x escapes, as strace prints opaque data; "..."
 * when more bytes exist than shown. */
static void print_hex_bytes(struct output *o, const unsigned char *b, size_t n, bool more)
{
	out_putc(o, '"');
	for (size_t i = 0; i < n; i++)
		out_printf(o, "\\x%02x", b[i]);
	out_putc(o, '"');
	if (more)
		out_puts(o, "...");
}

/* Before element k of an array: the separator, then true; or "..." and
 * false when -s cuts the array there, as strace does. */
static bool array_next(struct tracee *t, unsigned k)
{
	if (k)
		print_sep(t->out);
	if (k < array_limit(t))
		return true;
	out_puts(t->out, "...");
	return false;
}

/* ---- open family ---- */

/* The access mode first, then the other flags: O_RDONLY|O_CLOEXEC. */
static void print_open_flags(struct output *o, uint64_t flags)
{
	unsigned saved;
	if (!names_begin(o, flags, NUM_HEX, &saved))	/* -X: one number */
		return;
	print_xval(o, &xlat_open_access_modes, flags & O_ACCMODE, NULL);
	flags &= ~(uint64_t)O_ACCMODE;
	if (flags) {
		out_putc(o, '|');
		print_xflags(o, &xlat_open_flags, flags, NULL);
	}
	names_end(o, saved);
}

static bool open_takes_mode(uint64_t flags)
{
	return flags & (O_CREAT | O_TMPFILE_BIT);
}

/* path, flags[, mode]: the mode only when the flags make the kernel use it. */
static void print_path_flags_mode(struct tracee *t, int i)
{
	unsigned flags = (unsigned)argu(t, i + 1);
	print_path(t, argu(t, i));
	print_sep(t->out);
	print_open_flags(t->out, flags);
	if (open_takes_mode(flags)) {
		print_sep(t->out);
		print_umode(t->out, (unsigned)argu(t, i + 2));
	}
}

int dec_open(struct tracee *t)
{
	print_path_flags_mode(t, 0);
	return DEC_DONE;
}

int dec_openat(struct tracee *t)
{
	print_dirfd(t, argi(t, 0));
	print_sep(t->out);
	print_path_flags_mode(t, 1);
	return DEC_DONE;
}

/* The bytes of a struct beyond the size seize knows, from offset known to
 * size (at most a page: the kernel takes no more, and strace shows no
 * more): nothing when they are all zero, as the kernel then accepts them;
 * else a comment naming the range and the bytes cut at -s; "???" when they
 * are unreadable. */
static void print_struct_tail(struct tracee *t, uint64_t addr, size_t known, uint64_t size)
{
	enum { PAGE = 4096 };
	struct output *o = t->out;
	unsigned char tail[PAGE];
	size_t len = (size < PAGE ? size : PAGE) - known;
	if (!mem_read(t->tid, addr + known, tail, len)) {
		out_puts(o, ", ???");
		return;
	}
	size_t first = 0;
	while (first < len && tail[first] == 0)
		first++;
	if (first == len)
		return;
	size_t shown = len < string_limit(t) ? len : string_limit(t);
	out_printf(o, ", /* bytes %zu..%zu */ ", known, known + len - 1);
	print_hex_bytes(o, tail, shown, len > shown);
}

/* openat2's struct open_how; the mode only when used or not zero. */
static void print_open_how(struct tracee *t, uint64_t addr, uint64_t size)
{
	struct output *o = t->out;
	struct open_how how;
	if (size < sizeof how) {
		print_ptr(o, addr);
		return;
	}
	if (!fetch(t, addr, &how, sizeof how))
		return;
	out_puts(o, "{flags=");
	print_open_flags(o, how.flags);
	if (open_takes_mode(how.flags) || how.mode)
		out_printf(o, ", mode=%#03llo", (unsigned long long)how.mode);
	out_puts(o, ", resolve=");
	print_xflags(o, &xlat_resolve_flags, how.resolve, "RESOLVE_???");
	if (size > sizeof how)
		print_struct_tail(t, addr, sizeof how, size);
	out_putc(o, '}');
}

int dec_openat2(struct tracee *t)
{
	print_dirfd(t, argi(t, 0));
	print_sep(t->out);
	print_path(t, argu(t, 1));
	print_sep(t->out);
	print_open_how(t, argu(t, 2), argu(t, 3));
	print_sep(t->out);
	print_uint(t->out, argu(t, 3));
	return DEC_DONE;
}

/* ---- stat family ---- */

/* Device numbers as strace writes them: makedev(0x1, 0x3). */
static void print_dev(struct output *o, uint64_t dev)
{
	unsigned saved;
	if (names_begin(o, dev, NUM_HEX, &saved)) {	/* -X: the number */
		out_printf(o, "makedev(%#x, %#x)", major(dev), minor(dev));
		names_end(o, saved);
	}
}

/* What strace shows of a file's metadata without -v: the mode, then the
 * device number of a device file or else the size. */
static void print_mode_and_size(struct output *o, const char *prefix, unsigned mode,
				uint64_t rdev, uint64_t size)
{
	out_printf(o, "%smode=", prefix);
	print_mode(o, mode);
	if (S_ISCHR(mode) || S_ISBLK(mode)) {
		out_printf(o, ", %srdev=", prefix);
		print_dev(o, rdev);
	} else {
		out_printf(o, ", %ssize=", prefix);
		print_uint(o, size);
	}
}

/* stat, fstat, lstat, newfstatat.  glibc's struct stat has the kernel's
 * layout on x86_64. */
void print_struct_stat(struct tracee *t, int i)
{
	struct stat st;
	if (!fetch_arg(t, i, &st, sizeof st))
		return;
	if (!abbrev(t)) {
		print_stat_full(t, &st);
		return;
	}
	out_putc(t->out, '{');
	print_mode_and_size(t->out, "st_", st.st_mode, st.st_rdev, st.st_size);
	out_puts(t->out, ", ...}");
}

/* statx(2) flags: the sync type first (AT_STATX_SYNC_AS_STAT is 0), then
 * the AT_* flags. */
static void print_statx_flags(struct output *o, unsigned flags)
{
	print_xflags(o, &xlat_at_statx_sync_types, flags & AT_STATX_SYNC_TYPE, NULL);
	flags &= ~AT_STATX_SYNC_TYPE;
	if (flags) {
		out_putc(o, '|');
		print_xflags(o, &xlat_at_flags, flags, NULL);
	}
}

static void print_statx_buf(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	struct statx stx;
	if (!fetch(t, addr, &stx, sizeof stx))
		return;
	if (!abbrev(t)) {
		print_statx_full(t, &stx);
		return;
	}
	out_puts(o, "{stx_mask=");
	print_xflags(o, &xlat_statx_mask, stx.stx_mask, "STATX_???");
	out_puts(o, ", stx_attributes=");
	print_xflags(o, &xlat_statx_attrs, stx.stx_attributes, "STATX_ATTR_???");
	out_puts(o, ", stx_mode=");
	print_mode(o, stx.stx_mode);
	out_puts(o, ", stx_size=");
	print_uint(o, stx.stx_size);
	out_puts(o, ", ...}");
}

int dec_statx(struct tracee *t)
{
	struct output *o = t->out;
	if (t->call.exiting) {
		if (t->call.is_error)
			print_ptr(o, argu(t, 4));
		else
			print_statx_buf(t, argu(t, 4));
		return DEC_DONE;
	}
	print_dirfd(t, argi(t, 0));
	print_sep(o);
	print_path(t, argu(t, 1));
	print_sep(o);
	print_statx_flags(o, (unsigned)argu(t, 2));
	print_sep(o);
	print_xflags(o, &xlat_statx_mask, (unsigned)argu(t, 3), "STATX_???");
	print_sep(o);
	return DEC_EXIT;
}

/* statfs, fstatfs: strace prints the whole struct even without -v.  glibc's
 * struct statfs has the kernel's layout on x86_64. */
void print_struct_statfs(struct tracee *t, int i)
{
	struct output *o = t->out;
	struct statfs sf;
	if (!fetch_arg(t, i, &sf, sizeof sf))
		return;
	const char *type = xlat_name(&xlat_fsmagic, (uint64_t)sf.f_type);
	out_puts(o, "{f_type=");
	print_named(o, (uint64_t)sf.f_type, NUM_HEX, type, NULL);	/* -X */
	out_printf(o, ", f_bsize=%llu, f_blocks=%llu, f_bfree=%llu, f_bavail=%llu"
		   ", f_files=%llu, f_ffree=%llu, f_fsid={val=[",
		   (unsigned long long)sf.f_bsize, (unsigned long long)sf.f_blocks,
		   (unsigned long long)sf.f_bfree, (unsigned long long)sf.f_bavail,
		   (unsigned long long)sf.f_files, (unsigned long long)sf.f_ffree);
	for (unsigned k = 0; k < 2 && array_next(t, k); k++)
		out_printf(o, "%#x", (unsigned)sf.f_fsid.__val[k]);
	out_printf(o, "]}, f_namelen=%llu, f_frsize=%llu",
		   (unsigned long long)sf.f_namelen, (unsigned long long)sf.f_frsize);
	/* The kernel sets ST_VALID (not in glibc's headers) when it filled f_flags. */
	if (sf.f_flags & ST_VALID_BIT) {
		out_puts(o, ", f_flags=");
		print_xflags(o, &xlat_statfs_flags, (uint64_t)sf.f_flags, "ST_???");
	}
	out_putc(o, '}');
}

/* ---- names and directories ---- */

/* mknod, mknodat: the device number only for device files.  The syscall
 * takes it as a 32-bit unsigned int. */
static void print_mode_dev(struct tracee *t, int i)
{
	unsigned mode = (unsigned)argu(t, i) & 0177777;
	print_mode(t->out, mode);
	if (S_ISCHR(mode) || S_ISBLK(mode)) {
		print_sep(t->out);
		print_dev(t->out, (unsigned)argu(t, i + 1));
	}
}

int dec_mknod(struct tracee *t)
{
	print_path(t, argu(t, 0));
	print_sep(t->out);
	print_mode_dev(t, 1);
	return DEC_DONE;
}

int dec_mknodat(struct tracee *t)
{
	print_dirfd(t, argi(t, 0));
	print_sep(t->out);
	print_path(t, argu(t, 1));
	print_sep(t->out);
	print_mode_dev(t, 2);
	return DEC_DONE;
}

/* getcwd returns the length with the NUL; the buffer holds a path. */
int dec_getcwd(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	if (t->call.is_error)
		print_ptr(t->out, argu(t, 0));
	else
		print_path(t, argu(t, 0));
	print_sep(t->out);
	print_uint(t->out, argu(t, 1));
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
	struct output *o = t->out;
	if (!t->call.exiting) {
		print_fd(t, argi(t, 0));
		print_sep(o);
		return DEC_EXIT;
	}
	uint64_t addr = argu(t, 1);
	unsigned n;
	if (!t->call.is_error && verbose(t) && !abbrev(t) && addr)
		print_dirents(t, addr, (uint64_t)t->call.rval, !strcmp(t->call.se->name, "getdents64"));
	else
		print_ptr(o, addr);
	if (!t->call.is_error && verbose(t) && abbrev(t) && count_dirents(t, addr, (uint64_t)t->call.rval, &n))
		out_printf(o, " /* %u entries */", n);
	print_sep(o);
	out_printf(o, "%u", (unsigned)argu(t, 2));
	return DEC_DONE;
}

/* ---- file times ---- */

/* The comment strace adds to a timestamp: the date in local time,
 * 2023-11-14T22:13:20.000000005+0000, with a fraction of frac_digits digits
 * unless it is zero.  No comment for time zero, for an out-of-range
 * fraction, or for a time localtime cannot convert. */
static void print_date_comment(struct output *o, int64_t sec, uint64_t frac,
			       int frac_digits, uint64_t frac_max)
{
	char date[64], zone[16];
	time_t tt = (time_t)sec;
	struct tm tm;
	if ((sec == 0 && frac == 0) || frac > frac_max || !localtime_r(&tt, &tm) ||
	    !strftime(date, sizeof date, "%FT%T", &tm) || !strftime(zone, sizeof zone, "%z", &tm))
		return;
	out_printf(o, " /* %s", date);
	if (frac)
		out_printf(o, ".%0*llu", frac_digits, (unsigned long long)frac);
	out_printf(o, "%s */", zone);
}

static void print_utime_timespec(struct output *o, const struct timespec *ts)
{
	if (ts->tv_nsec == UTIME_NOW) {
		out_puts(o, "UTIME_NOW");
	} else if (ts->tv_nsec == UTIME_OMIT) {
		out_puts(o, "UTIME_OMIT");
	} else {
		out_printf(o, "{tv_sec=%lld, tv_nsec=%llu}", (long long)ts->tv_sec,
			   (unsigned long long)ts->tv_nsec);
		print_date_comment(o, ts->tv_sec, (uint64_t)ts->tv_nsec, 9, 999999999);
	}
}

/* utimensat's times[2]. */
void print_struct_utimens_pair(struct tracee *t, int i)
{
	struct timespec ts[2];
	if (!fetch_arg(t, i, ts, sizeof ts))
		return;
	out_putc(t->out, '[');
	for (unsigned k = 0; k < 2 && array_next(t, k); k++)
		print_utime_timespec(t->out, &ts[k]);
	out_putc(t->out, ']');
}

/* utimes' and futimesat's times[2]. */
void print_struct_utimes_pair(struct tracee *t, int i)
{
	struct timeval tv[2];
	if (!fetch_arg(t, i, tv, sizeof tv))
		return;
	out_putc(t->out, '[');
	for (unsigned k = 0; k < 2 && array_next(t, k); k++) {
		out_printf(t->out, "{tv_sec=%lld, tv_usec=%llu}", (long long)tv[k].tv_sec,
			   (unsigned long long)tv[k].tv_usec);
		print_date_comment(t->out, tv[k].tv_sec, (uint64_t)tv[k].tv_usec, 6, 999999);
	}
	out_putc(t->out, ']');
}

/* utime's struct utimbuf: two time_t. */
void print_struct_utimbuf(struct tracee *t, int i)
{
	int64_t times[2];
	if (!fetch_arg(t, i, times, sizeof times))
		return;
	out_printf(t->out, "{actime=%lld", (long long)times[0]);
	print_date_comment(t->out, times[0], 0, 0, 0);
	out_printf(t->out, ", modtime=%lld", (long long)times[1]);
	print_date_comment(t->out, times[1], 0, 0, 0);
	out_putc(t->out, '}');
}

/* ---- extended attributes ---- */

/* An attribute value of size bytes, as strace prints it: cut at -s, one
 * trailing NUL left out (and then no "..."), the address when larger than
 * the kernel's XATTR_SIZE_MAX. */
static void print_xattr_value(struct tracee *t, uint64_t addr, uint64_t size)
{
	enum { XATTR_SIZE_MAX = 65536 };
	struct output *o = t->out;
	if (!addr || size > XATTR_SIZE_MAX) {
		print_ptr(o, addr);
		return;
	}
	size_t n = size < string_limit(t) ? size : string_limit(t);
	/* Like print_buf, read one byte more than shown when there is one. */
	size_t want = size > n ? n + 1 : n;
	char *buf = xmalloc(want ? want : 1);
	if (!mem_read(t->tid, addr, buf, want)) {
		print_ptr(o, addr);
	} else {
		bool cut = size > n;
		if (n && buf[n - 1] == 0) {
			n--;
			cut = false;
		}
		print_quoted(o, buf, n, false);
		if (cut)
			out_puts(o, "...");
	}
	free(buf);
}

/* setxattr, lsetxattr, fsetxattr: the first argument by its table type. */
int dec_setxattr(struct tracee *t)
{
	struct output *o = t->out;
	print_arg(t, 0);
	print_sep(o);
	print_arg(t, 1);
	print_sep(o);
	print_xattr_value(t, argu(t, 2), argu(t, 3));
	print_sep(o);
	print_uint(o, argu(t, 3));
	print_sep(o);
	print_arg(t, 4);
	return DEC_DONE;
}

/* getxattr and co.: the value is as long as the call returned. */
int dec_getxattr(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		print_arg(t, 0);
		print_sep(o);
		print_arg(t, 1);
		print_sep(o);
		return DEC_EXIT;
	}
	if (t->call.is_error)
		print_ptr(o, argu(t, 2));
	else
		print_xattr_value(t, argu(t, 2), (uint64_t)t->call.rval);
	print_sep(o);
	print_uint(o, argu(t, 3));
	return DEC_DONE;
}

/* listxattr and co.: NUL-separated names; a size query (size 0) shows the
 * address. */
int dec_listxattr(struct tracee *t)
{
	struct output *o = t->out;
	if (!t->call.exiting) {
		print_arg(t, 0);
		print_sep(o);
		return DEC_EXIT;
	}
	if (t->call.is_error || argu(t, 2) == 0)
		print_ptr(o, argu(t, 1));
	else
		print_buf(t, argu(t, 1), (uint64_t)t->call.rval);
	print_sep(o);
	print_uint(o, argu(t, 2));
	return DEC_DONE;
}

/* ---- fanotify ---- */

/* The notification class first (FAN_CLASS_NOTIF is 0), then the flags. */
int dec_fanotify_init(struct tracee *t)
{
	struct output *o = t->out;
	unsigned flags = (unsigned)argu(t, 0);
	unsigned class_bits = FAN_CLASS_CONTENT | FAN_CLASS_PRE_CONTENT;
	print_xval(o, &xlat_fanotify_classes, flags & class_bits, "FAN_CLASS_???");
	if (flags & ~class_bits) {
		out_putc(o, '|');
		print_xflags(o, &xlat_fanotify_init_flags, flags & ~class_bits, "FAN_???");
	}
	print_sep(o);
	print_open_flags(o, (unsigned)argu(t, 1));
	return DEC_DONE;
}

int dec_fanotify_mark(struct tracee *t)
{
	struct output *o = t->out;
	print_fd(t, argi(t, 0));
	print_sep(o);
	print_xflags(o, &xlat_fanotify_mark_flags, (unsigned)argu(t, 1), "FAN_MARK_???");
	print_sep(o);
	print_xflags(o, &xlat_fanotify_events, argu(t, 2), "FAN_???");
	print_sep(o);
	if (argi(t, 3) == FAN_NOFD)
		out_puts(o, "FAN_NOFD");
	else
		print_dirfd(t, argi(t, 3));
	print_sep(o);
	print_path(t, argu(t, 4));
	return DEC_DONE;
}

/* ---- mounts and swap ---- */

/* mount: the old MS_MGC_VAL magic in the high half prints first; the type
 * and the data print as strings only when the kernel reads them: a remount
 * has no type, bind, move and propagation changes neither. */
int dec_mount(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t flags = argu(t, 3);
	bool magic = (flags & MS_MGC_MSK) == MS_MGC_VAL;
	bool str_type = true, str_data = true;
	if (magic)
		flags &= ~(uint64_t)MS_MGC_MSK;
	if (flags & MS_REMOUNT)
		str_type = false;
	else if (flags & (MS_BIND | MS_MOVE | MS_SHARED | MS_PRIVATE | MS_SLAVE | MS_UNBINDABLE))
		str_type = str_data = false;
	print_path(t, argu(t, 0));
	print_sep(o);
	print_path(t, argu(t, 1));
	print_sep(o);
	if (str_type)
		print_str(t, argu(t, 2), string_limit(t));
	else
		print_ptr(o, argu(t, 2));
	print_sep(o);
	if (magic) {
		out_puts(o, "MS_MGC_VAL");
		if (flags)
			out_putc(o, '|');
	}
	if (flags || !magic)
		print_xflags(o, &xlat_mount_flags, flags, "MS_???");
	print_sep(o);
	if (str_data)
		print_str(t, argu(t, 4), string_limit(t));
	else
		print_ptr(o, argu(t, 4));
	return DEC_DONE;
}

/* swapon: the flags, then the priority in decimal: SWAP_FLAG_PREFER|5. */
int dec_swapon(struct tracee *t)
{
	struct output *o = t->out;
	unsigned flags = (unsigned)argu(t, 1);
	print_path(t, argu(t, 0));
	print_sep(o);
	if (flags & ~SWAP_FLAG_PRIO_MASK) {
		print_xflags(o, &xlat_swap_flags, flags & ~SWAP_FLAG_PRIO_MASK, "SWAP_FLAG_???");
		out_putc(o, '|');
	}
	out_printf(o, "%u", flags & SWAP_FLAG_PRIO_MASK);
	return DEC_DONE;
}

/* ustat: a 32-bit device number; strace leaves the buffer an address. */
int dec_ustat(struct tracee *t)
{
	print_dev(t->out, (unsigned)argu(t, 0));
	print_sep(t->out);
	print_ptr(t->out, argu(t, 1));
	return DEC_DONE;
}

/* ---- file handles ---- */

/* handle_type and the opaque bytes of a struct file_handle at addr. */
static void print_handle_body(struct tracee *t, uint64_t addr, unsigned bytes, int type)
{
	struct output *o = t->out;
	unsigned char h[MAX_HANDLE_SZ];
	unsigned n = bytes < MAX_HANDLE_SZ ? bytes : MAX_HANDLE_SZ;
	out_printf(o, ", handle_type=%d, f_handle=", type);
	if (mem_read(t->tid, addr + FILE_HANDLE_HEADER, h, n))
		print_hex_bytes(o, h, n, bytes > n);
	else
		out_puts(o, "???");
}

/* The kernel fills the handle: handle_bytes goes in, and comes back
 * changed ("128 => 8") with the handle, or with EOVERFLOW alone. */
int dec_name_to_handle_at(struct tracee *t)
{
	struct output *o = t->out;
	struct call *c = &t->call;
	uint64_t addr = argu(t, 2);
	struct { uint32_t bytes; int32_t type; } fh;
	if (!c->exiting) {
		print_dirfd(t, argi(t, 0));
		print_sep(o);
		print_path(t, argu(t, 1));
		print_sep(o);
		c->saved[0] = false;
		if (!fetch(t, addr, &fh, sizeof fh))
			return DEC_EXIT;
		out_printf(o, "{handle_bytes=%u", fh.bytes);
		c->saved[0] = true;
		c->saved[1] = fh.bytes;
		return DEC_EXIT;
	}
	if (c->saved[0]) {
		bool overflow = c->is_error && c->rval == -EOVERFLOW;
		if ((!c->is_error || overflow) && mem_read(t->tid, addr, &fh, sizeof fh)) {
			if (fh.bytes != c->saved[1])
				out_printf(o, " => %u", fh.bytes);
			if (!c->is_error)
				print_handle_body(t, addr, fh.bytes, fh.type);
		}
		out_putc(o, '}');
	}
	print_sep(o);
	if (c->is_error)
		print_ptr(o, argu(t, 3));
	else
		print_int_at(t, argu(t, 3));
	print_sep(o);
	print_xflags(o, &xlat_name_to_handle_at_flags, argu(t, 4), "AT_???");
	return DEC_DONE;
}

int dec_open_by_handle_at(struct tracee *t)
{
	struct output *o = t->out;
	uint64_t addr = argu(t, 1);
	struct { uint32_t bytes; int32_t type; } fh;
	print_fd(t, argi(t, 0));
	print_sep(o);
	if (fetch(t, addr, &fh, sizeof fh)) {
		out_printf(o, "{handle_bytes=%u", fh.bytes);
		print_handle_body(t, addr, fh.bytes, fh.type);
		out_putc(o, '}');
	}
	print_sep(o);
	print_open_flags(o, (unsigned)argu(t, 2));
	return DEC_DONE;
}
