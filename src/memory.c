#include <errno.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>

#include "memory.h"

enum { PAGE = 4096 };

/* Where process_vm_readv cannot be used (a kernel without it, a seccomp
 * profile that forbids it, as container runtimes' do), the tracee is read
 * a word at a time through ptrace: it is in a ptrace stop whenever seize
 * reads it.  Slow, but the trace stays readable. */
static size_t peek_some(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	size_t done = 0;
	while (done < len) {
		uint64_t at = addr + done, word_at = at & ~(uint64_t)(sizeof(long) - 1);
		errno = 0;
		long word = ptrace(PTRACE_PEEKDATA, pid, (void *)(uintptr_t)word_at, 0L);
		if (word == -1 && errno)
			break;
		size_t skip = at - word_at, n = sizeof word - skip;
		if (n > len - done)
			n = len - done;
		memcpy((char *)buf + done, (char *)&word + skip, n);
		done += n;
	}
	return done;
}

size_t mem_read_some(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	size_t done = 0;
	/* process_vm_readv stops at the first bad page, so read page by page
	 * only when the one big read comes back short. */
	while (done < len) {
		size_t chunk = len - done;
		struct iovec local = { (char *)buf + done, chunk };
		struct iovec remote = { (void *)(uintptr_t)(addr + done), chunk };
		ssize_t n = process_vm_readv(pid, &local, 1, &remote, 1, 0);
		if (n < 0 && (errno == ENOSYS || errno == EPERM))
			return done + peek_some(pid, addr + done, (char *)buf + done, len - done);
		if (n <= 0)
			break;
		done += n;
	}
	return done;
}

bool mem_read(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	if (addr == 0 && len)
		return false;
	return mem_read_some(pid, addr, buf, len) == len;
}

ssize_t mem_read_str(pid_t pid, uint64_t addr, char *buf, size_t max, bool *terminated)
{
	size_t done = 0;
	*terminated = false;
	if (addr == 0)
		return -1;
	/* Read to the end of each page at most: a string may end right before
	 * an unmapped page, and a read that crosses into it would fail whole. */
	while (done < max) {
		size_t in_page = PAGE - ((addr + done) & (PAGE - 1));
		size_t chunk = max - done < in_page ? max - done : in_page;
		size_t n = mem_read_some(pid, addr + done, buf + done, chunk);
		char *nul = memchr(buf + done, 0, n);
		if (nul) {
			*terminated = true;
			return nul - buf;
		}
		done += n;
		if (n < chunk) {
			buf[done] = 0;
			return done ? (ssize_t)done : -1;
		}
	}
	/* max bytes without a NUL: terminated only if the next byte is one. */
	char next;
	if (mem_read_some(pid, addr + done, &next, 1) == 1 && next == 0)
		*terminated = true;
	buf[done] = 0;
	return done;
}
