/* ioctl: Video4Linux2's capability, format, buffer, frame buffer, stream
 * and parameter requests, on a descriptor that is none (EBADF: what the
 * caller wrote) and on one whose ioctls succeed (notif-ok.h: what "the
 * driver" left).  Four-character codes by name and unknown, every member
 * of struct v4l2_format's union, the planes and clips, buffer flags with
 * their timestamp parts, " => " what a call rewrote, CREATE_BUFS's text
 * after the return value; NULL, and structs that run into an unmapped
 * page; requests named but not decoded; under SEIZE_IOCTL_STYLE. */
#include "ioctl-progs.h"
#include "notif-ok.h"

#include <linux/videodev2.h>

static struct style st;

/* A buffer for one of the texts below, good for 16 more of them. */
static char *textbuf(void)
{
	static char bufs[16][512];
	static unsigned next;
	return bufs[next++ % 16];
}

/* v names; "0x.." under -X raw, "0x.. / * A|B * /" under verbose. */
static const char *flags(unsigned v, const char *names)
{
	return xname(&st, textbuf(), 512, "%#x", v, names);
}

#define N(v) flags((unsigned)(v), #v)
#define R(code) xname(&st, textbuf(), 512, "%#x", (unsigned)(code), #code)

/* An unknown value: 0x.. / * dflt * /, bare under -X raw. */
static const char *unk(unsigned v, const char *dflt)
{
	char *b = textbuf();
	snprintf(b, 128, st.x == X_RAW ? "%#x" : "%#x /* %s */", v, dflt);
	return b;
}

/* A four-character code: v4l2_fourcc('Y', 'U', 'Y', 'V') / * NAME * /. */
static const char *fourcc(unsigned v, const char *text, const char *name)
{
	char *b = textbuf();
	if (st.x == X_RAW)
		snprintf(b, 160, "%#x", v);
	else if (name)
		snprintf(b, 160, "v4l2_fourcc(%s) /* %s */", text, name);
	else
		snprintf(b, 160, "v4l2_fourcc(%s)", text);
	return b;
}

static void *tail_of(size_t size)
{
	return (char *)tail_page() + 4096 - size;
}

static void undecoded(void)
{
	long rc = sys_ioctl(-1, VIDIOC_LOG_STATUS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0)", R(VIDIOC_LOG_STATUS));
	rc = sys_ioctl(-1, VIDIOC_G_SELECTION, 0xbadc0ded);
	expect(rc, "EBADF", "ioctl(-1, %s, 0xbadc0ded)", R(VIDIOC_G_SELECTION));
	rc = sys_ioctl(-1, VIDIOC_SUBSCRIBE_EVENT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, 0)", R(VIDIOC_SUBSCRIBE_EVENT));
}

static void querycap(void)
{
	struct v4l2_capability *c = tail_of(sizeof *c);
	long rc = sys_ioctl(-1, VIDIOC_QUERYCAP, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_QUERYCAP));
	rc = sys_ioctl(-1, VIDIOC_QUERYCAP, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_QUERYCAP), (void *)c);
	memset(c, 0, sizeof *c);
	strcpy((char *)c->driver, "vivid");
	memset(c->card, 'c', sizeof c->card);	/* no NUL: cut */
	strcpy((char *)c->bus_info, "platform:vivid-000");
	c->version = 0x60100;
	c->capabilities = V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING | V4L2_CAP_DEVICE_CAPS;
	rc = sys_ioctl(OK_FD, VIDIOC_QUERYCAP, (unsigned long)c);
	char card[40];
	memset(card, 'c', 31);
	card[31] = 0;
	const char *ver = st.x == X_RAW ? "0x60100" : st.x == X_VERBOSE
		? "0x60100 /* KERNEL_VERSION(6, 1, 0) */" : "KERNEL_VERSION(6, 1, 0)";
	expect(rc, NULL, "ioctl(%d, %s, {driver=\"vivid\", card=\"%s\"..., "
	       "bus_info=\"platform:vivid-000\", version=%s, capabilities=%s})",
	       OK_FD, R(VIDIOC_QUERYCAP), card, ver,
	       flags(c->capabilities, "V4L2_CAP_VIDEO_CAPTURE|V4L2_CAP_STREAMING|V4L2_CAP_DEVICE_CAPS"));
	c->device_caps = V4L2_CAP_META_OUTPUT | 0x40000000;
	rc = sys_ioctl(OK_FD, VIDIOC_QUERYCAP, (unsigned long)c);
	expect(rc, NULL, "ioctl(%d, %s, {driver=\"vivid\", card=\"%s\"..., "
	       "bus_info=\"platform:vivid-000\", version=%s, capabilities=%s, device_caps=%s})",
	       OK_FD, R(VIDIOC_QUERYCAP), card, ver,
	       flags(c->capabilities, "V4L2_CAP_VIDEO_CAPTURE|V4L2_CAP_STREAMING|V4L2_CAP_DEVICE_CAPS"),
	       flags(c->device_caps, "V4L2_CAP_META_OUTPUT|0x40000000"));
}

