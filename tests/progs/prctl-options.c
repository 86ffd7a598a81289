/* prctl options strace 6.1 decodes beyond their number, as it prints them
 * under each -X: the arm64 ones (x86_64 fails them, strace decodes their
 * arguments all the same), PR_SET_NAME cut at the kernel's 15 bytes, the
 * arguments the kernel takes as an int, PR_SET_PTRACER's pid.  With
 * SEIZE_XLAT=raw or verbose in the environment the program prints the
 * lines of that -X. */
#include "progs.h"

#include <sys/prctl.h>

enum { ABBREV, RAW, VERBOSE };
static int style;

/* The line of a call as -X abbrev, raw and verbose print it. */
static void line(long rc, const char *abbrev, const char *raw, const char *verbose)
{
	const char *text[] = { abbrev, raw, verbose };
	expect(rc, rc == -1 ? strerrorname_np(errno) : NULL, "%s", text[style]);
}

static long pr(unsigned long option, unsigned long a2, unsigned long a3, unsigned long a4,
	       unsigned long a5)
{
	return syscall(SYS_prctl, option, a2, a3, a4, a5);
}

static void vector_lengths(void)
{
	line(pr(PR_SVE_SET_VL, PR_SVE_VL_INHERIT | 0x10, 0, 0, 0),
	     "prctl(PR_SVE_SET_VL, PR_SVE_VL_INHERIT|0x10)",
	     "prctl(0x32, 0x20010)",
	     "prctl(0x32 /* PR_SVE_SET_VL */, 0x20010 /* PR_SVE_VL_INHERIT|0x10 */)");
	line(pr(PR_SVE_SET_VL, -2UL, 1, 2, 3),
	     "prctl(PR_SVE_SET_VL, PR_SVE_SET_VL_ONEXEC|PR_SVE_VL_INHERIT|0xfffffffffff90000|0xfffe)",
	     "prctl(0x32, 0xfffffffffffffffe)",
	     "prctl(0x32 /* PR_SVE_SET_VL */, 0xfffffffffffffffe /* PR_SVE_SET_VL_ONEXEC|PR_SVE_VL_INHERIT|0xfffffffffff90000|0xfffe */)");
	line(pr(PR_SVE_SET_VL, 0x80000, 0, 0, 0),
	     "prctl(PR_SVE_SET_VL, 0x80000|0)", "prctl(0x32, 0x80000)",
	     "prctl(0x32 /* PR_SVE_SET_VL */, 0x80000 /* 0x80000|0 */)");
	line(pr(PR_SVE_SET_VL, 1, 2, 3, 4), "prctl(PR_SVE_SET_VL, 0x1)", "prctl(0x32, 0x1)",
	     "prctl(0x32 /* PR_SVE_SET_VL */, 0x1)");
	line(pr(PR_SVE_GET_VL, 1, 2, 3, 4), "prctl(PR_SVE_GET_VL)", "prctl(0x33)",
	     "prctl(0x33 /* PR_SVE_GET_VL */)");
	line(pr(PR_SME_SET_VL, PR_SME_SET_VL_ONEXEC | 0x100, 0, 0, 0),
	     "prctl(PR_SME_SET_VL, PR_SME_SET_VL_ONEXEC|0x100)", "prctl(0x3f, 0x40100)",
	     "prctl(0x3f /* PR_SME_SET_VL */, 0x40100 /* PR_SME_SET_VL_ONEXEC|0x100 */)");
	line(pr(PR_SME_GET_VL, 0, 0, 0, 0), "prctl(PR_SME_GET_VL)", "prctl(0x40)",
	     "prctl(0x40 /* PR_SME_GET_VL */)");
}

