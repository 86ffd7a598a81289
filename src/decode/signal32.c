/* rt_sigaction of 32-bit programs (i386, x32): the compat struct
 * sigaction, 32-bit handler, flags and restorer, then the 64-bit mask. */
#include "decode.h"
#include "syscalls32-gen.h"
#include "syscallsx32-gen.h"

extern const struct xlat xlat_sigaction_flags;

/* SA_RESTORER is x86's own flag (<asm/signal.h>), absent from glibc's. */
enum { SA_RESTORER_BIT = 0x04000000 };

struct sigaction32 {
	uint32_t handler, flags, restorer;
	uint32_t mask[2];
};

void print_struct_sigaction32(struct tracee *t, int i)
{
	struct sigaction32 sa;
	if (!sink_fetch(t, argu(t, i), &sa, sizeof sa))
		return;
	uint32_t h = sa.handler;
	const char *name = h == 0 ? "SIG_DFL" : h == 1 ? "SIG_IGN" : h == UINT32_MAX ? "SIG_ERR" : NULL;
	sink_struct(t);
	sink_field(t, "sa_handler");
	sink_const(t, h, NUM_HEX, name, NULL);
	sink_field(t, "sa_mask");
	sink_sigmask(t, sa.mask, sizeof sa.mask);
	sink_field(t, "sa_flags");
	sink_xflags(t, &xlat_sigaction_flags, sa.flags, xlat_sigaction_flags.dflt);
	if (sa.flags & SA_RESTORER_BIT) {
		sink_field(t, "sa_restorer");
		sink_ptr(t, sa.restorer);
	}
	sink_end(t);
}
