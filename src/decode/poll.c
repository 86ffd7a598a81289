/* Decoders for waiting on descriptors: poll and ppoll, select and
 * pselect6, epoll_wait and its kin, and epoll_ctl's event. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>

#include "decode.h"
#include "desc.h"
#include "util.h"

extern const struct xlat xlat_poll_events, xlat_epoll_events;

/* strace builds the text after a return value in a 1024-byte buffer and
 * cuts long poll/select results to fit it; seize cuts at the same place. */
enum { AUX_LIMIT = 1024 };
_Static_assert(AUX_SIZE >= AUX_LIMIT + 2,
	       "auxbuf holds a poll/select result and its parentheses");

/* ---- poll ---- */

static void print_pollfd(struct tracee *t, const void *elem, void *ctx)
{
	const struct { int fd; int16_t events, revents; } *p = elem;
	out_puts(t->out, "{fd=");
	print_fd(t, p->fd);
	if (p->fd >= 0) {
		out_puts(t->out, ", events=");
		print_xflags(t->out, &xlat_poll_events, (uint16_t)p->events, "POLL???");
	}
	out_putc(t->out, '}');
}

/* A timespec or timeval as text (the time left after poll/select). */
static void text_time(struct tracee *t, struct text *x, uint64_t addr, bool usec)
{
	int64_t tv[2];
	if (!mem_read(t->tid, addr, tv, sizeof tv))
		text_printf(x, "%#llx", (unsigned long long)addr);
	else
		text_printf(x, "{tv_sec=%lld, %s=%llu}", (long long)tv[0],
			    usec ? "tv_usec" : "tv_nsec", (unsigned long long)tv[1]);
}

/* The ready descriptors after poll's return value, as strace shows them:
 * "([{fd=3, revents=POLLIN}], left {...})", cut to fit its 1024 bytes. */
static void poll_result(struct tracee *t, uint64_t timeout_addr)
{
	struct call *c = &t->call;
	uint64_t addr = argu(t, 0), n = (unsigned)argu(t, 1);
	struct text x;
	char inner[AUX_LIMIT];
	if (c->is_error)
		return;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
		return;
	}
	if (!addr || !n || addr + n * 8 < addr)
		return;
	text_init(&x, inner, sizeof inner);
	unsigned printed = 0;
	for (uint64_t i = 0; i < n; i++) {
		struct { int fd; int16_t events, revents; } p;
		uint64_t cur = addr + i * 8;
		if (!mem_read(t->tid, cur, &p, sizeof p)) {
			text_printf(&x, x.len ? ", %#llx" : "[%#llx", (unsigned long long)cur);
			break;
		}
		if (!p.revents)
			continue;
		text_printf(&x, x.len ? ", " : "[");
		if (printed >= string_limit(t)) {
			text_printf(&x, "...");
			break;
		}
		char fdstr[32], flags[256];
		struct text f;
		snprintf(fdstr, sizeof fdstr, "{fd=%d, revents=", p.fd);
		text_init(&f, flags, sizeof flags);
		f.xlat = t->out->style.xlat;	/* -X */
		text_flags(&f, &xlat_poll_events, (uint16_t)p.revents);
		/* strace keeps room for an address and "], ..." at the end */
		if (x.len + strlen(fdstr) + f.len + 1 >= AUX_LIMIT - (2 + 16 + sizeof ", ], ...")) {
			text_printf(&x, "...");
			break;
		}
		text_printf(&x, "%s%s}", fdstr, flags);
		printed++;
	}
	if (x.len)
		text_printf(&x, "]");
	if (timeout_addr) {
		char left[64];
		struct text l;
		text_init(&l, left, sizeof left);
		text_time(t, &l, timeout_addr, false);
		if (x.len + sizeof ", left " + l.len < AUX_LIMIT)
			text_printf(&x, "%s%s", x.len ? ", left " : "left ", left);
		else
			text_printf(&x, ", ...");
	}
	if (!x.len)
		return;
	struct text a = aux_open(t);
	text_printf(&a, "%s", inner);
	aux_close(t, &a);
}

