/* Decoders for what a process sets about itself: prctl, seccomp
 * (arch_prctl is in arch-prctl.c). */
#include <linux/seccomp.h>
#include <stdio.h>
#include <sys/prctl.h>

#include "bpf-filter.h"
#include "decode.h"
#include "process.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_capabilities, xlat_seccomp_ret_actions,
	xlat_seccomp_modes, xlat_prctl_dumpable, xlat_prctl_securebits,
	xlat_prctl_tsc, xlat_prctl_unalign, xlat_prctl_mce_kill,
	xlat_prctl_mce_kill_policy, xlat_prctl_cap_ambient, xlat_prctl_set_mm,
	xlat_prctl_fp_mode, xlat_prctl_spec_cmds, xlat_prctl_spec_flags,
	xlat_prctl_sched_core, xlat_prctl_pidtypes, xlat_prctl_sys_dispatch,
	xlat_prctl_set_vma, xlat_prctl_spec_set_flags, xlat_prctl_pac_keys, xlat_prctl_sve_vl_flags,
	xlat_prctl_sme_vl_flags, xlat_prctl_mte_tcf, xlat_prctl_pac_enabled_keys;

enum {
	TASK_COMM_LEN = 16,	/* the kernel's name length for PR_SET_NAME */
};

/* What prctl's exit part prints (t->call.saved[1]): only what follows
 * the return value, what the kernel wrote through arg2, or the cookie
 * PR_SCHED_CORE_GET wrote through arg5. */
enum { PRCTL_EXIT_RESULT, PRCTL_EXIT_ARG2, PRCTL_EXIT_SCHED_CORE };

/* ---- seccomp ---- */

