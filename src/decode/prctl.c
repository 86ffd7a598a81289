/* Decoders for what a process sets about itself: prctl, arch_prctl,
 * seccomp. */
#include <asm/prctl.h>
#include <linux/seccomp.h>
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
	xlat_prctl_set_vma, xlat_xfeatures, xlat_xfeature_masks;

enum {
	TASK_COMM_LEN = 16,	/* the kernel's name length for PR_SET_NAME */
};

/* A value, then its name in a comment: strace's verbose style for a few
 * arguments. */
static void print_xval_verbose(struct output *o, const struct xlat *x, uint64_t v)
{
	const char *name = xlat_name(x, v);
	out_printf(o, v ? "%#llx" : "%llu", (unsigned long long)v);
	out_printf(o, " /* %s */", name ? name : x->dflt);
}

/* ---- seccomp ---- */

/* struct sock_fprog: the filter program itself only in verbose mode. */
static void print_seccomp_fprog(struct tracee *t, uint64_t addr)
{
	struct { uint16_t len; uint64_t filter; } prog;
	if (!fetch(t, addr, &prog, sizeof prog))
		return;
	out_printf(t->out, "{len=%u, filter=", prog.len);
	print_ptr(t->out, prog.filter);
	out_putc(t->out, '}');
}

int dec_seccomp(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t op = (uint32_t)argu(t, 0), flags = (uint32_t)argu(t, 1);
	uint64_t addr = argu(t, 2);
	if (t->call.exiting) {
		uint16_t sizes[3];	/* struct seccomp_notif_sizes */
		if (fetch_out(t, addr, sizes, sizeof sizes))
			out_printf(o, "{seccomp_notif=%u, seccomp_notif_resp=%u, seccomp_data=%u}",
				   sizes[0], sizes[1], sizes[2]);
		return DEC_DONE;
	}
	print_xval(o, &xlat_seccomp_ops, op, "SECCOMP_SET_MODE_???");
	print_sep(o);
	if (op == SECCOMP_SET_MODE_FILTER) {
		print_xflags(o, &xlat_seccomp_flags, flags, "SECCOMP_FILTER_FLAG_???");
		print_sep(o);
		print_seccomp_fprog(t, addr);
		return DEC_DONE;
	}
	out_printf(o, "%u, ", flags);
	if (op == SECCOMP_GET_NOTIF_SIZES)
		return DEC_EXIT;
	uint32_t action;
	if (op != SECCOMP_GET_ACTION_AVAIL)
		print_ptr(o, addr);
	else if (fetch(t, addr, &action, sizeof action)) {
		out_putc(o, '[');
		print_xval(o, &xlat_seccomp_ret_actions, action, "SECCOMP_RET_???");
		out_putc(o, ']');
	}
	return DEC_DONE;
}

/* ---- arch_prctl ---- */

int dec_arch_prctl(struct tracee *t)
{
	struct output *o = t->out;
	uint32_t option = (uint32_t)argu(t, 0);
	uint64_t arg = argu(t, 1);
	if (t->call.exiting) {
		uint64_t v;
		if (option == ARCH_GET_FS || option == ARCH_GET_GS)
			print_out_ptr(t, arg);
		else if (fetch_out(t, arg, &v, sizeof v)) {	/* ARCH_GET_XCOMP_* */
			out_printf(o, v ? "[%#llx" : "[%llu", (unsigned long long)v);
			char buf[160];
			format_xflags(buf, sizeof buf, &xlat_xfeature_masks, v, NULL);
			out_printf(o, " /* %s */]", v ? buf : "XFEATURE_MASK_???");
		}
		return DEC_DONE;
	}
	print_xval(o, &xlat_arch_prctl_codes, option, "ARCH_???");
	switch (option) {
	case ARCH_GET_CPUID:
		return DEC_DONE;
	case ARCH_GET_FS: case ARCH_GET_GS: case ARCH_GET_XCOMP_SUPP:
	case ARCH_GET_XCOMP_PERM: case ARCH_GET_XCOMP_GUEST_PERM:
		print_sep(o);
		return DEC_EXIT;
	case ARCH_REQ_XCOMP_PERM: case ARCH_REQ_XCOMP_GUEST_PERM:
		print_sep(o);
		print_xval_verbose(o, &xlat_xfeatures, arg);
		return DEC_DONE;
	}
	out_printf(o, arg ? ", %#llx" : ", %llu", (unsigned long long)arg);
	return DEC_DONE;
}

/* ---- prctl ---- */

/* The arguments from first on (1 is arg2) in hex, as strace prints the
 * arguments of an option it does not decode further. */
static void print_prctl_hex_args(struct tracee *t, int first)
{
	for (int i = first; i < 5; i++)
		out_printf(t->out, argu(t, i) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, i));
}

static void print_prctl_xval(struct tracee *t, const struct xlat *x, uint64_t v)
{
	print_sep(t->out);
	print_xval(t->out, x, v, x->dflt);
}

/* Options whose answer comes in the return value: a name for it, and the
 * value in hex when it is a bit set. */
