/* A fork-heavy workload: scale-forks N forks N short children, child i
 * exiting with status i % 7, and every tenth round also starts and joins a
 * thread.  It checks that it reaped each child with the right status, so a
 * tracer that steals or loses a wait status fails it.  At the end it prints
 * "children N threads M" and, when traced, its tracer's peak resident size
 * "tracer_hwm_kib K" (VmHWM, read while the tracer still runs). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void *brief(void *arg)
{
	getppid();
	return arg;
}

/* The value of "Field:" in /proc/PID/status, or -1. */
static long status_field(const char *pid, const char *field)
{
	char path[64], line[256];
	snprintf(path, sizeof path, "/proc/%s/status", pid);
	FILE *f = fopen(path, "r");
	long value = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (!strncmp(line, field, strlen(field)))
			value = atol(line + strlen(field));
	fclose(f);
	return value;
}

int main(int argc, char **argv)
{
	if (argc != 2)
		return 2;
	int n = atoi(argv[1]), threads = 0;
	for (int i = 0; i < n; i++) {
		pid_t pid = fork();
		if (pid < 0) {
			perror("fork");
			return 1;
		}
		if (pid == 0)
			_exit(i % 7);
		int status;
		if (waitpid(pid, &status, 0) != pid) {
			perror("waitpid");
			return 1;
		}
		if (!WIFEXITED(status) || WEXITSTATUS(status) != i % 7) {
			fprintf(stderr, "child %d: wrong status %#x\n", i, status);
			return 1;
		}
		if (i % 10 == 0) {
			pthread_t t;
			if (pthread_create(&t, NULL, brief, NULL) != 0 ||
			    pthread_join(t, NULL) != 0) {
				fprintf(stderr, "thread %d failed\n", i);
				return 1;
			}
			threads++;
		}
	}
	printf("children %d threads %d\n", n, threads);
	long tracer = status_field("self", "TracerPid:");
	if (tracer > 0) {
		char pid[32];
		snprintf(pid, sizeof pid, "%ld", tracer);
		printf("tracer_hwm_kib %ld\n", status_field(pid, "VmHWM:"));
	}
	return 0;
}
