/* The generic printer: an argument reported by its type in the syscall
 * table alone (src/syscalls.tbl), for the syscalls with no decoder and
 * for decoders that print an argument as the table says. */
#include "decode.h"
#include "generic.h"

static bool exit_only(uint8_t type)
{
	return type == A_OBUF || type == A_OINT || type == A_OSTRUCT ||
	       type == A_IOSTRUCT || type == A_OSIGSET;
}

/* A pointer to a struct: NULL, the address alone when the kernel filled
 * nothing (the call failed), otherwise the struct's printer. */
void print_struct_arg(struct tracee *t, int i, bool address_only)
{
	const struct argdef *a = &t->call.se->args[i];
	uint64_t v = t->call.arg[i];
	if (!v || address_only)
		sink_ptr(t, v);
	else
		a->sp(t, i);
}

/* The argument after i: a buffer's length, a sigset's size. */
static uint64_t next_arg(const struct call *c, int i, uint64_t dflt)
{
	return i + 1 < c->se->nargs ? c->arg[i + 1] : dflt;
}

/* An enum=SET argument is a kernel int: its low 32 bits, zero-extended as
 * strace shows an unknown one (0xfffffffe / * SEEK_??? * /), unless only
 * the sign-extended value has a name (KEY_SPEC_SESSION_KEYRING is -3). */
static uint64_t enum32(const struct xlat *x, uint64_t v)
{
	uint64_t s = (uint64_t)(int64_t)(int32_t)v;
	return !xlat_name(x, (uint32_t)v) && xlat_name(x, s) ? s : (uint32_t)v;
}

/* The kernel reads an int argument as the low 32 bits of its register
 * (SYSCALL_DEFINE casts the long it gets): so does every 32-bit type
 * here, whatever the caller left in the upper half. */
void print_arg(struct tracee *t, int i)
{
	const struct argdef *a = &t->call.se->args[i];
	struct call *c = &t->call;
	uint64_t v = c->arg[i];

	switch (a->type) {
	case A_INT:
		sink_int(t, (int)v);
		break;
	case A_PID:
		sink_pid(t, (int)v, PID_TGID);
		break;
	case A_TID:
		sink_pid(t, (int)v, PID_TID);
		break;
	case A_PGID:
		sink_pid(t, (int)v, PID_PGID);
		break;
	case A_PIDPG:
		sink_pid_or_pgrp(t, (int)v);
		break;
	case A_UINT:
		sink_uint(t, (unsigned)v);
		break;
	case A_LONG: case A_OFF:
		sink_int(t, (int64_t)v);
		break;
	case A_ULONG: case A_SIZE:
		sink_uint(t, v);
		break;
	case A_HEX:
		sink_hex(t, v);
		break;
	case A_OCT:
		sink_oct(t, (unsigned)v);
		break;
	case A_PTR:
		sink_ptr(t, v);
		break;
	case A_ISTRUCT:
		print_struct_arg(t, i, false);
		break;
	case A_OSTRUCT: case A_IOSTRUCT:
		print_struct_arg(t, i, c->is_error);
		break;
	case A_MODE:
		sink_mode(t, (unsigned)v);
		break;
	case A_UMODE:
		sink_umode(t, (unsigned)v);
		break;
	case A_FD:
		sink_fd(t, (int)v);
		break;
	case A_DIRFD:
		sink_dirfd(t, (int)v);
		break;
	case A_PATH:
		sink_path_at(t, v);
		break;
	case A_STR:
		sink_str_at(t, v, string_limit(t));
		break;
	case A_IBUF:
		sink_buf_at(t, v, next_arg(c, i, 0));
		break;
	case A_OBUF:
		if (c->is_error)
			sink_ptr(t, v);
		else
			sink_buf_at(t, v, (uint64_t)c->rval);
		break;
	case A_UID: case A_GID:
		if ((unsigned)v == (unsigned)-1)
			sink_int(t, -1);
		else
			sink_uint(t, (unsigned)v);
		break;
	case A_SIG:
		sink_signame(t, (int)v);
		break;
	case A_FLAGS:
		sink_xflags(t, a->x, (uint32_t)v, a->x->dflt);
		break;
	case A_LFLAGS:
		sink_xflags(t, a->x, v, a->x->dflt);
		break;
	case A_ENUM:
		sink_xval(t, a->x, enum32(a->x, v), a->x->dflt);
		break;
	case A_LENUM:
		sink_xval(t, a->x, v, a->x->dflt);
		break;
	case A_IINT:
		sink_int_at(t, v);
		break;
	case A_OINT:
		if (c->is_error)
			sink_ptr(t, v);
		else
			sink_int_at(t, v);
		break;
	case A_ISIGSET:
		sink_sigset_at(t, v, next_arg(c, i, 8));
		break;
	case A_OSIGSET:
		if (c->is_error)
			sink_ptr(t, v);
		else
			sink_sigset_at(t, v, next_arg(c, i, 8));
		break;
	default:
		sink_hex(t, v);
	}
}

void sink_table_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	print_arg(t, i);
}

void print_args_generic(struct tracee *t)
{
	struct call *c = &t->call;
	for (int i = c->next_arg; i < c->se->nargs; i++) {
		if (!c->exiting && exit_only(c->se->args[i].type)) {
			c->next_arg = i;
			c->needs_exit = true;
			return;
		}
		sink_table_arg(t, i);
	}
	c->next_arg = c->se->nargs;
	c->needs_exit = false;
}

/* A number not in the table: its six registers, as strace shows them. */
void print_unknown_args(struct tracee *t)
{
	for (int i = 0; i < 6; i++) {
		sink_arg(t, i);
		sink_num(t, t->call.arg[i], t->call.arg[i] ? IB_HEX : IB_UDEC);
	}
}
