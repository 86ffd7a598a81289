/* tests/progs/stack.c without frame pointers: libunwind must unwind by the
 * .eh_frame tables alone (the pattern rule compiles at -O0, which keeps
 * them). */
#pragma GCC optimize("omit-frame-pointer")
#include "stack.c"
