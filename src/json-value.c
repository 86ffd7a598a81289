/* strace notation to JSON.  In --json mode the decoders print as always; the
 * text of each argument is then read back by this converter, so there is no
 * second decoder to keep in step with the first.
 *
 * Rules, from the text of one value to one JSON value:
 *   42, -1                   numbers: 42, -1
 *   0x7f00                   hex, printed in decimal: 32512 (exact: 64-bit
 *                            integers, never floating point)
 *   0644, 000                octal (leading 0): 420, 0
 *   NULL, ?                  null
 *   "a\nb\377"               a string: the escapes \n \t \r \v \f \" \\
 *                            \ooo and \xHH give back the bytes, written as a
 *                            JSON string when they are valid UTF-8, else as
 *                            {"string": <U+FFFD for each invalid byte>,
 *                            "bytes": "<hex of all bytes>"}
 *   "abc"...                 a cut string: {"string":"abc","truncated":true}
 *                            (plus "bytes" when invalid UTF-8)
 *   @"name"                  an abstract socket name: {"abstract":"name"}
 *   NAME                     {"name":"NAME"}; as a flags argument
 *                            {"flags":["NAME"]}
 *   A|B|0x10                 {"flags":["A","B"],"unknown":16}: the numeric
 *                            parts ORed together; a mode such as
 *                            S_IFREG|0644 is {"flags":["S_IFREG"],
 *                            "unknown":420}.  "unknown" is left out when
 *                            there is no non-zero numeric part; a lone
 *                            number as a flags argument is {"flags":[],
 *                            "unknown":N} ({"flags":[]} for 0)
 *   1<<CAP_KILL|21<<X_SHIFT  a shift of 1 names a bit: "CAP_KILL"; another
 *                            shift is kept as written: "21<<X_SHIFT"
 *   -ENOENT                  {"name":"-ENOENT"}
 *   TCGETS or SNDCTL_TMR_X   {"names":["TCGETS","SNDCTL_TMR_X"]}
 *   8192*1024                a product of numbers: 8388608
 *   {a=1, b="x"}             {"a":1,"b":"x"}
 *   {a=1, ...}               {"a":1,"truncated":true}
 *   {1, 2}                   [1,2] (a struct without field names)
 *   {a=1, ???}               {"a":1,"extra":[{"text":"???"}]}: items without
 *                            a field name in a struct with some
 *   {inet_pton(AF_INET6, "::1", &sin6_addr)}
 *                            {"sin6_addr":{"call":"inet_pton",...}}: the
 *                            field a call fills names it
 *   a=1                      {"a":1}: a named argument (clone's) is read as
 *                            a one-field struct
 *   {WIFEXITED(s) && WEXITSTATUS(s) == 0}
 *                            {"WIFEXITED":true,"WEXITSTATUS":0}
 *   [1, 2], []               [1,2], []
 *   [1, 2, ...]              {"items":[1,2],"truncated":true}
 *   [INT TERM], [SIGINT]     a set of names: ["INT","TERM"], ["SIGINT"]
 *                            (one item is still an array: [0] is [0]);
 *                            numbers and descriptors in a set as above
 *   ~[INT], ~[]              {"not":["INT"]}, {"not":[]}
 *   f(a, b)                  {"call":"f","args":[a,b]}, e.g. makedev(0x8,
 *                            0x1) is {"call":"makedev","args":[8,1]}
 *   3</etc/passwd>           {"fd":3,"path":"/etc/passwd"}: the path's
 *                            escapes decoded as in strings
 *   3</dev/null<char 1:3>>   {"fd":3,"path":"/dev/null","device":
 *                            {"type":"char","major":1,"minor":3}}
 *   3</tmp/f>(deleted)       {"fd":3,"path":"/tmp/f","deleted":true}
 *   3<TCP:[1.2.3.4:5->...]>  {"fd":3,"path":"TCP:[1.2.3.4:5->...]"} (socket,
 *                            pipe and anon_inode names as printed)
 *   3<pid:42>                a pidfd: {"fd":3,"pid":42}
 *   AT_FDCWD</tmp>           {"fd":-100,"name":"AT_FDCWD","path":"/tmp"}
 *   X (slash-star) c (star-slash)
 *                            comments are dropped wherever they are (they
 *                            nest under -X verbose): X alone
 *   (slash-star) 3 entries (star-slash)
 *                            a comment alone: {"comment":"3 entries"}
 *   X => Y                   {"in":X,"out":Y}; [5 => 3] is [{"in":5,"out":3}]
 * A value cut by -s or by strace's limits (a string followed by ..., a
 * struct or array whose last item is ...) also sets jv_convert's *truncated
 * when the mark is at the top level of the value (or either side of =>).
 *   anything else            {"text":"<the text as printed>"}
 * Items inside structs, arrays and calls follow the same rules, each on its
 * own: one that is not understood becomes {"text":...} in place.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json-value.h"

/* Deeper nesting than this is written as text: garbage input must not
 * exhaust the stack. */
