/* ioctl: V4L2's video standards, inputs, controls, tuners, cropping and
 * frame enumerations (<linux/videodev2.h>) on a descriptor that is none:
 * what each request reads at entry, control ids by name, by class and
 * offset and unknown, QUERYCTRL's "next" bits, the ext_controls' array
 * at entry and again after " => " at exit, the payload strings, the
 * fourcc of a pixel format; NULL, unreadable and short structs (one that
 * runs into an unmapped page), in the style SEIZE_IOCTL_STYLE names. */
#include "ioctl-progs.h"

#include <linux/videodev2.h>

static struct style st;

#define R(code) xname(&st, (char[160]){ 0 }, 160, "%#llx", (unsigned)(code), #code)
/* A named value, as -X shows it. */
#define NM(v, name) xname(&st, (char[160]){ 0 }, 160, "%#x", (unsigned)(v), name)

/* A value no name fits: hex, dflt in a comment but under -X raw. */
static const char *unk(char *buf, size_t size, unsigned v, const char *dflt)
{
	snprintf(buf, size, st.x == X_RAW ? "%#x" : "%#x /* %s */", v, dflt);
	return buf;
}
#define UNK(v, dflt) unk((char[96]){ 0 }, 96, v, dflt)

/* size zeroed bytes that end where an unmapped page begins. */
static void *tail_of(size_t size)
{
	char *p = tail_page();
	memset(p + 4096 - size, 0, size);
	return p + 4096 - size;
}

/* The call on the struct one byte short of its end: its address. */
static void expect_short(unsigned long code, const char *req, void *full)
{
	char *p = (char *)full + 1;
	long rc = sys_ioctl(-1, code, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", req, (void *)p);
}

static void standards_and_inputs(void)
{
	long rc = sys_ioctl(-1, VIDIOC_G_STD, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_G_STD));
	v4l2_std_id *std = tail_of(sizeof *std);
	rc = sys_ioctl(-1, VIDIOC_G_STD, (unsigned long)std);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_G_STD), (void *)std);
	*std = V4L2_STD_PAL_B | V4L2_STD_NTSC_M;
	rc = sys_ioctl(-1, VIDIOC_S_STD, (unsigned long)std);
	expect(rc, "EBADF", "ioctl(-1, %s, [%#llx])", R(VIDIOC_S_STD), (unsigned long long)*std);
	expect_short(VIDIOC_S_STD, R(VIDIOC_S_STD), std);

	struct v4l2_standard *s = tail_of(sizeof *s);
	s->index = 5;
	s->framelines = 625;
	rc = sys_ioctl(-1, VIDIOC_ENUMSTD, (unsigned long)s);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=5})", R(VIDIOC_ENUMSTD));
	expect_short(VIDIOC_ENUMSTD, R(VIDIOC_ENUMSTD), s);

	struct v4l2_input *in = tail_of(sizeof *in);
	in->index = 4294967295u;
	rc = sys_ioctl(-1, VIDIOC_ENUMINPUT, (unsigned long)in);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=4294967295})", R(VIDIOC_ENUMINPUT));
	rc = sys_ioctl(-1, VIDIOC_ENUMINPUT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_ENUMINPUT));

	unsigned *n = tail_of(sizeof *n);
	rc = sys_ioctl(-1, VIDIOC_G_INPUT, (unsigned long)n);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_G_INPUT), (void *)n);
	*n = 3000000000u;
	rc = sys_ioctl(-1, VIDIOC_S_INPUT, (unsigned long)n);
	expect(rc, "EBADF", "ioctl(-1, %s, [3000000000])", R(VIDIOC_S_INPUT));
	expect_short(VIDIOC_S_INPUT, R(VIDIOC_S_INPUT), n);
}

