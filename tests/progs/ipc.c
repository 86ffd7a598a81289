/* SysV IPC: a private message queue, semaphore set and shared memory
 * segment, each call made once as it works and once as it fails, then
 * removed.  SEIZE_IPC_XLAT=raw or verbose says which -X the lines are for
 * (tests/decode-ipc.bats runs seize with the same -X). */
#include "progs.h"

#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <time.h>

enum { IPC_64_BIT = 0x100 };	/* <linux/ipc.h> clashes with <sys/ipc.h> */

static enum { ABBREV, RAW, VERBOSE } xlat;

/* A value shown by names: the names, the number under -X raw, both under
 * -X verbose.  Eight results may be in use at once. */
static const char *X(const char *num, const char *names)
{
	static char bufs[8][128];
	static unsigned n;
	char *b = bufs[n++ % 8];
	if (xlat == ABBREV)
		return names;
	if (xlat == RAW)
		return num;
	snprintf(b, sizeof bufs[0], "%s /* %s */", num, names);
	return b;
}

/* An unknown command: 0x63 with its default name but under -X raw. */
static const char *unknown(const char *num, const char *dflt)
{
	static char b[64];
	if (xlat == RAW)
		return num;
	snprintf(b, sizeof b, "%s /* %s */", num, dflt);
	return b;
}

static const char *perm(char *b, const struct ipc_perm *p, int full)
{
	int n = sprintf(b, "uid=%u, gid=%u, mode=%#03o", p->uid, p->gid, p->mode);
	if (full)
		sprintf(b + n, ", key=%d, cuid=%u, cgid=%u", p->__key, p->cuid, p->cgid);
	return b;
}

