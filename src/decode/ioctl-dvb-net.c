/* The DVB network interface requests (<linux/dvb/net.h>): strace 6.1 names
 * them and prints their argument in hex, as the dispatcher does for a
 * family with no decoder.  They share the type 'o' with UBI's. */
#include "ioctl.h"

extern const struct xlat xlat_ioctl_dvb_net;

const struct ioctl_family ioctl_family_dvb_net = {
	"dvb_net", &xlat_ioctl_dvb_net, NULL,
};
