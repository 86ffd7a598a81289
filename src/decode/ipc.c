/* Decoders for SysV IPC: message queues, semaphore sets and shared memory
 * segments (msgget ... shmdt).  The structs are glibc's: on x86_64 they
 * have the kernel's 64-bit layout (struct msqid64_ds ...). */
#include <asm-generic/hugetlb_encode.h>	/* SHM_HUGE_SHIFT and its mask */
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_semop_flags;

enum {
	/* <linux/ipc.h>'s IPC_64: that header clashes with <sys/ipc.h>.  The
	 * x86_64 kernel takes no IPC_64 (the call fails), but strace names it. */
	IPC_64_BIT = 0x0100,
	PERM_BITS = 0777,	/* the permission bits of a *get call's flags */
};

/* ---- keys, flags, commands ---- */

/* A key_t: IPC_PRIVATE by name, any other in hex as an unsigned int. */
static void print_key(struct tracee *t, uint64_t v)
{
	uint32_t key = (uint32_t)v;
	if (key == IPC_PRIVATE)
		sink_const(t, key, NUM_HEX, "IPC_PRIVATE", NULL);
	else
		sink_hex(t, key);
}

/* The flags of msgget, semget, shmget: the flag bits, shmget's huge page
 * size as 21<<SHM_HUGE_SHIFT, then the permission bits in octal, which
 * print alone (000) when nothing else is set.  Each piece is named by
 * itself under -X verbose, as strace does. */
static void print_get_flags(struct tracee *t, uint64_t v, const struct xlat *x, bool huge_field)
{
	uint32_t f = (uint32_t)v;
	uint32_t huge = huge_field ? (f >> HUGETLB_FLAG_ENCODE_SHIFT) & HUGETLB_FLAG_ENCODE_MASK : 0;
	uint32_t bits = f & ~(uint32_t)PERM_BITS;
	if (huge_field)
		bits &= ~((uint32_t)HUGETLB_FLAG_ENCODE_MASK << HUGETLB_FLAG_ENCODE_SHIFT);
	/* one "|" even around the mode alone (000): the JSON keeps one shape */
	sink_op(t, "|");
	if (bits)
		sink_xflags(t, x, bits, NULL);
	if (huge) {
		sink_op(t, "<<");
		sink_uint(t, huge);
		sink_const(t, HUGETLB_FLAG_ENCODE_SHIFT, NUM_UNSIGNED, "SHM_HUGE_SHIFT", NULL);
		sink_end(t);
	}
	sink_umode(t, f & PERM_BITS);
	sink_end(t);
}

/* A *ctl command: IPC_64|IPC_STAT when the IPC_64 bit is set.  The
 * command without that bit is what the kernel acts on. */
static int ctl_cmd(const struct tracee *t, int i)
{
	return (int)((uint32_t)argu(t, i) & ~(uint32_t)IPC_64_BIT);
}

static void print_cmd(struct tracee *t, int i)
{
	const struct xlat *x = t->call.se->args[i].x;
	uint32_t cmd = (uint32_t)argu(t, i);
	sink_arg(t, i);
	if (!(cmd & IPC_64_BIT)) {
		sink_xval(t, x, cmd, x->dflt);
		return;
	}
	sink_op(t, "|");
	sink_const(t, IPC_64_BIT, NUM_HEX, "IPC_64", NULL);
	sink_xval(t, x, cmd & ~(uint32_t)IPC_64_BIT, x->dflt);
	sink_end(t);
}

int dec_msgget(struct tracee *t)
{
	sink_arg(t, 0);
	print_key(t, argu(t, 0));
	sink_arg(t, 1);
	print_get_flags(t, argu(t, 1), &xlat_ipc_flags, false);
	return DEC_DONE;
}

int dec_semget(struct tracee *t)
{
	sink_arg(t, 0);
	print_key(t, argu(t, 0));
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	print_get_flags(t, argu(t, 2), &xlat_ipc_flags, false);
	return DEC_DONE;
}

