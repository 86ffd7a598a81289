/* The sink: what a decoder calls to say what it prints.  Each call adds a
 * typed value to the tracee's current record (record.h); the renderers
 * decide the punctuation, the -X/-x/-y style, the colours and the JSON.
 * A decoder never writes ", ", "{", "=" or a quote itself.
 *
 *	sink_arg(t, 0);			fd argument
 *	sink_fd(t, argi(t, 0));		3</etc/passwd> under -y
 *	sink_arg(t, 1);
 *	sink_struct(t);			{
 *	sink_field(t, "tv_sec");	tv_sec=
 *	sink_int(t, ts.tv_sec);		1
 *	sink_end(t);			}
 *
 * Separators come from the container: ", " between the arguments and
 * the members of structs, arrays and function-like expressions, a blank
 * in signal sets, the operator in a BOX_OP.  A key (sink_arg,
 * sink_field, sink_label, sink_elem) and its value are one child.
 * doc/decoders.md is the contract in full. */
#ifndef SEIZE_SINK_H
#define SEIZE_SINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pidns.h"
#include "record.h"
#include "style.h"
#include "xlat.h"

struct tracee;

/* ---- keys: what the next value is ---- */

/* Argument i of the syscall's table row follows. */
void sink_arg(struct tracee *t, int i);
/* The same, shown as name=value even without -N (clone, clone3). */
void sink_arg_named(struct tracee *t, int i);
/* A struct member: name=value. */
void sink_field(struct tracee *t, const char *name);
/* A member that strace introduces with a comment, not a name: ", / * bytes
 * 24..31 * / \"\\x01...\"".  key names it in the JSON. */
