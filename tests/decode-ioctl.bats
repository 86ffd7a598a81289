#!/usr/bin/env bats
# ioctl families: each test program (tests/progs/ioctl-*.c) makes one
# family's requests and prints the lines seize must write for them, in the
# style SEIZE_IOCTL_STYLE names (-X raw, -X verbose, -v).

load lib/styles

@test "loop: loop_info, loop_info64, loop_config, the scalar requests" {
	check_styles ioctl-loop
	check_json ioctl-loop
}

@test "nsfs, random, inotify, watchdog, nbd: counts, rand_pool_info, descriptors, flags" {
	check_styles ioctl-devices
	SEIZE_IOCTL_Y=1 check_prog ioctl-devices -y
	check_json ioctl-devices
}

@test "rtc: rtc_time, rtc_wkalrm, rtc_pll_info, rtc_param in and out, the voltage flags" {
	check_styles ioctl-rtc
	check_json ioctl-rtc
}

@test "userfaultfd: uffdio_api, _register, _copy, _zeropage in and out, ranges" {
	check_styles ioctl-uffd
	check_json ioctl-uffd
}

@test "perf: flags, counts, descriptors, the filter string, QUERY_BPF, PERF_EVENT_IOC_ID" {
	check_styles ioctl-perf
	check_json ioctl-perf
}

@test "seccomp notifications: seccomp_notif in and out, the syscall by name, resp, addfd" {
	check_styles ioctl-seccomp
	SEIZE_IOCTL_Y=1 check_prog ioctl-seccomp -y
	check_json ioctl-seccomp
}
