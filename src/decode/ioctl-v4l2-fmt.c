/* struct v4l2_format's union, one member a buffer type: the pixel formats
 * of a single- or multi-planar image, an overlay window with its clips,
 * raw and sliced VBI, software-defined radio and metadata.  G_FMT, S_FMT,
 * TRY_FMT and CREATE_BUFS print it alike. */
#include "ioctl-v4l2.h"
#include "ioctl-members.h"

#include "common.h"

extern const struct xlat xlat_v4l2_fields, xlat_v4l2_colorspaces, xlat_v4l2_vbi_flags,
	xlat_v4l2_sliced_flags, xlat_v4l2_sdr_fmts, xlat_v4l2_meta_fmts;

void v4l2_print_rect(struct tracee *t, const struct v4l2_rect *r)
{
	sink_struct(t);
	sink_int_field(t, "left", r->left);
	sink_int_field(t, "top", r->top);
	sink_uint_field(t, "width", r->width);
	sink_uint_field(t, "height", r->height);
	sink_end(t);
}

static void fourcc_field(struct tracee *t, const char *name, uint32_t v, const struct xlat *x)
{
	sink_field(t, name);
	v4l2_print_fourcc(t, v, x);
}

static void field_field(struct tracee *t, uint32_t field)
{
	sink_field(t, "field");
	sink_xval(t, &xlat_v4l2_fields, field, "V4L2_FIELD_???");
}

static void colorspace_field(struct tracee *t, uint32_t cs)
{
	sink_field(t, "colorspace");
	sink_xval(t, &xlat_v4l2_colorspaces, cs, "V4L2_COLORSPACE_???");
}

static void print_pix(struct tracee *t, const struct v4l2_pix_format *p)
{
	sink_struct(t);
	sink_uint_field(t, "width", p->width);
	sink_uint_field(t, "height", p->height);
	fourcc_field(t, "pixelformat", p->pixelformat, &xlat_v4l2_pix_fmts);
	field_field(t, p->field);
	sink_uint_field(t, "bytesperline", p->bytesperline);
	sink_uint_field(t, "sizeimage", p->sizeimage);
	colorspace_field(t, p->colorspace);
	sink_end(t);
}

/* The planes the format says it has, no more than the struct holds. */
static void print_pix_mp(struct tracee *t, const struct v4l2_pix_format_mplane *p)
{
	sink_struct(t);
	sink_uint_field(t, "width", p->width);
	sink_uint_field(t, "height", p->height);
	fourcc_field(t, "pixelformat", p->pixelformat, &xlat_v4l2_pix_fmts);
	field_field(t, p->field);
	colorspace_field(t, p->colorspace);
	size_t n = p->num_planes < VIDEO_MAX_PLANES ? p->num_planes : VIDEO_MAX_PLANES;
	sink_field(t, "plane_fmt");
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		const struct v4l2_plane_pix_format *pl = &p->plane_fmt[i];
		sink_elem(t);
		sink_struct(t);
		sink_uint_field(t, "sizeimage", pl->sizeimage);
		sink_uint_field(t, "bytesperline", pl->bytesperline);
		sink_end(t);
	}
	sink_end(t);
	sink_uint_field(t, "num_planes", p->num_planes);
	sink_end(t);
}

static void print_clip(struct tracee *t, const void *elem, void *ctx)
{
	const struct v4l2_clip *c = elem;
	(void)ctx;
	sink_struct(t);
	sink_field(t, "c");
	v4l2_print_rect(t, &c->c);
	sink_end(t);
}

/* Whether print_array shows every clip (or all it shows before its cut at
 * -s): strace decodes no more of a window whose clips it could not read. */
static bool clips_readable(struct tracee *t, uint64_t addr, uint32_t n)
{
	if (!addr || !n)
		return false;
	uint64_t shown = n;
	if (shown > (uint64_t)array_limit(t) + 1)
		shown = (uint64_t)array_limit(t) + 1;
	struct v4l2_clip c;
	for (uint64_t i = 0; i < shown; i++)
		if (!mem_read(t->tid, addr + i * sizeof c, &c, sizeof c))
			return false;
	return true;
}

