/* Strings the kernel reads only so many bytes of: memfd_create's name (250
 * bytes: 249 and the NUL), reboot's LINUX_REBOOT_CMD_RESTART2 command (255)
 * and fsconfig's keys and values (256).  seize reads no more than the kernel: a string that fills the
 * bound and ends at an unmapped page prints cut, one that runs into the
 * page before prints as its address.  SEIZE_STRLEN is seize's -s (32 when
 * unset); SEIZE_XLAT the -X.  Every reboot call has a wrong magic number:
 * the kernel refuses it before anything else. */
#include "struct-style.h"

#include <linux/memfd.h>
#include <linux/reboot.h>

static unsigned strlen_limit = 32;

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

/* n bytes of s as seize quotes them: at most -s of them, "..." after when
 * cut is true. */
static const char *quoted(const char *s, size_t n, int cut)
{
	if (n > strlen_limit) {
		n = strlen_limit;
		cut = 1;
	}
	return F("\"%.*s\"%s", (int)n, s, cut ? "..." : "");
}

static void fill(char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (char)('a' + i % 26);
}

static void memfd(char *end)
{
	long rc = syscall(SYS_memfd_create, "seize-memfd", MFD_CLOEXEC);
	expect(rc, err(rc), "memfd_create(\"seize-memfd\", %s)", X("0x1", "MFD_CLOEXEC"));
	if (rc >= 0)
		close((int)rc);
	/* the longest name the kernel takes, and its NUL */
	char name[251];
	fill(name, 249);
	name[249] = 0;
	rc = syscall(SYS_memfd_create, name, 0);
	expect(rc, err(rc), "memfd_create(%s, 0)", quoted(name, 249, 0));
	if (rc >= 0)
		close((int)rc);
	/* 250 bytes with no NUL, up to an unmapped page: cut, as read */
	char *p = end - 250;
	fill(p, 250);
	rc = syscall(SYS_memfd_create, p, MFD_ALLOW_SEALING);
	expect(rc, err(rc), "memfd_create(%s, %s)", quoted(p, 250, 1), X("0x2", "MFD_ALLOW_SEALING"));
	/* 249 bytes before the page: the address, unless -s cuts first */
	p = end - 249;
	rc = syscall(SYS_memfd_create, p, 0);
	if (strlen_limit < 249)
		expect(rc, err(rc), "memfd_create(%s, 0)", quoted(p, 249, 1));
	else
		expect(rc, err(rc), "memfd_create(%p, 0)", (void *)p);
	rc = syscall(SYS_memfd_create, NULL, 0);
	expect(rc, err(rc), "memfd_create(NULL, 0)");
	rc = syscall(SYS_memfd_create, end, 0);
	expect(rc, err(rc), "memfd_create(%p, 0)", (void *)end);
	/* the huge page size: one number under -X */
	rc = syscall(SYS_memfd_create, "h", MFD_CLOEXEC | MFD_HUGETLB | MFD_HUGE_2MB);
	expect(rc, err(rc), "memfd_create(\"h\", %s)",
	       X("0x54000005", "MFD_CLOEXEC|MFD_HUGETLB|21<<MFD_HUGE_SHIFT"));
	if (rc >= 0)
		close((int)rc);
	rc = syscall(SYS_memfd_create, "h", 0xfc000000UL | 0x40);
	expect(rc, err(rc), "memfd_create(\"h\", %s)",
	       X("0xfc000040", "0x40 /* MFD_??? */|63<<MFD_HUGE_SHIFT"));
}

