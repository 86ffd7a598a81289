/* Decoders for waiting on descriptors: poll and ppoll, select and
 * pselect6, epoll_wait and its kin, and epoll_ctl's event. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>

#include "decode.h"
#include "common.h"
#include "util.h"

extern const struct xlat xlat_poll_events, xlat_epoll_events;

/* strace builds the text after a poll/select return value in a 1024-byte
 * buffer and cuts long results to fit it: seize counts the bytes of that
 * text as it reports the values, and cuts at the same place. */
enum { AUX_LIMIT = 1024 };

static size_t hex_len(uint64_t v)
{
	return (size_t)snprintf(NULL, 0, "%#llx", (unsigned long long)v);
}

static size_t dec_len(int64_t v)
{
	return (size_t)snprintf(NULL, 0, "%lld", (long long)v);
}

/* The bytes a bit set v (not 0) of x takes as text, as the renderer shows
 * it without a default under the trace's -X: A|B|0x40, 0x43, or
 * 0x43 / * A|B|0x40 * /. */
static size_t flags_len(const struct tracee *t, const struct xlat *x, uint64_t v)
{
	size_t names = 0;
	uint64_t left = v;
	bool any = false;
	for (unsigned i = 0; i < x->n; i++) {
		uint64_t bit = x->e[i].val;
		if (bit && (left & bit) == bit) {
			names += strlen(x->e[i].name) + any;
			left &= ~bit;
			any = true;
		}
	}
	if (left)
		names += hex_len(left) + any;
	switch (t->tr->opt.style.xlat) {
	case XLAT_RAW:
		return hex_len(v);
	case XLAT_VERBOSE:
		return any ? hex_len(v) + sizeof " /*  */" - 1 + names : hex_len(v);
	default:
		return names;
	}
}

/* " (Timeout)" */
static void timeout_aux(struct tracee *t)
{
	sink_aux_begin(t);
	sink_symbol(t, "Timeout");
	sink_aux_end(t);
}

/* The time left that poll and select report after their return value,
 * read whatever -e verbose= says, and the bytes it takes as text. */
struct time_left {
	uint64_t addr;
	const char *frac;	/* tv_nsec, tv_usec */
	bool read;
	int64_t tv[2];
	size_t len;
};

static void time_left_read(struct tracee *t, uint64_t addr, bool usec, struct time_left *l)
{
	l->addr = addr;
	l->frac = usec ? "tv_usec" : "tv_nsec";
	l->read = mem_read(t->tid, addr, l->tv, sizeof l->tv);
	l->len = l->read ? (size_t)snprintf(NULL, 0, "{tv_sec=%lld, %s=%llu}", (long long)l->tv[0],
					    l->frac, (unsigned long long)l->tv[1])
			 : hex_len(addr);
}

/* left {tv_sec=0, tv_nsec=500}, or the address when unreadable */
static void time_left_sink(struct tracee *t, const struct time_left *l)
{
	sink_label(t, "left");
	if (!l->read) {
		sink_ptr(t, l->addr);
		return;
	}
	sink_struct(t);
	sink_field(t, "tv_sec");
	sink_int(t, l->tv[0]);
	sink_field(t, l->frac);
	sink_uint(t, (uint64_t)l->tv[1]);
	sink_end(t);
}

/* ---- poll ---- */

struct pollfd_raw {
	int fd;
	int16_t events, revents;
};

static void print_pollfd(struct tracee *t, const void *elem, void *ctx)
{
	const struct pollfd_raw *p = elem;
	sink_struct(t);
	sink_field(t, "fd");
	sink_fd(t, p->fd);
	if (p->fd >= 0) {
		sink_field(t, "events");
		sink_xflags(t, &xlat_poll_events, (uint16_t)p->events, "POLL???");
	}
	sink_end(t);
}

/* The bytes {fd=3, revents=POLLIN} takes as text. */
static size_t revents_len(const struct tracee *t, const struct pollfd_raw *p)
{
	return (size_t)snprintf(NULL, 0, "{fd=%d, revents=}", p->fd) +
	       flags_len(t, &xlat_poll_events, (uint16_t)p->revents);
}

/* A ready descriptor after poll's return value: the number alone even
 * under -y. */