static void controls(void)
{
	struct v4l2_control *c = tail_of(sizeof *c);
	c->id = V4L2_CID_BRIGHTNESS;
	c->value = 7;
	long rc = sys_ioctl(-1, VIDIOC_G_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_G_CTRL),
	       NM(V4L2_CID_BRIGHTNESS, "V4L2_CID_BRIGHTNESS"));
	rc = sys_ioctl(-1, VIDIOC_S_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s, value=7})", R(VIDIOC_S_CTRL),
	       NM(V4L2_CID_BRIGHTNESS, "V4L2_CID_BRIGHTNESS"));
	/* a name strace 6.1 does not know: its class and the offset */
	c->id = V4L2_CID_CAMERA_ORIENTATION;
	c->value = -5;
	rc = sys_ioctl(-1, VIDIOC_S_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s, value=-5})", R(VIDIOC_S_CTRL),
	       NM(V4L2_CID_CAMERA_ORIENTATION, "V4L2_CTRL_CLASS_CAMERA+0x922"));
	c->id = V4L2_CTRL_CLASS_FLASH;
	rc = sys_ioctl(-1, VIDIOC_G_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_G_CTRL),
	       NM(V4L2_CTRL_CLASS_FLASH, "V4L2_CTRL_CLASS_FLASH+0"));
	/* below the first class, and past the last one's ids */
	c->id = 0x1234;
	rc = sys_ioctl(-1, VIDIOC_G_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_G_CTRL), UNK(0x1234, "V4L2_CID_???"));
	c->id = V4L2_CTRL_CLASS_COLORIMETRY + 0x10000;
	rc = sys_ioctl(-1, VIDIOC_G_CTRL, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_G_CTRL),
	       UNK(V4L2_CTRL_CLASS_COLORIMETRY + 0x10000, "V4L2_CID_???"));
	expect_short(VIDIOC_S_CTRL, R(VIDIOC_S_CTRL), c);

	struct v4l2_queryctrl *q = tail_of(sizeof *q);
	q->id = V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND | V4L2_CID_HUE;
	char id[256];
	if (st.x == X_RAW)
		snprintf(id, sizeof id, "%#x", q->id);
	else if (st.x == X_VERBOSE)
		snprintf(id, sizeof id, "%#x /* V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CTRL_FLAG_NEXT_COMPOUND"
			 " */|%#x /* V4L2_CID_HUE */",
			 V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND, V4L2_CID_HUE);
	else
		snprintf(id, sizeof id, "V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CTRL_FLAG_NEXT_COMPOUND"
			 "|V4L2_CID_HUE");
	rc = sys_ioctl(-1, VIDIOC_QUERYCTRL, (unsigned long)q);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_QUERYCTRL), id);
	q->id = V4L2_CID_SATURATION;
	rc = sys_ioctl(-1, VIDIOC_QUERYCTRL, (unsigned long)q);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_QUERYCTRL),
	       NM(V4L2_CID_SATURATION, "V4L2_CID_SATURATION"));
	expect_short(VIDIOC_QUERYCTRL, R(VIDIOC_QUERYCTRL), q);

	struct v4l2_query_ext_ctrl *qe = tail_of(sizeof *qe);
	qe->id = V4L2_CTRL_FLAG_NEXT_CTRL | 0x77;
	if (st.x == X_RAW)
		snprintf(id, sizeof id, "%#x", qe->id);
	else if (st.x == X_VERBOSE)
		snprintf(id, sizeof id, "%#x /* V4L2_CTRL_FLAG_NEXT_CTRL */|0x77 /* V4L2_CID_??? */",
			 V4L2_CTRL_FLAG_NEXT_CTRL);
	else
		snprintf(id, sizeof id, "V4L2_CTRL_FLAG_NEXT_CTRL|0x77 /* V4L2_CID_??? */");
	rc = sys_ioctl(-1, VIDIOC_QUERY_EXT_CTRL, (unsigned long)qe);
	expect(rc, "EBADF", "ioctl(-1, %s, {id=%s})", R(VIDIOC_QUERY_EXT_CTRL), id);
	rc = sys_ioctl(-1, VIDIOC_QUERY_EXT_CTRL, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_QUERY_EXT_CTRL));
}

