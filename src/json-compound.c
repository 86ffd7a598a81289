/* The bracketed values of the strace-notation-to-JSON converter: structs
 * {a=1, ...}, arrays and sets [...], a call's argument list and wait
 * statuses (the rules are at the top of json-value.c).  Each item goes back
 * through jv_convert_depth, one level deeper. */
#include <stdlib.h>
#include <string.h>

#include "json-compound.h"
#include "json-scan.h"

/* NAME(s) or NAME(s) == VALUE, joined by &&: a wait status. Writes the
 * members (with a leading comma unless first) when out is not NULL. */
static bool status_terms(struct jbuf *out, const char *s, size_t n, bool first, unsigned depth)
{
	for (;;) {
		size_t end = scan_find_top(s, n, " && ");
		const char *t = s;
		size_t tn = end;
		scan_trim(&t, &tn);
		size_t k = scan_ident_len(t, tn);
		if (!k || tn < k + 3 || memcmp(t + k, "(s)", 3))
			return false;
		const char *v = t + k + 3;
		size_t vn = tn - k - 3;
		scan_trim(&v, &vn);
		if (vn && (vn < 3 || memcmp(v, "==", 2)))
			return false;
		if (out) {
			if (!first)
				jb_puts(out, ",");
			jb_string(out, t, k);
			jb_puts(out, ":");
			if (vn)
				jv_convert_depth(out, v + 2, vn - 2, JV_ANY, depth + 1, NULL);
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

/* inet_pton(AF_INET6, "::1", &sin6_addr): a call that fills the field it
 * names last; the length of that name, which starts at *field. */
static size_t call_field(const char *s, size_t n, const char **field)
{
	size_t k = scan_ident_len(s, n);
	if (!k || k >= n || s[k] != '(' || scan_skip_group(s, k, n) != n || s[n - 1] != ')')
		return 0;
	size_t end = n - 1, i = end;
	while (i > k && scan_is_ident_char(s[i - 1]))
		i--;
	if (i == end || i < k + 2 || s[i - 1] != '&' || !scan_is_ident_start(s[i]))
		return 0;
	*field = s + i;
	return end - i;
}

enum item_kind { ITEM_FIELD, ITEM_CALL_FIELD, ITEM_STATUS, ITEM_OTHER };

static enum item_kind item_kind(const char *p, size_t len, unsigned depth)
{
	const char *field;
	if (scan_field_len(p, len))
		return ITEM_FIELD;
	if (call_field(p, len, &field))
		return ITEM_CALL_FIELD;
	if (status_terms(NULL, p, len, true, depth))
		return ITEM_STATUS;
	return ITEM_OTHER;
}

/* {field=value, ...} is an object, {1, 2} an array.  In an object, items
 * without a field name (???, extra bytes after a comment) go to "extra". */
bool jv_convert_struct(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	struct scan_items it;
	const char *p;
	size_t len;
	bool named = false, positional = false, cut = false;
	scan_items_init(&it, s, n);
	while (scan_next_item(&it, &p, &len)) {
		if (scan_is_ellipsis(p, len) && it.done)
			cut = true;
		else if (item_kind(p, len, depth) != ITEM_OTHER)
			named = true;
		else
			positional = true;
	}
	if (!named && (positional || cut)) {
		jv_convert_list(b, s, n, depth, truncated);
		return true;
	}
	jb_puts(b, "{");
	bool first = true;
	scan_items_init(&it, s, n);
	while (scan_next_item(&it, &p, &len)) {
		if (scan_is_ellipsis(p, len) && it.done)
			break;
		const char *field;
		size_t k;
		switch (item_kind(p, len, depth)) {
		case ITEM_FIELD:
			k = scan_field_len(p, len);
			if (!first)
				jb_puts(b, ",");
			jb_string(b, p, k);
			jb_puts(b, ":");
			jv_convert_depth(b, p + k + 1, len - k - 1, JV_ANY, depth + 1, NULL);
			break;
		case ITEM_CALL_FIELD:
			k = call_field(p, len, &field);
			if (!first)
				jb_puts(b, ",");
			jb_string(b, field, k);
			jb_puts(b, ":");
			jv_convert_depth(b, p, len, JV_ANY, depth + 1, NULL);
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
		scan_items_init(&it, s, n);
		while (scan_next_item(&it, &p, &len)) {
			if ((scan_is_ellipsis(p, len) && it.done) || item_kind(p, len, depth) != ITEM_OTHER)
				continue;
			if (!first_extra)
				jb_puts(b, ",");
			jv_convert_depth(b, p, len, JV_ANY, depth + 1, NULL);
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

/* [INT TERM]: names, numbers or descriptors separated by blanks, no
 * commas (signal sets, fd sets). */
static bool convert_set(struct jbuf *b, const char *s, size_t n, unsigned depth)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n;) {
		size_t j = scan_token_end(s, i, n);
		size_t k = 0;
		while (k < j - i && s[i + k] >= '0' && s[i + k] <= '9')
			k++;
		bool fd = k && k < j - i && scan_angle_opens(s, i + k, n);
		if (!fd && (!scan_word(s + i, j - i) || scan_equals(s + i, j - i, "NULL")))
			return false;
		for (i = j; i < n && scan_is_blank(s[i]); i++)
			;
	}
	jb_puts(b, "[");
	for (size_t i = 0; i < n;) {
		size_t j = scan_token_end(s, i, n);
		if (i)
			jb_puts(b, ",");
		if (scan_ident_len(s + i, j - i) == j - i)
			jb_string(b, s + i, j - i);
		else
			jv_convert_depth(b, s + i, j - i, JV_ANY, depth + 1, NULL);
		for (i = j; i < n && scan_is_blank(s[i]); i++)
			;
	}
	jb_puts(b, "]");
	return true;
}

/* The items between brackets as a JSON array, or {"items":[...],
 * "truncated":true} when the last one is "...". */
void jv_convert_list(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	struct scan_items it;
	const char *p;
	size_t len;
	bool first = true, cut = false;
	size_t mark = b->len;
	scan_items_init(&it, s, n);
	jb_puts(b, "[");
	while (scan_next_item(&it, &p, &len)) {
		if (scan_is_ellipsis(p, len) && it.done) {
			cut = true;
			break;
		}
		if (!first)
			jb_puts(b, ",");
		first = false;
		jv_convert_depth(b, p, len, JV_ANY, depth + 1, NULL);
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

void jv_convert_array(struct jbuf *b, const char *s, size_t n, unsigned depth, bool *truncated)
{
	scan_trim(&s, &n);
	if (scan_find_top(s, n, ", ") == n && convert_set(b, s, n, depth))
		return;
	jv_convert_list(b, s, n, depth, truncated);
}
