/* A process with many threads, some of them coming and going all the time:
 * scale-threads STEADY CHURN starts STEADY threads that block for ever and
 * CHURN threads that each create and join short-lived threads in a loop,
 * prints "ready" once all the steady ones exist, and runs until killed.
 * Attaching to it must catch every thread, including those born during
 * the attach. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void *block(void *arg)
{
	for (;;)
		pause();
	return arg;
}

static void *brief(void *arg)
{
	getppid();
	return arg;
}

static pthread_attr_t small_stack;

static void *churn(void *arg)
{
	for (;;) {
		pthread_t t;
		if (pthread_create(&t, &small_stack, brief, NULL) == 0)
			pthread_join(t, NULL);
	}
	return arg;
}

int main(int argc, char **argv)
{
	if (argc != 3)
		return 2;
	int steady = atoi(argv[1]), churners = atoi(argv[2]);
	pthread_attr_init(&small_stack);
	pthread_attr_setstacksize(&small_stack, 64 * 1024);
	for (int i = 0; i < steady; i++) {
		pthread_t t;
		if (pthread_create(&t, &small_stack, block, NULL) != 0) {
			perror("pthread_create");
			return 1;
		}
	}
	for (int i = 0; i < churners; i++) {
		pthread_t t;
		if (pthread_create(&t, &small_stack, churn, NULL) != 0) {
			perror("pthread_create");
			return 1;
		}
	}
	printf("ready\n");
	fflush(stdout);
	for (;;)
		pause();
}
