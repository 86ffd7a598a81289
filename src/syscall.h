/* The syscall table, generated from syscalls.tbl by gen-syscalls.sh. */
#ifndef SEIZE_SYSCALL_H
#define SEIZE_SYSCALL_H

#include <stdint.h>

#include "xlat.h"

struct tracee;

enum arg_type {
	A_INT, A_UINT, A_LONG, A_ULONG, A_SIZE, A_OFF, A_HEX, A_OCT, A_PTR,
	A_MODE, A_UMODE, A_FD, A_DIRFD, A_PATH, A_STR, A_IBUF, A_OBUF,
	A_PID, A_UID, A_GID, A_SIG, A_FLAGS, A_ENUM, A_LFLAGS, A_LENUM,
	A_IINT, A_OINT, A_ISTRUCT, A_OSTRUCT, A_IOSTRUCT, A_ISIGSET, A_OSIGSET,
	A_TID, A_PGID, A_PIDPG,
};

/* R_PID: a process id; R_TID, R_PGID, R_SID: a thread, process group,
 * session id (pidns.h) */
enum ret_format { R_INT, R_HEX, R_OCT, R_FD, R_PID, R_NONE, R_TID, R_PGID, R_SID };

enum syscall_class {
	C_DESC = 1 << 0, C_FILE = 1 << 1, C_NETWORK = 1 << 2, C_PROCESS = 1 << 3,
	C_SIGNAL = 1 << 4, C_IPC = 1 << 5, C_MEMORY = 1 << 6, C_CREDS = 1 << 7,
	C_CLOCK = 1 << 8, C_STAT = 1 << 9, C_LSTAT = 1 << 10, C_FSTAT = 1 << 11,
	C_STATLIKE = 1 << 12, C_STATFS = 1 << 13, C_FSTATFS = 1 << 14,
	C_STATFSLIKE = 1 << 15, C_PURE = 1 << 16,
};

/* A decoder reports the arguments itself (sink.h).  Called at entry
 * (t->call.exiting false) and, when it returned DEC_EXIT or DEC_EXIT_TAIL,
 * again at exit.  DEC_EXIT: the exit part begins with another argument,
 * so a line cut in between shows its ", " ("read(3, <unfinished ...>");
 * DEC_EXIT_TAIL: the exit part only goes on with the last value (" =>
 * [5]") or what follows the return value. */
enum { DEC_DONE = 0, DEC_EXIT = 1, DEC_EXIT_TAIL = 2 };
typedef int (*decoder_fn)(struct tracee *t);

struct argdef {
	uint8_t type;
	const char *name;
	const struct xlat *x;		/* A_FLAGS, A_ENUM, A_LFLAGS, A_LENUM */
	/* A_*STRUCT: prints the struct that argument i points to (never
	 * NULL, never when the call failed for an output struct).  Never
	 * NULL itself: the printers are strong symbols, so a missing one
	 * fails the link.  NULL for the other types. */
	void (*sp)(struct tracee *t, int i);
};

struct sysent {
	const char *name;
	uint32_t classes;
	uint8_t ret;
	uint8_t nargs;
	decoder_fn dec;
	struct argdef args[6];
	/* Bit i: argument i takes two registers, low half first (an i386
	 * call's 64-bit offset, "name:type:pair" in the table): joined
	 * before the call is decoded (personality.c). */
	uint8_t pairs;
};

/* The x86_64 table, and those of the other personalities
 * (personality.h says which a call uses). */
extern const struct sysent sysent_table[];
extern const unsigned sysent_count;
extern const struct sysent sysent32_table[];
extern const unsigned sysent32_count;
extern const struct sysent sysentx32_table[];
extern const unsigned sysentx32_count;

#endif