static void enum_fmt(void)
{
	struct v4l2_fmtdesc *d = tail_of(sizeof *d);
	memset(d, 0, sizeof *d);
	d->index = 1;
	d->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	long rc = sys_ioctl(-1, VIDIOC_ENUM_FMT, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=1, type=%s})", R(VIDIOC_ENUM_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	d->flags = V4L2_FMT_FLAG_COMPRESSED;
	strcpy((char *)d->description, "Motion-JPEG");
	d->pixelformat = V4L2_PIX_FMT_MJPEG;
	rc = sys_ioctl(OK_FD, VIDIOC_ENUM_FMT, (unsigned long)d);
	expect(rc, NULL, "ioctl(%d, %s, {index=1, type=%s, flags=%s, description=\"Motion-JPEG\", "
	       "pixelformat=%s})", OK_FD, R(VIDIOC_ENUM_FMT), N(V4L2_BUF_TYPE_VIDEO_CAPTURE),
	       N(V4L2_FMT_FLAG_COMPRESSED),
	       fourcc(V4L2_PIX_FMT_MJPEG, "'M', 'J', 'P', 'G'", "V4L2_PIX_FMT_MJPEG"));
	d->type = 0x99;
	rc = sys_ioctl(-1, VIDIOC_ENUM_FMT, (unsigned long)((char *)d + 1));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_ENUM_FMT), (void *)((char *)d + 1));
	rc = sys_ioctl(-1, VIDIOC_ENUM_FMT, (unsigned long)d);
	expect(rc, "EBADF", "ioctl(-1, %s, {index=1, type=%s})", R(VIDIOC_ENUM_FMT),
	       unk(0x99, "V4L2_BUF_TYPE_???"));
}

static const char *pix_text(void)
{
	char *b = textbuf();
	snprintf(b, 512, "{width=640, height=480, pixelformat=%s, field=%s, bytesperline=1280, "
		 "sizeimage=614400, colorspace=%s}",
		 fourcc(V4L2_PIX_FMT_YUYV, "'Y', 'U', 'Y', 'V'", "V4L2_PIX_FMT_YUYV"),
		 N(V4L2_FIELD_NONE), N(V4L2_COLORSPACE_SRGB));
	return b;
}

static void formats_pix(struct v4l2_format *f)
{
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	long rc = sys_ioctl(-1, VIDIOC_G_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s})", R(VIDIOC_G_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	f->fmt.pix.width = 640;
	f->fmt.pix.height = 480;
	f->fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
	f->fmt.pix.field = V4L2_FIELD_NONE;
	f->fmt.pix.bytesperline = 1280;
	f->fmt.pix.sizeimage = 614400;
	f->fmt.pix.colorspace = V4L2_COLORSPACE_SRGB;
	rc = sys_ioctl(OK_FD, VIDIOC_G_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, fmt.pix=%s})", OK_FD, R(VIDIOC_G_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), pix_text());
	rc = sys_ioctl(OK_FD, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, fmt.pix=%s} => {fmt.pix=%s})", OK_FD,
	       R(VIDIOC_S_FMT), N(V4L2_BUF_TYPE_VIDEO_CAPTURE), pix_text(), pix_text());
	rc = sys_ioctl(-1, VIDIOC_TRY_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.pix=%s})", R(VIDIOC_TRY_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), pix_text());
}

