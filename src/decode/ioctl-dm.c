/* The device mapper requests (<linux/dm-ioctl.h>).  Each passes a struct
 * dm_ioctl and, after it at data_start, a payload of its own: target specs,
 * dependencies, device and target lists, a message or a string.  strace
 * shows them as an array, the header first, the payload only under -v;
 * what the kernel wrote back follows "=>" when the call succeeded or the
 * header changed. */
#include <stddef.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <linux/dm-ioctl.h>

#include "common.h"
#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_dm, xlat_dm_flags;

/* The part of struct dm_ioctl before its data. */
enum { DM_HEADER = offsetof(struct dm_ioctl, data) };

static bool has_data_start(unsigned code)
{
	switch (code) {
	case DM_VERSION: case DM_REMOVE_ALL: case DM_DEV_CREATE: case DM_DEV_REMOVE:
	case DM_DEV_SUSPEND: case DM_DEV_STATUS: case DM_TABLE_CLEAR: case DM_DEV_ARM_POLL:
		return false;
	}
	return true;
}

/* The counters a request reads at entry and those the kernel reports. */
static void print_counts(struct tracee *t, unsigned code, const struct dm_ioctl *d)
{
	if (!t->call.exiting) {
		switch (code) {
		case DM_TABLE_LOAD:
			sink_uint_field(t, "target_count", d->target_count);
			break;
		case DM_DEV_SUSPEND:
			/* resuming reads event_nr, suspending does not */
			if (!(d->flags & DM_SUSPEND_FLAG))
				sink_uint_field(t, "event_nr", d->event_nr);
			break;
		case DM_DEV_RENAME: case DM_DEV_REMOVE: case DM_DEV_WAIT:
			sink_uint_field(t, "event_nr", d->event_nr);
			break;
		}
		return;
	}
	if (t->call.is_error)
		return;
	switch (code) {
	case DM_DEV_CREATE: case DM_DEV_RENAME: case DM_DEV_SUSPEND: case DM_DEV_STATUS:
	case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_CLEAR: case DM_TABLE_DEPS:
	case DM_TABLE_STATUS: case DM_TARGET_MSG:
		sink_uint_field(t, "target_count", d->target_count);
		sink_uint_field(t, "open_count", (uint32_t)d->open_count);
		sink_uint_field(t, "event_nr", d->event_nr);
		break;
	}
}

/* The header; false when its version or size leaves the rest unknown. */
static bool print_header(struct tracee *t, unsigned code, const struct dm_ioctl *d)
{
	bool ok = false;
	sink_struct(t);
	member_array(t, "version", d->version, 3, 4, MB_UDEC);
	if (d->version[0] != DM_VERSION_MAJOR) {
		sink_comment(t, "problem", "unsupported device mapper ABI version");
		goto out;
	}
	sink_uint_field(t, "data_size", d->data_size);
	if (d->data_size < DM_HEADER) {
		sink_comment(t, "problem", "data_size too small");
		goto out;
	}
	if (has_data_start(code))
		sink_uint_field(t, "data_start", d->data_start);
	if (code != DM_REMOVE_ALL && code != DM_LIST_DEVICES && code != DM_LIST_VERSIONS) {
		if (d->dev) {
			sink_field(t, "dev");
			print_makedev(t, d->dev);
		}
		if (d->name[0])
			ioctl_cstr_field(t, "name", d->name, sizeof d->name);
		if (d->uuid[0])
			ioctl_cstr_field(t, "uuid", d->uuid, sizeof d->uuid);
	}
	print_counts(t, code, d);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_dm_flags, d->flags, "DM_???");
	ok = true;
out:
	sink_end(t);
	return ok;
}

/* A NUL-terminated string of at most len bytes at addr, cut at -s, as
 * strace prints the payload's: the address when unreadable.  Returns its
 * length + 1 when a NUL ended it, 0 when not, -1 when unreadable. */
static long print_payload_str(struct tracee *t, uint64_t addr, uint64_t len)
{
	unsigned limit = string_limit(t);
	size_t size = len < (uint64_t)limit + 1 ? (size_t)len : (size_t)limit + 1;
	char stackbuf[512];
	char *buf = size < sizeof stackbuf ? stackbuf : malloc(size + 1);
	bool nul = false;
	ssize_t n = buf ? mem_read_str(t->tid, addr, buf, size, &nul) : -1;
	long rc;
	if (!addr) {
		sink_ptr(t, 0);
		rc = -1;
	} else if (n < 0 || (!nul && (size_t)n < size)) {
		sink_ptr(t, addr);
		rc = -1;
	} else {
		size_t shown = (size_t)n < limit ? (size_t)n : limit;
		bool cut = len && !(nul && (size_t)n <= limit);
		sink_bytes(t, buf, shown, STR_NUL_STOPS | (cut ? STR_CUT : 0));
		rc = nul ? n + 1 : 0;
	}
	if (buf && buf != stackbuf)
		free(buf);
	return rc;
}

