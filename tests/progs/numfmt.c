/* Return values whose number strace prints in a form of its own: x86_64's
 * modify_ldt clips its result to an int, so an error comes back as
 * 0xfffff000..0xffffffff, which strace prints unsigned with its errno. */
#include "progs.h"

#include <asm/ldt.h>

/* The line of a modify_ldt that failed with errname: "= 4294967258 ENOSYS
 * (...)"; a line that cannot match when the kernel returned otherwise. */
static void expect_clipped(long rc, const char *errname, int err, const char *text)
{
	unsigned long v = (unsigned long)rc;
	char ret[128];
	if (v == (unsigned int)-err)
		snprintf(ret, sizeof ret, "%lu %s (%s)", v, errname, strerror(err));
	else
		snprintf(ret, sizeof ret, "%ld, not the clipped %s", rc, errname);
	expect_ret(ret, "%s", text);
}

int main(void)
{
	char text[256];
	char *page = tail_page();

	/* func 0xdaf00057: no such function */
	long rc = syscall(SYS_modify_ldt, 0xdaf00057UL, -1L, 0xdeadbeefdeadbeefUL);
	snprintf(text, sizeof text, "modify_ldt(%d, 0xffffffffffffffff, %lu)",
		 (int)0xdaf00057U, 0xdeadbeefdeadbeefUL);
	expect_clipped(rc, "ENOSYS", ENOSYS, text);

	/* a struct user_desc of the wrong size: the address */
	rc = syscall(SYS_modify_ldt, 0xdaf00057UL, page, 0UL);
	snprintf(text, sizeof text, "modify_ldt(%d, %p, 0)", (int)0xdaf00057U, page);
	expect_clipped(rc, "ENOSYS", ENOSYS, text);

	/* writing from an unmapped struct: EFAULT, clipped the same */
	rc = syscall(SYS_modify_ldt, 1, page + 4096, sizeof(struct user_desc));
	snprintf(text, sizeof text, "modify_ldt(1, %p, %zu)", page + 4096,
		 sizeof(struct user_desc));
	expect_clipped(rc, "EFAULT", EFAULT, text);

	/* a plain return stays decimal: reading an empty LDT gives 0 */
	rc = syscall(SYS_modify_ldt, 0, 0, 0);
	expect(rc, NULL, "modify_ldt(0, NULL, 0)");

	/* another call's error is -1 as ever */
	rc = syscall(SYS_getcwd, page + 4096, 100UL);
	expect(rc, "EFAULT", "getcwd(%p, 100)", page + 4096);
	return 0;
}
