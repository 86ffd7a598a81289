#!/bin/sh
# Regenerate the names-only ioctl sets, src/xlat/ioctl_names_*.in, and the
# family that lists them, src/decode/ioctl-names.c, from the installed
# kernel uapi headers.  A maintainer script: run it by hand from the top of
# the source tree when the headers change, and commit what it writes.
#
#	src/gen-ioctl-names.sh [INCLUDEDIR]	(default /usr/include)
#
# strace prints a name for every request the kernel's headers define, even
# where it does not decode the argument; seize's decoding families name only
# their own.  This script finds the rest:
#
# - It reads the headers of linux/, sound/, mtd/, rdma/, misc/, scsi/ and
#   the architecture's asm/ (asm-generic/ through them) and takes every
#   object-like "#define NAME ..." whose expansion, as the preprocessor
#   makes it, uses _IOC: "_IOR('f', 1, long)", a driver's own wrapper
#   "DRM_IOWR(...)" and an alias "#define FOO BAR" of such a name alike.
#   The preprocessor decides, with _IOC redefined to a marker after the
#   header, so no regular expression has to know every wrapper.
# - A name is kept only when the compiler gives it a constant value in a
#   static table, as gen-xlat.sh's C will use it: names of incomplete
#   structs or of other architectures drop out.
# - The .in files hold names only; their values come from the compiler at
#   build time, as for every xlat set (see gen-xlat.sh).  uapi headers
#   conflict with each other and with glibc's, so headers are grouped:
#   a header joins the current file when they still compile together
#   (-Werror: a redefined macro is an error) and give every name the value
#   it has alone; else it starts a new file.  A header that does not
#   compile on its own, with any of the few preludes tried, is left out
#   and named on stderr.
# - hiddev, hidraw, uinput, joystick and spidev are left out: their
#   numbered names (HIDIOCGNAME(len) ...) are another family's.
# - DRM's headers are not in Debian's linux-libc-dev (libdrm ships them),
#   so /usr/include/drm is read only when it is there.
set -e
inc=${1:-/usr/include}
CC=${CC:-gcc}
top=$(pwd)
[ -f "$top/src/gen-xlat.sh" ] || { echo "$0: run from the source tree's top" >&2; exit 1; }
march=$($CC -print-multiarch 2>/dev/null || true)
tmp=$(mktemp -d)
[ -n "$KEEP" ] || trap 'rm -rf "$tmp"' EXIT
CFLAGS="-std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Werror"

# The headers, as #include names, one a line.
list_headers() {
	(cd "$inc" && for d in linux sound drm mtd rdma misc scsi xen; do
		[ -d "$d" ] && find "$d" -name '*.h'
	done)
	# what x86_64's asm/ioctls.h and asm/sockios.h are
	echo asm-generic/ioctls.h
	echo asm-generic/sockios.h
	[ -n "$march" ] && [ -d "$inc/$march/asm" ] &&
		(cd "$inc/$march" && find asm -name '*.h')
	true
}
excluded() {
	case $1 in
	linux/hiddev.h|linux/hidraw.h|linux/uinput.h|linux/joystick.h|linux/spi/spidev.h)
		return 0 ;;		# another family's (see above)
	linux/ioctl.h|asm/ioctl.h|asm-generic/ioctl.h)
		return 0 ;;		# _IOC itself
	esac
	return 1
}

# Preludes a header may need before it: none, glibc's basic types, the
# kernel's.  Tried in this order; the first that compiles wins.
prelude() {
	case $1 in
	0) ;;
	1) printf '#include <sys/types.h>\n#include <sys/ioctl.h>\n#include <stdint.h>\n' ;;
	2) printf '#include <linux/types.h>\n#include <linux/ioctl.h>\n' ;;
	3) printf '#include <sys/types.h>\n#include <sys/socket.h>\n#include <sys/time.h>\n#include <stdint.h>\n' ;;
	esac
}
npreludes=4

# What a header uses but does not include: another header's macros.
needs() {
	case $1 in
	linux/meye.h|linux/ivtvfb.h) echo '#include <linux/videodev2.h>' ;;	# BASE_VIDIOC_PRIVATE
	linux/raid/md_u.h) echo '#include <linux/major.h>' ;;	# MD_MAJOR
	linux/if_tun.h|linux/ppp-ioctl.h) echo '#include <linux/filter.h>' ;;	# struct sock_fprog
	linux/atm?*.h) echo '#include <linux/atm.h>' ;;		# struct atmif_sioc
	linux/auto_fs*.h) echo 'typedef unsigned int compat_ulong_t;' ;;	# the 32-bit ABI's
	xen/evtchn.h|xen/gntdev.h)	# Xen's own types
		printf 'typedef uint32_t grant_ref_t;\ntypedef uint16_t domid_t;\n' ;;
	sound/asequencer.h|sound/emu10k1.h) echo '#include <sound/asound.h>' ;;
	linux/sonet.h) echo '#include <linux/atmioc.h>' ;;	# ATMIOC_PHYTYP
	esac
}

