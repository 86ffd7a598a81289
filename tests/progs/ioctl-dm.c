/* ioctl: the device mapper requests (<linux/dm-ioctl.h>) on a descriptor
 * that is none: the header with what each request reads, an unsupported
 * version and a short data_size, names, flags; the payloads (target specs,
 * a message, a rename's string) as "..." and, under -v (SEIZE_V), in full,
 * with a misplaced spec and an unreadable string; an unreadable header in
 * hex; under SEIZE_XLAT's -X style. */
#include "ioctl2.h"

#include <stddef.h>
#include <linux/dm-ioctl.h>

#define REQ(r) xn(r, #r)

/* A header of size bytes of data, for a device named "vg-lv". */
static struct dm_ioctl *header(size_t size)
{
	struct dm_ioctl *d = tail_of(size);
	d->version[0] = DM_VERSION_MAJOR;
	d->version[1] = 4;
	d->version[2] = 0;
	d->data_size = (uint32_t)size;
	d->dev = 0xfd01;	/* makedev(0xfd, 0x1) */
	strcpy(d->name, "vg-lv");
	return d;
}

#define HDR "version=[4, 4, 0], data_size=%u"
/* dev=makedev(0xfd, 0x1), name="vg-lv", as -X shows the number */
#define DEV "dev=%s, name=\"vg-lv\""
#define DEVARG xn(0xfd01, "makedev(0xfd, 0x1)")

int main(void)
{
	struct dm_ioctl *d = header(sizeof *d);
	long rc = ioc(-1, DM_DEV_STATUS, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", " DEV ", flags=0}])", REQ(DM_DEV_STATUS),
	       d->data_size, DEVARG);
	d->flags = DM_READONLY_FLAG | DM_SUSPEND_FLAG | 0x80000000;
	rc = ioc(-1, DM_DEV_SUSPEND, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", " DEV ", flags=%s}])", REQ(DM_DEV_SUSPEND),
	       d->data_size, DEVARG, xstyle() == X_RAW ? "0x80000003" : xstyle() == X_VERBOSE
	       ? "0x80000003 /* DM_READONLY_FLAG|DM_SUSPEND_FLAG|0x80000000 */"
	       : "DM_READONLY_FLAG|DM_SUSPEND_FLAG|0x80000000");
	d->flags = 0;
	d->event_nr = 12;
	rc = ioc(-1, DM_DEV_SUSPEND, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", " DEV ", event_nr=12, flags=0}])",
	       REQ(DM_DEV_SUSPEND), d->data_size, DEVARG);
	rc = ioc(-1, DM_LIST_DEVICES, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=0, flags=0}])",
	       REQ(DM_LIST_DEVICES), d->data_size);
	d->version[0] = 5;
	rc = ioc(-1, DM_VERSION, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{version=[5, 4, 0] /* unsupported device mapper "
	       "ABI version */}])", REQ(DM_VERSION));
	d->version[0] = DM_VERSION_MAJOR;
	d->data_size = 16;
	rc = ioc(-1, DM_VERSION, d);
	expect(rc, "EBADF", "ioctl(-1, %s, [{version=[4, 4, 0], data_size=16 /* data_size too "
	       "small */}])", REQ(DM_VERSION));
	rc = ioc(-1, DM_VERSION, (char *)d + 8);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(DM_VERSION), (void *)((char *)d + 8));

	/* two target specs and their strings, the second past the data */
	size_t spec = sizeof(struct dm_target_spec);
	size_t size = sizeof *d + 2 * spec + 16;
	d = header(size);
	d->data_start = sizeof *d;
	d->target_count = 2;
	struct dm_target_spec *s = (struct dm_target_spec *)((char *)d + sizeof *d);
	s->sector_start = 0;
	s->length = 2048;
	strcpy(s->target_type, "linear");
	s->next = (uint32_t)(spec + 8);
	strcpy((char *)(s + 1), "8:1 0");
	struct dm_target_spec *s2 = (struct dm_target_spec *)((char *)s + spec + 8);
	s2->length = 1;
	strcpy(s2->target_type, "zero");
	rc = ioc(-1, DM_TABLE_LOAD, d);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", target_count=2, "
		       "flags=0}, {sector_start=0, length=2048, target_type=\"linear\", string=\"8:1 0\"}, "
		       "{sector_start=0, length=1, target_type=\"zero\", string=\"\"}])",
		       REQ(DM_TABLE_LOAD), d->data_size, d->data_start, DEVARG);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", target_count=2, "
		       "flags=0}, ...])", REQ(DM_TABLE_LOAD), d->data_size, d->data_start, DEVARG);
	/* a spec that does not fit the data */
	d->target_count = 3;
	s2->next = 4096;
	rc = ioc(-1, DM_TABLE_LOAD, d);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", target_count=3, "
		       "flags=0}, {sector_start=0, length=2048, target_type=\"linear\", string=\"8:1 0\"}, "
		       "{sector_start=0, length=1, target_type=\"zero\", string=\"\"}, ??? /* misplaced "
		       "struct dm_target_spec */])", REQ(DM_TABLE_LOAD), d->data_size, d->data_start, DEVARG);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", target_count=3, "
		       "flags=0}, ...])", REQ(DM_TABLE_LOAD), d->data_size, d->data_start, DEVARG);

	/* a message for a sector; a rename's new name; past the mapping */
	d = header(sizeof *d + 16);
	d->data_start = sizeof *d;
	struct dm_target_msg *m = (struct dm_target_msg *)((char *)d + sizeof *d);
	m->sector = 77;
	strcpy(m->message, "hello");
	rc = ioc(-1, DM_TARGET_MSG, d);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", flags=0}, "
		       "{sector=77, message=\"hello\"}])", REQ(DM_TARGET_MSG), d->data_size,
		       d->data_start, DEVARG);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", flags=0}, ...])",
		       REQ(DM_TARGET_MSG), d->data_size, d->data_start, DEVARG);
	/* a string with no NUL before the unmapped page: its address */
	d->data_size += 64;
	memset(m, 'x', 16);
	rc = ioc(-1, DM_DEV_RENAME, d);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", event_nr=0, "
		       "flags=0}, {string=%p}])", REQ(DM_DEV_RENAME), d->data_size, d->data_start, DEVARG,
		       (void *)m);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, [{" HDR ", data_start=%u, " DEV ", event_nr=0, "
		       "flags=0}, ...])", REQ(DM_DEV_RENAME), d->data_size, d->data_start, DEVARG);
	/* a request strace names and does not decode */
	rc = ioc(-1, DM_GET_TARGET_VERSION, d);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(DM_GET_TARGET_VERSION), (void *)d);
	return 0;
}