#define MAX_DEPTH 32

static bool is_ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9');
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

static void trim(const char **s, size_t *n)
{
	while (*n && is_blank(**s)) {
		(*s)++;
		(*n)--;
	}
	while (*n && is_blank((*s)[*n - 1]))
		(*n)--;
}

static bool equals(const char *s, size_t n, const char *word)
{
	return strlen(word) == n && !memcmp(s, word, n);
}

static size_t ident_len(const char *s, size_t n)
{
	if (!n || !is_ident_start(s[0]))
		return 0;
	size_t i = 1;
	while (i < n && is_ident_char(s[i]))
		i++;
	return i;
}

/* The scanner: from an opening character at i, the index just after what
 * it opens (n when it is never closed). */

static size_t skip_string(const char *s, size_t i, size_t n)
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
static size_t skip_comment(const char *s, size_t i, size_t n)
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

static bool comment_at(const char *s, size_t i, size_t n)
{
	return s[i] == '/' && i + 1 < n && s[i + 1] == '*';
}

/* < opens a descriptor's details right after its number (3</etc/passwd>)
 * or AT_FDCWD, and not in a shift (1<<5). */
static bool angle_opens(const char *s, size_t i, size_t n)
{
	return s[i] == '<' && i > 0 && is_ident_char(s[i - 1]) &&
	       i + 1 < n && s[i + 1] != '<';
}

/* A path escapes < and > (fdpath.c), so the only unescaped ones are the
 * brackets of a device's details: </dev/null<char 1:3>>.  Socket details
 * are not escaped but keep their -> inside [...], and a UNIX socket's name
 * is a quoted string. */
static size_t skip_angle(const char *s, size_t i, size_t n)
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
			i = skip_string(s, i, n) - 1;
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
static size_t skip_group(const char *s, size_t i, size_t n)
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
		return skip_string(s, i, n);
	if (comment_at(s, i, n))
		return skip_comment(s, i, n);
	if (angle_opens(s, i, n))
		return skip_angle(s, i, n);
	if (c == '(' || c == '[' || c == '{')
		return skip_group(s, i, n);
	return i + 1;
}

/* Where pat first occurs outside strings, comments and brackets; n if not. */
static size_t find_top(const char *s, size_t n, const char *pat)
{
	size_t plen = strlen(pat);
	for (size_t i = 0; i < n; i = skip_token(s, i, n))
		if (n - i >= plen && !memcmp(s + i, pat, plen))
			return i;
	return n;
}

