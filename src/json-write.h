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
 * valid JSON (use jb_bytes to keep such bytes). */
void jb_string(struct jbuf *b, const char *s, size_t n);
/* Bytes that may be invalid UTF-8 or cut, written losslessly: valid and
 * complete UTF-8 is a JSON string; anything else an object
 * {"string": the bytes with each invalid one as U+FFFD,
 *  "bytes": lowercase hex of all the bytes (only when one was invalid),
 *  "truncated": true (only when truncated)}. */
void jb_bytes(struct jbuf *b, const char *s, size_t n, bool truncated);
bool utf8_valid(const char *s, size_t n);

#endif
