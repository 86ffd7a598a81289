/* ioctl: the IDE disk family (<linux/hdreg.h>, src/xlat/ioctl_hdio.in):
 * the geometry, HDIO_DRIVE_CMD's command and what it returns, the
 * identity, and the settings the HDIO_GET_ and HDIO_SET_ requests read
 * and write. */
#include <errno.h>
#include <linux/hdreg.h>
#include <stdlib.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_hdio, xlat_hdio_busstates, xlat_hdio_drive_cmds;

/* The settings: an unsigned long the GET requests fill, the value the SET
 * ones take. */
static const struct ioctl_scalar_req hdio_scalars[] = {
	{ HDIO_GET_32BIT, IS_U64_OUT }, { HDIO_GET_ACOUSTIC, IS_U64_OUT },
	{ HDIO_GET_ADDRESS, IS_U64_OUT }, { HDIO_GET_DMA, IS_U64_OUT },
	{ HDIO_GET_KEEPSETTINGS, IS_U64_OUT }, { HDIO_GET_MULTCOUNT, IS_U64_OUT },
	{ HDIO_GET_NOWERR, IS_U64_OUT }, { HDIO_GET_UNMASKINTR, IS_U64_OUT },
	{ HDIO_GET_WCACHE, IS_U64_OUT },
	{ HDIO_SET_32BIT, IS_ULONG }, { HDIO_SET_ACOUSTIC, IS_ULONG },
	{ HDIO_SET_ADDRESS, IS_ULONG }, { HDIO_SET_DMA, IS_ULONG },
	{ HDIO_SET_KEEPSETTINGS, IS_ULONG }, { HDIO_SET_MULTCOUNT, IS_ULONG },
	{ HDIO_SET_NOWERR, IS_ULONG }, { HDIO_SET_PIO_MODE, IS_ULONG },
	{ HDIO_SET_UNMASKINTR, IS_ULONG }, { HDIO_SET_WCACHE, IS_ULONG },
	{ HDIO_UNREGISTER_HWIF, IS_ULONG },
};

/* The IDE_NICE_* bit numbers, named as strace names the bits:
 * "1 << IDE_NICE_1". */
static void print_ide_nice(struct tracee *t, uint64_t v)
{
	static const struct { unsigned bit; const char *name; } bits[] = {
		{ IDE_NICE_DSC_OVERLAP, "1 << IDE_NICE_DSC_OVERLAP" },
		{ IDE_NICE_ATAPI_OVERLAP, "1 << IDE_NICE_ATAPI_OVERLAP" },
		{ IDE_NICE_1, "1 << IDE_NICE_1" },
		{ IDE_NICE_0, "1 << IDE_NICE_0" },
		{ IDE_NICE_2, "1 << IDE_NICE_2" },
	};
	uint64_t left = v;
	bool named = false;
	for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
		named |= (v >> bits[i].bit) & 1;
	if (!named) {
		sink_const(t, v, NUM_HEX, NULL, v ? "IDE_NICE_???" : NULL);
		return;
	}
	sink_named(t, v, NUM_HEX);	/* -X: the number */
	sink_op(t, "|");
	for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
		if ((v >> bits[i].bit) & 1) {
			sink_symbol(t, bits[i].name);
			left &= ~(1ULL << bits[i].bit);
		}
	if (left)
		sink_hex(t, left);
	sink_end(t);
	sink_end(t);
}

static void print_geometry(struct tracee *t, uint64_t addr)
{
	struct hd_geometry g;
	if (!sink_fetch(t, addr, &g, sizeof g))
		return;
	sink_struct(t);
	sink_uint_field(t, "heads", g.heads);
	sink_uint_field(t, "sectors", g.sectors);
	sink_uint_field(t, "cylinders", g.cylinders);
	sink_uint_field(t, "start", g.start);
	sink_end(t);
}

/* HDIO_DRIVE_CMD's header at entry, with the " => " the exit part fills;
 * false when it is unreadable. */
static bool print_drive_cmd_in(struct tracee *t, uint64_t addr)
{
	unsigned char h[HDIO_DRIVE_CMD_HDR_SIZE];
	sink_op(t, " => ");
	if (!sink_fetch(t, addr, h, sizeof h)) {
		sink_end(t);
		return false;
	}
	sink_struct(t);
	sink_field(t, "command");
	sink_xval(t, &xlat_hdio_drive_cmds, h[0], "ATA_CMD_???");
	sink_uint_field(t, "sector_number", h[1]);
	sink_uint_field(t, "feature", h[2]);
	sink_uint_field(t, "sector_count", h[3]);
	sink_end(t);
	return true;
}

