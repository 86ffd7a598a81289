/* -k: stack traces with libunwind's remote (ptrace) unwinder.
 *
 * Costs are kept where they pay once: the executable mappings of a process
 * are read from /proc/PID/maps once and again only after a syscall that can
 * change them (or when a frame falls outside all of them: with a seccomp
 * filter the mmap calls of a dlopen may go unseen); libunwind's cache of
 * unwinding rules lives as long as the mappings; names are cached per module
 * by symbols.c. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "symbols.h"
#include "tracer.h"
#include "procfs.h"
#include "record.h"
#include "unwind.h"
#include "util.h"

void stack_trace_option(struct options *opt, const char *arg)
{
	if (!arg)
		opt->stack_trace = opt->stack_trace == STACK_OFF ? STACK_SYMBOLS : STACK_SOURCE;
	else if (!strcmp(arg, "symbol"))
		opt->stack_trace = STACK_SYMBOLS;
	else if (!strcmp(arg, "source"))
		opt->stack_trace = STACK_SOURCE;
	else
		die_usage("invalid --stack-trace argument: '%s'", arg);
	if (!unwind_available())
		die("-k needs libunwind; rebuild with libunwind-dev installed "
		    "(configure --with-libunwind)");
	if (opt->stack_trace == STACK_SOURCE && !unwind_source_available())
		die("-kk needs libdw; rebuild with libdw-dev and libelf-dev installed "
		    "(configure --with-libdw)");
}

#ifdef HAVE_LIBUNWIND
#include <libunwind-ptrace.h>

#include "unwind-access.h"

/* An executable mapping. */
struct map {
	uint64_t start, end, offset;
	char *path;
	struct module *mod;	/* NULL: no file or no symbols */
};

/* What the threads of one process share: their mappings and libunwind's
 * address space, whose cached unwinding rules are keyed by address. */
struct proc {
	struct proc *next;
	pid_t tgid;
	int refs;
	bool stale;		/* a call may have changed the mappings */
	unsigned generation;	/* bumped at each re-read */
	struct map *maps;
	size_t n_maps;
	unw_addr_space_t as;
};

struct unwind_tracee {
	pid_t tid;
	struct proc *proc;
	struct thread_access *access;	/* registers and memory, for libunwind */
	unsigned generation;	/* proc's when access was made */
	uint64_t *held;		/* exit/exit_group: frames taken at entry */
	int n_held;
};

struct unwinder {
	enum stack_trace_mode mode;
	unsigned frame_limit;
	struct symbols *syms;
	struct proc *procs;
	struct stack_pages *stack;	/* for thread_access, shared by all */
	uint64_t *ips;		/* frame_limit entries of scratch */
};

bool unwind_available(void)
{
	return true;
}

bool unwind_source_available(void)
{
#ifdef HAVE_LIBDW
	return true;
#else
	return false;
#endif
}

void unwind_init(struct tracer *tr)
{
	if (tr->opt.stack_trace == STACK_OFF)
		return;
	struct unwinder *u = xcalloc(1, sizeof *u);
	u->mode = tr->opt.stack_trace;
	u->frame_limit = tr->opt.stack_frame_limit;
	u->syms = symbols_new(u->mode == STACK_SOURCE);
	u->stack = stack_pages_new();
	u->ips = xcalloc(u->frame_limit ? u->frame_limit : 1, sizeof *u->ips);
	tr->unwinder = u;
}

static void free_maps(struct proc *p)
{
	for (size_t i = 0; i < p->n_maps; i++)
		free(p->maps[i].path);
	free(p->maps);
	p->maps = NULL;
	p->n_maps = 0;
}

static struct proc *proc_get(struct unwinder *u, pid_t tgid)
{
	for (struct proc *p = u->procs; p; p = p->next)
		if (p->tgid == tgid) {
			p->refs++;
			return p;
		}
	struct proc *p = xcalloc(1, sizeof *p);
	p->tgid = tgid;
	p->refs = 1;
	p->stale = true;
	unw_accessors_t acc;
	thread_accessors(&acc);
	p->as = unw_create_addr_space(&acc, 0);
	if (!p->as)
		die("libunwind: cannot create an address space");
	unw_set_caching_policy(p->as, UNW_CACHE_GLOBAL);
	p->next = u->procs;
	u->procs = p;
	return p;
}

