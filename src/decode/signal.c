/* Decoders and struct printers for signals: sigaction, masks, kill, signal waits. */
#include "decode.h"
