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

/* argv: the strings, cut at -s, at most -s of them; "..." with the
 * address in a comment where the array stops being readable. */
static void print_argv(struct tracee *t, uint64_t addr)
{
	unsigned limit = string_limit(t);
	if (!addr || !verbose(t)) {
		sink_ptr(t, addr);	/* NULL, or -e verbose= leaves it out */
		return;
	}
	for (uint64_t n = 0;; n++) {
		uint64_t cur = addr + n * PTR_SIZE, p;
		if (!mem_read(t->tid, cur, &p, sizeof p)) {
			if (!n) {
				sink_ptr(t, addr);
				return;
			}
			sink_ellipsis(t);
			sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)cur);
			break;
		}
		if (!n)
			sink_array(t);
		if (!p)
			break;
		if (n >= array_limit(t)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		sink_str_at(t, p, limit);
	}
	sink_end(t);
}

/* envp: only its address and how many variables it holds, " / * 37 vars
 * * /": the JSON's env_count.  An array that runs into unreadable memory
 * before its NULL says so in the text alone. */
static void print_envp(struct tracee *t, uint64_t addr)
{
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
	sink_ptr(t, addr);
	if (readable && verbose(t))
		sink_count(t, "env_count", count,
			   terminated ? (count == 1 ? "var" : "vars") :
			   (count == 1 ? "var, unterminated" : "vars, unterminated"));
}

/* The arguments from filename on: execve's 0 to 2, execveat's 1 to 3. */
static void print_exec_args(struct tracee *t, int first)
{
	sink_arg(t, first);
	sink_path_at(t, argu(t, first));
	sink_arg(t, first + 1);
	print_argv(t, argu(t, first + 1));
	sink_arg(t, first + 2);
	(abbrev(t) ? print_envp : print_argv)(t, argu(t, first + 2));
}

int dec_execve(struct tracee *t)
{
	print_exec_args(t, 0);
	return DEC_DONE;
}

int dec_execveat(struct tracee *t)
{
	sink_arg(t, 0);
	sink_dirfd(t, argi(t, 0));
	print_exec_args(t, 1);
	sink_arg(t, 4);
	sink_xflags(t, &xlat_at_flags, (uint32_t)argu(t, 4), "AT_???");
	return DEC_DONE;
}
