/* sendmsg and recvmsg, printed as strace 6.1 prints them: struct msghdr,
 * its iovec and its control data (print_msghdr, which mmsg.c shares). */
#include <stdio.h>
#include <stdlib.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "util.h"

/* ---- messages: struct msghdr, its iovec and its control data ---- */

extern const struct xlat xlat_scm_types, xlat_ip_cmsg_types, xlat_socket_levels;

/* The elements of a local array of len bytes, size bytes each, at most
 * -s of them before "...". */
static void print_local_array(struct tracee *t, const char *data, unsigned len, size_t size,
			      array_elem_fn fn)
{
	sink_array(t);
	for (unsigned i = 0; i < len / size; i++) {
		if (cut_before(t, i)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		fn(t, data + i * size, NULL);
	}
	sink_end(t);
}

static void print_fd_elem(struct tracee *t, const void *elem, void *ctx)
{
	int fd;
	(void)ctx;
	memcpy(&fd, elem, sizeof fd);
	sink_fd(t, fd);
}

static void print_scm_rights(struct tracee *t, const char *data, unsigned len)
{
	print_local_array(t, data, len, sizeof(int), print_fd_elem);
}

static void print_scm_creds(struct tracee *t, const char *data, unsigned len)
{
	struct ucred uc;
	(void)len;
	memcpy(&uc, data, sizeof uc);
	sink_struct(t);
	sink_field(t, "pid");
	sink_pid(t, uc.pid, PID_TGID);
	sink_field(t, "uid");
	print_id(t, uc.uid);
	sink_field(t, "gid");
	print_id(t, uc.gid);
	sink_end(t);
}

static void print_scm_security(struct tracee *t, const char *data, unsigned len)
{
	sink_bytes(t, data, len, 0);
}

/* Time stamps: one or three {tv_sec, tv_usec or tv_nsec} pairs of 64-bit
 * numbers; "???" when the data is shorter. */
static void print_stamps(struct tracee *t, const char *data, unsigned len,
			 unsigned count, const char *sub)
{
	int64_t v[6];
	if (len < count * 16) {
		sink_symbol(t, "???");
		return;
	}
	memcpy(v, data, count * 16);
	if (count > 1)
		sink_array(t);
	for (unsigned i = 0; i < count; i++) {
		if (count > 1)
			sink_elem(t);
		sink_struct(t);
		sink_field(t, "tv_sec");
		sink_int(t, v[2 * i]);
		sink_field(t, sub);
		sink_int(t, v[2 * i + 1]);
		sink_end(t);
	}
	if (count > 1)
		sink_end(t);
}

static void print_scm_timeval(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t, data, len, 1, "tv_usec");
}

static void print_scm_timespec(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t, data, len, 1, "tv_nsec");
}

static void print_scm_timespec3(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t, data, len, 3, "tv_nsec");
}

static void print_cmsg_ip_pktinfo(struct tracee *t, const char *data, unsigned len)
{
	struct in_pktinfo pi;
	(void)len;
	memcpy(&pi, data, sizeof pi);
	sink_struct(t);
	sink_field(t, "ipi_ifindex");
	print_ifindex(t, (unsigned)pi.ipi_ifindex);
	print_inet_addr(t, "ipi_spec_dst", &pi.ipi_spec_dst);
	print_inet_addr(t, "ipi_addr", &pi.ipi_addr);
	sink_end(t);
}

static void print_uint_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

static void print_cmsg_uints(struct tracee *t, const char *data, unsigned len)
{
	print_local_array(t, data, len, sizeof(uint32_t), print_uint_elem);
}

static void print_byte_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	sink_hex(t, *(const unsigned char *)elem);
}

static void print_cmsg_bytes(struct tracee *t, const char *data, unsigned len)
{
	print_local_array(t, data, len, 1, print_byte_elem);
}

