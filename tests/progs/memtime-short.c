/* Run with -s 4: arrays stop after 4 elements and strings inside them
 * after 4 bytes, as strace cuts them. */
#include "progs.h"

#include <linux/mempolicy.h>
#include <sys/uio.h>

#define E strerrorname_np(errno)

int main(void)
{
	char *p = mmap(NULL, 8 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	unsigned char vec[8];
	long rc = syscall(SYS_mincore, p, 8 * 4096, vec);
	expect(rc, E, "mincore(%p, 32768, [%u, %u, %u, %u, ...])", p,
	       vec[0] & 1, vec[1] & 1, vec[2] & 1, vec[3] & 1);
	unsigned long mask[5] = { 1, 2, 3, 4, 5 };
	rc = syscall(SYS_set_mempolicy, MPOL_DEFAULT, mask, 5 * 64);
	expect(rc, E, "set_mempolicy(MPOL_DEFAULT, [0x00000000000001, 0x00000000000002, "
	       "0x00000000000003, 0x00000000000004, ...], 320)");
	char text[] = "hello, world";
	struct iovec iov[5] = { { text, 12 }, { text, 1 }, { text, 2 }, { text, 3 }, { text, 4 } };
	rc = syscall(SYS_process_vm_writev, -1, iov, 5, NULL, 0, 0);
	expect(rc, E, "process_vm_writev(-1, [{iov_base=\"hell\"..., iov_len=12}, {iov_base=\"h\", iov_len=1}, "
	       "{iov_base=\"he\", iov_len=2}, {iov_base=\"hel\", iov_len=3}, ...], 5, NULL, 0, 0)");
	return 0;
}
