/* The lexical layer of the strace-notation-to-JSON converter (see
 * json-scan.c): the text of a value is s[0..n), and scanning functions
 * take the index i of what they start at. */
#ifndef SEIZE_JSON_SCAN_H
#define SEIZE_JSON_SCAN_H

#include <stdbool.h>
#include <stddef.h>

bool scan_is_ident_start(char c);
bool scan_is_ident_char(char c);
bool scan_is_blank(char c);
/* Drop blanks from both ends of s[0..*n). */
void scan_trim(const char **s, size_t *n);
bool scan_equals(const char *s, size_t n, const char *word);
/* The length of the C identifier at s, 0 when there is none. */
size_t scan_ident_len(const char *s, size_t n);
/* field=value: the length of "field", 0 when s has no field name. */
size_t scan_field_len(const char *s, size_t n);
/* s is "...": a truncation mark. */
bool scan_is_ellipsis(const char *s, size_t n);

/* From the opening character at i, the index just after what it opens (n
 * when it is never closed): a quoted string, a comment (they nest), a
 * descriptor's <details>, a bracketed group. */
size_t scan_skip_string(const char *s, size_t i, size_t n);
size_t scan_skip_comment(const char *s, size_t i, size_t n);
size_t scan_skip_angle(const char *s, size_t i, size_t n);
size_t scan_skip_group(const char *s, size_t i, size_t n);
/* A comment starts at i; a descriptor's <details> open at i. */
bool scan_comment_at(const char *s, size_t i, size_t n);
bool scan_angle_opens(const char *s, size_t i, size_t n);
/* Where pat first occurs outside strings, comments and brackets; n if not. */
size_t scan_find_top(const char *s, size_t n, const char *pat);
/* The index after the blank-separated token at i. */
size_t scan_token_end(const char *s, size_t i, size_t n);
/* Where the first comment is, at any depth (n when there is none). */
size_t scan_first_comment(const char *s, size_t n);

/* The items of a list between brackets, one at a time, without
 * surrounding blanks: scan_items_init, then scan_next_item until false. */
struct scan_items {
	const char *s;
	size_t n, at;
	bool done;
};

void scan_items_init(struct scan_items *it, const char *s, size_t n);
bool scan_next_item(struct scan_items *it, const char **p, size_t *len);

/* A decimal, 0x hex or 0 octal number with an optional minus sign, exact
 * at 64 bits; false for anything else. */
bool scan_parse_number(const char *s, size_t n, bool *neg, unsigned long long *value);
/* A name or a number, alone. */
bool scan_word(const char *s, size_t n);
/* Decode strace's escapes in s into out (room for n bytes); false for an
 * escape seize does not print. */
bool scan_unescape(const char *s, size_t n, char *out, size_t *outlen);

#endif
