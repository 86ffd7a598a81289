/* Decoders and struct printers for memory: mmap family, madvise, futex. */
#include "decode.h"
