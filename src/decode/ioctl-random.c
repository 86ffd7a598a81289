/* The random family: the requests of /dev/random and /dev/urandom
 * (src/xlat/ioctl_random.in): entropy counts, and RNDADDENTROPY's
 * struct rand_pool_info with its bytes. */
#include <stddef.h>
#include <linux/random.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_random;

/* {entropy_count=8, buf_size=4, buf="\x01\x02\x03\x04"}: buf_size bytes
 * follow the two counts, cut at the -s limit. */
static void print_rand_pool_info(struct tracee *t, uint64_t addr)
{
	struct rand_pool_info info;
	if (!sink_fetch(t, addr, &info, sizeof info))
		return;
	sink_struct(t);
	sink_int_field(t, "entropy_count", info.entropy_count);
	sink_int_field(t, "buf_size", info.buf_size);
	sink_field(t, "buf");
	/* a negative size is as long as strace takes it: all there is */
	sink_buf_at(t, addr + offsetof(struct rand_pool_info, buf), (uint64_t)(int64_t)info.buf_size);
	sink_end(t);
}

static int ioctl_random_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (t->call.exiting) {
		/* RNDGETENTCNT: the count the kernel wrote */
		if (!ioctl_exit_ptr(t, arg))
			sink_int_at(t, arg);
		return DEC_DONE;
	}
	switch (code) {
	case RNDGETENTCNT:
		return DEC_EXIT;
	case RNDADDTOENTCNT:
		sink_arg(t, 2);
		sink_int_at(t, arg);
		return DEC_DONE;
	case RNDADDENTROPY:
		sink_arg(t, 2);
		print_rand_pool_info(t, arg);
		return DEC_DONE;
	case RNDZAPENTCNT: case RNDCLEARPOOL: case RNDRESEEDCRNG:
		return DEC_DONE;	/* no argument */
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_random = {
	"random", &xlat_ioctl_random, ioctl_random_decode,
};