# Header $1's text, continued lines joined: "#define A \\\n _IOR(...)".
header_text() {
	sed -e :a -e '/\\$/N; s/\\\n//; ta' "$(header_file "$1")"
}

# Where header $1 is.
header_file() {
	if [ -f "$inc/$1" ]; then echo "$inc/$1"; else echo "$inc/$march/$1"; fi
}

# The requests of the older headers that define them as plain numbers,
# "#define FBIOGET_VSCREENINFO 0x4600": four hex digits whose first two,
# the request's type, are the header's (that leaves out the flags the same
# headers define in hex: CDC_DVD, VT_EVENT_BLANK, IW_POWER_ON).  The list
# is strace's: these are the headers it reads numbers from.
hex_names() {
	case $1 in
	linux/hdreg.h) t=03 ;;
	scsi/sg.h) t=22 ;;
	linux/fb.h) t=46 ;;
	linux/kd.h) t=4B ;;
	linux/loop.h) t=4C ;;
	linux/cdrom.h|scsi/scsi.h|scsi/scsi_ioctl.h) t=53 ;;
	asm/ioctls.h|asm-generic/ioctls.h) t='46|54|66|74' ;;
	linux/vt.h) t=56 ;;
	asm/sockios.h|asm-generic/sockios.h|linux/sockios.h) t=89 ;;
	linux/wireless.h) t=8B ;;
	*) return 0 ;;
	esac
	LC_ALL=C sed -n 's/^[ \t]*#[ \t]*define[ \t][ \t]*\([A-Z][A-Z0-9_]*\)[ \t][ \t]*0x\([0-9A-Fa-f][0-9A-Fa-f]\)[0-9A-Fa-f][0-9A-Fa-f]\([^0-9A-Za-z].*\)\{0,1\}$/\1 \2/p' \
		"$(header_file "$1")" | tr a-f A-F | grep -E " ($t)\$" | sed 's/ .*//'
}

# The object-like macros header $1 defines as a request, the way strace
# takes them: "_IOR(...)", "_IOWR(...)", a driver's "DRM_IOWR(...)" (any
# capitals before _IO), and only those the preprocessor expands to _IOC
# there (not those of an #ifdef __KERNEL__).  A name defined as another
# name, "#define SNDCTL_DSP_SAMPLESIZE SNDCTL_DSP_SETFMT", is left out as
# strace leaves it out: on a shared number it prints the first name alone.
ioc_names() {
	hdr=$1 pre=$2
	header_text "$hdr" > "$tmp/text"
	LC_ALL=C sed -n 's/^[ \t]*#[ \t]*define[ \t][ \t]*\([A-Z][A-Z0-9_]*\)[ \t][ \t]*[A-Z]*_S\{0,1\}IO\(C\|W\|R\|WR\)\{0,1\}[ \t]*(.*/\1/p' \
		"$tmp/text" | sort -u > "$tmp/cand"
	# enum members, as binder's "BC_TRANSACTION = _IOW('c', 0, ...),"
	LC_ALL=C sed -n 's/^[ \t]*\([A-Z][A-Z0-9_]*\)[ \t]*=[ \t]*_IO\(C\|W\|R\|WR\)\{0,1\}[ \t]*(.*/\1/p' \
		"$tmp/text" > "$tmp/enum"
	cat "$tmp/enum"
	# what no prelude can better: every one of them kept
	cat "$tmp/cand" "$tmp/enum" > "$tmp/bound"
	hex_names "$hdr" >> "$tmp/bound"
	[ -s "$tmp/cand" ] || return 0
	# strace reads only the headers where some line has a request's
	# value after white space: not xen/gntalloc.h, whose values all
	# start their continued lines
	grep -Eq '[[:space:]]+([A-Z]+)?_S?(IO|IOW|IOR|IOWR|IOC)[[:space:]]*\([^)]' \
		"$(header_file "$hdr")" || return 0
	{
		prelude "$pre"
		needs "$hdr"
		echo "#include <$hdr>"
		echo '#undef _IOC'
		echo '#define _IOC(d, t, n, s) seize_ioc_marker'
		sed 's/.*/seize_name_& &/' "$tmp/cand"
	} > "$tmp/expand.c"
	$CC -E -P "$tmp/expand.c" 2>/dev/null |
		sed -n 's/^seize_name_\([A-Za-z0-9_]*\) .*seize_ioc_marker.*/\1/p' | sort -u
}

