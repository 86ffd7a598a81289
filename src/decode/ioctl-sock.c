/* ioctl: the socket family (<linux/sockios.h>, src/xlat/ioctl_sock.in):
 * the owner and mark requests, struct ifreq with the member each request
 * reads or fills, the bridge requests, and the addresses of the requests
 * strace names but does not follow, SIOCGIFCONF's list of addresses. */
#include <sys/ioctl.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <linux/sockios.h>

#include "common.h"
#include "ioctl.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_ioctl_sock, xlat_iff_flags, xlat_arp_hardware_types;

static const struct ioctl_scalar_req sock_scalars[] = {
	{ FIOSETOWN, IS_INT_IN }, { SIOCSPGRP, IS_INT_IN }, { SIOCSIFENCAP, IS_INT_IN },
	{ FIOGETOWN, IS_INT_OUT }, { SIOCGPGRP, IS_INT_OUT }, { SIOCATMARK, IS_INT_OUT },
	{ SIOCGIFENCAP, IS_INT_OUT }, { SIOCOUTQNSD, IS_INT_OUT },
	{ SIOCADDDLCI, IS_PTR }, { SIOCADDRT, IS_PTR }, { SIOCBONDCHANGEACTIVE, IS_PTR },
	{ SIOCBONDENSLAVE, IS_PTR }, { SIOCBONDINFOQUERY, IS_PTR }, { SIOCBONDRELEASE, IS_PTR },
	{ SIOCBONDSETHWADDR, IS_PTR }, { SIOCBONDSLAVEINFOQUERY, IS_PTR }, { SIOCDARP, IS_PTR },
	{ SIOCDELDLCI, IS_PTR }, { SIOCDELRT, IS_PTR }, { SIOCDIFADDR, IS_PTR },
	{ SIOCDRARP, IS_PTR }, { SIOCETHTOOL, IS_PTR }, { SIOCGARP, IS_PTR },
	{ SIOCGHWTSTAMP, IS_PTR }, { SIOCGIFBR, IS_PTR }, { SIOCGIFCOUNT, IS_PTR },
	{ SIOCGIFMEM, IS_PTR }, { SIOCGIFPFLAGS, IS_PTR }, { SIOCGIFVLAN, IS_PTR },
	{ SIOCGMIIPHY, IS_PTR }, { SIOCGMIIREG, IS_PTR }, { SIOCGRARP, IS_PTR },
	{ SIOCGSKNS, IS_PTR }, { SIOCGSTAMP_OLD, IS_PTR }, { SIOCGSTAMP_NEW, IS_PTR },
	{ SIOCGSTAMPNS_OLD, IS_PTR }, { SIOCGSTAMPNS_NEW, IS_PTR }, { SIOCRTMSG, IS_PTR },
	{ SIOCSARP, IS_PTR }, { SIOCSHWTSTAMP, IS_PTR }, { SIOCSIFBR, IS_PTR },
	{ SIOCSIFLINK, IS_PTR }, { SIOCSIFMEM, IS_PTR }, { SIOCSIFPFLAGS, IS_PTR },
	{ SIOCSIFVLAN, IS_PTR }, { SIOCSMIIREG, IS_PTR }, { SIOCSRARP, IS_PTR },
	{ SIOCWANDEV, IS_PTR },
};

/* The struct ifreq requests: which the caller sets (all at entry) and
 * which the kernel fills (the name at entry, the member at exit). */
static bool ifreq_set(unsigned code)
{
	switch (code) {
	case SIOCADDMULTI: case SIOCDELMULTI: case SIOCSIFADDR: case SIOCSIFBRDADDR:
	case SIOCSIFDSTADDR: case SIOCSIFFLAGS: case SIOCSIFHWADDR: case SIOCSIFHWBROADCAST:
	case SIOCSIFMAP: case SIOCSIFMETRIC: case SIOCSIFMTU: case SIOCSIFNAME:
	case SIOCSIFNETMASK: case SIOCSIFSLAVE: case SIOCSIFTXQLEN:
		return true;
	}
	return false;
}

static bool ifreq_get(unsigned code)
{
	switch (code) {
	case SIOCGIFADDR: case SIOCGIFBRDADDR: case SIOCGIFDSTADDR: case SIOCGIFFLAGS:
	case SIOCGIFHWADDR: case SIOCGIFINDEX: case SIOCGIFMAP: case SIOCGIFMETRIC:
	case SIOCGIFMTU: case SIOCGIFNAME: case SIOCGIFNETMASK: case SIOCGIFSLAVE:
	case SIOCGIFTXQLEN:
		return true;
	}
	return false;
}

/* An address member: a struct sockaddr, zero-padded for the printer. */
static void print_ifr_sockaddr(struct tracee *t, const char *name, const struct sockaddr *sa)
{
	union sockaddr_buf buf;
	memset(&buf, 0, sizeof buf);
	memcpy(&buf, sa, sizeof *sa);
	sink_field(t, name);
	print_sockaddr(t, &buf, sizeof *sa);
}

