/* Command-line options, spelt as strace spells them. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
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
"  -p PID, --attach=PID   trace process PID (all its threads); may be repeated,\n"
"                         or given as a list \"PID1,PID2\"; seize detaches on\n"
"                         SIGINT, SIGTERM, SIGHUP or SIGQUIT\n"
"\n"
"Tracing:\n"
"  -f, --follow-forks     trace the children created by fork, vfork and clone\n"
"  -ff, --output-separately\n"
"                         with -o FILE, write each process's trace to FILE.PID\n"
"\n"
"Output format:\n"
"  -s STRSIZE, --string-limit=STRSIZE\n"
"                         print at most STRSIZE bytes of each string (default 32)\n"
"  -o FILE, --output=FILE write the trace to FILE instead of standard error\n"
"\n"
"Miscellaneous:\n"
"  -q, --quiet=attach,personality\n"
"                         do not print attach and detach messages\n"
"  -qq, --quiet=exit,...  also do not print +++ exited/killed +++ lines\n";

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
#if !defined(HAVE_LIBUNWIND) && !defined(HAVE_LIBDW)
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

static void parse_quiet(struct options *opt, const char *arg)
{
	if (!strcmp(arg, "all") || strstr(arg, "exit"))
		opt->quiet = 2;
	else
		opt->quiet = opt->quiet < 1 ? 1 : opt->quiet;
}

void parse_options(struct options *opt, int argc, char **argv)
{
	enum { OPT_QUIET_LONG = 0x100 };
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "attach", required_argument, NULL, 'p' },
		{ "follow-forks", no_argument, NULL, 'f' },
		{ "output-separately", no_argument, NULL, 'F' },
		{ "output", required_argument, NULL, 'o' },
		{ "string-limit", required_argument, NULL, 's' },
		{ "quiet", optional_argument, NULL, OPT_QUIET_LONG },
		{ NULL, 0, NULL, 0 },
	};
	memset(opt, 0, sizeof *opt);
	opt->string_limit = 32;
	bool separately = false;
	int c;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:fhVqo:p:s:", longopts, NULL)) != -1) {
		switch (c) {
		case 'f': opt->follow = opt->follow < 2 ? opt->follow + 1 : 2; break;
		case 'F': separately = true; break;
		case 'h': fputs(usage_text, stdout); exit(0);
		case 'V': print_version(); exit(0);
		case 'q': opt->quiet = opt->quiet < 2 ? opt->quiet + 1 : 2; break;
		case OPT_QUIET_LONG: parse_quiet(opt, optarg ? optarg : "attach"); break;
		case 'o': opt->outfile = optarg; break;
		case 'p': add_pids(opt, optarg); break;
		case 's':
			opt->string_limit = parse_number(optarg, "-s argument", 0, 1 << 20);
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
	if (optind < argc)
		opt->argv = argv + optind;
	if (!opt->argv && !opt->n_attach)
		die_usage("must have PROG [ARGS] or -p PID");
	if (opt->follow == 2 && !opt->outfile)
		opt->follow = 1;	/* -ff without -o is -f, as in strace */
}