static void tuners(void)
{
	struct v4l2_tuner *tu = tail_of(sizeof *tu);
	tu->index = 1;
	long rc = sys_ioctl(-1, VIDIOC_G_TUNER, (unsigned long)tu);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=1})", R(VIDIOC_G_TUNER));
	strcpy((char *)tu->name, "FM \"1\"");
	tu->type = V4L2_TUNER_RADIO;
	tu->capability = V4L2_TUNER_CAP_LOW | V4L2_TUNER_CAP_STEREO | 0x100000;
	tu->rangelow = 1400000;
	tu->rangehigh = 1728000;
	tu->rxsubchans = V4L2_TUNER_SUB_MONO | V4L2_TUNER_SUB_STEREO;
	tu->audmode = 9;
	tu->signal = -1;
	tu->afc = 3;
	char caps[160], subs[160];
	if (st.x == X_ABBREV)
		snprintf(caps, sizeof caps, "V4L2_TUNER_CAP_LOW|V4L2_TUNER_CAP_STEREO|0x100000");
	else
		snprintf(caps, sizeof caps, st.x == X_RAW ? "%#x" : "%#x /* V4L2_TUNER_CAP_LOW|"
			 "V4L2_TUNER_CAP_STEREO|0x100000 */", tu->capability);
	snprintf(subs, sizeof subs, "%s", NM(tu->rxsubchans,
					     "V4L2_TUNER_SUB_MONO|V4L2_TUNER_SUB_STEREO"));
	rc = sys_ioctl(-1, VIDIOC_S_TUNER, (unsigned long)tu);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=1, name=\"FM \\\"1\\\"\", type=%s, capability=%s, "
	       "rangelow=1400000, rangehigh=1728000, rxsubchans=%s, audmode=%s, signal=-1, "
	       "afc=3})", R(VIDIOC_S_TUNER), NM(V4L2_TUNER_RADIO, "V4L2_TUNER_RADIO"), caps, subs,
	       UNK(9, "V4L2_TUNER_MODE_???"));
	expect_short(VIDIOC_S_TUNER, R(VIDIOC_S_TUNER), tu);
	expect_short(VIDIOC_G_TUNER, R(VIDIOC_G_TUNER), tu);
}

static void cropping(void)
{
	struct v4l2_cropcap *cc = tail_of(sizeof *cc);
	cc->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	long rc = sys_ioctl(-1, VIDIOC_CROPCAP, (unsigned long)cc);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s})", R(VIDIOC_CROPCAP),
	       NM(V4L2_BUF_TYPE_VIDEO_CAPTURE, "V4L2_BUF_TYPE_VIDEO_CAPTURE"));
	expect_short(VIDIOC_CROPCAP, R(VIDIOC_CROPCAP), cc);

	struct v4l2_crop *cr = tail_of(sizeof *cr);
	cr->type = V4L2_BUF_TYPE_PRIVATE;
	rc = sys_ioctl(-1, VIDIOC_G_CROP, (unsigned long)cr);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s})", R(VIDIOC_G_CROP),
	       UNK(V4L2_BUF_TYPE_PRIVATE, "V4L2_BUF_TYPE_???"));
	cr->type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	cr->c.left = -1;
	cr->c.top = 2;
	cr->c.width = 640;
	cr->c.height = 4294967295u;
	rc = sys_ioctl(-1, VIDIOC_S_CROP, (unsigned long)cr);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, c={left=-1, top=2, width=640, "
	       "height=4294967295}})", R(VIDIOC_S_CROP),
	       NM(V4L2_BUF_TYPE_VIDEO_OUTPUT, "V4L2_BUF_TYPE_VIDEO_OUTPUT"));
	expect_short(VIDIOC_S_CROP, R(VIDIOC_S_CROP), cr);
	rc = sys_ioctl(-1, VIDIOC_S_CROP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_S_CROP));
}

/* {id=..., size=0, value=..., value64=...} of a control set by value. */
static const char *ctrl_value(char *buf, size_t size, const struct v4l2_ext_control *c,
			      const char *id)
{
	snprintf(buf, size, "{id=%s, size=0, value=%d, value64=%lld}", id, c->value,
		 (long long)c->value64);
	return buf;
}

