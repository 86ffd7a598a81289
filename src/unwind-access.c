/* libunwind accessors for a stopped thread (see unwind-access.h). */
#ifdef HAVE_LIBUNWIND
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>

#include <libunwind-ptrace.h>

#include "unwind-access.h"
#include "util.h"

enum { PAGE = 4096, N_PAGES = 4 };

/* _UPT_find_proc_info calls the address space's accessors itself, with
 * its own handle as their argument (a struct beginning with the pid): the
 * accessors tell ours from it by this first word, above any pid. */
enum { ACCESS_MAGIC = 0x5e12e0a1 };

struct stack_pages {
	struct {
		uint64_t addr;	/* page address, 0: empty */
		unsigned char bytes[PAGE];
	} pages[N_PAGES];
	unsigned next_page;	/* the one to replace next */
};

struct thread_access {
	int magic;		/* ACCESS_MAGIC */
	pid_t tid;
	void *upt;		/* libunwind-ptrace's, for what is not done here */
	bool have_regs;
	struct user_regs_struct regs;
	struct stack_pages *stack;
};

struct stack_pages *stack_pages_new(void)
{
	return xcalloc(1, sizeof(struct stack_pages));
}

struct thread_access *thread_access_new(pid_t tid, struct stack_pages *stack)
{
	void *upt = _UPT_create(tid);
	if (!upt)
		return NULL;
	struct thread_access *ta = xcalloc(1, sizeof *ta);
	ta->magic = ACCESS_MAGIC;
	ta->tid = tid;
	ta->upt = upt;
	ta->stack = stack;
	return ta;
}

void thread_access_free(struct thread_access *ta)
{
	if (!ta)
		return;
	_UPT_destroy(ta->upt);
	free(ta);
}

void thread_access_reset(struct thread_access *ta)
{
	ta->have_regs = false;
	for (int i = 0; i < N_PAGES; i++)
		ta->stack->pages[i].addr = 0;
}

static bool is_ours(const void *arg)
{
	return *(const int *)arg == ACCESS_MAGIC;
}

static void *upt_of(void *arg)
{
	return is_ours(arg) ? ((struct thread_access *)arg)->upt : arg;
}

static int find_proc_info(unw_addr_space_t as, unw_word_t ip, unw_proc_info_t *pi,
			  int need, void *arg)
{
	return _UPT_find_proc_info(as, ip, pi, need, upt_of(arg));
}

static void put_unwind_info(unw_addr_space_t as, unw_proc_info_t *pi, void *arg)
{
	_UPT_put_unwind_info(as, pi, upt_of(arg));
}

static int get_dyn_info_list_addr(unw_addr_space_t as, unw_word_t *addr, void *arg)
{
	return _UPT_get_dyn_info_list_addr(as, addr, upt_of(arg));
}

/* The page holding addr, read whole the first time. */
static const unsigned char *page_at(struct thread_access *ta, uint64_t addr)
{
	struct stack_pages *sp = ta->stack;
	uint64_t base = addr & ~(uint64_t)(PAGE - 1);
	for (int i = 0; i < N_PAGES; i++)
		if (sp->pages[i].addr == base)
			return sp->pages[i].bytes;
	unsigned slot = sp->next_page;
	struct iovec local = { sp->pages[slot].bytes, PAGE };
	struct iovec remote = { (void *)(uintptr_t)base, PAGE };
	if (process_vm_readv(ta->tid, &local, 1, &remote, 1, 0) != PAGE)
		return NULL;
	sp->pages[slot].addr = base;
	sp->next_page = (slot + 1) % N_PAGES;
	return sp->pages[slot].bytes;
}

static int access_mem(unw_addr_space_t as, unw_word_t addr, unw_word_t *val, int write,
		      void *arg)
{
	if (!is_ours(arg))
		return _UPT_access_mem(as, addr, val, write, arg);
	struct thread_access *ta = arg;
	/* Words split over two pages, writes and unreadable pages: ptrace. */
	if (!write && (addr & (PAGE - 1)) <= PAGE - sizeof *val) {
		const unsigned char *page = page_at(ta, addr);
		if (page) {
			memcpy(val, page + (addr & (PAGE - 1)), sizeof *val);
			return 0;
		}
	}
	return _UPT_access_mem(as, addr, val, write, ta->upt);
}

static int access_reg(unw_addr_space_t as, unw_regnum_t reg, unw_word_t *val, int write,
		      void *arg)
{
	if (!is_ours(arg))
		return _UPT_access_reg(as, reg, val, write, arg);
	struct thread_access *ta = arg;
	if (write || reg < UNW_X86_64_RAX || reg > UNW_X86_64_RIP)
		return _UPT_access_reg(as, reg, val, write, ta->upt);
	if (!ta->have_regs) {
		if (ptrace(PTRACE_GETREGS, ta->tid, 0L, &ta->regs) < 0)
			return _UPT_access_reg(as, reg, val, write, ta->upt);
		ta->have_regs = true;
	}
	const struct user_regs_struct *r = &ta->regs;
	/* In libunwind's x86_64 order, which is DWARF's. */
	const unsigned long long by_number[] = {
		r->rax, r->rdx, r->rcx, r->rbx, r->rsi, r->rdi, r->rbp, r->rsp,
		r->r8, r->r9, r->r10, r->r11, r->r12, r->r13, r->r14, r->r15, r->rip,
	};
	*val = by_number[reg - UNW_X86_64_RAX];
	return 0;
}

static int access_fpreg(unw_addr_space_t as, unw_regnum_t reg, unw_fpreg_t *val, int write,
			void *arg)
{
	return _UPT_access_fpreg(as, reg, val, write, upt_of(arg));
}

static int resume(unw_addr_space_t as, unw_cursor_t *c, void *arg)
{
	return _UPT_resume(as, c, upt_of(arg));
}

static int get_proc_name(unw_addr_space_t as, unw_word_t addr, char *buf, size_t len,
			 unw_word_t *off, void *arg)
{
	return _UPT_get_proc_name(as, addr, buf, len, off, upt_of(arg));
}

void thread_accessors(unw_accessors_t *acc)
{
	memset(acc, 0, sizeof *acc);
	acc->find_proc_info = find_proc_info;
	acc->put_unwind_info = put_unwind_info;
	acc->get_dyn_info_list_addr = get_dyn_info_list_addr;
	acc->access_mem = access_mem;
	acc->access_reg = access_reg;
	acc->access_fpreg = access_fpreg;
	acc->resume = resume;
	acc->get_proc_name = get_proc_name;
}

#endif
