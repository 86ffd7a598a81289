/* Classic BPF programs: seccomp filters passed to seccomp(2) and to
 * prctl(PR_SET_SECCOMP), socket filters to setsockopt(SO_ATTACH_FILTER)
 * and read back with SO_GET_FILTER.  The seccomp programs are refused
 * (an unknown flag, a program that does not end in a return), so none is
 * installed.  SEIZE_BPF_V=1 says seize runs with -v (the instructions
 * print); SEIZE_BPF_XLAT=raw or verbose which -X it has (the socket calls,
 * whose option names another decoder prints, are left out then). */
#include "progs.h"

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>

static enum { ABBREV, RAW, VERBOSE } xlat;
static int verbose;

/* Text that lives until the program ends: the expected lines are built
 * from many pieces. */
static char *keep(const char *s)
{
	static char pool[1 << 16];
	static size_t used;
	size_t n = strlen(s) + 1;
	if (used + n > sizeof pool)
		abort();
	char *p = memcpy(pool + used, s, n);
	used += n;
	return p;
}

static const char *hex(unsigned long v)
{
	char b[32];
	snprintf(b, sizeof b, v ? "%#lx" : "0", v);
	return keep(b);
}

/* A constant: its name, its number under -X raw, both under -X verbose. */
static const char *N(unsigned long v, const char *name)
{
	char b[128];
	if (xlat == ABBREV)
		return name;
	if (xlat == RAW)
		return hex(v);
	snprintf(b, sizeof b, "%s /* %s */", hex(v), name);
	return keep(b);
}

/* A value no name covers: the number, its default name in a comment but
 * under -X raw. */
static const char *U(unsigned long v, const char *dflt)
{
	char b[128];
	if (xlat == RAW)
		return hex(v);
	snprintf(b, sizeof b, "%s /* %s */", hex(v), dflt);
	return keep(b);
}

static const char *cat(const char *a, const char *sep, const char *b)
{
	char buf[4096];
	snprintf(buf, sizeof buf, "%s%s%s", a, sep, b);
	return keep(buf);
}

static const char *errname(void)
{
	switch (errno) {
	case EINVAL: return "EINVAL";
	case EACCES: return "EACCES";
	case EFAULT: return "EFAULT";
	case EPERM: return "EPERM";
	case ENOMEM: return "ENOMEM";
	default: return "E???";
	}
}

/* What the instructions below print, in a struct sock_fprog's filter. */
struct insn_text {
	struct sock_filter f;
	const char *text;
};

static const char *program(const struct insn_text *p, size_t n)
{
	const char *s = "[";
	for (size_t i = 0; i < n; i++)
		s = cat(s, i ? ", " : "", p[i].text);
	return cat(s, "", "]");
}

static const char *stmt(const char *code, const char *k)
{
	return cat(cat(cat("BPF_STMT(", "", code), ", ", k), "", ")");
}

static const char *code3(unsigned a, const char *an, unsigned b, const char *bn,
			 unsigned c, const char *cn)
{
	return cat(cat(N(a, an), "|", N(b, bn)), "|", N(c, cn));
}

