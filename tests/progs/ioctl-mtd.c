/* ioctl: the memory technology devices' requests (<mtd/mtd-abi.h>) on a
 * descriptor that is none.  Their numbers are also the OSS mixer's, whose
 * MIXER_READ(nr) and MIXER_WRITE(nr) strace names first.  What goes in
 * prints at entry (erase ranges, OOB buffers, write requests, OTP modes,
 * block numbers); what the kernel fills prints its address at exit, as
 * the call fails; MEMGETREGIONINFO shows its index alone.  Bad and short
 * pointers print as addresses. */
#include "ioctl2.h"

#include <mtd/mtd-abi.h>

#define REQ(r) xn(r, #r)

/* "MIXER_READ(nr) or NAME" for the requests of a direction. */
static const char *mixer(unsigned long req, const char *name)
{
	static char bufs[4][96];
	static unsigned next;
	char *b = bufs[next++ % 4];
	unsigned dir = _IOC_DIR(req);
	if (dir == _IOC_READ || dir == _IOC_WRITE)
		snprintf(b, sizeof bufs[0], "MIXER_%s(%u) or %s", dir == _IOC_READ ? "READ" : "WRITE",
			 (unsigned)_IOC_NR(req), name);
	else
		snprintf(b, sizeof bufs[0], "%s", name);
	return xn(req, b);
}
#define MREQ(r) mixer(r, #r)

static void test_null(void)
{
	static const struct { unsigned long req; const char *name; } reqs[] = {
		{ MEMGETINFO, "MEMGETINFO" }, { MEMERASE, "MEMERASE" },
		{ MEMWRITEOOB, "MEMWRITEOOB" }, { MEMLOCK, "MEMLOCK" },
		{ MEMGETREGIONCOUNT, "MEMGETREGIONCOUNT" }, { MEMGETREGIONINFO, "MEMGETREGIONINFO" },
		{ MEMGETOOBSEL, "MEMGETOOBSEL" }, { OTPSELECT, "OTPSELECT" },
		{ OTPGETREGIONCOUNT, "OTPGETREGIONCOUNT" }, { ECCGETLAYOUT, "ECCGETLAYOUT" },
		{ ECCGETSTATS, "ECCGETSTATS" }, { MEMERASE64, "MEMERASE64" },
		{ MEMREADOOB64, "MEMREADOOB64" }, { MEMWRITE, "MEMWRITE" },
	};
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		long rc = ioc(-1, reqs[i].req, NULL);
		expect(rc, "EBADF", "ioctl(-1, %s, NULL)", mixer(reqs[i].req, reqs[i].name));
	}
	/* named, not decoded: the argument in hex */
	long rc = ioc(-1, MEMREAD, (void *)0x1234);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x1234)", MREQ(MEMREAD));
	rc = ioc(-1, OTPERASE, (void *)0x1234);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x1234)", MREQ(OTPERASE));
	/* the type with no name: _IOC, and a mixer number MTD has none for */
	unsigned long rw = _IOC(_IOC_READ | _IOC_WRITE, 'M', 0xfe, 0xff);
	rc = ioc(-1, rw, (void *)0xdeadbeef);
	expect(rc, "EBADF", "ioctl(-1, %s, 0xdeadbeef)",
	       xn(rw, "_IOC(_IOC_READ|_IOC_WRITE, 0x4d, 0xfe, 0xff)"));
	unsigned long mr = _IOC(_IOC_READ, 'M', 0x70, 4);
	rc = ioc(-1, mr, (void *)0x10);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x10)", xn(mr, "MIXER_READ(112)"));
}