/* ifr_hwaddr: the hardware type and, for Ethernet, its six bytes. */
static void print_ifr_hwaddr(struct tracee *t, const struct sockaddr *sa)
{
	sink_field(t, "ifr_hwaddr");
	sink_struct(t);
	sink_field(t, "sa_family");
	sink_xval(t, &xlat_arp_hardware_types, sa->sa_family, "ARPHRD_???");
	sink_field(t, "sa_data");
	print_hwaddr(t, (const unsigned char *)sa->sa_data,
		     sa->sa_family == ARPHRD_ETHER ? 6 : sizeof sa->sa_data);
	sink_end(t);
}

static void print_ifr_map(struct tracee *t, const struct ifmap *m)
{
	sink_field(t, "ifr_map");
	sink_struct(t);
	sink_hex_field(t, "mem_start", m->mem_start);
	sink_hex_field(t, "mem_end", m->mem_end);
	sink_hex_field(t, "base_addr", m->base_addr);
	sink_hex_field(t, "irq", m->irq);
	sink_hex_field(t, "dma", m->dma);
	sink_hex_field(t, "port", m->port);
	sink_end(t);
}

/* The member of a struct ifreq that request code reads or fills. */
static void print_ifreq_member(struct tracee *t, unsigned code, const struct ifreq *r)
{
	switch (code) {
	case SIOCSIFADDR: case SIOCGIFADDR:
		print_ifr_sockaddr(t, "ifr_addr", &r->ifr_addr);
		break;
	case SIOCSIFDSTADDR: case SIOCGIFDSTADDR:
		print_ifr_sockaddr(t, "ifr_dstaddr", &r->ifr_dstaddr);
		break;
	case SIOCSIFBRDADDR: case SIOCGIFBRDADDR:
		print_ifr_sockaddr(t, "ifr_broadaddr", &r->ifr_broadaddr);
		break;
	case SIOCSIFNETMASK: case SIOCGIFNETMASK:
		print_ifr_sockaddr(t, "ifr_netmask", &r->ifr_netmask);
		break;
	case SIOCADDMULTI: case SIOCDELMULTI: case SIOCGIFHWADDR: case SIOCSIFHWADDR:
	case SIOCSIFHWBROADCAST:
		print_ifr_hwaddr(t, &r->ifr_hwaddr);
		break;
	case SIOCGIFINDEX:
		sink_int_field(t, "ifr_ifindex", r->ifr_ifindex);
		break;
	case SIOCGIFFLAGS: case SIOCSIFFLAGS:
		sink_field(t, "ifr_flags");
		sink_xflags(t, &xlat_iff_flags, (uint16_t)r->ifr_flags, "IFF_???");
		break;
	case SIOCGIFMETRIC: case SIOCSIFMETRIC:
		sink_int_field(t, "ifr_metric", r->ifr_metric);
		break;
	case SIOCGIFMTU: case SIOCSIFMTU:
		sink_int_field(t, "ifr_mtu", r->ifr_mtu);
		break;
	case SIOCGIFSLAVE: case SIOCSIFSLAVE:
		ioctl_cstr_field(t, "ifr_slave", r->ifr_slave, IFNAMSIZ);
		break;
	case SIOCSIFNAME:
		ioctl_cstr_field(t, "ifr_newname", r->ifr_newname, IFNAMSIZ);
		break;
	case SIOCGIFNAME:
		ioctl_cstr_field(t, "ifr_name", r->ifr_name, IFNAMSIZ);
		break;
	case SIOCGIFTXQLEN: case SIOCSIFTXQLEN:
		sink_int_field(t, "ifr_qlen", r->ifr_qlen);
		break;
	case SIOCGIFMAP: case SIOCSIFMAP:
		print_ifr_map(t, &r->ifr_map);
		break;
	}
}

/* A struct ifreq: what the call reads at entry, "{ifr_name="lo"", and
 * what it fills at exit; saved[0] says the entry part opened the struct,
 * which stays open in the record until the exit part ends it. */
static int print_ifreq(struct tracee *t, unsigned code, uint64_t addr)
{
	struct call *c = &t->call;
	struct ifreq r;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error && mem_read(t->tid, addr, &r, sizeof r))
			print_ifreq_member(t, code, &r);
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	if (!sink_fetch(t, addr, &r, sizeof r))
		return DEC_DONE;
	sink_struct(t);
	if (code == SIOCGIFNAME)
		sink_int_field(t, "ifr_ifindex", r.ifr_ifindex);
	else
		ioctl_cstr_field(t, "ifr_name", r.ifr_name, IFNAMSIZ);
	if (ifreq_set(code)) {
		print_ifreq_member(t, code, &r);
		sink_end(t);
		return DEC_DONE;
	}
	c->saved[0] = 1;
	/* a line cut here shows no ", ": the exit part goes on in the struct */
	return DEC_EXIT_TAIL;
}