int dec_shmget(struct tracee *t)
{
	sink_arg(t, 0);
	print_key(t, argu(t, 0));
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	print_get_flags(t, argu(t, 2), &xlat_shm_flags, true);
	return DEC_DONE;
}

/* ---- the structs of the *ctl calls ---- */

/* A uid or gid: -1 as such, as strace prints an id. */
static void print_id(struct tracee *t, const char *name, unsigned id)
{
	sink_field(t, name);
	if (id == (unsigned)-1)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

/* struct ipc_perm: the owner and mode that IPC_SET changes, or all of it
 * as IPC_STAT returns it. */
static void print_ipc_perm(struct tracee *t, const char *name, const struct ipc_perm *p,
			   bool full)
{
	sink_field(t, name);
	sink_struct(t);
	print_id(t, "uid", p->uid);
	print_id(t, "gid", p->gid);
	sink_field(t, "mode");
	sink_umode(t, p->mode);
	if (full) {
		sink_field(t, "key");
		sink_int(t, p->__key);
		print_id(t, "cuid", p->cuid);
		print_id(t, "cgid", p->cgid);
	}
	sink_end(t);
}

/* What a *ctl call's buffer holds for a command. */
enum ctl_buf {
	BUF_PTR,	/* nothing the call reads or fills: the value as an address */
	BUF_SET,	/* IPC_SET: read at entry */
	BUF_STAT,	/* IPC_STAT and the like: filled at exit */
	BUF_INFO,	/* IPC_INFO: the limits, filled at exit */
	BUF_SHM_INFO,	/* SHM_INFO: struct shm_info */
};

static void print_msqid_ds(struct tracee *t, uint64_t addr, bool full)
{
	struct msqid_ds m;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	print_ipc_perm(t, "msg_perm", &m.msg_perm, full);
	if (full) {
		sink_int_field(t, "msg_stime", m.msg_stime);
		sink_int_field(t, "msg_rtime", m.msg_rtime);
		sink_int_field(t, "msg_ctime", m.msg_ctime);
		sink_uint_field(t, "msg_qnum", m.msg_qnum);
	}
	sink_uint_field(t, "msg_qbytes", m.msg_qbytes);
	if (full) {
		sink_int_field(t, "msg_lspid", m.msg_lspid);
		sink_int_field(t, "msg_lrpid", m.msg_lrpid);
	}
	sink_end(t);
}

static void print_msginfo(struct tracee *t, uint64_t addr)
{
	struct msginfo m;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	sink_int_field(t, "msgpool", m.msgpool);
	sink_int_field(t, "msgmap", m.msgmap);
	sink_int_field(t, "msgmax", m.msgmax);
	sink_int_field(t, "msgmnb", m.msgmnb);
	sink_int_field(t, "msgmni", m.msgmni);
	sink_int_field(t, "msgssz", m.msgssz);
	sink_int_field(t, "msgtql", m.msgtql);
	sink_uint_field(t, "msgseg", m.msgseg);
	sink_end(t);
}

static void print_semid_ds(struct tracee *t, uint64_t addr, bool full)
{
	struct semid_ds s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	print_ipc_perm(t, "sem_perm", &s.sem_perm, full);
	if (full) {
		sink_int_field(t, "sem_otime", s.sem_otime);
		sink_int_field(t, "sem_ctime", s.sem_ctime);
		sink_uint_field(t, "sem_nsems", s.sem_nsems);
	}
	sink_end(t);
}

static void print_seminfo(struct tracee *t, uint64_t addr)
{
	struct seminfo s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	sink_int_field(t, "semmap", s.semmap);
	sink_int_field(t, "semmni", s.semmni);
	sink_int_field(t, "semmns", s.semmns);
	sink_int_field(t, "semmnu", s.semmnu);
	sink_int_field(t, "semmsl", s.semmsl);
	sink_int_field(t, "semopm", s.semopm);
	sink_int_field(t, "semume", s.semume);
	sink_int_field(t, "semusz", s.semusz);
	sink_int_field(t, "semvmx", s.semvmx);
	sink_int_field(t, "semaem", s.semaem);
	sink_end(t);
}

static void print_shmid_ds(struct tracee *t, uint64_t addr, bool full)
{
	struct shmid_ds s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	print_ipc_perm(t, "shm_perm", &s.shm_perm, full);
	if (full) {
		sink_uint_field(t, "shm_segsz", s.shm_segsz);
		sink_field(t, "shm_cpid");
		sink_pid(t, s.shm_cpid, PID_TGID);
		sink_field(t, "shm_lpid");
		sink_pid(t, s.shm_lpid, PID_TGID);
		sink_uint_field(t, "shm_nattch", s.shm_nattch);
		sink_int_field(t, "shm_atime", s.shm_atime);
		sink_int_field(t, "shm_dtime", s.shm_dtime);
		sink_int_field(t, "shm_ctime", s.shm_ctime);
	}
	sink_end(t);
}

static void print_shminfo(struct tracee *t, uint64_t addr)
{
	struct shminfo s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	sink_uint_field(t, "shmmax", s.shmmax);
	sink_uint_field(t, "shmmin", s.shmmin);
	sink_uint_field(t, "shmmni", s.shmmni);
	sink_uint_field(t, "shmseg", s.shmseg);
	sink_uint_field(t, "shmall", s.shmall);
	sink_end(t);
}

static void print_shm_info(struct tracee *t, uint64_t addr)
{
	struct shm_info s;
	if (!sink_fetch(t, addr, &s, sizeof s))
		return;
	sink_struct(t);
	sink_int_field(t, "used_ids", s.used_ids);
	sink_uint_field(t, "shm_tot", s.shm_tot);
	sink_uint_field(t, "shm_rss", s.shm_rss);
	sink_uint_field(t, "shm_swp", s.shm_swp);
	sink_uint_field(t, "swap_attempts", s.swap_attempts);
	sink_uint_field(t, "swap_successes", s.swap_successes);
	sink_end(t);
}

/* A *ctl call's buffer, argument i, the struct print giving its shape. */
typedef void (*ctl_print_fn)(struct tracee *t, enum ctl_buf what, uint64_t addr);

/* The buffer at entry (IPC_SET, or a value the command does not read)
 * or, for what the kernel fills, at exit: the address when it failed. */
static int ctl_buf(struct tracee *t, int i, enum ctl_buf what, ctl_print_fn print)
{
	uint64_t addr = argu(t, i);
	if (!t->call.exiting && (what == BUF_STAT || what == BUF_INFO || what == BUF_SHM_INFO))
		return DEC_EXIT;
	sink_arg(t, i);
	if (what == BUF_PTR || (t->call.exiting && t->call.is_error))
		sink_ptr(t, addr);
	else
		print(t, what, addr);
	return DEC_DONE;
}

static void print_msgctl_buf(struct tracee *t, enum ctl_buf what, uint64_t addr)
{
	if (what == BUF_INFO)
		print_msginfo(t, addr);
	else
		print_msqid_ds(t, addr, what == BUF_STAT);
}

int dec_msgctl(struct tracee *t)
{
	enum ctl_buf what = BUF_PTR;
	switch (ctl_cmd(t, 1)) {
	case IPC_SET: what = BUF_SET; break;
	case IPC_STAT: case MSG_STAT: case MSG_STAT_ANY: what = BUF_STAT; break;
	case IPC_INFO: case MSG_INFO: what = BUF_INFO; break;
	}
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		print_cmd(t, 1);
	}
	return ctl_buf(t, 2, what, print_msgctl_buf);
}

