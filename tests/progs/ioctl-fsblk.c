/* ioctl: the file system and block device families.  FITRIM's range,
 * struct fsxattr in (known and unknown flags) and out, struct fiemap at
 * entry, BLKPG with and without a readable partition, BLKTRACESETUP, the
 * ranges to discard, and NULL, unreadable and truncated arguments. */
#include "ioctl-progs.h"

#include <linux/fs.h>
#include <linux/fiemap.h>
#include <linux/blkpg.h>
#include <linux/blktrace_api.h>

static struct style st;

static void test_fs(char *tail)
{
	char b1[256];
	long rc = sys_ioctl(-1, FITRIM, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, FITRIM));

	/* the range crosses into the unmapped page: its address */
	struct fstrim_range *r = (struct fstrim_range *)(tail + 4096 - sizeof *r + 8);
	rc = sys_ioctl(-1, FITRIM, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, FITRIM), (void *)r);
	r = (struct fstrim_range *)(tail + 4096 - sizeof *r);
	r->start = 0xdeadbeef00000001ULL;
	r->len = 4096;
	r->minlen = 0xffffffffffffffffULL;
	rc = sys_ioctl(-1, FITRIM, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0xdeadbeef00000001, len=4096, "
	       "minlen=18446744073709551615})", REQ(&st, FITRIM));

	struct fsxattr *x = (struct fsxattr *)(tail + 4096 - sizeof *x);
	memset(x, 0, sizeof *x);
	x->fsx_xflags = FS_XFLAG_IMMUTABLE | FS_XFLAG_APPEND | FS_XFLAG_HASATTR;
	x->fsx_extsize = 4096;
	x->fsx_projid = 0xbeef;
	x->fsx_cowextsize = 7;
	rc = sys_ioctl(-1, FS_IOC_FSSETXATTR, (unsigned long)x);
	expect(rc, "EBADF", "ioctl(-1, %s, {fsx_xflags=%s, fsx_extsize=4096, "
	       "fsx_projid=0xbeef, fsx_cowextsize=7})", REQ(&st, FS_IOC_FSSETXATTR),
	       xname(&st, b1, sizeof b1, "%#x", x->fsx_xflags,
		     "FS_XFLAG_IMMUTABLE|FS_XFLAG_APPEND|FS_XFLAG_HASATTR"));
	x->fsx_xflags = 0x40000000;
	rc = sys_ioctl(-1, FS_IOC_FSSETXATTR, (unsigned long)x);
	expect(rc, "EBADF", "ioctl(-1, %s, {fsx_xflags=%s, fsx_extsize=4096, "
	       "fsx_projid=0xbeef, fsx_cowextsize=7})", REQ(&st, FS_IOC_FSSETXATTR),
	       st.x == X_ABBREV ? "0x40000000 /* FS_XFLAG_??? */" :
	       xname(&st, b1, sizeof b1, "%#x", 0x40000000, "FS_XFLAG_???"));
	rc = sys_ioctl(-1, FS_IOC_FSSETXATTR, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, FS_IOC_FSSETXATTR));
	/* a failed GET: the address the kernel left alone */
	rc = sys_ioctl(-1, FS_IOC_FSGETXATTR, (unsigned long)x);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, FS_IOC_FSGETXATTR), (void *)x);

	struct fiemap *f = (struct fiemap *)(tail + 4096 - sizeof *f);
	memset(f, 0, sizeof *f);
	f->fm_start = 1;
	f->fm_length = 0xffffffffffffffffULL;
	f->fm_flags = FIEMAP_FLAG_SYNC | 0x100;
	f->fm_extent_count = 2;
	rc = sys_ioctl(-1, FS_IOC_FIEMAP, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {fm_start=1, fm_length=18446744073709551615, "
	       "fm_flags=%s, fm_extent_count=2})", REQ(&st, FS_IOC_FIEMAP),
	       xname(&st, b1, sizeof b1, "%#x", f->fm_flags, "FIEMAP_FLAG_SYNC|0x100"));
	rc = sys_ioctl(-1, FS_IOC_FIEMAP, (unsigned long)f + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, FS_IOC_FIEMAP), (char *)f + 1);

	/* the label: a string in, a string out at exit; NULL as NULL */
	rc = sys_ioctl(-1, FS_IOC_SETFSLABEL, (unsigned long)"seize");
	expect(rc, "EBADF", "ioctl(-1, %s, \"seize\")", REQ(&st, FS_IOC_SETFSLABEL));
	rc = sys_ioctl(-1, FS_IOC_SETFSLABEL, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, FS_IOC_SETFSLABEL));
	rc = sys_ioctl(-1, FS_IOC_GETFSLABEL, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, FS_IOC_GETFSLABEL));
	rc = sys_ioctl(-1, FS_IOC_GETFSLABEL, (unsigned long)tail);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, FS_IOC_GETFSLABEL), tail);
}

