/* The "v4l2" family's two files: the requests (ioctl-v4l2.c) and the
 * struct v4l2_format printers they share (ioctl-v4l2-fmt.c). */
#ifndef SEIZE_DECODE_IOCTL_V4L2_H
#define SEIZE_DECODE_IOCTL_V4L2_H

#include <linux/videodev2.h>

#include "ioctl.h"
#include "v4l2-common.h"

/* The member of f's union that its type selects, as "fmt.pix={...}"; false
 * when the type selects none, or when an overlay's clips were not all
 * readable: strace then shows no more of the struct. */
bool v4l2_print_format_fmt(struct tracee *t, const struct v4l2_format *f);

/* {left=1, top=2, width=3, height=4} */
void v4l2_print_rect(struct tracee *t, const struct v4l2_rect *r);

#endif
