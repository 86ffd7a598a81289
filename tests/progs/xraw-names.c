/* Constants that follow -X raw and -X verbose as strace 6.1 prints them:
 * socket option names and values, UTIME_NOW/UTIME_OMIT, FAN_NOFD,
 * MS_MGC_VAL, personality's type and flags, I/O priorities.  SEIZE_XLAT=raw or verbose
 * says which -X seize runs with. */
#include "progs.h"

#include <fcntl.h>
#include <linux/ioprio.h>
#include <linux/if_packet.h>
#include <netinet/in.h>
#include <sys/fanotify.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>

static int style;	/* 0 abbrev, 1 raw, 2 verbose */

/* The text of one notation in the current -X style. */
static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	return style == 1 ? raw : style == 2 ? verbose : abbrev;
}

static void test_sockopt(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0), one = 1, v = 0;
	socklen_t len = sizeof v;
	if (s < 0)
		exit(1);
	const char *sol = X("SOL_SOCKET", "0x1", "0x1 /* SOL_SOCKET */");
	long rc = setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	expect(rc, NULL, "setsockopt(%d, %s, %s, [1], 4)", s, sol,
	       X("SO_REUSEADDR", "0x2", "0x2 /* SO_REUSEADDR */"));
	rc = getsockopt(s, SOL_SOCKET, SO_REUSEADDR, &v, &len);
	expect(rc, NULL, "getsockopt(%d, %s, %s, [1], [4])", s, sol,
	       X("SO_REUSEADDR", "0x2", "0x2 /* SO_REUSEADDR */"));
	rc = setsockopt(s, SOL_SOCKET, 0x7fff, &one, sizeof one);
	expect(rc, "ENOPROTOOPT", "setsockopt(%d, %s, %s, [1], 4)", s, sol,
	       X("0x7fff /* SO_??? */", "0x7fff", "0x7fff /* SO_??? */"));
	rc = setsockopt(s, SOL_IP, IP_TOS, &one, sizeof one);
	expect(rc, NULL, "setsockopt(%d, %s, %s, [1], 4)", s, X("SOL_IP", "0", "0 /* SOL_IP */"),
	       X("IP_TOS", "0x1", "0x1 /* IP_TOS */"));
	/* SO_TXREHASH's value is a constant too */
	int rehash = 1;
	rc = setsockopt(s, SOL_SOCKET, SO_TXREHASH, &rehash, sizeof rehash);
	expect(rc, errno == EOPNOTSUPP ? "EOPNOTSUPP" : NULL, "setsockopt(%d, %s, %s, [%s], 4)", s,
	       sol, X("SO_TXREHASH", "0x4a", "0x4a /* SO_TXREHASH */"),
	       X("SOCK_TXREHASH_ENABLED", "1", "1 /* SOCK_TXREHASH_ENABLED */"));
	rehash = 7;
	rc = setsockopt(s, SOL_SOCKET, SO_TXREHASH, &rehash, sizeof rehash);
	expect(rc, errno == EOPNOTSUPP ? "EOPNOTSUPP" : "EINVAL", "setsockopt(%d, %s, %s, [%s], 4)", s, sol,
	       X("SO_TXREHASH", "0x4a", "0x4a /* SO_TXREHASH */"),
	       X("7 /* SOCK_TXREHASH_??? */", "7", "7 /* SOCK_TXREHASH_??? */"));
	close(s);

	/* a packet_mreq's address: aa:bb under abbrev, bytes otherwise */
	struct packet_mreq m = { .mr_ifindex = 0, .mr_type = PACKET_MR_PROMISC, .mr_alen = 2,
				 .mr_address = { 0xaa, 0xbb } };
	rc = setsockopt(-1, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &m, sizeof m);
	expect(rc, "EBADF", "setsockopt(-1, %s, %s, {mr_ifindex=0, mr_type=%s, mr_alen=2, mr_address=%s}, 16)",
	       X("SOL_PACKET", "0x107", "0x107 /* SOL_PACKET */"),
	       X("PACKET_ADD_MEMBERSHIP", "0x1", "0x1 /* PACKET_ADD_MEMBERSHIP */"),
	       X("PACKET_MR_PROMISC", "0x1", "0x1 /* PACKET_MR_PROMISC */"),
	       X("aa:bb", "\"\\xaa\\xbb\"", "\"\\xaa\\xbb\" /* aa:bb */"));
}

static void test_utimensat(void)
{
	struct timespec ts[2] = { { 1, UTIME_NOW }, { 2, UTIME_OMIT } };
	long rc = syscall(SYS_utimensat, AT_FDCWD, "/nonexistent/xraw", ts, 0);
	expect(rc, "ENOENT", "utimensat(%s, \"/nonexistent/xraw\", [%s, %s], 0)",
	       X("AT_FDCWD", "-100", "-100 /* AT_FDCWD */"),
	       X("UTIME_NOW", "{tv_sec=1, tv_nsec=1073741823}",
		 "{tv_sec=1, tv_nsec=1073741823} /* UTIME_NOW */"),
	       X("UTIME_OMIT", "{tv_sec=2, tv_nsec=1073741822}",
		 "{tv_sec=2, tv_nsec=1073741822} /* UTIME_OMIT */"));
}

