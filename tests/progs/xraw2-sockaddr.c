/* Socket addresses of AF_RXRPC (its transport address inside), AF_IEEE802154
 * and AF_AX25 (call signs by name, by bytes, or both, and digipeaters), as
 * strace 6.1 prints them, each also cut short (sa_data) and crossing into
 * an unmapped page.  SEIZE_XLAT=raw or verbose says which -X seize runs
 * with. */
#include "progs.h"

#include <arpa/inet.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/ax25.h>
#include <linux/rxrpc.h>
#include <netinet/in.h>
#include <sys/socket.h>

static int style;	/* 0 abbrev, 1 raw, 2 verbose */

static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	return style == 1 ? raw : style == 2 ? verbose : abbrev;
}

/* connect(-1, addr, len) and its line, with TEXT for the address */
static void conn(const void *addr, unsigned len, const char *text)
{
	long rc = connect(-1, addr, len);
	expect(rc, "EBADF", "connect(-1, %s, %u)", text, len);
}

/* A constant as -X prints it: NAME, 0x2, 0x2 / * NAME * / */
static const char *named(char *buf, size_t size, const char *name, unsigned v)
{
	if (style == 1)
		snprintf(buf, size, "%#x", v);
	else if (style == 2)
		snprintf(buf, size, "%#x /* %s */", v, name);
	else
		snprintf(buf, size, "%s", name);
	return buf;
}

/* "\x.." of n bytes */
static const char *hex(char *buf, const void *p, size_t n)
{
	const unsigned char *b = p;
	char *d = buf;
	*d++ = '"';
	for (size_t i = 0; i < n; i++)
		d += sprintf(d, "\\x%02x", b[i]);
	*d++ = '"';
	*d = 0;
	return buf;
}

/* ---- AF_RXRPC ---- */

