/* Decoders and struct printers for clocks, sleeps, timers. */
#include "decode.h"
