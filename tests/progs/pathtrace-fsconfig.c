/* -P /dev/null with fsconfig: its descriptor is a filesystem context,
 * which names no file, so only the commands whose value is a path or
 * whose aux is a descriptor can match.  tests/pathtrace.bats runs it with
 * -P /dev/null -e trace=fsconfig: the calls that must not match are made
 * too, and the bats test counts the trace's lines. */
#include "progs.h"

#include <fcntl.h>
#include <linux/mount.h>

int main(void)
{
	int null = open("/dev/null", O_RDONLY), zero = open("/dev/zero", O_RDONLY);
	if (null < 0 || zero < 0)
		return 1;
	/* not shown: the context is /dev/null, but it is no path */
	syscall(SYS_fsconfig, null, FSCONFIG_SET_STRING, "source", "/dev/zero", 0);
	syscall(SYS_fsconfig, null, FSCONFIG_SET_PATH, "source", "/dev/zero", AT_FDCWD);
	syscall(SYS_fsconfig, null, FSCONFIG_SET_FD, "source", NULL, zero);
	long rc = syscall(SYS_fsconfig, zero, FSCONFIG_SET_PATH, "source", "/dev/null", AT_FDCWD);
	expect(rc, strerrorname_np(errno), "fsconfig(%d, FSCONFIG_SET_PATH, \"source\", \"/dev/null\", AT_FDCWD)", zero);
	rc = syscall(SYS_fsconfig, zero, FSCONFIG_SET_PATH_EMPTY, "source", "", null);
	expect(rc, strerrorname_np(errno), "fsconfig(%d, FSCONFIG_SET_PATH_EMPTY, \"source\", \"\", %d)", zero, null);
	rc = syscall(SYS_fsconfig, zero, FSCONFIG_SET_FD, "source", NULL, null);
	expect(rc, strerrorname_np(errno), "fsconfig(%d, FSCONFIG_SET_FD, \"source\", NULL, %d)", zero, null);
	return 0;
}
