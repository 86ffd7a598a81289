/* Driver buffers in \x notation (ioctl-hexbuf.h). */
#include <stdlib.h>

#include "decode.h"
#include "ioctl-hexbuf.h"
#include "util.h"

void ioctl_hex_buf_at(struct tracee *t, uint64_t addr, uint64_t len)
{
	if (!addr) {
		sink_ptr(t, 0);
		return;
	}
	unsigned limit = string_limit(t);
	size_t shown = len > limit ? limit : (size_t)len;
	/* strace reads one byte more than it shows, when there is one: a cut
	 * buffer whose next byte is unreadable prints as its address */
	size_t want = len > shown ? shown + 1 : shown;
	char stackbuf[512];
	char *buf = want <= sizeof stackbuf ? stackbuf : xmalloc(want);
	if (!mem_read(t->tid, addr, buf, want))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, shown, STR_HEX | (len > shown ? STR_CUT : 0));
	if (buf != stackbuf)
		free(buf);
}
