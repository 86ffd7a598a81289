/* btrfs's requests on the devices and chunks (ioctl-btrfs.h): BALANCE_V2
 * and BALANCE_PROGRESS, SCRUB and SCRUB_PROGRESS, DEV_REPLACE and
 * GET_DEV_STATS. */
#include "ioctl-btrfs.h"

extern const struct xlat xlat_btrfs_balance_flags, xlat_btrfs_balance_state,
	xlat_btrfs_balance_args, xlat_btrfs_scrub_flags, xlat_btrfs_dev_replace_cmds,
	xlat_btrfs_dev_replace_results, xlat_btrfs_dev_replace_states,
	xlat_btrfs_cont_reading_modes, xlat_btrfs_dev_stats_flags,
	xlat_btrfs_dev_stats_values;

/* The filter of one chunk type (data, meta, sys) a balance takes. */
static void print_balance_filter(struct tracee *t, const char *name,
				 const struct btrfs_balance_args *b)
{
	sink_field(t, name);
	sink_struct(t);
	sink_field(t, "profiles");
	sink_xflags(t, &xlat_btrfs_space_info_flags, b->profiles, "BTRFS_BLOCK_GROUP_???");
	btrfs_u64_field(t, "usage", b->usage);
	btrfs_dev_field(t, "devid", b->devid);
	btrfs_u64_field(t, "pstart", b->pstart);
	btrfs_u64_field(t, "pend", b->pend);
	btrfs_u64_field(t, "vstart", b->vstart);
	btrfs_u64_field(t, "vend", b->vend);
	btrfs_u64_field(t, "target", b->target);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_balance_args, b->flags, "BTRFS_BALANCE_ARGS_???");
	sink_end(t);
}

/* The balance asked for; what the kernel filled (out) adds its state.  The
 * filters print for the chunk types the flags name. */
static void print_balance(struct tracee *t, const struct btrfs_ioctl_balance_args *b, bool out)
{
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_balance_flags, b->flags, "BTRFS_BALANCE_???");
	if (out) {
		sink_field(t, "state");
		sink_xflags(t, &xlat_btrfs_balance_state, b->state, "BTRFS_BALANCE_STATE_???");
	}
	if (b->flags & BTRFS_BALANCE_DATA)
		print_balance_filter(t, "data", &b->data);
	if (b->flags & BTRFS_BALANCE_METADATA)
		print_balance_filter(t, "meta", &b->meta);
	if (b->flags & BTRFS_BALANCE_SYSTEM)
		print_balance_filter(t, "sys", &b->sys);
	sink_end(t);
}

static int decode_balance_v2(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_balance_args b;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &b, sizeof b))
			return DEC_DONE;
		print_balance(t, &b, false);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &b, sizeof b))
		print_balance(t, &b, true);
	sink_end(t);
	return DEC_DONE;
}

static void print_scrub_progress(struct tracee *t, const struct btrfs_scrub_progress *p)
{
	sink_field(t, "progress");
	sink_struct(t);
	sink_uint_field(t, "data_extents_scrubbed", p->data_extents_scrubbed);
	sink_uint_field(t, "tree_extents_scrubbed", p->tree_extents_scrubbed);
	sink_uint_field(t, "data_bytes_scrubbed", p->data_bytes_scrubbed);
	sink_uint_field(t, "tree_bytes_scrubbed", p->tree_bytes_scrubbed);
	sink_uint_field(t, "read_errors", p->read_errors);
	sink_uint_field(t, "csum_errors", p->csum_errors);
	sink_uint_field(t, "verify_errors", p->verify_errors);
	sink_uint_field(t, "no_csum", p->no_csum);
	sink_uint_field(t, "csum_discards", p->csum_discards);
	sink_uint_field(t, "super_errors", p->super_errors);
	sink_uint_field(t, "malloc_errors", p->malloc_errors);
	sink_uint_field(t, "uncorrectable_errors", p->uncorrectable_errors);
	sink_uint_field(t, "corrected_errors", p->corrected_errors);
	sink_uint_field(t, "last_physical", p->last_physical);
	sink_uint_field(t, "unverified_errors", p->unverified_errors);
	sink_end(t);
}

/* SCRUB names the device and the range, SCRUB_PROGRESS the device alone;
 * both come back with the progress. */
