/* Decoders for loading a new kernel to boot into: kexec_load and
 * kexec_file_load. */
#include <linux/kexec.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_kexec_arch_values, xlat_kexec_load_flags;

/* struct kexec_segment: the kernel's buffer and where it goes. */
static void print_segment(struct tracee *t, const void *elem, void *ctx)
{
	const uint64_t *seg = elem;	/* buf, bufsz, mem, memsz */
	(void)ctx;
	sink_struct(t);
	sink_ptr_field(t, "buf", seg[0]);
	sink_uint_field(t, "bufsz", seg[1]);
	sink_ptr_field(t, "mem", seg[2]);
	sink_uint_field(t, "memsz", seg[3]);
	sink_end(t);
}

int dec_kexec_load(struct tracee *t)
{
	uint64_t nr = argu(t, 1), flags = argu(t, 3);
	sink_arg(t, 0);
	sink_ptr(t, argu(t, 0));
	sink_arg(t, 1);
	sink_uint(t, nr);
	sink_arg(t, 2);
	/* more segments than the kernel takes: strace reads none */
	if (nr > KEXEC_SEGMENT_MAX)
		sink_ptr(t, argu(t, 2));
	else
		print_array(t, argu(t, 2), nr, 4 * sizeof(uint64_t), print_segment, NULL);
	/* the architecture in the upper half of the low word, flags in the rest */
	sink_arg(t, 3);
	sink_op(t, "|");
	sink_xval(t, &xlat_kexec_arch_values, flags & KEXEC_ARCH_MASK, "KEXEC_ARCH_???");
	if (flags & ~(uint64_t)KEXEC_ARCH_MASK)
		sink_xflags(t, &xlat_kexec_load_flags, flags & ~(uint64_t)KEXEC_ARCH_MASK,
			    "KEXEC_???");
	sink_end(t);
	return DEC_DONE;
}

int dec_kexec_file_load(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_table_arg(t, 2);
	/* the command line is cmdline_len bytes, its NUL included */
	sink_arg(t, 3);
	sink_buf_at(t, argu(t, 3), argu(t, 2));
	sink_table_arg(t, 4);
	return DEC_DONE;
}
