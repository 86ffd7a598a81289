/* NUMA policies (modes with flags, node masks in words of the mask's
 * maxnode, cut or unreadable), move_pages' arrays, and the iovecs of
 * process_vm_readv/writev and process_madvise. */
#include "progs.h"

#include <linux/mempolicy.h>
#include <sys/uio.h>

#define E strerrorname_np(errno)

static void test_policy(void)
{
	char *tail = tail_page();
	unsigned long *mask = (unsigned long *)(tail + 4096 - 8);
	*mask = 1;
	long rc = syscall(SYS_set_mempolicy, MPOL_PREFERRED, mask, 64);
	expect(rc, E, "set_mempolicy(MPOL_PREFERRED, [0x00000000000001], 64)");
	rc = syscall(SYS_set_mempolicy, MPOL_BIND | MPOL_F_STATIC_NODES, mask, 65);
	expect(rc, E, "set_mempolicy(MPOL_BIND|MPOL_F_STATIC_NODES, [0x00000000000001], 65)");
	/* 200 bits are four words: the second one is unreadable. */
	rc = syscall(SYS_set_mempolicy, MPOL_BIND, mask, 200);
	expect(rc, E, "set_mempolicy(MPOL_BIND, [0x00000000000001, ... /* %p */], 200)", tail + 4096);
	/* strace reads the word after the -s cut before it cuts: 33 words,
	 * the last one unreadable. */
	unsigned long *words = (unsigned long *)(tail + 4096 - 32 * 8);
	memset(words, 0, 31 * 8);
	char list[1024] = "";
	for (int i = 0; i < 32; i++)
		sprintf(list + strlen(list), "%s, ", i == 31 ? "0x00000000000001" : "0000000000000000");
	rc = syscall(SYS_set_mempolicy, MPOL_BIND, words, 33 * 64);
	expect(rc, E, "set_mempolicy(MPOL_BIND, [%s... /* %p */], 2112)", list, tail + 4096);
	rc = syscall(SYS_set_mempolicy, MPOL_BIND, mask + 1, 64);
	expect(rc, E, "set_mempolicy(MPOL_BIND, %p, 64)", (void *)(mask + 1));
	rc = syscall(SYS_set_mempolicy, MPOL_DEFAULT, NULL, 0);
	expect(rc, E, "set_mempolicy(MPOL_DEFAULT, NULL, 0)");
	rc = syscall(SYS_set_mempolicy, 0xffffffff00000000UL | MPOL_LOCAL, mask, 0);
	expect(rc, E, "set_mempolicy(MPOL_LOCAL, [], 0)");
	rc = syscall(SYS_set_mempolicy, 7, NULL, 0);
	expect(rc, E, "set_mempolicy(0x7 /* MPOL_??? */, NULL, 0)");
	rc = syscall(SYS_set_mempolicy, MPOL_F_RELATIVE_NODES | 7, NULL, 0);
	expect(rc, E, "set_mempolicy(MPOL_F_RELATIVE_NODES|0x7, NULL, 0)");
	rc = syscall(SYS_set_mempolicy, 0x1002, NULL, 0);
	expect(rc, E, "set_mempolicy(0x1002 /* MPOL_??? */, NULL, 0)");

	int mode = -1;
	unsigned long nodes[2] = { 0, 0 };
	rc = syscall(SYS_get_mempolicy, &mode, nodes, 128, 0, 0);
	if (rc == 0)
		expect(rc, E, "get_mempolicy([%s], [%#016lx, %#016lx], 128, NULL, 0)",
		       mode == MPOL_DEFAULT ? "MPOL_DEFAULT" : "MPOL_PREFERRED", nodes[0], nodes[1]);
	else
		expect(rc, E, "get_mempolicy(%p, %p, 128, NULL, 0)", (void *)&mode, (void *)nodes);
	/* One bit is no word at all. */
	rc = syscall(SYS_get_mempolicy, NULL, nodes, 1, 0, MPOL_F_MEMS_ALLOWED);
	expect(rc, E, "get_mempolicy(NULL, %p, 1, NULL, MPOL_F_MEMS_ALLOWED)", (void *)nodes);
	rc = syscall(SYS_get_mempolicy, tail + 4096 - 2, nodes, 64, tail, MPOL_F_NODE | MPOL_F_ADDR);
	expect(rc, E, "get_mempolicy(%p, %p, 64, %p, MPOL_F_NODE|MPOL_F_ADDR)",
	       tail + 4096 - 2, (void *)nodes, tail);
	rc = syscall(SYS_get_mempolicy, NULL, NULL, 0, 0, 0x10);
	expect(rc, E, "get_mempolicy(NULL, NULL, 0, NULL, 0x10 /* MPOL_??? */)");

	rc = syscall(SYS_mbind, tail, 4096, MPOL_DEFAULT, NULL, 0, 0);
	expect(rc, E, "mbind(%p, 4096, MPOL_DEFAULT, NULL, 0, 0)", tail);
	rc = syscall(SYS_mbind, tail, 4096, MPOL_BIND, mask, 2, MPOL_MF_STRICT | MPOL_MF_MOVE | 0x10);
	expect(rc, E, "mbind(%p, 4096, MPOL_BIND, [0x00000000000001], 2, "
	       "MPOL_MF_STRICT|MPOL_MF_MOVE|0x10)", tail);
	/* mbind's mode is a long: the upper bits count. */
	rc = syscall(SYS_mbind, tail, 4096, 0xffffffff00000002UL, NULL, 0, 8);
	expect(rc, E, "mbind(%p, 4096, 0xffffffff00000002 /* MPOL_??? */, NULL, 0, 0x8 /* MPOL_??? */)",
	       tail);
	rc = syscall(SYS_migrate_pages, 0, 64, NULL, mask);
	expect(rc, E, "migrate_pages(0, 64, NULL, [0x00000000000001])");
	rc = syscall(SYS_set_mempolicy_home_node, tail, 4096, 0, 0);
	expect(rc, E, "set_mempolicy_home_node(%p, 4096, 0, 0)", tail);
}

