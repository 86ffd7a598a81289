/* -e read=SET and -e write=SET: the bytes a read or write family call
 * moved on a descriptor of SET, dumped after its line in hex and ASCII as
 * strace does; and -e raw=SET, whose calls print their registers
 * undecoded (printer.c). */
#ifndef SEIZE_IODUMP_H
#define SEIZE_IODUMP_H

#include <stdbool.h>
#include <stddef.h>

struct options;
struct output;
struct tracee;

/* A set of descriptors, as strace's "3,5", "!0,1,2", "all", "none": the
 * numbers listed, or all but those (not). */
struct desc_set {
	int *fd;		/* sorted */
	unsigned n;
	bool not;
};

static inline bool desc_set_empty(const struct desc_set *s)
{
	return !s->not && !s->n;
}

bool desc_set_has(const struct desc_set *s, int fd);
/* Parse spec into s (replacing what it held); false with strace's message
 * in err ("invalid descriptor '...'") on a bad one. */
bool parse_desc_set(const char *spec, struct desc_set *s, char *err, int err_size);

/* getopt codes of --read=, --write=, --raw= (options.c). */
enum { OPT_DUMP_READ = 0x300, OPT_DUMP_WRITE, OPT_DUMP_RAW };
/* One of them with its argument; dies with a usage message when bad. */
void dump_option(struct options *opt, int c, const char *arg);
/* -e NAME=VALUE for read (reads, r), write (writes, w) and raw (x); false
 * when NAME is none of them. */
bool parse_dump_qualifier(struct options *opt, const char *name, size_t len, const char *value);

/* Whether t's call, now at its exit, is one whose bytes are dumped. */
bool iodump_wanted(const struct tracee *t);
/* The dump lines after the call's line, on o. */
void iodump_text(struct tracee *t, struct output *o);
/* -j: the dump as the call's member ,"dump":[...], written on o. */
void iodump_json(struct tracee *t, struct output *o);

#endif
