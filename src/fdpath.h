/* -y, -yy, --decode-fds: what a file descriptor refers to, printed after
 * its number as strace prints it: 3</etc/passwd>, 4<pipe:[1234]>,
 * 5<TCP:[127.0.0.1:80->127.0.0.1:40000]>, 6</dev/null<char 1:3>>,
 * 7<pid:42>.  Read from /proc/PID/fd of the tracee when printed. */
#ifndef SEIZE_FDPATH_H
#define SEIZE_FDPATH_H

#include <stdbool.h>
#include <stdint.h>

struct tracee;

enum decode_fd_bits {
	DECODE_FD_PATH = 1 << 0,	/* -y */
	DECODE_FD_SOCKET = 1 << 1,	/* -yy: protocol and addresses */
	DECODE_FD_DEV = 1 << 2,		/* -yy: <char 1:3> */
	DECODE_FD_PIDFD = 1 << 3,	/* -yy: <pid:42> */
	DECODE_FD_ALL = (1 << 4) - 1,
};

/* "path,socket,dev,pidfd", "all", "none", "!..."; false on a bad name. */
bool parse_decode_fds(const char *spec, unsigned *bits);

/* After fd's number: <...> as the options ask, nothing when the tracee has
 * no such descriptor (or /proc cannot tell). */
void print_fd_details(struct tracee *t, int fd);
/* After AT_FDCWD: <the tracee's working directory>. */
void print_cwd_details(struct tracee *t);
/* A descriptor the kernel wrote at addr (clone's pidfd): [3<pid:42>], or
 * the address when unreadable. */
void print_fd_at(struct tracee *t, uint64_t addr);

#endif
