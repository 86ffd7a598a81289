/* Decoders and struct printers for descriptor I/O: read/write families, fcntl, ioctl, poll/select, epoll, pipes. */
#include "decode.h"
