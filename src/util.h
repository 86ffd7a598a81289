/* Errors, warnings and allocation that cannot fail. */
#ifndef SEIZE_UTIL_H
#define SEIZE_UTIL_H

#include <stddef.h>

void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void die_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* Ends seize as strace ends after a fatal signal: killed by sig itself
 * (no core file), so that the shell sees 128 + sig; with status non-zero
 * (lines were lost) exits with status instead. */
void die_of_signal(int sig, int status) __attribute__((noreturn));
/* One "seize: ..." line on stderr: warnings and notices alike. */
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void write_all(int fd, const char *s, size_t n);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

#endif
