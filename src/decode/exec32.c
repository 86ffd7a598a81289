/* execve and execveat of 32-bit programs: argv and envp are arrays of
 * 4-byte pointers. */
#include "decode.h"
#include "syscalls32-gen.h"
#include "syscallsx32-gen.h"

enum {
	PTR32 = 4,
	/* Counting envp stops here: a garbage pointer must not make seize
	 * read a whole address space. */
	MAX_ENV_COUNT = 1 << 20,
};

/* argv: the strings, cut at -s, at most -s of them; "..." with the
 * address in a comment where the array stops being readable. */
static void print_argv32(struct tracee *t, uint64_t addr)
{
	if (!addr || !verbose(t)) {
		sink_ptr(t, addr);
		return;
	}
	for (uint64_t n = 0;; n++) {
		uint64_t cur = addr + n * PTR32;
		uint32_t p;
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
		sink_str_at(t, p, string_limit(t));
	}
	sink_end(t);
}

/* envp: its address and how many variables it holds. */
static void print_envp32(struct tracee *t, uint64_t addr)
{
	uint32_t chunk[1024];
	unsigned count = 0;
	bool terminated = false, readable = false;
	while (addr && !terminated && count < MAX_ENV_COUNT) {
		size_t got = mem_read_some(t->tid, addr + (uint64_t)count * PTR32, chunk,
					   sizeof chunk) / PTR32;
		if (!got)
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

static void print_exec32_args(struct tracee *t, int first)
{
	sink_arg(t, first);
	sink_path_at(t, argu(t, first));
	sink_arg(t, first + 1);
	print_argv32(t, argu(t, first + 1));
	sink_arg(t, first + 2);
	(abbrev(t) ? print_envp32 : print_argv32)(t, argu(t, first + 2));
}

int dec_execve32(struct tracee *t)
{
	print_exec32_args(t, 0);
	return DEC_DONE;
}

int dec_execveat32(struct tracee *t)
{
	sink_table_arg(t, 0);
	print_exec32_args(t, 1);
	sink_table_arg(t, 4);
	return DEC_DONE;
}
