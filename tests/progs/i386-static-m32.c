/* The same calls from a static i386 program: no dynamic loader before them. */
#include "i386-io-m32.c"
