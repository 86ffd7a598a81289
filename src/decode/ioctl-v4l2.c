/* Video4Linux2's requests (<linux/videodev2.h>) but the controls,
 * standards, inputs, tuners, crops and frame sizes (ioctl-v4l2-ctrl.c):
 * the device's capabilities, its formats, its buffers and their queue,
 * the frame buffer, streaming and its parameters.  strace decodes no more
 * of them than these; the others print their argument in hex, and all of
 * them do under -e verbose=none.
 *
 * A struct the caller fills and the kernel completes prints its caller's
 * part at entry, left open (saved[0]) for the rest at exit; one the kernel
 * rewrites shows "=> {...}" what it wrote. */
#include "common.h"
#include "ioctl-v4l2.h"

extern const struct xlat xlat_ioctl_v4l2, xlat_v4l2_device_caps, xlat_v4l2_fmt_flags,
	xlat_v4l2_memories, xlat_v4l2_buf_flags, xlat_v4l2_buf_ts_types, xlat_v4l2_buf_ts_srcs,
	xlat_v4l2_streaming_caps, xlat_v4l2_capture_modes;

static void memory_field(struct tracee *t, uint32_t memory)
{
	sink_field(t, "memory");
	sink_xval(t, &xlat_v4l2_memories, memory, "V4L2_MEMORY_???");
}

/* numerator/denominator */
static void fract_field(struct tracee *t, const char *name, const struct v4l2_fract *f)
{
	sink_field(t, name);
	sink_op(t, "/");
	sink_uint(t, f->numerator);
	sink_uint(t, f->denominator);
	sink_end(t);
}

static void print_capability(struct tracee *t, uint64_t arg)
{
	struct v4l2_capability c;
	if (ioctl_exit_ptr(t, arg) || !sink_fetch(t, arg, &c, sizeof c))
		return;
	sink_struct(t);
	ioctl_cstr_field(t, "driver", (const char *)c.driver, sizeof c.driver);
	ioctl_cstr_field(t, "card", (const char *)c.card, sizeof c.card);
	ioctl_cstr_field(t, "bus_info", (const char *)c.bus_info, sizeof c.bus_info);
	sink_field(t, "version");
	print_kernel_version(t, c.version);
	sink_field(t, "capabilities");
	sink_xflags(t, &xlat_v4l2_device_caps, c.capabilities, "V4L2_CAP_???");
	if (c.device_caps) {
		sink_field(t, "device_caps");
		sink_xflags(t, &xlat_v4l2_device_caps, c.device_caps, "V4L2_CAP_???");
	}
	sink_end(t);
}

/* The flags but the timestamp's type and source, then those two by name:
 * V4L2_BUF_FLAG_MAPPED|V4L2_BUF_FLAG_TIMESTAMP_COPY|V4L2_BUF_FLAG_TSTAMP_SRC_EOF;
 * under -X raw the number alone, under verbose each part in its style. */
static void print_buf_flags(struct tracee *t, uint32_t v)
{
	uint32_t type = v & V4L2_BUF_FLAG_TIMESTAMP_MASK, src = v & V4L2_BUF_FLAG_TSTAMP_SRC_MASK;
	uint32_t rest = v & ~(type | src);
	sink_begin(t, BOX_GROUP);
	sink_op(t, "|");
	sink_hidden_when_raw(t);
	if (rest)
		sink_xflags(t, &xlat_v4l2_buf_flags, rest, "V4L2_BUF_FLAG_???");
	sink_xval(t, &xlat_v4l2_buf_ts_types, type, "V4L2_BUF_FLAG_TIMESTAMP_???");
	sink_xval(t, &xlat_v4l2_buf_ts_srcs, src, "V4L2_BUF_FLAG_TSTAMP_SRC_???");
	sink_end(t);
	sink_hex(t, v);
	sink_shown_when_raw(t);
	sink_end(t);
}

/* What the kernel tells of a buffer, after the caller's type and index. */
static void print_buffer_tail(struct tracee *t, unsigned code, const struct v4l2_buffer *b)
{
	if (code == VIDIOC_DQBUF)
		sink_uint_field(t, "index", b->index);
	memory_field(t, b->memory);
	if (b->memory == V4L2_MEMORY_MMAP)
		sink_hex_field(t, "m.offset", b->m.offset);
	else if (b->memory == V4L2_MEMORY_USERPTR)
		sink_ptr_field(t, "m.userptr", b->m.userptr);
	sink_uint_field(t, "length", b->length);
	sink_uint_field(t, "bytesused", b->bytesused);
	sink_field(t, "flags");
	print_buf_flags(t, b->flags);
	if (code == VIDIOC_DQBUF) {
		sink_field(t, "timestamp");
		sink_struct(t);
		sink_int_field(t, "tv_sec", b->timestamp.tv_sec);
		sink_uint_field(t, "tv_usec", (uint64_t)b->timestamp.tv_usec);
		sink_end(t);
	}
	sink_ellipsis(t);
}

