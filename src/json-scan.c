/* The lexical layer of the strace-notation-to-JSON converter: character
 * classes, finding where a string, comment, bracketed group or descriptor's
 * <details> ends, splitting lists at their top-level ", ", and reading
 * numbers and C-string escapes.  Nothing here writes JSON: json-value.c and
 * json-compound.c build the values from these pieces. */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "json-scan.h"
#include "json-value.h"

bool scan_is_ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool scan_is_ident_char(char c)
{
	return scan_is_ident_start(c) || (c >= '0' && c <= '9');
}

bool scan_is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

void scan_trim(const char **s, size_t *n)
{
	while (*n && scan_is_blank(**s)) {
		(*s)++;
		(*n)--;
	}
	while (*n && scan_is_blank((*s)[*n - 1]))
		(*n)--;
}

bool scan_equals(const char *s, size_t n, const char *word)
{
	return strlen(word) == n && !memcmp(s, word, n);
}

size_t scan_ident_len(const char *s, size_t n)
{
	if (!n || !scan_is_ident_start(s[0]))
		return 0;
	size_t i = 1;
	while (i < n && scan_is_ident_char(s[i]))
		i++;
	return i;
}

/* field=value: the length of "field" (letters, digits, _ . and [index]),
 * 0 when the item has no field name. */
size_t scan_field_len(const char *s, size_t n)
{
	if (!n || !scan_is_ident_start(s[0]))
		return 0;
	size_t i = 1;
	while (i < n && (scan_is_ident_char(s[i]) || s[i] == '.' || s[i] == '[' || s[i] == ']'))
		i++;
	if (i >= n || s[i] != '=' || (i + 1 < n && (s[i + 1] == '=' || s[i + 1] == '>')))
		return 0;
	return i;
}

bool scan_is_ellipsis(const char *s, size_t n)
{
	return scan_equals(s, n, "...");
}

/* The scanner: from an opening character at i, the index just after what
 * it opens (n when it is never closed). */

size_t scan_skip_string(const char *s, size_t i, size_t n)
{
	for (i++; i < n; i++) {
		if (s[i] == '\\')
			i++;
		else if (s[i] == '"')
			return i + 1;
	}
	return n;
}

/* Comments nest: under -X verbose the comment after a flag set's number
 * holds the names, which can carry comments of their own. */
size_t scan_skip_comment(const char *s, size_t i, size_t n)
{
	size_t depth = 1;
	for (i += 2; i + 1 < n; i++) {
		if (s[i] == '/' && s[i + 1] == '*') {
			depth++;
			i++;
		} else if (s[i] == '*' && s[i + 1] == '/' && !--depth) {
			return i + 2;
		}
	}
	return n;
}

bool scan_comment_at(const char *s, size_t i, size_t n)
{
	return s[i] == '/' && i + 1 < n && s[i + 1] == '*';
}

/* < opens a descriptor's details right after its number (3</etc/passwd>)
 * or AT_FDCWD, and not in a shift (1<<5). */
bool scan_angle_opens(const char *s, size_t i, size_t n)
{
	return s[i] == '<' && i > 0 && scan_is_ident_char(s[i - 1]) &&
	       i + 1 < n && s[i + 1] != '<';
}

/* A path escapes < and > (fdpath.c), so the only unescaped ones are the
 * brackets of a device's details: </dev/null<char 1:3>>.  Socket details
 * are not escaped but keep their -> inside [...], and a UNIX socket's name
 * is a quoted string. */
size_t scan_skip_angle(const char *s, size_t i, size_t n)
{
	bool path = i + 1 < n && s[i + 1] == '/';
	unsigned depth = 0;
	for (i++; i < n; i++) {
		char c = s[i];
		if (c == '\\') {
			i++;
		} else if (path) {
			if (c == '<')
				depth++;
			else if (c == '>' && !depth--)
				return i + 1;
		} else if (c == '"') {
			i = scan_skip_string(s, i, n) - 1;
		} else if (c == '[') {
			depth++;
		} else if (c == ']') {
			if (depth)
				depth--;
		} else if (c == '>' && !depth) {
			return i + 1;
		}
	}
	return n;
}

static size_t skip_token(const char *s, size_t i, size_t n);

/* (), [] and {} are counted, not matched: garbage only has to end up as
 * text, never to crash. */
size_t scan_skip_group(const char *s, size_t i, size_t n)
{
	size_t depth = 0;
	while (i < n) {
		char c = s[i];
		if (c == '(' || c == '[' || c == '{') {
			depth++;
		} else if (c == ')' || c == ']' || c == '}') {
			if (--depth == 0)
				return i + 1;
		} else {
			i = skip_token(s, i, n);
			continue;
		}
		i++;
	}
	return n;
}

/* The index after the item starting at i, at the level of i: a string, a
 * comment, a descriptor's details, a bracketed group or one character. */
