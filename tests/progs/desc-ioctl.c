/* ioctl: the terminal requests on a pseudo-terminal (termios abbreviated
 * as strace does, winsize, process groups, counts), FIO*, and unknown
 * requests printed as _IOC(...). */
#include "progs.h"

#include <fcntl.h>
#include <signal.h>
#include <linux/fs.h>
#include <net/if.h>
#include <sys/socket.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>

static long sys(long nr, long a, long b, long c)
{
	return syscall(nr, a, b, c, 0L, 0L, 0L);
}

static void test_terminal(int pty, int tty)
{
	/* A fresh pty's termios: the kernel's default line settings. */
	const char *dflt = "{c_iflag=ICRNL|IXON, c_oflag=NL0|CR0|TAB0|BS0|VT0|FF0|OPOST|ONLCR, "
			   "c_cflag=B38400|CS8|CREAD, "
			   "c_lflag=ISIG|ICANON|ECHO|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE, ...}";
	struct termios t;
	long rc = sys(SYS_ioctl, tty, TCGETS, (long)&t);
	expect(rc, NULL, "ioctl(%d, TCGETS, %s)", tty, dflt);
	/* TCGETS2: _IOR('T', 0x2A, struct termios2), a termios and its speeds */
	char t2[44];
	rc = sys(SYS_ioctl, tty, 0x802c542a, (long)t2);
	expect(rc, NULL, "ioctl(%d, TCGETS2, %s)", tty, dflt);
	rc = sys(SYS_ioctl, tty, TCSETSW, (long)&t);
	expect(rc, NULL, "ioctl(%d, SNDCTL_TMR_STOP or TCSETSW, %s)", tty, dflt);
	t.c_lflag &= ~(ICANON | ECHO);
	rc = sys(SYS_ioctl, tty, TCSETS, (long)&t);
	expect(rc, NULL, "ioctl(%d, SNDCTL_TMR_START or TCSETS, {c_iflag=ICRNL|IXON, "
	       "c_oflag=NL0|CR0|TAB0|BS0|VT0|FF0|OPOST|ONLCR, c_cflag=B38400|CS8|CREAD, "
	       "c_lflag=ISIG|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE, ...})", tty);
	rc = sys(SYS_ioctl, -1, TCGETS, (long)&t);
	expect(rc, "EBADF", "ioctl(-1, TCGETS, %p)", (void *)&t);
	rc = sys(SYS_ioctl, tty, TCGETS, 0);
	expect(rc, "EFAULT", "ioctl(%d, TCGETS, NULL)", tty);

	/* zero flag words print as nothing; speeds, sizes and delays by name */
	memset(&t, 0, sizeof t);
	t.c_oflag = NL1 | CR3 | XTABS | OLCUC;
	t.c_cflag = B4000000 | (B1200 << 16) | CS7 | 0x2000;
	t.c_lflag = 0x1000000;
	rc = sys(SYS_ioctl, -1, TCSETSF, (long)&t);
	expect(rc, "EBADF", "ioctl(-1, SNDCTL_TMR_CONTINUE or TCSETSF, {c_iflag=, "
	       "c_oflag=NL1|CR3|XTABS|BS0|VT0|FF0|OLCUC, c_cflag=B4000000|B1200<<IBSHIFT|CS7|0x2000, "
	       "c_lflag=0x1000000, ...})");
	struct termio tio;
	memset(&tio, 0xff, sizeof tio);
	rc = sys(SYS_ioctl, -1, TCSETA, (long)&tio);
	expect(rc, "EBADF", "ioctl(-1, TCSETA, {c_iflag=IGNBRK|BRKINT|IGNPAR|PARMRK|INPCK|ISTRIP|INLCR|IGNCR|ICRNL|IUCLC|IXON|IXANY|IXOFF|IMAXBEL|IUTF8|0x8000, "
	       "c_oflag=NL1|CR3|XTABS|BS1|VT1|FF1|OPOST|OLCUC|ONLCR|OCRNL|ONOCR|ONLRET|OFILL|OFDEL, "
	       "c_cflag=B4000000|CS8|CSTOPB|CREAD|PARENB|PARODD|HUPCL|CLOCAL|0xe000, "
	       "c_lflag=ISIG|ICANON|XCASE|ECHO|ECHOE|ECHOK|ECHONL|NOFLSH|IEXTEN|ECHOCTL|ECHOPRT|ECHOKE|FLUSHO|PENDIN|TOSTOP|0x2000, ...})");

	struct winsize ws = { 24, 80, 0, 0 };
	rc = sys(SYS_ioctl, tty, TIOCSWINSZ, (long)&ws);
	expect(rc, NULL, "ioctl(%d, TIOCSWINSZ, {ws_row=24, ws_col=80, ws_xpixel=0, ws_ypixel=0})", tty);
	rc = sys(SYS_ioctl, pty, TIOCGWINSZ, (long)&ws);
	expect(rc, NULL, "ioctl(%d, TIOCGWINSZ, {ws_row=24, ws_col=80, ws_xpixel=0, ws_ypixel=0})", pty);
	rc = sys(SYS_ioctl, -1, TIOCGWINSZ, (long)&ws);
	expect(rc, "EBADF", "ioctl(-1, TIOCGWINSZ, %p)", (void *)&ws);
	rc = sys(SYS_ioctl, tty, TIOCSWINSZ, 8);
	expect(rc, "EFAULT", "ioctl(%d, TIOCSWINSZ, 0x8)", tty);

	/* the pty becomes this session's controlling terminal */
	rc = sys(SYS_ioctl, tty, TIOCSCTTY, 0);
	expect(rc, NULL, "ioctl(%d, TIOCSCTTY, 0)", tty);
	int pgrp;
	rc = sys(SYS_ioctl, tty, TIOCGPGRP, (long)&pgrp);
	expect(rc, NULL, "ioctl(%d, TIOCGPGRP, [%d])", tty, pgrp);
	rc = sys(SYS_ioctl, tty, TIOCSPGRP, (long)&pgrp);
	expect(rc, NULL, "ioctl(%d, TIOCSPGRP, [%d])", tty, pgrp);
	int sid;
	rc = sys(SYS_ioctl, tty, TIOCGSID, (long)&sid);
	expect(rc, NULL, "ioctl(%d, TIOCGSID, [%d])", tty, sid);
	rc = sys(SYS_ioctl, tty, TIOCSPGRP, 0);
	expect(rc, "EFAULT", "ioctl(%d, TIOCSPGRP, NULL)", tty);

	int n = 1;
	rc = sys(SYS_ioctl, tty, TIOCSTI, (long)"q");
	expect(rc, NULL, "ioctl(%d, TIOCSTI, \"q\")", tty);
	rc = sys(SYS_ioctl, tty, FIONREAD, (long)&n);
	expect(rc, NULL, "ioctl(%d, FIONREAD, [%d])", tty, n);
	rc = sys(SYS_ioctl, tty, TCFLSH, TCIFLUSH);
	expect(rc, NULL, "ioctl(%d, TCFLSH, TCIFLUSH)", tty);
	rc = sys(SYS_ioctl, tty, TCXONC, 7);
	expect(rc, "EINVAL", "ioctl(%d, TCXONC, 0x7 /* TC??? */)", tty);
	rc = sys(SYS_ioctl, tty, TCFLSH, 0x100000000L | TCOFLUSH);
	expect(rc, "EINVAL", "ioctl(%d, TCFLSH, 0x100000001 /* TC??? */)", tty);
	rc = sys(SYS_ioctl, pty, TIOCOUTQ, (long)&n);
	expect(rc, NULL, "ioctl(%d, TIOCOUTQ, [%d])", pty, n);
	rc = sys(SYS_ioctl, pty, TIOCGPTN, (long)&n);
	expect(rc, NULL, "ioctl(%d, TIOCGPTN, [%d])", pty, n);
	n = 0x10000 | TIOCM_DTR;
	rc = sys(SYS_ioctl, -1, TIOCMSET, (long)&n);
	expect(rc, "EBADF", "ioctl(-1, TIOCMSET, [TIOCM_DTR|0x10000])");
	n = 0x10000;
	rc = sys(SYS_ioctl, -1, TIOCMBIS, (long)&n);
	expect(rc, "EBADF", "ioctl(-1, TIOCMBIS, [0x10000 /* TIOCM_??? */])");
	rc = sys(SYS_ioctl, tty, TIOCNOTTY, 0);
	expect(rc, NULL, "ioctl(%d, TIOCNOTTY)", tty);
}

