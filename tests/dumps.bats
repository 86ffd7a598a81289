#!/usr/bin/env bats
# -e read=SET, -e write=SET: strace's hex and ASCII dumps after the calls
# of the read and write families; -e raw=SET: undecoded arguments.  The
# test programs (tests/progs/dump-*.c) print the lines seize must write,
# dump lines included, for the descriptor sets given in DUMP_READ and
# DUMP_WRITE (spelt otherwise than the -e read= and -e write= seize gets).

load lib/decode
load lib/json-schema

# check_dump PROG SEIZE-OPTIONS...: from the program's first expected line
# to the program's own writes on stdout at its end, the trace must be
# exactly the lines it printed, dump lines and all.
check_dump() {
	local prog=$1; shift
	local log=$BATS_TEST_TMPDIR/$prog.trace expected=$BATS_TEST_TMPDIR/$prog.expected
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr "$SEIZE" -o "$log" "$@" "$SEIZE_TEST_PROGS/$prog"
	printf '%s\n' "$output" > "$expected"
	[ "$status" -eq 0 ] || fail "$prog exited with $status: $stderr"
	[ -s "$expected" ] && [ "$(wc -l < "$expected")" -gt 2 ] || fail "$prog printed no lines"
	FIRST=$(head -n 1 "$expected") awk '
	!on && $0 == ENVIRON["FIRST"] { on = 1 }
	!on { next }
	/^([0-9]+ +)?(write\(1, |\+\+\+ )/ { exit }
	{ print }' "$log" > "$log.filtered"
	if ! diff -u "$expected" "$log.filtered" > "$log.diff"; then
		echo "the trace differs from what $prog expects (- expected, + traced):"
		sed 1,2d "$log.diff" | head -n 40
		fail "dump differs"
	fi
}

RW=read,write,pread64,pwrite64
VEC=readv,writev,preadv,pwritev,preadv2,pwritev2,vmsplice
MSG=sendto,recvfrom,sendmsg,recvmsg,sendmmsg,recvmmsg

@test "read, write, pread64, pwrite64: every byte moved, partial reads, failures, 64 KiB blocks" {
	DUMP_READ=all DUMP_WRITE=all check_dump dump-rw -e trace=$RW -e read=all -e write=all
}

@test "the dump lines are strace's, column for column" {
	DUMP_READ=all DUMP_WRITE=all check_dump dump-rw -e trace=$RW -e read=all -e write=all
	local log=$BATS_TEST_TMPDIR/dump-rw.trace
	grep -Fxq ' | 00000  68 65 6c 6c 6f 20 77 6f  72 6c 64 0a              hello world.     |' "$log"
	grep -Fxq ' | 00070  70 71 72 73 74 75 76 77  78 79 7a 7b 7c 7d 7e 7f  pqrstuvwxyz{|}~. |' "$log"
	grep -Fxq ' | 00010  62 63 64 65 66 58 59 5a                           bcdefXYZ         |' "$log"
	# past 1 MiB the offset has six digits; a block that cannot be read says so
	grep -Eq '^ \| 00fff0  ' "$log"
	grep -Eq '^ \| <Cannot fetch 40 bytes from pid [0-9]+ @0x[0-9a-f]+>$' "$log"
	grep -Eq '^ \| <Cannot fetch 65536 bytes from pid [0-9]+ @0x[0-9a-f]+>$' "$log"
}

@test "-s cuts the line's strings, never the dump" {
	DUMP_STRSIZE=0 DUMP_READ=all DUMP_WRITE=all \
		check_dump dump-rw -s 0 -e trace=$RW -e read=all -e write=all
	DUMP_STRSIZE=4 DUMP_READ=10 DUMP_WRITE='!11,12' \
		check_dump dump-rw -s 4 -e trace=$RW -e read=10 -e write='!11,12'
}

@test "descriptor sets: lists, !, !!, all, none, the last option winning, every spelling" {
	DUMP_READ=none DUMP_WRITE=15,16 check_dump dump-rw -e trace=$RW -e reads='!all' -e w=15,+16
	DUMP_READ='!10' DUMP_WRITE=none check_dump dump-rw -e trace=$RW --read='!!!10' --write=none
	DUMP_READ='!10' DUMP_WRITE=all check_dump dump-rw -e trace=$RW \
		--read=all -e write='!none' -e r=none -e read='!10'
	DUMP_READ=16 DUMP_WRITE=11 check_dump dump-rw -e trace=$RW -e read=16,16 -e writes=11
	DUMP_READ=none DUMP_WRITE=none check_dump dump-rw -e trace=$RW
}

@test "the vector calls: a header a buffer, a read spread over them, the stop at an empty one" {
	DUMP_READ=all DUMP_WRITE=all check_dump dump-vec -e trace=$VEC -e read=all -e write=all
	DUMP_READ=16 DUMP_WRITE='!11' check_dump dump-vec -e trace=$VEC -e read=16 -e write='!11'
	local log=$BATS_TEST_TMPDIR/dump-vec.trace
	grep -Fxq ' * 20 bytes in buffer 0' "$log"
}

@test "the socket calls: sendmsg, recvmsg, and a header a message for sendmmsg, recvmmsg" {
	DUMP_READ=all DUMP_WRITE=all check_dump dump-msg -e trace=$MSG -e read=all -e write=all
	DUMP_READ=14 DUMP_WRITE=13,15 check_dump dump-msg -e trace=$MSG -e read=14 -e write=13,15
	DUMP_READ=13 DUMP_WRITE=14 check_dump dump-msg -e trace=$MSG -e read=13 -e write=14
	grep -Fxq ' = 2 buffers in vector 1' "$BATS_TEST_TMPDIR/dump-msg.trace" && return 1
	DUMP_READ=all DUMP_WRITE=all check_dump dump-msg -e trace=$MSG -e read=all -e write=all
	grep -Fxq ' = 2 buffers in vector 1' "$BATS_TEST_TMPDIR/dump-msg.trace"
}

@test "-f -o: each dump follows its own process's line" {
	DUMP_READ=all DUMP_WRITE=all check_dump dump-fork -f -qq -e signal=none -e trace=read,write \
		-e read=all -e write=all
}

@test "-ff: the dump goes to the file of the process that made the call" {
	cd "$BATS_TEST_TMPDIR"
	run "$SEIZE" -ff -o ff -e trace=write -e write=11 "$SEIZE_TEST_PROGS/dump-fork"
	assert_success
	local child
	child=$(grep -l '^write(11, "from the child\\n", 15) *= 15$' ff.* | head -n 1)
	[ -n "$child" ]
	run grep -A1 '^write(11, ' "$child"
	assert_line --index 1 ' | 00000  66 72 6f 6d 20 74 68 65  20 63 68 69 6c 64 0a     from the child.  |'
	[ "$(grep -h '^ | ' ff.* | wc -l)" -eq 1 ]
}

@test "-e status=: a dump goes with its line, or not at all" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr "$SEIZE" -o st -e status=failed -e trace=$RW -e read=all -e write=all \
		"$SEIZE_TEST_PROGS/dump-rw"
	assert_success
	run grep -v '^+++' st
	assert_line --index 0 'write(15, "lost", 4)                    = -1 EBADF (Bad file descriptor)'
	assert_line --index 1 ' | 00000  6c 6f 73 74                                       lost             |'
	assert_line --index 2 --regexp '^read\(15, 0x[0-9a-f]+, 4\) += -1 EBADF \(Bad file descriptor\)$'
	assert_line --index 3 'write(11, 0x1, 3)                       = -1 EFAULT (Bad address)'
	[ "${#lines[@]}" -eq 4 ]
}

