/* Unit driver for the strace-notation-to-JSON converter (src/json-value.c).
 *
 *   jsonv [-t]     each line "HINT<TAB>TEXT" (HINT any or flags; without a
 *                  tab the hint is any) -> the JSON of TEXT, one line; -t
 *                  adds "<TAB>truncated" when the converter said so
 *   jsonv -a       each line an argument list -> one JSON array of its
 *                  converted pieces
 *   jsonv -l       each line a line of a seize trace -> the JSON array of
 *                  its arguments; lines that are not a whole syscall
 *                  (signals, exits, unfinished and resumed) print nothing
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json-value.h"

enum { MAX_ARGS = 64 };

static void print_list(struct jbuf *b, const char *s, size_t n, enum jv_hint hint)
{
	size_t start[MAX_ARGS], lens[MAX_ARGS];
	size_t count = jv_split_args(s, n, MAX_ARGS, start, lens);
	jb_puts(b, "[");
	for (size_t i = 0; i < count; i++) {
		if (i)
			jb_puts(b, ",");
		jv_convert(b, s + start[i], lens[i], hint, NULL);
	}
	jb_puts(b, "]");
}

/* "[pid N] name(ARGS) = RET" or "N  name(ARGS) = RET": ARGS, found before
 * the last ") = " (the return value never holds one). */
static bool trace_args(const char *line, size_t n, const char **args, size_t *len)
{
	size_t i = 0;
	if (n > 5 && !strncmp(line, "[pid ", 5)) {
		char *end = memchr(line, ']', n);
		if (!end)
			return false;
		i = (size_t)(end - line) + 1;
	} else {
		while (i < n && line[i] >= '0' && line[i] <= '9')
			i++;
	}
	while (i < n && line[i] == ' ')
		i++;
	size_t name = i;
	while (i < n && (line[i] == '_' || (line[i] >= 'a' && line[i] <= 'z') ||
			 (line[i] >= '0' && line[i] <= '9')))
		i++;
	if (i == name || i >= n || line[i] != '(')
		return false;
	static const char unfinished[] = " <unfinished ...>";
	size_t ulen = sizeof unfinished - 1;
	if (n >= ulen && !memcmp(line + n - ulen, unfinished, ulen))
		return false;
	size_t open = i + 1;
	for (size_t close = n; close-- > open;) {
		if (line[close] != ')')
			continue;
		size_t j = close + 1;
		while (j < n && line[j] == ' ')
			j++;
		if (j + 1 < n && line[j] == '=' && line[j + 1] == ' ') {
			*args = line + open;
			*len = close - open;
			return true;
		}
	}
	return false;
}

int main(int argc, char **argv)
{
	int opt;
	char mode = 0;
	bool show_cut = false;
	while ((opt = getopt(argc, argv, "alt")) != -1) {
		if (opt == 't')
			show_cut = true;
		else if (opt == 'a' || opt == 'l')
			mode = (char)opt;
		else {
			fputs("usage: jsonv [-a|-l] [-t] < lines\n", stderr);
			return 2;
		}
	}
	struct jbuf b = { 0 };
	char *line = NULL;
	size_t cap = 0;
	ssize_t got;
	while ((got = getline(&line, &cap, stdin)) != -1) {
		size_t n = (size_t)got;
		if (n && line[n - 1] == '\n')
			n--;
		const char *s = line;
		enum jv_hint hint = JV_ANY;
		if (mode != 'l') {
			const char *tab = memchr(s, '\t', n);
			if (tab && tab - s == 5 && !strncmp(s, "flags", 5))
				hint = JV_FLAGS;
			if (tab && (hint == JV_FLAGS || (tab - s == 3 && !strncmp(s, "any", 3)))) {
				n -= (size_t)(tab + 1 - s);
				s = tab + 1;
			}
		}
		/* An exact copy, so a read past the end shows under ASan. */
		char *copy = malloc(n ? n : 1);
		if (!copy)
			return 1;
		memcpy(copy, s, n);
		s = copy;
		bool cut = false;
		jb_reset(&b);
		if (mode == 'a') {
			print_list(&b, s, n, hint);
		} else if (mode == 'l') {
			const char *args;
			size_t len;
			if (!trace_args(s, n, &args, &len)) {
				free(copy);
				continue;
			}
			print_list(&b, args, len, JV_ANY);
		} else {
			jv_convert(&b, s, n, hint, &cut);
		}
		fwrite(b.buf, 1, b.len, stdout);
		fputs(show_cut && cut ? "\ttruncated\n" : "\n", stdout);
		free(copy);
	}
	free(line);
	jb_free(&b);
	return 0;
}
