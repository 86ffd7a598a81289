/* execve from a thread that is not the group leader: the kernel ends the
 * leader's call in progress and the exec'ing thread takes the leader's pid
 * (man 2 execve, "All other threads except the calling thread are
 * destroyed").  The thread waits until the leader is blocked in pause, so
 * that the trace's order does not depend on the scheduler. */
#include <pthread.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Is the leader blocked in pause?  /proc/PID/task/PID/syscall starts with
 * the number of the syscall a blocked thread is in. */
static int leader_in_pause(void)
{
	char path[64];
	long nr = -1;
	snprintf(path, sizeof path, "/proc/%d/task/%d/syscall", getpid(), getpid());
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%ld", &nr) != 1)
		nr = -1;
	fclose(f);
	return nr == SYS_pause;
}

static void *worker(void *arg)
{
	char *argv[] = { "true", NULL };
	(void)arg;
	while (!leader_in_pause())
		usleep(1000);
	execve("/bin/true", argv, (char *[]){ NULL });
	_exit(1);
}

int main(void)
{
	pthread_t t;
	if (pthread_create(&t, NULL, worker, NULL) != 0)
		return 1;
	for (;;)
		pause();
}