static void print_semctl_buf(struct tracee *t, enum ctl_buf what, uint64_t addr)
{
	if (what == BUF_INFO)
		print_seminfo(t, addr);
	else
		print_semid_ds(t, addr, what == BUF_STAT);
}

/* semctl's fourth argument is a union semun passed by value: an int for
 * SETVAL, an address for the others; strace shows the values it does not
 * follow as addresses. */
int dec_semctl(struct tracee *t)
{
	enum ctl_buf what = BUF_PTR;
	switch (ctl_cmd(t, 2)) {
	case IPC_SET: what = BUF_SET; break;
	case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY: what = BUF_STAT; break;
	case IPC_INFO: case SEM_INFO: what = BUF_INFO; break;
	}
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		sink_table_arg(t, 1);
		print_cmd(t, 2);
	}
	return ctl_buf(t, 3, what, print_semctl_buf);
}

static void print_shmctl_buf(struct tracee *t, enum ctl_buf what, uint64_t addr)
{
	if (what == BUF_INFO)
		print_shminfo(t, addr);
	else if (what == BUF_SHM_INFO)
		print_shm_info(t, addr);
	else
		print_shmid_ds(t, addr, what == BUF_STAT);
}

int dec_shmctl(struct tracee *t)
{
	enum ctl_buf what = BUF_PTR;
	switch (ctl_cmd(t, 1)) {
	case IPC_SET: what = BUF_SET; break;
	case IPC_STAT: case SHM_STAT: case SHM_STAT_ANY: what = BUF_STAT; break;
	case IPC_INFO: what = BUF_INFO; break;
	case SHM_INFO: what = BUF_SHM_INFO; break;
	}
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		print_cmd(t, 1);
	}
	return ctl_buf(t, 2, what, print_shmctl_buf);
}