static void print_misplaced(struct tracee *t, const char *what)
{
	sink_elem(t);
	sink_symbol(t, "???");
	sink_comment(t, "problem", "misplaced %s", what);
}

static void print_target_specs(struct tracee *t, uint64_t addr, const struct dm_ioctl *d)
{
	uint32_t offset = d->data_start, end = 0;
	for (uint32_t i = 0; i < d->target_count; i++) {
		if ((i && offset <= end) ||
		    (end = offset + (uint32_t)sizeof(struct dm_target_spec)) <= offset ||
		    end > d->data_size) {
			print_misplaced(t, "struct dm_target_spec");
			return;
		}
		if (i >= string_limit(t)) {
			sink_ellipsis(t);
			return;
		}
		struct dm_target_spec s;
		sink_elem(t);
		if (!sink_fetch(t, addr + offset, &s, sizeof s))
			return;
		sink_struct(t);
		sink_uint_field(t, "sector_start", s.sector_start);
		sink_uint_field(t, "length", s.length);
		if (t->call.exiting)
			sink_int_field(t, "status", s.status);
		ioctl_cstr_field(t, "target_type", s.target_type, sizeof s.target_type);
		sink_field(t, "string");
		print_payload_str(t, addr + end, d->data_size - end);
		sink_end(t);
		/* the caller links specs from each one, the kernel from the start */
		offset = t->call.exiting ? d->data_start + s.next : offset + s.next;
	}
}

static void print_dev_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t dev;
	memcpy(&dev, elem, sizeof dev);
	print_makedev(t, dev);
}

static void print_target_deps(struct tracee *t, uint64_t addr, const struct dm_ioctl *d)
{
	uint32_t offset = d->data_start;
	uint32_t end = offset + (uint32_t)offsetof(struct dm_target_deps, dev);
	struct dm_target_deps s;
	if (end <= offset || end > d->data_size) {
		print_misplaced(t, "struct dm_target_deps");
		return;
	}
	sink_elem(t);
	if (!sink_fetch(t, addr + offset, &s, sizeof s))
		return;
	if (s.count > (d->data_size - end) / sizeof(uint64_t)) {
		sink_symbol(t, "???");
		sink_comment(t, "problem", "misplaced struct dm_target_deps");
		return;
	}
	sink_struct(t);
	sink_uint_field(t, "count", s.count);
	sink_field(t, "deps");
	print_array(t, addr + end, s.count, sizeof(uint64_t), print_dev_elem, NULL);
	sink_end(t);
}

/* DM_LIST_DEVICES and DM_LIST_VERSIONS: records linked by their next. */
static void print_list(struct tracee *t, unsigned code, uint64_t addr, const struct dm_ioctl *d)
{
	bool devices = code == DM_LIST_DEVICES;
	uint32_t name_off = devices ? offsetof(struct dm_name_list, name)
				    : offsetof(struct dm_target_versions, name);
	uint32_t offset = d->data_start, end = 0;
	for (uint32_t count = 0;; count++) {
		if ((count && offset <= end) || (end = offset + name_off) <= offset ||
		    end > d->data_size) {
			print_misplaced(t, devices ? "struct dm_name_list"
						   : "struct dm_target_versions");
			return;
		}
		if (count >= string_limit(t)) {
			sink_ellipsis(t);
			return;
		}
		union { struct dm_name_list n; struct dm_target_versions v; } s;
		sink_elem(t);
		if (!sink_fetch(t, addr + offset, &s, name_off))
			return;
		sink_struct(t);
		uint32_t next;
		if (devices) {
			sink_field(t, "dev");
			print_makedev(t, s.n.dev);
			sink_field(t, "name");
			long rc = print_payload_str(t, addr + end, d->data_size - end);
			/* since dm 4.37 an event number follows the name, aligned */
			uint64_t ev = (addr + end + (uint64_t)rc + 7) & ~(uint64_t)7;
			uint32_t event_nr;
			if (rc > 0 && d->version[1] >= 37 && ev + sizeof event_nr <= addr + offset + s.n.next &&
			    mem_read(t->tid, ev, &event_nr, sizeof event_nr))
				sink_uint_field(t, "event_nr", event_nr);
			next = s.n.next;
		} else {
			sink_field(t, "name");
			print_payload_str(t, addr + end, d->data_size - end);
			member_array(t, "version", s.v.version, 3, 4, MB_UDEC);
			next = s.v.next;
		}
		sink_end(t);
		if (!next)
			return;
		offset += next;
	}
}

