/* Decoders for execve and execveat: the path, the arguments, and how
 * many variables the environment holds. */
#include "decode.h"

enum {
	PTR_SIZE = 8,
	/* Counting envp stops here: a garbage pointer must not make seize
	 * read a whole address space. */
	MAX_ENV_COUNT = 1 << 20,
};

/* ---- execve ---- */

/* argv: the strings, cut at -s, at most -s of them. */
static void print_argv(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	unsigned limit = string_limit(t);
	if (!addr || !verbose(t)) {
		print_ptr(o, addr);	/* NULL, or -e verbose= leaves it out */
		return;
	}
	for (uint64_t n = 0;; n++) {
		uint64_t cur = addr + n * PTR_SIZE, p;
		if (!mem_read(t->tid, cur, &p, sizeof p)) {
			if (n)
				out_printf(o, ", ... /* %#llx */]", (unsigned long long)cur);
			else
				print_ptr(o, addr);
			return;
		}
		if (!n)
			out_putc(o, '[');
		if (!p)
			break;
		if (n)
			print_sep(o);
		if (n >= array_limit(t)) {
			out_puts(o, "...");
			break;
		}
		print_str(t, p, limit);
	}
	out_putc(o, ']');
}

/* envp: only its address and how many variables it holds. */
static void print_envp(struct tracee *t, uint64_t addr)
{
	struct output *o = t->out;
	uint64_t chunk[512];
	unsigned count = 0;
	bool terminated = false, readable = false;
	while (!terminated && count < MAX_ENV_COUNT) {
		uint64_t at = addr + (uint64_t)count * PTR_SIZE;
		size_t got = mem_read_some(t->tid, at, chunk, sizeof chunk) / PTR_SIZE;
		if (!addr || !got)
			break;
		readable = true;
		for (size_t i = 0; i < got && !terminated; i++, count++)
			terminated = !chunk[i];
		count -= terminated;
	}
	print_ptr(o, addr);
	if (readable && verbose(t))
		out_printf(o, " /* %u var%s%s */", count, count == 1 ? "" : "s",
			   terminated ? "" : ", unterminated");
}

int dec_execve(struct tracee *t)
{
	print_path(t, argu(t, 0));
	print_sep(t->out);
	print_argv(t, argu(t, 1));
	print_sep(t->out);
	(abbrev(t) ? print_envp : print_argv)(t, argu(t, 2));
	return DEC_DONE;
}

int dec_execveat(struct tracee *t)
{
	struct output *o = t->out;
	print_dirfd(t, argi(t, 0));
	print_sep(o);
	print_path(t, argu(t, 1));
	print_sep(o);
	print_argv(t, argu(t, 2));
	print_sep(o);
	(abbrev(t) ? print_envp : print_argv)(t, argu(t, 3));
	print_sep(o);
	print_xflags(o, &xlat_at_flags, (uint32_t)argu(t, 4), "AT_???");
	return DEC_DONE;
}
