/* Errors, warnings and allocation that cannot fail. */
#ifndef SEIZE_UTIL_H
#define SEIZE_UTIL_H

#include <stddef.h>

void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void die_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* One "seize: ..." line on stderr: warnings and notices alike. */
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void write_all(int fd, const char *s, size_t n);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

#endif
