/* -e inject= and -e fault= (tests/inject.bats): the program checks what it
 * really saw (errno, return values, a file the skipped unlinkat left, a
 * handler that ran, a delay), prints the lines seize must write, and exits
 * 1 if the tampering did not happen as asked.  INJECT_CASE picks the seize
 * options tests/inject.bats gives. */
#include "progs.h"

#include <fcntl.h>
#include <stdbool.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "inject.c:%d: %s\n", __LINE__, #cond); failures++; } } while (0)

static char prefix[32];	/* "PID   " under -f -o FILE */

static void line(const char *ret, const char *fmt, ...)
{
	char text[4096];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	int pad = 40 - (int)strlen(prefix) - (int)strlen(text);
	printf("%s%s%*s= %s\n", prefix, text, pad < 1 ? 1 : pad, "", ret);
	fflush(stdout);
}

/* AT_FDCWD as -X (INJECT_XLAT=raw|verbose) shows it */
static const char *at_fdcwd(void)
{
	const char *x = getenv("INJECT_XLAT");
	if (x && !strcmp(x, "raw"))
		return "-100";
	if (x && !strcmp(x, "verbose"))
		return "-100 /* AT_FDCWD */";
	return "AT_FDCWD";
}

static bool exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

/* -e trace=unlinkat,chdir -e fault=unlinkat:error=ENOENT:when=2
 * -e inject=chdir:retval=42:when=2..3 -e fault=fchdir:when=1+2:syscall=getppid */
static void case_fault(void)
{
	static const char *const names[] = { "inject-a", "inject-b", "inject-c" };
	for (int i = 0; i < 3; i++)
		close(open(names[i], O_CREAT | O_WRONLY, 0600));
	long r = syscall(SYS_unlinkat, AT_FDCWD, names[0], 0);
	CHECK(r == 0 && !exists(names[0]));
	line("0", "unlinkat(%s, \"%s\", 0)", at_fdcwd(), names[0]);
	errno = 0;
	r = syscall(SYS_unlinkat, AT_FDCWD, names[1], 0);
	CHECK(r == -1 && errno == ENOENT && exists(names[1]));	/* really skipped */
	line("-1 ENOENT (No such file or directory) (INJECTED)", "unlinkat(%s, \"%s\", 0)",
	     at_fdcwd(), names[1]);
	r = syscall(SYS_unlinkat, AT_FDCWD, names[1], 0);
	CHECK(r == 0 && !exists(names[1]));
	line("0", "unlinkat(%s, \"%s\", 0)", at_fdcwd(), names[1]);
	r = syscall(SYS_unlinkat, AT_FDCWD, names[2], 0);
	CHECK(r == 0);
	line("0", "unlinkat(%s, \"%s\", 0)", at_fdcwd(), names[2]);

	char before[4096], after[4096];
	CHECK(getcwd(before, sizeof before) != NULL);
	r = syscall(SYS_chdir, ".");
	CHECK(r == 0);
	line("0", "chdir(\".\")");
	for (int i = 0; i < 2; i++) {
		r = syscall(SYS_chdir, "/");
		CHECK(r == 42);
		CHECK(getcwd(after, sizeof after) && !strcmp(before, after));	/* skipped */
		line("42 (INJECTED)", "chdir(\"/\")");
	}
	r = syscall(SYS_chdir, before);
	CHECK(r == 0);
	line("0", "chdir(\"%s\")", before);

	/* replaced by getppid: nothing happens, the error is ENOSYS */
	int dir = open("/", O_RDONLY | O_DIRECTORY);
	for (int i = 1; i <= 3; i++) {
		errno = 0;
		r = syscall(SYS_fchdir, dir);
		CHECK(i % 2 ? r == -1 && errno == ENOSYS : r == 0);
		if (i % 2)
			line("-1 ENOSYS (Function not implemented) (INJECTED)", "fchdir(%d)", dir);
		else
			line("0", "fchdir(%d)", dir);
	}
	CHECK(getcwd(after, sizeof after) && !strcmp(after, "/"));
	close(dir);
}

static volatile sig_atomic_t handled;

static void on_signal(int sig)
{
	handled = sig;
}

/* -e trace=getppid,getuid -e inject=getppid:signal=SIGUSR1:when=2
 * -e inject=getuid:error=EPERM:signal=SIGUSR2:when=1 */