static void formats_mp(struct v4l2_format *f)
{
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE;
	struct v4l2_pix_format_mplane *m = &f->fmt.pix_mp;
	m->width = 1920;
	m->height = 1080;
	m->pixelformat = V4L2_PIX_FMT_NV12M;
	m->field = 99;
	m->colorspace = 77;
	m->num_planes = 2;
	m->plane_fmt[0].sizeimage = 2073600;
	m->plane_fmt[0].bytesperline = 1920;
	m->plane_fmt[1].sizeimage = 1036800;
	m->plane_fmt[1].bytesperline = 1920;
	m->plane_fmt[2].sizeimage = 5;	/* beyond num_planes */
	char mp[512];
	snprintf(mp, sizeof mp, "{width=1920, height=1080, pixelformat=%s, field=%s, colorspace=%s, "
		 "plane_fmt=[{sizeimage=2073600, bytesperline=1920}, {sizeimage=1036800, "
		 "bytesperline=1920}], num_planes=2}",
		 fourcc(V4L2_PIX_FMT_NV12M, "'N', 'M', '1', '2'", "V4L2_PIX_FMT_NV12M"),
		 unk(99, "V4L2_FIELD_???"), unk(77, "V4L2_COLORSPACE_???"));
	long rc = sys_ioctl(-1, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.pix_mp=%s})", R(VIDIOC_S_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE), mp);
	/* more planes than the struct holds: its eight */
	m->num_planes = 200;
	m->pixelformat = 0x5c27;	/* '\'', '\\', '\0', '\0' */
	rc = sys_ioctl(-1, VIDIOC_TRY_FMT, (unsigned long)f);
	char planes[512] = "";
	size_t len = 0;
	for (int i = 0; i < 8; i++)
		len += (size_t)snprintf(planes + len, sizeof planes - len,
					"%s{sizeimage=%u, bytesperline=%u}", i ? ", " : "",
					m->plane_fmt[i].sizeimage, m->plane_fmt[i].bytesperline);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.pix_mp={width=1920, height=1080, "
	       "pixelformat=%s, field=%s, colorspace=%s, plane_fmt=[%s], num_planes=200}})",
	       R(VIDIOC_TRY_FMT), N(V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE),
	       fourcc(0x5c27, "'\\'', '\\\\', '\\x00', '\\x00'", NULL),
	       unk(99, "V4L2_FIELD_???"), unk(77, "V4L2_COLORSPACE_???"), planes);
}

