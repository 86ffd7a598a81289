/* ioctl: the userfaultfd family on a real userfaultfd.  UFFDIO_API's
 * features in and out ("=> features=" when the kernel changed them),
 * UFFDIO_REGISTER's range and the ioctls it allows, UFFDIO_COPY and
 * UFFDIO_ZEROPAGE with what they did, UFFDIO_WAKE and UFFDIO_UNREGISTER;
 * the failures: NULL, unreadable and truncated structs, bad flags. */
#include "ioctl-progs.h"

#include <linux/userfaultfd.h>

static struct style st;

static const struct bitname features[] = {
	{ UFFD_FEATURE_PAGEFAULT_FLAG_WP, "UFFD_FEATURE_PAGEFAULT_FLAG_WP" },
	{ UFFD_FEATURE_EVENT_FORK, "UFFD_FEATURE_EVENT_FORK" },
	{ UFFD_FEATURE_EVENT_REMAP, "UFFD_FEATURE_EVENT_REMAP" },
	{ UFFD_FEATURE_EVENT_REMOVE, "UFFD_FEATURE_EVENT_REMOVE" },
	{ UFFD_FEATURE_MISSING_HUGETLBFS, "UFFD_FEATURE_MISSING_HUGETLBFS" },
	{ UFFD_FEATURE_MISSING_SHMEM, "UFFD_FEATURE_MISSING_SHMEM" },
	{ UFFD_FEATURE_EVENT_UNMAP, "UFFD_FEATURE_EVENT_UNMAP" },
	{ UFFD_FEATURE_SIGBUS, "UFFD_FEATURE_SIGBUS" },
	{ UFFD_FEATURE_THREAD_ID, "UFFD_FEATURE_THREAD_ID" },
	{ UFFD_FEATURE_MINOR_HUGETLBFS, "UFFD_FEATURE_MINOR_HUGETLBFS" },
	{ UFFD_FEATURE_MINOR_SHMEM, "UFFD_FEATURE_MINOR_SHMEM" },
	{ UFFD_FEATURE_EXACT_ADDRESS, "UFFD_FEATURE_EXACT_ADDRESS" },
	{ UFFD_FEATURE_WP_HUGETLBFS_SHMEM, "UFFD_FEATURE_WP_HUGETLBFS_SHMEM" },
};
enum { NFEATURES = sizeof features / sizeof features[0] };

/* A flag set under the style: its number, its names, or both. */
static const char *flags(char *buf, size_t size, unsigned long long v, const char *names)
{
	return xname(&st, buf, size, "%#llx", v, names);
}

static void test_api(int fd)
{
	char b1[512], b2[512];
	struct uffdio_api *api = malloc(sizeof *api);
	api->api = UFFD_API;
	api->features = 0;
	long rc = sys_ioctl(fd, UFFDIO_API, (unsigned long)api);
	/* the ioctls the kernel allows: register, unregister and api */
	unsigned long long want = (1ULL << _UFFDIO_REGISTER) | (1ULL << _UFFDIO_UNREGISTER) |
				  (1ULL << _UFFDIO_API);
	char names[1024], feat[1200] = "";
	if (api->features) {
		bitnames(names, sizeof names, api->features, features, NFEATURES, NULL);
		snprintf(feat, sizeof feat, " => features=%s",
			 flags(b2, sizeof b2, api->features, names));
	}
	if (rc == 0 && api->ioctls == want)
		expect(rc, NULL, "ioctl(%d, %s, {api=0xaa, features=0%s, ioctls=%s})", fd,
		       REQ(&st, UFFDIO_API), feat,
		       flags(b1, sizeof b1, want,
			     "1<<_UFFDIO_REGISTER|1<<_UFFDIO_UNREGISTER|1<<_UFFDIO_API"));
	/* a second UFFDIO_API fails (and zeroes the features it returns):
	 * the struct as it went in */
	api->features = UFFD_FEATURE_EVENT_FORK | (1ULL << 40);
	flags(b2, sizeof b2, api->features, "UFFD_FEATURE_EVENT_FORK|0x10000000000");
	rc = sys_ioctl(fd, UFFDIO_API, (unsigned long)api);
	expect(rc, "EINVAL", "ioctl(%d, %s, {api=0xaa, features=%s})", fd, REQ(&st, UFFDIO_API), b2);
	rc = sys_ioctl(fd, UFFDIO_API, 0);
	expect(rc, "EFAULT", "ioctl(%d, %s, NULL)", fd, REQ(&st, UFFDIO_API));
	char *cut = (char *)tail_page() + 4096 - 8;
	rc = sys_ioctl(-1, UFFDIO_API, (unsigned long)cut);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, UFFDIO_API), cut);
	free(api);
}

