/* Append-only JSON text in a growable buffer, for --json. */
#ifndef SEIZE_JSON_WRITE_H
#define SEIZE_JSON_WRITE_H

#include <stdbool.h>
#include <stddef.h>

struct jbuf {
	char *buf;
	size_t len, cap;
};

void jb_reset(struct jbuf *b);
void jb_free(struct jbuf *b);
void jb_raw(struct jbuf *b, const char *s, size_t n);
void jb_puts(struct jbuf *b, const char *s);
void jb_printf(struct jbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A JSON string from bytes: control characters, " and \ escaped; a byte
 * that is not part of valid UTF-8 becomes U+FFFD, so the result is always
 * valid JSON (json_string_value keeps such bytes, in hex). */
void jb_string(struct jbuf *b, const char *s, size_t n);
bool utf8_valid(const char *s, size_t n);

#endif
