/* V4L2's requests for video standards, inputs, controls, tuners, cropping
 * and the frame size and interval enumerations (<linux/videodev2.h>), as
 * strace 6.1 prints them.  The other VIDIOC_* requests are the "v4l2"
 * family's (ioctl-v4l2.c).
 *
 * Most of these structs are read and written by the call: the caller's
 * part prints at entry, the struct left open (saved[0] says so), and what
 * the kernel filled at exit, only when the call succeeded.  The "S"
 * requests that the kernel may change show its answer after " => ". */
#include <stdio.h>
#include <linux/videodev2.h>

#include "common.h"
#include "v4l2-common.h"
#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_v4l2_ctrl, xlat_v4l2ctrl_ids, xlat_v4l2ctrl_classes,
	xlat_v4l2ctrl_query_flags, xlat_v4l2ctrl_types, xlat_v4l2ctrl_flags,
	xlat_v4l2ctrl_tuner_types, xlat_v4l2ctrl_tuner_caps, xlat_v4l2ctrl_tuner_rxsubchans,
	xlat_v4l2ctrl_tuner_audmodes, xlat_v4l2ctrl_input_types, xlat_v4l2ctrl_frmsize_types,
	xlat_v4l2ctrl_frmival_types;

/* The ids of a class are below the next class, 0x10000 further. */
enum { CID_CLASS_SPAN = 0x10000 };

/* name=3/4 */
static void print_fract(struct tracee *t, const char *name, const struct v4l2_fract *f)
{
	sink_field(t, name);
	sink_op(t, "/");
	sink_uint(t, f->numerator);
	sink_uint(t, f->denominator);
	sink_end(t);
}

static void print_rect(struct tracee *t, const char *name, const struct v4l2_rect *r)
{
	sink_field(t, name);
	sink_struct(t);
	sink_int_field(t, "left", r->left);
	sink_int_field(t, "top", r->top);
	sink_uint_field(t, "width", r->width);
	sink_uint_field(t, "height", r->height);
	sink_end(t);
}

/* A pixel format: v4l2_fourcc('Y', 'U', 'Y', 'V') and its name. */
static void print_fourcc(struct tracee *t, const char *name, uint32_t v)
{
	sink_field(t, name);
	v4l2_print_fourcc(t, v, &xlat_v4l2_pix_fmts);
}

/* The class an id belongs to: the highest class at or below it. */
static const char *cid_class(uint32_t cid, uint32_t *base)
{
	const struct xlat *x = &xlat_v4l2ctrl_classes;
	const char *name = NULL;
	for (unsigned i = 0; i < x->n; i++)
		if (x->e[i].val <= cid && (!name || x->e[i].val > *base)) {
			name = x->e[i].name;
			*base = (uint32_t)x->e[i].val;
		}
	return name;
}

/* A control id by name; one no name fits by its class and the offset in
 * it (V4L2_CTRL_CLASS_USER+0x30), as strace does. */
static void print_cid_value(struct tracee *t, uint32_t cid)
{
	const char *name = xlat_name(&xlat_v4l2ctrl_ids, cid);
	if (name) {
		sink_const(t, cid, NUM_HEX, name, NULL);
		return;
	}
	uint32_t base = 0;
	const char *class = cid_class(cid, &base);
	if (!class || cid - base >= CID_CLASS_SPAN) {
		sink_const(t, cid, NUM_HEX, NULL, "V4L2_CID_???");
		return;
	}
	char text[64];
	snprintf(text, sizeof text, "%s+%#x", class, cid - base);
	sink_const(t, cid, NUM_HEX, text, NULL);
}

/* A control id; with next, one that may carry QUERYCTRL's "next" bits:
 * V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CID_HUE.  Under -X raw the number alone,
 * under -X verbose each part in its own comment. */
static void print_cid(struct tracee *t, uint32_t cid, bool next)
{
	uint32_t mask = 0;
	for (unsigned i = 0; next && i < xlat_v4l2ctrl_query_flags.n; i++)
		mask |= (uint32_t)xlat_v4l2ctrl_query_flags.e[i].val;
	uint32_t bits = cid & mask;
	if (!bits) {
		print_cid_value(t, cid);
		return;
	}
	sink_begin(t, BOX_GROUP);
	sink_hex(t, cid);
	sink_shown_when_raw(t);
	sink_op(t, "|");
	sink_hidden_when_raw(t);
	sink_xflags(t, &xlat_v4l2ctrl_query_flags, bits, NULL);
	print_cid_value(t, cid & ~bits);
	sink_end(t);
	sink_end(t);
}

