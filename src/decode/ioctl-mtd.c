/* The memory technology devices' requests (<mtd/mtd-abi.h>, type 'M'):
 * erase and lock ranges, out-of-band buffers, one-time programmable
 * areas, the device's geometry and its ECC layout.  The OSS mixer uses
 * the type 'M' too, and strace names every read or write request of the
 * type MIXER_READ(nr) or MIXER_WRITE(nr) before the MTD name: "MIXER_READ(1)
 * or MEMGETINFO". */
#include <sys/ioctl.h>
#include <mtd/mtd-abi.h>

#include "common.h"
#include "ioctl-members.h"
#include "memory.h"

extern const struct xlat xlat_ioctl_mtd, xlat_mtd_file_mode, xlat_mtd_type, xlat_mtd_flags,
	xlat_mtd_otp, xlat_mtd_nandecc, xlat_mtd_ops;

/* {start=0x1, length=0x2}: MEMERASE, MEMLOCK, MEMUNLOCK, MEMISLOCKED */
static void print_erase_info(struct tracee *t, uint64_t addr)
{
	struct erase_info_user e;
	if (!sink_fetch(t, addr, &e, sizeof e))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", e.start);
	sink_hex_field(t, "length", e.length);
	sink_end(t);
}

static void print_erase_info64(struct tracee *t, uint64_t addr)
{
	struct erase_info_user64 e;
	if (!sink_fetch(t, addr, &e, sizeof e))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", e.start);
	sink_hex_field(t, "length", e.length);
	sink_end(t);
}

static void print_oob_buf(struct tracee *t, uint64_t addr)
{
	struct mtd_oob_buf b;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", b.start);
	sink_hex_field(t, "length", b.length);
	sink_ptr_field(t, "ptr", (uint64_t)(uintptr_t)b.ptr);
	sink_end(t);
}

static void print_oob_buf64(struct tracee *t, uint64_t addr)
{
	struct mtd_oob_buf64 b;
	if (!sink_fetch(t, addr, &b, sizeof b))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", b.start);
	sink_hex_field(t, "length", b.length);
	sink_ptr_field(t, "usr_ptr", b.usr_ptr);
	sink_end(t);
}

static void print_otp_info(struct tracee *t, uint64_t addr)
{
	struct otp_info o;
	if (!sink_fetch(t, addr, &o, sizeof o))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", o.start);
	sink_hex_field(t, "length", o.length);
	sink_uint_field(t, "locked", o.locked);
	sink_end(t);
}

static void print_write_req(struct tracee *t, uint64_t addr)
{
	struct mtd_write_req w;
	if (!sink_fetch(t, addr, &w, sizeof w))
		return;
	sink_struct(t);
	sink_hex_field(t, "start", w.start);
	sink_hex_field(t, "len", w.len);
	sink_hex_field(t, "ooblen", w.ooblen);
	sink_ptr_field(t, "usr_data", w.usr_data);
	sink_ptr_field(t, "usr_oob", w.usr_oob);
	sink_field(t, "mode");
	sink_xval(t, &xlat_mtd_ops, w.mode, "MTD_OPS_???");
	sink_end(t);
}

static void print_info(struct tracee *t, uint64_t addr)
{
	struct mtd_info_user m;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	sink_field(t, "type");
	sink_xval(t, &xlat_mtd_type, m.type, "MTD_???");
	sink_field(t, "flags");
	sink_xflags(t, &xlat_mtd_flags, m.flags, "MTD_???");
	sink_hex_field(t, "size", m.size);
	sink_hex_field(t, "erasesize", m.erasesize);
	sink_hex_field(t, "writesize", m.writesize);
	sink_hex_field(t, "oobsize", m.oobsize);
	sink_hex_field(t, "padding", m.padding);
	sink_end(t);
}

/* MEMGETOOBSEL's struct nand_oobinfo: oobfree is pairs [offset, length]. */
static void print_oobinfo(struct tracee *t, uint64_t addr)
{
	struct nand_oobinfo n;
	if (!sink_fetch(t, addr, &n, sizeof n))
		return;
	sink_struct(t);
	sink_field(t, "useecc");
	sink_xval(t, &xlat_mtd_nandecc, n.useecc, "MTD_NANDECC_???");
	sink_hex_field(t, "eccbytes", n.eccbytes);
	sink_field(t, "oobfree");
	sink_array(t);
	for (size_t i = 0; i < sizeof n.oobfree / sizeof n.oobfree[0]; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		sink_array(t);
		sink_elem(t);
		sink_hex(t, n.oobfree[i][0]);
		sink_elem(t);
		sink_hex(t, n.oobfree[i][1]);
		sink_end(t);
	}
	sink_end(t);
	member_array(t, "eccpos", n.eccpos, sizeof n.eccpos / sizeof n.eccpos[0],
		     sizeof n.eccpos[0], MB_HEX);
	sink_end(t);
}

static void print_ecclayout(struct tracee *t, uint64_t addr)
{
	struct nand_ecclayout_user l;
	if (!sink_fetch(t, addr, &l, sizeof l))
		return;
	sink_struct(t);
	sink_hex_field(t, "eccbytes", l.eccbytes);
	member_array(t, "eccpos", l.eccpos, sizeof l.eccpos / sizeof l.eccpos[0],
		     sizeof l.eccpos[0], MB_HEX);
	sink_hex_field(t, "oobavail", l.oobavail);
	sink_field(t, "oobfree");
	sink_array(t);
	for (size_t i = 0; i < sizeof l.oobfree / sizeof l.oobfree[0]; i++) {
		if (member_cut(t, i)) {
			sink_ellipsis(t);
			break;
		}
		sink_elem(t);
		sink_struct(t);
		sink_hex_field(t, "offset", l.oobfree[i].offset);
		sink_hex_field(t, "length", l.oobfree[i].length);
		sink_end(t);
	}
	sink_end(t);
	sink_end(t);
}

