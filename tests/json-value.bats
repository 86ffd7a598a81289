#!/usr/bin/env bats
# The converter of strace notation to JSON values (src/json-value.c) that
# --json feeds each argument through, driven by tests/progs-unit/jsonv.c:
# exact JSON for each rule, valid JSON for garbage, and every argument of
# real traces parsing as JSON.

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

bats_require_minimum_version 1.5.0
SEIZE=${SEIZE:-$BATS_TEST_DIRNAME/../src/seize}
SEIZE_TEST_PROGS=${SEIZE_TEST_PROGS:-$BATS_TEST_DIRNAME/progs}
JSONV=${JSONV:-$SEIZE_TEST_PROGS/../jsonv}

# check_table: lines "HINT ;; TEXT ;; EXPECTED" on stdin; EXPECTED is the
# JSON, followed by " ;; truncated" when the converter must say the value
# was cut.  Every line is checked; all differences are shown.
check_table() {
	local table=$BATS_TEST_TMPDIR/table
	sed 's/ ;; /\t/g' > "$table"
	cut -f1,2 "$table" | "$JSONV" -t > "$BATS_TEST_TMPDIR/got" || fail "jsonv failed"
	cut -f3- "$table" > "$BATS_TEST_TMPDIR/want"
	local n=0 bad=0 line want got
	while IFS= read -r line; do
		n=$((n + 1))
		want=$(sed -n "${n}p" "$BATS_TEST_TMPDIR/want")
		got=$(sed -n "${n}p" "$BATS_TEST_TMPDIR/got")
		if [ "$want" != "$got" ]; then
			printf 'input: %s\n want: %s\n  got: %s\n' "$(cut -f2 <<< "$line")" "$want" "$got"
			bad=$((bad + 1))
		fi
	done < "$table"
	[ "$n" -gt 0 ] || fail "empty table"
	[ "$bad" -eq 0 ] || fail "$bad of $n conversions differ"
}

# valid_json_lines FILE: each line parses as one JSON value.
valid_json_lines() {
	python3 -c '
import json, sys
for n, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    try:
        json.loads(line)
    except ValueError as e:
        sys.exit("line %d: %s: %s" % (n, e, line))
' "$1"
}

@test "numbers: decimal, negative, hex and octal, exact at 64 bits" {
	check_table <<'END'
any ;; 42 ;; 42
any ;; -1 ;; -1
any ;; 0 ;; 0
any ;; 0x7f00 ;; 32512
any ;; 0xffffffffffffffff ;; 18446744073709551615
any ;; 0x8000000000000001 ;; 9223372036854775809
any ;; -9223372036854775808 ;; -9223372036854775808
any ;; 0644 ;; 420
any ;; 000 ;; 0
any ;; 8192*1024 ;; 8388608
any ;; 0x10000000000000000 ;; {"text":"0x10000000000000000"}
any ;; 089 ;; {"text":"089"}
any ;; 12abc ;; {"text":"12abc"}
END
}

@test "NULL and ? are null; names; flag sets with their unknown bits" {
	check_table <<'END'
any ;; NULL ;; null
any ;; ? ;; null
any ;; O_RDONLY ;; {"name":"O_RDONLY"}
flags ;; O_RDONLY ;; {"flags":["O_RDONLY"]}
flags ;; 0 ;; {"flags":[]}
flags ;; 0x40 ;; {"flags":[],"unknown":64}
any ;; O_RDONLY|O_CLOEXEC ;; {"flags":["O_RDONLY","O_CLOEXEC"]}
any ;; PROT_READ|0x100 ;; {"flags":["PROT_READ"],"unknown":256}
flags ;; A|B|0x10 ;; {"flags":["A","B"],"unknown":16}
any ;; S_IFREG|0644 ;; {"flags":["S_IFREG"],"unknown":420}
any ;; 1<<CAP_CHOWN|1<<CAP_KILL|0x80000000 ;; {"flags":["CAP_CHOWN","CAP_KILL"],"unknown":2147483648}
any ;; MAP_PRIVATE|21<<MAP_HUGE_SHIFT ;; {"flags":["MAP_PRIVATE","21<<MAP_HUGE_SHIFT"]}
any ;; 1<<CAP_BPF ;; {"flags":["CAP_BPF"]}
any ;; -ENOENT ;; {"name":"-ENOENT"}
any ;; SNDCTL_TMR_START or TCSETS ;; {"names":["SNDCTL_TMR_START","TCSETS"]}
any ;; A||B ;; {"text":"A||B"}
any ;; A|-1 ;; {"text":"A|-1"}
END
}