void sink_field_comment(struct tracee *t, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A value named by a word before it: "left {tv_sec=1, tv_nsec=0}". */
void sink_label(struct tracee *t, const char *name);
/* A value of the call that is no argument follows (rt_sigreturn's signal
 * frame): the text shows the value alone, the JSON a member name beside
 * "args".  Only before the first argument. */
void sink_call_member(struct tracee *t, const char *name);
/* An element of an array follows. */
void sink_elem(struct tracee *t);

/* ---- containers: begin, children, sink_end ---- */

void sink_begin(struct tracee *t, enum box b);
void sink_end(struct tracee *t);
static inline void sink_struct(struct tracee *t) { sink_begin(t, BOX_STRUCT); }
static inline void sink_array(struct tracee *t) { sink_begin(t, BOX_ARRAY); }
/* name(children): htons(80), makedev(0x1, 0x3), WIFEXITED(s). */
void sink_func(struct tracee *t, const char *name);
/* Children joined by op: "|", "<<", " && ", " == ", "*". */
void sink_op(struct tracee *t, const char *op);
/* A value v that its children name (O_RDONLY|O_CLOEXEC, S_IFREG|0644):
 * under -X raw the number f alone, under -X verbose the number and the
 * names in a comment. */
void sink_named(struct tracee *t, uint64_t v, enum num_format f);
/* n bytes that the children show as an expression (htons(80),
 * inet_addr("1.2.3.4")): under -X raw and verbose a string of \x. */
void sink_bytes_named(struct tracee *t, const void *p, size_t n);

/* ---- values ---- */

void sink_num(struct tracee *t, uint64_t v, enum int_base b);
static inline void sink_int(struct tracee *t, int64_t v) { sink_num(t, (uint64_t)v, IB_DEC); }
static inline void sink_uint(struct tracee *t, uint64_t v) { sink_num(t, v, IB_UDEC); }
/* 0x1f, 0 for 0 */
static inline void sink_hex(struct tracee *t, uint64_t v) { sink_num(t, v, IB_HEX); }
/* 0755, 0 for 0 ("%#o") */
static inline void sink_oct(struct tracee *t, uint64_t v) { sink_num(t, v, IB_OCT); }
/* A value that may have a name: name, or the number f and dflt in a
 * comment; the number under -X raw, both under -X verbose. */
void sink_const(struct tracee *t, uint64_t v, enum num_format f, const char *name,
		const char *dflt);
/* A single value of set x; unknown ones in hex with dflt in a comment,
 * in decimal when dflt is NULL. */
void sink_xval(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt);
/* A bit set of x: A|B|0x40. */
void sink_xflags(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt);
/* A file mode, S_IFREG|0644; a permission mode, 0644. */
void sink_mode(struct tracee *t, unsigned mode);
void sink_umode(struct tracee *t, unsigned mode);
/* n bytes, quoted under -x/-xx; STR_CUT adds "...".  Bytes that ended
 * in a NUL strace leaves out: the n before it, with STR_NUL_OMITTED, so
 * that -x and -xx show the NUL as strace does ("\x6c\x6f\x00" for "lo"),
 * and STR_NUL_CUT where "..." then follows (a netlink attribute's string,
 * an xattr value cut at -s).  The JSON's string is the n bytes. */
void sink_bytes(struct tracee *t, const void *s, size_t n, unsigned str_flags);
static inline void sink_cstr(struct tracee *t, const char *s, size_t n)
{
	sink_bytes(t, s, n, STR_NUL_STOPS);
}
/* An address: NULL for 0. */
void sink_ptr(struct tracee *t, uint64_t addr);
/* A descriptor, with what it refers to under -y/-yy. */
void sink_fd(struct tracee *t, int fd);
/* A descriptor of process pid, not of the tracee (kcmp): the number alone
 * when pid is no process id. */
void sink_fd_of(struct tracee *t, int pid, int fd);
/* A process, thread, process group or session id as the tracee sees it:
 * with -Y the command name (of a process or thread), with
 * --pidns-translation its number in seize's pid namespace. */
void sink_pid(struct tracee *t, int pid, enum pid_kind kind);
/* The pid of kill(2): a process, or minus a process group (-1: all). */
void sink_pid_or_pgrp(struct tracee *t, int pid);
/* A directory descriptor: AT_FDCWD by name. */
void sink_dirfd(struct tracee *t, int fd);
/* A bare name: "s" in WIFEXITED(s), NULL in a struct the kernel left. */
void sink_symbol(struct tracee *t, const char *name);
/* "...": members or elements left out. */
void sink_ellipsis(struct tracee *t);
/* A signal number by name: SIGINT, SIGRT_3, 65. */
void sink_signame(struct tracee *t, int sig);
/* A mask of bytes bytes (1 to 8) already read: [INT TERM] or ~[...]. */
void sink_sigmask(struct tracee *t, const void *mask, unsigned bytes);

/* A struct member and its value in one call: name=1, name=0x1f, name=NULL. */
static inline void sink_int_field(struct tracee *t, const char *name, int64_t v)
{
	sink_field(t, name);
	sink_int(t, v);
}
static inline void sink_uint_field(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	sink_uint(t, v);
}
static inline void sink_hex_field(struct tracee *t, const char *name, uint64_t v)
{
	sink_field(t, name);
	sink_hex(t, v);
}
static inline void sink_ptr_field(struct tracee *t, const char *name, uint64_t addr)
{
	sink_field(t, name);
	sink_ptr(t, addr);
}

/* ---- comments: after the value before, " / * ... * /" ---- */

/* key names the JSON member the comment becomes. */
void sink_comment(struct tracee *t, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A comment that explains the value before it (" / * 0.01 s * /"):
 * -X raw leaves it out, as strace does. */
void sink_hint(struct tracee *t, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* " / * 37 vars * /": the JSON member key holds n. */
void sink_count(struct tracee *t, const char *key, uint64_t n, const char *what);
/* After a time in seconds: the local date, as strace comments times under
 * -v; nothing for 0. */
void sink_time_comment(struct tracee *t, int64_t sec, uint64_t nsec);

/* ---- values read from the tracee ---- */

/* A NUL-terminated string cut at limit bytes; NULL; the address when
 * unreadable. */
void sink_str_at(struct tracee *t, uint64_t addr, unsigned limit);
void sink_path_at(struct tracee *t, uint64_t addr);
/* len bytes at addr, cut at the -s limit. */
void sink_buf_at(struct tracee *t, uint64_t addr, uint64_t len);
/* Read len bytes at addr into buf; when they are unreadable (or -e
 * verbose= leaves the call out), add the address (NULL for 0) and return
 * false. */
bool sink_fetch(struct tracee *t, uint64_t addr, void *buf, size_t len);
/* [v] of an int at addr. */
void sink_int_at(struct tracee *t, uint64_t addr);
/* A sigset_t of size bytes at addr (the address unless size is 8). */
void sink_sigset_at(struct tracee *t, uint64_t addr, uint64_t size);
/* {tv_sec=1, tv_nsec=500}, {tv_sec=1, tv_usec=500} */
void sink_timespec_at(struct tracee *t, uint64_t addr);
void sink_timeval_at(struct tracee *t, uint64_t addr);
/* [fd] written by the kernel at addr (clone's pidfd). */
void sink_fd_at(struct tracee *t, uint64_t addr);

/* ---- what follows the return value: " (Timeout)", " ([...], left {...})" ---- */

void sink_aux_begin(struct tracee *t);
static inline void sink_aux_end(struct tracee *t) { sink_end(t); }

/* The token added last shows in the text only when -X is abbrev (true)
 * or only when it is raw or verbose (false); a key then hides its
 * "name=" alone.  For strace's notations that change with -X. */
void sink_shown_when(struct tracee *t, bool abbrev);
/* The constant or flag set added last prints by name under every -X, as
 * strace prints some of them (after a return value, personality). */
void sink_names_always(struct tracee *t);
/* The token added last shows in the text only under -X raw. */
void sink_shown_when_raw(struct tracee *t);
/* The token added last is left out of the text under -X raw alone: after
 * sink_aux_begin, a part after the return value that only names it, as
 * strace's " (IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4))" of ioprio_get.
 * The JSON keeps it. */
void sink_hidden_when_raw(struct tracee *t);
/* The bit set added last is bits shift.. of a wider value, and its names
 * say so (the high word of a capability set: 1<<CAP_AUDIT_READ is bit 5
 * of it): the JSON gives its value and unknown bits in place. */
void sink_flags_shift(struct tracee *t, unsigned shift);
/* The constant added last is a C int the text shows in hex as unsigned
 * (si_code=0xfffffffa): the JSON gives its signed value, -6. */
void sink_int32(struct tracee *t);

#endif
