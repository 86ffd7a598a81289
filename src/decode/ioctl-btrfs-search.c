/* btrfs's tree searches and lookups (ioctl-btrfs.h): TREE_SEARCH and
 * TREE_SEARCH_V2 with their keys and the headers of the items found,
 * INO_LOOKUP, INO_PATHS and LOGICAL_INO with the containers the kernel
 * fills, SEND's clone sources and SPACE_INFO's spaces. */
#include <errno.h>
#include <stddef.h>

#include "ioctl-btrfs.h"

extern const struct xlat xlat_btrfs_send_flags, xlat_btrfs_logical_ino_flags;

/* The search key: at entry every bound (the objectid bounds that are the
 * free range's left out unless -v), at exit the count found. */
static void print_search_key(struct tracee *t, const struct btrfs_ioctl_search_key *k)
{
	sink_field(t, "key");
	sink_struct(t);
	if (t->call.exiting) {
		sink_uint_field(t, "nr_items", k->nr_items);
		sink_end(t);
		return;
	}
	btrfs_objectid_field(t, "tree_id", k->tree_id);
	if (k->min_objectid != BTRFS_FIRST_FREE_OBJECTID || !abbrev(t))
		btrfs_objectid_field(t, "min_objectid", k->min_objectid);
	if (k->max_objectid != BTRFS_LAST_FREE_OBJECTID || !abbrev(t))
		btrfs_objectid_field(t, "max_objectid", k->max_objectid);
	btrfs_u64_field(t, "min_offset", k->min_offset);
	btrfs_u64_field(t, "max_offset", k->max_offset);
	btrfs_u64_field(t, "min_transid", k->min_transid);
	btrfs_u64_field(t, "max_transid", k->max_transid);
	btrfs_key_type_field(t, "min_type", k->min_type);
	btrfs_key_type_field(t, "max_type", k->max_type);
	sink_uint_field(t, "nr_items", k->nr_items);
	sink_end(t);
}

static void print_search_header(struct tracee *t, const struct btrfs_ioctl_search_header *h)
{
	sink_struct(t);
	sink_uint_field(t, "transid", h->transid);
	btrfs_objectid_field(t, "objectid", h->objectid);
	sink_uint_field(t, "offset", h->offset);
	btrfs_key_type_field(t, "type", h->type);
	sink_uint_field(t, "len", h->len);
	sink_end(t);
}

/* At exit, the items found in the size bytes at addr: each a header and
 * its len bytes, of which the headers print (strace's walk: "..." at the
 * -s count, at the buffer's end, or where the memory stops). */
static void print_search_buf(struct tracee *t, uint64_t addr, uint64_t size, uint32_t nr)
{
	if (abbrev(t)) {
		sink_ellipsis(t);
		return;
	}
	sink_field(t, "buf");
	sink_array(t);
	uint64_t off = 0;
	for (uint32_t i = 0; i < nr; i++) {
		struct btrfs_ioctl_search_header h;
		uint64_t at = addr + off;
		if (at < addr || off + sizeof h > size || i > string_limit(t)) {
			sink_ellipsis(t);
			break;
		}
		if (!mem_read(t->tid, at, &h, sizeof h)) {
			sink_ellipsis(t);
			sink_comment(t, "unreadable_at", "%#llx", (unsigned long long)at);
			break;
		}
		sink_elem(t);
		print_search_header(t, &h);
		off += sizeof h + h.len;
	}
	sink_end(t);
}

static int decode_tree_search(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_search_key k;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &k, sizeof k))
			return DEC_DONE;
	} else if (!btrfs_rw_exit(t, arg, &k, sizeof k)) {
		sink_end(t);
		return DEC_DONE;
	}
	sink_struct(t);
	print_search_key(t, &k);
	if (t->call.exiting)
		print_search_buf(t, arg + offsetof(struct btrfs_ioctl_search_args, buf),
				 sizeof ((struct btrfs_ioctl_search_args *)0)->buf, k.nr_items);
	sink_end(t);
	if (t->call.exiting)
		sink_end(t);
	return t->call.exiting ? DEC_DONE : DEC_EXIT_TAIL;
}

