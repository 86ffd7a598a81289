/* Four threads that keep running until told to stop: for ^Z of a
 * multi-threaded job.  Prints "ready" once every thread has run.  On each
 * line read from stdin it checks that every thread makes progress within
 * two seconds and prints "all 4 threads ran" (or which one did not); at end
 * of input it exits 0. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { THREADS = 4 };

static atomic_ulong counters[THREADS];

static void *spin(void *arg)
{
	atomic_ulong *c = arg;
	struct timespec tick = { 0, 1000 * 1000 };
	for (;;) {
		atomic_fetch_add(c, 1);
		nanosleep(&tick, NULL);
	}
	return NULL;
}

/* Has every thread's counter moved past its value in from[], within 2 s? */
static int stalled(const unsigned long *from)
{
	struct timespec tick = { 0, 10 * 1000 * 1000 };
	for (int round = 0; round < 200; round++) {
		int behind = -1;
		for (int i = 0; i < THREADS && behind < 0; i++)
			if (atomic_load(&counters[i]) == from[i])
				behind = i;
		if (behind < 0)
			return -1;
		if (round == 199)
			return behind;
		nanosleep(&tick, NULL);
	}
	return -1;
}

int main(void)
{
	pthread_t t[THREADS];
	unsigned long zero[THREADS] = { 0 }, now[THREADS];
	setvbuf(stdout, NULL, _IONBF, 0);
	for (int i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, spin, &counters[i]);
	if (stalled(zero) >= 0)
		return 1;
	printf("ready\n");
	char line[256];
	while (fgets(line, sizeof line, stdin)) {
		for (int i = 0; i < THREADS; i++)
			now[i] = atomic_load(&counters[i]);
		int behind = stalled(now);
		if (behind < 0)
			printf("all %d threads ran\n", THREADS);
		else
			printf("thread %d did not run\n", behind);
	}
	return 0;
}
