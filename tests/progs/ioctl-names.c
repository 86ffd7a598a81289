/* ioctl: the names family, names only.  Requests of drivers seize does
 * not decode, across subsystems (sound, USB, VFIO, vhost, framebuffer,
 * CD-ROM, binder's #define and enum names, x86's asm/ headers, wireless
 * and VT numbers, ZFS's own), each with its argument in hex; numbers that
 * two names share, printed "A or B" sorted; a number strace names after
 * the first of two names that begin alike (PPPIOCGIDLE32/64); a pointer
 * into an unmapped page, printed and never read. */
#include "ioctl-progs.h"

#include <linux/agpgart.h>
#include <linux/android/binder.h>
#include <linux/chio.h>
#include <linux/cdrom.h>
#include <linux/fb.h>
#include <linux/mmtimer.h>
#include <linux/pcitest.h>
#include <linux/ppp-ioctl.h>
#include <linux/synclink.h>
#include <linux/soundcard.h>
#include <linux/usbdevice_fs.h>
#include <linux/vfio.h>
#include <linux/vhost.h>
#include <linux/vt.h>
#include <linux/wireless.h>
#include <sound/asound.h>
#include <asm/mce.h>

static struct style st;

/* ioctl(-1, code, arg) and its line: code by name (or names) in the
 * style, arg in hex. */
static void one(unsigned code, const char *names, unsigned long arg)
{
	char buf[256];
	long rc = sys_ioctl(-1, code, arg);
	expect(rc, "EBADF", "ioctl(-1, %s, %#lx)", xname(&st, buf, sizeof buf, "%#llx", code, names),
	       arg);
}
#define ONE(code, arg) one(code, #code, arg)

int main(void)
{
	st = style_get();
	ONE(SNDRV_PCM_IOCTL_PVERSION, 0x1000);
	ONE(SNDRV_CTL_IOCTL_CARD_INFO, 0x1001);
	ONE(SNDRV_TIMER_IOCTL_TREAD_OLD, 1);
	ONE(SNDCTL_DSP_SPEED, 0x1002);
	ONE(USBDEVFS_RESET, 0x1003);
	ONE(USBDEVFS_CONTROL, 0x1004);
	ONE(VFIO_GET_API_VERSION, 0x1005);
	ONE(VFIO_DEVICE_GET_INFO, 0x1006);
	ONE(VHOST_SET_OWNER, 0x1007);
	ONE(VHOST_GET_FEATURES, 0x1008);
	ONE(FBIOGET_VSCREENINFO, 0x1009);
	ONE(FBIO_WAITFORVSYNC, 0x100a);
	ONE(CDROMEJECT, 0x100b);
	ONE(CDROM_GET_CAPABILITY, 0x100c);
	ONE(BINDER_WRITE_READ, 0x100d);
	ONE(BC_ENTER_LOOPER, 0x100e);
	ONE(BR_NOOP, 0x100f);
	/* the mixer's built name first, as strace puts it */
	one(MCE_GET_RECORD_LEN, "MIXER_READ(1) or MCE_GET_RECORD_LEN", 0x1010);
	ONE(MMTIMER_GETRES, 0x1011);
	ONE(SIOCGIWNAME, 0x1012);
	ONE(VT_OPENQRY, 0x1013);
	ONE(PPPIOCGIDLE32, 0x1014);
	/* the number PPPIOCGIDLE shares with PPPIOCGIDLE64: strace's name */
	one(PPPIOCGIDLE64, "PPPIOCGIDLE64", 0x1015);
	/* ZFS on Linux's, which no Linux header defines */
	one('Z' << 8, "ZFS_IOC_POOL_CREATE", 0x1016);
	one('Z' << 8 | 'A', "ZFS_IOC_SEND_SPACE", 0x1017);
	one(_IOR(0x12, 125, char[256]), "BLKZNAME", 0x1018);
	one(('K' << 8) + 1, "KSTAT_IOC_CHAIN_ID", 0x1019);
	/* numbers that two drivers' names share */
	one(AGPIOC_ACQUIRE, "AGPIOC_ACQUIRE or APM_IOC_STANDBY", 0x1020);
	one(SNDCTL_DSP_SYNC, "PCITEST_BAR or SNDCTL_DSP_SYNC", 0x1021);
	one(CDROMAUDIOBUFSIZ, "CDROMAUDIOBUFSIZ or SCSI_IOCTL_GET_IDLUN", 0x1022);
	one(MMTIMER_GETBITS, "MGSL_IOCTXENABLE or MMTIMER_GETBITS", 0x1023);
	one(SIOCSIWCOMMIT, "SIOCIWFIRST or SIOCSIWCOMMIT", 0x1024);
	one(BC_ACQUIRE, "BC_ACQUIRE or CHIOSPICKER", 0x1025);
	one(VFIO_IOMMU_DISABLE, "VFIO_DEVICE_IOEVENTFD or VFIO_IOMMU_DISABLE", 0x1026);
	/* an argument never read: a pointer into an unmapped page */
	char *gone = (char *)tail_page() + 4096;
	ONE(USBDEVFS_RESET, (unsigned long)gone);
	return 0;
}
