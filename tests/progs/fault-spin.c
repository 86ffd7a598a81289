/* Runs until killed, making syscalls all the time: every 10 ms (or every
 * argv[2] microseconds) it writes its iteration count at the start of the
 * file argv[1], so a test can see it make progress (and that it stopped
 * making any while stopped).  A short pause fills a trace's pipe fast. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc != 2 && argc != 3)
		return 2;
	long us = argc == 3 ? atol(argv[2]) : 10000;
	int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return 1;
	const struct timespec tick = { us / 1000000, us % 1000000 * 1000 };
	for (unsigned long n = 1;; n++) {
		char buf[32];
		int len = snprintf(buf, sizeof buf, "%020lu\n", n);
		if (pwrite(fd, buf, len, 0) != len)
			return 1;
		nanosleep(&tick, NULL);
	}
}