static void proc_put(struct unwinder *u, struct proc *p)
{
	if (--p->refs > 0)
		return;
	for (struct proc **pp = &u->procs; *pp; pp = &(*pp)->next)
		if (*pp == p) {
			*pp = p->next;
			break;
		}
	free_maps(p);
	unw_destroy_addr_space(p->as);
	free(p);
}

static struct unwind_tracee *state_of(struct tracee *t)
{
	struct unwinder *u = t->tr->unwinder;
	struct unwind_tracee *ut = t->unwind;
	/* A thread that calls execve takes its leader's tid (man 2 execve):
	 * start again for the tid it has now. */
	if (ut && ut->tid != t->tid) {
		unwind_tracee_free(t);
		ut = NULL;
	}
	if (!ut) {
		ut = xcalloc(1, sizeof *ut);
		ut->tid = t->tid;
		ut->proc = proc_get(u, proc_tgid(t->tid));
		t->unwind = ut;
	}
	return ut;
}

void unwind_tracee_free(struct tracee *t)
{
	struct unwind_tracee *ut = t->unwind;
	if (!ut)
		return;
	thread_access_free(ut->access);
	proc_put(t->tr->unwinder, ut->proc);
	free(ut->held);
	free(ut);
	t->unwind = NULL;
}

/* Parse "start-end perms offset dev:dev inode path" lines, keeping the
 * executable mappings: only they can hold a frame's code. */
static void read_maps(struct unwinder *u, struct proc *p, pid_t tid)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/maps", tid);
	free_maps(p);
	p->stale = false;
	p->generation++;
	/* Rules cached for addresses whose code may have changed are void. */
	unw_flush_cache(p->as, 0, 0);
	FILE *f = fopen(path, "re");
	if (!f)
		return;
	char line[4096 + 128];
	size_t cap = 0;
	while (fgets(line, sizeof line, f)) {
		unsigned long long start, end, offset, inode;
		unsigned dmaj, dmin;
		char perms[8];
		int name_at = 0;
		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms,
			   &offset, &dmaj, &dmin, &inode, &name_at) < 7 || perms[2] != 'x')
			continue;
		char *name = line + name_at;
		name[strcspn(name, "\n")] = 0;
		if (p->n_maps == cap) {
			cap = cap ? cap * 2 : 32;
			p->maps = xrealloc(p->maps, cap * sizeof *p->maps);
		}
		struct map *m = &p->maps[p->n_maps++];
		m->start = start;
		m->end = end;
		m->offset = offset;
		m->path = xstrdup(name);
		m->mod = name[0] == '/' ? symbols_module(u->syms, name, makedev(dmaj, dmin),
							 (ino_t)inode) : NULL;
	}
	fclose(f);
}

static const struct map *find_map(const struct proc *p, uint64_t ip)
{
	size_t lo = 0, hi = p->n_maps;	/* /proc/PID/maps is sorted */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (ip < p->maps[mid].start)
			hi = mid;
		else if (ip >= p->maps[mid].end)
			lo = mid + 1;
		else
			return &p->maps[mid];
	}
	return NULL;
}

/* Unwind t's stack into u->ips; the number of frames. */
static int unwind_now(struct unwinder *u, struct unwind_tracee *ut)
{
	struct proc *p = ut->proc;
	if (ut->access && ut->generation != p->generation) {
		/* libunwind-ptrace keeps the ELF image of the last module used. */
		thread_access_free(ut->access);
		ut->access = NULL;
	}
	if (!ut->access) {
		ut->access = thread_access_new(ut->tid, u->stack);
		ut->generation = p->generation;
		if (!ut->access)
			return 0;
	}
	thread_access_reset(ut->access);
	unw_cursor_t cursor;
	if (unw_init_remote(&cursor, p->as, ut->access) < 0)
		return 0;
	int n = 0;
	while ((unsigned)n < u->frame_limit) {
		unw_word_t ip;
		if (unw_get_reg(&cursor, UNW_REG_IP, &ip) < 0 || !ip)
			break;
		u->ips[n++] = ip;
		if (unw_step(&cursor) <= 0)
			break;
	}
	return n;
}