static void test_block(char *tail)
{
	char b1[128], b2[64];
	long rc = sys_ioctl(-1, BLKGETDISKSEQ, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, BLKGETDISKSEQ));
	rc = sys_ioctl(-1, BLKPG, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, BLKPG));

	uint64_t *range = (uint64_t *)(tail + 4096 - 16);
	range[0] = 512;
	range[1] = 0xfffffffffffffe00ULL;
	rc = sys_ioctl(-1, BLKDISCARD, (unsigned long)range);
	expect(rc, "EBADF", "ioctl(-1, %s, [512, 18446744073709551104])", REQ(&st, BLKDISCARD));
	rc = sys_ioctl(-1, BLKZEROOUT, (unsigned long)range + 8);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, BLKZEROOUT), (char *)range + 8);

	/* the partition is unreadable: its address */
	struct blkpg_ioctl_arg *a = malloc(sizeof *a);
	a->op = BLKPG_RESIZE_PARTITION;
	a->flags = -2;
	a->datalen = sizeof(struct blkpg_partition);
	a->data = tail + 4096 - 8;
	rc = sys_ioctl(-1, BLKPG, (unsigned long)a);
	expect(rc, "EBADF", "ioctl(-1, %s, {op=%s, flags=-2, datalen=%d, data=%p})",
	       REQ(&st, BLKPG), xname(&st, b1, sizeof b1, "%#x", a->op, "BLKPG_RESIZE_PARTITION"),
	       a->datalen, a->data);

	struct blkpg_partition *p = (struct blkpg_partition *)(tail + 4096 - sizeof *p);
	p->start = -1;
	p->length = 1LL << 40;
	p->pno = 3;
	memset(p->devname, 'd', sizeof p->devname);	/* no NUL: cut */
	strcpy(p->volname, "vol");
	a->op = BLKPG_ADD_PARTITION;
	a->data = p;
	rc = sys_ioctl(-1, BLKPG, (unsigned long)a);
	expect(rc, "EBADF", "ioctl(-1, %s, {op=%s, flags=-2, datalen=%d, data={start=-1, "
	       "length=1099511627776, pno=3, devname=\"%.63s\"..., volname=\"vol\"}})",
	       REQ(&st, BLKPG), xname(&st, b1, sizeof b1, "%#x", a->op, "BLKPG_ADD_PARTITION"),
	       a->datalen, p->devname);
	a->op = 0x10;
	a->data = NULL;
	rc = sys_ioctl(-1, BLKPG, (unsigned long)a);
	expect(rc, "EBADF", "ioctl(-1, %s, {op=%s, flags=-2, datalen=%d, data=NULL})",
	       REQ(&st, BLKPG), st.x == X_ABBREV ? "0x10 /* BLKPG_??? */" :
	       xname(&st, b2, sizeof b2, "%#x", 0x10, "BLKPG_???"), a->datalen);

	struct blk_user_trace_setup *s = (struct blk_user_trace_setup *)(tail + 4096 - sizeof *s);
	memset(s, 0, sizeof *s);
	s->act_mask = 0xffff;
	s->buf_size = 4096;
	s->buf_nr = 4;
	s->start_lba = 0;
	s->end_lba = 0xffffffffffffffffULL;
	s->pid = 0xffffffff;
	rc = sys_ioctl(-1, BLKTRACESETUP, (unsigned long)s);
	expect(rc, "EBADF", "ioctl(-1, %s, {act_mask=65535, buf_size=4096, buf_nr=4, "
	       "start_lba=0, end_lba=18446744073709551615, pid=-1})", REQ(&st, BLKTRACESETUP));
	rc = sys_ioctl(-1, BLKTRACESETUP, (unsigned long)s + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, BLKTRACESETUP), (char *)s + 1);
	free(a);
}

int main(void)
{
	st = style_get();
	char *tail = tail_page();
	test_fs(tail);
	test_block(tail);
	return 0;
}
