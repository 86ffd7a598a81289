/* Command-line options, spelt as strace spells them. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmtopts.h"
#include "inject.h"
#include "options.h"
#include "pathtrace.h"
#include "unwind.h"
#include "util.h"

static const char usage_text[] =
"Usage: seize [-f|-ff] [-q|-qq] [-o FILE] [-s STRSIZE] [-p PID]... [--] [PROG [ARGS]]\n"
"\n"
"Trace the system calls and signals of PROG, or of the running process PID.\n"
"\n"
"General:\n"
"  -h, --help             print this help and exit\n"
"  -V, --version          print the version and the optional features, and exit\n"
"  -d, --debug            tell seize's own doings on standard error\n"
"  --tips[=[[id:]ID|random|tip-of-the-day][,[format:]compact|full|none]]\n"
"                         a tip about seize after the trace (alone: only it)\n"
"\n"
"Startup:\n"
"  -E VAR=VAL, --env=VAR=VAL\n"
"                         put VAR=VAL in the command's environment\n"
"  -E VAR, --env=VAR      remove VAR from the command's environment\n"
"  -I N, --interruptible=N\n"
"                         when seize's SIGHUP, SIGINT, SIGQUIT, SIGPIPE and\n"
"                         SIGTERM act: 1 anywhere, 2 waiting (the default),\n"
"                         3 never (ignored), 4 never_tstp (SIGTSTP too)\n"
"  -D, --daemonize[=grandchild]\n"
"                         the tracer runs beside the command (always: the\n"
"                         command keeps seize's place in the job), in the\n"
"                         job's process group\n"
"  -DD, --daemonize=pgroup\n"
"                         in a process group of its own (the default)\n"
"  -DDD, --daemonize=session\n"
"                         in a session of its own\n"
"  --syscall-limit=N      detach from every tracee after N syscalls are shown\n"
"  --kill-on-exit         the tracees die with seize, -p ones too\n"
"  -b execve, --detach-on=execve\n"
"                         detach from a process when it calls execve\n"
"  -u USER[:GROUP], --user=USER[:GROUP]\n"
"                         run the command as USER (and GROUP); needs root\n"
"  -p PID, --attach=PID   trace process PID (all its threads); may be repeated,\n"
"                         or given as a list \"PID1,PID2\"; seize detaches on\n"
"                         SIGINT, SIGTERM, SIGHUP or SIGQUIT\n"
"\n"
"Tracing:\n"
"  -f, --follow-forks     trace the children created by fork, vfork and clone\n"
"  -ff, --output-separately\n"
"                         with -o FILE, write each process's trace to FILE.PID\n"
"  --seccomp-bpf          stop only at traced syscalls, with a seccomp filter\n"
"                         in the launched command (the default with -f;\n"
"                         without -f there is none, as in strace)\n"
"  --no-seccomp-bpf       stop at every syscall and filter in seize\n"
"\n"
"Filtering:\n"
"  -e trace=SET, --trace=SET, -e SET\n"
"                         trace only the syscalls in SET: names, %file %desc\n"
"                         %network %process %signal %ipc %memory %creds %clock\n"
"                         %stat %lstat %fstat %%stat %statfs %fstatfs %%statfs\n"
"                         %pure, /REGEX, ?NAME (no error if unknown), all, none;\n"
"                         any of them may end in @64, @32 or @x32 (x86_64,\n"
"                         i386 or x32 calls only);\n"
"                         a leading ! inverts the set\n"
"  -e signal=SET, --signal=SET\n"
"                         print only the signals in SET (names or numbers)\n"
"  -e status=SET, --status=SET\n"
"                         print only syscalls that ended so: successful, failed,\n"
"                         unfinished, unavailable, detached\n"
"  -P PATH, --trace-path=PATH\n"
"                         print only syscalls that touch PATH (by name or by\n"
"                         descriptor); may be repeated\n"
"  --trace-fds=FD[,FD...] print only syscalls on these descriptors\n"
"  -z, --successful-only  same as -e status=successful\n"
"  -Z, --failed-only      same as -e status=failed\n"
"  --list-syscalls[=SET]  print the syscalls SET expands to (default: all)\n"
"\n"
"Output format:\n"
"  -e kvm=vcpu, --kvm=vcpu\n"
"                         print the exit reason of each KVM_RUN\n"
"  -a COLUMN, --columns=COLUMN\n"
"                         align return values at COLUMN (default 40)\n"
"  -i, --instruction-pointer\n"
"                         print the instruction pointer at the time of the call\n"
"  -j, --json             write the trace as JSON Lines, one object per event\n"
"                         (see seize(1), JSON OUTPUT)\n"
"  -k, --stack-trace[=symbol]\n"
"                         print the stack of the tracee after each syscall\n"
"  -kk, --stack-trace=source\n"
"                         also the source file and line of each frame\n"
"  --stack-trace-frame-limit=N\n"
"                         print at most N frames of each stack (default 256)\n"
"  -n, --syscall-number   print the syscall number\n"
"  --always-show-pid      print the pid on every line, even of one process\n"
"  -N, --arg-names        print each argument as name=value\n"
"  --color[=WHEN]         colour the trace: auto (--color alone: on a\n"
"                         terminal, unless NO_COLOR is set), always, or\n"
"                         never (the default); SEIZE_COLORS or STRACE_COLORS\n"
"                         (syscall=1;33:retval=32:...) choose the colours\n"
"  -r, --relative-timestamps[=PRECISION]\n"
"                         print the time since the previous line began\n"
"                         (PRECISION: s, ms, us or ns; default us)\n"
"  -t, --absolute-timestamps\n"
"                         print the wall-clock time of each line\n"
"  -tt                    with microseconds\n"
"  -ttt                   as seconds and microseconds since the epoch\n"
"  --timestamps[=[format:]FORMAT][,[precision:]PRECISION]\n"
"                         the same: FORMAT time, unix or none; PRECISION s,\n"
"                         ms, us or ns (also --absolute-timestamps=...)\n"
"  -T, --syscall-times[=PRECISION]\n"
"                         print the time spent in each syscall\n"
"  -s STRSIZE, --string-limit=STRSIZE\n"
"                         print at most STRSIZE bytes of each string (default 32)\n"
"  -o FILE, --output=FILE write the trace to FILE instead of standard error;\n"
"                         -o - is standard output, -o '|COMMAND' a pipe to\n"
"                         COMMAND's standard input\n"
"  -A, --output-append-mode\n"
"                         append to FILE instead of truncating it\n"
"  -e abbrev=SET, --abbrev=SET\n"
"                         print the structs of the syscalls in SET cut short\n"
"                         (the default: all)\n"
"  -v, --no-abbrev        print structs in full (same as -e abbrev=none)\n"
"  -e verbose=SET, --verbose=SET\n"
"                         print the structs of the syscalls in SET (default:\n"
"                         all); the others' as addresses\n"
"  -e raw=SET, --raw=SET  print the arguments of the syscalls in SET undecoded,\n"
"                         in hex, and their return values in hex\n"
"  -e read=SET, --read=SET\n"
"                         dump in hex and ASCII the data read from the\n"
"                         descriptors in SET (numbers, all, none, !SET)\n"
"  -e write=SET, --write=SET\n"
"                         dump the data written to the descriptors in SET\n"
"\n"
"Tampering:\n"
"  -e inject=SET[:error=ERRNO|:retval=VALUE][:signal=SIG][:syscall=NAME]\n"
"      [:delay_enter=DELAY][:delay_exit=DELAY][:poke_enter=@argN=HEX]\n"
"      [:poke_exit=@argN=HEX][:when=EXPR], --inject=...\n"
"                         skip, delay or change the traced syscalls in SET;\n"
"                         EXPR: N, N..M, N+ or N+STEP (counted per thread)\n"
"  -e fault=SET[:error=ERRNO][:when=EXPR], --fault=...\n"
"                         make them fail (ENOSYS by default)\n"
"  -x, --strings-in-hex=non-ascii\n"
"                         print strings with non-ASCII bytes in hex\n"
"  -xx, --strings-in-hex[=all]\n"
"                         print all strings in hex\n"
"  --strings-in-hex=non-ascii-chars\n"
"                         hex instead of octal in escape sequences\n"
"  -X FORMAT, --const-print-style=FORMAT\n"
"                         how named constants and flags print: raw (numbers),\n"
"                         abbrev (names, the default), verbose (both)\n"
"  -y, --decode-fds[=path]\n"
"                         print the paths of file descriptors: 3</etc/passwd>\n"
"  -yy, --decode-fds=all  also socket protocols and addresses, device numbers\n"
"                         and the process of a pidfd\n"
"  -e decode-fds=SET, --decode-fds=SET\n"
"                         which fd details to print: path, socket, dev, pidfd\n"
"  -Y, --decode-pids=comm print the command names of pids: 1234<sh>\n"
"  --pidns-translation, --decode-pids=pidns\n"
"                         print a tracee's pids of its own pid namespace in\n"
"                         seize's too: 2 /* 7 in strace's PID NS */\n"
"  -e decode-pids=SET, --decode-pids=SET\n"
"                         which pid details to print: comm, pidns\n"
"\n"
"Statistics:\n"
"  -c, --summary-only     count time, calls and errors of each syscall and\n"
"                         print a table of them at the end, not the trace\n"
"  -C, --summary          like -c, but print the trace too\n"
"  -O OVERHEAD[UNIT], --summary-syscall-overhead=OVERHEAD[UNIT]\n"
"                         take OVERHEAD off each call's time; UNIT is s, ms,\n"
"                         us or ns (default: microseconds)\n"
"  -S SORTBY, --summary-sort-by=SORTBY\n"
"                         sort the table by: time, min-time, max-time,\n"
"                         avg-time, calls, errors, name, nothing (default time)\n"
"  -U COLUMNS, --summary-columns=COLUMNS\n"
"                         the table's columns, comma-separated: time-percent,\n"
"                         total-time, min-time, max-time, avg-time, calls,\n"
"                         errors, name (default time-percent,total-time,\n"
"                         avg-time,calls,errors,name)\n"
"  -w, --summary-wall-clock\n"
"                         time the calls by wall clock from entry to exit\n"
"                         (default: the tracee's system CPU time)\n"
"\n"
"Miscellaneous:\n"
"  -q, --quiet=attach,personality\n"
"                         do not print attach and detach messages\n"
"  -qq, --quiet=exit,...  also do not print +++ exited/killed +++ lines\n"
"  -qqq, --quiet=all      also do not print +++ superseded by execve +++\n"
"                         lines: no message about process status at all\n"
"  -e quiet=SET, --quiet=SET\n"
"                         suppress these messages: attach, exit,\n"
"                         path-resolution, personality, thread-execve\n";