static size_t skip_token(const char *s, size_t i, size_t n)
{
	char c = s[i];
	if (c == '"')
		return scan_skip_string(s, i, n);
	if (scan_comment_at(s, i, n))
		return scan_skip_comment(s, i, n);
	if (scan_angle_opens(s, i, n))
		return scan_skip_angle(s, i, n);
	if (c == '(' || c == '[' || c == '{')
		return scan_skip_group(s, i, n);
	return i + 1;
}

/* Where pat first occurs outside strings, comments and brackets; n if not. */
size_t scan_find_top(const char *s, size_t n, const char *pat)
{
	size_t plen = strlen(pat);
	for (size_t i = 0; i < n; i = skip_token(s, i, n))
		if (n - i >= plen && !memcmp(s + i, pat, plen))
			return i;
	return n;
}

/* The index after the blank-separated token at i. */
size_t scan_token_end(const char *s, size_t i, size_t n)
{
	while (i < n && !scan_is_blank(s[i]))
		i = skip_token(s, i, n);
	return i;
}

/* Where the first comment is, at any depth (n when there is none). */
size_t scan_first_comment(const char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		if (s[i] == '"')
			i = scan_skip_string(s, i, n);
		else if (scan_angle_opens(s, i, n))
			i = scan_skip_angle(s, i, n);
		else if (scan_comment_at(s, i, n))
			return i;
		else
			i++;
	}
	return n;
}

bool scan_next_item(struct scan_items *it, const char **p, size_t *len)
{
	if (it->done)
		return false;
	size_t rest = it->n - it->at;
	size_t end = scan_find_top(it->s + it->at, rest, ", ");
	*p = it->s + it->at;
	*len = end;
	scan_trim(p, len);
	if (end == rest)
		it->done = true;
	else
		it->at += end + 2;
	return true;
}

void scan_items_init(struct scan_items *it, const char *s, size_t n)
{
	scan_trim(&s, &n);
	*it = (struct scan_items){ .s = s, .n = n, .done = n == 0 };
}

size_t jv_split_args(const char *text, size_t len, size_t max, size_t start[], size_t lens[])
{
	size_t count = 0, from = 0;
	const char *s = text;
	size_t n = len;
	scan_trim(&s, &n);
	if (!n || !max)
		return 0;
	for (;;) {
		size_t rest = n - from;
		size_t at = count + 1 < max ? scan_find_top(s + from, rest, ", ") : rest;
		const char *p = s + from;
		size_t plen = at;
		scan_trim(&p, &plen);
		start[count] = (size_t)(p - text);
		lens[count] = plen;
		count++;
		if (at == rest)
			return count;
		from += at + 2;
	}
}

/* Numbers: decimal, 0x hex, 0 octal, with an optional minus sign; false
 * for anything else or what does not fit in 64 bits. */
bool scan_parse_number(const char *s, size_t n, bool *neg, unsigned long long *value)
{
	size_t i = 0;
	unsigned base = 10;
	unsigned long long v = 0;
	*neg = n && s[0] == '-';
	i = *neg;
	if (i >= n)
		return false;
	if (s[i] == '0' && i + 1 < n && s[i + 1] == 'x') {
		base = 16;
		i += 2;
		if (i >= n)
			return false;
	} else if (s[i] == '0') {
		base = 8;
	}
	for (; i < n; i++) {
		unsigned d;
		char c = s[i];
		if (c >= '0' && c <= '9')
			d = (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned)(c - 'A' + 10);
		else
			return false;
		if (d >= base || v > (ULLONG_MAX - d) / base)
			return false;
		v = v * base + d;
	}
	if (*neg && v > (unsigned long long)INT64_MAX + 1)
		return false;
	*value = v;
	return true;
}

/* A name or a number, alone. */
bool scan_word(const char *s, size_t n)
{
	bool neg;
	unsigned long long v;
	return n && (scan_ident_len(s, n) == n || scan_parse_number(s, n, &neg, &v));
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Decode strace's escapes in s into out (room for n bytes); false for an
 * escape seize does not print. */
bool scan_unescape(const char *s, size_t n, char *out, size_t *outlen)
{
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '\\') {
			out[o++] = s[i];
			continue;
		}
		if (++i >= n)
			return false;
		char c = s[i];
		switch (c) {
		case 'n': out[o++] = '\n'; continue;
		case 't': out[o++] = '\t'; continue;
		case 'r': out[o++] = '\r'; continue;
		case 'v': out[o++] = '\v'; continue;
		case 'f': out[o++] = '\f'; continue;
		case '"': case '\\': out[o++] = c; continue;
		}
		unsigned v = 0;
		if (c == 'x') {
			int d, k = 0;
			while (k < 2 && i + 1 < n && (d = hex_digit(s[i + 1])) >= 0) {
				v = v * 16 + (unsigned)d;
				i++;
				k++;
			}
			if (!k)
				return false;
		} else if (c >= '0' && c <= '7') {
			v = (unsigned)(c - '0');
			for (int k = 1; k < 3 && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
				v = v * 8 + (unsigned)(s[++i] - '0');
			if (v > 255)
				return false;
		} else {
			return false;
		}
		out[o++] = (char)v;
	}
	*outlen = o;
	return true;
}
