/* Pid namespaces (pidns.h).  The kernel tells a process's ids in every
 * namespace it is in through /proc/PID/status: "NSpid:\t7\t2" is the
 * tid in the namespace /proc was mounted from, then in each namespace
 * below it, down to the process's own (proc(5)).  So a value v that a
 * tracee in namespace T sees is found by looking for the process whose
 * list has v at T's place, and its number in seize's namespace is at
 * seize's place in the same list.  /proc may come from an ancestor of
 * seize's namespace (`unshare -Urpf seize ...` keeps the parent's /proc):
 * then seize's own ids are not /proc's either, and seize's place is not
 * the first.
 *
 * Cost: nothing without the options.  With them, a tracee's namespace is
 * compared with seize's once (its /proc/PID/ns/pid); when they are the
 * same, a value is its own translation and only -Y reads /proc (the
 * command name).  Otherwise the tracee's own status is tried first (most
 * pids a process prints are its own), then a cache of what earlier
 * searches found, each entry checked again by reading the one status
 * file it names (pids are reused), and only then all of /proc. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/nsfs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pidns.h"
#include "syscall.h"
#include "tracer.h"
#include "util.h"

/* Deeper nesting than the kernel's MAX_PID_NS_LEVEL (32) reads as junk. */
enum { MAX_LEVELS = 33, CACHE_SLOTS = 256 };

enum view_state {
	VS_NONE,	/* not looked at yet */
	VS_SAME,	/* in seize's namespace */
	VS_OTHER,	/* in another one, described by the view */
	VS_UNKNOWN,	/* /proc could not tell: values print as they are */
};

struct nsid {
	uint64_t dev, ino;
};

/* A process found for (ns, kind, v): the /proc entry whose status told,
 * and the id in seize's namespace it gave. */
struct cache_slot {
	struct nsid ns;
	int kind, v;		/* v 0: a free slot */
	int level;
	pid_t proc;		/* /proc/PROC/status */
	int own;
};

struct pidns {
	bool ready;		/* seize's own namespace could be read */
	struct nsid self;
	int self_level;		/* seize's place in /proc's lists */
	struct cache_slot cache[CACHE_SLOTS];
};

static const char *const status_lines[] = {
	[PID_TID] = "NSpid:", [PID_TGID] = "NStgid:", [PID_PGID] = "NSpgid:",
	[PID_SID] = "NSsid:",
};

bool parse_decode_pids(const char *spec, unsigned *bits)
{
	static const struct { const char *name; unsigned bits; } names[] = {
		{ "comm", DECODE_PID_COMM }, { "pidns", DECODE_PID_NS },
		{ "all", DECODE_PID_COMM | DECODE_PID_NS }, { "none", 0 },
	};
	bool negate = spec[0] == '!';
	unsigned set = 0;
	char *copy = xstrdup(spec + negate), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < sizeof names / sizeof names[0]; i++)
			if (!strcasecmp(tok, names[i].name))
				break;
		if (i == sizeof names / sizeof names[0]) {
			free(copy);
			return false;
		}
		set |= names[i].bits;
	}
	free(copy);
	*bits = negate ? (DECODE_PID_COMM | DECODE_PID_NS) & ~set : set;
	return true;
}

/* The ids of status line `line` of /proc/PID/status, one a namespace
 * level; their count, 0 when unreadable.  levels gets the NSpid count,
 * the depth of the process's own namespace. */
static int read_ids(pid_t proc, enum pid_kind k, int ids[MAX_LEVELS], int *levels)
{
	char path[64], buf[8192];
	snprintf(path, sizeof path, "/proc/%d/status", proc);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	int count = 0;
	*levels = 0;
	for (char *line = buf; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		bool want = !strncmp(line, status_lines[k], strlen(status_lines[k]));
		bool pids = !strncmp(line, "NSpid:", 6);
		if (!want && !pids)
			continue;
		char *p = line + strcspn(line, ":") + 1;
		int got = 0;
		while (got < MAX_LEVELS) {
			char *end;
			long v = strtol(p, &end, 10);
			if (end == p || *p == '\n')
				break;
			if (want)
				ids[got] = (int)v;
			got++;
			p = end;
		}
		if (want)
			count = got;
		if (pids)
			*levels = got;
	}
	return count;
}

static bool ns_of(pid_t proc, struct nsid *ns)
{
	char path[64];
	struct stat st;
	if (proc > 0)
		snprintf(path, sizeof path, "/proc/%d/ns/pid", proc);
	else
		snprintf(path, sizeof path, "/proc/self/ns/pid");
	if (stat(path, &st) < 0)
		return false;
	ns->dev = st.st_dev;
	ns->ino = st.st_ino;
	return true;
}

static bool ns_equal(const struct nsid *a, const struct nsid *b)
{
	return a->dev == b->dev && a->ino == b->ino;
}