static void print_ecc_stats(struct tracee *t, uint64_t addr)
{
	struct mtd_ecc_stats e;
	if (!sink_fetch(t, addr, &e, sizeof e))
		return;
	sink_struct(t);
	sink_hex_field(t, "corrected", e.corrected);
	sink_hex_field(t, "failed", e.failed);
	sink_hex_field(t, "badblocks", e.badblocks);
	sink_hex_field(t, "bbtblocks", e.bbtblocks);
	sink_end(t);
}

/* [v]: a u64 or a C int (signed or not) at addr. */
static void print_num_at(struct tracee *t, uint64_t addr, size_t size, bool sign)
{
	union { uint64_t u64; int32_t i32; } v;
	if (!sink_fetch(t, addr, &v, size))
		return;
	sink_array(t);
	sink_elem(t);
	if (size == 8)
		sink_uint(t, v.u64);
	else if (sign)
		sink_int(t, v.i32);
	else
		sink_uint(t, (uint32_t)v.i32);
	sink_end(t);
}

static void print_otp_select(struct tracee *t, uint64_t addr)
{
	int32_t mode;
	if (!sink_fetch(t, addr, &mode, sizeof mode))
		return;
	sink_array(t);
	sink_elem(t);
	sink_xval(t, &xlat_mtd_otp, (uint32_t)mode, "MTD_OTP_???");
	sink_end(t);
}

/* At exit: what the kernel filled. */
static int mtd_exit(struct tracee *t, unsigned code, uint64_t arg)
{
	if (code == MEMGETREGIONINFO) {
		/* the struct left open at entry: the rest of it */
		struct region_info_user r;
		if (!t->call.is_error && mem_read(t->tid, arg, &r, sizeof r)) {
			sink_hex_field(t, "offset", r.offset);
			sink_hex_field(t, "erasesize", r.erasesize);
			sink_hex_field(t, "numblocks", r.numblocks);
		}
		sink_end(t);
		return DEC_DONE;
	}
	if (ioctl_exit_ptr(t, arg))
		return DEC_DONE;
	switch (code) {
	case MEMGETINFO: print_info(t, arg); break;
	case MEMGETOOBSEL: print_oobinfo(t, arg); break;
	case ECCGETLAYOUT: print_ecclayout(t, arg); break;
	case ECCGETSTATS: print_ecc_stats(t, arg); break;
	case OTPGETREGIONINFO: print_otp_info(t, arg); break;
	case OTPGETREGIONCOUNT: print_num_at(t, arg, 4, false); break;
	case MEMGETREGIONCOUNT: print_num_at(t, arg, 4, true); break;
	}
	return DEC_DONE;
}

static int ioctl_mtd_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (_IOC_TYPE(code) != 'M')
		return IOCTL_UNKNOWN;
	if (t->call.exiting)
		return mtd_exit(t, code, arg);
	switch (code) {
	case MEMGETINFO: case MEMGETOOBSEL: case ECCGETLAYOUT: case ECCGETSTATS:
	case OTPGETREGIONINFO: case OTPGETREGIONCOUNT: case MEMGETREGIONCOUNT:
		return DEC_EXIT;
	case MEMGETREGIONINFO: {
		/* the index goes in, the region comes out: one struct */
		struct region_info_user r;
		sink_arg(t, 2);
		if (!sink_fetch(t, arg, &r, sizeof r))
			return DEC_DONE;
		sink_struct(t);
		sink_hex_field(t, "regionindex", r.regionindex);
		return DEC_EXIT_TAIL;
	}
	}
	sink_arg(t, 2);
	switch (code) {
	case MEMERASE: case MEMLOCK: case MEMUNLOCK: case MEMISLOCKED:
		print_erase_info(t, arg);
		break;
	case MEMERASE64: print_erase_info64(t, arg); break;
	case MEMWRITEOOB: case MEMREADOOB: print_oob_buf(t, arg); break;
	case MEMWRITEOOB64: case MEMREADOOB64: print_oob_buf64(t, arg); break;
	case MEMWRITE: print_write_req(t, arg); break;
	case OTPLOCK: print_otp_info(t, arg); break;
	case OTPSELECT: print_otp_select(t, arg); break;
	case MTDFILEMODE: sink_xval(t, &xlat_mtd_file_mode, arg, "MTD_FILE_MODE_???"); break;
	case MEMGETBADBLOCK: case MEMSETBADBLOCK: print_num_at(t, arg, 8, false); break;
	default: sink_hex(t, arg); break;
	}
	return DEC_DONE;
}

/* The OSS mixer's names for the type's numbers: MIXER_READ(13). */
static bool ioctl_mtd_name(struct tracee *t, unsigned code)
{
	unsigned dir = _IOC_DIR(code);
	if (_IOC_TYPE(code) != 'M' || (dir != _IOC_READ && dir != _IOC_WRITE))
		return false;
	if (t) {
		sink_func(t, dir == _IOC_READ ? "MIXER_READ" : "MIXER_WRITE");
		sink_uint(t, _IOC_NR(code));
		sink_end(t);
	}
	return true;
}

const struct ioctl_family ioctl_family_mtd = {
	"mtd", &xlat_ioctl_mtd, ioctl_mtd_decode, ioctl_mtd_name,
};
