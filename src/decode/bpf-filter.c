/* BPF programs as strace prints them.  A classic program (a seccomp
 * filter, a socket filter) is a struct sock_fprog whose instructions
 * print only under -v, each as the macro that would build it:
 * BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0x4) or BPF_JUMP(code, k, jt, jf).  The
 * code word is shared with eBPF instructions (bpf.c), whose classes 6
 * and 7 mean other things. */
#include <linux/bpf.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include "decode.h"
#include "common.h"
#include "bpf-filter.h"

extern const struct xlat xlat_bpf_class, xlat_ebpf_class, xlat_bpf_size,
	xlat_bpf_mode, xlat_ebpf_mode, xlat_bpf_op_alu, xlat_bpf_op_jmp,
	xlat_bpf_src, xlat_bpf_rval, xlat_bpf_miscop, xlat_skf_ad,
	xlat_seccomp_ret_actions;

/* Bits of a code word that no name covers: 0x300 / * BPF_??? * /, the
 * comment under -X raw too, as strace writes it. */
static void print_unknown_bits(struct tracee *t, unsigned bits)
{
	sink_const(t, bits, NUM_HEX, NULL, "BPF_???");
	sink_names_always(t);
}

void print_bpf_code(struct tracee *t, uint16_t code, bool extended)
{
	unsigned cls = BPF_CLASS(code), rest = code & ~BPF_CLASS(code);
	sink_op(t, "|");
	sink_xval(t, extended ? &xlat_ebpf_class : &xlat_bpf_class, cls, "BPF_???");
	switch (cls) {
	case BPF_ST:
	case BPF_STX:
		/* a classic store has no size nor mode: any other bit is
		 * junk; an eBPF store is sized like a load */
		if (!extended) {
			if (rest)
				print_unknown_bits(t, rest);
			break;
		}
		/* fall through */
	case BPF_LD:
	case BPF_LDX:
		sink_xval(t, &xlat_bpf_size, BPF_SIZE(code), "BPF_???");
		sink_xval(t, extended ? &xlat_ebpf_mode : &xlat_bpf_mode, BPF_MODE(code),
			  "BPF_???");
		break;
	case BPF_MISC:
		/* BPF_ALU64 in eBPF */
		if (!extended) {
			sink_xval(t, &xlat_bpf_miscop, BPF_MISCOP(code), "BPF_???");
			rest &= ~BPF_MISCOP(code);
			if (rest)
				print_unknown_bits(t, rest);
			break;
		}
		/* fall through */
	case BPF_ALU:
		sink_xval(t, &xlat_bpf_src, BPF_SRC(code), "BPF_???");
		sink_xval(t, &xlat_bpf_op_alu, BPF_OP(code), "BPF_???");
		break;
	case BPF_JMP:
		sink_xval(t, &xlat_bpf_src, BPF_SRC(code), "BPF_???");
		sink_xval(t, &xlat_bpf_op_jmp, BPF_OP(code), "BPF_???");
		break;
	case BPF_RET:
		/* BPF_JMP32 in eBPF, whose bits strace leaves unnamed */
		if (!extended) {
			sink_xval(t, &xlat_bpf_rval, BPF_RVAL(code), "BPF_???");
			rest &= ~BPF_RVAL(code);
		}
		if (rest)
			print_unknown_bits(t, rest);
		break;
	}
	sink_end(t);
}

/* A seccomp filter's return value: the action, then its data. */
static void print_seccomp_ret(struct tracee *t, uint32_t k)
{
	uint32_t action = k & SECCOMP_RET_ACTION_FULL, data = k & ~action;
	sink_op(t, "|");
	sink_xval(t, &xlat_seccomp_ret_actions, action, "SECCOMP_RET_???");
	if (data)
		sink_hex(t, data);
	sink_end(t);
}

/* An absolute load of a socket filter: from the link-layer header
 * (SKF_LL_OFF+n), the network header (SKF_NET_OFF+n) or the packet's
 * ancillary data (SKF_AD_OFF+SKF_AD_PROTOCOL); true when k is one. */
static bool print_skf_offset(struct tracee *t, uint32_t k)
{
	static const struct { int32_t base; const char *name; } bases[] = {
		{ SKF_AD_OFF, "SKF_AD_OFF" },
		{ SKF_NET_OFF, "SKF_NET_OFF" },
		{ SKF_LL_OFF, "SKF_LL_OFF" },
	};
	for (unsigned i = 0; i < sizeof bases / sizeof bases[0]; i++) {
		uint32_t base = (uint32_t)bases[i].base;
		if (k < base)
			continue;
		sink_op(t, "+");
		sink_const(t, base, NUM_HEX, bases[i].name, NULL);
		if (bases[i].base == SKF_AD_OFF)
			sink_xval(t, &xlat_skf_ad, k - base, "SKF_AD_???");
		else
			sink_uint(t, k - base);
		sink_end(t);
		return true;
	}
	return false;
}

static void print_filter_k(struct tracee *t, const struct sock_filter *f,
			   enum bpf_filter_kind kind)
{
	if (kind == BPF_FILTER_SECCOMP && BPF_CLASS(f->code) == BPF_RET) {
		print_seccomp_ret(t, f->k);
		return;
	}
	if (kind == BPF_FILTER_SOCKET && BPF_CLASS(f->code) == BPF_LD &&
	    BPF_MODE(f->code) == BPF_ABS && print_skf_offset(t, f->k))
		return;
	sink_hex(t, f->k);
}

/* One instruction: strace tells a jump from a statement by its jump
 * offsets, not by its class, so "BPF_JMP|BPF_K|BPF_JA" is a BPF_STMT. */
static void print_filter_insn(struct tracee *t, const void *elem, void *ctx)
{
	const struct sock_filter *f = elem;
	enum bpf_filter_kind kind = *(const enum bpf_filter_kind *)ctx;
	bool jump = f->jt || f->jf;
	sink_func(t, jump ? "BPF_JUMP" : "BPF_STMT");
	print_bpf_code(t, f->code, false);
	if (jump) {
		sink_hex(t, f->k);
		sink_hex(t, f->jt);
		sink_hex(t, f->jf);
	} else {
		print_filter_k(t, f, kind);
	}
	sink_end(t);
}

void print_bpf_filter(struct tracee *t, uint64_t addr, uint64_t len,
		      enum bpf_filter_kind kind)
{
	if (abbrev(t)) {
		sink_ptr(t, addr);
		return;
	}
	/* the kernel takes at most BPF_MAXINSNS instructions; strace shows
	 * as many and "..." for the rest, even under -v */
	print_array_upto(t, addr, len, sizeof(struct sock_filter), true, BPF_MAXINSNS,
			 print_filter_insn, &kind);
}

void print_bpf_fprog(struct tracee *t, uint64_t addr, enum bpf_filter_kind kind)
{
	struct sock_fprog prog;
	if (!sink_fetch(t, addr, &prog, sizeof prog))
		return;
	sink_struct(t);
	sink_uint_field(t, "len", prog.len);
	sink_field(t, "filter");
	print_bpf_filter(t, (uint64_t)(uintptr_t)prog.filter, prog.len, kind);
	sink_end(t);
}
