/* For tests/json.bats: a few calls whose JSON objects the test checks
 * member by member: a failed open, flags, a struct, bytes that are not
 * UTF-8, a string cut at -s, a signal set, a handled signal, an exit
 * status. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static void on_usr1(int sig)
{
	(void)sig;
}

int main(void)
{
	syscall(SYS_openat, AT_FDCWD, "/nonexistent/seize-json", O_RDONLY | O_CLOEXEC);
	int fd = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null", O_WRONLY | O_APPEND);
	syscall(SYS_write, fd, "caf\xc3\xa9 \xff\xfe!", 9);
	syscall(SYS_write, fd, "a string longer than the limit", 30);
	struct stat st;
	syscall(SYS_fstat, fd, &st);
	syscall(SYS_close, fd);
	unsigned long set = 1UL << (SIGUSR2 - 1) | 1UL << (36 - 1);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
	signal(SIGUSR1, on_usr1);
	syscall(SYS_kill, getpid(), SIGUSR1);
	syscall(SYS_tgkill, getpid(), gettid(), SIGUSR1);
	syscall(SYS_exit_group, 3);
	return 0;
}