@test "strings: escapes decoded, UTF-8 kept, invalid bytes lossless, ... marks a cut" {
	check_table <<'END'
any ;; "hello" ;; "hello"
any ;; "" ;; ""
any ;; "a\nb\tc\rd\ve\ff\"g\\h" ;; "a\nb\tc\rd\u000be\u000cf\"g\\h"
any ;; "\0\1\177" ;; "\u0000\u0001\u007f"
any ;; "\x41\x7e" ;; "A~"
any ;; "\303\251t\303\251" ;; "été"
any ;; "\377\376A" ;; {"string":"��A","bytes":"fffe41"}
any ;; "\303" ;; {"string":"�","bytes":"c3"}
any ;; "\355\240\200" ;; {"string":"���","bytes":"eda080"}
any ;; "abc"... ;; {"string":"abc","truncated":true} ;; truncated
any ;; "\377"... ;; {"string":"�","bytes":"ff","truncated":true} ;; truncated
any ;; @"abstract" ;; {"abstract":"abstract"}
any ;; "unterminated ;; {"text":"\"unterminated"}
any ;; "a"b ;; {"text":"\"a\"b"}
any ;; "\q" ;; {"text":"\"\\q\""}
any ;; "\400" ;; {"text":"\"\\400\""}
END
}

@test "structs: fields to objects, positional items to arrays, ... to truncated" {
	check_table <<'END'
any ;; {a=1, b="x"} ;; {"a":1,"b":"x"}
any ;; {} ;; {}
any ;; {st_mode=S_IFREG|0644, st_size=3} ;; {"st_mode":{"flags":["S_IFREG"],"unknown":420},"st_size":3}
any ;; {a=1, ...} ;; {"a":1,"truncated":true} ;; truncated
any ;; {a={b=1, ...}} ;; {"a":{"b":1,"truncated":true}}
any ;; {1, 2} ;; [1,2]
any ;; {rlim_cur=8192*1024, rlim_max=RLIM64_INFINITY} ;; {"rlim_cur":8388608,"rlim_max":{"name":"RLIM64_INFINITY"}}
any ;; {sa_family=AF_INET6, sin6_port=htons(443), inet_pton(AF_INET6, "::1", &sin6_addr)} ;; {"sa_family":{"name":"AF_INET6"},"sin6_port":{"call":"htons","args":[443]},"sin6_addr":{"call":"inet_pton","args":[{"name":"AF_INET6"},"::1",{"text":"&sin6_addr"}]}}
any ;; {flags=O_RDONLY, resolve=0, ???} ;; {"flags":{"name":"O_RDONLY"},"resolve":0,"extra":[{"text":"???"}]}
any ;; {WIFEXITED(s) && WEXITSTATUS(s) == 0} ;; {"WIFEXITED":true,"WEXITSTATUS":0}
any ;; [{WIFSIGNALED(s) && WTERMSIG(s) == SIGKILL && WCOREDUMP(s)}] ;; [{"WIFSIGNALED":true,"WTERMSIG":{"name":"SIGKILL"},"WCOREDUMP":true}]
any ;; child_stack=NULL ;; {"child_stack":null}
any ;; {a=1 ;; {"text":"{a=1"}
END
}

@test "arrays and sets: lists, cut lists, signal sets, complements" {
	check_table <<'END'
any ;; [1, 2, 3] ;; [1,2,3]
any ;; [] ;; []
any ;; [1, 2, ...] ;; {"items":[1,2],"truncated":true} ;; truncated
any ;; ["sh", "-c", "ls"...] ;; ["sh","-c",{"string":"ls","truncated":true}]
any ;; [INT TERM] ;; ["INT","TERM"]
any ;; [SIGINT] ;; ["SIGINT"]
any ;; [0] ;; [0]
any ;; [1 4] ;; [1,4]
any ;; [NULL] ;; [null]
any ;; ~[INT] ;; {"not":["INT"]}
any ;; ~[] ;; {"not":[]}
any ;; ~[RTMIN RT_1] ;; {"not":["RTMIN","RT_1"]}
any ;; [3</a b> 4<pipe:[5]>] ;; [{"fd":3,"path":"/a b"},{"fd":4,"path":"pipe:[5]"}]
any ;; [{fd=3, events=POLLIN}] ;; [{"fd":3,"events":{"name":"POLLIN"}}]
any ;; [1, 2 ;; {"text":"[1, 2"}
END
}

@test "calls: name(args) with each argument converted" {
	check_table <<'END'
any ;; makedev(0x8, 0x1) ;; {"call":"makedev","args":[8,1]}
any ;; inet_addr("127.0.0.1") ;; {"call":"inet_addr","args":["127.0.0.1"]}
any ;; htons(22) ;; {"call":"htons","args":[22]}
any ;; inet_pton(AF_INET6, "::1", &sin6_addr) ;; {"call":"inet_pton","args":[{"name":"AF_INET6"},"::1",{"text":"&sin6_addr"}]}
any ;; f() ;; {"call":"f","args":[]}
END
}

@test "descriptors with -y details: paths unescaped, sockets, devices, pidfds" {
	check_table <<'END'
any ;; 3</etc/passwd> ;; {"fd":3,"path":"/etc/passwd"}
any ;; 3<TCP:[127.0.0.1:22->127.0.0.1:5000]> ;; {"fd":3,"path":"TCP:[127.0.0.1:22->127.0.0.1:5000]"}
any ;; 3<UNIX-STREAM:[1234->5678,"/run/a>b"]> ;; {"fd":3,"path":"UNIX-STREAM:[1234->5678,\"/run/a>b\"]"}
any ;; 3</tmp/a\nb> ;; {"fd":3,"path":"/tmp/a\nb"}
any ;; 3</tmp/gt\76x\74y> ;; {"fd":3,"path":"/tmp/gt>x<y"}
any ;; 3</tmp/q\"x, y> ;; {"fd":3,"path":"/tmp/q\"x, y"}
any ;; 3</tmp/hi\377> ;; {"fd":3,"path":{"string":"/tmp/hi�","bytes":"2f746d702f6869ff"}}
any ;; 1</dev/null<char 1:3>> ;; {"fd":1,"path":"/dev/null","device":{"type":"char","major":1,"minor":3}}
any ;; 3</tmp/x>(deleted) ;; {"fd":3,"path":"/tmp/x","deleted":true}
any ;; 5<pid:42> ;; {"fd":5,"pid":42}
any ;; AT_FDCWD</tmp> ;; {"fd":-100,"name":"AT_FDCWD","path":"/tmp"}
any ;; 3</tmp/x ;; {"text":"3</tmp/x"}
END
}

@test "comments dropped, a lone comment kept; in => out; garbage as text" {
	check_table <<'END'
any ;; 0x55 /* 3 entries */ ;; 85
any ;; 0x7ffd0000 /* 37 vars */ ;; 2147287040
any ;; /* 3 entries */ ;; {"comment":"3 entries"}
any ;; 0x2 /* SOCK_DGRAM */|0x80000 /* SOCK_CLOEXEC */ ;; {"flags":[],"unknown":524290}
any ;; [2 /* INT */ 34 /* RT_2 */] ;; [2,34]
any ;; 0x4 /* 0x4 /* MAP_??? */ */ ;; 4
any ;; [7, ... /* 0x7f0000 */] ;; {"items":[7],"truncated":true} ;; truncated
any ;; "a /* b */" ;; "a /* b */"
any ;; [5 => 3] ;; [{"in":5,"out":3}]
any ;; {a=1} => {a=2} ;; {"in":{"a":1},"out":{"a":2}}
any ;; "ab"... => "abc" ;; {"in":{"string":"ab","truncated":true},"out":"abc"} ;; truncated
any ;; hello world ;; {"text":"hello world"}
any ;; 00:11:22:aa:bb:cc ;; {"text":"00:11:22:aa:bb:cc"}
any ;;  ;; {"text":""}
END
}

@test "argument lists split at top-level commas only" {
	run "$JSONV" -a <<'END'
3, "a, b", {x=1, y=2}, [1, 2]
AT_FDCWD</tmp/a, b>, "f", O_RDONLY|O_CLOEXEC
0x7ffd /* 2, 3 */, f(1, 2), ~[INT TERM]

END
	assert_success
	assert_output - <<'END'
[3,"a, b",{"x":1,"y":2},[1,2]]
[{"fd":-100,"name":"AT_FDCWD","path":"/tmp/a, b"},"f",{"flags":["O_RDONLY","O_CLOEXEC"]}]
[32765,{"call":"f","args":[1,2]},{"not":["INT","TERM"]}]
[]
END
}

@test "garbage, unbalanced and deeply nested input still gives valid JSON" {
	python3 - > "$BATS_TEST_TMPDIR/garbage" <<'END'
import random, sys
random.seed(1)
pieces = [c.encode() for c in '{}[]()<>"\\/*|,=. ~@?-0123456789xabcdefAZ_\t'] + [
    b', ', b' => ', b'/*', b'*/', b'...', b'<<', b'NULL', b'\\x', b'\\3', b'AT_FDCWD<',
    b'3</', b'\xff', b'\xc3', b'\xe2\x82', b'\x00', b'\x01', b' or ', b'1<<', b'&x',
    b'(s) && ', b'==']
out = sys.stdout.buffer
for _ in range(5000):
    out.write(b''.join(random.choice(pieces) for _ in range(random.randint(0, 60))) + b'\n')
for d in (31, 32, 33, 1000):
    for o, c in (b'[]', b'{}', b'()'):
        out.write(bytes([o]) * d + bytes([c]) * d + b'\n')
        out.write(b'f' + bytes([o]) * d + b'\n')
    out.write(b'"' + b'\\' * d + b'\n')
    out.write(b'/*' * d + b'*/' * (d // 2) + b'\n')
    out.write(b'3<' * d + b'>' * d + b'\n')
    out.write(b'1 => ' * d + b'2\n')
END
	local mode
	for mode in -t -a; do
		"$JSONV" $mode < "$BATS_TEST_TMPDIR/garbage" | cut -f1 > "$BATS_TEST_TMPDIR/out"
		[ "${PIPESTATUS[0]}" -eq 0 ] || fail "jsonv $mode failed"
		run wc -l < "$BATS_TEST_TMPDIR/out"
		assert_output "$(wc -l < "$BATS_TEST_TMPDIR/garbage")"
		run valid_json_lines "$BATS_TEST_TMPDIR/out"
		assert_success
	done
	run "$JSONV" <<< $'any\t'"$(printf '[%.0s' {1..40})1$(printf ']%.0s' {1..40})"
	assert_output --regexp '^\[\[\[.*\{"text":"\[+1\]+"\}.*\]$'
}

@test "every argument of a real -yy -v trace converts to valid JSON, none as text" {
	local log=$BATS_TEST_TMPDIR/trace
	run "$SEIZE" -f -v -yy -s 64 -o "$log" sh -c \
		'ls -la /etc > /dev/null; cat /etc/hostname > /dev/null; "$1" > /dev/null &&
		 "$2" fds "$3" && "$2" strings "$3" && "$2" consts "$3"' sh \
		"$SEIZE_TEST_PROGS/basic" "$SEIZE_TEST_PROGS/fdfmt" "$BATS_TEST_TMPDIR"
	assert_success
	"$JSONV" -l < "$log" > "$BATS_TEST_TMPDIR/args"
	# One array per whole syscall line.
	local calls
	calls=$(grep -cvE '^[0-9]+ +(\+\+\+|---|<\.\.\.)|<unfinished \.\.\.>$' "$log")
	run wc -l < "$BATS_TEST_TMPDIR/args"
	assert_output "$calls"
	[ "$calls" -gt 100 ] || fail "only $calls calls traced"
	run valid_json_lines "$BATS_TEST_TMPDIR/args"
	assert_success
	run grep -F '{"text":' "$BATS_TEST_TMPDIR/args"
	assert_failure
	# Typed values, not only valid ones.
	grep -qF '"path":"/etc/passwd"' "$BATS_TEST_TMPDIR/args" ||
		grep -qF '{"fd":-100,"name":"AT_FDCWD","path":' "$BATS_TEST_TMPDIR/args" ||
		fail "no descriptor with its path"
	grep -qF '{"flags":["O_RDONLY","O_CLOEXEC"]}' "$BATS_TEST_TMPDIR/args" ||
		fail "no flag set"
}
