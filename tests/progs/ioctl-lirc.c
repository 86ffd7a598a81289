/* ioctl: the infrared remote control requests (<linux/lirc.h>) on a
 * descriptor that is none: the setters' u32 by what it is (a mode by name,
 * the transmitter mask in hex, a number), unknown modes, an unreadable
 * value; the getters' address, as the call failed; under SEIZE_XLAT's -X
 * style. */
#include "ioctl2.h"

#include <linux/lirc.h>

#define REQ(r) xn(r, #r)

int main(void)
{
	uint32_t *v = tail_of(sizeof *v);
	*v = LIRC_MODE_SCANCODE;
	long rc = ioc(-1, LIRC_SET_REC_MODE, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", REQ(LIRC_SET_REC_MODE),
	       xn(LIRC_MODE_SCANCODE, "LIRC_MODE_SCANCODE"));
	*v = 0x3;
	rc = ioc(-1, LIRC_SET_SEND_MODE, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", REQ(LIRC_SET_SEND_MODE),
	       xunk(0x3, "LIRC_MODE_???"));
	*v = 0xf0;
	rc = ioc(-1, LIRC_SET_TRANSMITTER_MASK, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [0xf0])", REQ(LIRC_SET_TRANSMITTER_MASK));
	*v = 38000;
	rc = ioc(-1, LIRC_SET_SEND_CARRIER, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [38000])", REQ(LIRC_SET_SEND_CARRIER));
	rc = ioc(-1, LIRC_SET_REC_TIMEOUT, (char *)v + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(LIRC_SET_REC_TIMEOUT), (void *)((char *)v + 2));
	rc = ioc(-1, LIRC_SET_WIDEBAND_RECEIVER, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(LIRC_SET_WIDEBAND_RECEIVER));
	rc = ioc(-1, LIRC_GET_FEATURES, v);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(LIRC_GET_FEATURES), (void *)v);
	rc = ioc(-1, LIRC_GET_REC_TIMEOUT, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(LIRC_GET_REC_TIMEOUT));
	return 0;
}
