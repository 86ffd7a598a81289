/* The syscalls newer than Linux 6.1's headers (seize's own numbers in
 * syscalls.tbl): uretprobe ... file_setattr.  SEIZE_NEWCALLS_XLAT=raw or
 * verbose says which -X the lines are for. */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <time.h>
#include <linux/futex.h>

/* x86_64 numbers, which the build machine's headers may lack. */
enum {
	NR_uretprobe = 335, NR_uprobe = 336, NR_cachestat = 451, NR_fchmodat2 = 452,
	NR_map_shadow_stack = 453, NR_futex_wake = 454, NR_futex_wait = 455,
	NR_futex_requeue = 456, NR_statmount = 457, NR_listmount = 458,
	NR_lsm_get_self_attr = 459, NR_lsm_set_self_attr = 460,
	NR_lsm_list_modules = 461, NR_mseal = 462, NR_setxattrat = 463,
	NR_getxattrat = 464, NR_listxattrat = 465, NR_removexattrat = 466,
	NR_open_tree_attr = 467, NR_file_getattr = 468, NR_file_setattr = 469,
};

/* What the kernel reads as an int from a register whose upper half is junk. */
#define FILL 0xbadc0ded00000000ULL

static const char *xlat_mode;

/* The text of a name under the -X mode of this run. */
static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	if (xlat_mode && !strcmp(xlat_mode, "raw"))
		return raw;
	if (xlat_mode && !strcmp(xlat_mode, "verbose"))
		return verbose;
	return abbrev;
}

