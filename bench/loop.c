/* The syscall-heavy workload of the benchmarks: N rounds of cheap calls
 * (getppid, write to /dev/null, openat, fstat, close). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 20000;
	int null = open("/dev/null", O_WRONLY);
	struct stat st;
	for (long i = 0; i < rounds; i++) {
		getppid();
		write(null, "x", 1);
		int fd = openat(AT_FDCWD, "/etc/hostname", O_RDONLY);
		fstat(fd, &st);
		close(fd);
	}
	return 0;
}