/* struct sock_extended_err followed by the offender's address. */
static void print_cmsg_ip_recverr(struct tracee *t, const char *data, unsigned len)
{
	struct {
		uint32_t ee_errno;
		uint8_t ee_origin, ee_type, ee_code, ee_pad;
		uint32_t ee_info, ee_data;
		struct sockaddr_in offender;
	} ee;
	union sockaddr_buf sa;
	(void)len;
	memcpy(&ee, data, sizeof ee);
	sink_struct(t);
	sink_field(t, "ee_errno");
	sink_uint(t, ee.ee_errno);
	sink_field(t, "ee_origin");
	sink_uint(t, ee.ee_origin);
	sink_field(t, "ee_type");
	sink_uint(t, ee.ee_type);
	sink_field(t, "ee_code");
	sink_uint(t, ee.ee_code);
	sink_field(t, "ee_info");
	sink_uint(t, ee.ee_info);
	sink_field(t, "ee_data");
	sink_uint(t, ee.ee_data);
	sink_field(t, "offender");
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, &ee.offender, sizeof ee.offender);
	print_sockaddr(t, sa.bytes, sizeof ee.offender);
	sink_end(t);
}

static void print_cmsg_ip_origdstaddr(struct tracee *t, const char *data, unsigned len)
{
	union sockaddr_buf sa;
	if (len > sizeof sa.ss)
		len = sizeof sa.ss;
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, data, len);
	print_sockaddr(t, sa.bytes, len);
}

typedef void (*cmsg_data_fn)(struct tracee *t, const char *data, unsigned len);

/* The control messages whose data strace shows, and the least data length
 * it shows them from. */
static const struct cmsg_printer {
	int level, type;
	cmsg_data_fn print;
	unsigned min_len;
} cmsg_printers[] = {
	{ SOL_SOCKET, SCM_RIGHTS, print_scm_rights, sizeof(int) },
	{ SOL_SOCKET, SCM_CREDENTIALS, print_scm_creds, sizeof(struct ucred) },
	{ SOL_SOCKET, 3 /* SCM_SECURITY */, print_scm_security, 1 },
	{ SOL_SOCKET, SO_TIMESTAMP_OLD, print_scm_timeval, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPNS_OLD, print_scm_timespec, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPING_OLD, print_scm_timespec3, 1 },
	{ SOL_SOCKET, SO_TIMESTAMP_NEW, print_scm_timeval, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPNS_NEW, print_scm_timespec, 1 },
	{ SOL_SOCKET, SO_TIMESTAMPING_NEW, print_scm_timespec3, 1 },
	{ SOL_IP, IP_PKTINFO, print_cmsg_ip_pktinfo, sizeof(struct in_pktinfo) },
	{ SOL_IP, IP_TTL, print_cmsg_uints, sizeof(unsigned) },
	{ SOL_IP, IP_TOS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RECVOPTS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RETOPTS, print_cmsg_bytes, 1 },
	{ SOL_IP, IP_RECVERR, print_cmsg_ip_recverr, 32 },
	{ SOL_IP, IP_ORIGDSTADDR, print_cmsg_ip_origdstaddr, sizeof(struct sockaddr_in) },
	{ SOL_IP, IP_CHECKSUM, print_cmsg_uints, sizeof(unsigned) },
	{ SOL_IP, 3 /* SCM_SECURITY */, print_scm_security, 1 },
};

/* cmsg_type=..., then cmsg_data=... for the types strace decodes.  Only
 * SOL_SOCKET and SOL_IP types have names. */
static void print_cmsg_type_data(struct tracee *t, int level, int type,
				 const char *data, unsigned len)
{
	sink_field(t, "cmsg_type");
	if (level == SOL_SOCKET)
		sink_xval(t, &xlat_scm_types, (unsigned)type, "SCM_???");
	else if (level == SOL_IP)
		sink_xval(t, &xlat_ip_cmsg_types, (unsigned)type, "IP_???");
	else {
		sink_hex(t, (unsigned)type);
		return;
	}
	for (size_t i = 0; i < sizeof cmsg_printers / sizeof cmsg_printers[0]; i++) {
		const struct cmsg_printer *p = &cmsg_printers[i];
		if (p->level == level && p->type == type) {
			if (len >= p->min_len) {
				sink_field(t, "cmsg_data");
				p->print(t, data, len);
			}
			return;
		}
	}
}

