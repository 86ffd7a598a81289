/* Reading the tracee's memory.  Every read is bounded by the caller's buffer
 * and checked: the arguments come from a program that may pass garbage. */
#ifndef SEIZE_MEMORY_H
#define SEIZE_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Read exactly len bytes; false when any byte is unreadable. */
bool mem_read(pid_t pid, uint64_t addr, void *buf, size_t len);
/* Read up to len bytes, stopping at the first unreadable page; the count read. */
size_t mem_read_some(pid_t pid, uint64_t addr, void *buf, size_t len);
/* Read a NUL-terminated string of at most max bytes (without the NUL) into
 * buf (max + 1 bytes).  Returns the length, or -1 when the first byte is
 * unreadable; *terminated says whether a NUL was found within max bytes. */
ssize_t mem_read_str(pid_t pid, uint64_t addr, char *buf, size_t max, bool *terminated);

#endif
