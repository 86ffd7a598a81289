/* ioctl: SIOCGIFCONF's struct ifconf.  The size asked with no buffer, an
 * empty buffer, one too short for an entry, one entry, a list cut at the
 * -s limit, an unreadable buffer; NULL, an unreadable struct and one that
 * runs into an unmapped page. */
#include "ioctl-progs.h"

#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>

static struct style st;

/* ifc_len as seize prints it: the bytes, and the entries when whole. */
static const char *ifc_len(char *buf, size_t size, int len)
{
	if (len > 0 && len % (int)sizeof(struct ifreq) == 0)
		snprintf(buf, size, "%d /* %d * sizeof(struct ifreq) */", len,
			 len / (int)sizeof(struct ifreq));
	else
		snprintf(buf, size, "%d", len);
	return buf;
}

/* n bytes as "\x00\x01" */
static const char *hexbytes(char *buf, size_t size, const void *p, size_t n)
{
	size_t len = (size_t)snprintf(buf, size, "\"");
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(buf + len, size - len, "\\x%02x",
					((const unsigned char *)p)[i]);
	snprintf(buf + len, size - len, "\"");
	return buf;
}

/* An expression over n bytes as seize prints it: the expression, the
 * bytes under -X raw, both under -X verbose. */
static const char *bytes_expr(char *buf, size_t size, const void *p, size_t n,
			      const char *expr)
{
	char hex[64];
	hexbytes(hex, sizeof hex, p, n);
	if (st.x == X_RAW)
		snprintf(buf, size, "%s", hex);
	else if (st.x == X_VERBOSE)
		snprintf(buf, size, "%s /* %s */", hex, expr);
	else
		snprintf(buf, size, "%s", expr);
	return buf;
}

/* The entries the kernel filled, at most limit of them, then ", ...". */
static const char *entries(char *buf, size_t size, const struct ifconf *ifc, int limit)
{
	size_t len = 0;
	int n = ifc->ifc_len / (int)sizeof(struct ifreq);
	char fam[64], port[96], addr[128], e[96];
	xname(&st, fam, sizeof fam, "%#x", AF_INET, "AF_INET");
	len += (size_t)snprintf(buf + len, size - len, "[");
	for (int i = 0; i < n && i < limit; i++) {
		const struct ifreq *r = &ifc->ifc_req[i];
		const struct sockaddr_in *sin = (const struct sockaddr_in *)&r->ifr_addr;
		snprintf(e, sizeof e, "htons(%u)", ntohs(sin->sin_port));
		bytes_expr(port, sizeof port, &sin->sin_port, 2, e);
		snprintf(e, sizeof e, "inet_addr(\"%s\")", inet_ntoa(sin->sin_addr));
		bytes_expr(addr, sizeof addr, &sin->sin_addr, 4, e);
		len += (size_t)snprintf(buf + len, size - len,
					"%s{ifr_name=\"%s\", ifr_addr={sa_family=%s, "
					"sin_port=%s, sin_addr=%s}}",
					i ? ", " : "", r->ifr_name, fam, port, addr);
	}
	snprintf(buf + len, size - len, "%s]", n > limit ? ", ..." : "");
	return buf;
}

int main(void)
{
	char l1[64], l2[64], list[4096];
	st = style_get();
	/* the -s limit seize runs with (SEIZE_IOCTL_S): the list's cut */
	int limit = getenv("SEIZE_IOCTL_S") ? atoi(getenv("SEIZE_IOCTL_S")) : 32;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	if (fd < 0)
		return 77;
	unsigned char *tail = tail_page();
	struct ifconf *ifc = (struct ifconf *)(tail + 4096 - sizeof *ifc);

	long rc = sys_ioctl(fd, SIOCGIFCONF, 0);
	expect(rc, "EFAULT", "ioctl(%d, %s, NULL)", fd, REQ(&st, SIOCGIFCONF));
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)(tail + 4096 - 8));
	expect(rc, "EFAULT", "ioctl(%d, %s, %p)", fd, REQ(&st, SIOCGIFCONF), tail + 4096 - 8);

	/* the size the list needs */
	ifc->ifc_len = 12345;
	ifc->ifc_buf = NULL;
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=%s, ifc_buf=NULL})", fd,
	       REQ(&st, SIOCGIFCONF), ifc_len(l1, sizeof l1, ifc->ifc_len));
	int need = ifc->ifc_len;
	int n = need / (int)sizeof(struct ifreq);

	struct ifreq *reqs = calloc((size_t)n + 4, sizeof *reqs);
	ifc->ifc_len = 0;
	ifc->ifc_buf = (char *)reqs;
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=0, ifc_buf=[]})", fd,
	       REQ(&st, SIOCGIFCONF));
	ifc->ifc_len = 1;
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=1 => %d, ifc_buf=[]})", fd,
	       REQ(&st, SIOCGIFCONF), ifc->ifc_len);

	/* one entry, then the whole list and more room: ifc_len changes */
	ifc->ifc_len = sizeof(struct ifreq);
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=%s, ifc_buf=%s})", fd,
	       REQ(&st, SIOCGIFCONF), ifc_len(l1, sizeof l1, sizeof(struct ifreq)),
	       entries(list, sizeof list, ifc, limit));
	ifc->ifc_len = (n + 2) * (int)sizeof(struct ifreq) + 3;
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=%d => %s, ifc_buf=%s})", fd,
	       REQ(&st, SIOCGIFCONF), (n + 2) * (int)sizeof(struct ifreq) + 3,
	       ifc_len(l2, sizeof l2, ifc->ifc_len), entries(list, sizeof list, ifc, limit));

	/* a buffer the kernel cannot write */
	ifc->ifc_len = (int)sizeof(struct ifreq) * 2;
	ifc->ifc_buf = (char *)tail + 4096;
	rc = sys_ioctl(fd, SIOCGIFCONF, (unsigned long)ifc);
	expect(rc, "EFAULT", "ioctl(%d, %s, {ifc_len=%s, ifc_buf=%p})", fd,
	       REQ(&st, SIOCGIFCONF), ifc_len(l1, sizeof l1, ifc->ifc_len), tail + 4096);
	return 0;
}
