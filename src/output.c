#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "color.h"
#include "output.h"
#include "util.h"

enum { BLOCK = 64 * 1024 };

static struct output *output_new(int fd, const char *name)
{
	struct output *o = xcalloc(1, sizeof *o);
	struct stat st;
	o->fd = fd;
	o->line_buffered = fd >= 0 && isatty(fd);
	o->pipe = fd >= 0 && fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode);
	o->cap = BLOCK;
	o->buf = xmalloc(o->cap);
	o->name = xstrdup(name);
	return o;
}

struct output *output_open(const char *path, bool append)
{
	int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
	int fd = open(path, flags, 0666);
	if (fd < 0)
		die("can't open '%s': %s", path, strerror(errno));
	return output_new(fd, path);
}

/* -o '|command': the trace goes to a shell command's standard input.  The
 * command is seize's child; its exit is collected by the event loop like
 * any unknown child's. */
struct output *output_pipe(const char *command, pid_t *pid)
{
	int fds[2];
	if (pipe2(fds, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	*pid = fork();
	if (*pid < 0)
		die("fork: %s", strerror(errno));
	if (*pid == 0) {
		dup2(fds[0], STDIN_FILENO);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		dprintf(STDERR_FILENO, "seize: /bin/sh: %s\n", strerror(errno));
		_exit(127);
	}
	close(fds[0]);
	return output_new(fds[1], command);
}

struct output *output_stdout(void)
{
	return output_new(STDOUT_FILENO, "standard output");
}

struct output *output_memory(void)
{
	return output_new(-1, "memory");
}

struct output *output_stderr(void)
{
	return output_new(STDERR_FILENO, "standard error");
}

/* After a failed write the file may end in part of a line (a short write
 * before ENOSPC).  A regular file is cut back to its last complete line, so
 * that what was written stays a well-formed trace; a pipe cannot be. */
static void drop_partial_line(struct output *o)
{
	struct stat st;
	if (o->partial == 0 || fstat(o->fd, &st) < 0 || !S_ISREG(st.st_mode))
		return;
	off_t end = lseek(o->fd, 0, SEEK_CUR);
	if (end >= (off_t)o->partial)
		(void)!ftruncate(o->fd, end - (off_t)o->partial);
}

/* Bytes written since the last newline written. */
static size_t partial_after(const char *s, size_t n, size_t partial)
{
	const char *nl = memrchr(s, '\n', n);
	return nl ? (size_t)(s + n - nl - 1) : partial + n;
}

/* How much of the buffer to write at once, from done on: all of it, but to a
 * pipe at most PIPE_BUF bytes ending at a newline.  A write that small is
 * atomic (man 7 pipe): when the reader stops reading it writes nothing
 * rather than part, so a trace cut there ends with a whole line. */
static size_t chunk(const struct output *o, size_t done)
{
	size_t n = o->len - done;
	if (!o->pipe || n <= PIPE_BUF)
		return n;
	const char *nl = memrchr(o->buf + done, '\n', PIPE_BUF);
	return nl ? (size_t)(nl + 1 - (o->buf + done)) : PIPE_BUF;
}

static int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Wait until fd takes data, or until deadline (now_ms); false if it did
 * not in time.  A regular file always takes data: only a write that blocks
 * in the kernel, ended by a signal, tells that one is stuck. */
static bool writable_by(int fd, int64_t deadline)
{
	for (;;) {
		int64_t left = deadline - now_ms();
		struct pollfd p = { .fd = fd, .events = POLLOUT };
		int r = poll(&p, 1, left > 0 ? (int)left : 0);
		if (r >= 0)
			return r > 0;	/* POLLERR, POLLHUP: the write says why */
		if (errno != EINTR)
			return true;
	}
}

/* Write the buffer out; what is not written stays in it.  patience_ms < 0:
 * wait for the file as long as it takes, unless o->no_wait says not to wait
 * any more, which is patience 0.  Otherwise give up once the file has
 * taken nothing for patience_ms. */
static void write_out(struct output *o, int patience_ms)
{
	size_t done = 0;
	int64_t deadline = patience_ms >= 0 ? now_ms() + patience_ms : 0;
	/* Once a write failed, later lines are dropped: writing them after a
	 * gap (space freed, a new reader) would give a trace with lines
	 * missing in the middle and no sign of it. */
	while (done < o->len && !o->failed) {
		if (patience_ms < 0 && o->no_wait && o->no_wait()) {
			patience_ms = 0;
			deadline = now_ms();
		}
		if (patience_ms >= 0 && !writable_by(o->fd, deadline))
			break;
		ssize_t n = write(o->fd, o->buf + done, chunk(o, done));
		if (n < 0 && errno == EINTR) {
			/* Our signals have no SA_RESTART: a detach signal,
			 * or the tick that bounds a wait (jobctl.c). */
			if (patience_ms >= 0 && now_ms() >= deadline)
				break;
			continue;
		}
		if (n <= 0) {
			warn("write to %s failed: %s; the trace is cut here",
			     o->name, n < 0 ? strerror(errno) : "short write");
			o->failed = true;
			drop_partial_line(o);
			break;
		}
		o->partial = partial_after(o->buf + done, n, o->partial);
		done += n;
		if (patience_ms >= 0)
			deadline = now_ms() + patience_ms;
	}
	if (o->failed)
		done = o->len;
	memmove(o->buf, o->buf + done, o->len - done);
	o->len -= done;
}

void output_flush(struct output *o)
{
	if (o->fd >= 0)		/* a memory buffer keeps everything */
		write_out(o, -1);
}

bool output_drain(struct output *o, int patience_ms)
{
	if (o->fd < 0 || o->len == 0)
		return true;
	write_out(o, patience_ms);
	if (o->len == 0)
		return true;
	warn("write to %s blocked; the trace is cut here", o->name);
	o->failed = true;
	drop_partial_line(o);
	o->len = 0;
	return false;
}

bool output_close(struct output *o)
{
	if (!o)
		return true;
	output_flush(o);
	output_drain(o, 0);	/* what no_wait held back is lost: say so */
	bool ok = !o->failed;
	if (o->fd > STDERR_FILENO)
		close(o->fd);
	free(o->buf);
	free(o->name);
	free(o);
	return ok;
}

/* Write the buffer up to its last newline and keep the rest: a full
 * buffer must not put half a line in the file, where it would stay if
 * seize were killed (SIGKILL) before writing the other half. */
static void flush_complete_lines(struct output *o)
{
	const char *nl = o->fd >= 0 ? memrchr(o->buf, '\n', o->len) : NULL;
	if (!nl)
		return;		/* a memory buffer, or one long line: grow */
	size_t head = nl + 1 - o->buf, tail = o->len - head;
	o->len = head;
	output_flush(o);
	memmove(o->buf + o->len, o->buf + head, tail);	/* after what no_wait kept */
	o->len += tail;
}

void out_write(struct output *o, const char *s, size_t n)
{
	if (o->len + n > o->cap) {
		flush_complete_lines(o);
		if (o->len + n > o->cap) {
			o->cap = o->len + n > 2 * o->cap ? o->len + n : 2 * o->cap;
			o->buf = xrealloc(o->buf, o->cap);
		}
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->col += n;
}

void out_puts(struct output *o, const char *s)
{
	out_write(o, s, strlen(s));
}

void out_putc(struct output *o, char c)
{
	out_write(o, &c, 1);
}

void out_printf(struct output *o, const char *fmt, ...)
{
	char small[256];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		out_write(o, small, n);
		return;
	}
	char *big = xmalloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(big, n + 1, fmt, ap);
	va_end(ap);
	out_write(o, big, n);
	free(big);
}

void out_newline(struct output *o)
{
	out_putc(o, '\n');
	o->col = 0;
	if (o->line_buffered || (o->fd >= 0 && o->len > o->cap - 4096))
		output_flush(o);
}

void out_pad(struct output *o, int col)
{
	static const char blanks[] = "                                                                ";
	int n = col - o->col;
	if (n < 1)
		n = 1;
	while (n > 0) {
		int k = n < (int)sizeof blanks - 1 ? n : (int)sizeof blanks - 1;
		out_write(o, blanks, k);
		n -= k;
	}
}

void out_color(struct output *o, int c)
{
	const struct palette *p = o->style.palette;
	if (!p || !p->sgr[c][0])
		return;
	int col = o->col;
	out_printf(o, "\033[%sm", p->sgr[c]);
	o->col = col;
	o->painting = true;
}

void out_color_off(struct output *o)
{
	if (!o->painting)
		return;
	int col = o->col;
	out_puts(o, "\033[0m");
	o->col = col;
	o->painting = false;
}
