/* The UBI (unsorted block images) requests of <mtd/ubi-user.h>: attaching
 * devices, making, renaming and resizing volumes, eraseblock maps.  The
 * requests that create something print what the kernel numbered it after
 * the request: "{...} => [3]". */
#include <sys/ioctl.h>
#include <mtd/ubi-user.h>

#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_ubi, xlat_ubi_volume_types, xlat_ubi_volume_flags,
	xlat_ubi_volume_props, xlat_ubi_data_types;

/* A volume name: name_len bytes, clamped to the array, and its NUL. */
static void print_name(struct tracee *t, const char *name, int len)
{
	int max = UBI_MAX_VOLUME_NAME;
	ioctl_cstr_field(t, "name", name, (size_t)(1 + (len < 0 ? 0 : len > max ? max : len)));
}

static void print_mkvol(struct tracee *t, const struct ubi_mkvol_req *m)
{
	sink_struct(t);
	sink_int_field(t, "vol_id", m->vol_id);
	sink_int_field(t, "alignment", m->alignment);
	sink_int_field(t, "bytes", m->bytes);
	sink_field(t, "vol_type");
	sink_xval(t, &xlat_ubi_volume_types, (uint8_t)m->vol_type, "UBI_???_VOLUME");
	sink_field(t, "flags");
	sink_xflags(t, &xlat_ubi_volume_flags, m->flags, "UBI_VOL_???");
	sink_int_field(t, "name_len", m->name_len);
	print_name(t, m->name, m->name_len);
	sink_end(t);
}

static void print_attach(struct tracee *t, const struct ubi_attach_req *a)
{
	sink_struct(t);
	sink_int_field(t, "ubi_num", a->ubi_num);
	sink_int_field(t, "mtd_num", a->mtd_num);
	sink_int_field(t, "vid_hdr_offset", a->vid_hdr_offset);
	sink_int_field(t, "max_beb_per1024", a->max_beb_per1024);
	sink_end(t);
}

static void print_rnvol(struct tracee *t, const struct ubi_rnvol_req *r)
{
	size_t n = r->count < 0 ? 0 : r->count > UBI_MAX_RNVOL ? UBI_MAX_RNVOL : (size_t)r->count;
	sink_struct(t);
	sink_int_field(t, "count", r->count);
	sink_field(t, "ents");
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		sink_struct(t);
		sink_int_field(t, "vol_id", r->ents[i].vol_id);
		sink_int_field(t, "name_len", r->ents[i].name_len);
		print_name(t, r->ents[i].name, r->ents[i].name_len);
		sink_end(t);
	}
	sink_end(t);
	sink_end(t);
}

/* UBI_IOCMKVOL and UBI_IOCATT: the request, " => " left open (saved[0]),
 * and at exit the number the kernel gave the volume or the device. */
static int print_creating(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	if (c->exiting) {
		if (!c->saved[0])
			return DEC_DONE;
		if (!c->is_error)
			sink_int_at(t, arg);
		sink_end(t);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	c->saved[0] = 0;
	if (code == UBI_IOCMKVOL) {
		struct ubi_mkvol_req m;
		if (!sink_fetch(t, arg, &m, sizeof m))
			return DEC_DONE;
		sink_op(t, " => ");
		print_mkvol(t, &m);
	} else {
		struct ubi_attach_req a;
		if (!sink_fetch(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_op(t, " => ");
		print_attach(t, &a);
	}
	c->saved[0] = 1;
	return DEC_EXIT_TAIL;
}

static void print_in(struct tracee *t, unsigned code, uint64_t arg)
{
	sink_arg(t, 2);
	switch (code) {
	case UBI_IOCRSVOL: {
		struct ubi_rsvol_req r;
		if (sink_fetch(t, arg, &r, sizeof r)) {
			sink_struct(t);
			sink_int_field(t, "bytes", r.bytes);
			sink_int_field(t, "vol_id", r.vol_id);
			sink_end(t);
		}
		return;
	}
	case UBI_IOCRNVOL: {
		struct ubi_rnvol_req r;
		if (sink_fetch(t, arg, &r, sizeof r))
			print_rnvol(t, &r);
		return;
	}
	case UBI_IOCEBCH: {
		struct ubi_leb_change_req l;
		if (sink_fetch(t, arg, &l, sizeof l)) {
			sink_struct(t);
			sink_int_field(t, "lnum", l.lnum);
			sink_int_field(t, "bytes", l.bytes);
			sink_field(t, "dtype");
			sink_xval(t, &xlat_ubi_data_types, (uint8_t)l.dtype, "UBI_???");
			sink_end(t);
		}
		return;
	}
	case UBI_IOCEBMAP: {
		struct ubi_map_req m;
		if (sink_fetch(t, arg, &m, sizeof m)) {
			sink_struct(t);
			sink_int_field(t, "lnum", m.lnum);
			sink_field(t, "dtype");
			sink_xval(t, &xlat_ubi_data_types, (uint8_t)m.dtype, "UBI_???");
			sink_end(t);
		}
		return;
	}
	case UBI_IOCSETVOLPROP: {
		struct ubi_set_vol_prop_req p;
		if (sink_fetch(t, arg, &p, sizeof p)) {
			sink_struct(t);
			sink_field(t, "property");
			sink_xval(t, &xlat_ubi_volume_props, p.property, "UBI_VOL_PROP_???");
			sink_hex_field(t, "value", p.value);
			sink_end(t);
		}
		return;
	}
	case UBI_IOCVOLUP: {
		int64_t v;
		if (sink_fetch(t, arg, &v, sizeof v)) {
			sink_array(t);
			sink_elem(t);
			sink_int(t, v);
			sink_end(t);
		}
		return;
	}
	default:	/* the requests that take an int */
		sink_int_at(t, arg);
	}
}

static int ioctl_ubi_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case UBI_IOCMKVOL: case UBI_IOCATT:
		return print_creating(t, code, arg);
	case UBI_IOCRSVOL: case UBI_IOCRNVOL: case UBI_IOCEBCH: case UBI_IOCEBMAP:
	case UBI_IOCSETVOLPROP: case UBI_IOCVOLUP:
	case UBI_IOCDET: case UBI_IOCEBER: case UBI_IOCEBISMAP: case UBI_IOCEBUNMAP:
	case UBI_IOCRMVOL: case UBI_IOCRPEB: case UBI_IOCSPEB:
		print_in(t, code, arg);
		return DEC_DONE;
	case UBI_IOCVOLCRBLK: case UBI_IOCVOLRMBLK:
		return DEC_DONE;	/* no argument */
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_ubi = {
	"ubi", &xlat_ioctl_ubi, ioctl_ubi_decode,
};
