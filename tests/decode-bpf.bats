#!/usr/bin/env bats
# bpf(2)'s attr union per command, and classic BPF programs: seccomp
# filters (seccomp, prctl) and socket filters (setsockopt, getsockopt).

load lib/decode
load lib/json-schema

@test "bpf: each command's members, older sizes, extra bytes, unreadable attrs" {
	check_prog bpf
}

@test "bpf under -v: eBPF instructions and extra_data in hex" {
	SEIZE_BPF_V=1 check_prog bpf -v
}

@test "bpf under -X raw and -X verbose, with and without -v" {
	SEIZE_BPF_XLAT=raw check_prog bpf -X raw
	SEIZE_BPF_XLAT=verbose check_prog bpf -X verbose
	SEIZE_BPF_V=1 SEIZE_BPF_XLAT=raw check_prog bpf -v -X raw
	SEIZE_BPF_V=1 SEIZE_BPF_XLAT=verbose check_prog bpf -v -X verbose
}

@test "seccomp, prctl, setsockopt filters: {len=N, filter=ADDRESS}" {
	check_prog seccomp-filter
}

@test "the filters under -v: BPF_STMT and BPF_JUMP, SECCOMP_RET_*, SKF_*_OFF" {
	SEIZE_BPF_V=1 check_prog seccomp-filter -v
}

@test "the filters under -X raw and -X verbose, with and without -v" {
	SEIZE_BPF_XLAT=raw check_prog seccomp-filter -X raw
	SEIZE_BPF_XLAT=verbose check_prog seccomp-filter -X verbose
	SEIZE_BPF_V=1 SEIZE_BPF_XLAT=raw check_prog seccomp-filter -v -X raw
	SEIZE_BPF_V=1 SEIZE_BPF_XLAT=verbose check_prog seccomp-filter -v -X verbose
}

@test "the JSON of both programs is what the schema accepts" {
	local prog opts
	for prog in bpf seccomp-filter; do
		for opts in "" "-v -X verbose -xx"; do
			# shellcheck disable=SC2086
			run --separate-stderr env SEIZE_BPF_V=1 "$SEIZE" -j $opts \
				-o "$BATS_TEST_TMPDIR/$prog${opts:+-v}.json" "$SEIZE_TEST_PROGS/$prog"
			[ "$status" -eq 0 ] || fail "$prog under seize -j $opts: exit $status"
		done
	done
	run validate "$BATS_TEST_TMPDIR"/*.json
	assert_success
}
