/* strace notation to JSON.  In --json mode the decoders print as always; the
 * text of each argument is then read back by this converter, so there is no
 * second decoder to keep in step with the first.
 *
 * This file holds the rules below and the values without brackets
 * (numbers, strings, names, flag sets, descriptors, comments);
 * json-compound.c writes structs, arrays and call arguments, and
 * json-scan.c is the lexical layer both read the text with.
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json-compound.h"
#include "json-scan.h"
#include "json-value.h"

/* Deeper nesting than this is written as text: garbage input must not
 * exhaust the stack. */
#define MAX_DEPTH 32

static void put_number(struct jbuf *b, bool neg, unsigned long long v)
{
	jb_printf(b, neg && v ? "-%llu" : "%llu", v);
}

/* Escaped bytes (a string's inside, a path) as jb_bytes writes them. */
static bool put_escaped(struct jbuf *b, const char *s, size_t n, bool truncated)
{
	char stackbuf[512];
	char *buf = n <= sizeof stackbuf ? stackbuf : malloc(n);
	size_t len;
	bool ok = buf && scan_unescape(s, n, buf, &len);
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

/* 3</path>, 3<TCP:[...]>, 3<pid:42>, AT_FDCWD</path>; k is where < is. */
static bool convert_fd(struct jbuf *b, const char *s, size_t n, size_t k)
{
	size_t end = scan_skip_angle(s, k, n);
	if (s[end - 1] != '>' || end < k + 2)
		return false;
	const char *rest = s + end;
	size_t rn = n - end;
	bool deleted = scan_equals(rest, rn, "(deleted)");
	if (rn && !deleted)
		return false;
	bool neg;
	unsigned long long fd;
	jb_puts(b, "{");
	if (scan_parse_number(s, k, &neg, &fd)) {
		jb_puts(b, "\"fd\":");
		put_number(b, neg, fd);
	} else {
		if (scan_equals(s, k, "AT_FDCWD"))
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
		   scan_parse_number(p + 4, pn - 4, &neg, &fd) && !neg) {
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
		size_t end = scan_find_top(s, n, "|");
		const char *part = s;
		size_t len = end;
		scan_trim(&part, &len);
		bool neg;
		unsigned long long v;
		size_t shift = scan_find_top(part, len, "<<");
		if (len && shift < len) {
			/* 1<<CAP_KILL names bit CAP_KILL; a field such as
			 * 21<<MFD_HUGE_SHIFT is kept as written. */
			const char *x = part, *y = part + shift + 2;
			size_t xn = shift, yn = len - shift - 2;
			scan_trim(&x, &xn);
			scan_trim(&y, &yn);
			if (!scan_word(x, xn) || !scan_word(y, yn))
				return false;
			if (!first)
				jb_puts(b, ",");
			if (scan_equals(x, xn, "1") && scan_ident_len(y, yn) == yn)
				jb_string(b, y, yn);
			else
				jb_string(b, part, len);
			first = false;
		} else if (len && scan_ident_len(part, len) == len) {
			if (!first)
				jb_puts(b, ",");
			jb_string(b, part, len);
			first = false;
		} else if (scan_parse_number(part, len, &neg, &v) && !neg) {
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
		size_t end = scan_find_top(s, n, " or ");
		if (!end || scan_ident_len(s, end) != end)
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
	size_t end = scan_skip_string(s, 0, n);
	if (end < 2 || s[end - 1] != '"')
		return false;
	bool cut = scan_is_ellipsis(s + end, n - end);
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
	size_t at = scan_find_top(s, n, "*");
	if (at == n)
		return false;
	for (;;) {
		bool neg;
		unsigned long long v;
		size_t end = scan_find_top(s, n, "*");
		if (!scan_parse_number(s, end, &neg, &v) || neg ||
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

	size_t at = scan_find_top(s, n, " => ");
	if (at < n) {
		jb_puts(b, "{\"in\":");
		jv_convert_depth(b, s, at, hint, depth + 1, truncated);
		jb_puts(b, ",\"out\":");
		jv_convert_depth(b, s + at + 4, n - at - 4, hint, depth + 1, truncated);
		jb_puts(b, "}");
		return true;
	}

	if (scan_equals(s, n, "NULL") || scan_equals(s, n, "?")) {
		jb_puts(b, "null");
		return true;
	}

	bool neg;
	unsigned long long v;
	if (scan_parse_number(s, n, &neg, &v)) {
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
		if (scan_skip_group(s, 0, n) != n || s[n - 1] != '}')
			return false;
		return jv_convert_struct(b, s + 1, n - 2, depth, truncated);
	case '[':
		if (scan_skip_group(s, 0, n) != n || s[n - 1] != ']')
			return false;
		jv_convert_array(b, s + 1, n - 2, depth, truncated);
		return true;
	case '~':
		if (n < 3 || s[1] != '[' || scan_skip_group(s, 1, n) != n || s[n - 1] != ']')
			return false;
		jb_puts(b, "{\"not\":");
		jv_convert_array(b, s + 2, n - 3, depth, NULL);
		jb_puts(b, "}");
		return true;
	}

	size_t k = scan_ident_len(s, n);
	size_t field = scan_field_len(s, n);
	if (field) {
		/* clone(child_stack=NULL, flags=...): as inside a struct. */
		jb_puts(b, "{");
		jb_string(b, s, field);
		jb_puts(b, ":");
		jv_convert_depth(b, s + field + 1, n - field - 1, hint, depth + 1, truncated);
		jb_puts(b, "}");
		return true;
	}
	if (k && k < n && s[k] == '(' && scan_skip_group(s, k, n) == n && s[n - 1] == ')') {
		jb_puts(b, "{\"call\":");
		jb_string(b, s, k);
		jb_puts(b, ",\"args\":");
		jv_convert_list(b, s + k + 1, n - k - 2, depth, NULL);
		jb_puts(b, "}");
		return true;
	}

	size_t lt = 0;
	while (lt < n && (scan_is_ident_char(s[lt]) || (lt == 0 && s[lt] == '-')))
		lt++;
	if (lt && lt < n && scan_angle_opens(s, lt, n))
		return convert_fd(b, s, n, lt);

	if (scan_find_top(s, n, "|") < n || scan_find_top(s, n, "<<") < n)
		return convert_flags(b, s, n);

	if (n > 1 && s[0] == '-' && scan_ident_len(s + 1, n - 1) == n - 1) {
		jb_puts(b, "{\"name\":");
		jb_string(b, s, n);
		jb_puts(b, "}");
		return true;
	}

	if (scan_find_top(s, n, " or ") < n)
		return convert_alternatives(b, s, n);

	if (k == n) {
		jb_puts(b, hint == JV_FLAGS ? "{\"flags\":[" : "{\"name\":");
		jb_string(b, s, n);
		jb_puts(b, hint == JV_FLAGS ? "]}" : "}");
		return true;
	}
	return false;
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
			next = scan_skip_string(s, i, n);
		else if (scan_angle_opens(s, i, n))
			next = scan_skip_angle(s, i, n);
		else if (scan_comment_at(s, i, n)) {
			i = scan_skip_comment(s, i, n);
			continue;
		} else
			next = i + 1;
		memcpy(copy + m, s + i, next - i);
		m += next - i;
		i = next;
	}
	const char *c = copy;
	scan_trim(&c, &m);
	bool ok;
	if (m) {
		ok = convert_known(b, c, m, hint, depth + 1, truncated);
	} else {
		size_t end = scan_skip_comment(s, at, n);
		const char *body = s + at + 2;
		size_t len = end - at - 2;
		if (len >= 2 && body[len - 2] == '*' && body[len - 1] == '/')
			len -= 2;
		scan_trim(&body, &len);
		jb_puts(b, "{\"comment\":");
		jb_string(b, body, len);
		jb_puts(b, "}");
		ok = true;
	}
	free(copy);
	return ok;
}

void jv_convert_depth(struct jbuf *b, const char *s, size_t n, enum jv_hint hint,
		      unsigned depth, bool *truncated)
{
	scan_trim(&s, &n);
	size_t mark = b->len;
	bool cut = false;
	size_t comment = scan_first_comment(s, n);
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
	jv_convert_depth(b, text, len, hint, 0, truncated);
}
