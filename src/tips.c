/* The tips --tips gives: seize's own, about what a strace user may not
 * know it does.  ID picks one (modulo their number), random and
 * tip-of-the-day as in strace; full draws a box, compact is the text. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tips.h"
#include "util.h"

static const char *const tips[] = {
	"-y prints the file behind each descriptor, as read(3</etc/passwd>, ...); "
	"-yy adds socket addresses and device numbers.",
	"-e trace=%file traces every call that takes a file name; %desc, %network, "
	"%process, %signal, %memory, %ipc and %creds exist too.",
	"-Z shows only the calls that failed: seize -Z -e trace=%file CMD lists the "
	"files a program looked for and did not find.",
	"-k prints the stack of each traced call; -kk adds the source file and line "
	"of each frame.",
	"-c counts the time, calls and errors of each syscall and prints a table at "
	"the end; -C prints it after the trace.",
	"-j writes JSON Lines, one typed object per event: seize -j CMD 2>&1 | jq is "
	"a trace you can query.",
	"^Z, fg and bg act on a traced command as without seize: the tracer runs "
	"beside the job, never in it.",
	"-p PID traces a running process; ^C detaches and leaves it running, and "
	"-f follows the children it creates from then on.",
	"-f -o FILE starts each line with its pid; -ff -o FILE writes FILE.PID, one "
	"file per process.",
	"-T shows the time spent in each call, -r the time since the previous line, "
	"-tt the wall clock with microseconds.",
	"-X verbose prints every named constant with its number, -X raw only the "
	"numbers; -v prints structs in full.",
	"-P PATH shows only the calls that touch PATH, by name or by a descriptor "
	"open on it.",
};
enum { N_TIPS = sizeof tips / sizeof tips[0] };

void tips_option(struct tip_options *o, const char *arg)
{
	o->format = TIPS_COMPACT;
	o->pick = TIP_OF_THE_DAY;
	if (!arg)
		return;
	char *copy = xstrdup(arg), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		bool is_id = !strncmp(tok, "id:", 3), is_format = !strncmp(tok, "format:", 7);
		const char *v = is_id ? tok + 3 : is_format ? tok + 7 : tok;
		char *end;
		long n = strtol(v, &end, 10);
		if (!is_id && !strcmp(v, "none"))
			o->format = TIPS_OFF;
		else if (!is_id && !strcmp(v, "compact"))
			o->format = TIPS_COMPACT;
		else if (!is_id && !strcmp(v, "full"))
			o->format = TIPS_FULL;
		else if (!is_format && !strcmp(v, "random"))
			o->pick = TIP_RANDOM;
		else if (!is_format && !strcmp(v, "tip-of-the-day"))
			o->pick = TIP_OF_THE_DAY;
		else if (!is_format && *v && !*end && n >= 0 && n <= 1 << 30)
			o->pick = TIP_BY_ID, o->id = (int)n;
		else
			die_usage("invalid --tips argument: '%s'", arg);
	}
	free(copy);
}

/* The text wrapped at width columns, each line framed by left and right. */
static void print_wrapped(const char *text, int width, const char *left, const char *right)
{
	const char *p = text;
	if (!*p)
		fprintf(stderr, "%s%*s%s\n", left, width, "", right);
	while (*p) {
		int len = (int)strlen(p);
		if (len > width) {
			len = width;
			while (len > 0 && p[len] != ' ')
				len--;
			if (len == 0)
				len = width;
		}
		fprintf(stderr, "%s%-*.*s%s\n", left, width, len, p, right);
		p += len;
		while (*p == ' ')
			p++;
	}
}

void tips_print(const struct tip_options *o)
{
	if (o->format == TIPS_OFF)
		return;
	int i;
	if (o->pick == TIP_BY_ID) {
		i = o->id % N_TIPS;
	} else if (o->pick == TIP_RANDOM) {
		srand((unsigned)time(NULL) ^ (unsigned)getpid());
		i = rand() % N_TIPS;
	} else {
		time_t now = time(NULL);
		struct tm tm;
		localtime_r(&now, &tm);
		i = tm.tm_yday % N_TIPS;
	}
	if (o->format == TIPS_COMPACT) {
		fprintf(stderr, "seize tip #%d: %s\n", i, tips[i]);
		return;
	}
	enum { WIDTH = 60 };
	char title[32];
	snprintf(title, sizeof title, "seize tip #%d", i);
	const char rule[] = "+--------------------------------------------------------------+";
	fprintf(stderr, " %s\n", rule);
	print_wrapped(title, WIDTH, " | ", " |");
	print_wrapped("", WIDTH, " | ", " |");
	print_wrapped(tips[i], WIDTH, " | ", " |");
	fprintf(stderr, " %s\n", rule);
}
