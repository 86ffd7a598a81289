#!/usr/bin/env bats
# The bash completion (completion/seize): options checked against --help,
# -e qualifiers and their values checked against what seize accepts, syscall
# names from --list-syscalls, signals, pids, files and the command after the
# options.  Most tests call the function `complete -p seize` names with
# COMP_WORDS split as bash splits them; the last ones press TAB in a real
# interactive bash.
#
# Run against another binary with SEIZE=/path/to/binary.

bats_require_minimum_version 1.5.0
load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'
load lib/bg
load lib/pty

setup() { pty_setup; BG=(); }
teardown() { kill_bg; pty_teardown; }

BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-120}
COMPLETION=$BATS_TEST_DIRNAME/../completion/seize
BASH_COMPLETION=/usr/share/bash-completion/bash_completion

# completions LINE: the candidates bash would offer for the end of LINE, one
# a line, sorted; a last line "<nospace>" when no space would follow.  The
# first word of LINE is the seize to ask for syscall names.
completions() {
	[ -r "$BASH_COMPLETION" ] || skip "bash-completion is not installed (./bootstrap --deps)"
	bash --norc --noprofile -c '
		source "$1" && source "$2" || exit 2
		line=$3
		# bash splits the line into words at blanks and at COMP_WORDBREAKS
		# (= and : among them), a run of break characters being a word.
		COMP_LINE=$line COMP_POINT=${#line} COMP_WORDS=()
		rest=$line breaks="[\"\x27><=;|&(:]" other="[^[:blank:]\"\x27><=;|&(:]"
		breaks=$(printf "$breaks") other=$(printf "$other")
		while rest=${rest#"${rest%%[![:blank:]]*}"}; [[ -n $rest ]]; do
			[[ $rest =~ ^($other+|$breaks+) ]]
			COMP_WORDS+=("${BASH_REMATCH[1]}")
			rest=${rest:${#BASH_REMATCH[1]}}
		done
		[[ $line == *[[:blank:]] ]] && COMP_WORDS+=("")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		cmd=${COMP_WORDS[0]}
		spec=$(complete -p "$cmd" 2>/dev/null || complete -p "${cmd##*/}") || exit 3
		[[ $spec =~ -F\ ([^ ]+) ]] || exit 4
		nospace=
		compopt() { [[ "$*" == *"-o nospace"* ]] && nospace=1; return 0; }
		"${BASH_REMATCH[1]}" "$cmd" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
		((${#COMPREPLY[@]})) && printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort -u
		[[ -n $nospace ]] && echo "<nospace>"
		exit 0
	' completion "$BASH_COMPLETION" "$COMPLETION" "$1"
}

# The options --help shows: every -X and --name (without its =VALUE).
help_options() {
	"$SEIZE" --help | grep -oE '(^|[ ,])--?[a-zA-Z][a-zA-Z-]*' | sed 's/^[ ,]*//' | LC_ALL=C sort -u
}

@test "seize's completion is registered as bash-completion loads it" {
	[ -r "$BASH_COMPLETION" ] || skip "bash-completion is not installed"
	run bash --norc --noprofile -c 'source "$1"; source "$2"; complete -p seize' x \
		"$BASH_COMPLETION" "$COMPLETION"
	assert_success
	assert_output "complete -F _seize seize"
}

@test "every option --help shows is completed, and no other" {
	run completions "$SEIZE -"
	assert_success
	local offered
	offered=$(printf '%s\n' "${lines[@]}" | sed 's/=$//' | LC_ALL=C sort -u)
	diff -u <(help_options) <(printf '%s\n' "$offered") ||
		fail "completion/seize and seize --help list different options (- help, + completion)"
	run completions "$SEIZE --summary-s"
	assert_success
	assert_output - <<-'EOF'
		--summary-sort-by=
		--summary-syscall-overhead=
	EOF
	run completions "$SEIZE --outp"
	assert_output - <<-'EOF'
		--output-append-mode
		--output-separately
		--output=
	EOF
}

@test "a long option offered with = needs a value; one offered bare takes none" {
	run completions "$SEIZE --"
	assert_success
	local opt bad=
	for opt in "${lines[@]}"; do
		if [[ $opt == *= ]]; then
			run --separate-stderr "$SEIZE" "${opt%=}"
			[[ $status -eq 1 && $stderr == *"requires an argument"* ]] || bad+=" ${opt%=}(needs one?)"
		else
			run --separate-stderr "$SEIZE" "$opt" --list-syscalls=none
			[[ $status -eq 0 ]] || bad+=" $opt($stderr)"
		fi
	done
	[[ -z $bad ]] || fail "wrong:$bad"
}

@test "-e offers the qualifiers, and seize knows each of them" {
	run completions "$SEIZE -e "
	assert_success
	local q offered=" ${lines[*]} "
	for q in trace= signal= status= abbrev= verbose= raw= read= write= inject= fault= \
		quiet= decode-fds= kvm=; do
		[[ $offered == *" $q "* ]] || fail "-e $q is not offered"
		run --separate-stderr "$SEIZE" -e "${q}bogus!" --list-syscalls=none
		[[ $stderr != *"invalid -e qualifier"* ]] || fail "seize does not know -e $q"
	done
	run completions "$SEIZE -e kv"
	assert_output - <<-'EOF'
		kvm=
		<nospace>
	EOF
	# -e SET alone is trace=SET: a syscall name may follow -e too
	run completions "$SEIZE -e trunc"
	assert_output - <<-'EOF'
		truncate
	EOF
	run completions "$SEIZE -etrunc"
	assert_output "-etruncate"
}

@test "trace= offers the syscalls --list-syscalls prints, the %classes, all and none" {
	run completions "$SEIZE -e trace="
	assert_success
	local want
	want=$( { "$SEIZE" --list-syscalls; echo all; echo none
		"$SEIZE" --help | grep -oE '%%?[a-z]+' ; } | LC_ALL=C sort -u)
	diff -u <(printf '%s\n' "$want") <(printf '%s\n' "${lines[@]}") ||
		fail "trace= candidates differ (- wanted, + offered)"
	local class
	for class in $(printf '%s\n' "${lines[@]}" | grep '^%'); do
		"$SEIZE" --list-syscalls="$class" >/dev/null || fail "seize rejects $class"
	done
}

@test "trace= completes after ! and commas; readline keeps what precedes = itself" {
	run completions "$SEIZE -e trace=openat"
	assert_output - <<-'EOF'
		openat
		openat2
	EOF
	run completions "$SEIZE --trace=%fi"
	assert_output "%file"
	run completions "$SEIZE -e trace=!%%st"
	assert_output - <<-'EOF'
		!%%stat
		!%%statfs
	EOF
	run completions "$SEIZE -e trace=read,writ"
	assert_output - <<-'EOF'
		read,write
		read,writev
	EOF
	run completions "$SEIZE --trace read,pwritev"
	assert_output - <<-'EOF'
		read,pwritev
		read,pwritev2
	EOF
	run completions "$SEIZE -e abbrev=execve"
	assert_output - <<-'EOF'
		execve
		execveat
	EOF
	run completions "$SEIZE --list-syscalls=%cre"
	assert_output "%creds"
	run completions "$SEIZE -e trace=no_such_call"
	assert_output ""
}

@test "signal= offers signal names seize accepts, with ! and commas" {
	run completions "$SEIZE -e signal=SIGUS"
	assert_output - <<-'EOF'
		SIGUSR1
		SIGUSR2
	EOF
	run completions "$SEIZE --signal=!SIGHUP,SIGTE"
	assert_output "!SIGHUP,SIGTERM"
	run completions "$SEIZE -e signal="
	assert_success
	[ "${#lines[@]}" -ge 31 ] || fail "only ${#lines[@]} signals"
	local sig
	for sig in "${lines[@]}"; do
		"$SEIZE" -e signal="$sig" --list-syscalls=none >/dev/null 2>&1 ||
			fail "seize rejects -e signal=$sig"
	done
}

# check_values OPTION...: every value completed for each OPTION (one that
# ends in = is -e's qualifier or a long option's =) is one seize accepts.
check_values() {
	local opt value bad= args
	for opt in "$@"; do
		if [[ $opt == *= ]]; then
			run completions "$SEIZE $opt"
		else
			run completions "$SEIZE $opt "
		fi
		[ "${#lines[@]}" -gt 0 ] || fail "nothing completed for $opt"
		for value in "${lines[@]}"; do
			if [[ $opt == --*= ]]; then
				args=("$opt$value")
			elif [[ $opt == *= ]]; then
				args=(-e "${opt#-e }$value")
			else
				args=("$opt" "$value")
			fi
			run --separate-stderr "$SEIZE" "${args[@]}" --list-syscalls=none
			[ "$status" -eq 0 ] || bad+=" [${args[*]} : $stderr]"
		done
	done
	[[ -z $bad ]] || fail "values seize rejects:$bad"
}

@test "the values of status= quiet= decode-fds= kvm= read= write= are all valid" {
	check_values "-e status=" "-e quiet=" "-e decode-fds=" "-e kvm=" "-e read=" "-e write=" \
		"--status=" "--quiet=" "--decode-fds=" "--kvm="
	run completions "$SEIZE -e status=successful,fa"
	assert_output "successful,failed"
	run completions "$SEIZE -e quiet=!at"
	assert_output "!attach"
	run completions "$SEIZE --kvm="
	assert_output "vcpu"
}

@test "the values of -X -S -U -I -b --color --daemonize --stack-trace --timestamps are all valid" {
	check_values -X -S -U -I -b --const-print-style --summary-sort-by --summary-columns \
		--color= --daemonize= --stack-trace= --strings-in-hex= --timestamps= \
		--relative-timestamps= --syscall-times= --absolute-timestamps=
	run completions "$SEIZE -X v"
	assert_output "verbose"
	run completions "$SEIZE -U calls,na"
	assert_output "calls,name"
	run completions "$SEIZE --timestamps=precision:n"
	assert_output "ns"
}

@test "inject= and fault= complete syscalls, then their :keys and some values" {
	run completions "$SEIZE -e inject=getpi"
	assert_output "getpid"
	run completions "$SEIZE -e fault=openat:"
	assert_output - <<-'EOF'
		error=
		when=
	EOF
	run completions "$SEIZE -e inject=openat:"
	assert_output - <<-'EOF'
		delay_enter=
		delay_exit=
		error=
		poke_enter=
		poke_exit=
		retval=
		signal=
		syscall=
		when=
	EOF
	run completions "$SEIZE -e inject=openat:re"
	assert_output - <<-'EOF'
		retval=
		<nospace>
	EOF
	run completions "$SEIZE -e inject=openat:error=ENOENT:signal=SIGUSR"
	assert_output - <<-'EOF'
		SIGUSR1
		SIGUSR2
	EOF
	run completions "$SEIZE --inject=openat:retval=0:syscall=getpp"
	assert_output "getppid"
}

@test "-p offers running pids, also after a comma" {
	sleep 60 & BG+=($!)
	local pid=$!
	run completions "$SEIZE -p $pid"
	assert_line "$pid"
	run completions "$SEIZE --attach=1,$pid"
	assert_line "1,$pid"
	run completions "$SEIZE -p "
	local p
	for p in "${lines[@]}"; do
		[[ $p =~ ^[0-9]+$ ]] || fail "not a pid: $p"
	done
	assert_line "1"
}

@test "-o and -P offer files" {
	mkdir "$T/dir"
	: > "$T/dir/trace.out"
	: > "$T/dir/trace.old"
	: > "$T/dir/other"
	run completions "$SEIZE -o $T/dir/tra"
	assert_output - <<-EOF
		$T/dir/trace.old
		$T/dir/trace.out
	EOF
	run completions "$SEIZE -P $T/dir/oth"
	assert_output "$T/dir/other"
	run completions "$SEIZE --output=$T/dir/trace.ou"
	assert_output "$T/dir/trace.out"
}

@test "after the options, the command and its own completion" {
	run completions "$SEIZE -f -o /dev/null -e trace=openat -s 64 ech"
	assert_line "echo"
	refute_line "--help"
	run completions "$SEIZE -o /dev/null -- ech"
	assert_line "echo"
	# the command's arguments are completed as that command's: here seize's own
	run completions "$SEIZE -f -e trace=openat $SEIZE -e kv"
	assert_output - <<-'EOF'
		kvm=
		<nospace>
	EOF
	# an option's value is not the command
	run completions "$SEIZE -e trace=openat -X "
	assert_output - <<-'EOF'
		abbrev
		raw
		verbose
	EOF
}

# A real interactive bash on a terminal, TAB pressed: the word splitting
# and the trimming at = are bash's and readline's own.
@test "TAB in an interactive bash completes an option, a qualifier and a syscall" {
	[ -r "$BASH_COMPLETION" ] || skip "bash-completion is not installed"
	start_shell
	type_line "source $BASH_COMPLETION; source $COMPLETION; PATH=${SEIZE%/*}:\$PATH; type -P seize"
	wait_for_output "${SEIZE}"
	wait_for_prompt
	type_text "seize --outp"
	tm send-keys -t seize Tab
	wait_for_output 'seize --output'
	tm send-keys -t seize -l -- '=/dev/null -e kv'
	tm send-keys -t seize Tab
	wait_for_output 'seize --output=/dev/null -e kvm='
	tm send-keys -t seize -l -- 'v'
	tm send-keys -t seize Tab
	tm send-keys -t seize -l -- '-e trace=!%pu'
	tm send-keys -t seize Tab
	tm send-keys -t seize -l -- '-e trace=openat,open_tree_'
	tm send-keys -t seize Tab
	wait_for_output 'seize --output=/dev/null -e kvm=vcpu -e trace=!%pure -e trace=openat,open_tree_attr '
	send_key C-c
	wait_for_prompt
}
