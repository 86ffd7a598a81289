#ifndef SEIZE_OPTIONS_H
#define SEIZE_OPTIONS_H

#include "config.h"
#include "tracer.h"

void parse_options(struct options *opt, int argc, char **argv);

#endif
