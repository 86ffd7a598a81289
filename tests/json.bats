#!/usr/bin/env bats
# -j, --json: every line is an object that the installed schema accepts, the
# members hold the decoded values, and the questions people ask are jq
# one-liners.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/poll
load lib/bg
load lib/json-schema

# A hang guard, not a timing check: the schema validation of the fuzzer's
# 12,000 objects takes 25 s of CPU, several times that on a loaded machine.
BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-300}

# q FILE FILTER: jq -c over FILE.
q() {
	jq -c "$2" "$1"
}

@test "every line is an object the schema accepts; syscalls carry name, nr, args, return, time and duration" {
	local before after
	before=$(date +%s%N)
	run "$SEIZE" -j -o "$T/out" "$P/json"
	after=$(date +%s%N)
	assert_failure 3
	validate "$T/out"
	run q "$T/out" 'select(.name == "openat" and (.args[1].value.string | test("^/(nonexistent|dev)/")))
		| [.nr, .return >= 0, .errno, .error]'
	assert_output - <<-'EOF'
		[257,false,"ENOENT","No such file or directory"]
		[257,true,null,null]
	EOF
	# Times are the run's, in order of entry; durations are not negative.
	run jq -s --argjson a "$before" --argjson b "$after" \
		'(map(.time) | min >= $a and max <= $b) and
		 ([.[] | select(.event == "syscall") | .time] | . == sort) and
		 ([.[] | select(.event == "syscall") | .duration // 0] | min >= 0)' "$T/out"
	assert_output true
	# One pid, the command's, in every object.
	run jq -s 'map(.pid) | unique | length' "$T/out"
	assert_output 1
}

@test "arguments: name and type from the table, raw register, typed value" {
	run "$SEIZE" -j -s 8 -o "$T/out" "$P/json"
	assert_failure 3
	run q "$T/out" 'select(.name == "openat" and .errno == "ENOENT") | .args[] | if .type == "path" then del(.raw) else . end'
	assert_output - <<-'EOF'
		{"name":"dfd","type":"dirfd","raw":4294967196,"value":{"fd":-100,"name":"AT_FDCWD"}}
		{"name":"filename","type":"path","value":{"string":"/nonexistent/seize-json"}}
		{"name":"flags","type":"flags","raw":524288,"value":{"flags":["O_RDONLY","O_CLOEXEC"],"unknown":0,"value":524288}}
	EOF
}

@test "strings: invalid UTF-8 kept byte for byte, a string cut at -s marked truncated" {
	run "$SEIZE" -j -s 8 -o "$T/out" "$P/json"
	assert_failure 3
	run q "$T/out" 'select(.name == "write") | .args[1] | del(.raw)'
	assert_output - <<-'EOF'
		{"name":"buf","type":"ibuf","value":{"string":"café ��","bytes":"636166c3a920fffe","truncated":true}}
		{"name":"buf","type":"ibuf","value":{"string":"a string","truncated":true}}
	EOF
	run "$SEIZE" -j -o "$T/full" "$P/json"
	run q "$T/full" 'select(.name == "write") | .args[1].value'
	assert_output - <<-'EOF'
		{"string":"café ��!","bytes":"636166c3a920fffe21"}
		{"string":"a string longer than the limit"}
	EOF
}

@test "structs, signals and exits" {
	run "$SEIZE" -j -o "$T/out" "$P/json"
	assert_failure 3
	run q "$T/out" 'select(.name == "fstat") | .args[1].value | [.st_mode, .st_rdev]'
	assert_output '[{"type":"S_IFCHR","mode":438},{"call":"makedev","args":[1,3]}]'
	run q "$T/out" 'select(.event == "signal") | [.signal, .siginfo.si_signo.name, .siginfo.si_code.name, .siginfo.si_pid == .pid]'
	assert_output - <<-'EOF'
		["SIGUSR1","SIGUSR1","SI_USER",true]
		["SIGUSR1","SIGUSR1","SI_TKILL",true]
	EOF
	# a signal set names its signals in full, though the text shows [USR2 RT_4]
	run q "$T/out" 'select(.name == "rt_sigprocmask") | .args[1].value'
	assert_output - <<-'EOF'
		{"complement":false,"set":[{"name":"SIGUSR2","value":12},{"name":"SIGRT_4","value":36}]}
		{"complement":false,"set":[{"name":"SIGUSR2","value":12},{"name":"SIGRT_4","value":36}]}
	EOF
	# rt_sigreturn has no argument: the signal frame is a member of its own
	run q "$T/out" 'select(.name == "rt_sigreturn") | [.args, .frame]'
	assert_output - <<-'EOF'
		[[],{"mask":{"complement":false,"set":[]}}]
		[[],{"mask":{"complement":false,"set":[]}}]
	EOF
	# si_code is an int, though the text's -X raw shows 0xfffffffa
	run jq -sc 'map(select(.event == "signal") | .siginfo.si_code.value)' "$T/out"
	assert_output '[0,-6]'
	run q "$T/out" 'select(.name == "exit_group") | [.return, has("unfinished"), has("duration")]'
	assert_output '[null,false,false]'
	run q "$T/out" 'select(.event == "exit" or .event == "killed") | [.event, .status]'
	assert_output '["exit",3]'
	run q "$T/out" 'select(.event == "exec") | .path.string | endswith("/progs/json")'
	assert_output true
}

@test "restart_syscall: no arguments; the call it resumes is a member" {
	run "$SEIZE" -j -o "$T/out" "$P/memtime-restart"
	assert_success
	validate "$T/out"
	run q "$T/out" 'select(.name == "restart_syscall") | [.args, .resumes]'
	assert_output '[[],"nanosleep"]'
}

@test "-f: interleaved calls come out whole, one object each, never unfinished" {
	run "$SEIZE" -j -f -o "$T/out" sh -c 'for i in 1 2 3; do cat /etc/hostname >/dev/null & done; wait'
	assert_success
	validate "$T/out"
	run grep -c 'resumed\|unfinished' "$T/out"
	assert_output 0
	# Four processes, four exits, four execs (sh and three cats).
	run jq -s '[.[] | select(.event == "exit")] | length' "$T/out"
	assert_output 4
	run jq -s '[.[] | select(.event == "exec")] | length' "$T/out"
	assert_output 4
	# Every call of a process that exited normally has its return.
	run jq -s '[.[] | select(.event == "syscall" and (has("return") | not))] | length' "$T/out"
	assert_output 0
	# Each child's status, [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], is an
	# array of the one expression.
	run jq -c 'select(.name == "wait4" and .return > 0) | .args[1].value' "$T/out"
	local status='[{"op":"&&","args":[{"call":"WIFEXITED","args":[{"symbol":"s"}]},{"op":"==","args":[{"call":"WEXITSTATUS","args":[{"symbol":"s"}]},0]}]}]'
	assert_output - <<-EOF
		$status
		$status
		$status
	EOF
}

@test "-ff: one JSON file per process" {
	run "$SEIZE" -j -ff -o "$T/t" sh -c '/bin/true; :'
	assert_success
	run bash -c "ls '$T' | grep -c '^t\\.'"
	assert_output 2
	validate "$T"/t.*
	run jq -s -c 'map(.event) | unique' "$T"/t.*
	assert_line --partial '"exec"'
}

@test "a group-stop and its continue are events" {
	# The child stops itself; the test continues it once the trace shows
	# the group-stop (a "t" state in /proc may be a mere syscall stop).
	"$SEIZE" -j -f -o "$T/out" sh -c 'sh -c "kill -STOP \$\$; echo back" & wait' >"$T/stdout" &
	local tracer=$!
	BG+=("$tracer")
	stopped() { grep -q '"event":"stop"' "$T/out" 2>/dev/null; }
	poll_until "the stop event" stopped
	local child
	child=$(jq -r 'select(.event == "stop") | .pid' "$T/out")
	kill -CONT "$child"
	wait "$tracer"
	run cat "$T/stdout"
	assert_output back
	validate "$T/out"
	run jq -c -s 'map(select(.event == "stop" or .event == "continue" or
		(.event == "signal" and (.signal == "SIGSTOP" or .signal == "SIGCONT")))) | map([.event, .signal])' "$T/out"
	assert_output '[["signal","SIGSTOP"],["stop","SIGSTOP"],["continue",null],["signal","SIGCONT"]]'
}

