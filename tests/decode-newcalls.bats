#!/usr/bin/env bats
# The syscalls newer than the build machine's headers: seize's own numbers
# (the nr= column of src/syscalls.tbl), their names, classes and decoding.

load lib/decode
load lib/json-schema

NEWCALLS="uretprobe uprobe cachestat fchmodat2 map_shadow_stack futex_wake futex_wait futex_requeue statmount listmount lsm_get_self_attr lsm_set_self_attr lsm_list_modules mseal setxattrat getxattrat listxattrat removexattrat open_tree_attr file_getattr file_setattr"

@test "uretprobe ... file_setattr: named and decoded, EFAULT and short reads" {
	check_prog newcalls
}

@test "the new syscalls under -X raw and -X verbose" {
	SEIZE_NEWCALLS_XLAT=raw check_prog newcalls -X raw
	SEIZE_NEWCALLS_XLAT=verbose check_prog newcalls -X verbose
}

@test "no new syscall prints as syscall_0x..." {
	run "$SEIZE" -o "$BATS_TEST_TMPDIR/t" "$SEIZE_TEST_PROGS/newcalls"
	[ "$status" -eq 0 ]
	run grep -c '^syscall_0x' "$BATS_TEST_TMPDIR/t"
	[ "$output" = 0 ]
}

@test "--list-syscalls lists every new syscall" {
	run "$SEIZE" --list-syscalls
	[ "$status" -eq 0 ]
	for name in $NEWCALLS; do
		grep -qx -- "$name" <<<"$output" || fail "$name is not listed"
	done
}

@test "-e trace=%CLASS takes the new syscalls' classes" {
	run "$SEIZE" --list-syscalls=%file
	for name in fchmodat2 setxattrat getxattrat listxattrat removexattrat open_tree_attr file_getattr file_setattr; do
		grep -qx -- "$name" <<<"$output" || fail "$name is not in %file"
	done
	grep -qx cachestat <<<"$output" && fail "cachestat is in %file"
	run "$SEIZE" --list-syscalls=%desc
	grep -qx cachestat <<<"$output" || fail "cachestat is not in %desc"
	run "$SEIZE" --list-syscalls=%memory
	for name in map_shadow_stack mseal; do
		grep -qx -- "$name" <<<"$output" || fail "$name is not in %memory"
	done
	run "$SEIZE" -e trace=%memory -o "$BATS_TEST_TMPDIR/t" "$SEIZE_TEST_PROGS/newcalls"
	[ "$status" -eq 0 ]
	grep -q '^mseal(0xfacefeeddeadbeef, ' "$BATS_TEST_TMPDIR/t"
	grep -q '^map_shadow_stack(NULL, 0, 0) ' "$BATS_TEST_TMPDIR/t"
	run grep -c '^futex_wake\|^cachestat' "$BATS_TEST_TMPDIR/t"
	[ "$output" = 0 ]
	run "$SEIZE" -e trace=futex_wake,statmount -o "$BATS_TEST_TMPDIR/t" "$SEIZE_TEST_PROGS/newcalls"
	[ "$status" -eq 0 ]
	run grep -c '^futex_wake(' "$BATS_TEST_TMPDIR/t"
	[ "$output" = 3 ]
	run grep -c '^statmount(' "$BATS_TEST_TMPDIR/t"
	[ "$output" = 2 ]
}

# gen-syscalls.sh on a doctored copy of the table or header.
gen() {
	sh "$BATS_TEST_DIRNAME/../src/gen-syscalls.sh" "$1" "$2" \
		"$BATS_TEST_TMPDIR/out.c" "$BATS_TEST_TMPDIR/out.h"
}

unistd_64_h() {
	echo '#include <asm/unistd_64.h>' | cpp - 2>/dev/null |
		sed -n 's/^# *[0-9]* "\(.*asm\/unistd_64\.h\)".*/\1/p' | head -n 1
}

@test "the build fails when a number disagrees with the header" {
	local tbl=$BATS_TEST_DIRNAME/../src/syscalls.tbl hdr
	hdr=$(unistd_64_h)
	run gen "$tbl" "$hdr"
	[ "$status" -eq 0 ] || fail "the table does not build: $output"
	grep -q '^	\[451\] = {"cachestat"' "$BATS_TEST_TMPDIR/out.c"
	grep -q '^	\[__NR_read\] = {"read"' "$BATS_TEST_TMPDIR/out.c"
	# a header that knows cachestat by another number
	{ cat "$hdr"; echo '#define __NR_cachestat 999'; } > "$BATS_TEST_TMPDIR/h.h"
	run gen "$tbl" "$BATS_TEST_TMPDIR/h.h"
	[ "$status" -ne 0 ]
	[[ "$output" == *"cachestat is nr=451 here but 999 in"* ]]
	# one that agrees: the row indexes by __NR_cachestat
	{ cat "$hdr"; echo '#define __NR_cachestat 451'; } > "$BATS_TEST_TMPDIR/h.h"
	run gen "$tbl" "$BATS_TEST_TMPDIR/h.h"
	[ "$status" -eq 0 ]
	grep -q '^	\[__NR_cachestat\] = {"cachestat"' "$BATS_TEST_TMPDIR/out.c"
	# a wrong number for a syscall the header knows
	sed 's/^read                    /read                    nr=1 /' "$tbl" > "$BATS_TEST_TMPDIR/t.tbl"
	run gen "$BATS_TEST_TMPDIR/t.tbl" "$hdr"
	[ "$status" -ne 0 ]
	[[ "$output" == *"read is nr=1 here but 0 in"* ]]
	# two rows on one number
	sed 's/^fchmodat2               nr=452/fchmodat2               nr=451/' "$tbl" > "$BATS_TEST_TMPDIR/t.tbl"
	run gen "$BATS_TEST_TMPDIR/t.tbl" "$hdr"
	[ "$status" -ne 0 ]
	[[ "$output" == *"fchmodat2 and cachestat are both 451"* ]]
	# a row in neither the header nor with a number
	sed 's/^mseal                   nr=462 /mseal                   /' "$tbl" > "$BATS_TEST_TMPDIR/t.tbl"
	run gen "$BATS_TEST_TMPDIR/t.tbl" "$hdr"
	[ "$status" -ne 0 ]
	[[ "$output" == *"mseal is not in $hdr and has no nr="* ]]
}

@test "open_tree_attr's struct mount_attr, file_getattr's and file_setattr's struct file_attr" {
	check_prog newcalls2
	SEIZE_NEWCALLS_XLAT=raw check_prog newcalls2 -X raw
	SEIZE_NEWCALLS_XLAT=verbose check_prog newcalls2 -X verbose
}

@test "the new syscalls' structs in JSON: what the schema accepts" {
	for prog in newcalls newcalls2; do
		run --separate-stderr "$SEIZE" -j -v -o "$BATS_TEST_TMPDIR/$prog.json" "$SEIZE_TEST_PROGS/$prog"
		[ "$status" -eq 0 ]
	done
	run validate "$BATS_TEST_TMPDIR"/*.json
	assert_success
}
