#!/usr/bin/env bats
# make install into a DESTDIR: a stripped seize (configure's default), its
# man page and the JSON schema; make install STRIP= keeps the symbols.

load lib/decode

setup() {
	builddir=${SEIZE%/src/seize}
	[ -f "$builddir/Makefile" ] || skip "no build tree around $SEIZE"
	command -v readelf >/dev/null || skip "readelf (binutils) is not installed"
	dest=$BATS_TEST_TMPDIR/root
}

installed_seize() {
	find "$dest" -path '*/bin/seize' -type f
}

# .symtab is what strip removes; the debug sections go with it.
has_symtab() {
	readelf -S -W "$1" | grep -q ' \.symtab '
}

@test "make install: seize stripped (unless --disable-strip), man page, schema" {
	run make -s --no-print-directory -C "$builddir" install DESTDIR="$dest"
	assert_success
	bin=$(installed_seize)
	[ -n "$bin" ]
	has_symtab "$SEIZE"
	if grep -qxF 'S["ENABLE_STRIP_TRUE"]=""' "$builddir/config.status"; then
		run has_symtab "$bin"
		assert_failure
	else
		has_symtab "$bin"
	fi
	run "$bin" -V
	assert_success
	assert_line --index 0 --regexp '^seize -- version [0-9]+\.[0-9]+$'
	run find "$dest" -type f -name seize.1 -path '*/man1/*'
	assert_output --regexp '/man1/seize\.1$'
	run find "$dest" -type f -path '*/seize/seize.schema.json'
	assert_output --regexp '/seize\.schema\.json$'
	cmp "$(find "$dest" -type f -name seize.schema.json)" "$BATS_TEST_DIRNAME/../man/seize.schema.json"
}

@test "make install STRIP=: the installed seize keeps its symbols" {
	run make -s --no-print-directory -C "$builddir" install-exec DESTDIR="$dest" STRIP=
	assert_success
	has_symtab "$(installed_seize)"
	"$(installed_seize)" -o /dev/null true
}
