/* execve and execveat: argv printed and cut at -s, envp counted, unreadable
 * arrays and strings.  Every call fails, so the program goes on. */
#include "progs.h"

#include <fcntl.h>

extern char **environ;

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

int main(void)
{
	char *page = tail_page();
	char *end = page + 4096;
	size_t nenv = 0;
	while (environ[nenv])
		nenv++;

	char *args[] = { "prog", "-l", "a\"b\n", "", NULL };
	long rc = syscall(SYS_execve, "/nonexistent/x", args, environ);
	expect(rc, strerrorname_np(errno),
	       "execve(\"/nonexistent/x\", [\"prog\", \"-l\", \"a\\\"b\\n\", \"\"], %p /* %zu var%s */)",
	       (void *)environ, nenv, plural(nenv));

	rc = syscall(SYS_execve, "/nonexistent/x", NULL, NULL);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", NULL, NULL)");

	/* Arrays that cannot be read at all are addresses. */
	rc = syscall(SYS_execve, "/nonexistent/x", end, end);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", %p, %p)", (void *)end, (void *)end);

	char *empty[] = { NULL };
	rc = syscall(SYS_execve, "/nonexistent/x", empty, empty);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", [], %p /* 0 vars */)", (void *)empty);

	/* Arrays that run into unmapped memory before their NULL. */
	char **two = (char **)(end - 2 * sizeof(char *));
	two[0] = "x";
	two[1] = "y";
	rc = syscall(SYS_execve, "/nonexistent/x", two, two);
	expect(rc, strerrorname_np(errno),
	       "execve(\"/nonexistent/x\", [\"x\", \"y\", ... /* %p */], %p /* 2 vars, unterminated */)",
	       (void *)end, (void *)two);

	/* A string that cannot be read is its address. */
	char *bad[] = { end, NULL };
	rc = syscall(SYS_execve, "/nonexistent/x", bad, bad);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", [%p], %p /* 1 var */)",
	       (void *)end, (void *)bad);
	rc = syscall(SYS_execve, end, empty, NULL);
	expect(rc, strerrorname_np(errno), "execve(%p, [], NULL)", (void *)end);

	/* Strings cut at 32 bytes, and at most 32 of them. */
	char *lng[] = { "0123456789012345678901234567890123456789", NULL };
	rc = syscall(SYS_execve, "/nonexistent/x", lng, empty);
	expect(rc, strerrorname_np(errno),
	       "execve(\"/nonexistent/x\", [\"01234567890123456789012345678901\"...], %p /* 0 vars */)",
	       (void *)empty);
	char *many[34];
	for (int i = 0; i < 33; i++)
		many[i] = "q";
	many[33] = NULL;
	char list[33 * 5 + 1] = "";
	for (int i = 0; i < 32; i++)
		strcat(list, i ? ", \"q\"" : "\"q\"");
	rc = syscall(SYS_execve, "/nonexistent/x", many, empty);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", [%s, ...], %p /* 0 vars */)",
	       list, (void *)empty);
	many[32] = NULL;
	rc = syscall(SYS_execve, "/nonexistent/x", many, empty);
	expect(rc, strerrorname_np(errno), "execve(\"/nonexistent/x\", [%s], %p /* 0 vars */)",
	       list, (void *)empty);

	rc = syscall(SYS_execveat, AT_FDCWD, "/nonexistent/x", args, empty,
		     AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH);
	expect(rc, strerrorname_np(errno),
	       "execveat(AT_FDCWD, \"/nonexistent/x\", [\"prog\", \"-l\", \"a\\\"b\\n\", \"\"], %p /* 0 vars */, AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH)",
	       (void *)empty);
	rc = syscall(SYS_execveat, -1, "", NULL, NULL, 0x1000000);
	expect(rc, strerrorname_np(errno), "execveat(-1, \"\", NULL, NULL, 0x1000000 /* AT_??? */)");
	return 0;
}
