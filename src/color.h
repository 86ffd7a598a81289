/* --color: the text format in colour, as strace 7 paints it.  The classes
 * and SEIZE_COLORS (or STRACE_COLORS) keys are strace's. */
#ifndef SEIZE_COLOR_H
#define SEIZE_COLOR_H

#include <stdbool.h>

enum color_class {
	COL_SYSCALL, COL_ARGNAME, COL_ARGVAL, COL_CALL, COL_CONST, COL_COMMENT,
	COL_PUNCT, COL_RETVAL, COL_ERROR, N_COLOR_CLASSES,
};

enum color_mode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };

/* The SGR parameters of each class ("1;33"), "" for none. */
struct palette {
	char sgr[N_COLOR_CLASSES][24];
};

/* --color=auto|always|never; false when arg is none of them. */
bool parse_color_mode(const char *arg, enum color_mode *mode);
/* Whether a trace written to a file that is a terminal (tty) or not gets
 * colours: always; never; auto only on a terminal and without NO_COLOR. */
bool color_wanted(enum color_mode mode, bool tty);
/* The defaults, changed by SEIZE_COLORS or else STRACE_COLORS
 * ("syscall=1;33:retval=32:..."); false with a message in err when the
 * variable is malformed. */
bool palette_init(struct palette *p, const char **err);

#endif
