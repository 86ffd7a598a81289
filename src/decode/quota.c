/* quotactl and quotactl_fd: the command as QCMD(cmd, type), then what the
 * command takes.  Its id and its data argument mean something else for each
 * command (a format, a uid, a struct, a flag word), and the structs some
 * commands fill print at exit; strace leaves out the arguments a command
 * ignores (Q_SYNC shows none after the device). */
#include <linux/dqblk_xfs.h>
#include <linux/quota.h>

#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_quota_cmds, xlat_quota_types, xlat_quota_formats,
	xlat_quota_dqblk_valid, xlat_quota_dqinfo_flags, xlat_quota_dqinfo_valid,
	xlat_xfs_quota_flags, xlat_xfs_dqblk_flags;

/* The arguments both syscalls share, by their place in the table rows. */
enum { ARG_ID = 2, ARG_ADDR = 3 };

/* QCMD(Q_GETQUOTA, USRQUOTA); under -X the command's number as unsigned. */
static void print_qcmd(struct tracee *t, uint32_t qcmd)
{
	sink_named(t, qcmd, NUM_UNSIGNED);
	sink_func(t, "QCMD");
	sink_xval(t, &xlat_quota_cmds, qcmd >> SUBCMDSHIFT, xlat_quota_cmds.dflt);
	sink_xval(t, &xlat_quota_types, qcmd & SUBCMDMASK, xlat_quota_types.dflt);
	sink_end(t);
	sink_end(t);
}