static void queues(char *end)
{
	char p[256];
	const char *priv = X("0", "IPC_PRIVATE");
	int q = (int)syscall(SYS_msgget, IPC_PRIVATE, 0);
	expect(q, NULL, "msgget(%s, 000)", priv);
	long rc = syscall(SYS_msgctl, q, IPC_RMID, NULL);
	expect(rc, NULL, "msgctl(%d, %s, NULL)", q, X("0", "IPC_RMID"));
	q = (int)syscall(SYS_msgget, IPC_PRIVATE, IPC_CREAT | IPC_EXCL | 0600);
	expect(q, NULL, "msgget(%s, %s|0600)", priv, X("0x600", "IPC_CREAT|IPC_EXCL"));
	rc = syscall(SYS_msgget, 0x5eed0001, IPC_NOWAIT | 0640);
	expect(rc, strerrorname_np(errno), "msgget(0x5eed0001, %s|0640)", X("0x800", "IPC_NOWAIT"));

	struct msqid_ds m;
	rc = syscall(SYS_msgctl, q, IPC_STAT, &m);
	expect(rc, NULL, "msgctl(%d, %s, {msg_perm={%s}, msg_stime=%ld, msg_rtime=%ld, msg_ctime=%ld, msg_qnum=%lu, msg_qbytes=%lu, msg_lspid=%d, msg_lrpid=%d})",
	       q, X("0x2", "IPC_STAT"), perm(p, &m.msg_perm, 1), (long)m.msg_stime, (long)m.msg_rtime,
	       (long)m.msg_ctime, (unsigned long)m.msg_qnum, (unsigned long)m.msg_qbytes, m.msg_lspid, m.msg_lrpid);
	rc = syscall(SYS_msgctl, q, IPC_64_BIT | IPC_STAT, &m);
	expect(rc, strerrorname_np(errno), "msgctl(%d, %s|%s, %p)", q, X("0x100", "IPC_64"), X("0x2", "IPC_STAT"), (void *)&m);
	rc = syscall(SYS_msgctl, q, IPC_SET, &m);
	expect(rc, NULL, "msgctl(%d, %s, {msg_perm={%s}, msg_qbytes=%lu})", q, X("0x1", "IPC_SET"),
	       perm(p, &m.msg_perm, 0), (unsigned long)m.msg_qbytes);
	rc = syscall(SYS_msgctl, q, IPC_SET, end - 8);
	expect(rc, strerrorname_np(errno), "msgctl(%d, %s, %p)", q, X("0x1", "IPC_SET"), (void *)(end - 8));
	struct msginfo mi;
	rc = syscall(SYS_msgctl, q, IPC_INFO, &mi);
	expect(rc, NULL, "msgctl(%d, %s, {msgpool=%d, msgmap=%d, msgmax=%d, msgmnb=%d, msgmni=%d, msgssz=%d, msgtql=%d, msgseg=%u})",
	       q, X("0x3", "IPC_INFO"), mi.msgpool, mi.msgmap, mi.msgmax, mi.msgmnb, mi.msgmni, mi.msgssz,
	       mi.msgtql, mi.msgseg);
	rc = syscall(SYS_msgctl, q, 99, &m);
	expect(rc, strerrorname_np(errno), "msgctl(%d, %s, %p)", q, unknown("0x63", "MSG_???"), (void *)&m);
	rc = syscall(SYS_msgctl, -1, IPC_STAT, &m);
	expect(rc, strerrorname_np(errno), "msgctl(-1, %s, %p)", X("0x2", "IPC_STAT"), (void *)&m);

	struct { long mtype; char mtext[16]; } msg = { 42, "hello" };
	rc = syscall(SYS_msgsnd, q, &msg, 6, IPC_NOWAIT);
	expect(rc, NULL, "msgsnd(%d, {mtype=42, mtext=\"hello\\0\"}, 6, %s)", q, X("0x800", "IPC_NOWAIT"));
	rc = syscall(SYS_msgsnd, q, &msg, 0, 0);
	expect(rc, NULL, "msgsnd(%d, {mtype=42, mtext=\"\"}, 0, 0)", q);
	rc = syscall(SYS_msgsnd, q, end - 8, 4, 0);
	expect(rc, strerrorname_np(errno), "msgsnd(%d, %p, 4, 0)", q, (void *)(end - 8));
	rc = syscall(SYS_msgsnd, q, &msg, 3, 0x10000);
	expect(rc, strerrorname_np(errno), "msgsnd(%d, {mtype=42, mtext=\"hel\"}, 3, %s)", q, unknown("0x10000", "MSG_???"));
	rc = syscall(SYS_msgrcv, q, &msg, 16, 0, IPC_NOWAIT);
	expect(rc, NULL, "msgrcv(%d, {mtype=42, mtext=\"hello\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, 16, 0, %s)", q,
	       X("0x800", "IPC_NOWAIT"));
	/* what is left is of type 42 */
	rc = syscall(SYS_msgrcv, q, &msg, 16, 42, MSG_NOERROR | MSG_EXCEPT | IPC_NOWAIT);
	expect(rc, strerrorname_np(errno), "msgrcv(%d, %p, 16, 42, %s)", q, (void *)&msg,
	       X("0x3800", "MSG_NOERROR|MSG_EXCEPT|IPC_NOWAIT"));
	rc = syscall(SYS_msgctl, q, IPC_RMID, NULL);
	expect(rc, NULL, "msgctl(%d, %s, NULL)", q, X("0", "IPC_RMID"));
}

