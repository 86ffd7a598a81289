/* --tips: a tip about seize after the trace, as strace --tips gives. */
#ifndef SEIZE_TIPS_H
#define SEIZE_TIPS_H

enum tip_format { TIPS_OFF, TIPS_COMPACT, TIPS_FULL };

struct tip_options {
	enum tip_format format;	/* TIPS_OFF without --tips */
	int id;			/* a tip's number, or one of: */
	int pick;		/* TIP_RANDOM, TIP_OF_THE_DAY, TIP_BY_ID */
};
enum { TIP_OF_THE_DAY, TIP_RANDOM, TIP_BY_ID };

/* --tips[=[[id:]ID][,[format:]FORMAT]]; exits with one line on bad input. */
void tips_option(struct tip_options *o, const char *arg);
/* At the end: the tip, on stderr. */
void tips_print(const struct tip_options *o);

#endif
