/* Checks that a trace is well-formed and safe for a terminal:
 *   wellformed FILE
 * Every line must be a syscall line "name(...) = ...", a signal line
 * "--- ... ---", an exit line "+++ ... +++" (each maybe after a pid prefix)
 * or a -k stack frame " > ..."; quotes and brackets must
 * balance outside quoted strings; no control byte (0x00-0x1f but the
 * newline, 0x7f, C1 controls) and no invalid UTF-8 may appear, since a
 * tracee could otherwise drive the terminal reading the trace.  Prints each
 * bad line with the reason and exits 1 if there was one, 0 otherwise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Length of the valid UTF-8 sequence at s (at most n bytes), 0 if invalid
 * or a C1 control (U+0080-U+009F). */
static size_t utf8_length(const unsigned char *s, size_t n)
{
	size_t len;
	unsigned cp;
	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	if (len > n)
		return 0;
	cp = s[0] & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if (cp < 0xa0 || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

static const char *bad_bytes(const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == 0x7f || s[i] < 0x20)
			return "raw control byte";
		if (s[i] >= 0x80) {
			size_t len = utf8_length(s + i, n - i);
			if (!len)
				return "invalid UTF-8 or C1 control";
			i += len - 1;
		}
	}
	return NULL;
}

/* Scans s[from..n) and returns the first position where the bracket depth
 * returns to `stop` (0 to scan all), or n; sets *why on imbalance. */
static size_t balance(const char *s, size_t n, size_t from, int stop_at_depth_zero, const char **why)
{
	char stack[256];
	size_t depth = 0;
	int in_string = 0;
	for (size_t i = from; i < n; i++) {
		char c = s[i];
		if (in_string) {
			if (c == '\\') {
				if (++i == n)
					break;
			} else if (c == '"') {
				in_string = 0;
			}
			continue;
		}
		if (c == '"') {
			in_string = 1;
		} else if (c == '(' || c == '[' || c == '{') {
			if (depth == sizeof stack) {
				*why = "brackets nested too deep";
				return n;
			}
			stack[depth++] = c == '(' ? ')' : c == '[' ? ']' : '}';
		} else if (c == ')' || c == ']' || c == '}') {
			if (depth == 0 || stack[depth - 1] != c) {
				*why = "unbalanced bracket";
				return n;
			}
			if (--depth == 0 && stop_at_depth_zero)
				return i;
		}
	}
	if (in_string)
		*why = "unterminated string";
	else if (depth)
		*why = "unclosed bracket";
	return n;
}

static const char *bad_line(const char *s, size_t n)
{
	const char *why = bad_bytes((const unsigned char *)s, n);
	size_t i = 0;
	if (why)
		return why;
	/* A pid prefix: "[pid  N] " or, with -f -o, "N  ". */
	if (n > 6 && strncmp(s, "[pid ", 5) == 0) {
		for (i = 5; i < n && s[i] == ' '; i++)
			;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i + 1 >= n || s[i] != ']' || s[i + 1] != ' ')
			return "bad pid prefix";
		s += i + 2, n -= i + 2, i = 0;
	} else if (n && s[0] >= '0' && s[0] <= '9') {
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == n || s[i] != ' ')
			return "bad pid prefix";
		while (i < n && s[i] == ' ')
			i++;
		s += i, n -= i, i = 0;
	}
	/* -k: a stack frame, " > FILE(SYMBOL+OFFSET) [0xADDR]". */
	if (n > 3 && strncmp(s, " > ", 3) == 0) {
		balance(s, n, 0, 0, &why);
		return why;
	}
	if (n >= 8 && (strncmp(s, "--- ", 4) == 0 || strncmp(s, "+++ ", 4) == 0)) {
		if (strncmp(s + n - 4, s[0] == '-' ? " ---" : " +++", 4))
			return "signal or exit line not closed";
		balance(s, n, 0, 0, &why);
		return why;
	}
	while (i < n && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
		i++;
	if (i == 0 || i == n || s[i] != '(')
		return "not a syscall, signal or exit line";
	i = balance(s, n, i, 1, &why);
	if (why)
		return why;
	if (i == n)
		return "arguments not closed";
	for (i++; i < n && s[i] == ' '; i++)
		;
	if (n - i < 2 || s[i] != '=' || s[i + 1] != ' ')
		return "no \" = \" after the arguments";
	balance(s, n, i, 0, &why);
	return why;
}

int main(int argc, char **argv)
{
	FILE *in;
	char *line = NULL;
	size_t cap = 0, lines = 0, bad = 0;
	ssize_t len;
	if (argc != 2 || !(in = fopen(argv[1], "r"))) {
		fprintf(stderr, "usage: wellformed FILE\n");
		return 2;
	}
	while ((len = getline(&line, &cap, in)) > 0) {
		const char *why;
		lines++;
		if (line[len - 1] != '\n')
			why = "last line not ended";
		else
			why = bad_line(line, len - 1);
		if (why && ++bad <= 20) {
			/* Shown with its unsafe bytes as '?', the point of the check. */
			for (ssize_t i = 0; i < len; i++)
				if ((unsigned char)line[i] < 0x20 || (unsigned char)line[i] >= 0x7f)
					line[i] = '?';
			printf("line %zu: %s: %.300s\n", lines, why, line);
		}
	}
	free(line);
	if (lines == 0)
		printf("empty trace\n");
	return bad || lines == 0;
}