@test "-p: attach and detach events" {
	sleep 100 &
	local pid=$!
	BG+=("$pid")
	"$SEIZE" -j -o "$T/out" -p "$pid" 2>"$T/err" &
	local tracer=$!
	BG+=("$tracer")
	attached() { grep -q '"event":"attach"' "$T/out" 2>/dev/null; }
	# The output is flushed when idle: the attach line appears by itself.
	poll_until "the attach event" attached
	kill -INT "$tracer"
	local rc=0
	wait "$tracer" || rc=$?
	[ "$rc" -eq 130 ]	# it dies of the signal once detached, as strace
	validate "$T/out"
	run jq -c --argjson p "$pid" 'select(.event == "attach" or .event == "detach") | [.event, .pid == $p, .threads]' "$T/out"
	assert_output - <<-'EOF'
		["attach",true,1]
		["detach",true,null]
	EOF
	run ps -o stat= -p "$pid"
	assert_output --regexp '^S'
}

@test "-k: each syscall's stack is an array of frames" {
	"$SEIZE" -V | grep -q libunwind || skip "built without libunwind"
	run "$SEIZE" -j -k -e trace=write -o "$T/out" "$P/json"
	assert_failure 3
	validate "$T/out"
	run jq -c 'select(.name == "write") | [(.stack | length > 1), (.stack[0] | has("path") and has("address")),
		(.stack | map(.symbol) | index("main") != null)]' "$T/out"
	assert_output - <<-'EOF'
		[true,true,true]
		[true,true,true]
	EOF
}

