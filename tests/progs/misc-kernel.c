/* Calls that talk to the kernel as a whole: syslog's actions (named in a
 * comment under every -X, buf and len left out where the kernel ignores
 * them), _sysctl's struct __sysctl_args, kexec_load's segments and its
 * architecture|flags, kexec_file_load's command line with its length, and
 * (under -X raw) arch_prctl's XSAVE mask without its comment.  Structs
 * that run into an unmapped page print as their address.  Nothing here
 * can change the system: every kexec call names a foreign architecture,
 * too many segments or an unknown flag, which the kernel refuses before
 * it loads or unloads anything, and syslog only asks.  SEIZE_XLAT=raw or
 * verbose in the environment: the lines of that -X. */
#include "progs.h"

#include <asm/prctl.h>
#include <linux/kexec.h>
#include <stdint.h>

enum { ABBREV, RAW, VERBOSE };
static int xmode;

/* A named value as -X shows it: the name, the number, or both. */
static const char *xl(const char *name, const char *num)
{
	static char bufs[8][256];
	static int next;
	char *b = bufs[next++ % 8];
	if (xmode == RAW)
		snprintf(b, sizeof bufs[0], "%s", num);
	else if (xmode == VERBOSE)
		snprintf(b, sizeof bufs[0], "%s /* %s */", num, name);
	else
		snprintf(b, sizeof bufs[0], "%s", name);
	return b;
}

static const char *err(void)
{
	return strerrorname_np(errno);
}

static void test_syslog(void)
{
	long rc = syscall(SYS_syslog, 10, NULL, -1);
	expect(rc, err(), "syslog(10 /* SYSLOG_ACTION_SIZE_BUFFER */)");
	rc = syscall(SYS_syslog, 0, (void *)0xdead, 5);
	expect(rc, err(), "syslog(0 /* SYSLOG_ACTION_CLOSE */)");
	/* READ_ALL prints at exit: the address when it fails */
	rc = syscall(SYS_syslog, 3, NULL, 10);
	expect(rc, err(), "syslog(3 /* SYSLOG_ACTION_READ_ALL */, NULL, 10)");
	char buf[8];
	rc = syscall(SYS_syslog, 3, buf, 0);
	if (rc < 0)
		expect(rc, err(), "syslog(3 /* SYSLOG_ACTION_READ_ALL */, %p, 0)", (void *)buf);
	else
		expect(rc, err(), "syslog(3 /* SYSLOG_ACTION_READ_ALL */, \"\", 0)");
	/* the kernel refuses these levels: nothing changes */
	rc = syscall(SYS_syslog, 8, NULL, 0);
	expect(rc, err(), "syslog(8 /* SYSLOG_ACTION_CONSOLE_LEVEL */, NULL, 0 /* LOGLEVEL_EMERG */)");
	rc = syscall(SYS_syslog, 8, NULL, 9);
	expect(rc, err(), "syslog(8 /* SYSLOG_ACTION_CONSOLE_LEVEL */, NULL, 9 /* LOGLEVEL_??? */)");
	rc = syscall(SYS_syslog, -1, buf, -1);
	expect(rc, err(), "syslog(-1 /* SYSLOG_ACTION_??? */, %p, -1)", (void *)buf);
	rc = syscall(SYS_syslog, 11, NULL, 64);
	expect(rc, err(), "syslog(11 /* SYSLOG_ACTION_??? */, NULL, 64)");
}

struct sysctl_args {
	int *name;
	int nlen;
	void *oldval;
	size_t *oldlenp;
	void *newval;
	size_t newlen;
	unsigned long unused[4];
};

static void test_sysctl(char *page)
{
	struct sysctl_args *a = (void *)(page + 4096 - sizeof *a);
	memset(a, 0, sizeof *a);
	a->name = (int *)0x1234;
	a->nlen = -2;
	a->oldval = (void *)0xfeed;
	a->newlen = (size_t)-1;
	long rc = syscall(SYS__sysctl, a);
	expect(rc, err(), "_sysctl({name=0x1234, nlen=-2, oldval=0xfeed, oldlenp=NULL, newval=NULL, "
	       "newlen=18446744073709551615})");
	rc = syscall(SYS__sysctl, NULL);
	expect(rc, err(), "_sysctl(NULL)");
	/* the struct runs into the unmapped page */
	rc = syscall(SYS__sysctl, (char *)a + 8);
	expect(rc, err(), "_sysctl(%p)", (void *)((char *)a + 8));
}

