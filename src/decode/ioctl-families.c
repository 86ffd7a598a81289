/* The ioctl families seize decodes, in the order src/decode/ioctl.c asks
 * them about a request.  A family is one file, src/decode/ioctl-NAME.c. */
#include "ioctl.h"

extern const struct ioctl_family ioctl_family_term, ioctl_family_fs, ioctl_family_block,
	ioctl_family_sock, ioctl_family_loop, ioctl_family_nsfs,
	ioctl_family_random, ioctl_family_inotify, ioctl_family_watchdog, ioctl_family_nbd,
	ioctl_family_rtc, ioctl_family_perf, ioctl_family_uffd, ioctl_family_seccomp,
	ioctl_family_counter, ioctl_family_gpio, ioctl_family_ptp, ioctl_family_evdev,
	ioctl_family_ubi, ioctl_family_dvb_net, ioctl_family_tee, ioctl_family_dm,
	ioctl_family_lirc, ioctl_family_hdio, ioctl_family_mtd, ioctl_family_kvm,
	ioctl_family_btrfs, ioctl_family_scsi, ioctl_family_kd,
	ioctl_family_v4l2,
	ioctl_family_v4l2_ctrl,
	ioctl_family_hid, ioctl_family_uinput, ioctl_family_joystick, ioctl_family_spi,
	ioctl_family_names;

const struct ioctl_family *const ioctl_families[] = {
	&ioctl_family_term,
	&ioctl_family_fs,
	&ioctl_family_block,
	&ioctl_family_sock,
	&ioctl_family_loop,
	&ioctl_family_nsfs,
	&ioctl_family_random,
	&ioctl_family_inotify,
	&ioctl_family_watchdog,
	&ioctl_family_nbd,
	&ioctl_family_rtc,
	&ioctl_family_perf,
	&ioctl_family_uffd,
	&ioctl_family_seccomp,
	&ioctl_family_counter,
	&ioctl_family_gpio,
	&ioctl_family_ptp,
	&ioctl_family_evdev,
	&ioctl_family_ubi,
	&ioctl_family_dvb_net,
	&ioctl_family_tee,
	&ioctl_family_dm,
	&ioctl_family_lirc,
	&ioctl_family_hdio,
	&ioctl_family_mtd,
	&ioctl_family_kvm,
	&ioctl_family_btrfs,
	&ioctl_family_scsi,
	&ioctl_family_kd,
	&ioctl_family_v4l2,
	&ioctl_family_v4l2_ctrl,
	&ioctl_family_hid,
	&ioctl_family_uinput,
	&ioctl_family_joystick,
	&ioctl_family_spi,
	&ioctl_family_names,	/* names only: last, after the decoders */
};

const unsigned ioctl_family_count = sizeof ioctl_families / sizeof ioctl_families[0];
