/* POSIX timers and timerfds: struct sigevent by notification type, the
 * timer id filled at exit, itimerspecs in and out, flag sets. */
#include "progs.h"

#include <signal.h>
#include <sys/timerfd.h>
#include <time.h>

#define E strerrorname_np(errno)

/* The kernel's struct sigevent, with the union members strace prints. */
struct ksigevent {
	union { int sival_int; void *sival_ptr; } value;
	int signo;
	int notify;
	union {
		int tid;
		struct { void *function, *attribute; } thread;
		int pad[12];
	} un;
};

static void test_create(void)
{
	struct ksigevent sev = { .signo = SIGALRM, .notify = SIGEV_NONE };
	int id = -1;
	/* The value is left out when its pointer is NULL; the signal is a
	 * number unless the timer sends it. */
	long rc = syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_MONOTONIC, {sigev_signo=14, sigev_notify=SIGEV_NONE}, [%d])", id);
	syscall(SYS_timer_delete, id);
	sev = (struct ksigevent){ .value.sival_int = 5, .signo = SIGUSR1, .notify = SIGEV_THREAD_ID,
				  .un.tid = getpid() };
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_REALTIME, {sigev_value={sival_int=5, sival_ptr=0x5}, "
	       "sigev_signo=SIGUSR1, sigev_notify=SIGEV_THREAD_ID, sigev_notify_thread_id=%d}, [%d])",
	       getpid(), id);
	syscall(SYS_timer_delete, id);
	sev = (struct ksigevent){ .value.sival_ptr = (void *)0x123456789, .signo = 0,
				  .notify = SIGEV_THREAD };
	sev.un.thread.function = (void *)0x1234;
	rc = syscall(SYS_timer_create, CLOCK_BOOTTIME, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_BOOTTIME, {sigev_value={sival_int=591751049, "
	       "sival_ptr=0x123456789}, sigev_signo=0, sigev_notify=SIGEV_THREAD, "
	       "sigev_notify_function=0x1234, sigev_notify_attributes=NULL}, %p)", (void *)&id);
	sev = (struct ksigevent){ .signo = 200, .notify = SIGEV_SIGNAL };
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_REALTIME, {sigev_signo=200, sigev_notify=SIGEV_SIGNAL}, %p)",
	       (void *)&id);
	sev = (struct ksigevent){ .signo = -1, .notify = 77 };
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_REALTIME, {sigev_signo=4294967295, "
	       "sigev_notify=0x4d /* SIGEV_??? */}, %p)", (void *)&id);
	char *tail = tail_page();
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, tail + 4096 - 8, &id);
	expect(rc, E, "timer_create(CLOCK_REALTIME, %p, %p)", tail + 4096 - 8, (void *)&id);
	rc = syscall(SYS_timer_create, 99, NULL, NULL);
	expect(rc, E, "timer_create(0x63 /* CLOCK_??? */, NULL, NULL)");
}

static void test_settime(void)
{
	int id = -1;
	struct ksigevent sev = { .notify = SIGEV_NONE };
	long rc = syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id);
	expect(rc, E, "timer_create(CLOCK_MONOTONIC, {sigev_signo=0, sigev_notify=SIGEV_NONE}, [%d])", id);
	struct itimerspec on = { { 0, 0 }, { 100, 5 } }, old;
	rc = syscall(SYS_timer_settime, id, 0, &on, &old);
	expect(rc, E, "timer_settime(%d, 0, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=100, tv_nsec=5}}, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=0, tv_nsec=0}})", id);
	rc = syscall(SYS_timer_gettime, id, &old);
	expect(rc, E, "timer_gettime(%d, {it_interval={tv_sec=%lld, tv_nsec=%ld}, "
	       "it_value={tv_sec=%lld, tv_nsec=%ld}})", id, (long long)old.it_interval.tv_sec,
	       old.it_interval.tv_nsec, (long long)old.it_value.tv_sec, old.it_value.tv_nsec);
	rc = syscall(SYS_timer_settime, id, TIMER_ABSTIME | 4, &on, NULL);
	expect(rc, E, "timer_settime(%d, TIMER_ABSTIME|0x4, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=100, tv_nsec=5}}, NULL)", id);
	char *tail = tail_page();
	rc = syscall(SYS_timer_settime, id, 4, tail + 4096 - 16, NULL);
	expect(rc, E, "timer_settime(%d, 0x4 /* TIMER_??? */, %p, NULL)", id, tail + 4096 - 16);
	rc = syscall(SYS_timer_getoverrun, id);
	expect(rc, E, "timer_getoverrun(%d)", id);
	rc = syscall(SYS_timer_delete, id);
	expect(rc, E, "timer_delete(%d)", id);
	/* The old value is not written when the call fails. */
	rc = syscall(SYS_timer_settime, id, 0, &on, &old);
	expect(rc, E, "timer_settime(%d, 0, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=100, tv_nsec=5}}, %p)", id, (void *)&old);
	rc = syscall(SYS_timer_gettime, id, NULL);
	expect(rc, E, "timer_gettime(%d, NULL)", id);
}

static void test_timerfd(void)
{
	int fd = syscall(SYS_timerfd_create, CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
	expect(fd, E, "timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC|TFD_NONBLOCK)");
	long rc = syscall(SYS_timerfd_create, CLOCK_MONOTONIC, TFD_TIMER_ABSTIME);
	expect(rc, E, "timerfd_create(CLOCK_MONOTONIC, TFD_TIMER_ABSTIME)");
	rc = syscall(SYS_timerfd_create, 99, 0x10);
	expect(rc, E, "timerfd_create(0x63 /* CLOCK_??? */, 0x10 /* TFD_??? */)");
	struct itimerspec on = { { 1, 0 }, { 100, 0 } }, old;
	rc = syscall(SYS_timerfd_settime, fd, 0, &on, &old);
	expect(rc, E, "timerfd_settime(%d, 0, {it_interval={tv_sec=1, tv_nsec=0}, "
	       "it_value={tv_sec=100, tv_nsec=0}}, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=0, tv_nsec=0}})", fd);
	rc = syscall(SYS_timerfd_settime, fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &on, NULL);
	expect(rc, E, "timerfd_settime(%d, TFD_TIMER_ABSTIME|TFD_TIMER_CANCEL_ON_SET, "
	       "{it_interval={tv_sec=1, tv_nsec=0}, it_value={tv_sec=100, tv_nsec=0}}, NULL)", fd);
	rc = syscall(SYS_timerfd_gettime, fd, &old);
	expect(rc, E, "timerfd_gettime(%d, {it_interval={tv_sec=%lld, tv_nsec=%ld}, "
	       "it_value={tv_sec=%lld, tv_nsec=%ld}})", fd, (long long)old.it_interval.tv_sec,
	       old.it_interval.tv_nsec, (long long)old.it_value.tv_sec, old.it_value.tv_nsec);
	rc = syscall(SYS_timerfd_gettime, -1, &old);
	expect(rc, E, "timerfd_gettime(-1, %p)", (void *)&old);
	close(fd);
}

int main(void)
{
	test_create();
	test_settime();
	test_timerfd();
	return 0;
}