static const char *E(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static void on_sigill(int sig) { (void)sig; }

static void probes(void)
{
	/* Outside a uprobe trampoline both refuse, and uretprobe sends SIGILL. */
	signal(SIGILL, on_sigill);
	long rc = syscall(NR_uretprobe);
	expect(rc, E(rc), "uretprobe()");
	rc = syscall(NR_uprobe);
	expect(rc, E(rc), "uprobe()");
}

struct crange { uint64_t off, len; };
struct cstat { uint64_t nr_cache, nr_dirty, nr_writeback, nr_evicted, nr_recently_evicted; };

static void cachestat(int fd, char *page)
{
	long rc = syscall(NR_cachestat, FILL | 0xffffffffU, 0, 0, FILL);
	expect(rc, E(rc), "cachestat(-1, NULL, NULL, 0)");
	rc = syscall(NR_cachestat, fd, 0, 0, FILL | 0xffffffffU);
	expect(rc, E(rc), "cachestat(%d, NULL, NULL, 0xffffffff)", fd);
	struct crange *r = (struct crange *)(page + 4096 - sizeof *r);
	r->off = 0x1000;
	r->len = 8192;
	rc = syscall(NR_cachestat, fd, (char *)r + 1, 0, 0);
	expect(rc, E(rc), "cachestat(%d, %p, NULL, 0)", fd, (char *)r + 1);
	struct cstat *c = (struct cstat *)(page + 4096 - sizeof *c);
	rc = syscall(NR_cachestat, fd, r, (char *)c + 1, 0);
	expect(rc, E(rc), "cachestat(%d, {off=0x1000, len=8192}, %p, 0)", fd, (char *)c + 1);
	r = (struct crange *)page;
	r->off = 0;
	r->len = 0;
	c = (struct cstat *)(page + 64);
	rc = syscall(NR_cachestat, fd, r, c, 0);
	if (rc == 0)
		expect(rc, NULL, "cachestat(%d, {off=0, len=0}, {nr_cache=%llu, nr_dirty=%llu, "
		       "nr_writeback=%llu, nr_evicted=%llu, nr_recently_evicted=%llu}, 0)", fd,
		       (unsigned long long)c->nr_cache, (unsigned long long)c->nr_dirty,
		       (unsigned long long)c->nr_writeback, (unsigned long long)c->nr_evicted,
		       (unsigned long long)c->nr_recently_evicted);
	else
		expect(rc, E(rc), "cachestat(%d, {off=0, len=0}, %p, 0)", fd, c);
}

static void fchmodat2(const char *path, char *page)
{
	long rc = syscall(NR_fchmodat2, FILL | (unsigned)AT_FDCWD, path, FILL | 0xdead0000U | 0600, 0);
	expect(rc, E(rc), "fchmodat2(%s, \"%s\", 0600, 0)", X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */"), path);
	rc = syscall(NR_fchmodat2, AT_FDCWD, path, 0644, AT_SYMLINK_NOFOLLOW);
	expect(rc, E(rc), "fchmodat2(%s, \"%s\", 0644, %s)", X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */"), path,
	       X("AT_SYMLINK_NOFOLLOW", "0x100", "0x100 /* AT_SYMLINK_NOFOLLOW */"));
	rc = syscall(NR_fchmodat2, AT_FDCWD, page + 4096, 0, FILL | 0xffffffffU);
	expect(rc, E(rc), "fchmodat2(%s, %p, 000, %s)", X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */"), page + 4096,
	       X("AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH|0xffffeeff", "0xffffffff",
		 "0xffffffff /* AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH|0xffffeeff */"));
	rc = syscall(NR_fchmodat2, -1, path, 0, 1);
	expect(rc, E(rc), "fchmodat2(-1, \"%s\", 000, %s)", path, X("0x1 /* AT_??? */", "0x1", "0x1 /* AT_??? */"));
}

static void memory(void)
{
	long rc = syscall(NR_map_shadow_stack, 0, 0, 0);
	expect_ret(rc == -1 ? "-1 ENOSYS (Function not implemented)" : "?",
		   "map_shadow_stack(NULL, 0, 0)");
	rc = syscall(NR_map_shadow_stack, 0xfffffff1fffffff2ULL, 0xfffffff3fffffff4ULL, FILL | 1);
	expect(rc, E(rc), "map_shadow_stack(0xfffffff1fffffff2, %llu, %s)", 0xfffffff3fffffff4ULL,
	       X("SHADOW_STACK_SET_TOKEN", "0x1", "0x1 /* SHADOW_STACK_SET_TOKEN */"));
	rc = syscall(NR_map_shadow_stack, 0x1000, 4096, 0xfffffffcU);
	expect(rc, E(rc), "map_shadow_stack(0x1000, 4096, %s)",
	       X("0xfffffffc /* SHADOW_STACK_??? */", "0xfffffffc", "0xfffffffc /* SHADOW_STACK_??? */"));
	rc = syscall(NR_mseal, 0xfacefeeddeadbeefULL, 0xcafef00dbadc0dedULL, -1UL);
	expect(rc, E(rc), "mseal(0xfacefeeddeadbeef, %llu, 0xffffffffffffffff)", 0xcafef00dbadc0dedULL);
}

struct waitv { uint64_t val, uaddr; uint32_t flags, reserved; };

static void futex2(char *page)
{
	static uint32_t word = 7;
	long rc = syscall(NR_futex_wake, &word, 0xffffffffUL, FILL | 1, FILL | 0x82);
	expect(rc, E(rc), "futex_wake(%p, %s, 1, %s)", &word,
	       X("FUTEX_BITSET_MATCH_ANY", "0xffffffff", "0xffffffff /* FUTEX_BITSET_MATCH_ANY */"),
	       X("FUTEX2_SIZE_U32|FUTEX2_PRIVATE", "0x82", "0x82 /* FUTEX2_SIZE_U32|FUTEX2_PRIVATE */"));
	rc = syscall(NR_futex_wake, 0, 0xfffffff1fffffff2ULL, 0xfacefeed, 0);
	expect(rc, E(rc), "futex_wake(NULL, 0xfffffff1fffffff2, %d, %s)", (int)0xfacefeed,
	       X("FUTEX2_SIZE_U8", "0", "0 /* FUTEX2_SIZE_U8 */"));
	rc = syscall(NR_futex_wake, &word, 0, 1, 0xffffffffU);
	expect(rc, E(rc), "futex_wake(%p, 0, 1, %s)", &word,
	       X("FUTEX2_SIZE_U64|FUTEX2_NUMA|FUTEX2_MPOL|FUTEX2_PRIVATE|0xffffff70", "0xffffffff",
		 "0xffffffff /* FUTEX2_SIZE_U64|FUTEX2_NUMA|FUTEX2_MPOL|FUTEX2_PRIVATE|0xffffff70 */"));

	struct timespec *ts = (struct timespec *)(page + 4096 - sizeof *ts);
	ts->tv_sec = 0;
	ts->tv_nsec = 1000;
	rc = syscall(NR_futex_wait, &word, 8UL, 0xffffffffUL, 0x82, ts, CLOCK_MONOTONIC);
	expect(rc, E(rc), "futex_wait(%p, 8, %s, %s, {tv_sec=0, tv_nsec=1000}, %s)", &word,
	       X("FUTEX_BITSET_MATCH_ANY", "0xffffffff", "0xffffffff /* FUTEX_BITSET_MATCH_ANY */"),
	       X("FUTEX2_SIZE_U32|FUTEX2_PRIVATE", "0x82", "0x82 /* FUTEX2_SIZE_U32|FUTEX2_PRIVATE */"),
	       X("CLOCK_MONOTONIC", "0x1", "0x1 /* CLOCK_MONOTONIC */"));
	rc = syscall(NR_futex_wait, &word, 7UL, 1UL, 0x82, (char *)ts + 1, 0xffffffffU);
	expect(rc, E(rc), "futex_wait(%p, 7, 0x1, %s, %p, %s)", &word,
	       X("FUTEX2_SIZE_U32|FUTEX2_PRIVATE", "0x82", "0x82 /* FUTEX2_SIZE_U32|FUTEX2_PRIVATE */"),
	       (char *)ts + 1, X("0xffffffff /* CLOCK_??? */", "0xffffffff", "0xffffffff /* CLOCK_??? */"));

	static uint32_t other = 9;
	struct waitv *w = (struct waitv *)(page + 4096 - 2 * sizeof *w);
	w[0] = (struct waitv){7, (uintptr_t)&word, 0x82, 0};
	w[1] = (struct waitv){9, (uintptr_t)&other, 0x82, 0};
	rc = syscall(NR_futex_requeue, w, 0, 1, 0);
	const char *f = X("FUTEX2_SIZE_U32|FUTEX2_PRIVATE", "0x82", "0x82 /* FUTEX2_SIZE_U32|FUTEX2_PRIVATE */");
	expect(rc, E(rc), "futex_requeue([{val=0x7, uaddr=%p, flags=%s, __reserved=0}, "
	       "{val=0x9, uaddr=%p, flags=%s, __reserved=0}], 0, 1, 0)", &word, f, &other, f);
	rc = syscall(NR_futex_requeue, w + 1, FILL | 0xfacefed0U, 1, 0);
	expect(rc, E(rc), "futex_requeue([{val=0x9, uaddr=%p, flags=%s, __reserved=0}, ... /* %p */], "
	       "0xfacefed0, 1, 0)", &other, f, (void *)(w + 2));
	rc = syscall(NR_futex_requeue, 0, 0, -1, -2);
	expect(rc, E(rc), "futex_requeue(NULL, 0, -1, -2)");
}

struct mnt_id_req { uint32_t size, mnt_ns_fd; uint64_t mnt_id, param, mnt_ns_id; };

static void mounts(char *page)
{
	long rc = syscall(NR_listmount, 0, 0, 0, 0);
	expect(rc, E(rc), "listmount(NULL, NULL, 0, 0)");
	rc = syscall(NR_listmount, page + 4094, page + 4096, 2, FILL | 0xffffffffU);
	expect(rc, E(rc), "listmount(%p, %p, 2, %s)", page + 4094, page + 4096,
	       X("LISTMOUNT_REVERSE|0xfffffffe", "0xffffffff", "0xffffffff /* LISTMOUNT_REVERSE|0xfffffffe */"));
	struct mnt_id_req *r = (struct mnt_id_req *)(page + 4096 - sizeof *r);
	memset(r, 0, sizeof *r);
	r->size = 23;
	rc = syscall(NR_listmount, r, 0, 0, 0);
	expect(rc, E(rc), "listmount({size=23}, NULL, 0, 0)");
	uint32_t *sz = (uint32_t *)(page + 4096 - 4);
	*sz = 24;
	rc = syscall(NR_listmount, sz, 0, 0, 0);
	expect(rc, E(rc), "listmount({size=24, ???}, NULL, 0, 0)");
	r->size = 24;
	r->mnt_id = 0xffffffffffffffffULL;
	uint64_t *ids = (uint64_t *)page;
	rc = syscall(NR_listmount, r, ids, 2, 0);
	if (rc >= 0) {
		char list[128] = "";
		for (long i = 0; i < rc; i++)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%#llx", i ? ", " : "",
				 (unsigned long long)ids[i]);
		expect(rc, NULL, "listmount({size=24, mnt_ns_fd=0, mnt_id=%s, param=0}, [%s], 2, 0)",
		       X("LSMT_ROOT", "0xffffffffffffffff", "0xffffffffffffffff /* LSMT_ROOT */"), list);
	} else {
		expect(rc, E(rc), "listmount({size=24, mnt_ns_fd=0, mnt_id=%s, param=0}, %p, 2, 0)",
		       X("LSMT_ROOT", "0xffffffffffffffff", "0xffffffffffffffff /* LSMT_ROOT */"), ids);
	}
	r->size = 32;
	r->mnt_ns_id = 0;
	r->mnt_id = 0x1234;
	r->param = 0x21;
	rc = syscall(NR_statmount, r, 0, 0, 0);
	expect(rc, E(rc), "statmount({size=32, mnt_ns_fd=0, mnt_id=0x1234, param=%s, mnt_ns_id=0}, NULL, 0, 0)",
	       X("STATMOUNT_SB_BASIC|STATMOUNT_FS_TYPE", "0x21", "0x21 /* STATMOUNT_SB_BASIC|STATMOUNT_FS_TYPE */"));
	/* a bigger request: its tail bytes that are not zero */
	struct mnt_id_req *big = (struct mnt_id_req *)(page + 256);
	memset(big, 0, 48);
	big->size = 40;
	big->mnt_id = 1;
	big->param = 0xffffffffffff8000ULL;
	memcpy((char *)big + 32, "\x80\x81\x82\x83\x84\x85\x86\x87", 8);
	rc = syscall(NR_statmount, big, 0, 0, FILL | 1);
	expect(rc, E(rc), "statmount({size=40, mnt_ns_fd=0, mnt_id=0x1, param=%s, mnt_ns_id=0, "
	       "/* bytes 32..39 */ \"\\x80\\x81\\x82\\x83\\x84\\x85\\x86\\x87\"}, NULL, 0, 0x1)",
	       X("0xffffffffffff8000 /* STATMOUNT_??? */", "0xffffffffffff8000",
		 "0xffffffffffff8000 /* STATMOUNT_??? */"));
}

static void lsm(char *page)
{
	long rc = syscall(NR_lsm_get_self_attr, FILL | 0xfacefed1U, 0, 0, FILL | 0xfacefed2U);
	expect(rc, E(rc), "lsm_get_self_attr(%s, NULL, NULL, %s)",
	       X("0xfacefed1 /* LSM_ATTR_??? */", "0xfacefed1", "0xfacefed1 /* LSM_ATTR_??? */"),
	       X("0xfacefed2 /* LSM_FLAG_??? */", "0xfacefed2", "0xfacefed2 /* LSM_FLAG_??? */"));
	rc = syscall(NR_lsm_get_self_attr, 100, page, page + 4094, 1);
	expect(rc, E(rc), "lsm_get_self_attr(%s, %p, %p, %s)",
	       X("LSM_ATTR_CURRENT", "0x64", "0x64 /* LSM_ATTR_CURRENT */"), page, page + 4094,
	       X("LSM_FLAG_SINGLE", "0x1", "0x1 /* LSM_FLAG_SINGLE */"));
	rc = syscall(NR_lsm_set_self_attr, 101, 0, 0, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, NULL, 0, 0)",
	       X("LSM_ATTR_EXEC", "0x65", "0x65 /* LSM_ATTR_EXEC */"));

	uint32_t *size = (uint32_t *)(page + 4096 - 4);
	rc = syscall(NR_lsm_list_modules, page, (char *)size + 1, FILL);
	expect(rc, E(rc), "lsm_list_modules(%p, %p, 0)", page, (char *)size + 1);
	*size = 1024;
	uint64_t *ids = (uint64_t *)page;
	rc = syscall(NR_lsm_list_modules, ids, size, 0);
	if (rc < 0) {
		expect(rc, E(rc), "lsm_list_modules(%p, [%u], 0)", ids, *size);
		return;
	}
	static const struct { uint64_t id; const char *name; } known[] = {
		{100, "LSM_ID_CAPABILITY"}, {101, "LSM_ID_SELINUX"}, {102, "LSM_ID_SMACK"},
		{103, "LSM_ID_TOMOYO"}, {104, "LSM_ID_APPARMOR"}, {105, "LSM_ID_YAMA"},
		{106, "LSM_ID_LOADPIN"}, {107, "LSM_ID_SAFESETID"}, {108, "LSM_ID_LOCKDOWN"},
		{109, "LSM_ID_BPF"}, {110, "LSM_ID_LANDLOCK"}, {111, "LSM_ID_IMA"},
		{112, "LSM_ID_EVM"}, {113, "LSM_ID_IPE"},
	};
	char list[1024] = "";
	for (long i = 0; i < rc; i++) {
		char one[64];
		snprintf(one, sizeof one, "%#llx /* LSM_ID_??? */", (unsigned long long)ids[i]);
		for (size_t k = 0; k < sizeof known / sizeof known[0]; k++)
			if (known[k].id == ids[i]) {
				char v[64];
				snprintf(v, sizeof v, "%#llx /* %s */", (unsigned long long)ids[i], known[k].name);
				snprintf(one, sizeof one, "%s", X(known[k].name, v, v));
				if (xlat_mode && !strcmp(xlat_mode, "raw"))
					snprintf(one, sizeof one, "%#llx", (unsigned long long)ids[i]);
			}
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", one);
	}
	expect(rc, NULL, "lsm_list_modules([%s], [%u], 0)", list, *size);
}