static void test_files(int fd)
{
	int n = 1;
	long rc = sys(SYS_ioctl, fd, FIONBIO, (long)&n);
	expect(rc, NULL, "ioctl(%d, FIONBIO, [1])", fd);
	rc = sys(SYS_ioctl, fd, FIONBIO, 8);
	expect(rc, "EFAULT", "ioctl(%d, FIONBIO, 0x8)", fd);
	rc = sys(SYS_ioctl, fd, FIOCLEX, 0x10);
	expect(rc, NULL, "ioctl(%d, FIOCLEX)", fd);
	rc = sys(SYS_ioctl, fd, FIONCLEX, 0);
	expect(rc, NULL, "ioctl(%d, FIONCLEX)", fd);
	rc = sys(SYS_ioctl, fd, TCGETS, (long)&n);
	expect(rc, "ENOTTY", "ioctl(%d, TCGETS, %p)", fd, (void *)&n);
	rc = sys(SYS_ioctl, fd, FICLONE, 0);
	expect(rc, rc < 0 ? (errno == EXDEV ? "EXDEV" : errno == EINVAL ? "EINVAL" : "EOPNOTSUPP") : NULL,
	       "ioctl(%d, BTRFS_IOC_CLONE or FICLONE, 0)", fd);
	n = FS_DIRSYNC_FL;
	rc = sys(SYS_ioctl, -1, FS_IOC_SETFLAGS, (long)&n);
	expect(rc, "EBADF", "ioctl(-1, FS_IOC_SETFLAGS, [FS_DIRSYNC_FL])");
	n = 0x0d000000;
	rc = sys(SYS_ioctl, -1, FS_IOC_SETFLAGS, (long)&n);
	expect(rc, "EBADF", "ioctl(-1, FS_IOC_SETFLAGS, [0xd000000 /* FS_???_FL */])");

	/* block devices */
	rc = sys(SYS_ioctl, -1, BLKROSET, (long)&n);
	expect(rc, "EBADF", "ioctl(-1, BLKROSET, [%d])", n);
	rc = sys(SYS_ioctl, -1, BLKRASET, 256);
	expect(rc, "EBADF", "ioctl(-1, BLKRASET, 256)");
	unsigned long long range[2] = { 512, 4096 };
	rc = sys(SYS_ioctl, -1, BLKDISCARD, (long)range);
	expect(rc, "EBADF", "ioctl(-1, BLKDISCARD, [512, 4096])");
	rc = sys(SYS_ioctl, -1, BLKFLSBUF, 0);
	expect(rc, "EBADF", "ioctl(-1, BLKFLSBUF)");
	rc = sys(SYS_ioctl, fd, BLKGETSIZE64, (long)range);
	expect(rc, "ENOTTY", "ioctl(%d, BLKGETSIZE64, %p)", fd, (void *)range);

	/* unknown requests; the upper half of the request is ignored */
	rc = sys(SYS_ioctl, fd, 0x12345678, 0x10);
	expect(rc, "ENOTTY", "ioctl(%d, _IOC(_IOC_NONE, 0x56, 0x78, 0x1234), 0x10)", fd);
	rc = sys(SYS_ioctl, fd, _IOR('x', 5, int), 0);
	expect(rc, "ENOTTY", "ioctl(%d, _IOC(_IOC_READ, 0x78, 0x5, 0x4), 0)", fd);
	rc = sys(SYS_ioctl, fd, _IOWR(0xfe, 0xab, char[300]), 0x10);
	expect(rc, "ENOTTY", "ioctl(%d, _IOC(_IOC_READ|_IOC_WRITE, 0xfe, 0xab, 0x12c), 0x10)", fd);
	rc = sys(SYS_ioctl, -1, 0x100005401L, 0);
	expect(rc, "EBADF", "ioctl(-1, TCGETS, NULL)");
}

