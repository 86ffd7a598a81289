/* Syscall numbers no table names, beyond seize's and in a hole of no
 * kernel: strace prints them as syscall_0x3ff(...) with six arguments in
 * hex and traces them under "all" and negated sets ("!write"), never under
 * names, classes or "none".  No kernel has them: ENOSYS. */
#include "progs.h"

/* Numbers past any kernel's table, which seize's will not reach either
 * while syscalls are added to it. */
static const long numbers[] = { 0x3ff, 500 };

int main(void)
{
	for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
		long nr = numbers[i];
		long rc = syscall(nr, 0xface0fedbadc0dedUL, 1UL, 0x7fffffffUL, -1L, 0UL,
				  0xdeadbeefUL);
		expect(rc, "ENOSYS", "syscall_%#lx(0xface0fedbadc0ded, 0x1, 0x7fffffff, "
		       "0xffffffffffffffff, 0, 0xdeadbeef)", nr);
	}
	return 0;
}
