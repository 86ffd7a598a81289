/* The thread-group leader calls pthread_exit while another thread still
 * runs; that thread waits until the leader is a zombie (so its exit call
 * was made, whatever the scheduler does), writes a line and exits the group
 * with 3.  The tracer must print every line, the leader's exit last. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The leader's state letter in /proc/PID/task/PID/stat (after the last ')'). */
static char leader_state(void)
{
	char path[64], buf[512];
	snprintf(path, sizeof path, "/proc/%d/task/%d/stat", getpid(), getpid());
	FILE *f = fopen(path, "r");
	if (!f)
		return '?';
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	char *p = NULL;
	for (char *q = buf; (q = strchr(q, ')')); q++)
		p = q;
	return p && p[1] == ' ' ? p[2] : '?';
}

static void *worker(void *arg)
{
	(void)arg;
	while (leader_state() != 'Z')
		usleep(1000);
	write(1, "worker\n", 7);
	exit(3);
}

int main(void)
{
	pthread_t t;
	if (pthread_create(&t, NULL, worker, NULL) != 0)
		return 1;
	pthread_exit(NULL);
}
