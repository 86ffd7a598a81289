/* What clone3 prints when it succeeds: " => {...}" with the pids the
 * kernel wrote back and the bytes past the struct seize knows when they
 * show.  Run under seize -e inject=clone3:retval=42, so that no child is
 * made and what "the kernel wrote" is what the program put there.  With
 * SEIZE_XLAT=raw in the environment the lines of -X raw. */
#include "progs.h"

#include <linux/sched.h>
#include <stdbool.h>
#include <stdint.h>

enum { ARGS = sizeof(struct clone_args) };

static long clone3(void *args, size_t size)
{
	return syscall(SYS_clone3, args, size);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	bool raw = x && !strcmp(x, "raw");
	char *tail = tail_page();
	char *buf = calloc(1, ARGS + 16);
	struct clone_args *a = (struct clone_args *)buf;
	int *pidfd = malloc(sizeof *pidfd), *ptid = malloc(sizeof *ptid);
	if (clone3(a, ARGS) != 42)
		return 2;	/* not run under the injection */
	expect_ret("42 (INJECTED)", "clone3({flags=0, exit_signal=0, stack=NULL, stack_size=0}, %d)",
		   ARGS);
	/* bytes past the struct: all zero print nothing */
	clone3(a, ARGS + 8);
	expect_ret("42 (INJECTED)", "clone3({flags=0, exit_signal=0, stack=NULL, stack_size=0}, %d)",
		   ARGS + 8);
	buf[ARGS + 1] = 0x5e;
	buf[ARGS + 7] = (char)0xed;
	clone3(a, ARGS + 8);
	expect_ret("42 (INJECTED)", "clone3({flags=0, exit_signal=0, stack=NULL, stack_size=0, "
		   "/* bytes %d..%d */ \"\\x00\\x5e\\x00\\x00\\x00\\x00\\x00\\xed\"} => "
		   "{/* bytes %d..%d */ \"\\x00\\x5e\\x00\\x00\\x00\\x00\\x00\\xed\"}, %d)",
		   ARGS, ARGS + 7, ARGS, ARGS + 7, ARGS + 8);
	/* bytes past the struct that cannot be read */
	struct clone_args *end = (struct clone_args *)(tail + 4096 - ARGS);
	memset(end, 0, ARGS);
	clone3(end, ARGS + 8);
	expect_ret("42 (INJECTED)", "clone3({flags=0, exit_signal=0, stack=NULL, stack_size=0, ???} "
		   "=> {???}, %d)", ARGS + 8);
	/* the pids written back */
	*pidfd = 7;
	*ptid = 1234;
	memset(a, 0, ARGS + 16);
	a->flags = CLONE_PIDFD | CLONE_PARENT_SETTID;
	a->pidfd = (uintptr_t)pidfd;
	a->parent_tid = (uintptr_t)ptid;
	a->exit_signal = 17;
	clone3(a, ARGS);
	expect_ret("42 (INJECTED)", "clone3({flags=%s, pidfd=%p, parent_tid=%p, exit_signal=%s, "
		   "stack=NULL, stack_size=0} => {pidfd=[7], parent_tid=[1234]}, %d)",
		   raw ? "0x101000" : "CLONE_PIDFD|CLONE_PARENT_SETTID", (void *)pidfd, (void *)ptid,
		   raw ? "17" : "SIGCHLD", ARGS);
	/* a pid the kernel could not write: the address */
	a->flags = CLONE_PARENT_SETTID;
	a->parent_tid = (uintptr_t)(tail + 4096 - 2);
	clone3(a, ARGS);
	expect_ret("42 (INJECTED)", "clone3({flags=%s, parent_tid=%p, exit_signal=%s, "
		   "stack=NULL, stack_size=0} => {parent_tid=%p}, %d)",
		   raw ? "0x100000" : "CLONE_PARENT_SETTID", (void *)(tail + 4096 - 2),
		   raw ? "17" : "SIGCHLD", (void *)(tail + 4096 - 2), ARGS);
	return 0;
}
