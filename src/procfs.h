/* Reading /proc/PID/status, which several parts of seize consult (job
 * control, the seccomp check, the unwinder). */
#ifndef SEIZE_PROCFS_H
#define SEIZE_PROCFS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The whole of /proc/PID/status, NUL-terminated; false if unreadable. */
bool proc_status(pid_t pid, char *buf, size_t size);
/* The text after "KEY:" in a status buffer (blanks skipped), or NULL. */
const char *status_field(const char *status, const char *key);

/* The number after "KEY:" in /proc/PID/status, or unknown. */
long proc_status_number(pid_t pid, const char *key, long unknown);
/* The thread group (process) of thread tid, or tid when unknown. */
pid_t proc_tgid(pid_t tid);

#endif
