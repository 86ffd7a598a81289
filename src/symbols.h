/* -k: names for code addresses.  A mapped file becomes a module, found by
 * device and inode, then by its build-id (so two paths of one file share
 * it); each module keeps the names it has looked up by file offset, so a hot
 * loop is named once.  Names and source lines come from elfutils libdw,
 * which also reads separate debug files found by build-id (libc6-dbg). */
#ifndef SEIZE_SYMBOLS_H
#define SEIZE_SYMBOLS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct symbols;
struct module;

struct frame_name {
	const char *name;	/* symbol, demangled; NULL if unknown */
	uint64_t offset;	/* from the symbol's start */
	const char *src;	/* source file, NULL if unknown */
	int line;
};

/* source: also look up source lines (-kk). */
struct symbols *symbols_new(bool source);
void symbols_free(struct symbols *s);
/* The module of a file mapped from path; NULL if it is not an ELF file or
 * this build has no libdw. */
struct module *symbols_module(struct symbols *s, const char *path, dev_t dev, ino_t ino);
/* The code at file offset off of m.  caller: off is a return address, so the
 * source line is that of the call just before it.  The result stays valid as
 * long as s. */
const struct frame_name *symbols_lookup(struct symbols *s, struct module *m, uint64_t off,
					bool caller);

#endif