/* The frames as values of the record r they go with. */
static void add_frames(struct record *r, struct unwinder *u, struct proc *p,
		       const uint64_t *ips, int n)
{
	for (int i = 0; i < n; i++) {
		struct frame *f = record_frame(r);
		const struct map *m = find_map(p, ips[i]);
		if (!m) {
			f->kind = FRAME_UNMAPPED;
			f->ip = ips[i];
			continue;
		}
		f->file_offset = ips[i] - m->start + m->offset;
		f->path = record_bytes(r, m->path, strlen(m->path));
		const struct frame_name *fn = m->mod ? symbols_lookup(u->syms, m->mod,
								      f->file_offset, i > 0)
						     : NULL;
		f->kind = fn && fn->name ? FRAME_NAMED : FRAME_UNNAMED;
		if (f->kind == FRAME_NAMED) {
			f->symbol = record_bytes(r, fn->name, strlen(fn->name));
			f->sym_offset = fn->offset;
		}
		if (fn && fn->src) {
			f->source = record_bytes(r, fn->src, strlen(fn->src));
			f->line = fn->line;
		}
	}
}

/* Frames whose code lies outside the known mappings mean the mappings
 * changed unseen: read them again, once. */
static void check_maps(struct unwinder *u, struct unwind_tracee *ut, const uint64_t *ips,
		       int n)
{
	for (int i = 0; i < n; i++)
		if (!find_map(ut->proc, ips[i])) {
			read_maps(u, ut->proc, ut->tid);
			return;
		}
}

static int take_stack(struct unwinder *u, struct unwind_tracee *ut)
{
	bool fresh = ut->proc->stale;
	if (fresh)
		read_maps(u, ut->proc, ut->tid);
	int n = unwind_now(u, ut);
	if (!fresh)
		check_maps(u, ut, u->ips, n);
	return n;
}

void unwind_syscall_entry(struct tracee *t)
{
	struct unwinder *u = t->tr->unwinder;
	uint64_t nr = t->call.nr;
	bool exec = nr == __NR_execve || nr == __NR_execveat;
	if (nr != __NR_exit && nr != __NR_exit_group && !exec)
		return;
	/* execve's stack is the caller's, gone at its exit (strace takes it at
	 * entry too); the command's first execve, made by seize's own start-up
	 * code, never comes here (see syscall_entering): its stack is taken at
	 * exit, in the new image.  Testing t->unwind for that was wrong: the
	 * hidden start-up calls (mmap under ASan) create it before execve. */
	struct unwind_tracee *ut = state_of(t);
	int n = take_stack(u, ut);
	free(ut->held);
	ut->held = xcalloc(n ? (size_t)n : 1, sizeof *ut->held);
	memcpy(ut->held, u->ips, (size_t)n * sizeof *ut->held);
	ut->n_held = n;
}

void unwind_syscall_exit(struct tracee *t)
{
	switch (t->call.nr) {
	/* brk is left out: the heap it moves is never executable. */
	case __NR_mmap: case __NR_munmap: case __NR_mremap: case __NR_mprotect:
	case __NR_pkey_mprotect: case __NR_remap_file_pages: case __NR_shmat:
	case __NR_shmdt: case __NR_execve: case __NR_execveat:
		/* Even a failed call may have unmapped part of its range. */
		state_of(t)->proc->stale = true;
		break;
	}
}

void unwind_stack_held(struct tracee *t, struct record *r)
{
	struct unwind_tracee *ut = t->unwind;
	if (!ut || !ut->held)
		return;
	add_frames(r, t->tr->unwinder, ut->proc, ut->held, ut->n_held);
	free(ut->held);
	ut->held = NULL;
	ut->n_held = 0;
}

void unwind_stack(struct tracee *t, struct record *r)
{
	struct unwinder *u = t->tr->unwinder;
	struct unwind_tracee *ut = state_of(t);
	if (ut->held) {
		unwind_stack_held(t, r);
		return;
	}
	int n = take_stack(u, ut);
	add_frames(r, u, ut->proc, u->ips, n);
}

#else /* !HAVE_LIBUNWIND: options.c refuses -k */

bool unwind_available(void)
{
	return false;
}

bool unwind_source_available(void)
{
	return false;
}

void unwind_init(struct tracer *tr)
{
	(void)tr;
}

void unwind_tracee_free(struct tracee *t)
{
	(void)t;
}

void unwind_syscall_entry(struct tracee *t)
{
	(void)t;
}

void unwind_syscall_exit(struct tracee *t)
{
	(void)t;
}

void unwind_stack(struct tracee *t, struct record *r)
{
	(void)t;
	(void)r;
}

void unwind_stack_held(struct tracee *t, struct record *r)
{
	(void)t;
	(void)r;
}

#endif
