/* reboot: the command string of LINUX_REBOOT_CMD_RESTART2.  The kernel
 * copies at most 255 bytes of it (kernel/reboot.c: a 256-byte buffer and
 * its NUL), so seize reads no more, as strace does. */
#include <linux/reboot.h>

#include "bounded-str.h"
#include "decode.h"

enum { RESTART2_CMD_MAX = 255 };

int dec_reboot(struct tracee *t)
{
	for (int i = 0; i < 2; i++) {
		sink_arg(t, i);
		sink_xval(t, &xlat_reboot_magic, (uint32_t)argu(t, i), "LINUX_REBOOT_MAGIC_???");
	}
	sink_arg(t, 2);
	sink_xval(t, &xlat_reboot_cmds, (uint32_t)argu(t, 2), "LINUX_REBOOT_CMD_???");
	if ((uint32_t)argu(t, 2) == LINUX_REBOOT_CMD_RESTART2) {
		sink_arg(t, 3);
		print_str_upto(t, argu(t, 3), RESTART2_CMD_MAX);
	}
	return DEC_DONE;
}