@test "the README's questions are one-liners: failed opens, the process tree, time per syscall" {
	run "$SEIZE" -j -f -o "$T/out" sh -c 'cat /nonexistent 2>/dev/null; ls /dev/null >/dev/null'
	assert_success
	run jq -r 'select(.errno == "ENOENT" and .name == "openat") | .args[1].value.string' "$T/out"
	assert_line /nonexistent
	run jq -r 'select(.event == "exec") | "\(.pid) \(.path.string)"' "$T/out"
	assert_line --regexp '^[0-9]+ /usr/bin/dash$'
	assert_line --regexp '^[0-9]+ /usr/bin/cat$'
	assert_line --regexp '^[0-9]+ /usr/bin/ls$'
	run jq -s -r 'map(select(.event == "syscall" and .duration)) | group_by(.name)
		| map("\(.[0].name) \(map(.duration) | add)") | .[]' "$T/out"
	assert_line --regexp '^execve [0-9]+$'
	assert_line --regexp '^openat [0-9]+$'
}

@test "-c stays text with -j: the table alone; -C: the objects, then the table" {
	run "$SEIZE" -j -c -o "$T/out" "$P/json"
	assert_failure 3
	run head -1 "$T/out"
	assert_output --regexp '^% time'
	run grep -c '^{' "$T/out"
	assert_output 0
	run "$SEIZE" -j -C -o "$T/out" "$P/json"
	assert_failure 3
	sed '/^% time/,$d' "$T/out" >"$T/objects"
	validate "$T/objects"
	run grep -c '^% time' "$T/out"
	assert_output 1
}

@test "-j over the syscall fuzzer: every line is an object the schema accepts, the -k stacks too" {
	local fuzz=$P/fuzz opts
	mkdir -p "$T/tmp"
	for opts in "-s 4096 -yy" "-f -xx -v" "-s 0"; do
		# shellcheck disable=SC2086
		TMPDIR=$T/tmp run --separate-stderr timeout 120 setarch -R \
			"$SEIZE" -j $opts -o "$T/fuzz.json" "$fuzz" 11 3000 0
		assert_success
		[ -z "$stderr" ] || fail "seize wrote on stderr: ${stderr:0:2000}"
		validate "$T/fuzz.json"
		run jq -s '[.[] | select(.event == "syscall")] | length > 3000' "$T/fuzz.json"
		assert_output true
	done
	if "$SEIZE" -V | grep -q libunwind; then
		TMPDIR=$T/tmp run timeout 120 "$SEIZE" -j -k -o "$T/fuzz.json" "$fuzz" 12 1000 0
		assert_success
		validate "$T/fuzz.json"
	fi
}

@test "-y: descriptors are {fd, path} objects, in arguments and in return_fd" {
	run "$SEIZE" -j -y -e trace=openat,read -o "$T/out" cat /etc/hostname
	assert_success
	validate "$T/out"
	run q "$T/out" 'select(.name == "openat" and .args[1].value.string == "/etc/hostname") | [.return == .return_fd.fd, .return_fd.path.string]'
	assert_output '[true,"/etc/hostname"]'
	run q "$T/out" 'select(.name == "read") | .args[0].value | select(.path.string == "/etc/hostname") | has("fd")'
	assert_line true
}

@test "the JSON is the same whatever -X, -x, -N and --color say" {
	local opts
	for opts in "" "-X raw" "-X verbose -xx" "-N --color=always -x"; do
		# shellcheck disable=SC2086
		run setarch -R "$SEIZE" -j $opts -o "$T/out" "$P/json"
		assert_failure 3
		validate "$T/out"
		# the pids differ from run to run: kill's argument, the signal's sender;
		# execve's argv and envp are on the stack seize started with, whose
		# size its own options change
		jq -c 'select(.event == "syscall" and .name != "kill" and .name != "tgkill" and .name != "getpid"
			and .name != "set_tid_address") | [.name, .args]
			| if .[0] == "execve" then .[1] |= map(if .type == "ptr" then del(.raw)
				| if .value | type == "object" then del(.value) else . end else . end)
			  else . end' "$T/out" >"$T/args.${opts// /}"
	done
	run diff "$T/args." "$T/args.-Xraw"
	assert_success
	run diff "$T/args." "$T/args.-Xverbose-xx"
	assert_success
	run diff "$T/args." "$T/args.-N--color=always-x"
	assert_success
}

@test "comments are members; strings are not cut at the text's 32 bytes unless -s says" {
	local long=0123456789012345678901234567890123456789
	run env -i A=1 B=2 "$SEIZE" -j -e trace=execve,write -o "$T/out" /bin/echo "$long"
	assert_success
	validate "$T/out"
	run q "$T/out" 'select(.name == "execve") | .args[2] | [.env_count, .value.address > 0]'
	assert_output '[2,true]'
	run q "$T/out" 'select(.name == "write") | .args[1].value'
	assert_output "{\"string\":\"$long\\n\"}"
	run env -i A=1 "$SEIZE" -j -s 8 -e trace=write -o "$T/out" /bin/echo "$long"
	run q "$T/out" 'select(.name == "write") | .args[1].value'
	assert_output '{"string":"01234567","truncated":true}'
}
