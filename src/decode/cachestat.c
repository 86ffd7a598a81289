/* cachestat (Linux 6.5): the page cache state of a range of a file. */
#include "decode.h"

/* struct cachestat_range and struct cachestat of <linux/mman.h>, which
 * Linux 6.5 adds. */
struct cachestat_range_v0 {
	uint64_t off;
	uint64_t len;
};

struct cachestat_v0 {
	uint64_t nr_cache;
	uint64_t nr_dirty;
	uint64_t nr_writeback;
	uint64_t nr_evicted;
	uint64_t nr_recently_evicted;
};

void print_struct_cachestat_range(struct tracee *t, int i)
{
	struct cachestat_range_v0 r;
	if (!sink_fetch(t, argu(t, i), &r, sizeof r))
		return;
	sink_struct(t);
	sink_hex_field(t, "off", r.off);
	sink_uint_field(t, "len", r.len);
	sink_end(t);
}

void print_struct_cachestat(struct tracee *t, int i)
{
	struct cachestat_v0 c;
	if (!sink_fetch(t, argu(t, i), &c, sizeof c))
		return;
	sink_struct(t);
	sink_uint_field(t, "nr_cache", c.nr_cache);
	sink_uint_field(t, "nr_dirty", c.nr_dirty);
	sink_uint_field(t, "nr_writeback", c.nr_writeback);
	sink_uint_field(t, "nr_evicted", c.nr_evicted);
	sink_uint_field(t, "nr_recently_evicted", c.nr_recently_evicted);
	sink_end(t);
}

/* The range at entry, the filled struct at exit; flags is an unsigned
 * int in hex. */
int dec_cachestat(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_table_arg(t, 1);
		return DEC_EXIT;
	}
	sink_table_arg(t, 2);
	sink_arg(t, 3);
	sink_hex(t, (uint32_t)argu(t, 3));
	return DEC_DONE;
}
