/* Shared by the test programs of the ioctl families that only name their
 * requests (tests/progs/ioctl-hid.c, ioctl-uinput.c, ioctl-joystick.c,
 * ioctl-spi.c): each request with an argument that seize prints in hex,
 * never reads (NULL prints as 0, an address into an unmapped page as it
 * is), and its name as the style of SEIZE_IOCTL_STYLE shows it. */
#ifndef SEIZE_TEST_IOCTL_NAMES_H
#define SEIZE_TEST_IOCTL_NAMES_H

#include "ioctl-progs.h"

struct req_name {
	unsigned code;
	const char *name;	/* as strace 6.1 writes it: "A or B", NAME(8), _IOC(...) */
};

/* Makes every request of reqs (n of them) on descriptor -1, with 0, an
 * address where the unmapped page begins and a number in turn, and prints
 * the line of each. */
static inline void check_names(const struct req_name *reqs, size_t n)
{
	struct style st = style_get();
	unsigned long args[] = { 0, (unsigned long)tail_page() + 4096, 0xfedcba9876543210UL };
	for (size_t i = 0; i < n; i++) {
		char name[256];
		unsigned long arg = args[i % 3];
		long rc = sys_ioctl(-1, reqs[i].code, arg);
		expect(rc, "EBADF", "ioctl(-1, %s, %#lx)",
		       xname(&st, name, sizeof name, "%#x", reqs[i].code, reqs[i].name), arg);
	}
}

#define CHECK_NAMES(reqs) check_names(reqs, sizeof reqs / sizeof reqs[0])

#endif