/* strace's shape and, for the features seize shares with it, strace's names:
 * scripts that parse `strace -V` (grep stack-trace=) read this too.  The
 * names after those are seize's own. */
static void print_version(void)
{
	printf("seize -- version %s\n"
	       "Copyright (c) 2026 The seize developers.\n"
	       "License LGPL-2.1-or-later: GNU Lesser General Public License version 2.1\n"
	       "or later <https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html>.\n"
	       "This is free software; see the source for copying conditions.  There is NO\n"
	       "warranty; not even for MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.\n"
	       "\n", PACKAGE_VERSION);
	const char *features[] = {
#ifdef HAVE_LIBUNWIND
		"stack-trace=libunwind",
#ifdef HAVE_CXA_DEMANGLE
		"stack-demangle",
#endif
#endif
		/* strace on x86_64 always says whether it decodes the structs of
		 * i386 and x32 tracees; seize traces 64-bit processes only. */
		"no-m32-mpers", "no-mx32-mpers",
#if defined(HAVE_LIBUNWIND) && defined(HAVE_LIBDW)
		/* function names and source lines in -k frames */
		"stack-symbols=libdw",
#endif
#ifdef HAVE_LIBSECCOMP
		"seccomp-bpf",
#endif
		NULL
	};
	printf("Optional features enabled:");
	for (const char **f = features; *f; f++)
		printf(" %s", *f);
	printf("\n");
}