struct xattr_args { uint64_t value; uint32_t size, flags; };

static void xattrs(const char *path, char *page)
{
	const char *cwd = X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */");
	struct xattr_args *a = (struct xattr_args *)(page + 4096 - sizeof *a);
	static const char value[] = {'f', 'o', 'o', '\0', 'b', 'a', 'r'};
	*a = (struct xattr_args){(uintptr_t)value, sizeof value, 0};
	long rc = syscall(NR_setxattrat, AT_FDCWD, path, 0, "user.seize", a, sizeof *a);
	expect(rc, E(rc), "setxattrat(%s, \"%s\", 0, \"user.seize\", {value=\"foo\\0bar\", size=7, flags=0}, 16)",
	       cwd, path);
	rc = syscall(NR_setxattrat, -1, "", 0, "user.seize", a, 15);
	expect(rc, E(rc), "setxattrat(-1, \"\", 0, \"user.seize\", %p, 15)", a);
	rc = syscall(NR_setxattrat, -1, "", 0, "user.seize", (char *)a + 1, 16);
	expect(rc, E(rc), "setxattrat(-1, \"\", 0, \"user.seize\", %p, 16)", (char *)a + 1);
	rc = syscall(NR_setxattrat, -1, "", 0, "user.seize", a, 17);
	expect(rc, E(rc), "setxattrat(-1, \"\", 0, \"user.seize\", {value=\"foo\\0bar\", size=7, flags=0, ???}, 17)");
	struct xattr_args *b = (struct xattr_args *)page;
	memset(b, 0, 32);
	*b = (struct xattr_args){0, 1, 4};
	memcpy((char *)(b + 1), "\x90\x91", 2);
	rc = syscall(NR_setxattrat, -1, "", 0, "user.seize", b, 24);
	expect(rc, E(rc), "setxattrat(-1, \"\", 0, \"user.seize\", {value=NULL, size=1, flags=%s, "
	       "/* bytes 16..23 */ \"\\x90\\x91\\x00\\x00\\x00\\x00\\x00\\x00\"}, 24)",
	       X("0x4 /* XATTR_??? */", "0x4", "0x4 /* XATTR_??? */"));

	char *buf = page + 1024;
	*a = (struct xattr_args){(uintptr_t)buf, 64, 0};
	rc = syscall(NR_getxattrat, AT_FDCWD, path, 0, "user.seize", a, sizeof *a);
	if (rc >= 0)
		expect(rc, NULL, "getxattrat(%s, \"%s\", 0, \"user.seize\", {value=\"foo\\0bar\", size=64, flags=0}, 16)",
		       cwd, path);
	else
		expect(rc, E(rc), "getxattrat(%s, \"%s\", 0, \"user.seize\", {value=%p, size=64, flags=0}, 16)",
		       cwd, path, buf);
	rc = syscall(NR_getxattrat, -1, 0, FILL | 0xffffffffU, "user.seize", 0, 1);
	expect(rc, E(rc), "getxattrat(-1, NULL, %s, \"user.seize\", NULL, 1)",
	       X("AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH|0xffffeeff", "0xffffffff",
		 "0xffffffff /* AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH|0xffffeeff */"));

	rc = syscall(NR_listxattrat, AT_FDCWD, path, 0, buf, 0);
	expect(rc, E(rc), "listxattrat(%s, \"%s\", 0, %p, 0)", cwd, path, buf);
	rc = syscall(NR_listxattrat, AT_FDCWD, path, 0, buf, 256);
	if (rc > 0) {
		char shown[512] = "";
		for (long i = 0; i < rc; i++)
			snprintf(shown + strlen(shown), sizeof shown - strlen(shown), "%s",
				 buf[i] ? (char[]){buf[i], 0} : "\\0");
		expect(rc, NULL, "listxattrat(%s, \"%s\", 0, \"%s\", 256)", cwd, path, shown);
	} else {
		expect(rc, E(rc), "listxattrat(%s, \"%s\", 0, %p, 256)", cwd, path, buf);
	}
	rc = syscall(NR_removexattrat, AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, "user.seize");
	expect(rc, E(rc), "removexattrat(%s, \"%s\", %s, \"user.seize\")", cwd, path,
	       X("AT_SYMLINK_NOFOLLOW", "0x100", "0x100 /* AT_SYMLINK_NOFOLLOW */"));
	rc = syscall(NR_removexattrat, -1, page + 4096, 0, page + 4096);
	expect(rc, E(rc), "removexattrat(-1, %p, 0, %p)", page + 4096, page + 4096);
}

