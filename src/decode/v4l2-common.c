/* The V4L2 families' shared printers (v4l2-common.h). */
#include <stdio.h>

#include "v4l2-common.h"

/* One byte of a four-character code in C's quotes: 'A', '\'', '\xfa'. */
static void print_fourcc_char(struct tracee *t, unsigned char c)
{
	char text[8];
	if (c == '\'' || c == '\\')
		snprintf(text, sizeof text, "'\\%c'", c);
	else if (c >= ' ' && c < 0x7f)
		snprintf(text, sizeof text, "'%c'", c);
	else
		snprintf(text, sizeof text, "'\\x%02x'", c);
	sink_const(t, c, NUM_HEX, text, NULL);
	sink_names_always(t);
}

void v4l2_print_fourcc(struct tracee *t, uint32_t fourcc, const struct xlat *names)
{
	/* Not a sink_named: -X verbose shows the expression alone, as
	 * abbrev does, not the number with the expression in a comment. */
	sink_begin(t, BOX_GROUP);
	sink_func(t, "v4l2_fourcc");
	sink_hidden_when_raw(t);
	for (unsigned i = 0; i < 4; i++)
		print_fourcc_char(t, (unsigned char)(fourcc >> (8 * i)));
	sink_end(t);
	sink_hex(t, fourcc);
	sink_shown_when_raw(t);
	sink_end(t);
	const char *name = names ? xlat_name(names, fourcc) : NULL;
	if (name)
		sink_hint(t, "format", "%s", name);
}

void v4l2_buf_type_field(struct tracee *t, const char *name, uint32_t type)
{
	sink_field(t, name);
	sink_xval(t, &xlat_v4l2_buf_types, type, "V4L2_BUF_TYPE_???");
}
