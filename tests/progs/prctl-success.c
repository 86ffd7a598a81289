/* What prctl and arch_prctl print when they succeed: return values that
 * strace 6.1 shows in hex and names after them, and what the kernel wrote
 * (PR_SCHED_CORE_GET's cookie, ARCH_GET_XCOMP_*'s mask).  x86_64 fails the
 * arm64 options, so the bats test runs this program under
 *	seize -e inject=prctl:retval=RC:when=2+
 * with RC 0 or 0x2ea57, each prctl after the first (which sets up the fake
 * below) then returning RC without running; the arch_prctl results come
 * from newcalls-fake.h's supervisor.  With SEIZE_XLAT=raw or verbose in the
 * environment the program prints the lines of that -X. */
#include "newcalls-fake.h"

#include <asm/prctl.h>
#include <inttypes.h>
#include <stdint.h>
#include <sys/prctl.h>

enum { ABBREV, RAW, VERBOSE };
static int style;

/* A return value rc, as text, and the names strace writes after it,
 * which -X raw leaves out; NULL names for none. */
static const char *ret(const char *rc, const char *names, bool injected)
{
	static char buf[512];
	snprintf(buf, sizeof buf, "%s%s%s%s%s", rc, names && style != RAW ? " (" : "",
		 names && style != RAW ? names : "", names && style != RAW ? ")" : "",
		 injected ? " (INJECTED)" : "");
	return buf;
}

/* The call as -X abbrev, raw and verbose print it. */
static void line(const char *ret_text, const char *abbrev, const char *raw, const char *verbose)
{
	const char *text[] = { abbrev, raw, verbose };
	expect_ret(ret_text, "%s", text[style]);
}

static long pr(unsigned long option, unsigned long a2, unsigned long a3, unsigned long a4,
	       unsigned long a5)
{
	return syscall(SYS_prctl, option, a2, a3, a4, a5);
}

/* The options whose return value is a vector length with flags, a key
 * set, an address-tagging mode, speculation flags: in hex, named. */
static void results(long rc)
{
	bool big = rc != 0;
	pr(PR_SVE_SET_VL, 0x10, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_SVE_VL_INHERIT|0xea57", true) : ret("0", NULL, true),
	     "prctl(PR_SVE_SET_VL, 0x10)", "prctl(0x32, 0x10)",
	     "prctl(0x32 /* PR_SVE_SET_VL */, 0x10)");
	pr(PR_SVE_GET_VL, 0, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_SVE_VL_INHERIT|0xea57", true) : ret("0", NULL, true),
	     "prctl(PR_SVE_GET_VL)", "prctl(0x33)", "prctl(0x33 /* PR_SVE_GET_VL */)");
	pr(PR_SME_SET_VL, 0x10, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_SME_VL_INHERIT|0xea57", true) : ret("0", NULL, true),
	     "prctl(PR_SME_SET_VL, 0x10)", "prctl(0x3f, 0x10)",
	     "prctl(0x3f /* PR_SME_SET_VL */, 0x10)");
	pr(PR_SME_GET_VL, 0, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_SME_VL_INHERIT|0xea57", true) : ret("0", NULL, true),
	     "prctl(PR_SME_GET_VL)", "prctl(0x40)", "prctl(0x40 /* PR_SME_GET_VL */)");
	pr(PR_PAC_GET_ENABLED_KEYS, 0, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_PAC_APIAKEY|PR_PAC_APIBKEY|PR_PAC_APDAKEY|0x2ea50", true) :
		   ret("0", NULL, true),
	     "prctl(PR_PAC_GET_ENABLED_KEYS, 0, 0, 0, 0)", "prctl(0x3d, 0, 0, 0, 0)",
	     "prctl(0x3d /* PR_PAC_GET_ENABLED_KEYS */, 0, 0, 0, 0)");
	pr(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_MASK|0x5d4a<<PR_MTE_TAG_SHIFT", true) :
		   ret("0", "!PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_NONE", true),
	     "prctl(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0)", "prctl(0x38, 0, 0, 0, 0)",
	     "prctl(0x38 /* PR_GET_TAGGED_ADDR_CTRL */, 0, 0, 0, 0)");
	pr(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 0, 0, 0);
	line(big ? ret("0x2ea57", "PR_SPEC_PRCTL|PR_SPEC_ENABLE|PR_SPEC_DISABLE|PR_SPEC_DISABLE_NOEXEC|0x2ea40", true) :
		   ret("0", "PR_SPEC_NOT_AFFECTED", true),
	     "prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS)", "prctl(0x34, 0)",
	     "prctl(0x34 /* PR_GET_SPECULATION_CTRL */, 0 /* PR_SPEC_STORE_BYPASS */)");
	/* no flags for a control strace does not know: the number in decimal */
	pr(PR_GET_SPECULATION_CTRL, 3, 0, 0, 0);
	line(ret(big ? "191063" : "0", NULL, true),
	     "prctl(PR_GET_SPECULATION_CTRL, 0x3 /* PR_SPEC_??? */)", "prctl(0x34, 0x3)",
	     "prctl(0x34 /* PR_GET_SPECULATION_CTRL */, 0x3 /* PR_SPEC_??? */)");
}