@test "-j: the dump is the call's \"dump\", one element a buffer, and fits the schema" {
	cd "$BATS_TEST_TMPDIR"
	local prog
	for prog in dump-rw dump-vec dump-msg; do
		run --separate-stderr "$SEIZE" -j -o "$prog.json" -e read=all -e write=all \
			-e trace=$RW,$VEC,$MSG "$SEIZE_TEST_PROGS/$prog"
		assert_success
	done
	run validate dump-rw.json dump-vec.json dump-msg.json
	assert_success
	run python3 - <<-'EOF'
		import json
		calls = [json.loads(l) for f in ("dump-rw.json", "dump-vec.json", "dump-msg.json")
		         for l in open(f)]
		calls = [c for c in calls if c["event"] == "syscall" and c["args"] and
		         c["args"][0]["raw"] >= 10]
		def first(name, fd, **ret):
		    return next(c for c in calls if c["name"] == name and c["args"][0]["raw"] == fd
		                and all(c.get(k) == v for k, v in ret.items()))
		assert first("write", 11, **{"return": 12})["dump"] == \
		    [{"size": 12, "bytes": "68656c6c6f20776f726c640a"}]
		# a failed write is dumped whole; a failed read not at all
		assert first("write", 15)["dump"] == [{"size": 4, "bytes": "6c6f7374"}]
		assert "dump" not in first("read", 15)
		# the bytes of a buffer that cannot be read: where it stops
		efault = first("write", 11, errno="EFAULT")["dump"]
		assert efault == [{"size": 3, "bytes": "", "unreadable_at": 1}], efault
		big = first("write", 12, **{"return": 65536 + 40})["dump"][0]
		assert big["size"] == 65536 + 40 and len(big["bytes"]) == 2 * 65536
		assert big["unreadable_at"] > 0
		assert first("readv", 10)["dump"] == [{"iov": 0, "size": 2, "bytes": "6162"},
		                                      {"iov": 1, "size": 6, "bytes": "636465666768"}]
		mm = first("recvmmsg", 14)["dump"]
		assert [(e["msg"], e["iov"], e["size"]) for e in mm] == [(0, 0, 5), (1, 0, 3), (1, 1, 3)], mm
		print("ok")
	EOF
	assert_success
	assert_output ok
}

