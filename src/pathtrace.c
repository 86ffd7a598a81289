#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

bool pathtrace_match(struct tracee *t)
{
	const struct sysent *se = t->call.se;
	if (!se)
		return false;
	for (int i = 0; i < se->nargs; i++) {
		uint64_t v = t->call.arg[i];
		switch (se->args[i].type) {
		case A_PATH: {
			char path[PATH_MAX];
			bool terminated;
			if (t->tr->opt.n_paths &&
			    mem_read_str(t->tid, v, path, sizeof path - 1, &terminated) >= 0 &&
			    terminated && path_listed(&t->tr->opt, path))
				return true;
			break;
		}
		case A_FD: case A_DIRFD:
			if (fd_matches(t, (int)v))
				return true;
			break;
		}
	}
	return false;
}