static int prctl_result(struct tracee *t, uint32_t option)
{
	struct call *c = &t->call;
	char buf[AUX_SIZE - 2];
	if (c->is_error)
		return DEC_DONE;
	switch (option) {
	case PR_GET_DUMPABLE:
		if (xlat_name(&xlat_prctl_dumpable, c->rval))
			set_aux(t, xlat_name(&xlat_prctl_dumpable, c->rval));
		break;
	case PR_MCE_KILL_GET:
		if (xlat_name(&xlat_prctl_mce_kill_policy, c->rval))
			set_aux(t, xlat_name(&xlat_prctl_mce_kill_policy, c->rval));
		break;
	case PR_GET_SECUREBITS: case PR_GET_FP_MODE:
		c->ret_format = R_HEX;
		if (c->rval) {
			format_xflags(buf, sizeof buf, option == PR_GET_FP_MODE ?
				      &xlat_prctl_fp_mode : &xlat_prctl_securebits, c->rval, NULL);
			set_aux(t, buf);
		}
		break;
	case PR_GET_SPECULATION_CTRL:
		c->ret_format = R_HEX;
		if (argu(t, 1) <= PR_SPEC_L1D_FLUSH) {
			format_xflags(buf, sizeof buf, &xlat_prctl_spec_flags, c->rval, NULL);
			set_aux(t, buf);
		}
		break;
	}
	return DEC_DONE;
}

/* Options that read something the kernel wrote through arg2. */
static int prctl_exit(struct tracee *t, uint32_t option)
{
	struct output *o = t->out;
	uint64_t arg2 = argu(t, 1);
	uint32_t v;
	switch (option) {
	case PR_GET_NAME:
		if (t->call.is_error)
			print_ptr(o, arg2);
		else
			print_str(t, arg2, TASK_COMM_LEN < string_limit(t) ? TASK_COMM_LEN : string_limit(t));
		return DEC_DONE;
	case PR_GET_TID_ADDRESS:
		print_out_ptr(t, arg2);
		return DEC_DONE;
	}
	if (!fetch_out(t, arg2, &v, sizeof v))
		return DEC_DONE;
	out_putc(o, '[');
	switch (option) {
	case PR_GET_PDEATHSIG:
		print_signame(o, (int)v);
		break;
	case PR_GET_TSC:
		print_xval(o, &xlat_prctl_tsc, v, "PR_TSC_???");
		break;
	case PR_GET_UNALIGN:
		print_xflags(o, &xlat_prctl_unalign, v, "PR_UNALIGN_???");
		break;
	default:	/* PR_GET_CHILD_SUBREAPER, PR_GET_ENDIAN, PR_GET_FPEMU, PR_GET_FPEXC */
		out_printf(o, "%u", v);
	}
	out_putc(o, ']');
	return DEC_DONE;
}

static void print_prctl_cap_ambient(struct tracee *t)
{
	uint64_t op = argu(t, 1);
	print_prctl_xval(t, &xlat_prctl_cap_ambient, op);
	if (op == PR_CAP_AMBIENT_RAISE || op == PR_CAP_AMBIENT_LOWER || op == PR_CAP_AMBIENT_IS_SET) {
		print_prctl_xval(t, &xlat_capabilities, argu(t, 2));
		print_prctl_hex_args(t, 3);
	} else {
		print_prctl_hex_args(t, 2);
	}
}

static void print_prctl_sched_core(struct tracee *t)
{
	struct output *o = t->out;
	print_prctl_xval(t, &xlat_prctl_sched_core, argu(t, 1));
	out_printf(o, ", %d, ", argi(t, 2));
	print_xval_verbose(o, &xlat_prctl_pidtypes, argu(t, 3));
	print_sep(o);
	print_ptr(o, argu(t, 4));
}

