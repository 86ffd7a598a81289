/* Decoders and struct printers for processes: execve, clone, wait, exit, prctl, resources, scheduling. */
#include "decode.h"