static void formats_win(struct v4l2_format *f)
{
	struct v4l2_clip *clips = tail_of(2 * sizeof *clips);
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_VIDEO_OVERLAY;
	struct v4l2_window *w = &f->fmt.win;
	w->w = (struct v4l2_rect){ -1, 2, 300, 400 };
	w->field = V4L2_FIELD_INTERLACED;
	w->chromakey = 0xff00;
	w->clips = clips;
	w->clipcount = 2;
	clips[0].c = (struct v4l2_rect){ 1, 2, 3, 4 };
	clips[1].c = (struct v4l2_rect){ -5, 6, 7, 8 };
	char head[256];
	snprintf(head, sizeof head, "w={left=-1, top=2, width=300, height=400}, field=%s, "
		 "chromakey=0xff00", N(V4L2_FIELD_INTERLACED));
	const char *cl = "[{c={left=1, top=2, width=3, height=4}}, "
		"{c={left=-5, top=6, width=7, height=8}}]";
	long rc = sys_ioctl(OK_FD, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, fmt.win={%s, clips=%s, clipcount=2, bitmap=NULL}} "
	       "=> {fmt.win={%s, clips=%s, clipcount=2, bitmap=NULL}})", OK_FD, R(VIDIOC_S_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_OVERLAY), head, cl, head, cl);
	/* a clip past the page: strace shows no more of the struct */
	w->clipcount = 3;
	w->global_alpha = 0x7f;
	w->bitmap = (void *)0x1000;
	rc = sys_ioctl(OK_FD, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, fmt.win={%s, clips=[{c={left=1, top=2, width=3, "
	       "height=4}}, {c={left=-5, top=6, width=7, height=8}}, ... /* %p */], clipcount=3, "
	       "bitmap=0x1000, global_alpha=0x7f}})", OK_FD, R(VIDIOC_S_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_OVERLAY), head, (void *)(clips + 2));
	w->clips = NULL;
	f->type = V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY;
	rc = sys_ioctl(OK_FD, VIDIOC_TRY_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, fmt.win={%s, clips=NULL, clipcount=3, "
	       "bitmap=0x1000, global_alpha=0x7f}})", OK_FD, R(VIDIOC_TRY_FMT),
	       N(V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY), head);
}

static void formats_vbi(struct v4l2_format *f)
{
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_VBI_CAPTURE;
	struct v4l2_vbi_format *v = &f->fmt.vbi;
	v->sampling_rate = 27000000;
	v->offset = 248;
	v->samples_per_line = 1440;
	v->sample_format = V4L2_PIX_FMT_GREY;
	v->start[0] = -6;
	v->start[1] = 318;
	v->count[0] = 17;
	v->count[1] = 4294967295U;
	v->flags = V4L2_VBI_UNSYNC | V4L2_VBI_INTERLACED | 0x10;
	long rc = sys_ioctl(-1, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.vbi={sampling_rate=27000000, offset=248, "
	       "samples_per_line=1440, sample_format=%s, start=[-6, 318], count=[17, 4294967295], "
	       "flags=%s}})", R(VIDIOC_S_FMT), N(V4L2_BUF_TYPE_VBI_CAPTURE),
	       fourcc(V4L2_PIX_FMT_GREY, "'G', 'R', 'E', 'Y'", "V4L2_PIX_FMT_GREY"),
	       flags(v->flags, "V4L2_VBI_UNSYNC|V4L2_VBI_INTERLACED|0x10"));

	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_SLICED_VBI_OUTPUT;
	struct v4l2_sliced_vbi_format *s = &f->fmt.sliced;
	s->service_set = V4L2_SLICED_VBI_625 | V4L2_SLICED_CAPTION_525;
	s->io_size = 4096;
	char lines[2][400];
	for (int i = 0; i < 2; i++) {
		size_t len = 0;
		for (int j = 0; j < 24; j++) {
			s->service_lines[i][j] = (uint16_t)(i * 0x100 + j);
			len += (size_t)snprintf(lines[i] + len, sizeof lines[i] - len, "%s%#x",
						j ? ", " : "", i * 0x100 + j);
		}
	}
	rc = sys_ioctl(-1, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.sliced={service_set=%s, "
	       "service_lines=[[%s], [%s]], io_size=4096}})", R(VIDIOC_S_FMT),
	       N(V4L2_BUF_TYPE_SLICED_VBI_OUTPUT),
	       flags(s->service_set, "V4L2_SLICED_VBI_625|V4L2_SLICED_CAPTION_525"), lines[0], lines[1]);
}

static void formats_sdr_meta(struct v4l2_format *f)
{
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_SDR_CAPTURE;
	f->fmt.sdr.pixelformat = V4L2_SDR_FMT_CU8;
	long rc = sys_ioctl(-1, VIDIOC_TRY_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.sdr={pixelformat=%s}})", R(VIDIOC_TRY_FMT),
	       N(V4L2_BUF_TYPE_SDR_CAPTURE),
	       fourcc(V4L2_SDR_FMT_CU8, "'C', 'U', '0', '8'", "V4L2_SDR_FMT_CU8"));
	f->fmt.sdr.buffersize = 65536;
	f->type = V4L2_BUF_TYPE_SDR_OUTPUT;
	rc = sys_ioctl(-1, VIDIOC_TRY_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.sdr={pixelformat=%s, buffersize=65536}})",
	       R(VIDIOC_TRY_FMT), N(V4L2_BUF_TYPE_SDR_OUTPUT),
	       fourcc(V4L2_SDR_FMT_CU8, "'C', 'U', '0', '8'", "V4L2_SDR_FMT_CU8"));
	memset(f, 0, sizeof *f);
	f->type = V4L2_BUF_TYPE_META_CAPTURE;
	f->fmt.meta.dataformat = V4L2_META_FMT_UVC;
	rc = sys_ioctl(-1, VIDIOC_TRY_FMT, (unsigned long)f);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, fmt.meta={dataformat=%s, buffersize=0}})",
	       R(VIDIOC_TRY_FMT), N(V4L2_BUF_TYPE_META_CAPTURE),
	       fourcc(V4L2_META_FMT_UVC, "'U', 'V', 'C', 'H'", "V4L2_META_FMT_UVC"));
	/* a type with no member: the type alone, nothing at exit */
	f->type = 0x80;
	rc = sys_ioctl(OK_FD, VIDIOC_S_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s})", OK_FD, R(VIDIOC_S_FMT),
	       unk(0x80, "V4L2_BUF_TYPE_???"));
	rc = sys_ioctl(OK_FD, VIDIOC_G_FMT, (unsigned long)f);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s})", OK_FD, R(VIDIOC_G_FMT),
	       unk(0x80, "V4L2_BUF_TYPE_???"));
	rc = sys_ioctl(-1, VIDIOC_S_FMT, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", R(VIDIOC_S_FMT));
}

