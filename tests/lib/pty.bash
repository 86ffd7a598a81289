# tests/lib/pty.bash - drive a real interactive bash on a pseudo-terminal with tmux.
#
# Job control is tested the way people meet it: an interactive bash in a tmux
# pane, keys typed into it (^Z, ^C and ^D are sent as the bytes a terminal
# sends), the screen and /proc/PID/stat read back. Every wait polls with a
# deadline (SEIZE_TEST_TIMEOUT, 10 s by default) and fails with the screen
# contents when the deadline passes.
#
# Use from a .bats file:
#     load '/usr/lib/bats/bats-support/load'
#     load '/usr/lib/bats/bats-assert/load'
#     load lib/pty
#     setup() { pty_setup; }
#     teardown() { pty_teardown; }
#
# Variables the tests use:
#     SEIZE      absolute path of the binary under test. Taken from $SEIZE
#                (the Makefile sets SEIZE=$(abs_top_builddir)/src/seize for
#                VPATH builds; SEIZE=strace checks the harness against strace),
#                else $BATS_TEST_DIRNAME/../src/seize.
#     T          this test's scratch directory; the shell starts in it.
#     TAG        unique per test; every process the test starts carries
#                SEIZE_TEST_TAG=$TAG in its environment, so teardown finds
#                the leftovers even after they were re-parented.
#     SHELL_PID  pid of the interactive bash in the pane.
# Inside the pane the shell has $S (the binary under test) and $T exported.

PTY_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$PTY_LIB_DIR/poll.bash"

# The prompt; wait_for_prompt looks for exactly this at the cursor line.
PTY_PS1='PROMPT$ '
PTY_COLS=200
PTY_ROWS=50

