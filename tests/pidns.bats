#!/usr/bin/env bats
# --pidns-translation and -Y: pids a tracee sees in a pid namespace of its
# own, with their numbers in seize's namespace and their command names, as
# strace 6.1 prints them (tests/progs/pidns-ids.c knows the lines).

load lib/decode
load lib/json-schema

# The calls pidns-ids prints; the lines of its grandchild's read and exit,
# signals and exit lines would cut its lines at random places.
TRACE=(-f -qq -e signal=none
	-e trace=getpid,gettid,getppid,getpgid,setsid,getsid,getpgrp,kill,tgkill,setpgid,getpriority,fcntl,getsockopt,waitid,wait4)

setup() {
	unshare -Urpf true 2>/dev/null || skip "no user and pid namespaces here"
}

@test "--pidns-translation: ids of a namespace of its own, in seize's in a comment" {
	PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" --pidns-translation
	PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" --decode-pids=pidns
	PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" -e decode-pids=pidns
}

@test "-Y: command names of process and thread ids, and in the line prefix" {
	PIDNS_MODE=comm check_prog pidns-ids "${TRACE[@]}" -Y
	PIDNS_MODE=comm check_prog pidns-ids "${TRACE[@]}" --decode-pids=comm
}

@test "both: the name, then the comment; each option sets the whole set, as in strace" {
	PIDNS_MODE=both check_prog pidns-ids "${TRACE[@]}" --decode-pids=comm,pidns
	PIDNS_MODE=both check_prog pidns-ids "${TRACE[@]}" --decode-pids=all
	PIDNS_MODE=comm check_prog pidns-ids "${TRACE[@]}" --pidns-translation -Y
	PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" -Y --pidns-translation
	PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" --decode-pids='!comm'
}

@test "without the options, or with none: the numbers alone, as before" {
	PIDNS_MODE=none check_prog pidns-ids "${TRACE[@]}"
	PIDNS_MODE=none check_prog pidns-ids "${TRACE[@]}" --decode-pids=none
}

@test "-X raw and -X verbose change the names, not the pids" {
	run_prog pidns-ids "${TRACE[@]}" --pidns-translation -X raw
	grep -Eq "^[0-9]+ +getpid\(\) += 1 /\* [0-9]+ in strace's PID NS \*/$" \
		"$BATS_TEST_TMPDIR/pidns-ids.trace" || fail "no translated getpid under -X raw"
	grep -Eq "getpriority\(0, 2 /\* [0-9]+ in strace's PID NS \*/\)" \
		"$BATS_TEST_TMPDIR/pidns-ids.trace" || fail "no raw getpriority"
	run_prog pidns-ids "${TRACE[@]}" --decode-pids=all -X verbose
	grep -Eq "getpriority\(0 /\* PRIO_PROCESS \*/, 2<pidns-ids> /\* [0-9]+ in strace's PID NS \*/\)" \
		"$BATS_TEST_TMPDIR/pidns-ids.trace" || fail "no verbose getpriority"
}

@test "seize in a namespace of its own, /proc its parent's or its own" {
	local mode wrap=$BATS_TEST_TMPDIR/seize-unshared
	for mode in "" --mount-proc; do
		printf '#!/bin/sh\nexec unshare -Urpf %s "%s" "$@"\n' "$mode" "$SEIZE" > "$wrap"
		chmod +x "$wrap"
		SEIZE=$wrap PIDNS_MODE=pidns check_prog pidns-ids "${TRACE[@]}" --pidns-translation
		SEIZE=$wrap PIDNS_MODE=both check_prog pidns-ids "${TRACE[@]}" --decode-pids=all
	done
}

@test "the command run as nobody (-u): its namespaces are its own user's" {
	[ "$(id -u)" = 0 ] || skip "-u needs root"
	# nobody must reach the program: a checkout under a private
	# directory (mktemp -d, as CI's clone) is out of its reach
	local dir
	dir=$(mktemp -d /tmp/seize-nobody.XXXXXX)
	chmod 755 "$dir"
	cp "$SEIZE_TEST_PROGS/pidns-ids" "$dir/"
	SEIZE_TEST_PROGS=$dir PIDNS_MODE=both check_prog pidns-ids "${TRACE[@]}" -u nobody --decode-pids=all
	rm -rf "$dir"
}

@test "JSON: a described pid is {pid, ns_pid, comm}; a bare one a number" {
	run --separate-stderr "$SEIZE" -j -o "$BATS_TEST_TMPDIR/ids.json" "${TRACE[@]}" \
		--decode-pids=all "$SEIZE_TEST_PROGS/pidns-ids"
	assert_success
	local j=$BATS_TEST_TMPDIR/ids.json
	run validate "$j"
	assert_success
	# the child's getpid: 1 there, in seize's namespace the pid of its records
	grep -Eq '"pid":([0-9]+),"tid":\1,.*"name":"getpid".*"return":1,"return_pid":\{"pid":1,"ns_pid":\1,"comm":"pidns-ids"\}' \
		"$j" || fail "no described getpid return"
	grep -Eq '"name":"kill","nr":62,"args":\[\{"name":"pid","type":"pidpg","raw":[0-9]+,"value":\{"pid":2,"ns_pid":[0-9]+,"comm":"pidns-ids"\}\}' \
		"$j" || fail "no described kill argument"
	# a process group: no name, a comment only
	grep -Eq '"name":"getpgrp".*"return":1,"return_pid":\{"pid":1,"ns_pid":[0-9]+\}' \
		"$j" || fail "no described getpgrp return"
	grep -Eq '"si_pid":\{"pid":2,"ns_pid":[0-9]+,"comm":"pidns-ids"\}' \
		"$j" || fail "no described si_pid"
	# not found: a number
	grep -q '"name":"kill","nr":62,"args":\[{"name":"pid","type":"pidpg","raw":7654321,"value":7654321}' \
		"$j" || fail "a pid of no process is not a number"
}

@test "JSON of pidns-ids under every option: the schema accepts it" {
	local opts
	for opts in "--decode-pids=all" "-Y -v -yy -X verbose" "--pidns-translation -X raw"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" -j -f $opts -o "$BATS_TEST_TMPDIR/all.json" \
			"$SEIZE_TEST_PROGS/pidns-ids"
		assert_success
		run validate "$BATS_TEST_TMPDIR/all.json"
		assert_success
	done
}
