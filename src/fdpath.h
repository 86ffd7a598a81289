/* -y, -yy, --decode-fds: what a file descriptor refers to, printed after
 * its number as strace prints it: 3</etc/passwd>, 4<pipe:[1234]>,
 * 5<TCP:[127.0.0.1:80->127.0.0.1:40000]>, 6</dev/null<char 1:3>>,
 * 7<pid:42>.  Read from /proc/PID/fd of the tracee when printed. */
#ifndef SEIZE_FDPATH_H
#define SEIZE_FDPATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "record.h"

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

/* What fd refers to, as the options ask: the kind of detail, its text in
 * text (size bytes) and its numbers in extra (record.h, enum fd_detail);
 * FDD_NONE when the tracee has no such descriptor (or /proc cannot tell). */
enum fd_detail fd_describe(struct tracee *t, int fd, char *text, size_t size, uint64_t *extra);
/* The same for descriptor fd of process pid, which a call names for
 * another process (kcmp, pidfd_getfd): the options are t's. */
enum fd_detail fd_describe_of(struct tracee *t, pid_t pid, int fd, char *text, size_t size,
			      uint64_t *extra);
/* The process pidfd fd of process pid refers to: the "Pid:" line of its
 * fdinfo; -1 when it is none, or once the process is reaped. */
pid_t pidfd_target(pid_t pid, int fd);
/* -y: the tracee's working directory, for AT_FDCWD; false without. */
bool cwd_describe(struct tracee *t, char *path, size_t size);

#endif
