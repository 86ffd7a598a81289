/* Decoders for calls that talk to the kernel as a whole: syslog (the
 * kernel's log buffer, syslog(2)) and _sysctl. */
#include <stddef.h>
#include <linux/sysctl.h>

#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_syslog_console_levels;

/* The kernel's SYSLOG_ACTION_* (kernel-internal <linux/syslog.h>, whose
 * values <sys/klog.h> documents only in a comment). */
enum {
	ACTION_CLOSE, ACTION_OPEN, ACTION_READ, ACTION_READ_ALL, ACTION_READ_CLEAR,
	ACTION_CLEAR, ACTION_CONSOLE_OFF, ACTION_CONSOLE_ON, ACTION_CONSOLE_LEVEL,
	ACTION_SIZE_UNREAD, ACTION_SIZE_BUFFER,
};

/* A C int in decimal with its name in a comment under every -X:
 * strace prints syslog's action and console level so. */
static void print_int_named(struct tracee *t, const struct xlat *x, int v, const char *dflt)
{
	const char *name = xlat_name(x, (uint64_t)(int64_t)v);
	sink_int(t, v);
	sink_comment(t, "constant_name", "%s", name ? name : dflt);
}

int dec_syslog(struct tracee *t)
{
	int type = argi(t, 0);
	int len = argi(t, 2);
	if (t->call.exiting) {
		/* the READ actions: what the kernel wrote */
		sink_arg(t, 1);
		if (t->call.is_error)
			sink_ptr(t, argu(t, 1));
		else
			sink_buf_at(t, argu(t, 1), (uint64_t)t->call.rval);
		sink_arg(t, 2);
		sink_int(t, len);
		return DEC_DONE;
	}
	sink_arg(t, 0);
	print_int_named(t, &xlat_syslog_actions, type, "SYSLOG_ACTION_???");
	switch (type) {
	case ACTION_CLOSE: case ACTION_OPEN: case ACTION_CLEAR:
	case ACTION_CONSOLE_OFF: case ACTION_CONSOLE_ON:
	case ACTION_SIZE_UNREAD: case ACTION_SIZE_BUFFER:
		/* the kernel ignores buf and len: strace leaves them out */
		return DEC_DONE;
	case ACTION_READ: case ACTION_READ_ALL: case ACTION_READ_CLEAR:
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	sink_ptr(t, argu(t, 1));
	sink_arg(t, 2);
	if (type == ACTION_CONSOLE_LEVEL)
		print_int_named(t, &xlat_syslog_console_levels, len, "LOGLEVEL_???");
	else
		sink_int(t, len);
	return DEC_DONE;
}

/* _sysctl's struct __sysctl_args: its pointers as addresses (strace 6.1
 * no longer reads the name array). */
void print_struct_sysctl_args(struct tracee *t, int i)
{
	struct __sysctl_args a;
	if (!sink_fetch(t, argu(t, i), &a, sizeof a))
		return;
	sink_struct(t);
	sink_ptr_field(t, "name", (uint64_t)(uintptr_t)a.name);
	sink_int_field(t, "nlen", a.nlen);
	sink_ptr_field(t, "oldval", (uint64_t)(uintptr_t)a.oldval);
	sink_ptr_field(t, "oldlenp", (uint64_t)(uintptr_t)a.oldlenp);
	sink_ptr_field(t, "newval", (uint64_t)(uintptr_t)a.newval);
	sink_uint_field(t, "newlen", a.newlen);
	sink_end(t);
}