/* The kernel takes at most net.core.optmem_max bytes of control data, and
 * strace reads no more than that. */
static unsigned optmem_max(void)
{
	unsigned v = 0;
	FILE *f = fopen("/proc/sys/net/core/optmem_max", "r");
	if (f) {
		if (fscanf(f, "%u", &v) != 1)
			v = 0;
		fclose(f);
	}
	if (!v)
		return sizeof(long long) * (2 * 1024 + 512);
	return (v + 7) & ~7u;
}

/* One control message: {cmsg_len=..., cmsg_level=..., cmsg_type=...,
 * cmsg_data=...}, with at most left bytes of it in the buffer. */
static void print_cmsg(struct tracee *t, const struct cmsghdr *h, const char *data,
		       uint64_t left)
{
	uint64_t len = h->cmsg_len > left ? left : h->cmsg_len;
	sink_struct(t);
	sink_field(t, "cmsg_len");
	sink_uint(t, h->cmsg_len);
	sink_field(t, "cmsg_level");
	sink_xval(t, &xlat_socket_levels, (unsigned)h->cmsg_level, "SOL_???");
	print_cmsg_type_data(t, h->cmsg_level, h->cmsg_type, data,
			     len > sizeof *h ? (unsigned)(len - sizeof *h) : 0);
	sink_end(t);
}

/* msg_control=[{cmsg_len=..., cmsg_level=..., cmsg_type=..., cmsg_data=...}, ...]
 * walked as the kernel's CMSG_NXTHDR does; what is left after a header
 * that cannot be walked shows as "..." with its address. */
static void print_msg_control(struct tracee *t, uint64_t addr, uint64_t in_len)
{
	struct cmsghdr h;
	if (!in_len)
		return;
	sink_field(t, "msg_control");
	unsigned max = optmem_max();
	unsigned control_len = in_len > max ? max : (unsigned)in_len;
	if (control_len < sizeof h) {
		sink_ptr(t, addr);
		return;
	}
	char *buf = xmalloc(control_len);
	if (!mem_read(t->tid, addr, buf, control_len)) {
		sink_ptr(t, addr);
		free(buf);
		return;
	}
	unsigned off = 0, left = control_len;
	sink_array(t);
	while (left >= sizeof h) {
		memcpy(&h, buf + off, sizeof h);
		sink_elem(t);
		print_cmsg(t, &h, buf + off + sizeof h, left);
		if (h.cmsg_len < sizeof h) {
			left -= sizeof h;
			break;
		}
		uint64_t step = (h.cmsg_len + 7) & ~(uint64_t)7;
		if (step >= left || step < h.cmsg_len) {
			left = 0;
			break;
		}
		off += step;
		left -= step;
	}
	if (left) {
		sink_ellipsis(t);
		sink_comment(t, "rest_at", "%#llx", (unsigned long long)(addr + control_len - left));
	} else if (control_len < in_len) {
		sink_ellipsis(t);
	}
	sink_end(t);
	free(buf);
}

/* The bytes shown of each iovec: all of them for data sent; for data
 * received, only as many as the call returned, the later buffers empty. */
struct iov_ctx {
	uint64_t left;
	int netlink_fd;		/* the message's name is a netlink address: its
				 * data are netlink messages of this socket; or -1 */
};

static void print_iov_elem(struct tracee *t, const void *elem, void *ctx)
{
	const struct iovec *iov = elem;
	struct iov_ctx *c = ctx;
	uint64_t len = iov->iov_len;
	/* UINT64_MAX stands for no limit (data sent), as in strace */
	if (c->left != UINT64_MAX) {
		if (len > c->left)
			len = c->left;
		c->left -= len;
	}
	sink_struct(t);
	sink_field(t, "iov_base");
	if (c->netlink_fd >= 0)
		decode_netlink(t, c->netlink_fd, (uint64_t)(uintptr_t)iov->iov_base, len);
	else
		sink_buf_at(t, (uint64_t)(uintptr_t)iov->iov_base, len);
	sink_field(t, "iov_len");
	sink_uint(t, iov->iov_len);
	sink_end(t);
}

