/* Decoders for credentials: getresuid/getresgid, supplementary groups,
 * capabilities. */
#include <linux/capability.h>
#include <unistd.h>

#include "decode.h"
#include "process.h"

/* Sets only the decoders below use: the table does not declare them. */
extern const struct xlat xlat_capabilities, xlat_cap_versions;

/* ---- credentials ---- */

static void print_uid(struct output *o, uint32_t id)
{
	if (id == UINT32_MAX)
		out_puts(o, "-1");
	else
		out_printf(o, "%u", id);
}

static void print_gid_elem(struct output *o, const void *e)
{
	print_uid(o, *(const uint32_t *)e);
}

static void print_out_uid(struct tracee *t, uint64_t addr)
{
	uint32_t id;
	if (fetch_out(t, addr, &id, sizeof id)) {
		out_putc(t->out, '[');
		print_uid(t->out, id);
		out_putc(t->out, ']');
	}
}

/* getresuid and getresgid: three ids the kernel writes. */
int dec_getresuid(struct tracee *t)
{
	if (!t->call.exiting)
		return DEC_EXIT;
	for (int i = 0; i < 3; i++) {
		if (i)
			print_sep(t->out);
		print_out_uid(t, argu(t, i));
	}
	return DEC_DONE;
}

static void print_groups(struct tracee *t, unsigned n, uint64_t addr)
{
	static long ngroups_max;
	if (!ngroups_max)
		ngroups_max = sysconf(_SC_NGROUPS_MAX);
	if (n > (unsigned long)ngroups_max)
		print_ptr(t->out, addr);
	else
		print_value_array(t, addr, n, sizeof(uint32_t), print_gid_elem);
}

int dec_getgroups(struct tracee *t)
{
	if (!t->call.exiting) {
		out_printf(t->out, "%d, ", argi(t, 0));
		return DEC_EXIT;
	}
	/* The kernel filled as many as it returned (a failure is far more
	 * than NGROUPS_MAX, and prints the address). */
	print_groups(t, (unsigned)t->call.rval, argu(t, 1));
	return DEC_DONE;
}

int dec_setgroups(struct tracee *t)
{
	out_printf(t->out, "%d, ", argi(t, 0));
	print_groups(t, (unsigned)argu(t, 0), argu(t, 1));
	return DEC_DONE;
}

struct cap_header { uint32_t version; int pid; };

struct cap_data { uint32_t effective, permitted, inheritable; };

static bool read_cap_header(struct tracee *t, struct cap_header *h)
{
	return argu(t, 0) && mem_read(t->tid, argu(t, 0), h, sizeof *h);
}

static void print_cap_header(struct tracee *t, const struct cap_header *h)
{
	struct output *o = t->out;
	if (!h) {
		print_ptr(o, argu(t, 0));
		return;
	}
	out_puts(o, "{version=");
	print_xval(o, &xlat_cap_versions, h->version, xlat_cap_versions.dflt);
	out_printf(o, ", pid=%d}", h->pid);
}

/* One 32-bit word of a capability set, bits first..first+31: 1<<CAP_KILL|... */
static void print_cap_word(struct output *o, uint32_t w, unsigned first)
{
	uint32_t left = w;
	bool any = false;
	for (unsigned b = 0; b < 32; b++) {
		const char *name = xlat_name(&xlat_capabilities, first + b);
		if (!(w & (1u << b)) || !name)
			continue;
		out_printf(o, "%s1<<%s", any ? "|" : "", name);
		left &= ~(1u << b);
		any = true;
	}
	if (left)
		out_printf(o, any ? "|%#x" : "%#x /* CAP_??? */", left);
	else if (!any)
		out_putc(o, '0');
}

static void print_cap_set(struct output *o, uint32_t lo, uint32_t hi)
{
	if (lo || !hi)
		print_cap_word(o, lo, 0);
	if (hi) {
		if (lo)
			out_putc(o, '|');
		print_cap_word(o, hi, 32);
	}
}

static void print_cap_data(struct tracee *t, uint64_t addr, const struct cap_header *h)
{
	struct output *o = t->out;
	struct cap_data d[2] = { { 0 } };
	if (!addr || !h) {
		print_ptr(o, addr);
		return;
	}
	/* Versions 2 and 3 have 64-bit sets, as two words. */
	unsigned n = h->version == _LINUX_CAPABILITY_VERSION_2 ||
		     h->version == _LINUX_CAPABILITY_VERSION_3 ? 2 : 1;
	if (!fetch(t, addr, d, n * sizeof d[0]))
		return;
	out_puts(o, "{effective=");
	print_cap_set(o, d[0].effective, d[1].effective);
	out_puts(o, ", permitted=");
	print_cap_set(o, d[0].permitted, d[1].permitted);
	out_puts(o, ", inheritable=");
	print_cap_set(o, d[0].inheritable, d[1].inheritable);
	out_putc(o, '}');
}

int dec_capget(struct tracee *t)
{
	struct cap_header h;
	bool have = read_cap_header(t, &h);
	if (!t->call.exiting) {
		print_cap_header(t, have ? &h : NULL);
		print_sep(t->out);
		return DEC_EXIT;
	}
	print_cap_data(t, argu(t, 1), have && !t->call.is_error ? &h : NULL);
	return DEC_DONE;
}

int dec_capset(struct tracee *t)
{
	struct cap_header h;
	bool have = read_cap_header(t, &h);
	print_cap_header(t, have ? &h : NULL);
	print_sep(t->out);
	print_cap_data(t, argu(t, 1), have ? &h : NULL);
	return DEC_DONE;
}
