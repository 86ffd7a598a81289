/* Colours for the text format (color.h). */
#include <stdlib.h>
#include <string.h>

#include "color.h"

static const char *const class_names[N_COLOR_CLASSES] = {
	[COL_SYSCALL] = "syscall", [COL_ARGNAME] = "argname", [COL_ARGVAL] = "argval",
	[COL_CALL] = "call", [COL_CONST] = "const", [COL_COMMENT] = "comment",
	[COL_PUNCT] = "punct", [COL_RETVAL] = "retval", [COL_ERROR] = "error",
};

static const char *const defaults[N_COLOR_CLASSES] = {
	[COL_SYSCALL] = "1;33", [COL_ARGNAME] = "39", [COL_ARGVAL] = "35",
	[COL_CALL] = "1;34", [COL_CONST] = "1;36", [COL_COMMENT] = "36",
	[COL_PUNCT] = "0", [COL_RETVAL] = "32", [COL_ERROR] = "31",
};

bool parse_color_mode(const char *arg, enum color_mode *mode)
{
	static const struct { const char *name; enum color_mode mode; } modes[] = {
		{ "auto", COLOR_AUTO }, { "always", COLOR_ALWAYS }, { "never", COLOR_NEVER },
	};
	for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
		if (!strcmp(arg, modes[i].name)) {
			*mode = modes[i].mode;
			return true;
		}
	return false;
}

bool color_wanted(enum color_mode mode, bool tty)
{
	if (mode != COLOR_AUTO)
		return mode == COLOR_ALWAYS;
	/* https://no-color.org: set and not empty */
	const char *no = getenv("NO_COLOR");
	return tty && !(no && *no);
}

/* SGR parameters: digits and semicolons, nothing that could end the
 * sequence early or start another. */
static bool valid_sgr(const char *s, size_t n)
{
	if (n >= sizeof ((struct palette *)0)->sgr[0])
		return false;
	for (size_t i = 0; i < n; i++)
		if (!(s[i] == ';' || (s[i] >= '0' && s[i] <= '9')))
			return false;
	return true;
}

bool palette_init(struct palette *p, const char **err)
{
	for (int c = 0; c < N_COLOR_CLASSES; c++)
		strcpy(p->sgr[c], defaults[c]);
	const char *spec = getenv("SEIZE_COLORS");
	if (!spec)
		spec = getenv("STRACE_COLORS");
	if (!spec)
		return true;
	while (*spec) {
		const char *end = strchr(spec, ':');
		size_t len = end ? (size_t)(end - spec) : strlen(spec);
		const char *eq = memchr(spec, '=', len);
		int c = N_COLOR_CLASSES;
		if (eq)
			for (c = 0; c < N_COLOR_CLASSES; c++)
				if (strlen(class_names[c]) == (size_t)(eq - spec) &&
				    !memcmp(spec, class_names[c], (size_t)(eq - spec)))
					break;
		size_t vlen = eq ? len - (size_t)(eq - spec) - 1 : 0;
		if (len && (c == N_COLOR_CLASSES || !valid_sgr(eq + 1, vlen))) {
			*err = "invalid SEIZE_COLORS (or STRACE_COLORS): want KEY=SGR[:KEY=SGR]..., "
			       "keys syscall argname argval call const comment punct retval error";
			return false;
		}
		if (len) {
			memcpy(p->sgr[c], eq + 1, vlen);
			p->sgr[c][vlen] = 0;
		}
		spec += len + (end != NULL);
	}
	return true;
}