static void test_entry(void)
{
	struct erase_info_user *e = tail_of(sizeof *e);
	e->start = 0x1000;
	e->length = 0x20000;
	long rc = ioc(-1, MEMERASE, e);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x1000, length=0x20000})", MREQ(MEMERASE));
	rc = ioc(-1, MEMISLOCKED, e);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x1000, length=0x20000})", MREQ(MEMISLOCKED));
	/* one byte short */
	rc = ioc(-1, MEMUNLOCK, (char *)e + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", MREQ(MEMUNLOCK), (void *)((char *)e + 1));

	struct erase_info_user64 *e64 = tail_of(sizeof *e64);
	e64->start = 0x123456789ULL;
	e64->length = 0x8000;
	rc = ioc(-1, MEMERASE64, e64);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x123456789, length=0x8000})", MREQ(MEMERASE64));

	struct mtd_oob_buf *ob = tail_of(sizeof *ob);
	ob->start = 0x200;
	ob->length = 0x40;
	ob->ptr = (unsigned char *)0xabc0;
	rc = ioc(-1, MEMREADOOB, ob);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x200, length=0x40, ptr=0xabc0})", REQ(MEMREADOOB));
	ob->ptr = NULL;
	rc = ioc(-1, MEMWRITEOOB, ob);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x200, length=0x40, ptr=NULL})", REQ(MEMWRITEOOB));

	struct mtd_oob_buf64 *ob64 = tail_of(sizeof *ob64);
	ob64->start = 0x100000000ULL;
	ob64->length = 16;
	ob64->usr_ptr = 0xfeed0000;
	rc = ioc(-1, MEMWRITEOOB64, ob64);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x100000000, length=0x10, usr_ptr=0xfeed0000})",
	       REQ(MEMWRITEOOB64));

	struct mtd_write_req *w = tail_of(sizeof *w);
	w->start = 0x800;
	w->len = 0x1000;
	w->ooblen = 0x40;
	w->usr_data = 0x5000;
	w->mode = MTD_OPS_RAW;
	rc = ioc(-1, MEMWRITE, w);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x800, len=0x1000, ooblen=0x40, usr_data=0x5000, "
	       "usr_oob=NULL, mode=%s})", REQ(MEMWRITE), xn(MTD_OPS_RAW, "MTD_OPS_RAW"));
	w->mode = 9;
	rc = ioc(-1, MEMWRITE, w);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x800, len=0x1000, ooblen=0x40, usr_data=0x5000, "
	       "usr_oob=NULL, mode=%s})", REQ(MEMWRITE), xunk(9, "MTD_OPS_???"));

	struct otp_info *o = tail_of(sizeof *o);
	o->start = 0x10;
	o->length = 0x20;
	o->locked = 1;
	rc = ioc(-1, OTPLOCK, o);
	expect(rc, "EBADF", "ioctl(-1, %s, {start=0x10, length=0x20, locked=1})", MREQ(OTPLOCK));

	int *mode = tail_of(sizeof *mode);
	*mode = MTD_OTP_USER;
	rc = ioc(-1, OTPSELECT, mode);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", MREQ(OTPSELECT), xn(MTD_OTP_USER, "MTD_OTP_USER"));
	*mode = 7;
	rc = ioc(-1, OTPSELECT, mode);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", MREQ(OTPSELECT), xunk(7, "MTD_OTP_???"));
	rc = ioc(-1, OTPSELECT, (char *)mode + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", MREQ(OTPSELECT), (void *)((char *)mode + 2));

	rc = ioc(-1, MTDFILEMODE, (void *)MTD_FILE_MODE_RAW);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(MTDFILEMODE),
	       xn(MTD_FILE_MODE_RAW, "MTD_FILE_MODE_RAW"));
	rc = ioc(-1, MTDFILEMODE, (void *)0x10);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(MTDFILEMODE), xunk(0x10, "MTD_FILE_MODE_???"));

	uint64_t *blk = tail_of(sizeof *blk);
	*blk = 18446744073709551615ULL;
	rc = ioc(-1, MEMSETBADBLOCK, blk);
	expect(rc, "EBADF", "ioctl(-1, %s, [18446744073709551615])", MREQ(MEMSETBADBLOCK));
	*blk = 0x40000;
	rc = ioc(-1, MEMGETBADBLOCK, blk);
	expect(rc, "EBADF", "ioctl(-1, %s, [262144])", MREQ(MEMGETBADBLOCK));
	rc = ioc(-1, MEMGETBADBLOCK, (char *)blk + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", MREQ(MEMGETBADBLOCK), (void *)((char *)blk + 4));
}

static void test_exit(void)
{
	struct region_info_user *r = tail_of(sizeof *r);
	r->regionindex = 0xbeef;
	long rc = ioc(-1, MEMGETREGIONINFO, r);
	expect(rc, "EBADF", "ioctl(-1, %s, {regionindex=0xbeef})", REQ(MEMGETREGIONINFO));
	rc = ioc(-1, MEMGETREGIONINFO, (char *)r + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(MEMGETREGIONINFO), (void *)((char *)r + 1));
	/* what the kernel would fill: the address, as the call failed */
	void *p = tail_of(sizeof(struct nand_ecclayout_user));
	static const struct { unsigned long req; const char *name; } reqs[] = {
		{ MEMGETINFO, "MEMGETINFO" }, { MEMGETOOBSEL, "MEMGETOOBSEL" },
		{ ECCGETLAYOUT, "ECCGETLAYOUT" }, { ECCGETSTATS, "ECCGETSTATS" },
		{ OTPGETREGIONINFO, "OTPGETREGIONINFO" }, { MEMGETREGIONCOUNT, "MEMGETREGIONCOUNT" },
	};
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		rc = ioc(-1, reqs[i].req, p);
		expect(rc, "EBADF", "ioctl(-1, %s, %p)", mixer(reqs[i].req, reqs[i].name), p);
	}
}

int main(void)
{
	test_null();
	test_entry();
	test_exit();
	return 0;
}
