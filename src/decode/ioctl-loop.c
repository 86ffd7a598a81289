/* The loop family: the requests of a loop device and of /dev/loop-control
 * (src/xlat/ioctl_loop.in), with struct loop_info, loop_info64 and
 * loop_config as strace prints them: the device numbers and the key
 * material only under -v, or when an encryption type is set. */
#include <linux/loop.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_loop, xlat_loop_flags, xlat_loop_crypt_types;

/* The encryption members, shown when not abbreviated or when a type is
 * set: the type and the key size. */
static void print_crypt_type(struct tracee *t, uint32_t type, uint32_t key_size)
{
	sink_field(t, "lo_encrypt_type");
	sink_xval(t, &xlat_loop_crypt_types, type, "LO_CRYPT_???");
	sink_uint_field(t, "lo_encrypt_key_size", key_size);
}

/* The key: as many bytes as lo_encrypt_key_size says, at most the array. */
static void print_key(struct tracee *t, const unsigned char *key, uint32_t key_size)
{
	sink_field(t, "lo_encrypt_key");
	sink_bytes(t, key, key_size < LO_KEY_SIZE ? key_size : LO_KEY_SIZE, 0);
}

static void print_loop_info(struct tracee *t, const struct loop_info *i)
{
	bool full = !abbrev(t) || i->lo_encrypt_type != LO_CRYPT_NONE;
	sink_struct(t);
	sink_int_field(t, "lo_number", i->lo_number);
	if (!abbrev(t)) {
		sink_field(t, "lo_device");
		print_makedev(t, i->lo_device);
		sink_uint_field(t, "lo_inode", i->lo_inode);
		sink_field(t, "lo_rdevice");
		print_makedev(t, i->lo_rdevice);
	}
	sink_hex_field(t, "lo_offset", (uint32_t)i->lo_offset);
	if (full)
		print_crypt_type(t, (uint32_t)i->lo_encrypt_type, (uint32_t)i->lo_encrypt_key_size);
	sink_field(t, "lo_flags");
	sink_xflags(t, &xlat_loop_flags, (uint32_t)i->lo_flags, "LO_FLAGS_???");
	ioctl_cstr_field(t, "lo_name", i->lo_name, sizeof i->lo_name);
	if (full)
		print_key(t, i->lo_encrypt_key, (uint32_t)i->lo_encrypt_key_size);
	if (!abbrev(t)) {
		ioctl_hex_array_field(t, "lo_init", i->lo_init, 2, sizeof i->lo_init[0]);
		ioctl_hex_array_field(t, "reserved", i->reserved, sizeof i->reserved, 1);
	} else {
		sink_ellipsis(t);
	}
	sink_end(t);
}

static void print_loop_info64(struct tracee *t, const struct loop_info64 *i)
{
	bool full = !abbrev(t) || i->lo_encrypt_type != LO_CRYPT_NONE;
	sink_struct(t);
	if (!abbrev(t)) {
		sink_field(t, "lo_device");
		print_makedev(t, i->lo_device);
		sink_uint_field(t, "lo_inode", i->lo_inode);
		sink_field(t, "lo_rdevice");
		print_makedev(t, i->lo_rdevice);
		sink_hex_field(t, "lo_offset", i->lo_offset);
		sink_uint_field(t, "lo_sizelimit", i->lo_sizelimit);
	} else {
		sink_hex_field(t, "lo_offset", i->lo_offset);
	}
	sink_uint_field(t, "lo_number", i->lo_number);
	if (full)
		print_crypt_type(t, i->lo_encrypt_type, i->lo_encrypt_key_size);
	sink_field(t, "lo_flags");
	sink_xflags(t, &xlat_loop_flags, i->lo_flags, "LO_FLAGS_???");
	ioctl_cstr_field(t, "lo_file_name", (const char *)i->lo_file_name,
			 sizeof i->lo_file_name);
	if (full) {
		ioctl_cstr_field(t, "lo_crypt_name", (const char *)i->lo_crypt_name,
				 sizeof i->lo_crypt_name);
		print_key(t, i->lo_encrypt_key, i->lo_encrypt_key_size);
	}
	if (!abbrev(t))
		ioctl_hex_array_field(t, "lo_init", i->lo_init, 2, sizeof i->lo_init[0]);
	else
		sink_ellipsis(t);
	sink_end(t);
}

static void print_loop_config(struct tracee *t, const struct loop_config *c)
{
	static const uint64_t zero[8];
	sink_struct(t);
	sink_field(t, "fd");
	sink_fd(t, (int)c->fd);
	sink_uint_field(t, "block_size", c->block_size);
	sink_field(t, "info");
	print_loop_info64(t, &c->info);
	/* strace shows the reserved words only when one is set */
	if (memcmp(c->__reserved, zero, sizeof zero))
		ioctl_hex_array_field(t, "__reserved", c->__reserved, 8, sizeof c->__reserved[0]);
	sink_end(t);
}

/* The struct argument of request code at addr: read, and printed. */
static void print_loop_struct(struct tracee *t, unsigned code, uint64_t addr)
{
	union {
		struct loop_info info;
		struct loop_info64 info64;
		struct loop_config config;
	} u;
	switch (code) {
	case LOOP_SET_STATUS: case LOOP_GET_STATUS:
		if (sink_fetch(t, addr, &u.info, sizeof u.info))
			print_loop_info(t, &u.info);
		break;
	case LOOP_SET_STATUS64: case LOOP_GET_STATUS64:
		if (sink_fetch(t, addr, &u.info64, sizeof u.info64))
			print_loop_info64(t, &u.info64);
		break;
	case LOOP_CONFIGURE:
		if (sink_fetch(t, addr, &u.config, sizeof u.config))
			print_loop_config(t, &u.config);
		break;
	}
}

static int ioctl_loop_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (t->call.exiting) {
		/* LOOP_GET_STATUS and LOOP_GET_STATUS64: what the kernel filled */
		if (!ioctl_exit_ptr(t, arg))
			print_loop_struct(t, code, arg);
		return DEC_DONE;
	}
	switch (code) {
	case LOOP_GET_STATUS: case LOOP_GET_STATUS64:
		return DEC_EXIT;
	case LOOP_SET_STATUS: case LOOP_SET_STATUS64: case LOOP_CONFIGURE:
		sink_arg(t, 2);
		print_loop_struct(t, code, arg);
		return DEC_DONE;
	case LOOP_CLR_FD: case LOOP_SET_CAPACITY: case LOOP_CTL_GET_FREE:
		return DEC_DONE;	/* no argument */
	case LOOP_SET_FD: case LOOP_CHANGE_FD:
		sink_arg(t, 2);
		sink_fd(t, (int)arg);
		return DEC_DONE;
	case LOOP_CTL_ADD: case LOOP_CTL_REMOVE:
		sink_arg(t, 2);
		sink_int(t, (int)arg);
		return DEC_DONE;
	case LOOP_SET_DIRECT_IO: case LOOP_SET_BLOCK_SIZE:
		sink_arg(t, 2);
		sink_uint(t, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_loop = {
	"loop", &xlat_ioctl_loop, ioctl_loop_decode,
};