static void test_rxrpc(char *end)
{
	char text[1024], fam[64], type[64], inet[32], port[64], ip[128], h[64];
	struct sockaddr_rxrpc *rx = (struct sockaddr_rxrpc *)(end - sizeof *rx);
	named(fam, sizeof fam, "AF_RXRPC", AF_RXRPC);
	named(inet, sizeof inet, "AF_INET", AF_INET);
	memset(rx, 0, sizeof *rx);
	rx->srx_family = AF_RXRPC;
	rx->srx_service = 2500;		/* YFS_FS_SERVICE */
	rx->transport_type = SOCK_DGRAM;
	rx->transport_len = sizeof(struct sockaddr_in);
	rx->transport.sin.sin_family = AF_INET;
	rx->transport.sin.sin_port = htons(7001);
	rx->transport.sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	snprintf(port, sizeof port, "%s", X("htons(7001)", hex(h, &rx->transport.sin.sin_port, 2), ""));
	if (style == 2)
		snprintf(port, sizeof port, "%s /* htons(7001) */", hex(h, &rx->transport.sin.sin_port, 2));
	snprintf(ip, sizeof ip, "%s", X("inet_addr(\"127.0.0.1\")", "\"\\x7f\\x00\\x00\\x01\"",
					 "\"\\x7f\\x00\\x00\\x01\" /* inet_addr(\"127.0.0.1\") */"));
	snprintf(text, sizeof text, "{sa_family=%s, srx_service=0x9c4%s, transport_type=%s, "
		 "transport_len=16, transport={sin={sin_family=%s, sin_port=%s, sin_addr=%s}}}",
		 fam, X(" /* YFS_FS_SERVICE */", "", " /* YFS_FS_SERVICE */"),
		 named(type, sizeof type, "SOCK_DGRAM", SOCK_DGRAM), inet, port, ip);
	conn(rx, sizeof *rx, text);

	/* a transport_len short of the address: the bytes it holds */
	rx->transport_len = 5;
	rx->srx_service = 7;
	rx->transport_type = 9;
	memcpy(&rx->transport.sin.sin_port, "abc", 3);
	snprintf(text, sizeof text, "{sa_family=%s, srx_service=0x7%s, transport_type=0x9%s, "
		 "transport_len=5, transport={sin={sin_family=%s, \"abc\"}}}",
		 fam, X(" /* ???_SERVICE */", "", " /* ???_SERVICE */"),
		 X(" /* SOCK_??? */", "", " /* SOCK_??? */"), inet);
	conn(rx, sizeof *rx, text);

	/* an IPv6 transport */
	memset(&rx->transport, 0, sizeof rx->transport);
	rx->srx_service = 1;		/* CM_SERVICE */
	rx->transport_type = SOCK_DGRAM;
	rx->transport_len = offsetof(struct sockaddr_in6, sin6_scope_id);
	rx->transport.sin6.sin6_family = AF_INET6;
	rx->transport.sin6.sin6_port = htons(7003);
	rx->transport.sin6.sin6_addr.s6_addr[15] = 1;
	char inet6[64], port6[64], flow[96], addr6[160];
	named(inet6, sizeof inet6, "AF_INET6", AF_INET6);
	if (style == 0) {
		snprintf(port6, sizeof port6, "htons(7003)");
		snprintf(flow, sizeof flow, "htonl(0)");
		snprintf(addr6, sizeof addr6, "inet_pton(AF_INET6, \"::1\", &sin6_addr)");
	} else {
		snprintf(port6, sizeof port6, "%s%s", hex(h, &rx->transport.sin6.sin6_port, 2),
			 style == 2 ? " /* htons(7003) */" : "");
		snprintf(flow, sizeof flow, "\"\\x00\\x00\\x00\\x00\"%s", style == 2 ? " /* htonl(0) */" : "");
		char b[80];
		snprintf(addr6, sizeof addr6, "sin6_addr=%s%s", hex(b, &rx->transport.sin6.sin6_addr, 16),
			 style == 2 ? " /* inet_pton(AF_INET6, \"::1\") */" : "");
	}
	snprintf(text, sizeof text, "{sa_family=%s, srx_service=0x1%s, transport_type=%s, "
		 "transport_len=24, transport={sin6={sin6_family=%s, sin6_port=%s, sin6_flowinfo=%s, %s}}}",
		 fam, X(" /* CM_SERVICE */", "", " /* CM_SERVICE */"), type, inet6, port6, flow, addr6);
	conn(rx, sizeof *rx, text);

	/* another family: its number and the bytes after it */
	memset(&rx->transport, 'z', sizeof rx->transport);
	rx->transport.family = AF_UNIX;
	rx->transport_len = 4;
	snprintf(text, sizeof text, "{sa_family=%s, srx_service=0x1%s, transport_type=%s, "
		 "transport_len=4, transport={family=%s, \"zz\"}}",
		 fam, X(" /* CM_SERVICE */", "", " /* CM_SERVICE */"), type,
		 named(inet, sizeof inet, "AF_UNIX", AF_UNIX));
	conn(rx, sizeof *rx, text);

	/* one byte short: sa_data */
	memset(rx, 0, sizeof *rx);
	rx->srx_family = AF_RXRPC;
	snprintf(text, sizeof text, "{sa_family=%s, sa_data=\"%s\"}", fam,
		 "\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0");
	conn(rx, sizeof *rx - 1, text);
	/* one byte more than is mapped: the address */
	long rc = connect(-1, (void *)rx, sizeof *rx + 1);
	expect(rc, "EBADF", "connect(-1, %p, %zu)", (void *)rx, sizeof *rx + 1);
}

/* ---- AF_IEEE802154 ---- */

/* The address, as the kernel's include/net/af_ieee802154.h lays it out. */
struct ieee802154_sa {
	sa_family_t family;
	struct {
		int addr_type;
		uint16_t pan_id;
		union {
			uint8_t hwaddr[8];
			uint16_t short_addr;
		};
	} addr;
};

