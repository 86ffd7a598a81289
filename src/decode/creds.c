/* Decoders for credentials: getresuid/getresgid, supplementary groups,
 * capabilities. */
#include <linux/capability.h>
#include <stdio.h>
#include <unistd.h>

#include "common.h"
#include "decode.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_capabilities, xlat_cap_versions;

/* ---- credentials ---- */

/* A uid or gid: -1 for the "no change" id, as strace writes it. */
static void print_uid(struct tracee *t, uint32_t id)
{
	if (id == UINT32_MAX)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

/* [id] that the kernel wrote; the address when the call failed or the
 * memory is unreadable. */
static void print_out_uid(struct tracee *t, uint64_t addr)
{
	uint32_t id;
	if (t->call.is_error) {
		sink_ptr(t, addr);
	} else if (sink_fetch(t, addr, &id, sizeof id)) {
		sink_array(t);
		print_uid(t, id);
		sink_end(t);
	}
}

/* getresuid and getresgid: three ids the kernel writes. */
int dec_getresuid(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	for (int i = 0; i < 3; i++) {
		sink_arg(t, i);
		print_out_uid(t, argu(t, i));
	}
	return DEC_DONE;
}

static void print_gid_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint32_t id;
	memcpy(&id, elem, sizeof id);
	print_uid(t, id);
}

/* More groups than the kernel takes print as the address. */
static void print_groups(struct tracee *t, unsigned n, uint64_t addr)
{
	static long ngroups_max;
	if (!ngroups_max)
		ngroups_max = sysconf(_SC_NGROUPS_MAX);
	if (n > (unsigned long)ngroups_max)
		sink_ptr(t, addr);
	else
		print_array(t, addr, n, sizeof(uint32_t), print_gid_elem, NULL);
}

static void print_gidsetsize(struct tracee *t)
{
	sink_arg(t, 0);
	sink_int(t, argi(t, 0));
}

int dec_getgroups(struct tracee *t)
{
	if (!t->call.exiting) {
		print_gidsetsize(t);
		return DEC_EXIT;
	}
	/* The kernel filled as many as it returned (a failure is far more
	 * than NGROUPS_MAX, and prints the address). */
	sink_arg(t, 1);
	print_groups(t, (unsigned)t->call.rval, argu(t, 1));
	return DEC_DONE;
}

int dec_setgroups(struct tracee *t)
{
	print_gidsetsize(t);
	sink_arg(t, 1);
	print_groups(t, (unsigned)argu(t, 0), argu(t, 1));
	return DEC_DONE;
}

/* ---- capabilities ---- */

struct cap_header { uint32_t version; int pid; };

struct cap_data { uint32_t effective, permitted, inheritable; };

/* The header of argument i.  It is read even under -e verbose=none,
 * where strace 6.1 prints its address: a known difference, kept. */
static bool read_cap_header(struct tracee *t, int i, struct cap_header *h)
{
	return argu(t, i) && mem_read(t->tid, argu(t, i), h, sizeof *h);
}

/* capget's and capset's header: {version=..., pid=...}. */
void print_struct_cap_user_header(struct tracee *t, int i)
{
	struct cap_header h;
	if (!read_cap_header(t, i, &h)) {
		sink_ptr(t, argu(t, i));
		return;
	}
	sink_struct(t);
	sink_field(t, "version");
	sink_xval(t, &xlat_cap_versions, h.version, xlat_cap_versions.dflt);
	sink_field(t, "pid");
	sink_pid(t, h.pid, PID_TGID);
	sink_end(t);
}

/* The kernel passes a set as 32-bit words, and strace prints each word on
 * its own: 1<<CAP_CHOWN|1<<CAP_KILL|0x80000000, the unknown bits of the
 * word in hex.  These are bit sets of one word each, bits 0..31 and
 * 32..63, whose names say the capability's number: 1<<CAP_AUDIT_READ. */
enum { CAP_NAME_MAX = 48 };
static struct xlat_entry cap_bits[2][32];
static char cap_names[2][32][CAP_NAME_MAX];
static struct xlat cap_words[2];

static const struct xlat *cap_word_xlat(unsigned word)
{
	struct xlat *x = &cap_words[word];
	if (x->e)
		return x;
	unsigned n = 0;
	for (unsigned b = 0; b < 32; b++) {
		const char *name = xlat_name(&xlat_capabilities, word * 32 + b);
		if (!name)
			continue;
		snprintf(cap_names[word][n], CAP_NAME_MAX, "1<<%s", name);
		cap_bits[word][n] = (struct xlat_entry){ 1u << b, cap_names[word][n] };
		n++;
	}
	*x = (struct xlat){ .e = cap_bits[word], .n = n, .flags = true,
			    .name = "capabilities", .dflt = "CAP_???", .width = 32 };
	return x;
}

/* One word; the JSON puts the high word's bits in their place (32..63). */
static void print_cap_word(struct tracee *t, uint32_t w, unsigned word)
{
	sink_xflags(t, cap_word_xlat(word), w, "CAP_???");
	if (word)
		sink_flags_shift(t, 32);
}

/* The low word, when it has bits or the set is empty, then the high one. */
static void print_cap_set(struct tracee *t, uint32_t lo, uint32_t hi)
{
	if (lo && hi)
		sink_op(t, "|");
	if (lo || !hi)
		print_cap_word(t, lo, 0);
	if (hi)
		print_cap_word(t, hi, 1);
	if (lo && hi)
		sink_end(t);
}

/* capget's and capset's sets; how many words they have depends on the
 * version in the header, the argument before: its address when the header
 * cannot be read. */
void print_struct_cap_user_data(struct tracee *t, int i)
{
	struct cap_data d[2] = { { 0 } };
	struct cap_header h;
	uint64_t addr = argu(t, i);
	if (!addr || i == 0 || !read_cap_header(t, i - 1, &h)) {
		sink_ptr(t, addr);
		return;
	}
	/* Versions 2 and 3 have 64-bit sets, as two words. */
	unsigned n = h.version == _LINUX_CAPABILITY_VERSION_2 ||
		     h.version == _LINUX_CAPABILITY_VERSION_3 ? 2 : 1;
	if (!sink_fetch(t, addr, d, n * sizeof d[0]))
		return;
	sink_struct(t);
	sink_field(t, "effective");
	print_cap_set(t, d[0].effective, d[1].effective);
	sink_field(t, "permitted");
	print_cap_set(t, d[0].permitted, d[1].permitted);
	sink_field(t, "inheritable");
	print_cap_set(t, d[0].inheritable, d[1].inheritable);
	sink_end(t);
}

int dec_capget(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_arg(t, 0);
		print_struct_cap_user_header(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_struct_cap_user_data(t, 1);
	return DEC_DONE;
}

int dec_capset(struct tracee *t)
{
	sink_arg(t, 0);
	print_struct_cap_user_header(t, 0);
	sink_arg(t, 1);
	print_struct_cap_user_data(t, 1);
	return DEC_DONE;
}
