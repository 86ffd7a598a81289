#ifndef SEIZE_OPTIONS_H
#define SEIZE_OPTIONS_H

#include "config.h"
#include "tracer.h"

/* -j without -s: how many bytes of a string (and elements of an array)
 * the JSON shows. */
enum { JSON_STRING_LIMIT = 4096 };

void parse_options(struct options *opt, int argc, char **argv);

#endif