static bool print_win(struct tracee *t, const struct v4l2_window *w)
{
	uint64_t clips = (uint64_t)(uintptr_t)w->clips;
	sink_struct(t);
	sink_field(t, "w");
	v4l2_print_rect(t, &w->w);
	field_field(t, w->field);
	sink_hex_field(t, "chromakey", w->chromakey);
	sink_field(t, "clips");
	print_array(t, clips, w->clipcount, sizeof(struct v4l2_clip), print_clip, NULL);
	sink_uint_field(t, "clipcount", w->clipcount);
	sink_ptr_field(t, "bitmap", (uint64_t)(uintptr_t)w->bitmap);
	if (w->global_alpha)
		sink_hex_field(t, "global_alpha", w->global_alpha);
	sink_end(t);
	return clips_readable(t, clips, w->clipcount);
}

static void print_vbi(struct tracee *t, const struct v4l2_vbi_format *v)
{
	sink_struct(t);
	sink_uint_field(t, "sampling_rate", v->sampling_rate);
	sink_uint_field(t, "offset", v->offset);
	sink_uint_field(t, "samples_per_line", v->samples_per_line);
	fourcc_field(t, "sample_format", v->sample_format, &xlat_v4l2_pix_fmts);
	member_array(t, "start", v->start, 2, sizeof v->start[0], MB_DEC);
	member_array(t, "count", v->count, 2, sizeof v->count[0], MB_UDEC);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_v4l2_vbi_flags, v->flags, "V4L2_VBI_???");
	sink_end(t);
}

static void print_sliced(struct tracee *t, const struct v4l2_sliced_vbi_format *s)
{
	sink_struct(t);
	sink_field(t, "service_set");
	sink_xflags(t, &xlat_v4l2_sliced_flags, s->service_set, "V4L2_SLICED_???");
	sink_field(t, "service_lines");
	sink_array(t);
	for (size_t i = 0; i < 2; i++) {
		sink_elem(t);
		sink_array(t);
		for (size_t j = 0; j < 24; j++) {
			if (member_cut(t, j)) {
				sink_ellipsis(t);
				break;
			}
			sink_elem(t);
			sink_hex(t, s->service_lines[i][j]);
		}
		sink_end(t);
	}
	sink_end(t);
	sink_uint_field(t, "io_size", s->io_size);
	sink_end(t);
}

static void print_sdr(struct tracee *t, const struct v4l2_sdr_format *s)
{
	sink_struct(t);
	fourcc_field(t, "pixelformat", s->pixelformat, &xlat_v4l2_sdr_fmts);
	if (s->buffersize)
		sink_uint_field(t, "buffersize", s->buffersize);
	sink_end(t);
}

static void print_meta(struct tracee *t, const struct v4l2_meta_format *m)
{
	sink_struct(t);
	fourcc_field(t, "dataformat", m->dataformat, &xlat_v4l2_meta_fmts);
	sink_uint_field(t, "buffersize", m->buffersize);
	sink_end(t);
}

bool v4l2_print_format_fmt(struct tracee *t, const struct v4l2_format *f)
{
	switch (f->type) {
	case V4L2_BUF_TYPE_VIDEO_CAPTURE: case V4L2_BUF_TYPE_VIDEO_OUTPUT:
		sink_field(t, "fmt.pix");
		print_pix(t, &f->fmt.pix);
		return true;
	case V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE: case V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE:
		sink_field(t, "fmt.pix_mp");
		print_pix_mp(t, &f->fmt.pix_mp);
		return true;
	case V4L2_BUF_TYPE_VIDEO_OVERLAY: case V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY:
		sink_field(t, "fmt.win");
		return print_win(t, &f->fmt.win);
	case V4L2_BUF_TYPE_VBI_CAPTURE: case V4L2_BUF_TYPE_VBI_OUTPUT:
		sink_field(t, "fmt.vbi");
		print_vbi(t, &f->fmt.vbi);
		return true;
	case V4L2_BUF_TYPE_SLICED_VBI_CAPTURE: case V4L2_BUF_TYPE_SLICED_VBI_OUTPUT:
		sink_field(t, "fmt.sliced");
		print_sliced(t, &f->fmt.sliced);
		return true;
	case V4L2_BUF_TYPE_SDR_CAPTURE: case V4L2_BUF_TYPE_SDR_OUTPUT:
		sink_field(t, "fmt.sdr");
		print_sdr(t, &f->fmt.sdr);
		return true;
	case V4L2_BUF_TYPE_META_CAPTURE: case V4L2_BUF_TYPE_META_OUTPUT:
		sink_field(t, "fmt.meta");
		print_meta(t, &f->fmt.meta);
		return true;
	}
	return false;
}