/* Whether the namespace at place `level` above process proc, whose own
 * namespace is at place levels - 1, is ns: two namespaces at the same
 * depth may use the same numbers, so the number alone does not tell.
 * NS_GET_PARENT walks up (ioctl_ns(2)). */
static bool ns_above_is(pid_t proc, int levels, int level, const struct nsid *ns)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/ns/pid", proc);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	for (int i = levels - 1; i > level && fd >= 0; i--) {
		int up = ioctl(fd, NS_GET_PARENT);
		close(fd);
		fd = up;
	}
	if (fd < 0)
		return false;
	struct stat st;
	bool same = fstat(fd, &st) == 0 && st.st_dev == ns->dev && st.st_ino == ns->ino;
	close(fd);
	return same;
}

/* What a search found: the id in seize's namespace, and the /proc entry. */
struct found {
	int own;
	pid_t proc;
};

/* Whether /proc/PROC's kind id at place level is v, in namespace ns; if so
 * what it is at seize's place.  check_ns false: ns is known to be right. */
static bool matches(const struct pidns *p, pid_t proc, enum pid_kind k, int level, int v,
		    const struct nsid *ns, bool check_ns, struct found *f)
{
	int ids[MAX_LEVELS], levels;
	int n = read_ids(proc, k, ids, &levels);
	if (n <= level || n <= p->self_level || ids[level] != v || levels <= level)
		return false;
	if (check_ns && !ns_above_is(proc, levels, level, ns))
		return false;
	f->own = ids[p->self_level];
	f->proc = proc;
	return true;
}

static bool numeric(const char *s, pid_t *v)
{
	char *end;
	long n = strtol(s, &end, 10);
	if (*s < '1' || *s > '9' || *end || n > INT32_MAX)
		return false;
	*v = (pid_t)n;
	return true;
}

/* Every process of /proc (every thread, for a tid), until one matches. */
static bool scan_proc(const struct pidns *p, enum pid_kind k, int level, int v,
		      const struct nsid *ns, struct found *f)
{
	DIR *d = opendir("/proc");
	if (!d)
		return false;
	bool hit = false;
	struct dirent *e;
	pid_t pid;
	while (!hit && (e = readdir(d))) {
		if (!numeric(e->d_name, &pid))
			continue;
		if (k != PID_TID) {
			hit = matches(p, pid, k, level, v, ns, true, f);
			continue;
		}
		char path[64];
		snprintf(path, sizeof path, "/proc/%d/task", pid);
		DIR *td = opendir(path);
		if (!td)
			continue;
		struct dirent *te;
		pid_t tid;
		while (!hit && (te = readdir(td)))
			if (numeric(te->d_name, &tid))
				hit = matches(p, tid, k, level, v, ns, true, f);
		closedir(td);
	}
	closedir(d);
	return hit;
}

static struct cache_slot *slot_of(struct pidns *p, const struct nsid *ns, enum pid_kind k, int v)
{
	uint64_t h = ns->ino * 0x9e3779b97f4a7c15ULL ^ (uint64_t)(unsigned)v * 0xbf58476d1ce4e5b9ULL ^ k;
	return &p->cache[(h >> 32) % CACHE_SLOTS];
}

/* v of kind k as namespace ns at place level sees it. */
static bool find(struct pidns *p, const struct nsid *ns, int level, int v, enum pid_kind k,
		 struct found *f)
{
	struct cache_slot *s = slot_of(p, ns, k, v);
	if (s->v == v && s->kind == (int)k && s->level == level && ns_equal(&s->ns, ns)) {
		/* the entry's process may be gone and its number reused */
		if (matches(p, s->proc, k, level, v, ns, false, f))
			return true;
		s->v = 0;
	}
	if (!scan_proc(p, k, level, v, ns, f))
		return false;
	*s = (struct cache_slot){ *ns, (int)k, v, level, f->proc, f->own };
	return true;
}

static struct pidns *pidns_get(struct tracer *tr)
{
	if (tr->pidns)
		return tr->pidns->ready ? tr->pidns : NULL;
	struct pidns *p = xcalloc(1, sizeof *p);
	tr->pidns = p;
	int ids[MAX_LEVELS], levels = 0;
	char self[32];
	ssize_t n = readlink("/proc/self", self, sizeof self - 1);
	pid_t proc_self;
	if (n <= 0 || !ns_of(0, &p->self))
		return NULL;
	self[n] = 0;
	if (!numeric(self, &proc_self) || read_ids(proc_self, PID_TID, ids, &levels) <= 0)
		return NULL;
	p->self_level = levels - 1;
	p->ready = true;
	return p;
}

