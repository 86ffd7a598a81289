/* ioctl: the UBI requests (<mtd/ubi-user.h>) on a descriptor that is
 * none: ints and the volume-up size, the volume and attach requests,
 * names cut to their name_len, renames clamped to the array, unknown
 * values; NULL and short structs; a DVB request that shares UBI's type;
 * under SEIZE_XLAT's -X style. */
#include "ioctl2.h"

#include <mtd/ubi-user.h>
#include <linux/dvb/net.h>

#define REQ(r) xn(r, #r)

int main(void)
{
	int32_t *i = tail_of(8);
	*i = -7;
	long rc = ioc(-1, UBI_IOCRMVOL, i);
	expect(rc, "EBADF", "ioctl(-1, %s, [-7])", REQ(UBI_IOCRMVOL));
	rc = ioc(-1, UBI_IOCEBER, (char *)i + 6);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(UBI_IOCEBER), (void *)((char *)i + 6));
	int64_t *up = (int64_t *)i;
	*up = -1234567890123LL;
	rc = ioc(-1, UBI_IOCVOLUP, up);
	expect(rc, "EBADF", "ioctl(-1, %s, [-1234567890123])", REQ(UBI_IOCVOLUP));
	rc = ioc(-1, UBI_IOCVOLCRBLK, (void *)1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(UBI_IOCVOLCRBLK));

	struct ubi_mkvol_req *m = tail_of(sizeof *m);
	m->vol_id = 3;
	m->alignment = 1;
	m->bytes = 1 << 20;
	m->vol_type = UBI_STATIC_VOLUME;
	m->flags = UBI_VOL_SKIP_CRC_CHECK_FLG | 0x80;
	m->name_len = 4;
	memcpy(m->name, "rootfs", 7);
	const char *flags = xstyle() == X_RAW ? "0x81" : xstyle() == X_VERBOSE
		? "0x81 /* UBI_VOL_SKIP_CRC_CHECK_FLG|0x80 */" : "UBI_VOL_SKIP_CRC_CHECK_FLG|0x80";
	rc = ioc(-1, UBI_IOCMKVOL, m);
	expect(rc, "EBADF", "ioctl(-1, %s, {vol_id=3, alignment=1, bytes=1048576, vol_type=%s, "
	       "flags=%s, name_len=4, name=\"root\"...})", REQ(UBI_IOCMKVOL),
	       xn(UBI_STATIC_VOLUME, "UBI_STATIC_VOLUME"), flags);
	m->name_len = 6;
	m->vol_type = -1;
	rc = ioc(-1, UBI_IOCMKVOL, m);
	expect(rc, "EBADF", "ioctl(-1, %s, {vol_id=3, alignment=1, bytes=1048576, vol_type=%s, "
	       "flags=%s, name_len=6, name=\"rootfs\"})", REQ(UBI_IOCMKVOL),
	       xunk(0xff, "UBI_???_VOLUME"), flags);
	rc = ioc(-1, UBI_IOCMKVOL, (char *)m + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(UBI_IOCMKVOL), (void *)((char *)m + 1));

	struct ubi_attach_req *a = tail_of(sizeof *a);
	a->ubi_num = UBI_DEV_NUM_AUTO;
	a->mtd_num = 2;
	a->vid_hdr_offset = 64;
	a->max_beb_per1024 = 20;
	rc = ioc(-1, UBI_IOCATT, a);
	expect(rc, "EBADF", "ioctl(-1, %s, {ubi_num=-1, mtd_num=2, vid_hdr_offset=64, "
	       "max_beb_per1024=20})", REQ(UBI_IOCATT));
	rc = ioc(-1, UBI_IOCATT, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(UBI_IOCATT));

	struct ubi_rnvol_req *rn = tail_of(sizeof *rn);
	rn->count = 2;
	rn->ents[0].vol_id = 1;
	rn->ents[0].name_len = 1;
	strcpy(rn->ents[0].name, "a");
	rn->ents[1].vol_id = 2;
	rn->ents[1].name_len = -5;
	strcpy(rn->ents[1].name, "bc");
	rc = ioc(-1, UBI_IOCRNVOL, rn);
	expect(rc, "EBADF", "ioctl(-1, %s, {count=2, ents=[{vol_id=1, name_len=1, name=\"a\"}, "
	       "{vol_id=2, name_len=-5, name=\"\"...}]})", REQ(UBI_IOCRNVOL));
	rn->count = -1;
	rc = ioc(-1, UBI_IOCRNVOL, rn);
	expect(rc, "EBADF", "ioctl(-1, %s, {count=-1, ents=[]})", REQ(UBI_IOCRNVOL));

	struct ubi_rsvol_req *rs = tail_of(sizeof *rs);
	rs->bytes = 4096;
	rs->vol_id = 5;
	rc = ioc(-1, UBI_IOCRSVOL, rs);
	expect(rc, "EBADF", "ioctl(-1, %s, {bytes=4096, vol_id=5})", REQ(UBI_IOCRSVOL));
	struct ubi_leb_change_req *l = tail_of(sizeof *l);
	l->lnum = 9;
	l->bytes = 100;
	l->dtype = 3;
	rc = ioc(-1, UBI_IOCEBCH, l);
	expect(rc, "EBADF", "ioctl(-1, %s, {lnum=9, bytes=100, dtype=%s})", REQ(UBI_IOCEBCH),
	       xn(3, "UBI_UNKNOWN"));
	struct ubi_map_req *mp = tail_of(sizeof *mp);
	mp->lnum = 4;
	mp->dtype = 9;
	rc = ioc(-1, UBI_IOCEBMAP, mp);
	expect(rc, "EBADF", "ioctl(-1, %s, {lnum=4, dtype=%s})", REQ(UBI_IOCEBMAP),
	       xunk(9, "UBI_???"));
	struct ubi_set_vol_prop_req *p = tail_of(sizeof *p);
	p->property = UBI_VOL_PROP_DIRECT_WRITE;
	p->value = 1;
	rc = ioc(-1, UBI_IOCSETVOLPROP, p);
	expect(rc, "EBADF", "ioctl(-1, %s, {property=%s, value=0x1})", REQ(UBI_IOCSETVOLPROP),
	       xn(UBI_VOL_PROP_DIRECT_WRITE, "UBI_VOL_PROP_DIRECT_WRITE"));

	rc = ioc(-1, NET_REMOVE_IF, (void *)0x10);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x10)", REQ(NET_REMOVE_IF));
	return 0;
}