pty_setup() {
	unset TMUX TMUX_PANE
	local bin=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
	if [[ $bin != */* ]]; then
		bin=$(command -v -- "$bin") || bin=$SEIZE
	fi
	if [[ ! -x $bin || -d $bin ]]; then
		echo "binary under test not found: '$bin' (build src/seize or set SEIZE=/path/to/seize)" >&2
		return 1
	fi
	SEIZE=$(cd "${bin%/*}" && pwd -P)/${bin##*/}
	T=$BATS_TEST_TMPDIR
	TAG=seize-test-$BATS_TEST_NUMBER-$$-$RANDOM
	PTY_SOCKET=seize-$BATS_TEST_NUMBER-$$
	PTY_SOCKET_PATH=
	SHELL_PID=
	STARTED_PIDS=()
	PTY_MARK=-1
	PTY_PROMPT_MIN=0
	PTY_SEQ=0
}

# tm ARGS: tmux on this test's own server.
tm() {
	tmux -L "$PTY_SOCKET" "$@"
}

# start_shell: an interactive bash in a fresh tmux server, at its first prompt.
start_shell() {
	cat >"$T/tmux.conf" <<-'EOF'
		set -g history-limit 100000
		set -g status off
		set -g default-terminal screen
		set -g escape-time 0
		set -g remain-on-exit off
	EOF
	# fd 3 is bats' output channel: a daemon holding it open would hang bats.
	tm -f "$T/tmux.conf" new-session -d -s seize -x "$PTY_COLS" -y "$PTY_ROWS" -c "$T" -- \
		env SEIZE_TEST_TAG="$TAG" S="$SEIZE" T="$T" PS1="$PTY_PS1" PROMPT_COMMAND= \
		HISTFILE=/dev/null TERM=screen LC_ALL=C.UTF-8 \
		bash --norc --noprofile +H -i 3>&-
	PTY_SOCKET_PATH=$(tm display -p '#{socket_path}')
	SHELL_PID=$(tm display -p -t seize '#{pane_pid}')
	wait_for_prompt
}

# pane_info: "history_size cursor_y cursor_x alternate_on" of the pane.
pane_info() {
	tm display -p -t seize '#{history_size} #{cursor_y} #{cursor_x} #{alternate_on}'
}

# mark_screen [same-line]: later wait_for_output calls look only at what
# appears from the cursor's line on, and wait_for_prompt wants a prompt below
# that line (or on it, with "same-line": a key such as ^D that ends a command
# without moving the cursor). Not moved while a full-screen program has the
# alternate screen: its lines are not part of the shell's scrollback.
mark_screen() {
	local hist cy cx alt
	read -r hist cy cx alt < <(pane_info)
	if [[ $alt == 0 ]]; then
		PTY_MARK=$((hist + cy))
		PTY_PROMPT_MIN=$((PTY_MARK + 1))
		[[ ${1:-} == same-line ]] && PTY_PROMPT_MIN=$PTY_MARK
	fi
	return 0
}

# type_line TEXT: type TEXT and Enter, as a person would. The shell is at its
# prompt, or a program reads the line.
type_line() {
	mark_screen
	tm send-keys -t seize -l -- "$1"
	tm send-keys -t seize Enter
}

# type_text TEXT: type TEXT without Enter (marks the screen too).
type_text() {
	mark_screen
	tm send-keys -t seize -l -- "$1"
}

# send_key KEY: one tmux key name, e.g. C-z, C-c, C-d, Enter, Escape, sent
# while a command runs (not at the shell's prompt).
send_key() {
	mark_screen same-line
	tm send-keys -t seize "$1"
}

# screen: the visible pane.
screen() {
	tm capture-pane -p -t seize
}

# output_since_mark: what the pane shows from the marked line on, wrapped
# lines joined.
output_since_mark() {
	local hist cy cx alt start
	read -r hist cy cx alt < <(pane_info)
	start=$((PTY_MARK < 0 ? -hist : PTY_MARK - hist))
	tm capture-pane -p -J -t seize -S "$start" -E -
}

# print_screen: scrollback and visible pane, trailing blank lines dropped.
print_screen() {
	echo "---- screen ----"
	tm capture-pane -p -J -t seize -S - -E - 2>/dev/null | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
	echo "---- end of screen ----"
}

# pty_fail MESSAGE: print MESSAGE and the pane contents, return 1.
pty_fail() {
	echo "$1" >&2
	[[ -n $PTY_SOCKET_PATH ]] && print_screen >&2
	return 1
}

_screen_matches() {
	screen | grep -qE -- "$1"
}

_output_matches() {
	output_since_mark | grep -qE -- "$1"
}

_output_count_at_least() {
	local n
	n=$(output_since_mark | grep -cE -- "$1")
	((n >= $2))
}

# wait_for_screen REGEX [SECONDS]: until a line of the visible pane matches.
wait_for_screen() {
	poll_until -t "${2:-$SEIZE_TEST_TIMEOUT}" "the screen to show /$1/" _screen_matches "$1" 2>/dev/null ||
		pty_fail "timed out after ${2:-$SEIZE_TEST_TIMEOUT} s waiting for the screen to show /$1/"
}

# wait_for_output REGEX [SECONDS]: until a line since the mark matches.
wait_for_output() {
	poll_until -t "${2:-$SEIZE_TEST_TIMEOUT}" "output /$1/" _output_matches "$1" 2>/dev/null ||
		pty_fail "timed out after ${2:-$SEIZE_TEST_TIMEOUT} s waiting for output matching /$1/ (since the last typed key)"
}

# wait_for_output_count REGEX N [SECONDS]: until N lines since the mark match.
wait_for_output_count() {
	poll_until -t "${3:-$SEIZE_TEST_TIMEOUT}" "output" _output_count_at_least "$1" "$2" 2>/dev/null ||
		pty_fail "timed out after ${3:-$SEIZE_TEST_TIMEOUT} s waiting for $2 lines matching /$1/ (since the last typed key)"
}

# refute_output_since_mark REGEX: no line since the mark matches (now).
refute_output_since_mark() {
	if _output_matches "$1"; then
		pty_fail "unexpected output matching /$1/"
	fi
}

_at_prompt() {
	local hist cy cx alt line
	read -r hist cy cx alt < <(pane_info)
	((alt == 0 && hist + cy >= PTY_PROMPT_MIN && cx == ${#PTY_PS1})) || return 1
	line=$(tm capture-pane -p -t seize -S "$cy" -E "$cy")
	[[ $line == "${PTY_PS1% }" || $line == "$PTY_PS1" ]]
}

# wait_for_prompt [SECONDS]: until the shell shows a fresh prompt (below the
# mark) with the cursor right after it.
wait_for_prompt() {
	poll_until -t "${1:-$SEIZE_TEST_TIMEOUT}" prompt _at_prompt 2>/dev/null && return 0
	local hist cy cx alt why=
	read -r hist cy cx alt < <(pane_info)
	if [[ $alt == 1 ]]; then
		why=" (the pane is still in the alternate screen: a full-screen program did not restore the terminal)"
	fi
	pty_fail "timed out after ${1:-$SEIZE_TEST_TIMEOUT} s waiting for the shell prompt '$PTY_PS1'$why"
}

# shell_value EXPR: have the shell print EXPR (e.g. '$!', '$(jobs -p %1)'),
# wait for the next prompt, set VALUE. Not for $(...): it moves the mark.
shell_value() {
	PTY_SEQ=$((PTY_SEQ + 1))
	local key="@v$PTY_SEQ="
	type_line "echo \"$key$1@\""
	wait_for_output "^$key.*@\$"
	VALUE=$(output_since_mark | sed -n "s/^$key\\(.*\\)@\$/\\1/p" | tail -n 1)
	wait_for_prompt
}

# job_pgid [JOBSPEC]: the shell's `jobs -p` for a job (its process group
# leader), in VALUE.
job_pgid() {
	shell_value "\$(jobs -p ${1:-%+})"
}

# assert_shell_rc N: the shell's $? is N.
assert_shell_rc() {
	shell_value '$?'
	[[ $VALUE == "$1" ]] || pty_fail "expected \$? = $1 in the shell, got '$VALUE'"
}

# wait_for_state PID STATES [SECONDS]: until the /proc/PID/stat state is one
# of the letters in STATES (T stopped, t tracing stop, S sleeping, R running,
# Z zombie, X gone).
wait_for_state() {
	poll_until -t "${3:-$SEIZE_TEST_TIMEOUT}" state state_in "$1" "$2" 2>/dev/null ||
		pty_fail "timed out after ${3:-$SEIZE_TEST_TIMEOUT} s waiting for pid $1 ($(proc_comm "$1")) to be in state [$2]; it is $(proc_state "$1")"
}

# assert_state PID STATES: the state is one of STATES now.
assert_state() {
	state_in "$1" "$2" ||
		pty_fail "pid $1 ($(proc_comm "$1")) is in state $(proc_state "$1"), expected one of [$2]"
}

proc_comm() {
	cat "/proc/$1/comm" 2>/dev/null || echo gone
}

# child_of PARENT [COMM]: the newest live (not zombie) child of PARENT whose
# command name is COMM (any when COMM is empty).
child_of() {
	local pid found=
	for pid in $(pgrep -P "$1"); do
		[[ -z ${2:-} || $(proc_comm "$pid") == "$2" ]] || continue
		state_in "$pid" ZX || found=$pid
	done
	[[ -n $found ]] && echo "$found"
}

_has_child() {
	child_of "$1" "$2" >/dev/null
}

# wait_for_child PARENT [COMM] [SECONDS]: print the pid of PARENT's newest
# live child named COMM (any name when COMM is empty). Safe in $(...).
# tracer_of PID: the pid tracing PID (TracerPid in /proc/PID/status), once
# it has one. A command seize launched is the shell's own child; its tracer
# forked off beside it.
_has_tracer() {
	local t
	t=$(tracer_pid "$1" 2>/dev/null) && [[ $t != 0 ]]
}
tracer_of() {
	poll_until -t "$SEIZE_TEST_TIMEOUT" tracer _has_tracer "$1" 2>/dev/null ||
		pty_fail "timed out waiting for pid $1 ($(proc_comm "$1")) to be traced" || return 1
	tracer_pid "$1"
}

# suspend_job [PID]: ^Z; the shell says the job stopped and shows its
# prompt, and PID (when given) is stopped: T, or t while its tracer holds
# it with PTRACE_LISTEN.
suspend_job() {
	send_key C-z
	wait_for_output 'Stopped'
	wait_for_prompt
	[[ -z ${1:-} ]] || wait_for_state "$1" Tt
}

# assert_serving TRACER: the tracer is not stopped, whatever its job does: a
# stopped tracer could resume none of its tracees.
assert_serving() {
	assert_state "$1" SR
}

wait_for_child() {
	poll_until -t "${3:-$SEIZE_TEST_TIMEOUT}" child _has_child "$1" "${2:-}" 2>/dev/null ||
		pty_fail "timed out after ${3:-$SEIZE_TEST_TIMEOUT} s waiting for a child${2:+ named $2} of pid $1 ($(proc_comm "$1"))" || return 1
	child_of "$1" "${2:-}"
}

# tagged_pids: every live process carrying this test's tag, one a line.
tagged_pids() {
	local f pid
	for f in /proc/[0-9]*/environ; do
		pid=${f#/proc/}
		pid=${pid%/environ}
		[[ $pid == "$BASHPID" ]] && continue
		if grep -qzxF "SEIZE_TEST_TAG=$TAG" "$f" 2>/dev/null; then
			state_in "$pid" ZX || echo "$pid"
		fi
	done
}

_no_leftovers() {
	local pid
	for pid in $(tagged_pids); do
		[[ $pid == "$SHELL_PID" ]] || return 1
	done
}

# describe_pids PID...: "pid state comm args" lines for a failure message.
describe_pids() {
	local pid
	for pid in "$@"; do
		printf '%s %s %s: %s\n' "$pid" "$(proc_state "$pid")" "$(proc_comm "$pid")" \
			"$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
	done
}

# assert_no_leftovers: no process of this test is alive but the shell itself.
assert_no_leftovers() {
	poll_until "no leftover processes" _no_leftovers 2>/dev/null && return 0
	local left=() pid
	for pid in $(tagged_pids); do
		[[ $pid == "$SHELL_PID" ]] || left+=("$pid")
	done
	pty_fail "processes left behind:
$(describe_pids "${left[@]}")"
}

# start_bg OUTFILE COMMAND [ARG...]: start COMMAND in the background from the
# test itself, tagged, with SIGINT/SIGQUIT at their defaults (bash sets them
# to SIG_IGN for asynchronous commands when job control is off, but a command
# started from a terminal has them at default), stdin /dev/null, output to
# OUTFILE. Sets BG_PID; not for $(...).
start_bg() {
	local out=$1
	shift
	env --default-signal=INT,QUIT SEIZE_TEST_TAG="$TAG" "$@" <"/dev/null" >"$out" 2>&1 3>&- &
	BG_PID=$!
	STARTED_PIDS+=("$BG_PID")
}

# wait_for_exit PID [SECONDS]: PID (a child of the test) ended; sets EXIT_RC.
wait_for_exit() {
	poll_until -t "${2:-$SEIZE_TEST_TIMEOUT}" exit state_in "$1" ZX 2>/dev/null ||
		pty_fail "timed out after ${2:-$SEIZE_TEST_TIMEOUT} s waiting for pid $1 ($(proc_comm "$1")) to exit; it is in state $(proc_state "$1")" ||
		return 1
	EXIT_RC=0
	wait "$1" || EXIT_RC=$?
	local keep=() pid
	for pid in "${STARTED_PIDS[@]}"; do
		[[ $pid == "$1" ]] || keep+=("$pid")
	done
	STARTED_PIDS=("${keep[@]}")
}

# file_lines FILE: number of lines in FILE (0 when missing).
file_lines() {
	if [[ -f $1 ]]; then
		wc -l <"$1"
	else
		echo 0
	fi
}

# pty_teardown: print diagnostics for a failed test, kill the tmux server and
# every process the test started (found by pid and by tag), remove the socket.
pty_teardown() {
	local pid pids round
	if [[ -z ${BATS_TEST_COMPLETED:-} && -n $TAG ]]; then
		{
			echo "---- processes of this test ----"
			describe_pids $(tagged_pids)
			[[ -z $PTY_SOCKET_PATH ]] || print_screen
			for f in "$T"/*.trace "$T"/trace; do
				[[ -f $f ]] || continue
				echo "---- last lines of ${f##*/} ----"
				tail -n 25 "$f"
			done
		} >&2
	fi
	for round in 1 2 3 4 5; do
		pids=$(tagged_pids)
		if ((round == 1)) && [[ -n $PTY_SOCKET_PATH ]]; then
			tm kill-server 2>/dev/null || true
		fi
		for pid in $pids "${STARTED_PIDS[@]}"; do
			kill -KILL "$pid" 2>/dev/null || true
		done
		[[ -z $pids ]] && break
		sleep 0.1
	done
	for pid in "${STARTED_PIDS[@]}"; do
		wait "$pid" 2>/dev/null || true
	done
	if [[ -n $PTY_SOCKET_PATH ]]; then
		rm -f "$PTY_SOCKET_PATH"
	fi
	return 0
}

# descendants PID: every live descendant of PID, one a line.
descendants() {
	local child
	for child in $(pgrep -P "$1"); do
		echo "$child"
		descendants "$child"
	done
}

_tree_in() {
	local pid
	for pid in $(descendants "$1"); do
		state_in "$pid" "$2" || return 1
	done
}

# wait_for_tree PID STATES [SECONDS]: until every descendant of PID is in one
# of STATES (Z, zombies about to be reaped, always counts).
wait_for_tree() {
	poll_until -t "${3:-$SEIZE_TEST_TIMEOUT}" tree _tree_in "$1" "$2Z" 2>/dev/null ||
		pty_fail "timed out after ${3:-$SEIZE_TEST_TIMEOUT} s waiting for the descendants of $1 to be in state [$2]:
$(describe_pids $(descendants "$1"))"
}

# assert_tree PID STATES: every descendant of PID is in one of STATES now.
assert_tree() {
	_tree_in "$1" "$2Z" ||
		pty_fail "descendants of $1 not all in state [$2]:
$(describe_pids $(descendants "$1"))"
}

# full_output: the whole scrollback and visible pane, wrapped lines joined.
full_output() {
	tm capture-pane -p -J -t seize -S - -E -
}

# run_script FILE [ARG...]: bats `run` on a non-interactive bash script, as a
# person would start it from a terminal: in its own process group, whose
# parent is in another group of the same session (so the group is not
# orphaned and stop signals work), but with no controlling terminal. The
# script sees SEIZE, TAG and POLL_LIB (source it for poll_until).
run_script() {
	run env SEIZE_TEST_TAG="$TAG" SEIZE="$SEIZE" TAG="$TAG" \
		POLL_LIB="$PTY_LIB_DIR/poll.bash" SEIZE_TEST_TIMEOUT="$SEIZE_TEST_TIMEOUT" \
		timeout -k 5 60 setsid -w bash -c 'set -m; bash "$@"' _ "$@" </dev/null 3>&-
}

# trace_before FILE REGEX / trace_after FILE REGEX: the lines of FILE before
# (after) the first line matching REGEX; nothing if no line matches.
trace_before() {
	awk -v re="$2" '$0 ~ re { found = 1; exit } { buf = buf $0 "\n" }
		END { if (found) printf "%s", buf }' "$1"
}

trace_after() {
	awk -v re="$2" 'found { print } $0 ~ re { found = 1 }' "$1"
}

# assert_trace_has FILE REGEX: some line of the trace FILE matches REGEX.
assert_trace_has() {
	if [[ ! -f $1 ]]; then
		echo "trace file $1 does not exist" >&2
		return 1
	fi
	grep -qE -- "$2" "$1" || {
		echo "no line of the trace ${1##*/} matches /$2/; its last lines:" >&2
		tail -n 15 "$1" >&2
		return 1
	}
}