static void test_register(int fd, char *area, size_t page)
{
	char b1[256], b2[256];
	struct uffdio_register *reg = malloc(sizeof *reg);
	reg->range.start = (unsigned long)area;
	reg->range.len = 2 * page;
	reg->mode = UFFDIO_REGISTER_MODE_MISSING;
	reg->ioctls = 0;
	long rc = sys_ioctl(fd, UFFDIO_REGISTER, (unsigned long)reg);
	const char *mode = flags(b1, sizeof b1, UFFDIO_REGISTER_MODE_MISSING,
				 "UFFDIO_REGISTER_MODE_MISSING");
	if (rc == 0) {
		/* the names of the bits the kernel set, in strace's order */
		static const struct bitname bits[] = {
			{ 1ULL << _UFFDIO_WAKE, "1<<_UFFDIO_WAKE" },
			{ 1ULL << _UFFDIO_COPY, "1<<_UFFDIO_COPY" },
			{ 1ULL << _UFFDIO_ZEROPAGE, "1<<_UFFDIO_ZEROPAGE" },
			{ 1ULL << _UFFDIO_WRITEPROTECT, "1<<_UFFDIO_WRITEPROTECT" },
			{ 1ULL << _UFFDIO_CONTINUE, "1<<_UFFDIO_CONTINUE" },
		};
		char names[256];
		bitnames(names, sizeof names, reg->ioctls, bits, sizeof bits / sizeof bits[0],
			 "UFFDIO_???");
		expect(rc, NULL, "ioctl(%d, %s, {range={start=%p, len=%#zx}, mode=%s, ioctls=%s})",
		       fd, REQ(&st, UFFDIO_REGISTER), area, 2 * page, mode,
		       flags(b2, sizeof b2, reg->ioctls, names));
	}
	reg->mode = 0x10;
	rc = sys_ioctl(fd, UFFDIO_REGISTER, (unsigned long)reg);
	expect(rc, "EINVAL", "ioctl(%d, %s, {range={start=%p, len=%#zx}, mode=%s})", fd,
	       REQ(&st, UFFDIO_REGISTER), area, 2 * page,
	       st.x == X_RAW ? "0x10" : "0x10 /* UFFDIO_REGISTER_MODE_??? */");
	rc = sys_ioctl(fd, UFFDIO_REGISTER, 0);
	expect(rc, "EFAULT", "ioctl(%d, %s, NULL)", fd, REQ(&st, UFFDIO_REGISTER));
	free(reg);
}

static void test_fill(int fd, char *area, size_t page)
{
	char b1[256];
	char *src = malloc(page);
	memset(src, 'x', page);
	struct uffdio_copy *copy = malloc(sizeof *copy);
	copy->dst = (unsigned long)area;
	copy->src = (unsigned long)src;
	copy->len = page;
	copy->mode = UFFDIO_COPY_MODE_DONTWAKE;
	copy->copy = 0;
	long rc = sys_ioctl(fd, UFFDIO_COPY, (unsigned long)copy);
	const char *mode = flags(b1, sizeof b1, UFFDIO_COPY_MODE_DONTWAKE, "UFFDIO_COPY_MODE_DONTWAKE");
	if (rc == 0)
		expect(rc, NULL, "ioctl(%d, %s, {dst=%p, src=%p, len=%#zx, mode=%s, copy=%#llx})", fd,
		       REQ(&st, UFFDIO_COPY), area, src, page, mode, (long long)copy->copy);
	/* the same page again: EEXIST, no copy member */
	rc = sys_ioctl(fd, UFFDIO_COPY, (unsigned long)copy);
	expect(rc, "EEXIST", "ioctl(%d, %s, {dst=%p, src=%p, len=%#zx, mode=%s})", fd,
	       REQ(&st, UFFDIO_COPY), area, src, page, mode);

	struct uffdio_zeropage *zero = malloc(sizeof *zero);
	zero->range.start = (unsigned long)area + page;
	zero->range.len = page;
	zero->mode = 0;
	zero->zeropage = 0;
	rc = sys_ioctl(fd, UFFDIO_ZEROPAGE, (unsigned long)zero);
	if (rc == 0)
		expect(rc, NULL, "ioctl(%d, %s, {range={start=%p, len=%#zx}, mode=0, zeropage=%#llx})",
		       fd, REQ(&st, UFFDIO_ZEROPAGE), area + page, page, (long long)zero->zeropage);
	rc = sys_ioctl(-1, UFFDIO_ZEROPAGE, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, UFFDIO_ZEROPAGE));

	struct uffdio_range *range = malloc(sizeof *range);
	range->start = (unsigned long)area;
	range->len = 2 * page;
	rc = sys_ioctl(fd, UFFDIO_WAKE, (unsigned long)range);
	expect(rc, NULL, "ioctl(%d, %s, {start=%p, len=%#zx})", fd, REQ(&st, UFFDIO_WAKE), area,
	       2 * page);
	rc = sys_ioctl(fd, UFFDIO_UNREGISTER, (unsigned long)range);
	expect(rc, NULL, "ioctl(%d, %s, {start=%p, len=%#zx})", fd, REQ(&st, UFFDIO_UNREGISTER),
	       area, 2 * page);
	char *cut = (char *)tail_page() + 4096 - 8;
	rc = sys_ioctl(fd, UFFDIO_UNREGISTER, (unsigned long)cut);
	expect(rc, "EFAULT", "ioctl(%d, %s, %p)", fd, REQ(&st, UFFDIO_UNREGISTER), cut);
	/* named, their argument in hex */
	rc = sys_ioctl(-1, UFFDIO_WRITEPROTECT, 0x10);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x10)", REQ(&st, UFFDIO_WRITEPROTECT));
	rc = sys_ioctl(-1, USERFAULTFD_IOC_NEW, 0x11);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x11)", REQ(&st, USERFAULTFD_IOC_NEW));
	free(range);
	free(zero);
	free(copy);
	free(src);
}

int main(void)
{
	st = style_get();
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	int fd = (int)syscall(SYS_userfaultfd, 0);
	if (fd < 0) {
		/* no userfaultfd here: the failures on a bad descriptor only */
		long rc = sys_ioctl(-1, UFFDIO_API, 0);
		expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, UFFDIO_API));
		return 0;
	}
	char *area = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	test_api(fd);
	test_register(fd, area, page);
	test_fill(fd, area, page);
	return 0;
}