static int decode_tree_search_v2(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_search_args_v2 a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
	} else if (t->call.is_error) {
		/* a buffer too small: the kernel says the size it needs */
		if (t->call.rval == -EOVERFLOW && sink_fetch(t, arg, &a, sizeof a)) {
			sink_struct(t);
			sink_uint_field(t, "buf_size", a.buf_size);
			sink_end(t);
		}
		sink_end(t);
		return DEC_DONE;
	} else if (!btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_end(t);
		return DEC_DONE;
	}
	sink_struct(t);
	print_search_key(t, &a.key);
	sink_uint_field(t, "buf_size", a.buf_size);
	if (t->call.exiting)
		print_search_buf(t, arg + sizeof a, a.buf_size, a.key.nr_items);
	sink_end(t);
	if (t->call.exiting)
		sink_end(t);
	return t->call.exiting ? DEC_DONE : DEC_EXIT_TAIL;
}

/* The subvolume's tree and the inode's objectid; at exit the path, and
 * the tree the kernel chose when the caller left it 0 (saved[0]). */
static int decode_ino_lookup(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_ino_lookup_args a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		t->call.saved[0] = a.treeid == 0;
		sink_struct(t);
		btrfs_objectid_field(t, "treeid", a.treeid);
		btrfs_objectid_field(t, "objectid", a.objectid);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		if (t->call.saved[0])
			btrfs_objectid_field(t, "treeid", a.treeid);
		ioctl_cstr_field(t, "name", a.name, sizeof a.name);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

/* bytes_left=..., elem_missed=...: a btrfs_data_container's counts. */
static bool print_container_head(struct tracee *t, uint64_t addr, struct btrfs_data_container *c)
{
	if (!sink_fetch(t, addr, c, sizeof *c))
		return false;
	sink_struct(t);
	sink_uint_field(t, "bytes_left", c->bytes_left);
	sink_uint_field(t, "bytes_missing", c->bytes_missing);
	sink_uint_field(t, "elem_cnt", c->elem_cnt);
	sink_uint_field(t, "elem_missed", c->elem_missed);
	if (abbrev(t)) {
		sink_ellipsis(t);
		sink_end(t);
		return false;
	}
	sink_field(t, "val");
	return true;
}

/* INO_PATHS's val: offsets from val's start to each path. */
static void print_ino_path(struct tracee *t, const void *elem, void *ctx)
{
	uint64_t off;
	memcpy(&off, elem, sizeof off);
	sink_path_at(t, *(const uint64_t *)ctx + off);
}

/* LOGICAL_INO's val: inum, offset, root triples. */
static void print_logical_ino(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	uint64_t r[3];
	memcpy(r, elem, sizeof r);
	sink_struct(t);
	sink_uint_field(t, "inum", r[0]);
	sink_uint_field(t, "offset", r[1]);
	sink_uint_field(t, "root", r[2]);
	sink_end(t);
}

static void print_container(struct tracee *t, const char *name, uint64_t addr, bool paths)
{
	struct btrfs_data_container c;
	sink_field(t, name);
	if (!print_container_head(t, addr, &c))
		return;
	uint64_t val = addr + offsetof(struct btrfs_data_container, val);
	if (paths)
		print_array(t, val, c.elem_cnt, sizeof(uint64_t), print_ino_path, &val);
	else
		print_array(t, val, c.elem_cnt / 3, 3 * sizeof(uint64_t), print_logical_ino, NULL);
	sink_end(t);
}

static int decode_ino_paths(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_ino_path_args a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "inum", a.inum);
		sink_uint_field(t, "size", a.size);
		sink_ptr_field(t, "fspath", a.fspath);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		print_container(t, "fspath", a.fspath, true);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

static int decode_logical_ino(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_logical_ino_args a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "logical", a.logical);
		sink_uint_field(t, "size", a.size);
		if (!member_zero(a.reserved, sizeof a.reserved))
			ioctl_hex_array_field(t, "reserved", a.reserved, 3, sizeof a.reserved[0]);
		sink_field(t, "flags");
		sink_xflags(t, &xlat_btrfs_logical_ino_flags, a.flags,
			    "BTRFS_LOGICAL_INO_ARGS_???");
		sink_ptr_field(t, "inodes", a.inodes);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		print_container(t, "inodes", a.inodes, false);
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

static void print_objectid_elem(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	uint64_t v;
	memcpy(&v, elem, sizeof v);
	sink_xval(t, &xlat_btrfs_tree_objectids, v, NULL);
}

static void print_send(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_send_args a;
	sink_arg(t, 2);
	if (!sink_fetch(t, arg, &a, sizeof a))
		return;
	sink_struct(t);
	sink_field(t, "send_fd");
	sink_fd(t, (int)a.send_fd);
	sink_uint_field(t, "clone_sources_count", a.clone_sources_count);
	sink_field(t, "clone_sources");
	if (abbrev(t))
		sink_ptr(t, (uint64_t)(uintptr_t)a.clone_sources);
	else
		print_array(t, (uint64_t)(uintptr_t)a.clone_sources, a.clone_sources_count,
			    sizeof(uint64_t), print_objectid_elem, NULL);
	btrfs_objectid_field(t, "parent_root", a.parent_root);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_send_flags, a.flags, "BTRFS_SEND_FLAGS_???");
	sink_end(t);
}

