/* bpf(2): the attr union read as the command says, by strace's rules.
 *
 * The kernel takes a union bpf_attr of any size: it zero-fills what the
 * caller left out and refuses (E2BIG) a larger one whose extra bytes are
 * not zero.  strace reads size bytes (one page at most), decodes the
 * members it knows of the command's struct, stops at the struct's
 * released sizes when size ends before a member, and shows the bytes
 * beyond the struct only when one of them is not zero: "..." or, under
 * -v, extra_data="\x.." / * bytes N..M * /.  A command it does not decode
 * (or a size of 0 or above a page) prints as the address.
 *
 * Most commands print at entry.  The ones the kernel answers in the
 * union print what it read at entry and the rest at exit, from the union
 * read again even after a failure: a next_id, info_len, prog_cnt or
 * buf_len the kernel changed shows as "old => new" (bpf-cmds.c). */
#include <linux/bpf.h>
#include <net/if.h>
#include <stdlib.h>
#include <unistd.h>

#include "bpf.h"
#include "decode.h"
#include "net.h"
#include "util.h"

extern const struct xlat xlat_bpf_cmds;

enum { ATTR_MAX = 4096 };	/* strace reads at most a page */

/* ---- members ---- */

void bpf_print_fd_field(struct tracee *t, const char *name, uint32_t fd)
{
	sink_field(t, name);
	sink_fd(t, (int)fd);
}

void bpf_print_xval_field(struct tracee *t, const char *name, const struct xlat *x,
			   uint64_t v, const char *dflt)
{
	sink_field(t, name);
	sink_xval(t, x, v, dflt);
}

void bpf_print_flags_field(struct tracee *t, const char *name, const struct xlat *x,
			    uint64_t v, const char *dflt)
{
	sink_field(t, name);
	sink_xflags(t, x, v, dflt);
}

/* An interface index: if_nametoindex("lo"), the number under -X raw and
 * both under -X verbose. */
void bpf_print_ifindex_field(struct tracee *t, const char *name, uint32_t idx)
{
	char ifname[IF_NAMESIZE];
	sink_field(t, name);
	if (!idx || !if_indextoname(idx, ifname)) {
		sink_uint(t, idx);	/* no name: the number alone, as strace */
		return;
	}
	sink_named(t, idx, NUM_UNSIGNED);
	print_ifindex(t, idx);
	sink_end(t);
}

void bpf_print_cstring(struct tracee *t, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	if (n < size)
		sink_bytes(t, s, n, 0);
	else
		sink_bytes(t, s, size ? size - 1 : 0, STR_CUT);
}

/* strace's printstr_ex with QUOTE_0_TERMINATED (bpf.h). */
void bpf_print_cstr_upto(struct tracee *t, uint64_t addr, uint64_t len)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	unsigned limit = string_limit(t);
	size_t max = len < limit ? (size_t)len : limit;
	char stackbuf[512];
	char *buf = max < sizeof stackbuf ? stackbuf : xmalloc(max + 1);
	bool terminated = false;
	ssize_t n = max ? mem_read_str(t->tid, addr, buf, max, &terminated) : 0;
	if (n < 0) {
		sink_ptr(t, addr);
	} else {
		/* strace looks one byte past the -s limit for the NUL, never
		 * past len */
		bool cut = len && (size_t)n == max && !(len > limit && terminated);
		sink_bytes(t, buf, (size_t)n, cut ? STR_CUT : 0);
	}
	if (buf != stackbuf)
		free(buf);
}

void bpf_print_extra_data(struct tracee *t, const unsigned char *raw, size_t size,
			  size_t known)
{
	size_t i = known;
	while (i < size && !raw[i])
		i++;
	if (i >= size)
		return;
	if (abbrev(t)) {
		sink_ellipsis(t);
		return;
	}
	sink_field(t, "extra_data");
	sink_bytes(t, raw + known, size - known, STR_HEX);
	sink_comment(t, "extra_data_bytes", "bytes %zu..%zu", known, size - 1);
}

/* ---- the call ---- */

/* The size bytes of the union at addr, and a zero-filled copy of them:
 * false, with the address shown, when they are unreadable. */
static bool fetch_attr(struct tracee *t, unsigned char *raw, size_t size, union bpf_attr *a)
{
	if (!sink_fetch(t, argu(t, 1), raw, size))
		return false;
	memset(a, 0, sizeof *a);
	memcpy(a, raw, size < sizeof *a ? size : sizeof *a);
	return true;
}

static void print_size(struct tracee *t)
{
	sink_arg(t, 2);
	sink_uint(t, (uint32_t)argu(t, 2));
}

int dec_bpf(struct tracee *t)
{
	uint64_t cmd = (uint32_t)argu(t, 0);
	size_t size = (uint32_t)argu(t, 2);
	const struct bpf_command *c = bpf_cmd_find(cmd);
	unsigned char raw[ATTR_MAX];
	union bpf_attr a;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	if (page > sizeof raw)
		page = sizeof raw;
	size_t len = c && size < c->size ? size : c ? c->size : 0;

	if (t->call.exiting) {
		/* the struct left open at entry */
		if (mem_read(t->tid, argu(t, 1), raw, size)) {
			memset(&a, 0, sizeof a);
			memcpy(&a, raw, size < sizeof a ? size : sizeof a);
			size_t known = c->leave(t, &a, len);
			if (c->phase == BPF_SPLIT)
				bpf_print_extra_data(t, raw, size, known);
		}
		sink_end(t);
		print_size(t);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_bpf_cmds, cmd, "BPF_???");
	sink_arg(t, 1);
	if (!c || size == 0 || size > page) {
		sink_ptr(t, argu(t, 1));
		print_size(t);
		return DEC_DONE;
	}
	if (!fetch_attr(t, raw, size, &a)) {
		print_size(t);
		return DEC_DONE;
	}
	if (c->ret_fd)
		t->call.ret_format = R_FD;
	if (c->phase == BPF_CHANGED)
		sink_op(t, " => ");	/* {...} => {batch={count=N}} */
	sink_struct(t);
	size_t known = c->enter(t, &a, len);
	if (c->phase == BPF_SPLIT)
		return DEC_EXIT_TAIL;
	bpf_print_extra_data(t, raw, size, known);
	sink_end(t);
	if (c->phase == BPF_CHANGED)
		return DEC_EXIT_TAIL;
	print_size(t);
	return DEC_DONE;
}