static void attrs(const char *path)
{
	const char *cwd = X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */");
	long rc = syscall(NR_open_tree_attr, -1, 0, AT_SYMLINK_NOFOLLOW, 0, 0);
	expect(rc, E(rc), "open_tree_attr(-1, NULL, %s, NULL, 0)",
	       X("AT_SYMLINK_NOFOLLOW", "0x100", "0x100 /* AT_SYMLINK_NOFOLLOW */"));
	rc = syscall(NR_file_getattr, AT_FDCWD, path, 0, 0, 0);
	expect(rc, E(rc), "file_getattr(%s, \"%s\", NULL, 0, 0)", cwd, path);
	rc = syscall(NR_file_setattr, AT_FDCWD, path, 0, 0, AT_SYMLINK_NOFOLLOW);
	expect(rc, E(rc), "file_setattr(%s, \"%s\", NULL, 0, %s)", cwd, path,
	       X("AT_SYMLINK_NOFOLLOW", "0x100", "0x100 /* AT_SYMLINK_NOFOLLOW */"));
}

int main(void)
{
	xlat_mode = getenv("SEIZE_NEWCALLS_XLAT");
	char path[64];
	snprintf(path, sizeof path, "/tmp/seize-newcalls-%d", (int)getpid());
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, "data", 4) != 4)
		return 1;
	char *page = tail_page();

	probes();
	cachestat(fd, page);
	fchmodat2(path, page);
	memory();
	futex2(page);
	mounts(page);
	lsm(page);
	xattrs(path, page);
	attrs(path);

	close(fd);
	unlink(path);
	return 0;
}