static void test_ieee802154(char *end)
{
	char text[512], fam[64], h[64];
	struct ieee802154_sa *a = (struct ieee802154_sa *)(end - sizeof *a);
	named(fam, sizeof fam, "AF_IEEE802154", AF_IEEE802154);
	memset(a, 0, sizeof *a);
	a->family = AF_IEEE802154;
	a->addr.addr_type = 2;		/* IEEE802154_ADDR_SHORT */
	a->addr.pan_id = 0xffff;	/* IEEE802154_PANID_BROADCAST */
	a->addr.short_addr = 0xfffe;	/* IEEE802154_ADDR_UNDEF */
	snprintf(text, sizeof text, "{sa_family=%s, addr={addr_type=0x2%s, pan_id=0xffff%s, short_addr=0xfffe%s}}",
		 fam, X(" /* IEEE802154_ADDR_SHORT */", "", " /* IEEE802154_ADDR_SHORT */"),
		 X(" /* IEEE802154_PANID_BROADCAST */", "", " /* IEEE802154_PANID_BROADCAST */"),
		 X(" /* IEEE802154_ADDR_UNDEF */", "", " /* IEEE802154_ADDR_UNDEF */"));
	conn(a, sizeof *a, text);

	a->addr.addr_type = 3;		/* IEEE802154_ADDR_LONG */
	a->addr.pan_id = 0x1234;
	static const uint8_t hw[8] = { 0xde, 0xad, 0xbe, 0xef, 0, 1, 2, 3 };
	memcpy(a->addr.hwaddr, hw, sizeof hw);
	char hwtext[128];
	snprintf(hwtext, sizeof hwtext, "%s%s", style ? hex(h, hw, 8) : "de:ad:be:ef:00:01:02:03",
		 style == 2 ? " /* de:ad:be:ef:00:01:02:03 */" : "");
	snprintf(text, sizeof text, "{sa_family=%s, addr={addr_type=0x3%s, pan_id=0x1234, hwaddr=%s}}",
		 fam, X(" /* IEEE802154_ADDR_LONG */", "", " /* IEEE802154_ADDR_LONG */"), hwtext);
	conn(a, sizeof *a, text);

	/* an unknown type: strace takes it for a long address */
	a->addr.addr_type = 9;
	snprintf(text, sizeof text, "{sa_family=%s, addr={addr_type=0x9%s, pan_id=0x1234, hwaddr=%s}}",
		 fam, X(" /* IEEE802154_ADDR_??? */", "", " /* IEEE802154_ADDR_??? */"), hwtext);
	conn(a, sizeof *a, text);

	memset(&a->addr, 0, sizeof a->addr);	/* IEEE802154_ADDR_NONE */
	snprintf(text, sizeof text, "{sa_family=%s, addr={addr_type=0%s, pan_id=0}}",
		 fam, X(" /* IEEE802154_ADDR_NONE */", "", " /* IEEE802154_ADDR_NONE */"));
	conn(a, sizeof *a, text);

	snprintf(text, sizeof text, "{sa_family=%s, sa_data=\"%s\"}", fam,
		 "\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0");
	conn(a, sizeof *a - 1, text);
	long rc = connect(-1, (void *)a, sizeof *a + 1);
	expect(rc, "EBADF", "connect(-1, %p, %zu)", (void *)a, sizeof *a + 1);
}

/* ---- AF_AX25 ---- */

/* A call sign as the kernel keeps it: six characters shifted left a bit,
 * blank-padded, and the SSID shifted left in the last byte. */
static void ax25_call(ax25_address *a, const char *call, unsigned ssid)
{
	size_t n = strlen(call);
	for (size_t i = 0; i < 6; i++)
		a->ax25_call[i] = (char)((i < n ? call[i] : ' ') << 1);
	a->ax25_call[6] = (char)(ssid << 1);
}

/* A call sign as -X prints it when strace takes it for one. */
static const char *call_text(char *buf, const ax25_address *a, const char *name)
{
	char h[64];
	if (style == 0)
		return strcpy(buf, name);
	sprintf(buf, "{ax25_call=%s}%s%s%s", hex(h, a->ax25_call, 7),
		style == 2 ? " /* " : "", style == 2 ? name : "", style == 2 ? " */" : "");
	return buf;
}