static void print_iov(struct tracee *t, uint64_t addr, uint64_t n, uint64_t data_size,
		      int netlink_fd)
{
	struct iov_ctx c = { data_size, netlink_fd };
	print_tracee_array(t, addr, n, sizeof(struct iovec), print_iov_elem, &c);
}

/* {msg_name=..., msg_namelen=..., msg_iov=[...], msg_iovlen=..., msg_control=[...],
 * msg_controllen=..., msg_flags=...}.  user_namelen is the length the caller
 * offered (recvmsg): the address is cut to it, and a change shows as "=>". */
void print_msghdr(struct tracee *t, const struct msghdr *m,
		  const int *user_namelen, uint64_t data_size)
{
	int namelen = (int)m->msg_namelen;
	if (user_namelen && namelen > *user_namelen)
		namelen = *user_namelen;
	sink_struct(t);
	sink_field(t, "msg_name");
	int family = decode_sockaddr(t, (uint64_t)(uintptr_t)m->msg_name, namelen);
	sink_field(t, "msg_namelen");
	bool changed = user_namelen && *user_namelen != (int)m->msg_namelen;
	if (changed) {
		sink_op(t, " => ");
		sink_int(t, *user_namelen);
	}
	sink_int(t, (int)m->msg_namelen);
	if (changed)
		sink_end(t);
	sink_field(t, "msg_iov");
	/* the socket is the call's first argument */
	print_iov(t, (uint64_t)(uintptr_t)m->msg_iov, m->msg_iovlen, data_size,
		  family == AF_NETLINK ? argi(t, 0) : -1);
	sink_field(t, "msg_iovlen");
	sink_uint(t, m->msg_iovlen);
	print_msg_control(t, (uint64_t)(uintptr_t)m->msg_control, m->msg_controllen);
	sink_field(t, "msg_controllen");
	sink_uint(t, m->msg_controllen);
	sink_field(t, "msg_flags");
	print_msg_flags(t, (unsigned)m->msg_flags);
	sink_end(t);
}

static void decode_msghdr(struct tracee *t, uint64_t addr, const int *user_namelen,
			  uint64_t data_size)
{
	struct msghdr m;
	/* -e verbose= leaves it as its address */
	if (sink_fetch(t, addr, &m, sizeof m))
		print_msghdr(t, &m, user_namelen, data_size);
}

/* The table's msghdr arguments: sendmsg's message with all its data;
 * recvmsg's at exit with the bytes the call returned.  The name length a
 * recvmsg caller offered ("128 => 16") is read at entry by dec_recvmsg. */
void print_struct_msghdr(struct tracee *t, int i)
{
	bool received = t->call.se->args[i].type != A_ISTRUCT;
	decode_msghdr(t, argu(t, i), NULL, received ? (uint64_t)t->call.rval : UINT64_MAX);
}

static void print_flags_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	print_msg_flags(t, argu(t, i));
}

int dec_sendmsg(struct tracee *t)
{
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_struct_msghdr(t, 1);
	print_flags_arg(t, 2);
	return DEC_DONE;
}

/* The message is shown at exit; only the name length offered is kept from
 * the entry, and after a failure it is all that is shown. */
int dec_recvmsg(struct tracee *t)
{
	struct call *c = &t->call;
	struct msghdr m;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		if (verbose(t) && argu(t, 1) && mem_read(t->tid, argu(t, 1), &m, sizeof m)) {
			c->saved[0] = m.msg_namelen;
			return DEC_EXIT;
		}
		sink_arg(t, 1);
		sink_ptr(t, argu(t, 1));
	} else {
		int namelen = (int)c->saved[0];
		sink_arg(t, 1);
		if (c->is_error) {
			sink_struct(t);
			sink_field(t, "msg_namelen");
			sink_int(t, namelen);
			sink_end(t);
		} else {
			decode_msghdr(t, argu(t, 1), &namelen, (uint64_t)c->rval);
		}
	}
	print_flags_arg(t, 2);
	return DEC_DONE;
}