static void print_capture_parm(struct tracee *t, const struct v4l2_captureparm *p)
{
	sink_struct(t);
	sink_field(t, "capability");
	sink_xflags(t, &xlat_v4l2_streaming_caps, p->capability, "V4L2_CAP_???");
	sink_field(t, "capturemode");
	sink_xflags(t, &xlat_v4l2_capture_modes, p->capturemode, "V4L2_MODE_???");
	fract_field(t, "timeperframe", &p->timeperframe);
	sink_hex_field(t, "extendedmode", p->extendedmode);
	sink_uint_field(t, "readbuffers", p->readbuffers);
	sink_end(t);
}

static void print_output_parm(struct tracee *t, const struct v4l2_outputparm *p)
{
	sink_struct(t);
	sink_field(t, "capability");
	sink_xflags(t, &xlat_v4l2_streaming_caps, p->capability, "V4L2_CAP_???");
	sink_field(t, "outputmode");
	sink_xflags(t, &xlat_v4l2_capture_modes, p->outputmode, "V4L2_MODE_???");
	fract_field(t, "timeperframe", &p->timeperframe);
	sink_hex_field(t, "extendedmode", p->extendedmode);
	sink_uint_field(t, "writebuffers", p->writebuffers);
	sink_end(t);
}

/* parm.capture for a capture stream, parm.output for any other. */
static void print_parm(struct tracee *t, const struct v4l2_streamparm *s)
{
	if (s->type == V4L2_BUF_TYPE_VIDEO_CAPTURE) {
		sink_field(t, "parm.capture");
		print_capture_parm(t, &s->parm.capture);
	} else {
		sink_field(t, "parm.output");
		print_output_parm(t, &s->parm.output);
	}
}

/* Bigger than any struct the family reads. */
union v4l2_arg {
	struct v4l2_fmtdesc fmtdesc;
	struct v4l2_format format;
	struct v4l2_requestbuffers reqbufs;
	struct v4l2_buffer buffer;
	struct v4l2_streamparm parm;
	struct v4l2_create_buffers create;
};

static size_t arg_size(unsigned code)
{
	switch (code) {
	case VIDIOC_ENUM_FMT: return sizeof(struct v4l2_fmtdesc);
	case VIDIOC_REQBUFS: return sizeof(struct v4l2_requestbuffers);
	case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
		return sizeof(struct v4l2_buffer);
	case VIDIOC_G_PARM: case VIDIOC_S_PARM: return sizeof(struct v4l2_streamparm);
	case VIDIOC_CREATE_BUFS: return sizeof(struct v4l2_create_buffers);
	default: return sizeof(struct v4l2_format);
	}
}