/* An element of an ext_controls' array: the value, or the payload of
 * size bytes. */
static void print_ext_control(struct tracee *t, const void *elem, void *ctx)
{
	struct v4l2_ext_control c;
	(void)ctx;
	memcpy(&c, elem, sizeof c);
	sink_struct(t);
	sink_field(t, "id");
	sink_xval(t, &xlat_v4l2ctrl_ids, c.id, "V4L2_CID_???");
	sink_uint_field(t, "size", c.size);
	if (c.size) {
		sink_field(t, "string");
		sink_buf_at(t, (uint64_t)(uintptr_t)c.string, c.size);
	} else {
		sink_int_field(t, "value", c.value);
		sink_int_field(t, "value64", c.value64);
	}
	sink_end(t);
}

/* Whether print_array shows the whole array of n controls at addr, or
 * all up to its cut at -s: strace stops decoding a call whose array it
 * could not read. */
static bool controls_readable(struct tracee *t, uint64_t addr, uint64_t n)
{
	const size_t size = sizeof(struct v4l2_ext_control);
	if (!addr || n > UINT64_MAX / size || addr + n * size <= addr)
		return false;
	for (uint64_t i = 0; i < n; i++) {
		struct v4l2_ext_control c;
		if (!mem_read(t->tid, addr + i * size, &c, size))
			return false;
		if (member_cut(t, i))
			break;
	}
	return true;
}

static void print_controls(struct tracee *t, const struct v4l2_ext_controls *c)
{
	sink_field(t, "controls");
	print_array(t, (uint64_t)(uintptr_t)c->controls, c->count,
		    sizeof(struct v4l2_ext_control), print_ext_control, NULL);
}

/* VIDIOC_G_EXT_CTRLS, S_EXT_CTRLS, TRY_EXT_CTRLS: the class and count;
 * the controls the caller sets at entry, and at exit (the call may have
 * failed) the controls again after " => ", or those G_EXT_CTRLS got, and
 * the index of the control that failed.  saved[0]: the struct is open,
 * saved[1]: inside a " => ". */
static int print_ext_controls(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct v4l2_ext_controls e;
	bool get = code == VIDIOC_G_EXT_CTRLS;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = c->saved[1] = 0;
		if (!sink_fetch(t, arg, &e, sizeof e))
			return DEC_DONE;
		bool done = !e.count || (!get && !controls_readable(t, (uint64_t)(uintptr_t)
								 e.controls, e.count));
		if (!get && !done)
			sink_op(t, " => ");
		sink_struct(t);
		sink_field(t, "ctrl_class");
		sink_xval(t, &xlat_v4l2ctrl_classes, e.ctrl_class, "V4L2_CTRL_CLASS_???");
		sink_uint_field(t, "count", e.count);
		if (!get && e.count)
			print_controls(t, &e);
		if (done) {
			sink_end(t);
			return DEC_DONE;
		}
		c->saved[0] = 1;
		c->saved[1] = !get;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	bool read = mem_read(t->tid, arg, &e, sizeof e);
	if (c->saved[1]) {
		sink_end(t);
		if (read)
			sink_struct(t);
	}
	if (read) {
		print_controls(t, &e);
		if (c->is_error)
			sink_uint_field(t, "error_idx", e.error_idx);
		if (c->saved[1])
			sink_end(t);
	}
	sink_end(t);	/* the struct, or the " => " */
	return DEC_DONE;
}

/* name, type ... afc of a tuner. */
static void print_tuner_body(struct tracee *t, const struct v4l2_tuner *p)
{
	ioctl_cstr_field(t, "name", (const char *)p->name, sizeof p->name);
	sink_field(t, "type");
	sink_xval(t, &xlat_v4l2ctrl_tuner_types, p->type, "V4L2_TUNER_???");
	sink_field(t, "capability");
	sink_xflags(t, &xlat_v4l2ctrl_tuner_caps, p->capability, "V4L2_TUNER_CAP_???");
	sink_uint_field(t, "rangelow", p->rangelow);
	sink_uint_field(t, "rangehigh", p->rangehigh);
	sink_field(t, "rxsubchans");
	sink_xflags(t, &xlat_v4l2ctrl_tuner_rxsubchans, p->rxsubchans, "V4L2_TUNER_SUB_???");
	sink_field(t, "audmode");
	sink_xval(t, &xlat_v4l2ctrl_tuner_audmodes, p->audmode, "V4L2_TUNER_MODE_???");
	sink_int_field(t, "signal", p->signal);
	sink_int_field(t, "afc", p->afc);
}

