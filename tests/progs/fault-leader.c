/* The thread-group leader calls pthread_exit while another thread still
 * runs; the other thread then writes a line and exits the group with 3.
 * The tracer must print every line and the leader's exit only at the end. */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

static void *worker(void *arg)
{
	int *ready = arg;
	/* Wait (by polling a pipe) until main has gone: a pipe gives no
	 * timing assumptions, main's write happens right before pthread_exit. */
	char c;
	if (read(ready[0], &c, 1) != 1)
		_exit(1);
	write(1, "worker\n", 7);
	exit(3);
}

int main(void)
{
	static int ready[2];
	pthread_t t;
	if (pipe(ready) < 0 || pthread_create(&t, NULL, worker, ready) != 0)
		return 1;
	write(ready[1], "x", 1);
	pthread_exit(NULL);
}