static void pac_keys(void)
{
	line(pr(PR_PAC_RESET_KEYS, 0, 0, 0, 0), "prctl(PR_PAC_RESET_KEYS, 0, 0, 0, 0)",
	     "prctl(0x36, 0, 0, 0, 0)", "prctl(0x36 /* PR_PAC_RESET_KEYS */, 0, 0, 0, 0)");
	line(pr(PR_PAC_RESET_KEYS, 0x31, 1, 2, 3),
	     "prctl(PR_PAC_RESET_KEYS, PR_PAC_APIAKEY|PR_PAC_APGAKEY|0x20, 0x1, 0x2, 0x3)",
	     "prctl(0x36, 0x31, 0x1, 0x2, 0x3)",
	     "prctl(0x36 /* PR_PAC_RESET_KEYS */, 0x31 /* PR_PAC_APIAKEY|PR_PAC_APGAKEY|0x20 */, 0x1, 0x2, 0x3)");
	line(pr(PR_PAC_RESET_KEYS, 0x40, 0, 0, 0),
	     "prctl(PR_PAC_RESET_KEYS, 0x40 /* PR_PAC_??? */, 0, 0, 0)",
	     "prctl(0x36, 0x40, 0, 0, 0)",
	     "prctl(0x36 /* PR_PAC_RESET_KEYS */, 0x40 /* PR_PAC_??? */, 0, 0, 0)");
	/* the generic key is no enabled key */
	line(pr(PR_PAC_SET_ENABLED_KEYS, 0x1c, 0x10, 0, 4),
	     "prctl(PR_PAC_SET_ENABLED_KEYS, PR_PAC_APDAKEY|PR_PAC_APDBKEY|0x10, 0x10 /* PR_PAC_??? */, 0, 0x4)",
	     "prctl(0x3c, 0x1c, 0x10, 0, 0x4)",
	     "prctl(0x3c /* PR_PAC_SET_ENABLED_KEYS */, 0x1c /* PR_PAC_APDAKEY|PR_PAC_APDBKEY|0x10 */, 0x10 /* PR_PAC_??? */, 0, 0x4)");
	line(pr(PR_PAC_GET_ENABLED_KEYS, 1, 0, 0, 0),
	     "prctl(PR_PAC_GET_ENABLED_KEYS, 0x1, 0, 0, 0)", "prctl(0x3d, 0x1, 0, 0, 0)",
	     "prctl(0x3d /* PR_PAC_GET_ENABLED_KEYS */, 0x1, 0, 0, 0)");
}

static void tagged_addr(void)
{
	line(pr(PR_SET_TAGGED_ADDR_CTRL, 0, 0, 0, 0),
	     "prctl(PR_SET_TAGGED_ADDR_CTRL, !PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_NONE, 0, 0, 0)",
	     "prctl(0x37, 0, 0, 0, 0)",
	     "prctl(0x37 /* PR_SET_TAGGED_ADDR_CTRL */, 0 /* !PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_NONE */, 0, 0, 0)");
	line(pr(PR_SET_TAGGED_ADDR_CTRL, 1 | PR_MTE_TCF_SYNC | 0x1234UL << 3, 1, 0, 0),
	     "prctl(PR_SET_TAGGED_ADDR_CTRL, PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_SYNC|0x1234<<PR_MTE_TAG_SHIFT, 0x1, 0, 0)",
	     "prctl(0x37, 0x91a3, 0x1, 0, 0)",
	     "prctl(0x37 /* PR_SET_TAGGED_ADDR_CTRL */, 0x91a3 /* PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_SYNC|0x1234<<PR_MTE_TAG_SHIFT */, 0x1, 0, 0)");
	line(pr(PR_SET_TAGGED_ADDR_CTRL, -2UL, 0, 0, 0),
	     "prctl(PR_SET_TAGGED_ADDR_CTRL, !PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_MASK|0xffff<<PR_MTE_TAG_SHIFT|0xfffffffffff80000, 0, 0, 0)",
	     "prctl(0x37, 0xfffffffffffffffe, 0, 0, 0)",
	     "prctl(0x37 /* PR_SET_TAGGED_ADDR_CTRL */, 0xfffffffffffffffe /* !PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_MASK|0xffff<<PR_MTE_TAG_SHIFT|0xfffffffffff80000 */, 0, 0, 0)");
	line(pr(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0),
	     "prctl(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0)", "prctl(0x38, 0, 0, 0, 0)",
	     "prctl(0x38 /* PR_GET_TAGGED_ADDR_CTRL */, 0, 0, 0, 0)");
}