static void print_target_msg(struct tracee *t, uint64_t addr, const struct dm_ioctl *d)
{
	uint32_t offset = d->data_start;
	uint32_t end = offset + (uint32_t)offsetof(struct dm_target_msg, message);
	struct dm_target_msg s;
	if (end <= offset || end > d->data_size) {
		print_misplaced(t, "struct dm_target_msg");
		return;
	}
	sink_elem(t);
	if (!sink_fetch(t, addr + offset, &s, sizeof s))
		return;
	sink_struct(t);
	sink_uint_field(t, "sector", s.sector);
	sink_field(t, "message");
	print_payload_str(t, addr + end, d->data_size - end);
	sink_end(t);
}

static void print_string(struct tracee *t, uint64_t addr, const struct dm_ioctl *d)
{
	if (d->data_start > d->data_size) {
		print_misplaced(t, "string");
		return;
	}
	sink_elem(t);
	sink_struct(t);
	sink_field(t, "string");
	print_payload_str(t, addr + d->data_start, d->data_size - d->data_start);
	sink_end(t);
}

/* The payload, after the header in the array; "..." without -v. */
static void print_payload(struct tracee *t, unsigned code, uint64_t addr, const struct dm_ioctl *d)
{
	bool in = !t->call.exiting, out = t->call.exiting && !t->call.is_error;
	bool empty = d->data_start == d->data_size;
	bool shown;
	switch (code) {
	case DM_DEV_WAIT: case DM_TABLE_STATUS:
		shown = out && d->target_count;
		break;
	case DM_TABLE_LOAD:
		shown = in && d->target_count;
		break;
	case DM_TABLE_DEPS: case DM_LIST_DEVICES: case DM_LIST_VERSIONS:
		shown = out && !empty;
		break;
	case DM_TARGET_MSG:
		shown = (in && !empty) || (out && (d->flags & DM_DATA_OUT_FLAG));
		break;
	case DM_DEV_RENAME: case DM_DEV_SET_GEOMETRY:
		shown = in;
		break;
	default:
		shown = false;
	}
	if (!shown)
		return;
	if (abbrev(t)) {
		sink_ellipsis(t);
		return;
	}
	switch (code) {
	case DM_DEV_WAIT: case DM_TABLE_STATUS: case DM_TABLE_LOAD:
		print_target_specs(t, addr, d);
		break;
	case DM_TABLE_DEPS:
		print_target_deps(t, addr, d);
		break;
	case DM_LIST_DEVICES: case DM_LIST_VERSIONS:
		print_list(t, code, addr, d);
		break;
	case DM_TARGET_MSG:
		if (in)
			print_target_msg(t, addr, d);
		else
			print_string(t, addr, d);
		break;
	default:
		print_string(t, addr, d);
	}
}

static void print_dm(struct tracee *t, unsigned code, uint64_t addr, const struct dm_ioctl *d)
{
	sink_array(t);
	sink_elem(t);
	if (print_header(t, code, d))
		print_payload(t, code, addr, d);
	sink_end(t);
}

/* What of the header at entry says whether the kernel changed it:
 * version, data_size, data_start, flags, kept in saved[0..2]. */
static void keep_header(struct call *c, const struct dm_ioctl *d)
{
	c->saved[0] = (uint64_t)d->version[0] << 32 | d->version[1];
	c->saved[1] = (uint64_t)d->version[2] << 32 | d->data_size;
	c->saved[2] = (uint64_t)d->data_start << 32 | d->flags;
}

static bool header_kept(const struct call *c, const struct dm_ioctl *d)
{
	struct call now;
	keep_header(&now, d);
	return !memcmp(now.saved, c->saved, 3 * sizeof c->saved[0]);
}

static bool known(unsigned code)
{
	switch (code) {
	case DM_VERSION: case DM_REMOVE_ALL: case DM_LIST_DEVICES: case DM_DEV_CREATE:
	case DM_DEV_REMOVE: case DM_DEV_RENAME: case DM_DEV_SUSPEND: case DM_DEV_STATUS:
	case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_CLEAR: case DM_TABLE_DEPS:
	case DM_TABLE_STATUS: case DM_LIST_VERSIONS: case DM_TARGET_MSG:
	case DM_DEV_SET_GEOMETRY: case DM_DEV_ARM_POLL:
		return true;
	}
	return false;
}

static int ioctl_dm_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct dm_ioctl d;
	if (!known(code))
		return IOCTL_UNKNOWN;
	bool read = mem_read(t->tid, arg, &d, DM_HEADER) &&
		    d.data_size >= offsetof(struct dm_ioctl, data_size);
	if (!c->exiting) {
		/* an unreadable header: the argument in hex, as strace */
		if (!read)
			return IOCTL_UNKNOWN;
		sink_arg(t, 2);
		keep_header(c, &d);
		sink_op(t, " => ");
		print_dm(t, code, arg, &d);
		return DEC_EXIT_TAIL;
	}
	if (read && !(c->is_error && header_kept(c, &d)))
		print_dm(t, code, arg, &d);
	sink_end(t);
	return DEC_DONE;
}

const struct ioctl_family ioctl_family_dm = {
	"dm", &xlat_ioctl_dm, ioctl_dm_decode,
};
