/* ioctl: the IDE disk family.  HDIO_DRIVE_CMD's header by command name
 * and unknown, the three ints of HDIO_DRIVE_RESET, the settings in and
 * the ones a failed call leaves unread, HDIO_SET_NICE's bits and the bus
 * states, NULL and unreadable arguments; what a drive command that
 * succeeds returns (notif-ok.h), its sectors in hex. */
#include "ioctl-progs.h"
#include "notif-ok.h"

#include <linux/hdreg.h>

static struct style st;

/* HDIO_DRIVE_CMD that succeeds: the header the drive returned and the
 * sector it read, every byte as \x.. under each style, cut at 32; the
 * address when the sectors it says it read cannot be. */
static void drive_cmd_success(void)
{
	unsigned char *cmd = malloc(4 + 512);
	char sector[4 * 32 + 1];
	cmd[0] = 0x80;
	cmd[1] = 129;
	cmd[2] = 130;
	cmd[3] = 1;
	for (int i = 0; i < 512; i++)
		cmd[4 + i] = (unsigned char)(0x84 + i);
	for (int i = 0; i < 32; i++)
		snprintf(sector + 4 * i, 5, "\\x%02x", cmd[4 + i]);
	notif_ok_start();
	long rc = sys_ioctl(OK_FD, HDIO_DRIVE_CMD, (unsigned long)cmd);
	expect(rc, NULL, "ioctl(%d, %s, {command=%s, sector_number=129, feature=130, "
	       "sector_count=1} => {status=0x80, error=129, nsector=130, buf=\"%s\"...})",
	       OK_FD, REQ(&st, HDIO_DRIVE_CMD),
	       st.x == X_RAW ? "0x80" : "0x80 /* ATA_CMD_??? */", sector);
	/* what it says it read goes past the memory: the address */
	unsigned char *end = (unsigned char *)tail_page() + 4096 - 4 - 16;
	memcpy(end, cmd, 4 + 16);
	rc = sys_ioctl(OK_FD, HDIO_DRIVE_CMD, (unsigned long)end);
	expect(rc, NULL, "ioctl(%d, %s, {command=%s, sector_number=129, feature=130, "
	       "sector_count=1} => {status=0x80, error=129, nsector=130, buf=%p})",
	       OK_FD, REQ(&st, HDIO_DRIVE_CMD),
	       st.x == X_RAW ? "0x80" : "0x80 /* ATA_CMD_??? */", (void *)(end + 4));
	free(cmd);
}

int main(void)
{
	char b1[160];
	st = style_get();
	unsigned char *tail = tail_page();

	long rc = sys_ioctl(-1, HDIO_GETGEO, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, HDIO_GETGEO));
	rc = sys_ioctl(-1, HDIO_GETGEO, (unsigned long)tail);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, HDIO_GETGEO), (void *)tail);

	unsigned char *cmd = tail + 4096 - 4;
	cmd[0] = WIN_IDENTIFY;
	cmd[1] = 1;
	cmd[2] = 2;
	cmd[3] = 255;
	rc = sys_ioctl(-1, HDIO_DRIVE_CMD, (unsigned long)cmd);
	expect(rc, "EBADF", "ioctl(-1, %s, {command=%s, sector_number=1, feature=2, "
	       "sector_count=255})", REQ(&st, HDIO_DRIVE_CMD),
	       xname(&st, b1, sizeof b1, "%#x", WIN_IDENTIFY, "ATA_CMD_ID_ATA"));
	cmd[0] = 0x80;
	rc = sys_ioctl(-1, HDIO_DRIVE_CMD, (unsigned long)cmd);
	expect(rc, "EBADF", "ioctl(-1, %s, {command=%s, sector_number=1, feature=2, "
	       "sector_count=255})", REQ(&st, HDIO_DRIVE_CMD),
	       st.x == X_ABBREV ? "0x80 /* ATA_CMD_??? */" :
	       xname(&st, b1, sizeof b1, "%#x", 0x80, "ATA_CMD_???"));
	rc = sys_ioctl(-1, HDIO_DRIVE_CMD, (unsigned long)cmd + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, HDIO_DRIVE_CMD), (void *)(cmd + 1));

	uint32_t *three = (uint32_t *)(tail + 4096 - 12);
	three[0] = 0xdead;
	three[1] = 0;
	three[2] = 0xffffffff;
	rc = sys_ioctl(-1, HDIO_DRIVE_RESET, (unsigned long)three);
	expect(rc, "EBADF", "ioctl(-1, %s, [0xdead, 0, 0xffffffff])", REQ(&st, HDIO_DRIVE_RESET));
	rc = sys_ioctl(-1, HDIO_SCAN_HWIF, (unsigned long)three + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, HDIO_SCAN_HWIF), (char *)three + 4);

	rc = sys_ioctl(-1, HDIO_GET_DMA, (unsigned long)three);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, HDIO_GET_DMA), (void *)three);
	rc = sys_ioctl(-1, HDIO_SET_DMA, 0xffffffffffffffffUL);
	expect(rc, "EBADF", "ioctl(-1, %s, 18446744073709551615)", REQ(&st, HDIO_SET_DMA));
	rc = sys_ioctl(-1, HDIO_GET_IDENTITY, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, HDIO_GET_IDENTITY));

	unsigned long nice = (1UL << IDE_NICE_1) | (1UL << IDE_NICE_DSC_OVERLAP) | 0x100;
	rc = sys_ioctl(-1, HDIO_SET_NICE, nice);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, HDIO_SET_NICE),
	       xname(&st, b1, sizeof b1, "%#llx", nice,
		     "1 << IDE_NICE_DSC_OVERLAP|1 << IDE_NICE_1|0x100"));
	rc = sys_ioctl(-1, HDIO_SET_BUSSTATE, BUSSTATE_TRISTATE);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, HDIO_SET_BUSSTATE),
	       xname(&st, b1, sizeof b1, "%#llx", BUSSTATE_TRISTATE, "BUSSTATE_TRISTATE"));
	rc = sys_ioctl(-1, HDIO_SET_BUSSTATE, 7);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, HDIO_SET_BUSSTATE),
	       st.x == X_ABBREV ? "0x7 /* BUSSTATE_??? */" :
	       xname(&st, b1, sizeof b1, "%#x", 7, "BUSSTATE_???"));
	drive_cmd_success();
	return 0;
}
