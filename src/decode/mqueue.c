/* POSIX message queues: mq_open's mode and attributes only with O_CREAT,
 * and struct mq_attr, whose mq_flags mq_getsetattr shows by name and
 * mq_open (where the kernel ignores them) in hex, as strace does. */
#include <fcntl.h>
#include <linux/mqueue.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_mq_attr_flags;

static void print_mq_attr(struct tracee *t, uint64_t addr, bool named_flags)
{
	struct mq_attr a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	sink_field(t, "mq_flags");
	if (named_flags)
		sink_xflags(t, &xlat_mq_attr_flags, (uint64_t)a.mq_flags, xlat_mq_attr_flags.dflt);
	else
		sink_hex(t, (uint64_t)a.mq_flags);
	sink_int_field(t, "mq_maxmsg", a.mq_maxmsg);
	sink_int_field(t, "mq_msgsize", a.mq_msgsize);
	sink_int_field(t, "mq_curmsgs", a.mq_curmsgs);
	sink_end(t);
}

/* mq_getsetattr's new attributes at entry, the old ones at exit. */
void print_struct_mq_attr(struct tracee *t, int i)
{
	print_mq_attr(t, argu(t, i), true);
}

/* mq_open(name, oflag, mode, attr) */
int dec_mq_open(struct tracee *t)
{
	uint32_t flags = (uint32_t)argu(t, 1);	/* the kernel's int */
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	print_open_flags(t, flags);
	if (!(flags & O_CREAT))
		return DEC_DONE;
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	if (argu(t, 3))
		print_mq_attr(t, argu(t, 3), false);
	else
		sink_ptr(t, 0);
	return DEC_DONE;
}
