/* Blocks in one syscall until tests/attach-eintr.bats makes it complete,
 * and prints on stdout what each return of the call gave, "NAME: RESULT".
 * A return with EINTR that no signal handler explains is printed and the
 * call made again, as a careful program would: under a tracer that
 * interrupts it, the output shows one line per spurious EINTR.
 *
 *   attach-block CALL DIR            block in CALL; its objects live in DIR
 *   attach-block wake CALL DIR PID   make that call complete
 *   attach-block remove DIR          remove the semaphore and message queue
 *
 * Before its call a thread writes the syscall number to DIR/nr.TID, so that
 * the test can see in /proc/PID/task/TID/syscall that it sleeps in the call
 * itself.  Each call is made with syscall(2), so that no libc wrapper
 * retries on EINTR.  A CALL ending in "-timeout" waits 60 s at most; CALL
 * "threads" is epoll_wait in a second thread and semop in the first. */
#include "progs.h"

#include <fcntl.h>
#include <linux/aio_abi.h>
#include <linux/futex.h>
#include <linux/io_uring.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>

enum { TIMEOUT_S = 60 };

static const char *dir;
static volatile sig_atomic_t caught;

static void on_usr1(int sig)
{
	(void)sig;
	caught = 1;
}

static const char *path(const char *name)
{
	static char buf[4096];
	snprintf(buf, sizeof buf, "%s/%s", dir, name);
	return buf;
}

static void die(const char *what)
{
	fprintf(stderr, "attach-block: %s: %s\n", what, strerror(errno));
	exit(2);
}

static void announce(long nr)
{
	char name[32];
	snprintf(name, sizeof name, "nr.%d", gettid());
	FILE *f = fopen(path(name), "w");
	if (!f || fprintf(f, "%ld\n", nr) < 0 || fclose(f))
		die("DIR/nr");
}

/* "NAME: -1 ENAME" for a failure, else "NAME: " and what is said of rc.
 * True for an EINTR without a handler run: the call is to be made again. */
static bool report(const char *name, long rc, const char *fmt, ...)
{
	if (rc == -1) {
		printf("%s: -1 %s%s\n", name, strerrorname_np(errno),
		       caught ? ", SIGUSR1 caught" : "");
	} else {
		char text[256];
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(text, sizeof text, fmt, ap);
		va_end(ap);
		printf("%s: %s\n", name, text);
	}
	fflush(stdout);
	return rc == -1 && errno == EINTR && !caught;
}

static int fifo(int flags)
{
	if (mkfifo(path("fifo"), 0600) && errno != EEXIST)
		die("mkfifo");
	int fd = open(path("fifo"), flags);
	if (fd < 0)
		die("open fifo");
	return fd;
}

static int epoll_on_fifo(void)
{
	int fd = fifo(O_RDWR), ep = epoll_create1(0);
	struct epoll_event ev = { .events = EPOLLIN, .data.fd = fd };
	if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev))
		die("epoll");
	return ep;
}

static key_t key(int id)
{
	key_t k = ftok(dir, id);
	if (k == -1)
		die("ftok");
	return k;
}

static int semaphore(void)
{
	int id = semget(key('s'), 1, IPC_CREAT | 0600);
	if (id < 0)
		die("semget");
	return id;
}

static int message_queue(void)
{
	int id = msgget(key('m'), IPC_CREAT | 0600);
	if (id < 0)
		die("msgget");
	return id;
}

static struct sockaddr_un sock_addr(void)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	snprintf(sa.sun_path, sizeof sa.sun_path, "%s", path("sock"));
	return sa;
}

static int bound_socket(int type)
{
	struct sockaddr_un sa = sock_addr();
	int fd = socket(AF_UNIX, type, 0);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof sa))
		die("bind");
	return fd;
}

static uint32_t *futex_word(void)
{
	int fd = open(path("futex"), O_RDWR | O_CREAT, 0600);
	if (fd < 0 || ftruncate(fd, 4096))
		die("futex file");
	uint32_t *w = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (w == MAP_FAILED)
		die("mmap");
	return w;
}