static void print_revents(struct tracee *t, const struct pollfd_raw *p)
{
	sink_elem(t);
	sink_struct(t);
	sink_field(t, "fd");
	sink_int(t, p->fd);
	sink_field(t, "revents");
	sink_xflags(t, &xlat_poll_events, (uint16_t)p->revents, NULL);
	sink_end(t);
}

/* The ready descriptors after poll's return value, as strace shows them:
 * " ([{fd=3, revents=POLLIN}]", the parenthesis opened at the first one.
 * Returns the bytes of the text inside the parentheses, 0 for none. */
static size_t print_ready_pollfds(struct tracee *t, uint64_t addr, uint64_t n)
{
	size_t len = 0;
	unsigned printed = 0;
	for (uint64_t i = 0; i < n; i++) {
		struct pollfd_raw p;
		uint64_t cur = addr + i * 8;
		bool readable = mem_read(t->tid, cur, &p, sizeof p);
		if (readable && !p.revents)
			continue;
		if (!len) {
			sink_aux_begin(t);
			sink_array(t);
			len = 1;
		} else {
			len += 2;
		}
		if (!readable) {
			sink_elem(t);
			sink_ptr(t, cur);
			len += hex_len(cur);
			break;
		}
		/* strace keeps room for an address and "], ..." at the end */
		if (printed >= string_limit(t) ||
		    len + revents_len(t, &p) >= AUX_LIMIT - (2 + 16 + sizeof ", ], ...")) {
			sink_ellipsis(t);
			len += 3;
			break;
		}
		print_revents(t, &p);
		len += revents_len(t, &p);
		printed++;
	}
	if (len) {
		sink_end(t);
		len++;
	}
	return len;
}

/* " ([{fd=3, revents=POLLIN}], left {...})", cut to fit strace's 1024
 * bytes; ppoll gives the time left. */
static void poll_result(struct tracee *t, uint64_t timeout_addr)
{
	struct call *c = &t->call;
	uint64_t addr = argu(t, 0), n = (unsigned)argu(t, 1);
	if (c->is_error)
		return;
	if (c->rval == 0) {
		timeout_aux(t);
		return;
	}
	if (!addr || !n || addr + n * 8 < addr)
		return;
	size_t len = print_ready_pollfds(t, addr, n);
	if (!timeout_addr) {
		if (len)
			sink_aux_end(t);
		return;
	}
	struct time_left l;
	time_left_read(t, timeout_addr, false, &l);
	if (!len)
		sink_aux_begin(t);	/* a time alone always fits */
	if (len + sizeof ", left " + l.len < AUX_LIMIT)
		time_left_sink(t, &l);
	else
		sink_ellipsis(t);
	sink_aux_end(t);
}