size_t jv_split_args(const char *text, size_t len, size_t max, size_t start[], size_t lens[])
{
	size_t count = 0, from = 0;
	const char *s = text;
	size_t n = len;
	trim(&s, &n);
	if (!n || !max)
		return 0;
	for (;;) {
		size_t rest = n - from;
		size_t at = count + 1 < max ? find_top(s + from, rest, ", ") : rest;
		const char *p = s + from;
		size_t plen = at;
		trim(&p, &plen);
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
static bool parse_number(const char *s, size_t n, bool *neg, unsigned long long *value)
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
static bool word(const char *s, size_t n)
{
	bool neg;
	unsigned long long v;
	return n && (ident_len(s, n) == n || parse_number(s, n, &neg, &v));
}

static void put_number(struct jbuf *b, bool neg, unsigned long long v)
{
	jb_printf(b, neg && v ? "-%llu" : "%llu", v);
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
static bool unescape(const char *s, size_t n, char *out, size_t *outlen)
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

/* Escaped bytes (a string's inside, a path) as jb_bytes writes them. */
static bool put_escaped(struct jbuf *b, const char *s, size_t n, bool truncated)
{
	char stackbuf[512];
	char *buf = n <= sizeof stackbuf ? stackbuf : malloc(n);
	size_t len;
	bool ok = buf && unescape(s, n, buf, &len);
	if (ok)
		jb_bytes(b, buf, len, truncated);
	if (buf != stackbuf)
		free(buf);
	return ok;
}

static void put_text(struct jbuf *b, const char *s, size_t n)
{
	jb_puts(b, "{\"text\":");
	jb_string(b, s, n);
	jb_puts(b, "}");
}

static void convert(struct jbuf *b, const char *s, size_t n, enum jv_hint hint,
		    unsigned depth, bool *truncated);

/* The items of a list between brackets, one at a time. */
struct items {
	const char *s;
	size_t n, at;
	bool done;
};

static bool next_item(struct items *it, const char **p, size_t *len)
{
	if (it->done)
		return false;
	size_t rest = it->n - it->at;
	size_t end = find_top(it->s + it->at, rest, ", ");
	*p = it->s + it->at;
	*len = end;
	trim(p, len);
	if (end == rest)
		it->done = true;
	else
		it->at += end + 2;
	return true;
}

static void items_init(struct items *it, const char *s, size_t n)
{
	trim(&s, &n);
	*it = (struct items){ .s = s, .n = n, .done = n == 0 };
}

static void convert_list(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated);

/* field=value: the length of "field" (letters, digits, _ . and [index]),
 * 0 when the item has no field name. */
static size_t field_len(const char *s, size_t n)
{
	if (!n || !is_ident_start(s[0]))
		return 0;
	size_t i = 1;
	while (i < n && (is_ident_char(s[i]) || s[i] == '.' || s[i] == '[' || s[i] == ']'))
		i++;
	if (i >= n || s[i] != '=' || (i + 1 < n && (s[i + 1] == '=' || s[i + 1] == '>')))
		return 0;
	return i;
}

/* NAME(s) or NAME(s) == VALUE, joined by &&: a wait status. Writes the
 * members (with a leading comma unless first) when out is not NULL. */
static bool status_terms(struct jbuf *out, const char *s, size_t n, bool first, unsigned depth)
{
	for (;;) {
		size_t end = find_top(s, n, " && ");
		const char *t = s;
		size_t tn = end;
		trim(&t, &tn);
		size_t k = ident_len(t, tn);
		if (!k || tn < k + 3 || memcmp(t + k, "(s)", 3))
			return false;
		const char *v = t + k + 3;
		size_t vn = tn - k - 3;
		trim(&v, &vn);
		if (vn && (vn < 3 || memcmp(v, "==", 2)))
			return false;
		if (out) {
			if (!first)
				jb_puts(out, ",");
			jb_string(out, t, k);
			jb_puts(out, ":");
			if (vn)
				convert(out, v + 2, vn - 2, JV_ANY, depth + 1, NULL);
			else
				jb_puts(out, "true");
		}
		first = false;
		if (end == n)
			return true;
		s += end + 4;
		n -= end + 4;
	}
}

static bool is_ellipsis(const char *s, size_t n)
{
	return equals(s, n, "...");
}

/* inet_pton(AF_INET6, "::1", &sin6_addr): a call that fills the field it
 * names last; the length of that name, which starts at *field. */
static size_t call_field(const char *s, size_t n, const char **field)
{
	size_t k = ident_len(s, n);
	if (!k || k >= n || s[k] != '(' || skip_group(s, k, n) != n || s[n - 1] != ')')
		return 0;
	size_t end = n - 1, i = end;
	while (i > k && is_ident_char(s[i - 1]))
		i--;
	if (i == end || i < k + 2 || s[i - 1] != '&' || !is_ident_start(s[i]))
		return 0;
	*field = s + i;
	return end - i;
}

enum item_kind { ITEM_FIELD, ITEM_CALL_FIELD, ITEM_STATUS, ITEM_OTHER };

static enum item_kind item_kind(const char *p, size_t len, unsigned depth)
{
	const char *field;
	if (field_len(p, len))
		return ITEM_FIELD;
	if (call_field(p, len, &field))
		return ITEM_CALL_FIELD;
	if (status_terms(NULL, p, len, true, depth))
		return ITEM_STATUS;
	return ITEM_OTHER;
}

/* {field=value, ...} is an object, {1, 2} an array.  In an object, items
 * without a field name (???, extra bytes after a comment) go to "extra". */
static bool convert_struct(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	struct items it;
	const char *p;
	size_t len;
	bool named = false, positional = false, cut = false;
	items_init(&it, s, n);
	while (next_item(&it, &p, &len)) {
		if (is_ellipsis(p, len) && it.done)
			cut = true;
		else if (item_kind(p, len, depth) != ITEM_OTHER)
			named = true;
		else
			positional = true;
	}
	if (!named && (positional || cut)) {
		convert_list(b, s, n, depth, truncated);
		return true;
	}
	jb_puts(b, "{");
	bool first = true;
	items_init(&it, s, n);
	while (next_item(&it, &p, &len)) {
		if (is_ellipsis(p, len) && it.done)
			break;
		const char *field;
		size_t k;
		switch (item_kind(p, len, depth)) {
		case ITEM_FIELD:
			k = field_len(p, len);
			if (!first)
				jb_puts(b, ",");
			jb_string(b, p, k);
			jb_puts(b, ":");
			convert(b, p + k + 1, len - k - 1, JV_ANY, depth + 1, NULL);
			break;
		case ITEM_CALL_FIELD:
			k = call_field(p, len, &field);
			if (!first)
				jb_puts(b, ",");
			jb_string(b, field, k);
			jb_puts(b, ":");
			convert(b, p, len, JV_ANY, depth + 1, NULL);
			break;
		case ITEM_STATUS:
			status_terms(b, p, len, first, depth);
			break;
		case ITEM_OTHER:
			continue;
		}
		first = false;
	}
	if (positional) {
		bool first_extra = true;
		jb_puts(b, first ? "\"extra\":[" : ",\"extra\":[");
		items_init(&it, s, n);
		while (next_item(&it, &p, &len)) {
			if ((is_ellipsis(p, len) && it.done) || item_kind(p, len, depth) != ITEM_OTHER)
				continue;
			if (!first_extra)
				jb_puts(b, ",");
			convert(b, p, len, JV_ANY, depth + 1, NULL);
			first_extra = false;
		}
		jb_puts(b, "]");
		first = false;
	}
	if (cut) {
		jb_puts(b, first ? "\"truncated\":true" : ",\"truncated\":true");
		if (truncated)
			*truncated = true;
	}
	jb_puts(b, "}");
	return true;
}

/* The index after the blank-separated token at i. */
static size_t token_end(const char *s, size_t i, size_t n)
{
	while (i < n && !is_blank(s[i]))
		i = skip_token(s, i, n);
	return i;
}

/* [INT TERM]: names, numbers or descriptors separated by blanks, no
 * commas (signal sets, fd sets). */
static bool convert_set(struct jbuf *b, const char *s, size_t n, unsigned depth)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n;) {
		size_t j = token_end(s, i, n);
		size_t k = 0;
		while (k < j - i && s[i + k] >= '0' && s[i + k] <= '9')
			k++;
		bool fd = k && k < j - i && angle_opens(s, i + k, n);
		if (!fd && (!word(s + i, j - i) || equals(s + i, j - i, "NULL")))
			return false;
		for (i = j; i < n && is_blank(s[i]); i++)
			;
	}
	jb_puts(b, "[");
	for (size_t i = 0; i < n;) {
		size_t j = token_end(s, i, n);
		if (i)
			jb_puts(b, ",");
		if (ident_len(s + i, j - i) == j - i)
			jb_string(b, s + i, j - i);
		else
			convert(b, s + i, j - i, JV_ANY, depth + 1, NULL);
		for (i = j; i < n && is_blank(s[i]); i++)
			;
	}
	jb_puts(b, "]");
	return true;
}

/* The items between brackets as a JSON array, or {"items":[...],
 * "truncated":true} when the last one is "...". */
static void convert_list(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	struct items it;
	const char *p;
	size_t len;
	bool first = true, cut = false;
	size_t mark = b->len;
	items_init(&it, s, n);
	jb_puts(b, "[");
	while (next_item(&it, &p, &len)) {
		if (is_ellipsis(p, len) && it.done) {
			cut = true;
			break;
		}
		if (!first)
			jb_puts(b, ",");
		first = false;
		convert(b, p, len, JV_ANY, depth + 1, NULL);
	}
	jb_puts(b, "]");
	if (!cut)
		return;
	/* Wrap what was written. */
	size_t items_len = b->len - mark;
	char *copy = malloc(items_len);
	if (!copy) {
		b->len = mark;
		jb_puts(b, "{\"items\":[],\"truncated\":true}");
	} else {
		memcpy(copy, b->buf + mark, items_len);
		b->len = mark;
		jb_puts(b, "{\"items\":");
		jb_raw(b, copy, items_len);
		jb_puts(b, ",\"truncated\":true}");
		free(copy);
	}
	if (truncated)
		*truncated = true;
}

static void convert_array(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	trim(&s, &n);
	if (find_top(s, n, ", ") == n && convert_set(b, s, n, depth))
		return;
	convert_list(b, s, n, depth, truncated);
}

/* 3</path>, 3<TCP:[...]>, 3<pid:42>, AT_FDCWD</path>; k is where < is. */
static bool convert_fd(struct jbuf *b, const char *s, size_t n, size_t k)
{
	size_t end = skip_angle(s, k, n);
	if (s[end - 1] != '>' || end < k + 2)
		return false;
	const char *rest = s + end;
	size_t rn = n - end;
	bool deleted = equals(rest, rn, "(deleted)");
	if (rn && !deleted)
		return false;
	bool neg;
	unsigned long long fd;
	jb_puts(b, "{");
	if (parse_number(s, k, &neg, &fd)) {
		jb_puts(b, "\"fd\":");
		put_number(b, neg, fd);
	} else {
		if (equals(s, k, "AT_FDCWD"))
			jb_puts(b, "\"fd\":-100,");
		jb_puts(b, "\"name\":");
		jb_string(b, s, k);
	}
	const char *p = s + k + 1;
	size_t pn = end - k - 2;
	if (pn && p[0] == '/') {
		/* A device's details follow the path in <>. */
		size_t q = 0;
		while (q < pn && p[q] != '<')
			q += p[q] == '\\' ? 2 : 1;
		if (q > pn)
			q = pn;
		jb_puts(b, ",\"path\":");
		if (!put_escaped(b, p, q, false))
			jb_string(b, p, q);
		if (q < pn) {
			const char *d = p + q + 1;
			size_t dn = pn - q - 1;
			if (dn && d[dn - 1] == '>')
				dn--;
			unsigned major, minor;
			char type[8], tail;
			char dev[64];
			jb_puts(b, ",\"device\":");
			if (dn < sizeof dev) {
				memcpy(dev, d, dn);
				dev[dn] = 0;
			}
			if (dn < sizeof dev &&
			    sscanf(dev, "%7[a-z] %u:%u%c", type, &major, &minor, &tail) == 3)
				jb_printf(b, "{\"type\":\"%s\",\"major\":%u,\"minor\":%u}",
					  type, major, minor);
			else
				jb_string(b, d, dn);
		}
	} else if (pn > 4 && !memcmp(p, "pid:", 4) &&
		   parse_number(p + 4, pn - 4, &neg, &fd) && !neg) {
		jb_puts(b, ",\"pid\":");
		put_number(b, false, fd);
	} else {
		jb_puts(b, ",\"path\":");
		jb_string(b, p, pn);
	}
	if (deleted)
		jb_puts(b, ",\"deleted\":true");
	jb_puts(b, "}");
	return true;
}

/* A|B|0x10 */
static bool convert_flags(struct jbuf *b, const char *s, size_t n)
{
	unsigned long long unknown = 0;
	bool first = true;
	jb_puts(b, "{\"flags\":[");
	for (;;) {
		size_t end = find_top(s, n, "|");
		const char *part = s;
		size_t len = end;
		trim(&part, &len);
		bool neg;
		unsigned long long v;
		size_t shift = find_top(part, len, "<<");
		if (len && shift < len) {
			/* 1<<CAP_KILL names bit CAP_KILL; a field such as
			 * 21<<MFD_HUGE_SHIFT is kept as written. */
			const char *x = part, *y = part + shift + 2;
			size_t xn = shift, yn = len - shift - 2;
			trim(&x, &xn);
			trim(&y, &yn);
			if (!word(x, xn) || !word(y, yn))
				return false;
			if (!first)
				jb_puts(b, ",");
			if (equals(x, xn, "1") && ident_len(y, yn) == yn)
				jb_string(b, y, yn);
			else
				jb_string(b, part, len);
			first = false;
		} else if (len && ident_len(part, len) == len) {
			if (!first)
				jb_puts(b, ",");
			jb_string(b, part, len);
			first = false;
		} else if (parse_number(part, len, &neg, &v) && !neg) {
			unknown |= v;
		} else {
			return false;
		}
		if (end == n)
			break;
		s += end + 1;
		n -= end + 1;
	}
	jb_puts(b, "]");
	if (unknown)
		jb_printf(b, ",\"unknown\":%llu", unknown);
	jb_puts(b, "}");
	return true;
}

/* SNDCTL_TMR_START or TCSETS: an ioctl request with two names. */
static bool convert_alternatives(struct jbuf *b, const char *s, size_t n)
{
	jb_puts(b, "{\"names\":[");
	for (bool first = true;; first = false) {
		size_t end = find_top(s, n, " or ");
		if (!end || ident_len(s, end) != end)
			return false;
		if (!first)
			jb_puts(b, ",");
		jb_string(b, s, end);
		if (end == n)
			break;
		s += end + 4;
		n -= end + 4;
	}
	jb_puts(b, "]}");
	return true;
}

/* A quoted string, maybe followed by ... */
static bool convert_string(struct jbuf *b, const char *s, size_t n, bool *truncated)
{
	size_t end = skip_string(s, 0, n);
	if (end < 2 || s[end - 1] != '"')
		return false;
	bool cut = is_ellipsis(s + end, n - end);
	if (end != n && !cut)
		return false;
	if (!put_escaped(b, s + 1, end - 2, cut))
		return false;
	if (cut && truncated)
		*truncated = true;
	return true;
}

/* 8192*1024 (rlimits): the product, when it fits in 64 bits. */
static bool convert_product(struct jbuf *b, const char *s, size_t n)
{
	unsigned long long product = 1;
	size_t at = find_top(s, n, "*");
	if (at == n)
		return false;
	for (;;) {
		bool neg;
		unsigned long long v;
		size_t end = find_top(s, n, "*");
		if (!parse_number(s, end, &neg, &v) || neg ||
		    (v && product > ULLONG_MAX / v))
			return false;
		product *= v;
		if (end == n)
			break;
		s += end + 1;
		n -= end + 1;
	}
	put_number(b, false, product);
	return true;
}

static bool convert_known(struct jbuf *b, const char *s, size_t n, enum jv_hint hint,
			  unsigned depth, bool *truncated)
{
	if (depth > MAX_DEPTH)
		return false;
	if (!n)
		return false;

	size_t at = find_top(s, n, " => ");
	if (at < n) {
		jb_puts(b, "{\"in\":");
		convert(b, s, at, hint, depth + 1, truncated);
		jb_puts(b, ",\"out\":");
		convert(b, s + at + 4, n - at - 4, hint, depth + 1, truncated);
		jb_puts(b, "}");
		return true;
	}

	if (equals(s, n, "NULL") || equals(s, n, "?")) {
		jb_puts(b, "null");
		return true;
	}

	bool neg;
	unsigned long long v;
	if (parse_number(s, n, &neg, &v)) {
		if (hint != JV_FLAGS || neg)
			put_number(b, neg, v);
		else if (v)
			jb_printf(b, "{\"flags\":[],\"unknown\":%llu}", v);
		else
			jb_puts(b, "{\"flags\":[]}");
		return true;
	}

	if (convert_product(b, s, n))
		return true;

	switch (s[0]) {
	case '"':
		return convert_string(b, s, n, truncated);
	case '@':
		if (n < 2 || s[1] != '"')
			return false;
		jb_puts(b, "{\"abstract\":");
		if (!convert_string(b, s + 1, n - 1, truncated))
			return false;
		jb_puts(b, "}");
		return true;
	case '{':
		if (skip_group(s, 0, n) != n || s[n - 1] != '}')
			return false;
		return convert_struct(b, s + 1, n - 2, depth, truncated);
	case '[':
		if (skip_group(s, 0, n) != n || s[n - 1] != ']')
			return false;
		convert_array(b, s + 1, n - 2, depth, truncated);
		return true;
	case '~':
		if (n < 3 || s[1] != '[' || skip_group(s, 1, n) != n || s[n - 1] != ']')
			return false;
		jb_puts(b, "{\"not\":");
		convert_array(b, s + 2, n - 3, depth, NULL);
		jb_puts(b, "}");
		return true;
	}

	size_t k = ident_len(s, n);
	size_t field = field_len(s, n);
	if (field) {
		/* clone(child_stack=NULL, flags=...): as inside a struct. */
		jb_puts(b, "{");
		jb_string(b, s, field);
		jb_puts(b, ":");
		convert(b, s + field + 1, n - field - 1, hint, depth + 1, truncated);
		jb_puts(b, "}");
		return true;
	}
	if (k && k < n && s[k] == '(' && skip_group(s, k, n) == n && s[n - 1] == ')') {
		jb_puts(b, "{\"call\":");
		jb_string(b, s, k);
		jb_puts(b, ",\"args\":");
		convert_list(b, s + k + 1, n - k - 2, depth, NULL);
		jb_puts(b, "}");
		return true;
	}

	size_t lt = 0;
	while (lt < n && (is_ident_char(s[lt]) || (lt == 0 && s[lt] == '-')))
		lt++;
	if (lt && lt < n && angle_opens(s, lt, n))
		return convert_fd(b, s, n, lt);

	if (find_top(s, n, "|") < n || find_top(s, n, "<<") < n)
		return convert_flags(b, s, n);

	if (n > 1 && s[0] == '-' && ident_len(s + 1, n - 1) == n - 1) {
		jb_puts(b, "{\"name\":");
		jb_string(b, s, n);
		jb_puts(b, "}");
		return true;
	}

	if (find_top(s, n, " or ") < n)
		return convert_alternatives(b, s, n);

	if (k == n) {
		jb_puts(b, hint == JV_FLAGS ? "{\"flags\":[" : "{\"name\":");
		jb_string(b, s, n);
		jb_puts(b, hint == JV_FLAGS ? "]}" : "}");
		return true;
	}
	return false;
}

/* Where the first comment is, at any depth (n when there is none). */
static size_t first_comment(const char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		if (s[i] == '"')
			i = skip_string(s, i, n);
		else if (angle_opens(s, i, n))
			i = skip_angle(s, i, n);
		else if (comment_at(s, i, n))
			return i;
		else
			i++;
	}
	return n;
}

