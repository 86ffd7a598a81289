/* What the V4L2 ioctl families (<linux/videodev2.h>) print alike: a
 * four-character code and a buffer type. */
#ifndef SEIZE_DECODE_V4L2_COMMON_H
#define SEIZE_DECODE_V4L2_COMMON_H

#include "decode.h"

/* The sets of <linux/videodev2.h> more than one file names values of. */
extern const struct xlat xlat_v4l2_buf_types, xlat_v4l2_pix_fmts;

/* A four-character code as strace shows it: v4l2_fourcc('Y', 'U', 'Y',
 * 'V'), its name in names (or none) in a comment; the number alone under
 * -X raw.  -X verbose shows it as abbrev does. */
void v4l2_print_fourcc(struct tracee *t, uint32_t fourcc, const struct xlat *names);

/* name=V4L2_BUF_TYPE_VIDEO_CAPTURE: an enum v4l2_buf_type member. */
void v4l2_buf_type_field(struct tracee *t, const char *name, uint32_t type);

#endif
