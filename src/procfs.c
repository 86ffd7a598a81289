#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "procfs.h"

bool proc_status(pid_t pid, char *buf, size_t size)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/status", pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	size_t len = 0;
	ssize_t n;
	while (len + 1 < size && (n = read(fd, buf + len, size - 1 - len)) > 0)
		len += n;
	close(fd);
	buf[len] = 0;
	return len > 0;
}

const char *status_field(const char *status, const char *key)
{
	size_t klen = strlen(key);
	for (const char *line = status; line && *line; line = strchr(line, '\n')) {
		if (*line == '\n')
			line++;
		if (!strncmp(line, key, klen) && line[klen] == ':')
			return line + klen + 1 + strspn(line + klen + 1, " \t");
	}
	return NULL;
}

long proc_status_number(pid_t pid, const char *key, long unknown)
{
	char status[4096];
	const char *v = proc_status(pid, status, sizeof status) ? status_field(status, key) : NULL;
	return v ? atol(v) : unknown;
}

pid_t proc_tgid(pid_t tid)
{
	pid_t tgid = (pid_t)proc_status_number(tid, "Tgid", 0);
	return tgid > 0 ? tgid : tid;
}