/* VIDIOC_S_TUNER: the tuner set, " => " the kernel's (saved[0]). */
static int print_s_tuner(struct tracee *t, uint64_t arg)
{
	struct call *c = &t->call;
	struct v4l2_tuner p;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &p, sizeof p))
			return DEC_DONE;
		sink_op(t, " => ");
		sink_struct(t);
		sink_uint_field(t, "index", p.index);
		print_tuner_body(t, &p);
		sink_end(t);
		c->saved[0] = 1;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error && mem_read(t->tid, arg, &p, sizeof p)) {
		sink_struct(t);
		print_tuner_body(t, &p);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

/* The rest of a queried control under -v (minimum ... reserved), else
 * "...".  Both structs have their reserved words last. */
static void print_queryctrl_tail(struct tracee *t, const struct v4l2_queryctrl *q)
{
	if (abbrev(t)) {
		sink_ellipsis(t);
		return;
	}
	sink_int_field(t, "minimum", q->minimum);
	sink_int_field(t, "maximum", q->maximum);
	sink_int_field(t, "step", q->step);
	sink_int_field(t, "default_value", q->default_value);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_v4l2ctrl_flags, q->flags, "V4L2_CTRL_FLAG_???");
	if (!member_zero(q->reserved, sizeof q->reserved))
		member_array(t, "reserved", q->reserved, 2, sizeof q->reserved[0], MB_HEX);
}

static void print_query_ext_ctrl_tail(struct tracee *t, const struct v4l2_query_ext_ctrl *q)
{
	if (abbrev(t)) {
		sink_ellipsis(t);
		return;
	}
	sink_int_field(t, "minimum", q->minimum);
	sink_int_field(t, "maximum", q->maximum);
	sink_uint_field(t, "step", q->step);
	sink_int_field(t, "default_value", q->default_value);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_v4l2ctrl_flags, q->flags, "V4L2_CTRL_FLAG_???");
	sink_uint_field(t, "elem_size", q->elem_size);
	sink_uint_field(t, "elems", q->elems);
	sink_uint_field(t, "nr_of_dims", q->nr_of_dims);
	size_t dims = q->nr_of_dims < V4L2_CTRL_MAX_DIMS ? q->nr_of_dims : V4L2_CTRL_MAX_DIMS;
	member_array(t, "dims", q->dims, dims, sizeof q->dims[0], MB_UDEC);
	if (!member_zero(q->reserved, sizeof q->reserved))
		member_array(t, "reserved", q->reserved, 32, sizeof q->reserved[0], MB_HEX);
}

/* Bigger than any struct the requests of the open kind take. */
union v4l2_arg {
	struct v4l2_standard std;
	struct v4l2_input input;
	struct v4l2_control ctrl;
	struct v4l2_tuner tuner;
	struct v4l2_queryctrl qc;
	struct v4l2_query_ext_ctrl qec;
	struct v4l2_cropcap cropcap;
	struct v4l2_crop crop;
	struct v4l2_frmsizeenum fs;
	struct v4l2_frmivalenum fi;
};

static size_t open_size(unsigned code)
{
	switch (code) {
	case VIDIOC_ENUMSTD: return sizeof(struct v4l2_standard);
	case VIDIOC_ENUMINPUT: return sizeof(struct v4l2_input);
	case VIDIOC_G_CTRL: case VIDIOC_S_CTRL: return sizeof(struct v4l2_control);
	case VIDIOC_G_TUNER: return sizeof(struct v4l2_tuner);
	case VIDIOC_QUERYCTRL: return sizeof(struct v4l2_queryctrl);
	case VIDIOC_QUERY_EXT_CTRL: return sizeof(struct v4l2_query_ext_ctrl);
	case VIDIOC_CROPCAP: return sizeof(struct v4l2_cropcap);
	case VIDIOC_G_CROP: case VIDIOC_S_CROP: return sizeof(struct v4l2_crop);
	case VIDIOC_ENUM_FRAMESIZES: return sizeof(struct v4l2_frmsizeenum);
	case VIDIOC_ENUM_FRAMEINTERVALS: return sizeof(struct v4l2_frmivalenum);
	}
	return 0;
}

/* What the caller gives, at entry; the struct (and, for a control id or
 * value the kernel may change, a " => ") left open. */
