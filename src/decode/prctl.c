/* Decoders for what a process sets about itself: prctl, arch_prctl,
 * seccomp. */
#include <asm/prctl.h>
#include <linux/seccomp.h>
#include <stdio.h>
#include <sys/prctl.h>

#include "decode.h"
#include "process.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_capabilities, xlat_seccomp_ret_actions,
	xlat_seccomp_modes, xlat_prctl_dumpable, xlat_prctl_securebits,
	xlat_prctl_tsc, xlat_prctl_unalign, xlat_prctl_mce_kill,
	xlat_prctl_mce_kill_policy, xlat_prctl_cap_ambient, xlat_prctl_set_mm,
	xlat_prctl_fp_mode, xlat_prctl_spec_cmds, xlat_prctl_spec_flags,
	xlat_prctl_sched_core, xlat_prctl_pidtypes, xlat_prctl_sys_dispatch,
	xlat_prctl_set_vma, xlat_xfeatures, xlat_xfeature_masks,
	xlat_prctl_spec_set_flags, xlat_prctl_pac_keys, xlat_prctl_sve_vl_flags,
	xlat_prctl_sme_vl_flags, xlat_prctl_mte_tcf, xlat_prctl_pac_enabled_keys;

enum {
	TASK_COMM_LEN = 16,	/* the kernel's name length for PR_SET_NAME */
	FLAG_NAMES_SIZE = 512,	/* every name of the sets below, joined */
};

/* A value, then its name in a comment: strace's verbose style for a few
 * arguments under -X abbrev and verbose; -X raw leaves the comment out. */
static void print_xval_verbose(struct tracee *t, const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	sink_hex(t, v);
	sink_hint(t, "name", "%s", name ? name : x->dflt);
}

/* A bit set's names as strace writes them in a verbose comment, the same
 * under every -X: A|B|0x40; 0 (or the name of 0) for 0. */
static void format_flag_names(char *buf, size_t size, const struct xlat *x, uint64_t v)
{
	size_t n = 0;
	uint64_t left = v;
	const char *zero = xlat_name(x, 0);
	buf[0] = 0;
	if (v == 0) {
		snprintf(buf, size, "%s", zero ? zero : "0");
		return;
	}
	for (unsigned i = 0; i < x->n && left && n < size; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (left & bit) == bit) {
			n += snprintf(buf + n, size - n, "%s%s", n ? "|" : "", x->e[i].name);
			left &= ~bit;
		}
	}
	if (left && n < size)
		snprintf(buf + n, size - n, n ? "|%#llx" : "%#llx", (unsigned long long)left);
}

/* ---- seccomp ---- */

/* struct sock_fprog: the filter program itself only in verbose mode. */
static void print_seccomp_fprog(struct tracee *t, uint64_t addr)
{
	struct { uint16_t len; uint64_t filter; } prog;
	if (!sink_fetch(t, addr, &prog, sizeof prog))
		return;
	sink_struct(t);
	sink_field(t, "len");
	sink_uint(t, prog.len);
	sink_field(t, "filter");
	sink_ptr(t, prog.filter);
	sink_end(t);
}

static void print_notif_sizes(struct tracee *t, uint64_t addr)
{
	uint16_t sizes[3];	/* struct seccomp_notif_sizes */
	if (!fetch_out(t, addr, sizes, sizeof sizes))
		return;
	sink_struct(t);
	sink_field(t, "seccomp_notif");
	sink_uint(t, sizes[0]);
	sink_field(t, "seccomp_notif_resp");
	sink_uint(t, sizes[1]);
	sink_field(t, "seccomp_data");
	sink_uint(t, sizes[2]);
	sink_end(t);
}

int dec_seccomp(struct tracee *t)
{
	uint32_t op = (uint32_t)argu(t, 0), flags = (uint32_t)argu(t, 1);
	uint64_t addr = argu(t, 2);
	if (t->call.exiting) {
		sink_arg(t, 2);
		print_notif_sizes(t, addr);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_seccomp_ops, op, "SECCOMP_SET_MODE_???");
	sink_arg(t, 1);
	if (op == SECCOMP_SET_MODE_FILTER) {
		sink_xflags(t, &xlat_seccomp_flags, flags, "SECCOMP_FILTER_FLAG_???");
		sink_arg(t, 2);
		print_seccomp_fprog(t, addr);
		return DEC_DONE;
	}
	sink_uint(t, flags);
	if (op == SECCOMP_GET_NOTIF_SIZES)
		return DEC_EXIT;
	sink_arg(t, 2);
	uint32_t action;
	if (op != SECCOMP_GET_ACTION_AVAIL) {
		sink_ptr(t, addr);
	} else if (sink_fetch(t, addr, &action, sizeof action)) {
		sink_array(t);
		sink_xval(t, &xlat_seccomp_ret_actions, action, "SECCOMP_RET_???");
		sink_end(t);
	}
	return DEC_DONE;
}