static void print_space_info(struct tracee *t, const void *elem, void *ctx)
{
	(void)ctx;
	struct btrfs_ioctl_space_info s;
	memcpy(&s, elem, sizeof s);
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_btrfs_space_info_flags, s.flags, "BTRFS_SPACE_INFO_???");
	sink_uint_field(t, "total_bytes", s.total_bytes);
	sink_uint_field(t, "used_bytes", s.used_bytes);
	sink_end(t);
}

/* The slots the caller gives; at exit how many spaces there are and, when
 * it gave slots, the spaces. */
static int decode_space_info(struct tracee *t, uint64_t arg)
{
	struct btrfs_ioctl_space_args a;
	if (!t->call.exiting) {
		if (!btrfs_rw_entry(t, arg, &a, sizeof a))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "space_slots", a.space_slots);
		sink_end(t);
		return DEC_EXIT_TAIL;
	}
	if (btrfs_rw_exit(t, arg, &a, sizeof a)) {
		sink_struct(t);
		sink_uint_field(t, "total_spaces", a.total_spaces);
		if (a.space_slots || !a.total_spaces) {
			if (abbrev(t)) {
				sink_ellipsis(t);
			} else {
				sink_field(t, "spaces");
				print_array(t, arg + sizeof a, a.total_spaces,
					    sizeof(struct btrfs_ioctl_space_info),
					    print_space_info, NULL);
			}
		}
		sink_end(t);
	}
	sink_end(t);
	return DEC_DONE;
}

int btrfs_decode_search(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case BTRFS_IOC_TREE_SEARCH: return decode_tree_search(t, arg);
	case BTRFS_IOC_TREE_SEARCH_V2: return decode_tree_search_v2(t, arg);
	case BTRFS_IOC_INO_LOOKUP: return decode_ino_lookup(t, arg);
	case BTRFS_IOC_INO_PATHS: return decode_ino_paths(t, arg);
	case BTRFS_IOC_LOGICAL_INO: return decode_logical_ino(t, arg);
	case BTRFS_IOC_SPACE_INFO: return decode_space_info(t, arg);
	case BTRFS_IOC_SEND:
		print_send(t, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}