static void print_open_head(struct tracee *t, unsigned code, const union v4l2_arg *u)
{
	switch (code) {
	case VIDIOC_ENUMSTD: case VIDIOC_ENUMINPUT: case VIDIOC_G_TUNER:
		/* index leads all three */
		sink_uint_field(t, "index", u->std.index);
		break;
	case VIDIOC_G_CTRL: case VIDIOC_S_CTRL:
		sink_field(t, "id");
		print_cid(t, u->ctrl.id, false);
		if (code == VIDIOC_S_CTRL) {
			sink_field(t, "value");
			sink_op(t, " => ");
			sink_int(t, u->ctrl.value);
		}
		break;
	case VIDIOC_QUERYCTRL: case VIDIOC_QUERY_EXT_CTRL:
		/* id leads both */
		sink_field(t, "id");
		sink_op(t, " => ");
		print_cid(t, u->qc.id, true);
		break;
	case VIDIOC_CROPCAP: case VIDIOC_G_CROP: case VIDIOC_S_CROP:
		/* type leads both */
		sink_field(t, "type");
		sink_xval(t, &xlat_v4l2_buf_types, u->crop.type, "V4L2_BUF_TYPE_???");
		if (code == VIDIOC_S_CROP)
			print_rect(t, "c", &u->crop.c);
		break;
	case VIDIOC_ENUM_FRAMESIZES:
		sink_uint_field(t, "index", u->fs.index);
		print_fourcc(t, "pixel_format", u->fs.pixel_format);
		break;
	case VIDIOC_ENUM_FRAMEINTERVALS:
		sink_uint_field(t, "index", u->fi.index);
		print_fourcc(t, "pixel_format", u->fi.pixel_format);
		sink_uint_field(t, "width", u->fi.width);
		sink_uint_field(t, "height", u->fi.height);
		break;
	}
}

static void print_frmsize(struct tracee *t, const struct v4l2_frmsizeenum *f)
{
	sink_field(t, "type");
	sink_xval(t, &xlat_v4l2ctrl_frmsize_types, f->type, "V4L2_FRMSIZE_TYPE_???");
	if (f->type == V4L2_FRMSIZE_TYPE_DISCRETE) {
		sink_field(t, "discrete");
		sink_struct(t);
		sink_uint_field(t, "width", f->discrete.width);
		sink_uint_field(t, "height", f->discrete.height);
		sink_end(t);
	} else if (f->type == V4L2_FRMSIZE_TYPE_STEPWISE) {
		const struct v4l2_frmsize_stepwise *s = &f->stepwise;
		sink_field(t, "stepwise");
		sink_struct(t);
		sink_uint_field(t, "min_width", s->min_width);
		sink_uint_field(t, "max_width", s->max_width);
		sink_uint_field(t, "step_width", s->step_width);
		sink_uint_field(t, "min_height", s->min_height);
		sink_uint_field(t, "max_height", s->max_height);
		sink_uint_field(t, "step_height", s->step_height);
		sink_end(t);
	}
}

static void print_frmival(struct tracee *t, const struct v4l2_frmivalenum *f)
{
	sink_field(t, "type");
	sink_xval(t, &xlat_v4l2ctrl_frmival_types, f->type, "V4L2_FRMIVAL_TYPE_???");
	if (f->type == V4L2_FRMIVAL_TYPE_DISCRETE) {
		print_fract(t, "discrete", &f->discrete);
	} else if (f->type == V4L2_FRMIVAL_TYPE_STEPWISE ||
		   f->type == V4L2_FRMIVAL_TYPE_CONTINUOUS) {
		sink_field(t, "stepwise");
		sink_struct(t);
		print_fract(t, "min", &f->stepwise.min);
		print_fract(t, "max", &f->stepwise.max);
		print_fract(t, "step", &f->stepwise.step);
		sink_end(t);
	}
}

/* What the kernel filled, at exit of a call that succeeded; entry_id is
 * the control id the caller asked about. */
