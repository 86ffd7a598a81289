/* Calls that succeed without a device: a seccomp filter hands the ioctls
 * on one descriptor number to a thread of the program, which answers each
 * with 0 (seccomp_unotify(2)).  The kernel then writes nothing, so the
 * struct the program filled in is what "the driver" returned, and seize's
 * exit decoding of it can be tested.  The thread is not traced without
 * -f; its own ioctls are on another descriptor and pass. */
#ifndef SEIZE_TEST_NOTIF_OK_H
#define SEIZE_TEST_NOTIF_OK_H

#include "progs.h"

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>

/* The descriptor whose ioctls succeed: none is open with this number. */
enum { OK_FD = 1000 };

static void *notif_answer(void *arg)
{
	int fd = *(int *)arg;
	for (;;) {
		struct seccomp_notif req;
		struct seccomp_notif_resp resp;
		memset(&req, 0, sizeof req);
		if (ioctl(fd, SECCOMP_IOCTL_NOTIF_RECV, &req))
			return NULL;
		memset(&resp, 0, sizeof resp);
		resp.id = req.id;
		ioctl(fd, SECCOMP_IOCTL_NOTIF_SEND, &resp);
	}
}

/* From now on every ioctl on OK_FD returns 0. */
static inline void notif_ok_start(void)
{
	static int fd;
	static struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_ioctl, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, OK_FD, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof f / sizeof f[0], f };
	pthread_t th;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		abort();
	fd = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
			  SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
	if (fd < 0 || pthread_create(&th, NULL, notif_answer, &fd))
		abort();
}

#endif