static void semaphores(char *end)
{
	char p[256];
	int s = (int)syscall(SYS_semget, IPC_PRIVATE, 2, IPC_CREAT | 0600);
	expect(s, NULL, "semget(%s, 2, %s|0600)", X("0", "IPC_PRIVATE"), X("0x200", "IPC_CREAT"));
	long rc = syscall(SYS_semget, IPC_PRIVATE, -1, 0);
	expect(rc, strerrorname_np(errno), "semget(%s, -1, 000)", X("0", "IPC_PRIVATE"));

	struct sembuf sb[2] = { { 0, 1, SEM_UNDO }, { 1, 0, IPC_NOWAIT } };
	const char *undo = X("0x1000", "SEM_UNDO"), *nowait = X("0x800", "IPC_NOWAIT");
	rc = syscall(SYS_semop, s, sb, 2);
	expect(rc, NULL, "semop(%d, [{sem_num=0, sem_op=1, sem_flg=%s}, {sem_num=1, sem_op=0, sem_flg=%s}], 2)",
	       s, undo, nowait);
	memset(end - 6, 0, 6);
	rc = syscall(SYS_semop, s, end - 6, 2);
	expect(rc, strerrorname_np(errno), "semop(%d, [{sem_num=0, sem_op=0, sem_flg=0}, ... /* %p */], 2)", s, (void *)end);
	struct timespec ts = { 0, 1000 };
	sb[0].sem_op = -1;
	rc = syscall(SYS_semtimedop, s, sb, 1, &ts);
	expect(rc, NULL, "semtimedop(%d, [{sem_num=0, sem_op=-1, sem_flg=%s}], 1, {tv_sec=0, tv_nsec=1000})", s, undo);

	unsigned short vals[2] = { 3, 4 };
	rc = syscall(SYS_semctl, s, 0, SETVAL, 5);
	expect(rc, NULL, "semctl(%d, 0, %s, 0x5)", s, X("0x10", "SETVAL"));
	rc = syscall(SYS_semctl, s, 0, GETVAL, 0);
	expect(rc, NULL, "semctl(%d, 0, %s, NULL)", s, X("0xc", "GETVAL"));
	rc = syscall(SYS_semctl, s, 0, SETALL, vals);
	expect(rc, NULL, "semctl(%d, 0, %s, %p)", s, X("0x11", "SETALL"), (void *)vals);
	rc = syscall(SYS_semctl, s, -1, IPC_64_BIT | GETVAL, 0);
	expect(rc, strerrorname_np(errno), "semctl(%d, -1, %s|%s, NULL)", s, X("0x100", "IPC_64"), X("0xc", "GETVAL"));
	struct semid_ds sd;
	rc = syscall(SYS_semctl, s, 0, IPC_STAT, &sd);
	expect(rc, NULL, "semctl(%d, 0, %s, {sem_perm={%s}, sem_otime=%ld, sem_ctime=%ld, sem_nsems=%lu})", s,
	       X("0x2", "IPC_STAT"), perm(p, &sd.sem_perm, 1), (long)sd.sem_otime, (long)sd.sem_ctime,
	       (unsigned long)sd.sem_nsems);
	rc = syscall(SYS_semctl, s, 0, IPC_SET, &sd);
	expect(rc, NULL, "semctl(%d, 0, %s, {sem_perm={%s}})", s, X("0x1", "IPC_SET"), perm(p, &sd.sem_perm, 0));
	rc = syscall(SYS_semctl, s, 0, IPC_STAT, end);
	expect(rc, strerrorname_np(errno), "semctl(%d, 0, %s, %p)", s, X("0x2", "IPC_STAT"), (void *)end);
	struct seminfo si;
	rc = syscall(SYS_semctl, s, 0, IPC_INFO, &si);
	expect(rc, NULL, "semctl(%d, 0, %s, {semmap=%d, semmni=%d, semmns=%d, semmnu=%d, semmsl=%d, semopm=%d, semume=%d, semusz=%d, semvmx=%d, semaem=%d})",
	       s, X("0x3", "IPC_INFO"), si.semmap, si.semmni, si.semmns, si.semmnu, si.semmsl, si.semopm,
	       si.semume, si.semusz, si.semvmx, si.semaem);
	rc = syscall(SYS_semctl, s, 0, 99, 0);
	expect(rc, strerrorname_np(errno), "semctl(%d, 0, %s, NULL)", s, unknown("0x63", "SEM_???"));
	rc = syscall(SYS_semctl, s, 0, IPC_RMID, 0);
	expect(rc, NULL, "semctl(%d, 0, %s, NULL)", s, X("0", "IPC_RMID"));
}