int dec_poll(struct tracee *t)
{
	bool ppoll = t->call.se->nargs == 5;
	if (t->call.exiting) {
		poll_result(t, ppoll ? argu(t, 2) : 0);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	print_array(t, argu(t, 0), (unsigned)argu(t, 1), sizeof(struct pollfd_raw), print_pollfd,
		    NULL);
	sink_arg(t, 1);
	sink_uint(t, (unsigned)argu(t, 1));
	sink_arg(t, 2);
	if (!ppoll) {
		sink_int(t, argi(t, 2));
		return DEC_EXIT_TAIL;
	}
	sink_timespec_at(t, argu(t, 2));
	sink_arg(t, 3);
	sink_sigset_at(t, argu(t, 3), argu(t, 4));
	sink_arg(t, 4);
	sink_uint(t, argu(t, 4));
	return DEC_EXIT_TAIL;
}

/* ---- select ---- */

/* The descriptors of select's sets, as strace sizes them: n bits rounded
 * up to whole longs, n at most 1024 * 1024. */
static int select_nfds(const struct tracee *t)
{
	int n = argi(t, 0);
	if (n < 0)
		return 0;
	return n > 1024 * 1024 ? 1024 * 1024 : n;
}

static size_t fdset_bytes(int nfds)
{
	return (((size_t)nfds + 7) / 8 + 7) & ~(size_t)7;
}

static int next_fd(const unsigned char *set, int from, int nfds)
{
	for (int j = from; j < nfds; j++)
		if (set[j / 8] & (1u << (j % 8)))
			return j;
	return -1;
}

/* A set at entry: [3 4], with what each descriptor refers to under -y. */
static void print_fdset(struct tracee *t, uint64_t addr, unsigned char *set, int nfds)
{
	size_t bytes = fdset_bytes(nfds);
	if (!bytes) {
		sink_ptr(t, addr);
		return;
	}
	if (!sink_fetch(t, addr, set, bytes))
		return;
	sink_begin(t, BOX_SET);
	for (int j = next_fd(set, 0, nfds); j >= 0; j = next_fd(set, j + 1, nfds))
		sink_fd(t, j);
	sink_end(t);
}

/* pselect6's last argument: a pointer to {sigmask pointer, its size}. */
static void print_pselect_sigmask(struct tracee *t, uint64_t addr)
{
	uint64_t data[2];
	if (!sink_fetch(t, addr, data, sizeof data))
		return;
	sink_struct(t);
	sink_field(t, "sigmask");
	sink_sigset_at(t, data[0], data[1]);
	sink_field(t, "sigsetsize");
	sink_uint(t, data[1]);
	sink_end(t);
}

/* One set of select's result that says something: "out [1 4]". */
struct ready_set {
	int which;			/* 0 in, 1 out, 2 except */
	const unsigned char *bits;
	unsigned shown;			/* its first descriptors that fit */
	unsigned strays;		/* "]" strace adds after it, one for each
					 * later set read that said nothing */
};

static const char *const set_names[3] = { "in", "out", "except" };

/* Which sets say what in strace's 1024 bytes; sets holds 3 of bytes.
 * Returns how many say something; *len is the bytes of their text. */
static int ready_sets(struct tracee *t, unsigned char *sets, size_t bytes,
		      struct ready_set shown[3], size_t *len)
{
	int nfds = select_nfds(t), n = 0;
	int64_t ready = t->call.rval;
	for (int i = 0; i < 3 && ready > 0; i++) {
		uint64_t addr = argu(t, i + 1);
		unsigned char *set = sets + i * bytes;
		if (!addr || !sets || !mem_read(t->tid, addr, set, bytes))
			continue;
		struct ready_set *s = &shown[n];
		*s = (struct ready_set){ i, set, 0, 0 };
		for (int j = next_fd(set, 0, nfds); j >= 0; j = next_fd(set, j + 1, nfds)) {
			/* strace stops adding descriptors near its buffer's end */
			if (*len < AUX_LIMIT - (sizeof ", except [" + 12 + 2)) {
				if (s->shown)
					*len += 1;
				else
					*len += (*len ? 2 : 0) + strlen(set_names[i]) + 2;
				*len += dec_len(j);
				s->shown++;
			}
			if (--ready == 0)
				break;
		}
		/* as strace does, a "]" after every set read once something
		 * was said, even after one that said nothing */
		if (s->shown)
			n++;
		if (*len) {
			shown[n - 1].strays += !s->shown;
			*len += 1;
		}
	}
	return n;
}

static void print_ready_set(struct tracee *t, const struct ready_set *s)
{
	int nfds = select_nfds(t);
	if (s->strays)
		sink_begin(t, BOX_GROUP);	/* the strays stick to the set */
	sink_label(t, set_names[s->which]);
	sink_begin(t, BOX_SET);
	int j = next_fd(s->bits, 0, nfds);
	for (unsigned m = 0; m < s->shown; m++, j = next_fd(s->bits, j + 1, nfds))
		sink_uint(t, (unsigned)j);	/* the number alone even under -y */
	sink_end(t);
	for (unsigned m = 0; m < s->strays; m++)
		sink_symbol(t, "]");
	if (s->strays)
		sink_end(t);
}

/* After select's return value: " (in [3], out [1 4], left {...})". */
static void select_result(struct tracee *t, bool usec)
{
	struct call *c = &t->call;
	if (c->is_error)
		return;
	if (c->rval == 0) {
		timeout_aux(t);
		return;
	}
	size_t bytes = fdset_bytes(select_nfds(t)), len = 0;
	unsigned char *sets = bytes ? xmalloc(3 * bytes) : NULL;
	struct ready_set shown[3];
	int n = ready_sets(t, sets, bytes, shown, &len);
	sink_aux_begin(t);
	for (int i = 0; i < n; i++)
		print_ready_set(t, &shown[i]);
	free(sets);
	uint64_t timeout = argu(t, 4);
	if (timeout) {
		struct time_left l;
		time_left_read(t, timeout, usec, &l);
		/* counting the ", " before it, as strace does */
		if (len + sizeof "left " + (len ? 2 : 0) + l.len < AUX_LIMIT)
			time_left_sink(t, &l);
	}
	sink_aux_end(t);
}

/* select and pselect6: the sets at entry, the ready ones after the
 * return value. */
int dec_select(struct tracee *t)
{
	bool pselect = t->call.se->nargs == 6;
	if (t->call.exiting) {
		select_result(t, !pselect);
		return DEC_DONE;
	}
	int nfds = select_nfds(t);
	size_t bytes = fdset_bytes(nfds);
	unsigned char *set = bytes ? xmalloc(bytes) : NULL;
	sink_arg(t, 0);
	sink_int(t, argi(t, 0));
	for (int i = 1; i <= 3; i++) {
		sink_arg(t, i);
		print_fdset(t, argu(t, i), set, nfds);
	}
	free(set);
	sink_arg(t, 4);
	if (pselect) {
		sink_timespec_at(t, argu(t, 4));
		sink_arg(t, 5);
		print_pselect_sigmask(t, argu(t, 5));
	} else {
		sink_timeval_at(t, argu(t, 4));
	}
	return DEC_EXIT_TAIL;
}

/* ---- epoll ---- */

static void print_epoll_event(struct tracee *t, const struct epoll_event *ev)
{
	sink_struct(t);
	sink_field(t, "events");
	sink_xflags(t, &xlat_epoll_events, ev->events, "EPOLL???");
	sink_field(t, "data");
	sink_struct(t);
	sink_field(t, "u32");
	sink_uint(t, (uint32_t)ev->data.u64);
	sink_field(t, "u64");
	sink_uint(t, ev->data.u64);
	sink_end(t);
	sink_end(t);
}

static void print_epoll_elem(struct tracee *t, const void *elem, void *ctx)
{
	struct epoll_event ev;
	memcpy(&ev, elem, sizeof ev);
	print_epoll_event(t, &ev);
}

/* epoll_ctl's event; EPOLL_CTL_DEL ignores it, and strace shows its address. */
void print_struct_epoll_event(struct tracee *t, int i)
{
	struct epoll_event ev;
	if (argi(t, 1) == EPOLL_CTL_DEL)
		sink_ptr(t, argu(t, i));
	else if (sink_fetch(t, argu(t, i), &ev, sizeof ev))
		print_epoll_event(t, &ev);
}

/* Under a failed call, what the kernel would have filled: its address. */
static void print_unless_failed(struct tracee *t, int i, void (*print)(struct tracee *, uint64_t))
{
	sink_arg(t, i);
	if (t->call.is_error)
		sink_ptr(t, argu(t, i));
	else
		print(t, argu(t, i));
}

static void print_sigset_arg(struct tracee *t, uint64_t addr)
{
	sink_sigset_at(t, addr, argu(t, 5));
}

/* epoll_wait, epoll_pwait, epoll_pwait2: all but the descriptor at exit. */
int dec_epoll_wait(struct tracee *t)
{
	struct call *c = &t->call;
	if (!c->exiting) {
		sink_arg(t, 0);
		sink_fd(t, argi(t, 0));
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (c->is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_array(t, argu(t, 1), (uint64_t)c->rval, sizeof(struct epoll_event),
			    print_epoll_elem, NULL);
	sink_arg(t, 2);
	sink_int(t, argi(t, 2));
	if (c->se->args[3].type == A_ISTRUCT) {		/* epoll_pwait2 */
		print_unless_failed(t, 3, sink_timespec_at);
	} else {
		sink_arg(t, 3);
		sink_int(t, argi(t, 3));
	}
	if (c->se->nargs < 6)
		return DEC_DONE;
	print_unless_failed(t, 4, print_sigset_arg);
	sink_arg(t, 5);
	sink_uint(t, argu(t, 5));
	return DEC_DONE;
}
