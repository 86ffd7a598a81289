/* -t, -r, -T and their long forms with a format and a precision:
 * parsing them as strace 6.1 does and printing the prefix and the
 * duration. */
#ifndef SEIZE_TIMESTAMPS_H
#define SEIZE_TIMESTAMPS_H

#include <stdbool.h>
#include <time.h>

enum ts_format { TS_NONE, TS_TIME, TS_UNIX };

struct time_options {
	enum ts_format format;	/* -t, --timestamps: wall-clock time */
	int digits;		/* its fraction of a second: 0, 3, 6 or 9 */
	int n_short;		/* how many -t: -t, -tt, -ttt */
	bool long_given;	/* --timestamps or --absolute-timestamps */
	int relative;		/* -r: digits of the time since the last line, -1 off */
	int duration;		/* -T: digits of the time in the syscall, -1 off */
};

struct output;

void time_options_init(struct time_options *o);
/* One option: 't', 'r' or 'T' with arg NULL for the short ones, the long
 * option's name and its argument (or NULL) otherwise.  Exits with strace's
 * message on a bad argument. */
void time_option(struct time_options *o, int c, const char *name, const char *arg);
/* After every option: -t and --timestamps together are an error. */
void time_options_finish(struct time_options *o);

/* The line's prefix: "21:44:47.286237 ", "(+     0.000123) " after a
 * time, "     0.000123 " alone; last is the previous line's start
 * (CLOCK_MONOTONIC), updated. */
void timestamps_print(const struct time_options *o, struct output *out, struct timespec *last);
/* -T: " <0.000018>" */
void timestamps_print_duration(const struct time_options *o, struct output *out, long long ns);

#endif
