/* sendmsg, recvmsg, sendmmsg and recvmmsg, printed as strace 6.1 prints
 * them: struct msghdr, its iovec and its control data. */
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

/* Elements of a local array, at most -s of them. */
static bool array_cut(struct tracee *t, unsigned i)
{
	if (i)
		print_sep(t->out);
	if (!cut_before(t, i))
		return false;
	out_puts(t->out, "...");
	return true;
}

static void print_scm_rights(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len / sizeof(int); i++) {
		int fd;
		if (array_cut(t, i))
			break;
		memcpy(&fd, data + i * sizeof fd, sizeof fd);
		print_fd(t, fd);
	}
	out_putc(t->out, ']');
}

static void print_scm_creds(struct tracee *t, const char *data, unsigned len)
{
	struct ucred uc;
	(void)len;
	memcpy(&uc, data, sizeof uc);
	out_printf(t->out, "{pid=%d, uid=", uc.pid);
	print_id(t->out, uc.uid);
	out_puts(t->out, ", gid=");
	print_id(t->out, uc.gid);
	out_putc(t->out, '}');
}

static void print_scm_security(struct tracee *t, const char *data, unsigned len)
{
	print_quoted(t->out, data, len, false);
}

/* Time stamps: one or three {tv_sec, tv_usec or tv_nsec} pairs of 64-bit
 * numbers; "???" when the data is shorter. */
static void print_stamps(struct output *o, const char *data, unsigned len,
			 unsigned count, const char *sub)
{
	int64_t v[6];
	if (len < count * 16) {
		out_puts(o, "???");
		return;
	}
	memcpy(v, data, count * 16);
	if (count > 1)
		out_putc(o, '[');
	for (unsigned i = 0; i < count; i++)
		out_printf(o, "%s{tv_sec=%lld, %s=%lld}", i ? ", " : "",
			   (long long)v[2 * i], sub, (long long)v[2 * i + 1]);
	if (count > 1)
		out_putc(o, ']');
}

static void print_scm_timeval(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 1, "tv_usec");
}

static void print_scm_timespec(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 1, "tv_nsec");
}

static void print_scm_timespec3(struct tracee *t, const char *data, unsigned len)
{
	print_stamps(t->out, data, len, 3, "tv_nsec");
}

static void print_cmsg_ip_pktinfo(struct tracee *t, const char *data, unsigned len)
{
	struct in_pktinfo pi;
	(void)len;
	memcpy(&pi, data, sizeof pi);
	out_puts(t->out, "{ipi_ifindex=");
	print_ifindex(t->out, (unsigned)pi.ipi_ifindex);
	print_sep(t->out);
	print_inet_addr(t->out, "ipi_spec_dst", &pi.ipi_spec_dst);
	print_sep(t->out);
	print_inet_addr(t->out, "ipi_addr", &pi.ipi_addr);
	out_putc(t->out, '}');
}

static void print_cmsg_uints(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len / 4; i++) {
		uint32_t v;
		if (array_cut(t, i))
			break;
		memcpy(&v, data + 4 * i, sizeof v);
		out_printf(t->out, "%u", v);
	}
	out_putc(t->out, ']');
}

static void print_cmsg_bytes(struct tracee *t, const char *data, unsigned len)
{
	out_putc(t->out, '[');
	for (unsigned i = 0; i < len; i++) {
		if (array_cut(t, i))
			break;
		out_printf(t->out, "%#x", (unsigned char)data[i]);
	}
	out_putc(t->out, ']');
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
	out_printf(t->out, "{ee_errno=%u, ee_origin=%u, ee_type=%u, ee_code=%u, "
		   "ee_info=%u, ee_data=%u, offender=", ee.ee_errno, ee.ee_origin,
		   ee.ee_type, ee.ee_code, ee.ee_info, ee.ee_data);
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, &ee.offender, sizeof ee.offender);
	print_sockaddr(t->out, sa.bytes, sizeof ee.offender);
	out_putc(t->out, '}');
}