/* The sectors HDIO_DRIVE_CMD read: every byte as \x.., whatever -x says,
 * as strace prints them; cut at -s, the address when what it would show
 * (and the byte after, when cut) cannot be read. */
static void print_sectors(struct tracee *t, uint64_t addr, uint64_t len)
{
	uint64_t shown = len < string_limit(t) ? len : string_limit(t);
	size_t want = len > shown ? shown + 1 : shown;
	unsigned char *buf = malloc(want ? want : 1);
	if (buf && mem_read(t->tid, addr, buf, want))
		sink_bytes(t, buf, shown, STR_HEX | (len > shown ? STR_CUT : 0));
	else
		sink_ptr(t, addr);
	free(buf);
}

/* What the drive returned, over the header: also after EIO, which is the
 * drive's error; the sectors read follow it. */
static void print_drive_cmd_out(struct tracee *t, uint64_t addr)
{
	unsigned char h[HDIO_DRIVE_CMD_HDR_SIZE];
	bool ok = !t->call.is_error || t->call.rval == -EIO;
	if (ok && mem_read(t->tid, addr, h, sizeof h)) {
		sink_struct(t);
		sink_hex_field(t, "status", h[0]);
		sink_uint_field(t, "error", h[1]);
		sink_uint_field(t, "nsector", h[2]);
		if (h[3]) {
			sink_field(t, "buf");
			print_sectors(t, addr + sizeof h, (uint64_t)h[3] * 512);
		}
		sink_end(t);
	}
	sink_end(t);	/* the " => " */
}

/* [0x1, 0x2, 0x3]: the three ints of HDIO_DRIVE_RESET and HDIO_SCAN_HWIF. */
static void print_three_ints(struct tracee *t, uint64_t addr)
{
	uint32_t v[3];
	if (!sink_fetch(t, addr, v, sizeof v))
		return;
	sink_array(t);
	for (size_t i = 0; i < 3; i++) {
		sink_elem(t);
		sink_hex(t, v[i]);
	}
	sink_end(t);
}

/* The requests that fill a value or buffer, printed at exit. */
static void print_hdio_out(struct tracee *t, unsigned code, uint64_t addr)
{
	uint64_t v;
	switch (code) {
	case HDIO_GETGEO:
		print_geometry(t, addr);
		break;
	case HDIO_GET_IDENTITY: case HDIO_OBSOLETE_IDENTITY:
		sink_buf_at(t, addr, code == HDIO_GET_IDENTITY ? 512 : 142);
		break;
	case HDIO_GET_NICE: case HDIO_GET_BUSSTATE:
		if (!sink_fetch(t, addr, &v, sizeof v))
			break;
		sink_array(t);
		sink_elem(t);
		if (code == HDIO_GET_NICE)
			print_ide_nice(t, v);
		else
			sink_xval(t, &xlat_hdio_busstates, v, "BUSSTATE_???");
		sink_end(t);
		break;
	}
}

static int ioctl_hdio_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	switch (code) {
	case HDIO_GETGEO: case HDIO_GET_IDENTITY: case HDIO_OBSOLETE_IDENTITY:
	case HDIO_GET_NICE: case HDIO_GET_BUSSTATE:
		if (!c->exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg))
			print_hdio_out(t, code, arg);
		return DEC_DONE;
	case HDIO_DRIVE_CMD:
		if (c->exiting) {
			if (c->saved[0])
				print_drive_cmd_out(t, arg);
			return DEC_DONE;
		}
		sink_arg(t, 2);
		c->saved[0] = print_drive_cmd_in(t, arg);
		return c->saved[0] ? DEC_EXIT_TAIL : DEC_DONE;
	case HDIO_DRIVE_RESET: case HDIO_SCAN_HWIF:
		sink_arg(t, 2);
		print_three_ints(t, arg);
		return DEC_DONE;
	case HDIO_SET_NICE:
		sink_arg(t, 2);
		print_ide_nice(t, arg);
		return DEC_DONE;
	case HDIO_SET_BUSSTATE:
		sink_arg(t, 2);
		sink_xval(t, &xlat_hdio_busstates, arg, "BUSSTATE_???");
		return DEC_DONE;
	}
	return ioctl_scalar_decode(t, hdio_scalars, sizeof hdio_scalars / sizeof hdio_scalars[0],
				   code, arg);
}

const struct ioctl_family ioctl_family_hdio = {
	"hdio", &xlat_ioctl_hdio, ioctl_hdio_decode,
};
