/* -y, -yy, --decode-fds: what a descriptor refers to, read from the
 * tracee's /proc/PID/fd when the descriptor is printed, as strace does.
 * Every read is bounded; whatever /proc cannot tell leaves the plain
 * number. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "fdpath.h"
#include "output.h"
#include "sockdiag.h"
#include "style.h"
#include "tracer.h"
#include "util.h"

bool parse_decode_fds(const char *spec, unsigned *bits)
{
	static const struct { const char *name; unsigned bits; } names[] = {
		{ "path", DECODE_FD_PATH }, { "socket", DECODE_FD_SOCKET },
		{ "dev", DECODE_FD_DEV }, { "pidfd", DECODE_FD_PIDFD },
		{ "all", DECODE_FD_ALL }, { "none", 0 },
	};
	bool negate = spec[0] == '!';
	unsigned set = 0;
	bool any = false;
	char *copy = xstrdup(spec + negate), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < sizeof names / sizeof names[0]; i++)
			if (!strcasecmp(tok, names[i].name))
				break;
		if (i == sizeof names / sizeof names[0]) {
			free(copy);
			return false;
		}
		set |= names[i].bits;
		any = true;
	}
	free(copy);
	if (!any)
		return false;
	*bits = negate ? ~set & DECODE_FD_ALL : set;
	return true;
}

/* What /proc/PID/fd/FD links to, in buf (PATH_MAX + 1 bytes).  The kernel
 * appends " (deleted)" to a file that is gone; strace takes the suffix off
 * and prints "(deleted)" after the brackets, unless a file of that very
 * name (suffix included) is the one open. */
static bool fd_link(pid_t pid, int fd, char *buf, size_t size, bool *deleted)
{
	static const char suffix[] = " (deleted)";
	enum { SUFFIX_LEN = sizeof suffix - 1 };
	char link[64];
	*deleted = false;
	if (fd < 0)
		return false;
	snprintf(link, sizeof link, "/proc/%d/fd/%d", pid, fd);
	ssize_t n = readlink(link, buf, size - 1);
	if (n < 0)
		return false;
	buf[n] = 0;
	if (n <= SUFFIX_LEN || strcmp(buf + n - SUFFIX_LEN, suffix))
		return true;
	struct stat open_file, named_file;
	if (stat(link, &open_file))
		return true;
	if (!stat(buf, &named_file) && named_file.st_dev == open_file.st_dev &&
	    named_file.st_ino == open_file.st_ino)
		return true;
	buf[n - SUFFIX_LEN] = 0;
	*deleted = true;
	return true;
}

/* socket:[INODE] */
static unsigned long socket_inode(const char *path)
{
	static const char prefix[] = "socket:[";
	if (strncmp(path, prefix, sizeof prefix - 1))
		return 0;
	const char *s = path + sizeof prefix - 1;
	char *end;
	unsigned long inode = strtoul(s, &end, 10);
	if (end == s || strcmp(end, "]"))
		return 0;
	return inode;
}

static bool describe_socket(struct tracee *t, pid_t pid, int fd, char *text, size_t size)
{
	unsigned long inode = socket_inode(text);
	if (!inode)
		return false;
	char details[512];
	if (socket_details(&t->tr->sock_cache, t->tr->opt.style.hexstr, pid, fd, inode,
			   details, sizeof details))
		snprintf(text, size, "%s", details);
	return true;
}

/* A device: </dev/null<char 1:3>>.  strace looks at the path as seize sees
 * it, not through /proc. */
static enum fd_detail describe_dev(const char *path, uint64_t *extra)
{
	struct stat st;
	if (path[0] != '/' || stat(path, &st))
		return FDD_NONE;
	if (!S_ISCHR(st.st_mode) && !S_ISBLK(st.st_mode))
		return FDD_NONE;
	*extra = (uint64_t)major(st.st_rdev) << 32 | minor(st.st_rdev);
	return S_ISBLK(st.st_mode) ? FDD_BLOCK : FDD_CHAR;
}

pid_t pidfd_target(pid_t pid, int fd)
{
	char path[64], line[256];
	snprintf(path, sizeof path, "/proc/%d/fdinfo/%d", pid, fd);
	FILE *f = fopen(path, "re");
	if (!f)
		return -1;
	int found = -1;
	while (fgets(line, sizeof line, f))
		if (!strncmp(line, "Pid:\t", 5)) {
			char *end;
			long v = strtol(line + 5, &end, 10);
			if (end != line + 5 && v > 0 && v <= INT_MAX)
				found = (int)v;
			break;
		}
	fclose(f);
	return found;
}

enum fd_detail fd_describe(struct tracee *t, int fd, char *text, size_t size, uint64_t *extra)
{
	if (!t->tr->opt.decode_fds)
		return FDD_NONE;
	return fd_describe_of(t, pidns_tracee_proc(t), fd, text, size, extra);
}

enum fd_detail fd_describe_of(struct tracee *t, pid_t pid, int fd, char *text, size_t size,
			      uint64_t *extra)
{
	unsigned bits = t->tr->opt.decode_fds;
	bool deleted;
	enum fd_detail d;
	if (!bits || !fd_link(pid, fd, text, size, &deleted))
		return FDD_NONE;
	if ((bits & DECODE_FD_SOCKET) && describe_socket(t, pid, fd, text, size))
		return FDD_TEXT;
	if ((bits & DECODE_FD_DEV) && (d = describe_dev(text, extra)) != FDD_NONE)
		return d;
	if ((bits & DECODE_FD_PIDFD) && !strcmp(text, "anon_inode:[pidfd]")) {
		int target = pidfd_target(pid, fd);
		if (target <= 0)
			return FDD_TEXT;
		*extra = (uint64_t)target;
		return FDD_PID;
	}
	if (bits & DECODE_FD_PATH)
		return deleted ? FDD_DELETED : FDD_PATH;
	return FDD_NONE;
}

bool cwd_describe(struct tracee *t, char *path, size_t size)
{
	char link[64];
	if (!(t->tr->opt.decode_fds & DECODE_FD_PATH))
		return false;
	snprintf(link, sizeof link, "/proc/%d/cwd", pidns_tracee_proc(t));
	ssize_t n = readlink(link, path, size - 1);
	if (n < 0)
		return false;
	path[n] = 0;
	return true;
}