static void test_ax25(char *end)
{
	char text[1024], fam[64], c0[96], c1[96], c2[96], c3[96], h[64];
	struct full_sockaddr_ax25 *a = (struct full_sockaddr_ax25 *)(end - sizeof *a - 8);
	named(fam, sizeof fam, "AF_AX25", AF_AX25);
	memset(a, 0, sizeof *a + 8);
	a->fsa_ax25.sax25_family = AF_AX25;
	ax25_call(&a->fsa_ax25.sax25_call, "N0CALL", 3);
	snprintf(text, sizeof text, "{sa_family=%s, sax25_call=%s, sax25_ndigis=0}", fam,
		 call_text(c0, &a->fsa_ax25.sax25_call, "N0CALL-3"));
	conn(a, sizeof a->fsa_ax25, text);

	/* three digipeaters: a call, none ("*"), one that only looks like
	 * a call (lower case: bytes and name under every -X); a byte more */
	a->fsa_ax25.sax25_ndigis = 3;
	ax25_call(&a->fsa_digipeater[0], "RELAY", 12);
	ax25_call(&a->fsa_digipeater[1], "", 0);
	ax25_call(&a->fsa_digipeater[2], "ab", 1);
	snprintf(c3, sizeof c3, "{ax25_call=%s} /* ab-1 */", hex(h, a->fsa_digipeater[2].ax25_call, 7));
	snprintf(text, sizeof text, "{sa_family=%s, fsa_ax25={sax25_call=%s, sax25_ndigis=3}, "
		 "fsa_digipeater=[%s, %s, %s], ...}", fam, c0,
		 call_text(c1, &a->fsa_digipeater[0], "RELAY-12"),
		 call_text(c2, &a->fsa_digipeater[1], "*"), c3);
	conn(a, sizeof a->fsa_ax25 + 3 * sizeof(ax25_address) + 1, text);

	/* five digipeaters named, two in the length: "..." for the others */
	a->fsa_ax25.sax25_ndigis = 5;
	snprintf(text, sizeof text, "{sa_family=%s, fsa_ax25={sax25_call=%s, sax25_ndigis=5}, "
		 "fsa_digipeater=[%s, %s, ...]}", fam, c0, c1, c2);
	conn(a, sizeof a->fsa_ax25 + 2 * sizeof(ax25_address), text);

	/* a call with a character that would end the comment: its bytes alone;
	 * no digipeater named, but a longer length */
	a->fsa_ax25.sax25_ndigis = 0;
	ax25_call(&a->fsa_ax25.sax25_call, "A/B", 0);
	snprintf(text, sizeof text, "{sa_family=%s, fsa_ax25={sax25_call={ax25_call=%s}, sax25_ndigis=0}}",
		 fam, hex(h, a->fsa_ax25.sax25_call.ax25_call, 7));
	conn(a, sizeof *a, text);

	/* one byte short of struct sockaddr_ax25: sa_data */
	snprintf(text, sizeof text, "{sa_family=%s, sa_data=\"\\202^\\204@@@\\0\\0\\0\\0\\0\\0\\0\"}", fam);
	conn(a, sizeof a->fsa_ax25 - 1, text);
	/* crossing into the unmapped page */
	char *tail = end - sizeof a->fsa_ax25 + 1;
	long rc = connect(-1, (void *)tail, sizeof a->fsa_ax25);
	expect(rc, "EBADF", "connect(-1, %p, %zu)", (void *)tail, sizeof a->fsa_ax25);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	style = x && !strcmp(x, "raw") ? 1 : x && !strcmp(x, "verbose") ? 2 : 0;
	char *end = (char *)tail_page() + 4096;
	test_rxrpc(end);
	test_ieee802154(end);
	test_ax25(end);
	return 0;
}
