/* -c, -C, -w, -S, -U, -O: strace's call summary, the table of time, calls
 * and errors per syscall printed when tracing ends. */
#ifndef SEIZE_SUMMARY_H
#define SEIZE_SUMMARY_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/resource.h>

struct call;
struct options;
struct output;
struct summary;

enum summary_mode {
	SUMMARY_OFF,
	SUMMARY_ONLY,		/* -c: the table instead of the trace */
	SUMMARY_ALSO,		/* -C: the trace and the table */
};

/* The table's columns, in strace's -U names. */
enum summary_column {
	SC_NONE, SC_PERCENT, SC_TOTAL, SC_MIN, SC_MAX, SC_AVG, SC_CALLS,
	SC_ERRORS, SC_NAME, SC_COUNT
};

struct summary_options {
	enum summary_mode mode;
	bool wall_clock;	/* -w: latency instead of system time */
	bool sort_given, columns_given;
	enum summary_column sort;	/* -S: SC_NONE keeps syscall order */
	uint8_t columns[SC_COUNT];	/* -U, in order, ended by SC_NONE */
	int64_t overhead_ns;		/* -O: taken off every call's time */
};

/* Defaults: -S time, -U time-percent,total-time,avg-time,calls,errors,name. */
void summary_options_init(struct summary_options *so);
/* One of the letters c C w S U O with its argument; a bad argument is a
 * usage error. */
void summary_option(struct summary_options *so, int letter, const char *arg);
/* After all options: the combinations strace refuses or warns about.
 * separately: -ff was given (with or without -o).  Under -c no signal,
 * stop or exit lines are printed, whatever -e signal= and -e quiet= say. */
void summary_finish_options(struct options *opt, bool separately);

/* The counts, or NULL when neither -c nor -C was given. */
struct summary *summary_new(const struct summary_options *so);
/* Where wait4 should report the stopped tracee's resource usage: the system
 * time counted without -w.  NULL when it is not needed (no summary, -w). */
struct rusage *summary_rusage(struct summary *s);
/* At a syscall's entry stop, for a call that passed the filters: starts its
 * clock.  Returns true under -c: the call is counted, not printed. */
bool summary_entering(struct summary *s, struct call *c);
/* At its exit stop (only for a call summary_entering saw). */
void summary_exiting(struct summary *s, const struct call *c, bool is_error);
/* The table, once, if any call was counted (strace prints nothing else). */
void summary_print(struct summary *s, struct output *o);

#endif
