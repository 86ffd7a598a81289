/* The syscall line: entry part, exit part, <unfinished ...>/<... resumed>,
 * return value; and the other lines a tracee produces (signals, exits). */
#ifndef SEIZE_PRINTER_H
#define SEIZE_PRINTER_H

#include <linux/ptrace.h>

#include "tracer.h"

void syscall_entering(struct tracee *t, const struct ptrace_syscall_info *info);
void syscall_exiting(struct tracee *t, const struct ptrace_syscall_info *info);
/* The tracee ended inside a syscall: finish its line with "= ?". */
void syscall_vanished(struct tracee *t);
/* Start a line of its own for t: close another tracee's open line first
 * ("<unfinished ...>"), then print the pid prefix. */
void line_begin(struct tracee *t, struct output *o);
void line_end(struct output *o);
/* seize detaches while t is inside a syscall: " <detached ...>". */
void syscall_detached(struct tracee *t);
/* A thread's execve made it the leader (loop.c): end its line under the
 * old tid (" <pid changed to LEADER ...>" if nothing cut it) ... */
void syscall_pid_changed(struct tracee *execer, pid_t leader);
/* ... and carry its call over to the leader's struct tracee t, whose next
 * line is "<... execve resumed>". */
void syscall_moved(struct tracee *t, struct tracee *execer);

#endif
