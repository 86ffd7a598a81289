/* Decoders and struct printers for file names, paths, stat and directory syscalls. */
#include "decode.h"
