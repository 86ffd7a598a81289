/* What strace prints after a return value only when it prints names:
 * ioprio_get's IOPRIO_PRIO_VALUE(...) and prctl's bit sets (securebits,
 * speculation control), which -X raw leaves out, beside the names it
 * keeps under every -X (PR_GET_DUMPABLE, PR_MCE_KILL_GET).  With
 * SEIZE_XLAT=raw or verbose in the environment the program prints the
 * lines of that -X. */
#include "progs.h"

#include <linux/ioprio.h>
#include <linux/securebits.h>
#include <sys/prctl.h>

enum { ABBREV, RAW, VERBOSE };
static int style;

static const char *pick(const char *abbrev, const char *raw, const char *verbose)
{
	const char *text[] = { abbrev, raw, verbose };
	return text[style];
}

static long pr(unsigned long option, unsigned long a2)
{
	return syscall(SYS_prctl, option, a2, 0, 0, 0);
}

static void ioprio(void)
{
	int me = getpid();
	long rc = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, me,
			  IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4));
	expect(rc, strerrorname_np(errno), "%s, %d, %s)",
	       pick("ioprio_set(IOPRIO_WHO_PROCESS", "ioprio_set(0x1",
		    "ioprio_set(0x1 /* IOPRIO_WHO_PROCESS */"), me,
	       pick("IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)", "16388",
		    "16388 /* IOPRIO_PRIO_VALUE(0x2 /* IOPRIO_CLASS_BE */, 4) */"));
	rc = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, me);
	char ret[64];
	snprintf(ret, sizeof ret, "%ld%s", rc, rc != 16388 ? " (?)" :
		 pick(" (IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4))", "",
		      " (IOPRIO_PRIO_VALUE(0x2 /* IOPRIO_CLASS_BE */, 4))"));
	expect_ret(ret, "%s, %d)", pick("ioprio_get(IOPRIO_WHO_PROCESS", "ioprio_get(0x1",
					 "ioprio_get(0x1 /* IOPRIO_WHO_PROCESS */"), me);
	/* an error has no part after it */
	rc = syscall(SYS_ioprio_get, 9, me);
	expect(rc, strerrorname_np(errno), "%s, %d)",
	       pick("ioprio_get(0x9 /* IOPRIO_WHO_??? */", "ioprio_get(0x9",
		    "ioprio_get(0x9 /* IOPRIO_WHO_??? */"), me);
}

/* PR_GET_SPECULATION_CTRL's answer, as strace names it */
static void spec_names(char *buf, size_t size, long v)
{
	static const struct { long bit; const char *name; } bits[] = {
		{ PR_SPEC_PRCTL, "PR_SPEC_PRCTL" }, { PR_SPEC_ENABLE, "PR_SPEC_ENABLE" },
		{ PR_SPEC_DISABLE, "PR_SPEC_DISABLE" },
		{ PR_SPEC_FORCE_DISABLE, "PR_SPEC_FORCE_DISABLE" },
		{ PR_SPEC_DISABLE_NOEXEC, "PR_SPEC_DISABLE_NOEXEC" },
	};
	size_t n = 0;
	buf[0] = 0;
	if (v == 0) {
		snprintf(buf, size, "PR_SPEC_NOT_AFFECTED");
		return;
	}
	for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
		if (v & bits[i].bit) {
			n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? "|" : "", bits[i].name);
			v &= ~bits[i].bit;
		}
	if (v && n)
		snprintf(buf + n, size - n, "|%#lx", v);
}

static void speculation(void)
{
	static const struct { unsigned long which; const char *name; } which[] = {
		{ PR_SPEC_STORE_BYPASS, "PR_SPEC_STORE_BYPASS" },
		{ PR_SPEC_INDIRECT_BRANCH, "PR_SPEC_INDIRECT_BRANCH" },
	};
	for (size_t i = 0; i < sizeof which / sizeof which[0]; i++) {
		long rc = pr(PR_GET_SPECULATION_CTRL, which[i].which);
		char call[128], names[256], ret[300];
		snprintf(call, sizeof call, "prctl(%s, %s)",
			 pick("PR_GET_SPECULATION_CTRL", "0x34", "0x34 /* PR_GET_SPECULATION_CTRL */"),
			 style == ABBREV ? which[i].name : style == RAW ?
			 (which[i].which ? "0x1" : "0") :
			 (which[i].which ? "0x1 /* PR_SPEC_INDIRECT_BRANCH */" : "0 /* PR_SPEC_STORE_BYPASS */"));
		if (rc < 0) {
			expect(rc, strerrorname_np(errno), "%s", call);
			continue;
		}
		spec_names(names, sizeof names, rc);
		if (style == RAW || !names[0])
			snprintf(ret, sizeof ret, "%#lx", rc);
		else
			snprintf(ret, sizeof ret, "%#lx (%s)", rc, names);
		expect_ret(ret, "%s", call);
	}
}

static void securebits(void)
{
	const char *get = pick("prctl(PR_GET_SECUREBITS)", "prctl(0x1b)",
			       "prctl(0x1b /* PR_GET_SECUREBITS */)");
	long rc = pr(PR_GET_SECUREBITS, 0);
	expect(rc, strerrorname_np(errno), "%s", get);
	rc = pr(PR_SET_SECUREBITS, SECBIT_KEEP_CAPS);
	expect(rc, strerrorname_np(errno), "%s",
	       pick("prctl(PR_SET_SECUREBITS, SECBIT_KEEP_CAPS)", "prctl(0x1c, 0x10)",
		    "prctl(0x1c /* PR_SET_SECUREBITS */, 0x10 /* SECBIT_KEEP_CAPS */)"));
	if (rc == 0) {
		rc = pr(PR_GET_SECUREBITS, 0);
		expect_ret(pick("0x10 (SECBIT_KEEP_CAPS)", "0x10", "0x10 (SECBIT_KEEP_CAPS)"),
			   "%s", get);
		rc = pr(PR_SET_SECUREBITS, 0);
		expect(rc, strerrorname_np(errno), "%s",
		       pick("prctl(PR_SET_SECUREBITS, 0)", "prctl(0x1c, 0)",
			    "prctl(0x1c /* PR_SET_SECUREBITS */, 0)"));
	}
}

/* names strace keeps under every -X */
static void always_named(void)
{
	long rc = pr(PR_GET_DUMPABLE, 0);
	expect_ret(rc == 1 ? "1 (SUID_DUMP_USER)" : "?", "%s",
		   pick("prctl(PR_GET_DUMPABLE)", "prctl(0x3)", "prctl(0x3 /* PR_GET_DUMPABLE */)"));
	rc = pr(PR_MCE_KILL_GET, 0);
	expect_ret(rc == PR_MCE_KILL_DEFAULT ? "2 (PR_MCE_KILL_DEFAULT)" : "?", "%s",
		   pick("prctl(PR_MCE_KILL_GET, 0, 0, 0, 0)", "prctl(0x22, 0, 0, 0, 0)",
			"prctl(0x22 /* PR_MCE_KILL_GET */, 0, 0, 0, 0)"));
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = !x ? ABBREV : !strcmp(x, "raw") ? RAW : !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	ioprio();
	speculation();
	securebits();
	always_named();
	return 0;
}