static long parse_number(const char *s, const char *what, long min, long max)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < min || v > max)
		die_usage("invalid %s: '%s'", what, s);
	return v;
}

static void add_pids(struct options *opt, const char *list)
{
	char *copy = xstrdup(list), *save = NULL;
	bool any = false;
	for (char *tok = strtok_r(copy, ", \t", &save); tok; tok = strtok_r(NULL, ", \t", &save)) {
		char *end;
		errno = 0;
		long pid = strtol(tok, &end, 10);
		if (errno || end == tok || *end || pid <= 0 || pid > INT_MAX)
			die_usage("Invalid process id: '%s'", tok);
		opt->attach_pids = xrealloc(opt->attach_pids,
					    (opt->n_attach + 1) * sizeof *opt->attach_pids);
		opt->attach_pids[opt->n_attach++] = (pid_t)pid;
		any = true;
	}
	free(copy);
	if (!any)
		die_usage("Invalid process id: '%s'", list);
}

enum { QUIET_ALL = Q_ATTACH | Q_EXIT | Q_PERSONALITY | Q_PATH_RESOLUTION | Q_THREAD_EXECVE };

static unsigned parse_quiet(const char *spec)
{
	static const struct { const char *name; unsigned bits; } names[] = {
		{ "attach", Q_ATTACH }, { "exit", Q_EXIT }, { "exits", Q_EXIT },
		{ "personality", Q_PERSONALITY }, { "path-resolution", Q_PATH_RESOLUTION },
		{ "thread-execve", Q_THREAD_EXECVE }, { "superseded", Q_THREAD_EXECVE },
		{ "all", QUIET_ALL },
		{ "none", 0 },
	};
	bool negate = spec[0] == '!';
	unsigned bits = 0;
	char *copy = xstrdup(spec + negate), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < sizeof names / sizeof names[0]; i++)
			if (!strcmp(tok, names[i].name))
				break;
		if (i == sizeof names / sizeof names[0])
			die_usage("invalid quiet '%s'", tok);
		bits |= names[i].bits;
	}
	free(copy);
	return negate ? ~bits & QUIET_ALL : bits;
}