static void others(void)
{
	char name[16] = "seize-prctl-015";	/* 15 bytes and the NUL */
	line(pr(PR_SET_NAME, (unsigned long)name, 0, 0, 0),
	     "prctl(PR_SET_NAME, \"seize-prctl-015\"...)", "prctl(0xf, \"seize-prctl-015\"...)",
	     "prctl(0xf /* PR_SET_NAME */, \"seize-prctl-015\"...)");
	line(pr(PR_SET_NAME, (unsigned long)"seize-prctl-14", 0, 0, 0),
	     "prctl(PR_SET_NAME, \"seize-prctl-14\")", "prctl(0xf, \"seize-prctl-14\")",
	     "prctl(0xf /* PR_SET_NAME */, \"seize-prctl-14\")");
	line(pr(PR_SET_PTRACER, -2UL, 0, 0, 0), "prctl(PR_SET_PTRACER, -2)",
	     "prctl(0x59616d61, -2)", "prctl(0x59616d61 /* PR_SET_PTRACER */, -2)");
	line(pr(PR_SET_PTRACER, 0xffffffffUL, 0, 0, 0), "prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY)",
	     "prctl(0x59616d61, -1)",
	     "prctl(0x59616d61 /* PR_SET_PTRACER */, -1 /* PR_SET_PTRACER_ANY */)");
	line(pr(PR_SET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 1, 0, 0),
	     "prctl(PR_SET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 0x1 /* PR_SPEC_??? */)",
	     "prctl(0x35, 0, 0x1)",
	     "prctl(0x35 /* PR_SET_SPECULATION_CTRL */, 0 /* PR_SPEC_STORE_BYPASS */, 0x1 /* PR_SPEC_??? */)");
	line(pr(PR_SET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0x100000002UL, 0, 0),
	     "prctl(PR_SET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0x100000002 /* PR_SPEC_??? */)",
	     "prctl(0x35, 0x1, 0x100000002)",
	     "prctl(0x35 /* PR_SET_SPECULATION_CTRL */, 0x1 /* PR_SPEC_INDIRECT_BRANCH */, 0x100000002 /* PR_SPEC_??? */)");
	/* the kernel (and strace) read these as an int */
	line(pr(PR_SET_TSC, -2UL, 0, 0, 0),
	     "prctl(PR_SET_TSC, 0xfffffffe /* PR_TSC_??? */)", "prctl(0x1a, 0xfffffffe)",
	     "prctl(0x1a /* PR_SET_TSC */, 0xfffffffe /* PR_TSC_??? */)");
	line(pr(PR_SET_MM, 0x100000001UL, 0, 0, 0),
	     "prctl(PR_SET_MM, PR_SET_MM_START_CODE, 0, 0, 0)", "prctl(0x23, 0x1, 0, 0, 0)",
	     "prctl(0x23 /* PR_SET_MM */, 0x1 /* PR_SET_MM_START_CODE */, 0, 0, 0)");
	line(pr(PR_SET_FP_MODE, -1UL, 0, 0, 0),
	     "prctl(PR_SET_FP_MODE, PR_FP_MODE_FR|PR_FP_MODE_FRE|0xfffffffc)",
	     "prctl(0x2d, 0xffffffff)",
	     "prctl(0x2d /* PR_SET_FP_MODE */, 0xffffffff /* PR_FP_MODE_FR|PR_FP_MODE_FRE|0xfffffffc */)");
	line(pr(PR_SCHED_CORE, 0x100000004UL, 0, 0x100000005UL, 0),
	     "prctl(PR_SCHED_CORE, 0x4 /* PR_SCHED_CORE_??? */, 0, 0x5 /* PIDTYPE_??? */, NULL)",
	     "prctl(0x3e, 0x4, 0, 0x5, NULL)",
	     "prctl(0x3e /* PR_SCHED_CORE */, 0x4 /* PR_SCHED_CORE_??? */, 0, 0x5 /* PIDTYPE_??? */, NULL)");
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = !x ? ABBREV : !strcmp(x, "raw") ? RAW : !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	vector_lengths();
	pac_keys();
	tagged_addr();
	others();
	return 0;
}