/* An AIO poll of a datagram socket: aio does not poll FIFOs. */
static aio_context_t aio_poll_socket(void)
{
	aio_context_t ctx = 0;
	static struct iocb cb;
	struct iocb *cbs[1] = { &cb };
	cb = (struct iocb){ .aio_lio_opcode = IOCB_CMD_POLL, .aio_fildes = bound_socket(SOCK_DGRAM),
			    .aio_buf = POLLIN };
	if (syscall(SYS_io_setup, 1, &ctx) || syscall(SYS_io_submit, ctx, 1, cbs) != 1)
		die("aio");
	return ctx;
}

/* An io_uring with a poll of a datagram socket submitted. */
static int uring_poll_socket(void)
{
	struct io_uring_params p = { 0 };
	int fd = syscall(SYS_io_uring_setup, 1, &p);
	if (fd < 0)
		die("io_uring_setup");
	char *sq = mmap(NULL, p.sq_off.array + p.sq_entries * sizeof(unsigned),
			PROT_READ | PROT_WRITE, MAP_SHARED, fd, IORING_OFF_SQ_RING);
	struct io_uring_sqe *sqe = mmap(NULL, p.sq_entries * sizeof *sqe,
					PROT_READ | PROT_WRITE, MAP_SHARED, fd, IORING_OFF_SQES);
	if (sq == MAP_FAILED || sqe == MAP_FAILED)
		die("mmap io_uring");
	*sqe = (struct io_uring_sqe){ .opcode = IORING_OP_POLL_ADD, .fd = bound_socket(SOCK_DGRAM),
				      .poll32_events = POLLIN };
	unsigned *array = (unsigned *)(sq + p.sq_off.array), *tail = (unsigned *)(sq + p.sq_off.tail);
	array[*tail & *(unsigned *)(sq + p.sq_off.ring_mask)] = 0;
	__atomic_store_n(tail, *tail + 1, __ATOMIC_RELEASE);
	if (syscall(SYS_io_uring_enter, fd, 1, 0, 0, NULL, 0) != 1)
		die("io_uring_enter");
	return fd;
}

static sigset_t usr1_set(void)
{
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	return set;
}

static int block(const char *call);

static void *epoll_thread(void *arg)
{
	(void)arg;
	block("epoll_wait");
	return NULL;
}