/* ---- messages ---- */

/* {mtype=1, mtext="..."}: size bytes of text, NULs and all.  strace reads
 * the type with the text's first bytes, as one padded struct msgbuf: the
 * address alone when those 16 bytes are not readable. */
static void print_msgbuf(struct tracee *t, uint64_t addr, uint64_t size)
{
	struct { int64_t mtype; char mtext[8]; } m;
	if (!sink_fetch(t, addr, &m, sizeof m))
		return;
	sink_struct(t);
	sink_field(t, "mtype");
	sink_int(t, m.mtype);
	sink_field(t, "mtext");
	sink_buf_at(t, addr + sizeof m.mtype, size);
	sink_end(t);
}

int dec_msgsnd(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	print_msgbuf(t, argu(t, 1), argu(t, 2));
	sink_table_arg(t, 2);
	sink_table_arg(t, 3);
	return DEC_DONE;
}

/* The message is what the kernel wrote: at exit, msgsz bytes of text
 * whatever the length received, as strace shows it. */
int dec_msgrcv(struct tracee *t)
{
	if (!t->call.exiting) {
		sink_table_arg(t, 0);
		return DEC_EXIT;
	}
	sink_arg(t, 1);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 1));
	else
		print_msgbuf(t, argu(t, 1), argu(t, 2));
	for (int i = 2; i < 5; i++)
		sink_table_arg(t, i);
	return DEC_DONE;
}

/* ---- semaphore operations ---- */

static void print_sembuf(struct tracee *t, const void *elem, void *ctx)
{
	const struct sembuf *s = elem;
	(void)ctx;
	sink_struct(t);
	sink_uint_field(t, "sem_num", s->sem_num);
	sink_int_field(t, "sem_op", s->sem_op);
	sink_field(t, "sem_flg");
	sink_xflags(t, &xlat_semop_flags, (uint16_t)s->sem_flg, xlat_semop_flags.dflt);
	sink_end(t);
}

static void print_sops(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_arg(t, 1);
	print_array(t, argu(t, 1), (unsigned)argu(t, 2), sizeof(struct sembuf), print_sembuf, NULL);
	sink_table_arg(t, 2);
}

int dec_semop(struct tracee *t)
{
	print_sops(t);
	return DEC_DONE;
}

int dec_semtimedop(struct tracee *t)
{
	print_sops(t);
	sink_table_arg(t, 3);
	return DEC_DONE;
}
