/* JSON text in a growable buffer.  The buffer always holds a terminating
 * NUL after len, so buf can be printed as a C string. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json-write.h"

static void reserve(struct jbuf *b, size_t more)
{
	if (b->len + more + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + more + 1)
		cap *= 2;
	char *p = realloc(b->buf, cap);
	if (!p) {
		fputs("seize: out of memory\n", stderr);
		exit(1);
	}
	b->buf = p;
	b->cap = cap;
}

void jb_reset(struct jbuf *b)
{
	b->len = 0;
	if (b->buf)
		b->buf[0] = 0;
}

void jb_free(struct jbuf *b)
{
	free(b->buf);
	b->buf = NULL;
	b->len = b->cap = 0;
}

void jb_raw(struct jbuf *b, const char *s, size_t n)
{
	reserve(b, n);
	memcpy(b->buf + b->len, s, n);
	b->len += n;
	b->buf[b->len] = 0;
}

void jb_puts(struct jbuf *b, const char *s)
{
	jb_raw(b, s, strlen(s));
}

void jb_printf(struct jbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n <= 0)
		return;
	reserve(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->buf + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/* The length of the valid UTF-8 sequence at s (at most n bytes), or 0 when
 * the bytes there are not one: RFC 3629, so no overlong forms, no
 * surrogates, nothing above U+10FFFF. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];
	size_t len;
	unsigned char lo = 0x80, hi = 0xbf;
	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		if (c == 0xe0)
			lo = 0xa0;
		else if (c == 0xed)
			hi = 0x9f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;
	} else
		return 0;
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

bool utf8_valid(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	for (size_t i = 0; i < n;) {
		size_t k = utf8_seq(u + i, n - i);
		if (!k)
			return false;
		i += k;
	}
	return true;
}

void jb_string(struct jbuf *b, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	reserve(b, n + 2);
	b->buf[b->len++] = '"';
	for (size_t i = 0; i < n;) {
		unsigned char c = u[i];
		size_t k = utf8_seq(u + i, n - i);
		if (!k) {
			jb_raw(b, "\xef\xbf\xbd", 3);	/* U+FFFD */
			i++;
			continue;
		}
		if (k > 1) {
			jb_raw(b, s + i, k);
			i += k;
			continue;
		}
		i++;
		switch (c) {
		case '"': jb_raw(b, "\\\"", 2); break;
		case '\\': jb_raw(b, "\\\\", 2); break;
		case '\n': jb_raw(b, "\\n", 2); break;
		case '\t': jb_raw(b, "\\t", 2); break;
		case '\r': jb_raw(b, "\\r", 2); break;
		default:
			if (c < 0x20 || c == 0x7f)
				jb_printf(b, "\\u%04x", c);
			else
				jb_raw(b, (const char *)&c, 1);
		}
	}
	jb_raw(b, "\"", 1);
}