static void print_open_tail(struct tracee *t, unsigned code, const union v4l2_arg *u,
			    uint32_t entry_id)
{
	switch (code) {
	case VIDIOC_ENUMSTD:
		ioctl_cstr_field(t, "name", (const char *)u->std.name, sizeof u->std.name);
		print_fract(t, "frameperiod", &u->std.frameperiod);
		sink_uint_field(t, "framelines", u->std.framelines);
		break;
	case VIDIOC_ENUMINPUT:
		ioctl_cstr_field(t, "name", (const char *)u->input.name, sizeof u->input.name);
		sink_field(t, "type");
		sink_xval(t, &xlat_v4l2ctrl_input_types, u->input.type, "V4L2_INPUT_TYPE_???");
		break;
	case VIDIOC_G_TUNER:
		print_tuner_body(t, &u->tuner);
		break;
	case VIDIOC_G_CTRL:
		sink_int_field(t, "value", u->ctrl.value);
		break;
	case VIDIOC_S_CTRL:
		sink_int(t, u->ctrl.value);
		break;
	case VIDIOC_QUERYCTRL: case VIDIOC_QUERY_EXT_CTRL:
		if (u->qc.id != entry_id)
			print_cid(t, u->qc.id, false);
		sink_end(t);	/* the " => " */
		sink_field(t, "type");
		sink_xval(t, &xlat_v4l2ctrl_types, u->qc.type, "V4L2_CTRL_TYPE_???");
		/* name follows id and type in both */
		ioctl_cstr_field(t, "name", (const char *)u->qc.name, sizeof u->qc.name);
		if (code == VIDIOC_QUERYCTRL)
			print_queryctrl_tail(t, &u->qc);
		else
			print_query_ext_ctrl_tail(t, &u->qec);
		break;
	case VIDIOC_CROPCAP:
		print_rect(t, "bounds", &u->cropcap.bounds);
		print_rect(t, "defrect", &u->cropcap.defrect);
		print_fract(t, "pixelaspect", &u->cropcap.pixelaspect);
		break;
	case VIDIOC_G_CROP: case VIDIOC_S_CROP:
		/* strace 6.1 shows S_CROP's rectangle a second time */
		print_rect(t, "c", &u->crop.c);
		break;
	case VIDIOC_ENUM_FRAMESIZES:
		print_frmsize(t, &u->fs);
		break;
	case VIDIOC_ENUM_FRAMEINTERVALS:
		print_frmival(t, &u->fi);
		break;
	}
}

/* The requests whose struct the caller starts and the kernel completes.
 * saved[0]: the struct is open; saved[1]: the control id asked. */
static int print_open_struct(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	union v4l2_arg u;
	size_t size = open_size(code);
	bool id_op = code == VIDIOC_QUERYCTRL || code == VIDIOC_QUERY_EXT_CTRL;
	bool value_op = code == VIDIOC_S_CTRL;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &u, size))
			return DEC_DONE;
		sink_struct(t);
		print_open_head(t, code, &u);
		c->saved[0] = 1;
		c->saved[1] = id_op ? u.qc.id : 0;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error && mem_read(t->tid, arg, &u, size)) {
		print_open_tail(t, code, &u, (uint32_t)c->saved[1]);
		if (value_op)
			sink_end(t);	/* the " => " */
	} else if (id_op || value_op) {
		sink_end(t);	/* the " => " */
	}
	sink_end(t);
	return DEC_DONE;
}

/* [0xb000]: a v4l2_std_id at addr, in hex as strace 6.1 prints it. */
static void print_std_at(struct tracee *t, uint64_t addr)
{
	uint64_t v;
	if (!sink_fetch(t, addr, &v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	sink_hex(t, v);
	sink_end(t);
}

static int ioctl_v4l2_ctrl_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (!xlat_name(&xlat_ioctl_v4l2_ctrl, code))
		return IOCTL_UNKNOWN;
	/* strace leaves every struct of V4L2 out under -e verbose=none: the
	 * argument in hex */
	if (!t->call.exiting && !verbose(t))
		return IOCTL_UNKNOWN;
	switch (code) {
	case VIDIOC_G_STD: case VIDIOC_G_INPUT:
		/* filled by the kernel alone */
		if (!t->call.exiting)
			return DEC_EXIT;
		if (ioctl_exit_ptr(t, arg))
			return DEC_DONE;
		if (code == VIDIOC_G_STD)
			print_std_at(t, arg);
		else
			ioctl_uint_at(t, arg, sizeof(uint32_t));
		return DEC_DONE;
	case VIDIOC_S_STD:
		sink_arg(t, 2);
		print_std_at(t, arg);
		return DEC_DONE;
	case VIDIOC_S_INPUT:
		sink_arg(t, 2);
		ioctl_uint_at(t, arg, sizeof(uint32_t));
		return DEC_DONE;
	case VIDIOC_S_TUNER:
		return print_s_tuner(t, arg);
	case VIDIOC_G_EXT_CTRLS: case VIDIOC_S_EXT_CTRLS: case VIDIOC_TRY_EXT_CTRLS:
		return print_ext_controls(t, code, arg);
	}
	return print_open_struct(t, code, arg);
}

const struct ioctl_family ioctl_family_v4l2_ctrl = {
	"v4l2_ctrl", &xlat_ioctl_v4l2_ctrl, ioctl_v4l2_ctrl_decode,
};
