/* setsockopt's multicast group structs with an optlen that is not theirs:
 * the kernel reads a struct group_req and ignores the rest of a longer
 * optlen, so it prints as the struct; shorter prints as its address.
 * SEIZE_NEWCALLS_XLAT=raw or verbose says which -X the lines are for. */
#include "progs.h"

#include <limits.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>

static const char *xlat_mode;

static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	if (xlat_mode && !strcmp(xlat_mode, "raw"))
		return raw;
	if (xlat_mode && !strcmp(xlat_mode, "verbose"))
		return verbose;
	return abbrev;
}

static const char *E(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

/* The group_req's text under this run's -X. */
static void group_text(char *buf, size_t n, const char *level, unsigned lo)
{
	char raw[512], abbrev[512], verbose[512];
	const char *fam = !strcmp(level, "v6") ? "AF_INET6" : "AF_INET";
	if (!strcmp(level, "v6")) {
		snprintf(abbrev, sizeof abbrev, "{gr_interface=if_nametoindex(\"lo\"), gr_group="
			 "{sa_family=%s, sin6_port=htons(4660), sin6_flowinfo=htonl(0), "
			 "inet_pton(%s, \"ff02::1\", &sin6_addr), sin6_scope_id=0}}", fam, fam);
		snprintf(raw, sizeof raw, "{gr_interface=%u, gr_group={sa_family=0xa, "
			 "sin6_port=\"\\x12\\x34\", sin6_flowinfo=\"\\x00\\x00\\x00\\x00\", sin6_addr=\"\\xff\\x02\\x00\\x00"
			 "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01\", "
			 "sin6_scope_id=0}}", lo);
		snprintf(verbose, sizeof verbose, "{gr_interface=%u /* if_nametoindex(\"lo\") */, "
			 "gr_group={sa_family=0xa /* AF_INET6 */, sin6_port=\"\\x12\\x34\" /* htons(4660) */, "
			 "sin6_flowinfo=\"\\x00\\x00\\x00\\x00\" /* htonl(0) */, sin6_addr=\"\\xff\\x02\\x00\\x00\\x00\\x00"
			 "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01\" /* inet_pton(AF_INET6, "
			 "\"ff02::1\") */, sin6_scope_id=0}}", lo);
	} else {
		snprintf(abbrev, sizeof abbrev, "{gr_interface=if_nametoindex(\"lo\"), gr_group="
			 "{sa_family=%s, sin_port=htons(4660), sin_addr=inet_addr(\"224.0.0.1\")}}",
			 fam);
		snprintf(raw, sizeof raw, "{gr_interface=%u, gr_group={sa_family=0x2, "
			 "sin_port=\"\\x12\\x34\", sin_addr=\"\\xe0\\x00\\x00\\x01\"}}", lo);
		snprintf(verbose, sizeof verbose, "{gr_interface=%u /* if_nametoindex(\"lo\") */, "
			 "gr_group={sa_family=0x2 /* AF_INET */, sin_port=\"\\x12\\x34\" /* htons(4660) */, "
			 "sin_addr=\"\\xe0\\x00\\x00\\x01\" /* inet_addr(\"224.0.0.1\") */}}", lo);
	}
	snprintf(buf, n, "%s", X(abbrev, raw, verbose));
}

static void group_req_lens(int fd, int level, const char *level_name, const char *opt_name,
			   int opt, struct group_req *g, const char *text)
{
	/* shorter than the struct: EINVAL, the address */
	long rc = setsockopt(fd, level, opt, g, sizeof *g - 1);
	expect(rc, E(rc), "setsockopt(%d, %s, %s, %p, %u)", fd, level_name, opt_name, g,
	       (unsigned)sizeof *g - 1);
	/* the struct's own length, one more, and INT_MAX: the struct */
	int lens[] = { sizeof *g, sizeof *g + 1, INT_MAX };
	for (unsigned i = 0; i < sizeof lens / sizeof lens[0]; i++) {
		rc = setsockopt(fd, level, opt, g, lens[i]);
		expect(rc, E(rc), "setsockopt(%d, %s, %s, %s, %d)", fd, level_name, opt_name,
		       text, lens[i]);
	}
}

int main(void)
{
	xlat_mode = getenv("SEIZE_NEWCALLS_XLAT");
	const char *sol_ip = X("SOL_IP", "0", "0 /* SOL_IP */");
	const char *sol_ipv6 = X("SOL_IPV6", "0x29", "0x29 /* SOL_IPV6 */");
	const char *join = X("MCAST_JOIN_GROUP", "0x2a", "0x2a /* MCAST_JOIN_GROUP */");
	const char *leave = X("MCAST_LEAVE_GROUP", "0x2d", "0x2d /* MCAST_LEAVE_GROUP */");
	unsigned lo = if_nametoindex("lo");
	char text[1024];
	char *page = tail_page();

	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	struct group_req *g = (struct group_req *)(page + 4096 - sizeof *g);
	memset(g, 0, sizeof *g);
	g->gr_interface = lo;
	struct sockaddr_in *sin = (struct sockaddr_in *)&g->gr_group;
	sin->sin_family = AF_INET;
	sin->sin_port = htons(4660);
	sin->sin_addr.s_addr = inet_addr("224.0.0.1");
	group_text(text, sizeof text, "v4", lo);
	group_req_lens(fd, SOL_IP, sol_ip, join, MCAST_JOIN_GROUP, g, text);
	group_req_lens(fd, SOL_IP, sol_ip, leave, MCAST_LEAVE_GROUP, g, text);
	/* a struct that runs into the unmapped page: its address */
	long rc = setsockopt(fd, SOL_IP, MCAST_JOIN_GROUP, (char *)g + 1, sizeof *g + 1);
	expect(rc, E(rc), "setsockopt(%d, %s, %s, %p, %u)", fd, sol_ip, join, (char *)g + 1,
	       (unsigned)sizeof *g + 1);

	/* strace 6.1 has no decoder for group_source_req: its bytes, cut at
	 * -s, whatever the length */
	struct group_source_req *gs = (struct group_source_req *)(page + 4096 - sizeof *gs);
	memset(gs, 0, sizeof *gs);
	gs->gsr_interface = 1;
	sin = (struct sockaddr_in *)&gs->gsr_group;
	sin->sin_family = AF_INET;
	sin->sin_addr.s_addr = inet_addr("224.0.0.1");
	static const char gs_bytes[] = "\"\\1\\0\\0\\0\\0\\0\\0\\0\\2\\0\\0\\0\\340\\0\\0\\1"
		"\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"...";
	const char *src_join = X("MCAST_JOIN_SOURCE_GROUP", "0x2e", "0x2e /* MCAST_JOIN_SOURCE_GROUP */");
	const char *src_leave = X("MCAST_LEAVE_SOURCE_GROUP", "0x2f",
				  "0x2f /* MCAST_LEAVE_SOURCE_GROUP */");
	rc = setsockopt(fd, SOL_IP, MCAST_JOIN_SOURCE_GROUP, gs, sizeof *gs + 8);
	expect(rc, E(rc), "setsockopt(%d, %s, %s, %s, %u)", fd, sol_ip, src_join, gs_bytes,
	       (unsigned)sizeof *gs + 8);
	rc = setsockopt(fd, SOL_IP, MCAST_LEAVE_SOURCE_GROUP, gs, INT_MAX);
	expect(rc, E(rc), "setsockopt(%d, %s, %s, %s, %d)", fd, sol_ip, src_leave, gs_bytes,
	       INT_MAX);
	close(fd);

	fd = socket(AF_INET6, SOCK_DGRAM, 0);
	memset(g, 0, sizeof *g);
	g->gr_interface = lo;
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)&g->gr_group;
	sin6->sin6_family = AF_INET6;
	sin6->sin6_port = htons(4660);
	inet_pton(AF_INET6, "ff02::1", &sin6->sin6_addr);
	group_text(text, sizeof text, "v6", lo);
	group_req_lens(fd, SOL_IPV6, sol_ipv6, join, MCAST_JOIN_GROUP, g, text);
	group_req_lens(fd, SOL_IPV6, sol_ipv6, leave, MCAST_LEAVE_GROUP, g, text);
	close(fd);
	return 0;
}
