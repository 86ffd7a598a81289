#ifndef SEIZE_ERRNO_NAMES_H
#define SEIZE_ERRNO_NAMES_H

#include <stdbool.h>

/* The name (NULL if unknown) and text of a syscall's error; true for the
 * kernel's restart codes, which never reach the program. */
bool errno_describe(int err, const char **name, const char **text);

#endif