@test "-e raw=: the arguments and the return value in hex, errors by name" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr "$SEIZE" -o raw -e raw=read,write -e trace=$RW "$SEIZE_TEST_PROGS/dump-rw"
	assert_success
	run cat raw
	assert_line --regexp '^write\(0xb, 0x[0-9a-f]+, 0xc\) += 0xc$'
	assert_line --regexp '^read\(0xf, 0x[0-9a-f]+, 0x4\) += -1 EBADF \(Bad file descriptor\)$'
	assert_line --regexp '^write\(0xb, 0x[0-9a-f]+, 0\) += 0$'
	# the others as ever
	assert_line 'pwrite64(16, "0123456789abcdefXYZ", 19, 5) = 19'
	# -e x= and --raw= are the same; dumps go on as before
	run --separate-stderr "$SEIZE" -o raw2 --raw='!pwrite64' -e x=all -e write=11 -e trace=write \
		"$SEIZE_TEST_PROGS/dump-rw"
	assert_success
	run grep -A1 '^write(0xb, 0x[0-9a-f]*, 0xc)' raw2
	assert_line --index 1 ' | 00000  68 65 6c 6c 6f 20 77 6f  72 6c 64 0a              hello world.     |'
	run --separate-stderr "$SEIZE" -j -o raw.json -e raw=all "$SEIZE_TEST_PROGS/dump-rw"
	assert_success
	run validate raw.json
	assert_success
	run grep -c '"undecoded":true' raw.json
	[ "$output" -gt 10 ]
}

@test "bad sets: strace's messages" {
	run "$SEIZE" -e read= true
	assert_failure
	assert_line --index 0 "seize: invalid descriptor ''"
	run "$SEIZE" --write='1,!all' true
	assert_failure
	assert_line --index 0 "seize: invalid descriptor '!all'"
	run "$SEIZE" -e w=2147483648 true
	assert_line --index 0 "seize: invalid descriptor '2147483648'"
	run "$SEIZE" -e r='!,' true
	assert_line --index 0 "seize: invalid descriptor '!,'"
	run "$SEIZE" --raw=nonsense true
	assert_failure
	assert_line --index 0 "seize: invalid system call 'nonsense'"
}
