/* Command-line options, spelt as strace spells them. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmtopts.h"
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
"\n"
"Startup:\n"
"  -E VAR=VAL, --env=VAR=VAL\n"
"                         put VAR=VAL in the command's environment\n"
"  -E VAR, --env=VAR      remove VAR from the command's environment\n"
"  -D, --daemonize        accepted for strace: the tracer always runs beside\n"
"                         the command, which keeps seize's place in the job\n"
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
"  -N, --arg-names        print each argument as name=value\n"
"  --color[=WHEN]         colour the trace: auto (--color alone: on a\n"
"                         terminal, unless NO_COLOR is set), always, or\n"
"                         never (the default); SEIZE_COLORS or STRACE_COLORS\n"
"                         (syscall=1;33:retval=32:...) choose the colours\n"
"  -r, --relative-timestamps\n"
"                         print the time since the previous line began\n"
"  -t, --absolute-timestamps\n"
"                         print the wall-clock time of each line\n"
"  -tt                    with microseconds\n"
"  -ttt                   as seconds and microseconds since the epoch\n"
"  -T, --syscall-times    print the time spent in each syscall\n"
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
"  -e quiet=SET, --quiet=SET\n"
"                         suppress these messages: attach, exit,\n"
"                         path-resolution, personality, thread-execve\n";

static void print_version(void)
{
	printf("seize -- version %s\n", PACKAGE_VERSION);
	printf("Optional features enabled:");
#ifdef HAVE_LIBUNWIND
	printf(" libunwind");
#endif
#ifdef HAVE_LIBDW
	printf(" libdw");
#endif
#ifdef HAVE_LIBSECCOMP
	printf(" seccomp-bpf");
#endif
#ifdef HAVE_CXA_DEMANGLE
	printf(" demangle");
#endif
#if !defined(HAVE_LIBUNWIND) && !defined(HAVE_LIBDW) && !defined(HAVE_LIBSECCOMP)
	printf(" (none)");
#endif
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

static unsigned parse_quiet(const char *spec)
{
	static const struct { const char *name; unsigned bits; } names[] = {
		{ "attach", Q_ATTACH }, { "exit", Q_EXIT }, { "exits", Q_EXIT },
		{ "personality", Q_PERSONALITY }, { "path-resolution", Q_PATH_RESOLUTION },
		{ "thread-execve", Q_THREAD_EXECVE }, { "superseded", Q_THREAD_EXECVE },
		{ "all", Q_ATTACH | Q_EXIT | Q_PERSONALITY | Q_PATH_RESOLUTION | Q_THREAD_EXECVE },
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
	return negate ? ~bits & (Q_ATTACH | Q_EXIT | Q_PERSONALITY | Q_PATH_RESOLUTION | Q_THREAD_EXECVE) : bits;
}

/* -e QUALIFIER=SET, or -e SET meaning trace=SET. */
static void parse_qualifier(struct options *opt, const char *arg)
{
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
	} else if (len == 6 && !strncmp(arg, "status", 6)) {
		if (!parse_status_set(value, &opt->status, err, sizeof err))
			die_usage("%s", err);
	} else if ((len == 5 && !strncmp(arg, "quiet", 5)) || (len == 6 && !strncmp(arg, "silent", 6)) ||
		   (len == 7 && !strncmp(arg, "silence", 7)) || (len == 1 && arg[0] == 'q')) {
		opt->quiet = parse_quiet(value);
	} else {
		if (!parse_format_qualifier(opt, arg, len, value))
			die_usage("invalid -e qualifier '%.*s'", (int)len, arg);
	}
}

void parse_options(struct options *opt, int argc, char **argv)
{
	enum {
		OPT_QUIET_LONG = 0x100, OPT_TRACE, OPT_SIGNAL, OPT_STATUS, OPT_LIST,
		OPT_SECCOMP, OPT_NO_SECCOMP, OPT_TRACE_FDS,
		OPT_STACK_TRACE, OPT_STACK_TRACES, OPT_STACK_FRAME_LIMIT, OPT_COLOR,
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
		{ "trace", required_argument, NULL, OPT_TRACE },
		{ "signal", required_argument, NULL, OPT_SIGNAL },
		{ "status", required_argument, NULL, OPT_STATUS },
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
		{ "relative-timestamps", no_argument, NULL, 'r' },
		{ "absolute-timestamps", no_argument, NULL, 't' },
		{ "timestamps", no_argument, NULL, 't' },
		{ "syscall-times", no_argument, NULL, 'T' },
		{ "no-seccomp-bpf", no_argument, NULL, OPT_NO_SECCOMP },
		{ "decode-fds", optional_argument, NULL, OPT_DECODE_FDS },
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
	summary_options_init(&opt->summary);
	char err[256];
	const char *err_text = NULL;
	bool limit_given = false;
	const char *list = NULL;
	bool separately = false;
	int c;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:jka:Ab:cCDE:e:fhiNnO:P:rS:tTu:U:vVwqo:p:s:xX:yzZ", longopts, NULL)) != -1) {
		switch (c) {
		case 'f': opt->follow = opt->follow < 2 ? opt->follow + 1 : 2; break;
		case 'F': separately = true; break;
		case 'h': fputs(usage_text, stdout); exit(0);
		case 'V': print_version(); exit(0);
		case 'q':
			/* -q: attach messages; -qq: exit lines too */
			opt->quiet |= opt->quiet & Q_ATTACH ? Q_EXIT : Q_ATTACH | Q_PERSONALITY;
			break;
		case OPT_QUIET_LONG:
			opt->quiet = parse_quiet(optarg ? optarg : "attach,personality");
			break;
		case 'e': parse_qualifier(opt, optarg); break;
		case OPT_TRACE:
			if (!parse_syscall_set(optarg, &opt->trace, err, sizeof err))
				die_usage("%s", err);
			break;
		case OPT_SIGNAL:
			if (!parse_signal_set(optarg, &opt->signals, err, sizeof err))
				die_usage("%s", err);
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
		case 'D': opt->detach_tracer = true; break;
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
		case 'y': case 'x': case 'X': case 'v':
		case OPT_DECODE_FDS: case OPT_STRINGS_IN_HEX: case OPT_ABBREV: case OPT_VERBOSE:
			parse_format_option(opt, c, optarg);
			break;
		case 'r': opt->relative = true; break;
		case 't': opt->timestamps = opt->timestamps < 3 ? opt->timestamps + 1 : 3; break;
		case 'T': opt->syscall_times = true; break;
		case 'c': case 'C': case 'w': case 'S': case 'U': case 'O':
			summary_option(&opt->summary, c, optarg);
			break;
		case 'z': opt->status = ST_SUCCESSFUL; break;
		case 'Z': opt->status = ST_FAILED; break;
		case OPT_LIST: list = optarg ? optarg : "all"; break;
		case OPT_SECCOMP: opt->seccomp = true; break;
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
		die_usage("-D needs a command to start");
	if ((opt->n_env_changes || opt->user) && !opt->argv)
		die_usage("-E and -u apply to a command seize starts, not to -p");
}
