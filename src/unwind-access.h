/* -k: libunwind's accessors for a stopped thread, cheaper than the ptrace
 * ones libunwind-ptrace ships: the registers come with one PTRACE_GETREGS
 * and the stack a page at a time with process_vm_readv, where _UPT_*
 * spends one ptrace call per register and per word.  Unwinding information
 * is still found by _UPT_find_proc_info. */
#ifndef SEIZE_UNWIND_ACCESS_H
#define SEIZE_UNWIND_ACCESS_H

#include <sys/types.h>
#include <libunwind.h>

struct thread_access;
/* The stack pages read during one unwind.  Only one thread is unwound at a
 * time and each unwind starts with thread_access_reset, so all threads
 * share one set: 16 KiB each was most of the memory of -k -f. */
struct stack_pages;

struct stack_pages *stack_pages_new(void);
/* The accessors; each call's arg is a struct thread_access. */
void thread_accessors(unw_accessors_t *acc);
struct thread_access *thread_access_new(pid_t tid, struct stack_pages *stack);
void thread_access_free(struct thread_access *ta);
/* The thread stopped again, and is the one about to be unwound: what was
 * read before, from it or another thread, is void. */
void thread_access_reset(struct thread_access *ta);

#endif
