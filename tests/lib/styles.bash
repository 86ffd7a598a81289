# Helpers for the decoder tests whose programs print their lines in the
# style the environment names: each runs a program under seize with the
# matching option and checks the whole filtered trace (lib/decode), or
# validates its JSON against the schema (lib/json-schema).
load lib/decode
load lib/json-schema

# check_styles PROG: PROG under the default style, -v, -X raw and -X
# verbose; SEIZE_IOCTL_STYLE tells PROG which.
check_styles() {
	check_prog "$1"
	SEIZE_IOCTL_STYLE=v check_prog "$1" -v
	SEIZE_IOCTL_STYLE=raw check_prog "$1" -X raw
	SEIZE_IOCTL_STYLE=verbose check_prog "$1" -X verbose
}

# check_xlat_styles PROG [SEIZE OPTIONS...]: PROG under each -X style;
# SEIZE_XLAT tells PROG which.
check_xlat_styles() {
	check_prog "$@"
	SEIZE_XLAT=raw check_prog "$@" -X raw
	SEIZE_XLAT=verbose check_prog "$@" -X verbose
}

# check_xlat_styles_v PROG: the same, and again under -v (SEIZE_V tells PROG).
check_xlat_styles_v() {
	check_xlat_styles "$@"
	SEIZE_V=1 check_xlat_styles "$@" -v
}

# check_json PROG: its JSON is what the schema accepts (every value typed)
# plain, with every decoder option on, and under -X raw, -s 0 and
# -e verbose=none.
check_json() {
	local opts
	for opts in "" "-v -yy -X verbose -xx" "-X raw -s 0 -e verbose=none"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$SEIZE" -j $opts -o "$BATS_TEST_TMPDIR/$1.json" \
			"$SEIZE_TEST_PROGS/$1"
		[ "$status" -eq 0 ] || fail "$1 under seize -j $opts: exit $status: $stderr"
		run validate "$BATS_TEST_TMPDIR/$1.json"
		assert_success
	done
}
