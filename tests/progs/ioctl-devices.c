/* ioctl: the small families.  nsfs on this process's namespace files (the
 * type named after the return value, the owner's uid, descriptors
 * returned), random (entropy counts, rand_pool_info and its bytes),
 * inotify, watchdog and nbd, with NULL, unreadable and truncated
 * arguments, and the names strace gives a number two drivers share. */
#include "ioctl-progs.h"

#include <fcntl.h>
#include <sys/inotify.h>
/* <linux/inotify.h> clashes with glibc: its one request */
#define INOTIFY_IOC_SETNEXTWD _IOW('I', 0, int)
#include <linux/nsfs.h>
#include <linux/random.h>
#include <linux/watchdog.h>
#include <linux/nbd.h>

static struct style st;

static void test_nsfs(void)
{
	int net = open("/proc/self/ns/net", O_RDONLY);
	int user = open("/proc/self/ns/user", O_RDONLY);
	long rc = sys_ioctl(net, NS_GET_NSTYPE, 0);
	/* under every -X the type prints by name */
	char ret[64];
	snprintf(ret, sizeof ret, "%ld (CLONE_NEWNET)", rc);
	expect_ret(ret, "ioctl(%s, %s)", FD(&st, net), REQ(&st, NS_GET_NSTYPE));
	rc = sys_ioctl(-1, NS_GET_NSTYPE, 0);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, NS_GET_NSTYPE));

	uid_t *uid = malloc(sizeof *uid);
	rc = sys_ioctl(user, NS_GET_OWNER_UID, (unsigned long)uid);
	if (rc == 0)
		expect(rc, NULL, "ioctl(%s, %s, [%u])", FD(&st, user), REQ(&st, NS_GET_OWNER_UID), *uid);
	rc = sys_ioctl(net, NS_GET_OWNER_UID, (unsigned long)uid);
	expect(rc, "EINVAL", "ioctl(%s, %s, %p)", FD(&st, net), REQ(&st, NS_GET_OWNER_UID), uid);
	rc = sys_ioctl(-1, NS_GET_OWNER_UID, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, NS_GET_OWNER_UID));
	free(uid);

	/* the user namespace, a descriptor */
	rc = sys_ioctl(net, NS_GET_USERNS, 0);
	if (rc >= 0) {
		expect_ret(FD(&st, (int)rc), "ioctl(%s, %s)", FD(&st, net), REQ(&st, NS_GET_USERNS));
		close((int)rc);
	}
	rc = sys_ioctl(-1, NS_GET_USERNS, 0x1234);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, NS_GET_USERNS));
	rc = sys_ioctl(-1, NS_GET_PARENT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, NS_GET_PARENT));
	close(net);
	close(user);
}

static void test_random(void)
{
	int fd = open("/dev/urandom", O_RDONLY);
	int *cnt = malloc(sizeof *cnt);
	long rc = sys_ioctl(fd, RNDGETENTCNT, (unsigned long)cnt);
	if (rc == 0)
		expect(rc, NULL, "ioctl(%s, %s, [%d])", FD(&st, fd), REQ(&st, RNDGETENTCNT), *cnt);
	rc = sys_ioctl(fd, RNDGETENTCNT, 0);
	expect(rc, "EFAULT", "ioctl(%s, %s, NULL)", FD(&st, fd), REQ(&st, RNDGETENTCNT));
	close(fd);

	*cnt = -5;
	rc = sys_ioctl(-1, RNDADDTOENTCNT, (unsigned long)cnt);
	expect(rc, "EBADF", "ioctl(-1, %s, [-5])", REQ(&st, RNDADDTOENTCNT));
	char *end = (char *)tail_page() + 4096;
	rc = sys_ioctl(-1, RNDADDTOENTCNT, (unsigned long)(end - 2));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RNDADDTOENTCNT), end - 2);
	free(cnt);

	/* the counts and buf_size bytes after them */
	struct rand_pool_info *info = (struct rand_pool_info *)(end - sizeof *info - 4);
	info->entropy_count = 32;
	info->buf_size = 4;
	memcpy(info->buf, "ab\0\377", 4);
	rc = sys_ioctl(-1, RNDADDENTROPY, (unsigned long)info);
	expect(rc, "EBADF", "ioctl(-1, %s, {entropy_count=32, buf_size=4, buf=\"ab\\0\\377\"})",
	       REQ(&st, RNDADDENTROPY));
	/* bytes beyond the page: the address where they are */
	info->buf_size = 5;
	rc = sys_ioctl(-1, RNDADDENTROPY, (unsigned long)info);
	expect(rc, "EBADF", "ioctl(-1, %s, {entropy_count=32, buf_size=5, buf=%p})",
	       REQ(&st, RNDADDENTROPY), (void *)info->buf);
	rc = sys_ioctl(-1, RNDADDENTROPY, (unsigned long)(end - 4));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, RNDADDENTROPY), end - 4);
	rc = sys_ioctl(-1, RNDADDENTROPY, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, RNDADDENTROPY));

	rc = sys_ioctl(-1, RNDCLEARPOOL, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, RNDCLEARPOOL));
	rc = sys_ioctl(-1, RNDRESEEDCRNG, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, RNDRESEEDCRNG));
	/* RNDGETPOOL: named, its argument left in hex */
	rc = sys_ioctl(-1, RNDGETPOOL, 0x10);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x10)", REQ(&st, RNDGETPOOL));
	/* 'R' 4 is the fastrpc driver's too */
	rc = sys_ioctl(-1, RNDZAPENTCNT, 0);
	if (st.x == X_ABBREV)
		expect(rc, "EBADF", "ioctl(-1, FASTRPC_IOCTL_INIT_ATTACH or RNDZAPENTCNT)");
	else
		expect(rc, "EBADF", "ioctl(-1, %s)", xname(&st, (char[96]){ 0 }, 96, "%#llx",
			RNDZAPENTCNT, "FASTRPC_IOCTL_INIT_ATTACH or RNDZAPENTCNT"));
}