/* ifc_len: the bytes, and how many struct ifreq they are when they are a
 * whole number of them, as strace comments it under every -X. */
static void print_ifc_len(struct tracee *t, int len)
{
	sink_int(t, len);
	if (len > 0 && len % (int)sizeof(struct ifreq) == 0)
		sink_comment(t, "ifreqs", "%d * sizeof(struct ifreq)",
			     len / (int)sizeof(struct ifreq));
}

/* One struct ifreq of SIOCGIFCONF's list: a name and an address. */
static void print_ifconf_ifreq(struct tracee *t, const void *elem, void *ctx)
{
	const struct ifreq *r = elem;
	(void)ctx;
	sink_struct(t);
	ioctl_cstr_field(t, "ifr_name", r->ifr_name, IFNAMSIZ);
	print_ifr_sockaddr(t, "ifr_addr", &r->ifr_addr);
	sink_end(t);
}

/* SIOCGIFCONF: with ifc_buf NULL the kernel says in ifc_len how many bytes
 * the list needs, shown at exit alone; with a buffer ifc_len is its size
 * at entry and " => " the bytes filled at exit.  saved[0] says the entry
 * part opened the struct, saved[1] and [2] keep ifc_len and ifc_buf. */
static int print_ifconf(struct tracee *t, uint64_t addr)
{
	struct call *c = &t->call;
	struct ifconf ifc;
	if (!c->exiting) {
		sink_arg(t, 2);
		if (!sink_fetch(t, addr, &ifc, sizeof ifc))
			return DEC_DONE;
		c->saved[0] = 1;
		c->saved[1] = (uint64_t)(uint32_t)ifc.ifc_len;
		c->saved[2] = (uint64_t)(uintptr_t)ifc.ifc_buf;
		sink_struct(t);
		sink_field(t, "ifc_len");
		if (ifc.ifc_buf) {
			sink_op(t, " => ");
			print_ifc_len(t, ifc.ifc_len);
		}
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	int in_len = (int)(uint32_t)c->saved[1];
	uint64_t in_buf = c->saved[2];
	bool read = mem_read(t->tid, addr, &ifc, sizeof ifc);
	if (in_buf) {
		if (read && ifc.ifc_len != in_len)
			print_ifc_len(t, ifc.ifc_len);
		sink_end(t);	/* the " => " */
	} else {
		print_ifc_len(t, read ? ifc.ifc_len : in_len);
	}
	sink_field(t, "ifc_buf");
	uint64_t out_buf = read ? (uint64_t)(uintptr_t)ifc.ifc_buf : in_buf;
	if (!read || !in_buf || c->is_error) {
		if (out_buf != in_buf) {
			sink_op(t, " => ");
			sink_ptr(t, in_buf);
			sink_ptr(t, out_buf);
			sink_end(t);
		} else {
			sink_ptr(t, in_buf);
		}
	} else {
		/* a negative length is a huge count, cut at the -s limit */
		uint64_t n = (uint64_t)(int64_t)ifc.ifc_len / sizeof(struct ifreq);
		print_array(t, out_buf, n, sizeof(struct ifreq), print_ifconf_ifreq, NULL);
	}
	sink_end(t);
	return DEC_DONE;
}

static int ioctl_sock_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (ifreq_set(code) || ifreq_get(code))
		return print_ifreq(t, code, arg);
	switch (code) {
	case SIOCGIFCONF:
		return print_ifconf(t, arg);
	case SIOCBRADDBR: case SIOCBRDELBR: {
		/* a bridge's name: up to its NUL, "..." after IFNAMSIZ bytes
		 * without one; the address when it runs into unreadable memory */
		char name[IFNAMSIZ + 1];
		bool terminated;
		sink_arg(t, 2);
		ssize_t n = arg ? mem_read_str(t->tid, arg, name, IFNAMSIZ, &terminated) : -1;
		if (n < 0 || (!terminated && n < IFNAMSIZ))
			sink_ptr(t, arg);
		else
			sink_bytes(t, name, (size_t)n, STR_NUL_STOPS | (terminated ? 0 : STR_CUT));
		return DEC_DONE;
	}
	case SIOCBRADDIF: case SIOCBRDELIF: {
		struct ifreq r;
		sink_arg(t, 2);
		if (!sink_fetch(t, arg, &r, sizeof r))
			return DEC_DONE;
		sink_struct(t);
		sink_field(t, "ifr_ifindex");
		print_ifindex(t, (unsigned)r.ifr_ifindex);
		sink_end(t);
		return DEC_DONE;
	}
	}
	return ioctl_scalar_decode(t, sock_scalars, sizeof sock_scalars / sizeof sock_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_sock = {
	"sock", &xlat_ioctl_sock, ioctl_sock_decode,
};