/* A quota id is a uid, gid or project id: -1 as such. */
static void print_qid(struct tracee *t)
{
	uint32_t id = (uint32_t)argu(t, ARG_ID);
	sink_arg(t, ARG_ID);
	if (id == UINT32_MAX)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

static void print_flags_field(struct tracee *t, const char *name, const struct xlat *x,
			      uint64_t v)
{
	sink_field(t, name);
	sink_xflags(t, x, v, x->dflt);
}

/* The six members of struct if_dqblk and if_nextdqblk that come first. */
static void print_dqblk_head(struct tracee *t, const struct if_dqblk *d)
{
	sink_uint_field(t, "dqb_bhardlimit", d->dqb_bhardlimit);
	sink_uint_field(t, "dqb_bsoftlimit", d->dqb_bsoftlimit);
	sink_uint_field(t, "dqb_curspace", d->dqb_curspace);
	sink_uint_field(t, "dqb_ihardlimit", d->dqb_ihardlimit);
	sink_uint_field(t, "dqb_isoftlimit", d->dqb_isoftlimit);
	sink_uint_field(t, "dqb_curinodes", d->dqb_curinodes);
}

static void print_dqblk_tail(struct tracee *t, const struct if_dqblk *d)
{
	sink_uint_field(t, "dqb_btime", d->dqb_btime);
	sink_uint_field(t, "dqb_itime", d->dqb_itime);
	print_flags_field(t, "dqb_valid", &xlat_quota_dqblk_valid, d->dqb_valid);
}

static void print_dqblk(struct tracee *t, uint64_t addr)
{
	struct if_dqblk d;
	if (!sink_fetch(t, addr, &d, sizeof d))
		return;
	sink_struct(t);
	print_dqblk_head(t, &d);
	if (abbrev(t))
		sink_ellipsis(t);
	else
		print_dqblk_tail(t, &d);
	sink_end(t);
}

/* Q_GETNEXTQUOTA: the id found is shown even when the rest is cut short. */
static void print_nextdqblk(struct tracee *t, uint64_t addr)
{
	struct if_nextdqblk n;
	if (!sink_fetch(t, addr, &n, sizeof n))
		return;
	struct if_dqblk d;
	/* if_nextdqblk is if_dqblk with dqb_id after it */
	memcpy(&d, &n, sizeof d);
	sink_struct(t);
	print_dqblk_head(t, &d);
	if (abbrev(t)) {
		sink_uint_field(t, "dqb_id", n.dqb_id);
		sink_ellipsis(t);
	} else {
		print_dqblk_tail(t, &d);
		sink_uint_field(t, "dqb_id", n.dqb_id);
	}
	sink_end(t);
}

static void print_dqinfo(struct tracee *t, uint64_t addr)
{
	struct if_dqinfo d;
	if (!sink_fetch(t, addr, &d, sizeof d))
		return;
	sink_struct(t);
	sink_uint_field(t, "dqi_bgrace", d.dqi_bgrace);
	sink_uint_field(t, "dqi_igrace", d.dqi_igrace);
	print_flags_field(t, "dqi_flags", &xlat_quota_dqinfo_flags, d.dqi_flags);
	print_flags_field(t, "dqi_valid", &xlat_quota_dqinfo_valid, d.dqi_valid);
	sink_end(t);
}

/* [QFMT_VFS_V0] */
static void print_fmt(struct tracee *t, uint64_t addr)
{
	uint32_t fmt;
	if (!sink_fetch(t, addr, &fmt, sizeof fmt))
		return;
	sink_array(t);
	sink_elem(t);
	sink_xval(t, &xlat_quota_formats, fmt, xlat_quota_formats.dflt);
	sink_end(t);
}

/* The flag word of Q_XQUOTAON, Q_XQUOTAOFF and Q_XQUOTARM: [FS_USER_QUOTA]. */
static void print_flag_word(struct tracee *t, uint64_t addr, const struct xlat *x)
{
	uint32_t flags;
	if (!sink_fetch(t, addr, &flags, sizeof flags))
		return;
	sink_array(t);
	sink_elem(t);
	sink_xflags(t, x, flags, x->dflt);
	sink_end(t);
}

static void print_disk_quota(struct tracee *t, uint64_t addr)
{
	struct fs_disk_quota d;
	if (!sink_fetch(t, addr, &d, sizeof d))
		return;
	sink_struct(t);
	sink_int_field(t, "d_version", d.d_version);
	/* a __s8 of flag bits: its 8 bits, not sign-extended */
	print_flags_field(t, "d_flags", &xlat_xfs_dqblk_flags, (uint8_t)d.d_flags);
	sink_hex_field(t, "d_fieldmask", d.d_fieldmask);
	sink_uint_field(t, "d_id", d.d_id);
	sink_uint_field(t, "d_blk_hardlimit", d.d_blk_hardlimit);
	sink_uint_field(t, "d_blk_softlimit", d.d_blk_softlimit);
	sink_uint_field(t, "d_ino_hardlimit", d.d_ino_hardlimit);
	sink_uint_field(t, "d_ino_softlimit", d.d_ino_softlimit);
	sink_uint_field(t, "d_bcount", d.d_bcount);
	sink_uint_field(t, "d_icount", d.d_icount);
	if (abbrev(t)) {
		sink_ellipsis(t);
		sink_end(t);
		return;
	}
	sink_int_field(t, "d_itimer", d.d_itimer);
	sink_int_field(t, "d_btimer", d.d_btimer);
	sink_uint_field(t, "d_iwarns", d.d_iwarns);
	sink_uint_field(t, "d_bwarns", d.d_bwarns);
	sink_uint_field(t, "d_rtb_hardlimit", d.d_rtb_hardlimit);
	sink_uint_field(t, "d_rtb_softlimit", d.d_rtb_softlimit);
	sink_uint_field(t, "d_rtbcount", d.d_rtbcount);
	sink_int_field(t, "d_rtbtimer", d.d_rtbtimer);
	sink_uint_field(t, "d_rtbwarns", d.d_rtbwarns);
	sink_end(t);
}

/* fs_qfilestat and fs_qfilestatv print alike. */
static void print_qfilestat(struct tracee *t, const char *name, uint64_t ino, uint64_t nblks,
			    uint32_t nextents)
{
	sink_field(t, name);
	sink_struct(t);
	sink_uint_field(t, "qfs_ino", ino);
	sink_uint_field(t, "qfs_nblks", nblks);
	sink_uint_field(t, "qfs_nextents", nextents);
	sink_end(t);
}

static void print_limits(struct tracee *t, int32_t btime, int32_t itime, int32_t rtbtime,
			 uint16_t bwarn, uint16_t iwarn)
{
	sink_int_field(t, "qs_btimelimit", btime);
	sink_int_field(t, "qs_itimelimit", itime);
	sink_int_field(t, "qs_rtbtimelimit", rtbtime);
	sink_uint_field(t, "qs_bwarnlimit", bwarn);
	sink_uint_field(t, "qs_iwarnlimit", iwarn);
}

static void print_quota_stat(struct tracee *t, uint64_t addr)
{
	struct fs_quota_stat s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	sink_int_field(t, "qs_version", s.qs_version);
	if (abbrev(t)) {
		sink_ellipsis(t);
		sink_end(t);
		return;
	}
	print_flags_field(t, "qs_flags", &xlat_xfs_quota_flags, s.qs_flags);
	print_qfilestat(t, "qs_uquota", s.qs_uquota.qfs_ino, s.qs_uquota.qfs_nblks,
			s.qs_uquota.qfs_nextents);
	print_qfilestat(t, "qs_gquota", s.qs_gquota.qfs_ino, s.qs_gquota.qfs_nblks,
			s.qs_gquota.qfs_nextents);
	sink_uint_field(t, "qs_incoredqs", s.qs_incoredqs);
	print_limits(t, s.qs_btimelimit, s.qs_itimelimit, s.qs_rtbtimelimit, s.qs_bwarnlimit,
		     s.qs_iwarnlimit);
	sink_end(t);
}

static void print_quota_statv(struct tracee *t, uint64_t addr)
{
	struct fs_quota_statv s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	sink_int_field(t, "qs_version", s.qs_version);
	if (abbrev(t)) {
		sink_ellipsis(t);
		sink_end(t);
		return;
	}
	print_flags_field(t, "qs_flags", &xlat_xfs_quota_flags, s.qs_flags);
	sink_uint_field(t, "qs_incoredqs", s.qs_incoredqs);
	print_qfilestat(t, "qs_uquota", s.qs_uquota.qfs_ino, s.qs_uquota.qfs_nblks,
			s.qs_uquota.qfs_nextents);
	print_qfilestat(t, "qs_gquota", s.qs_gquota.qfs_ino, s.qs_gquota.qfs_nblks,
			s.qs_gquota.qfs_nextents);
	print_qfilestat(t, "qs_pquota", s.qs_pquota.qfs_ino, s.qs_pquota.qfs_nblks,
			s.qs_pquota.qfs_nextents);
	print_limits(t, s.qs_btimelimit, s.qs_itimelimit, s.qs_rtbtimelimit, s.qs_bwarnlimit,
		     s.qs_iwarnlimit);
	sink_end(t);
}

/* How a command's data argument prints. */
typedef void (*data_fn)(struct tracee *t, uint64_t addr);

/* The data the kernel fills: at exit, its address when the call failed. */
static int print_out(struct tracee *t, data_fn fn)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	uint64_t addr = argu(t, ARG_ADDR);
	sink_arg(t, ARG_ADDR);
	if (t->call.is_error)
		sink_ptr(t, addr);
	else
		fn(t, addr);
	return DEC_DONE;
}

