/* arch_prctl: what x86_64 lets a process set about its own CPU state,
 * the FS/GS bases and the extended features (XSAVE) it may use. */
#include <asm/prctl.h>
#include <stdio.h>

#include "decode.h"
#include "process.h"

/* Sets only this decoder uses: the table does not declare them. */
extern const struct xlat xlat_xfeatures, xlat_xfeature_masks;

enum {
	FLAG_NAMES_SIZE = 512,	/* every name of xfeature_masks, joined */
};

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

/* What ARCH_GET_XCOMP_* wrote: the mask in hex, its names in a comment
 * that -X raw leaves out, as strace 6.1 does; 0 alone. */
static void print_xcomp_mask(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	char buf[FLAG_NAMES_SIZE];
	if (!fetch_out(t, addr, &v, sizeof v))
		return;
	format_flag_names(buf, sizeof buf, &xlat_xfeature_masks, v);
	sink_array(t);
	sink_hex(t, v);
	if (v)
		sink_hint(t, "names", "%s", flags_named(&xlat_xfeature_masks, v) ?
			  buf : "XFEATURE_MASK_???");
	sink_end(t);
}

/* ARCH_REQ_XCOMP_*: a positive return value is a mask of features, in
 * hex and named after it (not under -X raw) when a name applies. */
static void arch_prctl_result(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->is_error || c->rval <= 0)
		return;
	c->ret_format = R_HEX;
	print_aux_flags(t, &xlat_xfeature_masks, (uint64_t)c->rval);
}

int dec_arch_prctl(struct tracee *t)
{
	uint32_t option = (uint32_t)argu(t, 0);
	uint64_t arg = argu(t, 1);
	if (t->call.exiting && t->call.saved[1]) {
		arch_prctl_result(t);
		return DEC_DONE;
	}
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
	if (option != ARCH_REQ_XCOMP_PERM && option != ARCH_REQ_XCOMP_GUEST_PERM) {
		sink_hex(t, arg);
		return DEC_DONE;
	}
	print_xval_verbose(t, &xlat_xfeatures, arg);
	t->call.saved[1] = 1;	/* a mask may come back */
	return DEC_EXIT_TAIL;
}