static void formats(void)
{
	struct v4l2_format *f = tail_of(sizeof *f);
	formats_pix(f);
	formats_mp(f);
	formats_win(f);
	formats_vbi(f);
	formats_sdr_meta(f);
	void *past = (char *)f + 8;
	long rc = sys_ioctl(-1, VIDIOC_G_FMT, (unsigned long)past);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_G_FMT), past);
}

static void buffers(void)
{
	struct v4l2_requestbuffers *rb = tail_of(sizeof *rb);
	memset(rb, 0, sizeof *rb);
	rb->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	rb->memory = V4L2_MEMORY_MMAP;
	rb->count = 4;
	long rc = sys_ioctl(OK_FD, VIDIOC_REQBUFS, (unsigned long)rb);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, memory=%s, count=4 => 4})", OK_FD,
	       R(VIDIOC_REQBUFS), N(V4L2_BUF_TYPE_VIDEO_CAPTURE), N(V4L2_MEMORY_MMAP));
	rb->memory = 9;
	rc = sys_ioctl(-1, VIDIOC_REQBUFS, (unsigned long)rb);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, memory=%s, count=4})", R(VIDIOC_REQBUFS),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), unk(9, "V4L2_MEMORY_???"));

	struct v4l2_buffer *b = tail_of(sizeof *b);
	memset(b, 0, sizeof *b);
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->index = 3;
	b->memory = V4L2_MEMORY_MMAP;
	b->m.offset = 0x4000;
	b->length = 614400;
	b->flags = V4L2_BUF_FLAG_MAPPED | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	rc = sys_ioctl(-1, VIDIOC_QUERYBUF, (unsigned long)b);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, index=3})", R(VIDIOC_QUERYBUF),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	const char *fl = st.x == X_RAW ? "0x2001" : st.x == X_VERBOSE
		? "0x1 /* V4L2_BUF_FLAG_MAPPED */|0x2000 /* V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC */"
		  "|0 /* V4L2_BUF_FLAG_TSTAMP_SRC_EOF */"
		: "V4L2_BUF_FLAG_MAPPED|V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC|V4L2_BUF_FLAG_TSTAMP_SRC_EOF";
	rc = sys_ioctl(OK_FD, VIDIOC_QUERYBUF, (unsigned long)b);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, index=3, memory=%s, m.offset=0x4000, "
	       "length=614400, bytesused=0, flags=%s, ...})", OK_FD, R(VIDIOC_QUERYBUF),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), N(V4L2_MEMORY_MMAP), fl);
	b->memory = V4L2_MEMORY_USERPTR;
	b->m.userptr = 0x7f0000001000UL;
	b->bytesused = 100;
	b->flags = V4L2_BUF_FLAG_DONE | 0x80000000 | V4L2_BUF_FLAG_TIMESTAMP_COPY |
		   V4L2_BUF_FLAG_TSTAMP_SRC_SOE;
	b->timestamp.tv_sec = 5;
	b->timestamp.tv_usec = 6;
	fl = st.x == X_RAW ? "0x80014004" : st.x == X_VERBOSE
		? "0x80000004 /* V4L2_BUF_FLAG_DONE|0x80000000 */|0x4000 /* "
		  "V4L2_BUF_FLAG_TIMESTAMP_COPY */|0x10000 /* V4L2_BUF_FLAG_TSTAMP_SRC_SOE */"
		: "V4L2_BUF_FLAG_DONE|0x80000000|V4L2_BUF_FLAG_TIMESTAMP_COPY|V4L2_BUF_FLAG_TSTAMP_SRC_SOE";
	rc = sys_ioctl(OK_FD, VIDIOC_DQBUF, (unsigned long)b);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, index=3, memory=%s, m.userptr=0x7f0000001000, "
	       "length=614400, bytesused=100, flags=%s, timestamp={tv_sec=5, tv_usec=6}, ...})",
	       OK_FD, R(VIDIOC_DQBUF), N(V4L2_BUF_TYPE_VIDEO_CAPTURE), N(V4L2_MEMORY_USERPTR), fl);
	b->memory = V4L2_MEMORY_DMABUF;
	b->flags = V4L2_BUF_FLAG_TIMESTAMP_MASK;
	fl = st.x == X_RAW ? "0xe000" : st.x == X_VERBOSE
		? "0xe000 /* V4L2_BUF_FLAG_TIMESTAMP_??? */|0 /* V4L2_BUF_FLAG_TSTAMP_SRC_EOF */"
		: "0xe000 /* V4L2_BUF_FLAG_TIMESTAMP_??? */|V4L2_BUF_FLAG_TSTAMP_SRC_EOF";
	rc = sys_ioctl(OK_FD, VIDIOC_QBUF, (unsigned long)b);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, index=3, memory=%s, length=614400, bytesused=100, "
	       "flags=%s, ...})", OK_FD, R(VIDIOC_QBUF), N(V4L2_BUF_TYPE_VIDEO_CAPTURE),
	       N(V4L2_MEMORY_DMABUF), fl);
	rc = sys_ioctl(-1, VIDIOC_DQBUF, (unsigned long)b);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s})", R(VIDIOC_DQBUF),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	rc = sys_ioctl(-1, VIDIOC_QBUF, (unsigned long)((char *)b + 4));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_QBUF), (void *)((char *)b + 4));

	struct v4l2_create_buffers *cb = tail_of(sizeof *cb);
	memset(cb, 0, sizeof *cb);
	cb->count = 2;
	cb->memory = V4L2_MEMORY_MMAP;
	cb->format.type = V4L2_BUF_TYPE_SDR_CAPTURE;
	cb->format.fmt.sdr.pixelformat = V4L2_SDR_FMT_CS8;
	cb->index = 6;
	rc = sys_ioctl(OK_FD, VIDIOC_CREATE_BUFS, (unsigned long)cb);
	char line[512];
	snprintf(line, sizeof line, "ioctl(%d, %s, {count=2, memory=%s, format={type=%s, "
		 "fmt.sdr={pixelformat=%s}}})", OK_FD, R(VIDIOC_CREATE_BUFS), N(V4L2_MEMORY_MMAP),
		 N(V4L2_BUF_TYPE_SDR_CAPTURE),
		 fourcc(V4L2_SDR_FMT_CS8, "'C', 'S', '0', '8'", "V4L2_SDR_FMT_CS8"));
	expect_ret("0 ({index=6, count=2})", "%s", line);
	cb->format.type = 0;
	rc = sys_ioctl(-1, VIDIOC_CREATE_BUFS, (unsigned long)cb);
	expect(rc, "EBADF", "ioctl(-1, %s, {count=2, memory=%s, format={type=%s}})",
	       R(VIDIOC_CREATE_BUFS), N(V4L2_MEMORY_MMAP), unk(0, "V4L2_BUF_TYPE_???"));
}