static void case_signal(void)
{
	signal(SIGUSR1, on_signal);
	signal(SIGUSR2, on_signal);
	pid_t ppid = getppid();
	char ret[32];
	snprintf(ret, sizeof ret, "%d", (int)ppid);
	line(ret, "getppid()");
	CHECK(!handled);
	CHECK(syscall(SYS_getppid) == ppid);
	line(ret, "getppid()");
	CHECK(handled == SIGUSR1);	/* delivered before the call returned */
	printf("%s--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_KERNEL} ---\n", prefix);
	handled = 0;
	errno = 0;
	CHECK(syscall(SYS_getuid) == -1 && errno == EPERM);
	line("-1 EPERM (Operation not permitted) (INJECTED)", "getuid()");
	CHECK(handled == SIGUSR2);
	printf("%s--- SIGUSR2 {si_signo=SIGUSR2, si_code=SI_KERNEL} ---\n", prefix);
	fflush(stdout);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* -e trace=getppid -e inject=getppid:delay_enter=300ms:delay_exit=0.2s:when=2..3
 * (the first getppid is this program's own, to know the answer) */
static void case_delay(void)
{
	char ret[32];
	pid_t ppid = getppid();
	snprintf(ret, sizeof ret, "%d", (int)ppid);
	line(ret, "getppid()");
	snprintf(ret, sizeof ret, "%d (DELAYED)", (int)ppid);
	for (int i = 0; i < 2; i++) {
		double t0 = now();
		CHECK(syscall(SYS_getppid) == ppid);
		/* 0.3 s enter + 0.2 s exit: measured loosely */
		CHECK(now() - t0 > 0.4);
		line(ret, "getppid()");
	}
	CHECK(syscall(SYS_getppid) == ppid);
	snprintf(ret, sizeof ret, "%d", (int)ppid);
	line(ret, "getppid()");
}

/* -e trace=write,recvfrom -e inject=write:poke_enter=@arg2=4a:when=1
 * -e inject=recvfrom:poke_exit=@arg2=5859:when=1 */
static void case_poke(void)
{
	int sv[2];
	char buf[8] = { 0 };
	char msg[] = "hello";	/* a poke would change a literal for good */
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		abort();
	CHECK(write(sv[1], msg, 5) == 5);
	line("5 (INJECTED: args)", "write(%d, \"Jello\", 5)", sv[1]);
	CHECK(!strcmp(msg, "Jello"));
	strcpy(msg, "hello");
	CHECK(recvfrom(sv[0], buf, 5, 0, NULL, NULL) == 5);
	CHECK(!memcmp(buf, "XYllo", 5));	/* "Jello" went, "XY" came */
	line("5 (INJECTED: args)", "recvfrom(%d, \"XYllo\", 5, 0, NULL, NULL)", sv[0]);
	CHECK(write(sv[1], msg, 5) == 5);
	line("5", "write(%d, \"hello\", 5)", sv[1]);
	CHECK(recvfrom(sv[0], buf, 5, 0, NULL, NULL) == 5 && !memcmp(buf, "hello", 5));
	line("5", "recvfrom(%d, \"hello\", 5, 0, NULL, NULL)", sv[0]);
}

/* -f -e trace=chdir -e inject=chdir:retval=9:when=2: the child counts
 * from zero whatever its parent did (strace's counts are per tracee). */
static void case_children(void)
{
	snprintf(prefix, sizeof prefix, "%-5d ", (int)getpid());
	CHECK(syscall(SYS_chdir, "/") == 0);
	line("0", "chdir(\"/\")");
	CHECK(syscall(SYS_chdir, "/") == 9);
	line("9 (INJECTED)", "chdir(\"/\")");
	pid_t child = fork();
	if (child == 0) {
		snprintf(prefix, sizeof prefix, "%-5d ", (int)getpid());
		CHECK(syscall(SYS_chdir, "/") == 0);
		line("0", "chdir(\"/\")");
		CHECK(syscall(SYS_chdir, "/") == 9);
		line("9 (INJECTED)", "chdir(\"/\")");
		CHECK(syscall(SYS_chdir, "/") == 0);
		line("0", "chdir(\"/\")");
		_exit(failures != 0);
	}
	int status;
	CHECK(waitpid(child, &status, 0) == child && WIFEXITED(status) && !WEXITSTATUS(status));
	CHECK(syscall(SYS_chdir, "/") == 0);
	line("0", "chdir(\"/\")");
}

/* -e trace=getppid -e inject=chdir:error=EPERM: chdir is not traced, so
 * not tampered with either, as in strace 6.1. */
static void case_untraced(void)
{
	CHECK(syscall(SYS_chdir, "/") == 0);
	char ret[32];
	snprintf(ret, sizeof ret, "%d", (int)getppid());
	line(ret, "getppid()");
}

int main(void)
{
	const char *c = getenv("INJECT_CASE");
	if (getenv("INJECT_PID_PREFIX"))	/* -f -o FILE */
		snprintf(prefix, sizeof prefix, "%-5d ", (int)getpid());
	if (!c)
		c = "fault";
	if (!strcmp(c, "fault"))
		case_fault();
	else if (!strcmp(c, "signal"))
		case_signal();
	else if (!strcmp(c, "delay"))
		case_delay();
	else if (!strcmp(c, "poke"))
		case_poke();
	else if (!strcmp(c, "children"))
		case_children();
	else if (!strcmp(c, "untraced"))
		case_untraced();
	return failures != 0;
}