static void test_inotify_watchdog(void)
{
	int fd = inotify_init1(0);
	long rc = sys_ioctl(fd, INOTIFY_IOC_SETNEXTWD, 0x100000007UL);
	expect(rc, rc < 0 ? strerrorname_np(errno) : NULL, "ioctl(%s, %s, 7)", FD(&st, fd),
	       REQ(&st, INOTIFY_IOC_SETNEXTWD));
	close(fd);

	int *v = malloc(sizeof *v);
	*v = 30;
	rc = sys_ioctl(-1, WDIOC_SETTIMEOUT, (unsigned long)v);
	expect(rc, "EBADF", "ioctl(-1, %s, [30])", REQ(&st, WDIOC_SETTIMEOUT));
	rc = sys_ioctl(-1, WDIOC_SETPRETIMEOUT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, WDIOC_SETPRETIMEOUT));
	rc = sys_ioctl(-1, WDIOC_GETTIMELEFT, (unsigned long)v);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, WDIOC_GETTIMELEFT), v);
	rc = sys_ioctl(-1, WDIOC_GETSTATUS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, WDIOC_GETSTATUS));
	rc = sys_ioctl(-1, WDIOC_KEEPALIVE, (unsigned long)v);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, WDIOC_KEEPALIVE));
	rc = sys_ioctl(-1, WDIOC_GETSUPPORT, 0x20);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x20)", REQ(&st, WDIOC_GETSUPPORT));
	rc = sys_ioctl(-1, WDIOC_SETOPTIONS, 0x21);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x21)", REQ(&st, WDIOC_SETOPTIONS));
	free(v);
}

static void test_nbd(void)
{
	char b[128];
	long rc = sys_ioctl(-1, NBD_SET_SOCK, 0x100000002UL);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, NBD_SET_SOCK), FD(&st, 2));
	rc = sys_ioctl(-1, NBD_SET_SIZE, 0xffffffffffffffffUL);
	expect(rc, "EBADF", "ioctl(-1, %s, 18446744073709551615)", REQ(&st, NBD_SET_SIZE));
	rc = sys_ioctl(-1, NBD_SET_TIMEOUT, 30);
	expect(rc, "EBADF", "ioctl(-1, %s, 30)", REQ(&st, NBD_SET_TIMEOUT));
	rc = sys_ioctl(-1, NBD_DO_IT, 30);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, NBD_DO_IT));
	rc = sys_ioctl(-1, NBD_SET_FLAGS, NBD_FLAG_READ_ONLY | NBD_FLAG_SEND_TRIM | (1 << 10));
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, NBD_SET_FLAGS),
	       xname(&st, b, sizeof b, "%#llx", NBD_FLAG_READ_ONLY | NBD_FLAG_SEND_TRIM | (1 << 10),
		     "NBD_FLAG_READ_ONLY|NBD_FLAG_SEND_TRIM|NBD_FLAG_SEND_CACHE"));
	rc = sys_ioctl(-1, NBD_SET_FLAGS, 0x8000);
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, NBD_SET_FLAGS),
	       st.x == X_RAW ? "0x8000" : "0x8000 /* NBD_IOC_FLAG_??? */");
}

int main(void)
{
	st = style_get();
	test_nsfs();
	test_random();
	test_inotify_watchdog();
	test_nbd();
	return 0;
}