/* -e kvm=vcpu, --kvm=vcpu: the only value strace has */
static void kvm_option(struct options *opt, const char *value)
{
	if (strcmp(value, "vcpu"))
		die_usage("invalid -e kvm= argument: '%s'", value);
	opt->kvm_vcpu = true;
}

/* -e QUALIFIER=SET, or -e SET meaning trace=SET. */
static void parse_qualifier(struct options *opt, const char *arg, bool *quiet_given)
{
	const char *err_text;
	char err[256];
	const char *eq = strchr(arg, '=');
	size_t len = eq ? (size_t)(eq - arg) : 0;
	const char *value = eq ? eq + 1 : arg;
	if (!eq || (len == 5 && !strncmp(arg, "trace", 5)) || (len == 1 && arg[0] == 't')) {
		if (!parse_syscall_set(value, &opt->trace, err, sizeof err))
			die_usage("%s", err);
	} else if ((len == 6 && !strncmp(arg, "signal", 6)) || (len == 7 && !strncmp(arg, "signals", 7)) ||
		   (len == 1 && arg[0] == 's')) {
		if (!parse_signal_set(value, &opt->signals, err, sizeof err))
			die_usage("%s", err);
	} else if ((len == 6 && !strncmp(arg, "inject", 6)) || (len == 5 && !strncmp(arg, "fault", 5))) {
		if (!inject_parse(&opt->inject, value, len == 5, &err_text))
			die("%s", err_text);
	} else if (len == 6 && !strncmp(arg, "status", 6)) {
		if (!parse_status_set(value, &opt->status, err, sizeof err))
			die_usage("%s", err);
	} else if ((len == 5 && !strncmp(arg, "quiet", 5)) || (len == 6 && !strncmp(arg, "silent", 6)) ||
		   (len == 7 && !strncmp(arg, "silence", 7)) || (len == 1 && arg[0] == 'q')) {
		opt->quiet = parse_quiet(value);
		*quiet_given = true;
	} else if (len == 3 && !strncmp(arg, "kvm", 3)) {
		kvm_option(opt, value);
	} else if (!parse_dump_qualifier(opt, arg, len, value)) {
		if (!parse_format_qualifier(opt, arg, len, value))
			die_usage("invalid -e qualifier '%.*s'", (int)len, arg);
	}
}