# Names strace drops, and why.
dropped() {
	case $1 in
	linux/dma-buf.h) echo DMA_BUF_SET_NAME ;;	# the kernel's own, = _A or _B
	linux/kvm.h)		# other architectures' requests
		grep -E '^(KVM_ARM_[A-Z_]+|KVM_ALLOCATE_RMA|KVM_CREATE_SPAPR_TCE(_64)?|KVM_PPC_[A-Z1-9_]+|KVM_S390_[A-Z_]+)$' ;;
	linux/ppp-ioctl.h)	# strace's table has PPPIOCGIDLE32 and 64 only
		echo PPPIOCGIDLE ;;
	scsi/scsi.h)		# glibc's copy keeps what Linux removed in 2.6
		grep -E '^SCSI_IOCTL_TAGGED_(ENABLE|DISABLE)$' ;;
	linux/v4l2-subdev.h)	# the same numbers as VIDIOC_G_STD ...
		grep -E '^VIDIOC_SUBDEV_(DV_TIMINGS_CAP|ENUM_DV_TIMINGS|ENUMSTD|G_DV_TIMINGS|G_EDID|G_STD|QUERY_DV_TIMINGS|QUERYSTD|S_DV_TIMINGS|S_EDID|S_STD)$' ;;
	esac
}

# Writes the .in file $1 for the headers and names in $2: lines "#include
# <h>", kept in their first order without repeats, and names.
write_in() {
	{
		echo '#kind enum'
		grep '^#include' "$2" | awk '!seen[$0]++' || true
		echo '# Generated by src/gen-ioctl-names.sh from the headers above: do not edit.'
		grep -v '^#include' "$2" | LC_ALL=C sort -u || true
	} > "$1"
}

# Compiles .in file $1 as the build does; the compiler's complaints in
# $tmp/err.
compile_in() {
	sh "$top/src/gen-xlat.sh" "$1" > "$tmp/x.c"
	$CC $CFLAGS -I"$top/src" -c -o "$tmp/x.o" "$tmp/x.c" 2> "$tmp/err"
}

# Prints "NAME VALUE" for every entry of .in file $1 (which compiles).
dump_in() {
	set_name=$(basename "$1" .in)
	sh "$top/src/gen-xlat.sh" "$1" > "$tmp/d.c"
	cat > "$tmp/main.c" <<EOF
#include <stdio.h>
#include "xlat.h"
extern const struct xlat xlat_$set_name;
int main(void)
{
	for (unsigned i = 0; i < xlat_$set_name.n; i++)
		printf("%s %#llx\n", xlat_$set_name.e[i].name,
		       (unsigned long long)xlat_$set_name.e[i].val);
	return 0;
}
EOF
	$CC -I"$top/src" -o "$tmp/dump" "$tmp/d.c" "$tmp/main.c" && "$tmp/dump" | LC_ALL=C sort
}

# Drops the names the compiler complains about from .in file $1 until it
# compiles (names of incomplete structs ...); false when it never does.
prune_in() {
	for round in 1 2 3 4 5; do
		compile_in "$1" && return 0
		# x.c's line N is the entry of one name
		bad=$(sed -n 's/^[^:]*x\.c:\([0-9][0-9]*\):.*/\1/p' "$tmp/err" | sort -un |
			while read -r n; do sed -n "${n}s/.*, \"\([A-Za-z0-9_]*\)\"}.*/\1/p" "$tmp/x.c"; done
			# an error inside a header: the entry's macro the note names
			sed -n "s/.*in expansion of macro .\([A-Z][A-Z0-9_]*\).*/\1/p" "$tmp/err" |
				grep -xF -f - "$1" || true)
		[ -n "$bad" ] || return 1
		for b in $bad; do
			grep -v -x "$b" "$1" > "$tmp/pruned" || true
			cp "$tmp/pruned" "$1"
		done
	done
	compile_in "$1"
}

