/* POSIX message queues: mq_open's mode and attributes only with O_CREAT
 * (mq_flags in hex there), mq_getsetattr's attributes in and out (mq_flags
 * by name), mq_notify's sigevent read as far as strace reads it, and the
 * names as paths.  SEIZE_XLAT says the -X. */
#include "struct-style.h"

#include <fcntl.h>
#include <linux/mqueue.h>
#include <signal.h>
#include <stdint.h>

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static const char *attr_text(const struct mq_attr *a, const char *flags)
{
	return F("{mq_flags=%s, mq_maxmsg=%ld, mq_msgsize=%ld, mq_curmsgs=%ld}", flags,
		 (long)a->mq_maxmsg, (long)a->mq_msgsize, (long)a->mq_curmsgs);
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	char name[64];
	snprintf(name, sizeof name, "/seize-mq-%d", getpid());
	const char *rdwr_creat = X("0xc2", "O_RDWR|O_CREAT|O_EXCL");

	struct mq_attr *a = (void *)(end - sizeof *a);
	memset(a, 0, sizeof *a);
	a->mq_flags = O_NONBLOCK;	/* the kernel ignores it here */
	a->mq_maxmsg = 4;
	a->mq_msgsize = 16;
	long q = syscall(SYS_mq_open, name, O_RDWR | O_CREAT | O_EXCL, 0600, a);
	expect(q, err(q), "mq_open(\"%s\", %s, 0600, %s)", name, rdwr_creat, attr_text(a, "0x800"));
	long rc = syscall(SYS_mq_open, name, O_RDONLY | 0xdeadbeef00000000UL, 0777, a);
	expect(rc, err(rc), "mq_open(\"%s\", %s)", name, X("0", "O_RDONLY"));
	if (rc >= 0)
		close((int)rc);
	rc = syscall(SYS_mq_open, name, O_RDWR | O_CREAT | O_EXCL, 0600, NULL);
	expect(rc, err(rc), "mq_open(\"%s\", %s, 0600, NULL)", name, rdwr_creat);
	rc = syscall(SYS_mq_open, name, O_RDWR | O_CREAT | O_EXCL, 0600, end - 8);
	expect(rc, err(rc), "mq_open(\"%s\", %s, 0600, %p)", name, rdwr_creat, (void *)(end - 8));
	memcpy(end - 3, "/mq", 3);
	rc = syscall(SYS_mq_open, end - 3, O_RDONLY, 0, NULL);
	expect(rc, err(rc), "mq_open(%p, %s)", (void *)(end - 3), X("0", "O_RDONLY"));

	struct mq_attr old;
	a->mq_flags = O_NONBLOCK;
	/* (a system without a mqueue filesystem refuses the queue) */
	rc = syscall(SYS_mq_getsetattr, q, a, &old);
	expect(rc, err(rc), "mq_getsetattr(%ld, %s, %s)", q, attr_text(a, X("0x800", "O_NONBLOCK")),
	       rc ? F("%p", (void *)&old) : attr_text(&old, "0"));
	rc = syscall(SYS_mq_getsetattr, q, NULL, &old);
	expect(rc, err(rc), "mq_getsetattr(%ld, NULL, %s)", q,
	       rc ? F("%p", (void *)&old) : attr_text(&old, X("0x800", "O_NONBLOCK")));
	a->mq_flags = 0x801;
	rc = syscall(SYS_mq_getsetattr, -1, a, &old);
	expect(rc, err(rc), "mq_getsetattr(-1, %s, %p)", attr_text(a, X("0x801", "O_NONBLOCK|0x1")),
	       (void *)&old);

	/* the 32 bytes strace reads, up to an unmapped page */
	struct { union sigval v; int signo, notify; uint64_t function, attribute; } *sev =
		(void *)(end - 32);
	memset(sev, 0, 32);
	sev->v.sival_ptr = (void *)0xdeadbeefbadc0dedUL;
	sev->signo = SIGUSR1;
	sev->notify = SIGEV_SIGNAL;
	rc = syscall(SYS_mq_notify, -1, sev);
	expect(rc, err(rc), "mq_notify(-1, {sigev_value={sival_int=%d, sival_ptr=0xdeadbeefbadc0ded}, "
	       "sigev_signo=%s, sigev_notify=%s})", (int)0xbadc0ded, X("10", "SIGUSR1"),
	       X("0", "SIGEV_SIGNAL"));
	rc = syscall(SYS_mq_notify, -1, end - 16);
	expect(rc, err(rc), "mq_notify(-1, %p)", (void *)(end - 16));

	rc = syscall(SYS_mq_unlink, name);
	expect(rc, err(rc), "mq_unlink(\"%s\")", name);
	memcpy(end - 3, "/mq", 3);
	rc = syscall(SYS_mq_unlink, end - 3);
	expect(rc, err(rc), "mq_unlink(%p)", (void *)(end - 3));
	if (q >= 0)
		close((int)q);
	return 0;
}
