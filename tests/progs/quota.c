/* quotactl and quotactl_fd: every command family on a filesystem that does
 * not exist, so each call fails (or, for Q_SYNC of all filesystems, does
 * nothing) and seize must show the arguments as they were passed: QCMD(),
 * the id and data each command takes, the structs the kernel would read,
 * the address of those it would fill, of unreadable ones and of strings
 * that run into an unmapped page.  SEIZE_XLAT and SEIZE_VERBOSE say which
 * -X and -v the lines are for (struct-style.h). */
#include "struct-style.h"

#include <fcntl.h>
#include <stdint.h>
#include <linux/dqblk_xfs.h>
#include <linux/quota.h>

static const char *DEV = "/dev/seize-no-such-device";

static long quotactl(unsigned long cmd, const void *special, unsigned long id, const void *addr)
{
	return syscall(SYS_quotactl, cmd, special, id, addr);
}

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

/* QCMD(cmd, type) as seize prints it: the names, or the number in
 * unsigned decimal under -X. */
static const char *qcmd(unsigned cmd, unsigned type, const char *cmd_name, const char *type_name)
{
	return X(F("%u", QCMD(cmd, type)), F("QCMD(%s, %s)", cmd_name, type_name));
}

static void plain_commands(char *end)
{
	char dq_buf[64];
	long rc = quotactl(QCMD(0x77, 0x33), DEV, 5, (void *)0x1234);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 5, 0x1234)",
	       qcmd(0x77, 0x33, "0x77 /* Q_??? */", "0x33 /* ???QUOTA */"), DEV);
	/* the kernel's cmd is an unsigned int: the upper half is not its */
	rc = quotactl(0xdeadbeef00000000UL | QCMD(Q_QUOTAOFF, GRPQUOTA), DEV, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, \"%s\")", qcmd(Q_QUOTAOFF, GRPQUOTA, "Q_QUOTAOFF", "GRPQUOTA"),
	       DEV);
	rc = quotactl(QCMD(Q_QUOTAON, USRQUOTA), DEV, QFMT_VFS_V0, "/tmp/seize-quota.user");
	expect(rc, err(rc), "quotactl(%s, \"%s\", %s, \"/tmp/seize-quota.user\")",
	       qcmd(Q_QUOTAON, USRQUOTA, "Q_QUOTAON", "USRQUOTA"), DEV, X("0x2", "QFMT_VFS_V0"));
	rc = quotactl(QCMD(Q_QUOTAON, PRJQUOTA), DEV, 0xca7faced, NULL);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %s, NULL)",
	       qcmd(Q_QUOTAON, PRJQUOTA, "Q_QUOTAON", "PRJQUOTA"), DEV,
	       U("0xca7faced", "QFMT_VFS_???"));
	rc = quotactl(QCMD(Q_SYNC, 7), NULL, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, NULL)", qcmd(Q_SYNC, 7, "Q_SYNC", "0x7 /* ???QUOTA */"));
	/* an old version 1 command: its id and address as they are */
	rc = quotactl(QCMD(0x300, USRQUOTA), DEV, 1000, dq_buf);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 1000, %p)",
	       qcmd(0x300, USRQUOTA, "Q_V1_GETQUOTA", "USRQUOTA"), DEV, (void *)dq_buf);
	rc = quotactl(QCMD(0x3, USRQUOTA), DEV, 1000, dq_buf);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 1000, %p)",
	       qcmd(0x3, USRQUOTA, "0x3 /* Q_??? */", "USRQUOTA"), DEV, (void *)dq_buf);
	/* a device name that runs into an unmapped page */
	memcpy(end - 3, "/de", 3);
	rc = quotactl(QCMD(Q_QUOTAOFF, USRQUOTA), end - 3, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, %p)", qcmd(Q_QUOTAOFF, USRQUOTA, "Q_QUOTAOFF", "USRQUOTA"),
	       (void *)(end - 3));
}

