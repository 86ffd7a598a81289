#!/usr/bin/env bats
# ioctl families, part four: each program makes one driver's requests and
# prints the lines strace 6.1 writes for them, under -X abbrev, raw and
# verbose (SEIZE_XLAT tells the program which) and -v (SEIZE_V); their
# JSON must fit the schema.

bats_require_minimum_version 1.5.0
load lib/styles

@test "mtd: erase ranges, OOB buffers, write requests, OTP, the OSS mixer's MIXER_READ(nr) names" {
	check_xlat_styles_v ioctl-mtd
	check_json ioctl-mtd
}

@test "kvm: a VM, its memory, a vCPU's registers and CPUID, run to a hlt" {
	[ -r /dev/kvm ] && [ -w /dev/kvm ] || skip "no /dev/kvm"
	check_xlat_styles_v ioctl-kvm
	check_json ioctl-kvm
}

@test "kvm: -e kvm=vcpu and --kvm=vcpu give KVM_RUN's exit reasons, an I/O exit then a hlt" {
	[ -r /dev/kvm ] && [ -w /dev/kvm ] || skip "no /dev/kvm"
	SEIZE_KVM_VCPU=1 check_xlat_styles ioctl-kvm -e kvm=vcpu
	SEIZE_KVM_VCPU=1 check_prog ioctl-kvm --kvm=vcpu
	run --separate-stderr "$SEIZE" -j -e kvm=vcpu -e trace=ioctl "$SEIZE_TEST_PROGS/ioctl-kvm"
	run grep -c '"name":"KVM_RUN".*"after_return":\[{"name":"KVM_EXIT_IO","value":2}\]}$' <<<"$stderr"
	assert_output 1
	run --separate-stderr "$SEIZE" -e kvm=all true
	assert_failure 1
	[ "${stderr_lines[0]}" = "seize: invalid -e kvm= argument: 'all'" ]
}

@test "btrfs: syncs, vol_args, subvolume flags, defrag ranges, features, device info" {
	check_xlat_styles ioctl-btrfs
	check_json ioctl-btrfs
}