static int decode_scrub(struct tracee *t, unsigned code, uint64_t arg)
{
	struct btrfs_ioctl_scrub_args s;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &s, sizeof s))
			return DEC_DONE;
		sink_struct(t);
		btrfs_dev_field(t, "devid", s.devid);
		if (code == BTRFS_IOC_SCRUB) {
			sink_uint_field(t, "start", s.start);
			btrfs_u64_field(t, "end", s.end);
			sink_field(t, "flags");
			sink_xflags(t, &xlat_btrfs_scrub_flags, s.flags, "BTRFS_SCRUB_???");
		}
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &s, sizeof s)) {
		sink_struct(t);
		print_scrub_progress(t, &s.progress);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

static void print_replace_start(struct tracee *t,
				const struct btrfs_ioctl_dev_replace_start_params *p)
{
	sink_field(t, "start");
	sink_struct(t);
	btrfs_dev_field(t, "srcdevid", p->srcdevid);
	sink_field(t, "cont_reading_from_srcdev_mode");
	sink_xval(t, &xlat_btrfs_cont_reading_modes, p->cont_reading_from_srcdev_mode,
		  "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_???");
	ioctl_cstr_field(t, "srcdev_name", (const char *)p->srcdev_name, sizeof p->srcdev_name);
	ioctl_cstr_field(t, "tgtdev_name", (const char *)p->tgtdev_name, sizeof p->tgtdev_name);
	sink_end(t);
}

static void print_replace_status(struct tracee *t,
				 const struct btrfs_ioctl_dev_replace_status_params *p)
{
	sink_field(t, "status");
	sink_struct(t);
	sink_field(t, "replace_state");
	sink_xval(t, &xlat_btrfs_dev_replace_states, p->replace_state,
		  "BTRFS_IOCTL_DEV_REPLACE_STATE_???");
	sink_uint_field(t, "progress_1000", p->progress_1000);
	/* in tenths of a percent */
	if (p->progress_1000 <= 1000)
		sink_comment(t, "percent", "%u.%u%%", (unsigned)p->progress_1000 / 10,
			     (unsigned)p->progress_1000 % 10);
	sink_uint_field(t, "time_started", p->time_started);
	sink_time_comment(t, (int64_t)p->time_started, 0);
	sink_uint_field(t, "time_stopped", p->time_stopped);
	sink_time_comment(t, (int64_t)p->time_stopped, 0);
	sink_uint_field(t, "num_write_errors", p->num_write_errors);
	sink_uint_field(t, "num_uncorrectable_read_errors", p->num_uncorrectable_read_errors);
	sink_end(t);
}

/* The command, with what START replaces by what; the result, with the
 * status STATUS asked for. */
static int decode_dev_replace(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_dev_replace_args r;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &r, sizeof r))
			return DEC_DONE;
		sink_struct(t);
		sink_field(t, "cmd");
		sink_xval(t, &xlat_btrfs_dev_replace_cmds, r.cmd, "BTRFS_IOCTL_DEV_REPLACE_CMD_???");
		if (r.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_START)
			print_replace_start(t, &r.start);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &r, sizeof r)) {
		sink_struct(t);
		sink_field(t, "result");
		sink_xval(t, &xlat_btrfs_dev_replace_results, r.result,
			  "BTRFS_IOCTL_DEV_REPLACE_RESULT_???");
		if (r.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS)
			print_replace_status(t, &r.status);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

/* [[BTRFS_DEV_STAT_WRITE_ERRS]=0, ...]: the first nr counters, each keyed
 * by its index's name; "..." past those the struct holds. */
static void print_dev_stats_values(struct tracee *t, const struct btrfs_ioctl_get_dev_stats *s)
{
	size_t max = sizeof s->values / sizeof s->values[0];
	sink_array(t);
	for (uint64_t i = 0; i < s->nr_items; i++) {
		if (i >= max) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		sink_op(t, "=");
		sink_array(t);
		sink_elem(t);
		sink_xval(t, &xlat_btrfs_dev_stats_values, i, NULL);
		sink_end(t);
		sink_uint(t, s->values[i]);
		sink_end(t);
	}
	sink_end(t);
}

static int decode_dev_stats(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_get_dev_stats s;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &s, sizeof s))
			return DEC_DONE;
	} else if (!btrfs_rw_exit(t, arg, &s, sizeof s)) {
		sink_end(t);
		return DEC_DONE;
	}
	sink_struct(t);
	if (!t->call.exiting)
		btrfs_dev_field(t, "devid", s.devid);
	sink_uint_field(t, "nr_items", s.nr_items);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_dev_stats_flags, s.flags, "BTRFS_DEV_STATS_???");
	if (!t->call.exiting) {
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	/* strace gives the counters no name: the JSON's member is "_0" */
	print_dev_stats_values(t, &s);
	sink_end(t);
	sink_end(t);
	return DEC_DONE;
}

int btrfs_decode_dev(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case BTRFS_IOC_BALANCE_V2: return decode_balance_v2(t, arg);
	case BTRFS_IOC_BALANCE_PROGRESS: {
		struct btrfs_ioctl_balance_args b;
		if (!t->call.exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg) && sink_fetch(t, arg, &b, sizeof b))
			print_balance(t, &b, true);
		return DEC_DONE;
	}
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS:
		return decode_scrub(t, code, arg);
	case BTRFS_IOC_DEV_REPLACE: return decode_dev_replace(t, arg);
	case BTRFS_IOC_GET_DEV_STATS: return decode_dev_stats(t, arg);
	}
	return IOCTL_UNKNOWN;
}
