/* Results the kernel cannot be made to give (an LSM that is not active
 * here, a struct statmount with strings cut short): a seccomp filter hands
 * the call to a supervisor thread (SECCOMP_RET_USER_NOTIF, seccomp(2) and
 * seccomp_unotify(2)), which answers it with the result the caller chose
 * without running it; the buffers the caller filled before the call are
 * what the tracer reads at its exit.  The tracer sees an ordinary entry
 * and exit: ptrace's syscall-entry stop comes before seccomp, its exit stop
 * after the supervisor answers.  Only calls whose fifth argument is
 * FAKE_MAGIC go to the supervisor, the sixth pointing to the result it is
 * to give (struct fake_result); the calls faked have four arguments, so
 * neither prints.  The supervisor thread is not traced without -f. */
#ifndef SEIZE_NEWCALLS_FAKE_H
#define SEIZE_NEWCALLS_FAKE_H

#include "progs.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>

#define FAKE_MAGIC 0x5eeded0fUL

/* The result: rval, or -errno for an error; before answering, the
 * supervisor copies len bytes from to at, as the kernel would write them
 * between the entry and the exit (lsm_get_self_attr's size). */
struct fake_result {
	long rval;
	void *at;
	const void *from;
	size_t len;
};

static void *fake_supervise(void *arg)
{
	int listener = *(int *)arg;
	for (;;) {
		struct seccomp_notif req;
		struct seccomp_notif_resp resp;
		memset(&req, 0, sizeof req);
		if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &req) < 0) {
			if (errno == EINTR)
				continue;
			return NULL;
		}
		memset(&resp, 0, sizeof resp);
		resp.id = req.id;
		/* the caller's memory: this thread shares it */
		const struct fake_result *res = (const struct fake_result *)(uintptr_t)req.data.args[5];
		long rval = res->rval;
		if (res->len)
			memcpy(res->at, res->from, res->len);
		if (rval < 0)
			resp.error = (int)rval;
		else
			resp.val = rval;
		ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &resp);
	}
}

/* Send calls nr1 and nr2 with FAKE_MAGIC to a supervisor thread; false
 * when this kernel or process cannot. */
static inline bool fake_start(unsigned nr1, unsigned nr2)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr1, 1, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr2, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[4])),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FAKE_MAGIC, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof code / sizeof code[0], code };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return false;
	/* no TSYNC: the filter binds this thread, never the supervisor */
	/* the supervisor's for the life of the process */
	int *listener = malloc(sizeof *listener);
	if (!listener)
		return false;
	*listener = (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER,
				 SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
	if (*listener < 0)
		return false;
	pthread_t th;
	return pthread_create(&th, NULL, fake_supervise, listener) == 0;
}

/* Call nr with four arguments; it gives res without running. */
static inline long fake_call(long nr, uint64_t a0, uint64_t a1, uint64_t a2, uint64_t a3,
			     const struct fake_result *res)
{
	return syscall(nr, a0, a1, a2, a3, FAKE_MAGIC, res);
}

#endif