/* Comments are dropped wherever they are, at once for the whole value; a
 * value that is only a comment is {"comment": its text}. */
static bool convert_commented(struct jbuf *b, const char *s, size_t n, size_t at,
			      enum jv_hint hint, unsigned depth, bool *truncated)
{
	char *copy = malloc(n);
	if (!copy)
		return false;
	size_t m = 0;
	memcpy(copy, s, at);
	m = at;
	for (size_t i = at; i < n;) {
		size_t next;
		if (s[i] == '"')
			next = skip_string(s, i, n);
		else if (angle_opens(s, i, n))
			next = skip_angle(s, i, n);
		else if (comment_at(s, i, n)) {
			i = skip_comment(s, i, n);
			continue;
		} else
			next = i + 1;
		memcpy(copy + m, s + i, next - i);
		m += next - i;
		i = next;
	}
	const char *c = copy;
	trim(&c, &m);
	bool ok;
	if (m) {
		ok = convert_known(b, c, m, hint, depth + 1, truncated);
	} else {
		size_t end = skip_comment(s, at, n);
		const char *body = s + at + 2;
		size_t len = end - at - 2;
		if (len >= 2 && body[len - 2] == '*' && body[len - 1] == '/')
			len -= 2;
		trim(&body, &len);
		jb_puts(b, "{\"comment\":");
		jb_string(b, body, len);
		jb_puts(b, "}");
		ok = true;
	}
	free(copy);
	return ok;
}

static void convert(struct jbuf *b, const char *s, size_t n, enum jv_hint hint,
		    unsigned depth, bool *truncated)
{
	trim(&s, &n);
	size_t mark = b->len;
	bool cut = false;
	size_t comment = first_comment(s, n);
	if (depth <= MAX_DEPTH &&
	    (comment < n ? convert_commented(b, s, n, comment, hint, depth, &cut)
			 : convert_known(b, s, n, hint, depth, &cut))) {
		if (cut && truncated)
			*truncated = true;
		return;
	}
	b->len = mark;
	if (b->buf)
		b->buf[mark] = 0;
	put_text(b, s, n);
}

void jv_convert(struct jbuf *b, const char *text, size_t len, enum jv_hint hint, bool *truncated)
{
	convert(b, text, len, hint, 0, truncated);
}
