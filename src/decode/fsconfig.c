/* fsconfig: what key, value and aux are depends on the command, as
 * strace 6.1 shows them: the key a string of at most 256 bytes for the
 * SET commands, the value a string, a path or hex bytes, aux a directory
 * descriptor, a descriptor or a number. */
#include <stdlib.h>
#include <sys/mount.h>

#include "bounded-str.h"
#include "decode.h"
#include "util.h"

/* The kernel's strndup_user bound for keys and string values. */
enum { FSCONFIG_STR_MAX = 256, FSCONFIG_BINARY_MAX = 1024 * 1024 };

/* aux bytes at addr, each as \x.., cut at -s. */
static void print_binary(struct tracee *t, uint64_t addr, unsigned len)
{
	unsigned limit = string_limit(t);
	unsigned shown = len < limit ? len : limit;
	unsigned want = len > shown ? shown + 1 : shown;	/* as sink_buf_at reads */
	char *buf = xmalloc(want + 1);
	if (!addr || !mem_read(t->tid, addr, buf, want))
		sink_ptr(t, addr);
	else
		sink_bytes(t, buf, shown, STR_HEX | (len > shown ? STR_CUT : 0));
	free(buf);
}

/* fsconfig(fd, cmd, key, value, aux) */
int dec_fsconfig(struct tracee *t)
{
	unsigned cmd = (unsigned)argu(t, 1);
	uint64_t key = argu(t, 2), value = argu(t, 3);
	int aux = argi(t, 4);
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	switch (cmd) {
	case FSCONFIG_SET_FLAG: case FSCONFIG_SET_STRING: case FSCONFIG_SET_BINARY:
	case FSCONFIG_SET_PATH: case FSCONFIG_SET_PATH_EMPTY: case FSCONFIG_SET_FD:
		print_str_upto(t, key, FSCONFIG_STR_MAX);
		break;
	default:
		sink_ptr(t, key);
	}
	sink_arg(t, 3);
	switch (cmd) {
	case FSCONFIG_SET_STRING:
		print_str_upto(t, value, FSCONFIG_STR_MAX);
		break;
	case FSCONFIG_SET_PATH: case FSCONFIG_SET_PATH_EMPTY:
		sink_path_at(t, value);
		break;
	case FSCONFIG_SET_BINARY:
		if (aux >= 0 && aux <= FSCONFIG_BINARY_MAX) {
			print_binary(t, value, (unsigned)aux);
			break;
		}
		sink_ptr(t, value);
		break;
	default:
		sink_ptr(t, value);
	}
	sink_arg(t, 4);
	switch (cmd) {
	case FSCONFIG_SET_PATH: case FSCONFIG_SET_PATH_EMPTY:
		sink_dirfd(t, aux);
		break;
	case FSCONFIG_SET_FD:
		sink_fd(t, aux);
		break;
	default:
		sink_int(t, aux);
	}
	return DEC_DONE;
}