/* PR_SCHED_CORE_GET's cookie at exit; the address where it cannot be read
 * whole. */
static void sched_core(long rc)
{
	const char *rc_text = rc ? "191063" : "0";
	uint64_t *cookie = malloc(sizeof *cookie);
	char *tail = (char *)tail_page() + 4096 - 4;
	char a[160], r[160], v[160], val[32];
	*cookie = 0xfeedfacecafe0001ULL;
	pr(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0, (unsigned long)cookie);
	snprintf(val, sizeof val, "[%#" PRIx64 "]", *cookie);
	snprintf(a, sizeof a, "prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0 /* PIDTYPE_PID */, %s)", val);
	snprintf(r, sizeof r, "prctl(0x3e, 0, 0, 0, %s)", val);
	snprintf(v, sizeof v, "prctl(0x3e /* PR_SCHED_CORE */, 0 /* PR_SCHED_CORE_GET */, 0, 0 /* PIDTYPE_PID */, %s)", val);
	line(ret(rc_text, NULL, true), a, r, v);
	pr(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 1, (unsigned long)tail);
	snprintf(val, sizeof val, "%p", (void *)tail);
	snprintf(a, sizeof a, "prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0x1 /* PIDTYPE_TGID */, %s)", val);
	snprintf(r, sizeof r, "prctl(0x3e, 0, 0, 0x1, %s)", val);
	snprintf(v, sizeof v, "prctl(0x3e /* PR_SCHED_CORE */, 0 /* PR_SCHED_CORE_GET */, 0, 0x1 /* PIDTYPE_TGID */, %s)", val);
	line(ret(rc_text, NULL, true), a, r, v);
	pr(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0, 0);
	line(ret(rc_text, NULL, true),
	     "prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0 /* PIDTYPE_PID */, NULL)",
	     "prctl(0x3e, 0, 0, 0, NULL)",
	     "prctl(0x3e /* PR_SCHED_CORE */, 0 /* PR_SCHED_CORE_GET */, 0, 0 /* PIDTYPE_PID */, NULL)");
	/* the other commands write nothing: the address */
	pr(PR_SCHED_CORE, PR_SCHED_CORE_CREATE, 0, 0, (unsigned long)cookie);
	snprintf(val, sizeof val, "%p", (void *)cookie);
	snprintf(a, sizeof a, "prctl(PR_SCHED_CORE, PR_SCHED_CORE_CREATE, 0, 0 /* PIDTYPE_PID */, %s)", val);
	snprintf(r, sizeof r, "prctl(0x3e, 0x1, 0, 0, %s)", val);
	snprintf(v, sizeof v, "prctl(0x3e /* PR_SCHED_CORE */, 0x1 /* PR_SCHED_CORE_CREATE */, 0, 0 /* PIDTYPE_PID */, %s)", val);
	line(ret(rc_text, NULL, true), a, r, v);
	free(cookie);
}

static long arch(unsigned long code, unsigned long arg, long rval)
{
	struct fake_result res = { rval, NULL, NULL, 0 };
	return fake_call(SYS_arch_prctl, code, arg, 0, 0, &res);
}

/* ARCH_GET_XCOMP_*: the mask the kernel wrote (here, what the program
 * left there); ARCH_REQ_XCOMP_*: a mask in the return value. */
