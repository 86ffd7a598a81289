/* ioctl: the socket family.  struct ifreq set at entry (an address, the
 * flags, a cut name) and filled at exit on a real socket, the bridge
 * requests, and the requests strace shows by address (NULL for 0). */
#include "ioctl-progs.h"

#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <linux/sockios.h>
#include <sys/socket.h>

static struct style st;

int main(void)
{
	char b1[160];
	st = style_get();
	char *tail = tail_page();

	long rc = sys_ioctl(-1, SIOCADDRT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, SIOCADDRT));
	rc = sys_ioctl(-1, SIOCGSTAMP_OLD, 0xbeef);
	expect(rc, "EBADF", "ioctl(-1, %s, 0xbeef)", REQ(&st, SIOCGSTAMP_OLD));
	rc = sys_ioctl(-1, SIOCGIFFLAGS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, SIOCGIFFLAGS));

	struct ifreq *r = (struct ifreq *)(tail + 4096 - sizeof *r);
	memset(r, 0, sizeof *r);
	memset(r->ifr_name, 'n', IFNAMSIZ);	/* no NUL: cut */
	struct sockaddr_in *sin = (struct sockaddr_in *)&r->ifr_addr;
	sin->sin_family = AF_INET;
	sin->sin_port = htons(80);
	sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	rc = sys_ioctl(-1, SIOCSIFADDR, (unsigned long)r);
	const char *addr = st.x == X_RAW ?
		"sa_family=0x2, sin_port=\"\\x00\\x50\", sin_addr=\"\\x7f\\x00\\x00\\x01\"" :
		st.x == X_VERBOSE ? "sa_family=0x2 /* AF_INET */, sin_port=\"\\x00\\x50\" /* htons(80) */, "
		"sin_addr=\"\\x7f\\x00\\x00\\x01\" /* inet_addr(\"127.0.0.1\") */" :
		"sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr(\"127.0.0.1\")";
	expect(rc, "EBADF", "ioctl(-1, %s, {ifr_name=\"%.15s\"..., ifr_addr={%s}})",
	       REQ(&st, SIOCSIFADDR), r->ifr_name, addr);
	strcpy(r->ifr_name, "lo");
	r->ifr_flags = IFF_UP | IFF_LOOPBACK;
	rc = sys_ioctl(-1, SIOCSIFFLAGS, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {ifr_name=\"lo\", ifr_flags=%s})",
	       REQ(&st, SIOCSIFFLAGS),
	       xname(&st, b1, sizeof b1, "%#x", IFF_UP | IFF_LOOPBACK, "IFF_UP|IFF_LOOPBACK"));
	rc = sys_ioctl(-1, SIOCSIFMTU, (unsigned long)r + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SIOCSIFMTU), (char *)r + 1);

	int s = socket(AF_INET, SOCK_DGRAM, 0);
	rc = sys_ioctl(s, SIOCGIFINDEX, (unsigned long)r);
	expect(rc, "ENODEV", "ioctl(%d, %s, {ifr_name=\"lo\", ifr_ifindex=%d})", s,
	       REQ(&st, SIOCGIFINDEX), r->ifr_ifindex);
	rc = sys_ioctl(-1, SIOCGIFNAME, (unsigned long)r);
	expect(rc, "EBADF", "ioctl(-1, %s, {ifr_ifindex=%d})", REQ(&st, SIOCGIFNAME),
	       r->ifr_ifindex);

	char *br = tail + 4096 - 4;
	memcpy(br, "br0", 4);
	rc = sys_ioctl(-1, SIOCBRADDBR, (unsigned long)br);
	expect(rc, "EBADF", "ioctl(-1, %s, \"br0\")", REQ(&st, SIOCBRADDBR));
	br = tail + 4096 - 16;
	memset(br, 'b', 16);
	rc = sys_ioctl(-1, SIOCBRDELBR, (unsigned long)br);
	expect(rc, "EBADF", "ioctl(-1, %s, \"%.16s\"...)", REQ(&st, SIOCBRDELBR), br);
	/* no NUL before the unmapped page: the address */
	rc = sys_ioctl(-1, SIOCBRADDBR, (unsigned long)tail + 4096 - 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SIOCBRADDBR), tail + 4096 - 2);
	return 0;
}
