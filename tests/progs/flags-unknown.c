/* Flag arguments with bits no name covers, and 0: strace comments the
 * unknown bits with the set's prefix (0x40000000 / * FSOPEN_??? * /) and
 * prints a 0 as 0 under every -X.  With SEIZE_XLAT=raw in the environment
 * the program prints the -X raw lines instead.  Every call fails. */
#include "progs.h"

#include <fcntl.h>

static int raw;

/* name(args, FLAGS) for flags f: the number and the set's unknown name in a
 * comment, the number alone under -X raw, 0 for 0. */
static void flags_call(long rc, const char *head, unsigned long f, const char *tail,
		       const char *unknown)
{
	char flags[64];
	if (f && !raw)
		snprintf(flags, sizeof flags, "%#lx /* %s */", f, unknown);
	else if (f)
		snprintf(flags, sizeof flags, "%#lx", f);
	else
		snprintf(flags, sizeof flags, "0");
	expect(rc, rc == -1 ? strerrorname_np(errno) : NULL, "%s%s%s", head, flags, tail);
}

int main(void)
{
	raw = getenv("SEIZE_XLAT") && !strcmp(getenv("SEIZE_XLAT"), "raw");
	static const unsigned long values[] = { 0x40000000, 0 };
	for (size_t i = 0; i < 2; i++) {
		unsigned long f = values[i];
		flags_call(syscall(SYS_delete_module, "seize-no-module", f),
			   "delete_module(\"seize-no-module\", ", f, ")", "O_???");
		flags_call(syscall(SYS_finit_module, -1, "", f), "finit_module(-1, \"\", ", f, ")",
			   "MODULE_INIT_???");
		flags_call(syscall(SYS_fsmount, -1, f, 0), "fsmount(-1, ", f, ", 0)", "FSMOUNT_???");
		flags_call(syscall(SYS_fsopen, "seize-no-fs", f), "fsopen(\"seize-no-fs\", ", f, ")",
			   "FSOPEN_???");
		flags_call(syscall(SYS_fspick, -1, "", f), "fspick(-1, \"\", ", f, ")", "FSPICK_???");
		flags_call(syscall(SYS_io_uring_enter, -1, 0, 0, f, NULL, 0),
			   "io_uring_enter(-1, 0, 0, ", f, ", NULL, 0)", "IORING_ENTER_???");
		flags_call(syscall(SYS_move_mount, -1, "", -1, "", f), "move_mount(-1, \"\", -1, \"\", ",
			   f, ")", "MOVE_MOUNT_???");
		flags_call(syscall(SYS_open_tree, -1, "", f), "open_tree(-1, \"\", ", f, ")",
			   "OPEN_TREE_???");
		flags_call(syscall(SYS_perf_event_open, NULL, 0, -1, -1, f),
			   "perf_event_open(NULL, 0, -1, -1, ", f, ")", "PERF_FLAG_???");
	}
	/* AT_ flags strace 6.1 names in open_tree's set, though the call
	 * rejects them; open_tree_attr's set (strace 7) has none of them */
	long rc = syscall(SYS_open_tree, -1, "", AT_REMOVEDIR | AT_SYMLINK_FOLLOW);
	expect(rc, strerrorname_np(errno), "open_tree(-1, \"\", %s)",
	       raw ? "0x600" : "AT_REMOVEDIR|AT_SYMLINK_FOLLOW");
	return 0;
}
