/* -f -o FILE: the dump follows its call's line in each process's trace,
 * with no pid prefix of its own.  The child writes, the parent reads
 * once it has ended, so the order is known.  Run by tests/dumps.bats. */
#include <sys/wait.h>

#include "dump.h"

int main(void)
{
	dump_start();
	int p[2];
	if (pipe(p))
		return 1;
	fixed_fd(p[0], FD_PIPE_R);
	fixed_fd(p[1], FD_PIPE_W);
	static const char msg[] = "from the child\n";
	pid_t child = fork();
	if (child == 0)
		_exit(write(FD_PIPE_W, msg, sizeof msg - 1) != sizeof msg - 1);
	int status;
	if (waitpid(child, &status, 0) != child || status)
		return 1;
	char buf[64];
	long rc = read(FD_PIPE_R, buf, sizeof buf);
	line(sizeof msg - 1, NULL, "%-5d write(%d, %s, %zu)", (int)child, FD_PIPE_W,
	     quoted(msg, sizeof msg - 1), sizeof msg - 1);
	if (write_dumped(FD_PIPE_W))
		dump_lines(msg, sizeof msg - 1);
	line(rc, NULL, "%-5d read(%d, %s, %zu)", (int)getpid(), FD_PIPE_R, quoted(buf, rc),
	     sizeof buf);
	if (read_dumped(FD_PIPE_R))
		dump_lines(buf, rc);
	return 0;
}