static void seccomp_filters(void)
{
	const char *ld_w_abs = code3(BPF_LD, "BPF_LD", BPF_W, "BPF_W", BPF_ABS, "BPF_ABS");
	const char *ret_k = cat(N(BPF_RET, "BPF_RET"), "|", N(BPF_K, "BPF_K"));
	struct insn_text p[] = {
		{ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 4), stmt(ld_w_abs, "0x4") },
		{ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xc000003e, 0, 3),
		  cat(cat("BPF_JUMP(", "", code3(BPF_JMP, "BPF_JMP", BPF_K, "BPF_K", BPF_JEQ, "BPF_JEQ")),
		      "", ", 0xc000003e, 0, 0x3)") },
		{ BPF_STMT(BPF_LDX | BPF_B | BPF_MSH, 0xe),
		  stmt(code3(BPF_LDX, "BPF_LDX", BPF_B, "BPF_B", BPF_MSH, "BPF_MSH"), "0xe") },
		{ BPF_STMT(BPF_ALU | BPF_X | BPF_AND, 0),
		  stmt(code3(BPF_ALU, "BPF_ALU", BPF_X, "BPF_X", BPF_AND, "BPF_AND"), "0") },
		{ BPF_STMT(BPF_ST, 2), stmt(N(BPF_ST, "BPF_ST"), "0x2") },
		{ BPF_STMT(BPF_JMP | BPF_JA, 1),
		  stmt(code3(BPF_JMP, "BPF_JMP", BPF_K, "BPF_K", BPF_JA, "BPF_JA"), "0x1") },
		{ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 13),
		  stmt(ret_k, cat(N(SECCOMP_RET_ERRNO, "SECCOMP_RET_ERRNO"), "|", "0xd")) },
		{ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		  stmt(ret_k, N(SECCOMP_RET_ALLOW, "SECCOMP_RET_ALLOW")) },
		{ BPF_STMT(BPF_RET | BPF_K, 0x00110000), stmt(ret_k, U(0x00110000, "SECCOMP_RET_???")) },
		{ BPF_STMT(BPF_RET | BPF_A, 0),
		  stmt(cat(N(BPF_RET, "BPF_RET"), "|", N(BPF_A, "BPF_A")),
		       N(SECCOMP_RET_KILL_THREAD, "SECCOMP_RET_KILL_THREAD")) },
		{ BPF_STMT(BPF_MISC | BPF_TXA, 0),
		  stmt(cat(N(BPF_MISC, "BPF_MISC"), "|", N(BPF_TXA, "BPF_TXA")), "0") },
		/* not a return: the kernel refuses the program */
		{ BPF_STMT(BPF_MISC | BPF_TAX, 0),
		  stmt(cat(N(BPF_MISC, "BPF_MISC"), "|", N(BPF_TAX, "BPF_TAX")), "0") },
	};
	enum { LEN = sizeof p / sizeof p[0] };
	struct sock_filter f[LEN];
	for (size_t i = 0; i < LEN; i++)
		f[i] = p[i].f;
	struct sock_fprog prog = { LEN, f };
	char buf[64];
	snprintf(buf, sizeof buf, "%p", (void *)f);
	const char *insns = verbose ? program(p, LEN) : keep(buf);
	const char *set_filter = N(SECCOMP_SET_MODE_FILTER, "SECCOMP_SET_MODE_FILTER");
	const char *bad_flag = U(0x80000000, "SECCOMP_FILTER_FLAG_???");

	long rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x80000000, &prog);
	expect(rc, errname(), "seccomp(%s, %s, {len=%d, filter=%s})", set_filter, bad_flag,
	       LEN, insns);
	rc = prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
	expect(rc, errname(), "prctl(%s, %s, {len=%d, filter=%s})",
	       N(PR_SET_SECCOMP, "PR_SET_SECCOMP"), N(SECCOMP_MODE_FILTER, "SECCOMP_MODE_FILTER"),
	       LEN, insns);

	/* no instructions */
	struct sock_fprog empty = { 0, f };
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x80000000, &empty);
	expect(rc, errname(), "seccomp(%s, %s, {len=0, filter=%s})", set_filter, bad_flag,
	       verbose ? "[]" : buf);

	/* a junk bit in a store, and the second instruction unreadable */
	char *page = tail_page();
	struct sock_filter *edge = (struct sock_filter *)(page + 4096 - sizeof *edge);
	*edge = (struct sock_filter)BPF_STMT(BPF_STX | 0x10, 3);
	struct sock_fprog cut = { 2, edge };
	snprintf(buf, sizeof buf, "%p", (void *)edge);
	const char *one = stmt(cat(N(BPF_STX, "BPF_STX"), "|", "0x10 /* BPF_??? */"), "0x3");
	char end[64];
	snprintf(end, sizeof end, "%p", (void *)(page + 4096));
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x80000000, &cut);
	expect(rc, errname(), "seccomp(%s, %s, {len=2, filter=%s})", set_filter, bad_flag,
	       verbose ? cat(cat(cat("[", "", one), ", ... /* ", end), "", " */]") : buf);

	/* the struct itself crossing into the unmapped page, and NULL */
	void *half = page + 4096 - 8;
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x80000000, half);
	expect(rc, errname(), "seccomp(%s, %s, %p)", set_filter, bad_flag, half);
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x80000000, NULL);
	expect(rc, errname(), "seccomp(%s, %s, NULL)", set_filter, bad_flag);
}