static void test_move_pages(void)
{
	char *tail = tail_page();
	void *pages[2] = { tail, NULL };
	int nodes[2] = { 0, 0 }, status[2] = { 0, 0 };
	long rc = syscall(SYS_move_pages, 0, 2, pages, NULL, status, MPOL_MF_MOVE_ALL);
	/* A status is a node or a negated errno. */
	char first[32];
	if (status[0] < 0)
		snprintf(first, sizeof first, "-%s", strerrorname_np(-status[0]));
	else
		snprintf(first, sizeof first, "%d", status[0]);
	if (rc == 0)
		expect(rc, E, "move_pages(0, 2, [%p, NULL], NULL, [%s, -EFAULT], MPOL_MF_MOVE_ALL)",
		       tail, first);
	else
		expect(rc, E, "move_pages(0, 2, [%p, NULL], NULL, %p, MPOL_MF_MOVE_ALL)",
		       tail, (void *)status);
	rc = syscall(SYS_move_pages, -1, 2, pages, nodes, status, MPOL_MF_STRICT);
	expect(rc, E, "move_pages(-1, 2, [%p, NULL], [0, 0], %p, 0x1 /* MPOL_??? */)",
	       tail, (void *)status);
	void **last = (void **)(tail + 4096 - 8);
	*last = (void *)0x5;
	rc = syscall(SYS_move_pages, -1, 3, last, NULL, NULL, 0);
	expect(rc, E, "move_pages(-1, 3, [0x5, ... /* %p */], NULL, NULL, 0)", tail + 4096);
	rc = syscall(SYS_move_pages, 0, 0, NULL, NULL, NULL, 0);
	expect(rc, E, "move_pages(0, 0, NULL, NULL, NULL, 0)");
}

static void test_process_vm(void)
{
	char src[16] = "hello, world", dst[16] = "";
	struct iovec local[3] = { { dst, 2 }, { dst + 2, 8 }, { NULL, 4 } };
	struct iovec remote = { src, 5 };
	pid_t pid = getpid();

	/* A read shows the bytes it returned, spread over the iovecs. */
	long rc = syscall(SYS_process_vm_readv, pid, local, 3, &remote, 1, 0);
	expect(rc, E, "process_vm_readv(%d, [{iov_base=\"he\", iov_len=2}, {iov_base=\"llo\", iov_len=8}, "
	       "{iov_base=NULL, iov_len=4}], 3, [{iov_base=%p, iov_len=5}], 1, 0)", pid, (void *)src);
	rc = syscall(SYS_process_vm_readv, pid, local, 1, &remote, 1, 5);
	expect(rc, E, "process_vm_readv(%d, [{iov_base=%p, iov_len=2}], 1, [{iov_base=%p, iov_len=5}], 1, 5)",
	       pid, (void *)dst, (void *)src);
	rc = syscall(SYS_process_vm_writev, pid, &remote, 1, local, 1, 0);
	expect(rc, E, "process_vm_writev(%d, [{iov_base=\"hello\", iov_len=5}], 1, "
	       "[{iov_base=%p, iov_len=2}], 1, 0)", pid, (void *)dst);
	char *tail = tail_page();
	rc = syscall(SYS_process_vm_writev, pid, tail + 4096 - 8, 1, NULL, 0, 0);
	expect(rc, E, "process_vm_writev(%d, %p, 1, NULL, 0, 0)", pid, tail + 4096 - 8);
	rc = syscall(SYS_process_madvise, -1, &remote, 1, MADV_COLD, 0);
	expect(rc, E, "process_madvise(-1, [{iov_base=%p, iov_len=5}], 1, MADV_COLD, 0)", (void *)src);
	rc = syscall(SYS_process_madvise, -1, NULL, 0, 99, 4);
	expect(rc, E, "process_madvise(-1, NULL, 0, 0x63 /* MADV_??? */, 0x4)");
}

int main(void)
{
	test_policy();
	test_move_pages();
	test_process_vm();
	return 0;
}
