/* utimensat, utimes, futimesat, utime: times with strace's date comments,
 * UTIME_NOW/UTIME_OMIT, out-of-range values without a comment. */
#include "file.h"

#include <stdint.h>
#include <time.h>

static char path[512];

/* strace's date comment: local time, a fraction only when not zero, none
 * at all for time zero. */
static const char *date(long long sec, unsigned long long frac, int digits)
{
	static char s[2][128];
	static int k;
	char *out = s[k++ % 2];
	char d[64], z[16], f[32] = "";
	time_t t = sec;
	struct tm tm;
	if (sec == 0 && frac == 0)
		return "";
	localtime_r(&t, &tm);
	strftime(d, sizeof d, "%FT%T", &tm);
	strftime(z, sizeof z, "%z", &tm);
	if (frac)
		snprintf(f, sizeof f, ".%0*llu", digits, frac);
	snprintf(out, 128, " /* %s%s%s */", d, f, z);
	return out;
}

static void test_utimensat(char *end)
{
	struct timespec ts[2] = { { 1, 2 }, { 3, UTIME_NOW } };
	long rc = syscall(SYS_utimensat, AT_FDCWD, path, ts, 0);
	expect(rc, NULL, "utimensat(AT_FDCWD, \"%s\", [{tv_sec=1, tv_nsec=2}%s, UTIME_NOW], 0)",
	       path, date(1, 2, 9));
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1].tv_sec = 1700000000;
	ts[1].tv_nsec = 0;
	rc = syscall(SYS_utimensat, AT_FDCWD, path, ts, AT_SYMLINK_NOFOLLOW);
	expect(rc, NULL, "utimensat(AT_FDCWD, \"%s\", [UTIME_OMIT, {tv_sec=1700000000, tv_nsec=0}%s], "
	       "AT_SYMLINK_NOFOLLOW)", path, date(1700000000, 0, 9));
	ts[0] = (struct timespec){ 0, 0 };
	ts[1] = (struct timespec){ -1, 999999999 };
	rc = syscall(SYS_utimensat, AT_FDCWD, path, ts, 0);
	check(rc, "utimensat(AT_FDCWD, \"%s\", [{tv_sec=0, tv_nsec=0}, {tv_sec=-1, tv_nsec=999999999}%s], 0)",
	      path, date(-1, 999999999, 9));
	/* Out of range: no comment, the nanoseconds unsigned. */
	ts[0] = (struct timespec){ 1, 1000000000 };
	ts[1] = (struct timespec){ 0x7fffffffffffffffLL, -5 };
	rc = syscall(SYS_utimensat, AT_FDCWD, path, ts, 0);
	expect(rc, "EINVAL", "utimensat(AT_FDCWD, \"%s\", [{tv_sec=1, tv_nsec=1000000000}, "
	       "{tv_sec=9223372036854775807, tv_nsec=18446744073709551611}], 0)", path);
	rc = syscall(SYS_utimensat, AT_FDCWD, path, NULL, 0);
	expect(rc, NULL, "utimensat(AT_FDCWD, \"%s\", NULL, 0)", path);
	rc = syscall(SYS_utimensat, AT_FDCWD, path, end - sizeof ts[0], 0);
	expect(rc, "EFAULT", "utimensat(AT_FDCWD, \"%s\", %p, 0)", path, end - sizeof ts[0]);
	int fd = open(path, O_RDONLY);
	rc = syscall(SYS_utimensat, fd, NULL, NULL, 0x800);
	check(rc, "utimensat(%d, NULL, NULL, AT_NO_AUTOMOUNT)", fd);
	close(fd);
}

static void test_utimes(void)
{
	struct timeval tv[2] = { { 1, 2 }, { 1700000000, 0 } };
	long rc = syscall(SYS_utimes, path, tv);
	expect(rc, NULL, "utimes(\"%s\", [{tv_sec=1, tv_usec=2}%s, {tv_sec=1700000000, tv_usec=0}%s])",
	       path, date(1, 2, 6), date(1700000000, 0, 6));
	tv[0].tv_usec = 1000000;
	rc = syscall(SYS_utimes, path, tv);
	expect(rc, "EINVAL", "utimes(\"%s\", [{tv_sec=1, tv_usec=1000000}, {tv_sec=1700000000, tv_usec=0}%s])",
	       path, date(1700000000, 0, 6));
	rc = syscall(SYS_utimes, path, NULL);
	expect(rc, NULL, "utimes(\"%s\", NULL)", path);
	tv[0] = (struct timeval){ 0, 0 };
	rc = syscall(SYS_futimesat, AT_FDCWD, path, tv);
	expect(rc, NULL, "futimesat(AT_FDCWD, \"%s\", [{tv_sec=0, tv_usec=0}, {tv_sec=1700000000, tv_usec=0}%s])",
	       path, date(1700000000, 0, 6));

	int64_t ub[2] = { 0, 1700000000 };
	rc = syscall(SYS_utime, path, ub);
	expect(rc, NULL, "utime(\"%s\", {actime=0, modtime=1700000000%s})", path, date(1700000000, 0, 0));
	rc = syscall(SYS_utime, path, NULL);
	expect(rc, NULL, "utime(\"%s\", NULL)", path);
}

int main(void)
{
	char *dir = scratch_dir();
	snprintf(path, sizeof path, "%s/f", dir);
	close(open(path, O_WRONLY | O_CREAT, 0644));
	test_utimensat((char *)tail_page() + 4096);
	test_utimes();
	remove_tree(dir);
	return 0;
}