static void reboot_cmd(char *end)
{
	const char *magic1 = X("0xfee1dead", "LINUX_REBOOT_MAGIC1");
	const char *bad = U("0xdead", "LINUX_REBOOT_MAGIC_???");
	const char *restart2 = X("0xa1b2c3d4", "LINUX_REBOOT_CMD_RESTART2");
	long rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_RESTART2,
			  "firmware");
	expect(rc, err(rc), "reboot(%s, %s, %s, \"firmware\")", magic1, bad, restart2);
	/* 255 bytes up to an unmapped page: what the kernel would read */
	char *p = end - 255;
	fill(p, 255);
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_RESTART2, p);
	expect(rc, err(rc), "reboot(%s, %s, %s, %s)", magic1, bad, restart2, quoted(p, 255, 1));
	p = end - 254;
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_RESTART2, p);
	if (strlen_limit < 254)
		expect(rc, err(rc), "reboot(%s, %s, %s, %s)", magic1, bad, restart2, quoted(p, 254, 1));
	else
		expect(rc, err(rc), "reboot(%s, %s, %s, %p)", magic1, bad, restart2, (void *)p);
	/* 254 bytes and the NUL: whole */
	end[-1] = 0;
	p = end - 255;
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_RESTART2, p);
	expect(rc, err(rc), "reboot(%s, %s, %s, %s)", magic1, bad, restart2, quoted(p, 254, 0));
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_RESTART2, NULL);
	expect(rc, err(rc), "reboot(%s, %s, %s, NULL)", magic1, bad, restart2);
	/* any other command has no fourth argument */
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0xdead, LINUX_REBOOT_CMD_CAD_ON, p);
	expect(rc, err(rc), "reboot(%s, %s, %s)", magic1, bad, X("0x89abcdef", "LINUX_REBOOT_CMD_CAD_ON"));
}

/* fsconfig: the key and a string value bounded at 256 bytes, a path, hex
 * bytes, aux as the command reads it. */
static void fsconfig(char *end)
{
	long rc = syscall(SYS_fsconfig, -1, 1 /* FSCONFIG_SET_STRING */, "source", "tmpfs", 0);
	expect(rc, err(rc), "fsconfig(-1, %s, \"source\", \"tmpfs\", 0)", X("0x1", "FSCONFIG_SET_STRING"));
	rc = syscall(SYS_fsconfig, -1, 0 /* FSCONFIG_SET_FLAG */, "ro", NULL, 0);
	expect(rc, err(rc), "fsconfig(-1, %s, \"ro\", NULL, 0)", X("0", "FSCONFIG_SET_FLAG"));
	rc = syscall(SYS_fsconfig, -1, 2 /* FSCONFIG_SET_BINARY */, "k", "\x01\xff", 2);
	expect(rc, err(rc), "fsconfig(-1, %s, \"k\", \"\\x01\\xff\", 2)", X("0x2", "FSCONFIG_SET_BINARY"));
	rc = syscall(SYS_fsconfig, -1, 2 /* FSCONFIG_SET_BINARY */, "k", "ab", -1);
	expect(rc, err(rc), "fsconfig(-1, %s, \"k\", %p, -1)", X("0x2", "FSCONFIG_SET_BINARY"), (void *)"ab");
	rc = syscall(SYS_fsconfig, -1, 3 /* FSCONFIG_SET_PATH */, "source", "/dev", -100);
	expect(rc, err(rc), "fsconfig(-1, %s, \"source\", \"/dev\", %s)", X("0x3", "FSCONFIG_SET_PATH"),
	       X("-100", "AT_FDCWD"));
	rc = syscall(SYS_fsconfig, -1, 5 /* FSCONFIG_SET_FD */, "fd", NULL, 0xdeadbeef00000063UL);
	expect(rc, err(rc), "fsconfig(-1, %s, \"fd\", NULL, 99)", X("0x5", "FSCONFIG_SET_FD"));
	rc = syscall(SYS_fsconfig, -1, 6 /* FSCONFIG_CMD_CREATE */, "x", "y", 0);
	expect(rc, err(rc), "fsconfig(-1, %s, %p, %p, 0)", X("0x6", "FSCONFIG_CMD_CREATE"), (void *)"x",
	       (void *)"y");
	rc = syscall(SYS_fsconfig, -1, 0x77, NULL, NULL, 0);
	expect(rc, err(rc), "fsconfig(-1, %s, NULL, NULL, 0)", U("0x77", "FSCONFIG_???"));
	/* a key of 256 bytes up to an unmapped page: cut as read */
	char *p = end - 256;
	fill(p, 256);
	rc = syscall(SYS_fsconfig, -1, 0, p, NULL, 0);
	expect(rc, err(rc), "fsconfig(-1, %s, %s, NULL, 0)", X("0", "FSCONFIG_SET_FLAG"),
	       quoted(p, 256, 1));
}

int main(void)
{
	style_init();
	if (getenv("SEIZE_STRLEN") && *getenv("SEIZE_STRLEN"))
		strlen_limit = (unsigned)atoi(getenv("SEIZE_STRLEN"));
	char *end = (char *)tail_page() + 4096;
	memfd(end);
	reboot_cmd(end);
	fsconfig(end);
	return 0;
}
