/* 32-bit (i386, x32) printers for files and memory: stat64, _llseek,
 * mmap2 and the old mmap, iovecs, and clone's i386 argument order. */
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "common.h"
#include "decode.h"
#include "decode32.h"
#include "personality.h"
#include "syscalls32-gen.h"
#include "syscallsx32-gen.h"

/* i386's struct stat64 (<asm/stat.h> of a 32-bit build): packed, 96
 * bytes, the inode number twice (truncated, then whole at the end). */
struct stat64_32 {
	uint64_t dev;
	uint8_t pad0[4];
	uint32_t ino_low;
	uint32_t mode, nlink, uid, gid;
	uint64_t rdev;
	uint8_t pad3[4];
	int64_t size;
	uint32_t blksize;
	uint64_t blocks;
	uint32_t atime, atime_nsec, mtime, mtime_nsec, ctime, ctime_nsec;
	uint64_t ino;
} __attribute__((packed));
_Static_assert(sizeof(struct stat64_32) == 96, "i386 struct stat64 is 96 bytes");

/* stat64, lstat64, fstat64, fstatat64: shown as stat's struct is. */
void print_struct_stat64(struct tracee *t, int i)
{
	struct stat64_32 s;
	if (!sink_fetch(t, argu(t, i), &s, sizeof s))
		return;
	struct stat st = {
		.st_dev = s.dev, .st_ino = s.ino, .st_mode = s.mode, .st_nlink = s.nlink,
		.st_uid = s.uid, .st_gid = s.gid, .st_rdev = s.rdev, .st_size = s.size,
		.st_blksize = s.blksize, .st_blocks = (blkcnt_t)s.blocks,
	};
	st.st_atim.tv_sec = s.atime;
	st.st_atim.tv_nsec = s.atime_nsec;
	st.st_mtim.tv_sec = s.mtime;
	st.st_mtim.tv_nsec = s.mtime_nsec;
	st.st_ctim.tv_sec = s.ctime;
	st.st_ctim.tv_nsec = s.ctime_nsec;
	print_stat_value(t, &st);
}

/* _llseek(fd, offset_high, offset_low, result, whence): strace joins the
 * offset, and shows the loff_t the kernel wrote at exit. */
int dec_llseek32(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_arg(t, 1);
		sink_int(t, (int64_t)(argu(t, 1) << 32 | (uint32_t)argu(t, 2)));
		return DEC_EXIT;
	}
	sink_arg(t, 3);
	int64_t v;
	if (t->call.is_error)
		sink_ptr(t, argu(t, 3));
	else if (sink_fetch(t, argu(t, 3), &v, sizeof v)) {
		sink_array(t);
		sink_elem(t);
		sink_int(t, v);
		sink_end(t);
	}
	sink_table_arg(t, 4);
	return DEC_DONE;
}

/* mmap2's last argument counts pages: strace shows it in bytes, as mmap. */
int dec_mmap2_32(struct tracee *t)
{
	t->call.arg[5] *= (uint64_t)sysconf(_SC_PAGESIZE);
	return dec_mmap(t);
}

/* i386's old mmap(args): its six arguments are 32-bit words at args;
 * strace shows them as mmap's. */
int dec_old_mmap32(struct tracee *t)
{
	uint32_t words[6];
	if (!mem_read(t->tid, argu(t, 0), words, sizeof words)) {
		sink_table_arg(t, 0);
		return DEC_DONE;
	}
	for (int i = 0; i < 6; i++)
		t->call.arg[i] = words[i];
	t->call.arg[4] = (uint64_t)(int64_t)(int32_t)words[4];
	/* the row with mmap's six arguments */
	t->call.se = pers_sysent(PERS_64, __NR_mmap);
	return t->call.se && t->call.se->dec ? t->call.se->dec(t) : DEC_DONE;
}

/* i386 clone(flags, stack, parent_tid, tls, child_tid): x86_64's order
 * swaps the last two; the row names them in x86_64's order. */
int dec_clone32(struct tracee *t)
{
	if (!t->call.exiting && t->call.pers == PERS_32) {
		uint64_t tls = t->call.arg[3];
		t->call.arg[3] = t->call.arg[4];
		t->call.arg[4] = tls;
	}
	return dec_clone(t);
}

/* ---- iovecs of 32-bit pointers and lengths ---- */

static void print_iovec32(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t w[2];
	memcpy(w, elem, sizeof w);
	struct { uint64_t base, len; } iov = { w[0], w[1] };
	print_iovec(t, &iov, ctx);
}

static void print_iov32_array(struct tracee *t, bool data, uint64_t left)
{
	struct iov_show show = { data, left, false };
	sink_arg(t, 1);
	print_array(t, argu(t, 1), argu(t, 2), 8, print_iovec32, &show);
}

/* The count, then preadv's offset and preadv2's flags (joined from two
 * registers on i386 already: personality.c). */
static void print_iov32_tail(struct tracee *t)
{
	int nargs = t->call.se->nargs;
	sink_arg(t, 2);
	sink_uint(t, (uint32_t)argu(t, 2));
	if (nargs >= 4) {
		sink_arg(t, 3);
		sink_int(t, (int64_t)argu(t, 3));
	}
	if (nargs >= 5)
		sink_table_arg(t, 4);
}

int dec_readv32(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	print_iov32_array(t, !c->is_error, (uint64_t)c->rval);
	print_iov32_tail(t);
	return DEC_DONE;
}

int dec_writev32(struct tracee *t)
{
	sink_table_arg(t, 0);
	print_iov32_array(t, true, UINT64_MAX);
	print_iov32_tail(t);
	return DEC_DONE;
}
