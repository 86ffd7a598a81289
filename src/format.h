/* Printers for argument values, shared by the generic printer and the
 * decoders.  Every punctuation mark of the output goes through here. */
#ifndef SEIZE_FORMAT_H
#define SEIZE_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "output.h"
#include "tracer.h"
#include "xlat.h"

/* Quote n bytes as strace does: "\n\t\"\\", other unprintables in octal.
 * With nul_stops, stop at the first NUL. */
void print_quoted(struct output *o, const char *s, size_t n, bool nul_stops);
/* A NUL-terminated string in the tracee, cut at limit bytes ("..." after). */
void print_str(struct tracee *t, uint64_t addr, unsigned limit);
void print_path(struct tracee *t, uint64_t addr);
/* len bytes of the tracee at addr, cut at the -s limit. */
void print_buf(struct tracee *t, uint64_t addr, uint64_t len);
void print_ptr(struct output *o, uint64_t addr);
/* A single value from x; unknown values as hex with a comment naming dflt
 * (e.g. "RLIMIT_???"), or in decimal when dflt is NULL. */
void print_xval(struct output *o, const struct xlat *x, uint64_t v, const char *dflt);
/* A bit set A|B|0x40; 0 prints as the set's zero name, or 0. */
void print_xflags(struct output *o, const struct xlat *x, uint64_t v, const char *dflt);
/* Modes are the kernel's umode_t: 16 bits. */
void print_mode(struct output *o, unsigned mode);
void print_umode(struct output *o, unsigned mode);
void print_fd(struct tracee *t, int fd);
void print_dirfd(struct tracee *t, int fd);
void print_signame(struct output *o, int sig);
const char *signal_name(int sig, char buf[16]);
/* A sigset_t of size bytes at addr: [INT TERM] or ~[...]. */
void print_sigset_at(struct tracee *t, uint64_t addr, uint64_t size);
/* A mask of bytes bytes (1 to 8) already read. */
void print_sigmask(struct output *o, const void *mask, unsigned bytes);
/* Pointer to an int: [v], or the address when unreadable. */
void print_int_at(struct tracee *t, uint64_t addr);

/* Read len bytes at addr into buf; when they are unreadable, print the
 * address (NULL for 0) and return false, as strace does. */
bool fetch(struct tracee *t, uint64_t addr, void *buf, size_t len);
static inline bool fetch_arg(struct tracee *t, int i, void *buf, size_t len)
{
	return fetch(t, t->call.arg[i], buf, len);
}

/* {tv_sec=1, tv_nsec=500} and {tv_sec=1, tv_usec=500} at addr; the
 * address when unreadable, NULL for 0. */
void print_timespec_at(struct tracee *t, uint64_t addr);
void print_timeval_at(struct tracee *t, uint64_t addr);

/* Separators */
static inline void print_sep(struct output *o) { out_puts(o, ", "); }

/* Argument helpers for decoders. */
static inline uint64_t argu(const struct tracee *t, int i) { return t->call.arg[i]; }
static inline int argi(const struct tracee *t, int i) { return (int)t->call.arg[i]; }
static inline unsigned string_limit(const struct tracee *t) { return t->tr->opt.string_limit; }

#endif
