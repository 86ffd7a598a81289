/* Helpers of the file-family test programs (tests/progs/file*.c): a scratch
 * directory, errno names, flag strings and return values strace prints in
 * octal or hex. */
#ifndef SEIZE_TEST_FILE_H
#define SEIZE_TEST_FILE_H

#include "progs.h"

#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>

/* The name strace gives errno e, for the errors these programs meet. */
static inline const char *errno_name(int e)
{
	static const struct { int e; const char *name; } names[] = {
		{ EPERM, "EPERM" }, { ENOENT, "ENOENT" }, { EBADF, "EBADF" },
		{ EACCES, "EACCES" }, { EFAULT, "EFAULT" }, { EEXIST, "EEXIST" },
		{ EXDEV, "EXDEV" }, { ENOTDIR, "ENOTDIR" }, { EISDIR, "EISDIR" },
		{ EINVAL, "EINVAL" }, { ERANGE, "ERANGE" }, { ENOSYS, "ENOSYS" },
		{ ENOTEMPTY, "ENOTEMPTY" }, { ENODATA, "ENODATA" }, { E2BIG, "E2BIG" },
		{ EOVERFLOW, "EOVERFLOW" }, { EOPNOTSUPP, "EOPNOTSUPP" },
		{ ESTALE, "ESTALE" }, { EROFS, "EROFS" }, { ELOOP, "ELOOP" },
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].e == e)
			return names[i].name;
	fprintf(stderr, "errno_name: add errno %d\n", e);
	exit(99);
}

/* expect() for a call whose success depends on the system (file system
 * features, privileges): the line for whatever it returned. */
#define check(rc, ...) expect((rc), (rc) == -1 ? errno_name(errno) : NULL, __VA_ARGS__)

/* A bit set as strace prints it: names in table order, then the unknown
 * bits in hex; zero as the given name. */
struct flag_name { unsigned long long bits; const char *name; };

static inline const char *flags_str(char *buf, size_t size, unsigned long long v,
				    const struct flag_name *names, size_t n, const char *zero)
{
	size_t len = 0;
	buf[0] = 0;
	if (v == 0)
		return zero;
	for (size_t i = 0; i < n; i++)
		if (names[i].bits && (v & names[i].bits) == names[i].bits) {
			len += snprintf(buf + len, size - len, "%s%s", len ? "|" : "", names[i].name);
			v &= ~names[i].bits;
		}
	if (v)
		snprintf(buf + len, size - len, "%s%#llx", len ? "|" : "", v);
	return buf;
}

/* A new empty directory for the program's files; remove_tree() at the end. */
static inline char *scratch_dir(void)
{
	static char dir[256];
	const char *tmp = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/seize-file-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		exit(99);
	}
	return dir;
}

static inline int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	return remove(path);
}

static inline void remove_tree(const char *dir)
{
	nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

#endif
