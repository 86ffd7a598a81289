/* inotify and fanotify: event masks, init flags, fanotify's class and
 * FAN_NOFD; file handles: name_to_handle_at fills the handle at exit. */
#include "file.h"

#include <sys/fanotify.h>
#include <sys/inotify.h>

static void test_inotify(const char *dir)
{
	long in = syscall(SYS_inotify_init1, IN_NONBLOCK | IN_CLOEXEC);
	expect(in, NULL, "inotify_init1(IN_NONBLOCK|IN_CLOEXEC)");
	long rc = syscall(SYS_inotify_init1, 1);
	expect(rc, "EINVAL", "inotify_init1(0x1 /* IN_??? */)");
	/* IN_ALL_EVENTS prints bit by bit. */
	long wd = syscall(SYS_inotify_add_watch, in, dir, IN_ALL_EVENTS | IN_ONLYDIR);
	expect(wd, NULL, "inotify_add_watch(%ld, \"%s\", IN_ACCESS|IN_MODIFY|IN_ATTRIB|"
	       "IN_CLOSE_WRITE|IN_CLOSE_NOWRITE|IN_OPEN|IN_MOVED_FROM|IN_MOVED_TO|IN_CREATE|"
	       "IN_DELETE|IN_DELETE_SELF|IN_MOVE_SELF|IN_ONLYDIR)", in, dir);
	rc = syscall(SYS_inotify_add_watch, in, dir, 0);
	expect(rc, "EINVAL", "inotify_add_watch(%ld, \"%s\", 0)", in, dir);
	rc = syscall(SYS_inotify_rm_watch, in, wd);
	expect(rc, NULL, "inotify_rm_watch(%ld, %ld)", in, wd);
	rc = syscall(SYS_inotify_rm_watch, in, 12345);
	expect(rc, "EINVAL", "inotify_rm_watch(%ld, 12345)", in);
	close(in);
}

static void test_fanotify(const char *dir)
{
	/* fanotify needs CAP_SYS_ADMIN: whatever it returns, the line is the same. */
	long fa = syscall(SYS_fanotify_init, FAN_CLASS_NOTIF | FAN_CLOEXEC, O_RDONLY | 0100000);
	check(fa, "fanotify_init(FAN_CLASS_NOTIF|FAN_CLOEXEC, O_RDONLY|O_LARGEFILE)");
	long rc = syscall(SYS_fanotify_init, FAN_CLASS_PRE_CONTENT | FAN_NONBLOCK, O_RDWR | O_CLOEXEC);
	check(rc, "fanotify_init(FAN_CLASS_PRE_CONTENT|FAN_NONBLOCK, O_RDWR|O_CLOEXEC)");
	close(rc);
	rc = syscall(SYS_fanotify_init, 0x80000000, O_RDONLY);
	check(rc, "fanotify_init(FAN_CLASS_NOTIF|0x80000000 /* FAN_??? */, O_RDONLY)");
	rc = syscall(SYS_fanotify_init, 0x8000008c, O_RDONLY);
	check(rc, "fanotify_init(0xc /* FAN_CLASS_??? */|FAN_REPORT_PIDFD|0x80000000, O_RDONLY)");
	rc = syscall(SYS_fanotify_mark, fa, FAN_MARK_ADD | FAN_MARK_ONLYDIR,
		     FAN_OPEN | FAN_CLOSE_WRITE | FAN_ONDIR, AT_FDCWD, dir);
	check(rc, "fanotify_mark(%ld, FAN_MARK_ADD|FAN_MARK_ONLYDIR, FAN_CLOSE_WRITE|FAN_OPEN|FAN_ONDIR, "
	      "AT_FDCWD, \"%s\")", fa, dir);
	rc = syscall(SYS_fanotify_mark, fa, FAN_MARK_FLUSH, 0, -1, NULL);
	check(rc, "fanotify_mark(%ld, FAN_MARK_FLUSH, 0, FAN_NOFD, NULL)", fa);
	rc = syscall(SYS_fanotify_mark, -1, 0x110, 0x8000000000000000ULL, 5, dir);
	check(rc, "fanotify_mark(-1, FAN_MARK_MOUNT|FAN_MARK_FILESYSTEM, "
	       "0x8000000000000000 /* FAN_??? */, 5, \"%s\")", dir);
	close(fa);
}