static void print_cmsg_ip_origdstaddr(struct tracee *t, const char *data, unsigned len)
{
	union sockaddr_buf sa;
	if (len > sizeof sa.ss)
		len = sizeof sa.ss;
	memset(&sa, 0, sizeof sa);
	memcpy(sa.bytes, data, len);
	print_sockaddr(t->out, sa.bytes, len);
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
	struct output *o = t->out;
	out_puts(o, "cmsg_type=");
	if (level == SOL_SOCKET)
		print_xval(o, &xlat_scm_types, (unsigned)type, "SCM_???");
	else if (level == SOL_IP)
		print_xval(o, &xlat_ip_cmsg_types, (unsigned)type, "IP_???");
	else {
		out_printf(o, "%#x", (unsigned)type);
		return;
	}
	for (size_t i = 0; i < sizeof cmsg_printers / sizeof cmsg_printers[0]; i++) {
		const struct cmsg_printer *p = &cmsg_printers[i];
		if (p->level == level && p->type == type) {
			if (len >= p->min_len) {
				out_puts(o, ", cmsg_data=");
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

/* msg_control=[{cmsg_len=..., cmsg_level=..., cmsg_type=..., cmsg_data=...}, ...]
 * walked as the kernel's CMSG_NXTHDR does; what is left after a header
 * that cannot be walked shows as "..." with its address. */
static void print_msg_control(struct tracee *t, uint64_t addr, uint64_t in_len)
{
	struct output *o = t->out;
	struct cmsghdr h;
	if (!in_len)
		return;
	out_puts(o, ", msg_control=");
	unsigned max = optmem_max();
	unsigned control_len = in_len > max ? max : (unsigned)in_len;
	if (control_len < sizeof h) {
		print_ptr(o, addr);
		return;
	}
	char *buf = xmalloc(control_len);
	if (!mem_read(t->tid, addr, buf, control_len)) {
		print_ptr(o, addr);
		free(buf);
		return;
	}
	unsigned off = 0, left = control_len;
	out_putc(o, '[');
	while (left >= sizeof h) {
		memcpy(&h, buf + off, sizeof h);
		if (off)
			print_sep(o);
		out_printf(o, "{cmsg_len=%llu, cmsg_level=", (unsigned long long)h.cmsg_len);
		print_xval(o, &xlat_socket_levels, (unsigned)h.cmsg_level, "SOL_???");
		print_sep(o);
		uint64_t len = h.cmsg_len > left ? left : h.cmsg_len;
		print_cmsg_type_data(t, h.cmsg_level, h.cmsg_type, buf + off + sizeof h,
				     len > sizeof h ? (unsigned)(len - sizeof h) : 0);
		out_putc(o, '}');
		if (len < sizeof h) {
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
	if (left)
		out_printf(o, ", ... /* %#llx */", (unsigned long long)(addr + control_len - left));
	else if (control_len < in_len)
		out_puts(o, ", ...");
	out_putc(o, ']');
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
	out_puts(t->out, "{iov_base=");
	if (c->netlink_fd >= 0)
		decode_netlink(t, c->netlink_fd, (uint64_t)(uintptr_t)iov->iov_base, len);
	else
		print_buf(t, (uint64_t)(uintptr_t)iov->iov_base, len);
	out_printf(t->out, ", iov_len=%llu}", (unsigned long long)iov->iov_len);
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
static void print_msghdr(struct tracee *t, const struct msghdr *m,
			 const int *user_namelen, uint64_t data_size)
{
	struct output *o = t->out;
	int namelen = (int)m->msg_namelen;
	if (user_namelen && namelen > *user_namelen)
		namelen = *user_namelen;
	out_puts(o, "{msg_name=");
	int family = decode_sockaddr(t, (uint64_t)(uintptr_t)m->msg_name, namelen);
	out_puts(o, ", msg_namelen=");
	if (user_namelen && *user_namelen != (int)m->msg_namelen)
		out_printf(o, "%d => ", *user_namelen);
	out_printf(o, "%d, msg_iov=", (int)m->msg_namelen);
	/* the socket is the call's first argument */
	print_iov(t, (uint64_t)(uintptr_t)m->msg_iov, m->msg_iovlen, data_size,
		  family == AF_NETLINK ? argi(t, 0) : -1);
	out_printf(o, ", msg_iovlen=%llu", (unsigned long long)m->msg_iovlen);
	print_msg_control(t, (uint64_t)(uintptr_t)m->msg_control, m->msg_controllen);
	out_printf(o, ", msg_controllen=%llu, msg_flags=", (unsigned long long)m->msg_controllen);
	print_msg_flags(o, (unsigned)m->msg_flags);
	out_putc(o, '}');
}

static void decode_msghdr(struct tracee *t, uint64_t addr, const int *user_namelen,
			  uint64_t data_size)
{
	struct msghdr m;
	if (!verbose(t))
		print_ptr(t->out, addr);
	else if (fetch(t, addr, &m, sizeof m))
		print_msghdr(t, &m, user_namelen, data_size);
}

int dec_sendmsg(struct tracee *t)
{
	print_fd(t, argi(t, 0));
	print_sep(t->out);
	decode_msghdr(t, argu(t, 1), NULL, UINT64_MAX);
	print_sep(t->out);
	print_msg_flags(t->out, argu(t, 2));
	return DEC_DONE;
}

/* The message is shown at exit; only the name length offered is kept from
 * the entry, and after a failure it is all that is shown. */
int dec_recvmsg(struct tracee *t)
{
	struct call *c = &t->call;
	struct msghdr m;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (verbose(t) && argu(t, 1) && mem_read(t->tid, argu(t, 1), &m, sizeof m)) {
			c->saved[0] = m.msg_namelen;
			return DEC_EXIT;
		}
		print_ptr(t->out, argu(t, 1));
	} else {
		int namelen = (int)c->saved[0];
		if (c->is_error)
			out_printf(t->out, "{msg_namelen=%d}", namelen);
		else
			decode_msghdr(t, argu(t, 1), &namelen, (uint64_t)c->rval);
	}
	print_sep(t->out);
	print_msg_flags(t->out, argu(t, 2));
	return DEC_DONE;
}

/* ---- sendmmsg and recvmmsg ---- */

/* recvmmsg keeps the name length each message offered from the entry to
 * the exit.  They live in the call's aux text buffer, unused until the
 * exit prints "(left ...)" after the messages: as many as it holds (more
 * than -s shows by default); later messages show their length alone. */
enum { MAX_SAVED_NAMELENS = AUX_SIZE / sizeof(int) };

struct mmsg_ctx {
	unsigned with_len;	/* messages left that show msg_len */
	bool len_is_data;	/* msg_len limits the bytes shown (received) */
	const char *namelens;	/* offered name lengths (recvmmsg), ints, or NULL */
	unsigned n_namelens;
	unsigned i;
};

static void print_mmsg_elem(struct tracee *t, const void *elem, void *ctx)
{
	const struct mmsghdr *mm = elem;
	struct mmsg_ctx *c = ctx;
	int namelen;
	bool known = c->namelens && c->i < c->n_namelens;
	if (known)
		memcpy(&namelen, c->namelens + c->i * sizeof namelen, sizeof namelen);
	c->i++;
	out_puts(t->out, "{msg_hdr=");
	print_msghdr(t, &mm->msg_hdr, known ? &namelen : NULL,
		     c->len_is_data ? mm->msg_len : UINT64_MAX);
	if (c->with_len) {
		out_printf(t->out, ", msg_len=%u", mm->msg_len);
		c->with_len--;
	}
	out_putc(t->out, '}');
}

static void print_vlen_flags(struct tracee *t)
{
	out_printf(t->out, ", %u, ", (unsigned)argu(t, 2));
	print_msg_flags(t->out, argu(t, 3));
}

/* Printed at exit, when msg_len tells how much of each message was sent. */
int dec_sendmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (verbose(t))
			return DEC_EXIT;
		print_ptr(t->out, argu(t, 1));
		print_vlen_flags(t);
		return DEC_DONE;
	}
	struct mmsg_ctx ctx = { c->is_error ? 0 : (unsigned)c->rval, false, NULL, 0, 0 };
	print_tracee_array(t, argu(t, 1), (unsigned)argu(t, 2), sizeof(struct mmsghdr),
			   print_mmsg_elem, &ctx);
	print_vlen_flags(t);
	return DEC_DONE;
}

/* A struct timespec in tracee memory into text, as print_timespec_at
 * prints it: recvmmsg shows the timeout as given at entry, and what is
 * left of it after the return value. */
static void format_timespec(struct tracee *t, uint64_t addr, char *buf, size_t size)
{
	int64_t ts[2];
	if (!addr)
		snprintf(buf, size, "NULL");
	else if (!mem_read(t->tid, addr, ts, sizeof ts))
		snprintf(buf, size, "%#llx", (unsigned long long)addr);
	else
		snprintf(buf, size, "{tv_sec=%lld, tv_nsec=%llu}", (long long)ts[0], (unsigned long long)ts[1]);
}

static void save_namelens(struct tracee *t)
{
	struct call *c = &t->call;
	unsigned n = (unsigned)argu(t, 2), i;
	int namelen;
	struct mmsghdr mm;
	if (n > MAX_SAVED_NAMELENS)
		n = MAX_SAVED_NAMELENS;
	for (i = 0; i < n; i++) {
		if (!mem_read(t->tid, argu(t, 1) + i * sizeof mm, &mm, sizeof mm))
			break;
		namelen = (int)mm.msg_hdr.msg_namelen;
		memcpy(tracee_auxbuf(t) + i * sizeof namelen, &namelen, sizeof namelen);
	}
	c->saved[0] = i;
}

/* recvmmsg at exit: the messages received, vlen, flags, the timeout as
 * it was at entry. */
static void print_mmsgs_received(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->is_error) {
		print_ptr(t->out, argu(t, 1));
	} else {
		struct mmsg_ctx ctx = { (unsigned)c->rval, true, tracee_auxbuf(t),
					(unsigned)c->saved[0], 0 };
		print_tracee_array(t, argu(t, 1), (unsigned)c->rval, sizeof(struct mmsghdr),
				   print_mmsg_elem, &ctx);
	}
	print_vlen_flags(t);
	print_sep(t->out);
	if (c->saved[1] == 0)
		out_puts(t->out, "NULL");
	else if (c->saved[1] == 2)
		print_ptr(t->out, argu(t, 4));
	else
		out_printf(t->out, "{tv_sec=%lld, tv_nsec=%llu}",
			   (long long)c->saved[2], (unsigned long long)c->saved[3]);
}

int dec_recvmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	char timeout[64];
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(t->out);
		if (!verbose(t)) {
			/* the timeout too is a struct: its address */
			print_ptr(t->out, argu(t, 1));
			print_vlen_flags(t);
			print_sep(t->out);
			print_ptr(t->out, argu(t, 4));
			return DEC_EXIT;
		}
		save_namelens(t);
		/* the timeout as it was at entry: the kernel updates it */
		int64_t ts[2];
		c->saved[1] = !argu(t, 4) ? 0 : mem_read(t->tid, argu(t, 4), ts, sizeof ts) ? 1 : 2;
		if (c->saved[1] == 1) {
			c->saved[2] = (uint64_t)ts[0];
			c->saved[3] = (uint64_t)ts[1];
		}
		return DEC_EXIT;
	}
	if (verbose(t))
		print_mmsgs_received(t);
	if (c->is_error)
		return DEC_DONE;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
	} else if (verbose(t) && argu(t, 4)) {
		format_timespec(t, argu(t, 4), timeout, sizeof timeout);
		snprintf(tracee_auxbuf(t), AUX_SIZE, "(left %s)", timeout);
		c->aux = tracee_auxbuf(t);
	}
	return DEC_DONE;
}