static void socket_filters(void)
{
	const char *ld_abs_h = "BPF_LD|BPF_H|BPF_ABS", *ld_abs_b = "BPF_LD|BPF_B|BPF_ABS";
	struct insn_text p[] = {
		{ BPF_STMT(BPF_LD | BPF_H | BPF_ABS, SKF_NET_OFF + 2), stmt(ld_abs_h, "SKF_NET_OFF+2") },
		{ BPF_STMT(BPF_LD | BPF_B | BPF_ABS, SKF_LL_OFF), stmt(ld_abs_b, "SKF_LL_OFF+0") },
		{ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, SKF_AD_OFF + SKF_AD_CPU),
		  stmt("BPF_LD|BPF_W|BPF_ABS", "SKF_AD_OFF+SKF_AD_CPU") },
		{ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0x16), stmt("BPF_LD|BPF_W|BPF_ABS", "0x16") },
		/* only absolute loads have the offsets by name */
		{ BPF_STMT(BPF_LD | BPF_W | BPF_IND, SKF_AD_OFF), stmt("BPF_LD|BPF_W|BPF_IND", "0xfffff000") },
		{ BPF_STMT(BPF_RET | BPF_K, 0xffff), stmt("BPF_RET|BPF_K", "0xffff") },
	};
	enum { LEN = sizeof p / sizeof p[0] };
	struct sock_filter f[LEN];
	for (size_t i = 0; i < LEN; i++)
		f[i] = p[i].f;
	struct sock_fprog prog = { LEN, f };
	char buf[64];
	snprintf(buf, sizeof buf, "%p", (void *)f);
	const char *insns = verbose ? program(p, LEN) : keep(buf);

	int s = socket(AF_INET, SOCK_DGRAM, 0);
	expect(s, errname(), "socket(AF_INET, SOCK_DGRAM, IPPROTO_IP)");
	long rc = setsockopt(s, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof prog);
	expect(rc, errname(), "setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, {len=%d, filter=%s}, %zu)",
	       s, LEN, insns, sizeof prog);
	/* a length other than the struct's: the address */
	rc = setsockopt(s, SOL_SOCKET, SO_ATTACH_FILTER, &prog, 12);
	expect(rc, errname(), "setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, %p, 12)", s, (void *)&prog);

	struct sock_filter back[LEN];
	socklen_t n = LEN;
	rc = getsockopt(s, SOL_SOCKET, SO_GET_FILTER, back, &n);
	if (rc == 0) {
		snprintf(buf, sizeof buf, "%p", (void *)back);
		expect(rc, NULL, "getsockopt(%d, SOL_SOCKET, SO_GET_FILTER, %s, [%u])", s,
		       verbose ? insns : buf, n);
	}
	close(s);
}

int main(void)
{
	const char *x = getenv("SEIZE_BPF_XLAT");
	xlat = !x ? ABBREV : !strcmp(x, "raw") ? RAW : VERBOSE;
	verbose = getenv("SEIZE_BPF_V") != NULL;
	seccomp_filters();
	if (xlat == ABBREV)
		socket_filters();
	return 0;
}
