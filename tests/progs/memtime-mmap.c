/* The mmap family: mmap's flags (type, bits, huge page size), prot sets,
 * mremap's optional new address, madvise/msync/mlock sets with unknown
 * values, mincore's vector, brk, membarrier's named query result. */
#include "progs.h"

#include <linux/membarrier.h>
#include <linux/mman.h>

#define E strerrorname_np(errno)

/* For calls that return an address: "= 0x7f..." instead of decimal. */
static void expect_addr(long rc, const char *fmt, ...)
{
	char text[4096], ret[32];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (rc == -1) {
		expect(rc, E, "%s", text);
		return;
	}
	snprintf(ret, sizeof ret, "%#lx", rc);
	expect_ret(ret, "%s", text);
}

static void test_mmap(void)
{
	long p = syscall(SYS_mmap, 0, 8192, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	expect_addr(p, "mmap(NULL, 8192, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0)");
	long rc = syscall(SYS_mmap, 0, 4096, PROT_NONE, 0, -1, 0);
	expect(rc, E, "mmap(NULL, 4096, PROT_NONE, MAP_FILE, -1, 0)");
	rc = syscall(SYS_mmap, 0, 4096, 0x10, 0x4, -1, 0x1000);
	expect(rc, E, "mmap(NULL, 4096, 0x10 /* PROT_??? */, 0x4 /* MAP_??? */, -1, 0x1000)");
	rc = syscall(SYS_mmap, 0, 4096, PROT_READ | 0x100,
		     MAP_SHARED_VALIDATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE | MAP_HUGETLB |
		     (21 << MAP_HUGE_SHIFT), -1, 0);
	expect(rc, E, "mmap(NULL, 4096, PROT_READ|0x100, MAP_SHARED_VALIDATE|MAP_ANONYMOUS|"
	       "MAP_HUGETLB|MAP_FIXED_NOREPLACE|21<<MAP_HUGE_SHIFT, -1, 0)");
	/* 0x80 (MAP_ABOVE4G) and 0x8 are newer than strace 6.1: hex. */
	rc = syscall(SYS_mmap, p, 4096, PROT_EXEC, 0xa | 0x80 | 0x200, 0xffffffff5L, -4096L);
	expect(rc, E, "mmap(%#lx, 4096, PROT_EXEC, 0xa /* MAP_??? */|0x280, -11, 0xfffffffffffff000)", p);
	rc = syscall(SYS_mmap, 0, 4096, -1L, -1L, -1, 0);
	expect(rc, E, "mmap(NULL, 4096, PROT_READ|PROT_WRITE|PROT_EXEC|PROT_SEM|PROT_GROWSDOWN|"
	       "PROT_GROWSUP|0xfffffffffcfffff0, 0xf /* MAP_??? */|MAP_FIXED|MAP_ANONYMOUS|"
	       "MAP_32BIT|MAP_NORESERVE|MAP_POPULATE|MAP_NONBLOCK|MAP_GROWSDOWN|MAP_DENYWRITE|"
	       "MAP_EXECUTABLE|MAP_LOCKED|MAP_STACK|MAP_HUGETLB|MAP_SYNC|MAP_FIXED_NOREPLACE|"
	       "0x3e00680|63<<MAP_HUGE_SHIFT, -1, 0)");

	rc = syscall(SYS_mprotect, p, 4096, PROT_READ | PROT_GROWSDOWN);
	expect(rc, E, "mprotect(%#lx, 4096, PROT_READ|PROT_GROWSDOWN)", p);
	rc = syscall(SYS_mprotect, p, 4096, 0x100);
	expect(rc, E, "mprotect(%#lx, 4096, 0x100 /* PROT_??? */)", p);
	rc = syscall(SYS_pkey_mprotect, p, 4096, PROT_READ, -1);
	expect(rc, E, "pkey_mprotect(%#lx, 4096, PROT_READ, -1)", p);

	/* new_address shows only with both MREMAP_MAYMOVE and MREMAP_FIXED. */
	rc = syscall(SYS_mremap, p, 8192, 4096, 0, 0x1234000);
	expect_addr(rc, "mremap(%#lx, 8192, 4096, 0)", p);
	rc = syscall(SYS_mremap, p, 4096, 4096, MREMAP_FIXED, 0x1234000);
	expect_addr(rc, "mremap(%#lx, 4096, 4096, MREMAP_FIXED)", p);
	rc = syscall(SYS_mremap, p, 4096, 4096, MREMAP_MAYMOVE | MREMAP_FIXED, p + 4096);
	expect_addr(rc, "mremap(%#lx, 4096, 4096, MREMAP_MAYMOVE|MREMAP_FIXED, %#lx)", p, p + 4096);
	p += 4096;
	rc = syscall(SYS_mremap, p, 4096, 4096, 0x10, 0);
	expect_addr(rc, "mremap(%#lx, 4096, 4096, 0x10 /* MREMAP_??? */)", p);
	rc = syscall(SYS_munmap, p, 4096);
	expect(rc, E, "munmap(%#lx, 4096)", p);
	rc = syscall(SYS_munmap, 0, 0);
	expect(rc, E, "munmap(NULL, 0)");
}

static void test_advice(void)
{
	char *p = tail_page();
	long rc = syscall(SYS_madvise, p, 4096, MADV_DONTNEED);
	expect(rc, E, "madvise(%p, 4096, MADV_DONTNEED)", p);
	rc = syscall(SYS_madvise, p, 4096, 77);
	expect(rc, E, "madvise(%p, 4096, 0x4d /* MADV_??? */)", p);
	/* MADV_GUARD_INSTALL (102) is newer than strace 6.1. */
	rc = syscall(SYS_madvise, p, 0, 102);
	expect(rc, E, "madvise(%p, 0, 0x66 /* MADV_??? */)", p);
	rc = syscall(SYS_msync, p, 4096, MS_SYNC | MS_INVALIDATE);
	expect(rc, E, "msync(%p, 4096, MS_SYNC|MS_INVALIDATE)", p);
	rc = syscall(SYS_msync, p, 4096, 0);
	expect(rc, E, "msync(%p, 4096, 0)", p);
	rc = syscall(SYS_msync, p, 4096, 0x10);
	expect(rc, E, "msync(%p, 4096, 0x10 /* MS_??? */)", p);
	rc = syscall(SYS_mlock2, p, 4096, 6);
	expect(rc, E, "mlock2(%p, 4096, 0x6 /* MLOCK_??? */)", p);
	rc = syscall(SYS_mlock2, p, 4096, MLOCK_ONFAULT | 2);
	expect(rc, E, "mlock2(%p, 4096, MLOCK_ONFAULT|0x2)", p);
	rc = syscall(SYS_munlock, p, 4096);
	expect(rc, E, "munlock(%p, 4096)", p);
	rc = syscall(SYS_mlockall, 0);
	expect(rc, E, "mlockall(0)");
	rc = syscall(SYS_mlockall, 0x10);
	expect(rc, E, "mlockall(0x10 /* MCL_??? */)");
	rc = syscall(SYS_mlockall, MCL_CURRENT | 0x10);
	expect(rc, E, "mlockall(MCL_CURRENT|0x10)");
	rc = syscall(SYS_munlockall);
	expect(rc, E, "munlockall()");
	rc = syscall(SYS_remap_file_pages, p, 4096, 0, 0, 0);
	expect(rc, E, "remap_file_pages(%p, 4096, PROT_NONE, 0, MAP_FILE)", p);
	rc = syscall(SYS_pkey_alloc, 0, 8);
	expect(rc, E, "pkey_alloc(0, 0x8 /* PKEY_??? */)");
	rc = syscall(SYS_pkey_alloc, 0x100000000L, 0x100000004L);
	expect(rc, E, "pkey_alloc(0x100000000, PKEY_DISABLE_EXECUTE|0x100000000)");

	/* Arguments the kernel takes as ints ignore the register's upper half. */
	long high = 0x100000000L;
	rc = syscall(SYS_msync, p, 4096, high | MS_ASYNC);
	expect(rc, E, "msync(%p, 4096, MS_ASYNC)", p);
	rc = syscall(SYS_madvise, p, 4096, high | MADV_NORMAL);
	expect(rc, E, "madvise(%p, 4096, MADV_NORMAL)", p);
	rc = syscall(SYS_mlockall, high | 0x10);
	expect(rc, E, "mlockall(0x10 /* MCL_??? */)");
	rc = syscall(SYS_mprotect, p, 4096, high | PROT_READ);
	expect(rc, E, "mprotect(%p, 4096, PROT_READ|0x100000000)", p);
	rc = syscall(SYS_memfd_secret, high | 0x10);
	expect(rc, E, "memfd_secret(0x10)");
	rc = syscall(SYS_process_mrelease, high | -1L, high | 4);
	expect(rc, E, "process_mrelease(-1, 0x4)");
}

/* The vector: one byte a page, bit 0 set when the page is resident. */
static void test_mincore(void)
{
	char *p = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	p[0] = p[2 * 4096] = 1;
	unsigned char vec[40];
	long rc = syscall(SYS_mincore, p, 3 * 4096 - 100, vec);
	expect(rc, E, "mincore(%p, 12188, [%u, %u, %u])", p, vec[0] & 1, vec[1] & 1, vec[2] & 1);
	char *q = mmap(NULL, 40 * 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	rc = syscall(SYS_mincore, q, 40 * 4096, vec);
	char text[256] = "";
	for (int i = 0; i < 32; i++)
		sprintf(text + strlen(text), "%u, ", vec[i] & 1);
	expect(rc, E, "mincore(%p, 163840, [%s...])", q, text);
	char *tail = tail_page();
	rc = syscall(SYS_mincore, q, 40 * 4096, tail + 4096 - 8);
	expect(rc, E, "mincore(%p, 163840, %p)", q, tail + 4096 - 8);
	rc = syscall(SYS_mincore, p, 0, tail + 4096);
	expect(rc, E, "mincore(%p, 0, [])", p);
	rc = syscall(SYS_mincore, p, 4096, NULL);
	expect(rc, E, "mincore(%p, 4096, NULL)", p);
}

/* MEMBARRIER_CMD_QUERY's result is the set of commands, named. */
static void test_membarrier(void)
{
	static const char *const names[] = {
		"MEMBARRIER_CMD_GLOBAL", "MEMBARRIER_CMD_GLOBAL_EXPEDITED",
		"MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED", "MEMBARRIER_CMD_PRIVATE_EXPEDITED",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED",
		"MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE",
		"MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ",
		"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ",
	};
	long rc = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
	if (rc > 0) {
		char set[1024] = "";
		long left = rc;
		for (int i = 0; i < 9; i++)
			if (left & (1L << i)) {
				sprintf(set + strlen(set), "%s%s", *set ? "|" : "", names[i]);
				left &= ~(1L << i);
			}
		if (left)
			sprintf(set + strlen(set), "%s%#lx", *set ? "|" : "", left);
		char ret[1100];
		snprintf(ret, sizeof ret, "%#lx (%s)", rc, set);
		expect_ret(ret, "membarrier(MEMBARRIER_CMD_QUERY, 0)");
	} else {
		expect(rc, E, "membarrier(MEMBARRIER_CMD_QUERY, 0)");
	}
	rc = syscall(SYS_membarrier, 0x200, 0, 0);
	expect(rc, E, "membarrier(0x200 /* MEMBARRIER_CMD_??? */, 0)");
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 3, 5);
	expect(rc, E, "membarrier(MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, MEMBARRIER_CMD_FLAG_CPU|0x2, 5)");
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_GLOBAL, 2, 5);
	expect(rc, E, "membarrier(MEMBARRIER_CMD_GLOBAL, 0x2 /* MEMBARRIER_CMD_FLAG_??? */)");
}

int main(void)
{
	long rc = syscall(SYS_brk, 0);
	expect_addr(rc, "brk(NULL)");
	long rc2 = syscall(SYS_brk, 0x1000);
	expect_addr(rc2, "brk(0x1000)");
	test_mmap();
	test_advice();
	test_mincore();
	test_membarrier();
	return 0;
}
