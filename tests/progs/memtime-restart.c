/* A sleep stopped by SIGSTOP and continued is resumed by the kernel with
 * restart_syscall, which seize names after the call it resumes.  A child
 * process stops and continues this one, then interrupts the resumed sleep
 * with a signal, so nothing depends on timing. */
#include "progs.h"

#include <signal.h>
#include <sys/wait.h>
#include <time.h>

/* The state letter of /proc/PID/stat: S sleeping, T or t stopped. */
static char proc_state(pid_t pid)
{
	char path[64], buf[512];
	snprintf(path, sizeof path, "/proc/%d/stat", pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return '?';
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = 0;
	char *p = strrchr(buf, ')');
	return p && p[1] == ' ' ? p[2] : '?';
}

/* Poll (no fixed sleep) until pid is in one of the states, for 10 s at most. */
static void wait_state(pid_t pid, const char *states)
{
	struct timespec start, now, pause = { 0, 1000000 };
	clock_gettime(CLOCK_MONOTONIC, &start);
	do {
		if (strchr(states, proc_state(pid)))
			return;
		nanosleep(&pause, NULL);
		clock_gettime(CLOCK_MONOTONIC, &now);
	} while (now.tv_sec - start.tv_sec < 10);
	_exit(2);
}

/* TracerPid of /proc/PID/status, 0 when not traced. */
static pid_t tracer_of(pid_t pid)
{
	char path[64], line[256];
	snprintf(path, sizeof path, "/proc/%d/status", pid);
	FILE *f = fopen(path, "r");
	pid_t tracer = 0;
	while (f && fgets(line, sizeof line, f))
		if (sscanf(line, "TracerPid: %d", &tracer) == 1)
			break;
	if (f)
		fclose(f);
	return tracer;
}

static void on_usr1(int sig)
{
	(void)sig;
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	sigaction(SIGUSR1, &sa, NULL);
	int go[2];
	if (pipe(go))
		return 1;
	pid_t self = getpid();
	pid_t child = fork();
	if (child == 0) {
		char c;
		if (read(go[0], &c, 1) != 1)
			_exit(1);
		wait_state(self, "S");
		kill(self, SIGSTOP);
		wait_state(self, "Tt");
		/* Continue the tracer too, as a shell's fg would: seize
		 * stops with its command.  Not the whole process group:
		 * other tests may hold stopped processes in it. */
		pid_t tracer = tracer_of(self);
		if (tracer > 0)
			kill(tracer, SIGCONT);
		kill(self, SIGCONT);
		wait_state(self, "S");
		kill(self, SIGUSR1);
		_exit(0);
	}
	if (write(go[1], "x", 1) != 1)
		return 1;
	struct timespec req = { 60, 0 }, rem;
	syscall(SYS_nanosleep, &req, &rem);
	int status;
	waitpid(child, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return 1;
	printf("restart_syscall(<... resuming interrupted nanosleep ...>) = ? "
	       "ERESTART_RESTARTBLOCK (Interrupted by signal)\n");
	return 0;
}