static const char *dqblk_text(const struct if_dqblk *d)
{
	const char *head = F("dqb_bhardlimit=%llu, dqb_bsoftlimit=%llu, dqb_curspace=%llu, "
			     "dqb_ihardlimit=%llu, dqb_isoftlimit=%llu, dqb_curinodes=%llu",
			     d->dqb_bhardlimit, d->dqb_bsoftlimit, d->dqb_curspace,
			     d->dqb_ihardlimit, d->dqb_isoftlimit, d->dqb_curinodes);
	if (!verbose_structs)
		return F("{%s, ...}", head);
	return F("{%s, dqb_btime=%llu, dqb_itime=%llu, dqb_valid=%s}", head, d->dqb_btime,
		 d->dqb_itime, X("0x25", "QIF_BLIMITS|QIF_ILIMITS|QIF_ITIME"));
}

static void vfs_quota(char *end)
{
	struct if_dqblk dq = {
		.dqb_bhardlimit = 100, .dqb_bsoftlimit = 90, .dqb_curspace = 1ULL << 40,
		.dqb_ihardlimit = 18446744073709551615ULL, .dqb_isoftlimit = 7,
		.dqb_curinodes = 3, .dqb_btime = 1700000000, .dqb_itime = 0,
		.dqb_valid = QIF_BLIMITS | QIF_ILIMITS | QIF_ITIME,
	};
	long rc = quotactl(QCMD(Q_GETQUOTA, USRQUOTA), DEV, -1, &dq);
	expect(rc, err(rc), "quotactl(%s, \"%s\", -1, %p)",
	       qcmd(Q_GETQUOTA, USRQUOTA, "Q_GETQUOTA", "USRQUOTA"), DEV, (void *)&dq);
	rc = quotactl(QCMD(Q_GETNEXTQUOTA, GRPQUOTA), DEV, 1000, &dq);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 1000, %p)",
	       qcmd(Q_GETNEXTQUOTA, GRPQUOTA, "Q_GETNEXTQUOTA", "GRPQUOTA"), DEV, (void *)&dq);
	rc = quotactl(QCMD(Q_SETQUOTA, PRJQUOTA), DEV, 3141592653UL, &dq);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 3141592653, %s)",
	       qcmd(Q_SETQUOTA, PRJQUOTA, "Q_SETQUOTA", "PRJQUOTA"), DEV, dqblk_text(&dq));
	/* a struct that crosses into an unmapped page */
	void *cut = end - sizeof dq + 8;
	rc = quotactl(QCMD(Q_SETQUOTA, USRQUOTA), DEV, 0, cut);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 0, %p)",
	       qcmd(Q_SETQUOTA, USRQUOTA, "Q_SETQUOTA", "USRQUOTA"), DEV, cut);

	struct if_dqinfo di = {
		.dqi_bgrace = 604800, .dqi_igrace = 86400,
		.dqi_flags = DQF_ROOT_SQUASH | 0x100, .dqi_valid = IIF_BGRACE | IIF_FLAGS,
	};
	rc = quotactl(QCMD(Q_SETINFO, USRQUOTA), DEV, 0, &di);
	expect(rc, err(rc),
	       "quotactl(%s, \"%s\", {dqi_bgrace=604800, dqi_igrace=86400, dqi_flags=%s, dqi_valid=%s})",
	       qcmd(Q_SETINFO, USRQUOTA, "Q_SETINFO", "USRQUOTA"), DEV,
	       X("0x101", "DQF_ROOT_SQUASH|0x100"), X("0x5", "IIF_BGRACE|IIF_FLAGS"));
	di.dqi_flags = 0;
	di.dqi_valid = 0x80;
	rc = quotactl(QCMD(Q_SETINFO, GRPQUOTA), DEV, 0, &di);
	expect(rc, err(rc),
	       "quotactl(%s, \"%s\", {dqi_bgrace=604800, dqi_igrace=86400, dqi_flags=0, dqi_valid=%s})",
	       qcmd(Q_SETINFO, GRPQUOTA, "Q_SETINFO", "GRPQUOTA"), DEV, U("0x80", "IIF_???"));
	rc = quotactl(QCMD(Q_SETINFO, GRPQUOTA), DEV, 0, end);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %p)",
	       qcmd(Q_SETINFO, GRPQUOTA, "Q_SETINFO", "GRPQUOTA"), DEV, (void *)end);
	rc = quotactl(QCMD(Q_GETINFO, GRPQUOTA), DEV, 0, &di);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %p)",
	       qcmd(Q_GETINFO, GRPQUOTA, "Q_GETINFO", "GRPQUOTA"), DEV, (void *)&di);
	rc = quotactl(QCMD(Q_GETFMT, USRQUOTA), DEV, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, \"%s\", NULL)",
	       qcmd(Q_GETFMT, USRQUOTA, "Q_GETFMT", "USRQUOTA"), DEV);
}

