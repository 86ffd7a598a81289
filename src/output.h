/* One buffered writer per output file.  It flushes per line on a terminal,
 * in large blocks otherwise, and always before seize stops, detaches or exits
 * (but see no_wait: a file that stopped taking data must not keep a detach
 * waiting). */
#ifndef SEIZE_OUTPUT_H
#define SEIZE_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "style.h"

struct tracee;

struct output {
	int fd;
	bool line_buffered;	/* a terminal: flush at every newline */
	bool pipe;		/* a pipe or FIFO: written in whole lines of PIPE_BUF at most */
	bool failed;		/* a write failed; reported once, nothing written after */
	size_t partial;		/* bytes written since the last newline written */
	char *buf;
	size_t len, cap;
	int col;		/* column of the next byte in the current line */
	bool painting;		/* --color: an escape is to be ended (out_color_off) */
	struct tracee *open;	/* tracee whose syscall line is still open */
	char *name;		/* for error messages */
	struct out_style style;	/* -x, -X: copied from the options */
	/* Set by the owner, or NULL: true once seize must not wait for the
	 * file any more (a detach was asked).  A write is then made only when
	 * poll(2) says the file takes data, one a signal interrupts is not
	 * made again, and what the file did not take stays in the buffer for
	 * output_drain.  Asked before each write, so that a write blocked
	 * when the signal came ends at once (EINTR). */
	bool (*no_wait)(void);
};

struct output *output_open(const char *path, bool append);
struct output *output_stderr(void);
struct output *output_stdout(void);
struct output *output_pipe(const char *command, pid_t *pid);
/* A buffer in memory only, for lines held back until a syscall's end. */
struct output *output_memory(void);
/* False when some of the output could not be written. */
bool output_close(struct output *o);
void output_flush(struct output *o);
/* Write what is left, giving up when the file takes nothing for
 * patience_ms: then the trace is cut (said once, nothing written after, as
 * for a failed write) and false returned.  A write that blocks in the
 * kernel (a full pipe, a stalled file system) ends only with a signal: the
 * caller keeps a periodic one coming (jobctl_tick_every). */
bool output_drain(struct output *o, int patience_ms);

void out_write(struct output *o, const char *s, size_t n);
void out_puts(struct output *o, const char *s);
void out_putc(struct output *o, char c);
void out_printf(struct output *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void out_newline(struct output *o);
/* --color: start painting class c (enum color_class), or stop; nothing
 * without a palette.  Escapes take no column. */
void out_color(struct output *o, int c);
void out_color_off(struct output *o);
/* Pad with blanks to column col, at least one blank when already past it. */
void out_pad(struct output *o, int col);

#endif