static void streams(void)
{
	int *type = tail_of(sizeof *type);
	*type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	long rc = sys_ioctl(-1, VIDIOC_STREAMON, (unsigned long)type);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", R(VIDIOC_STREAMON), N(V4L2_BUF_TYPE_VIDEO_OUTPUT));
	*type = -1;
	rc = sys_ioctl(-1, VIDIOC_STREAMOFF, (unsigned long)type);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", R(VIDIOC_STREAMOFF),
	       unk(0xffffffff, "V4L2_BUF_TYPE_???"));
	rc = sys_ioctl(-1, VIDIOC_STREAMOFF, (unsigned long)((char *)type + 2));
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_STREAMOFF), (void *)((char *)type + 2));

	struct v4l2_framebuffer *fb = tail_of(sizeof *fb);
	memset(fb, 0, sizeof *fb);
	fb->capability = V4L2_FBUF_CAP_EXTERNOVERLAY;
	fb->flags = V4L2_FBUF_FLAG_PRIMARY;
	fb->base = (void *)0xb000;
	rc = sys_ioctl(-1, VIDIOC_G_FBUF, (unsigned long)fb);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", R(VIDIOC_G_FBUF), (void *)fb);
	rc = sys_ioctl(OK_FD, VIDIOC_G_FBUF, (unsigned long)fb);
	expect(rc, NULL, "ioctl(%d, %s, {capability=0x1, flags=0x1, base=0xb000})", OK_FD,
	       R(VIDIOC_G_FBUF));
	rc = sys_ioctl(-1, VIDIOC_S_FBUF, (unsigned long)fb);
	expect(rc, "EBADF", "ioctl(-1, %s, {capability=0x1, flags=0x1, base=0xb000})",
	       R(VIDIOC_S_FBUF));

	struct v4l2_streamparm *p = tail_of(sizeof *p);
	memset(p, 0, sizeof *p);
	p->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	p->parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
	p->parm.capture.capturemode = V4L2_MODE_HIGHQUALITY | 0x10;
	p->parm.capture.timeperframe = (struct v4l2_fract){ 1, 30 };
	p->parm.capture.extendedmode = 0xab;
	p->parm.capture.readbuffers = 2;
	char cap[300];
	snprintf(cap, sizeof cap, "parm.capture={capability=%s, capturemode=%s, timeperframe=1/30, "
		 "extendedmode=0xab, readbuffers=2}", N(V4L2_CAP_TIMEPERFRAME),
		 flags(0x11, "V4L2_MODE_HIGHQUALITY|0x10"));
	rc = sys_ioctl(-1, VIDIOC_G_PARM, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s})", R(VIDIOC_G_PARM), N(V4L2_BUF_TYPE_VIDEO_CAPTURE));
	rc = sys_ioctl(OK_FD, VIDIOC_G_PARM, (unsigned long)p);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, %s})", OK_FD, R(VIDIOC_G_PARM),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), cap);
	rc = sys_ioctl(OK_FD, VIDIOC_S_PARM, (unsigned long)p);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s, %s} => {%s})", OK_FD, R(VIDIOC_S_PARM),
	       N(V4L2_BUF_TYPE_VIDEO_CAPTURE), cap, cap);
	p->type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	p->parm.output.outputmode = 0;
	p->parm.output.capability = 0x8000;
	rc = sys_ioctl(-1, VIDIOC_S_PARM, (unsigned long)p);
	expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, parm.output={capability=%s, outputmode=0, "
	       "timeperframe=1/30, extendedmode=0xab, writebuffers=2}})", R(VIDIOC_S_PARM),
	       N(V4L2_BUF_TYPE_VIDEO_OUTPUT), unk(0x8000, "V4L2_CAP_???"));
	p->type = V4L2_BUF_TYPE_VBI_CAPTURE;
	rc = sys_ioctl(OK_FD, VIDIOC_S_PARM, (unsigned long)p);
	expect(rc, NULL, "ioctl(%d, %s, {type=%s})", OK_FD, R(VIDIOC_S_PARM),
	       N(V4L2_BUF_TYPE_VBI_CAPTURE));
	rc = sys_ioctl(OK_FD, VIDIOC_G_PARM, 0);
	expect(rc, NULL, "ioctl(%d, %s, NULL)", OK_FD, R(VIDIOC_G_PARM));
}

int main(void)
{
	st = style_get();
	notif_ok_start();
	undecoded();
	querycap();
	enum_fmt();
	formats();
	buffers();
	streams();
	return 0;
}