static const char *disk_quota_text(const struct fs_disk_quota *d)
{
	const char *head = F("d_version=%d, d_flags=%s, d_fieldmask=%#x, d_id=%u, "
			     "d_blk_hardlimit=%llu, d_blk_softlimit=%llu, d_ino_hardlimit=%llu, "
			     "d_ino_softlimit=%llu, d_bcount=%llu, d_icount=%llu",
			     d->d_version, X("0x81", "FS_USER_QUOTA|0x80"), d->d_fieldmask, d->d_id,
			     d->d_blk_hardlimit, d->d_blk_softlimit, d->d_ino_hardlimit,
			     d->d_ino_softlimit, d->d_bcount, d->d_icount);
	if (!verbose_structs)
		return F("{%s, ...}", head);
	return F("{%s, d_itimer=%d, d_btimer=%d, d_iwarns=%u, d_bwarns=%u, d_rtb_hardlimit=%llu, "
		 "d_rtb_softlimit=%llu, d_rtbcount=%llu, d_rtbtimer=%d, d_rtbwarns=%u}",
		 head, d->d_itimer, d->d_btimer, d->d_iwarns, d->d_bwarns, d->d_rtb_hardlimit,
		 d->d_rtb_softlimit, d->d_rtbcount, d->d_rtbtimer, d->d_rtbwarns);
}