static void ext_controls(void)
{
	struct v4l2_ext_controls *e = tail_of(sizeof *e);
	struct v4l2_ext_control *a = tail_of(3 * sizeof *a);
	static char payload[] = "ab\ncd";
	e->ctrl_class = V4L2_CTRL_CLASS_CODEC;
	e->count = 2;
	e->error_idx = 2;
	e->controls = a + 1;
	a[1].id = V4L2_CID_MPEG_VIDEO_H264_CPB_SIZE;
	a[1].value64 = -2;
	a[2].id = V4L2_CID_MPEG_VIDEO_H264_CPB_SIZE + 0x4000;
	a[2].size = 4;
	a[2].string = payload;
	char v1[256], arr[512];
	ctrl_value(v1, sizeof v1, &a[1], NM(a[1].id, "V4L2_CID_MPEG_VIDEO_H264_CPB_SIZE"));
	snprintf(arr, sizeof arr, "[%s, {id=%s, size=4, string=\"ab\\nc\"}]", v1,
		 UNK(a[2].id, "V4L2_CID_???"));
	const char *codec = NM(V4L2_CTRL_CLASS_CODEC, "V4L2_CTRL_CLASS_CODEC");
	long rc = sys_ioctl(-1, VIDIOC_S_EXT_CTRLS, (unsigned long)e);
	expect(rc, "EBADF", "ioctl(-1, %s, {ctrl_class=%s, count=2, controls=%s} => "
	       "{controls=%s, error_idx=2})", R(VIDIOC_S_EXT_CTRLS), codec, arr, arr);
	rc = sys_ioctl(-1, VIDIOC_G_EXT_CTRLS, (unsigned long)e);
	expect(rc, "EBADF", "ioctl(-1, %s, {ctrl_class=%s, count=2, controls=%s, error_idx=2})",
	       R(VIDIOC_G_EXT_CTRLS), codec, arr);
	/* the array runs into an unmapped page: decoded at entry alone */
	e->count = 3;
	rc = sys_ioctl(-1, VIDIOC_TRY_EXT_CTRLS, (unsigned long)e);
	arr[strlen(arr) - 1] = '\0';
	expect(rc, "EBADF", "ioctl(-1, %s, {ctrl_class=%s, count=3, controls=%s, ... /* %p */]})",
	       R(VIDIOC_TRY_EXT_CTRLS), codec, arr, (void *)(a + 3));
	e->controls = NULL;
	rc = sys_ioctl(-1, VIDIOC_S_EXT_CTRLS, (unsigned long)e);
	expect(rc, "EBADF", "ioctl(-1, %s, {ctrl_class=%s, count=3, controls=NULL})",
	       R(VIDIOC_S_EXT_CTRLS), codec);
	e->ctrl_class = 0x10000;
	e->count = 0;
	rc = sys_ioctl(-1, VIDIOC_TRY_EXT_CTRLS, (unsigned long)e);
	expect(rc, "EBADF", "ioctl(-1, %s, {ctrl_class=%s, count=0})", R(VIDIOC_TRY_EXT_CTRLS),
	       UNK(0x10000, "V4L2_CTRL_CLASS_???"));
	expect_short(VIDIOC_G_EXT_CTRLS, R(VIDIOC_G_EXT_CTRLS), e);
}

/* v4l2_fourcc('Y', 'U', 'Y', 'V') / * name * /; the number under -X raw. */
static const char *fourcc(char *buf, size_t size, uint32_t v, const char *chars,
			  const char *name)
{
	if (st.x == X_RAW)
		snprintf(buf, size, "%#x", v);
	else
		snprintf(buf, size, "v4l2_fourcc(%s)%s%s%s", chars, name ? " /* " : "",
			 name ? name : "", name ? " */" : "");
	return buf;
}

static void frames(void)
{
	char fb[160];
	struct v4l2_frmsizeenum *fs = tail_of(sizeof *fs);
	fs->index = 2;
	fs->pixel_format = V4L2_PIX_FMT_YUYV;
	long rc = sys_ioctl(-1, VIDIOC_ENUM_FRAMESIZES, (unsigned long)fs);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=2, pixel_format=%s})",
	       R(VIDIOC_ENUM_FRAMESIZES), fourcc(fb, sizeof fb, fs->pixel_format,
						  "'Y', 'U', 'Y', 'V'", "V4L2_PIX_FMT_YUYV"));
	expect_short(VIDIOC_ENUM_FRAMESIZES, R(VIDIOC_ENUM_FRAMESIZES), fs);

	struct v4l2_frmivalenum *fi = tail_of(sizeof *fi);
	fi->index = 0;
	fi->pixel_format = v4l2_fourcc('\'', '\\', 1, 'a');
	fi->width = 640;
	fi->height = 480;
	rc = sys_ioctl(-1, VIDIOC_ENUM_FRAMEINTERVALS, (unsigned long)fi);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=0, pixel_format=%s, width=640, height=480})",
	       R(VIDIOC_ENUM_FRAMEINTERVALS), fourcc(fb, sizeof fb, fi->pixel_format,
						      "'\\'', '\\\\', '\\x01', 'a'", NULL));
	rc = sys_ioctl(-1, VIDIOC_ENUM_FRAMEINTERVALS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_ENUM_FRAMEINTERVALS));
}

int main(void)
{
	st = style_get();
	standards_and_inputs();
	controls();
	tuners();
	cropping();
	ext_controls();
	frames();
	return 0;
}