/* At entry, what the caller filled in; DEC_EXIT_TAIL to go on at exit. */
static int print_in(struct tracee *t, unsigned code, const union v4l2_arg *u)
{
	switch (code) {
	case VIDIOC_ENUM_FMT:
		sink_struct(t);
		sink_uint_field(t, "index", u->fmtdesc.index);
		v4l2_buf_type_field(t, "type", u->fmtdesc.type);
		return DEC_EXIT_TAIL;
	case VIDIOC_G_FMT:
		sink_struct(t);
		v4l2_buf_type_field(t, "type", u->format.type);
		return DEC_EXIT_TAIL;
	case VIDIOC_S_FMT: case VIDIOC_TRY_FMT:
		sink_op(t, " => ");
		sink_struct(t);
		v4l2_buf_type_field(t, "type", u->format.type);
		bool known = v4l2_print_format_fmt(t, &u->format);
		sink_end(t);
		if (known)
			return DEC_EXIT_TAIL;
		sink_end(t);
		return DEC_DONE;
	case VIDIOC_REQBUFS:
		sink_struct(t);
		v4l2_buf_type_field(t, "type", u->reqbufs.type);
		memory_field(t, u->reqbufs.memory);
		sink_field(t, "count");
		sink_op(t, " => ");
		sink_uint(t, u->reqbufs.count);
		return DEC_EXIT_TAIL;
	case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
		sink_struct(t);
		v4l2_buf_type_field(t, "type", u->buffer.type);
		if (code != VIDIOC_DQBUF)
			sink_uint_field(t, "index", u->buffer.index);
		return DEC_EXIT_TAIL;
	case VIDIOC_G_PARM: case VIDIOC_S_PARM: {
		uint32_t type = u->parm.type;
		bool get = code == VIDIOC_G_PARM;
		if (!get)
			sink_op(t, " => ");
		sink_struct(t);
		v4l2_buf_type_field(t, "type", type);
		/* strace shows no parameters of the other buffer types */
		if (type != V4L2_BUF_TYPE_VIDEO_CAPTURE && type != V4L2_BUF_TYPE_VIDEO_OUTPUT) {
			sink_end(t);
			if (!get)
				sink_end(t);
			return DEC_DONE;
		}
		if (get)
			return DEC_EXIT_TAIL;
		print_parm(t, &u->parm);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	default: {	/* VIDIOC_CREATE_BUFS: the new buffers' first index comes after the return value */
		const struct v4l2_create_buffers *c = &u->create;
		sink_struct(t);
		sink_uint_field(t, "count", c->count);
		memory_field(t, c->memory);
		sink_field(t, "format");
		sink_struct(t);
		v4l2_buf_type_field(t, "type", c->format.type);
		v4l2_print_format_fmt(t, &c->format);
		sink_end(t);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	}
}

/* At exit, after a success, what the kernel wrote; then the containers
 * print_in left open are closed. */
static void print_out(struct tracee *t, unsigned code, const union v4l2_arg *u)
{
	switch (code) {
	case VIDIOC_ENUM_FMT:
		if (u) {
			sink_field(t, "flags");
			sink_xflags(t, &xlat_v4l2_fmt_flags, u->fmtdesc.flags, "V4L2_FMT_FLAG_???");
			ioctl_cstr_field(t, "description", (const char *)u->fmtdesc.description,
					 sizeof u->fmtdesc.description);
			sink_field(t, "pixelformat");
			v4l2_print_fourcc(t, u->fmtdesc.pixelformat, &xlat_v4l2_pix_fmts);
		}
		sink_end(t);
		return;
	case VIDIOC_G_FMT:
		if (u)
			v4l2_print_format_fmt(t, &u->format);
		sink_end(t);
		return;
	case VIDIOC_S_FMT: case VIDIOC_TRY_FMT:
		if (u) {
			sink_struct(t);
			v4l2_print_format_fmt(t, &u->format);
			sink_end(t);
		}
		sink_end(t);
		return;
	case VIDIOC_REQBUFS:
		if (u)
			sink_uint(t, u->reqbufs.count);
		sink_end(t);
		sink_end(t);
		return;
	case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
		if (u)
			print_buffer_tail(t, code, &u->buffer);
		sink_end(t);
		return;
	case VIDIOC_G_PARM:
		if (u)
			print_parm(t, &u->parm);
		sink_end(t);
		return;
	case VIDIOC_S_PARM:
		if (u) {
			sink_struct(t);
			print_parm(t, &u->parm);
			sink_end(t);
		}
		sink_end(t);
		return;
	default:	/* VIDIOC_CREATE_BUFS */
		if (!u)
			return;
		sink_aux_begin(t);
		sink_struct(t);
		sink_uint_field(t, "index", u->create.index);
		sink_uint_field(t, "count", u->create.count);
		sink_end(t);
		sink_aux_end(t);
		return;
	}
}

/* The requests whose struct the caller starts: read at entry, and again
 * at exit when the call succeeded. */
static int print_inout(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	union v4l2_arg u;
	size_t size = arg_size(code);
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &u, size))
			return DEC_DONE;
		int r = print_in(t, code, &u);
		c->saved[0] = r == DEC_EXIT_TAIL;
		return r;
	}
	if (!c->saved[0])
		return DEC_DONE;
	bool ok = !c->is_error && mem_read(t->tid, arg, &u, size);
	print_out(t, code, ok ? &u : NULL);
	return DEC_DONE;
}

static void print_framebuffer(struct tracee *t, uint64_t arg)
{
	struct v4l2_framebuffer b;
	if (!sink_fetch(t, arg, &b, sizeof b))
		return;
	sink_struct(t);
	sink_hex_field(t, "capability", b.capability);
	sink_hex_field(t, "flags", b.flags);
	sink_ptr_field(t, "base", (uint64_t)(uintptr_t)b.base);
	sink_end(t);
}

static int ioctl_v4l2_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	/* strace shows every argument of the family in hex then */
	if (!t->call.exiting && !verbose(t))
		return IOCTL_UNKNOWN;
	switch (code) {
	case VIDIOC_QUERYCAP:
		if (!t->call.exiting)
			return DEC_EXIT;
		print_capability(t, arg);
		return DEC_DONE;
	case VIDIOC_G_FBUF:
		if (!t->call.exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg))
			print_framebuffer(t, arg);
		return DEC_DONE;
	case VIDIOC_S_FBUF:
		sink_arg(t, 2);
		print_framebuffer(t, arg);
		return DEC_DONE;
	case VIDIOC_STREAMON: case VIDIOC_STREAMOFF: {
		int type;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &type, sizeof type)) {
			sink_array(t);
			sink_elem(t);
			sink_xval(t, &xlat_v4l2_buf_types, (uint32_t)type, "V4L2_BUF_TYPE_???");
			sink_end(t);
		}
		return DEC_DONE;
	}
	case VIDIOC_ENUM_FMT: case VIDIOC_G_FMT: case VIDIOC_S_FMT: case VIDIOC_TRY_FMT:
	case VIDIOC_REQBUFS: case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
	case VIDIOC_G_PARM: case VIDIOC_S_PARM: case VIDIOC_CREATE_BUFS:
		return print_inout(t, code, arg);
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_v4l2 = {
	"v4l2", &xlat_ioctl_v4l2, ioctl_v4l2_decode,
};