# Each header alone: its includes (the prelude it needs, then itself) and
# names into $tmp/h/N, their values into $tmp/h/N.val.
mkdir "$tmp/h"
n=0
{ if [ -n "$HEADERS" ]; then echo "$HEADERS" | tr ' ' '\n'; else list_headers; fi; } |
	LC_ALL=C sort | while read -r hdr; do
	excluded "$hdr" && continue
	# the prelude that keeps the most names; all the header's, at best
	pre=0 best=0
	rm -f "$tmp/best.in"
	while [ $pre -lt $npreludes ]; do
		{ ioc_names "$hdr" $pre; hex_names "$hdr"; } | LC_ALL=C sort -u > "$tmp/all"
		dropped "$hdr" < "$tmp/all" > "$tmp/drop" || true
		grep -vxF -f "$tmp/drop" "$tmp/all" > "$tmp/names" || true
		pre=$((pre + 1))
		[ -s "$tmp/names" ] || continue
		{ prelude $((pre - 1)); needs "$hdr"; echo "#include <$hdr>"; cat "$tmp/names"; } > "$tmp/list"
		write_in "$tmp/one.in" "$tmp/list"
		prune_in "$tmp/one.in" || continue
		got=$(grep -vc '^#' "$tmp/one.in" || true)
		[ "$got" -gt $best ] || continue
		best=$got
		cp "$tmp/one.in" "$tmp/best.in"
		[ "$got" -lt $(wc -l < "$tmp/bound") ] || break
	done
	if [ $best = 0 ]; then
		grep -Eq '_IO(R|W|WR|C)?\(' "$(header_file "$hdr")" &&
			echo "$0: left out $hdr: it does not compile alone" >&2
		continue
	fi
	cp "$tmp/best.in" "$tmp/one.in"
	n=$((n + 1))
	grep -v '^#kind\|^# ' "$tmp/one.in" > "$tmp/h/$n"
	dump_in "$tmp/one.in" > "$tmp/h/$n.val"
done

# Groups them: a header joins the first file it still compiles with,
# giving every name the same value, or opens a new one.
fits() {	# header $1 into group $2
	[ $(grep -vc '^#' "$tmp/g/$2") -lt 600 ] || return 1
	cat "$tmp/g/$2" "$tmp/h/$1" > "$tmp/try"
	write_in "$tmp/try.in" "$tmp/try"
	compile_in "$tmp/try.in" || return 1
	LC_ALL=C sort -u "$tmp/g/$2.val" "$tmp/h/$1.val" > "$tmp/want"
	dump_in "$tmp/try.in" | LC_ALL=C sort -u | cmp -s - "$tmp/want"
}
mkdir "$tmp/g"
groups=0
for f in $(ls "$tmp/h" | grep -v '\.' | sort -n); do
	g=1
	while [ $g -le $groups ] && ! fits $f $g; do
		g=$((g + 1))
	done
	if [ $g -gt $groups ]; then
		groups=$g
		cp "$tmp/h/$f" "$tmp/g/$g"
		cp "$tmp/h/$f.val" "$tmp/g/$g.val"
	else
		cp "$tmp/try" "$tmp/g/$g"
		cp "$tmp/want" "$tmp/g/$g.val"
	fi
done
rm -f "$top"/src/xlat/ioctl_names_*.in
g=1
while [ $g -le $groups ]; do
	write_in "$top/src/xlat/$(printf 'ioctl_names_%02d' $g).in" "$tmp/g/$g"
	g=$((g + 1))
done

# The family: the sets written above and the hand-written ones of requests
# no Linux header defines (ioctl_zfs.in).
sets=$(cd "$top/src/xlat" && ls ioctl_names_*.in | sed 's/\.in$//'; echo ioctl_zfs)
{
	cat <<'__EOF__'
/* Generated by src/gen-ioctl-names.sh: do not edit.
 * The names family: a name for every request the kernel's uapi headers
 * define, as strace prints one even where it does not decode the
 * argument.  Names only, no decoder: the argument prints in hex.  Last in
 * ioctl-families.c, so that a family that decodes a request is asked
 * first; its name and these are joined "A or B" where they differ. */
#include "ioctl.h"

__EOF__
	for s in $sets; do echo "extern const struct xlat xlat_$s;"; done
	echo
	echo 'static const struct xlat *const names_sets[] = {'
	for s in $sets; do echo "	&xlat_$s,"; done
	echo '	NULL,'
	echo '};'
	echo
	echo 'const struct ioctl_family ioctl_family_names = {'
	echo '	"names", NULL, NULL, NULL, names_sets,'
	echo '};'
} > "$top/src/decode/ioctl-names.c"
