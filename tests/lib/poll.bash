# tests/lib/poll.bash - wait for a condition with a deadline, never a fixed sleep.
#
# Sourced by pty.bash and by the non-interactive scripts the tests write, so it
# must work in plain bash without bats.

# Seconds any single wait may take before the test fails.
: "${SEIZE_TEST_TIMEOUT:=10}"

# poll_until [-t SECONDS] DESCRIPTION COMMAND [ARG...]
# Run COMMAND every 50 ms until it succeeds. On timeout print
# "timed out after N s waiting for DESCRIPTION" to stderr and return 1.
poll_until() {
	local timeout=$SEIZE_TEST_TIMEOUT
	if [[ $1 == -t ]]; then
		timeout=$2
		shift 2
	fi
	local what=$1
	shift
	local start=$EPOCHREALTIME
	while :; do
		"$@" && return 0
		if elapsed_over "$start" "$timeout"; then
			echo "timed out after ${timeout} s waiting for ${what}" >&2
			return 1
		fi
		sleep 0.05
	done
}

# elapsed_over START SECONDS: has more than SECONDS passed since $EPOCHREALTIME START?
elapsed_over() {
	# EPOCHREALTIME uses the locale's decimal separator.
	local now=${EPOCHREALTIME//[.,]/} start=${1//[.,]/}
	local limit=${2%.*}
	local frac=0
	[[ $2 == *.* ]] && frac=${2#*.}
	frac=${frac}000000
	frac=$((10#${frac:0:6}))
	((now - start > limit * 1000000 + frac))
}

# proc_state PID: one-letter state from /proc/PID/stat (field 3), or "gone".
# The command name (field 2) may contain spaces and parentheses, so cut after
# the last ") ".
proc_state() {
	local stat
	if ! stat=$(cat "/proc/$1/stat" 2>/dev/null) || [[ -z $stat ]]; then
		echo gone
		return
	fi
	stat=${stat##*) }
	echo "${stat%% *}"
}

# state_in PID STATES: is the state of PID one of the letters in STATES?
# "gone" counts as the state letter X (dead).
state_in() {
	local s
	s=$(proc_state "$1")
	[[ $s == gone ]] && s=X
	[[ $2 == *"$s"* ]]
}

# tracer_pid PID: the TracerPid line of /proc/PID/status (0 when untraced).
tracer_pid() {
	local line
	while read -r line; do
		if [[ $line == TracerPid:* ]]; then
			echo "${line##*[[:space:]]}"
			return
		fi
	done <"/proc/$1/status"
}

# counter_value FILE: the number a test program keeps writing to FILE, in
# decimal (0 while the file is missing or empty).
counter_value() {
	local n
	n=$(cat "$1" 2>/dev/null) || n=
	echo $((10#${n:-0}))
}

# counter_moves FILE: has the counter in FILE moved past $BEFORE?
counter_moves() {
	(($(counter_value "$1") > BEFORE))
}
