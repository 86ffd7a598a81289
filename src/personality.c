/* Personalities: the table a call belongs to, and what an i386 call's
 * registers mean before the table's types are applied to them. */
#include <asm/unistd.h>
#include <linux/audit.h>
#include <linux/net.h>
#include <linux/ptrace.h>
#include <string.h>

#include "memory.h"
#include "personality.h"
#include "syscall.h"
#include "syscalls-gen.h"
#include "tracer.h"

static const struct {
	const char *mode, *designator, *arch;
	unsigned word;
} names[PERS_COUNT] = {
	[PERS_64] = { "64 bit", "64", "x86_64", 8 },
	[PERS_32] = { "32 bit", "32", "i386", 4 },
	[PERS_X32] = { "x32", "x32", "x32", 4 },
};

const char *pers_mode_name(enum personality p) { return names[p].mode; }
const char *pers_designator(enum personality p) { return names[p].designator; }
const char *pers_arch_name(enum personality p) { return names[p].arch; }
unsigned pers_word_size(enum personality p) { return names[p].word; }

enum personality pers_of_stop(const struct ptrace_syscall_info *info)
{
	if (info->arch == AUDIT_ARCH_I386)
		return PERS_32;
	/* -1 is no x32 call: a seccomp filter's RET_ERRNO may leave it. */
	if ((info->entry.nr & __X32_SYSCALL_BIT) && info->entry.nr != UINT64_MAX)
		return PERS_X32;
	return PERS_64;
}

const struct sysent *pers_table(enum personality p, unsigned *count)
{
	switch (p) {
	case PERS_32:
		*count = sysent32_count;
		return sysent32_table;
	case PERS_X32:
		*count = sysentx32_count;
		return sysentx32_table;
	default:
		*count = sysent_count;
		return sysent_table;
	}
}

uint64_t pers_index(enum personality p, uint64_t nr)
{
	return p == PERS_X32 ? nr & ~(uint64_t)__X32_SYSCALL_BIT : nr;
}

const struct sysent *pers_sysent(enum personality p, uint64_t nr)
{
	unsigned count;
	const struct sysent *table = pers_table(p, &count);
	uint64_t idx = pers_index(p, nr);
	return idx < count && table[idx].name ? &table[idx] : NULL;
}

uint64_t pers_call_index(enum personality p, const struct sysent *se, uint64_t nr)
{
	unsigned count;
	const struct sysent *table = pers_table(p, &count);
	if (se >= table && se < table + count)
		return (uint64_t)(se - table);
	return pers_index(p, nr);
}

uint64_t pers_native_nr(const struct call *c)
{
	if (c->pers == PERS_64)
		return c->nr;
	if (!c->se)
		return UINT64_MAX;
	for (unsigned i = 0; i < sysent_count; i++)
		if (sysent_table[i].name && !strcmp(sysent_table[i].name, c->se->name))
			return i;
	return UINT64_MAX;
}

static const struct sysent *row_named(const char *name)
{
	for (unsigned i = 0; i < sysent32_count; i++)
		if (sysent32_table[i].name && !strcmp(sysent32_table[i].name, name))
			return &sysent32_table[i];
	return NULL;
}

/* send and recv have no syscall of their own on i386, only socketcall's. */
extern const struct xlat xlat_msg_flags;
static const struct sysent socketcall_send = {
	"send", C_NETWORK, R_INT, 4, NULL,
	{ { A_FD, "fd", NULL, NULL }, { A_IBUF, "buf", NULL, NULL },
	  { A_SIZE, "len", NULL, NULL }, { A_FLAGS, "flags", &xlat_msg_flags, NULL } }, 0,
};
static const struct sysent socketcall_recv = {
	"recv", C_NETWORK, R_INT, 4, NULL,
	{ { A_FD, "fd", NULL, NULL }, { A_OBUF, "buf", NULL, NULL },
	  { A_SIZE, "len", NULL, NULL }, { A_FLAGS, "flags", &xlat_msg_flags, NULL } }, 0,
};

/* socketcall(call, args): strace shows the call it makes, with the
 * arguments it reads from args, as the syscall that call is; a call
 * number out of range, or args unreadable, stays socketcall(...). */
static void socketcall_subcall(struct tracee *t)
{
	static const char *const subcalls[] = {
		[SYS_SOCKET] = "socket", [SYS_BIND] = "bind", [SYS_CONNECT] = "connect",
		[SYS_LISTEN] = "listen", [SYS_ACCEPT] = "accept",
		[SYS_GETSOCKNAME] = "getsockname", [SYS_GETPEERNAME] = "getpeername",
		[SYS_SOCKETPAIR] = "socketpair", [SYS_SENDTO] = "sendto",
		[SYS_RECVFROM] = "recvfrom", [SYS_SHUTDOWN] = "shutdown",
		[SYS_SETSOCKOPT] = "setsockopt", [SYS_GETSOCKOPT] = "getsockopt",
		[SYS_SENDMSG] = "sendmsg", [SYS_RECVMSG] = "recvmsg",
		[SYS_ACCEPT4] = "accept4", [SYS_RECVMMSG] = "recvmmsg",
		[SYS_SENDMMSG] = "sendmmsg",
	};
	struct call *c = &t->call;
	uint64_t call = c->arg[0];
	const struct sysent *se = NULL;
	if (call == SYS_SEND)
		se = &socketcall_send;
	else if (call == SYS_RECV)
		se = &socketcall_recv;
	else if (call < sizeof subcalls / sizeof subcalls[0] && subcalls[call])
		se = row_named(subcalls[call]);
	uint32_t words[6];
	if (!se || !mem_read(t->tid, c->arg[1], words, se->nargs * sizeof words[0]))
		return;
	c->se = se;
	for (int i = 0; i < 6; i++)
		c->arg[i] = i < se->nargs ? words[i] : 0;
}

static bool is_signed(uint8_t type)
{
	return type == A_LONG || type == A_OFF;
}

void pers_call_entering(struct tracee *t)
{
	struct call *c = &t->call;
	if (c->pers != PERS_32 || !c->se)
		return;
	if (c->se->name[0] == 's' && !strcmp(c->se->name, "socketcall")) {
		socketcall_subcall(t);
		return;
	}
	/* The kernel reads the low 32 bits of each register.  Registers
	 * stay as ptrace reports them, as strace shows them (int $0x80 from
	 * 64-bit code may leave bits above), but for a signed long, which
	 * is the low half sign-extended, and a value in two registers. */
	uint64_t reg[6];
	memcpy(reg, c->arg, sizeof reg);
	int r = 0;
	for (int i = 0; i < c->se->nargs; i++) {
		if (c->se->pairs & 1u << i) {
			c->arg[i] = r + 1 < 6 ? (uint32_t)reg[r] | (uint64_t)(uint32_t)reg[r + 1] << 32 : 0;
			r += 2;
			continue;
		}
		c->arg[i] = r < 6 ? reg[r] : 0;
		if (is_signed(c->se->args[i].type))
			c->arg[i] = (uint64_t)(int64_t)(int32_t)c->arg[i];
		r++;
	}
}
