#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <linux/mount.h>
#include <unistd.h>

#include "memory.h"
#include "pathtrace.h"
#include "syscall.h"
#include "util.h"

static void add(struct options *opt, const char *path)
{
	for (int i = 0; i < opt->n_paths; i++)
		if (!strcmp(opt->paths[i], path))
			return;
	opt->paths = xrealloc(opt->paths, (opt->n_paths + 1) * sizeof *opt->paths);
	opt->paths[opt->n_paths++] = xstrdup(path);
}

void pathtrace_add_path(struct options *opt, const char *path)
{
	add(opt, path);
	/* A program may name the file by its real path: match that too. */
	char *real = realpath(path, NULL);
	if (real) {
		add(opt, real);
		free(real);
	}
}

bool pathtrace_parse_fds(struct options *opt, const char *spec)
{
	char *copy = xstrdup(spec), *save = NULL;
	bool ok = *spec != 0;
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save)) {
		char *end;
		long fd = strtol(tok, &end, 10);
		if (*end || end == tok || fd < 0 || fd > INT_MAX) {
			ok = false;
			break;
		}
		opt->fds = xrealloc(opt->fds, (opt->n_fds + 1) * sizeof *opt->fds);
		opt->fds[opt->n_fds++] = (int)fd;
	}
	free(copy);
	return ok;
}

static bool path_listed(const struct options *opt, const char *path)
{
	for (int i = 0; i < opt->n_paths; i++)
		if (!strcmp(opt->paths[i], path))
			return true;
	return false;
}

static bool fd_matches(struct tracee *t, int fd)
{
	const struct options *opt = &t->tr->opt;
	if (fd < 0)
		return false;
	for (int i = 0; i < opt->n_fds; i++)
		if (opt->fds[i] == fd)
			return true;
	if (!opt->n_paths)
		return false;
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof link, "/proc/%d/fd/%d", t->tid, fd);
	ssize_t n = readlink(link, target, sizeof target - 1);
	if (n < 0)
		return false;
	target[n] = 0;
	return path_listed(opt, target);
}

/* The most descriptors strace looks at in one poll array or select set:
 * nfds is the tracee's word, and may be huge. */
enum { FDS_MAX = 1024 * 1024 };

/* poll and ppoll: any descriptor of the pollfd array, read one element at a
 * time up to the first that is unreadable, as strace reads it. */
static bool pollfds_match(struct tracee *t, uint64_t addr, uint64_t nfds_arg)
{
	unsigned nfds = (unsigned)nfds_arg;
	if (nfds > FDS_MAX)
		nfds = FDS_MAX;
	for (unsigned i = 0; i < nfds; i++) {
		struct pollfd p;
		if (!mem_read(t->tid, addr + (uint64_t)i * sizeof p, &p, sizeof p))
			return false;
		if (fd_matches(t, p.fd))
			return true;
	}
	return false;
}

/* select and pselect6: any descriptor set in the three sets; a set that
 * cannot be read is passed over. */
static bool fdsets_match(struct tracee *t)
{
	int nfds = (int)t->call.arg[0];	/* the kernel takes an int */
	if (nfds <= 0)
		return false;
	if (nfds > FDS_MAX)
		nfds = FDS_MAX;
	/* whole longs, as the kernel reads the sets */
	size_t bytes = ((size_t)nfds + 63) / 64 * 8;
	uint64_t *bits = xmalloc(bytes);
	bool found = false;
	for (int i = 1; i <= 3 && !found; i++) {
		if (!t->call.arg[i] || !mem_read(t->tid, t->call.arg[i], bits, bytes))
			continue;
		for (int fd = 0; fd < nfds && !found; fd++)
			if ((bits[fd / 64] >> (fd % 64)) & 1)
				found = fd_matches(t, fd);
	}
	free(bits);
	return found;
}

/* A path argument at addr names a listed path. */
static bool path_arg_matches(struct tracee *t, uint64_t addr)
{
	char path[PATH_MAX];
	bool terminated;
	return t->tr->opt.n_paths &&
	       mem_read_str(t->tid, addr, path, sizeof path - 1, &terminated) >= 0 &&
	       terminated && path_listed(&t->tr->opt, path);
}

/* fsconfig's value and aux mean what its command says: a path and the
 * descriptor it is relative to, or a descriptor. */
static bool fsconfig_matches(struct tracee *t)
{
	switch ((unsigned)t->call.arg[1]) {
	case FSCONFIG_SET_PATH: case FSCONFIG_SET_PATH_EMPTY:
		return path_arg_matches(t, t->call.arg[3]) || fd_matches(t, (int)t->call.arg[4]);
	case FSCONFIG_SET_FD:
		return fd_matches(t, (int)t->call.arg[4]);
	}
	return false;
}

/* The arguments the table types as paths and descriptors. */
static bool args_match(struct tracee *t)
{
	const struct sysent *se = t->call.se;
	if (!se)
		return false;
	for (int i = 0; i < se->nargs; i++) {
		uint64_t v = t->call.arg[i];
		switch (se->args[i].type) {
		case A_PATH:
			if (path_arg_matches(t, v))
				return true;
			break;
		case A_FD: case A_DIRFD:
			if (fd_matches(t, (int)v))
				return true;
			break;
		}
	}
	return false;
}

bool pathtrace_match(struct tracee *t)
{
	switch (t->call.nr) {
	case SYS_poll: case SYS_ppoll:
		if (pollfds_match(t, t->call.arg[0], t->call.arg[1]))
			return true;
		break;
	case SYS_select: case SYS_pselect6:
		if (fdsets_match(t))
			return true;
		break;
	case SYS_fsconfig:
		/* fd is a filesystem context, which names no file: strace
		 * matches only the path and descriptors of the command */
		return fsconfig_matches(t);
	}
	return args_match(t);
}