static void print_in(struct tracee *t, data_fn fn)
{
	sink_arg(t, ARG_ADDR);
	fn(t, argu(t, ARG_ADDR));
}

static void print_xflags_in(struct tracee *t, const struct xlat *x)
{
	sink_arg(t, ARG_ADDR);
	print_flag_word(t, argu(t, ARG_ADDR), x);
}

/* What follows the command and the filesystem, at entry and at exit. */
static int print_cmd_args(struct tracee *t, uint32_t qcmd)
{
	uint32_t cmd = qcmd >> SUBCMDSHIFT;
	bool in = !t->call.exiting;
	switch (cmd) {
	case Q_QUOTAOFF: case Q_SYNC: case Q_XQUOTASYNC:
		return DEC_DONE;
	case Q_QUOTAON:
		sink_arg(t, ARG_ID);
		sink_xval(t, &xlat_quota_formats, (uint32_t)argu(t, ARG_ID),
			  xlat_quota_formats.dflt);
		sink_arg(t, ARG_ADDR);
		sink_path_at(t, argu(t, ARG_ADDR));
		return DEC_DONE;
	case Q_GETQUOTA:
		if (in)
			print_qid(t);
		return print_out(t, print_dqblk);
	case Q_GETNEXTQUOTA:
		if (in)
			print_qid(t);
		return print_out(t, print_nextdqblk);
	case Q_XGETQUOTA: case Q_XGETNEXTQUOTA:
		if (in)
			print_qid(t);
		return print_out(t, print_disk_quota);
	case Q_SETQUOTA:
		print_qid(t);
		print_in(t, print_dqblk);
		return DEC_DONE;
	case Q_XSETQLIM:
		print_qid(t);
		print_in(t, print_disk_quota);
		return DEC_DONE;
	case Q_GETINFO:
		return print_out(t, print_dqinfo);
	case Q_SETINFO:
		print_in(t, print_dqinfo);
		return DEC_DONE;
	case Q_GETFMT:
		return print_out(t, print_fmt);
	case Q_XGETQSTAT:
		return print_out(t, print_quota_stat);
	case Q_XGETQSTATV:
		return print_out(t, print_quota_statv);
	case Q_XQUOTAON: case Q_XQUOTAOFF:
		print_xflags_in(t, &xlat_xfs_quota_flags);
		return DEC_DONE;
	case Q_XQUOTARM:
		print_xflags_in(t, &xlat_xfs_dqblk_flags);
		return DEC_DONE;
	default:
		print_qid(t);
		sink_arg(t, ARG_ADDR);
		sink_ptr(t, argu(t, ARG_ADDR));
		return DEC_DONE;
	}
}

/* quotactl(cmd, special, id, addr) */
int dec_quotactl(struct tracee *t)
{
	uint32_t qcmd = (uint32_t)argu(t, 0);	/* the kernel's unsigned int */
	if (!t->call.exiting) {
		sink_arg(t, 0);
		print_qcmd(t, qcmd);
		sink_table_arg(t, 1);
	}
	return print_cmd_args(t, qcmd);
}

/* quotactl_fd(fd, cmd, id, addr) */
int dec_quotactl_fd(struct tracee *t)
{
	uint32_t qcmd = (uint32_t)argu(t, 1);
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_arg(t, 1);
		print_qcmd(t, qcmd);
	}
	return print_cmd_args(t, qcmd);
}