/* -I 1..4, --interruptible=anywhere|waiting|never|never_tstp */
static int interruptible_level(const char *arg, const char *name)
{
	static const char *const names[] = { "anywhere", "waiting", "never", "never_tstp" };
	if (arg[0] >= '1' && arg[0] <= '4' && !arg[1])
		return arg[0] - '0';
	if (!strcmp(arg, "always"))
		return 1;
	for (int i = 0; i < 4; i++)
		if (!strcmp(arg, names[i]))
			return i + 1;
	die_usage("invalid %s argument: '%s'", name, arg);
}

/* --daemonize=grandchild|pgroup|session: -D, -DD, -DDD */
static int daemonize_level(const char *arg)
{
	static const char *const names[] = { "grandchild", "pgroup", "session" };
	for (int i = 0; i < 3; i++)
		if (!strcmp(arg, names[i]))
			return i + 1;
	die_usage("invalid --daemonize argument: '%s'", arg);
}

void parse_options(struct options *opt, int argc, char **argv)
{
	enum {
		OPT_QUIET_LONG = 0x100, OPT_TRACE, OPT_SIGNAL, OPT_STATUS, OPT_LIST,
		OPT_SECCOMP, OPT_NO_SECCOMP, OPT_TRACE_FDS,
		OPT_STACK_TRACE, OPT_STACK_TRACES, OPT_STACK_FRAME_LIMIT, OPT_COLOR,
		OPT_RELATIVE_TS, OPT_ABSOLUTE_TS, OPT_TIMESTAMPS, OPT_SYSCALL_TIMES, OPT_KVM,
		OPT_INTERRUPTIBLE, OPT_SYSCALL_LIMIT, OPT_KILL_ON_EXIT, OPT_ALWAYS_SHOW_PID, OPT_TIPS,
		OPT_INJECT, OPT_FAULT,
	};
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "stack-trace", optional_argument, NULL, OPT_STACK_TRACE },
		{ "stack-traces", no_argument, NULL, OPT_STACK_TRACES },
		{ "stack-trace-frame-limit", required_argument, NULL, OPT_STACK_FRAME_LIMIT },
		{ "version", no_argument, NULL, 'V' },
		{ "attach", required_argument, NULL, 'p' },
		{ "follow-forks", no_argument, NULL, 'f' },
		{ "output-separately", no_argument, NULL, 'F' },
		{ "output", required_argument, NULL, 'o' },
		{ "string-limit", required_argument, NULL, 's' },
		{ "quiet", optional_argument, NULL, OPT_QUIET_LONG },
		{ "silent", optional_argument, NULL, OPT_QUIET_LONG },
		{ "silence", optional_argument, NULL, OPT_QUIET_LONG },
		{ "kvm", required_argument, NULL, OPT_KVM },
		{ "interruptible", required_argument, NULL, OPT_INTERRUPTIBLE },
		{ "syscall-limit", required_argument, NULL, OPT_SYSCALL_LIMIT },
		{ "kill-on-exit", no_argument, NULL, OPT_KILL_ON_EXIT },
		{ "always-show-pid", no_argument, NULL, OPT_ALWAYS_SHOW_PID },
		{ "debug", no_argument, NULL, 'd' },
		{ "tips", optional_argument, NULL, OPT_TIPS },
		{ "trace", required_argument, NULL, OPT_TRACE },
		{ "signal", required_argument, NULL, OPT_SIGNAL },
		{ "status", required_argument, NULL, OPT_STATUS },
		{ "inject", required_argument, NULL, OPT_INJECT },
		{ "fault", required_argument, NULL, OPT_FAULT },
		{ "successful-only", no_argument, NULL, 'z' },
		{ "failed-only", no_argument, NULL, 'Z' },
		{ "list-syscalls", optional_argument, NULL, OPT_LIST },
		{ "seccomp-bpf", no_argument, NULL, OPT_SECCOMP },
		{ "columns", required_argument, NULL, 'a' },
		{ "env", required_argument, NULL, 'E' },
		{ "trace-path", required_argument, NULL, 'P' },
		{ "trace-fds", required_argument, NULL, OPT_TRACE_FDS },
		{ "daemonize", optional_argument, NULL, 'D' },
		{ "detach-on", required_argument, NULL, 'b' },
		{ "user", required_argument, NULL, 'u' },
		{ "output-append-mode", no_argument, NULL, 'A' },
		{ "instruction-pointer", no_argument, NULL, 'i' },
		{ "syscall-number", no_argument, NULL, 'n' },
		{ "relative-timestamps", optional_argument, NULL, OPT_RELATIVE_TS },
		{ "absolute-timestamps", optional_argument, NULL, OPT_ABSOLUTE_TS },
		{ "timestamps", optional_argument, NULL, OPT_TIMESTAMPS },
		{ "syscall-times", optional_argument, NULL, OPT_SYSCALL_TIMES },
		{ "no-seccomp-bpf", no_argument, NULL, OPT_NO_SECCOMP },
		{ "decode-fds", optional_argument, NULL, OPT_DECODE_FDS },
		{ "decode-pids", required_argument, NULL, OPT_DECODE_PIDS },
		{ "pidns-translation", no_argument, NULL, OPT_PIDNS_TRANSLATION },
		{ "strings-in-hex", optional_argument, NULL, OPT_STRINGS_IN_HEX },
		{ "const-print-style", required_argument, NULL, 'X' },
		{ "no-abbrev", no_argument, NULL, 'v' },
		{ "abbrev", required_argument, NULL, OPT_ABBREV },
		{ "verbose", required_argument, NULL, OPT_VERBOSE },
		{ "json", no_argument, NULL, 'j' },
		{ "arg-names", no_argument, NULL, 'N' },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "summary-only", no_argument, NULL, 'c' },
		{ "summary", no_argument, NULL, 'C' },
		{ "summary-wall-clock", no_argument, NULL, 'w' },
		{ "summary-sort-by", required_argument, NULL, 'S' },
		{ "summary-columns", required_argument, NULL, 'U' },
		{ "summary-syscall-overhead", required_argument, NULL, 'O' },
		{ "read", required_argument, NULL, OPT_DUMP_READ },
		{ "write", required_argument, NULL, OPT_DUMP_WRITE },
		{ "raw", required_argument, NULL, OPT_DUMP_RAW },
		{ NULL, 0, NULL, 0 },
	};
	memset(opt, 0, sizeof *opt);
	opt->string_limit = 32;
	opt->seccomp = true;
	opt->column = 40;
	opt->stack_frame_limit = 256;
	opt->status = ST_ALL;
	set_all(&opt->trace, true);
	memset(&opt->signals, 0xff, sizeof opt->signals);
	format_options_init(opt);
	time_options_init(&opt->time);
	opt->interruptible = 2;
	summary_options_init(&opt->summary);
	char err[256];
	const char *err_text = NULL;
	bool limit_given = false;
	const char *list = NULL;
	bool separately = false;
	int n_quiet = 0;
	int n_daemonize = 0;
	bool quiet_given = false;	/* --quiet= or -e quiet= */
	int c;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:jka:Ab:cCdDE:e:fhiI:NnO:P:rS:tTu:U:vVwqo:p:s:xX:yYzZ", longopts, NULL)) != -1) {
		switch (c) {
		case 'f': opt->follow = opt->follow < 2 ? opt->follow + 1 : 2; break;
		case 'F': separately = true; break;
		case 'h': fputs(usage_text, stdout); exit(0);
		case 'V': print_version(); exit(0);
		case 'q':
			/* -q: attach messages; -qq: exit lines too; -qqq:
			 * everything, as strace's "all" */
			n_quiet++;
			opt->quiet |= n_quiet == 1 ? Q_ATTACH | Q_PERSONALITY :
				      n_quiet == 2 ? Q_EXIT : QUIET_ALL;
			break;
		case OPT_QUIET_LONG:
			quiet_given = true;
			opt->quiet = parse_quiet(optarg ? optarg : "attach,personality");
			break;
		case 'e': parse_qualifier(opt, optarg, &quiet_given); break;
		case OPT_KVM: kvm_option(opt, optarg); break;
		case 'I': opt->interruptible = interruptible_level(optarg, "-I"); break;
		case OPT_SYSCALL_LIMIT:
			opt->syscall_limit = parse_number(optarg, "--syscall-limit argument", 1, INT_MAX);
			break;
		case OPT_KILL_ON_EXIT: opt->kill_on_exit = true; break;
		case OPT_ALWAYS_SHOW_PID: opt->always_show_pid = true; break;
		case 'd': opt->debug = true; break;
		case OPT_TIPS: tips_option(&opt->tips, optarg); break;
		case OPT_INTERRUPTIBLE:
			opt->interruptible = interruptible_level(optarg, "--interruptible");
			break;
		case OPT_TRACE:
			if (!parse_syscall_set(optarg, &opt->trace, err, sizeof err))
				die_usage("%s", err);
			break;
		case OPT_SIGNAL:
			if (!parse_signal_set(optarg, &opt->signals, err, sizeof err))
				die_usage("%s", err);
			break;
		case OPT_INJECT: case OPT_FAULT:
			if (!inject_parse(&opt->inject, optarg, c == OPT_FAULT, &err_text))
				die("%s", err_text);
			break;
		case OPT_STATUS:
			if (!parse_status_set(optarg, &opt->status, err, sizeof err))
				die_usage("%s", err);
			break;
		case 'a':
			opt->column = parse_number(optarg, "-a argument", 0, 4096);
			break;
		case 'i': opt->print_ip = true; break;
		case 'A': opt->append = true; break;
		case 'E':
			if (!*optarg || optarg[0] == '=')
				die_usage("invalid -E argument: '%s'", optarg);
			opt->env_changes = xrealloc(opt->env_changes,
						    (opt->n_env_changes + 1) * sizeof *opt->env_changes);
			opt->env_changes[opt->n_env_changes++] = optarg;
			break;
		case 'u': opt->user = optarg; break;
		case 'D':
			if (optarg)
				opt->detach_tracer = daemonize_level(optarg);
			else if (++n_daemonize > 3)
				die_usage("Too many -D's (%d), maximum supported -D count is 3",
					  n_daemonize);
			else
				opt->detach_tracer = n_daemonize;
			break;
		case 'P':
			if (!*optarg)
				die_usage("-P needs a path");
			pathtrace_add_path(opt, optarg);
			break;
		case OPT_TRACE_FDS:
			if (!pathtrace_parse_fds(opt, optarg))
				die_usage("invalid --trace-fds argument: '%s'", optarg);
			break;
		case 'b':
			if (strcmp(optarg, "execve"))
				die_usage("-b supports execve only, not '%s'", optarg);
			opt->detach_on_execve = true;
			break;
		case 'n': opt->print_nr = true; break;
		case 'N': opt->arg_names = true; break;
		case OPT_COLOR:
			/* --color alone is auto: colours on a terminal only */
			if (!parse_color_mode(optarg ? optarg : "auto", &opt->color))
				die_usage("invalid --color '%s': want auto, always or never", optarg);
			break;
		case 'j': opt->json = true; break;
		case 'k': case OPT_STACK_TRACES: stack_trace_option(opt, NULL); break;
		case OPT_STACK_TRACE: stack_trace_option(opt, optarg ? optarg : "symbol"); break;
		case OPT_STACK_FRAME_LIMIT:
			opt->stack_frame_limit = parse_number(optarg, "--stack-trace-frame-limit argument",
							     1, 1 << 16);
			break;
		case 'y': case 'Y': case 'x': case 'X': case 'v':
		case OPT_DECODE_PIDS: case OPT_PIDNS_TRANSLATION: case OPT_DECODE_FDS: case OPT_STRINGS_IN_HEX: case OPT_ABBREV: case OPT_VERBOSE:
			parse_format_option(opt, c, optarg);
			break;
		case 'r': case 't': case 'T':
			time_option(&opt->time, c, NULL, NULL);
			break;
		case OPT_RELATIVE_TS: time_option(&opt->time, 'r', "relative-timestamps", optarg); break;
		case OPT_ABSOLUTE_TS: time_option(&opt->time, 't', "absolute-timestamps", optarg); break;
		case OPT_TIMESTAMPS: time_option(&opt->time, 't', "timestamps", optarg); break;
		case OPT_SYSCALL_TIMES: time_option(&opt->time, 'T', "syscall-times", optarg); break;
		case 'c': case 'C': case 'w': case 'S': case 'U': case 'O':
			summary_option(&opt->summary, c, optarg);
			break;
		case 'z': opt->status = ST_SUCCESSFUL; break;
		case 'Z': opt->status = ST_FAILED; break;
		case OPT_LIST: list = optarg ? optarg : "all"; break;
		case OPT_DUMP_READ: case OPT_DUMP_WRITE: case OPT_DUMP_RAW:
			dump_option(opt, c, optarg);
			break;
		case OPT_SECCOMP: opt->seccomp = opt->seccomp_asked = true; break;
		case OPT_NO_SECCOMP: opt->seccomp = false; break;
		case 'o': opt->outfile = optarg; break;
		case 'p': add_pids(opt, optarg); break;
		case 's':
			opt->string_limit = parse_number(optarg, "-s argument", 0, 1 << 20);
			limit_given = true;
			break;
		case ':':
			die_usage("option requires an argument -- '%s'",
				  optopt ? (char[]){ (char)optopt, 0 } : argv[optind - 1]);
		default:
			if (optopt)
				die_usage("invalid option -- '%c'", optopt);
			die_usage("unrecognized option '%s'", argv[optind - 1]);
		}
	}
	time_options_finish(&opt->time);
	/* strace's default: a trace to a file of a command started is -q,
	 * unless -q or -e quiet= said otherwise. */
	if (opt->outfile && optind < argc && !n_quiet && !quiet_given)
		opt->quiet |= Q_ATTACH | Q_PERSONALITY;
	if (separately)
		opt->follow = 2;
	opt->trace_partial = set_is_partial(&opt->trace);
	if (list) {
		struct syscall_set set;
		if (!parse_syscall_set(list, &set, err, sizeof err))
			die_usage("%s", err);
		list_syscalls(&set);
		exit(0);
	}
	if (optind < argc)
		opt->argv = argv + optind;
	if (!opt->argv && !opt->n_attach && opt->tips.format != TIPS_OFF) {
		tips_print(&opt->tips);	/* seize --tips: a tip, and nothing to trace */
		exit(0);
	}
	if (!opt->argv && !opt->n_attach)
		die_usage("must have PROG [ARGS] or -p PID");
	summary_finish_options(opt, opt->follow == 2);
	if (opt->summary.mode == SUMMARY_ONLY)
		opt->json = false;	/* -c prints its table, as text, and nothing else */
	if (opt->follow == 2 && !opt->outfile)
		opt->follow = 1;	/* -ff without -o is -f, as in strace */
	/* The text's 32 bytes are for a reader's eyes; a program reading
	 * JSON gets the strings whole, up to a page, unless -s says. */
	if (opt->json && !limit_given)
		opt->string_limit = JSON_STRING_LIMIT;
	if (opt->color != COLOR_NEVER && !opt->json && !palette_init(&opt->palette, &err_text))
		die_usage("%s", err_text);
	bool to_pipe = opt->outfile && (opt->outfile[0] == '|' || opt->outfile[0] == '!');
	if (opt->follow == 2 && (to_pipe || !strcmp(opt->outfile, "-")))
		die_usage("-ff needs -o FILE (one file per process), not a pipe or standard output");
	if (opt->append && (!opt->outfile || to_pipe))
		die_usage("-A needs -o FILE");
	if (opt->detach_tracer && !opt->argv)
		die_usage("PROG [ARGS] must be specified with -D/--daemonize");
	if ((opt->n_env_changes || opt->user) && !opt->argv)
		die_usage("-E and -u apply to a command seize starts, not to -p");
}