static void xfs_quota(char *end)
{
	uint32_t flags = FS_QUOTA_UDQ_ACCT | FS_QUOTA_UDQ_ENFD;
	long rc = quotactl(QCMD(Q_XQUOTAON, USRQUOTA), DEV, 0, &flags);
	expect(rc, err(rc), "quotactl(%s, \"%s\", [%s])",
	       qcmd(Q_XQUOTAON, USRQUOTA, "Q_XQUOTAON", "USRQUOTA"), DEV,
	       X("0x3", "FS_QUOTA_UDQ_ACCT|FS_QUOTA_UDQ_ENFD"));
	flags = FS_QUOTA_PDQ_ENFD | 0x400;
	rc = quotactl(QCMD(Q_XQUOTAOFF, PRJQUOTA), DEV, 0, &flags);
	expect(rc, err(rc), "quotactl(%s, \"%s\", [%s])",
	       qcmd(Q_XQUOTAOFF, PRJQUOTA, "Q_XQUOTAOFF", "PRJQUOTA"), DEV,
	       X("0x420", "FS_QUOTA_PDQ_ENFD|0x400"));
	rc = quotactl(QCMD(Q_XQUOTAOFF, USRQUOTA), DEV, 0, end - 2);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %p)",
	       qcmd(Q_XQUOTAOFF, USRQUOTA, "Q_XQUOTAOFF", "USRQUOTA"), DEV, (void *)(end - 2));
	flags = FS_USER_QUOTA | FS_GROUP_QUOTA;
	rc = quotactl(QCMD(Q_XQUOTARM, GRPQUOTA), DEV, 0, &flags);
	expect(rc, err(rc), "quotactl(%s, \"%s\", [%s])",
	       qcmd(Q_XQUOTARM, GRPQUOTA, "Q_XQUOTARM", "GRPQUOTA"), DEV,
	       X("0x5", "FS_USER_QUOTA|FS_GROUP_QUOTA"));
	rc = quotactl(QCMD(Q_XQUOTARM, GRPQUOTA), DEV, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, \"%s\", NULL)",
	       qcmd(Q_XQUOTARM, GRPQUOTA, "Q_XQUOTARM", "GRPQUOTA"), DEV);

	struct fs_disk_quota d = {
		.d_version = FS_DQUOT_VERSION, .d_flags = (int8_t)0x81,
		.d_fieldmask = FS_DQ_BSOFT | FS_DQ_BHARD, .d_id = 4000000000U,
		.d_blk_hardlimit = 2048, .d_blk_softlimit = 1024, .d_ino_hardlimit = 50,
		.d_ino_softlimit = 40, .d_bcount = 12, .d_icount = 2, .d_itimer = -1,
		.d_btimer = 1700000000, .d_iwarns = 3, .d_bwarns = 65535,
		.d_rtb_hardlimit = 9, .d_rtb_softlimit = 8, .d_rtbcount = 7,
		.d_rtbtimer = -5, .d_rtbwarns = 1,
	};
	rc = quotactl(QCMD(Q_XSETQLIM, PRJQUOTA), DEV, 4000000000UL, &d);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 4000000000, %s)",
	       qcmd(Q_XSETQLIM, PRJQUOTA, "Q_XSETQLIM", "PRJQUOTA"), DEV, disk_quota_text(&d));
	rc = quotactl(QCMD(Q_XGETQUOTA, USRQUOTA), DEV, 0, &d);
	expect(rc, err(rc), "quotactl(%s, \"%s\", 0, %p)",
	       qcmd(Q_XGETQUOTA, USRQUOTA, "Q_XGETQUOTA", "USRQUOTA"), DEV, (void *)&d);
	rc = quotactl(QCMD(Q_XGETNEXTQUOTA, USRQUOTA), DEV, -1, &d);
	expect(rc, err(rc), "quotactl(%s, \"%s\", -1, %p)",
	       qcmd(Q_XGETNEXTQUOTA, USRQUOTA, "Q_XGETNEXTQUOTA", "USRQUOTA"), DEV, (void *)&d);
	struct fs_quota_statv sv = {.qs_version = FS_QSTATV_VERSION1};
	rc = quotactl(QCMD(Q_XGETQSTAT, USRQUOTA), DEV, 0, &sv);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %p)",
	       qcmd(Q_XGETQSTAT, USRQUOTA, "Q_XGETQSTAT", "USRQUOTA"), DEV, (void *)&sv);
	rc = quotactl(QCMD(Q_XGETQSTATV, USRQUOTA), DEV, 0, &sv);
	expect(rc, err(rc), "quotactl(%s, \"%s\", %p)",
	       qcmd(Q_XGETQSTATV, USRQUOTA, "Q_XGETQSTATV", "USRQUOTA"), DEV, (void *)&sv);
	rc = quotactl(QCMD(Q_XQUOTASYNC, PRJQUOTA), DEV, 0, NULL);
	expect(rc, err(rc), "quotactl(%s, \"%s\")",
	       qcmd(Q_XQUOTASYNC, PRJQUOTA, "Q_XQUOTASYNC", "PRJQUOTA"), DEV);
}

static void by_descriptor(void)
{
	uint32_t fmt = 0;
	long rc = syscall(SYS_quotactl_fd, -1, QCMD(Q_GETFMT, GRPQUOTA), 0, &fmt);
	expect(rc, err(rc), "quotactl_fd(-1, %s, %p)",
	       qcmd(Q_GETFMT, GRPQUOTA, "Q_GETFMT", "GRPQUOTA"), (void *)&fmt);
	int fd = open("/dev/null", O_RDONLY);
	struct if_dqinfo di = {.dqi_bgrace = 1, .dqi_igrace = 2, .dqi_valid = IIF_IGRACE};
	rc = syscall(SYS_quotactl_fd, fd, QCMD(Q_SETINFO, USRQUOTA), 0, &di);
	expect(rc, err(rc),
	       "quotactl_fd(%d, %s, {dqi_bgrace=1, dqi_igrace=2, dqi_flags=0, dqi_valid=%s})", fd,
	       qcmd(Q_SETINFO, USRQUOTA, "Q_SETINFO", "USRQUOTA"), X("0x2", "IIF_IGRACE"));
	rc = syscall(SYS_quotactl_fd, fd, QCMD(Q_GETQUOTA, PRJQUOTA), 42, &di);
	expect(rc, err(rc), "quotactl_fd(%d, %s, 42, %p)", fd,
	       qcmd(Q_GETQUOTA, PRJQUOTA, "Q_GETQUOTA", "PRJQUOTA"), (void *)&di);
	close(fd);
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	plain_commands(end);
	vfs_quota(end);
	xfs_quota(end);
	by_descriptor();
	return 0;
}
