/* Decoders and struct printers for sockets: addresses, messages, socket options. */
#include "decode.h"