static int block(const char *call)
{
	struct timespec ts = { TIMEOUT_S, 0 };
	sigset_t usr1 = usr1_set(), none;
	sigemptyset(&none);
	long rc;
	/* SIGUSR1 is blocked but where the call unblocks it (the p-calls,
	 * rt_sigsuspend) or waits for it (rt_sigtimedwait); pause gets it. */
	struct sigaction sa = { .sa_handler = on_usr1 };
	sigaction(SIGUSR1, &sa, NULL);
	if (strcmp(call, "pause"))
		sigprocmask(SIG_BLOCK, &usr1, NULL);

	if (!strncmp(call, "epoll_", 6)) {
		struct epoll_event ev;
		int ep = epoll_on_fifo();
		bool timed = strchr(call, '-');
		if (!strncmp(call, "epoll_wait", 10)) {
			announce(SYS_epoll_wait);
			do
				rc = syscall(SYS_epoll_wait, ep, &ev, 1, timed ? TIMEOUT_S * 1000 : -1);
			while (report(call, rc, "%ld event%s", rc, rc == 1 ? "" : "s"));
		} else if (!strcmp(call, "epoll_pwait")) {
			announce(SYS_epoll_pwait);
			do
				rc = syscall(SYS_epoll_pwait, ep, &ev, 1, -1, &none, 8);
			while (report(call, rc, "%ld event%s", rc, rc == 1 ? "" : "s"));
		} else if (!strncmp(call, "epoll_pwait2", 12)) {
			announce(SYS_epoll_pwait2);
			do
				rc = syscall(SYS_epoll_pwait2, ep, &ev, 1, timed ? &ts : NULL, &none, 8);
			while (report(call, rc, "%ld event%s", rc, rc == 1 ? "" : "s"));
		} else {
			return 1;
		}
	} else if (!strncmp(call, "rt_sigtimedwait", 15)) {
		siginfo_t si;
		announce(SYS_rt_sigtimedwait);
		do
			rc = syscall(SYS_rt_sigtimedwait, &usr1, &si, strchr(call, '-') ? &ts : NULL, 8);
		while (report(call, rc, "%s", rc == SIGUSR1 ? "SIGUSR1" : "another signal"));
	} else if (!strcmp(call, "semop")) {
		struct sembuf down = { .sem_num = 0, .sem_op = -1 };
		int id = semaphore();
		announce(SYS_semop);
		do
			rc = syscall(SYS_semop, id, &down, 1);
		while (report(call, rc, "%ld", rc));
	} else if (!strncmp(call, "semtimedop", 10)) {
		struct sembuf down = { .sem_num = 0, .sem_op = -1 };
		int id = semaphore();
		announce(SYS_semtimedop);
		do
			rc = syscall(SYS_semtimedop, id, &down, 1, strchr(call, '-') ? &ts : NULL);
		while (report(call, rc, "%ld", rc));
	} else if (!strcmp(call, "msgrcv")) {
		struct { long type; char text[16]; } msg;
		int id = message_queue();
		announce(SYS_msgrcv);
		do
			rc = syscall(SYS_msgrcv, id, &msg, sizeof msg.text, 0, 0);
		while (report(call, rc, "%ld bytes", rc));
	} else if (!strcmp(call, "pause")) {
		announce(SYS_pause);
		do
			rc = syscall(SYS_pause);
		while (report(call, rc, "%ld", rc));
	} else if (!strcmp(call, "rt_sigsuspend")) {
		announce(SYS_rt_sigsuspend);
		do
			rc = syscall(SYS_rt_sigsuspend, &none, 8);
		while (report(call, rc, "%ld", rc));
	} else if (!strcmp(call, "inotify-read")) {
		char buf[4096];
		int fd = inotify_init1(0);
		if (mkdir(path("watch"), 0700) || fd < 0 ||
		    inotify_add_watch(fd, path("watch"), IN_CREATE) < 0)
			die("inotify");
		announce(SYS_read);
		do
			rc = syscall(SYS_read, fd, buf, sizeof buf);
		while (report(call, rc, "%s", rc > 0 && ((struct inotify_event *)buf)->mask == IN_CREATE ?
			      "IN_CREATE" : "something else"));
	} else if (!strcmp(call, "read")) {
		char c;
		int fd = fifo(O_RDWR);
		announce(SYS_read);
		do
			rc = syscall(SYS_read, fd, &c, 1);
		while (report(call, rc, "%ld byte%s", rc, rc == 1 ? "" : "s"));
	} else if (!strcmp(call, "poll")) {
		struct pollfd p = { .fd = fifo(O_RDWR), .events = POLLIN };
		announce(SYS_poll);
		do
			rc = syscall(SYS_poll, &p, 1, -1);
		while (report(call, rc, "%ld", rc));
	} else if (!strcmp(call, "accept")) {
		int fd = bound_socket(SOCK_STREAM);
		if (listen(fd, 1))
			die("listen");
		announce(SYS_accept);
		do
			rc = syscall(SYS_accept, fd, NULL, NULL);
		while (report(call, rc, "a connection"));
	} else if (!strncmp(call, "recvfrom", 8)) {
		char buf[16];
		int fd = bound_socket(SOCK_DGRAM);
		struct timeval tv = { TIMEOUT_S, 0 };
		if (strchr(call, '-') && setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv))
			die("SO_RCVTIMEO");
		announce(SYS_recvfrom);
		do
			rc = syscall(SYS_recvfrom, fd, buf, sizeof buf, 0, NULL, NULL);
		while (report(call, rc, "%ld bytes", rc));
	} else if (!strncmp(call, "futex", 5)) {
		uint32_t *w = futex_word();
		announce(SYS_futex);
		do
			rc = syscall(SYS_futex, w, FUTEX_WAIT, 0, strchr(call, '-') ? &ts : NULL, NULL, 0);
		while (report(call, rc, "%ld", rc));
	} else if (!strcmp(call, "io_getevents")) {
		struct io_event events[1];
		aio_context_t ctx = aio_poll_socket();
		announce(SYS_io_getevents);
		do
			rc = syscall(SYS_io_getevents, ctx, 1, 1, events, NULL);
		while (report(call, rc, "%ld event%s", rc, rc == 1 ? "" : "s"));
	} else if (!strcmp(call, "io_pgetevents")) {
		struct io_event events[1];
		aio_context_t ctx = aio_poll_socket();
		struct { const sigset_t *mask; size_t size; } sig = { &none, 8 };
		announce(SYS_io_pgetevents);
		do
			rc = syscall(SYS_io_pgetevents, ctx, 1, 1, events, NULL, &sig);
		while (report(call, rc, "%ld event%s", rc, rc == 1 ? "" : "s"));
	} else if (!strcmp(call, "threads")) {
		pthread_t thread;
		if (pthread_create(&thread, NULL, epoll_thread, NULL))
			die("pthread_create");
		block("semop");
		pthread_join(thread, NULL);
	} else if (!strcmp(call, "io_uring_enter")) {
		int fd = uring_poll_socket();
		announce(SYS_io_uring_enter);
		do
			rc = syscall(SYS_io_uring_enter, fd, 0, 1, IORING_ENTER_GETEVENTS, NULL, 0);
		while (report(call, rc, "%ld", rc));
	} else {
		return 1;
	}
	return 0;
}