static void segments(void)
{
	char p[256];
	const char *priv = X("0", "IPC_PRIVATE");
	int h = (int)syscall(SYS_shmget, IPC_PRIVATE, 4096, IPC_CREAT | SHM_NORESERVE | 0600);
	expect(h, NULL, "shmget(%s, 4096, %s|0600)", priv, X("0x1200", "IPC_CREAT|SHM_NORESERVE"));
	long rc = syscall(SYS_shmget, IPC_PRIVATE, 4096, IPC_CREAT | SHM_HUGETLB | 21 << 26 | 0600);
	expect(rc, rc == -1 ? strerrorname_np(errno) : NULL, "shmget(%s, 4096, %s|21<<%s|0600)", priv,
	       X("0xa00", "IPC_CREAT|SHM_HUGETLB"), X("26", "SHM_HUGE_SHIFT"));
	if (rc != -1) {		/* a host with 2 MiB huge pages to spare */
		int id = (int)rc;
		rc = syscall(SYS_shmctl, id, IPC_RMID, NULL);
		expect(rc, NULL, "shmctl(%d, %s, NULL)", id, X("0", "IPC_RMID"));
	}

	void *a = (void *)syscall(SYS_shmat, h, NULL, SHM_RDONLY);
	char addr[32];
	snprintf(addr, sizeof addr, "%p", a);
	expect_ret(addr, "shmat(%d, NULL, %s)", h, X("0x1000", "SHM_RDONLY"));
	rc = syscall(SYS_shmat, -1, NULL, 0);
	expect(rc, strerrorname_np(errno), "shmat(-1, NULL, 0)");

	struct shmid_ds sd;
	rc = syscall(SYS_shmctl, h, IPC_STAT, &sd);
	expect(rc, NULL, "shmctl(%d, %s, {shm_perm={%s}, shm_segsz=%lu, shm_cpid=%d, shm_lpid=%d, shm_nattch=%lu, shm_atime=%ld, shm_dtime=%ld, shm_ctime=%ld})",
	       h, X("0x2", "IPC_STAT"), perm(p, &sd.shm_perm, 1), (unsigned long)sd.shm_segsz, sd.shm_cpid,
	       sd.shm_lpid, (unsigned long)sd.shm_nattch, (long)sd.shm_atime, (long)sd.shm_dtime,
	       (long)sd.shm_ctime);
	rc = syscall(SYS_shmctl, h, IPC_SET, &sd);
	expect(rc, NULL, "shmctl(%d, %s, {shm_perm={%s}})", h, X("0x1", "IPC_SET"), perm(p, &sd.shm_perm, 0));
	struct shminfo si;
	rc = syscall(SYS_shmctl, h, IPC_INFO, &si);
	expect(rc, NULL, "shmctl(%d, %s, {shmmax=%lu, shmmin=%lu, shmmni=%lu, shmseg=%lu, shmall=%lu})", h,
	       X("0x3", "IPC_INFO"), si.shmmax, si.shmmin, si.shmmni, si.shmseg, si.shmall);
	struct shm_info in;
	rc = syscall(SYS_shmctl, h, SHM_INFO, &in);
	expect(rc, NULL, "shmctl(%d, %s, {used_ids=%d, shm_tot=%lu, shm_rss=%lu, shm_swp=%lu, swap_attempts=%lu, swap_successes=%lu})",
	       h, X("0xe", "SHM_INFO"), in.used_ids, in.shm_tot, in.shm_rss, in.shm_swp, in.swap_attempts,
	       in.swap_successes);
	rc = syscall(SYS_shmctl, h, 99, NULL);
	expect(rc, strerrorname_np(errno), "shmctl(%d, %s, NULL)", h, unknown("0x63", "SHM_???"));
	rc = syscall(SYS_shmdt, a);
	expect(rc, NULL, "shmdt(%p)", a);
	rc = syscall(SYS_shmdt, NULL);
	expect(rc, strerrorname_np(errno), "shmdt(NULL)");
	rc = syscall(SYS_shmctl, h, IPC_RMID, NULL);
	expect(rc, NULL, "shmctl(%d, %s, NULL)", h, X("0", "IPC_RMID"));
}

int main(void)
{
	const char *x = getenv("SEIZE_IPC_XLAT");
	xlat = !x ? ABBREV : !strcmp(x, "raw") ? RAW : !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	char *end = (char *)tail_page() + 4096;
	queues(end);
	semaphores(end);
	segments();
	return 0;
}
