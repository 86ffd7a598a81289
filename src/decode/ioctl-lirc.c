/* The infrared remote control requests (<linux/lirc.h>): each passes one
 * u32, read at exit for the getters, at entry for the setters: features
 * by name, modes by name, the transmitter mask in hex, the rest as a
 * number. */
#include <sys/ioctl.h>
#include <linux/lirc.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_lirc, xlat_lirc_features, xlat_lirc_modes;

static bool known(unsigned code)
{
	switch (code) {
	case LIRC_GET_FEATURES: case LIRC_GET_SEND_MODE: case LIRC_GET_REC_MODE:
	case LIRC_GET_REC_RESOLUTION: case LIRC_GET_MIN_TIMEOUT: case LIRC_GET_MAX_TIMEOUT:
	case LIRC_GET_LENGTH: case LIRC_SET_SEND_MODE: case LIRC_SET_REC_MODE:
	case LIRC_SET_SEND_CARRIER: case LIRC_SET_REC_CARRIER: case LIRC_SET_SEND_DUTY_CYCLE:
	case LIRC_SET_TRANSMITTER_MASK: case LIRC_SET_REC_TIMEOUT:
	case LIRC_SET_REC_TIMEOUT_REPORTS: case LIRC_SET_MEASURE_CARRIER_MODE:
	case LIRC_SET_REC_CARRIER_RANGE: case LIRC_SET_WIDEBAND_RECEIVER:
	case LIRC_GET_REC_TIMEOUT:
		return true;
	}
	return false;
}

static void print_value(struct tracee *t, unsigned code, uint64_t arg)
{
	uint32_t v;
	if (!sink_fetch(t, arg, &v, sizeof v))
		return;
	sink_array(t);
	sink_elem(t);
	switch (code) {
	case LIRC_GET_FEATURES:
		sink_xflags(t, &xlat_lirc_features, v, "LIRC_CAN_???");
		break;
	case LIRC_GET_SEND_MODE: case LIRC_GET_REC_MODE:
	case LIRC_SET_SEND_MODE: case LIRC_SET_REC_MODE:
		sink_xval(t, &xlat_lirc_modes, v, "LIRC_MODE_???");
		break;
	case LIRC_SET_TRANSMITTER_MASK:
		sink_hex(t, v);
		break;
	default:
		sink_uint(t, v);
	}
	sink_end(t);
}

static int ioctl_lirc_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	if (!known(code))
		return IOCTL_UNKNOWN;
	if (_IOC_DIR(code) == _IOC_READ) {
		if (!t->call.exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg))
			print_value(t, code, arg);
		return DEC_DONE;
	}
	sink_arg(t, 2);
	print_value(t, code, arg);
	return DEC_DONE;
}

const struct ioctl_family ioctl_family_lirc = {
	"lirc", &xlat_ioctl_lirc, ioctl_lirc_decode,
};