/* ---- arch_prctl ---- */

/* What ARCH_GET_XCOMP_* wrote: the mask in hex, its names in a comment
 * under every -X. */
static void print_xcomp_mask(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	char buf[FLAG_NAMES_SIZE];
	if (!fetch_out(t, addr, &v, sizeof v))
		return;
	format_flag_names(buf, sizeof buf, &xlat_xfeature_masks, v);
	sink_array(t);
	sink_hex(t, v);
	sink_comment(t, "names", "%s", v ? buf : "XFEATURE_MASK_???");
	sink_end(t);
}

int dec_arch_prctl(struct tracee *t)
{
	uint32_t option = (uint32_t)argu(t, 0);
	uint64_t arg = argu(t, 1);
	if (t->call.exiting) {
		sink_arg(t, 1);
		if (option == ARCH_GET_FS || option == ARCH_GET_GS)
			print_out_ptr(t, arg);
		else
			print_xcomp_mask(t, arg);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_arch_prctl_codes, option, "ARCH_???");
	switch (option) {
	case ARCH_GET_CPUID:
		return DEC_DONE;
	case ARCH_GET_FS: case ARCH_GET_GS: case ARCH_GET_XCOMP_SUPP:
	case ARCH_GET_XCOMP_PERM: case ARCH_GET_XCOMP_GUEST_PERM:
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (option == ARCH_REQ_XCOMP_PERM || option == ARCH_REQ_XCOMP_GUEST_PERM)
		print_xval_verbose(t, &xlat_xfeatures, arg);
	else
		sink_hex(t, arg);
	return DEC_DONE;
}

/* ---- prctl ---- */

/* The arguments from first on (1 is arg2) in hex, as strace prints the
 * arguments of an option it does not decode further. */
static void print_prctl_hex_args(struct tracee *t, int first)
{
	for (int i = first; i < 5; i++) {
		sink_arg(t, i);
		sink_hex(t, argu(t, i));
	}
}

static void print_prctl_xval(struct tracee *t, int i, const struct xlat *x)
{
	sink_arg(t, i);
	sink_xval(t, x, argu(t, i), x->dflt);
}

/* " (NAME)" after the return value, when v has a name in x; by name
 * under every -X, as strace prints it. */
static void print_aux_name(struct tracee *t, const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	if (!name)
		return;
	sink_aux_begin(t);
	sink_const(t, v, NUM_HEX, name, NULL);
	sink_names_always(t);
	sink_aux_end(t);
}

/* " (A|B)" after the return value, by name under every -X. */
static void print_aux_flags(struct tracee *t, const struct xlat *x, uint64_t v)
{
	sink_aux_begin(t);
	sink_xflags(t, x, v, NULL);
	sink_names_always(t);
	sink_aux_end(t);
}

/* Options whose answer comes in the return value: a name for it, and the
 * value in hex when it is a bit set. */
static int prctl_result(struct tracee *t, uint32_t option)
{
	struct call *c = &t->call;
	if (c->is_error)
		return DEC_DONE;
	switch (option) {
	case PR_GET_DUMPABLE:
		print_aux_name(t, &xlat_prctl_dumpable, c->rval);
		break;
	case PR_MCE_KILL_GET:
		print_aux_name(t, &xlat_prctl_mce_kill_policy, c->rval);
		break;
	case PR_GET_SECUREBITS: case PR_GET_FP_MODE:
		c->ret_format = R_HEX;
		if (c->rval)
			print_aux_flags(t, option == PR_GET_FP_MODE ? &xlat_prctl_fp_mode :
					&xlat_prctl_securebits, c->rval);
		break;
	case PR_GET_SPECULATION_CTRL:
		c->ret_format = R_HEX;
		if (argu(t, 1) <= PR_SPEC_L1D_FLUSH)
			print_aux_flags(t, &xlat_prctl_spec_flags, c->rval);
		break;
	}
	return DEC_DONE;
}

/* Options that read something the kernel wrote through arg2. */
static int prctl_exit(struct tracee *t, uint32_t option)
{
	uint64_t arg2 = argu(t, 1);
	uint32_t v;
	sink_arg(t, 1);
	switch (option) {
	case PR_GET_NAME:
		if (t->call.is_error)
			sink_ptr(t, arg2);
		else
			sink_str_at(t, arg2, TASK_COMM_LEN < string_limit(t) ? TASK_COMM_LEN : string_limit(t));
		return DEC_DONE;
	case PR_GET_TID_ADDRESS:
		print_out_ptr(t, arg2);
		return DEC_DONE;
	}
	if (!fetch_out(t, arg2, &v, sizeof v))
		return DEC_DONE;
	sink_array(t);
	switch (option) {
	case PR_GET_PDEATHSIG:
		sink_signame(t, (int)v);
		break;
	case PR_GET_TSC:
		sink_xval(t, &xlat_prctl_tsc, v, "PR_TSC_???");
		break;
	case PR_GET_UNALIGN:
		sink_xflags(t, &xlat_prctl_unalign, v, "PR_UNALIGN_???");
		break;
	default:	/* PR_GET_CHILD_SUBREAPER, PR_GET_ENDIAN, PR_GET_FPEMU, PR_GET_FPEXC */
		sink_uint(t, v);
	}
	sink_end(t);
	return DEC_DONE;
}

static void print_prctl_cap_ambient(struct tracee *t)
{
	uint64_t op = argu(t, 1);
	print_prctl_xval(t, 1, &xlat_prctl_cap_ambient);
	if (op == PR_CAP_AMBIENT_RAISE || op == PR_CAP_AMBIENT_LOWER || op == PR_CAP_AMBIENT_IS_SET) {
		print_prctl_xval(t, 2, &xlat_capabilities);
		print_prctl_hex_args(t, 3);
	} else {
		print_prctl_hex_args(t, 2);
	}
}

/* The command and the pid type are ints to strace. */
static void print_prctl_sched_core(struct tracee *t)
{
	sink_arg(t, 1);
	sink_xval(t, &xlat_prctl_sched_core, (uint32_t)argu(t, 1), "PR_SCHED_CORE_???");
	sink_arg(t, 2);
	sink_int(t, argi(t, 2));
	sink_arg(t, 3);
	print_xval_verbose(t, &xlat_prctl_pidtypes, (uint32_t)argu(t, 3));
	sink_arg(t, 4);
	sink_ptr(t, argu(t, 4));
}

static void print_prctl_set_vma(struct tracee *t)
{
	print_prctl_xval(t, 1, &xlat_prctl_set_vma);
	if (argu(t, 1) != PR_SET_VMA_ANON_NAME) {
		print_prctl_hex_args(t, 2);
		return;
	}
	sink_arg(t, 2);
	sink_ptr(t, argu(t, 2));
	sink_arg(t, 3);
	sink_uint(t, argu(t, 3));
	sink_arg(t, 4);
	sink_str_at(t, argu(t, 4), string_limit(t));
}

/* The new name of PR_SET_NAME: the kernel copies TASK_COMM_LEN - 1 bytes,
 * and strace reads as many, so a name of that length with its NUL after
 * them still prints cut ("...").  Under a shorter -s the usual string. */
static void print_prctl_name(struct tracee *t, uint64_t addr)
{
	char buf[TASK_COMM_LEN - 1];
	if (!addr || string_limit(t) < sizeof buf) {
		sink_str_at(t, addr, string_limit(t));
		return;
	}
	size_t n = mem_read_some(t->tid, addr, buf, sizeof buf);
	const char *nul = memchr(buf, 0, n);
	if (nul)
		sink_bytes(t, buf, (size_t)(nul - buf), STR_NUL_STOPS);
	else if (n == sizeof buf)
		sink_bytes(t, buf, n, STR_NUL_STOPS | STR_CUT);
	else
		sink_ptr(t, addr);
}

/* PR_SVE_SET_VL and PR_SME_SET_VL: the flags above the length, then the
 * length in hex (PR_SVE_VL_INHERIT|0x10); the length alone without flags. */
static void print_prctl_vl(struct tracee *t, const struct xlat *flags)
{
	uint64_t v = argu(t, 1), len = v & PR_SVE_VL_LEN_MASK;
	sink_arg(t, 1);
	if (v == len) {
		sink_hex(t, v);
		return;
	}
	sink_named(t, v, NUM_HEX);	/* -X: one number */
	sink_op(t, "|");
	sink_xflags(t, flags, v & ~(uint64_t)PR_SVE_VL_LEN_MASK, NULL);
	sink_hex(t, len);
	sink_end(t);
	sink_end(t);
}

/* PR_SET_TAGGED_ADDR_CTRL: the enable bit, named even when clear, the
 * MTE check mode, the tag mask as 0x1234<<PR_MTE_TAG_SHIFT, other bits. */
static void print_prctl_tagged_addr(struct tracee *t)
{
	uint64_t v = argu(t, 1), tags = (v & PR_MTE_TAG_MASK) >> PR_MTE_TAG_SHIFT;
	uint64_t rest = v & ~(PR_TAGGED_ADDR_ENABLE | PR_MTE_TCF_MASK | PR_MTE_TAG_MASK);
	sink_arg(t, 1);
	sink_named(t, v, NUM_HEX);	/* -X: one number */
	sink_op(t, "|");
	/* a constant, not a bare symbol: the JSON lists it with the flags */
	sink_const(t, v & PR_TAGGED_ADDR_ENABLE, NUM_HEX,
		   v & PR_TAGGED_ADDR_ENABLE ? "PR_TAGGED_ADDR_ENABLE" : "!PR_TAGGED_ADDR_ENABLE", NULL);
	sink_xval(t, &xlat_prctl_mte_tcf, v & PR_MTE_TCF_MASK, NULL);
	if (tags) {
		sink_op(t, "<<");
		sink_hex(t, tags);
		sink_symbol(t, "PR_MTE_TAG_SHIFT");
		sink_end(t);
	}
	if (rest)
		sink_hex(t, rest);
	sink_end(t);
	sink_end(t);
	print_prctl_hex_args(t, 2);
}

static void print_prctl_flags(struct tracee *t, int i, const struct xlat *x)
{
	sink_arg(t, i);
	sink_xflags(t, x, argu(t, i), x->dflt);
}

/* Options with arg2 alone, in decimal. */
static void print_prctl_uint(struct tracee *t)
{
	sink_arg(t, 1);
	sink_uint(t, argu(t, 1));
}

/* The options strace decodes at entry; false for the others. */
static bool prctl_entry_args(struct tracee *t, uint32_t option)
{
	uint64_t arg2 = argu(t, 1);
	switch (option) {
	case PR_SET_NAME:
		sink_arg(t, 1);
		print_prctl_name(t, arg2);
		break;
	case PR_SET_PDEATHSIG:
		sink_arg(t, 1);
		if (arg2 > 128)
			sink_uint(t, arg2);
		else
			sink_signame(t, (int)arg2);
		break;
	case PR_SET_DUMPABLE:
		print_prctl_xval(t, 1, &xlat_prctl_dumpable);
		break;
	case PR_CAPBSET_READ: case PR_CAPBSET_DROP:
		print_prctl_xval(t, 1, &xlat_capabilities);
		break;
	case PR_CAP_AMBIENT:
		print_prctl_cap_ambient(t);
		break;
	case PR_SET_CHILD_SUBREAPER: case PR_SET_ENDIAN: case PR_SET_FPEMU:
	case PR_SET_FPEXC: case PR_SET_KEEPCAPS: case PR_SET_TIMING:
		print_prctl_uint(t);
		break;
	case PR_SET_NO_NEW_PRIVS: case PR_SET_THP_DISABLE: case PR_SET_IO_FLUSHER:
		print_prctl_uint(t);
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_TIMERSLACK:
		sink_arg(t, 1);
		sink_int(t, (int64_t)arg2);
		break;
	case PR_SET_PTRACER:
		sink_arg(t, 1);
		/* a pid_t, -1 by name (the number under -X) */
		if ((int)arg2 == -1)
			sink_const(t, (uint64_t)-1, NUM_DEC, "PR_SET_PTRACER_ANY", NULL);
		else
			sink_int(t, (int)arg2);
		break;
	case PR_SET_SECCOMP:
		print_prctl_xval(t, 1, &xlat_seccomp_modes);
		if (arg2 == SECCOMP_MODE_FILTER) {
			sink_arg(t, 2);
			print_seccomp_fprog(t, argu(t, 2));
		} else if (arg2 != SECCOMP_MODE_STRICT) {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_SECUREBITS:
		sink_arg(t, 1);
		sink_xflags(t, &xlat_prctl_securebits, arg2, "SECBIT_???");
		break;
	case PR_SET_TSC:	/* an int */
		sink_arg(t, 1);
		sink_xval(t, &xlat_prctl_tsc, (uint32_t)arg2, "PR_TSC_???");
		break;
	case PR_SET_UNALIGN:
		sink_arg(t, 1);
		sink_xflags(t, &xlat_prctl_unalign, (uint32_t)arg2, "PR_UNALIGN_???");
		break;
	case PR_SET_FP_MODE:	/* both an unsigned int to strace */
		sink_arg(t, 1);
		sink_xflags(t, &xlat_prctl_fp_mode, (uint32_t)arg2, "PR_FP_MODE_???");
		break;
	case PR_MCE_KILL:
		print_prctl_xval(t, 1, &xlat_prctl_mce_kill);
		if (arg2 == PR_MCE_KILL_SET) {
			print_prctl_xval(t, 2, &xlat_prctl_mce_kill_policy);
			print_prctl_hex_args(t, 3);
		} else {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_MM:	/* the sub-option an int */
		sink_arg(t, 1);
		sink_xval(t, &xlat_prctl_set_mm, (uint32_t)arg2, "PR_SET_MM_???");
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_SPECULATION_CTRL:
		print_prctl_xval(t, 1, &xlat_prctl_spec_cmds);
		if (arg2 <= PR_SPEC_L1D_FLUSH) {
			print_prctl_xval(t, 2, &xlat_prctl_spec_set_flags);
		} else {
			sink_arg(t, 2);
			sink_hex(t, argu(t, 2));
		}
		break;
	case PR_GET_SPECULATION_CTRL:
		print_prctl_xval(t, 1, &xlat_prctl_spec_cmds);
		break;
	case PR_SET_SYSCALL_USER_DISPATCH:
		print_prctl_xval(t, 1, &xlat_prctl_sys_dispatch);
		for (int i = 2; i < 4; i++) {
			sink_arg(t, i);
			sink_hex(t, argu(t, i));
		}
		sink_arg(t, 4);
		sink_ptr(t, argu(t, 4));
		break;
	case PR_SCHED_CORE:
		print_prctl_sched_core(t);
		break;
	/* the arm64 ones: x86_64 fails them, strace decodes them all the same */
	case PR_SVE_SET_VL:
		print_prctl_vl(t, &xlat_prctl_sve_vl_flags);
		break;
	case PR_SME_SET_VL:
		print_prctl_vl(t, &xlat_prctl_sme_vl_flags);
		break;
	case PR_PAC_RESET_KEYS:
		print_prctl_flags(t, 1, &xlat_prctl_pac_keys);
		print_prctl_hex_args(t, 2);
		break;
	case PR_PAC_SET_ENABLED_KEYS:	/* the keys to change, their new state;
					 * not the generic key, which is always on */
		print_prctl_flags(t, 1, &xlat_prctl_pac_enabled_keys);
		print_prctl_flags(t, 2, &xlat_prctl_pac_enabled_keys);
		print_prctl_hex_args(t, 3);
		break;
	case PR_SET_TAGGED_ADDR_CTRL:
		print_prctl_tagged_addr(t);
		break;
	case PR_SET_VMA:
		print_prctl_set_vma(t);
		break;
	/* no arguments */
	case PR_GET_KEEPCAPS: case PR_GET_SECCOMP: case PR_GET_TIMERSLACK:
	case PR_GET_TIMING: case PR_GET_DUMPABLE: case PR_GET_SECUREBITS:
	case PR_GET_FP_MODE: case PR_TASK_PERF_EVENTS_DISABLE:
	case PR_TASK_PERF_EVENTS_ENABLE: case PR_SVE_GET_VL: case PR_SME_GET_VL:
		break;
	default:
		return false;
	}
	return true;
}

/* The options that read through arg2 print it at exit (DEC_EXIT: a cut
 * line shows its ", "); the others may only add to the return value. */
int dec_prctl(struct tracee *t)
{
	uint32_t option = (uint32_t)argu(t, 0);
	if (t->call.exiting)
		return t->call.saved[1] ? prctl_exit(t, option) : prctl_result(t, option);
	sink_arg(t, 0);
	sink_xval(t, &xlat_prctl_options, option, "PR_???");
	switch (option) {
	case PR_GET_NAME: case PR_GET_PDEATHSIG: case PR_GET_TID_ADDRESS:
	case PR_GET_TSC: case PR_GET_UNALIGN: case PR_GET_CHILD_SUBREAPER:
	case PR_GET_ENDIAN: case PR_GET_FPEMU: case PR_GET_FPEXC:
		t->call.saved[1] = 1;
		return DEC_EXIT;
	}
	if (!prctl_entry_args(t, option))
		print_prctl_hex_args(t, 1);
	return DEC_EXIT_TAIL;
}