static void wake(const char *call, pid_t pid)
{
	if (!strcmp(call, "threads")) {
		wake("epoll_wait", pid);
		wake("semop", pid);
	} else if (!strncmp(call, "epoll_", 6) || !strcmp(call, "read") || !strcmp(call, "poll")) {
		int fd = open(path("fifo"), O_WRONLY | O_NONBLOCK);
		if (fd < 0 || write(fd, "x", 1) != 1)
			die("write fifo");
	} else if (!strcmp(call, "semop") || !strncmp(call, "semtimedop", 10)) {
		struct sembuf up = { .sem_num = 0, .sem_op = 1 };
		if (semop(semaphore(), &up, 1))
			die("semop");
	} else if (!strcmp(call, "msgrcv")) {
		struct { long type; char text[16]; } msg = { 1, "ping" };
		if (msgsnd(message_queue(), &msg, 4, 0))
			die("msgsnd");
	} else if (!strcmp(call, "inotify-read")) {
		int fd = open(path("watch/new"), O_WRONLY | O_CREAT, 0600);
		if (fd < 0)
			die("create");
	} else if (!strcmp(call, "accept")) {
		struct sockaddr_un sa = sock_addr();
		int fd = socket(AF_UNIX, SOCK_STREAM, 0);
		if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa))
			die("connect");
	} else if (!strncmp(call, "recvfrom", 8) || !strncmp(call, "io_", 3)) {
		struct sockaddr_un sa = sock_addr();
		int fd = socket(AF_UNIX, SOCK_DGRAM, 0);
		if (fd < 0 || sendto(fd, "ping", 4, 0, (struct sockaddr *)&sa, sizeof sa) != 4)
			die("sendto");
	} else if (!strncmp(call, "futex", 5)) {
		uint32_t *w = futex_word();
		__atomic_store_n(w, 1, __ATOMIC_SEQ_CST);
		if (syscall(SYS_futex, w, FUTEX_WAKE, 1, NULL, NULL, 0) < 0)
			die("futex wake");
	} else {
		/* rt_sigtimedwait, pause, rt_sigsuspend */
		if (kill(pid, SIGUSR1))
			die("kill");
	}
}

/* SysV IPC objects outlive the process: the test removes them. */
static void remove_ipc(void)
{
	int id = semget(key('s'), 0, 0);
	if (id >= 0)
		semctl(id, 0, IPC_RMID);
	id = msgget(key('m'), 0);
	if (id >= 0)
		msgctl(id, IPC_RMID, NULL);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "remove")) {
		dir = argv[2];
		remove_ipc();
		return 0;
	} else if (argc == 3) {
		dir = argv[2];
		if (block(argv[1]) == 0)
			return 0;
	} else if (argc == 5 && !strcmp(argv[1], "wake")) {
		dir = argv[3];
		wake(argv[2], atoi(argv[4]));
		return 0;
	}
	fprintf(stderr, "usage: attach-block CALL DIR | wake CALL DIR PID | remove DIR\n");
	return 2;
}