/* Look at t's namespace, once. */
static bool view_tracee(struct pidns *p, struct tracee *t)
{
	struct pidns_view *w = &t->pidns;
	if (w->state != VS_NONE)
		return w->state != VS_UNKNOWN;
	w->state = VS_UNKNOWN;
	struct found f = { t->tid, t->tid };
	if (p->self_level > 0 && !find(p, &p->self, p->self_level, t->tid, PID_TID, &f))
		return false;
	struct nsid ns;
	if (!ns_of(f.proc, &ns))
		return false;
	w->proc_pid = f.proc;
	w->ns_dev = ns.dev;
	w->ns_ino = ns.ino;
	if (ns_equal(&ns, &p->self)) {
		w->level = p->self_level;
		w->state = VS_SAME;
		return true;
	}
	int ids[MAX_LEVELS], levels;
	if (read_ids(f.proc, PID_TID, ids, &levels) <= 0 || levels <= p->self_level)
		return false;
	w->level = levels - 1;
	w->state = VS_OTHER;
	return true;
}

/* v as t sees it: its id in seize's namespace and its /proc entry. */
static bool translate(struct pidns *p, struct tracee *t, int v, enum pid_kind k, struct found *f)
{
	const struct pidns_view *w = &t->pidns;
	if (v <= 0)
		return false;
	if (w->state == VS_SAME && p->self_level == 0) {
		*f = (struct found){ v, v };
		return true;
	}
	struct nsid ns = { w->ns_dev, w->ns_ino };
	/* the tracee's own id: the status is its own, ns needs no check */
	if (matches(p, w->proc_pid, k, w->level, v, &ns, false, f)) {
		if (k == PID_TGID || k == PID_TID) {
			/* the /proc entry of the id found, for its comm */
			int ids[MAX_LEVELS], levels;
			if (read_ids(w->proc_pid, k, ids, &levels) > 0)
				f->proc = ids[0];
		}
		return true;
	}
	return find(p, &ns, w->level, v, k, f);
}

static bool read_comm(pid_t proc, char comm[PIDNS_COMM_MAX])
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/comm", proc);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	ssize_t n = read(fd, comm, PIDNS_COMM_MAX - 1);
	close(fd);
	if (n < 0)
		return false;
	comm[n] = 0;
	comm[strcspn(comm, "\n")] = 0;
	return true;
}

void pidns_describe(struct tracee *t, int v, enum pid_kind k, struct pid_desc *d)
{
	d->ns_pid = 0;
	d->comm[0] = 0;
	unsigned bits = t->tr->opt.decode_pids;
	/* strace names the command of a process or a thread, not of a
	 * group or a session */
	bool comm = bits & DECODE_PID_COMM && (k == PID_TID || k == PID_TGID);
	if (v <= 0 || (!comm && !(bits & DECODE_PID_NS)))
		return;
	struct pidns *p = pidns_get(t->tr);
	if (!p || !view_tracee(p, t) || (!comm && t->pidns.state == VS_SAME))
		return;
	struct found f;
	if (!translate(p, t, v, k, &f))
		return;
	if (bits & DECODE_PID_NS && f.own != v)
		d->ns_pid = f.own;
	if (comm && !read_comm(f.proc, d->comm))
		d->comm[0] = 0;
}

pid_t pidns_tracee_proc(struct tracee *t)
{
	if (t->pidns.state == VS_SAME || t->pidns.state == VS_OTHER)
		return t->pidns.proc_pid;
	struct pidns *p = pidns_get(t->tr);
	if (p && p->self_level == 0)
		return t->tid;	/* no need to look at the namespace */
	return p && view_tracee(p, t) ? t->pidns.proc_pid : t->tid;
}

pid_t pidns_proc_pid(struct tracee *t, int v, enum pid_kind k)
{
	struct pidns *p = pidns_get(t->tr);
	struct found f;
	if (v <= 0)
		return 0;
	if (!p || !view_tracee(p, t))
		return v;	/* what /proc cannot tell: as seize sees it */
	return translate(p, t, v, k, &f) ? f.proc : 0;
}

const char *pidns_tracee_comm(struct tracee *t)
{
	if (!(t->tr->opt.decode_pids & DECODE_PID_COMM))
		return "";
	struct pidns *p = pidns_get(t->tr);
	char comm[PIDNS_COMM_MAX];
	/* read each time: execve and prctl(PR_SET_NAME) change it, maybe
	 * under a seccomp filter that stops neither; kept for when the
	 * thread is gone (its "+++ exited" line) */
	if (p && view_tracee(p, t) && read_comm(t->pidns.proc_pid, comm))
		memcpy(t->pidns.comm, comm, sizeof comm);
	return t->pidns.comm;
}

bool pidns_ret_kind(int f, enum pid_kind *k)
{
	switch (f) {
	case R_PID: *k = PID_TGID; return true;
	case R_TID: *k = PID_TID; return true;
	case R_PGID: *k = PID_PGID; return true;
	case R_SID: *k = PID_SID; return true;
	default: return false;
	}
}

void pidns_free(struct pidns *p)
{
	free(p);
}