int dec_poll(struct tracee *t)
{
	struct output *o = t->out;
	bool ppoll = t->call.se->nargs == 5;
	if (t->call.exiting) {
		poll_result(t, ppoll ? argu(t, 2) : 0);
		return DEC_DONE;
	}
	print_array(t, argu(t, 0), (unsigned)argu(t, 1), 8, print_pollfd, NULL);
	print_sep(o);
	print_uint(o, (unsigned)argu(t, 1));
	print_sep(o);
	if (!ppoll) {
		print_int(o, argi(t, 2));
		return DEC_EXIT;
	}
	print_timespec_at(t, argu(t, 2));
	print_sep(o);
	print_sigset_at(t, argu(t, 3), argu(t, 4));
	print_sep(o);
	print_uint(o, argu(t, 4));
	return DEC_EXIT;
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

static void print_fdset(struct tracee *t, uint64_t addr, unsigned char *set, int nfds)
{
	size_t bytes = fdset_bytes(nfds);
	if (!bytes) {
		print_ptr(t->out, addr);
		return;
	}
	if (!fetch(t, addr, set, bytes))
		return;
	out_putc(t->out, '[');
	for (int j = next_fd(set, 0, nfds), first = 1; j >= 0; j = next_fd(set, j + 1, nfds)) {
		if (!first)
			out_putc(t->out, ' ');
		print_fd(t, j);
		first = 0;
	}
	out_putc(t->out, ']');
}

/* pselect6's last argument: a pointer to {sigmask pointer, its size}. */
static void print_pselect_sigmask(struct tracee *t, uint64_t addr)
{
	uint64_t data[2];
	if (!fetch(t, addr, data, sizeof data))
		return;
	out_puts(t->out, "{sigmask=");
	print_sigset_at(t, data[0], data[1]);
	out_printf(t->out, ", sigsetsize=%llu}", (unsigned long long)data[1]);
}

/* After select's return value: "(in [3], out [1 4], left {...})". */
static void select_result(struct tracee *t, bool usec)
{
	static const char *const names[3] = { "in", "out", "except" };
	struct call *c = &t->call;
	if (c->is_error)
		return;
	if (c->rval == 0) {
		c->aux = "(Timeout)";
		return;
	}
	int nfds = select_nfds(t);
	size_t bytes = fdset_bytes(nfds);
	unsigned char *set = bytes ? xmalloc(bytes) : NULL;
	char inner[AUX_LIMIT];
	struct text x;
	const char *sep = "";
	int64_t ready = c->rval;
	text_init(&x, inner, sizeof inner);
	for (int i = 0; i < 3 && ready > 0; i++) {
		uint64_t addr = argu(t, i + 1);
		bool first = true;
		if (!addr || !set || !mem_read(t->tid, addr, set, bytes))
			continue;
		for (int j = next_fd(set, 0, nfds); j >= 0; j = next_fd(set, j + 1, nfds)) {
			/* strace stops adding descriptors near its buffer's end */
			if (x.len < AUX_LIMIT - (sizeof ", except [" + 12 + 2)) {
				if (first)
					text_printf(&x, "%s%s [%d", sep, names[i], j);
				else
					text_printf(&x, " %d", j);
				first = false;
				sep = ", ";
			}
			if (--ready == 0)
				break;
		}
		/* as strace does, after every set read once something was said */
		if (x.len)
			text_printf(&x, "]");
	}
	free(set);
	uint64_t timeout = argu(t, 4);
	if (timeout) {
		char left[64];
		struct text l;
		text_init(&l, left, sizeof left);
		text_time(t, &l, timeout, usec);
		if (x.len + sizeof "left " + l.len < AUX_LIMIT)
			text_printf(&x, "%sleft %s", sep, left);
	}
	struct text a = aux_open(t);
	text_printf(&a, "%s", inner);
	aux_close(t, &a);
}

/* select and pselect6: the sets at entry, the ready ones after the
 * return value. */
int dec_select(struct tracee *t)
{
	struct output *o = t->out;
	bool pselect = t->call.se->nargs == 6;
	if (t->call.exiting) {
		select_result(t, !pselect);
		return DEC_DONE;
	}
	int nfds = select_nfds(t);
	size_t bytes = fdset_bytes(nfds);
	unsigned char *set = bytes ? xmalloc(bytes) : NULL;
	print_int(o, argi(t, 0));
	for (int i = 1; i <= 3; i++) {
		print_sep(o);
		print_fdset(t, argu(t, i), set, nfds);
	}
	free(set);
	print_sep(o);
	if (pselect) {
		print_timespec_at(t, argu(t, 4));
		print_sep(o);
		print_pselect_sigmask(t, argu(t, 5));
	} else {
		print_timeval_at(t, argu(t, 4));
	}
	return DEC_EXIT;
}

/* ---- epoll ---- */

static void print_epoll_event(struct tracee *t, const struct epoll_event *ev)
{
	out_puts(t->out, "{events=");
	print_xflags(t->out, &xlat_epoll_events, ev->events, "EPOLL???");
	out_printf(t->out, ", data={u32=%u, u64=%llu}}", (unsigned)ev->data.u64,
		   (unsigned long long)ev->data.u64);
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
		print_ptr(t->out, argu(t, i));
	else if (fetch_arg(t, i, &ev, sizeof ev))
		print_epoll_event(t, &ev);
}

/* epoll_wait, epoll_pwait, epoll_pwait2: all but the descriptor at exit. */
int dec_epoll_wait(struct tracee *t)
{
	struct call *c = &t->call;
	struct output *o = t->out;
	if (!c->exiting) {
		print_fd(t, argi(t, 0));
		print_sep(o);
		return DEC_EXIT;
	}
	if (c->is_error)
		print_ptr(o, argu(t, 1));
	else
		print_array(t, argu(t, 1), (uint64_t)c->rval, sizeof(struct epoll_event),
			    print_epoll_elem, NULL);
	print_sep(o);
	print_int(o, argi(t, 2));
	print_sep(o);
	bool pwait2 = c->se->args[3].type == A_ISTRUCT;
	if (!pwait2)
		print_int(o, argi(t, 3));
	else if (c->is_error)
		print_ptr(o, argu(t, 3));
	else
		print_timespec_at(t, argu(t, 3));
	if (c->se->nargs < 6)
		return DEC_DONE;
	print_sep(o);
	if (c->is_error)
		print_ptr(o, argu(t, 4));
	else
		print_sigset_at(t, argu(t, 4), argu(t, 5));
	print_sep(o);
	print_uint(o, argu(t, 5));
	return DEC_DONE;
}