static void test_fanotify_mark(void)
{
	long rc = syscall(SYS_fanotify_mark, -1, FAN_MARK_ADD, FAN_OPEN, FAN_NOFD, "/");
	expect(rc, "EBADF", "fanotify_mark(-1, %s, %s, %s, \"/\")",
	       X("FAN_MARK_ADD", "0x1", "0x1 /* FAN_MARK_ADD */"),
	       X("FAN_OPEN", "0x20", "0x20 /* FAN_OPEN */"),
	       X("FAN_NOFD", "-1", "-1 /* FAN_NOFD */"));
}

static void test_mount(void)
{
	long rc = syscall(SYS_mount, "/nonexistent/a", "/nonexistent/b", "xraw",
			  MS_MGC_VAL | MS_RDONLY, NULL);
	expect(rc, "ENOENT", "mount(\"/nonexistent/a\", \"/nonexistent/b\", \"xraw\", %s, NULL)",
	       X("MS_MGC_VAL|MS_RDONLY", "0xc0ed0000|0x1",
		 "0xc0ed0000 /* MS_MGC_VAL */|0x1 /* MS_RDONLY */"));
}

static void test_personality(void)
{
	long old = syscall(SYS_personality, 0xffffffff);
	const char *linux_ = X("PER_LINUX", "0", "0 /* PER_LINUX */");
	char oldret[64];
	snprintf(oldret, sizeof oldret, "0 (%s)", linux_);
	if (old != 0)
		exit(1);	/* the lines below are for a PER_LINUX process */
	expect_ret(oldret, "personality(0xffffffff)");
	long rc = syscall(SYS_personality, PER_BSD | ADDR_NO_RANDOMIZE | 0x10000000);
	char ret[256];
	snprintf(ret, sizeof ret, "%#lx (%s)", rc, X("PER_LINUX", "0", "0 /* PER_LINUX */"));
	if (rc != 0)
		snprintf(ret, sizeof ret, "%#lx", rc);
	expect_ret(ret, "personality(%s)",
		   X("PER_BSD|ADDR_NO_RANDOMIZE|0x10000000", "0x6|0x10040000",
		     "0x6 /* PER_BSD */|0x10040000 /* ADDR_NO_RANDOMIZE|0x10000000 */"));
	rc = syscall(SYS_personality, 0x1f);
	expect_ret(X("0x10040006 (PER_BSD|ADDR_NO_RANDOMIZE|0x10000000)", "0x10040006 (0x6|0x10040000)",
		     "0x10040006 (0x6 /* PER_BSD */|0x10040000 /* ADDR_NO_RANDOMIZE|0x10000000 */)"),
		   "personality(%s)", X("0x1f /* PER_??? */", "0x1f", "0x1f /* PER_??? */"));
	syscall(SYS_personality, old);
	expect_ret(X("0x1f (0x1f /* PER_??? */)", "0x1f (0x1f)", "0x1f (0x1f /* PER_??? */)"),
		   "personality(%s)", linux_);
}

/* An I/O priority: a named int under -X raw and verbose, whose class the
 * comment still shows in the verbose style. */
static void test_ioprio(void)
{
	int v = IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4);
	long rc = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, v);
	char raw[64], verbose[128];
	snprintf(raw, sizeof raw, "%d", v);
	snprintf(verbose, sizeof verbose, "%d /* IOPRIO_PRIO_VALUE(0x2 /* IOPRIO_CLASS_BE */, 4) */", v);
	expect(rc, NULL, "ioprio_set(%s, 0, %s)",
	       X("IOPRIO_WHO_PROCESS", "0x1", "0x1 /* IOPRIO_WHO_PROCESS */"),
	       X("IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)", raw, verbose));
	v = 7 << IOPRIO_CLASS_SHIFT | 1;
	rc = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, v);
	snprintf(raw, sizeof raw, "%d", v);
	snprintf(verbose, sizeof verbose, "%d /* IOPRIO_PRIO_VALUE(0x7 /* IOPRIO_CLASS_??? */, 1) */", v);
	expect(rc, "EINVAL", "ioprio_set(%s, 0, %s)",
	       X("IOPRIO_WHO_PROCESS", "0x1", "0x1 /* IOPRIO_WHO_PROCESS */"),
	       X("IOPRIO_PRIO_VALUE(0x7 /* IOPRIO_CLASS_??? */, 1)", raw, verbose));
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = x && !strcmp(x, "raw") ? 1 : x && !strcmp(x, "verbose") ? 2 : 0;
	test_sockopt();
	test_utimensat();
	test_fanotify_mark();
	test_mount();
	test_personality();
	test_ioprio();
	return 0;
}
