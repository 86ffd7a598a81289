/* sendmmsg and recvmmsg: arrays of the messages msghdr.c prints, in a
 * file of their own to keep msghdr.c short. */
#include <limits.h>
#include <sys/socket.h>

#include "common.h"
#include "decode.h"
#include "fmtopts.h"
#include "net.h"

/* recvmmsg keeps the name length each message offered from the entry to
 * the exit, in the tracee's aux buffer (raw ints, no text): as many as it
 * holds (more than -s shows by default); later messages show their length
 * alone.  The kernel takes at most IOV_MAX messages, and strace shows
 * no more than that, nor more than it could read at entry. */
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
	sink_struct(t);
	sink_field(t, "msg_hdr");
	print_msghdr(t, &mm->msg_hdr, known ? &namelen : NULL,
		     c->len_is_data ? mm->msg_len : UINT64_MAX);
	if (c->with_len) {
		sink_field(t, "msg_len");
		sink_uint(t, mm->msg_len);
		c->with_len--;
	}
	sink_end(t);
}

/* The messages at addr, n of them, at most max before "...". */
static void print_mmsg_array(struct tracee *t, uint64_t addr, unsigned n, uint64_t max,
			     struct mmsg_ctx *ctx)
{
	uint64_t limit = abbrev(t) ? string_limit(t) : UINT64_MAX;
	print_array_upto(t, addr, n, sizeof(struct mmsghdr), true, limit < max ? limit : max,
			 print_mmsg_elem, ctx);
}

static void print_vlen_flags(struct tracee *t)
{
	sink_arg(t, 2);
	sink_uint(t, (unsigned)argu(t, 2));
	sink_arg(t, 3);
	print_msg_flags(t, argu(t, 3));
}

/* Printed at exit, when msg_len tells how much of each message was sent. */
int dec_sendmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		if (verbose(t))
			return DEC_EXIT;
		sink_arg(t, 1);
		sink_ptr(t, argu(t, 1));
		print_vlen_flags(t);
		return DEC_DONE;
	}
	struct mmsg_ctx ctx = { c->is_error ? 0 : (unsigned)c->rval, false, NULL, 0, 0 };
	sink_arg(t, 1);
	print_mmsg_array(t, argu(t, 1), (unsigned)argu(t, 2), IOV_MAX, &ctx);
	print_vlen_flags(t);
	return DEC_DONE;
}

/* saved[0]: how many messages could be read at entry, up to the
 * kernel's IOV_MAX; the first MAX_SAVED_NAMELENS of them keep their
 * name length. */
static void save_namelens(struct tracee *t)
{
	struct call *c = &t->call;
	unsigned n = (unsigned)argu(t, 2), i;
	int namelen;
	struct mmsghdr mm;
	if (n > IOV_MAX)
		n = IOV_MAX;
	for (i = 0; i < n; i++) {
		if (!mem_read(t->tid, argu(t, 1) + i * sizeof mm, &mm, sizeof mm))
			break;
		if (i >= MAX_SAVED_NAMELENS)
			continue;
		namelen = (int)mm.msg_hdr.msg_namelen;
		memcpy(tracee_auxbuf(t) + i * sizeof namelen, &namelen, sizeof namelen);
	}
	c->saved[0] = i;
}

/* The timeout as it was at entry (the kernel updates it): saved[1] says
 * NULL (0), read (1, the time in saved[2] and saved[3]) or unreadable (2). */
static void save_timeout(struct tracee *t)
{
	struct call *c = &t->call;
	int64_t ts[2];
	c->saved[1] = !argu(t, 4) ? 0 : mem_read(t->tid, argu(t, 4), ts, sizeof ts) ? 1 : 2;
	if (c->saved[1] == 1) {
		c->saved[2] = (uint64_t)ts[0];
		c->saved[3] = (uint64_t)ts[1];
	}
}

static void print_saved_timeout(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->saved[1] != 1) {
		sink_ptr(t, c->saved[1] == 0 ? 0 : argu(t, 4));
		return;
	}
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, (int64_t)c->saved[2]);
	sink_field(t, "tv_nsec");
	sink_uint(t, c->saved[3]);
	sink_end(t);
}

/* recvmmsg at exit: the messages received, vlen, flags, the timeout as
 * it was at entry. */
static void print_mmsgs_received(struct tracee *t)
{
	struct call *c = &t->call;
	sink_arg(t, 1);
	if (c->is_error) {
		sink_ptr(t, argu(t, 1));
	} else {
		unsigned read = (unsigned)c->saved[0];
		struct mmsg_ctx ctx = { (unsigned)c->rval, true, tracee_auxbuf(t),
					read < MAX_SAVED_NAMELENS ? read : MAX_SAVED_NAMELENS, 0 };
		print_mmsg_array(t, argu(t, 1), (unsigned)c->rval, read, &ctx);
	}
	print_vlen_flags(t);
	sink_arg(t, 4);
	print_saved_timeout(t);
}

/* After the return value: " (Timeout)" when nothing came, else what is
 * left of the timeout, " (left {tv_sec=..., tv_nsec=...})". */
static void print_timeout_left(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->rval == 0) {
		sink_aux_begin(t);
		sink_symbol(t, "Timeout");
		sink_aux_end(t);
	} else if (verbose(t) && argu(t, 4)) {
		sink_aux_begin(t);
		sink_label(t, "left");
		sink_timespec_at(t, argu(t, 4));
		sink_aux_end(t);
	}
}

int dec_recvmmsg(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		if (!verbose(t)) {
			/* the timeout too is a struct: its address; only
			 * what follows the return value is left for the exit */
			sink_arg(t, 1);
			sink_ptr(t, argu(t, 1));
			print_vlen_flags(t);
			sink_arg(t, 4);
			sink_ptr(t, argu(t, 4));
			return DEC_EXIT_TAIL;
		}
		save_namelens(t);
		save_timeout(t);
		return DEC_EXIT;
	}
	if (verbose(t))
		print_mmsgs_received(t);
	if (!c->is_error)
		print_timeout_left(t);
	return DEC_DONE;
}