/* The options strace decodes at entry; false for the others. */
static bool prctl_entry_args(struct tracee *t, uint32_t option)
{
	struct output *o = t->out;
	uint64_t arg2 = argu(t, 1);
	switch (option) {
	case PR_SET_NAME:
		print_sep(o);
		print_str(t, arg2, TASK_COMM_LEN - 1 < string_limit(t) ? TASK_COMM_LEN - 1 : string_limit(t));
		break;
	case PR_SET_PDEATHSIG:
		print_sep(o);
		if (arg2 > 128)
			out_printf(o, "%llu", (unsigned long long)arg2);
		else
			print_signame(o, (int)arg2);
		break;
	case PR_SET_DUMPABLE:
		print_prctl_xval(t, &xlat_prctl_dumpable, arg2);
		break;
	case PR_CAPBSET_READ: case PR_CAPBSET_DROP:
		print_prctl_xval(t, &xlat_capabilities, arg2);
		break;
	case PR_CAP_AMBIENT:
		print_prctl_cap_ambient(t);
		break;
	case PR_SET_CHILD_SUBREAPER: case PR_SET_ENDIAN: case PR_SET_FPEMU:
	case PR_SET_FPEXC: case PR_SET_KEEPCAPS: case PR_SET_TIMING:
		out_printf(o, ", %llu", (unsigned long long)arg2);
		break;
	case PR_SET_NO_NEW_PRIVS: case PR_SET_THP_DISABLE: case PR_SET_IO_FLUSHER:
		out_printf(o, ", %llu", (unsigned long long)arg2);
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_TIMERSLACK:
		out_printf(o, ", %lld", (long long)arg2);
		break;
	case PR_SET_PTRACER:
		if ((int)arg2 == -1)
			out_puts(o, ", PR_SET_PTRACER_ANY");
		else
			out_printf(o, ", %llu", (unsigned long long)arg2);
		break;
	case PR_SET_SECCOMP:
		print_prctl_xval(t, &xlat_seccomp_modes, arg2);
		if (arg2 == SECCOMP_MODE_FILTER) {
			print_sep(o);
			print_seccomp_fprog(t, argu(t, 2));
		} else if (arg2 != SECCOMP_MODE_STRICT) {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_SECUREBITS:
		print_sep(o);
		print_xflags(o, &xlat_prctl_securebits, arg2, "SECBIT_???");
		break;
	case PR_SET_TSC:
		print_prctl_xval(t, &xlat_prctl_tsc, arg2);
		break;
	case PR_SET_UNALIGN:
		print_sep(o);
		print_xflags(o, &xlat_prctl_unalign, arg2, "PR_UNALIGN_???");
		break;
	case PR_SET_FP_MODE:
		print_sep(o);
		print_xflags(o, &xlat_prctl_fp_mode, arg2, "PR_FP_MODE_???");
		break;
	case PR_MCE_KILL:
		print_prctl_xval(t, &xlat_prctl_mce_kill, arg2);
		if (arg2 == PR_MCE_KILL_SET) {
			print_prctl_xval(t, &xlat_prctl_mce_kill_policy, argu(t, 2));
			print_prctl_hex_args(t, 3);
		} else {
			print_prctl_hex_args(t, 2);
		}
		break;
	case PR_SET_MM:
		print_prctl_xval(t, &xlat_prctl_set_mm, arg2);
		print_prctl_hex_args(t, 2);
		break;
	case PR_SET_SPECULATION_CTRL:
		print_prctl_xval(t, &xlat_prctl_spec_cmds, arg2);
		if (arg2 <= PR_SPEC_L1D_FLUSH)
			print_prctl_xval(t, &xlat_prctl_spec_flags, argu(t, 2));
		else
			out_printf(o, argu(t, 2) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 2));
		break;
	case PR_GET_SPECULATION_CTRL:
		print_prctl_xval(t, &xlat_prctl_spec_cmds, arg2);
		break;
	case PR_SET_SYSCALL_USER_DISPATCH:
		print_prctl_xval(t, &xlat_prctl_sys_dispatch, arg2);
		out_printf(o, argu(t, 2) ? ", %#llx" : ", %llu", (unsigned long long)argu(t, 2));
		out_printf(o, argu(t, 3) ? ", %#llx, " : ", %llu, ", (unsigned long long)argu(t, 3));
		print_ptr(o, argu(t, 4));
		break;
	case PR_SCHED_CORE:
		print_prctl_sched_core(t);
		break;
	case PR_SET_VMA:
		print_prctl_xval(t, &xlat_prctl_set_vma, arg2);
		if (arg2 != PR_SET_VMA_ANON_NAME) {
			print_prctl_hex_args(t, 2);
			break;
		}
		print_sep(o);
		print_ptr(o, argu(t, 2));
		out_printf(o, ", %llu, ", (unsigned long long)argu(t, 3));
		print_str(t, argu(t, 4), string_limit(t));
		break;
	/* no arguments */
	case PR_GET_KEEPCAPS: case PR_GET_SECCOMP: case PR_GET_TIMERSLACK:
	case PR_GET_TIMING: case PR_GET_DUMPABLE: case PR_GET_SECUREBITS:
	case PR_GET_FP_MODE: case PR_TASK_PERF_EVENTS_DISABLE:
	case PR_TASK_PERF_EVENTS_ENABLE:
		break;
	default:
		return false;
	}
	return true;
}

int dec_prctl(struct tracee *t)
{
	uint32_t option = (uint32_t)argu(t, 0);
	if (t->call.exiting)
		return t->call.saved[1] ? prctl_exit(t, option) : prctl_result(t, option);
	print_xval(t->out, &xlat_prctl_options, option, "PR_???");
	switch (option) {
	case PR_GET_NAME: case PR_GET_PDEATHSIG: case PR_GET_TID_ADDRESS:
	case PR_GET_TSC: case PR_GET_UNALIGN: case PR_GET_CHILD_SUBREAPER:
	case PR_GET_ENDIAN: case PR_GET_FPEMU: case PR_GET_FPEXC:
		print_sep(t->out);
		t->call.saved[1] = 1;
		return DEC_EXIT;
	}
	if (!prctl_entry_args(t, option))
		print_prctl_hex_args(t, 1);
	return DEC_EXIT;
}