/* The handle's bytes as strace shows them: \x escapes, all of them. */
static const char *handle_str(const unsigned char *h, unsigned n)
{
	static char s[4 * 128 + 8];
	size_t len = 0;
	for (unsigned i = 0; i < n && i < 128; i++)
		len += snprintf(s + len, sizeof s - len, "\\x%02x", h[i]);
	return s;
}

static void test_handles(const char *path)
{
	struct { unsigned bytes; int type; unsigned char h[128]; } fh = { .bytes = 128 };
	int mnt;
	long rc = syscall(SYS_name_to_handle_at, AT_FDCWD, path, &fh, &mnt, 0);
	if (rc == 0)
		expect(rc, NULL, "name_to_handle_at(AT_FDCWD, \"%s\", {handle_bytes=128 => %u, "
		       "handle_type=%d, f_handle=\"%s\"}, [%d], 0)", path, fh.bytes, fh.type,
		       handle_str(fh.h, fh.bytes), mnt);
	else
		check(rc, "name_to_handle_at(AT_FDCWD, \"%s\", {handle_bytes=128}, %p, 0)", path, (void *)&mnt);
	/* Too small: EOVERFLOW says how many bytes it takes. */
	unsigned want = fh.bytes;
	fh.bytes = 0;
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, path, &fh, &mnt, AT_SYMLINK_FOLLOW);
	if (rc == -1 && errno == EOVERFLOW)
		expect(rc, "EOVERFLOW", "name_to_handle_at(AT_FDCWD, \"%s\", {handle_bytes=0 => %u}, %p, "
		       "AT_SYMLINK_FOLLOW)", path, want, (void *)&mnt);
	fh.bytes = 8;
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, "/nonexistent", &fh, &mnt, 0);
	expect(rc, "ENOENT", "name_to_handle_at(AT_FDCWD, \"/nonexistent\", {handle_bytes=8}, %p, 0)",
	       (void *)&mnt);
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, path, NULL, &mnt, 0x1000);
	expect(rc, "EFAULT", "name_to_handle_at(AT_FDCWD, \"%s\", NULL, %p, AT_EMPTY_PATH)", path, (void *)&mnt);

	/* open_by_handle_at reads the handle; more than 128 bytes are cut. */
	fh.bytes = 4;
	fh.type = 1;
	memcpy(fh.h, "\1\2\3\4", 4);
	rc = syscall(SYS_open_by_handle_at, -1, &fh, O_RDONLY);
	check(rc, "open_by_handle_at(-1, {handle_bytes=4, handle_type=1, f_handle=\"\\x01\\x02\\x03\\x04\"}, O_RDONLY)");
	fh.bytes = 1000;
	rc = syscall(SYS_open_by_handle_at, -1, &fh, O_RDWR | O_CLOEXEC);
	check(rc, "open_by_handle_at(-1, {handle_bytes=1000, handle_type=1, f_handle=\"%s\"...}, O_RDWR|O_CLOEXEC)",
	      handle_str(fh.h, 128));
	rc = syscall(SYS_open_by_handle_at, -1, NULL, O_RDONLY);
	check(rc, "open_by_handle_at(-1, NULL, O_RDONLY)");
}

int main(void)
{
	char *dir = scratch_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/f", dir);
	close(open(path, O_WRONLY | O_CREAT, 0644));
	test_inotify(dir);
	test_fanotify(dir);
	test_handles(path);
	remove_tree(dir);
	return 0;
}
