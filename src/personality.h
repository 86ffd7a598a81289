/* Personalities: which syscall table a stop's number belongs to.  On
 * x86_64 a process may make i386 calls (an i386 program, or int $0x80 from
 * 64-bit code) and x32 calls (the number has __X32_SYSCALL_BIT): each has
 * its own numbers and struct layouts, so a call is looked up, filtered,
 * counted and decoded in its own personality's table. */
#ifndef SEIZE_PERSONALITY_H
#define SEIZE_PERSONALITY_H

#include <stdbool.h>
#include <stdint.h>

/* strace's order and numbering of x86_64's personalities. */
enum personality { PERS_64, PERS_32, PERS_X32, PERS_COUNT };

struct call;
struct ptrace_syscall_info;
struct sysent;
struct tracee;

/* The personality of a syscall stop, from its arch and number. */
enum personality pers_of_stop(const struct ptrace_syscall_info *info);
/* A number's index in its personality's table (x32's without the x32
 * bit), and the table's row there or NULL. */
uint64_t pers_index(enum personality p, uint64_t nr);
const struct sysent *pers_sysent(enum personality p, uint64_t nr);
/* The table itself: its rows and how many. */
const struct sysent *pers_table(enum personality p, unsigned *count);
/* The index of a call's row se in p's table (a socketcall's subcall is
 * the row of its own syscall), or of its number nr when se is none. */
uint64_t pers_call_index(enum personality p, const struct sysent *se, uint64_t nr);
/* The x86_64 number of the call of that name, for code that knows calls
 * by their x86_64 numbers (__NR_execve): a 32-bit call's own, or
 * UINT64_MAX where x86_64 has no such call (socketcall). */
uint64_t pers_native_nr(const struct call *c);
/* strace's words: "32 bit" in "runs in 32 bit mode", "32" in write@32,
 * and the JSON's "arch": "i386". */
const char *pers_mode_name(enum personality p);
const char *pers_designator(enum personality p);
const char *pers_arch_name(enum personality p);
/* Bytes in a pointer, a long of the personality's structs. */
unsigned pers_word_size(enum personality p);

/* At a syscall-entry stop of another personality than x86_64, before
 * anything looks at the arguments: narrow an i386 call's registers to
 * the 32 bits the kernel reads, join its 64-bit values given in two
 * registers, and take socketcall's real call and arguments from memory,
 * as strace shows them. */
void pers_call_entering(struct tracee *t);

#endif