static void arch_prctl_results(void)
{
	uint64_t *mask = malloc(sizeof *mask);
	char *tail = (char *)tail_page() + 4096 - 4;
	char a[160], r[160], v[160];
	*mask = 0;
	arch(ARCH_GET_XCOMP_PERM, (unsigned long)mask, 0);
	line("0", "arch_prctl(ARCH_GET_XCOMP_PERM, [0])", "arch_prctl(0x1022, [0])",
	     "arch_prctl(0x1022 /* ARCH_GET_XCOMP_PERM */, [0])");
	*mask = 0xfffffffffff97800ULL;
	arch(ARCH_GET_XCOMP_GUEST_PERM, (unsigned long)mask, 0);
	line("0", "arch_prctl(ARCH_GET_XCOMP_GUEST_PERM, [0xfffffffffff97800 /* XFEATURE_MASK_??? */])",
	     "arch_prctl(0x1024, [0xfffffffffff97800])",
	     "arch_prctl(0x1024 /* ARCH_GET_XCOMP_GUEST_PERM */, [0xfffffffffff97800 /* XFEATURE_MASK_??? */])");
	*mask = 0x20003;
	arch(ARCH_GET_XCOMP_SUPP, (unsigned long)mask, 0);
	line("0", "arch_prctl(ARCH_GET_XCOMP_SUPP, [0x20003 /* XFEATURE_MASK_FPSSE|XFEATURE_MASK_XTILE_CFG */])",
	     "arch_prctl(0x1021, [0x20003])",
	     "arch_prctl(0x1021 /* ARCH_GET_XCOMP_SUPP */, [0x20003 /* XFEATURE_MASK_FPSSE|XFEATURE_MASK_XTILE_CFG */])");
	arch(ARCH_GET_XCOMP_SUPP, (unsigned long)tail, 0);
	snprintf(a, sizeof a, "arch_prctl(ARCH_GET_XCOMP_SUPP, %p)", (void *)tail);
	snprintf(r, sizeof r, "arch_prctl(0x1021, %p)", (void *)tail);
	snprintf(v, sizeof v, "arch_prctl(0x1021 /* ARCH_GET_XCOMP_SUPP */, %p)", (void *)tail);
	line("0", a, r, v);
	arch(ARCH_REQ_XCOMP_PERM, 17, 0x60003);
	line(ret("0x60003", "XFEATURE_MASK_FPSSE|XFEATURE_MASK_XTILE", false),
	     "arch_prctl(ARCH_REQ_XCOMP_PERM, 0x11 /* XFEATURE_XTILE_CFG */)",
	     "arch_prctl(0x1023, 0x11)",
	     "arch_prctl(0x1023 /* ARCH_REQ_XCOMP_PERM */, 0x11 /* XFEATURE_XTILE_CFG */)");
	/* no name applies: the number alone, still in hex */
	arch(ARCH_REQ_XCOMP_GUEST_PERM, 0xdeadface, 0x800000);
	line("0x800000", "arch_prctl(ARCH_REQ_XCOMP_GUEST_PERM, 0xdeadface /* XFEATURE_??? */)",
	     "arch_prctl(0x1025, 0xdeadface)",
	     "arch_prctl(0x1025 /* ARCH_REQ_XCOMP_GUEST_PERM */, 0xdeadface /* XFEATURE_??? */)");
	arch(ARCH_REQ_XCOMP_PERM, 0, 0);
	line("0", "arch_prctl(ARCH_REQ_XCOMP_PERM, 0 /* XFEATURE_FP */)", "arch_prctl(0x1023, 0)",
	     "arch_prctl(0x1023 /* ARCH_REQ_XCOMP_PERM */, 0 /* XFEATURE_FP */)");
	free(mask);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = x && !strcmp(x, "raw") ? RAW : x && !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	/* the first prctl, which the injection leaves alone */
	if (!fake_start(SYS_arch_prctl, SYS_arch_prctl))
		return 1;
	line("0", "prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)", "prctl(0x26, 1, 0, 0, 0)",
	     "prctl(0x26 /* PR_SET_NO_NEW_PRIVS */, 1, 0, 0, 0)");
	long rc = pr(PR_GET_KEEPCAPS, 0, 0, 0, 0);
	if (rc != 0 && rc != 0x2ea57)
		return 2;	/* not run under the injection */
	line(ret(rc ? "191063" : "0", NULL, true), "prctl(PR_GET_KEEPCAPS)", "prctl(0x7)",
	     "prctl(0x7 /* PR_GET_KEEPCAPS */)");
	results(rc);
	sched_core(rc);
	arch_prctl_results();
	return 0;
}