/* struct sock_fprog: the filter program itself only in verbose mode. */
static void print_seccomp_fprog(struct tracee *t, uint64_t addr)
{
	print_bpf_fprog(t, addr, BPF_FILTER_SECCOMP);
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
	sink_hex(t, flags);	/* no flag of these ops has a name */
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

/* The pieces of a vector length value of PR_SVE_* and PR_SME_*: the flags
 * above the length, then the length in hex (PR_SVE_VL_INHERIT|0x10).
 * always: by name under every -X, as after the return value. */
static void print_vl_parts(struct tracee *t, const struct xlat *flags, uint64_t v, bool always)
{
	sink_op(t, "|");
	sink_xflags(t, flags, v & ~(uint64_t)PR_SVE_VL_LEN_MASK, NULL);
	if (always)
		sink_names_always(t);
	sink_hex(t, v & PR_SVE_VL_LEN_MASK);
	sink_end(t);
}

/* The pieces of a PR_SET_TAGGED_ADDR_CTRL value: the enable bit, named
 * even when clear, the MTE check mode, the tag mask as
 * 0x1234<<PR_MTE_TAG_SHIFT, other bits.  always: by name under every -X. */
static void print_tagged_addr_parts(struct tracee *t, uint64_t v, bool always)
{
	uint64_t tags = (v & PR_MTE_TAG_MASK) >> PR_MTE_TAG_SHIFT;
	uint64_t rest = v & ~(PR_TAGGED_ADDR_ENABLE | PR_MTE_TCF_MASK | PR_MTE_TAG_MASK);
	sink_op(t, "|");
	/* a constant, not a bare symbol: the JSON lists it with the flags */
	sink_const(t, v & PR_TAGGED_ADDR_ENABLE, NUM_HEX,
		   v & PR_TAGGED_ADDR_ENABLE ? "PR_TAGGED_ADDR_ENABLE" : "!PR_TAGGED_ADDR_ENABLE", NULL);
	if (always)
		sink_names_always(t);
	sink_xval(t, &xlat_prctl_mte_tcf, v & PR_MTE_TCF_MASK, NULL);
	if (always)
		sink_names_always(t);
	if (tags) {
		sink_op(t, "<<");
		sink_hex(t, tags);
		sink_symbol(t, "PR_MTE_TAG_SHIFT");
		sink_end(t);
	}
	if (rest)
		sink_hex(t, rest);
	sink_end(t);
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

/* " (PR_SVE_VL_INHERIT|0x10)" and " (PR_TAGGED_ADDR_ENABLE|...)" after
 * the return value of the options that answer with such a value: names,
 * so nothing under -X raw. */
static void print_aux_vl(struct tracee *t, const struct xlat *flags, uint64_t v)
{
	sink_aux_begin(t);
	sink_hidden_when_raw(t);
	print_vl_parts(t, flags, v, true);
	sink_aux_end(t);
}

static void print_aux_tagged_addr(struct tracee *t, uint64_t v)
{
	sink_aux_begin(t);
	sink_hidden_when_raw(t);
	print_tagged_addr_parts(t, v, true);
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
	case PR_GET_SPECULATION_CTRL:	/* flags of the known controls alone */
		if (argu(t, 1) > PR_SPEC_L1D_FLUSH)
			break;
		c->ret_format = R_HEX;
		print_aux_flags(t, &xlat_prctl_spec_flags, c->rval);
		break;
	case PR_PAC_GET_ENABLED_KEYS:
		c->ret_format = R_HEX;
		print_aux_flags(t, &xlat_prctl_pac_enabled_keys, c->rval);
		break;
	case PR_GET_TAGGED_ADDR_CTRL:
		c->ret_format = R_HEX;
		print_aux_tagged_addr(t, c->rval);
		break;
	case PR_SVE_SET_VL: case PR_SVE_GET_VL:
		c->ret_format = R_HEX;
		if (c->rval > PR_SVE_VL_LEN_MASK)
			print_aux_vl(t, &xlat_prctl_sve_vl_flags, c->rval);
		break;
	case PR_SME_SET_VL: case PR_SME_GET_VL:
		c->ret_format = R_HEX;
		if (c->rval > PR_SME_VL_LEN_MASK)
			print_aux_vl(t, &xlat_prctl_sme_vl_flags, c->rval);
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

/* PR_SCHED_CORE's pid is of the kind its pid type says; the kernel's
 * enum pid_type has no header, so it goes by the set's names. */
static void print_sched_core_pid(struct tracee *t, int pid, uint32_t type)
{
	static const struct { const char *name; enum pid_kind kind; } kinds[] = {
		{ "PIDTYPE_PID", PID_TID }, { "PIDTYPE_TGID", PID_TGID },
		{ "PIDTYPE_PGID", PID_PGID }, { "PIDTYPE_SID", PID_SID },
	};
	const char *name = xlat_name(&xlat_prctl_pidtypes, type);
	for (size_t i = 0; name && i < sizeof kinds / sizeof kinds[0]; i++)
		if (!strcmp(name, kinds[i].name)) {
			sink_pid(t, pid, kinds[i].kind);
			return;
		}
	sink_int(t, pid);
}

/* The command and the pid type are ints to strace. */
static void print_prctl_sched_core(struct tracee *t)
{
	sink_arg(t, 1);
	sink_xval(t, &xlat_prctl_sched_core, (uint32_t)argu(t, 1), "PR_SCHED_CORE_???");
	sink_arg(t, 2);
	print_sched_core_pid(t, argi(t, 2), (uint32_t)argu(t, 3));
	sink_arg(t, 3);
	print_xval_verbose(t, &xlat_prctl_pidtypes, (uint32_t)argu(t, 3));
	if ((uint32_t)argu(t, 1) == PR_SCHED_CORE_GET)
		return;		/* the cookie it writes comes at exit */
	sink_arg(t, 4);
	sink_ptr(t, argu(t, 4));
}

/* What PR_SCHED_CORE_GET wrote: the 64-bit cookie, in hex. */
static int prctl_sched_core_exit(struct tracee *t)
{
	uint64_t cookie;
	sink_arg(t, 4);
	if (!fetch_out(t, argu(t, 4), &cookie, sizeof cookie))
		return DEC_DONE;
	sink_array(t);
	sink_hex(t, cookie);
	sink_end(t);
	return DEC_DONE;
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

/* PR_SVE_SET_VL and PR_SME_SET_VL: the length alone without flags. */
static void print_prctl_vl(struct tracee *t, const struct xlat *flags)
{
	uint64_t v = argu(t, 1);
	sink_arg(t, 1);
	if (v == (v & PR_SVE_VL_LEN_MASK)) {
		sink_hex(t, v);
		return;
	}
	sink_named(t, v, NUM_HEX);	/* -X: one number */
	print_vl_parts(t, flags, v, false);
	sink_end(t);
}

static void print_prctl_tagged_addr(struct tracee *t)
{
	uint64_t v = argu(t, 1);
	sink_arg(t, 1);
	sink_named(t, v, NUM_HEX);	/* -X: one number */
	print_tagged_addr_parts(t, v, false);
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
			sink_pid(t, (int)arg2, PID_TGID);
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
	if (t->call.exiting) {
		if (t->call.saved[1] == PRCTL_EXIT_SCHED_CORE)
			return prctl_sched_core_exit(t);
		return t->call.saved[1] ? prctl_exit(t, option) : prctl_result(t, option);
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_prctl_options, option, "PR_???");
	switch (option) {
	case PR_GET_NAME: case PR_GET_PDEATHSIG: case PR_GET_TID_ADDRESS:
	case PR_GET_TSC: case PR_GET_UNALIGN: case PR_GET_CHILD_SUBREAPER:
	case PR_GET_ENDIAN: case PR_GET_FPEMU: case PR_GET_FPEXC:
		t->call.saved[1] = PRCTL_EXIT_ARG2;
		return DEC_EXIT;
	case PR_SCHED_CORE:
		print_prctl_sched_core(t);
		if ((uint32_t)argu(t, 1) != PR_SCHED_CORE_GET)
			return DEC_EXIT_TAIL;
		t->call.saved[1] = PRCTL_EXIT_SCHED_CORE;
		return DEC_EXIT;
	}
	if (!prctl_entry_args(t, option))
		print_prctl_hex_args(t, 1);
	return DEC_EXIT_TAIL;
}