struct segment {
	uint64_t buf, bufsz, mem, memsz;
};

static void test_kexec(char *page)
{
	const char *sh_flags = xmode == RAW ? "0x2a0000|0x3" : xmode == VERBOSE ?
		"0x2a0000 /* KEXEC_ARCH_SH */|0x3 /* KEXEC_ON_CRASH|KEXEC_PRESERVE_CONTEXT */" :
		"KEXEC_ARCH_SH|KEXEC_ON_CRASH|KEXEC_PRESERVE_CONTEXT";
	struct segment *seg = (void *)(page + 4096 - sizeof *seg);
	seg->buf = 0;
	seg->bufsz = 10;
	seg->mem = 0x100000;
	seg->memsz = (uint64_t)-1;
	long rc = syscall(SYS_kexec_load, 0x1000UL, 1UL, seg,
			  (unsigned long)(KEXEC_ARCH_SH | KEXEC_ON_CRASH | KEXEC_PRESERVE_CONTEXT));
	expect(rc, err(), "kexec_load(0x1000, 1, [{buf=NULL, bufsz=10, mem=0x100000, "
	       "memsz=18446744073709551615}], %s)", sh_flags);
	/* the second segment is in the unmapped page */
	rc = syscall(SYS_kexec_load, 0UL, 2UL, seg, (unsigned long)KEXEC_ARCH_SH);
	expect(rc, err(), "kexec_load(NULL, 2, [{buf=NULL, bufsz=10, mem=0x100000, "
	       "memsz=18446744073709551615}, ... /* %p */], %s)", (void *)(seg + 1),
	       xl("KEXEC_ARCH_SH", "0x2a0000"));
	/* more segments than the kernel takes are not read */
	rc = syscall(SYS_kexec_load, 0UL, 17UL, seg, 0UL);
	expect(rc, err(), "kexec_load(NULL, 17, %p, %s)", (void *)seg,
	       xl("KEXEC_ARCH_DEFAULT", "0"));
	rc = syscall(SYS_kexec_load, 0UL, 17UL, NULL, 0xda7a0010UL);
	expect(rc, err(), "kexec_load(NULL, 17, NULL, %s)",
	       xmode == RAW ? "0xda7a0000|0x10" :
	       "0xda7a0000 /* KEXEC_ARCH_??? */|0x10 /* KEXEC_??? */");

	/* the command line is cmdline_len bytes, NULs and all */
	const char *flags = xmode == RAW ? "0x106" : xmode == VERBOSE ?
		"0x106 /* KEXEC_FILE_ON_CRASH|KEXEC_FILE_NO_INITRAMFS|0x100 */" :
		"KEXEC_FILE_ON_CRASH|KEXEC_FILE_NO_INITRAMFS|0x100";
	char *cmd = page + 4096 - 7;
	memcpy(cmd, "ro\0quie", 7);
	rc = syscall(SYS_kexec_file_load, -1, 5, 7UL, cmd,
		     (unsigned long)(KEXEC_FILE_ON_CRASH | KEXEC_FILE_NO_INITRAMFS | 0x100));
	expect(rc, err(), "kexec_file_load(-1, 5, 7, \"ro\\0quie\", %s)", flags);
	rc = syscall(SYS_kexec_file_load, -1, 5, 8UL, cmd,
		     (unsigned long)(KEXEC_FILE_ON_CRASH | KEXEC_FILE_NO_INITRAMFS | 0x100));
	expect(rc, err(), "kexec_file_load(-1, 5, 8, %p, %s)", (void *)cmd, flags);
}

/* The mask's names depend on the CPU: only -X raw, which leaves them out. */
static void test_arch_prctl(void)
{
	unsigned long mask = 0;
	long rc = syscall(SYS_arch_prctl, ARCH_GET_XCOMP_SUPP, &mask);
	if (rc == 0)
		expect(rc, NULL, "arch_prctl(0x1021, [%#lx])", mask);
	else
		expect(rc, err(), "arch_prctl(0x1021, %p)", (void *)&mask);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	xmode = x && !strcmp(x, "raw") ? RAW : x && !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	char *page = tail_page();
	test_syslog();
	test_sysctl(page);
	test_kexec(page);
	if (xmode == RAW)
		test_arch_prctl();
	return 0;
}