/* struct ifreq: the name (or index) at entry, the field filled at exit. */
static void test_interfaces(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	if (s < 0)
		exit(1);
	struct ifreq r;
	memset(&r, 0, sizeof r);
	strcpy(r.ifr_name, "lo");
	long rc = sys(SYS_ioctl, s, SIOCGIFINDEX, (long)&r);
	expect(rc, NULL, "ioctl(%d, SIOCGIFINDEX, {ifr_name=\"lo\", ifr_ifindex=%d})", s, r.ifr_ifindex);
	rc = sys(SYS_ioctl, s, SIOCGIFNAME, (long)&r);
	expect(rc, NULL, "ioctl(%d, SIOCGIFNAME, {ifr_ifindex=%d, ifr_name=\"lo\"})", s, r.ifr_ifindex);
	strcpy(r.ifr_name, "nosuch0");
	rc = sys(SYS_ioctl, s, SIOCGIFMTU, (long)&r);
	expect(rc, "ENODEV", "ioctl(%d, SIOCGIFMTU, {ifr_name=\"nosuch0\"})", s);
	r.ifr_flags = IFF_UP | IFF_LOOPBACK | IFF_RUNNING;
	rc = sys(SYS_ioctl, -1, SIOCSIFFLAGS, (long)&r);
	expect(rc, "EBADF", "ioctl(-1, SIOCSIFFLAGS, {ifr_name=\"nosuch0\", ifr_flags=IFF_UP|IFF_LOOPBACK|IFF_RUNNING})");
	memset(r.ifr_name, 'a', sizeof r.ifr_name);
	rc = sys(SYS_ioctl, -1, SIOCGIFINDEX, (long)&r);
	expect(rc, "EBADF", "ioctl(-1, SIOCGIFINDEX, {ifr_name=\"aaaaaaaaaaaaaaa\"...})");
	rc = sys(SYS_ioctl, -1, SIOCGIFINDEX, 0);
	expect(rc, "EBADF", "ioctl(-1, SIOCGIFINDEX, NULL)");
	char *end = (char *)tail_page() + 4096 - 20;
	rc = sys(SYS_ioctl, s, SIOCGIFFLAGS, (long)end);
	expect(rc, "EFAULT", "ioctl(%d, SIOCGIFFLAGS, %p)", s, (void *)end);
}

int main(void)
{
	/* A session of our own, so that the pty can become its terminal;
	 * giving it up (TIOCNOTTY) sends SIGHUP. */
	signal(SIGHUP, SIG_IGN);
	if (setsid() < 0)
		return 1;
	int pty = posix_openpt(O_RDWR | O_NOCTTY);
	if (pty < 0 || grantpt(pty) < 0 || unlockpt(pty) < 0)
		return 1;
	int tty = open(ptsname(pty), O_RDWR | O_NOCTTY);
	if (tty < 0)
		return 1;
	test_terminal(pty, tty);
	int fd = memfd_create("desc-ioctl", 0);
	if (fd < 0)
		return 1;
	test_files(fd);
	test_interfaces();
	return 0;
}
