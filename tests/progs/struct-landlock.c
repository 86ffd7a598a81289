/* Landlock's structs and the flag words no flag is defined for yet:
 * landlock_create_ruleset's attribute (read as far as its size says, "..."
 * after the member strace 6.1 knows), landlock_add_rule's path-beneath
 * attribute, and the unsigned int flags of landlock_add_rule,
 * landlock_restrict_self and pidfd_getfd with garbage in the upper half of
 * their register.  SEIZE_XLAT says the -X. */
#include "struct-style.h"

#include <linux/landlock.h>
#include <stdint.h>

#define HI 0xdeadbeef00000000UL

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static const char *access_fs(void)
{
	return X("0x5", "LANDLOCK_ACCESS_FS_EXECUTE|LANDLOCK_ACCESS_FS_READ_FILE");
}

static long rulesets(char *end)
{
	const char *version = X("0x1", "LANDLOCK_CREATE_RULESET_VERSION");
	long rc = syscall(SYS_landlock_create_ruleset, NULL, 0, HI | LANDLOCK_CREATE_RULESET_VERSION);
	/* the ABI version, a number and no descriptor */
	expect(rc, err(rc), "landlock_create_ruleset(NULL, 0, %s)", version);

	uint64_t *attr = (uint64_t *)(end - 8);
	*attr = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE;
	long fd = syscall(SYS_landlock_create_ruleset, attr, 8, 0);
	expect(fd, err(fd), "landlock_create_ruleset({handled_access_fs=%s}, 8, 0)", access_fs());
	/* a bigger struct: the rest is not read, and runs into the page here */
	rc = syscall(SYS_landlock_create_ruleset, attr, 16, 0);
	expect(rc, err(rc), "landlock_create_ruleset({handled_access_fs=%s, ...}, 16, 0)", access_fs());
	rc = syscall(SYS_landlock_create_ruleset, attr, 7, 0);
	expect(rc, err(rc), "landlock_create_ruleset(%p, 7, 0)", (void *)attr);
	rc = syscall(SYS_landlock_create_ruleset, end - 4, 8, 0);
	expect(rc, err(rc), "landlock_create_ruleset(%p, 8, 0)", (void *)(end - 4));
	*attr = 1ULL << 63 | LANDLOCK_ACCESS_FS_REFER;
	rc = syscall(SYS_landlock_create_ruleset, attr, 8, 0);
	expect(rc, err(rc), "landlock_create_ruleset({handled_access_fs=%s}, 8, 0)",
	       X("0x8000000000002000", "LANDLOCK_ACCESS_FS_REFER|0x8000000000000000"));
	*attr = 1ULL << 62;
	rc = syscall(SYS_landlock_create_ruleset, attr, 8, 0);
	expect(rc, err(rc), "landlock_create_ruleset({handled_access_fs=%s}, 8, 0)",
	       U("0x4000000000000000", "LANDLOCK_ACCESS_FS_???"));
	rc = syscall(SYS_landlock_create_ruleset, NULL, 8, 0x6);
	expect(rc, err(rc), "landlock_create_ruleset(NULL, 8, %s)",
	       U("0x6", "LANDLOCK_CREATE_RULESET_???"));
	return fd;
}

static void rules(long fd, char *end)
{
	const char *beneath = X("0x1", "LANDLOCK_RULE_PATH_BENEATH");
	struct landlock_path_beneath_attr *pb = (void *)(end - sizeof *pb);
	pb->allowed_access = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE;
	pb->parent_fd = -1;
	long rc = syscall(SYS_landlock_add_rule, fd, HI | LANDLOCK_RULE_PATH_BENEATH, pb, HI);
	expect(rc, err(rc), "landlock_add_rule(%ld, %s, {allowed_access=%s, parent_fd=-1}, 0)", fd,
	       beneath, access_fs());
	pb->parent_fd = 99;
	rc = syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, pb, HI | 0x10);
	expect(rc, err(rc), "landlock_add_rule(%ld, %s, {allowed_access=%s, parent_fd=99}, 0x10)", fd,
	       beneath, access_fs());
	/* the packed struct is 12 bytes: 8 of them are not enough */
	rc = syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, end - 8, 0);
	expect(rc, err(rc), "landlock_add_rule(%ld, %s, %p, 0)", fd, beneath, (void *)(end - 8));
	rc = syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, NULL, 0);
	expect(rc, err(rc), "landlock_add_rule(%ld, %s, NULL, 0)", fd, beneath);
	rc = syscall(SYS_landlock_add_rule, fd, 0x77, pb, 0);
	expect(rc, err(rc), "landlock_add_rule(%ld, %s, %p, 0)", fd, U("0x77", "LANDLOCK_RULE_???"),
	       (void *)pb);
	rc = syscall(SYS_landlock_restrict_self, -1, HI);
	expect(rc, err(rc), "landlock_restrict_self(-1, 0)");
	rc = syscall(SYS_landlock_restrict_self, -1, HI | 0x80000000UL);
	expect(rc, err(rc), "landlock_restrict_self(-1, 0x80000000)");
}

static void pidfd_flags(void)
{
	long rc = syscall(SYS_pidfd_getfd, -1, -1, HI);
	expect(rc, err(rc), "pidfd_getfd(-1, -1, 0)");
	rc = syscall(SYS_pidfd_getfd, -1, 5, HI | 0xbadc0ded);
	expect(rc, err(rc), "pidfd_getfd(-1, 5, 0xbadc0ded)");
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	long fd = rulesets(end);
	rules(fd, end);
	if (fd >= 0)
		close((int)fd);
	pidfd_flags();
	return 0;
}
